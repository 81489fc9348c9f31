/**
 * Every page of the site, with the session it is opened with, for the checks that go over all of
 * them (page weight, accessibility; issue 22 items 11 and 13). `allRoutesCovered` fails when a
 * route with a screen (a default export) is missing here, so a new page is checked too.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type Who = "visitor" | "subscriber" | "staff";
export type Area = "subscriber" | "back office" | "case editor";
export type SitePage = { route: string; path: string; who: Who; area: Area };

const sub = (route: string, p: string, who: Who = "subscriber"): SitePage => ({ route, path: p, who, area: "subscriber" });
const staff = (route: string, p: string, who: Who = "staff"): SitePage => ({ route, path: p, who, area: "back office" });

export const SITE_PAGES: SitePage[] = [
  sub("_index", "/", "visitor"),
  sub("purchase", "/purchase", "visitor"),
  sub("guestCase.$docId", "/guestCase/1001", "visitor"),
  sub("auth.login", "/auth/login", "visitor"),
  sub("auth.register", "/auth/register", "visitor"),
  sub("auth.forgot", "/auth/forgot", "visitor"),
  sub("resetPassword", "/resetPassword?token=not-a-token", "visitor"),
  sub("verifyEmail", "/verifyEmail?token=not-a-token", "visitor"),
  sub("terms", "/terms", "visitor"),
  sub("privacypolicy", "/privacypolicy", "visitor"),
  sub("disclaimer", "/disclaimer", "visitor"),
  sub("developers", "/developers", "visitor"),
  sub("statutes._index", "/statutes", "visitor"),
  sub("statutes.$act._index", "/statutes/constitution-of-india", "visitor"),
  sub("statutes.$act.$provision", "/statutes/constitution-of-india/article-21", "visitor"),
  sub("$", "/no-such-page", "visitor"),
  sub("dev.outbox", "/dev/outbox", "visitor"),
  sub("mobileCase", "/mobileCase?docId=1001", "visitor"),
  // A permalink by citation that no case carries: the "not in the reporter" page (a found one redirects).
  sub("c.$", "/c/SCC/1901/1/1", "visitor"),
  // An alert's stop link whose watch does not exist: the "already stopped" page (decision 080).
  sub("alerts.stop", "/alerts/stop?w=999999&t=00000000000000000000000000000000", "visitor"),
  sub("search", "/search"),
  // The search page's heaviest states (decision 087): a mode whose form loads apart, with results, and Find Precedents.
  sub("search", "/search?mode=statute&run=1&act1=Indian+Penal+Code%2C+1860&sec1=302"),
  sub("search", "/search?mode=precedents"),
  sub("viewCase.$docId", "/viewCase/1001"),
  sub("library", "/library"),
  sub("citationCheck", "/citationCheck"),
  sub("dashboard", "/dashboard"),
  sub("notifications", "/notifications"),
  sub("myActivity", "/myActivity"),
  // The demo subscriber's paid yearly plan (order 2) and pending order (order 4), scripts/lib/demo-seed.ts.
  sub("orderDetails", "/orderDetails?orderId=order_demo000002"),
  sub("receipt.$orderId", "/receipt/order_demo000002"),
  sub("checkout.$orderId", "/checkout/order_demo000004"),
  staff("admin._index", "/admin", "visitor"),
  staff("admin.reset", "/admin/reset?token=not-a-token", "visitor"),
  staff("admin.verifiedEmail", "/admin/verifiedEmail?token=not-a-token", "visitor"),
  staff("admin.dashboard", "/admin/dashboard"),
  staff("admin.cases", "/admin/cases"),
  staff("admin.cases_.$docId.files", "/admin/cases/1001/files"),
  staff("admin.court", "/admin/court"),
  staff("admin.act", "/admin/act"),
  staff("admin.act_.names", "/admin/act/names"),
  staff("admin.cases_.untitled", "/admin/cases/untitled"),
  staff("admin.cases_.duplicates", "/admin/cases/duplicates"),
  staff("admin.import", "/admin/import"),
  staff("admin.post", "/admin/post"),
  staff("admin.staff", "/admin/staff"),
  staff("admin.notification", "/admin/notification"),
  staff("admin.plans", "/admin/plans"),
  staff("admin.orders", "/admin/orders"),
  staff("admin.clients", "/admin/clients"),
  staff("admin.changePassword", "/admin/changePassword"),
  staff("admin.logout", "/admin/logout"),
  staff("admin.$", "/admin/no-such-page"),
  { route: "admin.addCase", path: "/admin/addCase", who: "staff", area: "case editor" },
];

/**
 * Routes that draw no screen of their own or only re-export one listed above: resource routes,
 * layouts, and /viewCase/{token}/{docId} (the mobile app's form of /viewCase/{docId}).
 */
export const NOT_PAGES = new Set(["admin", "viewCase.$token.$docId", "search.suggest", "dashboard.picture", "admin.casePicker", "admin.addCase_.acts"]);

/** The routes of app/routes that render a screen (export a default component). */
export function screenRoutes(): string[] {
  const dir = path.resolve("app/routes");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
    .filter((f) => /export default|export \{ default \}/.test(readFileSync(path.join(dir, f), "utf8")))
    .map((f) => f.replace(/\.tsx$/, ""));
}
