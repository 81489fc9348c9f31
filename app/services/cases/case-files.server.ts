/**
 * Case PDFs in R2 under cases/{docId}/{civil|cri|mat|acc|court}.pdf (decision 20), served only to
 * subscribers with an active plan and to staff.
 */
import { and, eq, isNull } from "drizzle-orm";
import { caseFiles, cases, PDF_TYPES } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import { caseDb } from "./case-shard-of.server";

export type PdfType = (typeof PDF_TYPES)[number];

export function isPdfType(value: string | null | undefined): value is PdfType {
  return (PDF_TYPES as readonly string[]).includes(value ?? "");
}

export const pdfKey = (docId: number, type: PdfType) => `cases/${docId}/${type}.pdf`;

/** The PDF of a case, if the case is readable (live unless staff ask) and the file is in R2. */
export async function getCasePdf(ctx: AppContext, docId: number, type: PdfType, opts: { staff: boolean }) {
  // The case's rows are in its shard (decision 122); a case no shard of the map holds has no readable PDF row.
  const db = await caseDb(ctx, docId);
  const row = await db
    ?.select({ key: caseFiles.r2Key })
    .from(caseFiles)
    .innerJoin(cases, eq(cases.docId, caseFiles.docId))
    .where(and(eq(caseFiles.docId, docId), eq(caseFiles.type, type), isNull(cases.deletedAt), ...(opts.staff ? [] : [eq(cases.live, true)])))
    .get();
  const object = await ctx.files.get(row?.key ?? pdfKey(docId, type));
  if (!object || (!row && !opts.staff)) return null;
  return object;
}

/** A case PDF as the answer to a browser or an API client: inline in a new tab, private, not sniffed. */
export function pdfResponse(object: R2ObjectBody, docId: number, type: PdfType): Response {
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="SAR-${docId}-${type}.pdf"`,
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=300",
    },
  });
}
