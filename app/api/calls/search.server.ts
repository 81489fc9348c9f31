/** Search through the API (subscriber §7 `user/dashboardSearch`): the search screen's own search. */
import { z } from "zod";
import { searchCases, searchJournals, searchMasters, suggest } from "../../services/search/search.server";
import { courtIdByName, LegacySearchSchema, legacyToParams } from "../../services/search/search-request.schema";
import { BODY_LIMITS } from "../../utils/body.server";
import { parseSearch } from "../../utils/search-form";
import { snippetHtml } from "../../../search-index/snippets";
import { defineCall } from "../define";
import { fail, listOf, ok } from "../envelope.server";

export const PageQuerySchema = z.object({
  pageNumber: z.coerce.number({ error: "pageNumber must be a number." }).int().min(1, "pageNumber starts at 1.").max(100_000).optional(),
  perPageLimit: z.coerce.number({ error: "perPageLimit must be a number." }).int().min(1).max(100).optional(),
});

const ResultSchema = z
  .object({
    docId: z.number().int(),
    appellant: z.string(),
    respondent: z.string(),
    decidedDate: z.string(),
    caseNumber: z.string(),
    court: z.string(),
    citation: z.string(),
    overruled: z.boolean(),
    snippet: z.string().optional().meta({ description: "the passage around a match, text escaped, matched words in <b>" }),
  })
  .meta({ id: "SearchResult" });

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== "" && v !== "none";

export const dashboardSearch = defineCall({
  method: "POST",
  path: "/user/dashboardSearch",
  tag: "Search",
  summary: "Search judgments in any of the five modes (quick, main, citation, statute, word)",
  auth: ["plan"],
  query: PageQuerySchema,
  body: LegacySearchSchema,
  bodyLimit: BODY_LIMITS.searchApi,
  response: listOf(ResultSchema, { totalCount: z.number().int(), terms: z.array(z.string()) }),
  errors: { 400: "the request is not valid, or the text is over the limit (then `findPrecedents` is offered)", 402: "no active plan" },
  handle: async ({ ctx, body, query }) => {
    const page = query.pageNumber ?? 1;
    // The citation search's rules come from the journals master (decision 16).
    const journals = body.searchType === "CitationSearchType" ? await searchJournals(ctx) : [];
    const neutralJournal = journals.find((j) => j.isNeutral)?.id ?? null;
    // A court named rather than numbered (mainSearchCourtName), as the court list names it.
    let courtId: number | null = null;
    const named = body.searchType === "MainSearchType" && !hasValue(body.mainSearchCourtId) && hasValue(body.mainSearchCourtName);
    if (named) {
      courtId = courtIdByName((await searchMasters(ctx)).courts, body.mainSearchCourtName);
      if (courtId === null) return fail("mainSearchCourtName is not a court of the court list.", 400, {}, "Validation", undefined, { field: "mainSearchCourtName" });
    }
    const parsed = parseSearch(legacyToParams(body, page, neutralJournal, courtId), ctx.clock.now().getUTCFullYear(), journals);
    // A text over the limit is offered Find Precedents, which reads long texts (decision 047).
    if (parsed.state === "invalid") return fail(parsed.message, 400, parsed.tooLong ? { findPrecedents: "/v1/api/user/findPrecedents" } : {}, "Validation");
    if (parsed.state === "idle") return ok({ ojectList: [], objectList: [], totalNumberOfPagesAsPerGivenPageLimit: 0 });
    const started = performance.now();
    // perPageLimit: the spec's 10 unless the caller asks for another page size.
    const result = await searchCases(ctx, parsed.query, { ...parsed.controls, perPage: query.perPageLimit ?? parsed.controls.perPage });
    // The time spent in the search backend, for monitoring and `npm run bench` (Server-Timing).
    const searchMs = performance.now() - started;
    const items = result.items.map((i) => ({
      docId: i.docId,
      appellant: i.appellant,
      respondent: i.respondent ?? "none",
      decidedDate: i.decidedDate ?? "none",
      caseNumber: i.caseNumber ?? "none",
      court: i.court ?? "none",
      citation: i.citation ?? "none",
      overruled: i.overruled,
      ...(i.snippet ? { snippet: snippetHtml(i.snippet) } : {}),
    }));
    return ok(
      {
        ojectList: items,
        objectList: items,
        totalNumberOfPagesAsPerGivenPageLimit: result.pages,
        totalCount: result.total,
        terms: result.terms,
        ...(result.shortened ? { shortened: result.shortened } : {}),
        // Best match of words half the judgments or more hold: listed newest first (decision 045).
        ...(result.commonWords ? { bestMatchCommonWords: true } : {}),
      },
      { headers: { "Server-Timing": `search;dur=${searchMs.toFixed(1)}` } },
    );
  },
});

// ---------------------------------------------------------------- type-ahead suggestions (the search forms')

const SuggestBodySchema = z.object({ searchKeywords: z.string({ error: "searchKeywords is required." }).max(200, "searchKeywords is at most 200 characters.") }).meta({ id: "SuggestBody" });
const LabelSchema = z.object({ label: z.string() }).meta({ id: "Label" });

function suggestCall(path: string, type: "act" | "topic" | "neutral", summary: string) {
  return defineCall({
    method: "POST",
    path,
    tag: "Search",
    summary,
    // The back office's head-note rows suggest act names too: staff who enter cases may ask (issue 34 item 3).
    auth: type === "act" ? ["plan", "staff:addCase"] : ["plan"],
    body: SuggestBodySchema,
    response: listOf(LabelSchema),
    handle: async ({ ctx, body }) => {
      const items = (await suggest(ctx, type, body.searchKeywords)).map((label) => ({ label }));
      return ok({ ojectList: items, objectList: items, totalNumberOfPagesAsPerGivenPageLimit: 1 });
    },
  });
}

export const actNameMasterSearch = suggestCall("/user/actNameMasterSearch", "act", "Act names containing the keywords (the statute search's type-ahead)");
export const topicMasterSearch = suggestCall("/user/topicMasterSearch", "topic", "Topics containing the keywords (the main search's type-ahead)");
export const neutralNameMasterSearch = suggestCall("/user/neutralNameMasterSearch", "neutral", "Neutral citations starting with the keywords (the citation search's type-ahead)");
