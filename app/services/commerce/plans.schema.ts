/**
 * The inputs of the plans service (back-office §3 'Create New Plan', Edit Plan, §2 Plans): the two
 * forms, the list's query and a plan's id. A plain module (no `.server`): the page's action reaches
 * it through plans.server.ts, the forms' client check loads it on first use, an API route imports
 * the same objects (decision 058).
 */
import { z } from "zod";
import { businessMessages as m } from "../../utils/copy";
import { CREATABLE_PLAN_TYPES } from "../../utils/plan-types";
import { IdSchema, PageSchema } from "../fields.schema";

/** 'Create New Plan' (§3, decisions 9, 10): cost in whole rupees, users at least 1, description lines joined by '#'. */
export const PlanSchema = z.object({
  name: z.string({ error: m.planNameRequired }).trim().min(1, m.planNameRequired).max(60, m.planNameLong),
  parallelUsers: z.coerce.number({ error: m.planUsers }).int(m.planUsers).min(1, m.planUsers).max(1000, m.planUsers),
  type: z.enum(CREATABLE_PLAN_TYPES, { error: m.planType }),
  costRupees: z.coerce.number({ error: m.planCost }).int(m.planCost).min(1, m.planCost).max(10_000_000, m.planCost),
  description: z
    .string({ error: m.planDescriptionRequired })
    .transform((v) => v.split(/\r?\n/).map((l) => l.trim()).filter(Boolean))
    .superRefine((lines, ctx) => {
      if (!lines.length) ctx.addIssue({ code: "custom", message: m.planDescriptionRequired });
      else if (lines.some((l) => l.includes("#"))) ctx.addIssue({ code: "custom", message: m.planDescriptionHash });
      else if (lines.length > 10 || lines.some((l) => l.length > 100)) ctx.addIssue({ code: "custom", message: m.planDescriptionLong });
    }),
});

/**
 * Edit Plan (issue 21 item 9): name, price and description, for orders placed from now on. The
 * service refuses a price of 0 for a plan on sale (TRIAL and CUSTOM may be free).
 */
export const EditPlanSchema = PlanSchema.pick({ name: true, description: true }).extend({
  costRupees: z.coerce.number({ error: m.planCost }).int(m.planCost).min(0, m.planCost).max(10_000_000, m.planCost),
});

/** The plans list's URL: page, the plan being viewed, edited or deleted, the add dialog. */
export const PlanListQuerySchema = z.object({
  page: PageSchema,
  confirm: IdSchema.optional(),
  view: IdSchema.optional(),
  edit: IdSchema.optional(),
  dialog: z.enum(["add"]).optional(),
  notice: z.string().optional(),
});

/** The plan a delete or an edit is for. */
export const PlanIdSchema = z.object({ id: IdSchema });
