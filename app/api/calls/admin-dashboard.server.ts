/**
 * The back office's dashboard counts (back-office §3 'Admin dashboard counts', §7 'GET
 * admin/getDashBoard'): the page's own service; a Data Entry Operator gets only case and staff counts.
 */
import { z } from "zod";
import { getAdminDashboard } from "../../services/staff/dashboard.server";
import { defineCall } from "../define";
import { ok } from "../envelope.server";

const n = () => z.number().int();
const DashboardSchema = z
  .object({
    liveCases: n(), totalCases: n(), overRuledCases: n(), supremeCourtCases: n(), supremeCourtDivisionalBenchCases: n(),
    supremeCourtFullBenchCases: n(), supremeCourtThirdBenchCases: n(), highCourtCases: n(),
    totalStaff: n(), adminStaff: n(), superAdminStaff: n(), dataEntryOperatorStaff: n(),
    activeClients: n().optional(), inActiveClients: n().optional(), totalClients: n().optional(), totalOrders: n().optional(),
    failedOrders: n().optional(), pendingOrders: n().optional(), completedOrders: n().optional(), grantedOrders: n().optional(),
    totalPlans: n().optional(), totalOverallEarning: n().optional().meta({ description: "paise" }), totalEarningThisWeek: n().optional().meta({ description: "paise" }),
  })
  .meta({ id: "AdminDashboard", description: "A Data Entry Operator gets the case and staff counts only." });

export const getDashBoard = defineCall({
  method: "GET",
  path: "/admin/getDashBoard",
  tag: "Back office",
  summary: "The dashboard's counts (amounts in paise)",
  auth: ["staff:dashboard"],
  response: DashboardSchema,
  handle: async ({ ctx, user }) => ok(await getAdminDashboard(ctx, user.roleId)),
});
