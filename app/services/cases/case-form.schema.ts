/**
 * The inputs of the case form's service (app/services/cases/case-form.server.ts; back-office §2, §4, §5,
 * §9): the Add/Edit case form's one zod schema, built from the master tables (decision 16) which
 * the loader hands to both sides, and the "Use the source's value" button's submission. A plain
 * module (no `.server`): the page's action reaches it through case-form.server.ts, the form's
 * client check loads it on first use (lazyValidation), an API route imports the same objects
 * (decision 058).
 */
import { z } from "zod";
import { caseFormMessages as m } from "../../utils/copy";
import { categoryFor, isSelectJournal, MAX_BODY_BYTES, MAX_CITATION_ROWS, MAX_HEADNOTE_REFS, PRIORITIES, visibleCitationRows, type CaseFormMasters } from "../../utils/case-form-rules";
import { surelyFits, utf8Bytes } from "../../utils/storage-limits";
import { TRACKED_FIELDS } from "../../utils/tracked-fields";

const text = (max = 1000) => z.string().trim().max(max, m.tooLong(max)).optional();
const id = () => z.number().int().nonnegative().optional();

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

/** The "Use the source's value" button's submission: the case, the field, the version the form was opened at. */
export const UseSourceSchema = z.object({
  docId: z.coerce.number().int().positive().max(999_999_999),
  field: z.enum(TRACKED_FIELDS),
  version: z.string().max(40),
});
