/**
 * The search request of the old clients and the mobile app (subscriber §3, §7
 * `user/dashboardSearch`), read into the search screen's own parameters so the page and the API
 * run one search (app/utils/search-form.ts parseSearch, app/services/search.server.ts).
 */
import { z } from "zod";

/**
 * A field of the legacy request: text, a number or a flag; 'none' and null mean absent. Text is
 * bounded by the body's limit (64 KB); a text query's own limit is parseSearch's, the same as the
 * page's (decision 047).
 */
export const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

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
  mostCited: Scalar,
  courtId: Scalar.meta({ description: "ours: only judgments of this court (the court list's id), in every search type (decision 099)" }),
  courtBranchId: Scalar.meta({ description: "ours: only judgments of this bench or seat (getCourtBranchByCourtId's id), in every search type (decision 099)" }),
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
  mainSearchCourtName: Scalar,
  wordSearchText: Scalar,
  wordSearchSection: Scalar,
  wordSearchMethod: Scalar,
  otherSearch: Scalar,
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
}).meta({ id: "SearchRequest" });

export type LegacyRequest = z.infer<typeof LegacySearchSchema>;

const s = (v: unknown) => (v === null || v === undefined || v === "none" ? "" : String(v));

const truthy = (v: unknown) => ["true", "y", "1", "yes"].includes(s(v).toLowerCase());

/** A court named as the court list names it (case and spaces aside), for `mainSearchCourtName`. */
export function courtIdByName(courts: { id: number; name: string }[], name: unknown): number | null {
  const want = s(name).trim().replace(/\s+/g, " ").toLowerCase();
  return want ? (courts.find((c) => c.name.trim().replace(/\s+/g, " ").toLowerCase() === want)?.id ?? null) : null;
}

/**
 * The legacy search request (subscriber §3) as the search screen's URL parameters; `neutralJournal`
 * is the journal flagged neutral, `courtId` the court `mainSearchCourtName` names (when no
 * `mainSearchCourtId` is sent).
 */
export function legacyToParams(body: LegacyRequest, page: number, neutralJournal: number | null = null, courtId: number | null = null): URLSearchParams {
  const p = new URLSearchParams({ run: "1", page: String(page) });
  const set = (k: string, v: unknown) => s(v) && p.set(k, s(v));
  set("letter", body.startsWithAlphabet);
  set("byName", body.appellantNameOrder);
  set("byDate", body.decidedDateOrder);
  // Best match (issue 16): "bestMatch": true or "Y".
  if (truthy(body.bestMatch)) p.set("rel", "1");
  // Most cited first (decision 063): "mostCited": true or "Y".
  if (truthy(body.mostCited)) p.set("cited", "1");
  switch (body.searchType) {
    case "MainSearchType": {
      p.set("mode", "main");
      const date = s(body.mainSearchDecisionDate);
      set("court", s(body.mainSearchCourtId) ? body.mainSearchCourtId : courtId);
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
      // The main form's word box: its text searched in the headnotes when its section says so, else in the judgment (method Exact, §5).
      const words = s(body.wordSearchText);
      const box = s(body.wordSearchSection).toLowerCase().startsWith("head") ? "headnote" : "judgement";
      if (words && !p.has(box)) p.set(box, words);
      break;
    }
    case "CitationSearchType":
      p.set("mode", "citation");
      if (neutralJournal !== null && (s(body.neutralSearch) === "true" || s(body.neutralSearchData))) {
        p.set("journal", String(neutralJournal));
        set("neutral", body.neutralSearchData);
      } else {
        // otherSearch: the other-journal boxes are the ones filled; otherwise the reporter's own, each falling back to the other.
        const other = truthy(body.otherSearch);
        const pick = (own: unknown, others: unknown) => (other ? (s(others) ? others : own) : s(own) ? own : others);
        set("journal", pick(body.citationSearchJournal, body.otherCitationSearchJournal));
        set("cyear", pick(body.citationSearchYear, body.otherCitationSearchYear));
        set("cpage", pick(body.citationSearchPageNumber, body.otherCitationSearchPageNumber));
        set("volume", pick(body.citationSearchVolume, body.otherCitationSearchVolume));
        if (!other) set("category", body.citationCategory);
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
  // The court and bench filters of every search type (decision 099); Main search's own court box first.
  if (!p.has("court")) set("court", body.courtId);
  set("bench", body.courtBranchId);
  return p;
}
