/**
 * Writing cases through the published API (back-office §3 'Case (payload for add and edit)', §7):
 * admin/addCase and admin/editCase take the spec's case payload, translate it to the Add/Edit case
 * form's value and pass it through the form's own schema and service (createCaseFormSchema,
 * saveCaseForm → writeCase, a staff edit), so the messages and rules are the page's;
 * admin/uploadCasePfNew and admin/deletePdfNew are the case files screen's (uploadCaseFiles,
 * deleteCaseFile: PDF magic bytes, 25 MB, R2). Permissions are the pages': the Add Case section
 * for the case form, the Cases section for the files.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { courts } from "../../../db/schema";
import { courtCategoryFor } from "../../services/cases/case-payload.schema";
import type { CaseFormMasters } from "../../utils/case-form-rules";
import {
  CASE_FILES_BODY_LIMIT,
  CaseDocIdParamSchema,
  CaseFileDeleteSchema,
  CasePayloadSchema,
  caseExists,
  caseFormYear,
  casePayloadField,
  casePayloadToForm,
  caseVersion,
  createCaseFormSchema,
  deleteCaseFile,
  EditCasePayloadSchema,
  loadCaseFormMasters,
  saveCaseForm,
  UPLOAD_FIELDS,
  uploadCaseFiles,
  type CasePayload,
} from "../../services/cases/case-form.server";
import { caseFormMessages as m } from "../../utils/copy";
import type { AppContext } from "../../utils/context.server";
import { FORM_BODY_CEILING, FormBodyError, readForm } from "../../utils/forms.server";
import { defineCall } from "../define";
import { announce, fail, fromIndiaStamp, MessageSchema } from "../envelope.server";

const TAG = "Back office: cases";
const SavedSchema = z.object({ docId: z.number().int(), message: z.string() });

/** A refusal naming the payload's field, with every field's messages (the form shows them all at once). */
function invalid(errors: [field: string, message: string][], status = 400) {
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, message] of errors) (fieldErrors[field] ??= []).push(message);
  const [field, message] = errors[0];
  return fail(message, status, {}, "Validation", undefined, { field: field || "body", fieldErrors });
}

/** The court category of the court (or the branch's court) sent, from the courts master's Supreme Court flag. */
async function derivedCourtCategory(ctx: AppContext, masters: CaseFormMasters, form: Record<string, unknown>): Promise<number | undefined> {
  const courtId = typeof form.courtId === "number" ? form.courtId : masters.branches.find((b) => b.id === form.courtBranchId)?.courtId;
  if (courtId === undefined) return undefined;
  const court = await ctx.db.select({ id: courts.id, isSupremeCourt: courts.isSupremeCourt }).from(courts).where(eq(courts.id, courtId)).get();
  return courtCategoryFor(form, { courts: court ? [court] : [], branches: masters.branches, caseCategories: masters.caseCategories });
}

/**
 * The payload through the case form's schema and its save, as the page's action does. An edit
 * without `version` applies to the case as it is now (the old clients send none).
 */
async function save(ctx: AppContext, actorId: number, payload: CasePayload, docId: number | undefined) {
  const masters = await loadCaseFormMasters(ctx);
  const schema = createCaseFormSchema(masters, caseFormYear(ctx.clock.now()));
  // The version read came as India's clock (decision 115); the stored stamp is UTC.
  let version = payload.version === undefined ? undefined : fromIndiaStamp(payload.version);
  if (docId && version === undefined) {
    version = (await caseVersion(ctx, docId)) ?? undefined;
    if (version === undefined) return fail(m.caseNotFound, 404, {}, "NotFound", undefined, { field: "docId" });
  }
  const form = casePayloadToForm(payload);
  // §3's payload has no court category: the court's own, as the form's defaults pair them (decision 113).
  const categorySent = form.caseCategoryId !== undefined;
  if (!categorySent) form.caseCategoryId = await derivedCourtCategory(ctx, masters, form);
  const parsed = schema.safeParse({ ...form, docId, version });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i): [string, string] => [casePayloadField(i.path), i.message]);
    // A category not sent and not derived: the court is what is missing or wrong, and the refusal says so.
    if (!categorySent && form.caseCategoryId === undefined) {
      const court = casePayloadField("courtId");
      const rest = issues.filter(([f]) => f !== casePayloadField("caseCategoryId") && f !== court);
      return invalid([[court, m.courtRequired], ...rest]);
    }
    return invalid(issues);
  }
  const saved = await saveCaseForm(ctx, actorId, masters, parsed.data);
  if (!saved.ok) {
    if (saved.kind === "fields") return invalid(Object.entries(saved.errors).flatMap(([k, msgs]) => msgs.map((msg): [string, string] => [casePayloadField(k), msg])));
    return saved.kind === "stale" ? fail(m.stale, 409, {}, "Error", undefined, { field: "version" }) : fail(m.caseNotFound, 404, {}, "NotFound", undefined, { field: "docId" });
  }
  return announce(`${saved.created ? m.savedWithId : m.updatedWithId} ${saved.docId}`, { docId: saved.docId });
}

const CASE_ERRORS = { 400: "a field is missing or wrong: responseData.field names it in the payload's terms, fieldErrors lists every one" };

export const addCase = defineCall({
  method: "POST",
  path: "/admin/addCase",
  tag: TAG,
  summary: "Add a case (the case form's rules and messages); answers the doc id given",
  description:
    "The payload of back-office §3; absent values may be 'none'. The court category may be sent as `courtDetailRequest.caseCategoryId` (ours); left out, as §3's payload does, it is the court's own (SC for the Supreme Court, HC for a High Court). A `docId` sent is ignored: the number is given on save (decision 13) and answered with 'Case Saved Successfully with Doc ID:'. Then upload the PDFs with admin/uploadCasePfNew.",
  auth: ["staff:addCase"],
  body: CasePayloadSchema,
  bodyLimit: FORM_BODY_CEILING,
  response: SavedSchema,
  errors: CASE_ERRORS,
  handle: async ({ ctx, user, body }) => save(ctx, user.userId, body, undefined),
});

export const editCase = defineCall({
  method: "POST",
  path: "/admin/editCase",
  tag: TAG,
  summary: "Change a case: the whole payload replaces the case's fields (the case form's rules and messages)",
  description:
    "Live, overruled and the import's source are kept, as on the page. The court category, when left out, is the court's own (as addCase). Send `version` (the case's modifiedDate when it was read) to be refused (409) rather than overwrite someone else's change.",
  auth: ["staff:addCase"],
  body: EditCasePayloadSchema,
  bodyLimit: FORM_BODY_CEILING,
  response: SavedSchema,
  errors: { ...CASE_ERRORS, 404: "'This case was not found.'", 409: "the case changed since `version`" },
  handle: async ({ ctx, user, body }) => save(ctx, user.userId, body, body.docId),
});

const fileField = z.string().meta({ format: "binary", description: "a PDF, at most 25 MB" }).optional();

export const uploadCasePfNew = defineCall({
  method: "POST",
  path: "/admin/uploadCasePfNew",
  tag: TAG,
  summary: "Upload a case's PDFs (multipart: civilFile, crimFile, matFile, accFile, courtFile; at least one)",
  description:
    "Each file must be a PDF of at most 25 MB; every file is checked before any is stored (R2). One request takes at most 25 MB of files: send larger sets one file per request, as the back office does.",
  auth: ["staff:cases"],
  query: z.object({ docId: CaseDocIdParamSchema }),
  multipart: z.object(Object.fromEntries(UPLOAD_FIELDS.map((f) => [f.field, fileField]))),
  response: SavedSchema,
  errors: { 400: "'Please Select File', or 'Please select a PDF file'", 404: "'This case was not found.'", 413: "'Max Upload size is 25MB only'" },
  handle: async ({ ctx, request, user, query }) => {
    if (!(await caseExists(ctx, query.docId))) return fail(m.caseNotFound, 404, {}, "NotFound", undefined, { field: "docId" });
    let form: FormData;
    try {
      form = await readForm(request, CASE_FILES_BODY_LIMIT);
    } catch (e) {
      if (!(e instanceof FormBodyError)) throw e;
      return e.status === 413 ? fail(m.pdfTooLarge, 413, {}, "Limit") : fail(e.message, 400, {}, "Validation");
    }
    const r = await uploadCaseFiles(ctx, user.userId, query.docId, UPLOAD_FIELDS, form);
    if (!r.ok) {
      const errors = Object.entries(r.errors).flatMap(([field, msgs]) => msgs.map((msg): [string, string] => [field, msg]));
      const status = errors.some(([, msg]) => msg === m.pdfTooLarge) ? 413 : errors.some(([, msg]) => msg === m.caseNotFound) ? 404 : 400;
      return invalid(errors, status);
    }
    return announce(`${m.uploadedWithId} ${query.docId}`, { docId: query.docId });
  },
});

export const deletePdfNew = defineCall({
  method: "GET",
  path: "/admin/deletePdfNew/{docId}/{type}",
  tag: TAG,
  summary: "Delete a case's PDF: type 3 the reporter PDF (civil), 4 the court PDF (or cri, mat, acc by name)",
  description: "A GET that deletes (as the spec has it) is taken only with the token in the Authorization header, never on a browser's cookie alone, so a link on another site cannot delete a file.",
  auth: ["staff:cases"],
  changesState: true,
  params: z.object({ docId: CaseDocIdParamSchema, type: CaseFileDeleteSchema.shape.type }),
  response: MessageSchema,
  errors: { 403: "sent without the Authorization header", 404: "'Error While Deleting': no such case or file" },
  handle: async ({ ctx, user, params }) => {
    const done = await deleteCaseFile(ctx, user.userId, params.docId, params.type);
    return done ? announce(m.deleted) : fail(m.errorDeleting, 404, {}, "NotFound");
  },
});
