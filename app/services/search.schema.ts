/**
 * The inputs of the search service: the legacy JSON search request of POST
 * /v1/api/user/dashboardSearch (subscriber §3, §7). A plain module (no `.server`): the API route
 * reaches it through search.server.ts, and later API routes and the OpenAPI document import the
 * same object (decision 058). The search page reads its URL with parseSearch
 * (app/utils/search-form.ts), which the legacy request is translated into.
 */
import { z } from "zod";

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
export const LegacySearchSchema = z.looseObject({
  searchType: Scalar,
  startsWithAlphabet: Scalar,
  appellantNameOrder: Scalar,
  decidedDateOrder: Scalar,
  bestMatch: Scalar,
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

export type LegacyRequest = z.infer<typeof LegacySearchSchema>;
