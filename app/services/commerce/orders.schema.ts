/**
 * The inputs of the orders service (back-office §5 Add Order, §2 Orders): the Add Order form and
 * the orders list's query. A plain module (no `.server`): the page's action reaches it through
 * orders.server.ts, the form's client check loads it on first use, an API route imports the same
 * objects (decision 058).
 */
import { z } from "zod";
import { businessMessages as m } from "../../utils/copy";
import { IdSchema, PageSchema } from "../fields.schema";

/** dd/MM/yyyy (the spec's format) or yyyy-mm-dd (a date input), to yyyy-mm-dd; a real calendar date. */
function toIsoDate(text: string): string | null {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, mo, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y) return null;
  const iso = `${y}-${mo}-${d}`;
  const t = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Add Order (§5): a plan must be chosen ('Please select plan.'); the end date (CUSTOM plans only) as dd/MM/yyyy. */
export const AddOrderSchema = z.object({
  clientId: IdSchema,
  planId: z.coerce.number({ error: m.selectPlan }).int(m.selectPlan).positive(m.selectPlan).max(1_000_000_000, m.selectPlan),
  endDate: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const iso = toIsoDate(v);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: m.endDateFormat });
        return z.NEVER;
      }
      return iso;
    }),
});

/** The orders list's URL: the page and the order whose details are open. */
export const OrderListQuerySchema = z.object({ page: PageSchema, view: IdSchema.optional() });
