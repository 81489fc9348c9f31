import { beforeAll, expect, test } from "vitest";
import { businessMessages as m } from "../../app/utils/copy";
import { all, html, loginRoles, one, req, seed } from "./helpers";

/**
 * Issue 21 item 10: every id a back-office screen opens is checked against the kind and role it
 * must be. An Admin read a Super Admin's login history through /admin/clients(.data)?history=<staff id>.
 */
const cookies: Record<"admin" | "superAdmin", string | null> = { admin: null, superAdmin: null };

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

const superAdminId = async () => (await one<{ id: number }>("select id from users where email = 'superadmin@sar.example.com'"))!.id;

test("the login history of a staff id through the clients screen is a 404, in HTML and in the .data request, and shows none of it", async () => {
  const staffId = await superAdminId();
  // D1 holds login history for the Super Admin (the logins of this test's setup at least).
  const rows = await all<{ login_at: string }>("select login_at from login_history where user_id = ?", staffId);
  expect(rows.length).toBeGreaterThan(0);
  for (const path of [`/admin/clients?history=${staffId}`, `/admin/clients.data?history=${staffId}`, `/admin/clients.data?payments=${staffId}`]) {
    const res = await req(path, { cookie: cookies.admin });
    expect(res.status, path).toBe(404);
    const body = await res.text();
    expect(body, path).not.toContain("superadmin@sar.example.com");
    expect(body, path).not.toContain(rows[0].login_at);
    expect(body, path).not.toContain("loginTimestamp");
  }
  const page = await (await req(`/admin/clients?history=${staffId}`, { cookie: cookies.admin })).text();
  expect(page).toContain(html(m.historyFailed));
  // Every other dialog of the clients screen refuses a staff id the same way.
  for (const dialog of ["view", "edit", "order", "confirm"]) {
    expect((await req(`/admin/clients?${dialog}=${staffId}`, { cookie: cookies.admin })).status, dialog).toBe(404);
  }
  // A client's own history still opens.
  const client = (await one<{ id: number }>("select id from users where email = 'subscriber@sar.example.com'"))!.id;
  expect((await req(`/admin/clients.data?history=${client}`, { cookie: cookies.admin })).status).toBe(200);
});

test("the staff screen refuses a client's id with a 404", async () => {
  const client = (await one<{ id: number }>("select id from users where email = 'subscriber@sar.example.com'"))!.id;
  for (const dialog of ["view", "edit"]) {
    const res = await req(`/admin/staff?${dialog}=${client}`, { cookie: cookies.superAdmin });
    expect(res.status, dialog).toBe(404);
    expect(await res.text()).not.toContain("subscriber@sar.example.com\"");
  }
});

test("Client Edit shows the client's e-mail, read-only, and an update never changes it (D1)", async () => {
  const client = (await one<{ id: number; email: string }>("select id, email from users where email = 'noplan@sar.example.com'"))!;
  const page = await (await req(`/admin/clients?edit=${client.id}`, { cookie: cookies.admin })).text();
  const dialog = page.slice(page.indexOf("Edit Client"));
  expect(dialog).toMatch(new RegExp(`<input[^>]*value="${client.email.replace(/\./g, "\\.")}"[^>]*readOnly|<input[^>]*readOnly[^>]*value="${client.email.replace(/\./g, "\\.")}"`, "i"));
  const state = (await one<{ state_id: number }>("select state_id from users where id = ?", client.id))!.state_id;
  const res = await req("/admin/clients", {
    cookie: cookies.admin,
    form: { intent: "update", id: String(client.id), name: "Rohit Sharma", email: "taken.over@example.com", mobile: "9876500005", stateId: String(state) },
  });
  expect(res.status).toBe(302);
  expect(await one("select name, email from users where id = ?", client.id)).toEqual({ name: "Rohit Sharma", email: client.email });
});
