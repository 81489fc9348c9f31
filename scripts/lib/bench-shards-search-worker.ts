/**
 * The search Worker of `npm run bench -- --shards` (scripts/bench-shards.ts; never deployed): every
 * database of every layout bound (bench-shards-corpus.ts), each layout's shard map sent with the
 * request. POST /search {layout, shards, query, controls}:
 * - layout "d1": `createD1Backend` on the one database (DB_1SHARD), the product's search today;
 * - layout "sharded": `createShardedBackend` on the shards given (their specs and bindings), the
 *   fan-out and merge of decision 122;
 * - layout "each": every shard given searched alone by `createD1Backend`, one after the other, each
 *   timed, with the rows it read (the per-shard figures of the scale model);
 * - layout "readers": `createShardedBackend` with the second level (decision 134) — past `groupSize`
 *   shards (6) the front asks readers through SHARD_READER, this Worker's own named entrypoint
 *   ShardReader, a separate invocation, by the product's `readerThrough` and `answerShardReader`
 *   (app/services/search/shard-reader.server.ts; here the shards' bindings are the layout's S{n}_k
 *   for the product's CASES_k). Each hop is timed: its wall time at the front and the reader's own
 *   time inside (the header X-Reader-Ms), their difference the hop's cost.
 * Answers the page's doc ids, the count, and the time inside the Worker (Date.now advances across
 * I/O in workerd: it is the time spent waiting for D1 and merging, not the Worker's own CPU alone).
 */
import { createD1Backend } from "../../search-index/d1-backend";
import { createShardedBackend, READER_GROUP_SIZE } from "../../search-index/sharded-backend";
import { answerShardReader, readerThrough } from "../../app/services/search/shard-reader.server";
import type { Env } from "../../app/utils/env.server";
import type { ShardSpec } from "../../search-index/shards";
import type { Controls, SearchQuery, SearchResult } from "../../search-index/types";

type Body = { layout: "d1" | "sharded" | "each" | "rows" | "readers"; shards: { spec: ShardSpec; binding: string }[]; query: SearchQuery; controls: Controls; groupSize?: number };

/** One hop of the second level: its time at the front (there and back) and the reader's own time inside. */
type Hop = { wall: number; inner: number };

/** SHARD_READER, each call timed, the layout's size told to the reader (its bindings are S{n}_k). */
function timedReader(binding: Fetcher, n: number, hops: Hop[]): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const started = Date.now();
      const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
      url.searchParams.set("layout", String(n));
      const res = await binding.fetch(url, init);
      hops.push({ wall: Date.now() - started, inner: Number(res.headers.get("X-Reader-Ms") ?? 0) });
      return res;
    },
  } as Fetcher;
}

/**
 * The second level's reader (decision 134): the product's `answerShardReader`, the layout's shard
 * bindings S{n}_k given to it as the product's CASES_k, its own time inside in X-Reader-Ms.
 */
export const ShardReader = {
  async fetch(request: Request, env: Record<string, unknown>): Promise<Response> {
    const started = Date.now();
    const n = Number(new URL(request.url).searchParams.get("layout"));
    const mapped: Record<string, unknown> = { ...env, DB: env.DB_1SHARD };
    for (let k = 1; k <= n; k++) mapped[`CASES_${k}`] = env[`S${n}_${k}`];
    const res = await answerShardReader(request, mapped as unknown as Env);
    const out = new Response(res.body, res);
    out.headers.set("X-Reader-Ms", String(Date.now() - started));
    return out;
  },
};

const summary = (r: SearchResult) => ({ ids: r.items.map((i) => i.docId), total: r.total, totalCapped: r.totalCapped, pages: r.pages, commonWords: r.commonWords ?? false });

/** A database whose statements' rows read (D1's meta.rows_read, what D1 bills) are added up. */
function counting(d1: D1Database): { db: D1Database; rows: () => number } {
  let rows = 0;
  const method = (target: object, p: string | symbol) => {
    const v = Reflect.get(target, p) as unknown;
    return typeof v === "function" ? v.bind(target) : v;
  };
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, p) {
        if (p === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (p === "all")
          return async () => {
            const r = await target.all();
            rows += r.meta?.rows_read ?? 0;
            return r;
          };
        return method(target, p);
      },
    });
  const db = new Proxy(d1, { get: (target, p) => (p === "prepare" ? (q: string) => statement(target.prepare(q)) : method(target, p)) });
  return { db, rows: () => rows };
}

export default {
  async fetch(request: Request, env: Record<string, unknown>): Promise<Response> {
    if (request.method !== "POST") return new Response("bench shards search worker");
    const body = (await request.json()) as Body;
    const db = (binding: string) => {
      const d = env[binding] as D1Database | undefined;
      if (!d || !/^(?:DB_1SHARD|S\d_\d)$/.test(binding)) throw new Error(`no database ${binding}`);
      return d;
    };
    try {
      if (body.layout === "rows") {
        // The rows a case keeps in its database (its row, parts, references, full-text rows): the floor of the rows its import writes.
        const d = db("DB_1SHARD");
        const tables = (await d.prepare("select name from sqlite_master where type = 'table' and (name like 'case%' or name like 'headnote%')").all<{ name: string }>()).results;
        const counts: Record<string, number> = {};
        for (const t of tables) counts[t.name] = (await d.prepare(`select count(*) as n from "${t.name.replace(/"/g, "")}"`).first<{ n: number }>())?.n ?? 0;
        return Response.json({ counts });
      }
      if (body.layout === "each") {
        const each = [];
        for (const s of body.shards) {
          const counted = counting(db(s.binding));
          const started = Date.now();
          const r = await createD1Backend(counted.db).search(body.query, body.controls);
          each.push({ binding: s.binding, ms: Date.now() - started, rowsRead: counted.rows(), ...summary(r) });
        }
        return Response.json({ each });
      }
      const hops: Hop[] = [];
      const shards = body.shards.map((s) => ({ spec: s.spec, db: db(s.binding) }));
      const fanOut =
        body.layout === "readers"
          ? { reader: readerThrough(timedReader(env.SHARD_READER as Fetcher, body.shards.length, hops)), groupSize: body.groupSize ?? READER_GROUP_SIZE }
          : undefined;
      const backend = body.layout === "d1" ? createD1Backend(db("DB_1SHARD")) : createShardedBackend(shards, undefined, fanOut);
      const started = Date.now();
      const r = await backend.search(body.query, body.controls);
      return Response.json({ ms: Date.now() - started, ...summary(r), ...(fanOut ? { hops } : {}) });
    } catch (e) {
      return Response.json({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) }, { status: 500 });
    }
  },
} satisfies ExportedHandler<Record<string, unknown>>;
