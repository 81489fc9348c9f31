/**
 * Watches, saved searches and their alerts (issue 25 item 5; docs/decisions/080-watches-and-saved-searches.md,
 * 081-alert-fan-out-and-digest.md).
 *
 * - A subscriber with a plan watches a case or saves a search; each row carries a random stop
 *   token, the capability of its alerts' one-click stop link (no login needed).
 * - The write path (`writeCase`/`writeCases`) adds `watchWriteStatements` to its own batch: a
 *   `watch_events` row for each (citing, watched) pair a write adds — or makes overruled/doubted —
 *   and one for each judgment that becomes readable for the first time while saved searches
 *   exist. After the batch, `enqueueWatchAlerts` sends one queue message per judgment.
 * - The jobs Worker (`runWatchAlerts`) fans each event out a page of subscribers (or saved
 *   searches) at a time, continuing in a new message; the bell notification is written at once,
 *   `alert_log` de-duplicates, and `sendWatchDigest` e-mails a subscriber's pending alerts at most
 *   once a day through the e-mail adapter (the outbox).
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { caseDirectory, caseWatches, savedSearches, users, watchDigests, watchEvents } from "../../../db/schema";
import { matchOneStatement } from "../../../search-index/match-one";
import { placeWords, readPinpoint } from "../../../search-index/pinpoint-words";
import { NEGATIVE_TREATMENTS, TREATMENT_LABEL, TREATMENTS, type Treatment } from "../../../search-index/treatment-labels";
import { activePlanSql } from "../../utils/active-plan.server";
import type { AppContext, Db } from "../../utils/context.server";
import { formatDate } from "../../utils/format";
import { ROLE } from "../../utils/roles";
import { modeOf, parseSearch, type Mode } from "../../utils/search-form";
import { queryStatement, type Statement } from "../cases/case-input.server";
import { caseDb, eachCaseDb } from "../cases/case-shard-of.server";
import { deliver } from "./outbox.server";
import { searchJournals } from "../search/search.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the pages' actions and the API (decision 058). */
export * from "./watch.schema";
/** The actions' messages, through this server module so a page's bundle does not take copy.ts for them (page weight, decision 051). */
export { watchMessages } from "../../utils/copy-watch";

export const WATCH_LIMIT = 500;
export const SAVED_SEARCH_LIMIT = 50;
export const WATCH_PAGE_SIZE = 100;
/** Subscribers (a watched case's) told per queue message; the rest go on in the next message. */
export const FAN_OUT_BATCH = 100;
/** Saved searches tested against a new judgment per queue message (one statement each, one D1 batch). */
export const SEARCH_BATCH = 50;
/** A subscriber's alert e-mail goes at most this often. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Alerts listed in one digest; more are on the notifications page. */
export const DIGEST_MAX_ITEMS = 50;
/** Events a write left unqueued (the queue refused) are sent again by the cron after this long. */
export const REQUEUE_AFTER_MS = 2 * 60 * 1000;
/** Events queued this long ago and still waiting lost their message: the cron sends them again. */
export const LOST_AFTER_MS = 60 * 60 * 1000;

export const NOTIFICATION_TYPE_WATCH = 4;
export const NOTIFICATION_TYPE_SEARCH = 5;

const NEGATIVE = `(${NEGATIVE_TREATMENTS.map((t) => `'${t}'`).join(", ")})`;
/** The strongest treatment first (search-index/treatment-labels.ts). */
const TREATMENT_RANK = `instr(',${TREATMENTS.join(",")},', ',' || r2.treatment || ',')`;
/** A reference's alert level: 2 when it overrules or doubts, 1 otherwise (a pair is told again when it rises). */
const LEVEL = `max(case when r.treatment in ${NEGATIVE} then 2 else 1 end)`;

// ---------------------------------------------------------------- pure parts (unit-tested)

/** A 128-bit random stop token, hex. */
export function newStopToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison of two tokens. */
export function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Whether a subscriber's digest may go now: never sent, or the last one a day ago or more. */
export function digestDue(lastSentAt: string | null | undefined, now: Date): boolean {
  return !lastSentAt || now.getTime() - Date.parse(lastSentAt) >= DIGEST_INTERVAL_MS;
}

/** The page of subscribers a message tells, and where the next message starts (null: done). */
export function nextCursor(page: number[], limit: number): number | null {
  return page.length >= limit ? page[page.length - 1] : null;
}

export type CaseLine = { title: string; court: string | null; decidedDate: string | null };

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const described = (c: CaseLine) => {
  const extra = [c.court, formatDate(c.decidedDate)].filter(Boolean).join(", ");
  return extra ? `${c.title} (${extra})` : c.title;
};

/**
 * The bell's words for a watched case cited by a new judgment; overruled and doubted say so first.
 * `pinpoint` is the stored one (case_references.pinpoint): the court's paragraph number, or the
 * reporter's count of a judgment without numbers, which is said as such (decision 102).
 */
export function citedAlertText(input: { cited: CaseLine; citing: CaseLine; treatment: Treatment; pinpoint: string | null }): { title: string; body: string } {
  const head = input.treatment === "overruled" ? "Overruled" : input.treatment === "doubted" ? "Doubted" : "Cited";
  const verb = TREATMENT_LABEL[input.treatment].toLowerCase();
  const at = readPinpoint(input.pinpoint);
  return {
    title: clip(`${head}: ${input.cited.title}`, 150),
    body: clip(`${input.cited.title}, which you watch, is ${verb} in ${described(input.citing)}${at ? `, ${placeWords(at)}` : ""}.`, 2000),
  };
}

/** The bell's words for a new judgment matching a saved search. */
export function searchAlertText(input: { label: string; judgment: CaseLine }): { title: string; body: string } {
  return {
    title: clip(`New judgment for your search ${input.label}`, 150),
    body: clip(`${described(input.judgment)} matches your saved search ${input.label}.`, 2000),
  };
}

/** The link of a watch alert: the citing judgment's paragraph where the citation is. */
export function alertLink(docId: number, pinpoint: string | null): string {
  const at = readPinpoint(pinpoint);
  return `/viewCase/${docId}${at ? `#para-${at.label}` : ""}`;
}

/** The absolute stop link of a watch or a saved search. */
export function stopLink(publicUrl: string, target: { kind: "watch" | "search"; id: number; token: string }): string {
  return `${publicUrl.replace(/\/$/, "")}/alerts/stop?${target.kind === "watch" ? "w" : "s"}=${target.id}&t=${target.token}`;
}

export type DigestItem = { title: string; body: string; link: string | null; stop: string };

/** The digest e-mail: each alert with its link and its own stop link; `more` alerts wait on the site. */
export function digestEmail(input: { name: string; appName: string; publicUrl: string; items: DigestItem[]; more: number }): { subject: string; text: string } {
  const base = input.publicUrl.replace(/\/$/, "");
  const n = input.items.length + input.more;
  const lines = input.items.flatMap((item, i) => [
    `${i + 1}. ${item.title}`,
    `   ${item.body}`,
    ...(item.link ? [`   Read it: ${base}${item.link}`] : []),
    `   Stop these alerts: ${item.stop}`,
    "",
  ]);
  return {
    subject: `${input.appName}: ${n} new alert${n === 1 ? "" : "s"} on your watched cases and searches`,
    text: [
      `Dear ${input.name},`,
      "",
      ...lines,
      ...(input.more ? [`${input.more} more on your notifications page: ${base}/notifications`, ""] : []),
      "You get this e-mail at most once a day. Each stop link ends that alert at once, without signing in.",
      "",
      input.appName,
      `${base}/notifications`,
    ].join("\n"),
  };
}

const MODE_LABEL: Record<Mode, string> = { quick: "Quick Search", main: "Main Search", citation: "Citation Search", statute: "Statute Search", word: "Word Search" };
/** The parameters that only order or page a list: not part of a saved search. */
const LIST_ONLY = new Set(["page", "byDate", "byName", "rel"]);
/** Parameters that say how, not what: kept in the search, not in its label. */
const NOT_LABELS = new Set(["mode", "run", "letter", "section", "method", "journal", "category", "court", "cond1", "cond2", "cond3", "both1", "both2", "both3"]);

/** A search page's address as it is saved: its own parameters, sorted (one saved search per search), without paging and order. */
export function normalizeSearchParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const entries = [...[...params].filter(([k, v]) => !LIST_ONLY.has(k) && k !== "run" && v.trim() !== ""), ["run", "1"]].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [k, v] of entries) if (!out.has(k)) out.set(k, v.trim());
  return out;
}

/** What the saved search list and its alerts call a search: its mode and what was typed or chosen. */
export function searchLabel(params: URLSearchParams): string {
  const values = [...params].filter(([k, v]) => !NOT_LABELS.has(k) && v.trim()).map(([, v]) => v.trim());
  return clip(`${MODE_LABEL[modeOf(params)]}: ${values.length ? values.map((v) => `"${clip(v, 60)}"`).join(" · ") : "(all)"}`, 200);
}

// ---------------------------------------------------------------- watching a case

type Result = "done" | "exists" | "not-found" | "limit";

/** The judgments citing a case, each pair once at its level: [citing, cited, level]. */
const CITING_PAIRS_SQL = `select r.doc_id as d, r.cited_doc_id as c, ${LEVEL} as lv from case_references r
  where r.cited_doc_id = ? and r.doc_id <> r.cited_doc_id group by r.doc_id, r.cited_doc_id`;

/**
 * Starts watching a published case. The judgments already citing it are recorded as told
 * (watch_seen), so only later ones alert. The caller checks the plan. The case is read in its own
 * shard (decision 122), the references to it in every database; the watch is the catalogue's.
 */
export async function watchCase(ctx: AppContext, input: { userId: number; docId: number }): Promise<Result> {
  const home = await caseDb(ctx, input.docId);
  if (!home) return "not-found";
  const d1 = ctx.db.$client;
  // Readable in its shard; the judgments citing it in any database (a link across shards is kept in the citing one's, decision 132).
  const [readable, ...cites] = await Promise.all([
    home.$client.prepare("select 1 as ok from cases where doc_id = ? and live = 1 and deleted_at is null").bind(input.docId).first(),
    ...eachCaseDb(ctx).map(({ db }) =>
      db.$client
        .prepare(CITING_PAIRS_SQL)
        .bind(input.docId)
        .all<Record<string, number>>()
        .then((r) => r.results),
    ),
  ]);
  if (!readable) return "not-found";
  const pairs = { results: (cites as Record<string, number>[][]).flat() };
  const existing = await d1.prepare("select (select 1 from case_watches where user_id = ? and doc_id = ?) as mine, (select count(*) from case_watches where user_id = ?) as n").bind(input.userId, input.docId, input.userId).first<{ mine: number | null; n: number }>();
  if (existing?.mine) return "exists";
  if ((existing?.n ?? 0) >= WATCH_LIMIT) return "limit";
  await d1.batch([
    d1
      .prepare(
        `insert into watch_seen (doc_id, cited_doc_id, level) select value ->> 0, value ->> 1, value ->> 2 from json_each(?) where true
         on conflict (cited_doc_id, doc_id) do update set level = max(level, excluded.level)`,
      )
      .bind(JSON.stringify(pairs.results.map((p) => [p.d, p.c, p.lv]))),
    d1.prepare("insert into case_watches (user_id, doc_id, stop_token, created_at) values (?, ?, ?, ?) on conflict do nothing").bind(input.userId, input.docId, newStopToken(), ctx.clock.now().toISOString()),
  ]);
  return "done";
}

/** Stops watching one of the caller's own watches; false when there was none. */
export async function unwatchCase(ctx: AppContext, input: { userId: number; docId: number }): Promise<boolean> {
  const removed = await ctx.db.delete(caseWatches).where(and(eq(caseWatches.userId, input.userId), eq(caseWatches.docId, input.docId))).returning({ id: caseWatches.id }).get();
  return Boolean(removed);
}

export async function isWatching(ctx: AppContext, userId: number, docId: number): Promise<boolean> {
  return Boolean(await ctx.db.select({ id: caseWatches.id }).from(caseWatches).where(and(eq(caseWatches.userId, userId), eq(caseWatches.docId, docId))).get());
}

/** Which of these cases the subscriber watches (the library page's toggles). */
export async function watchedAmong(ctx: AppContext, userId: number, docIds: number[]): Promise<Set<number>> {
  if (!docIds.length) return new Set();
  const rows = await ctx.db.$client.prepare("select doc_id as docId from case_watches where user_id = ? and doc_id in (select value from json_each(?))").bind(userId, JSON.stringify(docIds)).all<{ docId: number }>();
  return new Set(rows.results.map((r) => r.docId));
}

/** One page of the subscriber's watched cases, newest watch first. */
export async function listWatches(ctx: AppContext, userId: number, page: number) {
  const total = (await ctx.db.select({ n: count() }).from(caseWatches).where(eq(caseWatches.userId, userId)).get())?.n ?? 0;
  const { pages, page: current } = pageWindow(total, WATCH_PAGE_SIZE, page);
  // The titles from the catalogue's directory (every shard's cases; cut at 200), not a shard's rows.
  const rows = await ctx.db
    .select({ docId: caseWatches.docId, title: caseDirectory.title, since: caseWatches.createdAt })
    .from(caseWatches)
    .innerJoin(caseDirectory, eq(caseDirectory.docId, caseWatches.docId))
    .where(eq(caseWatches.userId, userId))
    .orderBy(desc(caseWatches.id))
    .limit(WATCH_PAGE_SIZE)
    .offset((current - 1) * WATCH_PAGE_SIZE)
    .all();
  return { items: rows.map((r) => ({ docId: r.docId, title: r.title ?? "", since: r.since })), page: current, pages, total };
}

// ---------------------------------------------------------------- saved searches

export type SaveSearchResult = { ok: true; id: number; created: boolean } | { ok: false; status: 400 | 409; message: string };

/**
 * Saves the search of a search page's address (its query string), once per subscriber and
 * search. The address must hold a search the page would run (parseSearch says "ready").
 */
export async function saveSearch(ctx: AppContext, input: { userId: number; params: string }, messages: { notSavable: string; tooMany: string }): Promise<SaveSearchResult> {
  const raw = new URLSearchParams(input.params.replace(/^\?/, ""));
  const params = normalizeSearchParams(raw);
  const mode = modeOf(params);
  const parsed = parseSearch(params, ctx.clock.now().getUTCFullYear(), mode === "citation" ? await searchJournals(ctx) : []);
  if (parsed.state !== "ready") return { ok: false, status: 400, message: messages.notSavable };
  const text = params.toString();
  const same = await ctx.db.select({ id: savedSearches.id }).from(savedSearches).where(and(eq(savedSearches.userId, input.userId), eq(savedSearches.params, text))).get();
  if (same) return { ok: true, id: same.id, created: false };
  const n = (await ctx.db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, input.userId)).get())?.n ?? 0;
  if (n >= SAVED_SEARCH_LIMIT) return { ok: false, status: 409, message: messages.tooMany };
  const row = await ctx.db
    .insert(savedSearches)
    .values({ userId: input.userId, mode, params: text, label: searchLabel(params), stopToken: newStopToken(), createdAt: ctx.clock.now().toISOString() })
    .onConflictDoNothing()
    .returning({ id: savedSearches.id })
    .get();
  if (!row) {
    const again = await ctx.db.select({ id: savedSearches.id }).from(savedSearches).where(and(eq(savedSearches.userId, input.userId), eq(savedSearches.params, text))).get();
    return { ok: true, id: again!.id, created: false };
  }
  return { ok: true, id: row.id, created: true };
}

/** Deletes one of the caller's own saved searches; false when there was none. */
export async function deleteSavedSearch(ctx: AppContext, input: { userId: number; id: number }): Promise<boolean> {
  const removed = await ctx.db.delete(savedSearches).where(and(eq(savedSearches.userId, input.userId), eq(savedSearches.id, input.id))).returning({ id: savedSearches.id }).get();
  return Boolean(removed);
}

export async function listSavedSearches(ctx: AppContext, userId: number) {
  return ctx.db
    .select({ id: savedSearches.id, label: savedSearches.label, params: savedSearches.params, createdAt: savedSearches.createdAt })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.id))
    .limit(SAVED_SEARCH_LIMIT)
    .all();
}

// ---------------------------------------------------------------- stop links

export type StopTarget = { kind: "watch" | "search"; id: number; token: string };
export type StopState = { state: "ok"; what: string } | { state: "gone" } | { state: "bad" };

/** What a stop link stops: its watch or saved search when the token is its own; gone when stopped already. */
export async function describeStop(ctx: AppContext, target: StopTarget): Promise<StopState> {
  const row =
    target.kind === "watch"
      ? await ctx.db
          .select({ token: caseWatches.stopToken, title: caseDirectory.title })
          .from(caseWatches)
          .innerJoin(caseDirectory, eq(caseDirectory.docId, caseWatches.docId))
          .where(eq(caseWatches.id, target.id))
          .get()
          .then((r) => (r ? { token: r.token, what: r.title ?? "" } : null))
      : await ctx.db
          .select({ token: savedSearches.stopToken, label: savedSearches.label })
          .from(savedSearches)
          .where(eq(savedSearches.id, target.id))
          .get()
          .then((r) => (r ? { token: r.token, what: `your saved search ${r.label}` } : null));
  if (!row) return { state: "gone" };
  if (!sameToken(row.token, target.token)) return { state: "bad" };
  return { state: "ok", what: row.what };
}

/** Stops the watch or saved search of a stop link (no login: the token is the proof). */
export async function stopByLink(ctx: AppContext, target: StopTarget): Promise<StopState> {
  const found = await describeStop(ctx, target);
  if (found.state !== "ok") return found;
  if (target.kind === "watch") await ctx.db.delete(caseWatches).where(and(eq(caseWatches.id, target.id), eq(caseWatches.stopToken, target.token))).run();
  else await ctx.db.delete(savedSearches).where(and(eq(savedSearches.id, target.id), eq(savedSearches.stopToken, target.token))).run();
  return found;
}

/** The bell's stop button: the signed-in subscriber's own watch (by case) or saved search (by id). */
export async function stopOwnAlert(ctx: AppContext, input: { userId: number; kind: "watch" | "search"; target: number }): Promise<boolean> {
  return input.kind === "watch" ? unwatchCase(ctx, { userId: input.userId, docId: input.target }) : deleteSavedSearch(ctx, { userId: input.userId, id: input.target });
}

// ---------------------------------------------------------------- the write path's part


/** The strongest treatment's `col` (treatment, pinpoint) of a citing judgment's references to one case (x.doc_id → x.cited_doc_id). */
const strongest = (col: "treatment" | "pinpoint", x: string) =>
  `(select r2.${col} from case_references r2 where r2.doc_id = ${x}.doc_id and r2.cited_doc_id = ${x}.cited_doc_id order by ${TREATMENT_RANK}, r2.position limit 1)`;

/**
 * The (citing, cited) pairs of published judgments' resolved references, one row each with its
 * level and strongest treatment and pinpoint: those made by the cases `ids` selects (`side` doc_id)
 * or made to them (`side` cited_doc_id). `extra` narrows them (the one-database write: to watched cases).
 */
export function watchPairsSql(side: "doc_id" | "cited_doc_id", ids: string, extra = ""): string {
  return `select x.doc_id, x.cited_doc_id, x.lv, ${strongest("treatment", "x")} as treatment, ${strongest("pinpoint", "x")} as pinpoint
    from (select r.doc_id, r.cited_doc_id, ${LEVEL} as lv from case_references r join cases c on c.doc_id = r.doc_id
          where r.${side} in ${ids} and r.cited_doc_id is not null and r.cited_doc_id <> r.doc_id and c.live = 1 and c.deleted_at is null ${extra}
          group by r.doc_id, r.cited_doc_id) x`;
}

/**
 * What a write's watch alerts are made from when they are not read by SQL in the same batch (a
 * write to a case shard, whose `cases` and `case_references` are not the catalogue's): the written
 * cases (fresh: created by this write), and the pairs read in their shard after its batch —
 * [citing, cited, level, treatment, pinpoint] of the references they make, [citing, cited, level]
 * of those made to them.
 */
export type WatchFacts = {
  rows: { docId: number; live: number; deleted: number; fresh: number }[];
  citing: [number, number, number, string | null, string | null][];
  cited: [number, number, number][];
};

/**
 * The statements a case write adds for watch alerts (decision 081): in the write's own batch when
 * the case's rows are in the catalogue's database (the written cases are those whose `modified_at`
 * is this write's time, through cases_modified_idx), or in the catalogue's step-3 batch from the
 * `facts` read in the case's shard (decision 122). One logic either way, in order:
 * 1. an event for each (citing, watched) pair of a readable citing judgment not yet told at its
 *    level (a new citation, or one that now overrules or doubts), with its strongest treatment;
 * 2. those pairs recorded as told;
 * 3. pairs to a watched case written here (its citation changed) recorded silently;
 * 4. a case created by this write waits to be announced; 5. a waiting case now readable is
 *    announced to saved searches (an event, only when there are saved searches) and stops waiting.
 */
export function watchWriteStatements(nowIso: string, facts?: WatchFacts): Statement[] {
  const watched = (x: string) => `exists (select 1 from case_watches w where w.doc_id = ${x}.cited_doc_id)`;
  // Each source as a subquery and its parameters: by SQL in the written cases' own database, or the facts as JSON.
  type Source = { sql: string; params: unknown[] };
  const json = (rows: unknown[], columns: string[]): Source => ({ sql: `(select ${columns.map((c, i) => `value ->> ${i} as ${c}`).join(", ")} from json_each(?))`, params: [JSON.stringify(rows)] });
  const written = "(select doc_id from cases where modified_at = ?)";
  const citing: Source = facts
    ? json(facts.citing, ["doc_id", "cited_doc_id", "lv", "treatment", "pinpoint"])
    : { sql: `(${watchPairsSql("doc_id", written, `and ${watched("r")}`)})`, params: [nowIso] };
  const cited: Source = facts ? json(facts.cited, ["doc_id", "cited_doc_id", "lv"]) : { sql: `(${watchPairsSql("cited_doc_id", written, `and ${watched("r")}`)})`, params: [nowIso] };
  const fresh: Source = facts ? json(facts.rows.filter((r) => r.fresh).map((r) => [r.docId]), ["doc_id"]) : { sql: "(select doc_id from cases where modified_at = ? and created_at = ?)", params: [nowIso, nowIso] };
  const readable: Source = facts
    ? json(facts.rows.filter((r) => r.live && !r.deleted).map((r) => [r.docId]), ["doc_id"])
    : { sql: "(select doc_id from cases where modified_at = ? and live = 1 and deleted_at is null)", params: [nowIso] };
  const seen = (from: Source) =>
    queryStatement({
      sql: `insert into watch_seen (doc_id, cited_doc_id, level) select x.doc_id, x.cited_doc_id, x.lv from ${from.sql} x where ${watched("x")}
            on conflict (cited_doc_id, doc_id) do update set level = max(level, excluded.level)`,
      params: from.params,
    });
  const out: Statement[] = [];
  if (!facts || facts.citing.length) {
    out.push(
      queryStatement({
        sql: `insert into watch_events (kind, doc_id, cited_doc_id, treatment, pinpoint, created_at)
              select 'cited', x.doc_id, x.cited_doc_id, x.treatment, x.pinpoint, ? from ${citing.sql} x
              where exists (select 1 from case_watches) and ${watched("x")} and not exists (select 1 from watch_seen s where s.cited_doc_id = x.cited_doc_id and s.doc_id = x.doc_id and s.level >= x.lv)`,
        params: [nowIso, ...citing.params],
      }),
      seen(citing),
    );
  }
  if (!facts || facts.cited.length) out.push(seen(cited));
  if (!facts || facts.rows.some((r) => r.fresh)) out.push(queryStatement({ sql: `insert or ignore into watch_pending_cases (doc_id) select doc_id from ${fresh.sql}`, params: fresh.params }));
  if (facts && !facts.rows.some((r) => r.live && !r.deleted)) return out;
  out.push(
    queryStatement({
      sql: `insert into watch_events (kind, doc_id, created_at) select 'new', p.doc_id, ? from watch_pending_cases p
            where p.doc_id in ${readable.sql} and exists (select 1 from saved_searches)`,
      params: [nowIso, ...readable.params],
    }),
    queryStatement({ sql: `delete from watch_pending_cases where doc_id in ${readable.sql}`, params: readable.params }),
  );
  return out;
}

/**
 * After a case write: one queue message per judgment with alerts waiting (never one per
 * subscriber). A refused message leaves its events unqueued; the cron sends them again.
 * `sweep`: the cron's pass — unqueued events older than `olderThan`, and queued ones before `lostBefore`.
 */
export async function enqueueWatchAlerts(ctx: AppContext, sweep?: { olderThan: string; lostBefore: string }): Promise<number> {
  const d1 = ctx.db.$client;
  // The sweep also sends again events queued long ago and still here: their message was lost (or dead-lettered).
  const rows = await d1
    .prepare(
      `select doc_id as docId, group_concat(id) as ids from watch_events
       where ${sweep ? "(queued_at is null and created_at < ?) or queued_at < ?" : "queued_at is null"} group by doc_id order by min(id) limit 500`,
    )
    .bind(...(sweep ? [sweep.olderThan, sweep.lostBefore] : []))
    .all<{ docId: number; ids: string }>();
  let sent = 0;
  for (const row of rows.results) {
    try {
      await ctx.jobs.send({ type: "watch-alerts", docId: row.docId });
    } catch (error) {
      console.error(`watch alerts of case ${row.docId}: the jobs queue refused them:`, error instanceof Error ? error.message : error);
      continue;
    }
    await d1.prepare("update watch_events set queued_at = ? where id in (select value from json_each(?))").bind(ctx.clock.now().toISOString(), `[${row.ids}]`).run();
    sent++;
  }
  return sent;
}

// ---------------------------------------------------------------- the queue's half

type EventRow = typeof watchEvents.$inferSelect;
type PageResult = { told: number[]; read: number; next: number | null };

/**
 * A case as an alert names it (any state: the alert is about to check readability itself), with the
 * database its rows are in (its shard, decision 122); the court's name is the catalogue's.
 */
async function caseLine(ctx: AppContext, docId: number): Promise<(CaseLine & { readable: boolean; db: Db }) | null> {
  const db = await caseDb(ctx, docId);
  if (!db) return null;
  const row = await db.$client
    .prepare("select c.appellant, c.respondent, c.court_id as courtId, c.decided_date as decidedDate, (c.live = 1 and c.deleted_at is null) as readable from cases c where c.doc_id = ?")
    .bind(docId)
    .first<{ appellant: string; respondent: string | null; courtId: number | null; decidedDate: string | null; readable: number }>();
  if (!row) return null;
  const court = row.courtId === null ? null : ((await ctx.db.$client.prepare("select name from courts where id = ?").bind(row.courtId).first<{ name: string }>())?.name ?? null);
  return { title: `${row.appellant}${row.respondent ? ` v. ${row.respondent}` : ""}`, court, decidedDate: row.decidedDate, readable: Boolean(row.readable), db };
}

/** Subscribers who may get alerts: active, not deleted clients with a plan now. */
const recipient = (userCol: string, nowIso: string) =>
  sql`exists (select 1 from ${users} u where u.id = ${sql.raw(userCol)} and u.role_id = ${ROLE.USER} and u.active = 1 and u.deleted_at is null) and ${activePlanSql(sql.raw(userCol), nowIso)} is not null`;

/** One page of a watched case's subscribers told of a citing judgment (the shared bell notification, one delivery each). */
async function fanOutCited(ctx: AppContext, e: EventRow, after: number, limit: number): Promise<PageResult> {
  const nowIso = ctx.clock.now().toISOString();
  const d1 = ctx.db.$client;
  let notificationId = e.notificationId;
  if (notificationId === null) {
    const [citing, cited] = await Promise.all([caseLine(ctx, e.docId), caseLine(ctx, e.citedDocId!)]);
    if (!citing?.readable || !cited) return { told: [], read: 0, next: null };
    const text = citedAlertText({ cited, citing, treatment: (e.treatment ?? "referred") as Treatment, pinpoint: e.pinpoint });
    await d1.batch([
      d1
        .prepare("insert into notifications (type, category, title, body, doc_id, created_at, link, alert_kind, alert_target) values (?, 'CASE', ?, ?, ?, ?, ?, 'watch', ?)")
        .bind(NOTIFICATION_TYPE_WATCH, text.title, text.body, e.docId, nowIso, alertLink(e.docId, e.pinpoint), e.citedDocId),
      d1.prepare("update watch_events set notification_id = last_insert_rowid() where id = ? and notification_id is null").bind(e.id),
    ]);
    notificationId = (await d1.prepare("select notification_id as n from watch_events where id = ?").bind(e.id).first<{ n: number }>())!.n;
  }
  const page = (
    await ctx.db.all<{ userId: number }>(
      sql`select w.user_id as userId from ${caseWatches} w where w.doc_id = ${e.citedDocId} and w.user_id > ${after} and ${recipient("w.user_id", nowIso)} order by w.user_id limit ${limit}`,
    )
  ).map((r) => r.userId);
  if (!page.length) return { told: [], read: 0, next: null };
  const kind = e.treatment === "overruled" || e.treatment === "doubted" ? "negative" : "cited";
  const ids = JSON.stringify(page);
  await d1.batch([
    d1
      .prepare(`insert into alert_log (user_id, kind, target_id, doc_id, notification_id, created_at) select value, ?, ?, ?, ?, ? from json_each(?) where true on conflict do nothing`)
      .bind(kind, e.citedDocId, e.docId, notificationId, nowIso, ids),
    d1
      .prepare("insert or ignore into notification_deliveries (notification_id, user_id, delivered_at) select notification_id, user_id, ? from alert_log where notification_id = ? and user_id in (select value from json_each(?))")
      .bind(nowIso, notificationId, ids),
  ]);
  return { told: page, read: page.length, next: nextCursor(page, limit) };
}

/** One page of saved searches tested against a newly readable judgment; each match is its subscriber's own notification. */
async function fanOutSearch(ctx: AppContext, e: EventRow, after: number, limit: number, journals: () => Promise<Awaited<ReturnType<typeof searchJournals>>>): Promise<PageResult> {
  const nowIso = ctx.clock.now().toISOString();
  const d1 = ctx.db.$client;
  const judgment = await caseLine(ctx, e.docId);
  if (!judgment?.readable) return { told: [], read: 0, next: null };
  const page = await ctx.db.all<{ id: number; userId: number; params: string; label: string }>(
    sql`select s.id, s.user_id as userId, s.params, s.label from ${savedSearches} s where s.id > ${after} and ${recipient("s.user_id", nowIso)} order by s.id limit ${limit}`,
  );
  if (!page.length) return { told: [], read: 0, next: null };
  const year = ctx.clock.now().getUTCFullYear();
  const tests: { search: (typeof page)[number]; statement: { sql: string; params: unknown[] } }[] = [];
  for (const s of page) {
    const params = new URLSearchParams(s.params);
    const parsed = parseSearch(params, year, modeOf(params) === "citation" ? await journals() : []);
    const statement = parsed.state === "ready" ? matchOneStatement(parsed.query, e.docId, parsed.controls.startsWith ?? null) : null;
    if (statement) tests.push({ search: s, statement });
  }
  // Each search is tested in the judgment's own shard (its full-text rows are there).
  const j1 = judgment.db.$client;
  const results = tests.length ? await j1.batch(tests.map((t) => j1.prepare(t.statement.sql).bind(...t.statement.params))) : [];
  const matched = tests.filter((_, i) => Boolean((results[i].results[0] as { hit?: number } | undefined)?.hit)).map((t) => t.search);
  const told: number[] = [];
  for (const s of matched) {
    const text = searchAlertText({ label: s.label, judgment });
    const notYet = "not exists (select 1 from alert_log where user_id = ? and kind = 'search' and target_id = ? and doc_id = ?)";
    // One transaction: the notification only if this alert is new, its log row, its delivery.
    await d1.batch([
      d1
        .prepare(`insert into notifications (type, category, title, body, doc_id, user_id, created_at, link, alert_kind, alert_target) select ?, 'CASE', ?, ?, ?, ?, ?, ?, 'search', ? where ${notYet}`)
        .bind(NOTIFICATION_TYPE_SEARCH, text.title, text.body, e.docId, s.userId, nowIso, alertLink(e.docId, null), s.id, s.userId, s.id, e.docId),
      d1
        .prepare(`insert into alert_log (user_id, kind, target_id, doc_id, notification_id, created_at) select ?, 'search', ?, ?, last_insert_rowid(), ? where ${notYet}`)
        .bind(s.userId, s.id, e.docId, nowIso, s.userId, s.id, e.docId),
      d1
        .prepare("insert or ignore into notification_deliveries (notification_id, user_id, delivered_at) select notification_id, user_id, ? from alert_log where user_id = ? and kind = 'search' and target_id = ? and doc_id = ?")
        .bind(nowIso, s.userId, s.id, e.docId),
    ]);
    told.push(s.userId);
  }
  return { told, read: page.length, next: nextCursor(page.map((s) => s.id), limit) };
}

/**
 * The jobs Worker's handler for "watch-alerts": the judgment's events in order, a page of
 * subscribers (or saved searches) at a time; where a page is full, a new message carries on from
 * it. Safe to run any number of times: alert_log's key and the deliveries' key tell nobody twice.
 */
export async function runWatchAlerts(ctx: AppContext, job: { docId: number; eventId?: number; after?: number }): Promise<void> {
  const events = await ctx.db
    .select()
    .from(watchEvents)
    .where(and(eq(watchEvents.docId, job.docId), sql`${watchEvents.id} >= ${job.eventId ?? 0}`))
    .orderBy(asc(watchEvents.id))
    .all();
  let journalList: Awaited<ReturnType<typeof searchJournals>> | null = null;
  const journals = async () => (journalList ??= await searchJournals(ctx));
  let after = job.after ?? 0;
  let budget = FAN_OUT_BATCH;
  const told = new Set<number>();
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const result = e.kind === "cited" ? await fanOutCited(ctx, e, after, budget) : await fanOutSearch(ctx, e, after, Math.min(budget, SEARCH_BATCH), journals);
    for (const u of result.told) told.add(u);
    if (result.next !== null) {
      await ctx.jobs.send({ type: "watch-alerts", docId: job.docId, eventId: e.id, after: result.next });
      break;
    }
    await ctx.db.delete(watchEvents).where(eq(watchEvents.id, e.id)).run();
    after = 0;
    budget -= result.read;
    if (budget <= 0 && i + 1 < events.length) {
      await ctx.jobs.send({ type: "watch-alerts", docId: job.docId, eventId: events[i + 1].id, after: 0 });
      break;
    }
  }
  await queueDueDigests(ctx, [...told]);
}

/** A digest message for each of these subscribers whose digest may go now (the rest wait for the cron). */
export async function queueDueDigests(ctx: AppContext, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const since = new Date(ctx.clock.now().getTime() - DIGEST_INTERVAL_MS).toISOString();
  const due = await ctx.db.$client
    .prepare("select value as userId from json_each(?) where not exists (select 1 from watch_digests d where d.user_id = value and d.last_sent_at > ?)")
    .bind(JSON.stringify(userIds), since)
    .all<{ userId: number }>();
  for (const row of due.results) await ctx.jobs.send({ type: "watch-digest", userId: row.userId });
}

/**
 * The jobs Worker's handler for "watch-digest": the subscriber's alerts not yet e-mailed, in one
 * e-mail through the e-mail adapter (outbox job id `watch-digest-{user}-{last alert}`, so a retry
 * sends nothing twice), each with its link and its stop link; at most one a day.
 */
export async function sendWatchDigest(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.clock.now();
  const d1 = ctx.db.$client;
  const last = await ctx.db.select({ at: watchDigests.lastSentAt }).from(watchDigests).where(eq(watchDigests.userId, userId)).get();
  if (!digestDue(last?.at, now)) return;
  const user = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.roleId, ROLE.USER), eq(users.active, true), sql`${users.deletedAt} is null`))
    .get();
  const pending = await d1
    .prepare(
      `select a.id, a.kind, n.title, n.body, n.link, w.id as watchId, w.stop_token as watchToken, s.id as searchId, s.stop_token as searchToken
       from alert_log a left join notifications n on n.id = a.notification_id
       left join case_watches w on a.kind <> 'search' and w.user_id = a.user_id and w.doc_id = a.target_id
       left join saved_searches s on a.kind = 'search' and s.id = a.target_id and s.user_id = a.user_id
       where a.user_id = ? and a.emailed_at is null order by a.id limit ?`,
    )
    .bind(userId, DIGEST_MAX_ITEMS + 1)
    .all<{ id: number; kind: string; title: string | null; body: string | null; link: string | null; watchId: number | null; watchToken: string | null; searchId: number | null; searchToken: string | null }>();
  const rows = pending.results.slice(0, DIGEST_MAX_ITEMS);
  if (!rows.length) return;
  const lastId = rows[rows.length - 1].id;
  const nowIso = now.toISOString();
  // Alerts whose watch or search was stopped since, or without words, are not e-mailed.
  const items: DigestItem[] = rows.flatMap((r) => {
    const target = r.watchId !== null ? { kind: "watch" as const, id: r.watchId, token: r.watchToken! } : r.searchId !== null ? { kind: "search" as const, id: r.searchId, token: r.searchToken! } : null;
    return target && r.title ? [{ title: r.title, body: r.body ?? "", link: r.link, stop: stopLink(ctx.config.publicUrl, target) }] : [];
  });
  if (user && items.length) {
    const more = (await d1.prepare("select count(*) as n from alert_log where user_id = ? and emailed_at is null and id > ?").bind(userId, lastId).first<{ n: number }>())?.n ?? 0;
    const mail = digestEmail({ name: user.name, appName: ctx.config.appName, publicUrl: ctx.config.publicUrl, items, more });
    await deliver(ctx, { type: "email", id: `watch-digest-${userId}-${lastId}`, to: user.email, subject: mail.subject, text: mail.text });
  }
  await d1.batch([
    d1.prepare("update alert_log set emailed_at = ? where user_id = ? and emailed_at is null and id <= ?").bind(nowIso, userId, lastId),
    ...(user && items.length
      ? [d1.prepare("insert into watch_digests (user_id, last_sent_at) values (?, ?) on conflict (user_id) do update set last_sent_at = excluded.last_sent_at").bind(userId, nowIso)]
      : []),
  ]);
}

/**
 * The cron's part (every 10 minutes): events a write could not queue are queued again, and the
 * digests of subscribers with alerts waiting whose day has passed are sent.
 */
export async function sweepWatchAlerts(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  await enqueueWatchAlerts(ctx, { olderThan: new Date(now - REQUEUE_AFTER_MS).toISOString(), lostBefore: new Date(now - LOST_AFTER_MS).toISOString() });
  const since = new Date(now - DIGEST_INTERVAL_MS).toISOString();
  const due = await ctx.db.$client
    .prepare(
      `select distinct a.user_id as userId from alert_log a where a.emailed_at is null
         and not exists (select 1 from watch_digests d where d.user_id = a.user_id and d.last_sent_at > ?) limit 1000`,
    )
    .bind(since)
    .all<{ userId: number }>();
  for (const row of due.results) await ctx.jobs.send({ type: "watch-digest", userId: row.userId });
}
