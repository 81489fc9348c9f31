import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { sendNotification } from "../../app/services/alerts/notifications.server";
import { casesByCourtAndDecade, earningsByWeek, getAdminDashboard } from "../../app/services/staff/dashboard.server";
import { adminMessages, postMessages } from "../../app/utils/copy";
import { ROLE } from "../../app/utils/roles";
import { all, caseOne, ctxAt, eventually, html, loginRoles, one, req, seed } from "./helpers";

/**
 * Issue 14 items 2 and 10: the dashboard's charts and the posts screen (/admin/post). The route
 * table per role, every rule and message of §5/§8 for posts with D1 unchanged on refusal, stored
 * XSS removed on save, soft delete, and the subscribers' "From the reporter" feed (decision 22).
 */
type Who = "visitor" | "subscriber" | "deo" | "admin" | "superAdmin";
const WHO: Who[] = ["visitor", "subscriber", "deo", "admin", "superAdmin"];
const cookies: Record<Who, string | null> = { visitor: null, subscriber: null, deo: null, admin: null, superAdmin: null };
let superAdminId = 0;
let caseA = 0;
let caseB = 0;

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
  superAdminId = (await one<{ id: number }>("select id from users where email = ?", "superadmin@sar.example.com"))!.id;
  const live = await all<{ doc_id: number }>("select doc_id from cases where deleted_at is null and live = 1 order by doc_id limit 2");
  [caseA, caseB] = live.map((r) => r.doc_id);
});

const ADMIN_LOGIN = "→/admin";
function outcome(res: Response): string | number {
  if (res.status !== 302) return res.status;
  return `→${(res.headers.get("location") ?? "").split("?")[0]}`;
}

const postCount = async () => (await one<{ n: number }>("select count(*) n from posts where deleted_at is null"))!.n;
const snapshot = () => all("select id, heading, body, linked_doc_id, deleted_at, modified_at from posts order by id");
const SEEDED_HEADING = "Bail is the rule";

describe("the route table (§2) for /admin/post and the dashboard", () => {
  const table: Record<Who, string | number> = { visitor: ADMIN_LOGIN, subscriber: ADMIN_LOGIN, deo: 403, admin: 403, superAdmin: 200 };

  test("GET /admin/post: only the Super Admin gets the list; a refusal carries no post", async () => {
    for (const who of WHO) {
      const res = await req("/admin/post", { cookie: cookies[who] });
      expect(outcome(res), who).toBe(table[who]);
      const body = await res.text();
      if (res.status === 200) expect(body, who).toContain(SEEDED_HEADING);
      else expect(body, who).not.toContain(SEEDED_HEADING);
    }
  });

  test("POST /admin/post: refused roles change nothing (add, edit, delete); the Super Admin reaches validation (400)", async () => {
    const seeded = await one<{ id: number }>("select id from posts where heading = ?", SEEDED_HEADING);
    const probes: Record<string, string>[] = [
      { intent: "add", heading: "Sneaky", body: "Sneaky body", linkedDocId: String(caseA) },
      { intent: "update", id: String(seeded!.id), heading: "Sneaky", body: "Sneaky body", linkedDocId: String(caseA) },
      { intent: "delete", id: String(seeded!.id) },
    ];
    for (const who of WHO) {
      if (table[who] === 200) {
        expect((await req("/admin/post", { cookie: cookies[who], form: { probe: "1" } })).status).toBe(400);
        continue;
      }
      for (const probe of probes) {
        const before = await snapshot();
        const res = await req("/admin/post", { cookie: cookies[who], form: probe });
        expect(outcome(res), `${who} ${probe.intent}`).toBe(table[who]);
        expect(await res.text()).not.toContain(SEEDED_HEADING);
        expect(await snapshot(), `${who} ${probe.intent}`).toEqual(before);
      }
    }
  });

  test("GET /admin/dashboard: every staff role sees the cases chart; only Admin and Super Admin the earnings chart", async () => {
    expect(outcome(await req("/admin/dashboard"))).toBe(ADMIN_LOGIN);
    expect(outcome(await req("/admin/dashboard", { cookie: cookies.subscriber }))).toBe(ADMIN_LOGIN);
    for (const who of ["deo", "admin", "superAdmin"] as const) {
      const page = await (await req("/admin/dashboard", { cookie: cookies[who] })).text();
      expect(page, who).toContain("Cases by court and decade");
      expect(page, who).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Bar chart of \d+ cases/);
      expect(page, who).toContain('<th scope="row">Supreme Court</th>');
      if (who === "deo") {
        expect(page).not.toContain("Earnings by week");
        expect(page).not.toContain("Week from");
      } else {
        expect(page, who).toContain("Earnings by week, last 12 weeks");
        expect(page.match(/<th scope="row">Week from \d\d-\d\d-\d{4}<\/th>/g), who).toHaveLength(12);
      }
    }
  });
});

describe("dashboard aggregates (SQL)", () => {
  test("cases by court and decade add up to the live and unpublished cases, per court and per decade, over both case shards (issue 36)", async () => {
    const chart = await casesByCourtAndDecade(ctxAt());
    // The suite's cases are in two databases: the Supreme Court's in DB, the High Courts' in CASES_1.
    const both = async <T,>(sql: string) => [...(await all<T>(sql)), ...(await env.CASES_1.prepare(sql).all<T>()).results];
    const total = (await both<{ n: number }>("select count(*) n from cases where deleted_at is null")).reduce((a, r) => a + r.n, 0);
    const inShard = (await env.CASES_1.prepare("select count(*) n from cases where deleted_at is null").first<{ n: number }>())!.n;
    expect(inShard).toBeGreaterThan(0);
    expect(chart.rows.reduce((a, r) => a + r.total, 0)).toBe(total);
    const sc = (await one<{ n: number }>("select count(*) n from cases c join courts k on k.id = c.court_id where c.deleted_at is null and k.is_supreme_court = 1"))!.n;
    expect(chart.rows.find((r) => r.court === "Supreme Court")?.total).toBe(sc);
    const byDecade = new Map<number | null, number>();
    for (const { d, n } of await both<{ d: number | null; n: number }>("select (decided_year / 10) * 10 d, count(*) n from cases where deleted_at is null group by d")) byDecade.set(d, (byDecade.get(d) ?? 0) + n);
    for (const [d, n] of byDecade) {
      const i = chart.decades.indexOf(d);
      expect(i, `decade ${d}`).toBeGreaterThanOrEqual(0);
      expect(chart.rows.reduce((a, r) => a + r.byDecade[i], 0), `decade ${d}`).toBe(n);
    }
    // The dashboard's counts: every case of both shards, the High Courts' counted as such.
    const counts = await getAdminDashboard(ctxAt(), ROLE.SUPER_ADMIN);
    expect(counts.totalCases).toBe(total);
    expect(counts.supremeCourtCases).toBe(sc);
    expect(counts.highCourtCases).toBe(total - sc);
    const live = (await both<{ n: number }>("select count(*) n from cases where deleted_at is null and live = 1")).reduce((a, r) => a + r.n, 0);
    expect(counts.liveCases).toBe(live);
    for (const r of chart.rows) expect(r.byDecade.reduce((a, b) => a + b, 0)).toBe(r.total);
  });

  test("earnings by week: paid amounts in weeks from Monday 00:00 India time, 12 weeks, empty weeks 0, failed and older orders left out", async () => {
    const user = (await one<{ id: number }>("select id from users where email = 'subscriber@sar.example.com'"))!.id;
    const plan = (await one<{ id: number }>("select id from plans order by id limit 1"))!.id;
    const order = (status: string, paidAt: string, paise: number) =>
      one(
        "insert into orders (user_id, plan_id, status, payment_mode, base_paise, gst_paise, amount_paise, paid_at) values (?, ?, ?, 'RAZORPAY', ?, 0, ?, ?) returning id",
        user, plan, status, paise, paise, paidAt,
      );
    // Money received (RAZORPAY): staff grants (ADMIN) are not earnings (decision 042).
    // Wednesday 6 March 2030. Sunday 3 March 23:30 IST is the week from 25 Feb; Monday 00:15 IST the week from 4 March.
    await order("PAID", "2030-03-03T18:00:00.000Z", 118_00);
    await order("PAID", "2030-03-03T18:45:00.000Z", 236_00);
    await order("PAID", "2030-03-05T10:00:00.000Z", 1_00);
    await order("FAILED", "2030-03-05T10:00:00.000Z", 999_00);
    await order("PAID", "2029-12-02T10:00:00.000Z", 777_00); // 14 weeks back: outside the chart
    const { weeks } = await earningsByWeek(ctxAt(new Date("2030-03-06T08:00:00.000Z")));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({ start: "2030-03-04", paise: 237_00 });
    expect(weeks[10]).toEqual({ start: "2030-02-25", paise: 118_00 });
    expect(weeks[0].start).toBe("2029-12-17");
    expect(weeks.slice(0, 10).every((w) => w.paise === 0)).toBe(true);
    // The week's total agrees with the dashboard's own "this week" count.
    const counts = await getAdminDashboard(ctxAt(new Date("2030-03-06T08:00:00.000Z")), ROLE.ADMIN);
    expect(counts.totalEarningThisWeek).toBe(237_00);
  });
});

describe("posts (/admin/post)", () => {
  const add = (form: Record<string, string>) => req("/admin/post?dialog=add", { cookie: cookies.superAdmin, form: { intent: "add", ...form } });

  test("heading, body and a case are each required: 'Please fill all the required field.', 400, nothing written", async () => {
    const before = await snapshot();
    for (const form of [
      { heading: "", body: "Body text", linkedDocId: String(caseA) },
      { heading: "Heading", body: "", linkedDocId: String(caseA) },
      { heading: "Heading", body: "Body text", linkedDocId: "" },
      { heading: "Heading", body: "Body text", linkedDocId: "abc" },
      { heading: "   ", body: "   ", linkedDocId: "0" },
      // Only markup: nothing is left once it is cleaned.
      { heading: "Heading", body: "<script>alert(1)</script>", linkedDocId: String(caseA) },
    ]) {
      const res = await add(form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await res.text()).toContain(html(postMessages.required));
    }
    expect(await snapshot()).toEqual(before);
  });

  test("a heading over 150 or a body over 5000 characters, or a case that does not exist, is refused with its message", async () => {
    const before = await snapshot();
    const long = await add({ heading: "H".repeat(151), body: "Body", linkedDocId: String(caseA) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(html(postMessages.headingLong));
    const longBody = await add({ heading: "H", body: "B".repeat(5001), linkedDocId: String(caseA) });
    expect(longBody.status).toBe(400);
    expect(await longBody.text()).toContain(html(postMessages.bodyLong));
    const missing = await add({ heading: "H", body: "B", linkedDocId: "987654321" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(html(postMessages.caseMissing));
    expect(await snapshot()).toEqual(before);
  });

  test("add: the post is stored with its case and audit fields, 'Post created successfully !', listed with a 20-character preview", async () => {
    const res = await add({ heading: "Arrest memo rules", body: "Every arrest needs a memo signed by a witness.", linkedDocId: String(caseA) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/post?notice=created");
    const row = await one<Record<string, unknown>>("select * from posts where heading = 'Arrest memo rules'");
    expect(row).toMatchObject({ body: "Every arrest needs a memo signed by a witness.", linked_doc_id: caseA, created_by: superAdminId, modified_by: superAdminId, deleted_at: null });
    const list = await (await req("/admin/post?notice=created", { cookie: cookies.superAdmin })).text();
    expect(list).toContain(html(postMessages.created));
    expect(list).toContain(html(postMessages.heading));
    for (const h of ["Post Id", "Heading", "Body", "Case Id", "Actions"]) expect(list).toContain(`>${h}</th>`);
    expect(list).toContain(`>${html("Every arrest needs a")}...</td>`);
    expect(list).not.toContain("memo signed");
    // A body of 20 characters or fewer is shown whole, without the ellipsis.
    await add({ heading: "Short one", body: "Exactly twenty chars", linkedDocId: String(caseA) });
    expect(await (await req("/admin/post?q=Short+one", { cookie: cookies.superAdmin })).text()).toContain(">Exactly twenty chars</td>");
  });

  test("stored XSS in a post is removed on save: no script, no event handler, no javascript: link", async () => {
    const res = await add({
      heading: 'Caution <img src=x onerror="alert(1)">notice',
      body: 'Read <script>alert(document.cookie)</script>this <a href="javascript:alert(2)">case</a> <svg onload=alert(3)></svg>now',
      linkedDocId: String(caseA),
    });
    expect(res.status).toBe(302);
    const row = await one<{ heading: string; body: string }>("select heading, body from posts where heading like 'Caution%'");
    expect(row).toEqual({ heading: "Caution notice", body: "Read this case now" });
    for (const bad of ["<", "script", "onerror", "onload", "javascript:", "alert"]) {
      expect(row!.heading + row!.body).not.toContain(bad);
    }
  });

  test("edit: the Edit Post dialog opens with the post; an update is stored, 'Post updated successfully !'; an unknown post is refused", async () => {
    const id = (await one<{ id: number }>("select id from posts where heading = 'Arrest memo rules'"))!.id;
    const dialog = await (await req(`/admin/post?edit=${id}`, { cookie: cookies.superAdmin })).text();
    expect(dialog).toContain("Edit Post");
    expect(dialog).toContain("Every arrest needs a memo signed by a witness.");
    const bad = await req(`/admin/post?edit=${id}`, { cookie: cookies.superAdmin, form: { intent: "update", id: String(id), heading: "", body: "New", linkedDocId: String(caseB) } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(html(postMessages.required));
    expect(await one("select heading, linked_doc_id from posts where id = ?", id)).toEqual({ heading: "Arrest memo rules", linked_doc_id: caseA });
    const res = await req(`/admin/post?edit=${id}`, { cookie: cookies.superAdmin, form: { intent: "update", id: String(id), heading: "Arrest memo: the rules", body: "Memo and witness.", linkedDocId: String(caseB) } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/post?notice=updated");
    expect(await one("select heading, body, linked_doc_id from posts where id = ?", id)).toEqual({ heading: "Arrest memo: the rules", body: "Memo and witness.", linked_doc_id: caseB });
    expect(await (await req("/admin/post?notice=updated", { cookie: cookies.superAdmin })).text()).toContain(html(postMessages.updated));
    const before = await snapshot();
    const gone = await req("/admin/post", { cookie: cookies.superAdmin, form: { intent: "update", id: "999999", heading: "H", body: "B", linkedDocId: String(caseA) } });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(html(adminMessages.updateFailed));
    expect(await snapshot()).toEqual(before);
  });

  test("view: the Post Case dialog shows Post Id, Heading, Post and Case Id", async () => {
    const post = (await one<{ id: number; linked_doc_id: number }>("select id, linked_doc_id from posts where heading = 'Arrest memo: the rules'"))!;
    const page = await (await req(`/admin/post?view=${post.id}`, { cookie: cookies.superAdmin })).text();
    expect(page).toMatch(/<dialog[^>]*open/);
    expect(page).toContain("Post Case");
    for (const label of ["Post Id", "Heading", "Post", "Case Id"]) expect(page).toContain(`<dt>${label}</dt>`);
    expect(page).toContain(`<dd>${post.linked_doc_id}</dd>`);
    expect(page).toContain("<dd>Arrest memo: the rules</dd>");
  });

  test("search by heading, body, post id or case id; 'No Staff found.' for an empty list; an unreadable list URL is a 400", async () => {
    const id = (await one<{ id: number }>("select id from posts where heading = 'Arrest memo: the rules'"))!.id;
    expect(await (await req("/admin/post?q=witness", { cookie: cookies.superAdmin })).text()).toContain("Arrest memo: the rules");
    expect(await (await req(`/admin/post?q=${id}`, { cookie: cookies.superAdmin })).text()).toContain("Arrest memo: the rules");
    const none = await (await req("/admin/post?q=zzqqxx-nothing", { cookie: cookies.superAdmin })).text();
    expect(none).toContain(html(postMessages.empty));
    expect((await req("/admin/post?page=0", { cookie: cookies.superAdmin })).status).toBe(400);
  });

  test("the subscribers' feed on /search shows a new post with a link to its case (decision 22); a deleted post leaves it", async () => {
    await add({ heading: "Feed check post", body: "Seen by subscribers.", linkedDocId: String(caseB) });
    const feed = await (await req("/search", { cookie: cookies.subscriber })).text();
    expect(feed).toContain("From the reporter");
    const item = feed.match(/<li>(?:(?!<\/li>)[\s\S])*Feed check post(?:(?!<\/li>)[\s\S])*<\/li>/)?.[0] ?? "";
    expect(item).toContain("Seen by subscribers.");
    expect(item).toContain(`href="/viewCase/${caseB}"`);
    const id = (await one<{ id: number }>("select id from posts where heading = 'Feed check post'"))!.id;

    // Delete asks first (the confirmation of §4), then soft-deletes: the row stays with a deleted time.
    const confirm = await (await req(`/admin/post?confirm=${id}`, { cookie: cookies.superAdmin })).text();
    expect(confirm).toContain(html(adminMessages.confirmDelete));
    expect(confirm).toContain(html(adminMessages.cantUndo));
    const count = await postCount();
    const res = await req(`/admin/post?confirm=${id}`, { cookie: cookies.superAdmin, form: { intent: "delete", id: String(id) } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/post?notice=deleted");
    expect(await postCount()).toBe(count - 1);
    const row = await one<{ deleted_at: string | null; modified_by: number }>("select deleted_at, modified_by from posts where id = ?", id);
    expect(row?.deleted_at).toBeTruthy();
    expect(row?.modified_by).toBe(superAdminId);
    expect(await (await req("/admin/post?notice=deleted", { cookie: cookies.superAdmin })).text()).toContain(html(adminMessages.deleted));
    expect(await (await req("/admin/post?q=Feed+check", { cookie: cookies.superAdmin })).text()).toContain(html(postMessages.empty));
    expect(await (await req("/search", { cookie: cookies.subscriber })).text()).not.toContain("Feed check post");
    // Deleting it again, or a post that never was: 'Error While Deleting', nothing changes.
    const before = await snapshot();
    const again = await req("/admin/post", { cookie: cookies.superAdmin, form: { intent: "delete", id: String(id) } });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(html(adminMessages.deleteFailed));
    expect((await req("/admin/post", { cookie: cookies.superAdmin, form: { intent: "delete", id: "x" } })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("links from the catalogue to a case in another shard (issue 36, migration 0039)", () => {
  /** A published High Court case of the seed: its rows are in CASES_1, its directory row in DB. */
  const highCourtCase = async () => (await one<{ doc_id: number }>("select doc_id from case_directory where shard_id = 1 and live = 1 and deleted = 0 order by doc_id limit 1"))!.doc_id;

  test("staff link a post to a High Court case held in CASES_1; the subscribers' feed links it", async () => {
    const hc = await highCourtCase();
    expect(await one("select 1 as here from cases where doc_id = ?", hc)).toBeNull();
    expect(await caseOne(hc, "select 1 as here from cases where doc_id = ?", hc)).toEqual({ here: 1 });
    const res = await req("/admin/post?dialog=add", { cookie: cookies.superAdmin, form: { intent: "add", heading: "A High Court post", body: "Linked across shards.", linkedDocId: String(hc) } });
    expect(res.status).toBe(302);
    expect(await one("select linked_doc_id from posts where heading = 'A High Court post'")).toEqual({ linked_doc_id: hc });
    const feed = await (await req("/search", { cookie: cookies.subscriber })).text();
    const item = feed.match(/<li>(?:(?!<\/li>)[\s\S])*A High Court post(?:(?!<\/li>)[\s\S])*<\/li>/)?.[0] ?? "";
    expect(item).toContain(`href="/viewCase/${hc}"`);
    // A doc id no shard holds is still refused.
    const missing = await req("/admin/post?dialog=add", { cookie: cookies.superAdmin, form: { intent: "add", heading: "Nowhere", body: "No such case.", linkedDocId: "987654" } });
    expect(missing.status).toBe(400);
  });

  test("a case notification (type 1) to a High Court case is sent, delivered and links the case in the inbox", async () => {
    const hc = await highCourtCase();
    const sent = await sendNotification(ctxAt(), superAdminId, { type: 1, title: "High Court judgment", body: "Read it across shards.", docId: hc });
    expect(sent.ok).toBe(true);
    const id = (sent as { id: number }).id;
    expect(await one("select doc_id from notifications where id = ?", id)).toEqual({ doc_id: hc });
    const subscriberId = (await one<{ id: number }>("select id from users where email = 'subscriber@sar.example.com'"))?.id ?? 4;
    await eventually(() => one("select 1 as n from notification_deliveries where notification_id = ? and user_id = ?", id, subscriberId));
    const inbox = await (await req("/notifications", { cookie: cookies.subscriber })).text();
    expect(inbox).toContain("High Court judgment");
    expect(inbox).toContain(`/viewCase/${hc}`);
  });

  test("0039 (and 0040 after it) keep every row, id, index and AUTOINCREMENT counter of the tables they rebuild (on a copy of the catalogue's migrations, in CASES_2)", async () => {
    const { applyD1Migrations } = await import("cloudflare:test");
    const db = env.CASES_2;
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0039");
    await applyD1Migrations(db, before.filter((m) => !m.name.startsWith("0034_")));
    const at = "2026-01-01T00:00:00.000Z";
    await db.batch([
      db.prepare("insert or ignore into roles (id, name) values (4, 'User')"),
      db.prepare("insert into users (id, role_id, name, email, mobile) values (900, 4, 'Mig Test', 'mig@example.com', '9000000000')"),
      db.prepare("insert into cases (doc_id, appellant, judgement_order, created_at, modified_at) values (1, 'A', 'x', ?, ?), (2, 'B', 'y', ?, ?)").bind(at, at, at, at),
      db.prepare("insert into case_directory (doc_id, shard_id, title, updated_at) values (1, 0, 'A', ?), (2, 0, 'B', ?), (3, 1, 'C in another shard', ?)").bind(at, at, at),
      db.prepare("insert into library_entries (id, user_id, doc_id, created_at) values (5, 900, 1, ?), (9, 900, 2, ?)").bind(at, at),
      db.prepare("insert into case_watches (id, user_id, doc_id, stop_token, created_at) values (3, 900, 2, 'tok', ?)").bind(at),
      db.prepare("insert into posts (id, heading, body, linked_doc_id) values (7, 'h', 'b', 1), (8, 'h2', 'b2', 2)"),
      db.prepare("insert into notifications (id, type, category, title, body, doc_id, link, alert_kind, alert_target) values (11, 1, 'CASE', 't', 'b', 1, '/viewCase/1#para-2', 'watch', 1), (12, 2, 'OTHER', 't2', 'b2', null, null, null, null)"),
      db.prepare("insert into notification_sends (notification_id, accepted_at, sweeps) values (11, ?, 2)").bind(at),
      db.prepare("insert into notification_deliveries (notification_id, user_id, delivered_at) values (11, 900, ?)").bind(at),
      db.prepare("insert into notification_reads (notification_id, user_id, read_at) values (11, 900, ?)").bind(at),
      db.prepare("insert into cases_referred (id, doc_id, position, cases_referred, linked_doc_id) values (4, 1, 1, 'AIR 1950 SC 1', 2)"),
      db.prepare("insert into case_references (doc_id, position, cited_key, cited_doc_id, as_written, source) values (1, 1, 'k', 2, 'AIR', 'text')"),
      db.prepare("insert into case_duplicates (doc_id, same_as, similarity) values (2, 1, 0.9)"),
    ]);
    // The highest ids removed: the counters must not give them again.
    await db.batch([db.prepare("delete from library_entries where id = 9"), db.prepare("delete from posts where id = 8"), db.prepare("delete from notifications where id = 12")]);
    const tables = ["library_entries", "case_watches", "posts", "notifications", "notification_sends", "notification_deliveries", "notification_reads", "cases_referred", "case_references", "case_duplicates"];
    const dump = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, (await db.prepare(`select * from ${t} order by 1`).all()).results] as const)));
    const indexes = async () => (await db.prepare("select name, tbl_name from sqlite_master where type = 'index' and name not like 'sqlite_%' order by name").all()).results;
    const [rows, idx] = [await dump(), await indexes()];
    // 0039 (the catalogue's links to the directory) and 0040 (the cross-shard links' foreign keys dropped).
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name.startsWith("0039") || m.name.startsWith("0040")));
    expect(await dump()).toEqual(rows);
    expect(await indexes()).toEqual(idx);
    // The links now reference the directory: a case of another shard may be bookmarked, watched, posted, notified.
    await db.batch([
      db.prepare("insert into library_entries (user_id, doc_id, created_at) values (900, 3, ?)").bind(at),
      db.prepare("insert into case_watches (user_id, doc_id, stop_token, created_at) values (900, 3, 'tok3', ?)").bind(at),
      db.prepare("insert into posts (heading, body, linked_doc_id) values ('h3', 'b3', 3)"),
      db.prepare("insert into notifications (type, category, title, body, doc_id) values (1, 'CASE', 't3', 'b3', 3)"),
      // A staff link, a reference and a same-as naming a case of another shard (no foreign key).
      db.prepare("insert into cases_referred (doc_id, position, cases_referred, linked_doc_id) values (1, 2, 'x', 3)"),
      db.prepare("insert into case_references (doc_id, position, cited_key, cited_doc_id, as_written, source) values (1, 2, 'k3', 3, 'AIR', 'text')"),
    ]);
    const ids = async (t: string) => (await db.prepare(`select max(id) as m from ${t}`).first<{ m: number }>())!.m;
    expect(await ids("library_entries")).toBe(10);
    expect(await ids("posts")).toBe(9);
    expect(await ids("notifications")).toBe(13);
    expect(await ids("case_watches")).toBe(4);
    // A doc id the directory does not know is still refused; a notification's send still goes with it.
    await expect(db.prepare("insert into library_entries (user_id, doc_id, created_at) values (900, 99, ?)").bind(at).run()).rejects.toThrow(/FOREIGN KEY/);
    await db.prepare("delete from notification_reads where notification_id = 11").run();
    await db.prepare("delete from notification_deliveries where notification_id = 11").run();
    await db.prepare("delete from notifications where id = 11").run();
    expect(await db.prepare("select count(*) as n from notification_sends").first()).toEqual({ n: 0 });
  });
});

