/**
 * Plans in the back office (back-office §2 Plans, §3 Plan; decisions 9, 10, 17): the list, one
 * plan, creating a plan and deleting one that no order uses. /purchase reads the same table
 * (payments.server.ts `listPurchasablePlans`), so a new plan is on sale at once.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import { orders, plans } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import { adminMessages, businessMessages } from "../../utils/copy";
import { CREATABLE_PLAN_TYPES } from "../../utils/plan-types";
import { HIDDEN_PLAN_TYPES } from "./payments.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./plans.schema";
export { CREATABLE_PLAN_TYPES };

export const PLAN_PAGE_SIZE = 10;

export type PlanRow = { id: number; name: string; parallelUsers: number; type: string; costRupees: number; description: string };

const planColumns = { id: plans.id, name: plans.name, parallelUsers: plans.parallelUsers, type: plans.type, costRupees: plans.costRupees, description: plans.description };

/** The table's description: cut after 15 characters and followed by '..' (§2, §9). */
export function shortDescription(description: string): string {
  const text = description.replaceAll("#", ", ");
  return text.length > 15 ? `${text.slice(0, 15)}..` : text;
}

export async function listPlans(ctx: AppContext, query: { page: number }) {
  const total = (await ctx.db.select({ n: count() }).from(plans).get())?.n ?? 0;
  const { pages, page } = pageWindow(total, PLAN_PAGE_SIZE, query.page);
  const rows: PlanRow[] = await ctx.db
    .select(planColumns)
    .from(plans)
    .orderBy(asc(plans.id))
    .limit(PLAN_PAGE_SIZE)
    .offset((page - 1) * PLAN_PAGE_SIZE)
    .all();
  return { rows, page, pages, total };
}

export async function getPlan(ctx: AppContext, id: number): Promise<PlanRow | null> {
  return (await ctx.db.select(planColumns).from(plans).where(eq(plans.id, id)).get()) ?? null;
}

/** Every plan, for the Add Order dropdown (staff may place any plan, CUSTOM and TRIAL too). */
export async function listPlanChoices(ctx: AppContext): Promise<PlanRow[]> {
  return ctx.db.select(planColumns).from(plans).orderBy(asc(plans.id)).all();
}

export type NewPlan = { name: string; parallelUsers: number; type: (typeof CREATABLE_PLAN_TYPES)[number]; costRupees: number; descriptionLines: string[] };

export async function createPlan(ctx: AppContext, input: NewPlan & { actorId: number }): Promise<{ ok: true; id: number }> {
  const now = ctx.clock.now().toISOString();
  const row = await ctx.db
    .insert(plans)
    .values({
      name: input.name,
      parallelUsers: input.parallelUsers,
      type: input.type,
      costRupees: input.costRupees,
      description: input.descriptionLines.join("#"),
      createdAt: now,
      modifiedAt: now,
      createdBy: input.actorId,
      modifiedBy: input.actorId,
    })
    .returning({ id: plans.id })
    .get();
  return { ok: true, id: row.id };
}

export type PlanEdit = { id: number; name: string; costRupees: number; descriptionLines: string[]; actorId: number };

/**
 * 'Plan updated successfully !' (issue 21 item 9): staff change a plan's name, description and
 * price for the orders placed from now on. A placed order never changes: it keeps its own copy of
 * the plan and its price (orders.plan_name…, amount_paise). Seats and type stay as created (a
 * running subscription's seats come from its order). A plan on sale costs at least Rs 1; TRIAL and
 * CUSTOM, which staff grant, may cost 0.
 */
export async function updatePlan(ctx: AppContext, input: PlanEdit): Promise<{ ok: true } | { ok: false; status: 400 | 404; field?: "costRupees"; message: string }> {
  const plan = await getPlan(ctx, input.id);
  if (!plan) return { ok: false, status: 404, message: adminMessages.notFound };
  if (input.costRupees < 1 && !(HIDDEN_PLAN_TYPES as readonly string[]).includes(plan.type)) return { ok: false, status: 400, field: "costRupees", message: businessMessages.planCost };
  const updated = await ctx.db
    .update(plans)
    .set({ name: input.name, costRupees: input.costRupees, description: input.descriptionLines.join("#"), modifiedAt: ctx.clock.now().toISOString(), modifiedBy: input.actorId })
    .where(eq(plans.id, input.id))
    .returning({ id: plans.id });
  return updated.length ? { ok: true } : { ok: false, status: 404, message: adminMessages.notFound };
}

/**
 * Deletes a plan no order uses (decision 17; orders of every state count: they are the records of
 * what was sold). The check and the delete are one statement, so an order placed meanwhile wins.
 */
export async function deletePlan(ctx: AppContext, id: number): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  const plan = await getPlan(ctx, id);
  if (!plan) return { ok: false, status: 404, message: adminMessages.notFound };
  const deleted = await ctx.db
    .delete(plans)
    .where(sql`${plans.id} = ${id} and not exists (select 1 from ${orders} where ${orders.planId} = ${id})`)
    .returning({ id: plans.id });
  if (deleted.length) return { ok: true };
  const used = (await ctx.db.select({ n: count() }).from(orders).where(eq(orders.planId, id)).get())?.n ?? 0;
  return { ok: false, status: 409, message: businessMessages.planInUse(used) };
}
