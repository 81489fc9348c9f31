/**
 * The case as the back office reads it (back-office §3 'Case (as read)'): what admin/getSingleCase
 * adds for a staff caller — the stored record's citations, court, history, head notes with their act
 * references, topics and counsel under the spec's names, with the ids the case payload of
 * admin/editCase takes (so a client reads, changes and sends back), the dropdown items
 * {id, label, value}, 'none' for absent values, and `version` for editCase's stale-edit check.
 */
import { z } from "zod";
import { eq } from "drizzle-orm";
import { caseFiles, cases, users } from "../../../db/schema";
import { loadCaseForForm, loadCaseFormMasters } from "../../services/cases/case-form.server";
import { caseDb } from "../../services/cases/case-shard-of.server";
import type { CaseFormMasters } from "../../utils/case-form-rules";
import type { AppContext } from "../../utils/context.server";

const None = z.literal("none");
const NumOrNone = z.union([z.number(), None]);
/** A dropdown's stored choice: `id` for editCase, `label` and `value` the text the case view shows (decision 112); every leaf 'none' when absent. */
const Item = z.object({ id: NumOrNone, label: z.string(), value: z.string() });
const Txt = z.string();
const CitationOut = z.object({
  citationCategoryResponse: z.object({ id: NumOrNone, value: Txt, citationCategoryName: Txt }),
  journalResponse: Item,
  year: z.object({ value: NumOrNone }),
  volume: Txt,
  pageNumber: Txt,
});
const refKeys = ["actname", "section", "order", "rule", "article"] as const;

export const CaseAsReadSchema = z
  .object({
    version: z.string().meta({ description: "ours: the case's modified time; send it back as editCase's `version`" }),
    live: z.boolean(),
    createdBy: Txt,
    createdDate: Txt,
    originalPdfPath: Txt.meta({ description: "the reporter's PDF (getCasePdf), or 'none'" }),
    scPdfPath: Txt.meta({ description: "the court's PDF (getScCasePdf), or 'none'" }),
    citationResponse: CitationOut.extend({
      otherCitation: Txt,
      neutralCitation: Txt,
      secondaryCitationResponseForSingleCase: CitationOut,
      secondaryCitationResponse: z.union([CitationOut, None]),
      thirdCitationResponse: z.union([CitationOut, None]),
      fourthCitationResponse: z.union([CitationOut, None]),
    }),
    courtDetailResponse: z.object({
      courtResponse: z.object({ id: NumOrNone, courtType: z.string() }),
      courtBranchResponse: Item,
      courtBenchResponse: Item,
      caseCategoryResponse: Item.meta({ description: "ours: the court category (editCase's courtDetailRequest.caseCategoryId)" }),
      allJudges: Txt,
    }),
    caseHistoryResponse: z.object({ caseNumber: Txt, year: z.union([z.number(), None]), decided_day: z.union([z.number(), None]), decidedMonth: z.union([z.number(), None]), decidedYear: z.union([z.number(), None]), notes: Txt }),
    doubleCouncilDetailResponse: z.object({ advocateForAppellant: Txt, advocateForRespondent: Txt, extraCouncilDetails: Txt }),
    headnoteResponseList: z.array(
      z.object({
        priority: Txt,
        topic: Txt,
        headnote: Txt,
        paragraph: Txt,
        ...Object.fromEntries(refKeys.flatMap((k) => [1, 2, 3, 4].map((i) => [`${k}${i}`, Txt]))),
      }),
    ),
    caseTopics: z.array(Txt),
  })
  .meta({ id: "CaseAsRead" });

const t = (v: unknown) => (v === null || v === undefined || v === "" ? "none" : String(v));
const n = (v: unknown) => (typeof v === "number" ? v : "none" as const);
const item = (list: readonly { id: number; label: string }[], id: unknown) => {
  const found = typeof id === "number" ? list.find((x) => x.id === id) : undefined;
  return found ? { id: found.id, label: found.label, value: found.label } : { id: "none" as const, label: "none", value: "none" };
};

type FormCitation = { journalId?: number; citationCategoryId?: number; year?: number; volume?: string; pageNumber?: string };

function citationOut(m: CaseFormMasters, c: FormCitation) {
  const category = m.citationCategories.find((x) => x.id === c.citationCategoryId);
  return {
    citationCategoryResponse: category ? { id: category.id, value: category.label, citationCategoryName: category.label } : { id: "none" as const, value: "none", citationCategoryName: "none" },
    journalResponse: item(m.journals, c.journalId),
    year: { value: n(c.year) },
    volume: t(c.volume),
    pageNumber: t(c.pageNumber),
  };
}

/** The staff's reading of a stored case, or null when there is none (deleted or unknown). */
export async function caseAsRead(ctx: AppContext, docId: number): Promise<z.infer<typeof CaseAsReadSchema> | null> {
  // The case's row and files in its shard (decision 122); its creator's name from the catalogue.
  const db = await caseDb(ctx, docId);
  if (!db) return null;
  const [found, masters, row, files] = await Promise.all([
    loadCaseForForm(ctx, docId),
    loadCaseFormMasters(ctx),
    db.select({ live: cases.live, createdAt: cases.createdAt, createdBy: cases.createdBy }).from(cases).where(eq(cases.docId, docId)).get(),
    db.select({ type: caseFiles.type }).from(caseFiles).where(eq(caseFiles.docId, docId)).all(),
  ]);
  if (!found || !row) return null;
  const creator = row.createdBy === null ? null : ((await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.createdBy)).get())?.name ?? null);
  const v = found.value;
  const [first, ...more] = v.citations;
  const court = masters.courts.find((c) => c.id === v.courtId);
  const has = (type: string) => files.some((f) => f.type === type);
  return {
    version: found.version,
    live: Boolean(row.live),
    createdBy: t(creator),
    createdDate: t(row.createdAt),
    originalPdfPath: has("civil") ? `/v1/api/admin/getCasePdf?docId=${docId}` : "none",
    scPdfPath: has("court") ? `/v1/api/admin/getScCasePdf?docId=${docId}` : "none",
    citationResponse: {
      ...citationOut(masters, first ?? {}),
      otherCitation: t(first?.otherCitation),
      neutralCitation: t(first?.neutralCitation),
      // The subscriber spec's name for the second row, always an object (decision 112).
      secondaryCitationResponseForSingleCase: citationOut(masters, more[0] ?? {}),
      secondaryCitationResponse: more[0] ? citationOut(masters, more[0]) : "none",
      thirdCitationResponse: more[1] ? citationOut(masters, more[1]) : "none",
      fourthCitationResponse: more[2] ? citationOut(masters, more[2]) : "none",
    },
    courtDetailResponse: {
      courtResponse: court ? { id: court.id, courtType: court.label } : { id: "none" as const, courtType: "none" },
      courtBranchResponse: item(masters.branches, v.courtBranchId),
      courtBenchResponse: item(masters.benches, v.courtBenchId),
      caseCategoryResponse: item(masters.caseCategories, v.caseCategoryId),
      allJudges: t(v.allJudges),
    },
    caseHistoryResponse: { caseNumber: t(v.caseNumber), year: n(v.caseYear), decided_day: n(v.decidedDay), decidedMonth: n(v.decidedMonth), decidedYear: n(v.decidedYear), notes: t(v.notes) },
    doubleCouncilDetailResponse: { advocateForAppellant: t(v.advocateForAppellant), advocateForRespondent: t(v.advocateForRespondent), extraCouncilDetails: t(v.extraCounselDetails) },
    headnoteResponseList: v.headnotes.map((h) => ({
      priority: t(h.priority),
      topic: "none",
      headnote: t(h.headnote),
      paragraph: t(h.paragraph),
      ...Object.fromEntries(
        h.refs.flatMap((r, i) => [
          [`actname${i + 1}`, t(r.actName)],
          [`section${i + 1}`, t(r.section)],
          [`order${i + 1}`, t(r.orderNo)],
          [`rule${i + 1}`, t(r.rule)],
          [`article${i + 1}`, t(r.article)],
        ]),
      ),
    })),
    caseTopics: v.topics,
  };
}
