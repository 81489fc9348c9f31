/**
 * The source's AIR citator line, decoded for readers (issue 33 item 5):
 *   "Citator info: E [1980 SC 962] (7,63,64,110) D 1992 SC1894 (10)"
 * reads as "Explained in AIR 1980 SC 962 (paras 7, 63, 64, 110); Distinguished in AIR 1992 SC 1894".
 * Display only: the line never feeds the graph's treatment (decision 060). The codes are the AIR
 * citator's as the IRLeD records carry them; a code no legend explains is shown as written
 * ("Cited (MV) in …"), never guessed. The source's brackets are often misplaced ("(2, [4) F 1987]
 * SC1794"), so brackets are dropped before reading. Pure; linear in the line's length.
 */

/** What each AIR citator code says of the later judgment, as a phrase before its citation. */
const CODE_PHRASE: Record<string, string> = {
  R: "Referred to in",
  RF: "Relied on in",
  REL: "Relied on in",
  F: "Followed in",
  APL: "Applied in",
  REI: "Reiterated in",
  E: "Explained in",
  D: "Distinguished in",
  O: "Overruled by",
  NF: "Not followed in",
  APR: "Approved in",
  "E&D": "Explained and distinguished in",
  "E&R": "Explained and referred to in",
  "E&F": "Explained and followed in",
};

export type CitatorEntry = {
  /** the code as the source writes it: R, RF, E&D … ("" where the line gives none) */
  code: string;
  /** "Explained in", or "Cited (MV) in" for a code without a known meaning */
  phrase: string;
  /** the later judgment's AIR citation as printed: "AIR 1980 SC 962" */
  citation: string;
  /** the paragraphs of the cited case the later judgment treats, as the citator lists them */
  paras: number[];
};

const ENTRY = /(?:\b([A-Z][A-Z&]{0,4}) )?\b((?:19|20)\d\d) SC ?(\d{1,5})\b(?: ?\(([\d, *]{1,120})\))?/g;

/** The entries of a citator line ("Citator info: " prefix optional); [] when none is read. */
export function decodeCitatorLine(line: string): CitatorEntry[] {
  const flat = line
    .replace(/^\s*Citator info:\s*/i, "")
    .replace(/[[\]]/g, " ")
    .replace(/\s+/g, " ");
  const out: CitatorEntry[] = [];
  for (const m of flat.matchAll(ENTRY)) {
    const code = m[1] ?? "";
    const paras = (m[4] ?? "")
      .split(",")
      .map((p) => Number(p.trim()))
      .filter((n) => Number.isInteger(n) && n > 0 && n < 10_000);
    out.push({ code, phrase: CODE_PHRASE[code] ?? (code ? `Cited (${code}) in` : "Cited in"), citation: `AIR ${m[2]} SC ${Number(m[3])}`, paras });
  }
  return out;
}

/** One entry as a sentence part: "Explained in AIR 1980 SC 962 (paras 7, 63, 64, 110)". */
export function citatorEntryText(e: CitatorEntry): string {
  const paras = e.paras.length ? ` (${e.paras.length === 1 ? "para" : "paras"} ${e.paras.join(", ")})` : "";
  return `${e.phrase} ${e.citation}${paras}`;
}

/** Whether stored notes are the importer's citator line (import.server.ts writes "Citator info: …"). */
export const isCitatorNote = (notes: string | null | undefined) => !!notes && /^\s*Citator info:/i.test(notes);
