/**
 * Where a case's own rows are (issue 36, decision 122 "Reads"): the catalogue's directory names the
 * shard of each case; this module turns it into the database to read. Every reader of a case's own
 * rows (its view, its stored input, its field origins, its files) asks here, not `ctx.db`.
 * Without CASE_SHARDS the catalogue is the one shard: no directory read, `ctx.db` as before.
 */
import { inArray } from "drizzle-orm";
import { caseDirectory } from "../../../db/schema";
import type { CaseShard } from "../../../search-index/sharded-backend";
import { caseShardsOf, SINGLE_SHARD } from "../../utils/case-shards.server";
import { createDb, type AppContext, type Db } from "../../utils/context.server";

/** A shard whose database is the catalogue's own (the one shard when CASE_SHARDS is unset). */
export const isCatalogueShard = (shard: CaseShard) => shard.spec.id === 0;

/** The drizzle database of a shard (the catalogue's own `ctx.db` for shard 0). */
export const shardDb = (ctx: AppContext, shard: CaseShard): Db => (isCatalogueShard(shard) ? ctx.db : createDb(shard.db));

/** A shard of the map by id; 0 is the catalogue (where every case was before the map named shards). */
export function shardById(ctx: AppContext, shards: CaseShard[], id: number): CaseShard | null {
  return shards.find((s) => s.spec.id === id) ?? (id === 0 ? { spec: SINGLE_SHARD, db: ctx.env.DB } : null);
}

/** The shard each of these cases' directory rows names (a case with no row is absent). */
export async function directoryShards(ctx: AppContext, docIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < docIds.length; i += 90) {
    const rows = await ctx.db
      .select({ docId: caseDirectory.docId, shardId: caseDirectory.shardId })
      .from(caseDirectory)
      .where(inArray(caseDirectory.docId, docIds.slice(i, i + 90)))
      .all();
    for (const r of rows) out.set(r.docId, r.shardId);
  }
  return out;
}

/** Whether the cases are spread over shards (CASE_SHARDS names any) or all in the catalogue. */
export const sharded = (ctx: AppContext) => caseShardsOf(ctx.env).some((s) => !isCatalogueShard(s));

/**
 * The databases these cases' own rows are in, each with its cases. A case the directory does not
 * know is looked for in the catalogue (the cases written before the directory, and shard 0).
 * One directory read for any number of cases; none when the cases are not spread.
 */
export async function caseDbs(ctx: AppContext, docIds: number[]): Promise<{ db: Db; shardId: number; docIds: number[] }[]> {
  if (!docIds.length) return [];
  if (!sharded(ctx)) return [{ db: ctx.db, shardId: 0, docIds }];
  const shards = caseShardsOf(ctx.env);
  const at = await directoryShards(ctx, docIds);
  const groups = new Map<number, number[]>();
  for (const id of docIds) {
    const shardId = at.get(id) ?? 0;
    groups.set(shardId, [...(groups.get(shardId) ?? []), id]);
  }
  return [...groups].flatMap(([shardId, ids]) => {
    const shard = shardById(ctx, shards, shardId);
    // A directory row naming a shard the map no longer has: the case cannot be read (logged), not guessed.
    if (!shard) {
      console.error(`cases ${ids.join(", ")} are in shard ${shardId}, which the shard map no longer names`);
      return [];
    }
    return [{ db: shardDb(ctx, shard), shardId, docIds: ids }];
  });
}

/** The database one case's own rows are in (see caseDbs); null when its shard is not in the map. */
export async function caseDb(ctx: AppContext, docId: number): Promise<Db | null> {
  return (await caseDbs(ctx, [docId]))[0]?.db ?? null;
}

/**
 * Every database that may hold cases, for a read that cannot know where its answers are (Cited by's
 * waiting references, citation keys): each shard of the map and the catalogue (which still holds
 * the cases written before the map, as caseDbs assumes). Without CASE_SHARDS: the catalogue alone.
 */
export function eachCaseDb(ctx: AppContext): { db: Db; shardId: number }[] {
  if (!sharded(ctx)) return [{ db: ctx.db, shardId: 0 }];
  const shards = caseShardsOf(ctx.env);
  const out = shards.map((s) => ({ db: shardDb(ctx, s), shardId: s.spec.id }));
  return shards.some(isCatalogueShard) ? out : [{ db: ctx.db, shardId: 0 }, ...out];
}
