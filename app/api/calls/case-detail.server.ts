/**
 * The case in the subscriber spec's shape (subscriber §3 'Case (detail)', issue 34 item 1,
 * decision 112): every field and nested part with the names and nesting it gives, for the guest,
 * the subscriber and staff alike — `citationResponse.year.value`, `journalResponse.value`,
 * `citationCategoryResponse`, `secondaryCitationResponseForSingleCase`, `courtDetailResponse`
 * (`courtBranchResponse.value`, `courtResponse.courtType`, `allJudges`), `caseHistoryResponse.notes`,
 * `createdDate`, the PDF paths, `extraCaseAndYear` — built from the case view (app/services/
 * case-view.server.ts) and two small reads of the stored ids. A nested part is always an object,
 * its absent leaves the text 'none', so a client reading `citationResponse.year.value` or
 * `secondaryCitationResponseForSingleCase.journalResponse.value` never meets null; no value of the
 * answer is null (`noNulls`). Our own fields (caseNumber, decidedDate, citation, pdfTypes …) stay beside.
 */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { caseCitations, caseCategories, cases, citationCategories, journals } from "../../../db/schema";
import { PDF_TYPES } from "../../../db/schema";
import type { CaseView, CitationView } from "../../services/cases/case-view.server";
import type { AppContext } from "../../utils/context.server";
import { caseDb } from "../../services/cases/case-shard-of.server";

const None = z.literal("none");
const Txt = z.string().meta({ description: "'none' when absent" });
const NumOrNone = z.union([z.number(), None]);

/** `{value}` items carry the text the case view shows; `id` (ours) the stored id where there is one. */
const ValueItem = z.object({ id: NumOrNone.optional(), label: Txt.optional(), value: Txt });
const CategoryItem = z.object({ id: NumOrNone, value: Txt, citationCategoryName: Txt });
const CitationPart = z.object({
  year: z.object({ value: NumOrNone }),
  volume: Txt,
  pageNumber: Txt,
  journalResponse: ValueItem,
  citationCategoryResponse: CategoryItem,
});

export const CaseDetailSchema = z
  .object({
    docId: z.number().int(),
    appellant: Txt,
    respondent: Txt,
    judgementType: Txt,
    judgeName: Txt,
    judgementOrder: Txt.meta({ description: "html; for a guest the first 1,500 characters as paragraphs (decision 18)" }),
    caseResult: Txt,
    remarkable: Txt,
    overruled: z.boolean(),
    overRuled: z.boolean().meta({ description: "ours: the same flag, as the lists spell it" }),
    createdDate: Txt,
    originalPdfPath: Txt.meta({ description: "the reporter's PDF (getCasePdf), or 'none'" }),
    crimPdfPath: Txt,
    matPdfPath: Txt,
    accPdfPath: Txt,
    scPdfPath: Txt.meta({ description: "the court's PDF (getScCasePdf), or 'none'" }),
    linkedDocId: NumOrNone.meta({ description: "the first case referred's linked case, or 'none'" }),
    casesReferred: Txt.meta({ description: "the first case referred, or 'none'" }),
    partyName: Txt.meta({ description: "the first case referred's party name, or 'none'" }),
    caseHistoryResponse: z.object({ notes: Txt, caseNumber: Txt }).loose(),
    headnoteResponseList: z.array(z.object({ headnote: Txt, paragraph: Txt }).loose()),
    casesReferredResponseList: z.array(z.object({ casesReferred: Txt, linkedDocId: NumOrNone, partyName: Txt }).loose()),
    doubleCouncilDetailResponse: z.object({ advocateForAppellant: Txt, advocateForRespondent: Txt }).loose(),
    singleCouncilDetailResponse: z.object({ petitionerName: Txt }),
    citationResponse: CitationPart.extend({ otherCitation: Txt, secondaryCitationResponseForSingleCase: CitationPart }).loose(),
    courtDetailResponse: z
      .object({
        courtBranchResponse: ValueItem,
        courtResponse: z.object({ id: NumOrNone.optional(), courtType: Txt }),
        courtBenchResponse: ValueItem,
        caseCategoryResponse: ValueItem.meta({ description: "ours: the court category" }),
        allJudges: Txt,
      })
      .loose(),
    additionalAppellantRespondentResponseList: z.array(z.object({ appellant: Txt, respondent: Txt, caseNumber: Txt, extraCaseAndYear: Txt })),
    caseNumber: Txt,
    decidedDate: Txt,
    citation: Txt.meta({ description: "ours: the reporter's citation in its house style" }),
    court: Txt,
    allJudges: Txt,
    pdfTypes: z.array(z.enum(PDF_TYPES)).meta({ description: "ours: the PDFs the case has (getPdf's docType)" }),
    inLibrary: z.boolean().optional(),
    excerpt: z.string().optional().meta({ description: "guest: the first 1,500 characters of the judgment as text" }),
    truncated: z.boolean().optional().meta({ description: "guest: the judgment goes on past the excerpt" }),
  })
  .loose()
  .meta({ id: "Case" });

export type CaseDetail = z.infer<typeof CaseDetailSchema>;

/** The stored ids and the creation time the case view does not carry. */
export type CaseIds = {
  createdAt: string | null;
  courtId: number | null;
  courtBranchId: number | null;
  courtBenchId: number | null;
  caseCategoryId: number | null;
  category: string | null;
  /** position → the row's journal and citation category, ids and names */
  citations: Map<number, { journalId: number | null; journal: string | null; categoryId: number | null; category: string | null }>;
};

/**
 * The case's stored ids from the database its rows are in (caseDb, decision 122); the category,
 * journal and citation-category names from the catalogue's masters, never a shard's copies — one
 * batch when the case is in the catalogue, the two at once when it is in a shard.
 */
export async function loadCaseIds(ctx: AppContext, docId: number): Promise<CaseIds> {
  const db = (await caseDb(ctx, docId)) ?? ctx.db;
  const own = [
    db
      .select({ createdAt: cases.createdAt, courtId: cases.courtId, courtBranchId: cases.courtBranchId, courtBenchId: cases.courtBenchId, caseCategoryId: cases.caseCategoryId })
      .from(cases)
      .where(eq(cases.docId, docId))
      .limit(1),
    db
      .select({ position: caseCitations.position, journalId: caseCitations.journalId, categoryId: caseCitations.citationCategoryId })
      .from(caseCitations)
      .where(eq(caseCitations.docId, docId))
      .orderBy(asc(caseCitations.position)),
  ] as const;
  const names = [
    ctx.db.select({ id: caseCategories.id, name: caseCategories.name }).from(caseCategories),
    ctx.db.select({ id: journals.id, name: journals.name }).from(journals),
    ctx.db.select({ id: citationCategories.id, name: citationCategories.name }).from(citationCategories),
  ] as const;
  const [[rows, citeRows], [categoryRows, journalRows, citationCategoryRows]] =
    db === ctx.db
      ? await ctx.db.batch([...own, ...names]).then(([a, b, c, d, e]) => [[a, b] as const, [c, d, e] as const] as const)
      : await Promise.all([db.batch(own), ctx.db.batch(names)]);
  const nameOf = (list: { id: number; name: string }[]) => {
    const m = new Map(list.map((x) => [x.id, x.name]));
    return (id: number | null) => (id === null ? null : (m.get(id) ?? null));
  };
  const [category, journal, citationCategory] = [nameOf(categoryRows), nameOf(journalRows), nameOf(citationCategoryRows)];
  const row = rows[0];
  return {
    createdAt: row?.createdAt ?? null,
    courtId: row?.courtId ?? null,
    courtBranchId: row?.courtBranchId ?? null,
    courtBenchId: row?.courtBenchId ?? null,
    caseCategoryId: row?.caseCategoryId ?? null,
    category: category(row?.caseCategoryId ?? null),
    citations: new Map(citeRows.map((r) => [r.position, { journalId: r.journalId, journal: journal(r.journalId), categoryId: r.categoryId, category: citationCategory(r.categoryId) }])),
  };
}

const t = (v: unknown): string => (v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? "none" : String(v));
const n = (v: unknown): number | "none" => (typeof v === "number" ? v : "none");

/** A dropdown-like part: the stored id (ours) and the text shown, both 'none' when absent. */
export const valueItem = (id: number | null | undefined, label: string | null | undefined) =>
  label ? { id: n(id), label, value: label } : { id: n(id), label: "none", value: "none" };

type RowNames = { journalId: number | null; journal: string | null; categoryId: number | null; category: string | null };

/** One citation row in the spec's nesting (its journal and category from the stored ids); a missing row is every leaf 'none'. */
export function citationPart(c: Pick<CitationView, "year" | "volume" | "page"> | undefined, names: RowNames | undefined) {
  return {
    year: { value: n(c?.year) },
    volume: t(c?.volume),
    pageNumber: t(c?.page),
    journalResponse: valueItem(names?.journalId, names?.journal),
    citationCategoryResponse: names?.category
      ? { id: n(names.categoryId), value: names.category, citationCategoryName: names.category }
      : { id: n(names?.categoryId), value: "none", citationCategoryName: "none" },
  };
}

const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The guest's excerpt (plain text) as the html the spec's client renders: one paragraph a line, escaped. */
export function excerptHtml(excerpt: string): string {
  const paragraphs = excerpt
    .split("\n")
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
}

const PDF_PATH = {
  civil: (d: number) => `/v1/api/admin/getCasePdf?docId=${d}`,
  cri: (d: number) => `/v1/api/admin/getPdf?docId=${d}&docType=cri`,
  mat: (d: number) => `/v1/api/admin/getPdf?docId=${d}&docType=mat`,
  acc: (d: number) => `/v1/api/admin/getPdf?docId=${d}&docType=acc`,
  court: (d: number) => `/v1/api/admin/getScCasePdf?docId=${d}`,
} as const;

/**
 * Every value that is null, undefined or blank text becomes 'none' (subscriber §3: "The text 'none'
 * in any field means the value is absent"), at any depth; arrays keep their items.
 */
export function noNulls<T>(v: T): T {
  if (v === null || v === undefined) return "none" as T;
  if (typeof v === "string") return (v.trim() === "" ? "none" : v) as T;
  if (Array.isArray(v)) return v.map((x) => noNulls(x)) as T;
  if (typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, noNulls(x)])) as T;
  return v;
}

/**
 * The case view in the spec's shape. `guest` is the guest projection (guestCaseView): its
 * judgement is the excerpt, and notes and the editor's remark — not on the guest page — are 'none'.
 */
export function caseDetail(v: CaseView, ids: CaseIds, guest?: { excerpt: string; truncated: boolean }): CaseDetail {
  const [first, second] = v.citations;
  const referred = v.referred[0];
  const has = (type: keyof typeof PDF_PATH) => (v.files as readonly string[]).includes(type) ? PDF_PATH[type](v.docId) : "none";
  return noNulls({
    // Ours beside the spec's (the view's own fields: title, citations field by field, statutes …).
    ...v,
    notes: guest ? "none" : t(v.notes),
    // The view's rows, their journal and category names from our own aliased read (the view's join
    // answers both `name` columns under one key on D1: the category's name in place of the journal's).
    citations: v.citations.map((c) => ({ ...c, journal: ids.citations.get(c.position)?.journal ?? null, category: ids.citations.get(c.position)?.category ?? null })),
    docId: v.docId,
    appellant: t(v.appellant),
    respondent: t(v.respondent),
    judgementType: t(v.judgementType),
    judgeName: t(v.judgeName),
    judgementOrder: guest ? t(excerptHtml(guest.excerpt)) : t(v.judgementOrder),
    caseResult: t(v.caseResult),
    remarkable: guest ? "none" : t(v.remarkable),
    overruled: Boolean(v.overruled),
    overRuled: Boolean(v.overruled),
    createdDate: t(ids.createdAt),
    originalPdfPath: has("civil"),
    crimPdfPath: has("cri"),
    matPdfPath: has("mat"),
    accPdfPath: has("acc"),
    scPdfPath: has("court"),
    linkedDocId: referred?.linkedDocId ?? "none",
    casesReferred: t(referred?.casesReferred),
    partyName: t(referred?.partyName),
    caseHistoryResponse: { notes: guest ? "none" : t(v.notes), caseNumber: t(v.caseNumber), decidedDate: t(v.decidedDate) },
    headnoteResponseList: v.headnotes.map((h) => ({ headnote: t(h.headnote), paragraph: t(h.paragraph), priority: t(h.priority) })),
    casesReferredResponseList: v.referred.map((r) => ({ casesReferred: t(r.casesReferred), linkedDocId: r.linkedDocId ?? "none", partyName: t(r.partyName), overRuled: r.overruled })),
    doubleCouncilDetailResponse: { advocateForAppellant: t(v.advocateForAppellant), advocateForRespondent: t(v.advocateForRespondent), extraCouncilDetails: t(v.extraCounselDetails) },
    singleCouncilDetailResponse: { petitionerName: t(v.petitionerName) },
    citationResponse: {
      ...citationPart(first, first ? ids.citations.get(first.position) : undefined),
      otherCitation: t(first?.other),
      neutralCitation: t(first?.neutral),
      secondaryCitationResponseForSingleCase: citationPart(second, second ? ids.citations.get(second.position) : undefined),
    },
    courtDetailResponse: {
      courtResponse: { id: n(ids.courtId), courtType: t(v.court) },
      courtBranchResponse: valueItem(ids.courtBranchId, v.branch),
      courtBenchResponse: valueItem(ids.courtBenchId, v.bench),
      caseCategoryResponse: valueItem(ids.caseCategoryId, ids.category),
      allJudges: t(v.allJudges),
    },
    // The form's extraCaseAndYear is always 'none' (back-office §3); the case number is the party row's own.
    additionalAppellantRespondentResponseList: v.parties.map((p) => ({ appellant: t(p.appellant), respondent: t(p.respondent), caseNumber: t(p.caseNumber), extraCaseAndYear: "none" })),
    caseNumber: t(v.caseNumber),
    decidedDate: t(v.decidedDate),
    citation: t(v.citation),
    court: t(v.court),
    allJudges: t(v.allJudges),
    pdfTypes: v.files,
    ...(guest ? { excerpt: guest.excerpt, truncated: guest.truncated } : {}),
  }) as CaseDetail;
}

/**
 * Staff's reading laid over the spec's shape: nested objects merged key by key (the staff's values
 * win — the form's reading of the stored case), lists and leaves replaced. So the staff answer
 * has every field the subscriber's has, and more.
 */
export function overlay<A extends Record<string, unknown>>(base: A, over: Record<string, unknown>): A {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isPlain(b) && isPlain(v) ? overlay(b, v) : v;
  }
  return out as A;
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
