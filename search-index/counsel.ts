/**
 * Counsel from the text of a judgment (issue 17): the appearance block of older reports —
 * "M. C. Setalvad, Attorney-General for India, R. L. Kohli and J. C. Talwar, for the appellant.",
 * "V. Rangachari (K. Mangachary, with him) for the appellant.", "… Advocates for the parties" —
 * as advocate names per side, each normalised ("Mr.", "Sr. Adv.", roles dropped; initials written
 * "M.C. Setalvad") so that one advocate is one name. Precision first: only a run of names that is
 * directly followed by "for the appellant/respondent/…" at the start of a sentence counts; "learned
 * counsel for the appellant submitted …" names no one and is ignored. Later judgments name counsel
 * in the body instead: "Shri S. Bhattacharjee, learned counsel for the appellants relied upon …" —
 * a sentence that opens with an honorific and a full name (a bare "Mr. Gupte" is not taken) counts,
 * anywhere in the text. Nothing inside a quotation counts (a tribunal's order quoted: "Ld. Lawyer
 * for the petitioners relied …", issue 21). Pure.
 */

import { isHighCourtHead, readHcCounsel, trimChars } from "./hc-head";

export type Counsel = { appellant: string[]; respondent: string[]; other: string[] };

/** Where the appearance block is: the head of a judgment. */
const HEAD_CHARS = 8000;
const MAX_PER_SIDE = 12;

const SIDE = /(?<![,\s]),?\s+(?:Advocates?\s+)?for\s+the\s+(appellants?|respondents?|petitioners?|applicants?|parties|State(?!\s+of)|Union\s+of\s+India)\b/gi;
/** Words an appearance run may hold besides names: joiners and the words of roles. */
const RUN_WORDS = /^(?:and|&|with|him|them|her|for|of|the)$/;
/** A name-like token: a capitalised word, an initial ("M." "0."), an honorific. */
const NAME_TOKEN = /^(?:[A-Z][A-Za-z'’.-]*|[0O]\.|(?:[A-Z]\.)+[A-Za-z]*)$/;

/** The run of names right before "for the …", back to the start of its line or sentence; null when it is not only names. */
function runBefore(text: string, end: number): string | null {
  const from = Math.max(0, end - 400);
  const window = text.slice(from, end);
  const nl = window.lastIndexOf("\n");
  let run = nl >= 0 ? window.slice(nl + 1) : window;
  // A sentence before it on the same line ends with a word of small letters and a stop.
  const stops = [...run.matchAll(/[a-z]{2}[.:;]\s+|\.\)\s+/g)];
  if (stops.length) {
    const last = stops[stops.length - 1];
    run = run.slice(last.index + last[0].length);
  }
  run = run.replace(/^\d{1,4}\s+/, ""); // a page number of the report
  const tokens = run.split(/[\s,()]+/).filter(Boolean);
  if (!tokens.length || tokens.length > 60) return null;
  if (!tokens.every((t) => NAME_TOKEN.test(t) || RUN_WORDS.test(t))) return null;
  return run;
}

const ROLES =
  /\b(?:(?:Additional\s+)?(?:Attorney|Solicitor|Advocate)[\s-]*General(?:\s+(?:for|of)\s+(?:India|the\s+State\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))?|Senior\s+Advocates?|Sr\.\s*Advs?\.?|Sr\.\s*Advocates?|Advocates?|Advs?\.|Ad\.)(?=\s|,|$)/g;
const HONORIFICS = /(?:^|\s)(?:Mr|Mrs|Ms|Miss|Dr|Shri|Smt|Sri)\.?(?=\s)/g;

/** One advocate's name as written to one form: honorifics and roles dropped, initials "M.C.", spaces single. */
export function normalizeAdvocate(raw: string): string | null {
  let s = ` ${raw} `.replace(HONORIFICS, " ").replace(ROLES, " ");
  s = s
    .replace(/\b0\./g, "O.") // OCR: "0. C. Mathur"
    .replace(/\b([A-Z])\s*\.\s*(?=[A-Z]\b\.?)/g, "$1.") // "M. C." → "M.C."
    .replace(/\b([A-Z])\.(?=[A-Z][a-z])/g, "$1. ") // "U.U.Lalit" → "U.U. Lalit"
    .replace(/\b([A-Z])\s+(?=[A-Z][a-z])/g, "$1. ") // "A.N Mulla" → "A.N. Mulla"
    .replace(/\s+/g, " ");
  s = trimChars(s, " ,.&-", " ,&-");
  // A name: at most six words, one of them a surname of 3+ letters.
  const words = s.split(" ");
  if (!s || words.length > 6 || !words.some((w) => /^[A-Z][a-z'’-]{2,}$/.test(w))) return null;
  if (words.some((w) => /^(?:and|the|for|of|with|him|them|India|State|Justice|Hon'ble|J\.|Counsel|Learned|Ld\.?|Lawyers?|Pleaders?|General|Addl\.?|Additional)$/i.test(w))) return null;
  return s;
}

function sideOf(side: string): keyof Counsel {
  const s = side.toLowerCase();
  if (s.startsWith("appellant") || s.startsWith("petitioner") || s.startsWith("applicant")) return "appellant";
  if (s === "parties") return "other";
  return "respondent";
}

/** Splits a run of names: commas, "and", "&"; juniors in brackets ("(Y, with him)") are the same side's. */
function splitNames(run: string): string[] {
  const cleaned = run
    .replace(/\bwith\s+(?:him|them|her)\b/g, " ")
    .replace(/[()]/g, ",")
    // A role after a comma belongs to the name before it: "M. C. Setalvad, Attorney-General for India".
    .replace(ROLES, " ");
  return cleaned
    .replace(/\s+/g, " ")
    .split(/ ?, ?(?:and )?| and | ?& ?/)
    .map((p) => normalizeAdvocate(p))
    .filter((n): n is string => Boolean(n));
}

/**
 * "Shri S. Bhattacharjee, learned counsel for the appellants …", "Mr. A and Dr. B, learned senior
 * counsel appearing for the respondents …": at the start of a sentence or paragraph, an honorific,
 * names, ", learned (senior) counsel/advocate (appearing) for / on behalf of the <party>". The
 * party must be a side's word (never "the State": which side it is varies).
 */
const LEARNED =
  /(?:^|\n|(?<=[a-z)]\.)\s+|(?<=\d\.)\s+|(?<=[:;])\s+)((?:Mr|Mrs|Ms|Dr|Shri|Sri|Smt)\.?\s+[A-Z][A-Za-z.'’ -]{1,100}?),\s+(?:the\s+)?[Ll]earned\s+(?:[Ss]enior\s+)?(?:[Cc]ounsel|[Aa]dvocate)\s+(?:appearing\s+)?(?:for|on\s+behalf\s+of)\s+the\s+([Aa]ppellants?|[Rr]espondents?|[Pp]etitioners?|[Aa]pplicants?)\b/g;

/** Whether `at` is inside a quotation of its paragraph (an odd number of quote marks before it). */
function quoted(text: string, at: number): boolean {
  const before = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  const straight = (before.match(/"/g) ?? []).length;
  const opened = (before.match(/[“]/g) ?? []).length - (before.match(/[”]/g) ?? []).length;
  return straight % 2 === 1 || opened > 0;
}

/** The advocates named in the appearance block of a judgment and in its "X, learned counsel for …" sentences, per side, each once. */
export function extractCounsel(text: string): Counsel {
  const out: Counsel = { appellant: [], respondent: [], other: [] };
  const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");
  const add = (side: keyof Counsel, name: string) => {
    const list = out[side];
    if (!list.includes(name) && list.length < MAX_PER_SIDE) list.push(name);
  };
  const head = text
    .slice(0, HEAD_CHARS)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .join("\n");
  // A name list broken over two lines is one block.
  const joined = head.replace(/([A-Z]\.|,)\n(?=[A-Z])/g, "$1 ");
  for (const m of joined.matchAll(SIDE)) {
    if (quoted(joined, m.index)) continue;
    const run = runBefore(joined, m.index);
    if (!run) continue;
    const side = sideOf(m[1]);
    for (const name of splitNames(run)) add(side, name);
  }
  // High Court heads: "For Petitioner : Sri. A.Kumar", "Through: Mr. X, Advs.", "Mr B i/b Mr C for Petitioners."
  if (isHighCourtHead(text)) {
    const hc = readHcCounsel(text);
    // an advocate the appearance block already gave (on any side, "R.N. Yadav" = "R.N.Yadav") is not added again
    const known = new Set([...out.appellant, ...out.respondent, ...out.other].map(keyOf));
    for (const side of ["appellant", "respondent", "other"] as const) for (const name of hc[side]) if (!known.has(keyOf(name))) add(side, name);
  }
  for (const m of text.matchAll(LEARNED)) {
    if (quoted(text, m.index)) continue;
    const tokens = m[1].split(/[\s,]+/).filter(Boolean);
    if (!tokens.every((t) => NAME_TOKEN.test(t) || RUN_WORDS.test(t))) continue;
    // A full name only: "Mr. Gupte" alone could be anyone of that name.
    for (const name of splitNames(m[1].replace(/(?<!\s)\s+and\s+(?=(?:Mr|Mrs|Ms|Dr|Shri|Sri|Smt)\b)/g, ", "))) if (name.includes(" ")) add(sideOf(m[2]), name);
  }
  return out;
}
