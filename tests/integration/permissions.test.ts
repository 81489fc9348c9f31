import { beforeAll, expect, test } from "vitest";
import { loginRoles, req, seed } from "./helpers";

/**
 * The route × role matrix: every page and action that exists, for each kind of caller. Each cell
 * is the status (and, for redirects, where to) the spec's route tables require.
 */
type Who = "visitor" | "noPlan" | "plan" | "deo" | "admin" | "superAdmin";
const WHO: Who[] = ["visitor", "noPlan", "plan", "deo", "admin", "superAdmin"];
const cookies: Record<Who, string | null> = { visitor: null, noPlan: null, plan: null, deo: null, admin: null, superAdmin: null };

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

const LOGIN = "→login";
const ADMIN_LOGIN = "→/admin";
const DASH = "→/dashboard";
const ADMIN_DASH = "→/admin/dashboard";
const PLANS = "→/purchase";

/** path → expected outcome per caller: a status, or "→target" for a redirect. */
const PAGES: Record<string, [string | number, string | number, string | number, string | number, string | number, string | number]> = {
  //                      visitor      noPlan   plan    deo          admin        superAdmin
  "/":                    [200,        200,     200,    200,         200,         200],
  "/terms":               [200,        200,     200,    200,         200,         200],
  "/search":              [LOGIN,      200,     200,    LOGIN,       LOGIN,       LOGIN],
  "/dashboard":           [LOGIN,      200,     200,    LOGIN,       LOGIN,       LOGIN],
  "/myActivity":          [LOGIN,      200,     200,    LOGIN,       LOGIN,       LOGIN],
  "/dashboard/picture":   [LOGIN,      404,     404,    LOGIN,       LOGIN,       LOGIN],
  "/no/such/page":        [200,        DASH,    DASH,   200,         200,         200],
  "/auth/login":          [200,        "→/search", "→/search", 200, 200,         200],
  "/resetPassword?token=x": [200,      DASH,    DASH,   200,         200,         200],
  "/admin":               [200,        200,     200,    ADMIN_DASH,  ADMIN_DASH,  ADMIN_DASH],
  "/admin/dashboard":     [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 200, 200,        200],
  "/admin/changePassword": [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 200, 200,       200],
  "/admin/cases":         [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 200, 200,        200],
  // app/routes/admin.addCase_.acts.tsx: the case form's act-name suggestions (JSON)
  "/admin/addCase/acts?q=pen": [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 200, 200,     200],
  "/admin/clients":       [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 200,        200],
  "/admin/orders":        [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 200,        200],
  "/admin/court":         [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 200,        200],
  "/admin/act":           [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 200,        200],
  "/admin/import":        [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 200,        200],
  "/admin/staff":         [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 403,        200],
  "/admin/plans":         [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 403,        200],
  "/admin/post":          [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 403,        200],
  "/admin/notification":  [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403, 403,        200],
  "/notifications":       [LOGIN,      200,     200,    LOGIN,       LOGIN,       LOGIN],
  "/admin/no-such-thing": [200,        200,     200,    ADMIN_DASH,  ADMIN_DASH,  ADMIN_DASH],
};

/** Actions: an empty POST shows whether the caller got past the permission check (400 = validated). */
const ACTIONS: Record<string, [string | number, string | number, string | number, string | number, string | number, string | number]> = {
  "/dashboard":             [LOGIN,       400,         400,         LOGIN, LOGIN, LOGIN],
  "/admin/changePassword":  [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 400,   400,   400],
  "/admin/staff":           [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403,   403,   400],
  "/admin/notification":    [ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 403,   403,   400],
  "/notifications":         [LOGIN,       400,         400,         LOGIN, LOGIN, LOGIN],
};

function outcome(res: Response): string | number {
  if (res.status !== 302) return res.status;
  const to = res.headers.get("location") ?? "";
  if (to.startsWith("/?modal=login")) return LOGIN;
  if (to === "/purchase?needPlan=1") return PLANS;
  return `→${to.split("?")[0]}`;
}

test.each(Object.entries(PAGES))("GET %s", async (path, expected) => {
  const got = await Promise.all(WHO.map(async (w) => outcome(await req(path, { cookie: cookies[w] }))));
  expect(Object.fromEntries(WHO.map((w, i) => [w, got[i]]))).toEqual(Object.fromEntries(WHO.map((w, i) => [w, expected[i]])));
});

test.each(Object.entries(ACTIONS))("POST %s", async (path, expected) => {
  const got = await Promise.all(WHO.map(async (w) => outcome(await req(path, { cookie: cookies[w], form: { probe: "1" } }))));
  expect(Object.fromEntries(WHO.map((w, i) => [w, got[i]]))).toEqual(Object.fromEntries(WHO.map((w, i) => [w, expected[i]])));
});

test("the sidebar of each role is the spec's menu, with greeting and role title", async () => {
  const menu = async (w: Who) => {
    const html = await (await req("/admin/dashboard", { cookie: cookies[w] })).text();
    const items = [...html.matchAll(/class="sidebar-link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    return { items, html };
  };
  const superAdmin = await menu("superAdmin");
  expect(superAdmin.items).toEqual(["Dashboard", "Clients", "Plans", "Cases", "Add Case", "Staff Users", "Posts", "Notifications", "Court Names", "Act Names", "Import Judgments", "Change Password", "Logout"]);
  expect(superAdmin.html).toContain("Super Admin");
  expect(superAdmin.html).toContain("Sunil Khanna");
  expect((await menu("admin")).items).toEqual(["Dashboard", "Clients", "Cases", "Add Case", "Import Judgments", "Change Password", "Logout"]);
  const deo = await menu("deo");
  expect(deo.items).toEqual(["Dashboard", "Cases", "Add Case", "Change Password", "Logout"]);
  expect(deo.html).toContain("Data Entry Operator");
});

test("the data-entry dashboard shows only case and staff counts; the others also clients, orders, plans and earnings", async () => {
  const deo = await (await req("/admin/dashboard", { cookie: cookies.deo })).text();
  expect(deo).toContain("Total Cases");
  expect(deo).toContain("Total Staff");
  for (const hidden of ["Total Clients", "Total Orders", "Total Earning", "Plans"]) expect(deo).not.toContain(hidden);
  const admin = await (await req("/admin/dashboard", { cookie: cookies.admin })).text();
  for (const shown of ["Total Cases", "Total Staff", "Total Clients", "Total Orders", "Total Earning"]) expect(admin).toContain(shown);
});
