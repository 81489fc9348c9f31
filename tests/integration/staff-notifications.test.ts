import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { addStaff, deleteStaff, setStaffActive, updateStaff } from "../../app/services/staff/staff.server";
import { notificationMessages, staffMessages } from "../../app/utils/copy";
import type { JobMessage } from "../../app/utils/env.server";
import jobs from "../../workers/jobs";
import { all, ctxAt, eventually, html, loginRoles, loginStaff, loginUser, one, req, seed } from "./helpers";

/**
 * Issue 15 items 4–6 (staff users, notifications, their routes): every rule and message, each
 * checked against what D1 holds afterwards; a refused request changes nothing.
 */
type Who = "visitor" | "noPlan" | "plan" | "deo" | "admin" | "superAdmin";
const WHO: Who[] = ["visitor", "noPlan", "plan", "deo", "admin", "superAdmin"];
const cookies: Record<Who, string | null> = { visitor: null, noPlan: null, plan: null, deo: null, admin: null, superAdmin: null };
const SUPER_ADMIN_ID = 1;
const ADMIN_ID = 2;

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

const sa = (path: string, form?: Record<string, string>) => req(path, { cookie: cookies.superAdmin, form });

/** The whole users table, to show a refused request changed nothing. */
const usersSnapshot = () => all("select * from users order by id");

const newStaff = (over: Record<string, string> = {}) => ({
  intent: "add",
  name: "Asha Verma",
  email: "asha.verma@sar.example.com",
  mobile: "9811100001",
  roleId: "4",
  designation: "Copy Editor 2",
  address: "SAR House, Daryaganj",
  zipCode: "110002",
  stateId: "32",
  ...over,
});

function outcome(res: Response): string | number {
  if (res.status !== 302) return res.status;
  const to = res.headers.get("location") ?? "";
  if (to.startsWith("/?modal=login")) return "→login";
  return `→${to.split("?")[0]}`;
}

describe("the route × role matrix of the new pages and actions", () => {
  const L = "→login";
  const A = "→/admin";
  const cases: [string, "GET" | "POST", (string | number)[]][] = [
    //                                       visitor noPlan plan deo  admin superAdmin
    ["/admin/staff", "GET", [A, A, A, 403, 403, 200]],
    ["/admin/staff", "POST", [A, A, A, 403, 403, 400]],
    ["/admin/notification", "GET", [A, A, A, 403, 403, 200]],
    ["/admin/notification", "POST", [A, A, A, 403, 403, 400]],
    ["/notifications", "GET", [L, 200, 200, L, L, L]],
    ["/notifications", "POST", [L, 400, 400, L, L, L]],
  ];
  test.each(cases)("%s %s", async (path, method, expected) => {
    const got: (string | number)[] = [];
    for (const w of WHO) got.push(outcome(await req(path, { cookie: cookies[w], ...(method === "POST" ? { form: { probe: "1" } } : {}) })));
    expect(Object.fromEntries(WHO.map((w, i) => [w, got[i]]))).toEqual(Object.fromEntries(WHO.map((w, i) => [w, expected[i]])));
  });

  test("a refused caller changes nothing: an Admin's and a Data Entry Operator's add-staff and send are 403", async () => {
    const before = await usersSnapshot();
    const notes = await one<{ n: number }>("select count(*) n from notifications");
    for (const w of ["admin", "deo", "plan"] as const) {
      const add = await req("/admin/staff", { cookie: cookies[w], form: newStaff({ email: `x-${w}@sar.example.com`, mobile: "9811100099" }) });
      expect(outcome(add)).toBe(w === "plan" ? "→/admin" : 403);
      const send = await req("/admin/notification", { cookie: cookies[w], form: { type: "2", title: "t", body: "b" } });
      expect(outcome(send)).toBe(w === "plan" ? "→/admin" : 403);
    }
    expect(await usersSnapshot()).toEqual(before);
    expect(await one("select count(*) n from notifications")).toEqual(notes);
  });
});

describe("Staff Users (/admin/staff)", () => {
  test("the list: heading, search box, role filter (ALL 0, DATA OPERATOR 4, ADMIN 1, SUPER ADMIN 3), the staff and not the clients", async () => {
    const page = await (await sa("/admin/staff")).text();
    expect(page).toContain("Staff Users");
    expect(page).toContain(staffMessages.search);
    expect(page).toMatch(/<option value="0"[^>]*>ALL<\/option><option value="4"[^>]*>DATA OPERATOR<\/option><option value="1"[^>]*>ADMIN<\/option><option value="3"[^>]*>SUPER ADMIN<\/option>/);
    for (const email of ["superadmin@sar.example.com", "admin@sar.example.com", "dataentry@sar.example.com"]) expect(page).toContain(email);
    expect(page).not.toContain("subscriber@sar.example.com");
    const admins = await (await sa("/admin/staff?role=1")).text();
    expect(admins).toContain("admin@sar.example.com");
    expect(admins).not.toContain("dataentry@sar.example.com");
    expect(await (await sa("/admin/staff?q=3")).text()).toContain("dataentry@sar.example.com");
    expect(await (await sa("/admin/staff?q=Manoj")).text()).toContain("dataentry@sar.example.com");
    expect(await (await sa("/admin/staff?q=nobody-is-called-this")).text()).toContain(staffMessages.empty);
  });

  test("Add New Staff defaults to DATA OPERATOR and DELHI", async () => {
    const page = await (await sa("/admin/staff?dialog=add")).text();
    expect(page).toContain("Add New Staff");
    expect(page).toMatch(/<option value="4" selected="">DATA OPERATOR<\/option>/);
    expect(page).toMatch(/<option value="32" selected="">DELHI<\/option>/);
  });

  test("adding a Data Entry Operator stores them without a password and e-mails a set-password link for /admin/reset", async () => {
    const res = await sa("/admin/staff?dialog=add", newStaff());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/staff?notice=created");
    expect(await (await sa("/admin/staff?notice=created")).text()).toContain(staffMessages.created);
    const row = await one("select role_id, name, mobile, designation, address, zip_code, state_id, country_id, active, password_hash, created_by from users where email = 'asha.verma@sar.example.com'");
    expect(row).toEqual({
      role_id: 4, name: "Asha Verma", mobile: "9811100001", designation: "Copy Editor 2", address: "SAR House, Daryaganj",
      zip_code: "110002", state_id: 32, country_id: 101, active: 1, password_hash: null, created_by: SUPER_ADMIN_ID,
    });
    expect(await one("select kind from user_tokens where email = 'asha.verma@sar.example.com'")).toEqual({ kind: "set_password" });
    const mail = await eventually(() => one<{ body: string }>("select body from outbox where \"to\" = 'asha.verma@sar.example.com'"));
    expect(mail.body).toMatch(/\/admin\/reset\?token=/);
  });

  const rules: [string, Record<string, string>, string][] = [
    ["no name", { name: "" }, staffMessages.nameRequired],
    ["a name over 37 characters", { name: "N".repeat(38) }, staffMessages.nameLong],
    ["an e-mail over 37 characters", { email: `${"e".repeat(30)}@sar.example.com` }, staffMessages.emailLong],
    ["a malformed e-mail", { email: "asha@sar" }, "invalid email"],
    ["a mobile starting with 0", { mobile: "0811100002" }, staffMessages.invalidMobile],
    ["a mobile of 9 digits", { mobile: "981110000" }, staffMessages.invalidMobile],
    ["a pincode of 5 digits", { zipCode: "11000" }, staffMessages.pincode],
    ["a pincode with a letter", { zipCode: "11000A" }, staffMessages.pincode],
    ["a designation with punctuation", { designation: "Editor-in-chief!" }, staffMessages.designation],
    ["no address", { address: "" }, staffMessages.addressRequired],
    ["an unknown staff category", { roleId: "2" }, staffMessages.roleRequired],
    ["a state outside India's list", { stateId: "9999" }, staffMessages.stateRequired],
    ["an e-mail already used by a client", { email: "subscriber@sar.example.com" }, staffMessages.emailTaken],
    ["a mobile already used", { mobile: "9810000002" }, staffMessages.mobileTaken],
  ];
  test.each(rules)("adding staff with %s is refused with its message and nothing is stored", async (_what, over, message) => {
    const before = await usersSnapshot();
    const res = await sa("/admin/staff?dialog=add", newStaff({ email: "new.one@sar.example.com", mobile: "9811100077", ...over }));
    expect([400, 409]).toContain(res.status);
    expect(await res.text()).toContain(html(message));
    expect(await usersSnapshot()).toEqual(before);
  });

  test("Edit Staff updates the profile and never the e-mail (read-only); the profile dialog shows it", async () => {
    const id = (await one<{ id: number }>("select id from users where email = 'dataentry@sar.example.com'"))!.id;
    const res = await sa(`/admin/staff?edit=${id}`, { ...newStaff({ intent: "edit", name: "Manoj K Rawat", mobile: "9810000003", designation: "Senior Editor" }), id: String(id), email: "changed@sar.example.com" });
    expect(res.headers.get("location")).toBe("/admin/staff?notice=updated");
    expect(await (await sa("/admin/staff?notice=updated")).text()).toContain(staffMessages.updated);
    expect(await one("select name, email, designation, role_id, modified_by from users where id = ?", id)).toEqual({
      name: "Manoj K Rawat", email: "dataentry@sar.example.com", designation: "Senior Editor", role_id: 4, modified_by: SUPER_ADMIN_ID,
    });
    const profile = await (await sa(`/admin/staff?view=${id}`)).text();
    expect(profile).toContain("Staff Profile");
    for (const t of ["Senior Editor", "DATA OPERATOR", "Manoj K Rawat", "Active"]) expect(profile).toContain(t);
  });

  test("B78: the staff form's City offers the chosen state's cities; a city is stored and shown, one of another state refused, 'Select' clears it", async () => {
    const form = await (await sa("/admin/staff?dialog=add")).text();
    expect(form).toMatch(/<select[^>]*name="cityId"[^>]*><option value="">Select<\/option><option value="2">Delhi<\/option><option value="1">New Delhi<\/option><\/select>/);
    const id = (await one<{ id: number }>("select id from users where email = 'dataentry@sar.example.com'"))!.id;
    const edit = (cityId: string) => sa(`/admin/staff?edit=${id}`, { ...newStaff({ intent: "edit", name: "Manoj K Rawat", mobile: "9810000003", designation: "Senior Editor", cityId }), id: String(id) });
    expect((await edit("1")).status).toBe(302);
    expect(await one("select city_id from users where id = ?", id)).toEqual({ city_id: 1 });
    expect(await (await sa(`/admin/staff?view=${id}`)).text()).toContain("SAR House, Daryaganj, New Delhi, DELHI, 110002");
    expect(await (await sa(`/admin/staff?edit=${id}`)).text()).toMatch(/<option value="1" selected="">New Delhi<\/option>/);
    const mumbai = await edit("3"); // Mumbai is Maharashtra's
    expect(mumbai.status).toBe(400);
    expect(await one("select city_id from users where id = ?", id)).toEqual({ city_id: 1 });
    expect((await edit("")).status).toBe(302);
    expect(await one("select city_id from users where id = ?", id)).toEqual({ city_id: null });
  });

  test("nobody deactivates, demotes or deletes themselves", async () => {
    const before = await usersSnapshot();
    const off = await sa("/admin/staff", { intent: "toggle", id: String(SUPER_ADMIN_ID), active: "0" });
    expect(off.status).toBe(400);
    expect(await off.text()).toContain(html(staffMessages.notYourself));
    const del = await sa("/admin/staff", { intent: "delete", id: String(SUPER_ADMIN_ID) });
    expect(await del.text()).toContain(html(staffMessages.notYourself));
    const demote = await sa(`/admin/staff?edit=${SUPER_ADMIN_ID}`, { ...newStaff({ intent: "edit", name: "Sunil Khanna", mobile: "9810000001", roleId: "1" }), id: String(SUPER_ADMIN_ID) });
    expect(demote.status).toBe(400);
    expect(await demote.text()).toContain(html(staffMessages.notYourOwnRole));
    expect(await usersSnapshot()).toEqual(before);
  });

  test("deactivating a staff member ends their open session at once; activating lets them back", async () => {
    const deo = await loginStaff("dataentry@sar.example.com");
    expect((await req("/admin/dashboard", { cookie: deo.cookie })).status).toBe(200);
    const id = (await one<{ id: number }>("select id from users where email = 'dataentry@sar.example.com'"))!.id;
    const res = await sa("/admin/staff", { intent: "toggle", id: String(id), active: "0" });
    expect(res.headers.get("location")).toBe("/admin/staff?notice=deactivated");
    expect(await one("select active from users where id = ?", id)).toEqual({ active: 0 });
    expect(await one("select count(*) n from sessions where user_id = ? and ended_at is null", id)).toEqual({ n: 0 });
    expect(await one("select end_reason from sessions where user_id = ? order by created_at desc limit 1", id)).toEqual({ end_reason: "revoked" });
    const after = await req("/admin/dashboard", { cookie: deo.cookie });
    expect(after.headers.get("location")).toBe("/admin?expired=1");
    expect((await loginStaff("dataentry@sar.example.com")).cookie).toBeNull();

    expect((await sa("/admin/staff", { intent: "toggle", id: String(id), active: "1" })).headers.get("location")).toBe("/admin/staff?notice=activated");
    expect(await one("select active from users where id = ?", id)).toEqual({ active: 1 });
    expect((await loginStaff("dataentry@sar.example.com")).cookie).toBeTruthy();
  }, 20_000);

  test("deleting a staff member is a soft delete that ends their sessions and hides them", async () => {
    await sa("/admin/staff?dialog=add", newStaff({ email: "temp.staff@sar.example.com", mobile: "9811100055" }));
    const id = (await one<{ id: number }>("select id from users where email = 'temp.staff@sar.example.com'"))!.id;
    await env.DB.prepare("insert into sessions (id_hash, user_id, kind, created_at, last_seen_at, expires_at) values ('h-temp', ?, 'admin', ?2, ?2, ?3)")
      .bind(id, new Date().toISOString(), new Date(Date.now() + 3600_000).toISOString())
      .run();
    const confirm = await (await sa(`/admin/staff?confirm=${id}`)).text();
    expect(confirm).toContain(html("Are you sure you want to delete this profile ?"));
    const res = await sa(`/admin/staff?confirm=${id}`, { intent: "delete", id: String(id) });
    expect(res.headers.get("location")).toBe("/admin/staff?notice=deleted");
    expect(await (await sa("/admin/staff?notice=deleted")).text()).toContain("Successfully Deleted");
    expect(await one("select deleted_at is not null gone from users where id = ?", id)).toEqual({ gone: 1 });
    expect(await one("select end_reason from sessions where id_hash = 'h-temp'")).toEqual({ end_reason: "revoked" });
    expect(await (await sa("/admin/staff")).text()).not.toContain("temp.staff@sar.example.com");
  });

  test("the last active Super Admin is never deactivated, demoted or deleted (the check is inside the write)", async () => {
    const ctx = ctxAt();
    const added = await addStaff(ctx, { userId: SUPER_ADMIN_ID, roleId: 3 }, { name: "Second Super", email: "super2@sar.example.com", mobile: "9811100003", roleId: 3, designation: "Director", address: "Delhi", zipCode: "110001", stateId: 32 });
    expect(added.ok).toBe(true);
    const second = (added as { id: number }).id;
    // Super Admin 1 is switched off meanwhile (say by the second one): the second is now the last.
    await env.DB.prepare("update users set active = 0 where id = ?").bind(SUPER_ADMIN_ID).run();
    const stale = { userId: SUPER_ADMIN_ID, roleId: 3 };
    const before = await usersSnapshot();
    expect(await setStaffActive(ctx, stale, second, false)).toMatchObject({ ok: false, status: 409, message: staffMessages.lastSuperAdmin });
    expect(await deleteStaff(ctx, stale, second)).toMatchObject({ ok: false, status: 409, message: staffMessages.lastSuperAdmin });
    expect(await updateStaff(ctx, stale, { id: second, name: "Second Super", mobile: "9811100003", roleId: 1, designation: "Director", address: "Delhi", zipCode: "110001", stateId: 32 })).toMatchObject({
      ok: false,
      message: staffMessages.lastSuperAdmin,
    });
    expect(await usersSnapshot()).toEqual(before);
    // With another active Super Admin the same change goes through.
    await env.DB.prepare("update users set active = 1 where id = ?").bind(SUPER_ADMIN_ID).run();
    expect(await setStaffActive(ctx, { userId: SUPER_ADMIN_ID, roleId: 3 }, second, false)).toEqual({ ok: true, id: second });
    expect(await one("select active from users where id = ?", second)).toEqual({ active: 0 });
  });

  test("two Super Admins switching each other off at the same moment leave one active Super Admin", async () => {
    await env.DB.prepare("update users set active = 1 where email = 'super2@sar.example.com'").run();
    const second = (await one<{ id: number }>("select id from users where email = 'super2@sar.example.com'"))!.id;
    const ctx = ctxAt();
    const results = await Promise.all([
      setStaffActive(ctx, { userId: SUPER_ADMIN_ID, roleId: 3 }, second, false),
      setStaffActive(ctx, { userId: second, roleId: 3 }, SUPER_ADMIN_ID, false),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await one("select count(*) n from users where role_id = 3 and active = 1 and deleted_at is null")).toEqual({ n: 1 });
    await env.DB.prepare("update users set active = 1 where id = ?").bind(SUPER_ADMIN_ID).run();
    await env.DB.prepare("update users set active = 0 where id = ?").bind(second).run();
    // Super Admin 1 may have been the one switched off (its sessions ended): log in again.
    cookies.superAdmin = (await loginStaff("superadmin@sar.example.com")).cookie;
  });

  test("an Admin can never create, change or remove a Super Admin", async () => {
    const ctx = ctxAt();
    const admin = { userId: ADMIN_ID, roleId: 1 };
    const deo = (await one<{ id: number }>("select id from users where email = 'dataentry@sar.example.com'"))!.id;
    const fields = { name: "X", mobile: "9811100004", designation: "Clerk", address: "Delhi", zipCode: "110001", stateId: 32 };
    const before = await usersSnapshot();
    const refusals = [
      await addStaff(ctx, admin, { ...fields, email: "x.super@sar.example.com", roleId: 3 }),
      await updateStaff(ctx, admin, { ...fields, id: SUPER_ADMIN_ID, mobile: "9810000001", roleId: 3 }),
      await updateStaff(ctx, admin, { ...fields, id: deo, mobile: "9810000003", roleId: 3 }),
      await setStaffActive(ctx, admin, SUPER_ADMIN_ID, false),
      await deleteStaff(ctx, admin, SUPER_ADMIN_ID),
    ];
    for (const r of refusals) expect(r).toMatchObject({ ok: false, status: 403, message: staffMessages.superAdminOnly });
    expect(await usersSnapshot()).toEqual(before);
  });

  test("a client or an unknown id is not a staff member: the toggle answers the not-found notice and changes nothing", async () => {
    const before = await usersSnapshot();
    const res = await sa("/admin/staff", { intent: "toggle", id: "4", active: "0" });
    expect(res.status).toBe(404);
    expect((await sa("/admin/staff", { intent: "toggle", id: "abc", active: "0" })).status).toBe(400);
    expect(await usersSnapshot()).toEqual(before);
  });
});

describe("Send Notification (/admin/notification)", () => {
  const countNotes = async () => (await one<{ n: number }>("select count(*) n from notifications"))!.n;
  const send = (form: Record<string, string>) => sa("/admin/notification", form);

  test("the form: the three types, DocId and the 'name (email)' select whose value is the e-mail", async () => {
    const page = await (await sa("/admin/notification")).text();
    expect(page).toContain("Send Notification");
    expect(page).toMatch(/<option value="1"[^>]*>Post Case Notification<\/option><option value="2"[^>]*>General Notification<\/option><option value="3"[^>]*>User Specific Notification<\/option>/);
    expect(page).toContain('<option value="subscriber@sar.example.com">Adv. Kavita Menon (subscriber@sar.example.com)</option>');
    expect(page).not.toContain("superadmin@sar.example.com)");
  });

  const live = async () => (await one<{ doc_id: number }>("select doc_id from cases where live = 1 and deleted_at is null order by doc_id limit 1"))!.doc_id;
  const unpublished = async () => (await one<{ doc_id: number }>("select doc_id from cases where live = 0 and deleted_at is null order by doc_id limit 1"))!.doc_id;

  test("refusals, each with its message and no notification stored", async () => {
    const before = await countNotes();
    const cases: [Record<string, string>, string, string][] = [
      [{ type: "1", title: "T", body: "B" }, "docId", notificationMessages.docIdRequired],
      [{ type: "1", title: "T", body: "B", docId: "12a" }, "docId", notificationMessages.docIdFormat],
      [{ type: "1", title: "T", body: "B", docId: "1234567890" }, "docId", notificationMessages.docIdFormat],
      [{ type: "1", title: "T", body: "B", docId: String(await unpublished()) }, "docId", notificationMessages.docIdNotLive],
      [{ type: "1", title: "T", body: "B", docId: "999999" }, "docId", notificationMessages.docIdNotLive],
      [{ type: "3", title: "T", body: "B" }, "userEmail", notificationMessages.userRequired],
      [{ type: "3", title: "T", body: "B", userEmail: "superadmin@sar.example.com" }, "userEmail", notificationMessages.userUnknown],
      [{ type: "2", title: "", body: "B" }, "title", notificationMessages.titleRequired],
      [{ type: "2", title: "T", body: "" }, "body", notificationMessages.bodyRequired],
      [{ type: "2", title: "T".repeat(151), body: "B" }, "title", notificationMessages.titleLong],
      [{ type: "9", title: "T", body: "B" }, "type", notificationMessages.failed],
    ];
    for (const [form, , message] of cases) {
      const res = await send(form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await res.text()).toContain(html(message));
    }
    expect(await countNotes()).toBe(before);
  });

  const activeClients = async () => (await all<{ id: number }>("select id from users where role_id = 2 and active = 1 and deleted_at is null order by id")).map((r) => r.id);
  const recipients = async (id: number) => (await all<{ user_id: number }>("select user_id from notification_deliveries where notification_id = ? order by user_id", id)).map((r) => r.user_id);
  const lastNote = async () => (await one<{ id: number; type: number; category: string; doc_id: number | null; user_id: number | null; created_by: number }>("select id, type, category, doc_id, user_id, created_by from notifications order by id desc limit 1"))!;

  test("type 2 (General) is stored, says 'Notification send sucessfully !' and reaches every active client once, no staff", async () => {
    // An inactive and a deleted client get nothing.
    await env.DB.prepare("insert into users (role_id, name, email, mobile, active) values (2, 'Off Client', 'off@example.com', '9822200001', 0), (2, 'Gone Client', 'gone@example.com', '9822200002', 1)").run();
    await env.DB.prepare("update users set deleted_at = '2026-01-01T00:00:00.000Z' where email = 'gone@example.com'").run();
    const res = await send({ type: "2", title: "Holiday notice", body: "The office is closed on Monday." });
    expect(res.headers.get("location")).toBe("/admin/notification?notice=sent");
    expect(await (await sa("/admin/notification?notice=sent")).text()).toContain(notificationMessages.sent);
    const note = await lastNote();
    expect(note).toMatchObject({ type: 2, category: "OTHER", doc_id: null, user_id: null, created_by: SUPER_ADMIN_ID });
    const expected = await activeClients();
    await eventually(async () => (await recipients(note.id)).length === expected.length);
    expect(await recipients(note.id)).toEqual(expected);
    expect(await one("select count(*) n from outbox where job_id like ?", `notify-${note.id}-%`)).toEqual({ n: 0 });
  });

  test("type 1 (Post Case) carries its live case and reaches every active client once", async () => {
    const docId = await live();
    const res = await send({ type: "1", title: "New judgment", body: "Read it.", docId: String(docId), userEmail: "subscriber@sar.example.com" });
    expect(res.status).toBe(302);
    const note = await lastNote();
    expect(note).toMatchObject({ type: 1, category: "CASE", doc_id: docId, user_id: null });
    const expected = await activeClients();
    await eventually(async () => (await recipients(note.id)).length === expected.length);
    expect(await recipients(note.id)).toEqual(expected);
  });

  test("type 3 (User Specific) reaches that client alone, in the site and by e-mail once", async () => {
    const res = await send({ type: "3", title: "Your invoice", body: "Your invoice is ready.", userEmail: "noplan@sar.example.com", docId: "1001" });
    expect(res.status).toBe(302);
    const note = await lastNote();
    expect(note).toMatchObject({ type: 3, category: "OTHER", doc_id: null, user_id: 5 });
    const mail = await eventually(() => one<{ to: string; subject: string; status: string }>("select \"to\", subject, status from outbox where job_id = ?", `notify-${note.id}-5`));
    expect(mail).toEqual({ to: "noplan@sar.example.com", subject: "Your invoice", status: "offline" });
    expect(await recipients(note.id)).toEqual([5]);
    expect(await one("select count(*) n from outbox where job_id like ?", `notify-${note.id}-%`)).toEqual({ n: 1 });
  });
});

describe("the fan-out inside the jobs queue", () => {
  const store = async (type: number, userId: number | null = null) => {
    const row = await env.DB.prepare("insert into notifications (type, category, title, body, user_id, created_by) values (?, ?, 'Queue test', 'Body', ?, 1) returning id")
      .bind(type, type === 1 ? "CASE" : "OTHER", userId)
      .first<{ id: number }>();
    return row!.id;
  };
  const notify = (id: string, notificationId: number, attempts = 1) => ({ id, timestamp: new Date(), attempts, body: { type: "notify", notificationId } as JobMessage });
  const deliveries = async (id: number) => (await all<{ user_id: number; n: number }>("select user_id, count(*) n from notification_deliveries where notification_id = ? group by user_id order by user_id", id));

  test("a batch whose middle message fails is retried (and redelivered whole): every subscriber still gets each notification exactly once", async () => {
    const failing = (await env.DB.prepare("insert into users (role_id, name, email, mobile) values (2, 'Bounce Client', 'fail500@example.com', '9822200003') returning id").first<{ id: number }>())!.id;
    const general = await store(2);
    const personal = await store(3, failing);
    const caseNote = await store(1);
    const live = { ...env, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: inject("fakeResendUrl") };
    const messages = [notify("g", general), notify("p", personal), notify("c", caseNote)];

    const batch = createMessageBatch<JobMessage>("law-reporter-jobs", messages);
    const ctx = createExecutionContext();
    await jobs.queue(batch, live, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["c", "g"]);
    expect(result.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(["p"]);
    // The in-site delivery of the failed message was written before the e-mail failed.
    expect(await deliveries(personal)).toEqual([{ user_id: failing, n: 1 }]);
    expect(await one("select status from outbox where job_id = ?", `notify-${personal}-${failing}`)).toEqual({ status: "failed" });

    // The queue redelivers the whole batch (at-least-once), then the retry succeeds once the provider answers.
    const again = createMessageBatch<JobMessage>("law-reporter-jobs", messages.map((m) => ({ ...m, attempts: 2 })));
    await jobs.queue(again, live, createExecutionContext());
    const recovered = createMessageBatch<JobMessage>("law-reporter-jobs", [notify("p", personal, 3)]);
    const rctx = createExecutionContext();
    await jobs.queue(recovered, env, rctx);
    expect((await getQueueResult(recovered, rctx)).explicitAcks).toEqual(["p"]);

    const clients = (await all<{ id: number }>("select id from users where role_id = 2 and active = 1 and deleted_at is null order by id")).map((r) => ({ user_id: r.id, n: 1 }));
    expect(await deliveries(general)).toEqual(clients);
    expect(await deliveries(caseNote)).toEqual(clients);
    expect(await deliveries(personal)).toEqual([{ user_id: failing, n: 1 }]);
    expect(await all("select status from outbox where job_id = ?", `notify-${personal}-${failing}`)).toEqual([{ status: "offline" }]);
    // A second successful run sends no second e-mail.
    await jobs.queue(createMessageBatch<JobMessage>("law-reporter-jobs", [notify("p2", personal)]), env, createExecutionContext());
    expect(await one("select count(*) n, max(status) s from outbox where job_id like ?", `notify-${personal}-%`)).toEqual({ n: 1, s: "offline" });
  });

  test("a message for a notification that is gone is acknowledged and delivers nothing", async () => {
    const batch = createMessageBatch<JobMessage>("law-reporter-jobs", [notify("x", 987654)]);
    const ctx = createExecutionContext();
    await jobs.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["x"]);
    expect(await one("select count(*) n from notification_deliveries where notification_id = 987654")).toEqual({ n: 0 });
  });
});

describe("the subscriber's bell and list", () => {
  const unread = async (userId: number) =>
    (await one<{ n: number }>("select count(*) n from notification_deliveries d where user_id = ?1 and not exists (select 1 from notification_reads r where r.notification_id = d.notification_id and r.user_id = ?1)", userId))!.n;

  test("every subscriber page shows the bell with the unread count; the list shows them; mark as read and mark all", async () => {
    const n = await unread(4);
    expect(n).toBeGreaterThan(1);
    for (const path of ["/search", "/dashboard", "/library"]) {
      const page = await (await req(path, { cookie: cookies.plan })).text();
      expect(page, path).toContain(`aria-label="Notifications, ${n} unread"`);
      expect(page, path).toContain(`<span class="bell-count">${n}</span>`);
    }
    const list = await (await req("/notifications", { cookie: cookies.plan })).text();
    expect(list).toContain("Holiday notice");
    expect(list).toContain("New judgment");
    expect(list).not.toContain("Your invoice"); // another client's

    const first = (await one<{ id: number }>("select notification_id id from notification_deliveries where user_id = 4 order by notification_id desc limit 1"))!.id;
    const res = await req("/notifications", { cookie: cookies.plan, form: { intent: "read", id: String(first) } });
    expect(res.headers.get("location")).toBe("/notifications");
    expect(await one("select count(*) n from notification_reads where notification_id = ? and user_id = 4", first)).toEqual({ n: 1 });
    expect(await unread(4)).toBe(n - 1);
    // Twice is harmless.
    await req("/notifications", { cookie: cookies.plan, form: { intent: "read", id: String(first) } });
    expect(await unread(4)).toBe(n - 1);

    await req("/notifications", { cookie: cookies.plan, form: { intent: "readAll" } });
    expect(await unread(4)).toBe(0);
    const after = await (await req("/search", { cookie: cookies.plan })).text();
    expect(after).toContain('aria-label="Notifications"');
    expect(after).not.toContain("bell-count");
  }, 20_000);

  test("another subscriber's notification cannot be marked read", async () => {
    const theirs = (await one<{ id: number }>("select notification_id id from notification_deliveries where user_id = 5 and notification_id not in (select notification_id from notification_deliveries where user_id = 6) limit 1"))!.id;
    const before = await all("select * from notification_reads order by notification_id, user_id");
    const res = await req("/notifications", { cookie: cookies.plan, form: { intent: "read", id: String(theirs) } });
    expect(res.status).toBe(404);
    const chambers = await loginUser("chambers@sar.example.com");
    expect((await req("/notifications", { cookie: chambers.cookie, form: { intent: "read", id: String(theirs) } })).status).toBe(404);
    expect(await all("select * from notification_reads order by notification_id, user_id")).toEqual(before);
  });
});
