/**
 * npx tsx scripts/bench-facts-in-process.ts ['[{"citedByTop":1},{"common":20}]'] [--per] [--state .wrangler/bench-facts] [--shards 4]
 *
 * The facts path's precedents on Q1–Q30 (../shared/data/fact-situations-dev), in process: the
 * product's own findPrecedents (mode "facts") over a private copy of the D1 that `npm run bench:facts`
 * prepared (run it once first), one row per FACTS_TUNING setting given, beside the plain BM25
 * baseline of the same copy. About 40 s a setting on two cores, where a full bench:facts run is
 * several minutes: for trying ideas (decision 121; docs/benchmarks.md, "Issue 35 item 4, a third
 * time"), never for the figures recorded in
 * docs/benchmarks.md, which come from the Worker (`npm run bench:facts`). It gives the same MAP as
 * the Worker to the fourth digit (0.1426 and 0.1027 at decision 121).
 *
 * Each row: MAP (and ÷ the baseline), MAP on the odd and on the even queries (a setting should win
 * on both halves, not on thirty queries together), P@10, recall@100, the postings the candidate
 * query reads (the sum of its terms' document frequencies: its cost at 100,000 cases) and the p50
 * time in process. `--per`: each query's average precision and the rank of each of its precedents.
 * The relevance judgments are read here only, to score: they never reach the product.
 * `--shards N`: the state `npm run bench:facts -- --shards N` prepared beside it (its case shards
 * by decision year bound as the Worker binds them, CASE_SHARDS its map).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Miniflare } from "miniflare";
import { findPrecedents } from "../app/services/search/precedents.server";
import { createContext } from "../app/utils/context.server";
import type { Env } from "../app/utils/env.server";
import type { FactsTuning } from "../search-index/facts";
import { porterStem } from "../search-index/porter";
import { benchLayout, mean, score } from "./lib/ranking-bench";

const args = process.argv.slice(2);
const stateArg = args.indexOf("--state");
const layout = benchLayout(args, stateArg >= 0 ? args[stateArg + 1] : ".wrangler/bench-facts");
const STATE = path.resolve(layout.state);
const DEV = path.resolve("../shared/data/fact-situations-dev");
const settings = JSON.parse(args.find((a) => a.startsWith("[")) ?? "[{}]") as Partial<FactsTuning>[];
const lines = (text: string) => text.split("\n").filter((l) => l.trim());
const f4 = (x: number) => x.toFixed(4);

// A private copy: the bench's own state is left as bench:facts made it.
const dir = mkdtempSync(path.join(tmpdir(), "bench-facts-in-process-"));
cpSync(path.join(STATE, "v3"), path.join(dir, "v3"), { recursive: true });
// The layout's databases as its wrangler.toml binds them (one database: DB alone).
const bindings = Object.fromEntries([...readFileSync(layout.config, "utf8").matchAll(/binding = "(\w+)"\s+database_name = "[^"]*"\s+(?:#[^\n]*\s+)?database_id = "([\w-]+)"/g)].map((m) => [m[1], m[2]]));
const mf = new Miniflare({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: bindings, d1Persist: path.join(dir, "v3", "d1") });
const DB = await mf.getD1Database("DB");
const shardDbs = Object.fromEntries(await Promise.all(Object.keys(bindings).filter((b) => b !== "DB").map(async (b) => [b, await mf.getD1Database(b)] as const)));

// The candidate query's MATCH string (the statement that ranks the judgments), kept to count what it reads.
let lastMatch = "";
const watched = new Proxy(DB, {
  get(target, key) {
    if (key === "prepare")
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (!sql.includes("as materialized")) return statement;
        return new Proxy(statement, {
          get(s, k) {
            if (k === "bind")
              return (...params: unknown[]) => {
                lastMatch = String(params[0]);
                return s.bind(...params);
              };
            const v: unknown = Reflect.get(s, k);
            return typeof v === "function" ? v.bind(s) : v;
          },
        });
      };
    const v: unknown = Reflect.get(target, key);
    return typeof v === "function" ? v.bind(target) : v;
  },
});
// findPrecedents reads only the databases, the shard map and the clock.
const ctx = createContext({ DB: watched, ...shardDbs, CASE_SHARDS: layout.caseShards } as unknown as Env);

/** Miniflare's proxy to workerd now and then drops a call on a loaded machine: the same call again. */
async function retried<T>(call: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++)
    try {
      return await call();
    } catch (e) {
      if (i >= 10) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
}

// The catalogue's directory knows every case of a shard layout; one database's cases are its own.
const idSql = (table: string) => `select json_group_object(doc_id, substr(source_id, 10)) as m from ${table} where source_id like 'aila2019:%'`;
const idOf = JSON.parse((await DB.prepare(idSql(layout.shards > 1 ? "case_directory" : "cases")).first<{ m: string }>())?.m ?? "{}") as Record<string, string>;
const queries = lines(readFileSync(path.join(DEV, "queries.jsonl"), "utf8")).map((l) => JSON.parse(l) as { qid: string; text: string });
const relevant = new Map<string, Set<string>>();
for (const line of lines(readFileSync(path.join(DEV, "qrels_priorcases.txt"), "utf8"))) {
  const [qid, , doc, rel] = line.trim().split(/\s+/);
  if (rel === "1") relevant.set(qid, (relevant.get(qid) ?? new Set()).add(doc));
}

/** The sum of the document frequencies of a MATCH string's quoted terms. */
async function postingsRead(match: string): Promise<number> {
  const stems = [...new Set([...match.matchAll(/"([^"]+)"/g)].map((m) => porterStem(m[1].toLowerCase())))];
  if (!stems.length) return 0;
  const rows = await retried(() => DB.prepare("select coalesce(sum(doc), 0) as n from case_fts_terms where term in (select value from json_each(?))").bind(JSON.stringify(stems)).first<{ n: number }>());
  return Number(rows?.n ?? 0);
}

async function runAll(extra: { plain?: boolean; factsTuning?: Partial<FactsTuning> }) {
  const per = new Map<string, { ap: number; p10: number; r100: number; ranks: string }>();
  const times: number[] = [];
  const postings: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    const r = await retried(() => findPrecedents(ctx, { text: q.text, limit: 100, statutes: 10, mode: "facts", ...extra }));
    times.push(performance.now() - t0);
    if (!r.ok) throw new Error(`${q.qid}: ${r.message}`);
    postings.push(await postingsRead(lastMatch));
    const ranked = r.items.map((i) => idOf[String(i.docId)]).filter(Boolean);
    const rel = relevant.get(q.qid) ?? new Set<string>();
    const s = score(ranked, rel);
    per.set(q.qid, { ap: s.ap, p10: s.p10, r100: s.r100, ranks: [...rel].map((d) => `${d}@${ranked.indexOf(d) + 1 || "–"}`).join(" ") });
  }
  const ap = (odd: boolean | null) => mean(queries.filter((q) => odd === null || (Number(q.qid.replace(/\D/g, "")) % 2 === 1) === odd).map((q) => per.get(q.qid)?.ap ?? 0));
  times.sort((a, b) => a - b);
  const all = [...per.values()];
  return { MAP: ap(null), odd: ap(true), even: ap(false), P10: mean(all.map((x) => x.p10)), R100: mean(all.map((x) => x.r100)), postings: mean(postings), p50: times[Math.floor(times.length / 2)], per };
}

try {
  const base = await runAll({ plain: true });
  console.log("plain BM25".padEnd(50), `MAP ${f4(base.MAP)} odd ${f4(base.odd)} even ${f4(base.even)} P10 ${f4(base.P10)} R100 ${f4(base.R100)}`);
  const runs = [];
  for (const setting of settings) {
    const r = await runAll({ factsTuning: setting });
    runs.push(r);
    console.log(
      JSON.stringify(setting).padEnd(50),
      `MAP ${f4(r.MAP)} (${(r.MAP / base.MAP).toFixed(2)}×) odd ${f4(r.odd)} even ${f4(r.even)} P10 ${f4(r.P10)} R100 ${f4(r.R100)} postings ${r.postings.toFixed(0)} p50 ${r.p50.toFixed(0)} ms`,
    );
  }
  if (args.includes("--per"))
    for (const q of queries) console.log(q.qid.padEnd(9), f4(base.per.get(q.qid)?.ap ?? 0), runs.map((r) => `${f4(r.per.get(q.qid)?.ap ?? 0)} ${r.per.get(q.qid)?.ranks ?? ""}`).join(" | "));
} finally {
  await mf.dispose();
  rmSync(dir, { recursive: true, force: true });
}
