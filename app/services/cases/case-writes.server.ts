/**
 * A case write across the catalogue and a case shard, ordered so that a retry repairs (issue 36,
 * decision 122 "Writes"). D1 batches are per database, so a write to a shard is three steps:
 * 1. catalogue: the directory row (`writing` when the case is new; an existing row keeps its state
 *    and shard) and the write recorded in the outbox (`case_writes`: doc id, shard, payload);
 * 2. shard: the case's batch (delete-and-insert by doc id, search rows included: idempotent),
 *    with its field origins (provenance lives with the case);
 * 3. catalogue: the directory row `live` (from the shard's own row), the statute names, the watch
 *    alerts the write adds, and the outbox row done (and any older one of the same case).
 * A failure after 1 leaves the outbox row: `completeCaseWrites` (the crons) re-runs 2 and 3.
 *
 * When the case's shard is the catalogue itself (no CASE_SHARDS: shard 0) the write stays one
 * batch, as before, its directory row written `live` in it: nothing slower, nothing less atomic.
 *
 * After its batch (inside step 2 for a shard, so a retry repeats them), a write looks across every
 * other database: for the judgment a case copies (duplicates.server.ts, decision 131), and for the
 * cases its unresolved references cite and the references waiting on its citations
 * (graph/cross-shard-resolution.server.ts `resolveAcrossShards`, decisions 132, 135); the watch alerts count both. Then
 * the incoming rows (graph/incoming.server.ts `refreshIncoming`, decision 133): Cited by across shards.
 */
import { placeCase, type ShardSpec } from "../../../search-index/shards";
import { CASE_CITED_TABLES, CASE_DOC_TABLES } from "../../../db/case-tables";
import type { CaseShard } from "../../../search-index/sharded-backend";
import { caseShardsOf } from "../../utils/case-shards.server";
import type { AppContext, Db } from "../../utils/context.server";
import { enqueueWatchAlerts, watchPairsSql, watchWriteStatements, type WatchFacts } from "../alerts/watch.server";
import { enqueueSearchSync } from "../search/search-sync.server";
import { directoryShards, isCatalogueShard, shardById, shardDb, sharded } from "./case-shard-of.server";
import { linkAcrossShards } from "./duplicates.server";
import { resolveAcrossShards } from "../graph/cross-shard-resolution.server";
import { refreshIncoming } from "../graph/incoming.server";
import { caseBatch, directoryFromCases, queryStatement, raiseDocIdCounter, runBatch, type CaseInput, type Statement } from "./cases.server";
import { bumpCaseViews, purgeGuestCase } from "./guest-cache.server";
import { originStatements, type Origin, type TrackedField } from "./provenance.server";

/** Who the write is from and how (see case-admin.server.ts `WriteOptions`); `via`: the import file. */
export type WriteOptions = { origin?: Origin; mark?: TrackedField[]; via?: string | null };

/** One case of a write; `created`: it did not exist before (no guest page to purge). */
export type CaseWrite = { input: CaseInput & { docId: number }; created?: boolean };

/** What the outbox keeps of a write: enough to run steps 2 and 3 again. */
export type WritePayload = {
  input: CaseInput & { docId: number };
  created: boolean;
  actorId: number | null;
  origin?: Origin;
  mark?: TrackedField[];
  via: string | null;
  nowIso: string;
  /** the shard the case leaves (its court or year now places it elsewhere), when the write moves it */
  fromShardId?: number | null;
};

/** An outbox row is retried once it is this old (a write in flight is left alone). */
export const RETRY_AFTER_MS = 60_000;
/** Outbox rows completed per sweep (each: a few queries; a Worker invocation makes at most 1,000). */
export const SWEEP_LIMIT = 25;
/** A write that failed this often is left for the staff (its last_error says why). */
export const MAX_ATTEMPTS = 10;

/** The shard a case is written to: its court's shard holding its decision year (search-index/shards.ts). */
export function shardOfInput(specs: ShardSpec[], input: CaseInput): ShardSpec {
  return placeCase(specs, { courtId: input.courtId ?? null, year: input.decidedYear ?? null });
}

/**
 * Writes cases through their shards, in the order above; `counterAtLeast`: keep the catalogue's
 * doc-id counter above this (a write of a known doc id). Throws when a step fails; a failure after
 * step 1 is recorded in the outbox (attempts, last_error) and completed by `completeCaseWrites`.
 */
export async function writeOrdered(ctx: AppContext, writes: CaseWrite[], actorId: number | null, opts: WriteOptions & { nowIso: string; counterAtLeast?: number }): Promise<void> {
  const { nowIso } = opts;
  const shards = caseShardsOf(ctx.env);
  const specs = shards.map((s) => s.spec);
  const placed = writes.map((w) => ({ ...w, shard: shards.find((s) => s.spec.id === shardOfInput(specs, w.input).id)! }));
  const home = placed.filter((p) => isCatalogueShard(p.shard));
  const away = placed.filter((p) => !isCatalogueShard(p.shard));
  // The counter goes with the first catalogue batch: the one-database batch, or step 1.
  const counter = opts.counterAtLeast === undefined ? [] : [raiseDocIdCounter(ctx.db, opts.counterAtLeast)];
  if (home.length) {
    // One database: the case, its origins, the watch alerts and its live directory row, one batch.
    const existing = home.filter((w) => !w.created).map((w) => ({ docId: w.input.docId, input: w.input }));
    const origins = await originStatements(ctx, existing, { actorId, origin: opts.origin ?? "staff", nowIso, mark: opts.mark });
    const ids = home.map((w) => w.input.docId);
    await runBatch(ctx.db, [
      ...caseBatch(
        ctx.db,
        home.map((w) => ({ docId: w.input.docId, input: w.input })),
        actorId,
        nowIso,
        opts.via ?? null,
      ).statements,
      ...origins,
      // Watch alerts (decision 081): what these writes add for watchers, in the same batch.
      ...watchWriteStatements(nowIso),
      directoryFromCases(ids, 0, nowIso),
      ...counter,
    ]);
    if (sharded(ctx)) {
      try {
        // One judgment, one case across shards (decision 131): a case its own batch did not link is looked for in the others.
        await linkAcrossShards(ctx, ctx.db, 0, ids, nowIso);
        // References to cases in other shards, linked (decision 132); the watch alerts of what they link, as the batch's own were.
        const resolved = await resolveAcrossShards(ctx, ctx.db, 0, ids);
        if (resolved.linked || resolved.cited.length) {
          const citing = resolved.linked ? (await readWritten(ctx.db, ids, nowIso)).citing : [];
          await runBatch(ctx.db, watchWriteStatements(nowIso, { rows: [], citing, cited: resolved.cited }));
        }
        // Cited by across shards (decision 133): their references to other shards' cases as those shards' incoming rows, and theirs rebuilt here.
        await refreshIncoming(ctx, ctx.db, 0, ids, { asCited: true });
      } catch (error) {
        // The cases are written; left unlinked (until their next write), as a reader that throws leaves a case (decision 098).
        console.error(`cases ${ids.join(", ")}: their links to other shards failed:`, error instanceof Error ? error.message : error);
      }
    }
  }
  if (!away.length) return;
  // A case the directory has in another shard is moved: written to its new shard, then removed from the old.
  const known = await directoryShards(ctx, away.map((p) => p.input.docId));
  const from = away.map((p) => {
    const at = known.get(p.input.docId);
    if (at === undefined || at === p.shard.spec.id) return null;
    if (!shardById(ctx, shards, at)) throw new Error(`case ${p.input.docId} is in shard ${at}, which the shard map no longer names`);
    return at;
  });
  const payloads = away.map(
    (p, i): WritePayload => ({ input: p.input, created: Boolean(p.created), actorId, origin: opts.origin, mark: opts.mark, via: opts.via ?? null, nowIso, fromShardId: from[i] }),
  );
  // Step 1: the directory rows and the outbox, in the catalogue.
  const outboxIds = await recordWrites(
    ctx,
    away.map((p, i) => ({ shardId: p.shard.spec.id, payload: payloads[i] })),
    home.length ? [] : counter,
  );
  // Steps 2 and 3 (and a move's removal), one shard at a time; a case that moves, alone.
  const groups = new Map<string, { shard: CaseShard; from: CaseShard | null; writes: { outboxId: number; payload: WritePayload }[] }>();
  for (const [i, p] of away.entries()) {
    const key = from[i] === null ? `${p.shard.spec.id}` : `move ${p.input.docId}`;
    const group = groups.get(key) ?? { shard: p.shard, from: from[i] === null ? null : shardById(ctx, shards, from[i]!), writes: [] };
    group.writes.push({ outboxId: outboxIds[i], payload: payloads[i] });
    groups.set(key, group);
  }
  for (const { shard, from: old, writes: mine } of groups.values()) {
    try {
      await completeOnShard(ctx, shard, mine, old);
    } catch (error) {
      await noteFailure(ctx, mine.map((m) => m.outboxId), error);
      throw error;
    }
  }
}

/** Step 1: a directory row `writing` for each new case, and each write in the outbox; returns the outbox ids in order. */
async function recordWrites(ctx: AppContext, writes: { shardId: number; payload: WritePayload }[], extra: Statement[]): Promise<number[]> {
  const d1 = ctx.db.$client;
  const prepare = (s: Statement) => {
    const { sql, params } = s.toSQL();
    return d1.prepare(sql).bind(...params);
  };
  const statements = [
    ...extra.map(prepare),
    ...writes.map((w) =>
      d1
        .prepare(
          `insert into case_directory (doc_id, shard_id, court_id, decided_date, search_key, title, live, state, deleted, updated_at, source_id)
           values (?, ?, ?, null, null, ?, ?, 'writing', ?, ?, ?) on conflict (doc_id) do nothing`,
        )
        .bind(
          w.payload.input.docId,
          w.shardId,
          w.payload.input.courtId ?? null,
          titleOf(w.payload.input).slice(0, 200),
          w.payload.input.live === false ? 0 : 1,
          w.payload.input.deleted ? 1 : 0,
          w.payload.nowIso,
          // Known from step 1: an import retried after a failed step 2 finds the case's doc id again.
          w.payload.input.sourceId ?? null,
        ),
    ),
    ...writes.map((w) =>
      d1
        .prepare("insert into case_writes (doc_id, shard_id, from_shard_id, payload, created_at, attempts) values (?, ?, ?, ?, ?, 1) returning id")
        .bind(w.payload.input.docId, w.shardId, w.payload.fromShardId ?? null, JSON.stringify(w.payload), w.payload.nowIso),
    ),
  ];
  const results = await d1.batch<{ id: number }>(statements);
  return results.slice(extra.length + writes.length).map((r) => r.results[0].id);
}

const titleOf = (input: CaseInput) => `${input.appellant.trim()}${input.respondent?.trim() ? ` v. ${input.respondent.trim()}` : ""}`;

/**
 * Steps 2 and 3 for writes to one shard (all of one actor, options and time): the shard's batch,
 * what it now holds read back, then the catalogue's batch. Idempotent: running it again writes the
 * same rows. A move (`from`: the shard the case leaves; one case) carries over what the case's
 * batch does not rebuild — its field origins, files' rows, duplicate decisions, created stamp and
 * deleted state — and after step 3 removes the case from the old shard, then marks the write done.
 */
async function completeOnShard(ctx: AppContext, shard: CaseShard, writes: { outboxId: number; payload: WritePayload }[], from: CaseShard | null = null): Promise<void> {
  const { actorId, origin, mark, via, nowIso } = writes[0].payload;
  const db = shardDb(ctx, shard);
  const old = from ? shardDb(ctx, from) : null;
  const carried = old ? await carriedRows(old, writes[0].payload.input.docId) : null;
  // The case's field origins are the case's: read and written in its shard (a moving case's, where it still is).
  const originsDb = old && carried?.held ? old : db;
  const existing = writes.filter((w) => !w.payload.created).map((w) => ({ docId: w.payload.input.docId, input: w.payload.input }));
  const origins = await originStatements({ ...ctx, db: originsDb }, existing, { actorId, origin: origin ?? "staff", nowIso, mark });
  const batch = caseBatch(
    db,
    writes.map((w) => ({ docId: w.payload.input.docId, input: { ...w.payload.input, deleted: w.payload.input.deleted ?? carried?.deleted } })),
    actorId,
    nowIso,
    via,
  );
  // Step 2: the shard.
  await runBatch(db, [...batch.statements, ...(carried?.statements ?? []), ...origins]);
  const docIds = writes.map((w) => w.payload.input.docId);
  // One judgment, one case across shards (decision 131): the written cases their shard did not link, looked for in the others; linked here.
  await linkAcrossShards(ctx, db, shard.spec.id, docIds, nowIso);
  // References to cases in other shards linked in this shard, and those elsewhere waiting for these cases linked there (decision 132): step 3's watch alerts see both.
  const resolved = await resolveAcrossShards(ctx, db, shard.spec.id, docIds);
  // Cited by across shards (decision 133): the written cases' references as other shards' incoming rows, and their own rebuilt here (a retry repeats it).
  await refreshIncoming(ctx, db, shard.spec.id, docIds, { asCited: true });
  // Step 3: the catalogue, from what the shard holds now.
  const held = await readWritten(db, docIds, nowIso);
  held.cited.push(...resolved.cited);
  const missing = docIds.filter((id) => !held.rows.some((r) => r.docId === id));
  if (missing.length) throw new Error(`shard ${shard.spec.id} does not hold case ${missing.join(", ")} after its write`);
  await runBatch(ctx.db, [
    directoryLive(held.rows, shard.spec.id, nowIso),
    // Statements are SQL and its values: those built over the shard's drizzle run on the catalogue too.
    ...batch.names,
    ...watchStatementsOf(held, nowIso),
    // A move is done once the old shard no longer shows the case (below).
    ...(old
      ? []
      : [
          outboxDone(
            writes.map((w) => [w.payload.input.docId, w.outboxId]),
            nowIso,
          ),
        ]),
  ]);
  if (!old) return;
  // The directory points at the new shard: the case leaves the old one.
  await runBatch(old, removalStatements(writes[0].payload.input.docId, nowIso));
  await runBatch(ctx.db, [outboxDone([[writes[0].payload.input.docId, writes[0].outboxId]], nowIso)]);
}

/** The tables of one case's rows its write does not rebuild from its input: carried over by a move. */
export const CARRIED_TABLES = ["case_field_origins", "case_files", "case_duplicates"] as const;

/**
 * The tables holding one case's own rows in its shard, by `doc_id` (its full-text rows go by its
 * search key): what a move removes from the old shard. The one list is db/case-tables.ts's.
 */
export const CASE_TABLES = CASE_DOC_TABLES;

/**
 * Other rows that name a case by a foreign key to `cases` (other cases' links, and the catalogue's
 * tables while every database gets the same migrations): while one does, the old shard keeps the
 * moved case's `cases` row as a hidden tombstone (not live, deleted) instead of removing it.
 */
const LINKS_TO_CASE = [
  ["case_references", "cited_doc_id"],
  ["cases_referred", "linked_doc_id"],
  ["case_duplicates", "same_as"],
  ["posts", "linked_doc_id"],
  ["library_entries", "doc_id"],
  ["notifications", "doc_id"],
  ["case_watches", "doc_id"],
] as const;

/** A move's removal of the case from its old shard: its search rows, its own rows, then its row (idempotent). */
export function removalStatements(docId: number, nowIso: string): Statement[] {
  const key = "(select search_key from cases where doc_id = ?)";
  return [
    ...["case_fts", "case_meta_fts", "case_pair_fts"].map((t) => queryStatement({ sql: `delete from ${t} where rowid = ${key}`, params: [docId] })),
    ...CASE_TABLES.map((t) => queryStatement({ sql: `delete from ${t} where doc_id = ?`, params: [docId] })),
    // The rows of the judgments citing it from other shards (decision 133): rebuilt in its new shard by its write.
    ...CASE_CITED_TABLES.map((t) => queryStatement({ sql: `delete from ${t} where cited_doc_id = ?`, params: [docId] })),
    queryStatement({
      sql: `delete from cases where doc_id = ?1 and ${LINKS_TO_CASE.map(([t, c]) => `not exists (select 1 from ${t} where ${c} = ?1)`).join(" and ")}`,
      params: [docId],
    }),
    // The tombstone, when kept: never shown (not live, deleted) and marked by its missing search key.
    queryStatement({ sql: "update cases set live = 0, deleted_at = coalesce(deleted_at, ?), search_key = null where doc_id = ?", params: [nowIso, docId] }),
  ];
}

/**
 * What a move carries from the old shard (when it still holds the case, not its tombstone): the rows of
 * CARRIED_TABLES (inserted or ignored in the new shard, after the case's batch), the case's
 * created stamp, and its deleted state (for an input that does not say).
 */
async function carriedRows(old: Db, docId: number): Promise<{ held: boolean; deleted?: boolean; statements: Statement[] }> {
  const d1 = old.$client;
  const [row, ...tables] = await d1.batch<Record<string, unknown>>([
    d1.prepare("select created_at, created_by, deleted_at is not null as deleted from cases where doc_id = ? and search_key is not null").bind(docId),
    ...CARRIED_TABLES.map((t) => d1.prepare(`select * from ${t} where doc_id = ?`).bind(docId)),
  ]);
  const stamp = row.results[0];
  if (!stamp) return { held: false, statements: [] };
  // A duplicate's same-as may name a case the new shard does not hold: a shard has no foreign key there (CROSS_SHARD_LINKS).
  const statements: Statement[] = [queryStatement({ sql: "update cases set created_at = ?, created_by = ? where doc_id = ?", params: [stamp.created_at, stamp.created_by, docId] })];
  for (const [i, t] of CARRIED_TABLES.entries()) {
    const rows = tables[i].results;
    if (!rows.length) continue;
    const columns = Object.keys(rows[0]);
    statements.push(
      queryStatement({
        sql: `insert or ignore into ${t} (${columns.map((c) => `"${c}"`).join(", ")}) select ${columns.map((c) => `value ->> '$.${c}'`).join(", ")} from json_each(?)`,
        params: [JSON.stringify(rows)],
      }),
    );
  }
  return { held: true, deleted: Boolean(stamp.deleted), statements };
}

/** What step 3 needs of the written cases, read from their shard after step 2: their directory rows and the watch alerts' pairs (WatchFacts). */
export type WrittenFacts = Omit<WatchFacts, "rows"> & {
  rows: { docId: number; courtId: number | null; decidedDate: string | null; searchKey: number | null; title: string; live: number; deleted: number; fresh: number; sourceId?: string | null }[];
};

export async function readWritten(db: Db, docIds: number[], nowIso: string): Promise<WrittenFacts> {
  const d1 = db.$client;
  const ids = JSON.stringify(docIds);
  const written = "(select value from json_each(?))";
  const [rows, citing, cited] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        `select doc_id as docId, court_id as courtId, decided_date as decidedDate, search_key as searchKey,
                substr(appellant || coalesce(' v. ' || respondent, ''), 1, 200) as title, live, deleted_at is not null as deleted, source_id as sourceId,
                (created_at = ?1 and modified_at = ?1) as fresh
         from cases where doc_id in (select value from json_each(?2))`,
      )
      .bind(nowIso, ids),
    // The pairs the watch alerts are made of (watch.server.ts, the one logic of decision 081).
    d1.prepare(watchPairsSql("doc_id", written)).bind(ids),
    d1.prepare(`select doc_id, cited_doc_id, lv from (${watchPairsSql("cited_doc_id", written)})`).bind(ids),
  ]);
  return {
    rows: rows.results as WrittenFacts["rows"],
    citing: citing.results.map((r) => [r.doc_id, r.cited_doc_id, r.lv, r.treatment ?? null, r.pinpoint ?? null] as WrittenFacts["citing"][number]),
    cited: cited.results.map((r) => [r.doc_id, r.cited_doc_id, r.lv] as WrittenFacts["cited"][number]),
  };
}

/** Step 3's directory rows: live, in `shardId`, with what the shard holds (its source id too: the import's lookup). */
export function directoryLive(rows: WrittenFacts["rows"], shardId: number, nowIso: string): Statement {
  const values = rows.map((r) => [r.docId, r.courtId, r.decidedDate, r.searchKey, r.title, r.live ? 1 : 0, r.deleted ? 1 : 0, r.sourceId ?? null]);
  return queryStatement({
    sql: `insert into case_directory (doc_id, shard_id, court_id, decided_date, search_key, title, live, state, deleted, updated_at, source_id)
          select value ->> 0, ?, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, 'live', value ->> 6, ?, value ->> 7 from json_each(?) where true
          on conflict (doc_id) do update set shard_id = excluded.shard_id, court_id = excluded.court_id, decided_date = excluded.decided_date,
            search_key = excluded.search_key, title = excluded.title, live = excluded.live, state = 'live', deleted = excluded.deleted, updated_at = excluded.updated_at,
            source_id = excluded.source_id`,
    params: [shardId, nowIso, JSON.stringify(values)],
  });
}

/** The watch alerts a write to a shard adds, from what its shard holds (watch.server.ts `watchWriteStatements`: one logic for both writes). */
export const watchStatementsOf = (facts: WrittenFacts, nowIso: string): Statement[] => watchWriteStatements(nowIso, facts);

/** The outbox rows done: each write's own, and any older one of the same case it supersedes. */
function outboxDone(done: [docId: number, outboxId: number][], nowIso: string): Statement {
  return queryStatement({
    sql: `update case_writes set done_at = ?, payload = null
          where done_at is null and id <= (select max(j.value ->> 1) from json_each(?) j where j.value ->> 0 = case_writes.doc_id)`,
    params: [nowIso, JSON.stringify(done)],
  });
}

async function noteFailure(ctx: AppContext, outboxIds: number[], error: unknown) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  try {
    await ctx.db.$client.prepare("update case_writes set last_error = ? where id in (select value from json_each(?))").bind(message, JSON.stringify(outboxIds)).run();
  } catch (e) {
    console.error("case write: its failure could not be recorded:", e instanceof Error ? e.message : e);
  }
}

/** After a write: the guest pages purged, the case pages' cached data stale, the external index told, the watch alerts queued. */
export async function afterWrite(ctx: AppContext, writes: { docId: number; created?: boolean }[]): Promise<void> {
  for (const w of writes) if (!w.created) await purgeGuestCase(ctx, w.docId);
  await bumpCaseViews(ctx);
  await enqueueSearchSync(
    ctx,
    writes.map((w) => w.docId),
  );
  await enqueueWatchAlerts(ctx);
}

type OutboxRow = { id: number; docId: number; shardId: number; fromShardId: number | null; payload: string; attempts: number };

/**
 * The retry (decision 122): every outbox row not done, older than a minute and the newest of its
 * case, gets steps 2 and 3 again — idempotent — its attempts counted and its error kept when it
 * fails again. Called by the web and jobs Workers' cron. Returns how many were completed and failed.
 */
export async function completeCaseWrites(ctx: AppContext, limit = SWEEP_LIMIT): Promise<{ completed: number; failed: number }> {
  const now = ctx.clock.now();
  const before = new Date(now.getTime() - RETRY_AFTER_MS).toISOString();
  const rows = (
    await ctx.db.$client
      .prepare(
        `select w.id, w.doc_id as docId, w.shard_id as shardId, w.from_shard_id as fromShardId, w.payload, w.attempts from case_writes w
         where w.done_at is null and w.created_at <= ? and w.attempts < ? and w.payload is not null
           and not exists (select 1 from case_writes n where n.doc_id = w.doc_id and n.id > w.id)
         order by w.id limit ?`,
      )
      .bind(before, MAX_ATTEMPTS, limit)
      .all<OutboxRow>()
  ).results;
  if (!rows.length) return { completed: 0, failed: 0 };
  const shards = caseShardsOf(ctx.env);
  let completed = 0;
  const done: { docId: number; created?: boolean }[] = [];
  for (const row of rows) {
    await ctx.db.$client.prepare("update case_writes set attempts = attempts + 1 where id = ?").bind(row.id).run();
    try {
      const shard = shardById(ctx, shards, row.shardId);
      const from = row.fromShardId === null ? null : shardById(ctx, shards, row.fromShardId);
      if (!shard || (row.fromShardId !== null && !from)) throw new Error(`the shard map names no shard ${shard ? row.fromShardId : row.shardId}`);
      const payload = JSON.parse(row.payload) as WritePayload;
      await completeOnShard(ctx, shard, [{ outboxId: row.id, payload }], from);
      done.push({ docId: row.docId, created: payload.created });
      completed++;
    } catch (error) {
      console.error(`case write ${row.id} (case ${row.docId}) failed again:`, error instanceof Error ? error.message : error);
      await noteFailure(ctx, [row.id], error);
    }
  }
  if (done.length) await afterWrite(ctx, done);
  return { completed, failed: rows.length - completed };
}
