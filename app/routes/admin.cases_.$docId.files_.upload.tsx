import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CASE_FILES_BODY_LIMIT, CaseDocIdParamSchema, CaseFilesModeSchema, caseExists, UPDATE_FIELDS, UPLOAD_FIELDS, uploadCaseFiles } from "../services/cases/case-form.server";
import { requireStaff } from "../utils/auth.server";
import { caseFormMessages as m } from "../utils/copy";
import { FormBodyError, readForm } from "../utils/forms.server";

/**
 * The Upload Document / Update File modal's upload with JavaScript: one PDF per request (XHR, so
 * the page can show a progress bar), answered as JSON. Without JavaScript the modal's own action
 * takes the same form.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "cases");
  const docId = CaseDocIdParamSchema.catch(0).parse(params.docId);
  if (!docId || !(await caseExists(context.app, docId))) return Response.json({ ok: false, message: m.caseNotFound }, { status: 404 });
  let form: FormData;
  try {
    form = await readForm(request, CASE_FILES_BODY_LIMIT);
  } catch (e) {
    if (e instanceof FormBodyError) return Response.json({ ok: false, message: e.status === 413 ? m.pdfTooLarge : e.message }, { status: e.status });
    throw e;
  }
  const fields = CaseFilesModeSchema.parse(form.get("mode")) === "upload" ? UPLOAD_FIELDS : UPDATE_FIELDS;
  const result = await uploadCaseFiles(context.app, staff.userId, docId, fields, form);
  if (!result.ok) return Response.json({ ok: false, errors: result.errors, message: result.errors[""]?.[0] }, { status: 400 });
  return Response.json({ ok: true, message: `${m.uploadedWithId} ${docId}`, next: "/admin/cases?notice=uploaded" });
}
