/**
 * Reading a case through the API (subscriber §7): the guest view, the full view (a subscriber with
 * a plan, or staff allowed to use cases) with its token-segment variant, and the PDFs — the same
 * services and permissions as /guestCase, /viewCase and /pdf.
 */
import { z } from "zod";
import { PDF_TYPES } from "../../../db/schema";
import { getCasePdf, pdfResponse, type PdfType } from "../../services/cases/case-files.server";
import { getCaseView, guestCaseView } from "../../services/cases/case-view.server";
import { isInLibrary } from "../../services/accounts/library.server";
import { caseMessages } from "../../utils/copy";
import { defineCall, type CallInput } from "../define";
import { fail, ok } from "../envelope.server";
import { caseAsRead, CaseAsReadSchema } from "./case-as-read.server";
import { caseDetail, CaseDetailSchema, loadCaseIds, overlay } from "./case-detail.server";
import { DocIdSchema } from "./library.server";

const CaseSchema = CaseDetailSchema;

export const getSingleCaseForGuest = defineCall({
  method: "GET",
  path: "/admin/getSingleCaseForGuest/{docId}",
  tag: "Cases",
  summary: "The guest view of a case in the spec's shape: header, citation, parties, court, judges, headnotes and the first 1,500 characters",
  description:
    "Subscriber §3 'Case (detail)' with every part; what a guest may not read (counsel, cases referred, notes and remarks, the PDFs, the judgment past its first 1,500 characters; decision 18) is 'none' or an empty list. `judgementOrder` is the excerpt as paragraphs, `excerpt` the same as text.",
  auth: ["none"],
  params: z.object({ docId: DocIdSchema }),
  response: CaseSchema,
  errors: { 404: "'Oops! Something went wrong. Please try again after some time' (no such published case)" },
  handle: async ({ ctx, params }) => {
    const view = await getCaseView(ctx, params.docId);
    if (!view) return fail(caseMessages.oops, 404, {}, "NotFound");
    const guest = guestCaseView(view);
    return ok(caseDetail(guest.case, await loadCaseIds(ctx, params.docId), { excerpt: guest.excerpt, truncated: guest.truncated }));
  },
});

/**
 * The full case; a staff caller also gets the case as the back office reads it (back-office §3
 * 'Case (as read)': ids, dropdown items, head notes' act references, `version` for editCase),
 * laid over the spec's shape so every part of it is still there.
 */
const FullCaseSchema = CaseDetailSchema.extend({
  ...CaseAsReadSchema.partial().shape,
  headnoteResponseList: z.array(z.union([CaseAsReadSchema.shape.headnoteResponseList.element, CaseDetailSchema.shape.headnoteResponseList.element])),
  doubleCouncilDetailResponse: z.union([CaseAsReadSchema.shape.doubleCouncilDetailResponse, CaseDetailSchema.shape.doubleCouncilDetailResponse]),
  citationResponse: z.union([CaseDetailSchema.shape.citationResponse.extend(CaseAsReadSchema.shape.citationResponse.shape), CaseDetailSchema.shape.citationResponse]),
  courtDetailResponse: z.union([CaseDetailSchema.shape.courtDetailResponse.extend(CaseAsReadSchema.shape.courtDetailResponse.shape), CaseDetailSchema.shape.courtDetailResponse]),
  caseHistoryResponse: z.union([CaseDetailSchema.shape.caseHistoryResponse.extend(CaseAsReadSchema.shape.caseHistoryResponse.shape), CaseDetailSchema.shape.caseHistoryResponse]),
}).meta({ id: "FullCase" });

async function fullCase({ ctx, caller }: { ctx: CallInput<undefined, undefined, undefined>["ctx"]; caller: CallInput<undefined, undefined, undefined>["caller"] }, docId: number) {
  const staff = caller?.kind === "admin";
  // Staff read a case not yet published too (to edit it); readers never do (decision 15).
  const [view, inLibrary] = await Promise.all([getCaseView(ctx, docId, { includeUnpublished: staff }), caller?.kind === "user" ? isInLibrary(ctx, caller.user.userId, docId) : Promise.resolve(false)]);
  if (!view) return fail(caseMessages.oops, 404, {}, "NotFound");
  const [ids, asRead] = await Promise.all([loadCaseIds(ctx, docId), staff ? caseAsRead(ctx, docId) : Promise.resolve(null)]);
  const detail = { ...caseDetail(view, ids), inLibrary };
  return ok(asRead ? overlay(detail, asRead) : detail);
}

export const getSingleCase = defineCall({
  method: "GET",
  path: "/admin/getSingleCase/{docId}",
  tag: "Cases",
  summary: "The full case in the spec's shape; for staff also the case as the back office reads it (ids, act references, version for editCase)",
  auth: ["plan", "staff:cases"],
  params: z.object({ docId: DocIdSchema }),
  response: FullCaseSchema,
  errors: { 402: "no active plan", 404: "no such published case" },
  handle: (input) => fullCase(input, input.params.docId),
});

export const getSingleCaseWithToken = defineCall({
  method: "GET",
  path: "/admin/getSingleCase/{token}/{docId}",
  pathChosen: true,
  tag: "Cases",
  summary: "The full case, the session token in the path (the mobile app's /viewCase/{token}/{docId})",
  description: "The token segment is read as `Authorization: Bearer <token>` when that header is absent.",
  auth: ["plan", "staff:cases"],
  tokenParam: "token",
  params: z.object({ token: z.string().max(200), docId: DocIdSchema }),
  response: FullCaseSchema,
  errors: { 402: "no active plan", 404: "no such published case" },
  handle: (input) => fullCase(input, input.params.docId),
});

// ---------------------------------------------------------------- PDFs (the page's /pdf/{docId}/{type})

async function pdf(input: CallInput<undefined, unknown, undefined>, docId: number, types: readonly PdfType[]) {
  const staff = input.caller?.kind === "admin";
  for (const type of types) {
    const object = await getCasePdf(input.ctx, docId, type, { staff });
    if (!object) continue;
    return pdfResponse(object, docId, type);
  }
  return fail(caseMessages.pdfMissing, 404, {}, "NotFound");
}

const PDF_AUTH = ["plan", "staff:cases"] as const;
const PDF_ERRORS = { 402: "no active plan", 404: "the case has no such PDF" };

export const getCasePdfCall = defineCall({
  method: "GET",
  path: "/admin/getCasePdf",
  tag: "Cases",
  summary: "The reporter's PDF of a case (the first edition it has: civil, criminal, matrimonial, accident)",
  auth: PDF_AUTH,
  query: z.object({ docId: DocIdSchema }),
  response: z.string(),
  produces: "application/pdf",
  errors: PDF_ERRORS,
  handle: (input) => pdf(input as never, input.query.docId, ["civil", "cri", "mat", "acc"]),
});

export const getScCasePdf = defineCall({
  method: "GET",
  path: "/admin/getScCasePdf",
  tag: "Cases",
  summary: "The court's own PDF of a case",
  auth: PDF_AUTH,
  query: z.object({ docId: DocIdSchema }),
  response: z.string(),
  produces: "application/pdf",
  errors: PDF_ERRORS,
  handle: (input) => pdf(input as never, input.query.docId, ["court"]),
});

export const getPdf = defineCall({
  method: "GET",
  path: "/admin/getPdf",
  tag: "Cases",
  summary: "One PDF of a case by type: civil, cri, mat, acc or court",
  auth: PDF_AUTH,
  query: z.object({ docId: DocIdSchema, docType: z.enum(PDF_TYPES, { error: "docType must be civil, cri, mat, acc or court." }) }),
  response: z.string(),
  produces: "application/pdf",
  errors: PDF_ERRORS,
  handle: (input) => pdf(input as never, input.query.docId, [input.query.docType]),
});
