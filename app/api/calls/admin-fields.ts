/**
 * Pieces the back office's API calls share (back-office §7): the `pageNumber` and `perPageLimit`
 * query of the list calls and a service's `{ ok: false, status, message }` as the envelope. The
 * rules are the page's (PageSchema of app/services/fields.schema.ts); nothing here is a call.
 */
import { z } from "zod";
import { PageSchema } from "../../services/fields.schema";
import { fail } from "../envelope.server";

/** `?pageNumber={n}` of a list call: the pages' own page rule. */
export const PageQuerySchema = z.object({ pageNumber: PageSchema });

/** `?pageNumber={n}&perPageLimit=8`: the page size is the server's (§9), the sent limit read and checked. */
export const PagedQuerySchema = z.object({ pageNumber: PageSchema, perPageLimit: z.coerce.number().int().min(1).max(1000).optional() });

/** A service's refusal in the envelope, with its field when it names one. */
export function refused(r: { status: number; message: string; field?: string }) {
  const errorType = r.status === 404 ? "NotFound" : r.status === 403 ? "Permission" : r.status === 409 ? "Error" : "Validation";
  return fail(r.message, r.status, {}, errorType, undefined, r.field ? { field: r.field } : {});
}
