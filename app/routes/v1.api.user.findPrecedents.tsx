import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { FindPrecedentsSchema, findPrecedents } from "../services/precedents.server";
import { BODY_LIMITS, BodyError, readJson } from "../utils/body.server";
import { apiSubscriber, fail, ok } from "../utils/legacy-api.server";
import { cleanJson } from "../utils/clean-text";

/**
 * POST /v1/api/user/findPrecedents (issue 16): a fact situation or a judgment (up to 100 KB) in,
 * the earlier judgments about the same thing out, each with why it was found; for a fact situation
 * (issue 26) also the sections that likely apply, each with why. Bad input is a 400
 * with the envelope and a message, never a 500.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // The body first, counted as it streams and cut off at its limit (issue 22 item 10).
  let json: unknown;
  try {
    json = cleanJson(await readJson(request, BODY_LIMITS.precedents));
  } catch (e) {
    if (!(e instanceof BodyError)) throw e;
    return fail(e.status === 413 ? "The request is too large." : "The request must be JSON.", e.status);
  }
  await apiSubscriber(context.app, request);
  const checked = FindPrecedentsSchema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return fail(`The request is not valid: ${issue.path.length ? issue.path.join(".") : "the request"}: ${issue.message}.`);
  }
  const body = checked.data;
  const bench = context.app.env.DEV_BULK_IMPORT === "1";
  const plain = body.ranking === "plain" && bench;
  const started = performance.now();
  const result = await findPrecedents(context.app, {
    text: body.text,
    courtId: body.courtId,
    yearFrom: body.yearFrom,
    yearTo: body.yearTo,
    limit: body.limit ?? 10,
    mode: body.mode,
    statutes: body.statutes ?? undefined,
    plain,
    tuning: bench ? body.tuning : undefined,
    factsTuning: bench ? body.factsTuning : undefined,
  });
  const ms = performance.now() - started;
  if (!result.ok) return fail(result.message);
  return ok(
    {
      ojectList: result.items.map((i) => ({
        docId: i.docId,
        appellant: i.appellant,
        respondent: i.respondent ?? "none",
        decidedDate: i.decidedDate ?? "none",
        court: i.court ?? "none",
        citation: i.citation ?? "none",
        overruled: i.overruled,
        matchedTerms: i.matchedTerms,
        sharedActs: i.sharedActs,
        applies: i.applies ?? [],
        benchSize: i.benchSize ?? null,
        citedBy: i.citedBy,
      })),
      mode: result.mode,
      detected: result.detected,
      terms: result.terms,
      acts: result.acts,
      statutes: result.statutes,
    },
    { headers: { "Server-Timing": `precedents;dur=${ms.toFixed(1)}` } },
  );
}

export async function loader() {
  return fail("Use POST.", 405);
}
