/**
 * Builds the index document of a case from its parts (both backends index the same fields).
 * Pure: the caller passes what it has just written.
 */
import { parseCitation } from "./citations";
import { joinedNameWords } from "./judges";
import { htmlToText } from "./text";
import type { SearchDocument } from "./types";

export type CaseParts = {
  docId: number;
  searchKey: number;
  live: boolean;
  deleted: boolean;
  overruled: boolean;
  appellant: string;
  respondent: string | null;
  judgementOrder: string;
  judgeName: string | null;
  allJudges: string | null;
  advocates: (string | null | undefined)[];
  caseNumber: string | null;
  courtId: number | null;
  courtBranchId?: number | null;
  caseCategoryId: number | null;
  decidedDate: string | null;
  decidedYear: number | null;
  caseResult: string | null;
  parties: { appellant?: string | null; respondent?: string | null; caseNumber?: string | null }[];
  headnotes: { headnote: string; refs?: { actName?: string | null; section?: string | null; orderNo?: string | null; rule?: string | null; article?: string | null }[] }[];
  acts: string[];
  topics: string[];
  citations: { raw?: string | null; normalized?: string | null; neutralCitation?: string | null }[];
};

const join = (parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join("\n");

/** The indexed text of the judgment and of the headnotes (in their order): what case_fts holds. */
export function indexedTexts(judgementOrder: string, headnotes: { headnote: string }[]): { judgment: string; headnotes: string } {
  return { judgment: htmlToText(judgementOrder), headnotes: join(headnotes.map((h) => htmlToText(h.headnote))) };
}

export function buildSearchDocument(p: CaseParts): SearchDocument {
  const refs = p.headnotes.flatMap((h) => h.refs ?? []);
  return {
    docId: p.docId,
    searchKey: p.searchKey,
    live: p.live,
    deleted: p.deleted,
    overruled: p.overruled,
    appellant: join([p.appellant, ...p.parties.map((x) => x.appellant)]),
    respondent: join([p.respondent, ...p.parties.map((x) => x.respondent)]),
    ...indexedTexts(p.judgementOrder, p.headnotes),
    // Adjacent words of a name also joined: "Krishna Iyer" is found by "Krishnaiyer" (search-index/judges.ts).
    judges: join([p.judgeName, p.allJudges, joinedNameWords(join([p.judgeName, p.allJudges])).join(" ")]),
    advocates: join(p.advocates),
    acts: join([...p.acts, ...refs.map((r) => r.actName)]),
    topics: join(p.topics),
    caseNumber: join([p.caseNumber, ...p.parties.map((x) => x.caseNumber)]),
    courtId: p.courtId,
    courtBranchId: p.courtBranchId ?? null,
    caseCategoryId: p.caseCategoryId,
    decidedDate: p.decidedDate,
    decidedYear: p.decidedYear,
    caseResult: p.caseResult,
    citationKeys: [...new Set(p.citations.map((c) => c.normalized ?? (c.raw ? parseCitation(c.raw)?.key : null)).filter((k): k is string => Boolean(k)))],
    neutralCitations: p.citations.map((c) => c.neutralCitation).filter((n): n is string => Boolean(n)),
    statuteRefs: refs.map((r) => ({ actName: r.actName ?? null, section: r.section ?? null, order: r.orderNo ?? null, rule: r.rule ?? null, article: r.article ?? null })),
  };
}
