import { sql } from "drizzle-orm";
import { activePlanSql, parseActivePlan, type ActivePlan } from "../../utils/active-plan.server";
import type { AppContext } from "../../utils/context.server";

export { activePlanSql, parseActivePlan, type ActivePlan };

export async function getActivePlan(ctx: AppContext, userId: number): Promise<ActivePlan | null> {
  const row = await ctx.db.get<{ plan: string | null }>(sql`select ${activePlanSql(userId, ctx.clock.now().toISOString())} as plan`);
  return parseActivePlan(row?.plan);
}
