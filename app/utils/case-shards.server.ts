/**
 * The case shards this Worker reads and writes (decision 122, issue 36): the shard map of the
 * CASE_SHARDS setting, each shard's D1 binding CASES_{id}. Without the setting the catalogue
 * database is the one shard, as before the cases were spread. A map that is unsound, or names a
 * binding the Worker lacks, fails closed: every request refuses with the reason logged, rather than
 * write a case where no search will look for it.
 */
import { withBusyRetry } from "../../db/busy-retry";
import { checkShardMap, type ShardSpec } from "../../search-index/shards";
import type { CaseShard } from "../../search-index/sharded-backend";
import type { Env } from "./env.server";

/** The catalogue as the only shard (every court, every year). */
export const SINGLE_SHARD: ShardSpec = { id: 0, courts: null, yearFrom: null, yearTo: null };

const maps = new WeakMap<Env, CaseShard[]>();

export function caseShardsOf(env: Env): CaseShard[] {
  const known = maps.get(env);
  if (known) return known;
  const shards = readShards(env);
  maps.set(env, shards);
  return shards;
}

function readShards(env: Env): CaseShard[] {
  if (!env.CASE_SHARDS?.trim()) return [{ spec: SINGLE_SHARD, db: withBusyRetry(env.DB) }];
  let specs: ShardSpec[];
  try {
    specs = (JSON.parse(env.CASE_SHARDS) as Partial<ShardSpec>[]).map((s) => ({
      id: Number(s.id),
      courts: Array.isArray(s.courts) ? s.courts.map(Number) : null,
      yearFrom: s.yearFrom ?? null,
      yearTo: s.yearTo ?? null,
    }));
  } catch {
    throw shardError("CASE_SHARDS is not a JSON list of shards");
  }
  const problems = checkShardMap(specs);
  if (problems.length) throw shardError(`CASE_SHARDS: ${problems.join("; ")}`);
  return specs.map((spec) => {
    // Shard 0 is the catalogue's own database (decision 127): a deployment may keep one court group
    // beside the accounts, as the demo and the tests keep the Supreme Court; it needs no CASES_0.
    const db = spec.id === 0 ? env.DB : (env as unknown as Record<string, D1Database | undefined>)[`CASES_${spec.id}`];
    if (!db) throw shardError(`CASE_SHARDS names shard ${spec.id}, but the Worker has no D1 binding CASES_${spec.id}`);
    return { spec, db: withBusyRetry(db) };
  });
}

function shardError(message: string): Error {
  console.error(`case shards misconfigured: ${message}`);
  return new Error(`case shards misconfigured: ${message}`);
}
