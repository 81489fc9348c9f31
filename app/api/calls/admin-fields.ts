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

/** A service's refusal in the envelope, with its field when it names one (under the spec's name when `names` has it). */
export function refused(r: { status: number; message: string; field?: string }, names: Record<string, string> = {}) {
  const errorType = r.status === 404 ? "NotFound" : r.status === 403 ? "Permission" : r.status === 409 ? "Error" : "Validation";
  const field = r.field ? (names[r.field] ?? r.field) : undefined;
  return fail(r.message, r.status, {}, errorType, undefined, field ? { field } : {});
}

/** The people forms' `designation` under the spec's spelling (back-office §3 Client, Staff). */
export const SPEC_NAMES = { designation: "desgination" };

/** A master item as the spec's dropdowns carry it (§3: state, city, country {id, label, value}), or 'none'. */
export const PlaceSchema = z.union([z.object({ id: z.number().int(), label: z.string(), value: z.number().int() }), z.literal("none")]);
export const place = (id: number | null, label: string | null) => (id === null || label === null ? ("none" as const) : { id, label, value: id });

/** A value the old client sends though only one is allowed (country 101, a client's role 2): left out or that one. */
export const onlyValue = (value: number, message: string, description: string) =>
  z.coerce.number().refine((v) => v === value, { message }).optional().meta({ description });
