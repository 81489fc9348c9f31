/**
 * The search request of the old clients and the mobile app (subscriber §3, §7
 * `user/dashboardSearch`), read into the search screen's own parameters so the page and the API
 * run one search (app/utils/search-form.ts parseSearch, app/services/search/search.server.ts).
 */
import { z } from "zod";
import {
  absentValue,
  FLAG,
  readValue,
  SEARCH_TYPE,
  SORT_ORDER,
  STATUTE_CONDITION,
  unknownApiValue,
  WORD_METHOD,
  WORD_SECTION,
  type ApiValues,
} from "../../utils/search-values";

/**
 * A field of the legacy request: text, a number or a flag; 'none' and null mean absent. Text is
 * bounded by the body's limit (64 KB); a text query's own limit is parseSearch's, the same as the
 * page's (decision 047).
 */
export const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/**
 * A field that takes one of a list of values (app/utils/search-values.ts, decision 104): the document
 * shows the spec's values and what each means; an unknown one is a 400 naming the ones it takes,
 * never read as the default.
 */
function valueField(spec: ApiValues<string>, field: string) {
  return Scalar.superRefine((v, ctx) => {
    if (readValue(spec, v) === null) ctx.addIssue({ code: "custom", message: unknownApiValue(field, spec, v) });
  }).meta({ description: spec.description, enum: [...spec.values] });
}

/** startsWithAlphabet: one letter, A to Z. */
const Letter = Scalar.superRefine((v, ctx) => {
  if (!absentValue(v) && !(typeof v === "string" && /^[A-Za-z]$/.test(v.trim()))) {
    ctx.addIssue({ code: "custom", message: `startsWithAlphabet ${JSON.stringify(v)?.slice(0, 40)} is not a value it takes: use one letter, A to Z.` });
  }
}).meta({ description: "Only judgments whose appellant starts with this letter, A to Z (case aside); absent: every letter. Any other value is a 400." });

/**
 * The legacy search request (subscriber §3, §7). Only the fields read below are checked; other keys
 * the old clients send pass untouched. Anything else (a list where a row is expected, an object where
 * text is expected) is a 400 with the envelope, never a 500.
 */
export const LegacySearchSchema = z.looseObject({
  searchType: valueField(SEARCH_TYPE, "searchType"),
  startsWithAlphabet: Letter,
  appellantNameOrder: valueField({ ...SORT_ORDER, description: `Sort by the appellant's name: ${SORT_ORDER.description}` }, "appellantNameOrder"),
  decidedDateOrder: valueField(
    { ...SORT_ORDER, description: `Sort by the decision date: ${SORT_ORDER.description} Without either order, newest first.` },
    "decidedDateOrder",
  ),
  bestMatch: valueField({ ...FLAG, description: `Best match first (ours, issue 16): ${FLAG.description}` }, "bestMatch"),
  mostCited: valueField({ ...FLAG, description: `Most cited first (ours, decision 063; wins over bestMatch): ${FLAG.description}` }, "mostCited"),
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
  wordSearchSection: valueField(
    { ...WORD_SECTION, description: `${WORD_SECTION.description} In MainSearchType, Headnote puts wordSearchText in the headnote box and anything else in the judgment box.` },
    "wordSearchSection",
  ),
  wordSearchMethod: valueField({ ...WORD_METHOD, description: `${WORD_METHOD.description} In MainSearchType the word box is always searched Exact (subscriber §5).` }, "wordSearchMethod"),
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
    .array(
      z
        .looseObject({ actName: Scalar, sec: Scalar, article: Scalar, order: Scalar, rule: Scalar, condition: valueField(STATUTE_CONDITION, "condition") })
        .meta({ id: "StatuteRow" }),
    )
    .max(10)
    .nullish()
    .meta({ description: "StatueSearch: up to 3 rows are searched (act, section, order, rule, article), each joined to the next by its condition" }),
  wordSearchData: z
    .looseObject({ wordSearchText: Scalar, wordSearchSection: valueField(WORD_SECTION, "wordSearchSection"), wordSearchMethod: valueField(WORD_METHOD, "wordSearchMethod") })
    .nullish()
    .meta({ description: "WordSearch: the words, where and how they are matched" }),
}).meta({ id: "SearchRequest" });

export type LegacyRequest = z.infer<typeof LegacySearchSchema>;

const s = (v: unknown) => (v === null || v === undefined || v === "none" ? "" : String(v));


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
  // Every enumerated value was checked by the schema (an unknown one is a 400): read here as the page's.
  set("letter", s(body.startsWithAlphabet).trim().toUpperCase());
  set("byName", readValue(SORT_ORDER, body.appellantNameOrder));
  set("byDate", readValue(SORT_ORDER, body.decidedDateOrder));
  // Best match (issue 16): "bestMatch": true or "Y".
  if (readValue(FLAG, body.bestMatch) === "1") p.set("rel", "1");
  // Most cited first (decision 063): "mostCited": true or "Y".
  if (readValue(FLAG, body.mostCited) === "1") p.set("cited", "1");
  switch (readValue(SEARCH_TYPE, body.searchType) ?? "quick") {
    case "main": {
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
      const box = readValue(WORD_SECTION, body.wordSearchSection) === "headnote" ? "headnote" : "judgement";
      if (words && !p.has(box)) p.set(box, words);
      break;
    }
    case "citation":
      p.set("mode", "citation");
      if (neutralJournal !== null && (s(body.neutralSearch) === "true" || s(body.neutralSearchData))) {
        p.set("journal", String(neutralJournal));
        set("neutral", body.neutralSearchData);
      } else {
        // otherSearch: the other-journal boxes are the ones filled; otherwise the reporter's own, each falling back to the other.
        const other = ["true", "y", "1", "yes"].includes(s(body.otherSearch).toLowerCase());
        const pick = (own: unknown, others: unknown) => (other ? (s(others) ? others : own) : s(own) ? own : others);
        set("journal", pick(body.citationSearchJournal, body.otherCitationSearchJournal));
        set("cyear", pick(body.citationSearchYear, body.otherCitationSearchYear));
        set("cpage", pick(body.citationSearchPageNumber, body.otherCitationSearchPageNumber));
        set("volume", pick(body.citationSearchVolume, body.otherCitationSearchVolume));
        if (!other) set("category", body.citationCategory);
      }
      break;
    case "statute":
      p.set("mode", "statute");
      (body.searchData ?? []).slice(0, 3).forEach((row, i) => {
        const n = i + 1;
        set(`act${n}`, row.actName);
        set(`sec${n}`, row.sec);
        set(`ord${n}`, row.order);
        set(`rule${n}`, row.rule);
        set(`art${n}`, row.article);
        set(`cond${n}`, readValue(STATUTE_CONDITION, row.condition));
      });
      break;
    case "word": {
      p.set("mode", "word");
      const w = body.wordSearchData ?? {};
      set("text", w.wordSearchText);
      p.set("section", readValue(WORD_SECTION, w.wordSearchSection) ?? "both");
      p.set("method", readValue(WORD_METHOD, w.wordSearchMethod) ?? "exact");
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
