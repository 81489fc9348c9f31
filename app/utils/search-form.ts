/**
 * The search screen's inputs live in the URL (a GET form), so a search can be bookmarked, shared
 * and run without JavaScript. This module reads them, applies the spec's validation rules
 * (subscriber §5) and turns them into the search-index query. Pure; used by server and client.
 */
import type { Controls, SearchQuery, StatuteRow, WordSection } from "../../search-index/types";
import type { WordMethod } from "../../search-index/query-compiler";
import { searchMessages, searchNotices } from "./copy-search";
import { unknownPageValue } from "./search-values";

export const SEARCH_PAGE_SIZE = 10;
export const MODES = ["quick", "main", "citation", "statute", "word"] as const;
export type Mode = (typeof MODES)[number];

export const MAIN_FIELDS = ["court", "caseNo", "appellant", "act", "judgement", "advocate", "yearFrom", "yearTo", "date", "year", "respondent", "sec", "headnote", "judge", "result", "topic"] as const;

/**
 * A journal of the citation form with the flags of the journals master (decision 16): the rules
 * of subscriber §5 are read from them, never from journal ids in page code (as the case form does).
 */
export type CitationJournal = {
  id: number;
  name: string;
  isOwnReporter: boolean;
  isNeutral: boolean;
  volumeDisabled: boolean;
  /** years in which the volume is required, e.g. [2018, 2019] */
  volumeRequiredYears: number[];
  yearRequired: boolean;
};

/**
 * The Volume box for a journal and year (docs/decisions/048): disabled for a journal flagged
 * volume-disabled, in every year — as the case form, which never stores a volume for it, so a
 * search cannot require one; required in the journal's volume years; and, for the reporter's own
 * series that have volume years (its supplements), disabled in the other years, where they have no
 * volumes (spec §5: "Volume is disabled … in some year cases"). Otherwise optional.
 */
export function volumeRule(journal: CitationJournal | undefined, year: number | null): "disabled" | "required" | "optional" {
  if (!journal) return "optional";
  if (journal.volumeDisabled) return "disabled";
  if (year && journal.volumeRequiredYears.includes(year)) return "required";
  if (year && journal.isOwnReporter && journal.volumeRequiredYears.length) return "disabled";
  return "optional";
}

export type ParsedSearch =
  | { state: "idle"; mode: Mode }
  /** `tooLong`: a text over TEXT_QUERY_MAX, offered to Find Precedents instead; `unknownValue`: a value the form never sends (a 400, decision 104) */
  | { state: "invalid"; mode: Mode; message: string; tooLong?: string; unknownValue?: true }
  | { state: "ready"; mode: Mode; query: SearchQuery; controls: Controls };

const str = (p: URLSearchParams, k: string, max = 500) => (p.get(k) ?? "").trim().slice(0, max);

/**
 * The one limit of a text query, in characters, for the page and the API alike (decision 047):
 * the quick box, the word box and the main search's judgment and headnote boxes. A longer text is
 * not cut short but refused with an offer of Find Precedents, which reads up to 100 KB. Within it,
 * a text of more than 32 words is still searched by its most telling words (search-index/ranking.ts).
 */
export const TEXT_QUERY_MAX = 2000;
const int = (p: URLSearchParams, k: string) => {
  const v = str(p, k);
  return /^\d{1,9}$/.test(v) ? Number(v) : null;
};

export function modeOf(params: URLSearchParams): Mode {
  const m = params.get("mode");
  return (MODES as readonly string[]).includes(m ?? "") ? (m as Mode) : "quick";
}

/** DD/MM/YYYY → YYYY-MM-DD, or null when it is not a real date. */
export function parseDdMmYyyy(text: string): string | null {
  const m = text.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

export function controlsOf(params: URLSearchParams, mode: Mode): Controls {
  const order = (k: string) => (params.get(k) === "a" ? "a" : params.get(k) === "d" ? "d" : null);
  const nameOrder = order("byName");
  const letter = (params.get("letter") ?? "").toUpperCase();
  // Quick search defaults to newest first; the other modes send newest first on the first search.
  const dateOrder = order("byDate") ?? (mode === "quick" || !nameOrder ? "d" : null);
  return {
    startsWith: /^[A-Z]$/.test(letter) && !nameOrder ? letter : null,
    nameOrder,
    dateOrder,
    dateOrderChosen: order("byDate") !== null,
    // Most cited (decision 063) and Best match are two orders: the later one chosen wins on the page; both in a URL, most cited.
    relevance: params.get("rel") === "1" && params.get("cited") !== "1",
    mostCited: params.get("cited") === "1",
    // The court and bench filters, in every mode (decision 099).
    courtId: int(params, "court"),
    branchId: int(params, "bench"),
    page: Math.min(Math.max(1, int(params, "page") ?? 1), 10_000),
    perPage: SEARCH_PAGE_SIZE,
  };
}

function mainQuery(p: URLSearchParams, currentYear: number): { query?: SearchQuery; message?: string } {
  const text = (k: string) => str(p, k) || null;
  const court = int(p, "court");
  // A bench is a court filter too: with a year range alone it still needs one more filter.
  const courtOrBench = court ?? int(p, "bench");
  const yearFrom = int(p, "yearFrom");
  const yearTo = int(p, "yearTo");
  const year = int(p, "year");
  const dateText = str(p, "date");
  const others = ["caseNo", "appellant", "act", "judgement", "advocate", "respondent", "sec", "headnote", "judge", "result", "topic"].filter((k) => str(p, k)).length + (dateText ? 1 : 0) + (year ? 1 : 0);
  const range = Boolean(yearFrom || yearTo);
  if (!courtOrBench && !range && others === 0) return { message: searchMessages.atleastOne };
  // A court or a year range needs at least one more filter; court + range alone do not suffice.
  if ((courtOrBench || range) && others === 0) return { message: searchMessages.oneMoreFilter };
  const decisionDate = dateText ? parseDdMmYyyy(dateText) : null;
  if (dateText && !decisionDate) return { message: searchMessages.badDate };
  const inRange = (y: number | null) => (y && y >= 1936 && y <= currentYear ? y : null);
  if (yearFrom && yearTo && yearFrom > yearTo) return { message: searchMessages.badYearRange };
  return {
    query: {
      mode: "main",
      courtId: court,
      caseNumber: text("caseNo"),
      appellant: text("appellant"),
      respondent: text("respondent"),
      actName: text("act"),
      section: text("sec"),
      judgementText: str(p, "judgement", TEXT_QUERY_MAX) || null,
      headnoteText: str(p, "headnote", TEXT_QUERY_MAX) || null,
      advocate: text("advocate"),
      judge: text("judge"),
      caseResult: text("result"),
      topic: text("topic"),
      yearFrom: inRange(yearFrom),
      yearTo: inRange(yearTo),
      decisionDate,
      decisionYear: inRange(year),
    },
  };
}

function citationQuery(p: URLSearchParams, currentYear: number, journals: CitationJournal[]): { query?: SearchQuery; message?: string } {
  const journalId = int(p, "journal");
  const journal = journalId === null ? undefined : journals.find((j) => j.id === journalId);
  const neutral = str(p, "neutral");
  if (journal?.isNeutral) {
    if (!neutral) return { message: searchMessages.selectNeutral };
    return { query: { mode: "citation", neutral } };
  }
  const year = int(p, "cyear");
  const page = str(p, "cpage");
  const category = int(p, "category");
  const validYear = year && year >= 1800 && year <= currentYear ? year : null;
  // A disabled box sends nothing; a value sent anyway (an old link, the API) is not searched.
  const rule = volumeRule(journal, validYear);
  const volume = rule === "disabled" ? "" : str(p, "volume");
  if (!journalId && !validYear && !page && !volume && !category) return { message: searchMessages.atleastOne };
  if (journalId && !journal?.isOwnReporter) {
    // Other journals: journal, year and page are mandatory.
    if (!validYear || !page) return { message: searchMessages.mandatory };
  } else {
    if (!page) return { message: searchMessages.mandatory };
    if (journal?.yearRequired && !validYear) return { message: searchMessages.mandatory };
  }
  if (rule === "required" && !volume) return { message: searchMessages.mandatory };
  return { query: { mode: "citation", journalId, categoryId: category, year: validYear, volume: volume || null, page: page || null } };
}

function statuteQuery(p: URLSearchParams): { query?: SearchQuery; message?: string } {
  const rows: StatuteRow[] = [];
  for (let i = 1; i <= 3; i++) {
    const cond = int(p, `cond${i}`);
    rows.push({
      actName: str(p, `act${i}`) || null,
      section: str(p, `sec${i}`) || null,
      order: str(p, `ord${i}`) || null,
      rule: str(p, `rule${i}`) || null,
      article: str(p, `art${i}`) || null,
      condition: cond === 1 || cond === 2 ? cond : null,
      counterpart: p.get(`both${i}`) === "1",
    });
  }
  const filled = (r: StatuteRow) => Boolean(r.actName || r.section || r.order || r.rule || r.article);
  if (!filled(rows[0])) return { message: searchMessages.atleastOne };
  // A row after the first counts only when the row before it chose And or Or.
  const used = [rows[0]];
  for (let i = 1; i < 3; i++) {
    if (!rows[i - 1].condition || !filled(rows[i])) break;
    used.push(rows[i]);
  }
  return { query: { mode: "statute", rows: used } };
}

function wordQuery(p: URLSearchParams): { query?: SearchQuery; message?: string } {
  const text = str(p, "text", TEXT_QUERY_MAX);
  if (!text) return { message: searchMessages.allInputs };
  const section = (["judgment", "headnote", "both"].includes(p.get("section") ?? "") ? p.get("section") : "both") as WordSection;
  const methodParam = p.get("method");
  const method: WordMethod = methodParam === "all" ? "all" : methodParam === "free" ? "any" : "exact";
  return { query: { mode: "word", text, section, method } };
}

/** The text boxes of each mode that hold a text query (TEXT_QUERY_MAX). */
export const TEXT_QUERY_FIELDS: Record<Mode, readonly string[]> = { quick: ["q"], word: ["text"], main: ["judgement", "headnote"], citation: [], statute: [] };

/** The first text of the mode's form that is over TEXT_QUERY_MAX (trimmed), or null. */
export function textOverLimit(params: URLSearchParams, mode: Mode): string | null {
  for (const k of TEXT_QUERY_FIELDS[mode]) {
    const text = (params.get(k) ?? "").trim();
    if (text.length > TEXT_QUERY_MAX) return text;
  }
  return null;
}

/**
 * Reads the URL of /search: nothing to run yet, a validation message, or a query to run. The
 * citation search reads its rules from the journals master (`journals`, searchJournals()).
 */
export function parseSearch(params: URLSearchParams, currentYear: number, journals: CitationJournal[] = []): ParsedSearch {
  const mode = modeOf(params);
  // "Add row" on the statute form (a submit button, so it works without JavaScript) only redraws it.
  if (params.get("run") !== "1" || params.has("addRow")) return { state: "idle", mode };
  // A method, section, condition, order or mode the form never sends is refused by name, never read as the default.
  const unknown = unknownPageValue(params);
  if (unknown) return { state: "invalid", mode, message: unknown, unknownValue: true };
  const tooLong = textOverLimit(params, mode);
  if (tooLong) return { state: "invalid", mode, message: searchNotices.textTooLong(tooLong.length, TEXT_QUERY_MAX), tooLong };
  let result: { query?: SearchQuery; message?: string };
  switch (mode) {
    case "quick": {
      const q = str(params, "q", TEXT_QUERY_MAX);
      // An empty box resets the results.
      if (!q) return { state: "idle", mode };
      result = { query: { mode: "quick", text: q } };
      break;
    }
    case "main":
      result = mainQuery(params, currentYear);
      break;
    case "citation":
      result = citationQuery(params, currentYear, journals);
      break;
    case "statute":
      result = statuteQuery(params);
      break;
    case "word":
      result = wordQuery(params);
      break;
  }
  if (!result.query) return { state: "invalid", mode, message: result.message ?? searchMessages.atleastOne };
  return { state: "ready", mode, query: result.query, controls: controlsOf(params, mode) };
}

/** A row of the journals master as the citation form needs it (volume years stored as JSON). */
export type JournalRow = Omit<CitationJournal, "volumeRequiredYears"> & { isSelect: boolean; sortOrder: number; volumeRequiredYears: string };

function yearsOf(json: string): number[] {
  try {
    const years = JSON.parse(json) as unknown;
    return Array.isArray(years) ? years.filter((y): y is number => Number.isInteger(y)) : [];
  } catch {
    return [];
  }
}

/** The journal list of the citation form: Neutral Search first, then the reporter's own series. */
export function citationJournalList(journals: JournalRow[]): CitationJournal[] {
  const rename = (name: string) =>
    name === "Supp. (1) SAR" ? "SAR Civil Supplement" : name === "Supp. (2) SAR" ? "SAR Criminal Supplement" : name;
  const rule = (j: JournalRow, name: string): CitationJournal => ({
    id: j.id,
    name,
    isOwnReporter: j.isOwnReporter,
    isNeutral: j.isNeutral,
    volumeDisabled: j.volumeDisabled,
    volumeRequiredYears: yearsOf(j.volumeRequiredYears),
    yearRequired: j.yearRequired,
  });
  const neutral = journals.filter((j) => j.isNeutral && !j.isSelect).map((j) => rule(j, "Neutral Search"));
  const list = journals
    .filter((j) => !j.isSelect && !j.isNeutral)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((j) => rule(j, rename(j.name)));
  return [...neutral, ...list];
}
