import { afterAll, beforeAll, expect, test } from "vitest";
import { env } from "cloudflare:test";
import { notificationMessages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { all, eventually, one, seed } from "./helpers";

/**
 * Notifications through the published API (issue 23, back-office §3 Notification payload, §5, §7):
 * POST notification/send is the Send Notification form's own schema and service — stored, fanned
 * out by the jobs queue, type 3 also e-mailed through the outbox — and GET notification lists what
 * was sent (staff) or one's own (a subscriber).
 */
beforeAll(seed);
afterAll(async () => {
  // This file's notifications leave the shared data as they found it.
  const mine = "select id from notifications where title like 'Api note%'";
  await env.DB.prepare(`delete from notification_reads where notification_id in (${mine})`).run();
  await env.DB.prepare(`delete from notification_deliveries where notification_id in (${mine})`).run();
  await env.DB.prepare(`delete from outbox where job_id in (select 'notify-' || n.id || '-' || u.id from notifications n, users u where n.title like 'Api note%')`).run();
  await env.DB.prepare("delete from notifications where title like 'Api note%'").run();
});

const staff = async (who: "superadmin" | "admin" | "dataentry") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;
const count = async () => (await one<{ n: number }>("select count(*) n from notifications"))!.n;
const last = async () =>
  (await one<{ id: number; type: number; category: string; doc_id: number | null; user_id: number | null; created_by: number; title: string }>(
    "select id, type, category, doc_id, user_id, created_by, title from notifications order by id desc limit 1",
  ))!;
const activeClients = async () => (await all<{ id: number }>("select id from users where role_id = 2 and active = 1 and deleted_at is null order by id")).map((r) => r.id);
const recipients = async (id: number) => (await all<{ user_id: number }>("select user_id from notification_deliveries where notification_id = ? order by user_id", id)).map((r) => r.user_id);
const liveCase = async () => (await one<{ doc_id: number }>("select doc_id from cases where live = 1 and deleted_at is null order by doc_id limit 1"))!.doc_id;

test("category OTHER without a user: General (type 2), stored, fanned out by the queue to every active client ('Notification send sucessfully !')", async () => {
  const token = await staff("superadmin");
  const saId = (await one<{ id: number }>("select id from users where email = 'superadmin@sar.example.com'"))!.id;
  const r = await call("POST", "/notification/send", { token, body: { title: "Api note general", body: "Closed on Monday.", docId: "none", userEmail: "none", category: "OTHER" } });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  expect(r.json.responseStatus.statusCode).toBe("0");
  expect(r.json.responseData.message).toBe(notificationMessages.sent);
  const note = await last();
  expect(note).toMatchObject({ id: r.json.responseData.id, type: 2, category: "OTHER", doc_id: null, user_id: null, created_by: saId });
  const expected = await activeClients();
  await eventually(async () => (await recipients(note.id)).length === expected.length);
  expect(await recipients(note.id)).toEqual(expected);
});

test("category CASE carries its live case (type 1); OTHER with a userEmail reaches that client alone, in the site and by e-mail (the outbox)", async () => {
  const token = await staff("superadmin");
  const docId = await liveCase();
  const c = await call("POST", "/notification/send", { token, body: { title: "Api note case", body: "Read it.", docId, userEmail: "none", category: "CASE" } });
  expect(c.status, JSON.stringify(c.json)).toBe(200);
  expect(await last()).toMatchObject({ type: 1, category: "CASE", doc_id: docId, user_id: null });

  const client = (await one<{ id: number }>("select id from users where email = 'noplan@sar.example.com'"))!.id;
  const u = await call("POST", "/notification/send", { token, body: { title: "Api note personal", body: "Your invoice is ready.", docId: "none", userEmail: "noplan@sar.example.com", category: "OTHER" } });
  expect(u.status, JSON.stringify(u.json)).toBe(200);
  const note = await last();
  expect(note).toMatchObject({ type: 3, category: "OTHER", doc_id: null, user_id: client });
  const mail = await eventually(() => one<{ to: string; subject: string }>('select "to", subject from outbox where job_id = ?', `notify-${note.id}-${client}`));
  expect(mail).toEqual({ to: "noplan@sar.example.com", subject: "Api note personal" });
  expect(await recipients(note.id)).toEqual([client]);
});

test("the form's refusals, each naming its field, nothing stored; only the Super Admin", async () => {
  const token = await staff("superadmin");
  const before = await count();
  const unpublished = (await one<{ doc_id: number }>("select doc_id from cases where live = 0 and deleted_at is null limit 1"))?.doc_id ?? 999999996;
  const refusals: [Record<string, unknown>, string, string][] = [
    [{ title: "Api note", body: "B", category: "CASE" }, "docId", notificationMessages.docIdRequired],
    [{ title: "Api note", body: "B", category: "CASE", docId: "12a" }, "docId", notificationMessages.docIdFormat],
    [{ title: "Api note", body: "B", category: "CASE", docId: unpublished }, "docId", notificationMessages.docIdNotLive],
    [{ title: "Api note", body: "B", category: "OTHER", userEmail: "superadmin@sar.example.com" }, "userEmail", notificationMessages.userUnknown],
    [{ title: "", body: "B", category: "OTHER" }, "title", notificationMessages.titleRequired],
    [{ title: "Api note", body: "", category: "OTHER" }, "body", notificationMessages.bodyRequired],
    [{ title: "Api note" + "x".repeat(150), body: "B", category: "OTHER" }, "title", notificationMessages.titleLong],
    [{ title: "Api note", body: "B", category: "SOMETHING" }, "category", "category must be CASE or OTHER."],
  ];
  for (const [body, field, message] of refusals) {
    const r = await call("POST", "/notification/send", { token, body });
    expect(r.status, field).toBe(400);
    expect(r.json.responseData, JSON.stringify(body)).toMatchObject({ message, field });
  }
  for (const who of ["admin", "dataentry"] as const) {
    expect((await call("POST", "/notification/send", { token: await staff(who), body: { title: "Api note", body: "B", category: "OTHER" } })).status, who).toBe(403);
  }
  expect((await call("POST", "/notification/send", { body: { title: "Api note", body: "B", category: "OTHER" } })).json.responseStatus.errorCode).toBe("106");
  expect(await count()).toBe(before);
});

test("GET notification: staff see what was sent (newest first, with its reach); a subscriber sees their own, with read or not", async () => {
  const token = await staff("superadmin");
  await call("POST", "/notification/send", { token, body: { title: "Api note listed", body: "For everyone.", category: "OTHER" } });
  const sentId = (await last()).id;
  const r = await call("GET", "/notification?pageNumber=1", { token });
  expect(r.status).toBe(200);
  const items = r.json.responseData.ojectList as Record<string, unknown>[];
  expect(r.json.responseData.objectList).toEqual(items);
  expect(items[0]).toMatchObject({ id: sentId, type: 2, category: "OTHER", title: "Api note listed", body: "For everyone.", docId: "none", userEmail: "none", deliveredCount: expect.any(Number) });

  const sub = await apiSignin("subscriber@sar.example.com");
  await eventually(async () => (await recipients(sentId)).length > 0);
  const mine = await call("GET", "/notification", { token: sub.token! });
  expect(mine.status).toBe(200);
  const own = mine.json.responseData.ojectList as Record<string, unknown>[];
  expect(own.find((n) => n.id === sentId)).toMatchObject({ title: "Api note listed", category: "OTHER", read: false });
  expect(typeof mine.json.responseData.unreadCount).toBe("number");
  await call("GET", "/user/logout", { token: sub.token! });
  // The Admin may not use the Notifications section.
  expect((await call("GET", "/notification", { token: await staff("admin") })).status).toBe(403);
  expect((await call("GET", "/notification")).json.responseStatus.errorCode).toBe("106");
});
