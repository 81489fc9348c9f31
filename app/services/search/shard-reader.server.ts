/**
 * The second level of a search over case shards (decision 134, issue 36): past six shards the front
 * invocation asks readers, each a separate invocation of this same Worker reached through a service
 * binding to its own named entrypoint ShardReader (workers/web.ts): the loopback binding the runtime
 * gives every named entrypoint (`ctx.exports.ShardReader`, on since compatibility date 2025-11-17),
 * put on the Env as SHARD_READER by `withShardReader`. Not a `services` line in wrangler.toml: a
 * binding to the Worker's own entrypoint there stops getPlatformProxy (the seed, reindex) from
 * starting. A named entrypoint is reachable by no URL (only the default one serves the public); it
 * also refuses, 404, any request without the front's marker. The search, the groups and the merge
 * are search-index/sharded-backend.ts's; this file is the binding's plumbing.
 *
 * Over fetch with JSON, not RPC: a WorkerEntrypoint class needs `cloudflare:workers`, which the
 * Remix compiler cannot bundle (remix.config.js bundles every import); the request and the answer
 * are plain JSON (ids, sort keys — numbers, text, null —, hits, counts).
 */
import { withBusyRetry } from "../../../db/busy-retry";
import { READER_GROUP_SIZE, readShardGroup, type FanOut, type PartAnswer, type ShardGroupRequest } from "../../../search-index/sharded-backend";
import type { Env } from "../../utils/env.server";

/** The header the front sets on a reader's request; a request without it is answered 404. */
export const SHARD_READER_MARKER = "X-Shard-Reader";
const MARKER_VALUE = "group";
const READER_URL = "https://shard-reader.internal/group";

/** The bindings of the second level, beside the Worker's Env. */
export type ShardReaderEnv = {
  /** this Worker's own entrypoint ShardReader (`withShardReader`); absent: every shard read from the front */
  SHARD_READER?: Fetcher;
  /** the shards a reader takes (default 6, READER_GROUP_SIZE); a test sets it lower to make a search of 2 shards take the hop */
  SHARD_READER_GROUP?: string;
};

const withReaders = new WeakMap<Env, Env>();

/**
 * The Env with SHARD_READER: the request's loopback binding to this Worker's entrypoint ShardReader
 * (`ctx.exports`), kept per Env (the runtime gives every request the same Env and the same loopback
 * binding), so the case shards' map read from it stays read once. An Env that binds SHARD_READER
 * itself, or a runtime without `ctx.exports` (a script's context): the Env as it is.
 */
export function withShardReader(env: Env, ctx: ExecutionContext): Env {
  if ((env as Env & ShardReaderEnv).SHARD_READER) return env;
  const loopback = (ctx as unknown as { exports?: Record<string, Fetcher | undefined> }).exports?.ShardReader;
  if (!loopback) return env;
  let out = withReaders.get(env);
  if (!out) withReaders.set(env, (out = { ...env, SHARD_READER: loopback } as Env));
  return out;
}

/** A reader reached through a binding: the group's request posted, its merged answer read. */
export function readerThrough(binding: Fetcher): FanOut["reader"] {
  return async (request) => {
    const res = await binding.fetch(READER_URL, {
      method: "POST",
      headers: { [SHARD_READER_MARKER]: MARKER_VALUE, "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    if (!res.ok) throw new Error(`shard reader answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as PartAnswer;
  };
}

/** The second level for a search of this Worker, or none when the binding is absent (the jobs Worker, a script's context). */
export function shardFanOut(env: Env, groupSize?: number): FanOut | undefined {
  const own = env as Env & ShardReaderEnv;
  if (!own.SHARD_READER) return undefined;
  const set = Number(own.SHARD_READER_GROUP);
  return {
    reader: readerThrough(own.SHARD_READER),
    groupSize: groupSize ?? (Number.isInteger(set) && set > 0 ? set : READER_GROUP_SIZE),
  };
}

/** The entrypoint's answer: 404 without the marker (or not a POST), else the group read and merged. */
export async function answerShardReader(request: Request, env: Env): Promise<Response> {
  if (request.method !== "POST" || request.headers.get(SHARD_READER_MARKER) !== MARKER_VALUE) return new Response("Not Found", { status: 404 });
  try {
    return Response.json(await readGroupIn(env, (await request.json()) as ShardGroupRequest));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error("shard reader:", message);
    return new Response(message, { status: 500 });
  }
}

/**
 * A reader's work, inside its own invocation: the asked shards by their bindings (shard 0 the
 * catalogue's DB, shard N `CASES_N`, as case-shards.server.ts binds them), searched and merged.
 * A shard this Worker has no binding for is refused (a front and its readers are one deployment).
 */
export function readGroupIn(env: Env, request: ShardGroupRequest): Promise<PartAnswer> {
  const shards = request.shards.map((spec) => {
    const db = spec.id === 0 ? env.DB : (env as unknown as Record<string, D1Database | undefined>)[`CASES_${spec.id}`];
    if (!db) throw new Error(`no D1 binding CASES_${spec.id}`);
    return { spec, db: withBusyRetry(db) };
  });
  return readShardGroup(shards, env.DB, request);
}
