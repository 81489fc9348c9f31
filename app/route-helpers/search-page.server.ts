/**
 * The search page's loader and Find Precedents' action (app/routes/search.tsx re-exports them).
 * Kept in a .server module so the page's browser bundle carries none of what they import
 * (decision 087).
 */
import { data as reply, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import "../components/search/mode-forms.server";
import type { PrecedentsValues } from "../components/search/precedents";
import { latestPosts } from "../services/staff/posts.server";
import { findPrecedents, PRECEDENTS_BAD_MODE } from "../services/search/precedents.server";
import { counterpartOffers, searchCases, searchMasters } from "../services/search/search.server";
import { requireUser } from "../utils/auth.server";
import { searchMessages, searchNotices } from "../utils/copy-search";
import { caseLinkQuery, hitMarks, type HitMarks } from "../utils/highlight-terms.server";
import { modeOf, parseSearch } from "../utils/search-form";

/**
 * The search dashboard (subscriber §2.4). The whole search lives in the URL (a GET form), so it
 * can be bookmarked and works without JavaScript. Searching needs an active plan (decision 4).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const plan = user.plan;
  const url = new URL(request.url);
  const mode = modeOf(url.searchParams);
  if (!plan) return { plan: null, parsed: { state: "idle" as const, mode }, masters: null, result: null, posts: [], hrefs: [] };
  // The citation search's rules come from the journals master (decision 16), read before parsing.
  const citationMasters = mode === "citation" ? await searchMasters(context.app) : null;
  const parsed = parseSearch(url.searchParams, context.app.clock.now().getUTCFullYear(), citationMasters?.journals);
  const [masters, posts, result] = await Promise.all([
    citationMasters ?? searchMasters(context.app),
    latestPosts(context.app, 5),
    parsed.state === "ready" ? searchCases(context.app, parsed.query, parsed.controls) : Promise.resolve(null),
  ]);
  // The current page is kept when the letter or a sort changes (subscriber §4); past the end of
  // the new list, the last page is shown instead of an empty one.
  if (result && result.pages > 0 && parsed.state === "ready" && parsed.controls.page > result.pages) {
    url.searchParams.set("page", String(result.pages));
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  // IPC 302 ↔ BNS 103 and the like: offered under the results, searched when ticked (issue 17).
  const offers = parsed.state === "ready" && parsed.query.mode === "statute" ? counterpartOffers(parsed.query.rows) : [];
  // The terms marked in each result, found on the server (decision 087).
  const marks: HitMarks[] = result && result.terms.length ? result.items.map((hit) => hitMarks(hit, result.terms)) : [];
  // Each result's title links to the case with the search's terms (walk report finding 10).
  const hrefs = result ? result.items.map((hit) => `/viewCase/${hit.docId}${caseLinkQuery(result.terms)}`) : [];
  const page = { plan: { name: plan.planName }, parsed, masters, result, posts, offers, marks, hrefs };
  // A value the form never sends (a hand-edited or old link): the page says which, with a 400 (decision 104).
  // (Remix answers data()'s object as the page's data; typed as that object, which the page reads.)
  return parsed.state === "invalid" && parsed.unknownValue ? (reply(page, { status: 400 }) as unknown as typeof page) : page;
}

/** A year box of Find Precedents: empty, or a year from 1800 to this one. */
const yearOf = (v: string, max: number) => (v === "" ? null : /^\d{4}$/.test(v) && Number(v) >= 1800 && Number(v) <= max ? Number(v) : NaN);

/**
 * Find Precedents (issue 16): a POST, since the text runs to 100 KB. Bad input gets a message and a
 * 400, never a 500; the text is kept in the form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  if (!user.plan) return reply({ values: null, message: searchMessages.atleastOne, result: null }, { status: 403 });
  const form = await request.formData();
  const field = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const modeField = field("mode").trim();
  const values: PrecedentsValues = { text: field("text"), court: field("court").trim(), yearFrom: field("yearFrom").trim(), yearTo: field("yearTo").trim(), mode: modeField === "facts" || modeField === "judgment" ? modeField : "" };
  const thisYear = context.app.clock.now().getUTCFullYear();
  const yearFrom = yearOf(values.yearFrom, thisYear);
  const yearTo = yearOf(values.yearTo, thisYear);
  const court = /^\d{1,9}$/.test(values.court) ? Number(values.court) : null;
  // The form echoes the text back; a text over the limit is not sent back whole.
  const echo = { ...values, text: values.text.slice(0, 120_000) };
  if (Number.isNaN(yearFrom) || Number.isNaN(yearTo) || (values.court && court === null)) {
    return reply({ values: echo, message: searchNotices.precedentsBadYears, result: null }, { status: 400 });
  }
  if (modeField && !values.mode) return reply({ values: echo, message: PRECEDENTS_BAD_MODE, result: null }, { status: 400 });
  const result = await findPrecedents(context.app, { text: values.text, courtId: court, yearFrom, yearTo, limit: 20, mode: values.mode === "facts" || values.mode === "judgment" ? values.mode : "auto" });
  if (!result.ok) return reply({ values: echo, message: result.message, result: null }, { status: 400 });
  return { values: echo, message: null, result };
}
