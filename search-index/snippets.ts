/**
 * Snippets under text-search results (issues 16 and 22): a short passage of the judgment that shows
 * why it matched, with the matched words marked.
 *
 * Why not FTS5 `snippet()`: `case_fts` is contentless (decision 013 keeps the text once, in
 * `cases`), and FTS5 returns NULL from snippet() and highlight() on a contentless table. So the
 * statement that fetches the page's ten hits also cuts a stretch of each one's stored text
 * (`snippetWindowSql`: from a little before the first place an Exact phrase occurs as typed, else
 * the first place a searched word occurs, `instr` over the lower-cased text, ten rows only), and
 * `snippetParts` reads that stretch as the index does (words, porter stems, case folded) and picks
 * the passage that shows most: the one holding the most distinct query terms — an Exact phrase
 * counts only where its words stand together, and is marked as one phrase; a word only where that
 * word (or a porter variant) stands. Nothing else is marked. The result is a list of text parts,
 * never HTML: the page renders each part as text (a `<mark>` for the matched ones), so nothing in
 * a judgment can break the page's markup. Pure, except for the SQL it returns.
 */
import { porterStem } from "./porter";
import { htmlToText } from "./text";

export type SnippetPart = { text: string; hit?: true };

/** Characters of stored text (HTML) fetched: this many before the first match, and in all. */
export const WINDOW_BEFORE = 320;
export const WINDOW_LENGTH = 3_000;
/** Words shown in a snippet. */
export const SNIPPET_WORDS = 36;
/** Words shown before the first marked word of the passage. */
const LEAD_WORDS = 8;
/** Most needles searched for in the stored text. */
const MAX_NEEDLES = 8;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

const fold = (w: string) => w.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");

/** Function words never marked on their own (they match every line). */
const QUIET = new Set("a an and are as at be by for from in into is it of on or the to was with".split(" "));

const ascii = (n: string) => /^[\x20-\x7e]+$/.test(n);

/**
 * What to look for in the stored text (lower-cased, as SQLite's `lower` folds ASCII): for each
 * content word of the terms, the word as typed and then, if that is not found, its porter stem
 * when the stem is a prefix of it ("acquitt" finds "acquittals"); each is looked for at the start
 * of a word. Rarer-looking (longer) words first.
 */
export function snippetNeedles(terms: string[]): string[][] {
  const words = [...new Set(terms.flatMap((t) => (fold(t).match(WORD) ?? []).filter((w) => !QUIET.has(w))))].filter(ascii);
  return words
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_NEEDLES)
    .map((w) => {
      const stem = porterStem(w);
      return stem !== w && w.startsWith(stem) && stem.length >= 3 ? [w, stem] : [w];
    });
}

/** The Exact phrases among the terms, as typed text is most often written: words and single spaces. */
export function snippetPhrases(terms: string[]): string[] {
  return terms.map((t) => (fold(t).match(WORD) ?? []).join(" ")).filter((p) => p.includes(" ") && ascii(p)).slice(0, 2);
}

/**
 * A SQL expression over `c` (cases) giving a stretch of stored text (WINDOW_LENGTH characters) from
 * a little before the first place a phrase occurs as typed, else before the first needle found at
 * the start of a word (or, failing that, inside one), in the case's text (its judgment; with `headnotesFirst`, its headnotes then
 * its judgment), as `position || char(1) || stretch`. Position 0: nothing found (the stretch is the
 * text's opening).
 */
export function snippetWindowSql(needles: string[][], headnotesFirst: boolean, phrases: string[] = []): { sql: string; params: string[] } {
  const text = headnotesFirst
    ? "coalesce((select group_concat(h.headnote, ' ') from headnotes h where h.doc_id = c.doc_id), '') || ' ' || coalesce(c.judgement_order, '')"
    : "coalesce(c.judgement_order, '')";
  const none = 1_000_000_000;
  // `low` starts with a space and has one where a tag ends or a line breaks, so ' ' || needle is a word's start.
  // A needle found inside a word only ("co-tenant") is taken when it starts no word anywhere.
  const at = (alternatives: number) =>
    `coalesce(${[...Array.from({ length: alternatives }, () => "nullif(instr(low, ' ' || ?), 0)"), ...Array.from({ length: alternatives }, () => "nullif(instr(low, ?), 0) - 1")].join(", ")}, ${none})`;
  const min = (parts: string[]) => (parts.length === 0 ? String(none) : parts.length === 1 ? parts[0] : `min(${parts.join(", ")})`);
  const words = min(needles.map((n) => at(n.length)));
  const pos = phrases.length ? `coalesce(nullif(${min(phrases.map(() => at(1)))}, ${none}), ${words})` : words;
  return {
    sql: `(select case when p >= ${none} then '0' || char(1) || substr(src, 1, ${WINDOW_LENGTH - WINDOW_BEFORE})
                  else p || char(1) || substr(src, max(1, p - ${WINDOW_BEFORE}), ${WINDOW_LENGTH}) end
             from (select src, ${pos} as p from (select src, ' ' || lower(replace(replace(src, '>', ' '), char(10), ' ')) as low from (select ${text} as src))))`,
    params: [...phrases.flatMap((p) => [p, p]), ...needles.flatMap((n) => [...n, ...n])],
  };
}

/** Drops a tag cut in half at either end of a window of HTML. */
function wholeTags(html: string): string {
  let out = html;
  const close = out.indexOf(">");
  const open = out.indexOf("<");
  if (close >= 0 && (open < 0 || close < open)) out = out.slice(close + 1);
  const lastOpen = out.lastIndexOf("<");
  if (lastOpen >= 0 && out.indexOf(">", lastOpen) < 0) out = out.slice(0, lastOpen);
  // An entity cut at the end ("&am").
  return out.replace(/&[#\w]{0,8}$/, "");
}

type Term = { stems: string[]; phrase: boolean };

/**
 * The terms as the snippet matches them: an Exact phrase (a term of several words) by the stems of
 * all its words, in order; a word by its stem. Function words alone are left out unless every term
 * is one (then they are what was searched).
 */
function matchTerms(terms: string[]): Term[] {
  const all = terms.map((t) => (fold(t).match(WORD) ?? []).map(porterStem)).filter((s) => s.length);
  const out = all.map((stems) => ({ stems, phrase: stems.length > 1 }));
  const telling = out.filter((t) => t.phrase || !QUIET.has(t.stems[0]));
  return telling.length ? telling : out;
}

type Word = { start: number; end: number; stem: string | null };
type Hit = { term: number; from: number; to: number };

/** Where the terms stand in a run of words: each hit is a term and its first and last word. */
function findHits(words: Word[], terms: Term[]): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < words.length && hits.length < 2000; i++) {
    terms.forEach((t, k) => {
      if (words[i].stem !== t.stems[0] || i + t.stems.length > words.length) return;
      for (let j = 1; j < t.stems.length; j++) if (words[i + j].stem !== t.stems[j]) return;
      hits.push({ term: k, from: i, to: i + t.stems.length - 1 });
    });
  }
  // A word inside a phrase's hit is not marked again as a word.
  const inPhrase = new Set(hits.filter((h) => terms[h.term].phrase).flatMap((h) => Array.from({ length: h.to - h.from + 1 }, (_, j) => h.from + j)));
  return hits.filter((h) => terms[h.term].phrase || !inPhrase.has(h.from));
}

/** The first word of the passage showing most: the most distinct terms, then the most hits, then the earliest. `hits` in text order. */
function bestStart(hits: Hit[], words: number, minFrom: number): number {
  let best = { from: minFrom, distinct: 0, count: 0 };
  let lo = 0;
  for (const h of hits.slice(0, 500)) {
    const from = Math.max(minFrom, Math.min(h.from - LEAD_WORDS, words - SNIPPET_WORDS));
    while (lo < hits.length && hits[lo].from < from) lo++;
    const seen = new Set<number>();
    let count = 0;
    for (let j = lo; j < hits.length && hits[j].from < from + SNIPPET_WORDS; j++) {
      if (hits[j].to >= from + SNIPPET_WORDS) continue;
      seen.add(hits[j].term);
      count++;
    }
    if (seen.size > best.distinct || (seen.size === best.distinct && count > best.count)) best = { from, distinct: seen.size, count };
  }
  return best.from;
}

/**
 * The snippet of a stretch (`position \x01 stretch` from `snippetWindowSql`): SNIPPET_WORDS words of
 * plain text — the passage with the most distinct query terms, starting a few words before its
 * first — with "…" where it is cut. A phrase is one marked part; nothing the query did not ask
 * for is marked.
 */
export function snippetParts(raw: string | null | undefined, terms: string[]): SnippetPart[] {
  if (!raw) return [];
  const sep = raw.indexOf("\x01");
  const pos = Number(raw.slice(0, sep));
  const window = raw.slice(sep + 1);
  const text = htmlToText(wholeTags(window)).replace(/\s+/g, " ").trim();
  if (!text) return [];
  const wanted = matchTerms(terms);
  // Only words that could be a term's are stemmed (a stretch holds thousands of words).
  const heads = new Set(wanted.flatMap((t) => t.stems.map((s) => s.slice(0, 2))));
  const stems = new Map<string, string>();
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    // Most words are ASCII: lower case is their fold.
    const w = /^[\x00-\x7f]+$/.test(m[0]) ? m[0].toLowerCase() : fold(m[0]);
    let stem: string | null = null;
    if (heads.has(w.slice(0, 2))) {
      stem = stems.get(w) ?? porterStem(w);
      stems.set(w, stem);
    }
    words.push({ start: m.index!, end: m.index! + m[0].length, stem });
  }
  if (!words.length) return [];
  const hits = findHits(words, wanted);
  // A stretch that starts mid-text starts mid-word too: its first word is dropped.
  const midText = pos > WINDOW_BEFORE + 1;
  const minFrom = midText && words.length > 1 ? 1 : 0;
  const from = hits.length ? bestStart(hits, words.length, minFrom) : minFrom;
  const to = Math.min(words.length, from + SNIPPET_WORDS);
  const startAt = words[from].start;
  const endAt = to < words.length ? words[to - 1].end : text.length;
  const parts: SnippetPart[] = [];
  const push = (s: string, hit = false) => {
    if (!s) return;
    const last = parts[parts.length - 1];
    if (last && !last.hit && !hit) last.text += s;
    else parts.push(hit ? { text: s, hit: true } : { text: s });
  };
  if (from > 0 || midText) push("… ");
  let at = startAt;
  for (const h of hits) {
    if (h.from < from || h.to >= to || words[h.from].start < at) continue;
    push(text.slice(at, words[h.from].start));
    push(text.slice(words[h.from].start, words[h.to].end), true);
    at = words[h.to].end;
  }
  push(text.slice(at, endAt));
  if (to < words.length || endAt < text.length) push(" …");
  return parts;
}

/** A snippet as HTML (for the JSON API): text escaped, matches in <b>. */
export function snippetHtml(parts: SnippetPart[]): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return parts.map((p) => (p.hit ? `<b>${esc(p.text)}</b>` : esc(p.text))).join("");
}
