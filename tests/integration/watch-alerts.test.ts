/**
 * Watches, saved searches and their alerts (issue 25 item 5, decisions 080–081), inside workerd on
 * real D1 and the real queue: a watch, then a judgment citing the watched case written through
 * `writeCase`, gives the bell's notification (to the paragraph) and the digest in the outbox; a
 * re-write tells nobody again; a saved search is told of a new matching judgment; the stop link
 * stops without a login and refuses a tampered token; the fan-out goes a page at a time.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { writeCase, writeCases } from "../../app/services/cases/case-admin.server";
import type { CaseInput } from "../../app/services/cases/cases.server";
import { FAN_OUT_BATCH, runWatchAlerts, sendWatchDigest, sweepWatchAlerts } from "../../app/services/alerts/watch.server";
import type { JobMessage } from "../../app/utils/env.server";
import { all, caseOne, ctxAt, eventually, loginUser, one, plainCase, req } from "./helpers";
import { seed } from "./helpers";

const SUBSCRIBER = "subscriber@sar.example.com";
let cookie: string;
let noPlanCookie: string;
let subscriberId: number;

beforeAll(async () => {
  await seed();
  cookie = (await loginUser(SUBSCRIBER)).cookie!;
  noPlanCookie = (await loginUser("noplan@sar.example.com")).cookie!;
  subscriberId = (await one<{ id: number }>("select id from users where email = ?", SUBSCRIBER))!.id;
});

/** The helpers' plain case, its text in numbered paragraphs (the alert links to the citing one). */
const judgment = (n: number, party: string, paragraphs: string[], extra: Partial<CaseInput> = {}): CaseInput => ({
  ...plainCase(n, party, ""),
  judgementOrder: paragraphs.map((p, i) => `<p>${i + 1}. ${p}</p>`).join(""),
  ...extra,
});

const counts = async () => ({
  events: (await one<{ n: number }>("select count(*) n from watch_events"))!.n,
  alerts: (await one<{ n: number }>("select count(*) n from alert_log"))!.n,
  notes: (await one<{ n: number }>("select count(*) n from notifications where type in (4, 5)"))!.n,
  mails: (await one<{ n: number }>("select count(*) n from outbox where job_id like 'watch-digest-%'"))!.n,
});

describe("a watched case cited by a new judgment", () => {
  let watched: number;
  let citing: number;
  let citingInput: CaseInput;

  test("watching is for subscribers with a plan, from the case view and the library; the write path leaves one event per new citation", async () => {
    const ctx = ctxAt();
    watched = await writeCase(ctx, judgment(1, "Quorlin", ["The facts.", "The appeal is dismissed."], { citations: [{ raw: "(1987) 3 SCC 410" }] }), 1);
    // Without a plan: refused, nothing stored.
    const refused = await req("/library", { cookie: noPlanCookie, form: { intent: "watch", docId: String(watched) } });
    expect(refused.status).toBe(403);
    expect(await one("select count(*) n from case_watches where doc_id = ?", watched)).toEqual({ n: 0 });
    // A case that does not exist: 404, nothing stored.
    expect((await req("/library", { cookie, form: { intent: "watch", docId: "987654" } })).status).toBe(404);
    // From the case view.
    const watch = await req(`/viewCase/${watched}`, { cookie, form: { intent: "watch" } });
    expect(watch.status).toBe(200);
    expect(await one("select user_id, doc_id from case_watches where doc_id = ?", watched)).toEqual({ user_id: subscriberId, doc_id: watched });
    expect(await (await req(`/viewCase/${watched}`, { cookie })).text()).toContain('aria-pressed="true"');

    citingInput = judgment(2, "Zentor", ["The facts are these.", "We follow Quorlin Mills v. Workmen, (1987) 3 SCC 410, on this point.", "The appeal is allowed."]);
    citing = await writeCase(ctx, citingInput, 1);
    const event = await one<{ kind: string; cited_doc_id: number; treatment: string; pinpoint: string }>("select kind, cited_doc_id, treatment, pinpoint from watch_events where doc_id = ?", citing);
    // Either still waiting for the consumer, or already fanned out (then deleted): the notification tells.
    if (event) expect(event).toMatchObject({ kind: "cited", cited_doc_id: watched, pinpoint: "2" });
  });

  test("the consumer puts the alert on the bell, linked to the citing paragraph, and e-mails the digest through the outbox", async () => {
    const delivered = await eventually(() =>
      one<{ title: string; body: string; link: string; alert_kind: string; alert_target: number }>(
        `select n.title, n.body, n.link, n.alert_kind, n.alert_target from notification_deliveries d join notifications n on n.id = d.notification_id
         where d.user_id = ? and n.type = 4 and n.doc_id = ?`,
        subscriberId,
        citing,
      ),
    );
    expect(delivered).toMatchObject({ link: `/viewCase/${citing}#para-2`, alert_kind: "watch", alert_target: watched });
    expect(delivered.title).toBe("Cited: Quorlin Mills 1 v. Workmen of Quorlin");
    expect(delivered.body).toContain("is followed in Zentor Mills 2 v. Workmen of Zentor");
    expect(delivered.body).toContain("para 2");
    // The bell counts it and the list links to the paragraph, with its stop button.
    const page = await (await req("/notifications", { cookie })).text();
    expect(page).toContain(`href="/viewCase/${citing}#para-2"`);
    expect(page).toContain("Stop this alert");
    const mail = await eventually(() => one<{ to: string; subject: string; body: string; status: string }>("select \"to\", subject, body, status from outbox where job_id like ?", `watch-digest-${subscriberId}-%`));
    expect(mail).toMatchObject({ to: SUBSCRIBER, status: "offline" });
    expect(mail.subject).toContain("1 new alert");
    expect(mail.body).toContain(`/viewCase/${citing}#para-2`);
    expect(mail.body).toMatch(/\/alerts\/stop\?w=\d+&t=[0-9a-f]{32}/);
    // Once sent, the log marks it e-mailed and the event is gone.
    await eventually(async () => (await one<{ n: number }>("select count(*) n from alert_log where user_id = ? and emailed_at is not null", subscriberId))!.n === 1);
    expect(await one("select count(*) n from watch_events where doc_id = ?", citing)).toEqual({ n: 0 });
  });

  test("writing the citing judgment again (an edit, a re-import) tells nobody again", async () => {
    const before = await counts();
    await writeCase(ctxAt(), { ...citingInput, docId: citing }, 1);
    await writeCases(ctxAt(), [{ input: { ...citingInput, docId: citing } }], null, { origin: "source", via: "again.jsonl" });
    // The write path found nothing new: no event, so nothing for the queue.
    expect(await counts()).toEqual(before);
  });

  test("a later judgment overruling it is called out, and waits for the next day's digest", async () => {
    const mailsBefore = (await counts()).mails;
    const overruling = await writeCase(ctxAt(), judgment(3, "Vantor", ["The question is referred.", "Quorlin Mills v. Workmen, (1987) 3 SCC 410, does not lay down the correct law and is overruled."]), 1);
    const note = await eventually(() => one<{ title: string; link: string }>("select n.title, n.link from notification_deliveries d join notifications n on n.id = d.notification_id where d.user_id = ? and n.doc_id = ?", subscriberId, overruling));
    expect(note).toEqual({ title: "Overruled: Quorlin Mills 1 v. Workmen of Quorlin", link: `/viewCase/${overruling}#para-2` });
    const alert = await eventually(() => one<{ kind: string; emailed_at: string | null }>("select kind, emailed_at from alert_log where user_id = ? and doc_id = ?", subscriberId, overruling));
    // At most one e-mail a day: today's went, this one waits.
    expect(alert).toEqual({ kind: "negative", emailed_at: null });
    expect((await counts()).mails).toBe(mailsBefore);
    // A day later the digest carries it (the cron's sweep sends the same message).
    await sendWatchDigest(ctxAt(new Date(Date.now() + 25 * 3600 * 1000)), subscriberId);
    const second = await all<{ subject: string; body: string }>("select subject, body from outbox where job_id like ? order by id", `watch-digest-${subscriberId}-%`);
    expect(second).toHaveLength(mailsBefore + 1);
    expect(second.at(-1)!.body).toContain("Overruled: Quorlin Mills 1");
    expect(await one("select emailed_at is not null as sent from alert_log where user_id = ? and doc_id = ?", subscriberId, overruling)).toEqual({ sent: 1 });
  });

  test("the stop link stops the watch without a login; a tampered one is refused and changes nothing", async () => {
    const mail = (await one<{ body: string }>("select body from outbox where job_id like ? order by id limit 1", `watch-digest-${subscriberId}-%`))!;
    const [, w, t] = /\/alerts\/stop\?w=(\d+)&t=([0-9a-f]{32})/.exec(mail.body)!;
    // Opening the link shows what it stops and changes nothing (mail scanners open links).
    const open = await req(`/alerts/stop?w=${w}&t=${t}`);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain("Stop the alerts for Quorlin Mills 1 v. Workmen of Quorlin?");
    const tampered = t.slice(0, -1) + (t.endsWith("0") ? "1" : "0");
    expect((await req(`/alerts/stop?w=${w}&t=${tampered}`)).status).toBe(403);
    expect((await req("/alerts/stop", { form: { w, t: tampered } })).status).toBe(403);
    expect((await req("/alerts/stop", { form: { w: String(Number(w) + 1000), t } })).status).toBe(404);
    expect((await req("/alerts/stop", { form: { w, t: "not-a-token" } })).status).toBe(400);
    expect(await one("select count(*) n from case_watches where id = ?", Number(w))).toEqual({ n: 1 });
    // The right token, no cookie: stopped.
    const stop = await req("/alerts/stop", { form: { w, t } });
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain("Stopped.");
    expect(await one("select count(*) n from case_watches where id = ?", Number(w))).toEqual({ n: 0 });
    expect((await req("/alerts/stop", { form: { w, t } })).status).toBe(404);
    // A new citing judgment now tells nobody.
    const before = await counts();
    await writeCase(ctxAt(), judgment(4, "Wexor", ["We rely on (1987) 3 SCC 410."]), 1);
    expect((await counts()).events).toBe(before.events);
  });
});

describe("a saved search", () => {
  let searchId: number;

  test("is saved from a search's address, once, by a subscriber with a plan; a search that would not run is refused", async () => {
    const params = "mode=word&text=quindecimvir+estoppel&section=both&method=all&run=1&page=3&byDate=a";
    expect((await req("/library", { cookie: noPlanCookie, form: { intent: "saveSearch", params } })).status).toBe(403);
    expect((await req("/library", { cookie, form: { intent: "saveSearch", params: "mode=quick&run=1&q=" } })).status).toBe(400);
    expect((await req("/library", { cookie, form: { intent: "saveSearch", params } })).status).toBe(200);
    expect((await req("/library", { cookie, form: { intent: "saveSearch", params: params.replace("page=3", "page=1") } })).status).toBe(200);
    const rows = await all<{ id: number; user_id: number; mode: string; params: string; label: string }>("select id, user_id, mode, params, label from saved_searches");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: subscriberId, mode: "word", params: "method=all&mode=word&run=1&section=both&text=quindecimvir+estoppel", label: 'Word Search: "quindecimvir estoppel"' });
    searchId = rows[0].id;
    const library = await (await req("/library", { cookie })).text();
    expect(library).toContain('Word Search: &quot;quindecimvir estoppel&quot;');
  });

  test("a new judgment that matches it is on the bell; one that does not, or is unpublished, is not — until it is published", async () => {
    const ctx = ctxAt();
    const matching = await writeCase(ctx, judgment(5, "Ulmar", ["The doctrine of quindecimvir estoppel applies here."]), 1);
    await writeCase(ctx, judgment(6, "Ulmar", ["Nothing of the kind is said."]), 1);
    const hidden = await writeCase(ctx, judgment(7, "Ulmar", ["Quindecimvir estoppel, once more."], { live: false }), 1);
    const note = await eventually(() => one<{ title: string; body: string; link: string; user_id: number }>("select n.title, n.body, n.link, d.user_id from notification_deliveries d join notifications n on n.id = d.notification_id where n.type = 5 and n.doc_id = ?", matching));
    expect(note).toMatchObject({ user_id: subscriberId, link: `/viewCase/${matching}` });
    expect(note.body).toContain('matches your saved search Word Search: "quindecimvir estoppel"');
    await eventually(async () => (await one<{ n: number }>("select count(*) n from watch_events"))!.n === 0);
    expect(await all("select doc_id from alert_log where kind = 'search' order by doc_id")).toEqual([{ doc_id: matching }]);
    expect(await one("select count(*) n from watch_pending_cases where doc_id = ?", hidden)).toEqual({ n: 1 });
    // Published later: now it is new to the subscriber.
    const input = judgment(7, "Ulmar", ["Quindecimvir estoppel, once more."], { live: true, docId: hidden });
    await writeCase(ctx, input, 1);
    await eventually(() => one("select 1 as ok from alert_log where kind = 'search' and doc_id = ?", hidden));
    expect(await one("select count(*) n from watch_pending_cases where doc_id = ?", hidden)).toEqual({ n: 0 });
    // Written again: nothing new.
    await writeCase(ctx, input, 1);
    expect(await one("select count(*) n from watch_events")).toEqual({ n: 0 });
  });

  test("a High Court judgment, written to its own shard (CASES_1), that matches it is on the bell too: the search is tested in that shard (decision 132)", async () => {
    const bombay = (await one<{ id: number }>("select id from courts where name = 'High Court of Bombay'"))!.id;
    const hc = await writeCase(ctxAt(), judgment(9, "Hollar", ["The bench applies quindecimvir estoppel."], { courtId: bombay }), 1);
    expect(await one("select shard_id from case_directory where doc_id = ?", hc)).toEqual({ shard_id: 1 });
    expect(await one("select count(*) n from cases where doc_id = ?", hc)).toEqual({ n: 0 });
    const note = await eventually(() => one<{ body: string; user_id: number }>("select n.body, d.user_id from notification_deliveries d join notifications n on n.id = d.notification_id where n.type = 5 and n.doc_id = ?", hc));
    expect(note.user_id).toBe(subscriberId);
    expect(note.body).toContain("Hollar Mills 9 v. Workmen of Hollar (High Court of Bombay, 01-02-1999)");
  });

  test("the bell's stop button deletes the subscriber's own saved search; another's is not found", async () => {
    const other = await req("/notifications", { cookie: noPlanCookie, form: { intent: "stop", kind: "search", target: String(searchId) } });
    expect(other.status).toBe(404);
    expect(await one("select count(*) n from saved_searches where id = ?", searchId)).toEqual({ n: 1 });
    const stop = await req("/notifications", { cookie, form: { intent: "stop", kind: "search", target: String(searchId) } });
    expect(stop.status).toBe(302);
    expect(await one("select count(*) n from saved_searches where id = ?", searchId)).toEqual({ n: 0 });
  });
});

describe("a High Court case held in its own shard (CASES_1), watched from the catalogue (decision 132)", () => {
  test("is watched, listed with its title, and its citing High Court judgment is on the bell with its court; the stop link names it", async () => {
    const ctx = ctxAt();
    const bombay = (await one<{ id: number }>("select id from courts where name = 'High Court of Bombay'"))!.id;
    const watched = await writeCase(ctx, judgment(11, "Brennick", ["The facts.", "The petition is dismissed."], { courtId: bombay, citations: [{ raw: "(1989) 4 SCC 301" }] }), 1);
    const earlier = await writeCase(ctx, judgment(12, "Corvale", ["We apply Brennick Mills v. Workmen, (1989) 4 SCC 301."], { courtId: bombay }), 1);
    expect(await one("select shard_id from case_directory where doc_id = ?", watched)).toEqual({ shard_id: 1 });
    expect((await req("/library", { cookie, form: { intent: "watch", docId: String(watched) } })).status).toBe(200);
    expect(await one("select user_id from case_watches where doc_id = ?", watched)).toEqual({ user_id: subscriberId });
    // The judgment already citing it, read in its shard, is recorded as told: it never alerts.
    expect(await one("select level from watch_seen where doc_id = ? and cited_doc_id = ?", earlier, watched)).toEqual({ level: 1 });
    expect(await (await req("/library", { cookie })).text()).toContain("Brennick Mills 11 v. Workmen of Brennick");

    const citing = await writeCase(ctx, judgment(13, "Dulwich", ["The facts.", "We follow Brennick Mills v. Workmen, (1989) 4 SCC 301, on this point."], { courtId: bombay }), 1);
    const note = await eventually(() =>
      one<{ title: string; body: string; link: string }>("select n.title, n.body, n.link from notification_deliveries d join notifications n on n.id = d.notification_id where d.user_id = ? and n.type = 4 and n.doc_id = ?", subscriberId, citing),
    );
    expect(note.title).toBe("Cited: Brennick Mills 11 v. Workmen of Brennick");
    expect(note.body).toContain("is followed in");
    expect(note.body).toContain("Dulwich Mills 13 v. Workmen of Dulwich (High Court of Bombay, 01-02-2003)");
    expect(note.link).toBe(`/viewCase/${citing}#para-2`);
    expect(await one("select count(*) n from alert_log where doc_id = ?", earlier)).toEqual({ n: 0 });
    // The stop link's page names the watched case (its title from the directory).
    const w = (await one<{ id: number; stop_token: string }>("select id, stop_token from case_watches where doc_id = ?", watched))!;
    expect(await (await req(`/alerts/stop?w=${w.id}&t=${w.stop_token}`)).text()).toContain("Brennick Mills 11 v. Workmen of Brennick");
  });

  test("a citation across the shards is linked at its write and alerts the cited case's watchers, both ways (decision 132)", async () => {
    const ctx = ctxAt();
    const bombay = (await one<{ id: number }>("select id from courts where name = 'High Court of Bombay'"))!.id;
    const delivered = (docId: number) =>
      eventually(() => one<{ title: string; body: string }>("select n.title, n.body from notification_deliveries d join notifications n on n.id = d.notification_id where d.user_id = ? and n.type = 4 and n.doc_id = ?", subscriberId, docId));
    // A Supreme Court judgment (the catalogue's database, one batch) citing the watched High Court case (CASES_1).
    const hcWatched = (await one<{ doc_id: number }>("select doc_id from case_directory where title = 'Brennick Mills 11 v. Workmen of Brennick'"))!.doc_id;
    const sc = await writeCase(ctx, judgment(14, "Ellery", ["The facts.", "We follow Brennick Mills v. Workmen, (1989) 4 SCC 301, here."]), 1);
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ?", sc)).toEqual({ cited_doc_id: hcWatched, resolved_by: "citation" });
    // The catalogue's one-batch write gave the cited case's shard its incoming row (decision 133).
    expect(await caseOne(hcWatched, "select doc_id, resolved_by from case_incoming where cited_doc_id = ?", hcWatched)).toEqual({ doc_id: sc, resolved_by: "citation" });
    const fromSc = await delivered(sc);
    expect(fromSc.title).toBe("Cited: Brennick Mills 11 v. Workmen of Brennick");
    expect(fromSc.body).toContain("Ellery Mills 14 v. Workmen of Ellery (Supreme Court");
    // A High Court judgment (CASES_1, the ordered write) citing a watched Supreme Court case.
    const scWatched = await writeCase(ctx, judgment(15, "Farrow", ["Held."], { citations: [{ raw: "(1990) 1 SCC 55" }] }), 1);
    expect((await req("/library", { cookie, form: { intent: "watch", docId: String(scWatched) } })).status).toBe(200);
    const hc = await writeCase(ctx, judgment(16, "Garland", ["The facts.", "We follow Farrow Mills v. Workmen, (1990) 1 SCC 55, here."], { courtId: bombay }), 1);
    expect(await caseOne(hc, "select cited_doc_id, resolved_by from case_references where doc_id = ?", hc)).toEqual({ cited_doc_id: scWatched, resolved_by: "citation" });
    // …and the shard's ordered write the catalogue's (shard 0's) incoming row.
    expect(await one("select doc_id, resolved_by from case_incoming where cited_doc_id = ?", scWatched)).toEqual({ doc_id: hc, resolved_by: "citation" });
    const fromHc = await delivered(hc);
    expect(fromHc.title).toBe("Cited: Farrow Mills 15 v. Workmen of Farrow");
    expect(fromHc.body).toContain("Garland Mills 16 v. Workmen of Garland (High Court of Bombay");
    // A judgment in another shard already citing a case when it is watched is recorded as told there: its edit alerts nobody.
    const older = await writeCase(ctx, judgment(17, "Harlow", ["Held."], { citations: [{ raw: "(1991) 2 SCC 88" }] }), 1);
    const ingram = judgment(18, "Ingram", ["The facts.", "We follow Harlow Mills v. Workmen, (1991) 2 SCC 88, here."], { courtId: bombay });
    const citingFirst = await writeCase(ctx, ingram, 1);
    expect((await req("/library", { cookie, form: { intent: "watch", docId: String(older) } })).status).toBe(200);
    expect(await one("select level from watch_seen where doc_id = ? and cited_doc_id = ?", citingFirst, older)).toEqual({ level: 1 });
    await writeCase(ctx, { ...ingram, docId: citingFirst, appellant: "Ingram Mills 18 (edited)" }, 1);
    expect(await one("select count(*) n from watch_events where doc_id = ?", citingFirst)).toEqual({ n: 0 });
    expect(await one("select count(*) n from alert_log where doc_id = ?", citingFirst)).toEqual({ n: 0 });
  });
});

describe("the fan-out goes through the queue a page at a time", () => {
  test(`${FAN_OUT_BATCH + 50} watchers: the write sends one message; the consumer tells ${FAN_OUT_BATCH}, then carries on in a new message`, async () => {
    const sent: JobMessage[] = [];
    const ctx = { ...ctxAt(), jobs: { send: async (m: JobMessage) => void sent.push(m) } };
    const cited = await writeCase(ctx, judgment(8, "Tessar", ["Held."], { citations: [{ raw: "(1988) 2 SCC 77" }] }), 1);
    const n = FAN_OUT_BATCH + 50;
    await ctx.db.$client.batch([
      ctx.db.$client.prepare(
        `with recursive k(i) as (select 1 union all select i + 1 from k where i < ?)
         insert into users (role_id, name, email, mobile, active) select 2, 'Watcher ' || i, 'watcher' || i || '@example.com', '7' || printf('%09d', i), 1 from k`,
      ).bind(n),
      ctx.db.$client.prepare(
        `insert into orders (user_id, plan_id, status, payment_mode, base_paise, gst_paise, amount_paise, plan_start_at, plan_end_at, plan_name, plan_users)
         select id, (select min(id) from plans), 'PAID', 'ADMIN', 0, 0, 0, '2000-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z', 'Test', 1 from users where email like 'watcher%@example.com'`,
      ),
      ctx.db.$client.prepare("insert into case_watches (user_id, doc_id, stop_token, created_at) select id, ?, lower(hex(randomblob(16))), '2026-01-01T00:00:00.000Z' from users where email like 'watcher%@example.com'").bind(cited),
    ]);
    const citing = await writeCase(ctx, judgment(9, "Rindel", ["We follow (1988) 2 SCC 77."]), 1);
    const first = sent.filter((m) => m.type === "watch-alerts");
    expect(first).toEqual([{ type: "watch-alerts", docId: citing }]);
    sent.length = 0;
    await runWatchAlerts(ctx, first[0] as Extract<JobMessage, { type: "watch-alerts" }>);
    const deliveries = () => one<{ n: number }>("select count(*) n from notification_deliveries d join notifications n on n.id = d.notification_id where n.doc_id = ? and n.type = 4", citing);
    expect(await deliveries()).toEqual({ n: FAN_OUT_BATCH });
    const next = sent.filter((m) => m.type === "watch-alerts") as Extract<JobMessage, { type: "watch-alerts" }>[];
    expect(next).toHaveLength(1);
    expect(next[0].after).toBeGreaterThan(0);
    // Digests are queued one message per subscriber told, never sent inline.
    expect(sent.filter((m) => m.type === "watch-digest")).toHaveLength(FAN_OUT_BATCH);
    // One shared notification for every watcher.
    expect(await one("select count(*) n from notifications where doc_id = ? and type = 4", citing)).toEqual({ n: 1 });
    sent.length = 0;
    await runWatchAlerts(ctx, next[0]);
    expect(await deliveries()).toEqual({ n });
    expect(sent.filter((m) => m.type === "watch-alerts")).toEqual([]);
    // Run again (a redelivered message): nobody is told twice.
    await runWatchAlerts(ctx, next[0]);
    await runWatchAlerts(ctx, first[0] as Extract<JobMessage, { type: "watch-alerts" }>);
    expect(await deliveries()).toEqual({ n });
    expect(await one("select count(*) n from alert_log where doc_id = ?", citing)).toEqual({ n });
  });
});

test("the cron's sweep sends again events whose message the queue refused or lost, and the digests whose day has passed", async () => {
  const sent: JobMessage[] = [];
  const now = Date.now();
  const ctx = { ...ctxAt(new Date(now)), jobs: { send: async (m: JobMessage) => void sent.push(m) } };
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  await ctx.db.$client.batch([
    ctx.db.$client.prepare("delete from watch_events"),
    // refused 5 minutes ago (never queued), queued 2 hours ago and still here (lost), just written, queued a minute ago
    ctx.db.$client.prepare("insert into watch_events (kind, doc_id, created_at, queued_at) values ('new', 901, ?, null), ('new', 902, ?, ?), ('new', 903, ?, null), ('new', 904, ?, ?)").bind(iso(300_000), iso(7_200_000), iso(7_200_000), iso(1_000), iso(60_000), iso(60_000)),
    ctx.db.$client.prepare("insert into alert_log (user_id, kind, target_id, doc_id, created_at) values (?, 'search', 999, 901, ?)").bind(subscriberId, iso(1_000)),
    ctx.db.$client.prepare("delete from watch_digests"),
  ]);
  await sweepWatchAlerts(ctx);
  expect(sent.filter((m) => m.type === "watch-alerts").map((m) => (m as { docId: number }).docId).sort()).toEqual([901, 902]);
  expect(sent.filter((m) => m.type === "watch-digest")).toContainEqual({ type: "watch-digest", userId: subscriberId });
  expect(await all("select doc_id, queued_at is not null as queued from watch_events order by doc_id")).toEqual([
    { doc_id: 901, queued: 1 },
    { doc_id: 902, queued: 1 },
    { doc_id: 903, queued: 0 },
    { doc_id: 904, queued: 1 },
  ]);
  await ctx.db.$client.prepare("delete from watch_events").run();
});
