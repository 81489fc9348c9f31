/**
 * A parser for Indian law-report citations. It normalises dots, spaces and brackets and returns a
 * key that is the same for every way of writing one citation, e.g.
 *   "(1978) 1 SCC 248", "1978 (1) SCC 248", "[1978] 1 S.C.C. 248"  →  "SCC|1978|1|248".
 * Pure: no I/O, knows nothing of the database beyond the journal ids of the master data.
 */
import { formatCitation, type CitationParts } from "./citation-format";
import { ABBREVIATION_PREFIXES, addPrefixes, codeSeries, COURT_WORDS, ILR_SERIES, letters, reporterByAbbreviation, reporterByCode, type Reporter } from "./reporters";

/** The reporters the parser has always known (the Supreme Court's, and the neutral citations). */
export type CoreReporter = "SCC" | "SCC(CRI)" | "SCC(L&S)" | "AIR" | "SCR" | "INSC" | "HCN" | "SCCONLINE" | "JT" | "SCALE" | "CRILJ" | "MANU";
/** A core reporter, or a code of the reporters' table (decision 097): "ITR", "KLT", "ILR", "RCR(CRI)". */
export type ReporterCode = CoreReporter | (string & {});

export type ParsedCitation = {
  /** the normalised lookup key */
  key: string;
  /** a canonical way of writing it */
  display: string;
  /** a Supreme Court reporter of CoreReporter, or a reporter of the table's code ("ITR", "KLT", "RCR(CRI)": search-index/reporters.ts) */
  reporter: ReporterCode;
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
  // Spelt out or abbreviated otherwise (decision 097): "AIR 1987 Supreme Court 1145", "AIR 1963 Kerala 18", "AIR 1961 Madh Pra 182".
  PRIVYCOUNCIL: "PC", KERALA: "KER", KARNATAKA: "KANT", MYSORE: "MYS", GUJARAT: "GUJ", RAJASTHAN: "RAJ", PATNA: "PAT", LAHORE: "LAH",
  NAGPUR: "NAG", MADHPRA: "MP", MADHYAPRADESH: "MP", ANDHPRA: "AP", ANDH: "AP", ANDHRAPRADESH: "AP", ASSAM: "ASSAM", GAUHATI: "GAU",
  PUNJAB: "P&H", "PUNJAB&HARYANA": "P&H", PUNJABANDHARYANA: "P&H", "PUNJ&HAR": "P&H", HYD: "HYD", HYDERABAD: "HYD", FC: "FC",
  TRAVCO: "TC", TC: "TC", TRAVANCORECOCHIN: "TC", TRAVANCORECHOCHIN: "TC", HIMACHALPRADESH: "HP", JAMMUKASHMIR: "J&K", "JAMMU&KASHMIR": "J&K",
  SAU: "SAU", SAURASHTRA: "SAU", MB: "MB", MADHYABHARAT: "MB", VP: "VP", AJMER: "AJM", AJM: "AJM", BHOPAL: "BHO", PEPSU: "PEPSU", GOA: "GOA",
  MANIPUR: "MANI", MEGHALAYA: "MEGH", TRIPURA: "TRI", SIKKIM: "SIK", JHARKHAND: "JHAR", CHHATTISGARH: "CHH", TELANGANA: "TEL", PATANA: "PAT",
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
const CORE_STYLE: Record<CoreReporter, Pick<CitationParts, "style" | "abbr" | "series">> = {
  SCC: { style: "round", abbr: "SCC" },
  "SCC(CRI)": { style: "round", abbr: "SCC", series: "Cri" },
  "SCC(L&S)": { style: "round", abbr: "SCC", series: "L&S" },
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

/** How the parser prints a reporter: a core one's seeded style, or the table's house style (a series from the key's code: "RCR(CRI)" → Cri). */
export function reporterStyle(code: ReporterCode): Pick<CitationParts, "style" | "abbr" | "series"> {
  const core = (CORE_STYLE as Record<string, Pick<CitationParts, "style" | "abbr" | "series">>)[code];
  if (core) return core;
  const r = reporterByCode(code);
  const series = codeSeries(code);
  const pretty = series ? (r?.series ? Object.values(r.series).find((v) => v.toUpperCase() === series) : undefined) ?? series : undefined;
  return r ? { style: r.style, abbr: r.abbr, series: pretty } : { style: "round", abbr: code };
}

/** The seeded styles of the core reporters (migration 0013); any reporter's is `reporterStyle`'s. */
export const REPORTER_STYLE: Readonly<Record<CoreReporter, Pick<CitationParts, "style" | "abbr" | "series">>> = CORE_STYLE;

/** The parts of a parsed citation for the formatter, less the journal's style and abbreviation. */
export function parsedParts(p: Omit<ParsedCitation, "key" | "display">): Omit<CitationParts, "style" | "abbr"> {
  return { year: p.year, volume: p.volume, page: p.page, court: p.court, series: reporterStyle(p.reporter).series ?? null, supplement: p.supplement };
}

function build(p: Omit<ParsedCitation, "key" | "display">): ParsedCitation {
  const parts = [p.reporter, p.court ?? "", String(p.year), p.supplement ? `S${p.volume ?? ""}` : (p.volume ?? ""), p.page];
  // Printed by the one formatter (citation-format.ts) in the reporter's seeded house style.
  const display = formatCitation({ ...reporterStyle(p.reporter), ...parsedParts(p) });
  return { ...p, key: parts.join("|"), display };
}

type Rule = { re: RegExp; make: (m: RegExpMatchArray) => ParsedCitation | null };

const YEAR = "(1[89]\\d\\d|20\\d\\d)";

const RULES: Rule[] = [
  // High Court neutral citation: 2023:DHC:2720, 2023:BHC-AS:1234
  {
    re: new RegExp(`^${YEAR}\\s*:\\s*([A-Z]{2,6}(?:-[A-Z]{1,5})?)\\s*:\\s*(\\d{1,7})(?:-[A-Z]{2})?$`),
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
  return parseCore(input) ?? parseScanned(input);
}

/** The Supreme Court reporters' and neutral citations' rules, on a whole citation. */
function parseCore(written: string): ParsedCitation | null {
  // A High Court's neutral citation written with slashes ("2023/MHC/4812") is the one with colons.
  const input = written.replace(/^\s*((?:19|20)\d\d)\/([A-Z]{1,5}HC(?:-[A-Z]{1,5})?)\/(\d{1,7})\s*$/, "$1:$2:$3");
  const text = repairPrint(normaliseCitationText(volumeAfterReporter(input)))
    .replace(/\bSUPP(?:L)?\b ?/g, "SUPP ")
    .replace(/\bS ?C ?C\b/g, "SCC")
    .replace(/\bS ?C ?R\b/g, "SCR")
    .replace(/\bA ?I ?R\b/g, "AIR")
    .replace(/\bSCC ON ?LINE\b/g, "SCCONLINE")
    .replace(/\bSCCONLINE\b/g, "SCC ONLINE")
    .split(":")
    .map((part) => part.trim())
    .join(":")
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
  /\b(?:19|20)\d\d:[A-Z]{2,6}(?:-[A-Z]{1,5})?:\d{1,7}\b/g,
  // The Madras High Court's, written with slashes: 2023/MHC/4812 (decision 097)
  /\b(?:19|20)\d\d\/[A-Z]{1,5}HC(?:-[A-Z]{1,5})?\/\d{1,7}\b/g,
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
export function findCitationMatches(textInput: string, opts: { tableReporters?: boolean } = {}): CitationMatch[] {
  const out: CitationMatch[] = [];
  const taken = new Set<number>();
  const spans: [number, number][] = [];
  for (const re of TEXT_PATTERNS) {
    for (const m of textInput.matchAll(re)) {
      const index = m.index ?? 0;
      // "M.A.C.A.No.850/2016 SCC 378": a year glued to a case number's slash is the case number's (decision 097).
      if (taken.has(index) || runsOn(textInput, index + m[0].length) || textInput[index - 1] === "/") continue;
      const parsed = parseCore(m[0]);
      if (!parsed) continue;
      taken.add(index);
      spans.push([index, index + m[0].length]);
      out.push({ citation: parsed, index, written: m[0].trim() });
    }
  }
  // The reporters' table and the other ways of writing (decision 097), where no pattern above read one.
  // (`tableReporters: false`: the parser as it was before, for the benchmark's baseline.)
  // Whether [start, end) overlaps a span read above: the spans sorted by start with the running
  // maximum of their ends, searched by halves (a scan of every span per match was quadratic).
  spans.sort((x, y) => x[0] - y[0]);
  const maxEnd: number[] = [];
  for (const [, b] of spans) maxEnd.push(Math.max(b, maxEnd[maxEnd.length - 1] ?? 0));
  const overlaps = (start: number, end: number) => {
    let lo = 0;
    let hi = spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (spans[mid][0] < end) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && maxEnd[lo - 1] > start;
  };
  for (const m of opts.tableReporters === false ? [] : scanCitations(textInput)) {
    if (overlaps(m.start, m.end) || runsOn(textInput, m.end)) continue;
    out.push({ citation: m.citation, index: m.start, written: textInput.slice(m.start, m.end).trim() });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Finds every citation inside a longer text (e.g. a quick-search box or a judgment), once per key. */
export function findCitations(textInput: string): ParsedCitation[] {
  const found = new Map<string, ParsedCitation>();
  for (const m of findCitationMatches(textInput)) if (!found.has(m.citation.key)) found.set(m.citation.key, m.citation);
  return [...found.values()];
}

// ---------------------------------------------------------------- the scanner (decision 097)

/**
 * A token of a text: a run of digits, a word (letters, "&", "'"), or one other character; spaces
 * are skipped. Plain string scanning: linear in the text.
 */
type Tok = { t: "n" | "w" | "p"; s: string; start: number; end: number };

/** A character's kind by its code: a digit, a letter (or "&", "'"), a space, or another mark. */
function charKind(code: number): "n" | "w" | "s" | "p" {
  if (code >= 48 && code <= 57) return "n";
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 38 || code === 39) return "w";
  if (code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029 || code === 0xfeff || (code >= 0x2000 && code <= 0x200a)) return "s";
  return "p";
}

function tokenise(text: string, from = 0, to = text.length): Tok[] {
  const out: Tok[] = [];
  const kind = (c: string) => charKind(c.charCodeAt(0));
  let i = from;
  while (i < to) {
    const k = kind(text[i]);
    if (k === "s") {
      i++;
      continue;
    }
    let j = i + 1;
    if (k !== "p") while (j < to && kind(text[j]) === k) j++;
    out.push({ t: k, s: text.slice(i, j), start: i, end: j });
    i = j;
  }
  return out;
}

const isYear = (s: string) => /^(?:1[89]\d\d|20\d\d)$/.test(s);
const ROMAN_VOLUME: Record<string, string> = { I: "1", II: "2", III: "3", IV: "4", V: "5", VI: "6", VII: "7", VIII: "8", IX: "9", X: "10", XI: "11", XII: "12" };
const SUPP_WORDS = new Set(["SUPP", "SUPPL", "SUPPLEMENTARY", "SUPPLEMENT"]);
/** The Supreme Court reporters as the scanner meets them written otherwise, by their letters. */
const CORE_WORDS: Record<string, "SCC" | "SCR" | "CRILJ" | "SCALE" | "JT" | "AIR" | "SCCONLINE"> = {
  SCC: "SCC", SUPREMECOURTCASES: "SCC", SCR: "SCR", SUPREMECOURTREPORTS: "SCR", CRILJ: "CRILJ", CRLJ: "CRILJ", CRLLJ: "CRILJ",
  CRIMINALLAWJOURNAL: "CRILJ", SCALE: "SCALE", JT: "JT", JUDGMENTTODAY: "JT", AIR: "AIR", SCCONLINE: "SCCONLINE", SCONLINE: "SCCONLINE",
};
addPrefixes(Object.keys(CORE_WORDS));

/** Punctuation a citation's parts may be written with between them. */
const GLUE = new Set(["(", ")", "[", "]", ",", "-", ":", "."]);

type Scanned = { citation: ParsedCitation; start: number; end: number };

/** The reporter whose abbreviation starts at word token i (the longest written): its kind and where its tokens end. */
function reporterAt(toks: Tok[], i: number): { core?: (typeof CORE_WORDS)[string]; table?: Reporter; end: number }[] {
  const found: { core?: (typeof CORE_WORDS)[string]; table?: Reporter; end: number }[] = [];
  let joined = "";
  let j = i;
  for (let words = 0; j < toks.length && words < 4; words++) {
    if (toks[j].t !== "w") break;
    const s = toks[j].s;
    joined += s.includes("'") ? letters(s) : s.toUpperCase();
    if (!ABBREVIATION_PREFIXES.has(joined)) break;
    const core = CORE_WORDS[joined];
    const table = core ? undefined : reporterByAbbreviation(joined);
    if (core || table) found.unshift({ core, table, end: j + 1 });
    // The next word of the abbreviation follows after a space or a full stop ("Cri. L. J.", "Ker LT", "S C C").
    let k = j + 1;
    if (toks[k]?.t === "p" && toks[k].s === "." ) k++;
    if (toks[k]?.t !== "w" || toks[k].start - toks[k - 1].end > 2) break;
    j = k;
  }
  return found;
}

/** Skips the punctuation a citation is written with, at most `max` marks; returns the next token's index. */
function skipGlue(toks: Tok[], i: number, dir: 1 | -1, max = 3): number {
  let k = i;
  for (let n = 0; n < max && toks[k]?.t === "p" && GLUE.has(toks[k].s); n++) k += dir;
  return k;
}

/** A bracketed word or two after a report ("(SC)", "(Punj. & Har.)", "(Cri)"): its letters and the index after it; null when none. */
function bracketWord(toks: Tok[], i: number): { word: string; next: number } | null {
  if (toks[i]?.s !== "(" && toks[i]?.s !== "[") return null;
  let k = i + 1;
  let word = "";
  for (let n = 0; n < 6 && k < toks.length; n++, k++) {
    if (toks[k].t === "w") word += toks[k].s.toUpperCase().replace(/'/g, "");
    else if (toks[k].s === "." || toks[k].s === "-") continue;
    else break;
  }
  if (!word || (toks[k]?.s !== ")" && toks[k]?.s !== "]")) return null;
  return { word, next: k + 1 };
}

/** How far around a year a citation's other parts may be written ("(1989) 2 Supreme Court Cases 192", "AIR 1999 Punjab and Haryana 319"). */
const WINDOW = 90;

/**
 * Every citation the scanner reads in a text: a reporter's abbreviation with its year, volume and
 * page around it. Every citation has a year, so only the stretches around a year are read (a
 * judgment's words are mostly far from any): each year's window, merged with its neighbours',
 * widened to the spaces at its ends, is tokenised and scanned.
 */
function scanCitations(text: string): Scanned[] {
  if (text.length > 2_000_000) return [];
  const out: Scanned[] = [];
  let from = -1;
  let to = -1;
  const flush = () => {
    if (from < 0) return;
    while (from > 0 && charKind(text.charCodeAt(from - 1)) !== "s" && to - from < 4 * WINDOW) from--;
    while (to < text.length && charKind(text.charCodeAt(to)) !== "s" && to - from < 5 * WINDOW) to++;
    out.push(...scanTokens(tokenise(text, from, to)));
  };
  for (const m of text.matchAll(/(?:1[89]|20)\d\d/g)) {
    const at = m.index ?? 0;
    if (from >= 0 && at - WINDOW <= to) {
      to = Math.min(text.length, at + 4 + WINDOW);
      continue;
    }
    flush();
    from = Math.max(0, at - WINDOW);
    to = Math.min(text.length, at + 4 + WINDOW);
  }
  flush();
  return out;
}

/** The citations of a run of tokens (see scanCitations). */
function scanTokens(toks: Tok[]): Scanned[] {
  const out: Scanned[] = [];
  let after = 0;
  for (let i = 0; i < toks.length; i++) {
    const c0 = toks[i].s.charCodeAt(0);
    if (toks[i].t !== "w" || i < after || c0 < 65 || c0 > 90) continue;
    for (const r of reporterAt(toks, i)) {
      if (r.table?.word && !/^[A-Z]/.test(toks[i].s)) continue;
      const m = readAround(toks, i, r.end, r.core, r.table);
      if (!m) continue;
      out.push(m);
      after = m.next;
      break;
    }
  }
  return out;
}

/**
 * Whether the year at token k closes a date or a case number: "12-5-1982", "24.08.1981",
 * "850/2016", "No. 5 of 2014" are no citation's year.
 */
function isDateOrNumber(toks: Tok[], k: number): boolean {
  const p1 = toks[k - 1];
  const n1 = toks[k - 2];
  if (p1?.t === "p" && p1.end === toks[k].start && p1.s === "/") return true;
  if (p1?.t === "p" && (p1.s === "-" || p1.s === ".") && p1.end === toks[k].start && n1?.t === "n" && n1.end === p1.start) {
    const p2 = toks[k - 3];
    if (p2?.t === "p" && (p2.s === "-" || p2.s === "." || p2.s === "/") && p2.end === n1.start && toks[k - 4]?.t === "n") return true;
  }
  return false;
}

type Parts = { year: string | null; volume: string | null; page: string; court: string | null; series: string | null; supplement: boolean; start: number; end: number };

/**
 * The parts of a citation whose abbreviation is tokens [a, b): before it a year and a volume in any
 * of the written orders ("(2005) 278", "2004 (1)", "155 (2008)", "1967-2", "I (1997)"), after it a
 * series in brackets, a year and volume when they follow it ("ILR 1990 Kar", "JT 2004 (8) SC"), a
 * court or state, "page" or "p.", and the page. Null when no year or no page is there.
 */
function readAround(toks: Tok[], a: number, b: number, core: (typeof CORE_WORDS)[string] | undefined, table: Reporter | undefined): (Scanned & { next: number }) | null {
  const kind = core === "AIR" ? "air" : core === "SCCONLINE" || table?.volumes === "court" ? "online" : core === "JT" ? "jt" : table?.volumes === "state" ? "ilr" : "plain";
  let year: string | null = null;
  let volume: string | null = null;
  let supplement = false;
  let start = toks[a].start;
  let first = a;
  // ---- before the abbreviation: at most a year, a volume and "Supp"
  let k = skipGlue(toks, a - 1, -1);
  for (let n = 0; n < 3 && k >= 0; n++) {
    const t = toks[k];
    const roman = t.t === "w" ? ROMAN_VOLUME[t.s.toUpperCase()] : undefined;
    // A volume before the year ("155 (2008) DLT", "I (1997) BC") only in the reporters printed so; else "(1) [1956] A.C." is a footnote's number.
    const volumeFirst = year !== null && table?.style !== "volyear";
    if (t.t === "n" && isYear(t.s) && !year) {
      if (isDateOrNumber(toks, k)) return null;
      year = t.s;
    } else if (t.t === "n" && t.s.length <= 4 && !volume && !isYear(t.s) && !volumeFirst) volume = String(Number(t.s));
    else if (roman && !volume && t.s === t.s.toUpperCase() && (!volumeFirst || (toks[k + 1]?.s === "(" && table?.style === "volyear"))) volume = roman;
    else if (t.t === "w" && SUPP_WORDS.has(t.s.toUpperCase()) && !supplement) supplement = true;
    else break;
    start = t.start;
    first = k;
    if (toks[k - 1]?.t === "n" && toks[k - 1].end === t.start) break;
    const next = skipGlue(toks, k - 1, -1);
    if (next < k - 1 && toks[next + 1].t === "p" && toks[next + 1].s === "." && toks[next]?.t !== "n") break;
    k = next;
  }
  // A number read before the year that the year closes ("155 (2008) DLT") is a volume only where volumes run on (or in Roman figures).
  // AIR, ILR, JT, SCC OnLine with the year after the abbreviation ("2011 2 AIR 1936 Privy Council 253"): what is before it is another's.
  const ahead = skipGlue(toks, toks[b]?.s === "." ? b + 1 : b, 1);
  if (kind !== "plain" && toks[ahead]?.t === "n" && isYear(toks[ahead].s)) {
    year = null;
    volume = null;
    supplement = false;
    start = toks[a].start;
    first = a;
  }
  if (!year && (volume || supplement)) {
    // "(3) I.L.R. [1945] Nag. 613": a number before the abbreviation with no year before it is a footnote's, not a volume.
    volume = null;
    supplement = false;
    start = toks[a].start;
    first = a;
  }
  // An opening bracket just before what was read belongs to it.
  const open = toks[first - 1];
  if (open && (open.s === "(" || open.s === "[") && open.end === start) start = open.start;
  // ---- after it ("L.W. (Crl.)": the abbreviation's full stop first)
  let j = toks[b]?.s === "." ? b + 1 : b;
  let series: string | null = null;
  let court: string | null = null;
  const bw = bracketWord(toks, j);
  if (bw && table?.series?.[bw.word]) {
    series = table.series[bw.word];
    j = bw.next;
  } else if (bw && core === "SCC" && /^(?:CRI|CRL|L&S|LS)$/.test(bw.word)) {
    series = bw.word === "CRI" || bw.word === "CRL" ? "CRI" : "L&S";
    j = bw.next;
  } else if (bw && kind === "plain" && COURT_WORDS.has(bw.word)) {
    // A court in brackets before the page ("81 TTJ (Cal) 518"), set aside.
    j = bw.next;
  }
  j = skipGlue(toks, j, 1);
  if (!year && toks[j]?.t === "n" && isYear(toks[j].s)) {
    year = toks[j].s;
    j = skipGlue(toks, j + 1, 1);
  }
  if (toks[j]?.t === "w" && SUPP_WORDS.has(toks[j].s.toUpperCase())) {
    supplement = true;
    j = skipGlue(toks, j + 1, 1);
  }
  // A volume after the year, in brackets or not, when a court or a page still follows ("ILR (1985) 2 Del 101", "JT 2004 (8) SC 531").
  if (!volume && toks[j]?.t === "n" && toks[j].s.length <= 3 && (kind !== "plain" || toks[j - 1]?.s === "(")) {
    const after = skipGlue(toks, j + 1, 1);
    if (toks[after]?.t === "w" || toks[after]?.t === "n") {
      volume = String(Number(toks[j].s));
      j = after;
    }
  }
  if (kind === "air" || kind === "ilr" || kind === "online" || kind === "jt") {
    // The court (AIR, SCC OnLine, JT) or the state series (ILR): a word or two, "Trav-Co", "(SC)".
    const bracketed = bracketWord(toks, j);
    const lookup = (w: string) => (kind === "air" ? AIR_COURTS[w] : kind === "ilr" ? ILR_SERIES[w] : kind === "jt" ? (w === "SC" ? "SC" : undefined) : /^[A-Z&]{2,6}$/.test(w) ? w : undefined);
    let found: string | undefined;
    if (bracketed) {
      found = lookup(bracketed.word);
      j = bracketed.next;
    } else {
      // The longest run of up to four words that names a court ("Punjab and Haryana", "Madh Pra", "Trav.-Co.").
      let word = "";
      for (let n = 0, k = j; n < 4 && toks[k]?.t === "w" && !/^(?:page|p|at)$/i.test(toks[k].s); n++) {
        word += toks[k].s.toUpperCase();
        k++;
        while (toks[k]?.t === "p" && (toks[k].s === "." || toks[k].s === "-")) k++;
        const hit = lookup(word);
        if (hit) {
          found = hit;
          j = k;
        }
      }
    }
    court = found ?? (kind === "jt" ? "SC" : null);
    if (!court) return null;
    j = skipGlue(toks, j, 1);
  }
  if (toks[j]?.t === "w" && /^(?:page|p|pp)$/i.test(toks[j].s)) j = skipGlue(toks, j + 1, 1);
  const pageTok = toks[j];
  if (!year || pageTok?.t !== "n" || pageTok.s.length > 6 || Number(pageTok.s) === 0) return null;
  // A year read after the abbreviation is a date's or a case number's as well as before it.
  for (let idx = b; idx < j; idx++) if (toks[idx].s === year && isDateOrNumber(toks, idx)) return null;
  // A page that runs into a slash or another number ("189/2014", "1,31,37,500") is no page.
  const nextTok = toks[j + 1];
  const glued = toks[j + 2]?.t === "n" && toks[j + 2].start === nextTok?.end;
  if (nextTok && nextTok.start === pageTok.end && ((nextTok.s === "/" && glued && isYear(toks[j + 2].s)) || (nextTok.s === "," && glued))) return null;
  const page = String(Number(pageTok.s));
  const citation = makeCitation({ year, volume, page, court, series, supplement, start, end: pageTok.end }, core, table);
  return citation ? { citation, start, end: pageTok.end, next: j + 1 } : null;
}

function makeCitation(p: Parts, core: (typeof CORE_WORDS)[string] | undefined, table: Reporter | undefined): ParsedCitation | null {
  const y = Number(p.year);
  if (core) {
    // Written otherwise, read as the core rules read the printed form (one key for every way of writing it).
    const vol = p.volume;
    const supp = p.supplement ? `Supp (${vol ?? 1}) ` : vol ? `(${vol}) ` : "";
    switch (core) {
      case "AIR":
        return parseCore(`AIR ${y} ${p.court} ${p.page}`);
      case "SCCONLINE":
        return parseCore(`${y} SCC OnLine ${p.court} ${p.page}`);
      case "JT":
        return p.supplement ? parseCore(`${y} Supp (${vol ?? 1}) JT ${p.page}`) : vol ? parseCore(`JT ${y} (${vol}) SC ${p.page}`) : parseCore(`${y} JT ${p.page}`);
      case "CRILJ":
        // Cri LJ pages run through the year: a volume written with it is left out of the key.
        return parseCore(`${y} Cri LJ ${p.page}`);
      case "SCC":
        if (p.series === "CRI") return parseCore(`${y} ${vol ?? ""} SCC (Cri) ${p.page}`.replace(/\s+/g, " "));
        if (p.series === "L&S") return build({ reporter: "SCC(L&S)", journalId: JOURNAL.SCC, categoryId: 10, year: y, volume: vol, page: p.page, court: null, supplement: false, neutral: false });
        return parseCore(`${y} ${supp}SCC ${p.page}`);
      default:
        return parseCore(`${y} ${supp}${core} ${p.page}`);
    }
  }
  if (!table) return null;
  const code = p.series ? `${table.code}(${p.series.toUpperCase()})` : table.code;
  return build({ reporter: code, journalId: table.journalId, categoryId: null, year: y, volume: p.volume, page: p.page, court: p.court, supplement: p.supplement, neutral: false });
}

/**
 * A whole citation the core rules do not read, read by the scanner: the one citation it finds, when
 * nothing but punctuation and a court in brackets ("(SC)") is left around it.
 */
function parseScanned(input: string): ParsedCitation | null {
  const found = scanCitations(input);
  if (found.length !== 1) return null;
  const { start, end, citation } = found[0];
  const rest = (input.slice(0, start) + " " + input.slice(end)).replace(/\([A-Za-z.&\s]{1,24}\)|\(\d{1,2}\)/g, " ");
  return /^[\s()[\],.;:=-]*$/.test(rest) ? citation : null;
}
