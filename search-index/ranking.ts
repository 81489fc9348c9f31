/**
 * Best match (issue 16): which words a long query keeps, and the ranking terms of the D1 backend.
 * Pure functions, unit-tested; the SQL they return is used by d1-backend.ts.
 */
import { COMMON_STEMS } from "./common-stems";
import { porterStem } from "./porter";
import { MAX_TOKENS, tokenize } from "./text";

/** Most characters of a typed query read (the box's own limit is set by the form). */
export const MAX_QUERY_CHARS = 5000;

/** English function words: they never decide what a query is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ("a about above after again against all also am an and any are as at be because been before being below between both but by can " +
    "could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is " +
    "it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some " +
    "such than that the their theirs them then there these they this those through to too under until up upon very was we were what " +
    "when where which while who whom whose why will with would you your shall may might must said thereof therein whereas hereby")
    .split(" "),
);

/** How much a word tells apart: function words nothing, words in many judgments little. */
function weight(token: string): number {
  if (STOP_WORDS.has(token) || /^\d{1,2}$/.test(token)) return 0;
  const common = COMMON_STEMS.has(porterStem(token));
  return (common ? 1 : 3) + Math.min(token.length, 12) / 12;
}

export type Shortened = { typed: number; kept: number; words: string[] };

/**
 * The tokens of a typed query, at most MAX_TOKENS (FTS5 queries stay bounded). A longer query is
 * shortened to its most telling words rather than its first ones: for an Exact phrase, the run of
 * MAX_TOKENS consecutive words that tells most apart (a phrase cannot lose words in its middle);
 * for word lists, the MAX_TOKENS words that tell most apart, in the order typed, repeats dropped.
 */
export function queryTokens(text: string | null | undefined, exact: boolean): { tokens: string[]; shortened: Shortened | null } {
  const all = tokenize((text ?? "").slice(0, MAX_QUERY_CHARS), Number.MAX_SAFE_INTEGER);
  const typed = text && text.length > MAX_QUERY_CHARS ? Math.max(all.length + 1, Math.round((all.length * text.length) / MAX_QUERY_CHARS)) : all.length;
  if (exact) {
    if (all.length <= MAX_TOKENS) return { tokens: all, shortened: typed > all.length ? { typed, kept: all.length, words: all } : null };
    const w = all.map(weight);
    let sum = w.slice(0, MAX_TOKENS).reduce((a, b) => a + b, 0);
    let best = sum;
    let at = 0;
    for (let i = 1; i + MAX_TOKENS <= all.length; i++) {
      sum += w[i + MAX_TOKENS - 1] - w[i - 1];
      if (sum > best) [best, at] = [sum, i];
    }
    const tokens = all.slice(at, at + MAX_TOKENS);
    return { tokens, shortened: { typed, kept: tokens.length, words: tokens } };
  }
  const distinct = [...new Set(all)];
  if (distinct.length <= MAX_TOKENS) return { tokens: distinct, shortened: typed > all.length ? { typed, kept: distinct.length, words: distinct } : null };
  const chosen = new Set(
    distinct
      .map((t, i) => ({ t, i, w: weight(t) }))
      .sort((a, b) => b.w - a.w || a.i - b.i)
      .slice(0, MAX_TOKENS)
      .map((x) => x.t),
  );
  const tokens = distinct.filter((t) => chosen.has(t));
  return { tokens, shortened: { typed, kept: tokens.length, words: tokens } };
}

/**
 * Field weights of Best match (FTS5 bm25 column weights, in the tables' column order). Parties and
 * headnotes count above the body: a word in a cause title or a headnote says what the case is
 * about; one mention in a forty-page judgment does not.
 * case_fts: appellant, respondent, judgment, headnotes, judges, advocates, acts, topics, case_number
 * case_meta_fts: appellant, respondent, judges, advocates, acts, topics, case_number
 */
export const TEXT_WEIGHTS = "bm25(case_fts, 0, 0, 1.0, 4.0, 0, 0, 0, 0, 0)";
/** The same weights on the phrase-pair index (judgment, headnotes), where Exact phrases of common words are ranked. */
export const PAIR_WEIGHTS = "bm25(case_pair_fts, 1.0, 4.0)";
export const META_WEIGHTS = "bm25(case_meta_fts, 10.0, 10.0, 3.0, 3.0, 2.0, 2.0, 5.0)";

/**
 * For a Best match over the judgment text, the same words in the parties (and acts, topics) count
 * too: the short-field index is searched once for any of them and joined by rowid (never one
 * full-text lookup per matching case). Only telling words: a word found in one judgment in twenty
 * or more ("state", "code", "committee") says little when a party's name holds it, and scoring
 * its tens of thousands of party matches cost more than the ranking itself (decision 035).
 */
export function partyBoostJoin(tokens: string[], rowid: string): { join: string; score: string; params: string[] } | null {
  const words = tokens.filter((t) => !STOP_WORDS.has(t) && !COMMON_STEMS.has(porterStem(t)));
  if (!words.length) return null;
  const expr = `{appellant respondent acts topics} : (${words.map((t) => `"${t}"`).join(" OR ")})`;
  return {
    join: `left join (select rowid as k, ${META_WEIGHTS} as s from case_meta_fts where case_meta_fts match ?) gb on gb.k = ${rowid}`,
    score: "coalesce(gb.s, 0)",
    params: [expr],
  };
}
