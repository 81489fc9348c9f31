/**
 * A case's citations as readers see them (docs/decisions/036-citation-house-styles.md): every
 * citation of every stored row — its journal, year, volume and page; its Other Citation; its
 * Neutral Citation; or the citation as imported — each printed by the one formatter in its
 * journal's house style. The reporter's own citation comes first; all the others are equal
 * citations. Pure; the journals master comes in as data (`CitationMasters`).
 */
import { categoryParts, formatCitation, isCitationStyle, type CitationStyle } from "./citation-format";
import { parseCitation, parsedParts, reporterStyle } from "./citations";
import { letters, reporterByJournal } from "./reporters";

export type JournalStyle = { name: string; abbr: string; style: CitationStyle; own: boolean; select: boolean };

/** The journals and citation categories of the master data, as the formatter needs them. */
export type CitationMasters = { journals: ReadonlyMap<number, JournalStyle>; categories: ReadonlyMap<number, string> };

export const NO_MASTERS: CitationMasters = { journals: new Map(), categories: new Map() };

/** One stored citation row (case_citations), as written by the case form or an import. */
export type StoredCitation = {
  journalId?: number | null;
  citationCategoryId?: number | null;
  year?: number | null;
  volume?: string | null;
  pageNumber?: string | null;
  otherCitation?: string | null;
  neutralCitation?: string | null;
  raw?: string | null;
};

export type CaseCitation = {
  /** the citation in its house style */
  text: string;
  /** the journal's name, when known */
  journal: string | null;
  /** a citation in the reporter's own journals */
  own: boolean;
};

const tidy = (s: string) => s.replace(/\s+/g, " ").trim();

/** A citation typed as text (Other Citation, Neutral Citation, an import), in its house style; as typed when it is not a form the parser knows. */
export function formatCitationText(text: string, masters: CitationMasters = NO_MASTERS): CaseCitation & { key: string } {
  const parsed = parseCitation(text);
  if (!parsed) return { text: tidy(text), journal: null, own: false, key: `text|${tidy(text).toLowerCase()}` };
  const journal = masters.journals.get(parsed.journalId);
  const defaults = reporterStyle(parsed.reporter);
  // A neutral citation is printed by its own rule, whatever the neutral journal's abbreviation.
  const style = journal?.style ?? defaults.style;
  const abbr = journal && !parsed.neutral ? journal.abbr : defaults.abbr;
  return {
    text: formatCitation({ ...parsedParts(parsed), style, abbr }),
    journal: journal?.name ?? null,
    own: journal?.own ?? false,
    key: parsed.key,
  };
}

/** The citation a row's journal, year, volume and page make, or null when they make none. */
function journalCitation(row: StoredCitation, masters: CitationMasters): (CaseCitation & { key: string }) | null {
  const journal = row.journalId != null ? masters.journals.get(row.journalId) : undefined;
  if (!journal || journal.select || !row.pageNumber?.trim()) return null;
  const category = row.citationCategoryId != null ? masters.categories.get(row.citationCategoryId) : null;
  const { court, series } = tableCategory(row.journalId, category) ?? categoryParts(category);
  const text = formatCitation({ style: journal.style, abbr: journal.abbr, year: row.year ?? null, volume: row.volume ?? null, page: row.pageNumber, court, series });
  // The same key as the parser's when the parser reads the printed form back (e.g. an equal citation typed twice).
  return { text, journal: journal.name, own: journal.own, key: parseCitation(text)?.key ?? `text|${text.toLowerCase()}` };
}

/**
 * What a citation category says for a journal of the reporters' table (decision 097): the ILR's state
 * series ("Kar") is its court; the RCR's "Criminal" its series. Null for the other journals.
 */
function tableCategory(journalId: number | null | undefined, category: string | null | undefined): { court: string | null; series: string | null } | null {
  const table = journalId != null ? reporterByJournal(journalId) : undefined;
  if (!table || !category) return null;
  if (table.volumes === "state") return { court: category.trim(), series: null };
  return { court: null, series: table.series?.[letters(category)] ?? null };
}

/**
 * Every citation of a case in reading order: the reporter's own citation first (the first row
 * whose journal is the reporter's), then the others in row order — a row's journal, its Other
 * Citation, its Neutral Citation. A citation written twice is listed once.
 */
export function caseCitationList(rows: StoredCitation[], masters: CitationMasters): CaseCitation[] {
  const all: (CaseCitation & { key: string })[] = [];
  for (const row of rows) {
    if (row.raw?.trim()) {
      // An imported row is the one citation it was imported from (its parsed fields repeat it).
      const printed = formatCitationText(row.raw, masters);
      const journal = row.journalId != null ? masters.journals.get(row.journalId) : undefined;
      all.push({ ...printed, journal: journal?.name ?? printed.journal, own: Boolean(journal?.own) || printed.own });
      continue;
    }
    const fromJournal = journalCitation(row, masters);
    if (fromJournal) all.push(fromJournal);
    for (const typed of [row.otherCitation, row.neutralCitation]) if (typed?.trim()) all.push(formatCitationText(typed, masters));
  }
  const seen = new Set<string>();
  const unique = all.filter((c) => (seen.has(c.key) ? false : (seen.add(c.key), true)));
  // The reporter's own citation leads; failing that, a judgment decided before the Court's neutral
  // citations began (2023) is not led by an "INSC" number — LII of India's numbering, which reads as
  // an official citation that does not exist — but by its first printed report (decision 094).
  let lead = unique.findIndex((c) => c.own);
  if (lead < 0 && unique.length > 1 && isLiiNumber(unique[0].key)) lead = unique.findIndex((c) => !isLiiNumber(c.key) && !c.key.startsWith("text|"));
  const ordered = lead > 0 ? [unique[lead], ...unique.slice(0, lead), ...unique.slice(lead + 1)] : unique;
  return ordered.map(({ text, journal, own }) => ({ text, journal, own }));
}

/** The year the Supreme Court began to give its judgments neutral citations ("2023 INSC 1"). */
export const NEUTRAL_CITATIONS_FROM = 2023;

/** A citation key of an "INSC" number of a year before the Court's own neutral citations (LII of India's numbering). */
function isLiiNumber(key: string): boolean {
  const m = /^INSC\|\|(\d{4})\|/.exec(key);
  return Boolean(m && Number(m[1]) < NEUTRAL_CITATIONS_FROM);
}

/** The reporter's citation of a case and its equal citations. */
export function printedCitations(rows: StoredCitation[], masters: CitationMasters): { citation: string | null; equalCitations: CaseCitation[] } {
  const [first, ...rest] = caseCitationList(rows, masters);
  return { citation: first?.text ?? null, equalCitations: rest };
}

// ---------------------------------------------------------------- read from SQL

/**
 * SQL for a case's citation rows as one JSON value (read back by `readCitationRows`), so a list
 * of cases gets its citations in the same statement; `docId` is an SQL expression.
 */
export function citationRowsSql(docId: string): string {
  return `(select json_group_array(json_array(cc.journal_id, cc.citation_category_id, cc.year, cc.volume, cc.page_number, cc.other_citation, cc.neutral_citation, cc.raw) order by cc.position)
     from case_citations cc where cc.doc_id = ${docId})`;
}

/** SQL for the journals and citation categories of the master data as one JSON value (`readCitationMasters`). */
export const CITATION_MASTERS_SQL = `json_object(
    'journals', json((select json_group_array(json_array(id, name, short_name, citation_style, is_own_reporter, is_select)) from journals)),
    'categories', json((select json_group_array(json_array(id, name)) from citation_categories)))`;

type Json = string | number | null;

export function readCitationRows(json: string | null | undefined): StoredCitation[] {
  if (!json) return [];
  return (JSON.parse(json) as Json[][]).map(([journalId, citationCategoryId, year, volume, pageNumber, otherCitation, neutralCitation, raw]) => ({
    journalId: journalId as number | null,
    citationCategoryId: citationCategoryId as number | null,
    year: year as number | null,
    volume: volume == null ? null : String(volume),
    pageNumber: pageNumber == null ? null : String(pageNumber),
    otherCitation: otherCitation as string | null,
    neutralCitation: neutralCitation as string | null,
    raw: raw as string | null,
  }));
}

export function readCitationMasters(json: string | null | undefined): CitationMasters {
  if (!json) return NO_MASTERS;
  const parsed = JSON.parse(json) as { journals: Json[][] | string | null; categories: Json[][] | string | null };
  // A JSON value from a subquery may arrive as text where SQLite drops its JSON subtype.
  const list = (v: Json[][] | string | null) => (typeof v === "string" ? (JSON.parse(v) as Json[][]) : (v ?? []));
  return citationMasters(
    list(parsed.journals).map(([id, name, shortName, style, own, select]) => ({ id: Number(id), name: String(name), shortName: String(shortName), citationStyle: style as string, isOwnReporter: Boolean(own), isSelect: Boolean(select) })),
    list(parsed.categories).map(([id, name]) => ({ id: Number(id), name: String(name) })),
  );
}

/** The masters from the journals and citation categories tables' rows. */
export function citationMasters(
  journals: { id: number; name: string; shortName: string; citationStyle: string | null; isOwnReporter: boolean; isSelect: boolean }[],
  categories: { id: number; name: string }[],
): CitationMasters {
  return {
    journals: new Map(journals.map((j) => [j.id, { name: j.name, abbr: j.shortName, style: isCitationStyle(j.citationStyle) ? j.citationStyle : "round", own: j.isOwnReporter, select: j.isSelect }])),
    categories: new Map(categories.map((c) => [c.id, c.name])),
  };
}
