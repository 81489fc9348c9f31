import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { searchCases, searchJournals } from "../services/search.server";
import { BODY_LIMITS, BodyError, readJson } from "../utils/body.server";
import { apiSubscriber, fail, ok } from "../utils/legacy-api.server";
import { parseSearch } from "../utils/search-form";
import { snippetHtml } from "../../search-index/snippets";
import { cleanJson } from "../utils/clean-text";

/**
 * A field of the legacy request: text, a number or a flag; 'none' and null mean absent. Text is
 * bounded by the body's limit (64 KB); a text query's own limit is parseSearch's, the same as the
 * page's (decision 047).
 */
const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/**
 * The legacy search request (subscriber §3, §7). Only the fields read below are checked; other keys
 * the old clients send pass untouched. Anything else (a list where a row is expected, an object where
 * text is expected) is a 400 with the envelope, never a 500.
 */
const LegacySearchSchema = z.looseObject({
  searchType: Scalar,
  startsWithAlphabet: Scalar,
  appellantNameOrder: Scalar,
  decidedDateOrder: Scalar,
  bestMatch: Scalar,
  mostCited: Scalar,
  dashboardSearchValue: Scalar,
  mainSearchDecisionDate: Scalar,
  mainSearchCourtId: Scalar,
  mainSearchCaseNumber: Scalar,
  mainSearchPrimaryAppellant: Scalar,
  mainSearchPrimaryRespondent: Scalar,
  mainSearchActName: Scalar,
  mainSearchSection: Scalar,
  mainSearchJudgement: Scalar,
  mainSearchHeadNote: Scalar,
  mainSearchAdvocate: Scalar,
  mainSearchJudge: Scalar,
  mainSearchCaseResult: Scalar,
  mainSearchTopic: Scalar,
  mainSearchStartYear: Scalar,
  mainSearchEndYear: Scalar,
  mainSearchDecidedYear: Scalar,
  neutralSearch: Scalar,
  neutralSearchData: Scalar,
  citationSearchJournal: Scalar,
  otherCitationSearchJournal: Scalar,
  citationSearchYear: Scalar,
  otherCitationSearchYear: Scalar,
  citationSearchPageNumber: Scalar,
  otherCitationSearchPageNumber: Scalar,
  citationSearchVolume: Scalar,
  otherCitationSearchVolume: Scalar,
  citationCategory: Scalar,
  searchData: z
    .array(z.looseObject({ actName: Scalar, sec: Scalar, article: Scalar, order: Scalar, rule: Scalar, condition: Scalar }))
    .max(10)
    .nullish(),
  wordSearchData: z.looseObject({ wordSearchText: Scalar, wordSearchSection: Scalar, wordSearchMethod: Scalar }).nullish(),
});

type LegacyRequest = z.infer<typeof LegacySearchSchema>;

const s = (v: unknown) => (v === null || v === undefined || v === "none" ? "" : String(v));

/** The legacy search request (subscriber §3) as the search screen's URL parameters; `neutralJournal` is the journal flagged neutral. */
export function legacyToParams(body: LegacyRequest, page: number, neutralJournal: number | null = null): URLSearchParams {
  const p = new URLSearchParams({ run: "1", page: String(page) });
  const set = (k: string, v: unknown) => s(v) && p.set(k, s(v));
  set("letter", body.startsWithAlphabet);
  set("byName", body.appellantNameOrder);
  set("byDate", body.decidedDateOrder);
  // Best match (issue 16): "bestMatch": true or "Y".
  if (["true", "y", "1"].includes(s(body.bestMatch).toLowerCase())) p.set("rel", "1");
  // Most cited first (decision 063): "mostCited": true or "Y".
  if (["true", "y", "1"].includes(s(body.mostCited).toLowerCase())) p.set("cited", "1");
  switch (body.searchType) {
    case "MainSearchType": {
      p.set("mode", "main");
      const date = s(body.mainSearchDecisionDate);
      set("court", body.mainSearchCourtId);
      set("caseNo", body.mainSearchCaseNumber);
      set("appellant", body.mainSearchPrimaryAppellant);
      set("respondent", body.mainSearchPrimaryRespondent);
      set("act", body.mainSearchActName);
      set("sec", body.mainSearchSection);
      set("judgement", body.mainSearchJudgement);
      set("headnote", body.mainSearchHeadNote);
      set("advocate", body.mainSearchAdvocate);
      set("judge", body.mainSearchJudge);
      set("result", body.mainSearchCaseResult);
      set("topic", body.mainSearchTopic);
      set("yearFrom", body.mainSearchStartYear);
      set("yearTo", body.mainSearchEndYear);
      set("year", body.mainSearchDecidedYear);
      if (date) p.set("date", /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.split("-").reverse().join("/") : date);
      break;
    }
    case "CitationSearchType":
      p.set("mode", "citation");
      if (neutralJournal !== null && (s(body.neutralSearch) === "true" || s(body.neutralSearchData))) {
        p.set("journal", String(neutralJournal));
        set("neutral", body.neutralSearchData);
      } else {
        set("journal", body.citationSearchJournal ?? body.otherCitationSearchJournal);
        set("cyear", body.citationSearchYear ?? body.otherCitationSearchYear);
        set("cpage", body.citationSearchPageNumber ?? body.otherCitationSearchPageNumber);
        set("volume", body.citationSearchVolume ?? body.otherCitationSearchVolume);
        set("category", body.citationCategory);
      }
      break;
    case "StatueSearch":
      p.set("mode", "statute");
      (body.searchData ?? []).slice(0, 3).forEach((row, i) => {
        const n = i + 1;
        set(`act${n}`, row.actName);
        set(`sec${n}`, row.sec);
        set(`ord${n}`, row.order);
        set(`rule${n}`, row.rule);
        set(`art${n}`, row.article);
        set(`cond${n}`, row.condition);
      });
      break;
    case "WordSearch": {
      p.set("mode", "word");
      const w = body.wordSearchData ?? {};
      set("text", w.wordSearchText);
      const section = s(w.wordSearchSection).toLowerCase();
      p.set("section", section.startsWith("judg") ? "judgment" : section.startsWith("head") ? "headnote" : "both");
      const method = s(w.wordSearchMethod).toLowerCase();
      p.set("method", method.startsWith("free") ? "free" : method.startsWith("all") ? "all" : "exact");
      break;
    }
    default:
      p.set("mode", "quick");
      set("q", body.dashboardSearchValue);
  }
  return p;
}

/** POST user/dashboardSearch?pageNumber={n}&perPageLimit=10 (subscriber §7). */
export async function action({ request, context }: ActionFunctionArgs) {
  // The body first, counted as it streams and cut off at its limit (issue 22 item 10).
  let json: unknown;
  try {
    json = cleanJson(await readJson(request, BODY_LIMITS.searchApi));
  } catch (e) {
    if (!(e instanceof BodyError)) throw e;
    return e.status === 413 ? fail(e.message, 413) : fail("The search request must be JSON.");
  }
  await apiSubscriber(context.app, request);
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get("pageNumber") ?? 1) || 1);
  const checked = LegacySearchSchema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue.path.length ? issue.path.join(".") : "the request";
    return fail(`The search request is not valid: ${where}: ${issue.message}.`);
  }
  const body = checked.data;
  // The citation search's rules come from the journals master (decision 16).
  const journals = body.searchType === "CitationSearchType" ? await searchJournals(context.app) : [];
  const neutralJournal = journals.find((j) => j.isNeutral)?.id ?? null;
  const parsed = parseSearch(legacyToParams(body, page, neutralJournal), context.app.clock.now().getUTCFullYear(), journals);
  // A text over the limit is offered Find Precedents, which reads long texts (decision 047).
  if (parsed.state === "invalid") return fail(parsed.message, 400, parsed.tooLong ? { findPrecedents: "/v1/api/user/findPrecedents" } : {});
  if (parsed.state === "idle") return ok({ ojectList: [], totalNumberOfPagesAsPerGivenPageLimit: 0 });
  const started = performance.now();
  const result = await searchCases(context.app, parsed.query, parsed.controls);
  // The time spent in the search backend, for monitoring and `npm run bench` (Server-Timing).
  const searchMs = performance.now() - started;
  return ok({
    ojectList: result.items.map((i) => ({
      docId: i.docId,
      appellant: i.appellant,
      respondent: i.respondent ?? "none",
      decidedDate: i.decidedDate ?? "none",
      caseNumber: i.caseNumber ?? "none",
      court: i.court ?? "none",
      citation: i.citation ?? "none",
      overruled: i.overruled,
      // The passage around a match, text escaped, matched words in <b> (issue 16).
      ...(i.snippet ? { snippet: snippetHtml(i.snippet) } : {}),
    })),
    totalNumberOfPagesAsPerGivenPageLimit: result.pages,
    totalCount: result.total,
    terms: result.terms,
    ...(result.shortened ? { shortened: result.shortened } : {}),
    // Best match of words half the judgments or more hold: listed newest first (decision 045).
    ...(result.commonWords ? { bestMatchCommonWords: true } : {}),
  }, { headers: { "Server-Timing": `search;dur=${searchMs.toFixed(1)}` } });
}

export async function loader() {
  return fail("Use POST.", 405);
}
