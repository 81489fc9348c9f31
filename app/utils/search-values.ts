/**
 * The values the search takes, one list for the page's URL (app/utils/search-form.ts), the API's
 * body and its OpenAPI document (app/services/search/search-request.schema.ts) — issue 33 item 7, decision
 * 104. An unknown value is refused with a message naming the ones allowed (a 400 on the page and in
 * the API), never read as the default: "method=Exakt" used to run an Exact search that found nothing.
 * Pure; used by server and client.
 */

/** The API's spellings, compared with case, spaces, '_' and '-' aside. */
export function normalValue(v: unknown): string {
  return String(v).toLowerCase().replace(/[\s_-]+/g, "");
}

/** Absent in the legacy request: null, undefined, '' or the spec's 'none'. */
export function absentValue(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && (v.trim() === "" || v.trim().toLowerCase() === "none"));
}

/** One enumerated field of the API: its spec values (documented), other spellings taken, and what each means. */
export type ApiValues<T extends string> = {
  field: string;
  /** the values as the spec names them, in the document's enum */
  values: readonly (string | number | boolean)[];
  /** every accepted spelling (normalValue) → the page's value */
  read: Record<string, T>;
  description: string;
};

/** searchType (subscriber §3): the five forms. Absent: the dashboard's quick search. */
export const SEARCH_TYPE: ApiValues<"quick" | "main" | "citation" | "statute" | "word"> = {
  field: "searchType",
  values: ["DashboardSearchType", "MainSearchType", "CitationSearchType", "StatueSearch", "WordSearch"],
  read: {
    dashboardsearchtype: "quick",
    dashboardsearch: "quick",
    quicksearch: "quick",
    mainsearchtype: "main",
    mainsearch: "main",
    citationsearchtype: "citation",
    citationsearch: "citation",
    statuesearch: "statute",
    statutesearch: "statute",
    wordsearch: "word",
    wordsearchtype: "word",
  },
  description:
    "Which search: DashboardSearchType (the quick box, dashboardSearchValue; also when absent), MainSearchType (the main form's mainSearch… fields), CitationSearchType (citation…), StatueSearch (the spec's spelling; searchData rows), WordSearch (wordSearchData). Case and spaces aside; DashboardSearch, QuickSearch, MainSearch, CitationSearch and StatuteSearch are read the same. Any other value is a 400.",
};

/** wordSearchMethod (subscriber §5: Exact, the default; Freeword; All Word). */
export const WORD_METHOD: ApiValues<"exact" | "free" | "all"> = {
  field: "wordSearchMethod",
  values: ["Exact", "Freeword", "All Word"],
  read: { exact: "exact", exactphrase: "exact", phrase: "exact", freeword: "free", freewords: "free", free: "free", allword: "all", allwords: "all", all: "all" },
  description:
    "How the words are matched: Exact (the words as a phrase; also when absent), Freeword (any of the words, best first), All Word (every word, anywhere). Case and spaces aside; Free and All Words are read the same. Any other value is a 400.",
};

/** wordSearchSection (subscriber §5: Judgment, Headnote, Both — the default). */
export const WORD_SECTION: ApiValues<"judgment" | "headnote" | "both"> = {
  field: "wordSearchSection",
  values: ["Judgment", "Headnote", "Both"],
  read: { judgment: "judgment", judgement: "judgment", judgments: "judgment", judgements: "judgment", headnote: "headnote", headnotes: "headnote", both: "both" },
  description:
    "Where the words are searched: Judgment (the text), Headnote (the reporter's headnotes), Both (also when absent). Case aside; Judgement and Headnotes are read the same. Any other value is a 400.",
};

/** A statute row's `condition` (subscriber §9: And = 1, Or = 2) joining it to the next row. */
export const STATUTE_CONDITION: ApiValues<"1" | "2"> = {
  field: "condition",
  values: [1, 2],
  read: { "1": "1", "2": "2", and: "1", or: "2" },
  description:
    "How this row joins the next: 1 = And, 2 = Or (a number or its text; And and Or are read the same). Absent, null or 'none' on the last row used: a row after one without a condition is not searched. Any other value is a 400.",
};

/** appellantNameOrder / decidedDateOrder (subscriber §9: 'a' ascending, 'd' descending). */
export const SORT_ORDER: ApiValues<"a" | "d"> = {
  field: "order",
  values: ["a", "d"],
  read: { a: "a", d: "d", asc: "a", desc: "d", ascending: "a", descending: "d" },
  description: "'a' ascending or 'd' descending (asc and desc are read the same); absent: not sorted by this. Any other value is a 400.",
};

/** bestMatch / mostCited: a flag. */
export const FLAG: ApiValues<"1" | ""> = {
  field: "flag",
  values: [true, false, "Y", "N"],
  read: { true: "1", y: "1", yes: "1", "1": "1", false: "", n: "", no: "", "0": "" },
  description: "true or false ('Y'/'N', 'yes'/'no', 1/0 are read the same); absent: false. Any other value is a 400.",
};

/** The value as the page reads it, or undefined for an absent one, or null for a value not in the list. */
export function readValue<T extends string>(spec: ApiValues<T>, v: unknown): T | undefined | null {
  if (absentValue(v)) return undefined;
  if (typeof v === "object") return null;
  return spec.read[normalValue(v)] ?? null;
}

/** The API's message for a value not in the list. */
export function unknownApiValue(field: string, spec: ApiValues<string>, v: unknown): string {
  const shown = typeof v === "string" ? `'${v.slice(0, 40)}'` : JSON.stringify(v)?.slice(0, 40);
  return `${field} ${shown} is not a value it takes: use ${spec.values.map((x) => (typeof x === "string" ? `'${x}'` : String(x))).join(", ")}.`;
}

// ---------------------------------------------------------------- the page's URL

const PAGE_VALUES: { key: string; allowed: readonly string[]; label: string; shown: string }[] = [
  // Find Precedents (mode=precedents) is a form of the page too, though parseSearch runs none of it.
  { key: "mode", allowed: ["quick", "main", "citation", "statute", "word", "precedents"], label: "search", shown: "Quick, Main, Citation, Statute or Word search" },
  { key: "method", allowed: ["exact", "free", "all"], label: "search type", shown: "Exact, Freeword or All Word" },
  { key: "section", allowed: ["judgment", "headnote", "both"], label: "section", shown: "Judgment, Headnote or Both" },
  { key: "cond1", allowed: ["1", "2"], label: "condition", shown: "And or Or" },
  { key: "cond2", allowed: ["1", "2"], label: "condition", shown: "And or Or" },
  { key: "cond3", allowed: ["1", "2"], label: "condition", shown: "And or Or" },
  { key: "byName", allowed: ["a", "d"], label: "name order", shown: "A to Z or Z to A" },
  { key: "byDate", allowed: ["a", "d"], label: "date order", shown: "oldest or newest first" },
];

/**
 * The first value of the search page's address that is not one the page takes (a hand-edited or
 * old link), as the message the page shows; null when every value is known. An empty value is
 * absent (the form sends `cond2=` for a row without a condition).
 */
export function unknownPageValue(params: URLSearchParams): string | null {
  for (const { key, allowed, label, shown } of PAGE_VALUES) {
    const v = params.get(key);
    if (v === null || v === "" || allowed.includes(v)) continue;
    return `The ${label} “${v.slice(0, 40)}” is not one this search knows. Choose ${shown}.`;
  }
  return null;
}
