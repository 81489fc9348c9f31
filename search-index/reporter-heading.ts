/**
 * The reporter's heading for a judgment that has no cause title (issue 33 item 4, decision 106):
 * when neither the source, the text's head (decision 055), the judgment's other copy nor the name
 * other judgments cite it by (decision 090) gives a title, the case is named by what is known of
 * it — its case number, the court or tribunal the appeal line says it came from, and its date:
 *
 *   [Civil Appeal No. 705 of 1965 from the Madras High Court, decided 26 July 1968]
 *   [Writ Petition No. 249 of 1956, decided 4 May 1957]
 *   [Judgment of 10 November 1995 on appeal from the Bombay High Court]
 *
 * The square brackets are the reporter's mark (words supplied by the editor), on every screen that
 * shows a title; the case view says "Reporter's heading" beside it. A heading is never a party's
 * name: it makes no name key (search-index/case-names.ts) and a case with one still lacks a title
 * (`lacksTitle`), so a title found later (the source, the text, the twin, as cited) replaces it.
 * Pure; every pattern is linear (bounded, or plain string scanning).
 */

import { trimChars } from "./hc-head";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "1968-07-26" → "26 July 1968"; null when the date is not a whole ISO date. */
export function longDate(iso: string | null | undefined): string | null {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${Number(m[3])} ${month} ${m[1]}` : null;
}

/** Is this stored title the reporter's heading (the whole of it in square brackets)? */
export const isReporterHeading = (appellant: string | null | undefined) => {
  const s = appellant?.trim() ?? "";
  return s.length > 2 && s.startsWith("[") && s.endsWith("]") && !s.slice(1, -1).includes("[");
};

/** The heading without its brackets, for a screen that marks it otherwise (the case view). */
export const headingText = (appellant: string) => (isReporterHeading(appellant) ? appellant.trim().slice(1, -1) : appellant);

/**
 * A case number short enough for a heading: a long list of numbers keeps its first with "etc."
 * ("Civil Appeals Nos. 247 to 257, 1061, 552 … and 1696 of 1967" → "Civil Appeals Nos. 247 etc. of 1967").
 */
/** Words a case number starts with, to mend one whose first letters the source cut ("iminal Appeal" → "Criminal Appeal"). */
const FIRST_WORDS = ["Civil", "Criminal", "Miscellaneous", "Writ", "Special", "Appeal", "Appeals", "Petition", "Petitions", "Transfer", "Review", "Original", "Contempt", "Election", "Reference"];

function mendStart(s: string): string {
  const t = s.replace(/^[\s:;,.-]+/, "");
  const first = t.match(/^[a-z]{2,13}(?=[\s.])/)?.[0];
  if (!first) return t;
  const whole = FIRST_WORDS.filter((w) => w.toLowerCase().endsWith(first));
  return whole.length === 1 ? `${whole[0]}${t.slice(first.length)}` : t.slice(first.length).trimStart();
}

export function shortCaseNumber(raw: string | null | undefined): string | null {
  const s = trimChars(mendStart(raw?.replace(/\s+/g, " ").trim() ?? ""), "", ".,;:");
  // an appeal line the source gave as the number ("Criminal Appeal by Special Leave from the Judgment … dated …") is none
  if (!s || s.length < 4 || !/\d/.test(s) || !/[A-Za-z]{2}/.test(s) || /\b(?:from the|dated)\b/i.test(s)) return null;
  if (s.length <= 60) return s;
  // A number that runs on past its year ("… No. 1433 of 1977 Appeal by Special leave from …", "Nos. 419 of 1960, 302 of 1959 …") ends there.
  const year = s.match(/\bof \d{4}\b/i);
  if (year?.index !== undefined && year.index + year[0].length < s.length) {
    const cut = s.slice(0, year.index + year[0].length);
    return shortCaseNumber(/\bNos\b/i.test(cut) || /^[,\s]{0,3}\d/.test(s.slice(cut.length)) ? `${cut} etc.` : cut);
  }
  const no = s.search(/\bNos?\b\.?/i);
  const of = s.search(/\bof \d{4}\b/i);
  if (no >= 0 && of > no) {
    const first = s
      .slice(no)
      .match(/^Nos?\.?\s{0,3}([\w()/-]{1,20})/i);
    if (first) return `${s.slice(0, no)}${first[0].replace(/\s+/g, " ")} etc. ${s.slice(of)}`.replace(/\s+/g, " ");
  }
  return `${s.slice(0, 57).trimEnd()}…`;
}

/** Words a court's or tribunal's name holds: a forum the appeal line names must hold one. */
const FORUM_WORD = /\b(?:High Court|Court|Tribunal|Commission|Board|Custodian|Magistrate|Judge|Collector|Commissioner|Authority|Registrar|Arbitrator)\b/;
/** Where an appeal line's forum ends: its proceedings, its date, a bracket or the sentence's end. */
const FORUM_END = [" in ", " dated ", " dated,", ", dated", " made ", " passed ", " on ", "(", ";", ". ", " Revision", " Petition", " Application", " Reference", " Suit", " No.", " No "];
const LEAD = ["division bench of the ", "full bench of the ", "learned single judge of the ", "single judge of the ", "said "];

/** The forum named after "of the" in an appeal line's window ("… dated 12.3.1979 of the Bombay High Court in …"). */
function forumIn(window: string): string | null {
  const lower = window.toLowerCase();
  let at = lower.indexOf(" of the ");
  while (at >= 0) {
    let rest = window.slice(at + 8);
    const restLower = rest.toLowerCase();
    for (const lead of LEAD) if (restLower.startsWith(lead)) rest = rest.slice(lead.length);
    let end = rest.length;
    for (const stop of FORUM_END) {
      const i = rest.indexOf(stop);
      if (i >= 0 && i < end) end = i;
    }
    const name = trimChars(rest.slice(0, end).replace(/\s+/g, " "), " ", " ,.");
    if (name.length >= 5 && name.length <= 80 && /^[A-Z]/.test(name) && FORUM_WORD.test(name) && !/\d|\bAct\b/.test(name)) return name;
    at = lower.indexOf(" of the ", at + 8);
  }
  return null;
}

/**
 * The court or tribunal a judgment's appeal line says it came from: "Appeal by special leave from
 * the judgment and order dated … of the Bombay High Court in …", "From the Judgment and Order dated
 * … of the Madhya Pradesh High Court in …", "… arises from the order of the Division Bench of the
 * High Court of Patna in …". Only the head (the first lines) is read; null when no such line is.
 */
export function appealFrom(text: string): string | null {
  const head = text.slice(0, 1500).replace(/\s+/g, " ");
  const lower = head.toLowerCase();
  for (const cue of ["from the judgment", "from the order", "from the award", "from the decree", "from the decision", "from an order", "from a judgment", "against the judgment", "against the order", "against the award"]) {
    const at = lower.indexOf(cue);
    if (at < 0) continue;
    const forum = forumIn(head.slice(at, at + 220));
    if (forum) return forum;
  }
  return null;
}

export type HeadingFacts = {
  caseNumber: string | null;
  /** YYYY-MM-DD */
  decidedDate: string | null;
  /** the author (the case's Judge Name), said only when no number or date is known */
  judge?: string | null;
  /** the case's Doc Id, said when nothing else is known */
  docId?: number | null;
  /** the judgment's text as lines (its head is read for the appeal line) */
  text?: string | null;
};

/**
 * The reporter's heading, brackets included: the case number, the forum appealed from, the date;
 * "Judgment of <date>" without a number; the judge who delivered it when neither is known, else
 * its Doc Id.
 */
export function reporterHeading(facts: HeadingFacts): string {
  const number = shortCaseNumber(facts.caseNumber);
  const date = longDate(facts.decidedDate);
  const forum = facts.text ? appealFrom(facts.text) : null;
  const judge = facts.judge?.replace(/\s+/g, " ").trim();
  const kind = "Judgment";
  let heading: string;
  if (number) heading = `${number}${forum ? ` from the ${forum}` : ""}${date ? `, decided ${date}` : ""}`;
  else if (date) heading = `${kind} of ${date}${forum ? ` on appeal from the ${forum}` : ""}`;
  else if (forum) heading = `${kind} on appeal from the ${forum}`;
  else if (judge && judge.length <= 60) heading = `${kind} delivered by ${judge}`;
  else heading = facts.docId ? `${kind}, Doc Id ${facts.docId}` : kind;
  return `[${heading.replace(/[[\]]/g, "")}]`;
}
