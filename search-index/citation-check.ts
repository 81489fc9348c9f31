/**
 * The citation check of a pasted brief (issue 25 item 4, decision 077): every Indian citation in a
 * text, read by the citation parser, de-duplicated by its key, and judged well formed or not before
 * anything is looked up. Pure: no I/O.
 *
 * "Malformed" is either a form the parser cannot read although it looks like a citation ("AIR 1973
 * XY 1461": no such court; "(1973) 4 SCC": no page) or a citation that cannot exist: a year still to
 * come or before the reporter began, a volume or page no volume of the reporter reaches, a neutral
 * number beyond any year's count.
 *
 * A case name with a year and no citation after it ("Kesavananda Bharati v. State of Kerala
 * (1973)", "in Maneka Gandhi v Union of India, 1978,") is an item too, looked up by name and year
 * (decision 084).
 */
import { nameBefore, nameKey } from "./case-names";
import { findCitationMatches, normaliseCitationText, type CoreReporter, type ParsedCitation } from "./citations";
import { reporterByCode } from "./reporters";

/** The most citations one check answers (the rest are counted, not checked). */
export const MAX_CHECKED_CITATIONS = 250;

export type CheckedCitation =
  /** `name`: the case name written just before it ("Laxman v. State of Maharashtra, (2002) 6 SCC 710"), keyed with the citation's year */
  | { kind: "citation"; citation: ParsedCitation; written: string; index: number; count: number; problem: string | null; name: CaseNameWritten | null }
  | { kind: "malformed"; written: string; index: number; count: number; problem: string }
  /** a case name with a year and no citation ("Kesavananda Bharati v. State of Kerala (1973)"); key as search-index/case-names.ts */
  | { kind: "name"; appellant: string; respondent: string; year: number; key: string; written: string; index: number; count: number; problem: string | null };

/** A case name as written in a brief, its sides and its key with a year (search-index/case-names.ts). */
export type CaseNameWritten = { appellant: string; respondent: string; year: number; key: string };

/** The case name written just before a citation (at `index`), keyed with the citation's year; null when there is none. */
export function nameBeside(text: string, index: number, year: number): CaseNameWritten | null {
  const name = nameBefore(text.slice(0, index));
  const key = name && nameKey(name.appellant, name.respondent, year);
  return name && key ? { appellant: name.appellant, respondent: name.respondent, year, key } : null;
}

/** The first year each reporter printed (conservative: earlier is impossible). */
const FIRST_YEAR: Record<CoreReporter, number> = {
  SCC: 1969,
  "SCC(CRI)": 1969,
  "SCC(L&S)": 1969,
  AIR: 1914,
  SCR: 1950,
  INSC: 1950,
  // The High Courts began in 2022 (Delhi, 17 October 2022); some numbered judgments back (Allahabad's "2016:AHC:…", decision 097).
  HCN: 1950,
  SCCONLINE: 1950,
  JT: 1987,
  SCALE: 1981,
  CRILJ: 1904,
  MANU: 1900,
};

/** The first year of a reporter of the table (decision 097): the Indian Law Reports began in 1876; the others are not bounded here. */
const firstYear = (reporter: string): number => (FIRST_YEAR as Record<string, number>)[reporter] ?? (reporterByCode(reporter)?.code === "ILR" ? 1876 : 1800);

/** Volumes a year of a reporter never passes, and pages no volume reaches (generous bounds). A reporter whose volumes run on (ITR 278) has no bound. */
const MAX_VOLUME = 15;
const MAX_PAGE: Partial<Record<string, number>> = { SCC: 1600, "SCC(CRI)": 2500, SCR: 2000, JT: 1600, SCALE: 1600, AIR: 5000, CRILJ: 6000 };
/** Neutral numbers: the Supreme Court has not given 2,000 in a year; a High Court's run higher. */
const MAX_NEUTRAL: Partial<Record<string, number>> = { INSC: 2000, HCN: 200_000 };

/** Why a well-read citation cannot exist, or null. */
export function impossibility(c: ParsedCitation, currentYear: number): string | null {
  if (c.year > currentYear) return `The year ${c.year} has not come yet.`;
  const first = firstYear(c.reporter);
  if (c.year < first) return `${c.reporter === "INSC" || c.reporter === "HCN" ? "Neutral citations" : `The ${reporterName(c)}`} did not exist in ${c.year} (from ${first}).`;
  if (c.reporter === "AIR" && c.court === "SC" && c.year < 1950) return `The Supreme Court sat from 1950: there is no AIR ${c.year} SC.`;
  const page = Number(c.page);
  if (!(page > 0)) return c.neutral ? "A neutral citation's number starts at 1." : "A page number starts at 1.";
  const volume = c.volume === null ? null : Number(c.volume);
  const serial = reporterByCode(c.reporter)?.volumes === "serial";
  if (volume !== null && (volume < 1 || (!serial && volume > MAX_VOLUME))) return `No year of the ${reporterName(c)} has a volume ${c.volume}.`;
  const maxPage = MAX_PAGE[c.reporter];
  if (maxPage && page > maxPage) return `Page ${c.page} is beyond any volume of the ${reporterName(c)} (at most about ${maxPage} pages).`;
  const maxNeutral = MAX_NEUTRAL[c.reporter];
  if (maxNeutral && page > maxNeutral) return `Neutral number ${c.page} is out of range for ${c.year}.`;
  return null;
}

function reporterName(c: ParsedCitation): string {
  const table = reporterByCode(c.reporter);
  if (table) return table.abbr;
  return c.reporter === "SCC(CRI)" ? "SCC (Cri)" : c.reporter === "SCC(L&S)" ? "SCC (L&S)" : c.reporter === "SCCONLINE" ? "SCC OnLine" : c.reporter === "CRILJ" ? "Cri LJ" : c.reporter;
}

/**
 * Things that look like a citation of a known reporter — a year, the reporter's abbreviation and
 * numbers — found loosely, so that what the parser does not read is answered as malformed rather
 * than silently left out.
 */
const LOOSE_PATTERNS: { re: RegExp; why: (m: string) => string }[] = [
  { re: /\bA\.?\s?I\.?\s?R\.?\s+\d{2,4}\.?\s+[A-Za-z&.]{1,14}\s+\d{1,6}\b/g, why: (m) => `"${m}" is not an AIR citation the reporter knows: check the court's abbreviation and the year.` },
  { re: /\bA\.?\s?I\.?\s?R\.?\s+\d{4}\s+(?:SC|S\.C\.)(?!\s*\d)/g, why: () => "An AIR citation needs its page." },
  {
    re: /[([]\s*\d{2,4}\s*[)\]]\s*(?:\(?\d{1,3}\)?\s+)?(?:S\.?\s?C\.?\s?C|S\.?\s?C\.?\s?R)\.?(?!\s*(?:\(Cri\)\s*)?\d)/gi,
    why: () => "A citation of the SCC or SCR needs its page.",
  },
  { re: /[([]\s*\d{2,3}\s*[)\]]\s*\d{1,3}\s+(?:SCC|SCR)\s+\d{1,5}/gi, why: () => "The year must have four digits." },
  { re: /\b\d{2,3}\s+INSC\s+\d{1,6}\b/g, why: () => "A neutral citation's year must have four digits." },
  // "ILR 1990 Xyz 123": no such state series; "ILR 1990 Kar": no page (decision 097).
  { re: /\bI\.?\s?L\.?\s?R\.?\s+[([]?(?:18|19|20)\d\d[)\]]?\s+(?:\(?\d{1,2}\)?\s+)?[A-Z][A-Za-z.&-]{1,12}(?:\s+\d{1,5})?\b/g, why: (m) => `"${m}" is not an ILR citation the reporter knows: check the state series (Kar, Del, Ker, Cut, Mad …) and the page.` },
  { re: /\b(?:19|20)\d\d:[A-Z]{2,6}(?:-[A-Z]{1,5})?:(?!\d)/g, why: () => "A High Court's neutral citation needs its number (2023:DHC:1234)." },
  { re: /\b(?:19|20)\d\d\s+INSC\s+\d{6,}\b/g, why: () => "A neutral citation's number is out of range." },
];

/** Every citation in the text: well read (with any impossibility) or malformed, once per key, in order of first appearance. */
export function citationsToCheck(text: string, currentYear: number): { items: CheckedCitation[]; total: number; truncated: boolean } {
  const byKey = new Map<string, CheckedCitation>();
  const spans: [number, number][] = [];
  for (const m of findCitationMatches(text)) {
    spans.push([m.index, m.index + m.written.length]);
    const had = byKey.get(`c:${m.citation.key}`);
    if (had) {
      had.count++;
      continue;
    }
    const problem = impossibility(m.citation, currentYear);
    const name = problem ? null : nameBeside(text, m.index, m.citation.year);
    byKey.set(`c:${m.citation.key}`, { kind: "citation", citation: m.citation, written: m.written, index: m.index, count: 1, problem, name });
  }
  const inside = (i: number) => spans.some(([a, b]) => i >= a && i < b);
  for (const { re, why } of LOOSE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const index = m.index ?? 0;
      if (inside(index) || inside(index + m[0].length - 1)) continue;
      const written = m[0].trim();
      const key = `m:${normaliseCitationText(written)}`;
      const had = byKey.get(key);
      if (had) {
        had.count++;
        continue;
      }
      spans.push([index, index + m[0].length]);
      byKey.set(key, { kind: "malformed", written, index, count: 1, problem: why(written) });
    }
  }
  for (const n of namesWithYears(text, currentYear)) {
    if (inside(n.yearAt)) continue;
    const key = `n:${n.key}`;
    const had = byKey.get(key);
    if (had) {
      had.count++;
      continue;
    }
    byKey.set(key, { kind: "name", appellant: n.appellant, respondent: n.respondent, year: n.year, key: n.key, written: n.written, index: n.index, count: 1, problem: n.year > currentYear ? `The year ${n.year} has not come yet.` : null });
  }
  const all = [...byKey.values()].sort((a, b) => a.index - b.index);
  return { items: all.slice(0, MAX_CHECKED_CITATIONS), total: all.length, truncated: all.length > MAX_CHECKED_CITATIONS };
}

/**
 * A year in brackets or after a comma ("(1973)", "[1973]", ", 1978") that closes a case name and is
 * not the start of a citation: what follows is the end of the sentence or clause, or a lower-case
 * word ("(1973) held", ", 1978, the Court"). "(1973) 4 SCC 225", "1989 Indlaw SC 286",
 * "[1950] I.L.J. 1247" and "AIR (1977) SC 2149" are citations (read or not), never a name's year.
 */
const NAME_YEAR = /(?:\((1[89]\d\d|20\d\d)\)|\[(1[89]\d\d|20\d\d)\]|,[ \t]*(1[89]\d\d|20\d\d)\b)(?=\s*(?:$|[.;:!?]|[)\]](?:\s*[.;:,]|\s+[a-z]|\s*$)|,\s+[a-z(]|\(?[a-z]))/g;

/** Case names with a year and no citation, in order: the name as written, its sides, year and key. */
export function namesWithYears(text: string, currentYear = Number.POSITIVE_INFINITY): { written: string; appellant: string; respondent: string; year: number; key: string; index: number; yearAt: number }[] {
  const out: { written: string; appellant: string; respondent: string; year: number; key: string; index: number; yearAt: number }[] = [];
  for (const m of text.matchAll(NAME_YEAR)) {
    const yearAt = m.index ?? 0;
    const year = Number(m[1] ?? m[2] ?? m[3]);
    // "AIR (1977) SC …" and the like: a reporter's abbreviation just before the year.
    if (/\b(?:A\.?I\.?R\.?|S\.?C\.?C\.?|S\.?C\.?R\.?|Cri\.?\s?L\.?J\.?|L\.?L\.?J\.?|All|Bom|Cal|Mad)\s*$/i.test(text.slice(Math.max(0, yearAt - 12), yearAt))) continue;
    // The word after the year is a report's ("1990 indlaw SC 52", "(1962) supp(3) S.C.R. 848").
    if (/^\s*\(?(?:indlaw|supp|suppl|vol|scc|scr|air|sc|cri|online)\b/i.test(text.slice(yearAt + m[0].length, yearAt + m[0].length + 12))) continue;
    const name = nameBefore(text.slice(0, yearAt));
    if (!name) continue;
    const key = nameKey(name.appellant, name.respondent, year);
    if (!key || year > currentYear + 50) continue;
    const end = yearAt + m[0].length;
    out.push({ written: text.slice(name.start, end).replace(/\s+/g, " "), appellant: name.appellant, respondent: name.respondent, year, key, index: name.start, yearAt });
  }
  return out;
}
