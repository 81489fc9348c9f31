/**
 * Every Indian reporter a lawyer cites (issue 32 item 3, docs/decisions/097-every-indian-reporter.md)
 * beyond the Supreme Court reporters the citation parser has always known (SCC, AIR, SCR, JT,
 * SCALE, Cri LJ, SCC OnLine, MANU, the neutral citations): the High Courts' own and regional
 * reports, the subject reports, and the English reports Indian judgments cite. One row each: the
 * code used in citation keys and permalinks, the ways the abbreviation is written (compared as
 * their letters only: "Cri. L. J.", "CriLJ" and "Cri LJ" are one), the journals master's row
 * (migration 0031), the house style, and how its volumes run.
 *
 *   volumes "year"    a volume number within a year, or none: 2004 (1) KLT 123, (1999) 2 MLJ 45, 2001 ACJ 1234
 *   volumes "serial"  a running volume number beside the year: (2005) 278 ITR 1, 155 (2008) DLT 383
 *   state             the Indian Law Reports: a state series after the year: ILR 1990 Kar 123
 *   court             an online reporter numbered by court and year: 2023 LiveLaw (Del) 470
 *
 * Pure data and lookups; no I/O.
 */
import type { CitationStyle } from "./citation-format";

export type Reporter = {
  /** the code in citation keys and permalinks: "ITR", "KLT", "ILR" */
  code: string;
  /** the journals master's row (migration 0031) */
  journalId: number;
  name: string;
  /** the abbreviation as the house style prints it */
  abbr: string;
  style: CitationStyle;
  volumes: "year" | "serial" | "state" | "court";
  /** other ways of writing the abbreviation (the abbreviation itself is one) */
  variants: string[];
  /** the series a bracket after the abbreviation names ("RCR (Criminal)", "MLJ (Crl)"), by its letters */
  series?: Record<string, string>;
  /** a reporter from outside India (kept apart in the figures; no case of the corpus is in it) */
  foreign?: boolean;
  /** the abbreviation is an ordinary word too ("Crimes"): read only when written with a capital */
  word?: boolean;
};

const CRIMINAL = { CRI: "Cri", CRL: "Cri", CRIMINAL: "Cri", CR: "Cri" };
const CIVIL = { CIV: "Civil", CIVIL: "Civil" };

/** The table. Journal ids from 16 (1–15 are the seeded master, migration 0001). */
export const REPORTERS: Reporter[] = [
  // ---- the Indian Law Reports and the High Courts' own reports
  { code: "ILR", journalId: 16, name: "Indian Law Reports", abbr: "ILR", style: "ilr", volumes: "state", variants: ["ILR", "I L R", "Indian Law Reports"] },
  { code: "KLT", journalId: 17, name: "Kerala Law Times", abbr: "KLT", style: "yearvol", volumes: "year", variants: ["KLT", "Ker LT", "Kerala Law Times", "Ker L T"], series: { SN: "SN" } },
  { code: "KHC", journalId: 18, name: "Kerala High Court Cases", abbr: "KHC", style: "yearvol", volumes: "year", variants: ["KHC"] },
  { code: "KLJ", journalId: 19, name: "Kerala Law Journal", abbr: "KLJ", style: "yearvol", volumes: "year", variants: ["KLJ", "Ker LJ"] },
  { code: "MLJ", journalId: 20, name: "Madras Law Journal", abbr: "MLJ", style: "round", volumes: "year", variants: ["MLJ", "Mad LJ", "Madras Law Journal"], series: CRIMINAL },
  { code: "CTC", journalId: 21, name: "Current Tamil Nadu Cases", abbr: "CTC", style: "round", volumes: "year", variants: ["CTC"] },
  { code: "LW", journalId: 22, name: "Law Weekly", abbr: "LW", style: "round", volumes: "year", variants: ["LW", "Mad LW"], series: CRIMINAL },
  { code: "TNLJ", journalId: 23, name: "Tamil Nadu Law Journal", abbr: "TNLJ", style: "round", volumes: "year", variants: ["TNLJ", "TNT"] },
  { code: "ALT", journalId: 24, name: "Andhra Law Times", abbr: "ALT", style: "round", volumes: "year", variants: ["ALT", "Andh LT", "Andhra LT", "Andh L T"], series: CRIMINAL },
  { code: "ALD", journalId: 25, name: "Andhra Legal Decisions", abbr: "ALD", style: "round", volumes: "year", variants: ["ALD", "Andh LD"], series: CRIMINAL },
  { code: "ANWR", journalId: 26, name: "Andhra Weekly Reporter", abbr: "Andh WR", style: "round", volumes: "year", variants: ["Andh WR", "AWR", "Andh W R"] },
  { code: "BOMLR", journalId: 27, name: "Bombay Law Reporter", abbr: "Bom LR", style: "round", volumes: "serial", variants: ["Bom LR", "BLR", "Bombay LR", "Bom L R"] },
  { code: "MHLJ", journalId: 28, name: "Maharashtra Law Journal", abbr: "Mh LJ", style: "round", volumes: "year", variants: ["Mh LJ", "Mah LJ", "MhLJ", "Mh L J"], series: CRIMINAL },
  { code: "BCR", journalId: 29, name: "Bombay Cases Reporter", abbr: "Bom CR", style: "round", volumes: "year", variants: ["Bom CR", "BCR"], series: CRIMINAL },
  { code: "CWN", journalId: 30, name: "Calcutta Weekly Notes", abbr: "CWN", style: "round", volumes: "serial", variants: ["CWN", "Cal WN", "C W N"] },
  { code: "CALLT", journalId: 31, name: "Calcutta Law Times", abbr: "Cal LT", style: "round", volumes: "year", variants: ["Cal LT", "CLT", "Cal L T"] },
  { code: "CHN", journalId: 32, name: "Calcutta High Court Notes", abbr: "CHN", style: "round", volumes: "year", variants: ["CHN", "Cal HN"] },
  { code: "CLJ", journalId: 33, name: "Calcutta Law Journal", abbr: "CLJ", style: "round", volumes: "year", variants: ["CLJ", "Cal LJ"] },
  { code: "DLT", journalId: 34, name: "Delhi Law Times", abbr: "DLT", style: "volyear", volumes: "serial", variants: ["DLT", "Delhi Law Times", "Del LT"] },
  { code: "DRJ", journalId: 35, name: "Delhi Reported Judgments", abbr: "DRJ", style: "volyear", volumes: "serial", variants: ["DRJ"] },
  { code: "AD", journalId: 36, name: "Allahabad Decisions / Apex Decisions (Delhi)", abbr: "AD", style: "round", volumes: "year", variants: ["AD"], series: { DELHI: "Delhi", DEL: "Delhi", SC: "SC" } },
  { code: "PLR", journalId: 37, name: "Punjab Law Reporter", abbr: "PLR", style: "round", volumes: "serial", variants: ["PLR", "Punj LR", "Pun LR", "Punjab LR", "Punj L R"] },
  { code: "RCR", journalId: 38, name: "Recent Criminal / Civil Reports", abbr: "RCR", style: "yearvol", volumes: "year", variants: ["RCR", "Rec Cri R", "Rec Civ R"], series: { ...CRIMINAL, ...CIVIL, CRL: "Cri", CRI: "Cri" } },
  { code: "PLJ", journalId: 39, name: "Punjab Law Journal", abbr: "PLJ", style: "yearvol", volumes: "year", variants: ["PLJ"] },
  { code: "RD", journalId: 40, name: "Revenue Decisions", abbr: "RD", style: "yearvol", volumes: "serial", variants: ["RD", "Rev Dec"] },
  { code: "SLT", journalId: 41, name: "Supreme Law Today", abbr: "SLT", style: "volyear", volumes: "year", variants: ["SLT"] },
  { code: "ALLLJ", journalId: 42, name: "Allahabad Law Journal", abbr: "All LJ", style: "round", volumes: "year", variants: ["All LJ", "ALJ", "All L J"] },
  { code: "AWC", journalId: 43, name: "Allahabad Weekly Cases", abbr: "AWC", style: "yearvol", volumes: "year", variants: ["AWC", "All WC"] },
  { code: "ACR", journalId: 44, name: "Allahabad Criminal Rulings", abbr: "ACR", style: "yearvol", volumes: "year", variants: ["ACR", "All Cri R", "Alld Cri R"] },
  { code: "ARC", journalId: 45, name: "Allahabad Rent Cases", abbr: "ARC", style: "yearvol", volumes: "year", variants: ["ARC", "All RC", "Allahabad Rent Cases"] },
  { code: "MPLJ", journalId: 46, name: "Madhya Pradesh Law Journal", abbr: "MPLJ", style: "round", volumes: "year", variants: ["MPLJ", "MP LJ", "M P L J"], series: { SN: "SN" } },
  { code: "MPHT", journalId: 47, name: "Madhya Pradesh High Court Today", abbr: "MPHT", style: "yearvol", volumes: "year", variants: ["MPHT"] },
  { code: "GLR", journalId: 48, name: "Gujarat Law Reporter", abbr: "GLR", style: "round", volumes: "year", variants: ["GLR", "Guj LR", "Guj L R"] },
  { code: "GLH", journalId: 49, name: "Gujarat Law Herald", abbr: "GLH", style: "yearvol", volumes: "year", variants: ["GLH", "Guj LH"] },
  { code: "RLW", journalId: 50, name: "Rajasthan Law Weekly", abbr: "RLW", style: "round", volumes: "year", variants: ["RLW", "Raj LW", "Raj L W"] },
  { code: "RLR", journalId: 51, name: "Rajasthan Law Reporter", abbr: "RLR", style: "round", volumes: "year", variants: ["RLR", "Raj LR"] },
  { code: "WLC", journalId: 52, name: "Western Law Cases", abbr: "WLC", style: "yearvol", volumes: "year", variants: ["WLC"] },
  { code: "OLR", journalId: 53, name: "Orissa Law Reviews", abbr: "OLR", style: "round", volumes: "serial", variants: ["OLR", "Ori LR", "Orissa LR"] },
  { code: "OCR", journalId: 54, name: "Orissa Criminal Reports", abbr: "OCR", style: "round", volumes: "serial", variants: ["OCR"] },
  // "CLT" alone is the Calcutta Law Times' (the first row of a letters wins): the Cuttack Law Times is printed "Cut LT".
  { code: "CLT", journalId: 55, name: "Cuttack Law Times", abbr: "Cut LT", style: "round", volumes: "serial", variants: ["Cut L T"] },
  { code: "PLJR", journalId: 56, name: "Patna Law Journal Reports", abbr: "PLJR", style: "yearvol", volumes: "year", variants: ["PLJR", "Pat LJR"] },
  { code: "BLJR", journalId: 57, name: "Bihar Law Journal Reports", abbr: "BLJR", style: "yearvol", volumes: "year", variants: ["BLJR", "Bih LJR"] },
  { code: "JLJR", journalId: 58, name: "Jharkhand Law Journal Reports", abbr: "JLJR", style: "yearvol", volumes: "year", variants: ["JLJR"] },
  { code: "GAULR", journalId: 59, name: "Gauhati Law Reports", abbr: "Gau LR", style: "round", volumes: "year", variants: ["Gau LR", "GLT", "Gau LT", "Gauhati LR"] },
  { code: "KARLJ", journalId: 60, name: "Karnataka Law Journal", abbr: "Kar LJ", style: "yearvol", volumes: "year", variants: ["Kar LJ", "KLJ Kar", "Kant LJ", "Kar L J", "Mys LJ", "Mysore LJ"] },
  { code: "KCCR", journalId: 61, name: "Karnataka Civil and Criminal Reporter", abbr: "KCCR", style: "round", volumes: "year", variants: ["KCCR"] },
  { code: "SLJ", journalId: 62, name: "Services Law Journal", abbr: "SLJ", style: "round", volumes: "year", variants: ["SLJ"] },
  { code: "SLR", journalId: 63, name: "Services Law Reporter", abbr: "SLR", style: "round", volumes: "year", variants: ["SLR", "Serv LR"] },
  { code: "SCT", journalId: 64, name: "Service Cases Today", abbr: "SCT", style: "yearvol", volumes: "year", variants: ["SCT"] },
  { code: "NAGLJ", journalId: 65, name: "Nagpur Law Journal", abbr: "Nag LJ", style: "round", volumes: "serial", variants: ["Nag LJ", "NLJ", "Nag L J"] },
  { code: "PUNRE", journalId: 66, name: "Punjab Record", abbr: "Pun Re", style: "round", volumes: "serial", variants: ["Pun Re", "Punj Re"] },
  // ---- subject reports
  { code: "ITR", journalId: 67, name: "Income Tax Reports", abbr: "ITR", style: "round", volumes: "serial", variants: ["ITR", "I T R"] },
  { code: "TAXMAN", journalId: 68, name: "Taxman", abbr: "Taxman", style: "square", volumes: "serial", variants: ["Taxman", "Taxmann"] },
  { code: "CTR", journalId: 69, name: "Current Tax Reporter", abbr: "CTR", style: "round", volumes: "serial", variants: ["CTR"] },
  { code: "ITD", journalId: 70, name: "Income Tax Tribunal Decisions", abbr: "ITD", style: "round", volumes: "serial", variants: ["ITD"] },
  { code: "TTJ", journalId: 71, name: "Tax Tribunal Judgments", abbr: "TTJ", style: "round", volumes: "serial", variants: ["TTJ"] },
  { code: "TAXLR", journalId: 72, name: "Taxation Law Reports", abbr: "Tax LR", style: "round", volumes: "year", variants: ["Tax LR"] },
  { code: "ELT", journalId: 73, name: "Excise Law Times", abbr: "ELT", style: "yearvol", volumes: "serial", variants: ["ELT", "E L T"] },
  { code: "ECR", journalId: 74, name: "Excise and Customs Reporter", abbr: "ECR", style: "round", volumes: "year", variants: ["ECR"] },
  { code: "GSTL", journalId: 75, name: "GST Law Times", abbr: "GSTL", style: "yearvol", volumes: "serial", variants: ["GSTL"] },
  { code: "STR", journalId: 76, name: "Service Tax Review", abbr: "STR", style: "yearvol", volumes: "serial", variants: ["STR"] },
  { code: "STC", journalId: 77, name: "Sales Tax Cases", abbr: "STC", style: "round", volumes: "serial", variants: ["STC", "S T C"] },
  { code: "VST", journalId: 78, name: "VAT and Service Tax Cases", abbr: "VST", style: "round", volumes: "serial", variants: ["VST"] },
  { code: "COMPCAS", journalId: 79, name: "Company Cases", abbr: "Comp Cas", style: "round", volumes: "serial", variants: ["Comp Cas", "Com Cas", "CompCas"] },
  { code: "SCL", journalId: 80, name: "Securities and Corporate Law", abbr: "SCL", style: "round", volumes: "serial", variants: ["SCL"] },
  { code: "ACJ", journalId: 81, name: "Accidents Claims Journal", abbr: "ACJ", style: "round", volumes: "year", variants: ["ACJ", "Acc CJ", "A C J"], series: { SUPP: "Supp" } },
  { code: "TAC", journalId: 82, name: "Transport and Accident Cases", abbr: "TAC", style: "yearvol", volumes: "year", variants: ["TAC", "T A C"] },
  { code: "LLJ", journalId: 83, name: "Labour Law Journal", abbr: "LLJ", style: "round", volumes: "year", variants: ["LLJ", "Lab LJ", "L L J"] },
  { code: "LABIC", journalId: 84, name: "Labour and Industrial Cases", abbr: "Lab IC", style: "round", volumes: "year", variants: ["Lab IC", "LIC", "Lab I C"] },
  { code: "FLR", journalId: 85, name: "Factories and Labour Reports", abbr: "FLR", style: "round", volumes: "serial", variants: ["FLR"] },
  { code: "CRIMES", journalId: 86, name: "Crimes", abbr: "Crimes", style: "yearvol", volumes: "year", variants: ["Crimes"], word: true },
  { code: "CRLT", journalId: 87, name: "Criminal Law Times", abbr: "Cr LT", style: "round", volumes: "serial", variants: ["Cr LT", "Cri LT", "Crl LT"] },
  { code: "CCR", journalId: 88, name: "Current Criminal Reports", abbr: "CCR", style: "round", volumes: "year", variants: ["CCR"] },
  { code: "DMC", journalId: 89, name: "Divorce and Matrimonial Cases", abbr: "DMC", style: "volyear", volumes: "year", variants: ["DMC"] },
  { code: "ARBLR", journalId: 90, name: "Arbitration Law Reporter", abbr: "Arb LR", style: "round", volumes: "year", variants: ["Arb LR", "Arb L R"] },
  { code: "CPJ", journalId: 91, name: "Consumer Protection Judgments", abbr: "CPJ", style: "volyear", volumes: "year", variants: ["CPJ"] },
  { code: "CPR", journalId: 92, name: "Consumer Protection Reporter", abbr: "CPR", style: "volyear", volumes: "year", variants: ["CPR"] },
  { code: "PTC", journalId: 93, name: "Patents and Trade Marks Cases", abbr: "PTC", style: "yearvol", volumes: "serial", variants: ["PTC"] },
  { code: "AIC", journalId: 94, name: "All India Cases", abbr: "AIC", style: "yearvol", volumes: "serial", variants: ["AIC"] },
  { code: "BC", journalId: 95, name: "Banking Cases", abbr: "BC", style: "volyear", volumes: "year", variants: ["BC"] },
  { code: "FAC", journalId: 96, name: "Food Adulteration Cases", abbr: "FAC", style: "yearvol", volumes: "year", variants: ["FAC", "FAJ"] },
  { code: "SRJ", journalId: 97, name: "Supreme Court Reports Journal", abbr: "SRJ", style: "yearvol", volumes: "year", variants: ["SRJ"] },
  { code: "RCC", journalId: 98, name: "Rent Control Cases", abbr: "RCC", style: "round", volumes: "year", variants: ["RCC"] },
  { code: "SDWR", journalId: 99, name: "Simla and Delhi Weekly Reporter", abbr: "SDWR", style: "round", volumes: "year", variants: ["SDWR"] },
  { code: "AIRSCW", journalId: 100, name: "AIR Supreme Court Weekly", abbr: "AIR SCW", style: "round", volumes: "year", variants: ["AIR SCW", "AIRSCW"] },
  { code: "IA", journalId: 101, name: "Indian Appeals (Privy Council)", abbr: "IA", style: "round", volumes: "serial", variants: ["IA", "LR IA", "Ind App", "I A"] },
  { code: "INDCAS", journalId: 102, name: "Indian Cases", abbr: "Ind Cas", style: "round", volumes: "serial", variants: ["Ind Cas", "IC"] },
  { code: "MIA", journalId: 103, name: "Moore's Indian Appeals", abbr: "MIA", style: "round", volumes: "serial", variants: ["MIA", "Moo IA", "Moore IA", "Moore PC"] },
  // ---- online reporters numbered by court and year
  { code: "LIVELAW", journalId: 123, name: "LiveLaw", abbr: "LiveLaw", style: "courtbracket", volumes: "court", variants: ["Live Law"] },
  // ---- the English and other foreign reports Indian judgments cite
  { code: "AC", journalId: 104, name: "Law Reports, Appeal Cases", abbr: "AC", style: "square", volumes: "year", variants: ["AC", "App Cas"], foreign: true },
  { code: "KB", journalId: 105, name: "Law Reports, King's Bench", abbr: "KB", style: "square", volumes: "year", variants: ["KB"], foreign: true },
  { code: "QB", journalId: 106, name: "Law Reports, Queen's Bench", abbr: "QB", style: "square", volumes: "year", variants: ["QB", "QBD"], foreign: true },
  { code: "CH", journalId: 107, name: "Law Reports, Chancery", abbr: "Ch", style: "square", volumes: "year", variants: ["Ch", "Ch D"], foreign: true },
  { code: "ALLER", journalId: 108, name: "All England Law Reports", abbr: "All ER", style: "square", volumes: "year", variants: ["All ER", "All E R", "AllER"], foreign: true },
  { code: "WLR", journalId: 109, name: "Weekly Law Reports", abbr: "WLR", style: "square", volumes: "year", variants: ["WLR", "W L R"], foreign: true },
  { code: "LT", journalId: 110, name: "Law Times Reports", abbr: "LT", style: "round", volumes: "serial", variants: ["LT", "L T"], foreign: true },
  { code: "LJQB", journalId: 111, name: "Law Journal, Queen's Bench", abbr: "LJQB", style: "round", volumes: "serial", variants: ["LJQB", "LJ QB"], foreign: true },
  { code: "EQ", journalId: 112, name: "Law Reports, Equity Cases", abbr: "Eq", style: "round", volumes: "serial", variants: ["Eq", "LR Eq"], foreign: true },
  // "Ex." alone is an exhibit far more often than the Exchequer Reports: only "Exch" is read.
  { code: "EX", journalId: 113, name: "Exchequer Reports", abbr: "Exch", style: "round", volumes: "serial", variants: ["Exch"], foreign: true },
  { code: "TC", journalId: 114, name: "Tax Cases", abbr: "TC", style: "round", volumes: "serial", variants: ["TC"], foreign: true },
  { code: "RPC", journalId: 115, name: "Reports of Patent Cases", abbr: "RPC", style: "round", volumes: "serial", variants: ["RPC"], foreign: true },
  { code: "LLREP", journalId: 116, name: "Lloyd's List Law Reports", abbr: "Ll L Rep", style: "round", volumes: "serial", variants: ["Ll L Rep", "Lloyd's Rep", "Lloyds Rep", "Ll LR"], foreign: true },
  { code: "US", journalId: 117, name: "United States Reports", abbr: "US", style: "round", volumes: "serial", variants: ["US", "U S"], foreign: true },
  { code: "FED", journalId: 119, name: "Federal Reporter", abbr: "F", style: "round", volumes: "serial", variants: ["Fed", "F 2d", "F 3d"], foreign: true },
  { code: "FSUPP", journalId: 120, name: "Federal Supplement", abbr: "F Supp", style: "round", volumes: "serial", variants: ["F Supp", "FSupp"], foreign: true },
  { code: "LED", journalId: 121, name: "Lawyers' Edition", abbr: "L Ed", style: "round", volumes: "serial", variants: ["L Ed", "Law Ed", "LEd"], foreign: true },
  // "T.L.R." in the judgments is the Times Law Reports ("(1949) 65 T.L.R. 200"), not the Taxation Law Reports (Tax LR).
  { code: "TLR", journalId: 122, name: "Times Law Reports", abbr: "TLR", style: "round", volumes: "serial", variants: ["T L R"], foreign: true },
  { code: "CLR", journalId: 118, name: "Calcutta Law Reports; Commonwealth Law Reports", abbr: "CLR", style: "round", volumes: "serial", variants: ["CLR"] },
];

/** Letters only, upper case: how variants are compared ("Cri. L. J." → "CRILJ"). */
export const letters = (s: string) => s.toUpperCase().replace(/[^A-Z&]/g, "");

const BY_LETTERS = new Map<string, Reporter>();
for (const r of REPORTERS) for (const v of [r.abbr, ...r.variants]) if (!BY_LETTERS.has(letters(v))) BY_LETTERS.set(letters(v), r);
const BY_CODE = new Map(REPORTERS.map((r) => [r.code, r]));

/** Every beginning of an abbreviation in letters ("C", "CR", "CRI" …), so a scanner stops at the first word that begins none. */
export const ABBREVIATION_PREFIXES = new Set<string>();
/** Adds the beginnings of more abbreviations (the parser's own, in letters) to ABBREVIATION_PREFIXES. */
export function addPrefixes(words: Iterable<string>) {
  for (const w of words) for (let i = 1; i <= w.length; i++) ABBREVIATION_PREFIXES.add(w.slice(0, i));
}
addPrefixes(BY_LETTERS.keys());
const BY_JOURNAL = new Map(REPORTERS.map((r) => [r.journalId, r]));

/** The reporter an abbreviation as written names (its letters compared), or undefined. */
export const reporterByAbbreviation = (written: string) => BY_LETTERS.get(letters(written));
/** The reporter of a key's code ("RCR(CRI)" is RCR's), or undefined. */
export const reporterByCode = (code: string) => BY_CODE.get(baseCode(code));
/** A key's reporter code without its series: "RCR(CRI)" → "RCR". */
export const baseCode = (code: string) => (code.includes("(") ? code.slice(0, code.indexOf("(")) : code);
/** A key's series: "RCR(CRI)" → "CRI"; undefined when it has none. */
export const codeSeries = (code: string) => (code.endsWith(")") && code.includes("(") ? code.slice(code.indexOf("(") + 1, -1) : undefined);
/** A text without the characters of `chars` at its end (plain scanning: "X, (" → "X"). */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end--;
  return text.slice(0, end);
}
export const reporterByJournal = (journalId: number) => BY_JOURNAL.get(journalId);
/** The longest abbreviation in letters, for the scanner's bound. */
export const MAX_ABBREVIATION_WORDS = 4;

/** The state series of the Indian Law Reports, by the letters of the word(s) written, to the code in keys. */
export const ILR_SERIES: Record<string, string> = {
  KAR: "Kar", KANT: "Kar", KARNATAKA: "Kar", MYS: "Mys", MYSORE: "Mys",
  DEL: "Del", DELHI: "Del", KER: "Ker", KERALA: "Ker", KERALASERIES: "Ker",
  CUT: "Cut", CUTTACK: "Cut", ORI: "Cut", ORISSA: "Cut",
  MAD: "Mad", MADRAS: "Mad", BOM: "Bom", BOMBAY: "Bom", CAL: "Cal", CALCUTTA: "Cal",
  ALL: "All", ALLAHABAD: "All", PAT: "Pat", PATNA: "Pat", PUNJ: "Punj", PUNJAB: "Punj", PH: "Punj", "P&H": "Punj",
  RAJ: "Raj", RAJASTHAN: "Raj", MP: "MP", MADHYAPRADESH: "MP", HP: "HP", HIMACHALPRADESH: "HP",
  GAU: "Gau", GAUHATI: "Gau", ASSAM: "Gau", JK: "J&K", "J&K": "J&K", AP: "AP", ANDHRA: "AP", ANDHRAPRADESH: "AP",
  TRAVCO: "Trav-Co", TRAVANCORECOCHIN: "Trav-Co", LAH: "Lah", LAHORE: "Lah", NAG: "Nag", NAGPUR: "Nag", LUCK: "Luck", LUCKNOW: "Luck",
};

/** The courts a subject report names after its page ("(SC)", "(Bom)", "(Punj. & Har.)"): any of these words, read and set aside. */
export const COURT_WORDS = new Set([
  "SC", "SUPREMECOURT", "HC", "FB", "DB", "LB", "BOM", "BOMBAY", "DEL", "DELHI", "MAD", "MADRAS", "CAL", "CALCUTTA", "ALL", "ALLAHABAD",
  "KAR", "KANT", "KARNATAKA", "KER", "KERALA", "GUJ", "GUJARAT", "PH", "P&H", "PUNJ&HAR", "PUNJ", "PUNJAB", "PUNJAB&HARYANA", "RAJ",
  "RAJASTHAN", "MP", "AP", "ANDHPRA", "PAT", "PATNA", "ORI", "ORISSA", "ORISS", "GAU", "GAUHATI", "GUH", "HP", "JK", "J&K", "UTR", "JHAR",
  "CHH", "TEL", "AHD", "MUM", "CHENNAI", "CHD", "HYD", "KOL", "LKO", "JP", "JODH", "CUT", "NAG", "TRIB", "CESTAT", "ITAT", "NCDRC", "HL", "PC", "CA",
]);
