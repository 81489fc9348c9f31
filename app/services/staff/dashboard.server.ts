import { and, count, eq, gte, inArray, isNull, ne, sql, sum } from "drizzle-orm";
import { courtBenches, courts, orders, plans, users } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import { eachCaseDb } from "../cases/case-shard-of.server";
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

type CaseGroup = { courtId: number | null; benchId: number | null; n: number; live: number; overruled: number };

/**
 * The cases' counts of the dashboard over every database holding cases (issue 36: the catalogue and
 * each case shard): each counts its own cases (not deleted) by court and bench in one GROUP BY,
 * in parallel; the Supreme Court and the bench come from the catalogue's
 * master flags and codes, not ids (decision 16), and not a shard's copies of the masters.
 */
async function caseCounts(ctx: AppContext): Promise<Record<string, number>> {
  const [groups, courtRows, benchRows] = await Promise.all([
    Promise.all(
      eachCaseDb(ctx).map(({ db }) =>
        db.all<CaseGroup>(
          sql`select court_id as courtId, court_bench_id as benchId, count(*) as n, sum(live = 1) as live, sum(overruled = 1) as overruled
                from cases where deleted_at is null group by court_id, court_bench_id`,
        ),
      ),
    ),
    ctx.db.select({ id: courts.id, sc: courts.isSupremeCourt }).from(courts).all(),
    ctx.db.select({ id: courtBenches.id, code: courtBenches.code }).from(courtBenches).all(),
  ]);
  const sc = new Map(courtRows.map((r) => [r.id, Boolean(r.sc)]));
  const code = new Map(benchRows.map((r) => [r.id, r.code]));
  const out = { totalCases: 0, liveCases: 0, overRuledCases: 0, supremeCourtCases: 0, supremeCourtDivisionalBenchCases: 0, supremeCourtFullBenchCases: 0, supremeCourtThirdBenchCases: 0, highCourtCases: 0 };
  for (const g of groups.flat()) {
    const n = Number(g.n);
    out.totalCases += n;
    out.liveCases += Number(g.live ?? 0);
    out.overRuledCases += Number(g.overruled ?? 0);
    const isSc = g.courtId === null ? undefined : sc.get(g.courtId);
    const bench = g.benchId === null ? undefined : code.get(g.benchId);
    if (isSc === true) {
      out.supremeCourtCases += n;
      if (bench === "DIVISION") out.supremeCourtDivisionalBenchCases += n;
      if (bench === "FULL" || bench === "CONSTITUTION") out.supremeCourtFullBenchCases += n;
      if (bench === "THIRD") out.supremeCourtThirdBenchCases += n;
    } else if (isSc === false) out.highCourtCases += n;
  }
  return out;
}

/**
 * The admin dashboard's counts (back-office §3). A Data Entry Operator sees only case and staff
 * counts; the money and client figures are not even computed for that role.
 */
export async function getAdminDashboard(ctx: AppContext, roleId: number) {
  const db = ctx.db;
  const c = await caseCounts(ctx);
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
  const staffCounts = Object.fromEntries(Object.entries(s ?? {}).map(([k, v]) => [k, n(v)]));
  if (roleId === ROLE.DATA_OPERATOR) return { ...c, ...staffCounts } as Record<string, number>;

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
    ...c,
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
  // Each database holding cases groups its own (issue 36); the groups are summed and named by the catalogue's courts.
  const [groups, courtRows] = await Promise.all([
    Promise.all(
      eachCaseDb(ctx).map(({ db }) =>
        db.all<{ courtId: number | null; decade: number | null; n: number }>(
          sql`select court_id as courtId, (decided_year / 10) * 10 as decade, count(*) as n from cases where deleted_at is null group by court_id, (decided_year / 10) * 10`,
        ),
      ),
    ),
    ctx.db.select({ id: courts.id, name: courts.name }).from(courts).all(),
  ]);
  const names = new Map(courtRows.map((r) => [r.id, r.name]));
  const summed = new Map<string, { court: string | null; decade: number | null; n: number }>();
  for (const g of groups.flat()) {
    const court = g.courtId === null ? null : (names.get(g.courtId) ?? null);
    const decade = g.decade === null ? null : Number(g.decade);
    const key = JSON.stringify([g.courtId, decade]);
    const entry = summed.get(key) ?? { court, decade, n: 0 };
    entry.n += Number(g.n);
    summed.set(key, entry);
  }
  const rows = [...summed.values()];
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
