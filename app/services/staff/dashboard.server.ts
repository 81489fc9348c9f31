import { and, count, eq, gte, inArray, isNull, ne, sql, sum } from "drizzle-orm";
import { cases, courtBenches, courts, orders, plans, users } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import { IST_OFFSET_MS, todayInIndia } from "../../utils/format";
import { ROLE } from "../../utils/roles";

/** Monday 00:00 India time of the current week, as a UTC instant (decision 12). */
export function startOfIndianWeek(now: Date): Date {
  const istMs = now.getTime() + IST_OFFSET_MS;
  const ist = new Date(istMs);
  const daysSinceMonday = (ist.getUTCDay() + 6) % 7;
  const mondayIst = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - daysSinceMonday);
  return new Date(mondayIst - IST_OFFSET_MS);
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
      supremeCourtCases: sum(sql`case when ${courts.isSupremeCourt} = 1 then 1 else 0 end`),
      supremeCourtDivisionalBenchCases: sum(sql`case when ${courts.isSupremeCourt} = 1 and ${courtBenches.code} = 'DIVISION' then 1 else 0 end`),
      supremeCourtFullBenchCases: sum(sql`case when ${courts.isSupremeCourt} = 1 and ${courtBenches.code} in ('FULL', 'CONSTITUTION') then 1 else 0 end`),
      supremeCourtThirdBenchCases: sum(sql`case when ${courts.isSupremeCourt} = 1 and ${courtBenches.code} = 'THIRD' then 1 else 0 end`),
      highCourtCases: sum(sql`case when ${courts.isSupremeCourt} = 0 then 1 else 0 end`),
    })
    .from(cases)
    // Supreme Court and bench from the master tables' flags and codes, not ids (decision 16).
    .leftJoin(courts, eq(courts.id, cases.courtId))
    .leftJoin(courtBenches, eq(courtBenches.id, cases.courtBenchId))
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
      // Earnings are money received: orders staff granted (mode ADMIN) are counted apart (decision 042).
      totalOverallEarning: sum(sql`case when ${orders.status} = 'PAID' and ${orders.paymentMode} <> 'ADMIN' then ${orders.amountPaise} else 0 end`),
      grantedOrders: sum(sql`case when ${orders.status} = 'PAID' and ${orders.paymentMode} = 'ADMIN' then 1 else 0 end`),
    })
    .from(orders)
    .get();
  const week = await db
    .select({ paise: sum(orders.amountPaise) })
    .from(orders)
    .where(and(eq(orders.status, "PAID"), ne(orders.paymentMode, "ADMIN"), gte(orders.paidAt, weekStart)))
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
    grantedOrders: n(o?.grantedOrders),
    totalOverallEarning: n(o?.totalOverallEarning),
    totalEarningThisWeek: n(week?.paise),
  } as Record<string, number>;
}

// ---------------------------------------------------------------- charts

/** Courts shown by name in the cases chart; the rest are summed as "Other courts". */
export const CHART_TOP_COURTS = 8;
/** Weeks in the earnings chart, the current one last (docs/decisions). */
export const EARNING_WEEKS = 12;

export type CourtDecadeChart = {
  /** decades present, oldest first, as their first year (1990 = 1990s); null = cases with no decided year */
  decades: (number | null)[];
  rows: { court: string; total: number; byDecade: number[] }[];
};

/**
 * Cases (not deleted) by court and decade of decision, counted by SQL (GROUP BY; no case rows are
 * read). The courts with most cases come first; after CHART_TOP_COURTS the rest are one row.
 */
export async function casesByCourtAndDecade(ctx: AppContext): Promise<CourtDecadeChart> {
  const rows = await ctx.db
    .select({
      courtId: cases.courtId,
      court: courts.name,
      decade: sql<number | null>`(${cases.decidedYear} / 10) * 10`,
      n: count(),
    })
    .from(cases)
    .leftJoin(courts, eq(courts.id, cases.courtId))
    .where(isNull(cases.deletedAt))
    .groupBy(cases.courtId, sql`(${cases.decidedYear} / 10) * 10`)
    .all();
  const decadeSet = new Set<number | null>(rows.map((r) => (r.decade === null ? null : Number(r.decade))));
  const decades = [...decadeSet].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  const byCourt = new Map<string, { court: string; total: number; byDecade: number[] }>();
  for (const r of rows) {
    const name = r.court ?? "No court";
    const entry = byCourt.get(name) ?? { court: name, total: 0, byDecade: decades.map(() => 0) };
    entry.byDecade[decades.indexOf(r.decade === null ? null : Number(r.decade))] += r.n;
    entry.total += r.n;
    byCourt.set(name, entry);
  }
  const sorted = [...byCourt.values()].sort((a, b) => b.total - a.total || a.court.localeCompare(b.court));
  if (sorted.length <= CHART_TOP_COURTS + 1) return { decades, rows: sorted };
  const rest = sorted.slice(CHART_TOP_COURTS);
  const other = { court: `Other courts (${rest.length})`, total: 0, byDecade: decades.map(() => 0) };
  for (const r of rest) {
    other.total += r.total;
    r.byDecade.forEach((n, i) => (other.byDecade[i] += n));
  }
  return { decades, rows: [...sorted.slice(0, CHART_TOP_COURTS), other] };
}

export type WeeklyEarnings = { weeks: { start: string; paise: number }[] };

/**
 * Earnings (PAID amounts, decision 12) per week for the last EARNING_WEEKS weeks, weeks starting
 * Monday 00:00 India time; summed by SQL grouped on the week's Monday, weeks without a sale are 0.
 * `start` is the Monday as YYYY-MM-DD (India date).
 */
export async function earningsByWeek(ctx: AppContext): Promise<WeeklyEarnings> {
  const thisWeek = startOfIndianWeek(ctx.clock.now());
  const first = new Date(thisWeek.getTime() - (EARNING_WEEKS - 1) * 7 * 86_400_000);
  const weekOf = sql<string>`date(${orders.paidAt}, '+330 minutes', 'weekday 0', '-6 days')`;
  const rows = await ctx.db
    .select({ week: weekOf, paise: sum(orders.amountPaise) })
    .from(orders)
    .where(and(eq(orders.status, "PAID"), ne(orders.paymentMode, "ADMIN"), gte(orders.paidAt, first.toISOString())))
    .groupBy(weekOf)
    .all();
  const found = new Map(rows.map((r) => [r.week, Number(r.paise ?? 0)]));
  const weeks = Array.from({ length: EARNING_WEEKS }, (_, i) => {
    // The Monday's India date.
    const start = todayInIndia(new Date(first.getTime() + i * 7 * 86_400_000));
    return { start, paise: found.get(start) ?? 0 };
  });
  return { weeks };
}
