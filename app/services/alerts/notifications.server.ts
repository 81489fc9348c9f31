/**
 * Notifications (back-office §2 'Send Notification', §3, §4, §5; decision 22): the Super Admin
 * sends one of three types; it is stored, then fanned out by the jobs queue to its subscribers'
 * in-site lists (the bell), and type 3 also by e-mail through the e-mail adapter (the outbox).
 *
 * Targets (docs/decisions/030-staff-and-notifications.md): types 1 (Post Case) and 2 (General)
 * go to every active client account at the time of the fan-out; type 3 to the one client chosen.
 * The fan-out is idempotent: a delivery row per notification and subscriber (its primary key,
 * INSERT OR IGNORE) and the e-mail's outbox row per job id, so a redelivered or retried message —
 * also one that failed half-way — reaches nobody twice. Every accepted send is recorded with the
 * notification (notification_sends) before its fan-out is queued, and marked done when the fan-out
 * ends; the cron's sweep queues again a send left open (its message lost with a Worker that died:
 * decision 100).
 */
import { and, asc, count, desc, eq, gt, isNull, lt, lte, sql } from "drizzle-orm";
import { caseDirectory, notificationDeliveries, notificationReads, notifications, notificationSends, users } from "../../../db/schema";
import type { z } from "zod";
import type { AppContext } from "../../utils/context.server";
import { notificationMessages } from "../../utils/copy";
import { unreadCountSql } from "../../utils/unread-count.server";
import { ROLE } from "../../utils/roles";
import type { NotificationSchema } from "./notifications.schema";
import { deliver } from "./outbox.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./notifications.schema";

export const NOTIFICATION_TYPES = { POST_CASE: 1, GENERAL: 2, USER_SPECIFIC: 3 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];
/** The user select loads up to 999 clients (§2, §9). */
export const CLIENT_SELECT_LIMIT = 999;
/** Subscribers written per statement of a broadcast fan-out. */
export const FAN_OUT_PAGE = 500;
export const INBOX_PAGE_SIZE = 20;

const isClient = and(eq(users.roleId, ROLE.USER), isNull(users.deletedAt));

/** The 'name (email)' select of type 3 (§2): up to 999 clients, by name. */
export async function listNotificationClients(ctx: AppContext) {
  return ctx.db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(isClient).orderBy(asc(users.name), asc(users.id)).limit(CLIENT_SELECT_LIMIT).all();
}

/** Is this doc id a live case (type 1's DocId, §5)? The catalogue's directory knows the cases of every shard (issue 36). */
export async function isLiveCase(ctx: AppContext, docId: number): Promise<boolean> {
  return Boolean(
    await ctx.db
      .select({ docId: caseDirectory.docId })
      .from(caseDirectory)
      .where(and(eq(caseDirectory.docId, docId), eq(caseDirectory.live, true), eq(caseDirectory.deleted, false), eq(caseDirectory.state, "live")))
      .get(),
  );
}

/** The client a type-3 notification goes to, by the e-mail the select sends. */
export async function findClientByEmail(ctx: AppContext, email: string) {
  return (await ctx.db.select({ id: users.id }).from(users).where(and(isClient, eq(users.email, email.toLowerCase()))).get()) ?? null;
}

export type SendInput =
  | { type: 1; title: string; body: string; docId: number }
  | { type: 2; title: string; body: string }
  | { type: 3; title: string; body: string; userId: number };

/** A send still open this long after it was accepted has lost its queue message: the sweep queues it again. */
export const SEND_SWEEP_AFTER_MS = 10 * 60 * 1000;
/** How many times the sweep queues one send again before it gives up and says so in the log (two hours at the cron's 10 minutes). */
export const SEND_SWEEPS_MAX = 12;
/** Sends queued again per sweep. */
const SWEEP_BATCH = 50;

/**
 * Stores the notification and, in the same D1 batch, the record of its send; then queues its
 * fan-out. When the queue refuses the message both rows are removed again, so a failed send leaves
 * nothing behind ('Notification send failed !'). A message the queue took but that is never
 * consumed (the Worker died) is found by the sweep (sweepNotificationSends).
 */
export async function sendNotification(ctx: AppContext, actorId: number, input: SendInput): Promise<{ ok: true; id: number } | { ok: false }> {
  const nowIso = ctx.clock.now().toISOString();
  const [inserted] = await ctx.db.batch([
    ctx.db
      .insert(notifications)
      .values({
        type: input.type,
        category: input.type === 1 ? "CASE" : "OTHER",
        title: input.title,
        body: input.body,
        docId: input.type === 1 ? input.docId : null,
        userId: input.type === 3 ? input.userId : null,
        createdAt: nowIso,
        createdBy: actorId,
      })
      .returning({ id: notifications.id }),
    ctx.db.insert(notificationSends).values({ notificationId: sql`last_insert_rowid()`, acceptedAt: nowIso }),
  ]);
  const id = inserted[0].id;
  try {
    await ctx.jobs.send({ type: "notify", notificationId: id });
  } catch (error) {
    console.error(`notification ${id}: the jobs queue refused its fan-out:`, error instanceof Error ? error.message : error);
    await ctx.db.batch([ctx.db.delete(notificationSends).where(eq(notificationSends.notificationId, id)), ctx.db.delete(notifications).where(eq(notifications.id, id))]);
    return { ok: false };
  }
  return { ok: true, id };
}

/**
 * The cron's part (every 10 minutes, with the watch alerts' sweep): each send accepted more than
 * SEND_SWEEP_AFTER_MS ago whose fan-out has not ended is queued again (the fan-out is idempotent,
 * so a message that was only slow does no harm). Answers how many were queued.
 */
export async function sweepNotificationSends(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - SEND_SWEEP_AFTER_MS).toISOString();
  const open = await ctx.db
    .select({ id: notificationSends.notificationId, sweeps: notificationSends.sweeps })
    .from(notificationSends)
    .where(and(isNull(notificationSends.doneAt), lte(notificationSends.acceptedAt, before)))
    .orderBy(asc(notificationSends.acceptedAt))
    .limit(SWEEP_BATCH * 4)
    .all();
  let queued = 0;
  for (const send of open) {
    if (queued >= SWEEP_BATCH) break;
    if (send.sweeps >= SEND_SWEEPS_MAX) {
      console.error(`notification ${send.id}: its fan-out did not end after ${send.sweeps} sweeps; not queued again (see dead_letters)`);
      continue;
    }
    const counted = await ctx.db
      .update(notificationSends)
      .set({ sweeps: sql`${notificationSends.sweeps} + 1` })
      .where(and(eq(notificationSends.notificationId, send.id), isNull(notificationSends.doneAt), lt(notificationSends.sweeps, SEND_SWEEPS_MAX)))
      .run();
    if (!counted.meta.changes) continue;
    try {
      await ctx.jobs.send({ type: "notify", notificationId: send.id });
      queued++;
    } catch (error) {
      console.error(`notification ${send.id}: the sweep could not queue its fan-out:`, error instanceof Error ? error.message : error);
      return queued;
    }
  }
  return queued;
}

/** The send's fan-out has ended (every subscriber has it, or there is nobody left to give it to). */
async function sendDone(ctx: AppContext, notificationId: number): Promise<void> {
  await ctx.db
    .update(notificationSends)
    .set({ doneAt: ctx.clock.now().toISOString() })
    .where(and(eq(notificationSends.notificationId, notificationId), isNull(notificationSends.doneAt)))
    .run();
}

export type NotificationFormValue = z.output<typeof NotificationSchema>;
export type SendFormResult =
  | { ok: true; id: number }
  | { ok: false; status: 400; field: "docId" | "userEmail"; message: string }
  | { ok: false; status: 503; message: string };

/**
 * 'Send Notification' as the form (and the API's notification/send) gives it, once its schema has
 * passed: type 1 needs a live case, type 3 a client by e-mail; then stored and queued
 * (sendNotification). A refusal names its field; a queue that refuses is 503 'Notification send failed !'.
 */
export async function sendNotificationForm(ctx: AppContext, actorId: number, value: NotificationFormValue): Promise<SendFormResult> {
  const { type, title, body, docId, userEmail } = value;
  let input: SendInput;
  if (type === 1) {
    if (!(await isLiveCase(ctx, Number(docId)))) return { ok: false, status: 400, field: "docId", message: notificationMessages.docIdNotLive };
    input = { type, title, body, docId: Number(docId) };
  } else if (type === 3) {
    const client = await findClientByEmail(ctx, userEmail ?? "");
    if (!client) return { ok: false, status: 400, field: "userEmail", message: notificationMessages.userUnknown };
    input = { type, title, body, userId: client.id };
  } else {
    input = { type, title, body };
  }
  const sent = await sendNotification(ctx, actorId, input);
  return sent.ok ? sent : { ok: false, status: 503, message: notificationMessages.failed };
}

export type SentNotificationRow = {
  id: number;
  type: number;
  category: string;
  title: string;
  body: string;
  docId: number | null;
  userEmail: string | null;
  createdAt: string;
  deliveries: number;
};

/** The notifications sent from the back office, newest first (the API's GET notification), with how many subscribers each reached. */
export async function listSentNotifications(ctx: AppContext, page: number) {
  const total = (await ctx.db.select({ n: count() }).from(notifications).get())?.n ?? 0;
  const { pages, page: current } = pageWindow(total, INBOX_PAGE_SIZE, page);
  const rows: SentNotificationRow[] = await ctx.db
    .select({
      id: notifications.id,
      type: notifications.type,
      category: notifications.category,
      title: notifications.title,
      body: notifications.body,
      docId: notifications.docId,
      userEmail: users.email,
      createdAt: notifications.createdAt,
      deliveries: sql<number>`(select count(*) from ${notificationDeliveries} where ${notificationDeliveries.notificationId} = ${notifications.id})`,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.userId))
    .orderBy(desc(notifications.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((current - 1) * INBOX_PAGE_SIZE)
    .all();
  return { rows, page: current, pages, total };
}

/**
 * The queue's half: writes the in-site deliveries (and for type 3 the e-mail). Safe to run any
 * number of times for one notification; a provider failure throws so the queue retries it.
 */
export async function fanOutNotification(ctx: AppContext, notificationId: number): Promise<void> {
  const n = await ctx.db.select().from(notifications).where(eq(notifications.id, notificationId)).get();
  if (!n) return; // removed again because its send failed: nothing to deliver (and no send row)
  const nowIso = ctx.clock.now().toISOString();
  if (n.type === NOTIFICATION_TYPES.USER_SPECIFIC) {
    const client = n.userId === null ? undefined : await ctx.db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(and(eq(users.id, n.userId), isClient)).get();
    if (!client) return sendDone(ctx, n.id);
    await ctx.db.insert(notificationDeliveries).values({ notificationId: n.id, userId: client.id, deliveredAt: nowIso }).onConflictDoNothing().run();
    await deliver(ctx, {
      type: "email",
      id: `notify-${n.id}-${client.id}`,
      to: client.email,
      subject: n.title,
      text: `Dear ${client.name},\n\n${n.body}\n\n${ctx.config.appName}\n${ctx.config.publicUrl.replace(/\/$/, "")}/notifications`,
    });
    return sendDone(ctx, n.id);
  }
  // Types 1 and 2: every active client, one page of ids at a time, in id order.
  const targets = and(isClient, eq(users.active, true));
  let after = 0;
  for (;;) {
    const page = await ctx.db.select({ id: users.id }).from(users).where(and(targets, gt(users.id, after))).orderBy(asc(users.id)).limit(FAN_OUT_PAGE).all();
    if (!page.length) return sendDone(ctx, n.id);
    const last = page[page.length - 1].id;
    await ctx.db.run(sql`insert or ignore into ${notificationDeliveries} (notification_id, user_id, delivered_at)
      select ${n.id}, ${users.id}, ${nowIso} from ${users} where ${and(targets, gt(users.id, after), lte(users.id, last))}`);
    if (page.length < FAN_OUT_PAGE) return sendDone(ctx, n.id);
    after = last;
  }
}

/** The bell's number (every subscriber page reads it with the session: app/utils/unread-count.server.ts). */
export async function countUnread(ctx: AppContext, userId: number): Promise<number> {
  const row = await ctx.db.select({ n: unreadCountSql(userId) }).from(sql`(select 1)`).get();
  return Number(row?.n ?? 0);
}

/** `link`: a watch alert's paragraph of the citing judgment; `alertKind`/`alertTarget`: what its stop button stops (decision 080). */
export type InboxRow = { id: number; type: number; title: string; body: string; docId: number | null; createdAt: string; read: boolean; link: string | null; alertKind: "watch" | "search" | null; alertTarget: number | null };

/** One subscriber's list, newest first; a case link only while the case is live. */
export async function listInbox(ctx: AppContext, userId: number, page: number) {
  const total = (await ctx.db.select({ n: count() }).from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId)).get())?.n ?? 0;
  const { pages, page: current } = pageWindow(total, INBOX_PAGE_SIZE, page);
  const rows = await ctx.db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      docId: sql<number | null>`case when ${caseDirectory.live} = 1 and ${caseDirectory.deleted} = 0 and ${caseDirectory.state} = 'live' then ${caseDirectory.docId} end`,
      createdAt: notifications.createdAt,
      link: notifications.link,
      alertKind: notifications.alertKind,
      alertTarget: notifications.alertTarget,
      readAt: notificationReads.readAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    // The case's state from the directory (the case may be in any shard, issue 36).
    .leftJoin(caseDirectory, eq(caseDirectory.docId, notifications.docId))
    .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notificationDeliveries.notificationId), eq(notificationReads.userId, userId)))
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((current - 1) * INBOX_PAGE_SIZE)
    .all();
  const list: InboxRow[] = rows.map(({ readAt, ...r }) => ({ ...r, read: readAt !== null }));
  return { rows: list, page: current, pages, total, unread: await countUnread(ctx, userId) };
}

/** Marks one of the subscriber's own notifications read (another's is simply not found). */
export async function markRead(ctx: AppContext, userId: number, notificationId: number): Promise<boolean> {
  const own = await ctx.db
    .select({ id: notificationDeliveries.notificationId })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.notificationId, notificationId)))
    .get();
  if (!own) return false;
  await ctx.db.insert(notificationReads).values({ notificationId, userId, readAt: ctx.clock.now().toISOString() }).onConflictDoNothing().run();
  return true;
}

/** Marks every notification of the subscriber read. */
export async function markAllRead(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.run(sql`insert or ignore into ${notificationReads} (notification_id, user_id, read_at)
    select ${notificationDeliveries.notificationId}, ${userId}, ${ctx.clock.now().toISOString()} from ${notificationDeliveries}
    where ${notificationDeliveries.userId} = ${userId}`);
}
