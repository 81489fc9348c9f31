import { beforeAll, describe, expect, test } from "vitest";
import { activateOrder } from "../../app/services/commerce/payments.server";
import { adminMessages, businessMessages as m, messages } from "../../app/utils/copy";
import { all, ctxAt, html, loginRoles, loginUser, one, req, seed } from "./helpers";

/**
 * Issue 15 items 1–3 and their part of 6: plans (/admin/plans), orders (/admin/orders) and clients
 * (/admin/clients). The route × role matrix of every new loader and action, every rule and
 * message with what D1 holds afterwards (and nothing changed on a refusal), admin orders through
 * the one activation path (future plan, concurrent orders never overlapping), and deactivation
 * ending the client's sessions at once.
 */
type Who = "visitor" | "noPlan" | "plan" | "deo" | "admin" | "superAdmin";
const WHO: Who[] = ["visitor", "noPlan", "plan", "deo", "admin", "superAdmin"];
const cookies: Record<Who, string | null> = { visitor: null, noPlan: null, plan: null, deo: null, admin: null, superAdmin: null };

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

const LOGIN = "→/admin";
function outcome(res: Response): string | number {
  if (res.status !== 302) return res.status;
  return `→${(res.headers.get("location") ?? "").split("?")[0]}`;
}
const sa = (path: string, form?: Record<string, string>) => req(path, { cookie: cookies.superAdmin, form });
const counts = async () => ({
  plans: (await one<{ n: number }>("select count(*) n from plans"))!.n,
  orders: (await one<{ n: number }>("select count(*) n from orders"))!.n,
  users: (await one<{ n: number }>("select count(*) n from users"))!.n,
  changed: (await one<{ t: string }>("select max(modified_at) t from users"))!.t,
});

describe("route × role matrix (§2, decision 1)", () => {
  // Data that appears only when served: a seeded plan, the seeded admin order's plan, a client's e-mail.
  const pages: Record<string, { expected: (string | number)[]; marker: string }> = {
    "/admin/plans": { expected: [LOGIN, LOGIN, LOGIN, 403, 403, 200], marker: "Chambers Yearly" },
    "/admin/plans?view=7": { expected: [LOGIN, LOGIN, LOGIN, 403, 403, 200], marker: "Ten parallel users" },
    "/admin/orders": { expected: [LOGIN, LOGIN, LOGIN, 403, 200, 200], marker: "Chambers Yearly" },
    "/admin/orders?view=5": { expected: [LOGIN, LOGIN, LOGIN, 403, 200, 200], marker: "Plan Start Date" },
    "/admin/clients": { expected: [LOGIN, LOGIN, LOGIN, 403, 200, 200], marker: "noplan@sar.example.com" },
    "/admin/clients?payments=4": { expected: [LOGIN, LOGIN, LOGIN, 403, 200, 200], marker: "Payment History" },
    "/admin/clients?history=4": { expected: [LOGIN, LOGIN, LOGIN, 403, 200, 200], marker: "Total Active Duration" },
    "/admin/clients?order=5": { expected: [LOGIN, LOGIN, LOGIN, 403, 200, 200], marker: "Add Order" },
  };
  test.each(Object.keys(pages))("GET %s", async (path) => {
    for (const [i, who] of WHO.entries()) {
      const res = await req(path, { cookie: cookies[who] });
      expect(outcome(res), `${who} ${path}`).toBe(pages[path].expected[i]);
      const body = await res.text();
      if (res.status === 200) expect(body, who).toContain(html(pages[path].marker));
      else expect(body, who).not.toContain(html(pages[path].marker));
    }
  });

  // A well-formed write from each caller: only the allowed roles get past the check (and write).
  const actions: Record<string, { form: Record<string, string>; expected: (string | number)[] }> = {
    "/admin/plans": { form: { intent: "delete", id: "7" }, expected: [LOGIN, LOGIN, LOGIN, 403, 403, "→/admin/plans"] },
    "/admin/clients": { form: { intent: "status", id: "6", active: "true" }, expected: [LOGIN, LOGIN, LOGIN, 403, "→/admin/clients", "→/admin/clients"] },
  };
  test.each(Object.keys(actions))("POST %s", async (path) => {
    const before = await counts();
    for (const [i, who] of WHO.slice(0, 4).entries()) {
      expect(outcome(await req(path, { cookie: cookies[who], form: actions[path].form })), who).toBe(actions[path].expected[i]);
    }
    expect(await counts(), "refused callers changed nothing").toEqual(before);
    for (const [i, who] of WHO.slice(4).entries()) {
      expect(outcome(await req(path, { cookie: cookies[who], form: actions[path].form })), who).toBe(actions[path].expected[i + 4]);
    }
  });

  test("the Super Admin's delete in the matrix went through: the unused plan 7 is gone", async () => {
    expect(await one("select id from plans where id = 7")).toBeNull();
  });

  test("the clients screen never touches staff: deactivating the Super Admin by id is a 404 and changes nothing", async () => {
    const res = await req("/admin/clients", { cookie: cookies.admin, form: { intent: "status", id: "1", active: "false" } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(html(m.clientNotFound));
    expect((await one<{ active: number }>("select active from users where id = 1"))!.active).toBe(1);
    expect((await req("/admin/clients", { cookie: cookies.admin, form: { intent: "delete", id: "2" } })).status).toBe(404);
    expect((await one<{ deleted_at: string | null }>("select deleted_at from users where id = 2"))!.deleted_at).toBeNull();
  });
});

describe("plans (§2 Plans, §3, decisions 9, 17)", () => {
  const valid = { intent: "add", name: "Quarterly Chambers", parallelUsers: "3", type: "MONTHLY", costRupees: "3999", description: "Three parallel users\nAll courts" };

  test("Create New Plan: stored with lines joined by '#', notice, on sale on /purchase", async () => {
    const res = await sa("/admin/plans?dialog=add", valid);
    expect(outcome(res)).toBe("→/admin/plans");
    expect(res.headers.get("location")).toContain("notice=created");
    const row = await one<Record<string, unknown>>("select name, parallel_users, type, cost_rupees, description, created_by from plans where name = ?", valid.name);
    expect(row).toEqual({ name: valid.name, parallel_users: 3, type: "MONTHLY", cost_rupees: 3999, description: "Three parallel users#All courts", created_by: 1 });
    expect(await (await sa(res.headers.get("location")!)).text()).toContain(html(m.planCreated));
    expect(await (await req("/purchase", { cookie: cookies.noPlan })).text()).toContain(valid.name);
  });

  test("the table cuts descriptions after 15 characters with '..'; Plan Details shows the cost with 'Rs'", async () => {
    const list = await (await sa("/admin/plans")).text();
    expect(list).toContain("Three parallel ..");
    const id = (await one<{ id: number }>("select id from plans where name = ?", valid.name))!.id;
    const details = await (await sa(`/admin/plans?view=${id}`)).text();
    expect(details).toContain("Plan Details");
    expect(details).toContain("Rs 3999");
    expect(details).toContain("All courts");
  });

  test.each([
    [{ name: "" }, m.planNameRequired],
    [{ name: "x".repeat(61) }, m.planNameLong],
    [{ parallelUsers: "0" }, m.planUsers],
    [{ parallelUsers: "1.5" }, m.planUsers],
    [{ type: "CUSTOM" }, m.planType],
    [{ type: "TRIAL" }, m.planType],
    [{ costRupees: "99.50" }, m.planCost],
    [{ costRupees: "0" }, m.planCost],
    [{ description: "  \n " }, m.planDescriptionRequired],
    [{ description: "Has # inside" }, m.planDescriptionHash],
    [{ description: "x".repeat(101) }, m.planDescriptionLong],
  ])("refused %o: %s, a 400 and no plan", async (change, message) => {
    const before = await counts();
    const res = await sa("/admin/plans?dialog=add", { ...valid, name: `Refused ${Math.random()}`, ...change });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(html(message));
    expect(await counts()).toEqual(before);
  });

  test("delete: refused while any order uses the plan (the row stays); an unused plan goes", async () => {
    const res = await sa("/admin/plans?confirm=3", { intent: "delete", id: "3" });
    expect(res.status).toBe(409);
    const body = await res.text();
    expect(body).toContain(html(adminMessages.deleteFailed));
    expect(body).toContain(html(m.planInUse(1)));
    expect(await one("select id from plans where id = 3")).not.toBeNull();
    const id = (await one<{ id: number }>("select id from plans where name = ?", valid.name))!.id;
    const ok = await sa(`/admin/plans?confirm=${id}`, { intent: "delete", id: String(id) });
    expect(ok.headers.get("location")).toContain("notice=deleted");
    expect(await one("select id from plans where id = ?", id)).toBeNull();
  });

  test("the delete confirmation uses the spec's words", async () => {
    const body = await (await sa("/admin/plans?confirm=6")).text();
    expect(body).toContain(html(adminMessages.confirmDelete));
    expect(body).toContain(html(adminMessages.cantUndo));
  });
});

describe("clients (§2 Clients, §4, §5, decisions 5, 17)", () => {
  const valid = { intent: "add", name: "Adv. Meera Pillai", email: "Meera.Pillai@lawchambers.in", mobile: "9123456780", stateId: "32", cityId: "", address: "12 Lodhi Road", zipCode: "110003", designation: "Advocate" };
  let newId = 0;

  test("Add New Client: role 2, country 101, default state DELHI, no password, a set-password link sent", async () => {
    const form = await (await sa("/admin/clients?dialog=add")).text();
    expect(form).toMatch(/<option value="32" selected="">DELHI<\/option>/);
    const res = await sa("/admin/clients?dialog=add", valid);
    expect(res.headers.get("location")).toContain("notice=created");
    const row = await one<Record<string, unknown>>("select id, role_id, email, country_id, state_id, password_hash, active, zip_code from users where mobile = ?", valid.mobile);
    expect(row).toMatchObject({ role_id: 2, email: "meera.pillai@lawchambers.in", country_id: 101, state_id: 32, password_hash: null, active: 1, zip_code: "110003" });
    newId = row!.id as number;
    expect(await one("select id from user_tokens where user_id = ? and kind = 'set_password' and used_at is null", newId)).not.toBeNull();
    expect(await (await sa(res.headers.get("location")!)).text()).toContain(html(m.clientCreated));
  });

  test.each([
    [{ name: "" }, messages.nameRequired],
    [{ name: "n".repeat(38) }, m.clientNameLong],
    [{ email: "" }, messages.emailEmpty],
    [{ email: "no-at-sign.example.com" }, messages.invalidEmail],
    [{ email: "a@b.comma" }, messages.invalidEmail],
    [{ email: `${"e".repeat(30)}@abc.com` }, m.clientEmailLong],
    [{ mobile: "" }, messages.enterMobile],
    [{ mobile: "0123456789" }, messages.invalidMobile],
    [{ mobile: "98765" }, messages.invalidMobile],
    [{ stateId: "999" }, m.stateInvalid],
    [{ cityId: "3" }, m.cityInvalid], // Mumbai is not in DELHI
    [{ zipCode: "1100" }, m.zipCode],
    [{ email: "subscriber@sar.example.com" }, messages.emailTaken],
    [{ mobile: "9876500005" }, messages.mobileTaken],
  ])("Add refused %o: %s, a 4xx and no user", async (change, message) => {
    const before = await counts();
    const res = await sa("/admin/clients?dialog=add", { ...valid, email: `x${Date.now()}@example.com`, mobile: "9000000001", ...change });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).toContain(html(message));
    expect(await counts()).toEqual(before);
  });

  test("Edit Client: the e-mail is read-only (a posted one is ignored), name required, notice", async () => {
    const refused = await sa(`/admin/clients?edit=${newId}`, { ...valid, intent: "update", id: String(newId), name: " " });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(html(messages.nameRequired));
    const ok = await sa(`/admin/clients?edit=${newId}`, { ...valid, intent: "update", id: String(newId), name: "Adv. Meera P.", email: "taken@evil.example", cityId: "1" });
    expect(ok.headers.get("location")).toContain("notice=updated");
    expect(await one("select name, email, city_id from users where id = ?", newId)).toEqual({ name: "Adv. Meera P.", email: "meera.pillai@lawchambers.in", city_id: 1 });
    expect(await (await sa(ok.headers.get("location")!)).text()).toContain(html(m.clientUpdated));
  });

  test("search by name, id, e-mail or mobile; filter ALL / ACTIVE / IN ACTIVE; 'No Client found.'", async () => {
    for (const q of ["Meera", String(newId), "lawchambers.in", "9123456780"]) {
      const body = await (await sa(`/admin/clients?q=${encodeURIComponent(q)}`)).text();
      expect(body, q).toContain("meera.pillai@lawchambers.in");
      // An id also matches e-mails and mobiles containing its digits; a word matches only Meera.
      if (q !== String(newId)) expect(body, q).not.toContain("noplan@sar.example.com");
    }
    expect(await (await sa("/admin/clients?q=zzzz-nobody")).text()).toContain(html(m.noClients));
    expect((await sa("/admin/clients?status=MAYBE")).status).toBe(400);
    await sa("/admin/clients", { intent: "status", id: String(newId), active: "false" });
    expect(await (await sa("/admin/clients?status=INACTIVE")).text()).toContain("meera.pillai@lawchambers.in");
    expect(await (await sa("/admin/clients?status=ACTIVE")).text()).not.toContain("meera.pillai@lawchambers.in");
    await sa("/admin/clients", { intent: "status", id: String(newId), active: "true" });
    expect((await one<{ active: number }>("select active from users where id = ?", newId))!.active).toBe(1);
  });

  test("Client Profile, Client History (8 a page) and Payment History; an unknown client shows the history failure text", async () => {
    const profile = await (await sa("/admin/clients?view=4")).text();
    expect(profile).toContain("Client Profile");
    expect(profile).toContain("subscriber@sar.example.com");
    const history = await (await sa("/admin/clients?history=4")).text();
    expect((history.match(/data-label="Login Time"/g) ?? []).length).toBe(8);
    expect(await (await sa("/admin/clients?history=4&hpage=2")).text()).toMatch(/2 \/ 2/);
    const pay = await (await sa("/admin/clients?payments=4")).text();
    expect(pay).toContain("YEARLY");
    expect(pay).toContain("₹ 14,160.00");
    expect(await (await sa("/admin/clients?history=99999")).text()).toContain(html(m.historyFailed));
    expect(await (await sa("/admin/clients?payments=99999")).text()).toContain(html(m.historyFailed));
  });

  test("Deactivate ends the client's live sessions at once (D1 and their next request); Activate lets them in again", async () => {
    const cookie = cookies.noPlan;
    expect((await req("/dashboard", { cookie })).status).toBe(200);
    const res = await sa("/admin/clients", { intent: "status", id: "5", active: "false" });
    expect(res.headers.get("location")).toContain("notice=deactivated");
    expect((await one<{ active: number }>("select active from users where id = 5"))!.active).toBe(0);
    const live = await all("select id_hash from sessions where user_id = 5 and ended_at is null");
    expect(live).toEqual([]);
    expect(await one("select end_reason from sessions where user_id = 5 order by created_at desc limit 1")).toEqual({ end_reason: "revoked" });
    expect(await one<{ n: number }>("select count(*) n from login_history where user_id = 5 and logout_at is null")).toEqual({ n: 0 });
    const after = await req("/dashboard", { cookie });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toContain("expired=1");
    expect((await loginUser("noplan@sar.example.com")).cookie).toBeNull();
    await sa("/admin/clients", { intent: "status", id: "5", active: "true" });
    expect((await loginUser("noplan@sar.example.com")).cookie).toBeTruthy();
  });

  test("delete: refused (409, nothing changed) while a paid plan runs, also when the icon is bypassed; hidden icon; allowed otherwise", async () => {
    const list = await (await sa("/admin/clients?q=subscriber%40sar")).text();
    expect(list).not.toContain('aria-label="Delete client 4"');
    const res = await sa("/admin/clients?confirm=4", { intent: "delete", id: "4" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(html(m.clientHasPlan));
    expect((await one<{ deleted_at: string | null }>("select deleted_at from users where id = 4"))!.deleted_at).toBeNull();
    const ok = await sa(`/admin/clients?confirm=${newId}`, { intent: "delete", id: String(newId) });
    expect(ok.headers.get("location")).toContain("notice=deleted");
    expect((await one<{ deleted_at: string | null }>("select deleted_at from users where id = ?", newId))!.deleted_at).not.toBeNull();
    expect(await (await sa("/admin/clients?q=lawchambers")).text()).toContain(html(m.noClients));
  });
});

describe("orders (§2 Orders, §5 Add Order, decisions 10, 11)", () => {
  const place = (clientId: number | string, form: Record<string, string>) => sa(`/admin/clients?order=${clientId}`, { intent: "order", clientId: String(clientId), ...form });
  const paid = (userId: number) =>
    all<{ id: number; plan_start_at: string; plan_end_at: string; status: string; payment_mode: string; amount_paise: number; provider_payment_id: string }>(
      "select id, plan_start_at, plan_end_at, status, payment_mode, amount_paise, provider_payment_id from orders where user_id = ? and status = 'PAID' order by plan_start_at",
      userId,
    );

  test("'Please select plan.' without a plan: a 400 and no order", async () => {
    const before = await counts();
    const res = await place(5, { planId: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(html(m.selectPlan));
    expect((await place(5, { planId: "424242" })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  test("an order for a client with an active plan becomes a future plan, PAID, mode ADMIN, through the one activation", async () => {
    const [current] = await paid(4).then((rows) => rows.filter((r) => r.plan_end_at > new Date().toISOString()));
    const res = await place(4, { planId: "3" });
    expect(res.headers.get("location")).toContain("notice=ordered");
    expect(await (await sa(res.headers.get("location")!)).text()).toContain(html(m.orderPlaced));
    const rows = await paid(4);
    const added = rows.at(-1)!;
    expect(added).toMatchObject({ status: "PAID", payment_mode: "ADMIN", amount_paise: 176882, plan_start_at: current.plan_end_at, provider_payment_id: `admin_${added.id}` });
    expect(await one("select source, amount_paise, refund_review from payments where order_id = ?", added.id)).toEqual({ source: "admin", amount_paise: 176882, refund_review: 0 });
  });

  test("two concurrent Add Order submissions for one client: two orders, consecutive periods that never overlap", async () => {
    const before = (await one<{ n: number }>("select count(*) n from orders where user_id = 5"))!.n;
    const results = await Promise.all([place(5, { planId: "2" }), place(5, { planId: "2" }), place(5, { planId: "1" })]);
    for (const r of results) expect(r.headers.get("location")).toContain("notice=ordered");
    const rows = await paid(5);
    expect(rows.length).toBe(before + 3);
    for (let i = 1; i < rows.length; i++) expect(rows[i].plan_start_at >= rows[i - 1].plan_end_at, JSON.stringify(rows)).toBe(true);
  });

  test("CUSTOM (the spec's plan id 7): end date dd/MM/yyyy, not earlier than today, not before the client's paid plans end", async () => {
    // Plan 7 went in the matrix test: a CUSTOM plan of our own.
    const { id: customId } = (await one<{ id: number }>(
      "insert into plans (name, parallel_users, type, cost_rupees, description) values ('Institutional', 5, 'CUSTOM', 1000, 'Agreed period') returning id",
    ))!;
    const client = (await one<{ id: number }>("select id from users where email = 'chambers@sar.example.com'"))!.id;
    const before = await counts();
    for (const [endDate, message, status] of [
      ["31-12-2030", m.endDateFormat, 400],
      ["31/02/2030", m.endDateFormat, 400],
      ["01/01/2020", m.endDatePast, 400],
    ] as const) {
      const res = await place(client, { planId: String(customId), endDate });
      expect(res.status, endDate).toBe(status);
      expect(await res.text()).toContain(html(message));
    }
    // The chambers' yearly plan runs for about 355 more days: an end date within it is refused.
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const refused = await place(client, { planId: String(customId), endDate: `${soon.slice(8, 10)}/${soon.slice(5, 7)}/${soon.slice(0, 4)}` });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Please choose a later end date.");
    expect(await counts()).toEqual(before);
    const ok = await place(client, { planId: String(customId), endDate: "31/12/2030" });
    expect(ok.headers.get("location")).toContain("notice=ordered");
    const added = (await paid(client)).at(-1)!;
    expect(added.plan_end_at).toBe("2030-12-31T18:29:59.999Z");
  });

  test("the Orders list: 8 a page, amounts in rupees from paise, Order Details with plan start and end dates", async () => {
    const body = await (await sa("/admin/orders")).text();
    expect((body.match(/data-label="Order Id"/g) ?? []).length).toBe(8);
    expect(body).toContain("₹ 1,768.82");
    const id = (await one<{ id: number }>("select max(id) id from orders"))!.id;
    const details = await (await sa(`/admin/orders?view=${id}`)).text();
    expect(details).toContain("Order Details");
    expect(details).toContain("Plan End Date");
    expect(details).toContain("31-12-2030");
    expect((await sa("/admin/orders?page=0")).status).toBe(400);
  });

  test("a CUSTOM order whose chosen end falls inside a period activated meanwhile gets an empty period, never a negative one", async () => {
    // As if two Add Orders passed their checks at once: the later-ending one activated first.
    const { id: planId } = (await one<{ id: number }>("insert into plans (name, parallel_users, type, cost_rupees, description) values ('Race', 1, 'CUSTOM', 10, 'x') returning id"))!;
    const userId = (await one<{ id: number }>("select id from users where email = 'noplan@sar.example.com'"))!.id;
    const lastEnd = (await one<{ e: string }>("select max(plan_end_at) e from orders where user_id = ? and status = 'PAID'", userId))!.e;
    const far = new Date(Date.parse(lastEnd) + 400 * 86_400_000).toISOString();
    const near = new Date(Date.parse(lastEnd) + 100 * 86_400_000).toISOString();
    const ids: number[] = [];
    for (const end of [far, near]) {
      const row = await one<{ id: number }>(
        "insert into orders (user_id, plan_id, status, payment_mode, base_paise, gst_paise, amount_paise, custom_end_at) values (?, ?, 'CREATED', 'ADMIN', 1000, 180, 1180, ?) returning id",
        userId, planId, end,
      );
      ids.push(row!.id);
    }
    for (const id of ids) expect(await activateOrder(ctxAt(), { orderId: id, paymentId: `admin_${id}`, amountPaise: 1180, source: "admin" })).toMatchObject({ ok: true, activated: true });
    const second = await one<{ s: string; e: string }>("select plan_start_at s, plan_end_at e from orders where id = ?", ids[1]);
    expect(second!.s).toBe(far);
    expect(second!.e >= second!.s, JSON.stringify(second)).toBe(true);
  });
});
