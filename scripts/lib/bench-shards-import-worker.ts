/**
 * The loading Worker of `npm run bench -- --shards` (scripts/bench-shards.ts; never deployed): every
 * database of every layout is bound (DB_1SHARD, S2_1 … S8_8, bench-shards-corpus.ts); `?db=` names
 * the one a request writes to.
 *
 * POST /migrate {migrations}: db/migrations applied as the test harness does (d1_migrations kept).
 * POST /import {firstDocId, lines}: one batch through the product's import (`importLines` →
 *   `writeCases`), after setting the database's doc id counter so the batch's new cases get
 *   firstDocId, firstDocId + 1 … (the catalogue's one counter, decision 122); answers the doc ids.
 * GET /state: the database's cases (count, max doc id, per court).
 */
import { importLines } from "../../app/services/cases/import.server";
import { createContext } from "../../app/utils/context.server";
import type { Env } from "../../app/utils/env.server";

type BenchEnv = Omit<Env, "DB"> & Record<string, unknown>;

export default {
  async fetch(request: Request, env: BenchEnv): Promise<Response> {
    const url = new URL(request.url);
    const name = url.searchParams.get("db") ?? "";
    const db = env[name] as D1Database | undefined;
    if (!db || !/^(?:DB_1SHARD|S\d_\d)$/.test(name)) return new Response(`no database ${name}`, { status: 400 });
    try {
      if (url.pathname === "/migrate") {
        const { migrations } = (await request.json()) as { migrations: { name: string; queries: string[] }[] };
        await db.prepare("create table if not exists d1_migrations (id integer primary key autoincrement, name text unique, applied_at timestamp default current_timestamp not null)").run();
        const done = new Set((await db.prepare("select name from d1_migrations").all<{ name: string }>()).results.map((r) => r.name));
        let applied = 0;
        for (const m of migrations) {
          if (done.has(m.name)) continue;
          await db.batch([...m.queries.map((q) => db.prepare(q)), db.prepare("insert into d1_migrations (name) values (?)").bind(m.name)]);
          applied++;
        }
        return Response.json({ applied });
      }
      if (url.pathname === "/import") {
        const { firstDocId, lines } = (await request.json()) as { firstDocId: number; lines: { line: number; raw: string }[] };
        await db.prepare("update counters set value = ? where name = 'doc_id'").bind(firstDocId - 1).run();
        const started = Date.now();
        const results = await importLines(createContext({ ...env, DB: db } as Env), lines, { file: "bench-shards" });
        const ms = Date.now() - started;
        return Response.json({ ms, results: results.map((r) => (r.status === "rejected" ? { status: r.status, reason: r.reason } : { status: r.status, docId: r.docId })) });
      }
      if (url.pathname === "/state") {
        const row = await db.prepare("select count(*) as cases, coalesce(max(doc_id), 0) as maxDocId from cases").first<{ cases: number; maxDocId: number }>();
        const courts = (await db.prepare("select court_id as courtId, count(*) as n from cases group by court_id order by court_id").all<{ courtId: number; n: number }>()).results;
        return Response.json({ ...row, courts });
      }
      return new Response("not found", { status: 404 });
    } catch (e) {
      return Response.json({ error: e instanceof Error ? e.message : String(e) }, { status: 500 });
    }
  },
} satisfies ExportedHandler<BenchEnv>;
