import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServerErrorView } from "../components/server-error-view";
import { getAdminDashboard } from "../services/dashboard.server";
import { requireStaff } from "../utils/auth.server";
import { rupees } from "../utils/format";

export const meta: MetaFunction = () => [{ title: "Dashboard — SAR Online back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(context.app, request, "dashboard");
  return { counts: await getAdminDashboard(context.app, staff.roleId) };
}

const GROUPS: { title: string; items: [string, string][] }[] = [
  { title: "Cases", items: [["totalCases", "Total Cases"], ["liveCases", "Live Cases"], ["overRuledCases", "Overruled Cases"], ["supremeCourtCases", "Supreme Court Cases"], ["supremeCourtDivisionalBenchCases", "SC Division Bench"], ["supremeCourtFullBenchCases", "SC Full Bench"], ["supremeCourtThirdBenchCases", "SC Third Bench"], ["highCourtCases", "High Court Cases"]] },
  { title: "Staff", items: [["totalStaff", "Total Staff"], ["superAdminStaff", "Super Admins"], ["adminStaff", "Admins"], ["dataEntryOperatorStaff", "Data Entry Operators"]] },
  { title: "Clients", items: [["totalClients", "Total Clients"], ["activeClients", "Active Clients"], ["inActiveClients", "In Active Clients"]] },
  { title: "Orders and plans", items: [["totalOrders", "Total Orders"], ["completedOrders", "Completed"], ["pendingOrders", "Pending"], ["failedOrders", "Failed"], ["totalPlans", "Plans"]] },
  { title: "Earnings", items: [["totalOverallEarning", "Total Earning (₹)"], ["totalEarningThisWeek", "This Week (₹)"]] },
];

export default function AdminDashboard() {
  const { counts } = useLoaderData<typeof loader>();
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
    </section>
  );
}

export { ServerErrorView as ErrorBoundary };
