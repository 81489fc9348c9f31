/**
 * A parser for Indian law-report citations. It normalises dots, spaces and brackets and returns a
 * key that is the same for every way of writing one citation, e.g.
 *   "(1978) 1 SCC 248", "1978 (1) SCC 248", "[1978] 1 S.C.C. 248"  →  "SCC|1978|1|248".
 * Pure: no I/O, knows nothing of the database beyond the journal ids of the master data.
 */
import { formatCitation, type CitationParts } from "./citation-format";

export type ParsedCitation = {
  /** the normalised lookup key */
  key: string;
  /** a canonical way of writing it */
  display: string;
  reporter: "SCC" | "SCC(CRI)" | "AIR" | "SCR" | "INSC" | "HCN" | "SCCONLINE" | "JT" | "SCALE" | "CRILJ" | "MANU";
  journalId: number;
  categoryId: number | null;
  year: number;
  volume: string | null;
  page: string;
  /** court code for AIR, SCC OnLine, MANU and High Court neutral citations */
  court: string | null;
  supplement: boolean;
  neutral: boolean;
};

const JOURNAL = { SCC: 7, AIR: 8, SCR: 9, NEUTRAL: 10, JT: 11, SCALE: 12, CRILJ: 13, SCCONLINE: 14, MANU: 15 } as const;

/** AIR court codes as printed, to the code used in keys. */
const AIR_COURTS: Record<string, string> = {
  SC: "SC", SUPREMECOURT: "SC", PC: "PC", DEL: "DEL", DELHI: "DEL", BOM: "BOM", BOMBAY: "BOM", MAD: "MAD", MADRAS: "MAD",
  CAL: "CAL", CALCUTTA: "CAL", ALL: "ALL", ALLAHABAD: "ALL", KANT: "KANT", KAR: "KANT", MYS: "MYS", KER: "KER",
  GUJ: "GUJ", PH: "P&H", "P&H": "P&H", PUNJ: "P&H", RAJ: "RAJ", MP: "MP", AP: "AP", PAT: "PAT", ORI: "ORI", ORISSA: "ORI",
  GAU: "GAU", HP: "HP", JK: "J&K", "J&K": "J&K", SIK: "SIK", TRI: "TRI", MANI: "MANI", MEGH: "MEGH", UTTARAKHAND: "UTR",
  UTR: "UTR", JHAR: "JHAR", CHH: "CHH", TEL: "TEL", LAH: "LAH", NAG: "NAG", OUDH: "OUDH",
};

/** Uppercase, dots and brackets and commas to spaces, runs of spaces folded. */
export function normaliseCitationText(input: string): string {
  return input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/(?<=[A-Z])\.(?=[A-Z])/g, " ")
    .replace(/\./g, " ")
    .replace(/[[\](),;]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    // Initials written with dots ("A. I. R.", "S.C.") become one word again: AIR, SC.
    .replace(/\b[A-Z](?: [A-Z]\b)+/g, (m) => m.replace(/ /g, ""));
}

const num = (s: string) => String(Number(s));

/** How the parser prints each reporter when no journals master is at hand (the seeded styles, migration 0013). */
export const REPORTER_STYLE: Record<ParsedCitation["reporter"], Pick<CitationParts, "style" | "abbr" | "series">> = {
  SCC: { style: "round", abbr: "SCC" },
  "SCC(CRI)": { style: "round", abbr: "SCC", series: "Cri" },
  AIR: { style: "air", abbr: "AIR" },
  SCR: { style: "square", abbr: "SCR" },
  INSC: { style: "neutral", abbr: "INSC" },
  HCN: { style: "neutral", abbr: "INSC" },
  SCCONLINE: { style: "online", abbr: "SCC OnLine" },
  JT: { style: "jt", abbr: "JT" },
  SCALE: { style: "round", abbr: "SCALE" },
  CRILJ: { style: "round", abbr: "Cri LJ" },
  MANU: { style: "manu", abbr: "MANU" },
};

/** The parts of a parsed citation for the formatter, less the journal's style and abbreviation. */
export function parsedParts(p: Omit<ParsedCitation, "key" | "display">): Omit<CitationParts, "style" | "abbr"> {
  return { year: p.year, volume: p.volume, page: p.page, court: p.court, series: REPORTER_STYLE[p.reporter].series ?? null, supplement: p.supplement };
}

function build(p: Omit<ParsedCitation, "key" | "display">): ParsedCitation {
  const parts = [p.reporter, p.court ?? "", String(p.year), p.supplement ? `S${p.volume ?? ""}` : (p.volume ?? ""), p.page];
  // Printed by the one formatter (citation-format.ts) in the reporter's seeded house style.
  const display = formatCitation({ ...REPORTER_STYLE[p.reporter], ...parsedParts(p) });
  return { ...p, key: parts.join("|"), display };
}

type Rule = { re: RegExp; make: (m: RegExpMatchArray) => ParsedCitation | null };

const YEAR = "(1[89]\\d\\d|20\\d\\d)";

const RULES: Rule[] = [
  // High Court neutral citation: 2023:DHC:2720, 2023:BHC-AS:1234
  {
    re: new RegExp(`^${YEAR}\\s*:\\s*([A-Z]{2,6}(?:-[A-Z]{2,4})?)\\s*:\\s*(\\d{1,7})(?:-[A-Z]{2})?$`),
    make: (m) => build({ reporter: "HCN", journalId: JOURNAL.NEUTRAL, categoryId: 16, year: +m[1], volume: null, page: num(m[3]), court: m[2], supplement: false, neutral: true }),
  },
  // Supreme Court neutral citation: 2024 INSC 640, [1988] INSC 17
  {
    re: new RegExp(`^${YEAR} INSC (\\d{1,5})$`),
    make: (m) => build({ reporter: "INSC", journalId: JOURNAL.NEUTRAL, categoryId: 15, year: +m[1], volume: null, page: num(m[2]), court: null, supplement: false, neutral: true }),
  },
  // SCC OnLine: 2024 SCC OnLine SC 1878
  {
    re: new RegExp(`^${YEAR} SCC ?ONLINE ([A-Z&]{2,6}) (\\d{1,6})$`),
    make: (m) => build({ reporter: "SCCONLINE", journalId: JOURNAL.SCCONLINE, categoryId: m[2] === "SC" ? 21 : 22, year: +m[1], volume: null, page: num(m[3]), court: m[2], supplement: false, neutral: false }),
  },
  // MANU/SC/0123/2005
  {
    re: /^MANU ?\/ ?([A-Z]{2,4}) ?\/ ?(\d{1,5}) ?\/ ?(1[89]\d\d|20\d\d)$/,
    make: (m) => build({ reporter: "MANU", journalId: JOURNAL.MANU, categoryId: m[1] === "SC" ? 23 : 24, year: +m[3], volume: null, page: num(m[2]), court: m[1], supplement: false, neutral: false }),
  },
  // AIR 1988 SC 637, AIR 2001 Del 123
  {
    re: new RegExp(`^AIR ${YEAR} ([A-Z&]{2,12}) (\\d{1,5})$`),
    make: (m) => {
      const court = AIR_COURTS[m[2]];
      if (!court) return null;
      return build({ reporter: "AIR", journalId: JOURNAL.AIR, categoryId: court === "SC" ? 12 : 13, year: +m[1], volume: null, page: num(m[3]), court, supplement: false, neutral: false });
    },
  },
  // 1988 AIR 637 (the LII form, Supreme Court)
  {
    re: new RegExp(`^${YEAR} AIR (\\d{1,5})$`),
    make: (m) => build({ reporter: "AIR", journalId: JOURNAL.AIR, categoryId: 12, year: +m[1], volume: null, page: num(m[2]), court: "SC", supplement: false, neutral: false }),
  },
  // Cri LJ: 1990 Cri LJ 1234, 1990 CrLJ 1234
  {
    re: new RegExp(`^${YEAR} CRI? ?L ?J (\\d{1,5})$`),
    make: (m) => build({ reporter: "CRILJ", journalId: JOURNAL.CRILJ, categoryId: 19, year: +m[1], volume: null, page: num(m[2]), court: null, supplement: false, neutral: false }),
  },
  // SCC (Cri): 1988 SCC (Cri) 545 — brackets already folded
  {
    re: new RegExp(`^${YEAR} (?:(\\d{1,2}) )?SCC CRI (\\d{1,5})$`),
    make: (m) => build({ reporter: "SCC(CRI)", journalId: JOURNAL.SCC, categoryId: 9, year: +m[1], volume: m[2] ? num(m[2]) : null, page: num(m[3]), court: null, supplement: false, neutral: false }),
  },
  // JT 1995 (3) SC 22
  {
    re: new RegExp(`^JT ${YEAR} (\\d{1,2}) SC (\\d{1,5})$`),
    make: (m) => build({ reporter: "JT", journalId: JOURNAL.JT, categoryId: 17, year: +m[1], volume: num(m[2]), page: num(m[3]), court: null, supplement: false, neutral: false }),
  },
  // Supplement volumes: 1995 Supp (3) SCC 456, (1995) Supp 3 SCC 456, 1962 Supp 3 SCR 1, 1992 Supp 1 SCC 335
  {
    re: new RegExp(`^${YEAR} SUPPL? (?:(\\d{1,2}) )?(SCC|SCR|JT|SCALE) (\\d{1,5})$`),
    make: (m) => reporterCitation(m[3], +m[1], m[2] ? num(m[2]) : "1", m[4], true),
  },
  // 1962 (3) Suppl. SCR 105, 1992 (1) Suppl.SCC 584 (the volume before "Supp")
  {
    re: new RegExp(`^${YEAR} (\\d{1,2}) SUPPL? (SCC|SCR|JT|SCALE) (\\d{1,5})$`),
    make: (m) => reporterCitation(m[3], +m[1], num(m[2]), m[4], true),
  },
  // (1978) 1 SCC 248, 1988 (2) SCR 713, [1967] 1 S.C.R. 105, 1988 (1) JT 145, (2005) 2 SCALE 77
  {
    re: new RegExp(`^${YEAR} (?:(\\d{1,2}) )?(SCC|SCR|JT|SCALE) (\\d{1,5})$`),
    make: (m) => reporterCitation(m[3], +m[1], m[2] ? num(m[2]) : null, m[4], false),
  },
];

function reporterCitation(name: string, year: number, volume: string | null, page: string, supplement: boolean): ParsedCitation {
  const reporter = name as "SCC" | "SCR" | "JT" | "SCALE";
  const ids = { SCC: [JOURNAL.SCC, 8], SCR: [JOURNAL.SCR, 14], JT: [JOURNAL.JT, 17], SCALE: [JOURNAL.SCALE, 18] } as const;
  const [journalId, categoryId] = ids[reporter];
  return build({ reporter, journalId, categoryId, year, volume, page: num(page), court: null, supplement, neutral: false });
}

const ROMAN: Record<string, string> = { I: "1", II: "2", III: "3", IV: "4", V: "5", VI: "6" };

/**
 * The older reports' print and its OCR, as the IRLeD texts carry it (issue 24 item 2): a year whose
 * closing bracket was read as a 1 ("[19621 Supp. 1 SCR 104") or whose opening one was ("11952]"),
 * "l981" for 1981, a volume in Roman figures ("[1971] I S.C.R. 8", "Supp. ( I) SCR"), "S.C.R. Vol.
 * IV p. 730", "Judgment Today" for JT, "AIR 1963 SC p. 791" and "SC215". Only whole-citation
 * shapes are repaired, each into a form a rule below reads; anything else is left as it was.
 */
function repairPrint(text: string): string {
  return text
    .replace(/^L(9\d\d)\b/, "1$1")
    .replace(/^(19\d\d|20[0-2]\d)1(?= (?:SUPPL? )?(?:\d{1,2} |[IVX]{1,3} )?(?:SUPPL? )?I?(?:SCC|SCR)\b)/, "$1")
    .replace(/^1(19\d\d)(?= (?:SUPPL? )?(?:\d{1,2} |[IVX]{1,3} )?I?(?:SCC|SCR)\b)/, "$1")
    // "I S.C.R." reads as one word once the initials are folded: ISCR.
    .replace(/^(\d{4})( SUPPL?)? I(SCC|SCR)\b/, "$1$2 1 $3")
    .replace(/^(\d{4}) (SCC|SCR) VOL ([IVX]{1,3}|\d{1,2}) P (\d{1,5})$/, "$1 $3 $2 $4")
    .replace(/^(\d{4})( SUPPL?)? (I{1,3}|IV|VI?)(?= (?:SUPPL? )?(?:SCC|SCR)\b)/, (_m, y: string, supp: string | undefined, r: string) => `${y}${supp ?? ""} ${ROMAN[r]}`)
    .replace(/^(\d{4}) (\d{1,2}) JUDGMENT TODAY SC (\d{1,5})$/, "JT $1 $2 SC $3")
    // "AIR1990SC913", written without spaces (walk report finding 14), as "AIR 1954 SC215"
    .replace(/^AIR ?(\d{4}) ?([A-Z&]{2,12}?) ?P? ?(\d{1,5})$/, "AIR $1 $2 $3");
}

/**
 * "1990 SCR (1) 516", "1990 SCC (2) 502": the volume in brackets after the reporter, as Indian
 * Kanoon and LII print it (walk report finding 14), to "1990 (1) SCR 516". Read on the text as
 * written, before brackets are folded: only a bracketed volume between the reporter and the page,
 * in a whole citation, is moved.
 */
function volumeAfterReporter(input: string): string {
  return input.replace(
    /^\s*[[(]?((?:18|19|20)\d\d)[\])]?\s+(S\.?\s?C\.?\s?[CR]\.?|SCALE)\s*\(\s*(\d{1,2})\s*\)\s*(\d{1,5})[.,]?\s*$/i,
    "$1 ($3) $2 $4",
  );
}

/** Parses one citation as written; null when it is not a form the parser knows. */
export function parseCitation(input: string): ParsedCitation | null {
  if (!input || input.length > 200) return null;
  const text = repairPrint(normaliseCitationText(volumeAfterReporter(input)))
    .replace(/\bSUPP(?:L)?\b ?/g, "SUPP ")
    .replace(/\bS ?C ?C\b/g, "SCC")
    .replace(/\bS ?C ?R\b/g, "SCR")
    .replace(/\bA ?I ?R\b/g, "AIR")
    .replace(/\bSCC ON ?LINE\b/g, "SCCONLINE")
    .replace(/\bSCCONLINE\b/g, "SCC ONLINE")
    .replace(/\s*:\s*/g, ":")
    .replace(/\s+/g, " ")
    .trim();
  const forRules = text.replace(/:/g, text.match(/^\d{4}:/) ? ":" : " ").replace(/\s+/g, " ");
  for (const rule of RULES) {
    const m = forRules.match(rule.re);
    if (m) {
      const parsed = rule.make(m);
      if (parsed) return parsed;
    }
  }
  return null;
}

/** The forms of citation looked for inside a longer text (each match is then read by `parseCitation`). */
const TEXT_PATTERNS = [
  /\b(?:19|20)\d\d:[A-Z]{2,6}(?:-[A-Z]{2,4})?:\d{1,7}\b/g,
  /[([]?\b(?:18|19|20)\d\d[)\]]?\s+INSC\s+\d{1,5}/gi,
  /\b(?:18|19|20)\d\d\s+SCC\s+OnLine\s+[A-Za-z&]{2,6}\s+\d{1,6}/gi,
  /\bMANU\s*\/\s*[A-Z]{2,4}\s*\/\s*\d{1,5}\s*\/\s*(?:19|20)\d\d/gi,
  // "A.I.R. 1976. S.C. 242", "A. I. R. [1953 S. C. 415", "AIR 1963 SC p. 791", "AIR 1954 SC215" as well
  // "AIR1964SC787" (no spaces) too
  /\bA\.?\s?I\.?\s?R\.?\s*\[?(?:18|19|20)\d\d\.?\s*(?:[A-Za-z&]\.?\s?){2,12}(?:\s*p\.)?\s*\d{1,5}/gi,
  // "1990 SCR (1) 516", "1990 SCC (2) 502" (Indian Kanoon, LII)
  /\b(?:18|19|20)\d\d\s+(?:S\.?\s?C\.?\s?[CR]\.?|SCALE)\s*\(\d{1,2}\)\s*\d{1,5}/gi,
  // "[1955]1 S.C.R. 608" and "[1962] (Supp) 2 SCR 297" as well; the older print's OCR: "[19621 Supp. 1 SCR",
  // "[1971] I S.C.R. 8", "[1971] 3. S.C.R. 840", "S.C,R.", "(1975, 2, SCR 832", "[1953] S.C.R. Vol. IV p. 730"
  /[([]?\b[1l]?(?:18|19|20|9)\d\d[1l]?(?:[,)\]]+\s*|\s+)(?:\(?Supp[l.)]*\s*)?(?:[([]?\s?(?:\d{1,2}|I{1,3}|IV|VI?)[)\]]?\s?[.,]?\s*)?(?:S\.?\s?C\.?\s?C\.?|S\.?\s?C[.,]?\s?R\.*,?|JT|SCALE)\s*(?:\(Cri\)\s*)?(?:Vol\.\s*(?:[IVX]{1,3}|\d{1,2})\s+[pP][.-]\s*)?\d{1,5}/gi,
  /\b(?:19|20)\d\d\]?\s+\d{1,2}\s+Judgment\s+Today\s+SC\s+\d{1,5}/gi,
  /\b(?:18|19|20)\d\d\s+Cri?\.?\s?L\.?\s?J\.?\s+\d{1,5}/gi,
  /\bJT\s+(?:19|20)\d\d\s+\(\d{1,2}\)\s+SC\s+\d{1,5}/gi,
];

/**
 * Whether a match's number runs on past it as "42.2": an OCR slip inside a page number (the
 * headnote's "[1974] 4 SCC 42.2" is the judgment's "[1974] 4 SCC 422"). Such a match is not read:
 * its page is not known, and reading "42" made an authority the judgment never cites.
 */
const runsOn = (text: string, end: number) => /^\.\d/.test(text.slice(end, end + 2));

/** A citation found in a text: what it reads as, where it starts and how it was written there. */
export type CitationMatch = { citation: ParsedCitation; index: number; written: string };

/** Every citation inside a text with its position, in order of position (each occurrence, not once per key). */
export function findCitationMatches(textInput: string): CitationMatch[] {
  const out: CitationMatch[] = [];
  const taken = new Set<number>();
  for (const re of TEXT_PATTERNS) {
    for (const m of textInput.matchAll(re)) {
      const index = m.index ?? 0;
      if (taken.has(index) || runsOn(textInput, index + m[0].length)) continue;
      const parsed = parseCitation(m[0]);
      if (!parsed) continue;
      taken.add(index);
      out.push({ citation: parsed, index, written: m[0].trim() });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Finds every citation inside a longer text (e.g. a quick-search box or a judgment). */
export function findCitations(textInput: string): ParsedCitation[] {
  const found = new Map<string, ParsedCitation>();
  for (const re of TEXT_PATTERNS) {
    for (const m of textInput.matchAll(re)) {
      if (runsOn(textInput, (m.index ?? 0) + m[0].length)) continue;
      const parsed = parseCitation(m[0]);
      if (parsed) found.set(parsed.key, parsed);
    }
  }
  return [...found.values()];
}
