/**
 * Turns tokens into FTS5 MATCH expressions. Tokens come from `tokenize`, so they hold only letters
 * and digits; each is still double-quoted, which makes words such as NEAR, AND, OR and NOT plain
 * text. Pure functions, unit-tested.
 */
import { tokenize } from "./text";

export type FtsColumn = "appellant" | "respondent" | "judgment" | "headnotes" | "judges" | "advocates" | "acts" | "topics" | "case_number";

const q = (t: string) => `"${t.replace(/"/g, "")}"`;

/** "a b c" — the words in this order (Exact). */
export function phrase(tokens: string[]): string | null {
  return tokens.length ? q(tokens.join(" ")) : null;
}

/** "a" "b" — every word, anywhere (All Word). */
export function allWords(tokens: string[]): string | null {
  return tokens.length ? tokens.map(q).join(" ") : null;
}

/** "a" OR "b" — any of the words (Freeword). */
export function anyWord(tokens: string[]): string | null {
  return tokens.length ? tokens.map(q).join(" OR ") : null;
}

/** Shorter words are matched whole: a one- or two-letter prefix expands to thousands of terms. */
export const MIN_PREFIX_LENGTH = 3;

/** "abc"* "de" — every word, as a prefix when long enough (party names as they are typed). */
export function allPrefixes(tokens: string[]): string | null {
  return tokens.length ? tokens.map((t) => (t.length >= MIN_PREFIX_LENGTH ? `${q(t)}*` : q(t))).join(" ") : null;
}

/** Most words of a name whose every joining is tried (2^(n-1) alternatives); a longer name tries one pair at a time. */
const MAX_SEGMENTED_WORDS = 5;

/**
 * A judge's name as typed, matched whether the source writes it in one word or two ("Krishna Iyer"
 * finds "KRISHNAIYER, V.R."; walk report finding 4): every word as a prefix (allPrefixes), or the
 * same with adjacent words joined. No list of names: any two adjacent words may be one.
 */
export function namePrefixes(tokens: string[]): string | null {
  if (tokens.length < 2) return allPrefixes(tokens);
  const spellings: string[][] = [];
  if (tokens.length <= MAX_SEGMENTED_WORDS) {
    for (let mask = 0; mask < 1 << (tokens.length - 1); mask++) {
      const words = [tokens[0]];
      for (let i = 1; i < tokens.length; i++) {
        if (mask & (1 << (i - 1))) words[words.length - 1] += tokens[i];
        else words.push(tokens[i]);
      }
      spellings.push(words);
    }
  } else {
    spellings.push(tokens);
    for (let i = 1; i < tokens.length; i++) spellings.push([...tokens.slice(0, i - 1), tokens[i - 1] + tokens[i], ...tokens.slice(i + 1)]);
  }
  return spellings.map((w) => `(${allPrefixes(w)})`).join(" OR ");
}

/**
 * Words that join party names rather than name anyone ("and others", "& Anr.", "M/s.", "of"): they
 * occur in most cause titles, so matching them costs much and narrows nothing, and lawyers write
 * them differently ("and Others", "& Ors."). Left out of party-name matches unless nothing else
 * is left; the exact title still comes first (see the quick search's boost).
 */
export const PARTY_FILLERS = new Set(["and", "others", "other", "another", "anr", "ors", "the", "of", "vs", "v", "versus", "m", "s", "ms", "through", "thr"]);

export function partyTokens(tokens: string[]): string[] {
  const named = tokens.filter((t) => !PARTY_FILLERS.has(t));
  return named.length ? named : tokens;
}

/** Restricts an expression to columns: {a b} : (expr). */
export function inColumns(columns: FtsColumn[], expr: string | null): string | null {
  if (!expr) return null;
  return `{${columns.join(" ")}} : (${expr})`;
}

/** ANDs the non-empty parts. */
export function and(parts: (string | null | undefined)[]): string | null {
  const present = parts.filter((p): p is string => Boolean(p));
  if (!present.length) return null;
  return present.length === 1 ? present[0] : present.map((p) => `(${p})`).join(" AND ");
}

export type WordMethod = "exact" | "all" | "any";

export function wordExpression(input: string | string[], method: WordMethod): string | null {
  const tokens = typeof input === "string" ? tokenize(input) : input;
  return method === "exact" ? phrase(tokens) : method === "all" ? allWords(tokens) : anyWord(tokens);
}
