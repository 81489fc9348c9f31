/**
 * The incoming rows of the citation graph across case shards (issue 36, decision 133): each
 * reference that links a judgment in one database to a case in another is kept, besides its full
 * row in the citing case's shard (`case_references`), as a slim row in the CITED case's shard
 * (`case_incoming`: the citing case's title, court, date, bench and search key, the reference's
 * columns). "Cited by X" is then one lookup in X's shard: its own `case_references` to X plus its
 * `case_incoming` rows (citation-graph.server.ts `shardedGraph`).
 *
 * Kept right by `refreshIncoming`, run after every write's own batch and its resolution across
 * shards (case-writes.server.ts, both the catalogue's one batch and step 2 of a shard's write) and by
 * the reindex's pass across shards (search-sync.server.ts). Idempotent: delete, then insert.
 * Without shards nothing runs: one database's Cited by reads its own references.
 */
import type { AppContext, Db } from "../../utils/context.server";
import { directoryShards, eachCaseDb, sharded } from "../cases/case-shard-of.server";

/** Rows per insert statement (one JSON parameter each: D1 caps a statement's size). */
const ROWS_PER_STATEMENT = 60;

/** An incoming row's columns, in the order the reads give them and the insert takes them. */
export const INCOMING_COLUMNS = [
  "cited_doc_id",
  "doc_id",
  "position",
  "appellant",
  "respondent",
  "court_id",
  "court_branch_id",
  "decided_date",
  "search_key",
  "all_judges",
  "copy",
  "as_written",
  "resolved_by",
  "paragraph",
  "pinpoint",
  "snippet",
  "treatment",
  "treatment_paragraph",
  "treatment_sentence",
] as const;

/** An incoming row as the reads give it (each column, in INCOMING_COLUMNS' order). */
type Row = unknown[];

/** References (r) with their citing case (c), as incoming rows (`copy`: the citing case is the second copy of a judgment, decision 064). */
const ROWS_OF = `select r.cited_doc_id, r.doc_id, r.position, c.appellant, c.respondent, c.court_id, c.court_branch_id, c.decided_date, c.search_key, c.all_judges,
    exists (select 1 from case_duplicates cp where cp.doc_id = r.doc_id and cp.status <> 'separate') as copy,
    r.as_written, r.resolved_by, r.paragraph, r.pinpoint, r.snippet, r.treatment, r.treatment_paragraph, r.treatment_sentence
  from case_references r join cases c on c.doc_id = r.doc_id`;

/** Only a published citing judgment cites (a deleted or unpublished one is in no Cited by); never a case citing itself. */
const PUBLISHED_CITING = "c.live = 1 and c.deleted_at is null and r.doc_id <> r.cited_doc_id";

/**
 * The written cases' (?1) references linked to a case this database does not hold (no row here, or a
 * moved case's tombstone, which has no search key): the candidates for another shard's incoming rows.
 * By the references' primary key (doc id, position).
 */
export const OUTGOING_SQL = `${ROWS_OF}
  where r.doc_id in (select value from json_each(?1)) and r.cited_doc_id is not null and ${PUBLISHED_CITING}
    and not exists (select 1 from cases h where h.doc_id = r.cited_doc_id and h.search_key is not null)`;

/** The references of this database's cases linked to one of the cases ?1 (by the cited_doc_id index): the cases' incoming rows from here. */
export const LINKED_TO_SQL = `${ROWS_OF} where r.cited_doc_id in (select value from json_each(?1)) and ${PUBLISHED_CITING}`;

/** Inserts incoming rows (a JSON array of rows), each only where its cited case has a row (the key to `cases`). */
export const INSERT_SQL = `insert or replace into case_incoming (${INCOMING_COLUMNS.join(", ")})
  select ${INCOMING_COLUMNS.map((_, i) => `value ->> ${i}`).join(", ")} from json_each(?1)
  where exists (select 1 from cases h where h.doc_id = value ->> 0)`;

const DELETE_BY_CITING = "delete from case_incoming where doc_id in (select value from json_each(?1))";
const DELETE_BY_CITED = "delete from case_incoming where cited_doc_id in (select value from json_each(?1))";

/** What a refresh wrote: the written cases' rows in other shards (`outgoing`), and the rows of other shards' references to them (`incoming`). */
export type IncomingRefresh = { outgoing: number; incoming: number };

/**
 * Makes the incoming rows of the cases `docIds`, just written in `db` (shard `shardId`), right in
 * every database, after their batch and their resolution across shards (resolveAcrossShards):
 * - **as citing** (always): in every database, their rows are deleted; their references linked to a
 *   case of another shard (found by the directory) are inserted in that case's shard. A case
 *   deleted or unpublished leaves none; a case that no longer cites one, none there.
 * - **as cited** (`asCited`, the write path): their own rows here are rebuilt from every other
 *   database's references linked to them — the judgments written before them that
 *   resolveAcrossShards has just linked, and, after a move, the references of the shard they left
 *   (now across shards) — in the one batch each other database gets anyway.
 * Round trips: one read here, one directory read (only when a reference leaves the shard), one batch
 * in every other database in parallel, one batch here. Idempotent: a retry writes the same rows.
 */
export async function refreshIncoming(ctx: AppContext, db: Db, shardId: number, docIds: number[], opts: { asCited?: boolean } = {}): Promise<IncomingRefresh> {
  if (!docIds.length || !sharded(ctx)) return { outgoing: 0, incoming: 0 };
  const ids = JSON.stringify(docIds);
  const d1 = db.$client;
  const outgoing = (await d1.prepare(OUTGOING_SQL).bind(ids).raw()) as Row[];
  // Where each cited case lives: a case the directory does not know is linked to nothing a reader could open.
  const at = outgoing.length ? await directoryShards(ctx, [...new Set(outgoing.map((r) => Number(r[0])))]) : new Map<number, number>();
  const toShard = new Map<number, Row[]>();
  for (const r of outgoing) {
    const target = at.get(Number(r[0]));
    if (target === undefined || target === shardId) continue;
    toShard.set(target, [...(toShard.get(target) ?? []), r]);
  }
  const others = eachCaseDb(ctx).filter((d) => d.shardId !== shardId);
  const known = new Set(others.map((o) => o.shardId));
  for (const target of toShard.keys()) if (!known.has(target)) console.error(`incoming rows of cases ${ids}: shard ${target} is not in the shard map`);
  let written = 0;
  const incoming = await Promise.all(
    others.map(async ({ db: other, shardId: id }) => {
      const o = other.$client;
      const rows = toShard.get(id) ?? [];
      written += rows.length;
      const statements = [o.prepare(DELETE_BY_CITING).bind(ids), ...chunks(rows).map((c) => o.prepare(INSERT_SQL).bind(JSON.stringify(c)))];
      if (opts.asCited) statements.push(o.prepare(LINKED_TO_SQL).bind(ids));
      const results = await o.batch(statements);
      return opts.asCited ? ((results[results.length - 1].results as Record<string, unknown>[]).map((r) => INCOMING_COLUMNS.map((c) => r[c])) as Row[]) : [];
    }),
  );
  const mine = incoming.flat();
  // Here: any row of theirs (a case that moved in no longer cites across), and, as cited, theirs rebuilt.
  await d1.batch([
    d1.prepare(DELETE_BY_CITING).bind(ids),
    ...(opts.asCited ? [d1.prepare(DELETE_BY_CITED).bind(ids), ...chunks(mine).map((c) => d1.prepare(INSERT_SQL).bind(JSON.stringify(c)))] : []),
  ]);
  return { outgoing: written, incoming: mine.length };
}

/** The cases of `docIds` the directory places in `shardId` (a case it does not know: where it is read). For a pass over every database's cases. */
export async function placedIn(ctx: AppContext, shardId: number, docIds: number[]): Promise<number[]> {
  if (!sharded(ctx)) return docIds;
  const at = await directoryShards(ctx, docIds);
  return docIds.filter((id) => (at.get(id) ?? shardId) === shardId);
}

function chunks(rows: Row[]): Row[][] {
  const out: Row[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}
