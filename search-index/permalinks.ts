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
 *   2023:KHC:123               /c/HCN/KHC/2023/123        (a court code that is a reporter's too: Karnataka's KHC)
 *   2024 SCC OnLine SC 1878    /c/SCCOnLine/2024/SC/1878
 *   JT 1995 (3) SC 22          /c/JT/1995/3/22
 *   (2005) 2 SCALE 77          /c/SCALE/2005/2/77
 *   1990 Cri LJ 1234           /c/CriLJ/1990/1234
 *   MANU/SC/0123/2005          /c/MANU/SC/123/2005
 *   (1977) 106 ITR 1           /c/ITR/1977/106/1          (the reporters' table, decision 097: code/year/volume/page)
 *   2001 ACJ 1234              /c/ACJ/2001/1234
 *   2003 (4) RCR (Cri) 100     /c/RCR-Cri/2003/4/100      (a series after a dash)
 *   ILR 1990 Kar 123           /c/ILR/1990/Kar/123        (the state series where AIR has its court)
 *   ILR (1985) 2 Del 101       /c/ILR/1985/Del/2/101
 *   2023 LiveLaw (Del) 470     /c/LIVELAW/2023/DEL/470
 *
 * Pure: no I/O.
 */
import { parseCitation, type CoreReporter, type ParsedCitation } from "./citations";
import { codeSeries, reporterByCode, REPORTERS } from "./reporters";

/** The path segment of each reporter (read back case- and punctuation-blind: "scc-cri", "SCC(Cri)"). */
const SEGMENT: Record<CoreReporter, string> = {
  SCC: "SCC",
  "SCC(CRI)": "SCC-Cri",
  "SCC(L&S)": "SCC-LS",
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
  const table = reporterByCode(p.reporter);
  if (table) {
    // A table reporter: its code (a series after a dash: RCR-Cri), the year, the ILR's state series, the volume, the page.
    const series = codeSeries(p.reporter);
    parts.push(series ? `${table.code}-${series[0]}${series.slice(1).toLowerCase()}` : table.code, String(p.year));
    if (table.volumes === "state" || table.volumes === "court") parts.push(p.court ?? "");
    if (p.supplement) parts.push(`Supp${p.volume ?? ""}`);
    else if (p.volume) parts.push(p.volume);
    parts.push(p.page);
    return `/c/${parts.map(enc).join("/")}`;
  }
  switch (p.reporter) {
    case "SCC(L&S)":
    case "SCC":
    case "SCC(CRI)":
    case "SCR":
    case "JT":
    case "SCALE":
      parts.push(SEGMENT[p.reporter as CoreReporter], String(p.year));
      if (p.supplement) parts.push(`Supp${p.volume ?? ""}`);
      else if (p.volume) parts.push(p.volume);
      parts.push(p.page);
      break;
    case "AIR":
    case "SCCONLINE":
      parts.push(SEGMENT[p.reporter as CoreReporter], String(p.year), p.court ?? "SC", p.page);
      break;
    case "INSC":
    case "CRILJ":
      parts.push(SEGMENT[p.reporter as CoreReporter], String(p.year), p.page);
      break;
    case "HCN":
      // A court code that is also a reporter's ("KHC": Karnataka's neutral citations, the Kerala High Court Cases) is written after "HCN".
      if (TABLE_SEGMENTS.has(fold((p.court ?? "").split("-")[0]))) parts.push("HCN");
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
const CORE_SEGMENTS = new Set(["SCC", "SCCCRI", "SCCLS", "SCR", "JT", "SCALE", "AIR", "SCCONLINE", "INSC", "CRILJ", "MANU"]);
/** The table reporters by their folded code ("RCR" for "RCR-Cri"; "ALLLJ"). */
const TABLE_SEGMENTS = new Map(REPORTERS.map((r) => [r.code, r]));

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
  if (r === "HCN" && rest.length === 3 && /^[A-Za-z]{2,6}(?:-[A-Za-z]{1,5})?$/.test(rest[0]) && YEAR.test(rest[1]) && NUMBER.test(rest[2])) return `${rest[1]}:${rest[0].toUpperCase()}:${rest[2]}`;
  // A table reporter: /c/ITR/1977/106/1, /c/RCR-Cri/2003/4/100, /c/ILR/1990/Kar/123 (decision 097).
  const [code, series] = head.split("-");
  const table = TABLE_SEGMENTS.get(fold(code ?? ""));
  if (table && !CORE_SEGMENTS.has(r)) {
    const [year, ...tail] = rest;
    if (!YEAR.test(year)) return null;
    const byCourt = table.volumes === "state" || table.volumes === "court";
    const state = byCourt ? tail.shift() : null;
    if (byCourt && !/^[A-Za-z&-]{2,10}$/.test(state ?? "")) return null;
    if (tail.length < 1 || tail.length > 2) return null;
    const page = tail[tail.length - 1];
    const vol = tail.length === 2 ? tail[0] : null;
    if (!NUMBER.test(page) || (vol !== null && !/^\d{1,4}$/.test(vol))) return null;
    const abbr = `${table.abbr}${series ? ` (${series})` : ""}`;
    if (state) return vol ? `${abbr} (${year}) ${vol} ${state} ${page}` : `${abbr} ${year} ${state} ${page}`;
    return vol ? `(${year}) ${vol} ${abbr} ${page}` : `${year} ${abbr} ${page}`;
  }
  if (r === "SCCLS" && (rest.length === 2 || rest.length === 3)) {
    const [year, ...tail] = rest;
    if (!YEAR.test(year) || !tail.every((t) => NUMBER.test(t))) return null;
    return tail.length === 2 ? `(${year}) ${tail[0]} SCC (L&S) ${tail[1]}` : `${year} SCC (L&S) ${tail[0]}`;
  }
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
  if (rest.length === 2 && /^[A-Za-z]{2,6}(?:-[A-Za-z]{1,5})?$/.test(head) && !CORE_SEGMENTS.has(r) && !TABLE_SEGMENTS.has(r)) {
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
