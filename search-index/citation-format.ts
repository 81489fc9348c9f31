/**
 * The one citation formatter: prints a citation in its journal's house style, as lawyers cite it
 * (docs/decisions/036-citation-house-styles.md). The journals master says which style a journal
 * uses (journals.citation_style); this module only knows how each style is written. Pure.
 *
 *   round    (2025) 3 SCC 456 · 2025 SAR (Cri) 101 · 1990 Cri LJ 1234 · (1995) Supp (3) SCC 456
 *   square   [2025] 3 SCR 1
 *   air      AIR 2025 SC 1500 · AIR 2001 Del 123
 *   online   2025 SCC OnLine SC 999 · 2023 SCC OnLine Del 456
 *   neutral  2025 INSC 1234 · 2023:DHC:2720
 *   jt       JT 1995 (3) SC 22
 *   manu     MANU/SC/0123/2005
 *   yearvol  2004 (1) KLT 123 · 2005 (185) ELT 3 · 2003 (4) RCR (Cri) 100   (the High Courts' reports, decision 097)
 *   volyear  155 (2008) DLT 383 · I (1997) BC 247
 *   ilr      ILR 1990 Kar 123 · ILR (1985) 2 Del 101   (the court is the state series)
 *   courtbracket  2023 LiveLaw (Del) 470 · 2024 LiveLaw (SC) 12
 */

export const CITATION_STYLES = ["round", "square", "air", "online", "neutral", "jt", "manu", "yearvol", "volyear", "ilr", "courtbracket"] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

export function isCitationStyle(s: unknown): s is CitationStyle {
  return typeof s === "string" && (CITATION_STYLES as readonly string[]).includes(s);
}

/** One citation in a journal, in parts. */
export type CitationParts = {
  style: CitationStyle;
  /** the journal's abbreviation as printed: SCC, SCR, AIR, SCC OnLine, SAR (Cri) */
  abbr: string;
  year: number | null;
  volume: string | null;
  page: string | null;
  /** the court: SC, HC, Del, P&H (AIR, SCC OnLine, MANU; a High Court neutral citation's DHC) */
  court?: string | null;
  /** a series of the journal printed after its abbreviation: Cri, L&S, Tax (SCC (Cri)) */
  series?: string | null;
  /** a supplement volume: "Supp (3)" */
  supplement?: boolean;
};

/** Court codes printed in capitals; the others are printed as words ("Del", "Bom", "Kant"). */
const CAPITAL_COURTS = new Set(["SC", "PC", "HC", "HP", "MP", "AP", "P&H", "J&K"]);

function courtLabel(code: string | null | undefined): string | null {
  const c = code?.trim().toUpperCase();
  if (!c) return null;
  return CAPITAL_COURTS.has(c) ? c : c[0] + c.slice(1).toLowerCase();
}

const join = (...parts: (string | number | null | undefined)[]) =>
  parts
    .filter((p) => p !== null && p !== undefined && String(p).trim() !== "")
    .map((p) => String(p).trim())
    .join(" ");

/** A citation in its house style. Missing parts are left out, never printed as blanks. */
export function formatCitation(p: CitationParts): string {
  const year = p.year ?? null;
  const volume = p.volume?.trim() || null;
  const page = p.page?.trim() || null;
  const vol = p.supplement ? `Supp (${volume ?? 1})` : volume;
  const titled = p.series ? `${p.abbr} (${p.series})` : p.abbr;
  switch (p.style) {
    case "square":
      return join(year ? `[${year}]` : null, vol, titled, page);
    case "air":
      return join(p.abbr, year, courtLabel(p.court) ?? "SC", page);
    case "online":
      return join(year, p.abbr, courtLabel(p.court) ?? "SC", page);
    case "neutral": {
      // A High Court's neutral citation keeps its court code as the court writes it (2023:DHC:2720).
      const court = p.court?.trim().toUpperCase();
      return court && court !== "SC" ? `${year ?? ""}:${court}:${page ?? ""}` : join(year, "INSC", page);
    }
    case "jt":
      return join(p.abbr, year, vol ? `(${vol})` : null, "SC", page);
    case "manu":
      return `MANU/${courtLabel(p.court)?.toUpperCase() ?? "SC"}/${(page ?? "").padStart(4, "0")}/${year ?? ""}`;
    case "yearvol":
      return join(year, vol ? `(${vol})` : null, titled, page);
    case "volyear":
      return vol ? join(vol, year ? `(${year})` : null, titled, page) : join(year, titled, page);
    case "ilr":
      // The state series keeps the case it is written in ("Kar", "Trav-Co", "MP").
      return join(p.abbr, year ? (vol ? `(${year})` : year) : null, vol, p.court?.trim() || null, page);
    case "courtbracket":
      return join(year, p.abbr, p.court ? `(${courtLabel(p.court)})` : null, page);
    case "round":
    default:
      // The year is bracketed when a volume follows it: (2025) 3 SCC 456, but 1990 Cri LJ 1234.
      return join(year ? (vol ? `(${year})` : year) : null, vol, titled, page);
  }
}

/**
 * What a citation category of the master data says about the court and series:
 * "SC" → court SC; "SC (Cri)" → court SC, series Cri; "HC", "High Court" → court HC; "INSC" → SC.
 * The own reporter's categories (Civil, Criminal) say neither.
 */
export function categoryParts(name: string | null | undefined): { court: string | null; series: string | null } {
  // "SC (Cri)": the head before a closing bracketed part, and that part (plain scanning, no regex).
  const text = (name ?? "").trim();
  const open = text.endsWith(")") ? text.lastIndexOf("(") : -1;
  const head = (open >= 0 ? text.slice(0, open) : text).trim().toUpperCase();
  const bracketed = open >= 0 ? text.slice(open + 1, -1).trim() : "";
  const court = head === "SC" || head === "INSC" ? "SC" : head === "HC" || head === "HIGH COURT" ? "HC" : null;
  return { court, series: bracketed || null };
}
