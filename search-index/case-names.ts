/**
 * Case names as keys (decision 084): "State of Punjab v. Mohar Singh" and 1954 →
 * "state punjab v mohar singh|1954", so that a name written in a brief or a judgment meets the
 * case's title whatever its "& Ors.", "The", "Ltd.", dots and capitals. The same comparison as the
 * citation graph's resolution by name and year (issue 24 item 2), kept in one place. Pure.
 */
import { trimEndOf } from "./reporters";

// Words a case name is written with or without ("& Ors.", "M/s.", "The", "Ltd."): left out of its key.
const NAME_NOISE = new Set("and & ors others anr another the of m/s ms messrs ltd limited pvt private co etc sri shri smt thr through".split(" "));

/** One side of a case name, as its key's words: lower case, without dots, punctuation and NAME_NOISE. */
export function nameWords(side: string): string[] {
  return side
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\./g, " ")
    .replace(/[^a-z0-9&/\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !NAME_NOISE.has(w));
}

/**
 * A case name and a year as one key; null when a side has no word left or the name is too short
 * to tell cases apart (fewer than three words in all) or too long to be a name (a side over 12).
 */
export function nameKey(appellant: string, respondent: string, year: number): string | null {
  const a = nameWords(appellant);
  const b = nameWords(respondent);
  if (!a.length || !b.length || a.length + b.length < 3 || a.length > 12 || b.length > 12) return null;
  return `${a.join(" ")} v ${b.join(" ")}|${year}`;
}

/** The keys a case is found by through its title: its name with the year it was decided and the next (reports of December judgments carry the next year). */
export function caseNameKeys(appellant: string | null | undefined, respondent: string | null | undefined, decidedYear: number | null | undefined): string[] {
  if (appellant && !respondent) {
    // A title kept whole as the appellant ("X v Y", a source's title without its sides).
    const sides = appellant.split(/\s(?:v\.?|vs\.?|versus)\s/i);
    if (sides.length === 2) [appellant, respondent] = sides;
  }
  if (!appellant || !respondent || !decidedYear || /cause title not given/i.test(appellant)) return [];
  return [nameKey(appellant, respondent, decidedYear), nameKey(appellant, respondent, decidedYear + 1)].filter((k): k is string => k !== null);
}

// Words that open a sentence or a clause before a case name ("In", "See", "Following"), never part of it.
const LEAD =
  /^(?:in|see|also|vide|cf\.?|per|but|as|and|that|this|then|so|thus|further|similarly|again|here|earlier|later|hence|therefore|however|following|relying|after|before|from|with|under|on|by|at|both|where|when|while|since|said|decision|judgment|case|cases|ruling|court|reference|referred|reliance|placed|cited|(?:\d+|[ivx]+)\)?)$/i;

// Small words inside a party's name ("State of Kerala", "Ram & Ors.", "X (since deceased) by LRs.").
const CONNECTOR = /^(?:of|and|&|the|for|ors\.?,?|anr\.?,?|others,?|another,?|etc\.?|m\/s\.?|\(?since|deceased\)?|by|lrs\.?|l\.rs\.?|through|thr\.?)$/i;

/** Whether a word belongs to a party's name: capitalised (not a number or a bracket), or a small connecting word. */
const nameWord = (w: string) => (/^(?:[A-Z]|\((?:dead|deceased|minor|retd|[A-Z][a-z]))/.test(w) && !/[\]\d]/.test(w) && !/^\(?(?:A\.?I\.?R|S\.?C\.?[CR])\b/.test(w)) || CONNECTOR.test(w);

/**
 * The case name written just before a point in a text ("… relied on Kesavananda Bharati v. State of
 * Kerala" → ["Kesavananda Bharati", "State of Kerala"], and where it starts): the words after the
 * last " v. " up to the point, each of them part of a name, and before it the run of such words
 * back to the first that is not one. Null when there is no " v. " in the stretch or a side is not a
 * name (precision first: "X v. Y decided on 5 May" is none).
 */
export function nameBefore(before: string): { appellant: string; respondent: string; start: number } | null {
  const from = Math.max(0, before.length - 200);
  const stretch = trimEndOf(before.slice(from), " \t\n\r\f\v\u00a0,;:([");
  const v = [...stretch.matchAll(/\s(?:v\.?|vs\.?|versus)\s/gi)].pop();
  if (!v || v.index === undefined) return null;
  const respondent = trimEndOf(stretch.slice(v.index + v[0].length).trim(), " \t\n\r\f\v\u00a0,");
  const rightWords = respondent.split(/\s+/);
  if (!/^[A-Z]/.test(respondent) || rightWords.length > 12 || !rightWords.every(nameWord)) return null;
  // A comma or a sentence's end inside the respondent's side: more than a name ("X, American Jurist"; "India.\nIn").
  if (/,\s*\S/.test(respondent) || /\.\s*\n/.test(respondent) || LEAD.test(rightWords[rightWords.length - 1])) return null;
  const left = [...stretch.slice(0, v.index).matchAll(/\S+/g)];
  let first = left.length;
  for (let i = left.length - 1; i >= 0 && left.length - i <= 12; i--) {
    if (!nameWord(left[i][0])) break;
    first = i;
    // A full stop before this word ends the sentence the name starts — unless it ends an initial or an abbreviation.
    const prev = left[i - 1]?.[0] ?? "";
    if (/[.;:]$/.test(prev) && !/^(?:[A-Z]\.)+$|^(?:Ltd|Co|Pvt|Ors|Anr|M\/s|St|Dr|Mr|Mrs|Smt|Sri|Shri|Mohd|Md)\.$/i.test(prev)) break;
  }
  // "K. Nagaraj v. State of A.P. and State of J & K v. Triloki Nath Khosa": two names in a row; the second starts after the "and".
  if (/^(?:v\.?|vs\.?|versus)$/i.test(left[first - 1]?.[0] ?? "")) {
    const and = left.findLastIndex((w, i) => i >= first && /^and$/i.test(w[0]));
    if (and >= 0) first = and + 1;
  }
  while (first < left.length && (CONNECTOR.test(left[first][0]) || LEAD.test(left[first][0]))) first++;
  if (first >= left.length) return null;
  const start = left[first].index!;
  return { appellant: stretch.slice(start, v.index).trim(), respondent, start: from + start };
}
