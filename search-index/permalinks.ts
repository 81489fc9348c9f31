/**
 * Permalinks by citation (issue 25 item 3, docs/decisions/066): a path for every form the citation
 * parser knows, read back by the same parser, so `/c/…` and the citation name one key of
 * case_citation_keys whatever doc id the case has today.
 *
 *   (1973) 4 SCC 225           /c/SCC/1973/4/225          (no volume: /c/SCC/1973/225)
 *   1992 Supp (1) SCC 335      /c/SCC/1992/Supp1/335
 *   (1988) 2 SCC (Cri) 545     /c/SCC-Cri/1988/2/545
 *   [1962] Supp 3 SCR 1        /c/SCR/1962/Supp3/1
 *   AIR 1973 SC 1461           /c/AIR/1973/SC/1461
 *   2023 INSC 123              /c/INSC/2023/123
 *   2023:DHC:2720              /c/DHC/2023/2720           (a High Court's neutral citation)
 *   2024 SCC OnLine SC 1878    /c/SCCOnLine/2024/SC/1878
 *   JT 1995 (3) SC 22          /c/JT/1995/3/22
 *   (2005) 2 SCALE 77          /c/SCALE/2005/2/77
 *   1990 Cri LJ 1234           /c/CriLJ/1990/1234
 *   MANU/SC/0123/2005          /c/MANU/SC/123/2005
 *
 * Pure: no I/O.
 */
import { parseCitation, type ParsedCitation } from "./citations";

/** The path segment of each reporter (read back case- and punctuation-blind: "scc-cri", "SCC(Cri)"). */
const SEGMENT: Record<ParsedCitation["reporter"], string> = {
  SCC: "SCC",
  "SCC(CRI)": "SCC-Cri",
  SCR: "SCR",
  JT: "JT",
  SCALE: "SCALE",
  AIR: "AIR",
  INSC: "INSC",
  HCN: "",
  SCCONLINE: "SCCOnLine",
  CRILJ: "CriLJ",
  MANU: "MANU",
};

const enc = (s: string) => encodeURIComponent(s);

/** The permalink of a parsed citation: "/c/SCC/1973/4/225". */
export function permalinkPath(p: ParsedCitation): string {
  const parts: string[] = [];
  switch (p.reporter) {
    case "SCC":
    case "SCC(CRI)":
    case "SCR":
    case "JT":
    case "SCALE":
      parts.push(SEGMENT[p.reporter], String(p.year));
      if (p.supplement) parts.push(`Supp${p.volume ?? ""}`);
      else if (p.volume) parts.push(p.volume);
      parts.push(p.page);
      break;
    case "AIR":
    case "SCCONLINE":
      parts.push(SEGMENT[p.reporter], String(p.year), p.court ?? "SC", p.page);
      break;
    case "INSC":
    case "CRILJ":
      parts.push(SEGMENT[p.reporter], String(p.year), p.page);
      break;
    case "HCN":
      parts.push(p.court ?? "", String(p.year), p.page);
      break;
    case "MANU":
      parts.push("MANU", p.court ?? "SC", p.page, String(p.year));
      break;
  }
  return `/c/${parts.map(enc).join("/")}`;
}

const YEAR = /^(1[89]\d\d|20\d\d)$/;
const NUMBER = /^\d{1,7}$/;
const VOLUME = /^\d{1,2}$/;
const SUPP = /^supp?l?\.?\(?(\d{1,2})?\)?$/i;

/** The reporters' own segments (never a High Court's code). */
const REPORTERS = new Set(["SCC", "SCCCRI", "SCR", "JT", "SCALE", "AIR", "SCCONLINE", "INSC", "CRILJ", "MANU"]);

/** A reporter segment as written in a path, folded: "scc-cri" and "SCC(Cri)" → "SCCCRI". */
const fold = (s: string) => s.toUpperCase().replace(/[^A-Z&]/g, "");

/**
 * The citation a permalink's segments (after /c/) name, written so the parser reads it; null when
 * the path is not a permalink. `parsePermalink` is this read by the parser.
 */
export function permalinkText(segments: string[]): string | null {
  const s = segments.map((x) => x.trim()).filter(Boolean);
  if (s.length < 3 || s.length > 5) return null;
  const [head, ...rest] = s;
  const r = fold(head);
  if (["SCC", "SCCCRI", "SCR", "JT", "SCALE"].includes(r)) {
    const [year, ...tail] = rest;
    if (!YEAR.test(year) || tail.length < 1 || tail.length > 2) return null;
    const page = tail[tail.length - 1];
    const vol = tail.length === 2 ? tail[0] : null;
    if (!NUMBER.test(page)) return null;
    const abbr = r === "SCCCRI" ? "SCC (Cri)" : r;
    if (vol === null) return `${year} ${abbr} ${page}`;
    const supp = SUPP.exec(vol);
    if (supp) return r === "SCCCRI" ? null : `${year} Supp (${supp[1] ?? "1"}) ${abbr} ${page}`;
    if (!VOLUME.test(vol)) return null;
    return `(${year}) ${vol} ${abbr} ${page}`;
  }
  if ((r === "AIR" || r === "SCCONLINE") && rest.length === 3) {
    const [year, court, page] = rest;
    if (!YEAR.test(year) || !/^[A-Za-z&]{2,12}$/.test(court) || !NUMBER.test(page)) return null;
    return r === "AIR" ? `AIR ${year} ${court} ${page}` : `${year} SCC OnLine ${court} ${page}`;
  }
  if ((r === "INSC" || r === "CRILJ") && rest.length === 2) {
    const [year, page] = rest;
    if (!YEAR.test(year) || !NUMBER.test(page)) return null;
    return r === "INSC" ? `${year} INSC ${page}` : `${year} Cri LJ ${page}`;
  }
  if (r === "MANU" && rest.length === 3) {
    const [court, page, year] = rest;
    if (!/^[A-Za-z]{2,4}$/.test(court) || !NUMBER.test(page) || !YEAR.test(year)) return null;
    return `MANU/${court}/${page}/${year}`;
  }
  // A High Court's neutral citation: /c/DHC/2023/2720 is 2023:DHC:2720.
  if (rest.length === 2 && /^[A-Za-z]{2,6}(?:-[A-Za-z]{2,4})?$/.test(head) && !REPORTERS.has(r)) {
    const [year, page] = rest;
    if (!YEAR.test(year) || !NUMBER.test(page)) return null;
    return `${year}:${head.toUpperCase()}:${page}`;
  }
  return null;
}

/** The citation a permalink names, read by the citation parser; null when it is not one. */
export function parsePermalink(segments: string[]): ParsedCitation | null {
  const text = permalinkText(segments);
  return text ? parseCitation(text) : null;
}

/** The permalink of the first of a case's citations (preferred first) that the parser reads; null when none. */
export function casePermalink(citations: (string | null | undefined)[]): string | null {
  for (const c of citations) {
    const parsed = c ? parseCitation(c) : null;
    if (parsed) return permalinkPath(parsed);
  }
  return null;
}
