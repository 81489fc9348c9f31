/**
 * Reading a case through the API (subscriber §7): the guest view, the full view (a subscriber with
 * a plan, or staff allowed to use cases) with its token-segment variant, and the PDFs — the same
 * services and permissions as /guestCase, /viewCase and /pdf.
 */
import { z } from "zod";
import { PDF_TYPES } from "../../../db/schema";
import { getCasePdf, pdfResponse, type PdfType } from "../../services/case-files.server";
import { getCaseView, guestCaseView, type CaseView } from "../../services/case-view.server";
import { isInLibrary } from "../../services/library.server";
import { caseMessages } from "../../utils/copy";
import { defineCall, type CallInput } from "../define";
import { fail, ok } from "../envelope.server";
import { DocIdSchema } from "./library.server";

const CaseSchema = z
  .object({
    docId: z.number().int(),
    appellant: z.string(),
    respondent: z.string(),
    judgementType: z.string(),
    judgeName: z.string(),
    judgementOrder: z.string().meta({ description: "html; empty in the guest view" }),
    caseResult: z.string(),
    remarkable: z.unknown(),
    overRuled: z.boolean(),
    overruled: z.boolean(),
    caseNumber: z.string(),
    decidedDate: z.string(),
    citation: z.string(),
    court: z.string(),
    allJudges: z.string(),
    headnoteResponseList: z.array(z.object({ headnote: z.string(), paragraph: z.string() })),
    casesReferredResponseList: z.array(z.object({ casesReferred: z.string(), linkedDocId: z.union([z.number(), z.literal("none")]), partyName: z.string(), overRuled: z.boolean() })),
    doubleCouncilDetailResponse: z.object({ advocateForAppellant: z.string(), advocateForRespondent: z.string() }),
    singleCouncilDetailResponse: z.object({ petitionerName: z.string() }),
    additionalAppellantRespondentResponseList: z.array(z.object({ appellant: z.string(), respondent: z.string(), caseNumber: z.string() })),
    pdfTypes: z.array(z.enum(PDF_TYPES)).meta({ description: "the PDFs the case has (getPdf's docType)" }),
    inLibrary: z.boolean().optional(),
    excerpt: z.string().optional().meta({ description: "guest view: the first 1,500 characters of the judgment as text" }),
  })
  .meta({ id: "Case" });

const s = (v: unknown) => (v === null || v === undefined || v === "" ? "none" : String(v));

/** The case view under the spec's field names (subscriber §3 Case), 'none' for absent values. */
function caseOut(v: CaseView) {
  return {
    ...v,
    respondent: s(v.respondent),
    judgementType: s(v.judgementType),
    judgeName: s(v.judgeName),
    caseResult: s(v.caseResult),
    overRuled: Boolean(v.overruled),
    overruled: Boolean(v.overruled),
    caseNumber: s(v.caseNumber),
    decidedDate: s(v.decidedDate),
    citation: s(v.citation),
    court: s(v.court),
    allJudges: s(v.allJudges),
    headnoteResponseList: v.headnotes.map((h) => ({ headnote: h.headnote, paragraph: s(h.paragraph) })),
    casesReferredResponseList: v.referred.map((r) => ({ casesReferred: s(r.casesReferred), linkedDocId: r.linkedDocId ?? "none", partyName: s(r.partyName), overRuled: r.overruled })),
    doubleCouncilDetailResponse: { advocateForAppellant: s(v.advocateForAppellant), advocateForRespondent: s(v.advocateForRespondent) },
    singleCouncilDetailResponse: { petitionerName: s(v.petitionerName) },
    additionalAppellantRespondentResponseList: v.parties.map((p) => ({ appellant: s(p.appellant), respondent: s(p.respondent), caseNumber: s(p.caseNumber) })),
    pdfTypes: v.files,
  };
}

export const getSingleCaseForGuest = defineCall({
  method: "GET",
  path: "/admin/getSingleCaseForGuest/{docId}",
  tag: "Cases",
  summary: "The guest view of a case: header, citation, parties, court, headnotes and the first 1,500 characters",
  auth: ["none"],
  params: z.object({ docId: DocIdSchema }),
  response: CaseSchema,
  errors: { 404: "'Oops! Something went wrong. Please try again after some time' (no such published case)" },
  handle: async ({ ctx, params }) => {
    const view = await getCaseView(ctx, params.docId);
    if (!view) return fail(caseMessages.oops, 404, {}, "NotFound");
    const guest = guestCaseView(view);
    return ok({ ...caseOut(guest.case), excerpt: guest.excerpt });
  },
});

async function fullCase({ ctx, caller }: { ctx: CallInput<undefined, undefined, undefined>["ctx"]; caller: CallInput<undefined, undefined, undefined>["caller"] }, docId: number) {
  const [view, inLibrary] = await Promise.all([getCaseView(ctx, docId), caller?.kind === "user" ? isInLibrary(ctx, caller.user.userId, docId) : Promise.resolve(false)]);
  if (!view) return fail(caseMessages.oops, 404, {}, "NotFound");
  return ok({ ...caseOut(view), inLibrary });
}

export const getSingleCase = defineCall({
  method: "GET",
  path: "/admin/getSingleCase/{docId}",
  tag: "Cases",
  summary: "The full case",
  auth: ["plan", "staff:cases"],
  params: z.object({ docId: DocIdSchema }),
  response: CaseSchema,
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
  response: CaseSchema,
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
