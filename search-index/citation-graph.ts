/**
 * The pure half of the citation graph (docs/decisions/053-citation-graph.md): the normalised keys
 * a case is known by, and the references a judgment makes — its cases referred and every citation
 * the parser finds in its text — each with one key, the paragraph where it first occurs, its offset
 * and the sentence around it. The database half (resolving keys to cases) is
 * app/services/graph/citation-graph.server.ts. No I/O.
 */
import { formatCitation } from "./citation-format";
import type { StoredCitation } from "./case-citations";
import { findCitationMatches, normaliseCitationText, parseCitation, parsedParts, reporterStyle, type ParsedCitation } from "./citations";
import { htmlToText } from "./text";
import { classifyTreatment, strongerTreatment, type Span, type Treatment } from "./treatment";
import { nameKey } from "./case-names";
import { reporterByJournal, trimEndOf } from "./reporters";

/** At most this many references are kept per judgment (a judgment with more is a digest, not a citing judgment). */
export const MAX_REFERENCES = 400;
/** A snippet is at most this many characters (the sentence, or a window around the citation in a longer one). */
export const SNIPPET_LENGTH = 280;

/** The key of a citation as written: the parser's key, or for a form it does not know, its normalised text. */
export function referenceKey(written: string): string {
  const parsed = parseCitation(written);
  if (parsed) return parsed.key;
  return `text|${normaliseCitationText(written).toLowerCase()}`;
}

/**
 * A reference's key without its volume ("[1955] 1 S.C.R. 509" → the key of "1955 SCR 509"), for
 * the cases whose own citation was recorded without one (many SCR citations of the 1950s); null
 * when the key has no volume to drop (or is a supplement's). Only ever matched against a case's
 * own key as stored, so two volumes' page 509 never meet.
 */
export function looseKey(key: string): string | null {
  const parts = key.split("|");
  if (parts.length !== 5 || !["SCC", "SCR", "SCC(CRI)", "SCALE", "JT"].includes(parts[0]) || !parts[3]) return null;
  // A supplement's page matches only a case recorded with neither volume nor "Supp" ("[1971] Supp SCR 76" → "1971 SCR 76").
  parts[3] = "";
  return parts.join("|");
}

/** The parser's reporters by the journal ids of the master data (the seeded ids the parser writes). */
const REPORTER_OF_JOURNAL: Record<number, ParsedCitation["reporter"]> = { 7: "SCC", 8: "AIR", 9: "SCR", 11: "JT", 12: "SCALE", 13: "CRILJ", 14: "SCCONLINE", 15: "MANU" };

/** The ILR's state series and the RCR's series by their citation category (migration 0031). */
const TABLE_CATEGORY: Record<number, { court?: string; series?: string }> = {
  25: { court: "Kar" }, 26: { court: "Mys" }, 27: { court: "Del" }, 28: { court: "Ker" }, 29: { court: "Cut" }, 30: { court: "Mad" }, 31: { court: "Bom" },
  32: { court: "Cal" }, 33: { court: "All" }, 34: { court: "Pat" }, 35: { court: "Punj" }, 36: { court: "Raj" }, 37: { court: "MP" }, 38: { court: "HP" },
  39: { court: "Gau" }, 40: { court: "J&K" }, 41: { court: "AP" }, 42: { court: "Trav-Co" }, 43: { court: "Lah" }, 44: { court: "Nag" }, 45: { court: "Luck" },
  46: { series: "Civil" }, 47: { series: "Cri" },
};

/** A form row of a journal of the reporters' table (decision 097) as a parser key: printed in its style, read back. */
function tableRowKey(row: StoredCitation): string | null {
  const table = row.journalId != null ? reporterByJournal(row.journalId) : undefined;
  if (!table || !row.pageNumber?.trim() || !row.year) return null;
  const category = row.citationCategoryId != null ? TABLE_CATEGORY[row.citationCategoryId] : undefined;
  if (table.volumes === "state" && !category?.court) return null;
  const text = formatCitation({ style: table.style, abbr: table.abbr, year: row.year, volume: row.volume ?? null, page: row.pageNumber.trim(), court: category?.court ?? null, series: category?.series ?? null });
  return parseCitation(text)?.key ?? null;
}

/** A form row's journal, year, volume and page as a parser key, when the journal is one the parser knows. */
function journalRowKey(row: StoredCitation): string | null {
  const reporter = row.journalId != null ? REPORTER_OF_JOURNAL[row.journalId] : undefined;
  if (!reporter) return tableRowKey(row);
  if (!row.pageNumber?.trim() || !row.year) return null;
  // Category 9 is SCC (Cri), 10 SCC (L&S); 13 is AIR of a High Court (its court is not known from the row).
  const actual = reporter === "SCC" && row.citationCategoryId === 9 ? "SCC(CRI)" : reporter === "SCC" && row.citationCategoryId === 10 ? "SCC(L&S)" : reporter;
  if (actual === "AIR" && row.citationCategoryId === 13) return null;
  const text = formatCitation({
    ...reporterStyle(actual),
    ...parsedParts({ reporter: actual, journalId: row.journalId!, categoryId: null, year: row.year, volume: row.volume ?? null, page: row.pageNumber.trim(), court: reporter === "AIR" || reporter === "SCCONLINE" || reporter === "MANU" ? "SC" : null, supplement: false, neutral: false }),
  });
  return parseCitation(text)?.key ?? null;
}

/** Every key a case is known by: each of its citation rows' citations (imported, typed, or a journal's fields). */
export function ownCitationKeys(rows: StoredCitation[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    for (const typed of [row.raw, row.otherCitation, row.neutralCitation]) if (typed?.trim()) keys.add(referenceKey(typed));
    const fromJournal = journalRowKey(row);
    if (fromJournal) keys.add(fromJournal);
  }
  return [...keys];
}

/** One reference a judgment makes. */
export type GraphReference = {
  position: number;
  key: string;
  /** the key without its volume (see looseKey) */
  looseKey: string | null;
  /** the citation as written (the cases-referred entry, or the text's) */
  written: string;
  partyName: string | null;
  source: "referred" | "text";
  /** a link the staff made by hand on the case form */
  staffDocId: number | null;
  /** the case name written just before the citation and the citation's year (see nameKey), for resolution by name and year */
  nameKey: string | null;
  paragraph: number | null;
  offset: number | null;
  snippet: string | null;
  /** how the judgment treats the cited case (search-index/treatment.ts; decision 060) */
  treatment: Treatment;
  /** the block of the judgment whose sentence gives the treatment (null: a headnote's, or none) */
  treatmentParagraph: number | null;
  /** that sentence (null for "referred") */
  treatmentSentence: string | null;
};

/**
 * The judgment as plain text and where each of its blocks starts: a block is a paragraph (<p>) or
 * a line of one (<br>), as the case view shows them; empty ones are not counted.
 */
export function judgmentBlocks(html: string): { text: string; starts: number[] } {
  const text = htmlToText(/<p[\s>]/i.test(html) ? html : html.replace(/\n/g, "<br>"));
  const starts: number[] = [];
  let at = 0;
  for (const line of text.split("\n")) {
    if (line.trim()) starts.push(at);
    at += line.length + 1;
  }
  return { text, starts };
}

/** The judgment's blocks as plain text (see judgmentBlocks). */
export function judgmentParagraphs(html: string): string[] {
  return htmlToText(/<p[\s>]/i.test(html) ? html : html.replace(/\n/g, "<br>")).split("\n").filter((l) => l.trim());
}

/** The 0-based block holding `offset` (binary search of the starts). */
function blockAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// Words after which a full stop does not end a sentence.
const ABBREVIATIONS = new Set(
  "v vs ltd co ors anr no nos pvt bros j jj cj mr mrs ms dr st art arts s ss sec secs p pp para paras cl cls viz ie eg etc supp suppl vol ed edn ch corpn govt dept hon'ble honble smt sri shri u o r rr r/w w".split(" "),
);

function endsSentence(text: string, dot: number): boolean {
  if (!/[.?!]/.test(text[dot])) return false;
  if (text[dot] !== ".") return true;
  // The word just before the full stop (at most 12 letters; plain scanning).
  let from = dot;
  while (from > Math.max(0, dot - 12) && /[A-Za-z'/]/.test(text[from - 1])) from--;
  const word = text.slice(from, dot);
  if (!word) return true;
  if (word.length === 1 || ABBREVIATIONS.has(word.toLowerCase())) return false;
  // Initials and reporters written with dots (S.C.R., A.I.R.): a capital right before another dot.
  if (/^[A-Z]{1,3}$/.test(word) && text[dot - word.length - 1] === ".") return false;
  return true;
}

/** The sentence of `text` around [start, end), at most SNIPPET_LENGTH characters (a window around the citation in a longer one). */
export function sentenceAround(text: string, start: number, end: number): string {
  let from = 0;
  for (let i = start - 1; i > 0; i--) {
    if (/\s/.test(text[i]) && endsSentence(text, i - 1) && /[A-Z"'(“‘\d]/.test(text[i + 1] ?? "")) {
      from = i + 1;
      break;
    }
  }
  let to = text.length;
  for (let i = end; i < text.length - 1; i++) {
    if (endsSentence(text, i) && /\s/.test(text[i + 1])) {
      to = i + 1;
      break;
    }
  }
  let s = from;
  let e = to;
  if (e - s > SNIPPET_LENGTH) {
    // Keep the citation in view: two thirds of the room before it, the rest after.
    const room = Math.max(0, SNIPPET_LENGTH - (end - start));
    s = Math.max(from, start - Math.ceil((room * 2) / 3));
    e = Math.min(to, end + (room - (start - s)));
    if (s > from) s = text.indexOf(" ", s) + 1 || s;
    if (e < to) e = Math.max(end, text.lastIndexOf(" ", e));
  }
  const body = text.slice(s, e).trim();
  return `${s > from ? "… " : ""}${body}${e < to ? " …" : ""}`;
}

type Occurrence = { paragraph: number | null; offset: number | null; snippet: string; written: string; nameKey: string | null };

// Case names as keys (nameKey, caseNameKeys): one comparison for the graph and the citation check.
export { caseNameKeys, nameKey } from "./case-names";

// Words that open a sentence or a clause before a case name ("In", "See", "Following"), never part of it.
const LEAD = /^(?:in|see|also|vide|cf\.?|per|but|as|and|that|this|then|so|thus|further|similarly|again|here|earlier|later|hence|therefore|however|following|relying|after|before|from|with|under|on|by|at|both|where|when|while|since|said|decision|judgment|case|cases|ruling|court|reference|referred|reliance|placed|cited|(?:\d+|[ivx]+)\)?)$/i;

const CONNECTOR = /^(?:of|and|&|the|for|ors\.?|anr\.?|etc\.?|m\/s\.?|\(?since|deceased\)?|by|lrs\.?|l\.rs\.?)$/i;

/**
 * The case name written just before a citation ("… in State of Punjab v. Mohar Singh, [1955] 1 SCR
 * 893" → ["State of Punjab", "Mohar Singh"]): the words after the last " v. " up to the citation,
 * and before it the run of capitalised words (and of, and, &…) back to the first word that is
 * neither. Null when there is no " v. " in the stretch or a side is not a name.
 */
export function nameBefore(before: string): [string, string] | null {
  const stretch = trimEndOf(before.slice(-200), " \t\n\r\f\v\u00a0,;:([");
  const v = [...stretch.matchAll(/\s(?:v\.?|vs\.?|versus)\s/gi)].pop();
  if (!v || v.index === undefined) return null;
  const respondent = stretch.slice(v.index + v[0].length).trim();
  const words = respondent.split(/\s+/);
  if (!/^[A-Z]/.test(respondent) || words.length > 12 || /[\])]|\d{4}/.test(respondent)) return null;
  const left = stretch.slice(0, v.index).split(/\s+/);
  const taken: string[] = [];
  for (let i = left.length - 1; i >= 0 && taken.length < 12; i--) {
    const w = left[i];
    if ((/^[A-Z(]/.test(w) && !/[\]\d]/.test(w)) || CONNECTOR.test(w)) taken.unshift(w);
    else break;
    if (/[.;:]$/.test(left[i - 1] ?? "") && !/^(?:[A-Z]\.)+$|^(?:Ltd|Co|Pvt|Ors|Anr|M\/s|St|Dr|Mr|Mrs|Smt|Sri|Shri)\.$/i.test(left[i - 1])) break;
  }
  while (taken.length && (CONNECTOR.test(taken[0]) || LEAD.test(taken[0]))) taken.shift();
  if (!taken.length) return null;
  return [taken.join(" "), trimEndOf(respondent, " \t\n\r\f\v\u00a0,.")];
}

type Found = { treatment: Treatment; paragraph: number | null; sentence: string | null };

/** The treatment of every cited key in one text (each key's places, the other keys' places as the others). */
function treatmentsIn(text: string, matches: { key: string; span: Span }[], paragraphAt: ((offset: number) => number) | null, into: Map<string, Found>) {
  const byKey = new Map<string, Span[]>();
  for (const m of matches) {
    const spans = byKey.get(m.key);
    if (spans) spans.push(m.span);
    else byKey.set(m.key, [m.span]);
  }
  // Each case's treatment reads only the other citations near its own (classifyTreatment reads a
  // few hundred characters around each): found by halves in the sorted list, so a judgment of
  // thousands of citations stays linear rather than comparing every citation with every other.
  const sorted = [...matches].sort((a, b) => a.span.start - b.span.start);
  const longest = sorted.reduce((m, o) => Math.max(m, o.span.end - o.span.start), 0);
  const firstAt = (pos: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid].span.start < pos) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const [key, spans] of byKey) {
    const picked = new Set<number>();
    for (const sp of spans) {
      for (let i = firstAt(sp.start - 1_200 - longest), stop = firstAt(sp.end + 2_700); i < stop; i++) if (sorted[i].key !== key) picked.add(i);
    }
    const others = [...picked].map((i) => sorted[i].span);
    const f = classifyTreatment(text, spans, others);
    if (f.treatment === "referred") continue;
    const had = into.get(key);
    if (had && strongerTreatment(had.treatment, f.treatment) === had.treatment) continue;
    into.set(key, { treatment: f.treatment, paragraph: f.at !== null && paragraphAt ? paragraphAt(f.at) : null, sentence: f.sentence });
  }
}

/**
 * The references of a judgment, in order of first appearance: every entry of its cases referred
 * (with the place in the text where that citation occurs, when it does) and every other citation
 * found in the text. One reference per key; the case's own citations are not references.
 */
export function findReferences(input: {
  judgmentHtml: string;
  headnotes?: string[];
  referred?: { casesReferred: string; partyName?: string | null; linkedDocId?: number | null }[];
  ownKeys?: string[];
}): GraphReference[] {
  const own = new Set(input.ownKeys ?? []);
  const occurrences = new Map<string, Occurrence>();
  // One pass of the parser over the whole text; each citation is then placed in its block.
  const { text, starts } = judgmentBlocks(input.judgmentHtml);
  const treated = new Map<string, Found>();
  const inText = findCitationMatches(text);
  treatmentsIn(text, inText.map((m) => ({ key: m.citation.key, span: { start: m.index, end: m.index + m.written.length } })), (at) => blockAt(starts, at) + 1, treated);
  for (const m of inText) {
    if (occurrences.has(m.citation.key)) continue;
    const block = blockAt(starts, m.index);
    const from = starts[block] ?? 0;
    const lineEnd = text.indexOf("\n", m.index);
    const line = text.slice(from, lineEnd < 0 ? text.length : lineEnd);
    const name = nameBefore(line.slice(0, m.index - from));
    occurrences.set(m.citation.key, {
      paragraph: block + 1,
      offset: m.index,
      snippet: sentenceAround(line, m.index - from, m.index - from + m.written.length),
      written: m.written,
      nameKey: name ? nameKey(name[0], name[1], m.citation.year) : null,
    });
  }
  // A citation only in a headnote still gets its sentence, with no paragraph of the judgment.
  for (const h of input.headnotes ?? []) {
    const text = htmlToText(h).replace(/\s+/g, " ");
    const inHeadnote = findCitationMatches(text);
    // The headnote's "…, distinguished." is the reporter's own word on the judgment.
    treatmentsIn(text, inHeadnote.map((m) => ({ key: m.citation.key, span: { start: m.index, end: m.index + m.written.length } })), null, treated);
    for (const m of inHeadnote) {
      if (!occurrences.has(m.citation.key)) {
        const name = nameBefore(text.slice(0, m.index));
        occurrences.set(m.citation.key, { paragraph: null, offset: null, snippet: sentenceAround(text, m.index, m.index + m.written.length), written: m.written, nameKey: name ? nameKey(name[0], name[1], m.citation.year) : null });
      }
    }
  }

  const out: GraphReference[] = [];
  const seen = new Set<string>();
  const add = (r: Omit<GraphReference, "position" | "looseKey" | "treatment" | "treatmentParagraph" | "treatmentSentence">) => {
    if (seen.has(r.key) || (own.has(r.key) && r.staffDocId === null) || out.length >= MAX_REFERENCES) return;
    seen.add(r.key);
    const t = treated.get(r.key);
    out.push({ ...r, looseKey: looseKey(r.key), position: out.length + 1, treatment: t?.treatment ?? "referred", treatmentParagraph: t?.paragraph ?? null, treatmentSentence: t?.sentence ?? null });
  };
  const referred = (input.referred ?? []).filter((r) => r.casesReferred.trim());
  const placed: { at: number; r: Omit<GraphReference, "position" | "looseKey" | "treatment" | "treatmentParagraph" | "treatmentSentence"> }[] = [];
  for (const r of referred) {
    const written = r.casesReferred.replace(/\s+/g, " ").trim();
    const key = referenceKey(written);
    const where = occurrences.get(key);
    placed.push({
      at: where?.offset ?? Number.MAX_SAFE_INTEGER,
      r: { key, written, partyName: r.partyName?.trim() || null, source: "referred", staffDocId: r.linkedDocId ?? null, nameKey: where?.nameKey ?? null, paragraph: where?.paragraph ?? null, offset: where?.offset ?? null, snippet: where?.snippet ?? null },
    });
  }
  const referredKeys = new Set(placed.map((p) => p.r.key));
  for (const [key, o] of occurrences) {
    if (referredKeys.has(key)) continue;
    placed.push({ at: o.offset ?? Number.MAX_SAFE_INTEGER - 1, r: { key, written: o.written.replace(/\s+/g, " "), partyName: null, source: "text", staffDocId: null, nameKey: o.nameKey, paragraph: o.paragraph, offset: o.offset, snippet: o.snippet } });
  }
  // Stable: entries not found in the text keep their cases-referred order, after the ones that are.
  placed.sort((a, b) => a.at - b.at);
  for (const p of placed) add(p.r);
  return out;
}

/** What may stand between two citations of one case written side by side: brackets, punctuation, spaces (no words, no footnote numbers). */
const PARALLEL_GAP = /^[\s[\]();:=,.\-–&]*$/;

/**
 * Equal citations a judgment writes side by side ("[1963] INSC 197; [1964] 5 S.C.R. 12",
 * "(1978) 1 SCC 248 : AIR 1978 SC 597", "[1954 SCR 565-(AIR 1954 SC 215)]"): runs of citations
 * with nothing but punctuation between them, each of another reporter and of years at most one
 * apart, are one case's. Two of one reporter in a run (a list of cases) make no pair. Returns the
 * pairs of keys, both ways.
 */
export function parallelCitations(text: string): [string, string][] {
  const matches = findCitationMatches(text);
  const pairs = new Map<string, [string, string]>();
  let run: typeof matches = [];
  const close = () => {
    const reporters = new Set(run.map((m) => m.citation.reporter));
    const years = run.map((m) => m.citation.year);
    if (run.length > 1 && reporters.size === run.length && Math.max(...years) - Math.min(...years) <= 1) {
      for (const a of run) for (const b of run) if (a.citation.key !== b.citation.key) pairs.set(`${a.citation.key} ${b.citation.key}`, [a.citation.key, b.citation.key]);
    }
    run = [];
  };
  for (const m of matches) {
    const prev = run[run.length - 1];
    if (prev && !PARALLEL_GAP.test(text.slice(prev.index + prev.written.length, m.index))) close();
    run.push(m);
  }
  close();
  return [...pairs.values()];
}
