/**
 * The search screen's inputs live in the URL (a GET form), so a search can be bookmarked, shared
 * and run without JavaScript. This module reads them, applies the spec's validation rules
 * (subscriber §5) and turns them into the search-index query. Pure; used by server and client.
 */
import type { Controls, SearchQuery, StatuteRow, WordSection } from "../../search-index/types";
import type { WordMethod } from "../../search-index/query-compiler";
import { searchMessages } from "./copy";

export const SEARCH_PAGE_SIZE = 10;
export const MODES = ["quick", "main", "citation", "statute", "word"] as const;
export type Mode = (typeof MODES)[number];

export const MAIN_FIELDS = ["court", "caseNo", "appellant", "act", "judgement", "advocate", "yearFrom", "yearTo", "date", "year", "respondent", "sec", "headnote", "judge", "result", "topic"] as const;

/** Journal ids with special rules (subscriber §9). */
export const NEUTRAL_JOURNAL = 10;
export const OWN_REPORTER_JOURNALS = [1, 2, 3, 6];
export const VOLUME_DISABLED_JOURNALS = [4, 6];
export const PAGE_AND_VOLUME_2018_2019 = [3, 6, 7];
export const YEAR_REQUIRED_JOURNALS = [1, 2, 3, 6];

export type ParsedSearch =
  | { state: "idle"; mode: Mode }
  | { state: "invalid"; mode: Mode; message: string }
  | { state: "ready"; mode: Mode; query: SearchQuery; controls: Controls };

const str = (p: URLSearchParams, k: string, max = 500) => (p.get(k) ?? "").trim().slice(0, max);
/** Free text that is searched as words: longer text is shortened to its most telling words (search-index/ranking.ts). */
const LONG_TEXT = 5000;
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
    relevance: params.get("rel") === "1",
    page: Math.min(Math.max(1, int(params, "page") ?? 1), 10_000),
    perPage: SEARCH_PAGE_SIZE,
  };
}

function mainQuery(p: URLSearchParams, currentYear: number): { query?: SearchQuery; message?: string } {
  const text = (k: string) => str(p, k) || null;
  const court = int(p, "court");
  const yearFrom = int(p, "yearFrom");
  const yearTo = int(p, "yearTo");
  const year = int(p, "year");
  const dateText = str(p, "date");
  const others = ["caseNo", "appellant", "act", "judgement", "advocate", "respondent", "sec", "headnote", "judge", "result", "topic"].filter((k) => str(p, k)).length + (dateText ? 1 : 0) + (year ? 1 : 0);
  const range = Boolean(yearFrom || yearTo);
  if (!court && !range && others === 0) return { message: searchMessages.atleastOne };
  // A court or a year range needs at least one more filter; court + range alone do not suffice.
  if ((court || range) && others === 0) return { message: searchMessages.oneMoreFilter };
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
      judgementText: str(p, "judgement", LONG_TEXT) || null,
      headnoteText: str(p, "headnote", LONG_TEXT) || null,
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

function citationQuery(p: URLSearchParams, currentYear: number): { query?: SearchQuery; message?: string } {
  const journal = int(p, "journal");
  const neutral = str(p, "neutral");
  if (journal === NEUTRAL_JOURNAL) {
    if (!neutral) return { message: searchMessages.selectNeutral };
    return { query: { mode: "citation", neutral } };
  }
  const year = int(p, "cyear");
  const page = str(p, "cpage");
  const volume = VOLUME_DISABLED_JOURNALS.includes(journal ?? -1) ? "" : str(p, "volume");
  const category = int(p, "category");
  const validYear = year && year >= 1800 && year <= currentYear ? year : null;
  if (!journal && !validYear && !page && !volume && !category) return { message: searchMessages.atleastOne };
  if (journal && !OWN_REPORTER_JOURNALS.includes(journal)) {
    // Other journals: journal, year and page are mandatory.
    if (!validYear || !page) return { message: searchMessages.mandatory };
  } else {
    if (!page) return { message: searchMessages.mandatory };
    if (journal && YEAR_REQUIRED_JOURNALS.includes(journal) && !validYear) return { message: searchMessages.mandatory };
  }
  if (journal && PAGE_AND_VOLUME_2018_2019.includes(journal) && (validYear === 2018 || validYear === 2019) && (!page || !volume)) {
    return { message: searchMessages.mandatory };
  }
  return { query: { mode: "citation", journalId: journal, categoryId: category, year: validYear, volume: volume || null, page: page || null } };
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
  const text = str(p, "text", LONG_TEXT);
  if (!text) return { message: searchMessages.allInputs };
  const section = (["judgment", "headnote", "both"].includes(p.get("section") ?? "") ? p.get("section") : "both") as WordSection;
  const methodParam = p.get("method");
  const method: WordMethod = methodParam === "all" ? "all" : methodParam === "free" ? "any" : "exact";
  return { query: { mode: "word", text, section, method } };
}

/** Reads the URL of /search: nothing to run yet, a validation message, or a query to run. */
export function parseSearch(params: URLSearchParams, currentYear: number): ParsedSearch {
  const mode = modeOf(params);
  // "Add row" on the statute form (a submit button, so it works without JavaScript) only redraws it.
  if (params.get("run") !== "1" || params.has("addRow")) return { state: "idle", mode };
  let result: { query?: SearchQuery; message?: string };
  switch (mode) {
    case "quick": {
      const q = str(params, "q");
      // An empty box resets the results.
      if (!q) return { state: "idle", mode };
      result = { query: { mode: "quick", text: q } };
      break;
    }
    case "main":
      result = mainQuery(params, currentYear);
      break;
    case "citation":
      result = citationQuery(params, currentYear);
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

/** The journal list of the citation form: Neutral Search first, then the reporter's own series. */
export function citationJournalList<T extends { id: number; name: string; isSelect?: boolean; sortOrder?: number }>(journals: T[]) {
  const rename = (name: string) =>
    name === "Supp. (1) SAR" ? "SAR Civil Supplement" : name === "Supp. (2) SAR" ? "SAR Criminal Supplement" : name;
  const list = journals
    .filter((j) => !j.isSelect && j.id !== NEUTRAL_JOURNAL)
    .map((j) => ({ ...j, name: rename(j.name) }))
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  return [{ id: NEUTRAL_JOURNAL, name: "Neutral Search" }, ...list.map((j) => ({ id: j.id, name: j.name }))];
}
