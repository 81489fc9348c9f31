/**
 * Snippets under text-search results (issue 16): a short passage of the judgment around the first
 * place a searched word occurs, with the matched words marked.
 *
 * Why not FTS5 `snippet()`: `case_fts` is contentless (decision 013 keeps the text once, in
 * `cases`), and FTS5 returns NULL from snippet() and highlight() on a contentless table. So the
 * statement that fetches the page's ten hits also cuts a window of each one's stored text around
 * the first occurrence of a searched word (`snippetWindowSql`: `instr` over the lower-cased text,
 * ten rows only), and `snippetParts` turns that window into plain text and marks the words the
 * way the index matches them (porter stems, case folded). The result is a list of text parts, never
 * HTML: the page renders each part as text (a `<mark>` for the matched ones), so nothing in a
 * judgment can break the page's markup. Pure, except for the SQL it returns.
 */
import { porterStem } from "./porter";
import { htmlToText } from "./text";

export type SnippetPart = { text: string; hit?: true };

/** Characters of stored text (HTML) fetched around the first match. */
export const WINDOW_BEFORE = 320;
export const WINDOW_LENGTH = 1000;
/** Words shown in a snippet. */
export const SNIPPET_WORDS = 36;
/** Most needles searched for in the stored text. */
const MAX_NEEDLES = 4;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

const fold = (w: string) => w.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");

/** Function words never marked on their own (they match every line). */
const QUIET = new Set("a an and are as at be by for from in into is it of on or the to was with".split(" "));

/**
 * What to look for in the stored text (lower-cased, as SQLite's `lower` folds ASCII): for each term
 * its first content word, as its porter stem when that is a prefix of the word ("acquitt" finds
 * "acquitted"), else the word. Rarer-looking (longer) words first.
 */
export function snippetNeedles(terms: string[]): string[] {
  const words = terms.flatMap((t) => (fold(t).match(WORD) ?? []).filter((w) => !QUIET.has(w)));
  const needles = [...new Set(words.map((w) => {
    const stem = porterStem(w);
    return w.startsWith(stem) && stem.length >= 3 ? stem : w;
  }))].filter((n) => /^[\x20-\x7e]+$/.test(n));
  return needles.sort((a, b) => b.length - a.length).slice(0, MAX_NEEDLES);
}

/**
 * A SQL expression over `c` (cases) giving the window of stored text around the first needle found
 * in the case's text (its judgment; with `headnotesFirst`, its headnotes then its judgment), as
 * `position || char(1) || window`. Position 0: no needle found (the window is the text's opening).
 */
export function snippetWindowSql(needles: string[], headnotesFirst: boolean): { sql: string; params: string[] } {
  const text = headnotesFirst
    ? "coalesce((select group_concat(h.headnote, ' ') from headnotes h where h.doc_id = c.doc_id), '') || ' ' || coalesce(c.judgement_order, '')"
    : "coalesce(c.judgement_order, '')";
  const none = 1_000_000_000;
  const positions = needles.length ? needles.map(() => `coalesce(nullif(instr(low, ?), 0), ${none})`) : [String(none)];
  const pos = positions.length === 1 ? positions[0] : `min(${positions.join(", ")})`;
  return {
    sql: `(select case when p >= ${none} then '0' || char(1) || substr(src, 1, ${WINDOW_LENGTH - WINDOW_BEFORE})
                  else p || char(1) || substr(src, max(1, p - ${WINDOW_BEFORE}), ${WINDOW_LENGTH}) end
             from (select src, ${pos} as p from (select src, lower(src) as low from (select ${text} as src))))`,
    params: needles,
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

/** The stems a snippet marks: every content word of the terms (every word, if all are function words). */
function markStems(terms: string[]): Set<string> {
  const words = terms.flatMap((t) => fold(t).match(WORD) ?? []);
  const content = words.filter((w) => !QUIET.has(w));
  return new Set((content.length ? content : words).map(porterStem));
}

/**
 * The snippet of a window (`position \x01 window` from `snippetWindowSql`): about SNIPPET_WORDS words
 * of plain text starting a few words before the first marked word, with "…" where it is cut.
 */
export function snippetParts(raw: string | null | undefined, terms: string[]): SnippetPart[] {
  if (!raw) return [];
  const sep = raw.indexOf("\x01");
  const pos = Number(raw.slice(0, sep));
  const window = raw.slice(sep + 1);
  const text = htmlToText(wholeTags(window)).replace(/\s+/g, " ").trim();
  if (!text) return [];
  const stems = markStems(terms);
  const words: { start: number; end: number; hit: boolean }[] = [];
  for (const m of text.matchAll(WORD)) {
    words.push({ start: m.index!, end: m.index! + m[0].length, hit: stems.has(porterStem(fold(m[0]))) });
  }
  if (!words.length) return [];
  const first = words.findIndex((w) => w.hit);
  // A window that starts mid-text starts mid-word too: its first word is dropped.
  const midText = pos > WINDOW_BEFORE + 1;
  let from = first < 0 ? (midText ? 1 : 0) : Math.max(midText ? 1 : 0, first - 8);
  if (from >= words.length) from = 0;
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
  for (const w of words.slice(from, to)) {
    if (!w.hit) continue;
    push(text.slice(at, w.start));
    push(text.slice(w.start, w.end), true);
    at = w.end;
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
