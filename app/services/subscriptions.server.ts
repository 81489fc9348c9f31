import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import { orders, plans } from "../../db/schema";
import type { AppContext } from "../utils/context.server";

export type ActivePlan = { orderId: number; planId: number; planName: string; parallelUsers: number; startAt: string; endAt: string };

/** The paid order whose period covers now, if any (decision 4, 10). */
export async function getActivePlan(ctx: AppContext, userId: number): Promise<ActivePlan | null> {
  const nowIso = ctx.clock.now().toISOString();
  const row = await ctx.db
    .select({
      orderId: orders.id,
      planId: plans.id,
      planName: plans.name,
      parallelUsers: plans.parallelUsers,
      startAt: orders.planStartAt,
      endAt: orders.planEndAt,
    })
    .from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(and(eq(orders.userId, userId), eq(orders.status, "PAID"), lte(orders.planStartAt, nowIso), gt(orders.planEndAt, nowIso)))
    .orderBy(desc(plans.parallelUsers), asc(orders.planEndAt))
    .get();
  return row ? { ...row, startAt: row.startAt!, endAt: row.endAt! } : null;
}
