/**
 * The Add/Edit case form's rules that need no zod (back-office §4, §9): the masters' shape, the
 * defaults, which citation rows count and the category a journal takes. Shared by the form (which
 * renders with them), its schema (app/services/cases/case-form.schema.ts) and the service that saves a
 * case, so the page's bundle carries no zod (decision 058). The journal, category and branch rules
 * come from the master tables (decision 16), which the loader hands to both sides.
 */
import { D1_MAX_VALUE_BYTES } from "./storage-limits";

export type JournalFlags = {
  id: number;
  label: string;
  isSelect: boolean;
  isOnline: boolean;
  volumeDisabled: boolean;
  volumeRequiredYears: number[];
  yearRequired: boolean;
};
export type CaseFormMasters = {
  journals: JournalFlags[];
  citationCategories: { id: number; journalId: number | null; label: string }[];
  caseCategories: { id: number; label: string }[];
  courts: { id: number; label: string }[];
  branches: { id: number; courtId: number; label: string }[];
  benches: { id: number; label: string }[];
};

/** The online journal forces category SC (§4). */
export const ONLINE_CATEGORY_ID = 4;
export const MAX_CITATION_ROWS = 4;
export const MAX_HEADNOTE_REFS = 4;
/** The judgement's HTML in bytes: never more than D1 holds in a row; the server also checks its index (decision 039). */
export const MAX_BODY_BYTES = D1_MAX_VALUE_BYTES;
export const PRIORITIES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** §9 defaults: SC / online journal / Supreme Court / Supreme Court of India / bench None / Judgement / 1-1-this year / double counsel. */
export function caseFormDefaults(year: number) {
  return {
    counsel: "double",
    caseCategoryId: 4,
    courtId: 1,
    courtBranchId: 34,
    courtBenchId: 1,
    judgementType: "Judgement",
    caseYear: year,
    decidedDay: 1,
    decidedMonth: 1,
    decidedYear: year,
    citations: [{ journalId: 2, citationCategoryId: ONLINE_CATEGORY_ID, year }],
  };
}

/** Journal ids 0 and 5 (and any journal flagged "select") mean no journal. */
export function isSelectJournal(masters: CaseFormMasters, journalId: number | null | undefined): boolean {
  if (!journalId) return true;
  const j = masters.journals.find((x) => x.id === journalId);
  return !j || j.isSelect;
}

/** How many citation rows show (§4): row 2 only after the online journal, rows 3 and 4 as journals are chosen. */
export function visibleCitationRows(masters: CaseFormMasters, journalIds: (number | null | undefined)[]): number {
  const first = masters.journals.find((j) => j.id === journalIds[0]);
  if (!first?.isOnline) return 1;
  let rows = 2;
  while (rows < MAX_CITATION_ROWS && !isSelectJournal(masters, journalIds[rows - 1])) rows++;
  return rows;
}

/** The category a journal takes: SC for the online journal, else the chosen one if it is the journal's, else its first. */
export function categoryFor(masters: CaseFormMasters, journalId: number | null | undefined, chosen: number | null | undefined): number | null {
  const j = masters.journals.find((x) => x.id === journalId);
  if (!j || j.isSelect) return null;
  if (j.isOnline) return ONLINE_CATEGORY_ID;
  const own = masters.citationCategories.filter((c) => c.journalId === j.id);
  return own.find((c) => c.id === chosen)?.id ?? own[0]?.id ?? null;
}

/** The case form's multi-line fields (rich text, a textarea without JavaScript): they keep tab and newline (issue 21 item 11). */
export const CASE_MULTILINE = ["headnote", "judgementOrder"] as const;

/** A citation row as the form's schema reads it. */
export type CitationFormRow = {
  journalId?: number;
  citationCategoryId?: number;
  year?: number;
  volume?: string;
  pageNumber?: string;
  otherCitation?: string;
  neutralCitation?: string;
};

/**
 * The citation rows that count (§4): the visible ones up to the first Select; the online journal's
 * category forced to SC, any other defaulted to the journal's own; volume dropped where disabled.
 */
export function effectiveCitations(masters: CaseFormMasters, value: { citations?: CitationFormRow[] }) {
  const cites = value.citations ?? [];
  const rows = visibleCitationRows(masters, cites.map((c) => c.journalId));
  const out = [];
  for (let i = 0; i < rows; i++) {
    const c = cites[i];
    if (!c || isSelectJournal(masters, c.journalId)) break;
    const journal = masters.journals.find((j) => j.id === c.journalId)!;
    out.push({
      journalId: c.journalId!,
      citationCategoryId: categoryFor(masters, c.journalId, c.citationCategoryId),
      year: c.year ?? null,
      volume: journal.volumeDisabled ? null : (c.volume ?? null),
      pageNumber: c.pageNumber ?? null,
      otherCitation: i === 0 ? (c.otherCitation ?? null) : null,
      neutralCitation: i === 0 ? (c.neutralCitation ?? null) : null,
    });
  }
  return out;
}
