/**
 * Every call of the published API (issue 23). A call is served by its route file
 * (app/routes/v1.api.*) and described by the OpenAPI document from this list; a test fails when the
 * two differ (tests/integration/api-routes.test.ts).
 */
import type { AnyCall } from "../define";
import * as session from "./session.server";
import * as citationCheck from "./citation-check.server";
import * as precedents from "./precedents.server";
import * as search from "./search.server";
import * as adminDashboard from "./admin-dashboard.server";
import * as adminCases from "./admin-cases.server";
import * as adminCourts from "./admin-courts.server";
import * as adminActs from "./admin-acts.server";
import * as adminPlans from "./admin-plans.server";
import * as adminOrders from "./admin-orders.server";
import * as account from "./account.server";
import * as masters from "./masters.server";
import * as payments from "./payments.server";
import * as library from "./library.server";
import * as cases from "./cases.server";

export const ALL_CALLS: AnyCall[] = [
  session,
  search,
  precedents,
  citationCheck,
  account,
  masters,
  payments,
  library,
  cases,
  adminDashboard,
  adminCases,
  adminCourts,
  adminActs,
  adminPlans,
  adminOrders,
].flatMap((m) => Object.values(m).filter(isCall));

function isCall(v: unknown): v is AnyCall {
  return typeof v === "object" && v !== null && "handle" in v && "path" in v && "method" in v;
}
