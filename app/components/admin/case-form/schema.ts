/**
 * The Add/Edit case form's one zod schema (back-office §2, §4, §5, §9), used by conform in the
 * browser and by the action on the server. The journal, category and branch rules come from the
 * master tables (decision 16), which the loader hands to both sides.
 */
import { z } from "zod";
import { caseFormMessages as m } from "../../../utils/copy";
import { D1_MAX_VALUE_BYTES, surelyFits, utf8Bytes } from "../../../utils/storage-limits";

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

const text = (max = 1000) => z.string().trim().max(max, m.tooLong(max)).optional();
const id = () => z.number().int().nonnegative().optional();

/** The case form's multi-line fields (rich text, a textarea without JavaScript): they keep tab and newline (issue 21 item 11). */
export const CASE_MULTILINE = ["headnote", "judgementOrder"] as const;

export function createCaseFormSchema(masters: CaseFormMasters, currentYear: number) {
  const year = (message: string) => z.number({ error: message }).int(message).min(1800, m.yearRange(currentYear)).max(currentYear, m.yearRange(currentYear));
  const Citation = z.object({
    journalId: id(),
    citationCategoryId: id(),
    year: z.number().int().optional(),
    volume: text(40),
    pageNumber: text(40),
    otherCitation: text(200),
    neutralCitation: text(200),
  });
  const Ref = z.object({ actName: text(300), section: text(100), orderNo: text(100), rule: text(100), article: text(100) });
  const Headnote = z.object({
    refs: z.array(Ref).max(MAX_HEADNOTE_REFS).optional(),
    priority: z.string().optional(),
    headnote: text(200_000),
    paragraph: text(200),
  });
  const Referred = z.object({ casesReferred: text(1000), partyName: text(1000), linkedDocId: z.number().int().positive().optional() });
  const Party = z.object({ appellant: text(1000), respondent: text(1000), caseNumber: text(200) });
  type Issue = { addIssue: (i: { code: "custom"; path: (string | number)[]; message: string }) => void };
  const issueOf = (ctx: Issue) => (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });

  // The rules of the repeatable blocks sit on their own lists, so their errors show together with
  // every other field's (an object's refinement runs only once all its fields are valid).
  const Citations = z
    .array(Citation)
    .max(MAX_CITATION_ROWS)
    .optional()
    .transform((v) => v ?? [])
    .superRefine((cites, ctx) => {
      const issue = issueOf(ctx);
      const rows = visibleCitationRows(masters, cites.map((c) => c.journalId));
      for (let i = 0; i < rows; i++) {
        const c = cites[i] ?? {};
        const journal = masters.journals.find((j) => j.id === c.journalId);
        if (i > 0 && isSelectJournal(masters, c.journalId)) break;
        if (!journal || journal.isSelect) {
          issue([i, "journalId"], m.journalRequired);
          continue;
        }
        if (c.citationCategoryId !== undefined && c.citationCategoryId !== categoryFor(masters, c.journalId, c.citationCategoryId)) {
          issue([i, "citationCategoryId"], m.categoryRequired);
        }
        if (c.year === undefined) {
          if (i === 0 || journal.yearRequired) issue([i, "year"], m.citationYearRequired);
        } else if (c.year < 1800 || c.year > currentYear) issue([i, "year"], m.yearRange(currentYear));
        if (i === 0 && !c.pageNumber) issue([0, "pageNumber"], m.pageNumberRequired);
        if (!journal.volumeDisabled && c.year && journal.volumeRequiredYears.includes(c.year) && !c.volume) issue([i, "volume"], m.volumeRequired);
      }
    });
  const Headnotes = z
    .array(Headnote)
    .max(100, m.tooMany(100))
    .superRefine((list, ctx) => {
      const issue = issueOf(ctx);
      list.forEach((h, i) => {
        if (h.priority && !PRIORITIES.includes(h.priority)) issue([i, "priority"], m.priorityInvalid);
        const used = Boolean(h.paragraph || h.priority || (h.refs ?? []).some((r) => Object.values(r).some(Boolean)));
        if (used && !h.headnote) issue([i, "headnote"], m.headnoteRequired);
      });
    })
    .optional();
  const ReferredList = z
    .array(Referred)
    .max(300, m.tooMany(300))
    .superRefine((list, ctx) => {
      const issue = issueOf(ctx);
      list.forEach((r, i) => {
        if ((r.partyName || r.linkedDocId) && !r.casesReferred) issue([i, "casesReferred"], m.referredRequired);
      });
    })
    .optional();

  return z
    .object({
      docId: z.number().int().positive().optional(),
      version: z.string().max(40).optional(),
      appellant: z.string({ error: m.appellantRequired }).trim().min(1, m.appellantRequired).max(1000, m.tooLong(1000)),
      respondent: text(),
      parties: z.array(Party).max(50, m.tooMany(50)).optional(),
      counsel: z.enum(["double", "single"], { error: m.counselRequired }),
      advocateForAppellant: text(2000),
      advocateForRespondent: text(2000),
      extraCounselDetails: text(4000),
      petitionerName: text(),
      caseCategoryId: z.number({ error: m.courtCategoryRequired }).int().positive(m.courtCategoryRequired),
      courtId: z.number({ error: m.courtRequired }).int().positive(m.courtRequired),
      courtBranchId: z.number().int().positive().optional(),
      courtBenchId: z.number({ error: m.benchRequired }).int().positive(m.benchRequired),
      allJudges: text(2000),
      citations: Citations,
      caseNumber: z.string({ error: m.caseNumberRequired }).trim().min(1, m.caseNumberRequired).max(200, m.tooLong(200)),
      caseYear: year(m.caseYearRequired),
      decidedDay: z.number({ error: m.decidedRequired }).int().min(1, m.decidedRequired).max(31, m.decidedRequired),
      decidedMonth: z.number({ error: m.decidedRequired }).int().min(1, m.decidedRequired).max(12, m.decidedRequired),
      decidedYear: year(m.decidedRequired),
      notes: text(4000),
      headnotes: Headnotes,
      topics: z.array(text(300)).max(100, m.tooMany(100)).optional(),
      referred: ReferredList,
      judgementType: z.enum(["Judgement", "Order"], { error: m.judgementTypeRequired }),
      judgeName: text(1000),
      judgementOrder: z
        .string({ error: m.judgementRequired })
        .trim()
        .min(1, m.judgementRequired)
        .superRefine((html, ctx) => {
          if (surelyFits(html, MAX_BODY_BYTES)) return;
          const bytes = utf8Bytes(html);
          if (bytes > MAX_BODY_BYTES) ctx.addIssue({ code: "custom", message: m.tooLargeToStore("judgement", "text", bytes, MAX_BODY_BYTES) });
        }),
      caseResult: text(1000),
      remarkable: text(4000),
    })
    .superRefine((v, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
      if (v.counsel === "single" && !v.petitionerName) issue(["petitionerName"], m.petitionerRequired);
      if (!masters.courts.some((c) => c.id === v.courtId)) issue(["courtId"], m.courtRequired);
      if (v.courtBranchId !== undefined && !masters.branches.some((b) => b.id === v.courtBranchId && b.courtId === v.courtId)) issue(["courtBranchId"], m.branchRequired);
      if (!masters.caseCategories.some((c) => c.id === v.caseCategoryId)) issue(["caseCategoryId"], m.courtCategoryRequired);
      if (!masters.benches.some((b) => b.id === v.courtBenchId)) issue(["courtBenchId"], m.benchRequired);
      const days = new Date(Date.UTC(v.decidedYear, v.decidedMonth, 0)).getUTCDate();
      if (v.decidedDay > days) issue(["decidedDay"], m.decidedInvalid);

    });
}

export type CaseFormValue = z.infer<ReturnType<typeof createCaseFormSchema>>;

/**
 * The citation rows that count (§4): the visible ones up to the first Select; the online journal's
 * category forced to SC, any other defaulted to the journal's own; volume dropped where disabled.
 */
export function effectiveCitations(masters: CaseFormMasters, value: CaseFormValue) {
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
