/**
 * The search Worker of `npm run bench -- --shards` (scripts/bench-shards.ts; never deployed): every
 * database of every layout bound (bench-shards-corpus.ts), each layout's shard map sent with the
 * request. POST /search {layout, shards, query, controls}:
 * - layout "d1": `createD1Backend` on the one database (DB_1SHARD), the product's search today;
 * - layout "sharded": `createShardedBackend` on the shards given (their specs and bindings), the
 *   fan-out and merge of decision 122;
 * - layout "each": every shard given searched alone by `createD1Backend`, one after the other, each
 *   timed, with the rows it read (the per-shard figures of the scale model).
 * Answers the page's doc ids, the count, and the time inside the Worker (Date.now advances across
 * I/O in workerd: it is the time spent waiting for D1 and merging, not the Worker's own CPU alone).
 */
import { createD1Backend } from "../../search-index/d1-backend";
import { createShardedBackend } from "../../search-index/sharded-backend";
import type { ShardSpec } from "../../search-index/shards";
import type { Controls, SearchQuery, SearchResult } from "../../search-index/types";

type Body = { layout: "d1" | "sharded" | "each" | "rows"; shards: { spec: ShardSpec; binding: string }[]; query: SearchQuery; controls: Controls };

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
      const backend = body.layout === "d1" ? createD1Backend(db("DB_1SHARD")) : createShardedBackend(body.shards.map((s) => ({ spec: s.spec, db: db(s.binding) })));
      const started = Date.now();
      const r = await backend.search(body.query, body.controls);
      return Response.json({ ms: Date.now() - started, ...summary(r) });
    } catch (e) {
      return Response.json({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) }, { status: 500 });
    }
  },
} satisfies ExportedHandler<Record<string, unknown>>;
