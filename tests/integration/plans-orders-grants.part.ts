import { beforeAll, describe, expect, test } from "vitest";
import { getAdminDashboard } from "../../app/services/staff/dashboard.server";
import { businessMessages as m } from "../../app/utils/copy";
import { ROLE } from "../../app/utils/roles";
import { all, ctxAt, html, loginRoles, one, req, seed } from "./helpers";

/**
 * Issue 21 item 9 (plan edit; orders keep their copy; the CUSTOM end date's bound; staff grants
 * apart from money received) and item 11 (control characters out of what is stored and shown).
 */
const cookies: Record<"superAdmin" | "plan", string | null> = { superAdmin: null, plan: null };
const sa = (path: string, form?: Record<string, string>) => req(path, { cookie: cookies.superAdmin, form });

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

const ordersOfPlan = (planId: number) =>
  all<{ id: number; amount_paise: number; base_paise: number; plan_name: string; plan_description: string; plan_type: string; plan_users: number }>(
    "select id, amount_paise, base_paise, plan_name, plan_description, plan_type, plan_users from orders where plan_id = ? order by id",
    planId,
  );

describe("Edit Plan (issue 21 item 9)", () => {
  test("staff edit a plan's name, price and description: the plan changes, the orders already placed keep what was bought (D1), new orders get the new plan", async () => {
    const before = await ordersOfPlan(4);
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]).toMatchObject({ plan_name: "Yearly", plan_type: "YEARLY", plan_users: 1, base_paise: 1_200_000 });
    const res = await sa("/admin/plans?edit=4", { intent: "edit", id: "4", name: "Yearly Plus", costRupees: "15000", description: "One calendar year\nEverything in Monthly\nCitators" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("notice=updated");
    expect(await (await sa(res.headers.get("location")!)).text()).toContain(html(m.planUpdated));
    expect(await one("select name, cost_rupees, description, parallel_users, type from plans where id = 4")).toEqual({
      name: "Yearly Plus",
      cost_rupees: 15000,
      description: "One calendar year#Everything in Monthly#Citators",
      parallel_users: 1,
      type: "YEARLY",
    });
    // Orders already placed: unchanged, row for row.
    expect(await ordersOfPlan(4)).toEqual(before);
    // The subscriber still holds "Yearly" (their running plan), in their account and the orders list.
    const account = await (await req("/dashboard", { cookie: cookies.plan })).text();
    expect(account).toContain("Yearly");
    expect(account).not.toContain("Yearly Plus");
    // /purchase offers the new name and price at once.
    const purchase = await (await req("/purchase")).text();
    expect(purchase).toContain("Yearly Plus");
    expect(purchase).toContain("15,000");
    // A new order is made at the new price, with the new name copied onto it.
    const client = (await one<{ id: number }>("select id from users where email = 'noplan@sar.example.com'"))!.id;
    const placed = await sa(`/admin/clients?order=${client}`, { intent: "order", clientId: String(client), planId: "4", endDate: "" });
    expect(placed.headers.get("location")).toContain("notice=ordered");
    const added = (await ordersOfPlan(4)).at(-1)!;
    expect(added).toMatchObject({ plan_name: "Yearly Plus", base_paise: 1_500_000, amount_paise: 1_770_000 });
  });

  test("an edit refused (no name, price 0 for a plan on sale, an unknown plan) is a 4xx with the message and changes nothing", async () => {
    const plan = await one("select * from plans where id = 3");
    const orders = await ordersOfPlan(3);
    const noName = await sa("/admin/plans?edit=3", { intent: "edit", id: "3", name: " ", costRupees: "10", description: "x" });
    expect(noName.status).toBe(400);
    expect(await noName.text()).toContain(html(m.planNameRequired));
    const free = await sa("/admin/plans?edit=3", { intent: "edit", id: "3", name: "Monthly", costRupees: "0", description: "x" });
    expect(free.status).toBe(400);
    expect(await free.text()).toContain(html(m.planCost));
    expect((await sa("/admin/plans", { intent: "edit", id: "99999", name: "Ghost", costRupees: "10", description: "x" })).status).toBe(404);
    expect(await one("select * from plans where id = 3")).toEqual(plan);
    expect(await ordersOfPlan(3)).toEqual(orders);
  });
});

describe("staff grants: the CUSTOM end date is bounded and grants are not earnings (issue 21 item 9)", () => {
  const place = (clientId: number, form: Record<string, string>) => sa(`/admin/clients?order=${clientId}`, { intent: "order", clientId: String(clientId), ...form });

  test("an end date past 5 years from today (31/12/9999) is refused with a message and no order row; the last day allowed is taken", async () => {
    const { id: customId } = (await one<{ id: number }>("select id from plans where type = 'CUSTOM' order by id limit 1"))!;
    const client = (await one<{ id: number }>("select id from users where email = 'noplan@sar.example.com'"))!.id;
    const before = (await one<{ n: number }>("select count(*) n from orders"))!.n;
    for (const endDate of ["31/12/9999", "9999-12-31"]) {
      const res = await place(client, { planId: String(customId), endDate });
      expect(res.status, endDate).toBe(400);
      expect(await res.text()).toContain("The end date can be at most 5 years from today");
    }
    expect((await one<{ n: number }>("select count(*) n from orders"))!.n).toBe(before);
    // The form offers a date picker bounded by today and the last day allowed.
    const dialog = await (await sa(`/admin/clients?order=${client}`)).text();
    const input = /<input[^>]*type="date"[^>]*>/.exec(dialog)?.[0] ?? "";
    expect(input).toMatch(/min="\d{4}-\d{2}-\d{2}"/);
    const max = /max="(\d{4}-\d{2}-\d{2})"/.exec(input)?.[1];
    expect(max).toBeDefined();
    const ok = await place(client, { planId: String(customId), endDate: max! });
    expect(ok.headers.get("location")).toContain("notice=ordered");
    expect((await one<{ end: string }>("select plan_end_at end from orders where user_id = ? order by id desc limit 1", client))!.end).toBe(`${max}T18:29:59.999Z`);
  });

  test("the dashboard's earnings count money received only; staff grants are counted apart, in the orders list and the payment history too", async () => {
    const ctx = ctxAt();
    const received = async () => (await one<{ p: number }>("select coalesce(sum(amount_paise), 0) p from orders where status = 'PAID' and payment_mode <> 'ADMIN'"))!.p;
    const grants = async () => (await one<{ n: number }>("select count(*) n from orders where status = 'PAID' and payment_mode = 'ADMIN'"))!.n;
    const first = await getAdminDashboard(ctx, ROLE.SUPER_ADMIN);
    expect(first.totalOverallEarning).toBe(await received());
    expect(first.grantedOrders).toBe(await grants());
    const client = (await one<{ id: number }>("select id from users where email = 'chambers@sar.example.com'"))!.id;
    const res = await place(client, { planId: "1", endDate: "" });
    expect(res.headers.get("location")).toContain("notice=ordered");
    const after = await getAdminDashboard(ctx, ROLE.SUPER_ADMIN);
    expect(after.totalOverallEarning).toBe(first.totalOverallEarning);
    expect(after.totalEarningThisWeek).toBe(first.totalEarningThisWeek);
    expect(after.grantedOrders).toBe(first.grantedOrders + 1);
    // The orders list: the client's name, and the grant says so beside its list price.
    const list = await (await sa("/admin/orders")).text();
    const name = (await one<{ name: string }>("select name from users where id = ?", client))!.name;
    expect(list).toContain(html(`${name} (${client})`));
    expect(list).toContain(html("Granted by staff (list ₹ 116.82)"));
    const history = await (await sa(`/admin/clients?payments=${client}`)).text();
    expect(history).toContain("Granted by staff");
  });
});

describe("control characters (issue 21 item 11)", () => {
  test("a plan name typed with NUL, ESC and a right-to-left override is stored and shown on /purchase without them", async () => {
    const res = await sa("/admin/plans?dialog=add", {
      intent: "add",
      name: "Gold\u0000 \u001b[31mPlan\u202E",
      parallelUsers: "2",
      type: "MONTHLY",
      costRupees: "2500",
      description: "Line one\u0000\nLine\u202E two",
    });
    expect(res.status).toBe(302);
    const plan = (await one<{ name: string; description: string }>("select name, description from plans order by id desc limit 1"))!;
    expect(plan).toEqual({ name: "Gold [31mPlan", description: "Line one#Line two" });
    const purchase = await (await req("/purchase")).text();
    expect(purchase).toContain("Gold [31mPlan");
    expect(purchase).not.toMatch(/[\u0000\u001b\u202E]/);
  });

  test("a client's name and address lose their control characters on Edit Client (D1)", async () => {
    const client = (await one<{ id: number; state_id: number }>("select id, state_id from users where email = 'noplan@sar.example.com'"))!;
    const res = await sa("/admin/clients", { intent: "update", id: String(client.id), name: "Rohan\u0000 Bhalla\u202E", mobile: "9876500005", stateId: String(client.state_id), address: "12\tLodhi\nRoad\u001b" });
    expect(res.status).toBe(302);
    expect(await one("select name, address from users where id = ?", client.id)).toEqual({ name: "Rohan Bhalla", address: "12 Lodhi Road" });
  });
});
