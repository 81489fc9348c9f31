import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getCasePdf, isPdfType, pdfResponse } from "../services/cases/case-files.server";
import { getStaff, requireSubscriber } from "../utils/auth.server";
import { caseMessages } from "../utils/copy-core";

/**
 * A case PDF (reporter editions civil/cri/mat/acc, or the court's copy), opened inline in a new
 * tab. Staff may open any; subscribers need an active plan (visitors are sent to log in).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await getStaff(context.app, request);
  if (!staff) await requireSubscriber(context.app, request);
  const docId = Number(params.docId);
  if (!Number.isSafeInteger(docId) || docId <= 0 || !isPdfType(params.type)) return new Response(caseMessages.pdfMissing, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const object = await getCasePdf(context.app, docId, params.type, { staff: Boolean(staff) });
  if (!object) return new Response(caseMessages.pdfMissing, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return pdfResponse(object, docId, params.type);
}
