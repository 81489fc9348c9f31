/**
 * The head of a judgment from its text (issue 24 item 1): the cause title's two sides, the bench's
 * full names, the author, the case number and the decision date — for records whose source lacks
 * them. Layouts read (all from ../shared/data/judgments-sample.jsonl or the LII report layout):
 *
 * - the court's PDFs: "X …APPELLANT(S) VERSUS Y …RESPONDENT(S)" between the case number and
 *   "JUDGMENT", "NAME, J." under "JUDGMENT", the bracketed names under the signature dots at the
 *   end ("…….J. (B.R. Gavai)") and "New Delhi, October 16, 2024" after them;
 * - the LII layout: "PETITIONER: X Vs. RESPONDENT: Y", "DATE OF JUDGMENT…", the "BENCH:" block;
 * - older reports: "CIVIL APPELLATE JURISDICTION: Civil Appeal No. 12 of 1951.", "1952. October 30.",
 *   "The Judgment of the Court was delivered by X J.", "Present: Hon'ble Mr. Justice X …";
 * - "CORAM:" blocks and "In the matter of X" / "IN RE: X" heads.
 *
 * Precision first: a field is returned only when its layout is found whole; a side that still
 * looks like a case-number fragment ("No.4106/2021) UNION OF INDIA & ORS") is cleaned or dropped.
 * Case names cited in the body ("… v. State of Bombay") are never read: only the head is searched.
 * High Court layouts (parties by name, "Coram:", "Through:", "R/SCR.A/9089/2017" …) are read by
 * search-index/hc-head.ts when the Supreme Court layouts give nothing. Pure; no I/O.
 */
import { isHighCourtHead, readHcHead, trimChars } from "./hc-head";
import { isReporterHeading } from "./reporter-heading";

export type CaseHeader = {
  appellant?: string;
  respondent?: string;
  judges?: string[];
  author?: string;
  caseNumber?: string;
  /** YYYY-MM-DD */
  decisionDate?: string;
  /** Each party of the cause title by name, when the head lists them (High Court layouts, search-index/hc-head.ts). */
  petitioners?: string[];
  respondents?: string[];
};

/** The text a stored judgment's HTML holds, one source line a line (paragraphs and `<br>` kept as breaks). */
export function htmlToLines(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(?:p|div|h\d|li|tr)>/gi, "\n")
    .replace(/<[^<>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)";

function isoDate(y: string | number, monthName: string, d: string | number): string | undefined {
  const m = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  const year = Number(y);
  const day = Number(d);
  if (!m || year < 1947 || year > 2100 || day < 1 || day > 31) return undefined;
  const date = new Date(Date.UTC(year, m - 1, day));
  if (date.getUTCMonth() !== m - 1) return undefined;
  return `${year}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A side's marker line: "…APPELLANT(S)", "… APPELLANTS", "...Petitioner(s)", "RESPONDENT NO. 1", with the name before it if on the same line. */
const sideMarker = (word: string) => {
  const re = new RegExp(
    `^(?:([^…]*?[A-Za-z0-9][^…]*?)\\s*(?:\\.{2,}|…[.…]*|_{2,}|-{2,})\\s*|[\\s.…·_:-]*)\\b(?:${word})(?:\\s*\\(\\s*S\\s*\\)|S)?(?:\\s+NOS?\\.?\\s*[\\d,\\s&-]+)?\\s*[.:]?$`,
    "i",
  );
  // A marker line is short: a long line is prose (and would make the pattern slow).
  return { test: (l: string) => l.length <= 160 && re.test(l), match: (l: string) => (l.length <= 160 ? l.match(re) : null) };
};
const APPELLANT = sideMarker("APPELLANT|PETITIONER|APPLICANT");
const RESPONDENT = sideMarker("RESPONDENT");
const VERSUS = /^(?:versus|vs\.?|v\/s\.?|v\.)$/i;
/** Lines of a head that are not a party's name. */
const NOT_A_NAME =
  /\b(?:APPEAL|PETITION|JURISDICTION|SUPREME\s+COURT|INSC|REPORTABLE|ARISING|S\.?\s*L\.?\s*P|NOS?\.|NO\(S\)|JUDGMENT|ORDER|WITH|I\.?A\.?\s+No)\b|\bOF\s+\d{4}\b|\/\s*\d{4}\b|^\s*[([]|^\s*(?:AND|WITH)\s*$|^\d+\.?$|\d{4}\s*[)\]]\s*$/i;
/** (Tested on a line of `lineOf`: spaces single.) */
const HEAD_END = /^(?:J ?U ?D ?G ?(?:E ?)?M ?E ?N ?T|O ?R ?D ?E ?R|COMMON JUDGMENT|JUDGMENT AND ORDER)$/i;

/** A case-number fragment a source left at the start of a side: "No.4106/2021) ", "No. 5817 of` 2023) ", "NO. 17383/2024) ". */
const FRAGMENT = /^\s*(?:\(?(?:arising\s+out\s+of\s+)?(?:S\.?L\.?P\.?\s*(?:\([^)]*\)\s*)?)?No\s?s?\.?\s*\d[\d,-]*(?:\s+[\d,-]+)*(?:\s*(?:\/|of`?)\s*\d{2,4})?\s*\)\s*)/i;

/** Words of the counsel lines and the bench, never of a party's name. */
const PROSE = /\b(?:Hon'?ble|Justice|Advs?\.|Advocates?|for\s+the\s+(?:appellant|respondent|petitioner)|delivered|Leave\s+granted)\b|\b[A-Z.]{1,20}(?: [A-Z.]{1,20}){0,5},? ?J\.?,? ?(?:Leave|This|The)\b/i;

/** Is this a side as a careless source cut it (it starts with a case number's tail)? */
export const isTitleFragment = (s: string) => FRAGMENT.test(s) || /^\s*[\d)/]/.test(s);

/**
 * A side of a cause title made presentable: a leading case-number fragment cut off, the markers
 * and dots around it dropped, spaces single. Null when what is left is not a name (too short, no
 * letters, or still a fragment) — such a side is left for staff.
 */
export function cleanParty(raw: string): string | null {
  let s = raw.replace(/\s+/g, " ").trim();
  s = s.replace(FRAGMENT, "");
  s = trimChars(s, " .…·_:,-", " …·_:,-");
  const undotted = trimChars(s, "", ".");
  if (s.length - undotted.length >= 2) s = undotted;
  if (s.length < 2 || s.length > 300 || !/[A-Za-z]{2}/.test(s)) return null;
  if (isTitleFragment(s) || NOT_A_NAME.test(s) || VERSUS.test(s) || PROSE.test(s)) return null;
  if (APPELLANT.test(s) && /\b(?:APPELLANT|PETITIONER|APPLICANT|RESPONDENT)/i.test(s)) return null;
  return s;
}

const lineOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** Lines of a head that only hold dots (the PDFs put "…" on a line of its own before a marker). */
const DOTS = /^[\s.…·_-]+$/;

/** Name lines from `from` on (up or down by `step`) until a line that is not a name; at most four. */
function nameRun(head: string[], from: number, step: 1 | -1, stopAt: number): string[] {
  const out: string[] = [];
  for (let i = from; i >= 0 && i < head.length && i !== stopAt && out.length < 5; i += step) {
    const l = head[i];
    if (NOT_A_NAME.test(l) || PROSE.test(l) || VERSUS.test(l) || APPELLANT.test(l) || RESPONDENT.test(l) || HEAD_END.test(l)) break;
    if (step === 1) out.push(l);
    else out.unshift(l);
  }
  return out.length > 4 ? [] : out;
}

/**
 * "X …APPELLANT(S) VERSUS Y …RESPONDENT(S)" in the head of a court PDF, in the orders the PDFs
 * print it: the markers after each name, both markers before "VERSUS" (names above the first and
 * below "VERSUS"), or the appellant's marker above the name.
 */
function pdfCauseTitle(allLines: string[]): { appellant: string; respondent: string } | null {
  const lines = allLines.filter((l) => !DOTS.test(l));
  const end = lines.findIndex((l) => HEAD_END.test(l));
  const head = lines.slice(0, end > 0 ? Math.min(end + 1, 80) : 80);
  const a = head.findIndex((l) => APPELLANT.test(l));
  if (a < 0) return null;
  const v = head.findIndex((l, i) => i > a && VERSUS.test(l));
  if (v < 0 || v > a + 8) return null;
  const r = head.findIndex((l, i) => i > a && RESPONDENT.test(l) && /RESPONDENT/i.test(l));
  if (r < 0 || r > v + 8) return null;
  const appOnLine = APPELLANT.match(head[a])?.[1]?.trim();
  let appLines = appOnLine ? [appOnLine] : nameRun(head, a - 1, -1, -1);
  if (!appLines.length) appLines = head.slice(a + 1, Math.min(v, r)); // the marker above the name
  let respLines: string[];
  if (r < v) respLines = nameRun(head, v + 1, 1, -1);
  // both markers, then "VERSUS", then the respondent
  else {
    const respOnLine = RESPONDENT.match(head[r])?.[1]?.trim();
    respLines = [...head.slice(v + 1, r), ...(respOnLine ? [respOnLine] : [])];
    if (!respLines.length) respLines = nameRun(head, r + 1, 1, -1);
  }
  if (!appLines.length || appLines.length > 4 || !respLines.length || respLines.length > 4) return null;
  if ([...appLines, ...respLines].some((l) => NOT_A_NAME.test(l) || APPELLANT.test(l) || VERSUS.test(l))) return null;
  const appellant = cleanParty(appLines.join(" "));
  const respondent = cleanParty(respLines.join(" "));
  return appellant && respondent ? { appellant, respondent } : null;
}

/** "PETITIONER: X … Vs. … RESPONDENT: Y" (the LII layout): each side up to three lines, the name on the marker's line or under it. */
function liiCauseTitle(text: string): { appellant: string; respondent: string } | null {
  const ls = text
    .slice(0, 3000)
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim());
  /** The lines of a side from its marker line `at` on (up to three, to a blank line or `stop`); and where they end. */
  const side = (at: number, marker: string, stop: (l: string) => boolean): { lines: string[]; end: number } | null => {
    const out: string[] = [];
    let i = at + 1;
    const rest = ls[at].slice(marker.length).trim();
    if (rest) out.push(rest);
    else while (i < ls.length && !ls[i]) i++;
    while (i < ls.length && ls[i] && !stop(ls[i]) && out.length < 3) out.push(ls[i++]);
    return out.length ? { lines: out, end: i } : null;
  };
  const p = ls.findIndex((l) => /^PETITIONER:/i.test(l));
  if (p < 0) return null;
  const app = side(p, "PETITIONER:", (l) => VERSUS.test(l));
  if (!app) return null;
  let v = app.end;
  while (v < ls.length && !ls[v]) v++;
  if (!VERSUS.test(ls[v] ?? "")) return null;
  let r = v + 1;
  while (r < ls.length && !ls[r]) r++;
  if (!/^RESPONDENT:/i.test(ls[r] ?? "")) return null;
  const res = side(r, "RESPONDENT:", (l) => /^(?:DATE OF JUDGMENT|BENCH:)/i.test(l));
  if (!res) return null;
  const appellant = cleanParty(app.lines.join("\n"));
  const respondent = cleanParty(res.lines.join("\n"));
  return appellant && respondent ? { appellant, respondent } : null;
}

/**
 * The reports dated "THE 20TH DAY OF AUGUST, 1996 Present: …": the cause title right under "The
 * following Judgment of the Court was delivered:" — "STATE OF U.P. & ORS." / "V." / "BRIDGE & ROOF
 * COMPANY (INDIA) LIMITED" — up to the author's "B.P.JEEVAN REDDY.J, …" line.
 */
function deliveredCauseTitle(lines: string[]): { appellant: string; respondent: string } | null {
  const d = lines.slice(0, 30).findIndex((l) => /^The\s+following\s+Judgments?\s+of\s+the\s+Court\s+(?:was|were)\s+delivered\s*:?$/i.test(l));
  if (d < 0) return null;
  const v = lines.findIndex((l, i) => i > d && i <= d + 5 && VERSUS.test(l));
  if (v < 0) return null;
  const appLines = lines.slice(d + 1, v);
  const respLines = nameRun(lines, v + 1, 1, -1);
  const judge = lines[v + 1 + respLines.length] ?? "";
  if (!appLines.length || appLines.length > 4 || !respLines.length || !/^[A-Z][A-Z. ]+?[.,]\s*J\b/.test(judge)) return null;
  const appellant = cleanParty(appLines.join(" "));
  const respondent = cleanParty(respLines.join(" "));
  return appellant && respondent ? { appellant, respondent } : null;
}

/** "In the matter of X" / "IN RE: X" as the head's own line (a reference or suo motu case: one side). */
function inTheMatterOf(lines: string[]): string | null {
  const end = lines.findIndex((l) => HEAD_END.test(l));
  for (const l of lines.slice(0, end > 0 ? Math.min(end, 25) : 12)) {
    const m = l.match(/^(?:IN THE MATTER OF|IN RE)\b/i);
    const rest = m ? trimChars(l.slice(m[0].length), " :", "") : "";
    if (m && rest.length >= 3 && rest.length <= 200 && !/(?<![a-z])[a-z]{3,} [a-z]{3,} [a-z]{3,} [a-z]{3,}/.test(rest)) {
      const name = cleanParty(rest);
      if (name) return `In re: ${name}`;
    }
  }
  return null;
}

/** A judge's name as written under a signature or in a bench block: honorifics of address dropped, spaces single. */
function judgeName(raw: string): string | null {
  const s = raw
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:Hon'?ble\s+)?(?:(?:Mr|Mrs|Ms)\.?\s+)?(?:Justice\s+)?/i, "")
    .replace(/(?<![,\s])[,\s]*\((?:C?J|CJI)\)\s*$/i, "")
    .replace(/(?<![,\s])[\s,]*(?:C\.?J\.?I?|J)\.?$/, "")
    .trim();
  if (s.length < 3 || s.length > 60 || !/^[A-Za-z][A-Za-z .,'-]*$/.test(s) || !/[A-Za-z]{3}/.test(s)) return null;
  return s;
}

/** A signature line: dots, then "J." or "CJI." ("…….………….J.", "……………………, J", "….......CJI."). */
const SIGNATURE = /(?<![.…])[.…]{4,} ?,? ?(?:CJI|C\.?J\.?|J)\.?$/i;

/** The bracketed names under the signature dots at the end of a court PDF. */
function signatureJudges(lines: string[]): string[] {
  const tail = lines.slice(-40);
  const out: string[] = [];
  for (let i = 1; i < tail.length; i++) {
    const m = tail[i].match(/^\[?\( ?([^()]{3,60}?) ?\)\]?$/);
    const signed = SIGNATURE.test(tail[i - 1]) || (i > 1 && SIGNATURE.test(tail[i - 2]) && /^[.…\s]*(?:CJI|J)\.?$/i.test(tail[i - 1]));
    const name = m && signed ? judgeName(m[1]) : null;
    if (name && !out.some((n) => n.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out;
}

/** Where a "BENCH:"/"CORAM:" block ends: a blank line, or the first of these words. */
const BENCH_END = /\b(?:CITATION|CITATOR|ACT|HEADNOTE|JUDGMENT|DATE OF JUDGMENT)\b/i;
const HONBLE_JUSTICE = /^(?:Hon'?ble|Honourable)\s?(?:Mr|Mrs|Ms|Dr)?\.?\s?Justice\s/i;

/**
 * The "BENCH:" block (LII) or "CORAM:" block — its lines (at most eight) up to a blank line or a
 * closing word — or "Present: Hon'ble Mr. Justice X Hon'ble Mr. Justice Y" (older reports). Read
 * line by line: a block not closed within eight lines is no block (the old pattern backtracked on
 * such a block for minutes, issue 32).
 */
function benchBlock(text: string): string[] {
  const raw = text.slice(0, 4000).split("\n");
  for (let i = 0; i < raw.length; i++) {
    const m = raw[i].match(/^\s*(?:BENCH|CORAM)\s?:/i);
    if (!m) continue;
    const block: string[] = [];
    let closed = false;
    let line = raw[i].slice(m[0].length);
    let j = i;
    if (!line.trim()) line = raw[++j] ?? "";
    for (let n = 0; n < 8 && j < raw.length; n++) {
      const end = BENCH_END.exec(line);
      if (end) {
        if (line.slice(0, end.index).trim()) block.push(line.slice(0, end.index));
        closed = block.length > 0;
        break;
      }
      if (!line.trim()) {
        closed = block.length > 0;
        break;
      }
      block.push(line);
      line = raw[++j] ?? "";
    }
    if (!closed) continue;
    const names = block
      .join("\n")
      .split(/\n|\s{2,}|(?<=\((?:C?J|CJI)\))\s*|,\s*(?=(?:Hon'?ble|Justice)\b)|(?<!\s)\s+(?:and|&)\s+(?=(?:Hon'?ble|Justice)\b)/i)
      .map((n) => judgeName(n.replace(/\bHON'?BLE\b.*?\bJUSTICE\b/i, "")))
      .filter((n): n is string => !!n);
    if (names.length && names.length <= 15) return [...new Set(names)];
    break;
  }
  const lines = text.slice(0, 4000).split("\n");
  const p = lines.findIndex((l) => /\bPresent ?:/.test(l));
  if (p >= 0) {
    const names: string[] = [];
    const first = lines[p].slice(lines[p].search(/\bPresent ?:/)).replace(/^Present ?:/, "");
    const rows = [first, ...lines.slice(p + 1, p + 8)].map((l) => l.replace(/\s+/g, " ").trim());
    let i = rows[0] ? 0 : 1;
    for (; i < rows.length && HONBLE_JUSTICE.test(rows[i]); i++) {
      // "Hon'ble Mr. Justice X Hon'ble Mr. Justice Y", up to counsel on the same line ("… Mr. A, Advocate")
      const parts = rows[i].split(/(?:^|\s)(?:Hon'?ble|Honourable)\s?(?:Mr|Mrs|Ms|Dr)?\.?\s?Justice\s/i).slice(1);
      let stop = false;
      for (const part of parts) {
        const counsel = part.search(/\s(?:Mr|Mrs|Ms|Dr|Shri|Sri|Smt)\.?\s/);
        const name = (counsel >= 0 ? part.slice(0, counsel) : part).trim();
        // every name of the run must be whole (up to counsel, the line's end or the next "Hon'ble"), else none is taken
        if (!/^[A-Z][A-Za-z. ]{0,60},?$/.test(name)) return [];
        const n = judgeName(trimChars(name, "", ", "));
        if (n) names.push(n);
        if (counsel >= 0) stop = true;
      }
      if (stop) break;
    }
    if (names.length) return [...new Set(names)];
  }
  return [];
}

/** "NAME, J." under "JUDGMENT" (court PDFs) or "The Judgment of the Court was delivered by NAME J." (reports). */
function authorOf(lines: string[], text: string): string | undefined {
  const j = lines.findIndex((l) => HEAD_END.test(l));
  if (j >= 0) {
    for (const l of lines.slice(j + 1, j + 3)) {
      const m = l.match(/^([A-Z][A-Za-z.' ]{1,50}?),\s*(?:CJI|C\.J\.|J)\.?(?:\s|$)/);
      const name = m ? judgeName(m[1]) : null;
      if (name) return name;
    }
  }
  const d = text
    .slice(0, 8000)
    .match(/\bThe\s+Judgment\s+of\s+the\s+Court\s+was\s+delivered\s+by(?:\s*:\s*|\s+)([A-Z][A-Za-z.' ]{1,40}?),?\s+(?:C\.?\s?J\.?I?|J)\.?(?=\s|$)/);
  return d ? judgeName(d[1]) ?? undefined : undefined;
}

/** The decision date: "New Delhi, October 16, 2024" at the end (PDFs), "DATE OF JUDGMENT 19/01/1988" (LII), not the reports' "1952. October 30." (its year is an OCR guess too often). */
function dateOf(text: string): string | undefined {
  const tail = text.slice(-600);
  const flat = tail.replace(/\s+/g, " ");
  const nd = flat.match(
    new RegExp(`NEW DELHI ?[,;.:]? ?(?:DATED ?:? ?)?(?:${MONTH} (\\d{1,2}) ?, ?(\\d{4})|(\\d{1,2})(?:st|nd|rd|th)? ${MONTH},? (\\d{4}))`, "i")
  );
  if (nd) return nd[1] ? isoDate(nd[3], nd[1], nd[2]) : isoDate(nd[6], nd[5], nd[4]);
  // "October 16, 2024" on its line, "NEW DELHI" on the next
  const ls = lineOf(tail);
  for (let i = 0; i + 1 < ls.length; i++) {
    if (!/^NEW DELHI\b/i.test(ls[i + 1])) continue;
    const before = ls[i].match(new RegExp(`^${MONTH} (\\d{1,2}) ?, ?(\\d{4}) ?[;,.]?$`, "i"));
    if (before) return isoDate(before[3], before[1], before[2]);
  }
  const head = text.slice(0, 4000);
  const lii = head.match(/DATE OF JUDGMENT[\s:]*(\d{1,2})\/(\d{1,2})\/(\d{4})/);
  if (lii) return isoDate(lii[3], MONTHS[Number(lii[2]) - 1] ?? "", lii[1]);
  // The LII orders of the 1990s open with the date: "THE 28TH DAY OF NOVEMBER, 1997 Present:"
  const day = head.slice(0, 200).match(new RegExp(`^\\s{0,20}THE (\\d{1,2})(?:ST|ND|RD|TH) DAY OF ${MONTH},? ?(\\d{4})\\b`, "i"));
  if (day) return isoDate(day[3], day[2], day[1]);
  return undefined;
}

/** "CIVIL APPELLATE JURISDICTION: Civil Appeal No. 1234 of 1980." on the first lines of a report (its words may run over lines). */
function caseNumberOf(text: string): string | undefined {
  const ls = text.slice(0, 600).split("\n");
  for (let i = 0; i < ls.length; i++) {
    const from = ls
      .slice(i)
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    const m = from.match(
      /^(?:[A-Z]+ )*JURISDICTION ?: ?((?:Civil|Criminal|Writ|Special|Transfer|Original|Election)[A-Za-z()., ]{0,60}?Nos?\.? ?[\d,&and -]{1,200}?(?:\([A-Z]+\) ?)?of \d{4})\b/i
    );
    if (m) return m[1].trim();
  }
  return undefined;
}

/**
 * Everything the text's head and foot say about the case (see the top of the file). The text is
 * the judgment as imported (or `htmlToLines` of the stored HTML).
 */
export function extractCaseHeader(text: string): CaseHeader {
  const lines = lineOf(text);
  const out: CaseHeader = {};
  const title = liiCauseTitle(text) ?? pdfCauseTitle(lines) ?? deliveredCauseTitle(lines);
  const hc = readHcHead(text);
  if (title) Object.assign(out, title);
  else if (hc.petitioners.length && hc.respondents.length) {
    out.appellant = hc.petitioners.length > 1 ? `${hc.petitioners[0]} and others` : hc.petitioners[0];
    out.respondent = hc.respondents.length > 1 ? `${hc.respondents[0]} and others` : hc.respondents[0];
    out.petitioners = hc.petitioners;
    out.respondents = hc.respondents;
  } else {
    const matter = inTheMatterOf(lines);
    if (matter) out.appellant = matter;
  }
  const signed = signatureJudges(lines);
  const block = benchBlock(text);
  // the High Court readers' bench, number and date only on a High Court's head (a report's head names the court below)
  const highCourt = isHighCourtHead(text);
  // a High Court's head: its own readers first (the CORAM block pattern reads "X , C.J. & Y , J." as one name)
  const judges = highCourt && hc.judges.length ? hc.judges : signed.length ? signed : block.length ? block : highCourt ? hc.judges : [];
  if (judges.length) out.judges = judges;
  const author = authorOf(lines, text);
  if (author) out.author = author;
  const caseNumber = caseNumberOf(text) ?? (highCourt ? hc.caseNumber : undefined);
  if (caseNumber) out.caseNumber = caseNumber;
  const date = dateOf(text) ?? (highCourt ? hc.decisionDate : undefined);
  if (date) out.decisionDate = date;
  return out;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z ]+/g, " ")
    .split(" ")
    .filter((w) => w.length > 1);

/**
 * The bench's full name for an author written as a surname alone ("Mehta" → "SANDEEP MEHTA"):
 * the one judge of the bench whose last word it is. Null when the author is more than a surname,
 * or no judge (or more than one) matches.
 */
export function fullAuthorName(author: string, judges: string[]): string | null {
  const a = author
    .trim()
    .replace(/(?<![,\s])[\s,]*(?:CJI|J)\.?$/, "")
    .trim()
    .toLowerCase();
  if (!/^[a-z]{3,}$/.test(a)) return null;
  const hits = judges.filter((j) => {
    const w = words(j);
    return w.length > 1 && w[w.length - 1] === a;
  });
  return hits.length === 1 ? hits[0] : null;
}

/** Is a stored bench/author value only a surname (one word, no initials)? */
export const isSurnameOnly = (s: string | null | undefined) => !!s && /^[A-Za-z]{3,}$/.test(s.trim().replace(/(?<![,\s])[\s,]*(?:CJI|J)\.?$/, "").trim());

/** What a case holds of the fields the extractor can fill (a stored case or a source record). */
export type HeadFields = {
  appellant: string | null;
  respondent: string | null;
  /** The author (the case's Judge Name). */
  judgeName: string | null;
  /** The bench, "; "-separated. */
  allJudges: string | null;
  caseNumber: string | null;
  /** YYYY-MM-DD */
  decidedDate: string | null;
};

/** The placeholder the import stores for a record without a cause title (decision 005). */
export const NO_TITLE = "(cause title not given in the source)";

/**
 * Does the case lack a usable cause title (none, the placeholder, a case-number fragment, or the
 * reporter's heading that stands in for one: search-index/reporter-heading.ts, decision 106)?
 */
export const lacksTitle = (appellant: string | null | undefined) =>
  !appellant?.trim() || appellant.trim() === NO_TITLE || isReporterHeading(appellant) || isTitleFragment(appellant);

/**
 * The fields to fill from the text, and with what: only a field the case lacks (a title that is
 * missing or a fragment, an author that is a surname alone, an empty bench, number or date) and
 * that the text gives. A fragment side the text does not give again is cleaned when cleaning
 * leaves a name. Pure: the caller writes the result with origin `extracted`.
 */
export function planExtraction(current: HeadFields, text: string): Partial<HeadFields> {
  const found = extractCaseHeader(text);
  const out: Partial<HeadFields> = {};
  if (lacksTitle(current.appellant)) {
    if (found.appellant) {
      out.appellant = found.appellant;
      out.respondent = found.respondent ?? null;
    } else if (current.appellant && current.appellant !== NO_TITLE && !isReporterHeading(current.appellant)) {
      const cleaned = cleanParty(current.appellant);
      if (cleaned) out.appellant = cleaned;
    }
  }
  const bench = current.allJudges ? current.allJudges.split(/;\s*/).filter(Boolean) : found.judges ?? [];
  if (!current.allJudges && found.judges?.length) out.allJudges = found.judges.join("; ");
  if (!current.judgeName && found.author) out.judgeName = fullAuthorName(found.author, bench) ?? found.author;
  else if (current.judgeName && isSurnameOnly(current.judgeName)) {
    const full = fullAuthorName(current.judgeName, bench) ?? (found.judges ? fullAuthorName(current.judgeName, found.judges) : null);
    if (full) out.judgeName = full;
  }
  if (!current.caseNumber && found.caseNumber) out.caseNumber = found.caseNumber;
  if (!current.decidedDate && found.decisionDate) out.decidedDate = found.decisionDate;
  return out;
}
