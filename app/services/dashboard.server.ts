import { and, count, eq, gte, inArray, isNull, sql, sum } from "drizzle-orm";
import { cases, orders, plans, users } from "../../db/schema";
import type { AppContext } from "../utils/context.server";
import { ROLE } from "../utils/roles";

/** Monday 00:00 India time of the current week, as a UTC instant (decision 12). */
export function startOfIndianWeek(now: Date): Date {
  const istMs = now.getTime() + 330 * 60_000;
  const ist = new Date(istMs);
  const daysSinceMonday = (ist.getUTCDay() + 6) % 7;
  const mondayIst = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - daysSinceMonday);
  return new Date(mondayIst - 330 * 60_000);
}

/**
 * The admin dashboard's counts (back-office §3). A Data Entry Operator sees only case and staff
 * counts; the money and client figures are not even computed for that role.
 */
export async function getAdminDashboard(ctx: AppContext, roleId: number) {
  const db = ctx.db;
  const c = await db
    .select({
      totalCases: count(),
      liveCases: sum(sql`case when ${cases.live} = 1 then 1 else 0 end`),
      overRuledCases: sum(sql`case when ${cases.overruled} = 1 then 1 else 0 end`),
      supremeCourtCases: sum(sql`case when ${cases.courtId} = 1 then 1 else 0 end`),
      supremeCourtDivisionalBenchCases: sum(sql`case when ${cases.courtId} = 1 and ${cases.courtBenchId} = 3 then 1 else 0 end`),
      supremeCourtFullBenchCases: sum(sql`case when ${cases.courtId} = 1 and ${cases.courtBenchId} in (4, 6) then 1 else 0 end`),
      supremeCourtThirdBenchCases: sum(sql`case when ${cases.courtId} = 1 and ${cases.courtBenchId} = 5 then 1 else 0 end`),
      highCourtCases: sum(sql`case when ${cases.courtId} != 1 then 1 else 0 end`),
    })
    .from(cases)
    .where(isNull(cases.deletedAt))
    .get();
  const s = await db
    .select({
      totalStaff: count(),
      adminStaff: sum(sql`case when ${users.roleId} = ${ROLE.ADMIN} then 1 else 0 end`),
      superAdminStaff: sum(sql`case when ${users.roleId} = ${ROLE.SUPER_ADMIN} then 1 else 0 end`),
      dataEntryOperatorStaff: sum(sql`case when ${users.roleId} = ${ROLE.DATA_OPERATOR} then 1 else 0 end`),
    })
    .from(users)
    .where(and(inArray(users.roleId, [ROLE.ADMIN, ROLE.SUPER_ADMIN, ROLE.DATA_OPERATOR]), isNull(users.deletedAt)))
    .get();
  const n = (v: unknown) => Number(v ?? 0);
  const caseCounts = Object.fromEntries(Object.entries(c ?? {}).map(([k, v]) => [k, n(v)]));
  const staffCounts = Object.fromEntries(Object.entries(s ?? {}).map(([k, v]) => [k, n(v)]));
  if (roleId === ROLE.DATA_OPERATOR) return { ...caseCounts, ...staffCounts } as Record<string, number>;

  const nowIso = ctx.clock.now().toISOString();
  const weekStart = startOfIndianWeek(ctx.clock.now()).toISOString();
  const activeClientIds = db
    .selectDistinct({ id: orders.userId })
    .from(orders)
    .where(and(eq(orders.status, "PAID"), sql`${orders.planStartAt} <= ${nowIso}`, sql`${orders.planEndAt} > ${nowIso}`));
  const cl = await db
    .select({ totalClients: count(), activeClients: sum(sql`case when ${users.id} in ${activeClientIds} then 1 else 0 end`) })
    .from(users)
    .where(and(eq(users.roleId, ROLE.USER), isNull(users.deletedAt)))
    .get();
  const o = await db
    .select({
      totalOrders: count(),
      failedOrders: sum(sql`case when ${orders.status} = 'FAILED' then 1 else 0 end`),
      pendingOrders: sum(sql`case when ${orders.status} = 'CREATED' then 1 else 0 end`),
      completedOrders: sum(sql`case when ${orders.status} = 'PAID' then 1 else 0 end`),
      totalOverallEarning: sum(sql`case when ${orders.status} = 'PAID' then ${orders.amountPaise} else 0 end`),
    })
    .from(orders)
    .get();
  const week = await db
    .select({ paise: sum(orders.amountPaise) })
    .from(orders)
    .where(and(eq(orders.status, "PAID"), gte(orders.paidAt, weekStart)))
    .get();
  const p = await db.select({ totalPlans: count() }).from(plans).get();
  const totalClients = n(cl?.totalClients);
  const activeClients = n(cl?.activeClients);
  return {
    ...caseCounts,
    ...staffCounts,
    totalClients,
    activeClients,
    inActiveClients: totalClients - activeClients,
    totalOrders: n(o?.totalOrders),
    failedOrders: n(o?.failedOrders),
    pendingOrders: n(o?.pendingOrders),
    completedOrders: n(o?.completedOrders),
    totalPlans: n(p?.totalPlans),
    totalOverallEarning: n(o?.totalOverallEarning),
    totalEarningThisWeek: n(week?.paise),
  } as Record<string, number>;
}
