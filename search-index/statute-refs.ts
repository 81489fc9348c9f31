/**
 * Statute references in judgment and headnote text (issue 17): the (act, section / article /
 * order + rule) pairs a judgment mentions, in the ways judgments write them — "Section 302 IPC",
 * "s. 302 of the Indian Penal Code, 1860", "u/s 302 I.P.C.", "Sections 302, 307 and 34 IPC",
 * "302/34", "Section 13(1)(ia) of the Hindu Marriage Act", "Arts. 14 and 16 of the Constitution",
 * "Order XXXIX Rule 1 CPC".
 *
 * Precision first: a reference is kept only when its act is named right after it and is known
 * (search-index/acts-canon.ts) or is written out in full with its year ("the Minimum Wages Act,
 * 1948"). "Section 18 of the Act", "the said Act", "the Code" and a bare "Section 34" are dropped,
 * not guessed. The one default: an Article with no act after it is the Constitution's. Pure.
 */
import { canonicalActName, resolveAct } from "./acts-canon";

export type RefKind = "section" | "article" | "order";

export type StatuteRef = {
  /** the canonical act name, or an act written out in full with its year, as written */
  act: string;
  kind: RefKind;
  /** the section, article or order number: digits and capital letters ("302", "498A"); an order in Arabic digits */
  num: string;
  /** sub-sections and clauses ("(1)(ia)"), or an order's rule ("1"); null when none */
  sub: string | null;
};

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

/** "XXXIX" → 39; null when it is not a Roman number. */
export function romanToNumber(s: string): number | null {
  const t = s.toLowerCase();
  if (!/^[ivxlc]+$/.test(t)) return null;
  let total = 0;
  for (let i = 0; i < t.length; i++) {
    const v = ROMAN[t[i]];
    const next = ROMAN[t[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total > 0 && total < 200 ? total : null;
}

/** A section or article number as stored and compared: "498-A" and "498 A" → "498A", "25ff" → "25FF". */
export function normalizeRefNumber(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/** An order number typed or written either way: "XXXIX" and "39" → "39". */
export function normalizeOrderNumber(value: string): string {
  const v = value.trim();
  const roman = romanToNumber(v);
  return roman !== null ? String(roman) : normalizeRefNumber(v);
}

// ------------------------------------------------------------------ the grammar

const SECTION_HEAD = String.raw`(?:[Ss]ections?|[Ss]ecs?[.,]?|SECTIONS?|[Ss]s?\.|u\/ss?\.?)`;
const ARTICLE_HEAD = String.raw`(?:[Aa]rticles?|ARTICLES?|[Aa]rts?\.)`;
/** 302, 498A, 498-A, 25FF, 120-B, 67-H (a letter suffix of at most 3 letters, never a word) */
const NUM = String.raw`\d{1,4}(?:-?[A-Z]{1,3}|\s[A-Z](?![\w.])|[a-z](?![a-z]))?(?![\w])`;
/** (1), ( 1 ), (ia), (c) — sub-sections and clauses */
const SUB = String.raw`(?:\s?\(\s?(?:\d{1,3}[A-Za-z]?|[a-z]{1,5})\s?\))`;
/** "Part I", "(Part II)", "Part-I" after section 304 */
const PART = String.raw`(?:\s*(?:,\s*)?(?:\(\s*)?[Pp]art[\s-]?(?:I{1,2}|1|2)(?:\s*\))?)`;
const ITEM = String.raw`${NUM}${SUB}*${PART}?`;
const SEP = String.raw`(?:(?:\s*,)?\s+(?:all\s+)?(?:read\s+with|r\/w|r\.\s?w\.?|with(?:\s+or\s+without\s+the\s+aid\s+of)?)\s+|\s*,\s*(?:and\s+|or\s+)?|\s*\/\s*|\s+(?:and|or|&|as)(?:\s+also)?\s+|\s+to\s+)`;

const sectionList = new RegExp(String.raw`(?<![\w/])${SECTION_HEAD}\s*(${ITEM}(?:${SEP}(?:${SECTION_HEAD}\s*)?${ITEM})*)`, "g");
const articleList = new RegExp(String.raw`(?<![\w])${ARTICLE_HEAD}\s*(${ITEM}(?:${SEP}(?:${ARTICLE_HEAD}\s*)?${ITEM})*)`, "g");
const orderRule = new RegExp(
  String.raw`(?<![\w])(?:Order|ORDER|O\.)\s*([IVXLC]{1,7}|\d{1,2})\s*(?:,\s*)?(?:Rules?|RULES?|[Rr]r?\.)\s*(\d{1,3}[A-Z]?(?:${SUB})*(?:(?:\s*,\s*|\s+(?:and|&|to)\s+)\d{1,3}[A-Z]?(?:${SUB})*)*)`,
  "g",
);

const itemRe = new RegExp(`(${NUM})(${SUB}*)`, "g");

/** The items of a matched list with the separator that led to each ("to" makes a range). */
function listItems(list: string): { num: string; sub: string | null; range: boolean }[] {
  const out: { num: string; sub: string | null; range: boolean }[] = [];
  let last = 0;
  for (const m of list.matchAll(itemRe)) {
    const between = list.slice(last, m.index);
    last = m.index + m[0].length;
    // a Part number ("Part II") is not an item; digits inside a sub-section were consumed with it
    if (/[Pp]art[\s-]?$/.test(between)) continue;
    out.push({ num: normalizeRefNumber(m[1]), sub: m[2] ? m[2].replace(/\s+/g, "") : null, range: /\sto\s+$/.test(between) });
  }
  return out;
}

/** Expands "3 to 7" into 3, 4, 5, 6, 7 (plain numbers only, at most 20). */
function expandRanges(items: { num: string; sub: string | null; range: boolean }[]) {
  const out: { num: string; sub: string | null }[] = [];
  for (const it of items) {
    const prev = out[out.length - 1];
    if (it.range && prev && /^\d+$/.test(prev.num) && /^\d+$/.test(it.num)) {
      const from = Number(prev.num);
      const to = Number(it.num);
      if (to > from && to - from <= 20) {
        for (let n = from + 1; n <= to; n++) out.push({ num: String(n), sub: null });
        continue;
      }
    }
    out.push({ num: it.num, sub: it.sub });
  }
  return out;
}

/**
 * Words of an act's name (capitalised words, abbreviations with dots, connectors, the year), read
 * from text whose whitespace is single spaces (`actAfter` makes it so): every repetition is split
 * by a literal, so the reading is linear (issue 32).
 */
const ACT_WORDS = /^[ ,]*(?:(?:of|under|in) )?(?:the )?((?:[A-Z][A-Za-z.’'&/-]*|\( ?[A-Z][\w ]*\)|\(\d+ of \d{4}\)|of|the|and|for|on|in|&|,? ?\d{4})(?: |, ?|$|(?=[;:)\]?!"”]))){1,14}/;
const CONNECTOR = /^(?:of|the|and|for|on|in|&)$/;
const UNKNOWN_ACT = /^(?:[A-Z][\w.’'()-]* (?:(?:of|the|and|for|on|in|&) )*){1,10}(?:Act|Code) ?,? ?\d{4}$/;

/** How much of the text after a reference is read for its act (a name of 14 words fits). */
const ACT_WINDOW = 160;

/** `s` less the spaces and commas at its end (a scan, not a regex: linear on any input). */
function trimSpacesAndCommas(s: string): string {
  let end = s.length;
  while (end > 0 && (s[end - 1] === " " || s[end - 1] === ",")) end--;
  return s.slice(0, end);
}

/**
 * The act named at the start of `after` (the text right after a reference), or null: the longest
 * run of its words that is a known act, else a full "… Act, YYYY" name.
 */
export function actAfter(after: string, known?: Map<string, string | null>): string | null {
  const m = ACT_WORDS.exec(after.slice(0, ACT_WINDOW).replace(/\s+/g, " "));
  if (!m) return null;
  const run = m[0].replace(/^[ ,]*(?:(?:of|under|in) )?(?:the )?/, "");
  // The same words after many references ("… IPC") are resolved once per text.
  const cached = known?.get(run);
  if (cached !== undefined) return cached;
  const act = actOfRun(run);
  known?.set(run, act);
  return act;
}

/** The act a run of an act's words names: the longest run of its words that is a known act, else a full "… Act, YYYY" name. */
function actOfRun(run: string): string | null {
  // Candidate ends: after each word, longest first.
  const tokens = run.split(/(?<=[^ ,])(?=[ ,])/);
  for (let n = tokens.length; n >= 1; n--) {
    const candidate = trimSpacesAndCommas(tokens.slice(0, n).join(""));
    if (!candidate) continue;
    const lastWord = candidate.slice(candidate.lastIndexOf(" ") + 1);
    if (CONNECTOR.test(lastWord)) continue;
    const known = resolveAct(candidate);
    if (known) return known.name;
    if (UNKNOWN_ACT.test(candidate)) return canonicalActName(candidate.replace(/ ?,? ?(\d{4})$/, ", $1"));
  }
  return null;
}

/** True when `after` starts with "of …" naming something (an act we could not resolve, a treaty). */
const NAMES_SOMETHING = /^\s*(?:,\s*)?(?:of|under)\s+(?:the\s+)?(?:said\s+|that\s+|this\s+)?[A-Za-z]/;

/** Acts made of sections (and orders) only: an "Article" of one of them is not a reference. */
const NO_ARTICLES: ReadonlySet<string> = new Set([
  "Indian Penal Code, 1860",
  "Code of Criminal Procedure, 1973",
  "Code of Criminal Procedure, 1898",
  "Code of Civil Procedure, 1908",
  "Indian Evidence Act, 1872",
  "Bharatiya Nyaya Sanhita, 2023",
  "Bharatiya Nagarik Suraksha Sanhita, 2023",
  "Bharatiya Sakshya Adhiniyam, 2023",
]);

const key = (r: StatuteRef) => `${r.act}\u0000${r.kind}\u0000${r.num}\u0000${r.sub ?? ""}`;

/**
 * Lines joined: each run of whitespace with a line break in it becomes one space (as
 * a regex of spaces, a line break and spaces would, but by scanning: that regex is quadratic on a long
 * run of spaces).
 */
export function joinLines(text: string): string {
  if (!text.includes("\n")) return text;
  const lines = text.split("\n");
  const last = lines.length - 1;
  let out = lines[0].trimEnd();
  for (let i = 1; i <= last; i++) {
    const line = i < last ? lines[i].trim() : lines[i].trimStart();
    if (line) out += ` ${line}`;
    else if (i === last) out += " ";
  }
  return out;
}

/** Every statute reference in `text`, once each (first mention first). */
export function extractStatuteRefs(text: string): StatuteRef[] {
  const out: StatuteRef[] = [];
  const seen = new Set<string>();
  const push = (r: StatuteRef) => {
    const k = key(r);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(r);
    }
  };
  const flat = joinLines(text);
  // The text right after a match, bounded: slicing to the end would be quadratic on many references.
  const known = new Map<string, string | null>();
  const afterOf = (m: RegExpMatchArray) => flat.slice(m.index! + m[0].length, m.index! + m[0].length + 2 * ACT_WINDOW);
  for (const m of flat.matchAll(sectionList)) {
    const act = actAfter(afterOf(m), known);
    if (!act) continue;
    for (const it of expandRanges(listItems(m[1]))) push({ act, kind: "section", num: it.num, sub: it.sub });
  }
  for (const m of flat.matchAll(articleList)) {
    const after = afterOf(m);
    let act = actAfter(after, known);
    if (!act) {
      // An article with nothing named after it is the Constitution's; "of the said Act",
      // "of the Convention", "of the Articles of Association" are not.
      if (NAMES_SOMETHING.test(after)) continue;
      act = "Constitution of India";
    }
    // The codes have sections, never articles ("Art. 302 of IPC" is a slip of the pen): dropped.
    if (NO_ARTICLES.has(act)) continue;
    for (const it of expandRanges(listItems(m[1]))) push({ act, kind: "article", num: it.num, sub: it.sub });
  }
  for (const m of flat.matchAll(orderRule)) {
    const act = actAfter(afterOf(m), known);
    if (!act) continue;
    const order = normalizeOrderNumber(m[1]);
    for (const rule of m[2].matchAll(/(\d{1,3}[A-Z]?)(?:\s?\(\s?\w{1,4}\s?\))*/g)) push({ act, kind: "order", num: order, sub: rule[1] });
  }
  return out;
}
