/**
 * Marks search terms in rendered text (subscriber §2.4: yellow, after 800 ms). Works on text nodes
 * only, so the page's markup is never re-parsed and never broken: a match that runs across
 * elements gets one mark per text node it touches.
 *
 * A term is one word or an Exact phrase (its words joined by single spaces; `|` separates terms in
 * the `?s=` parameter of a case link). Words are read as the search reads them (FTS5 `porter
 * unicode61 remove_diacritics`): letters, marks and digits, case and diacritics folded; an element
 * boundary, punctuation or whitespace separates words.
 * - A phrase is marked where its words occur in order, one after another, each the same word or a
 *   porter variant of it ("accused Sobran and Durvin" marks that run of text, never every "and").
 * - A single word marks each word that starts with it (party names are searched as prefixes) or
 *   is a porter variant of it. Stop-words ("and", "the", "of" …) are skipped unless nothing else
 *   is searched: they match nearly every line and narrowed nothing.
 */
import { porterStem } from "../../search-index/porter";

export const HIGHLIGHT_DELAY_MS = 800;

/** Most terms a link carries, and most words in one term (the search's own limit). */
export const MAX_TERMS = 20;
const MAX_PHRASE_WORDS = 32;
const MAX_WORD_LENGTH = 64;
/** Shorter single words are matched whole, as the search matches them (query-compiler MIN_PREFIX_LENGTH). */
const MIN_PREFIX = 3;

/** Function words that a word list does not highlight on their own. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ("a an and are as at be been being but by can could did do does for from had has have he her his i if in into is it its " +
    "may me might must my no nor not of on or our shall she should so such than that the their them then there these they " +
    "this those to under upon was we were what when where which who whom whose will with would you your " +
    "anr ors vs v versus")
    .split(" "),
);

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** A word as FTS5's unicode61 tokenizer hands it to porter: NFKC, lower case, no diacritics. */
export function foldWord(word: string): string {
  return word.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/** The words of a term as the search splits them. */
function wordsOf(term: string): string[] {
  return (term.normalize("NFKC").toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH)).slice(0, MAX_PHRASE_WORDS);
}

/**
 * The terms of a `?s=` value (or a search result): each a word or a phrase, cleaned to its words;
 * duplicates and empty ones dropped, at most MAX_TERMS. Anything else in the value is ignored.
 */
export function parseTerms(value: string | string[] | null | undefined): string[] {
  const raw = Array.isArray(value) ? value : (value ?? "").split("|");
  const out: string[] = [];
  for (const t of raw) {
    const words = wordsOf(t);
    if (!words.length) continue;
    const term = words.join(" ");
    if (!out.includes(term)) out.push(term);
    if (out.length >= MAX_TERMS) break;
  }
  return out;
}

/** The ?s=term|term value of a case link. */
export function termsParam(terms: string[]): string {
  return parseTerms(terms).join("|");
}

type Term = { words: string[]; stems: string[]; single: boolean };

/** The terms to mark: phrases whole, single words without the stop-words (unless that leaves nothing). */
function compile(terms: string[]): Term[] {
  const all = parseTerms(terms).map((t) => {
    const words = t.split(" ").map(foldWord);
    return { words, stems: words.map(porterStem), single: words.length === 1 };
  });
  const kept = all.filter((t) => !t.single || !STOP_WORDS.has(t.words[0]));
  // Longest first, so a phrase wins over a word it starts with.
  return (kept.length ? kept : all).sort((a, b) => b.words.length - a.words.length);
}

/** A word of the text: where it is (text node, offsets) and its folded form. */
type Token = { node: number; start: number; end: number; folded: string };

/**
 * Finds the terms in a list of text pieces (the text nodes, in document order; a boundary between
 * pieces separates words, as a tag does for the index). Returns each match as its first and last
 * token. Exported for tests.
 */
export function findMatches(pieces: string[], terms: string[]): { tokens: Token[]; matches: [number, number][] } {
  const compiled = compile(terms);
  const tokens: Token[] = [];
  if (!compiled.length) return { tokens, matches: [] };
  pieces.forEach((text, node) => {
    for (const m of text.matchAll(WORD)) tokens.push({ node, start: m.index!, end: m.index! + m[0].length, folded: foldWord(m[0]) });
  });
  const stems = new Map<string, string>();
  const stemOf = (w: string) => {
    let s = stems.get(w);
    if (s === undefined) stems.set(w, (s = porterStem(w.slice(0, MAX_WORD_LENGTH))));
    return s;
  };
  const same = (tok: Token, term: Term, k: number) => tok.folded === term.words[k] || (term.single && term.words[0].length >= MIN_PREFIX && tok.folded.startsWith(term.words[0])) || stemOf(tok.folded) === term.stems[k];
  const matches: [number, number][] = [];
  for (let i = 0; i < tokens.length; ) {
    const hit = compiled.find((t) => i + t.words.length <= tokens.length && t.words.every((_, k) => same(tokens[i + k], t, k)));
    if (hit) {
      matches.push([i, i + hit.words.length - 1]);
      i += hit.words.length;
    } else i++;
  }
  return { tokens, matches };
}

/**
 * The stretches to mark in each piece: per match, from its first word to its last within each
 * piece it touches (the punctuation and spaces between its words included). Exported for tests.
 */
export function markRanges(pieces: string[], terms: string[]): { ranges: Map<number, [number, number][]>; hits: Map<number, number[]>; count: number } {
  const { tokens, matches } = findMatches(pieces, terms);
  const ranges = new Map<number, [number, number][]>();
  // Beside each stretch, the match (hit) it belongs to: a phrase across elements is one hit in several marks.
  const hits = new Map<number, number[]>();
  matches.forEach(([first, last], hit) => {
    for (let k = first; k <= last; k++) {
      const t = tokens[k];
      const list = ranges.get(t.node) ?? [];
      const prev = list[list.length - 1];
      // Same match, same node: extend its stretch; otherwise start one.
      if (prev && k > first && tokens[k - 1].node === t.node) prev[1] = t.end;
      else {
        list.push([t.start, t.end]);
        hits.set(t.node, [...(hits.get(t.node) ?? []), hit]);
      }
      ranges.set(t.node, list);
    }
  });
  return { ranges, hits, count: matches.length };
}

/** Marks the terms under `root`; returns how many matches were marked. */
export function highlightIn(root: HTMLElement, terms: string[]): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest("mark, script, style, [data-no-highlight]") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const { ranges, hits, count } = markRanges(
    nodes.map((n) => n.data),
    terms,
  );
  for (const [index, list] of ranges) {
    const node = nodes[index];
    const text = node.data;
    const frag = document.createDocumentFragment();
    let last = 0;
    list.forEach(([start, end], i) => {
      frag.append(text.slice(last, start));
      const mark = document.createElement("mark");
      mark.className = "hl";
      // Which hit (match) this mark belongs to, for the case view's hits bar.
      mark.dataset.hit = String(hits.get(index)?.[i] ?? 0);
      mark.textContent = text.slice(start, end);
      frag.append(mark);
      last = end;
    });
    frag.append(text.slice(last));
    node.replaceWith(frag);
  }
  return count;
}
