/**
 * Issue 13 item 12, shared by both backends: cases without a decision date come last in both date
 * orders. D1: tests/integration/sorting.test.ts; Meilisearch: search-index/meilisearch-contract.test.ts.
 */
import type { CaseInput } from "../../app/services/cases/cases.server";
import type { SearchQuery } from "../../search-index/types";

export const D1990 = 9301, D2010 = 9302, D2001 = 9303, U1 = 9304, U2 = 9305, YEAR_ONLY = 9306;
export const DATED_ASC = [D1990, D2001, D2010];
export const UNDATED = [U1, U2, YEAR_ONLY];
/** Newest first: dated newest to oldest, then the undated (by doc id, in the same direction). */
export const NEWEST_FIRST = [...[...DATED_ASC].reverse(), ...[...UNDATED].reverse()];
/** Oldest first: dated oldest to newest, then the undated. */
export const OLDEST_FIRST = [...DATED_ASC, ...UNDATED];

const base = (docId: number, over: Partial<CaseInput>): CaseInput => ({
  docId,
  // One appellant for all, so a name order leaves the date order to decide.
  appellant: "Quokka Holdings",
  respondent: "Union of India",
  judgementOrder: "<p>The kestrel marmot petition: of the said writ petition nothing more.</p>",
  courtId: 1,
  courtBranchId: 34,
  caseCategoryId: 4,
  caseResult: "Quokkaresult allowed",
  ...over,
});

export const UNDATED_CASES: CaseInput[] = [
  base(U1, {}),
  base(D1990, { decidedDay: 5, decidedMonth: 6, decidedYear: 1990 }),
  base(D2010, { decidedDay: 1, decidedMonth: 1, decidedYear: 2010 }),
  base(U2, {}),
  base(D2001, { decidedDay: 31, decidedMonth: 12, decidedYear: 2001 }),
  // A year without a day and month is no decision date either.
  base(YEAR_ONLY, { decidedYear: 1975 }),
];

export const UNDATED_QUERIES: [string, SearchQuery][] = [
  ["word search (text index)", { mode: "word", text: "kestrel marmot", method: "all", section: "judgment" }],
  ["exact phrase of common words (pair index)", { mode: "word", text: "of the said writ petition", method: "exact", section: "judgment" }],
  ["quick search (party index, exact-title boost)", { mode: "quick", text: "Quokka" }],
  ["main search, structured filter only", { mode: "main", caseResult: "quokkaresult" }],
  ["main search, party and text", { mode: "main", appellant: "quokka", judgementText: "kestrel marmot" }],
];
