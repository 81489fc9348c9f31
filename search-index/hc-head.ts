/**
 * The head of a High Court (or subordinate court) judgment (issue 32 item 2): the parties, the bench,
 * the counsel, the case number and the decision date, in the layouts the courts print —
 *
 * - parties: "1. T.R.Ajayan, S/O. O.Raman, ... Petitioner / Vs / 1. M.Ravindran ... Respondent",
 *   "Ramlal and another Versus State of Madhya Pradesh", "X ..... Appellant Through: … versus Y",
 *   "Petitioner: X Vs. Respondent: Y", numbered lists, "(since deceased) represented by", markers
 *   "Appellant(s) / Petitioner(s) / Revisionist / Plaintiffs / Defendants / Applicants";
 * - bench: "Coram: Hon'ble Mr. Justice X", "Coram : Mohit S. Shah , C.J. & B.P. Colabawalla , J.",
 *   "Present: The Hon'ble …", "Honourable Mr.Justice X", "In the Court of Sh. X, Additional Sessions
 *   Judge", the names over "JJ." under the head;
 * - counsel: "For Petitioner : Sri. A.Kumar", "Through: Mr. X, Ms. Y and Mr. Z, Advs.", "Mr B.L.
 *   Gandhi i/b Mr K.C. Pandey for Petitioners.", "Shri X, Advocate for the appellants.", "By Adv. Sri. X";
 * - case numbers ("W.P.(C) 516/2010", "Crl.M.C. No. 1622 of 2006", "R/SCR.A/9089/2017") and dates
 *   ("Decided on: 31.07.2019", "Pronounced on:", "Dated :07/01/2008").
 *
 * How: the head (a bounded prefix of the text) is cut into words once, each word remembering whether
 * a line began before it; the layouts are read by walking the words, so every reader is linear in
 * the head and the few regular expressions test one word at a time. The same walk reads laid-out
 * text and the one-line form some sources give (a line break is a boundary where one helps: a
 * respondent without a marker ends at its line). Precision first: a side whose start cannot be
 * placed, a name that is not name-shaped, is left out. Pure; no I/O.
 */

export type HcCounsel = { appellant: string[]; respondent: string[]; other: string[] };
export type HcHead = {
  petitioners: string[];
  respondents: string[];
  judges: string[];
  counsel: HcCounsel;
  caseNumber?: string;
  /** YYYY-MM-DD */
  decisionDate?: string;
};

/** Only this much of the text is read: the head. */
export const HC_HEAD_CHARS = 6000;
const MAX_NAME_WORDS = 12;
/** How far a numbered list of parties may run to its marker (words): a bound that keeps every walk linear. */
const LIST_WORDS = 700;

/** A word of the head: its text, whether a line began before it, the side it marks as a role word, whether it is "versus". */
type Tok = { t: string; nl: boolean; role: "p" | "r" | null; vs: boolean; running?: boolean };

/** The head's words, marks that separate names made words of their own. */
export function tokens(text: string): Tok[] {
  const head = text
    .slice(0, HC_HEAD_CHARS)
    // Windows-1252 punctuation that lost its high bit on the way (0x85 "…", 0x92 "’", 0x93 "“", 0x96 "–"): "Chennai \x16 600 002 . \x05. Respondents"
    .replace(/\x05/g, "…")
    .replace(/[\x11\x12]/g, "'")
    .replace(/[\x13\x14]/g, '"')
    .replace(/[\x16\x17]/g, "-")
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, " ") // other control characters are no text
    .replace(/[‐-―]/g, "-")
    .replace(/\u00ad/g, "-")
    .replace(/[.…]{2,}|…/g, " ... ")
    .replace(/(?<=[A-Za-z.])-{2,}(?=[A-Za-z])/g, " --- ") // "and others---Appellant"
    .replace(/(?<=[a-z)])\.(?=(?:Appellants?|Petitioners?|Respondents?|Applicants?|APPELLANTS?|PETITIONERS?|RESPONDENTS?|APPLICANTS?)\b)/g, " .") // "and another.Appellants", "and others.PETITIONERS"
    .replace(/(?<=[.)])-(?=(?:Appellants?|Petitioners?|Respondents?|Applicants?)\b)/g, " - ") // "& Anr.-Petitioners" (not "Mother-Appellant No.1")
    // a marker glued to what follows it: "…600017 . RespondentsW.P.No.7609 of 2001", "....RespondentsDATE Of Institution", "Respondents[By Sri …",
    // ".. Respondents.W.P.No. 29566"
    .replace(/(?<=\b(?:Appellant|Petitioner|Respondent|Applicant|Plaintiff|Defendant|Claimant)s?)(?=\[|[A-Z][A-Za-z]*\.|[A-Z]{2})/g, " ")
    .replace(/(?<=\b(?:Appellant|Petitioner|Respondent|Applicant|Plaintiff|Defendant|Claimant)s?\.)(?=[A-Z])/g, " ")
    .replace(/(?<=\b(?:another|others))(?=(?:Appellant|Petitioner|Respondent|Applicant)s?\b)/g, " ") // "Nageswara Rao and anotherPetitioners"
    .replace(/\bM\/ S\.(?=[A-Z])/g, "M/s. ") // "M/ S.Deccan Chronicles"
    .replace(/\bV E R S U S\b/g, "Versus")
    .replace(/\bA N D\b/g, "AND") // Karnataka's "A N D:" between the sides
    .replace(/[,;]/g, " $& ")
    .replace(/(?<=[A-Za-z.])\((?=[a-z]|With\b|And\b|R\d)/g, " (") // "INCOME-TAX(and connected petition)", "MISHRA(With Connected", "Respondents(R2 to R6 …)"
    .replace(/:(?!\d)/g, " : ")
    .replace(/(^|\s)[!^](?=\S)/g, "$1")
    .replace(/(^|\s)(\d{1,2})\.(?=[A-Z])/g, "$1$2. ")
    .replace(/(?<=\s[a-z]{3,20})(\d{1,2}\.)(?=[A-Z])/g, " $1 ") // "… in all the writ petitions2.The Block Development Officer"
    .replace(/(?<=\d ?)©/g, "(c)") // a scan's "1 ©" is "1 (c)"
    .replace(/(^|\s)(\([A-Za-z]{1,4}\)\.?)(?=[A-Z])/g, "$1$2 ") // "(A)Ashok", "(ii).Sh. X": a sub-list's mark glued to its name
    .replace(/\(([a-z]) \)/g, "($1)") // "(b ) Sh. Pankaj"
    .replace(/(^|\s)(\d{1,2}) (?=\([a-z]\)\.? [A-Z])/g, "$1$2") // "1 (a). Dharamsheela", "1 (b) Ashish": one mark
    .replace(/(^|\s)(\d{1,2}) \.(?= [A-Z])/g, "$1$2.") // "2 . Shailendra"
    .replace(/\( (?=\d{1,2}\))/g, "(") // "( 1)Rashid"
    .replace(/(^|\s)(\(?\d{1,2}\))(?=[A-Z])/g, "$1$2 "); // "1)Syed Arif", "(1)Rashid"
  const out: Tok[] = [];
  let nl = true;
  for (const m of head.matchAll(/\S+|\n/g)) {
    if (m[0] === "\n") nl = true;
    else if (/^[#$%+*!^~|]+$/.test(m[0])) continue; // Delhi's margin marks: "# Vijay Nayyar …", "$ Om Prakash Malik"
    else if (m[0] === "ig") continue; // the signature's mark of Bombay's scanned heads: "… & Ors. ig ...Respondents"
    else if (m[0] === ":" && /^and$/i.test(out[out.length - 1]?.t ?? "")) {
      // "… ...Appellants (By Sri. X) AND : 1. Y …" (Karnataka): "And :" stands between the sides
      Object.assign(out[out.length - 1], { t: "Versus", vs: true, role: null });
      nl = false;
    } else {
      out.push({ t: m[0], nl, role: roleOf(m[0]), vs: isVersusWord(m[0]) });
      nl = false;
    }
  }
  return out;
}

/** `s` without the characters of `chars` at its start and end (a loop: no pattern to backtrack). */
export function trimChars(s: string, head: string, tail: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && head.includes(s[a])) a++;
  while (b > a && tail.includes(s[b - 1])) b--;
  return s.slice(a, b);
}
const bare = (t: string) => trimChars(t, "-(/.", "-)/.,:;");
const low = (t: string) => bare(t).toLowerCase();

const P_ROLE = /^(?:holders?|decree-holders?|appellants?|petitioners?|applicants?|revisionists?|plaintiffs?|complainants?|claimants?|appellant\/s|petitioner\/s|applicant\/s|plaintiff\/s)$/;
const R_ROLE = /^(?:debtors?|judgment-debtors?|respondents?|respondants?|defendants?|respondent\/s|defendant\/s|accused|opp\.?parties|opposite|non-applicants?|contemnors?)$/;
const ROLE_START = /^(?:[-(/.…]*|[-.…]*\([a-z]{3,12}\/)(?:app|pet|res|rev|pla|com|cla|def|acc|opp|non|con|hol|deb|dec|jud)/i;
const MISSPELT: ["p" | "r", string][] = [
  ["p", "petitioner"], ["p", "petitioners"], ["p", "appellant"], ["p", "appellants"], ["p", "applicant"], ["p", "applicants"],
  ["r", "respondent"], ["r", "respondents"],
];
/** Are a and b within `max` edits (insertions, deletions, substitutions)? A banded table: words of 14 letters at most, so a fixed cost. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...cur) > max) return false;
    prev = cur;
  }
  return prev[b.length] <= max;
}

/** The side a marker word names (the first of "Revisionist/Petitioner", "Appellant(s)", "P l a i n t i f f s" read whole). */
function roleOf(t: string): "p" | "r" | null {
  if (t.length > 40 || !ROLE_START.test(t)) return null;
  // the first part that is a side's ("Revisionist/Petitioner"; "(Insurer/Respondent No.2)": an insurer is no side's word)
  const word = low(t).replace(/\(s\)?$/, "").replace(/\(s\)(?=\/)/, ""); // "Appellant(S)/2Nd Opposite Party"
  if (/^non-?app/.test(word)) return "r"; // "Non-Applicant"
  for (const w of word.split(/[/-]/).slice(0, 3)) {
    if (P_ROLE.test(w)) return "p";
    if (R_ROLE.test(w)) return "r";
  }
  // a misspelt marker in capitals ("Petitoner", "Respodent", "Respspondents"): one edit, or two in a long word, from a side's word
  const first = word.split(/[/-]/)[0];
  if (/^[.…-]*[A-Z]/.test(t) && /^[a-z]{8,14}$/.test(first)) {
    for (const [side, target] of MISSPELT) if (withinEdits(first, target, first.length >= 11 ? 2 : 1)) return side;
  }
  return null;
}
const isVersusWord = (t: string) =>
  t.length <= 12 && /^(?:versus\.?|vs|v\/s|vs\.|v\/s\.)$/i.test(trimChars(t, "-/(:", "-/):")) || t === "v.";
/** "Versus", "Vs.", "v/s", "-Vs-" (and "And :" between the sides, made "Versus" when the words are cut). */
const isVersus = (t: string) => isVersusWord(t);
const isDots = (t: string) => /^(?:\.{2,}|…+|\.|:|-+|=|\/\/)$/.test(t); // also a rule's "= = = ="
const isRule = (t: string) => t.length >= 3 && /^(?:-+|=+|_+|\*+|~+)$/.test(t);
/** A list number: "1.", "(1)", "1)", "P-1" / "R-2" (Madras). */
const isEnum = (t: string) => /^(?:\(?\d{1,2}[.)]|\(?\d{1,2}\)\.?|[PR]-\d{1,2}\.?|\d{1,2}[a-z][.)]|\d{1,2}\([a-z]\)\.?)$/.test(t); // also a sub-list's "4a.", "1(a)."
const ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"];
/**
 * A sub-list's mark: "(a)", "(b).", "a)", "(A).", "(ii)", "A(iv).", "4a.", "1(b)" — its letter's place (a = 1), whether a capital,
 * its place as a roman numeral (ii = 2; "(i)", "(v)", "(x)" are both), and the list number it is glued to.
 */
function subMark(t: string): { letter: number; upper: boolean; roman: number; main: number } | null {
  const m = /^(\d{1,2})?([a-z])[.)]$|^(\d{1,2}|[A-Z])?\(([a-zA-Z]{1,4})\)\.?$/.exec(t);
  if (!m) return null;
  const main = Number(m[1] ?? (/^\d/.test(m[3] ?? "") ? m[3] : 0));
  const x = m[2] ?? m[4];
  if (m[2] && !m[1] && !/\)$/.test(t)) return null; // "a." is a word's initial, "a)" a mark
  const letter = x.length === 1 ? x.toLowerCase().charCodeAt(0) - 96 : 0;
  const roman = ROMAN.indexOf(x.toLowerCase()) + 1;
  if (!letter && !roman) return null;
  if (roman && !letter && x !== x.toLowerCase()) return null; // "(IV)" / "(Iii)": a name's part, not a mark
  return { letter, upper: x !== x.toLowerCase(), roman, main };
}
const enumValue = (t: string) => Number(t.replace(/\D/g, ""));
const hasDigit = (t: string) => /\d/.test(t);
const HONORIFIC = /^(?:mr|mrs|ms|miss|messrs|sri|sree|shri|smt|sh|kumari|kum|ku|km|thiru|tmt|selvi|dr|s\/shri|m\/s\.?)$/;
const isHonorific = (t: string) => HONORIFIC.test(low(t)) && !/^m\/s/i.test(t);
/** Words that say what a party is, never part of its name: "S/O.", "aged", "rep. by", "(since deceased)". */
const DESCRIPTOR =
  /^(?:s\/o|w\/o|d\/o|r\/o|h\/o|c\/o|son|wife|daughter|widow|husband|aged|age|resident|residing|r\/at|rep|rep\.by|represented|representing|through|thr|thru|since|deceased|dead|minor|minors|by|its|occupation|caste|at|presently|permanent|vill|p\.o|p\.s|u\/s|fir|now|also|major|adult|having|incorporated|registered|erstwhile)$/;
/** Capitalised words that begin the head's next part, never a party's: "… Tinku In The Court Of", "… & Ors Fatal Case", "… Ltd. Page 1". */
const NEXT_PART = /^(?:page|fatal|complaint|case|suit|dod|fir|cc|sc|ps|date|dated|under|u\/s|unique|cs|lac|rca|mact|award|petition|appeal|writ|id|having|both|whether|db|<gist)$/;
const isHeadingIn = (ts: Tok[], i: number) => ts[i].t === "In" && /^the$/i.test(ts[i + 1]?.t ?? "") && /^(?:court|high)$/i.test(ts[i + 2]?.t ?? "");
/** Words at which a head's part ends (the next part begins). */
const STOP = new Set(
  "coram before present dated date decided pronounced reserved reportable judgment judgement order j.u.d.g.m.e.n.t o.r.d.e.r for through appearance counsel advocate advocates advs adv petition application appeal under this these with coram: hon'ble honourable justice mr.justice".split(" "),
);
const CONNECTORS = new Set("of and & the for de da @ alias bin urf in on at to another others ors ors. anr anr. etc etc. ltd ltd. limited private pvt pvt.".split(" "));

/** Does a case type begin at ts[i]: "Criminal Appeal No. …", "And Criminal Appeal", "Civil Revision"? */
const opensCaseType = (ts: Tok[], i: number) =>
  /^(?:Criminal|Civil|Crl|Cri|Misc|Miscellaneous|First|Second|Special|Letters|Regular|And)\.?$/.test(ts[i].t) &&
  /^(?:appeal|appeals|revision|petition|application|case|writ|first|second|misc|miscellaneous|criminal|civil|no|nos)$/i.test(bare(ts[i + 1]?.t ?? ""));

/** Words of a bracket that say what became of a party or what it is in the case, never part of its name. */
const NOT_QUALIFIER = /^(?:formerly|earlier|previously|alias|minor|minors|dead|deceased|died|since|late|exparte|ex-parte|retd|retired|owner|driver|insurer|insured|accused|complainant|lrs?|l\.rs|legal|proclaimed|absconding|deleted|dismissed|given|not|served|sic|through|thr|by|rep|represented|vide|in|for|as|now|presently|wrongly|correctly|amended|impleaded|transposed|substituted|original|name|p\.o|r\d*|a\d*|d\d*|cbi|deft|defendant|plaintiff|petitioner|respondent|appellant)$/i;

/** Where a bracketed qualifier opening at ts[i] closes ("(Subordinate Judiciary)", "(Roads And Bridges)"), or -1: capitalised words and joining words only, six at most. */
function qualifierEnd(ts: Tok[], i: number, to: number): number {
  for (let k = i; k < to && k < i + 6; k++) {
    const w = trimChars(ts[k].t, "(", ").,");
    if (!w || hasDigit(w) || NOT_QUALIFIER.test(w) || DESCRIPTOR.test(w.toLowerCase()) || roleOf(w)) return -1;
    if (!/^[A-Z]/.test(w) && !/^(?:of|and|&|the|for|in)$/.test(w)) return -1;
    if (k === i && /^(?:and|with|in|of|the)$/i.test(w)) return -1; // "(And Connected Appeals)"
    if (k > i && /^\(/.test(ts[k].t)) return -1;
    if (/\)[.,]?$/.test(ts[k].t)) return k;
  }
  return -1;
}

/** A name's words from `from` on, up to a descriptor, a comma, a marker, a bracket or the end; null when they do not make a name. */
function nameFrom(ts: Tok[], from: number, to: number): string | null {
  const words: string[] = [];
  while (from < to && (isDots(ts[from].t) || isRule(ts[from].t))) from++; // "In The Matter Of:- Shri Raju"
  if (from < to && /^(?:and|&)$/i.test(ts[from].t) && from + 1 < to && /^[A-Z]/.test(ts[from + 1].t)) from++; // "... Appellant/ R-2 And Veeramallu Kumari": "And" between the sides
  if (from < to && isHeadingIn(ts, from)) return null; // "(1) In The Court Of Sh. X , Addl. Distt. Judge": a page's number, then the court's heading
  // a bracketed note before the name: "(3 Nos.) T.P.Vishnu Kumar"
  if (from < to && /^\(/.test(ts[from].t) && !/\)/.test(ts[from].t)) {
    let k = from + 1;
    while (k < to && k < from + 5 && !/\)[.,]?$/.test(ts[k].t)) k++;
    if (k < to && k < from + 5) from = k + 1;
  } else if (from < to && /^\(.*\)[.,]?$/.test(ts[from].t) && !/^\((?:P|Pvt|I|India)\)/i.test(ts[from].t)) from++;
  // "… Patiala House Courts : New Delhi Uco Bank Employees Trust Nidhi", ": Dwarka : Delhi Archana Vs.": the court's town ends its address
  if (from > 0 && from + 1 < to && /^(?::|,|Courts?)$/.test(ts[from - 1].t) && !ts[from - 2]?.role) {
    const k = ts[from].t === "New" && /^Delhi\.?$/.test(ts[from + 1].t) ? from + 2 : /^Delhi\.?$/.test(ts[from].t) && ts[from - 1].t === ":" ? from + 1 : from;
    if (k > from && k < to && /^[A-Z][a-z]/.test(ts[k].t) && !/^(?:Municipal|Development|Jal|Transport|Metro|Police|Administration|High|Electricity|Cantonment|Urban|State|Power|Public|Stock)$/.test(ts[k].t)) from = k;
  }
  for (let i = from; i < to; i++) {
    const t = ts[i].t;
    // a list's next number, a house number ("114/115,"), "1st Floor": the name ended before
    if (i > from && words.length && (isEnum(t) || (hasDigit(t) && !/^[A-Za-z]{2,}-\d{1,2}$/.test(t)))) break;
    // "… New Delhi M/s Sunbeam Hi-Tech Medicare": a firm's "M/s" starts the name
    if (words.length && words.length <= 6 && /^(?:M\/s\.?|M\/S\.?|Messrs\.?)$/.test(t)) words.length = 0;
    if (!words.length && /^\(?minor\)?$/i.test(t)) continue; // "2. Minor R.Sudhan"
    if (!words.length && t === "Major" && /^[A-Z]/.test(ts[i + 1]?.t ?? "") && i + 1 < to) continue; // "Petitioner: Major E. G. Barsay": a rank
    if (!words.length && /^(?:No\.?)?\d+\/\d+$|^No\.\d/.test(t)) continue; // "Crl. Appeal No.76/13 Sarita W/o …": the case number's end
    if (words.length && /^Nos?\.\d/.test(t)) return null; // "Csa No.250/14 - Om Prakash vs.": the words were a case type
    // an honorific inside the run begins the name: "… New Delhi Sh. Varun Chopra", "Of Smt. Kamla Devi" (not an alias's "@ Mrs. Sheela Sharma")
    // (not a company's "Ms" without its stop: "Cholamandalam Ms General Insurance Co. Ltd.")
    // (not after honorifics only: "Sh. Sri Ram")
    if (words.length && /^(?:Mr|Mrs|Ms|Sri|Shri|Sh|Smt)\.?$/.test(t) && t !== "Ms" && !/^(?:@|alias|urf)$/i.test(words[words.length - 1]) && !words.every((w) => isHonorific(w))) words.length = 0;
    // an enactment before the name ends the last part: "U/s 302 Ipc State Vs. …", "Ndps Act State"
    if (/^(?:ipc|i\.p\.c\.?|crpc|cr\.p\.c\.?|ndps|act)$/i.test(t) && /^[A-Z]/.test(t) && /^[A-Z]/.test(ts[i + 1]?.t ?? "")) {
      words.length = 0;
      continue;
    }
    // a descriptor glued to its name: "S/O.Ahammedkutty", "S/oThimma Reddy", "Wd/o."
    if (words.length && /^(?:[swdhrc]|wd)\/o(?:[.A-Z]|$)/i.test(t)) break;
    // a case type opens the next part: "State of Madhya Pradesh Criminal Appeal No. …", "… And Criminal Appeal"
    if (words.length && opensCaseType(ts, i)) break;
    if (words.length && ((/^[A-Z]/.test(t) && NEXT_PART.test(low(t))) || isHeadingIn(ts, i))) break;
    // a company's name ends at its "Ltd."/"Limited" but for "& Ors.": "… Co.Ltd. Kannur", "… Ltd. Branch Office", "… Ltd. Noida"
    if (words.length && /(?:^|\.)(?:ltd|limited)\.?$/i.test(words[words.length - 1]) && !/^(?:&|and|ors\.?|others|anr\.?|another|etc\.?|\(.*)$/i.test(t)) break;
    // a person's calling after the name: "Vimal Proprietor of …", "Daniel Gunanidhi I.A.S.", "Amarjeet Singh Office of Executive Engineer"
    if (words.length && /^(?:proprietor|prop\.?|partner|i\.a\.s\.?|ias|i\.p\.s\.?|ips|office|jr\.?)$/i.test(t) && /^[A-Z]/.test(t)) break;
    // "Shehzad Afzal Khan Indian, Aged 40 Years": a nationality after the name
    if (words.length && /^(?:Indian|Citizen)$/.test(t) && (ts[i + 1]?.t === "," || DESCRIPTOR.test(low(ts[i + 1]?.t ?? "")))) break;
    // "X and others" / "X & Ors." closes the name: "Kamla Sehgal and others Contd", "State & Ors. Iipm Tower"
    if (words.length >= 2 && /^(?:ors\.?|others\.?|anr\.?|another)$/i.test(words[words.length - 1]) && /^(?:and|&)$/i.test(words[words.length - 2]) && !/^(?:etc\.?)$/i.test(t)) break;
    // "… Tulsha Devi O R D E R", "J U D G M E N T": the next part spelt out in capitals
    if (words.length && /^[A-Z]$/.test(t) && /^[A-Z]$/.test(ts[i + 1]?.t ?? "") && /^[A-Z]$/.test(ts[i + 2]?.t ?? "")) break;
    // the next matter's case type and number: "Siddhu Enginneering Works C.R. No. 351/2009 …", "… W.P. Nos. 12, 13"
    if (words.length && /^(?:[A-Z][a-z]{0,2}\.){1,4}$/.test(t) && /^nos?\.?$/i.test(ts[i + 1]?.t ?? "")) {
      while (words.length && /^(?:[A-Z][a-z]{0,2}\.){1,4}$/.test(words[words.length - 1])) words.pop(); // "Crl. Rev. No.": all of the case type
      break;
    }
    if (words.length && /^(?:a|an)$/.test(t)) break;
    // "Maru Ram Etc. Etc.", "Maj. I. C., Lala Etc. Etc.": the others of a batch, not the name's
    if (words.length && /^etc\.?$/i.test(t)) break;
    // "Jallarapu Pedda Venkateswarlu and two others": the count is not the name's
    if (words.length && /^(?:and|&)$/i.test(t) && /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i.test(ts[i + 1]?.t ?? "")) break; // "Susme Builders Private Limited a company incorporated …"
    // "Machindra Govind Makasare & Ors. ig ...Respondents": the signature's mark of Bombay's scanned heads
    if (words.length && t === "ig" && (isDots(ts[i + 1]?.t ?? "") || ts[i + 1]?.role)) break;
    if (/^(?:all|both)$/.test(low(t)) && /^(?:are|residents?|r\/o|residing|of|sons?|daughters?|children|brothers?|sisters?)$/i.test(ts[i + 1]?.t ?? "")) break;
    // a bracket ends the name ("(since deceased)", "(Minor)"), but for a firm's "(P) Ltd.", "(India)"
    const firm = /^\((?:P|Pvt|I|India|Private)\)\.?$/i.test(t);
    // an office's qualifier in capitals belongs to it: "The Registrar (Subordinate Judiciary)", "The Special Tahsildar (La)", "State (Nct of Delhi)"
    if (words.length && !firm && /^\([A-Z]/.test(t)) {
      const q = qualifierEnd(ts, i, to);
      // one bracketed word qualifies an office ("The Special Tahsildar (L.A.)", "Director (Marketing)"), not a person ("Neeraj (Father)", "X (Huf)")
      // "(D.H.W.O.)", "(C.B.I.)": the name's own abbreviation, not a qualifier
      const abbreviation = q === i && /^\((?:[A-Z]\.){3,}\)$/.test(ts[i].t);
      const office = !abbreviation && (q > i || words.some((w) => /^(?:officer|commissioner|director|tahsildar|engineer|collector|manager|secretary|superintendent|registrar|authority|magistrate|commission|board|accountant|inspector|controller|deputy|assistant|chief|principal|general)$/i.test(w)));
      if (q >= i && office && words.length + (q - i) < MAX_NAME_WORDS) {
        for (let k = i; k <= q; k++) words.push(ts[k].t);
        break; // the qualifier closes the name
      }
    }
    // a column's bracket in Bombay's heads: "Central Bureau of Investigation ) … )", "The Commissioner of State ) Excise"
    if (t === ")" && words.length && !words.some((w) => w.includes("("))) continue;
    if (t === "," || t === ";" || t === ":" || t[0] === "]" || t[0] === "[" || isDots(t) || isRule(t) || isVersus(t) || roleOf(t) || (/^\(/.test(t) && !firm) || DESCRIPTOR.test(low(t))) break;
    if (words.length >= MAX_NAME_WORDS) return null;
    words.push(t);
  }
  if (/^the$/i.test(words[0] ?? "") && /^hon'?ble$/i.test(words[1] ?? "")) words.splice(0, 2); // "The Hon'ble District Judge"
  let dropped = false;
  // honorifics and titles of address dropped, also glued ("Smt.Mahadevamma")
  while (words.length && (isHonorific(words[0]) || /^(?:capt|col|maj|lt|sm|rev|rt\.rev|fr|er|mst|mast|master|saw|sou|most|hon'ble|hon’ble)\.?$/i.test(words[0]) || (/^Sr\.?$/.test(words[0]) && /^[A-Z]/.test(words[1] ?? "")) || /^(?:(?:Mr|Mrs|Ms|Sri|Smt|Shri|Sh|Dr|Rev|Rt|Capt|Col|Maj|Lt|Sm)\.){2,}$/i.test(words[0]))) {
    // "Sh. Sri Ram": a second "Sri" before one word is the name's own
    if (words.length === 2 && dropped && /^(?:sri|shri)$/i.test(words[0])) break;
    words.shift();
    dropped = true;
  }
  if (words.length) words[0] = words[0].replace(/^(?:(?:Mr|Mrs|Ms|Sri|Smt|Shri|Sh|Dr|Kum|Km|Rev|Rt)\.)+(?=[A-Z])/, "");
  while (words.length && /^(?:and|&|the|with|of|for|,)$/i.test(words[words.length - 1])) words.pop();
  // "The State of Maharashtra and another).......Appellants": a note's closing bracket
  if (words.length > 1 && /\)$/.test(words[words.length - 1]) && !words.some((w) => w.includes("("))) words[words.length - 1] = words[words.length - 1].slice(0, -1);
  while (words.length && /^(?:and|&|the|with|of|for|,)$/i.test(words[words.length - 1])) words.pop();
  const joined = words.join(" ");
  // a last stop is kept after an abbreviation ("Co.Ltd.", "& Ors.", "K.T."), a last comma never
  const kept = trimChars(joined, "", ".,");
  const name = joined.length > kept.length && /\b[A-Z][a-z]{0,3}$|\b[A-Z]$/.test(kept) && joined[kept.length] === "." ? `${kept}.` : kept;
  return isNameShaped(name) ? name : null;
}

const ADDRESS_END = /^(?:road|street|st|lane|marg|nagar|colony|park|station|building|floor|complex|years|yrs|taluk|tehsil|village|post|layout|cross|main|extension|enclave|apartments?|house|quarters)\.?,?$/i;

/** A party's name: starts with a capital (or "M/s"), words mostly capitalised, a word of two letters, no digits but in a firm's name. */
function isNameShaped(name: string): boolean {
  if (name.length < 2 || name.length > 160) return false;
  const ws = name.split(" ");
  if (name.endsWith(")") && !name.includes("(") && !name.includes(" ")) return false; // "Jail)": the end of a note, not a name
  if (/^(?:(?:additional|addl\.?|special|spl\.?|assistant|asst\.?) )?public prosecutor$/i.test(name)) return false; // "State … Through Public Prosecutor": who acts, not a party
  if (!/^(?:[A-Z]|M\/[sS])/.test(ws[0]) || /^(?:In|This|That|Where|When|As|See|Per|If|It)$/.test(ws[0])) return false;
  // the court's own words or an enactment, not a party: "The Court Of Sh. X", "Ipc", "Ndps Act"
  if (/^(?:the )?court of\b/i.test(name)) return false;
  if (!ws.some((w) => /[A-Za-z]{2}/.test(w) || /^(?:[A-Z]\.){3,}$/.test(w))) return false; // "C.I.T."
  if (ws.some((w) => hasDigit(w) && !/^\d+(?:st|nd|rd|th)$/i.test(w) && !/^[A-Za-z]{2,}-\d{1,2}$/.test(w))) return false;
  if (ws.some((w) => /^[a-z]/.test(w) && !CONNECTORS.has(w.toLowerCase()))) return false;
  // (but a body's "Forum For Social Justice", "Law and Justice", an office's "Advocate General")
  const owned = (k: number) =>
    (/^justice$/i.test(ws[k]) && k > 0 && !isHonorific(ws[k - 1]) && !/^(?:hon'?ble|honourable|the|mr\.?justice)$/i.test(ws[k - 1])) || (/^advocate$/i.test(ws[k]) && /^general,?$/i.test(ws[k + 1] ?? ""));
  if (ws.some((w, k) => STOP.has(w.toLowerCase()) && !CONNECTORS.has(w.toLowerCase()) && !owned(k))) return false;
  if (ws.length === 1 && (roleOf(ws[0]) || /^(?:no|nos|page|office|branch|regd|registered|head|others|ors|another|anr)\.?$/i.test(ws[0]))) return false;
  if (/(?:^|\.)nos?\.?$/i.test(ws[ws.length - 1])) return false; // "Id No.", "Crl.Lp. Nos.": a number's label
  // a place or an age, not a party: "Police Station", "Hill Road", "Indira Park", "58 Years"
  // (a firm's name may end so: "M/s Shrinath Complex")
  if (ADDRESS_END.test(ws[ws.length - 1]) && !/^m\/s/i.test(ws[0])) return false;
  return true;
}

/** Is this word where a side's block cannot reach back past (a case number, a date, a rule, a heading word)? */
function isBoundary(ts: Tok[], i: number): boolean {
  const t = ts[i].t;
  if (isRule(t) || hasDigit(t) || isVersus(t) || t === "()" || t === ":") return true;
  const w = low(t);
  // a heading's word is written with a capital: "at present of Doghara" in an address is none
  if (!/^[A-Z(]/.test(t)) return false;
  if (isHeadingIn(ts, i) || NEXT_PART.test(w)) return true;
  return STOP.has(w) || w === "jurisdiction" || w === "between" || w === "parties" || w === "matter";
}

/** Where the body's prose begins: the first run of eight words in small letters (a cited "X v. Y" there is no cause title). */
function proseStart(ts: Tok[]): number {
  let run = 0;
  let bracket = false; // "(Against the judgment of conviction and order of sentence dated …)" is a head's note, not the body
  for (let i = 0; i < ts.length; i++) {
    if (/^\(/.test(ts[i].t)) bracket = true;
    if (bracket) {
      if (/\)[.,;:]?$/.test(ts[i].t)) bracket = false;
      run = 0;
      continue;
    }
    if (/^[a-z][a-z'-]*[,.;]?$/.test(ts[i].t)) {
      if (++run >= 8) {
        // Patna's note under the case number, closed by a rule line before the parties: "Against the judgment and decree dated … ====="
        let rule = -1;
        for (let k = i + 1; k < ts.length && k <= i + 40 && rule < 0; k++) if (isRule(ts[k].t) && ts[k].t.length >= 10) rule = k;
        // a note inside a list of parties, closed by its side's marker after dots: "Nos. 2 to 8 are employees of No.1 and their present address
        // cannot be given … .... Respondents."
        for (let k = i + 1; k < ts.length && k <= i + 40 && rule < 0; k++) {
          if (/^[A-Z]/.test(ts[k].t) && ts[k].role && isDots(ts[k - 1].t) && trailingMarker(ts, k)) rule = k;
        }
        // one matter's prayer, then a rule and the next matter's title: "… quash the same. -------------- W.P.No.1113 of 2011 K.Dhanasekar
        // ..Petitioner Vs. …" (Madras, several matters heard together)
        for (let k = i + 1; k < ts.length && k <= i + 150 && rule < 0; k++) {
          if (!(isRule(ts[k].t) && ts[k].t.length >= 10)) continue;
          for (let m = k + 1; m < ts.length && m <= k + 20 && rule < 0; m++) if (ts[m].role === "p" && isDots(ts[m - 1].t) && trailingMarker(ts, m)) rule = k;
          if (rule < 0) break;
        }
        if (rule < 0) return i - 7;
        i = rule;
        run = 0;
      }
    } else if (ts[i].t !== ",") run = 0;
  }
  return ts.length;
}

/** A year ends the word: a case number ("of 2006", "516/2010", "2006()") or a date ("07.02.2014") — never a house number or a PIN. */
// also with the case's bracketed class after it: Madhya Pradesh's "No.11816/2010(S)", "No.14525 Of 2012(Pil)"
const endsInYear = (t: string) => /(?:^|\D)(?:1[89]|20)\d\d$/.test(trimChars(t, "", ").,:;(]")) || /(?:^|\D)(?:1[89]|20)\d\d\([A-Za-z]{1,5}\)$/.test(t);

/** A boundary an address never holds: a rule, ":", a heading word, a word ending in a year. */
function isStrongBoundary(ts: Tok[], i: number): boolean {
  const t = ts[i].t;
  // "R/o : 133, Sainik Vihar", "Address : No.86": a colon after a descriptor is inside the address
  const colonOfAddress = (k: number) => ts[k]?.t === ":" && /^(?:address|r\/o|r\/at|c\/o|s\/o|w\/o|d\/o|resident|residing|at|occupation|occ|occu|aged|age|dist|district|tq|taluk|taluka|tal|village|vill|post|p\.o|po|pin|ps|p\.s|mandal|tehsil|hobli)$/i.test(bare(ts[k - 1]?.t ?? ""));
  if (colonOfAddress(i) || colonOfAddress(i - 1)) return false;
  if (isRule(t) || ts[i].vs || t === "()" || t === ":" || /:$/.test(t)) return true;
  // "Id No. : 02405R00067412011", "Id No.02403C0079102011"
  // after "No." an ID or a case number ("No. : 02405R…", "W.A.No. 353/07"), not a house number ("H. No. 3045")
  // (never a house's: "H. No. 72/28", "House No. 12/3")
  const afterNo = (/^(?:no\.?|nos\.?)$/i.test(ts[i - 1]?.t ?? "") && !/^(?:h\.?|house|flat|plot|door|shop|room|block|gali|khasra|survey|sy\.?)$/i.test(ts[i - 2]?.t ?? "")) || /\.nos?\.?$/i.test(ts[i - 1]?.t ?? "");
  if (hasDigit(t)) return endsInYear(t) || ts[i - 1]?.t === ":" || (afterNo && (t.length >= 6 || t.includes("/"))) || /No\.?\d[\dA-Z]{7,}/i.test(t);
  const w = low(t);
  // a heading's word is written with a capital: "at present of Doghara" in an address is none
  if (!/^[A-Z(]/.test(t)) return false;
  if (isHeadingIn(ts, i) || NEXT_PART.test(w)) return true;
  // "… Former Chief Minister and Present Member of Parliament": a heading's "Present" has its colon or its line
  if (w === "present" && !ts[i].nl && ts[i + 1]?.t !== ":" && !/:$/.test(t)) return false;
  // "Sri B.V.Acharya , Senior Advocate, S/o …": a party's calling, not the counsel's part
  if (/^(?:advocate|advocates|counsel)$/.test(w) && /^(?:,|senior|sr\.?)$/i.test(ts[i - 1]?.t ?? "")) return false;
  return STOP.has(w) || w === "jurisdiction" || w === "between" || w === "parties" || w === "matter";
}

/** The names of a side's block: a numbered list ("1. X, S/O. Y 2. Z") split at its numbers in order, or one name. */
function namesOfBlock(ts: Tok[], from: number, to: number): string[] {
  const out: string[] = [];
  if (from >= to) return out;
  const bareNumbers = ts[from].t === "1" && /^[A-Z]/.test(ts[from + 1]?.t ?? "");
  // the next number of the list, or one a little further (a list that skips "6."), never an address's
  const isNumber = (t: string, n: number) => (isEnum(t) || (bareNumbers && /^\d{1,2}$/.test(t))) && enumValue(t) >= n && enumValue(t) <= (n === 1 ? 1 : n + 2);
  // a list may go on after a marker that closed its first part: "1.Sekar 2.Ravi ... Appellants in Crl.A.(MD) No.402 of 2009 3.Murugan …"
  const goesOn = isEnum(ts[from].t) && !subMark(ts[from].t) && enumValue(ts[from].t) > 1 && markerBefore(ts, from);
  if (isNumber(ts[from].t, 1) || goesOn) {
    let next = goesOn ? enumValue(ts[from].t) + 1 : 2;
    let start = from + 1;
    // a sub-list's runs under the current number: "1. X (deceased) through his LRs: (a) Y (b) Z", "(A). … (i). … (ii).", "4a. … 4b."
    let subs = { lower: 0, upper: 0, roman: 0 };
    const first = subMark(ts[from].t);
    if (first?.main === 1 && first.letter === 1) subs.lower = 1;
    /** Is t the next mark of a sub-list: "sub", or "new" when it opens the next number too ("2(a).") */
    const isSub = (t: string): "sub" | "new" | null => {
      const m = subMark(t);
      if (!m) return null;
      let opened = false;
      if (m.main && m.main !== next - 1) {
        if (!(m.main >= next && m.main <= next + 2 && (m.letter === 1 || m.roman === 1))) return null;
        next = m.main + 1;
        subs = { lower: 0, upper: 0, roman: 0 };
        opened = true;
      }
      if (m.letter && !m.upper && m.letter === subs.lower + 1) subs.lower++;
      else if (m.letter && m.upper && m.letter === subs.upper + 1) subs.upper++;
      else if (m.roman && m.roman === subs.roman + 1) subs.roman++;
      else return null;
      return opened ? "new" : "sub";
    };
    // the sub-list names the parties only when its number names none ("1. (a) X (b) Y"); under a party's own name it lists
    // whom the party acts through ("1. S.Rachaiah, since deceased by legal representatives, 1(a) Lingaraju …"): the title's party is the one named
    let named = false;
    let inSub = first !== null;
    for (let i = from + 1; i <= to; i++) {
      const numbered = i < to && isNumber(ts[i].t, next) && !subMark(ts[i].t);
      // never a firm's "(I) Ltd.", "(P) Limited"
      const sub = numbered || i === to || /^(?:ltd|limited|pvt|private)\b/i.test(ts[i + 1]?.t ?? "") ? null : isSub(ts[i].t);
      if (i === to || numbered || sub) {
        const n = nameFrom(ts, start, i);
        if (n && !(inSub && named)) out.push(n);
        if (n && !inSub) named = true;
        if (numbered) {
          next = enumValue(ts[i].t) + 1;
          subs = { lower: 0, upper: 0, roman: 0 };
        }
        if (numbered || sub === "new") named = false;
        inSub = !!sub;
        start = i + 1;
      }
    }
    return out;
  }
  const n = nameFrom(ts, from, to);
  return n ? [n] : [];
}

/**
 * Karnataka's "Between: X … Appellant (By Sri Y , Adv.) And: 1. Z … Respondents (By Sri W , Adv.) This appeal …": does the side's counsel in
 * brackets open at ts[at], closed within 40 words and followed by the other side ("And", "Versus") or the head's next part?
 */
function byCounsel(ts: Tok[], at: number): boolean {
  if (!/^\(By$/i.test(ts[at]?.t ?? "")) return false;
  for (let k = at + 1; k < ts.length && k < at + 40; k++) {
    if (/^\(/.test(ts[k].t) && !/\)[.,]?$/.test(ts[k].t)) return false;
    if (/\)[.,;]?$/.test(ts[k].t)) {
      const n = /^\d{1,3}$/.test(ts[k + 1]?.t ?? "") && /^and:?$/i.test(ts[k + 2]?.t ?? "") ? ts[k + 2] : ts[k + 1]; // "(By Sri X , Advs.) 2 And:": a page's number
      return !n || n.vs || /^and:?$/i.test(n.t) || isRule(n.t) || /^(?:This|These|Criminal|Civil|Writ|Appeal|Petition)$/.test(n.t);
    }
  }
  return false;
}

/** Words that make a part of a title a body or an office, never one of several persons. */
const BODY_WORD =
  /^(?:of|the|state|union|govt\.?|government|ltd\.?|limited|co\.?|company|corporation|bank|board|commission|commissioner|collector|officer|secretary|director|association|society|trust|india|authority|council|committee|department|ministry|municipal|works|industries|mills|pvt\.?|private|management|workmen|bureau|tribunal|court|university|college|school|hospital|insurance|police|registrar|administration|district|forum|federation|general|advocate|etc\.?)$/i;

/**
 * Several persons named in one side of a title that its leading marker opens (LII's "Petitioner: H. N. Rishbud And Inder Singh Vs.",
 * "Petitioner: Pandurang , Tukia And Bhillia Vs.", "Ashok Kumar Gupta , Vidya Sagar Gupta & Ors Vs."): the parts split at "," and
 * "And", each one to four capitalised words; null unless every part is a person's (a body's or an office's words, "And Ors.", a
 * count, keep the side one name).
 */
function personsOfTitle(ts: Tok[], from: number, to: number): string[] | null {
  const parts: string[][] = [[]];
  let tail = false; // "& Ors." closes the list
  let and = false; // the last part joined by "And" ("C.I.T., Bombay", "J.H. Gotla , Yadagiri": a seat after a comma)
  for (let i = from; i < to && i < from + 30; i++) {
    const t = ts[i].t;
    if (tail) return null;
    if (t === "," || /^and$/i.test(t)) {
      if (/^(?:ors\.?|others|anr\.?|another|\d+|two|three|four|five|six)$/i.test(ts[i + 1]?.t ?? "")) return null;
      and = /^and$/i.test(t);
      parts.push([]);
      continue;
    }
    if (t === "&" && /^(?:ors\.?|others|anr\.?|another)$/i.test(ts[i + 1]?.t ?? "")) {
      tail = true;
      i++;
      continue;
    }
    if (BODY_WORD.test(t) || !/^[A-Z][A-Za-z.'-]*$/.test(t) || roleOf(t)) return null;
    parts[parts.length - 1].push(t);
  }
  if (parts.length < 2 || parts.some((p) => !p.length || p.length > 4)) return null;
  if (!and && !(tail && parts.every((p) => p.length >= 2))) return null;
  const names = parts.map((p) => nameFrom(p.map((t) => ({ t, nl: false, role: null, vs: false })), 0, p.length));
  return names.every((n) => n) ? (names as string[]) : null;
}

/** Does a side's marker with its matter end right before ts[at] (".. Appellants in Crl.A.(MD) No.402 of 2009 3.Murugan")? */
function markerBefore(ts: Tok[], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - 10; k--) {
    const m = trailingMarker(ts, k);
    if (m) return m.end === at;
  }
  return false;
}

/** Is ts[i] a side's marker after its name ("... Petitioner", "..Appellants.", "Respondent/s")? The side, and where the marker ends. */
function trailingMarker(ts: Tok[], i: number): { side: "p" | "r"; end: number } | null {
  if (i < 0 || i >= ts.length) return null;
  const side = ts[i].role;
  if (!side) return null;
  const prev = ts[i - 1]?.t ?? "";
  if (/^(?:the|for|of|by|said|learned|to|and|a|an)$/.test(prev)) return null; // "… for the .appellant." is prose
  if (/\)[.,]?$/.test(ts[i].t) && !/\(/.test(ts[i].t) && (/^\(/.test(prev) || /^\(/.test(ts[i - 2]?.t ?? ""))) return null; // "...Petitioner (Orig. Plaintiff) Vs.": a note
  const inPerson = /^in$/i.test(ts[i + 1]?.t ?? "") && /^person/i.test(ts[i + 2]?.t ?? "");
  if (inPerson && !/^(?:\.{2,}|…+)$/.test(prev)) return null; // "Through : Petitioner in person" (but "..... Respondent in person" is the side's marker)
  if (inPerson) return { side, end: i + 3 };
  // "represented by 1st appellant - guardian", "Mother 1St Appellant Mahadevamma": a party named in an address, not a marker ("... 1st Respondent" is one)
  if (/^(?:\d+(?:st|nd|rd|th)|ist|first|second|third|sole)$/i.test(prev) && !isDots(ts[i - 2]?.t ?? "")) return null;
  // after dots, or capitalised right after the last line of an address ("… Chennai 102. Respondents")
  const dotted =
    /^[.…]+[A-Za-z]/.test(ts[i].t) ||
    /^-+[A-Z]/.test(ts[i].t) || // Rajasthan's "K Ramnarayan -Petitioner vs. Shri Pukhraj -Respondent with …"
    isDots(prev) ||
    (/^[A-Z]/.test(ts[i].t) && /[a-z0-9)]\.$/.test(prev) && !/^(?:Mr|Mrs|Ms|Dr|Sri|Smt|Shri|Sh|No|Nos)\.$/.test(prev)) ||
    (/^[A-Z][a-z]/.test(ts[i].t) && /^\(.*\)$|\d\)$/.test(prev) && /^[A-Z]/.test(ts[i + 1]?.t ?? "")); // "(Crime No.167 of 2003) Respondent Criminal Original Petition …"
  // ".. 1st respondent in all writ petitions", "... 2nd Respondent in W.P.No.966 of 2005"
  const dottedOrdinal = /^(?:\d+(?:st|nd|rd|th)|ist|first|second|third|sole)$/i.test(prev) && isDots(ts[i - 2]?.t ?? "");
  const next = ts[i + 1]?.t ?? "";
  // a marker in small letters without dots is a word of a description: "five minors petitioner through their guardian"
  if (/^[a-z]/.test(ts[i].t) && !dotted && !dottedOrdinal) return null;
  // … or the next part spelt out in capitals: ".....Judgment Debtors O R D E R"
  const spelt = /^[A-Z]$/.test(next) && /^[A-Z]$/.test(ts[i + 2]?.t ?? "") && /^[A-Z]$/.test(ts[i + 3]?.t ?? "");
  // … or the next matter's number: "… K.Natarajan Respondents Crl.O.P.No.35339 of 2007"
  const nextMatter = /^(?:[A-Z][A-Za-z]{0,4}\.){1,5}(?:\([A-Za-z]{1,4}\))?Nos?\.?(?:\d|$)/.test(next);
  const endsHere = !next || ts[i + 1].nl || isVersus(next) || isDots(next) || isEnum(next) || /^(?:through|for)$/i.test(next) || isRule(next) || spelt || nextMatter || byCounsel(ts, i + 1);
  // (never "No." without dots: "… Appellant Nos. 1 to 4 and Respondent No.3" names a party by its number inside a description)
  if (!dotted && !dottedOrdinal && !endsHere) return null;
  if (/:$/.test(ts[i].t) || next === ":") return null; // "Petitioner:" leads its name
  let end = i + 1;
  // the matter a marker names after dots: ".. Petitioner in W.P.No.966 of 2005", ".. 1st Respondents in all the writ petitions",
  // "... Petitioner No.1 in Wp 7948/2011"
  const numberedIn = /^no\.?\d+$/i.test(next) && /^in$/i.test(ts[i + 2]?.t ?? "");
  if ((dotted || dottedOrdinal) && (/^in$/i.test(next) || numberedIn)) {
    const from = numberedIn ? i + 3 : i + 2;
    end = from - 1;
    for (let k = from; k < ts.length && k < from + 10 && !isEnum(ts[k].t) && !isDots(ts[k].t) && !ts[k].nl; k++) {
      if (endsInYear(ts[k].t) || /^(?:petitions?|appeals?|cases?|matters?|w\.?as?|w\.?ps?)\.?$/i.test(ts[k].t)) {
        end = k + 1;
        break;
      }
    }
    return { side, end };
  }
  // "Badrilal Sharma .. Appellant/A4 (in Crl.A.No.814/2009) Tofan Singh .. Appellant/A3 (in …)"
  if ((dotted || dottedOrdinal) && /^\(in$/i.test(next)) {
    for (let k = i + 2; k < ts.length && k < i + 10; k++) if (/\)[.,]?$/.test(ts[k].t)) return { side, end: k + 1 };
  }
  if (dottedOrdinal && !endsHere) return null;
  // "Respondent No.1", "Respondents 2 and 3", "Appellant/2Nd Respondent"
  // "Respondents 1 to 6/Claimants"
  // "Respondents / Petitioners", "Respondent / 1st Respondent": the side's place below after a slash
  while (end < ts.length && end < i + 5 && (/^(?:no\.?\d*|nos\.?|\d+,?|and|&|s|to|holders?|debtors?)$/i.test(ts[end].t) || /^\d+\/[A-Za-z]+$/.test(ts[end].t) || ts[end].t === "(s)" || (ts[end].t === "/" && (ts[end + 1]?.role || /^(?:\d+(?:st|nd|rd|th)|ist)$/i.test(ts[end + 1]?.t ?? ""))) || (ts[end - 1].t === "/" && /^(?:\d+(?:st|nd|rd|th)|ist)$/i.test(ts[end].t)) || (/^(?:\/|\d+(?:st|nd|rd|th)|ist)$/i.test(ts[end - 1].t) && ts[end].role))) end++;
  return { side, end };
}

/** Does a name that a description follows ("X , son of …", "X S/o …", "X , aged …") begin at ts[from]? */
function describedName(ts: Tok[], from: number, to: number): boolean {
  const n = nameFrom(ts, from, to);
  if (!n) return false;
  let k = from;
  while (k < to && k < from + MAX_NAME_WORDS + 3 && ts[k].t !== "," && !DESCRIPTOR.test(low(ts[k].t)) && !/^(?:[swdhrc]|wd)\/o(?:[.A-Z]|$)/i.test(ts[k].t)) k++;
  if (ts[k]?.t === ",") k++;
  return k < to && (DESCRIPTOR.test(low(ts[k].t)) || /^(?:[swdhrc]|wd)\/o(?:[.A-Z]|$)/i.test(ts[k].t)) && !/^(?:by|its|at|through|thr|thru|now|also|having)$/.test(low(ts[k].t));
}

/** Where a petitioner's block starts, reading back from `end` (its marker or "versus"): after the nearest boundary, or at its list's "1.". */
function blockStart(ts: Tok[], end: number, floor: number, skip = 0): number | null {
  const passing = skip > 0;
  // a numbered list: back to its "1." (or a bare "1" right after "Between :")
  for (let i = end - 1, k = 0; i >= floor && k < LIST_WORDS && !passing; i--, k++) {
    if (((isEnum(ts[i].t) && enumValue(ts[i].t) === 1) || (ts[i].t === "1" && ts[i - 1]?.t === ":")) && !/^(?:no|nos)\.?$/.test(ts[i - 1]?.t ?? "")) { // (not "petitioner no. 1)")
      const before = ts[i - 1];
      // "1(a)" opens a list after a boundary only: "Shri X (deleted) 1(a) Smt. Y" is X's list of heirs
      if (subMark(ts[i].t) && before && !(isRule(before.t) || isDots(before.t) || isStrongBoundary(ts, i - 1))) continue;
      if (!before || before.nl || i === floor || isBoundary(ts, i - 1) || isDots(before.t) || /[.)]$/.test(before.t)) return i;
      // a "2." of the same form further on makes it a list ("Fir No. 265/13 , P.S Saket 1. Smt. Rewa Kundu … 2. Deepak Kundu …")
      if (/^\d\.$/.test(ts[i].t) && /^[A-Z]/.test(ts[i + 1]?.t ?? "")) for (let k = i + 2; k < end && k < i + 120; k++) if (ts[k].t === "2." && /^[A-Z]/.test(ts[k + 1]?.t ?? "")) return i;
    }
    if ((ts[i].vs && !ts[i].running) || trailingMarker(ts, i) || isRule(ts[i].t)) break;
    // a case number ("… No.2015 Of 2008", "No.76/2013") is before the block: its list cannot start further back
    if ((endsInYear(ts[i].t) && (/^of$/i.test(ts[i - 1]?.t ?? "") || /\d\/\d/.test(ts[i].t))) || (hasDigit(ts[i].t) && isStrongBoundary(ts, i) && !endsInYear(ts[i].t))) break;
  }
  // one party: back to the case number, a date, a rule or a heading word — over the party's own address ("No.45, Moore Street, Chennai-600 001.");
  // `skip` boundaries passed over when the nearest gave no name (an address's "Ps Pataliputra", a bracketed note)
  for (let i = end - 1, k = 0; i >= floor; i--, k++) {
    if (k > 90) return null;
    const marker = trailingMarker(ts, i);
    if (marker && skip) return null;
    if (isStrongBoundary(ts, i) || marker || (ts[i].role && /:$/.test(ts[i].t))) {
      if (!skip--) return i + 1;
      continue;
    }
    // a list's number, not a PIN's last part ("Chennai - 32. ... Petitioner")
    // (after the end of a word or part: "Central Circle I (5) Chennai" is an office's number)
    const ended = !ts[i - 1] || ts[i - 1].nl || /[.,;:)]$/.test(ts[i - 1].t) || isDots(ts[i - 1].t) || isBoundary(ts, i - 1);
    if (isEnum(ts[i].t) && i < end - 1 && /^[A-Z(]/.test(ts[i + 1].t) && !/^[-,]$/.test(ts[i - 1]?.t ?? "") && ended) {
      if (!skip--) return i;
    }
  }
  return floor === 0 && !passing ? 0 : null;
}

/** "Petitioner: X" / "Respondent:" (LII), "Appellant/2Nd Respondent: ---" (Kerala): a marker that leads its side. */
function leadingMarker(ts: Tok[], i: number): { side: "p" | "r"; end: number } | null {
  if (i < 0 || i >= ts.length) return null;
  const side = ts[i].role;
  if (!side) return null;
  // "For Respondent : Government Pleader", "Counsel for the petitioner :" name counsel, not a side
  if (/^(?:for|the|counsel|advocate|advocates|by|of|and|&)$/i.test(ts[i - 1]?.t ?? "")) return null;
  const prev = ts[i - 1];
  const opens = !prev || prev.nl || prev.vs || hasDigit(prev.t) || isRule(prev.t);
  if (opens && /^[A-Z]/.test(ts[i].t) && ts[i + 1] && /^(?:\.{2,}|…+)$/.test(ts[i + 1].t) && /^[A-Z]/.test(ts[i + 2]?.t ?? "")) return { side, end: i + 2 };
  // Karnataka's sessions heads: "S.C.No.472/2012 Complainant State by … -Vs - Accused Anuj Arya , S/o…": the marker leads its side, no colon
  const leads = !!prev && (prev.vs || endsInYear(prev.t));
  if (leads && /^[A-Z][a-z]+$/.test(ts[i].t) && /^[A-Z][a-z]/.test(ts[i + 1]?.t ?? "") && !ts[i + 1].role && !/^(?:no|nos|in|and|by|for|criminal|civil|writ|original)\.?$/i.test(ts[i + 1].t))
    return { side, end: /^persons?$/i.test(ts[i + 1].t) ? i + 2 : i + 1 }; // "Versus Accused Persons 1. Rakesh …"
  for (let j = i; j < Math.min(ts.length, i + 8); j++) {
    // Kerala's "Respondent(S)/Applicants & First Opposite Party ------": a rule for the colon after its own marker
    if (ts[j].t === ":" || /:$/.test(ts[j].t) || (j > i && isRule(ts[j].t) && /\(s\)\//i.test(ts[i].t))) {
      let end = j + 1;
      while (end < ts.length && (isRule(ts[end].t) || isDots(ts[end].t))) end++;
      return { side, end };
    }
    if (j > i && (ts[j].vs || isEnum(ts[j].t))) return null;
    // only the marker's own words stand before its colon ("Appellant/2Nd Respondent:", "Respondents/Claimants And Ist Respondent:"), never "Through"
    if (j > i && !ts[j].role && !/^(?:\(s\)|\/|and|&|\d+(?:st|nd|rd|th)?|ist|no\.?\d*|party|parties|first|second|third|set)$/i.test(ts[j].t)) return null;
  }
  return null;
}

const isCounselCue = (ts: Tok[], i: number) => {
  const w = low(ts[i].t);
  if (w === "through" && (ts[i + 1]?.t === ":" || /:$/.test(ts[i].t))) return true;
  if (w === "for" && ts[i].t[0] === "F") return true;
  // "By Adv. Sri. X" (Kerala), "(By Sri. X, Advocate)" (Karnataka): capital "By", never prose's "… filed by Shri X"
  if (w === "by" && /^\(?By$/.test(ts[i].t) && /^(?:advs?|advocates?|sri|shri|smt|senior|m\/s|sr)\b/i.test(ts[i + 1]?.t ?? "")) return true;
  // "Applicant by Shri X learned counsel", "Non Applicant by Shri Y" (Madhya Pradesh)
  if (w === "by" && ts[i - 1]?.role && /^(?:sri|shri|smt|mr|mrs|ms|sh)\.?$/i.test(ts[i + 1]?.t ?? "")) return true;
  return false;
};

/** Where a respondent's block ends when no marker closes it: the first stop word, number, counsel cue or (laid out) line end. */
function blockEnd(ts: Tok[], from: number, numbered: boolean): number {
  for (let i = from; i < ts.length && i < from + (numbered ? LIST_WORDS : 30); i++) {
    const t = ts[i].t;
    if (i > from && ts[i].nl && !numbered) return i;
    if (isRule(t) || isVersus(t) || isCounselCue(ts, i) || STOP.has(low(t)) || (!numbered && hasDigit(t))) return i;
    if (isHonorific(t) && /^(?:Mr|Ms|Mrs|Shri|Sri|Sh|Smt)\.?$/.test(t) && !numbered && i > from) return i;
  }
  return numbered ? -1 : Math.min(ts.length, from + 30);
}

/**
 * A page's running title printed inside a list of parties ("3) X … Cs No.162/2008 Ram Pal Vs. Ravinder & Ors. 1/25 4) Y …",
 * "… 1/32 M/s X Vs State & Ors. 5. Z …"): "versus" with a page mark "n/N" a few words away, no marker between, list numbers
 * on both sides. It is no cause title of its own, and no end of the list around it.
 */
function runningTitle(ts: Tok[], v: number): boolean {
  let page = false;
  for (let k = v + 1; k < ts.length && k <= v + 10 && !page; k++) {
    if (ts[k].role || ts[k].vs) break;
    page = isPageMark(ts, k);
  }
  for (let k = v - 1; k >= 0 && k >= v - 10 && !page; k--) {
    // "Page No. 1 of 27 X & Ors. Vs. Y & Ors. Z & Ors. Vs. Y & Ors.": the titles of two matters at a page's head
    if (ts[k].vs) page = !!ts[k].running;
    if (ts[k].role || ts[k].vs) break;
    page = isPageMark(ts, k);
  }
  if (!page) return false;
  let before = false;
  let after = false;
  for (let k = v - 1; k >= 0 && k >= v - 60 && !before; k--) before = isEnum(ts[k].t) || !!subMark(ts[k].t);
  for (let k = v + 1; k < ts.length && k <= v + 60 && !after; k++) after = isEnum(ts[k].t) || !!subMark(ts[k].t);
  return before && after;
}

/** "1/25", "2/17": page n of N (never a case number's "No. 09/12") */
function isPageMark(ts: Tok[], k: number): boolean {
  const t = trimChars(ts[k].t, "-", ".,");
  // "Page:-1/43", "1 /20", "page 1 of 22", "1 of 28"
  const glued = /^\/\d{1,3}$/.test(t) && /^\d{1,3}$/.test(ts[k - 1]?.t ?? "") ? `${ts[k - 1].t}${t}` : t;
  const m = /^(\d{1,3})\/(\d{1,3})$/.exec(glued) ?? (/^of$/i.test(ts[k - 1]?.t ?? "") ? /^()(\d{1,3})$/.exec(t) : null);
  if (m && m[1] === "") {
    // "Page No. 1 of 17", "page 1 of 22", "Sumitra 1 of 28" (never "No. 3 of 12" without "Page")
    const glue = /^No\.\d/.test(ts[k - 2]?.t ?? "") && /^page$/i.test(ts[k - 3]?.t ?? ""); // "Page No.1 of 68"
    const n = glue ? ts[k - 2].t.slice(3) : (ts[k - 2]?.t ?? "");
    const numbered = /(?:^|\.)nos?\.?$/i.test(ts[k - 3]?.t ?? "") && !/^page$/i.test(ts[k - 4]?.t ?? "");
    return /^\d{1,3}$/.test(n) && Number(n) <= Number(m[2]) && Number(m[2]) > 1 && !numbered;
  }
  return !!m && Number(m[1]) <= Number(m[2]) && Number(m[2]) > 1 && !/(?:^|\.)nos?\.?$/i.test(ts[k - 1]?.t ?? "");
}

function parties(ts: Tok[]): { petitioners: string[]; respondents: string[] } {
  const pet: string[] = [];
  const res: string[] = [];
  const add = (list: string[], names: string[]) => {
    for (const n of names) if (!list.some((x) => x.toLowerCase() === n.toLowerCase())) list.push(n);
  };
  let floor = 0;
  const prose = proseStart(ts);
  // a cause title stands before the body's prose: a "v." after it is a cited case
  // each "versus" tested once (bounded look-around): the walks below only read the mark
  for (let v = 0; v < ts.length; v++) if (ts[v].vs) ts[v].running = runningTitle(ts, v);
  for (let v = 0; v < prose; v++) {
    if (!ts[v].vs || ts[v].running) continue;
    // the petitioner's side: "X ... Petitioner [Through: …] Versus", "X Versus", "Petitioner: X Vs."
    let markerAt = -1;
    for (let i = v - 1; i >= Math.max(floor, v - LIST_WORDS); i--) {
      if (trailingMarker(ts, i)?.side === "p") {
        markerAt = i;
        break;
      }
      if (ts[i].vs) break;
    }
    let pStart: number | null = null;
    let pEnd = v;
    const lead = (() => {
      for (let i = v - 1; i >= Math.max(floor, v - 40); i--) {
        const m = leadingMarker(ts, i);
        if (m?.side === "p") return m;
        if (ts[i].vs || trailingMarker(ts, i)) return null;
      }
      return null;
    })();
    if (lead) {
      pStart = lead.end;
      pEnd = v;
    } else if (markerAt >= 0) {
      pEnd = markerAt;
      while (pEnd > floor && isDots(ts[pEnd - 1].t)) pEnd--;
      pStart = blockStart(ts, pEnd, floor);
      // the list goes on after the marker up to "Vs": "1. Dr. K.A.Koshy, ... Petitioner 2. Dr. Serena, W/O. …, Vs"
      const next = trailingMarker(ts, markerAt)!.end;
      if (pStart !== null && isEnum(ts[pStart].t) && next < v && isEnum(ts[next].t) && enumValue(ts[next].t) > 1) pEnd = v;
      // … or after the first party's description: "1. Smt. Shobha. H. , ..... Petitioners W/o M.S. Shivanna, Aged about 32 years. 2. M.S. Thejeswini , D/o …"
      else if (pStart !== null && isEnum(ts[pStart].t) && enumValue(ts[pStart].t) === 1 && next < v) {
        let k = next;
        while (k < v && k < next + 40 && !(isEnum(ts[k].t) && /[.)]$/.test(ts[k - 1].t))) k++;
        if (k < v && k < next + 40 && enumValue(ts[k].t) === 2) pEnd = v;
      }
    } else {
      // no marker: "Ramlal and another Versus State of Madhya Pradesh", one name each side, on one line when laid out
      pStart = blockStart(ts, v, floor);
      // Delhi's "Fir No. 52/11 Ps Ashok Vihar State Vs. X", "… Ipc State Vs.", "New Delhi . State Versus X": the police station's
      // place, an enactment or the court's town runs into "State", the prosecuting side's whole name
      const before = ts[v - 2];
      const stateAlone =
        v - 1 > floor && ts[v - 1].t === "State" && !ts[v - 1].nl && !!before &&
        (before.t === "." || (/^[A-Z][A-Za-z]+\.?$/.test(before.t) && !/^(?:of|the|and|bank|government|govt|union|district|city|u\.p|m\.p)\.?$/i.test(before.t)));
      // "… Patiala House Courts , New Delhi Sh. Rakesh Gupta vs. Devender Jain Case Id No." (Delhi's running title): the honorific opens the name
      let honorific = -1;
      for (let k = v - 1; k >= Math.max(floor, v - 6) && honorific < 0; k--) {
        if (/^(?:Sh|Shri|Smt|Sri|Mr|Mrs|Ms)\.?$|^M\/[sS]\.?$/.test(ts[k].t) && k < v - 1) {
          // "Ashok S/o. Shri Ramnarayan Sharma Vs.": the father's name, not the party's
          if (DESCRIPTOR.test(low(ts[k - 1]?.t ?? "")) || /^(?:[swdhrc]|wd)\/o/i.test(ts[k - 1]?.t ?? "")) break;
          // "… under sections 302, 201 and 34 IPC, Smt. Leelawati vs. Ramesh Chand and others." is a sentence's list, not a title
          if (ts[k - 1]?.t === "," || /^[a-z]/.test(ts[k - 1]?.t ?? "")) break;
          honorific = k;
        }
        else if (!/^[A-Z][A-Za-z.'-]*$|^&$|^(?:and|Ors\.?|others)$/.test(ts[k].t) || ts[k].vs) break;
      }
      // "… Patiala House Courts , New Delhi Atma Parkash Vs Mirza Riaz Ali" (Delhi's running title): the court's town closes its address
      let town = -1;
      for (let k = v - 2; k >= Math.max(floor + 1, v - 6) && town < 0 && honorific < 0; k--) {
        if (/^Delhi\.?$/.test(ts[k].t) && (ts[k - 1].t === "New" || ts[k - 1].t === ",") && /^(?:Courts?|,)$/.test((ts[k - 1].t === "New" ? ts[k - 2] : ts[k - 1])?.t ?? "")) town = k + 1;
        else if (!/^[A-Z][A-Za-z.'-]*$|^&$|^(?:and|Ors\.?|others)$/.test(ts[k].t) || ts[k].vs) break;
      }
      // "… Shri Gurbachan Singh R/o L-63 , 3rd Floor Kalkaji , New Delhi Versus Sh. Gian Singh": a party opening at its honorific, its description after it
      let described = -1;
      if (honorific < 0 && town < 0 && !stateAlone && (pStart === null || v - pStart > MAX_NAME_WORDS)) {
        for (let k = v - 2; k >= Math.max(floor, v - 40) && described < 0; k--) {
          if (ts[k].vs || trailingMarker(ts, k)) break;
          if (/^(?:Sh|Shri|Smt|Sri|Mr|Mrs|Ms)\.?$/.test(ts[k].t) && !(ts[k - 1] && (ts[k - 1].t === "," || DESCRIPTOR.test(low(ts[k - 1].t)) || /^(?:[swdhrc]|wd)\/o/i.test(ts[k - 1].t) || /^[a-z]/.test(ts[k - 1].t))) && describedName(ts, k, v)) described = k;
        }
      }
      if (stateAlone) pStart = v - 1;
      else if (described >= 0) pStart = described;
      else if (town >= 0 && town < v && (pStart === null || v - pStart > MAX_NAME_WORDS || pStart < town)) pStart = town;
      else if (honorific >= 0 && (pStart === null || v - pStart > MAX_NAME_WORDS || pStart < honorific)) pStart = honorific;
      // a long block: "Criminal Appeal No. 1956/2002 Vijay Kumar Paliwal , son of Shri M.L.Paliwal, aged 45 years, … Versus": after the case
      // number, a name that its description follows
      else if (pStart !== null && v - pStart > MAX_NAME_WORDS && pStart > 0 && (endsInYear(ts[pStart - 1].t) || /\d\/\d/.test(ts[pStart - 1].t)) && describedName(ts, pStart, v)) {
        // kept
      } else if (pStart !== null && (v - pStart > MAX_NAME_WORDS || !(pStart === 0 || ts[pStart].nl || hasDigit(ts[pStart - 1].t) || isRule(ts[pStart - 1].t) || /[:)]$/.test(ts[pStart - 1].t)))) pStart = null;
    }
    // the respondent's side
    let rFrom = v + 1;
    while (rFrom < ts.length && (isRule(ts[rFrom].t) || isDots(ts[rFrom].t)) && rFrom < v + 4) rFrom++; // "Versus ... Respondents : -"
    // a page's number between "Versus" and its list: "Versus 2 1. State of Maharashtra"
    if (/^\d{1,3}$/.test(ts[rFrom]?.t ?? "") && isEnum(ts[rFrom + 1]?.t ?? "") && enumValue(ts[rFrom + 1].t) === 1) rFrom++;
    const rLead = rFrom < ts.length ? leadingMarker(ts, rFrom) : null;
    if (rLead?.side === "r") rFrom = rLead.end;
    while (rFrom < ts.length && (isRule(ts[rFrom].t) || isDots(ts[rFrom].t))) rFrom++;
    // the marker right after "V/s", before its list: "V/s .....Respondents 1. District Health Family Welfare Officer …" (Karnataka's tribunals)
    let rLeads = false;
    if (rFrom < ts.length && !rLead && ts[rFrom].role === "r" && /^[.…]*[A-Z]/.test(ts[rFrom].t)) {
      const m = trailingMarker(ts, rFrom);
      if (m && isEnum(ts[m.end]?.t ?? "") && enumValue(ts[m.end].t) === 1) {
        rFrom = m.end;
        rLeads = true;
      } else if (lead && !/:$/.test(ts[rFrom].t) && /^[A-Z]/.test(ts[rFrom + 1]?.t ?? "") && !ts[rFrom + 1].role) {
        // both sides lead with their markers: "Applicant : Nishant Kumar Jha Versus ... Respondents State of M.P. and another -----"
        rFrom++;
        rLeads = true;
      }
    }
    if (rFrom >= ts.length) break;
    // a page's head between "Versus" and the list: "Versus Petition No. : 309/13 and 310/13 Page No. 1 of 27 X & Ors. Vs. Y & Ors. 1. Mohd. Safi …"
    if (!(isEnum(ts[rFrom].t) && enumValue(ts[rFrom].t) === 1)) {
      let page = false;
      for (let k = rFrom; k < ts.length && k < rFrom + 40 && !ts[k].role && !(ts[k].vs && !ts[k].running); k++) {
        page ||= isPageMark(ts, k) || !!ts[k].running;
        if (page && isEnum(ts[k].t) && enumValue(ts[k].t) === 1) {
          rFrom = k;
          break;
        }
      }
    }
    const numbered = (isEnum(ts[rFrom].t) && enumValue(ts[rFrom].t) === 1) || (ts[rFrom].t === "1" && /^[A-Z]/.test(ts[rFrom + 1]?.t ?? ""));
    let rEnd = -1;
    for (let i = rFrom; i < ts.length && i < rFrom + LIST_WORDS; i++) {
      const m = trailingMarker(ts, i);
      if (m?.side === "r") {
        rEnd = i;
        break;
      }
      if ((ts[i].vs && !ts[i].running) || (m?.side === "p" && i > rFrom) || (!numbered && i > rFrom + 80)) break;
    }
    let after = rEnd;
    let rMark = -1; // the respondents' marker
    if (rEnd < 0) {
      // a marker on one side only: unsure — but for a numbered list that a heading, the counsel or a rule closes
      // ("... Petitioner Versus 1. Sh. X S/o … 4. Smt. Y D/o … Date of institution …")
      const closed = numbered ? blockEnd(ts, rFrom, true) : -1;
      const placed = pStart !== null && (isEnum(ts[pStart].t) || (pStart > 0 && (endsInYear(ts[pStart - 1].t) || /\d\/\d/.test(ts[pStart - 1].t) || /:$/.test(ts[pStart - 1].t) || isRule(ts[pStart - 1].t))));
      if (markerAt >= 0 && !rLead && !rLeads && !(closed > rFrom && !ts[closed].vs && placed)) {
        floor = v + 1;
        continue; // a marker on one side only: unsure
      }
      rEnd = blockEnd(ts, rFrom, numbered);
      after = rEnd;
    } else {
      const m = trailingMarker(ts, rEnd)!;
      rMark = rEnd;
      after = m.end;
      while (rEnd > rFrom && isDots(ts[rEnd - 1].t)) rEnd--;
    }
    if (rEnd < 0 || pStart === null) {
      floor = v + 1;
      continue;
    }
    let ps = lead ? personsOfTitle(ts, pStart, pEnd) ?? namesOfBlock(ts, pStart, pEnd) : namesOfBlock(ts, pStart, pEnd);
    // the nearest boundary gave no name (it stood inside the address or a note): the one before it, twice at most
    for (let skip = 1; markerAt >= 0 && !lead && !ps.length && skip <= 3; skip++) {
      const s = blockStart(ts, pEnd, floor, skip);
      if (s === null) break;
      // only a start after a case number, a date, a colon or a rule: a heading word there may be the court's own (its judge, its town)
      // (or an ID's number: "Unique Id No.02403C0079102011 S.K. Gupta S/o …")
      if (!(s > 0 && (endsInYear(ts[s - 1].t) || /\d\/\d/.test(ts[s - 1].t) || ts[s - 1].t === ":" || isRule(ts[s - 1].t) || (hasDigit(ts[s - 1].t) && isStrongBoundary(ts, s - 1))))) continue;
      ps = namesOfBlock(ts, s, pEnd);
    }
    // … or the party opening at its honorific with its description after it ("Delhi Smt. Rajni Masand W/o Late Sh. Rochal Dass, R/o … ... Appellant")
    if (markerAt >= 0 && !lead && !ps.length) {
      // the first such honorific of the block (a father's "W/o Late Sh. X" comes after it), back to a boundary
      let first = -1;
      for (let k = pEnd - 2; k >= Math.max(floor, pEnd - 40); k--) {
        if (ts[k].vs || trailingMarker(ts, k) || isStrongBoundary(ts, k)) break;
        const prev = ts[k - 1]?.t ?? "";
        if (/^(?:Sh|Shri|Smt|Sri|Mr|Mrs|Ms)\.?$/.test(ts[k].t) && !(prev === "," || DESCRIPTOR.test(low(prev)) || /^(?:[swdhrc]|wd)\/o/i.test(prev) || /^[a-z]/.test(prev) || /^late$/i.test(prev) || isHonorific(prev) || isEnum(prev) || !!subMark(prev)) && describedName(ts, k, pEnd)) first = k;
      }
      if (first >= 0) ps = namesOfBlock(ts, first, pEnd);
    }
    // one petitioner a matter, each with its marker: "M.Nehru .. Petitioner in W.P.No.878 of 2005 P.Muthiah .. Petitioner in W.P.No.879 of 2005 Vs."
    for (let at = pStart, n = 0; markerAt >= 0 && at !== null && n < 20; n++) {
      let b = at - 1;
      while (b > floor && at - b < 10 && !ts[b].role && (hasDigit(ts[b].t) || /^(?:\(?in|of|all|both|the|and|&|no\.?|nos\.?|[A-Z][A-Za-z.()]*[.)])$/.test(ts[b].t) || /^[A-Z]{1,4}[a-z]{0,3}[.)]?$/.test(ts[b].t))) b--;
      if (!(ts[b]?.role === "p" && (/^\(?in$/i.test(ts[b + 1]?.t ?? "") || (/^no\.?\d+$/i.test(ts[b + 1]?.t ?? "") && /^in$/i.test(ts[b + 2]?.t ?? ""))) && trailingMarker(ts, b))) break;
      let end = b;
      while (end > floor && isDots(ts[end - 1].t)) end--;
      const start = blockStart(ts, end, floor);
      if (start === null) break;
      ps = [...namesOfBlock(ts, start, end), ...ps];
      at = start;
    }
    let rs = rLead?.side === "r" ? personsOfTitle(ts, rFrom, rEnd) ?? namesOfBlock(ts, rFrom, rEnd) : namesOfBlock(ts, rFrom, rEnd);
    if (markerAt < 0 && !lead && !rLead && !rLeads && rEnd === after && !numbered) {
      // no marker on either side: the name must fill its line or end at a boundary, not run into a sentence
      // the name's words after its honorific or title ("Vs. Shri Divyaraj Singh ____", "Vs. Dr. X")
      let lead = rFrom;
      while (lead < rFrom + 3 && lead < ts.length && (isHonorific(ts[lead].t) || /^(?:dr|capt|col|maj|lt|rev|fr|mst|master)\.?$/i.test(ts[lead].t))) lead++;
      const cut = lead + (rs[0]?.split(" ").length ?? 0);
      const next = ts[cut];
      const described = next && DESCRIPTOR.test(low(next.t)); // "State Vs. Kunwar Pal S/O Sh. …"
      // "… Vs. Ram Kishore Dogne and others As Per : …": "and others" closes a party's name
      const closed = /\s(?:and|&)\s(?:others|ors\.?|anr\.?|another)$/i.test(rs[0] ?? "");
      if (!(closed || cut >= ts.length || next.nl || described || isBoundary(ts, cut) || opensCaseType(ts, cut) || /^nos?\.?$/i.test(ts[cut + 1]?.t ?? "") || isCounselCue(ts, cut) || isHonorific(next.t) || /^\(?[A-Z]/.test(next.t) === false || next.role)) rs = [];
      if (next && next.t === "," && !DESCRIPTOR.test(low(ts[cut + 1]?.t ?? ""))) {
        // "Registrar , Public Trust and others ______": a short capitalised tail to the part's end is the office's place, not a sentence
        let k = cut + 1;
        while (k < ts.length && k < cut + 8 && (/^[A-Z][A-Za-z.'-]*$/.test(ts[k].t) || /^(?:of|and|&|others|ors\.?)$/i.test(ts[k].t)) && !ts[k].nl) k++;
        if (!(k > cut + 1 && (k >= ts.length || ts[k].nl || isRule(ts[k].t) || isCounselCue(ts, k) || STOP.has(low(ts[k].t))))) rs = [];
      }
    }
    // Kerala: "1. M.Ravindran, ... Respondent 2. Mrs. Nirmala Dinesh, W/O. Dinesh," — the list goes on after the marker
    const withMatter = rMark >= 0 && /^in$/i.test(ts[rMark + 1]?.t ?? "");
    if (numbered && !withMatter && after < ts.length && isEnum(ts[after].t) && enumValue(ts[after].t) === rs.length + 1) {
      let end = after;
      while (end < ts.length && end < after + 120 && !isCounselCue(ts, end) && !STOP.has(low(ts[end].t)) && !isRule(ts[end].t)) end++;
      const more = namesOfBlock(ts, rFrom, end).slice(rs.length);
      rs = [...rs, ...more];
      after = end;
    }
    // one list of respondents a matter, each closed by its marker and matter: ".. Respondents in W.P.No.33647 of 2007 1. The State of
    // Tamilnadu … 4. The District Employment Officer … .. Respondents in Suo Motu W.P.No.32836 of 2007"
    // (or one list, each number with its marker and matter: "1.The District Collector … ... 1st Respondents in all the writ petitions 2.The Block …")
    for (let n = 0, more = withMatter; n < 20 && more && isEnum(ts[after]?.t ?? ""); n++) {
      let next = -1;
      for (let k = after + 1; k < ts.length && k < after + LIST_WORDS && next < 0; k++) {
        if (ts[k].vs || trailingMarker(ts, k)?.side === "p" || isCounselCue(ts, k)) break;
        if (trailingMarker(ts, k)?.side === "r") next = k;
      }
      if (next < 0) break;
      let end = next;
      while (end > after && isDots(ts[end - 1].t)) end--;
      rs = [...rs, ...namesOfBlock(ts, after, end)];
      after = trailingMarker(ts, next)!.end;
      more = /^in$/i.test(ts[next + 1]?.t ?? "");
    }
    if (ps.length && rs.length) {
      add(pet, ps);
      add(res, rs);
    }
    floor = Math.max(v + 1, after);
  }
  if (!pet.length) {
    // No "versus" but both markers: "Karam Sreenivasu Dora .... Appellant The State of Andhra Pradesh, rep.by … .....RESPONDENT"
    for (let i = 0; i < prose && !pet.length; i++) {
      const p = trailingMarker(ts, i);
      if (p?.side !== "p" || !(isDots(ts[i - 1]?.t ?? "") || /^[.…]/.test(ts[i].t))) continue;
      let from = p.end;
      // Karnataka: "… - Petitioner (By Sri. X , Advocate) And Y S/O … - Respondent": the petitioner's counsel, then "And"
      if (/^\(/.test(ts[from]?.t ?? "") && isCounselCue(ts, from)) {
        let k = from;
        while (k < ts.length && k < from + 40 && !/\)[.,]?$/.test(ts[k].t)) k++;
        // "And" or "And:" / "And :" (Karnataka's "Between: X … Petitioner (By Sri Y , Adv.) And: Z … Respondents")
        if (/^and:?$/i.test(ts[k + 1]?.t ?? "")) from = ts[k + 2]?.t === ":" && !/:$/.test(ts[k + 1].t) ? k + 3 : k + 2;
      }
      let r = from;
      while (r < ts.length && r < from + 100 && !ts[r].vs && !isCounselCue(ts, r) && trailingMarker(ts, r)?.side !== "r") r++;
      if (trailingMarker(ts, r)?.side !== "r" || r === from) continue;
      let pEnd = i;
      while (pEnd > 0 && isDots(ts[pEnd - 1].t)) pEnd--;
      const start = blockStart(ts, pEnd, 0);
      let rEnd = r;
      while (rEnd > from && isDots(ts[rEnd - 1].t)) rEnd--;
      let ps = start === null ? [] : namesOfBlock(ts, start, pEnd);
      // as after "versus": past a boundary inside the address, to one after a case number, a date or a colon
      for (let skip = 1; !ps.length && skip <= 3; skip++) {
        const s = blockStart(ts, pEnd, 0, skip);
        if (s === null) break;
        if (s > 0 && (endsInYear(ts[s - 1].t) || /\d\/\d/.test(ts[s - 1].t) || ts[s - 1].t === ":" || isRule(ts[s - 1].t))) ps = namesOfBlock(ts, s, pEnd);
      }
      const rs = namesOfBlock(ts, from, rEnd);
      if (ps.length && rs.length) {
        add(pet, ps);
        add(res, rs);
      }
    }
  }
  if (!pet.length) {
    // Andhra Pradesh and Telangana, no "versus" and no dots: "… Writ Petition No.42090 of 2015 13-07-2016 Girish Kumar Makhija Petitioner
    // The State of Telangana Rep. by its Secretary … and another Respondents Counsel for the petitioner : …". The petitioner's block
    // opens after the case number or the date (a word ending in a year) and is short; the respondents' marker closes its part.
    for (let i = 1; i < prose && !pet.length; i++) {
      if (ts[i].role !== "p" || !/^[A-Z][a-z]+s?\.?$/.test(ts[i].t) || !/^[A-Z]/.test(ts[i + 1]?.t ?? "") || /^(?:the|for|of|by|said|learned|to|and|a|an|in)$/i.test(ts[i - 1].t)) continue;
      let start = i - 1;
      while (start > 0 && i - start <= 40 && !isStrongBoundary(ts, start)) start--;
      if (!endsInYear(ts[start].t) || i - start > 40 || start + 1 >= i) continue;
      // a longer block is the name and its description: "13-10-2014 B. Venkata Ramana S/o Basaiah Residing at … Chittoor District Petitioner"
      if (i - start > MAX_NAME_WORDS && !describedName(ts, start + 1, i)) continue;
      let r = i + 1;
      while (r < ts.length && r < i + 60 && !ts[r].vs && !(ts[r].role === "r" && /^[.…]*[A-Z]/.test(ts[r].t) && !/^(?:the|for|of|by|said|learned|to|and|a|an)$/i.test(ts[r - 1].t))) r++;
      const after = ts[r + 1]?.t ?? "";
      if (ts[r]?.role !== "r" || ts[r].vs || !(r + 1 >= ts.length || ts[r + 1].nl || /^(?:Counsel|For|Judgment|Order|Common|<Gist)/.test(after) || isDots(after))) continue;
      let rEnd = r;
      while (rEnd > i + 1 && isDots(ts[rEnd - 1].t)) rEnd--;
      const ps = namesOfBlock(ts, start + 1, i);
      const rs = namesOfBlock(ts, i + 1, rEnd);
      if (ps.length && rs.length) {
        add(pet, ps);
        add(res, rs);
      }
    }
  }
  if (!pet.length) {
    // No "versus": "Appellant/2Nd Respondent: --- X … Respondents/Claimants: --- 1. Y …" (Kerala), each side under its leading marker.
    for (let i = 0; i < ts.length; i++) {
      const colonNext = /^[A-Z].*:$/.test(ts[i].t) || (/^[A-Z]/.test(ts[i].t) && ts[i + 1]?.t === ":");
      if (!(ts[i].nl || i === 0 || isRule(ts[i - 1].t) || /\)$/.test(ts[i - 1].t) || hasDigit(ts[i - 1].t) || colonNext || /^[A-Z][a-z]+\(S\)\//.test(ts[i].t))) continue;
      const m = leadingMarker(ts, i);
      if (!m || m.end >= ts.length) continue;
      const numbered = isEnum(ts[m.end].t) && enumValue(ts[m.end].t) === 1;
      let end = m.end;
      while (end < ts.length && end < m.end + (numbered ? LIST_WORDS : 40) && !isCounselCue(ts, end) && !(end > m.end && leadingMarker(ts, end)) && !STOP.has(low(ts[end].t)) && !isRule(ts[end].t)) end++;
      const names = namesOfBlock(ts, m.end, end);
      add(m.side === "p" ? pet : res, names);
      i = end - 1;
    }
    if (!pet.length || !res.length) return { petitioners: [], respondents: [] };
  }
  return { petitioners: pet, respondents: res };
}

/** Words a judge's name never holds. */
const NOT_JUDGE = new Set(
  "the and & hon'ble honourable hon'be honble mr mrs ms dr smt shri sri sh justice j jj c.j cj chief acting judge judges single division bench coram present before dated date in of at for high court tuesday monday wednesday thursday friday saturday sunday additional addl public prosecutor advocate advocates counsel government pleader sessions district city magistrate metropolitan registrar department senior special principal administrative judicial presiding civil chief b.com b.sc b.a m.a m.com ll.b ll.m".split(" "),
);
/** Words of a head's other parts that follow the bench in the one-line form ("… S.Manikumar Contempt Petition …", "… Vipin Sanghi Judgment"). */
const AFTER_BENCH = new Set(
  "criminal civil writ petition petitions appeal appeals revision review second first misc miscellaneous judgment judgement order orders oral reportable non-reportable cav c.a.v reserved pronounced contempt habeas corpus company arbitration arb tax income sales letters special regular original execution transfer bail anticipatory motor matrimonial election crl cri cr crp rsa rfa fao lpa maca wp wa sa fa ca op mp cc rp cmp cma mca cwp crr cra scr scra ita cs cm cmm w.p w.a s.a c.r.p r.p o.p m.p crl.a crl.rp crl.mc crl.r.c wp(c) w.p(c) date dated decided delivered heard dt dt. reportable/non-reportable common between present coram page mfa referred whether trial".split(" "),
);
const isJudgeWord = (t: string) =>
  /^[A-Z][A-Za-z'.-]*$/.test(t) &&
  !/No\.?$|Nos\.?$/.test(t) && // "C.C.C.A.No.", "W.P.Nos." open the case number
  !/^[A-Z][a-z]+\.[A-Z]/.test(t) && // "Crl.P.", "Rev.Application": a case type, not initials
 !NOT_JUDGE.has(low(t)) && !AFTER_BENCH.has(low(t)) && !roleOf(t) && !/^(?:J|Jj|JJ|C\.J|CJ)\.?$/.test(t);
/** An abbreviation of two letters or more ("W.A.", "C.R.P.", "M.A.C.M.A") after a full word is not the name's: initials come first. */
const isAbbreviation = (t: string) => /^(?:[A-Z]\.){1,6}[A-Z]?\.?$/.test(t) && t.replace(/[^A-Z]/g, "").length >= 2;
const isJudgeHonorific = (t: string) => t === ":" || /^(?:the|hon\S?ble|hon'?be|hono\w{0,3}able|mr|mrs|ms|dr|smt|shri|sri|sh|kumari|justice|mr\.justice|ms\.justice|mrs\.justice|dr\.justice)$/.test(low(t).replace(/’/g, "'"));

/** A judge's name from `i` on: honorifics skipped, then 1–5 name words; the name and where it ends. */
function judgeAt(ts: Tok[], i: number): { name: string; end: number } | null {
  let j = i;
  while (j < ts.length && j < i + 6 && isJudgeHonorific(ts[j].t)) j++;
  const words: string[] = [];
  while (j < ts.length && words.length < 6 && isJudgeWord(ts[j].t) && !(words.length && ts[j].nl)) {
    if (words.length && isAbbreviation(ts[j].t) && /[a-z]{2}/.test(words[words.length - 1])) break;
    words.push(ts[j++].t);
  }
  if (!words.length || words.length > 5) return null;
  const name = words.join(" ").replace(/,$/, "");
  if (!/[A-Za-z]{3}/.test(name)) return null;
  // one word is a name as initials and a surname ("P.R.Raman", "S.Manikumar"), or alone when what follows ends it ("Justice Manmohan Judgment")
  const next = ts[j]?.t ?? "";
  const ended = !next || ts[j].nl || /^(?:,|:|-+|\(|J\.?|\[)/.test(next) || AFTER_BENCH.has(low(next));
  if (words.length === 1 && !/^(?:[A-Z]\.)+\s?[A-Z][a-z]{2,}/.test(words[0]) && !(ended && /^[A-Z][a-z]{3,}$/.test(words[0]))) return null;
  return { name, end: j };
}

function judges(ts: Tok[]): string[] {
  const out: string[] = [];
  const add = (n: string) => {
    const k = n.toLowerCase().replace(/[^a-z]/g, "");
    if (!out.some((x) => x.toLowerCase().replace(/[^a-z]/g, "") === k)) out.push(n);
  };
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i].t;
    const w = low(t);
    // "Hon'ble Mr. Justice X", "The Honourable Mr.Justice X"
    if (/justice$/i.test(bare(t)) && /^[A-Z]|justice$/.test(t) && /Justice$/.test(bare(t))) {
      // "Chief Justice" alone names no one ("Chief Justice Mr. Arun Mishra" does); "Law and Justice Department" is no bench
      if (/^chief$/i.test(ts[i - 1]?.t ?? "") && !/^(?:mr|sri|shri|smt|mrs|ms|dr)\.?$/i.test(ts[i + 1]?.t ?? "")) continue;
      if (/^(?:and|of|&|law)$/i.test(ts[i - 1]?.t ?? "")) continue;
      const j = judgeAt(ts, i + 1);
      if (j) add(j.name);
      continue;
    }
    // "Coram : A.P. Lavande And P.D.Kode , Jj.", "Coram : Mohit S. Shah , C.J. & B.P. Colabawalla , J."
    const presiding = () => {
      // "Present: Sri. X, … Sessions Judge" presides; "Present: Sh. X, Additional Public Prosecutor for the State" appears
      for (let k = i + 2; k < Math.min(ts.length, i + 16); k++) {
        const x = low(ts[k].t);
        if (/^(?:judge|magistrate|j|jj|cj|c\.j|justice)$/.test(x)) return true;
        if (/^(?:advocates?|prosecutor|counsel|for|app|pp|apps?)$/.test(x)) return false;
      }
      return false;
    };
    if (
      w === "coram" ||
      ((w === "before" || w === "present") &&
        (ts[i + 1]?.t === ":" || /:$/.test(t)) &&
        (/^(?:the|hon'?ble|honourable|justice|mr\.justice)$/i.test(bare(ts[i + 2]?.t ?? "")) || (isJudgeHonorific(ts[i + 2]?.t ?? "") && presiding())))
    ) {
      let j = i + 1;
      if (ts[j]?.t === ":") j++;
      for (let n = 0; n < 6 && j < ts.length; n++) {
        const hit = judgeAt(ts, j);
        if (!hit) break;
        add(hit.name);
        j = hit.end;
        while (j < ts.length && /^(?:,|&|and|j\.?|jj\.?|c\.j\.?|cj\.?|\(.*\))$/i.test(ts[j].t)) j++;
      }
      continue;
    }
    // "In the Court of Sh. X, Additional Sessions Judge" (subordinate courts)
    if (w === "of" && /^court$/i.test(ts[i - 1]?.t ?? "") && (/^in$/i.test(ts[i - 2]?.t ?? "") || (/^the$/i.test(ts[i - 2]?.t ?? "") && /^in$/i.test(ts[i - 3]?.t ?? "")))) {
      const hit = judgeAt(ts, i + 1);
      if (!hit) continue;
      const after = ts.slice(hit.end, hit.end + 4).map((x) => low(x.t));
      const designated = after.some((x) => /^(?:additional|addl|sessions|judge|district|civil|metropolitan|magistrate|adj|asj|mm|cmm|acmm|chief|senior|special|commercial|principal|rent|presiding|judicial)/.test(x));
      if (designated && hit.name.includes(" ")) add(hit.name);
    }
  }
  // the names over "JJ." under the head: "C.T. Ravikumar & Anil K. Narendran , Jj."
  if (!out.length) {
    for (let i = 2; i < ts.length; i++) {
      if (!/^(?:jj|j)\.?$/i.test(ts[i].t) || ts[i - 1].t !== ",") continue;
      const names: string[] = [];
      let j = i - 2;
      for (let n = 0; n < 4; n++) {
        let s = j;
        while (s >= 0 && j - s < 5 && isJudgeWord(ts[s].t)) s--;
        const hit = judgeAt(ts, s + 1);
        if (!hit || hit.end !== j + 1) break;
        names.unshift(hit.name);
        j = s;
        if (j >= 0 && /^(?:&|and)$/i.test(ts[j].t)) j--;
        else break;
      }
      if (names.length && (ts[j]?.nl || j < 0 || /:$/.test(ts[j].t) || ts[j].t === ":" || isRule(ts[j].t) || /^[-.]+$/.test(ts[j].t))) names.forEach(add);
    }
  }
  return out;
}

/** Roles written after an advocate's name: they end the name and are never one. */
const COUNSEL_ROLE =
  /^(?:advs?|advocates?|sr|senior|counsel|counsels|standing|government|govt|pleader|gp|agp|app|cgsc|scgsc|spp|gov|a\.p\.p|addl|additional|public|prosecutor|pp|spl|special|assistant|asst|solicitor|general|asg|sg|amicus|curiae|panel|lawyer|legal|aid|party-in-person|in-person|proxy|central|state|learned|ld|law|associates|partners|chambers|co|company|firm|&co)$/;
const SEPARATOR = /^(?:,|;|and|&|with|a\/w|i\/b|i\/by|along|assisted|instructed|h\/f|holding|brief|for|by|\/)$/;

/** Words never in an advocate's name: what follows the counsel lines in the one-line form, and the words of firms and bodies. */
const NOT_ADVOCATE = new Set(
  "the this in is are all having come up filed under section of pvt ltd limited court high police corporation municipal bureau investigation sessions trial town act page no nos state union india government majors late residents justice chief hon'ble honble honourable judge bank insurance authority board aged about against to praying vide university tribunal".split(" "),
);

/** The advocates named in ts[from..to): name-shaped runs between separators, honorifics and roles dropped. */
function counselNames(ts: Tok[], from: number, to: number): string[] {
  const out: string[] = [];
  let words: string[] = [];
  let dropped = false;
  const flush = () => {
    const ws = words;
    words = [];
    const wasDropped = dropped;
    dropped = false;
    if (wasDropped || !ws.length || ws.length > 5) return;
    const joined = ws.join(" ");
    const kept = trimChars(joined, "", ",.");
    const name = /(?:^|[ .])[A-Z]$/.test(kept) && joined[kept.length] === "." ? `${kept}.` : kept;
    if (!/[A-Za-z]{3}/.test(name) || !/^[A-Z]/.test(name)) return;
    if (ws.length === 1 && !/^(?:[A-Z]\.\s?)+[A-Z][a-z]{2,}/.test(ws[0])) return; // "Mr. Gupte" could be anyone
    if (!out.includes(name)) out.push(name);
  };
  let skipping = false; // after "for …": the party an advocate appears for, up to the next honorific or sentence end
  for (let i = from; i < to; i++) {
    if (skipping) {
      if (isHonorific(ts[i].t) || /^(?:Mr|Mrs|Ms|Sri|Smt|Shri|Sh|Dr)\./.test(ts[i].t)) skipping = false;
      else {
        if (/[a-z)]\.$/.test(ts[i].t) && !/^(?:Co|Ltd|Pvt|Nos?|Corp|Inc)\.$/i.test(ts[i].t)) skipping = false;
        continue;
      }
    }
    // "with Mr. Sanjay Gupta, Manager": an officer of a party, not its advocate
    if (ts[i].t === "," && /^(?:manager|officer|director|president|secretary|proprietor|partner|deputy|asst|assistant|chairman|employee)\b/i.test(ts[i + 1]?.t ?? "")) {
      dropped = words.length > 0;
      flush();
      continue;
    }
    if (/^for$/.test(ts[i].t) && i > from) {
      flush();
      skipping = true;
      continue;
    }
    // "Advs.Sri. K.K.X", "Mr.T.V. Krishnamachari": honorifics glued to what follows
    const t = ts[i].t.replace(/^(?:(?:Advs?|Mr|Mrs|Ms|Sri|Smt|Shri|Sh|Dr|Ku)\.)+(?=[A-Z])/, "");
    if (t !== ts[i].t) flush();
    const w = low(t);
    if (!t) continue;
    if (isHonorific(t) || /^s\/shri$/i.test(t)) {
      flush();
      continue;
    }
    if (SEPARATOR.test(w) || t === "," || t === ";" || t === ")" || isDots(t) || t === ":" || COUNSEL_ROLE.test(w) || /^\(/.test(t) || roleOf(t) || hasDigit(t)) {
      if (COUNSEL_ROLE.test(w) && /^(?:law|associates|partners|chambers|co|company|firm|&co)$/.test(w)) dropped = true;
      flush();
      continue;
    }
    if (NOT_ADVOCATE.has(w) || AFTER_BENCH.has(w)) {
      dropped = words.length > 0 && !/^(?:the|this|in|having|is|are|all)$/.test(w);
      flush();
      continue;
    }
    if (/^[A-Z][A-Za-z'’.-]*$/.test(t) || /^(?:[A-Z]\.)+$/.test(t)) words.push(t.replace(/,$/, ""));
    else {
      dropped = words.length > 0;
      flush();
    }
  }
  flush();
  return out;
}

const sideKey = (t: string | undefined): keyof HcCounsel => {
  const s = roleOf(t ?? "");
  return s === "p" ? "appellant" : s === "r" ? "respondent" : "other";
};

/** Whether each word is inside a quotation of its paragraph (a quote mark opened before it on its line, or on it). */
function quoteStates(ts: Tok[]): boolean[] {
  const out: boolean[] = [];
  let open = false;
  for (const x of ts) {
    if (x.nl) open = false;
    const opens = /^["“]/.test(x.t);
    const marks = (x.t.match(/"/g) ?? []).length + (x.t.match(/[“”]/g) ?? []).length;
    out.push(open || opens);
    if (marks % 2 === 1) open = !open;
  }
  return out;
}

function counsel(ts: Tok[]): HcCounsel {
  const out: HcCounsel = { appellant: [], respondent: [], other: [] };
  const add = (side: keyof HcCounsel, names: string[]) => {
    for (const n of names) if (![...out.appellant, ...out.respondent, ...out.other].includes(n)) out[side].push(n);
  };
  const isEndOfPart = (i: number) => {
    const t = ts[i].t;
    const w = low(t);
    return isRule(t) || isVersus(t) || w === "coram" || w === "present" || w === "dated" || w === "judgment" || w === "order" || w === "reserved" || w === "pronounced" || /justice$/i.test(w) || /^(?:hon'?ble|honourable)$/.test(w) || !!trailingMarker(ts, i);
  };
  let lastEnd = 0;
  const prose = proseStart(ts);
  const inQuote = quoteStates(ts);
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i].t;
    const w = low(t);
    if (inQuote[i]) continue; // an order quoted in the body names its own counsel
    // forward: "For Petitioner : Sri. A.Kumar", "For the Appellant/s : Mr. X", "Through: Mr. X, Advs.", "By Adv. Sri. X"
    if (isCounselCue(ts, i)) {
      let j = i + 1;
      let side: keyof HcCounsel = "other";
      if (w === "for") {
        while (j < ts.length && j < i + 3 && /^(?:the|r|r-?\d+)$/i.test(ts[j].t)) j++;
        if (!roleOf(ts[j]?.t ?? "") && !/^(?:\d+(?:st|nd|rd|th)?|state|complainant|accused|caveator|interven[eo]rs?|union|rr?|r\d+)$/i.test(ts[j]?.t ?? "")) continue;
        // "For 2nd Respondent"
        if (/^\d/.test(ts[j].t) && roleOf(ts[j + 1]?.t ?? "")) j++;
        side = sideKey(ts[j]?.t);
        // the side's words up to ":" / "..." / "-": "For Respondents 1,3 and 4 ..."
        let k = j + 1;
        while (k < ts.length && k < j + 8 && !(ts[k].t === ":" || isDots(ts[k].t)) && (hasDigit(ts[k].t) || /^(?:,|and|&|to|nos?\.?|no|\(s\)|s|\/s|state|uoi|corporation|bank)$/i.test(ts[k].t))) k++;
        // "For Petitioner in W.P.No.13056 of 2005 : Mr. X" — the matter named before the colon
        if (/^in$/i.test(ts[k]?.t ?? "")) {
          let c = k + 1;
          while (c < ts.length && c < k + 14 && ts[c].t !== ":" && !isDots(ts[c].t) && !isHonorific(ts[c].t) && !ts[c].vs && !isCounselCue(ts, c)) c++;
          if (ts[c]?.t === ":" || isDots(ts[c]?.t ?? "")) k = c;
        }
        if (!(ts[k]?.t === ":" || isDots(ts[k]?.t ?? "") || isHonorific(ts[k]?.t ?? ""))) continue;
        j = k;
      } else {
        // "Through:" follows its side's marker
        for (let b = i - 1; b >= Math.max(0, i - 3); b--) {
          const m = ts[b].role;
          if (m) {
            side = m === "p" ? "appellant" : "respondent";
            break;
          }
        }
      }
      while (j < ts.length && (ts[j].t === ":" || isDots(ts[j].t) || /^(?:advs?|advocates?|senior|sr)\.?$/i.test(ts[j].t))) j++;
      let end = j;
      while (end < ts.length && end < j + 60 && !isCounselCue(ts, end) && !isEndOfPart(end)) {
        end++;
        // "…, Advocates." closes the list unless another advocate follows ("Mr. X, Advocate. Mr. Y, Advocate.")
        if (/^(?:advocates?|advs?)\.$/i.test(ts[end - 1].t) && !isHonorific(ts[end]?.t ?? "")) break;
      }
      add(side, counselNames(ts, j, end));
      i = end - 1;
      lastEnd = end;
      continue;
    }
    // backward: "Mr B.L. Gandhi i/b Mr K.C. Pandey for Petitioners.", "Shri X , Advocate for the appellants."
    if (w === "for" && t[0] === "f") {
      let j = i + 1;
      if (/^the$/i.test(ts[j]?.t ?? "")) j++;
      const target = ts[j]?.t ?? "";
      const byRole = /^(?:advs?|advocates?|counsel)\.?,?$/i.test(ts[i - 1]?.t ?? "");
      if (!roleOf(target) && !byRole && !/^(?:state|complainant|accused|caveator|interveners?|union|uoi|respondents?-?)\b/i.test(target)) continue;
      if (ts[j + 1]?.t === ":") {
        // "Counsel for the appellant: Sri P.Prabhakar Reddy" names the side first
        let end = j + 2;
        while (end < ts.length && end < j + 40 && !isCounselCue(ts, end) && !isEndOfPart(end) && !(low(ts[end].t) === "counsel" && /^for$/i.test(ts[end + 1]?.t ?? ""))) end++;
        add(sideKey(target), counselNames(ts, j + 2, end));
        i = end - 1;
        lastEnd = end;
        continue;
      }
      if (i >= prose) break;
      let s = i - 1;
      while (s >= lastEnd && isDots(ts[s].t)) s--; // "Mr. N.R. Mukherjee .....for the Petitioner"
      let honorifics = 0;
      let roles = 0;
      let small = 0;
      while (s >= lastEnd && i - s < 60) {
        const x = ts[s].t;
        if (isRule(x) || isDots(x) || isVersus(x) || isCounselCue(ts, s) || /^(?:coram|dated|present)$/i.test(low(x))) break;
        if (x.endsWith(".") && /^[a-z]{3}$/.test(x.slice(-4, -1)) && !COUNSEL_ROLE.test(low(x)) && !isHonorific(x)) break;
        if (/\d\.$/.test(x)) break; // "… in Writ Petition No.2472/2015." ends the sentence before // "… for the Appellant." ends the sentence before
        if (/\)\.$/.test(x) || trailingMarker(ts, s)) break;
        if (isHonorific(x)) honorifics++;
        if (/^(?:advs?|advocates?)$/i.test(low(x))) roles++;
        if (/^[a-z]/.test(x) && !SEPARATOR.test(low(x)) && !COUNSEL_ROLE.test(low(x)) && !ts[s].role) small++;
        s--;
      }
      if (honorifics + roles === 0 || small > 1) continue;
      add(sideKey(target), counselNames(ts, s + 1, i));
      lastEnd = j + 1; // after "for the <side>"
    }
  }
  return out;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
function iso(y: number, m: number, d: number): string | undefined {
  if (y < 100) y += y < 50 ? 2000 : 1900;
  if (!m || m > 12 || y < 1947 || y > 2100 || d < 1 || d > 31) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** "Decided on: 31.07.2019", "Pronounced On : 09th February, 2015", "Dated :07/01/2008", "Date of Decision : 18.12.2013". */
function decisionDate(ts: Tok[]): string | undefined {
  for (let i = 0; i < ts.length; i++) {
    const w = low(ts[i].t);
    let j = -1;
    if ((w === "decided" || w === "pronounced" || w === "delivered") && /^on:?$/i.test(ts[i + 1]?.t ?? "")) j = i + 2;
    else if (w === "dated" && (ts[i].nl || i === 0 || /^:/.test(ts[i + 1]?.t ?? ""))) j = i + 1;
    else if (w === "date" && /^of$/i.test(ts[i + 1]?.t ?? "") && /^(?:decision|judgment|judgement|order|pronouncement)$/i.test(bare(ts[i + 2]?.t ?? ""))) j = i + 3;
    if (j < 0) continue;
    if (ts[j]?.t === ":") j++;
    const t = (ts[j]?.t ?? "").replace(/^:/, "");
    const num = t.match(/^(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})\.?$/);
    if (num) return iso(Number(num[3]), Number(num[2]), Number(num[1]));
    const d = t.match(/^(\d{1,2})(?:st|nd|rd|th)?$/i);
    const mon = MONTHS.indexOf(bare(ts[j + 1]?.t ?? "").toLowerCase()) + 1;
    const y = (ts[j + 2]?.t === "," ? ts[j + 3]?.t : ts[j + 2]?.t)?.match(/^(\d{4})\.?$/);
    if (d && mon && y) return iso(Number(y[1]), mon, Number(d[1]));
    const mon2 = MONTHS.indexOf(bare(t).toLowerCase()) + 1;
    const d2 = (ts[j + 1]?.t ?? "").match(/^(\d{1,2})(?:st|nd|rd|th)?,?$/i);
    const y2 = (ts[j + 2]?.t === "," ? ts[j + 3]?.t : ts[j + 2]?.t)?.match(/^(\d{4})\.?$/);
    if (mon2 && d2 && y2) return iso(Number(y2[1]), mon2, Number(d2[1]));
  }
  return undefined;
}

/** Abbreviations of High Court case types that open a case number. */
const CASE_TYPE =
  /^(?:W\.?P|Crl|Cr|Cri|CRP|C\.?R\.?P|R\.?F\.?A|F\.?A\.?O|LPA|L\.?P\.?A|RSA|R\.?S\.?A|S\.?A|W\.?A|O\.?S\.?A|O\.?P|M\.?A\.?C\.?A|MACA|CS|C\.?S|CM|C\.?M|Arb|ITA|I\.?T\.?A|CWP|C\.?W\.?P|CRR|CRA|SCA|SCR|R\/|Misc|MA|M\.?A|FA|F\.?A|CA|C\.?A|OA|O\.?A|Tr|Con|Cont|Co\.?A|Comp|WTA|CEA|Cus|STA|HCP|H\.?C\.?P|Writ|Civil|Criminal|Second|First|Letters|Regular|Special|S\.?B|D\.?B|Miscellaneous|Company|Contempt|Habeas|Tax|Income|Original|Review|Revision|Election|Matrimonial|Execution|Transfer|Bail|Anticipatory|Motor)/i;

/** The first case number of the head: "W.P.(C) 516/2010", "Crl.M.C. No. 1622 of 2006", "S.B. Civil First Appeal No.86/1979", "R/SCR.A/9089/2017". */
function caseNumber(ts: Tok[]): string | undefined {
  for (let i = 0; i < ts.length && i < 400; i++) {
    if (/^R\/[A-Z.()]{2,12}\/\d{1,6}\/\d{4}$/i.test(ts[i].t)) return ts[i].t;
    if (!CASE_TYPE.test(ts[i].t)) continue;
    // up to 8 words of the type, then "No. 1622 of 2006" / "516/2010" / "No.86/1979"
    for (let j = i; j < ts.length && j < i + 8; j++) {
      const t = ts[j].t;
      let end = -1;
      if (/^(?:No|Nos)\.?$/i.test(t) && /^\d{1,6}$/.test(ts[j + 1]?.t ?? "") && /^of$/i.test(ts[j + 2]?.t ?? "") && /^\d{4}/.test(ts[j + 3]?.t ?? "")) end = j + 4;
      else if (/(?:^|\.)(?:No|Nos)\.?\d{1,6}$/i.test(t) && /^of$/i.test(ts[j + 1]?.t ?? "") && /^\d{4}/.test(ts[j + 2]?.t ?? "")) end = j + 3;
      else if (/^(?:No\.?\s?)?\d{1,6}\/\d{4}\.?$/i.test(t) || /^(?:No|Nos)\.?\d{1,6}\/\d{4}\.?$/i.test(t)) end = j + 1;
      else if (/^\d{1,6}$/.test(t) && /^of$/i.test(ts[j + 1]?.t ?? "") && /^\d{4}/.test(ts[j + 2]?.t ?? "")) end = j + 3;
      if (end > 0) {
        const words = ts.slice(i, end).map((x) => x.t);
        words[words.length - 1] = words[words.length - 1].replace(/^(\d{4}).*$/, "$1").replace(/\.$/, "");
        return words.join(" ").replace(/ \. ?/g, ". ");
      }
      if (j > i && (isVersus(t) || roleOf(t) || t === ":" || isDots(t))) break;
    }
  }
  return undefined;
}

/**
 * Does the text open as a High Court's or a subordinate court's judgment ("In the High Court of …",
 * "High Court of Judicature at Madras", "In the Court of Sh. X, ASJ") rather than a Supreme Court
 * report (whose head may name the High Court appealed from, after its own "JURISDICTION:" line)?
 */
export function isHighCourtHead(text: string): boolean {
  const top = text.slice(0, 300);
  // "In the High Court of Kerala", "High Court of Judicature at Madras", "Madras High Court", "In the Court of Sh. X" — not "The High Court, by the impugned order"
  const named = top.search(/\bIn the High Court\b|\bHigh Court (?:of|at|for)\b|\bJudicature\b|\bIn the Court of\b/i);
  const town = top.search(/\b(?!The\b)[A-Z][A-Za-z]+ High Court\b(?!,? (?:was|has|had|is|in|while|by|of India)\b)/);
  const court = named < 0 ? town : town < 0 ? named : Math.min(named, town);
  if (/\bSupreme Court\b|\bINSC\b/i.test(top)) return false;
  // Andhra Pradesh and Telangana open with the bench: "The Hon'ble Sri Justice X"
  if (/^\W{0,3}(?:The\s)?(?:Hon'?ble|Honourable)\s(?:The\s)?(?:Chief\s|Sri\s|Mr\.?\s|Smt\.?\s|Dr\.?\s){0,2}Justice\b/i.test(top)) return true;
  if (court < 0 || court > 150) return false;
  // the court named as the head's own, near its start, not in the body's first sentence ("… passed by the High Court of …")
  const before = top.slice(0, court);
  return before.split(/\s+/).filter(Boolean).length <= 14 && !/(?<![A-Za-z])[a-z]{2,}\s[a-z]{2,}/.test(before);
}

/** The counsel a High Court head names, per side. */
export function readHcCounsel(text: string): HcCounsel {
  return counsel(tokens(text));
}

/** Everything a High Court head says of the case (see the top of the file). */
export function readHcHead(text: string): HcHead {
  const ts = tokens(text);
  const { petitioners, respondents } = parties(ts);
  const out: HcHead = { petitioners, respondents, judges: judges(ts), counsel: counsel(ts) };
  const n = caseNumber(ts);
  if (n) out.caseNumber = n;
  const d = decisionDate(ts);
  if (d) out.decisionDate = d;
  return out;
}
