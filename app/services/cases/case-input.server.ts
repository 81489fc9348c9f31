/**
 * What a case write is made of — the case's input shape and the batch statement — and the decided
 * date's reading: the low layer that cases.server.ts and the services whose statements join its
 * batch (the citation graph, duplicates, the size limits) share, so none of them imports the
 * module that imports them (issue 36 item 7).
 */
import type { StoredCitation } from "../../../search-index/case-citations";

/** A citation row to write: the stored row (search-index/case-citations.ts) and its lookup key. */
export type CitationInput = StoredCitation & { normalized?: string | null };

export type HeadnoteRefInput = {
  actName?: string | null;
  section?: string | null;
  orderNo?: string | null;
  rule?: string | null;
  article?: string | null;
};

export type CaseInput = {
  docId?: number;
  appellant: string;
  respondent?: string | null;
  judgementType?: "Judgement" | "Order";
  judgeName?: string | null;
  judgementOrder: string;
  caseResult?: string | null;
  remarkable?: string | null;
  live?: boolean;
  overruled?: boolean;
  caseCategoryId?: number | null;
  courtId?: number | null;
  courtBranchId?: number | null;
  courtBenchId?: number | null;
  allJudges?: string | null;
  counsel?: "double" | "single";
  advocateForAppellant?: string | null;
  advocateForRespondent?: string | null;
  extraCounselDetails?: string | null;
  petitionerName?: string | null;
  caseNumber?: string | null;
  caseYear?: number | null;
  decidedDay?: number | null;
  decidedMonth?: number | null;
  decidedYear?: number | null;
  notes?: string | null;
  sourceId?: string | null;
  citations?: CitationInput[];
  parties?: { appellant?: string | null; respondent?: string | null; caseNumber?: string | null; extraCaseAndYear?: string | null }[];
  headnotes?: { priority?: string | null; headnote: string; paragraph?: string | null; topic?: string | null; refs?: HeadnoteRefInput[] }[];
  topics?: string[];
  referred?: { casesReferred: string; partyName?: string | null; linkedDocId?: number | null }[];
  acts?: string[];
  /** Soft delete (decision 17): true hides the case everywhere, false restores it; absent keeps it as it is. */
  deleted?: boolean;
};

/** A statement of a write batch: a drizzle query, or raw SQL (the FTS5 table is not in the schema). */
export type Statement = { toSQL(): { sql: string; params: unknown[] } };

/** A statement already written as SQL text and its parameters (search-index builds these). */
export function queryStatement(query: { sql: string; params: unknown[] }): Statement {
  return { toSQL: () => query };
}

/** YYYY-MM-DD from the three decided parts, or null when any is missing or impossible. */
export function decidedDateOf(day?: number | null, month?: number | null, year?: number | null): string | null {
  if (!day || !month || !year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
