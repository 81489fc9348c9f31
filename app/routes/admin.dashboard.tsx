import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BarChart, sequentialColors } from "../components/admin/bar-chart";
import { ServerErrorView } from "../components/server-error-view";
import { casesByCourtAndDecade, earningsByWeek, getAdminDashboard, type CourtDecadeChart } from "../services/staff/dashboard.server";
import { requireStaff } from "../utils/auth.server";
import { formatDate, rupees } from "../utils/format";
import { ROLE } from "../utils/roles";
import dashboardStyles from "../styles/dashboard.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const meta: MetaFunction = () => [{ title: "Dashboard — SAR Online back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(context.app, request, "dashboard");
  // Earnings are money: a Data Entry Operator's dashboard neither shows nor computes them (§2).
  const seesMoney = staff.roleId === ROLE.SUPER_ADMIN || staff.roleId === ROLE.ADMIN;
  const [counts, courtDecades, earnings] = await Promise.all([
    getAdminDashboard(context.app, staff.roleId),
    casesByCourtAndDecade(context.app),
    seesMoney ? earningsByWeek(context.app) : Promise.resolve(null),
  ]);
  return { counts, courtDecades, earnings };
}

const GROUPS: { title: string; items: [string, string][] }[] = [
  { title: "Cases", items: [["totalCases", "Total Cases"], ["liveCases", "Live Cases"], ["overRuledCases", "Overruled Cases"], ["supremeCourtCases", "Supreme Court Cases"], ["supremeCourtDivisionalBenchCases", "SC Division Bench"], ["supremeCourtFullBenchCases", "SC Full Bench"], ["supremeCourtThirdBenchCases", "SC Third Bench"], ["highCourtCases", "High Court Cases"]] },
  { title: "Staff", items: [["totalStaff", "Total Staff"], ["superAdminStaff", "Super Admins"], ["adminStaff", "Admins"], ["dataEntryOperatorStaff", "Data Entry Operators"]] },
  { title: "Clients", items: [["totalClients", "Total Clients"], ["activeClients", "Active Clients"], ["inActiveClients", "In Active Clients"]] },
  { title: "Orders and plans", items: [["totalOrders", "Total Orders"], ["completedOrders", "Completed"], ["grantedOrders", "Granted by staff"], ["pendingOrders", "Pending"], ["failedOrders", "Failed"], ["totalPlans", "Plans"]] },
  // Money received only: plans staff granted are counted above, never as earnings (decision 042).
  { title: "Earnings", items: [["totalOverallEarning", "Total Earning (₹)"], ["totalEarningThisWeek", "This Week (₹)"]] },
];

const decadeName = (d: number | null) => (d === null ? "Undated" : `${d}s`);

function CasesChart({ chart }: { chart: CourtDecadeChart }) {
  if (!chart.rows.length) return null;
  const dated = chart.decades.filter((d) => d !== null).length;
  const ramp = sequentialColors(dated);
  const series = chart.decades.map((d, i) => ({ name: decadeName(d), color: d === null ? "#b9b4a8" : ramp[i] }));
  const total = chart.rows.reduce((a, r) => a + r.total, 0);
  return (
    <BarChart
      title="Cases by court and decade"
      rowHeader="Court"
      summary={`Bar chart of ${total} cases in ${chart.rows.length} court rows, each bar split by the decade of decision (${series.map((s) => s.name).join(", ")}). The figures are in the table that follows.`}
      rows={chart.rows.map((r) => ({ label: r.court, values: r.byDecade }))}
      series={series}
    />
  );
}

export default function AdminDashboard() {
  const { counts, courtDecades, earnings } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>Dashboard</h1>
      {GROUPS.filter((g) => g.items.some(([k]) => k in counts)).map((g) => (
        <section key={g.title} className="count-group">
          <h2>{g.title}</h2>
          <div className="count-cards">
            {g.items.map(([key, label]) => (
              <div key={key} className="count-card">
                <span className="count-value">{g.title === "Earnings" ? rupees(counts[key]) : counts[key]}</span>
                <span className="count-label">{label}</span>
              </div>
            ))}
          </div>
        </section>
      ))}
      <section className="count-group dashboard-charts">
        <h2>Charts</h2>
        <div className="chart-grid">
          <CasesChart chart={courtDecades} />
          {earnings ? (
            <BarChart
              title={`Earnings by week, last ${earnings.weeks.length} weeks (₹)`}
              rowHeader="Week from"
              summary={`Bar chart of earnings in rupees for each of the last ${earnings.weeks.length} weeks, each week from Monday; the figures are in the table that follows.`}
              rows={earnings.weeks.map((w) => ({ label: `Week from ${formatDate(w.start)}`, values: [w.paise] }))}
              series={[{ name: "Earnings", color: "#2b7a4b" }]}
              format={rupees}
            />
          ) : null}
        </div>
      </section>
    </section>
  );
}

export { ServerErrorView as ErrorBoundary };
