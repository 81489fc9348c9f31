/**
 * The Porter stemmer exactly as SQLite's FTS5 `porter` tokenizer applies it (ext/fts5/fts5_tokenize.c),
 * so that code outside SQLite can name the terms FTS5 stores — the phrase-pair index needs the stem
 * of each word of a phrase (search-index/phrase-pairs.ts). Its output is checked against FTS5 itself
 * in workerd on every word of the real judgments (tests/integration/search-relevance.test.ts).
 *
 * Input is one token as FTS5's unicode61 tokenizer hands it over (case-folded, diacritics removed).
 * Like FTS5, it works on the UTF-8 bytes, leaves tokens under 3 or over 64 bytes alone, and counts
 * only a, e, i, o, u (and y after a consonant) as vowels. Pure.
 */

const MAX_TOKEN = 64;

type Cond = (w: Uint8Array, n: number) => boolean;
type Rule = { suffix: string; cond: Cond | null; to: string };

const A = 97, E = 101, I = 105, L = 108, O = 111, S = 115, T = 116, U = 117, W = 119, X = 120, Y = 121, Z = 122;

function isVowel(c: number, yIsVowel: boolean): boolean {
  return c === A || c === E || c === I || c === O || c === U || (yIsVowel && c === Y);
}

/**
 * Skips one vowel run and the consonant after it ([C]VC) from `start`; the index just past that
 * consonant, or 0 when there is no such VC. `prevCons`: whether the letter before `start` is a consonant.
 */
function gobbleVC(w: Uint8Array, start: number, end: number, prevCons: boolean): number {
  let cons = prevCons;
  let i = start;
  for (; i < end; i++) {
    cons = !isVowel(w[i], cons);
    if (!cons) break;
  }
  for (i++; i < end; i++) {
    cons = !isVowel(w[i], cons);
    if (cons) return i + 1;
  }
  return 0;
}

/** m > 0 */
const mGt0: Cond = (w, n) => gobbleVC(w, 0, n, false) !== 0;

/** m > 1 */
const mGt1: Cond = (w, n) => {
  const k = gobbleVC(w, 0, n, false);
  return k !== 0 && gobbleVC(w, k, n, true) !== 0;
};

/** m = 1 */
const mEq1: Cond = (w, n) => {
  const k = gobbleVC(w, 0, n, false);
  return k !== 0 && gobbleVC(w, k, n, true) === 0;
};

/** *o — the stem ends consonant-vowel-consonant, the last not w, x or y. */
const oStar: Cond = (w, n) => {
  const last = w[n - 1];
  if (last === W || last === X || last === Y) return false;
  let mask = 0;
  let cons = false;
  for (let i = 0; i < n; i++) {
    cons = !isVowel(w[i], cons);
    mask = ((mask << 1) | (cons ? 1 : 0)) & 7;
  }
  return mask === 5;
};

/** *v* — the stem holds a vowel (y counts after the first letter). */
const hasVowel: Cond = (w, n) => {
  for (let i = 0; i < n; i++) if (isVowel(w[i], i > 0)) return true;
  return false;
};

/** m > 1 and the stem ends in s or t */
const mGt1SorT: Cond = (w, n) => (w[n - 1] === S || w[n - 1] === T) && mGt1(w, n);

const rules = (cond: Cond | null, list: [string, string][]): Rule[] => list.map(([suffix, to]) => ({ suffix, cond, to }));

// Within each step FTS5 tries the suffixes in this order and stops at the first that matches,
// whether or not its condition then holds.
const STEP1B: Rule[] = [{ suffix: "eed", cond: mGt0, to: "ee" }, { suffix: "ed", cond: hasVowel, to: "" }, { suffix: "ing", cond: hasVowel, to: "" }];
const STEP1B2: Rule[] = rules(null, [["at", "ate"], ["bl", "ble"], ["iz", "ize"]]);
const STEP2: Rule[] = rules(mGt0, [
  ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"], ["logi", "log"],
  ["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"],
  ["ization", "ize"], ["ation", "ate"], ["ator", "ate"],
  ["alism", "al"], ["iveness", "ive"], ["fulness", "ful"], ["ousness", "ous"],
  ["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"],
]);
const STEP3: Rule[] = rules(mGt0, [["ical", "ic"], ["ness", ""], ["icate", "ic"], ["iciti", "ic"], ["ful", ""], ["ative", ""], ["alize", "al"]]);
const STEP4: Rule[] = [
  ...rules(mGt1, [["al", ""], ["ance", ""], ["ence", ""], ["er", ""], ["ic", ""], ["able", ""], ["ible", ""], ["ant", ""], ["ement", ""], ["ment", ""], ["ent", ""]]),
  { suffix: "ion", cond: mGt1SorT, to: "" },
  ...rules(mGt1, [["ou", ""], ["ism", ""], ["ate", ""], ["iti", ""], ["ous", ""], ["ive", ""], ["ize", ""]]),
];

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const bytesOf = (s: string) => Array.from(encoder.encode(s));

type Compiled = { suffix: number[]; cond: Cond | null; to: number[] };
const compile = (list: Rule[]): Compiled[] => list.map((r) => ({ suffix: bytesOf(r.suffix), cond: r.cond, to: bytesOf(r.to) }));
const C1B = compile(STEP1B);
const C1B2 = compile(STEP1B2);
const C2 = compile(STEP2);
const C3 = compile(STEP3);
const C4 = compile(STEP4);

function endsWith(w: Uint8Array, n: number, suffix: number[]): boolean {
  // The suffix is never the whole word.
  if (n <= suffix.length) return false;
  for (let i = 0; i < suffix.length; i++) if (w[n - suffix.length + i] !== suffix[i]) return false;
  return true;
}

/**
 * Applies the first rule whose suffix the word has. Returns the new length and the index of the
 * rule applied (-1 when none matched or its condition did not hold).
 */
function apply(w: Uint8Array, n: number, list: Compiled[]): { n: number; rule: number } {
  for (let r = 0; r < list.length; r++) {
    const rule = list[r];
    if (!endsWith(w, n, rule.suffix)) continue;
    const stem = n - rule.suffix.length;
    if (rule.cond && !rule.cond(w, stem)) return { n, rule: -1 };
    w.set(rule.to, stem);
    return { n: stem + rule.to.length, rule: r };
  }
  return { n, rule: -1 };
}

/** Stems already worked out (a judgment repeats its words); cleared when it grows large. */
const memo = new Map<string, string>();

/** The stem FTS5's porter tokenizer stores for `token`. */
export function porterStem(token: string): string {
  let stem = memo.get(token);
  if (stem === undefined) {
    if (memo.size >= 100_000) memo.clear();
    stem = stemOf(token);
    memo.set(token, stem);
  }
  return stem;
}

function stemOf(token: string): string {
  const input = encoder.encode(token);
  if (input.length < 3 || input.length > MAX_TOKEN) return token;
  // Room for the longest replacement growing the word (at → ate, and the 'e' of step 1b).
  const w = new Uint8Array(input.length + 8);
  w.set(input);
  let n = input.length;

  // Step 1a: sses → ss, ies → i, s → (but not ss).
  if (w[n - 1] === S) {
    if (w[n - 2] === E) {
      if ((n > 4 && w[n - 4] === S && w[n - 3] === S) || (n > 3 && w[n - 3] === I)) n -= 2;
      else n -= 1;
    } else if (w[n - 2] !== S) n -= 1;
  }

  // Step 1b: eed → ee; ed, ing → (then at → ate, bl → ble, iz → ize, undouble, or add e).
  const step1b = apply(w, n, C1B);
  n = step1b.n;
  // Only the removal of -ed or -ing (rules 1 and 2) goes on to the clean-up, not eed → ee.
  if (step1b.rule >= 1) {
    const fix = apply(w, n, C1B2);
    n = fix.n;
    if (fix.rule < 0) {
      const c = w[n - 1];
      if (n >= 2 && !isVowel(c, false) && c !== L && c !== S && c !== Z && c === w[n - 2]) n -= 1;
      else if (mEq1(w, n) && oStar(w, n)) w[n++] = E;
    }
  }

  // Step 1c: y → i when the stem holds a vowel.
  if (w[n - 1] === Y && hasVowel(w, n - 1)) w[n - 1] = I;

  n = apply(w, n, C2).n;
  n = apply(w, n, C3).n;
  n = apply(w, n, C4).n;

  // Step 5a: drop a final e.
  if (w[n - 1] === E && (mGt1(w, n - 1) || (mEq1(w, n - 1) && !oStar(w, n - 1)))) n -= 1;
  // Step 5b: ll → l.
  if (n > 1 && w[n - 1] === L && w[n - 2] === L && mGt1(w, n - 1)) n -= 1;

  return decoder.decode(w.subarray(0, n));
}
