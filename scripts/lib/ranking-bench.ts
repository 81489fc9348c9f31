/**
 * What the ranking benchmarks (`npm run bench:relevance`, `npm run bench:facts`) share: their
 * numeric options, their own local D1 (migrated, seeded when new, old sessions ended, the built
 * Worker copied in), their `wrangler dev` with the benchmark account logged in and out again, and
 * the scores of a ranking against the relevance judgments.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ShardSpec } from "../../search-index/shards";
import { startBenchServer } from "./bench-server";
import { addShardToConfig, withoutShards } from "./shards-config";
import { migrateLocal } from "./setup.mjs";
import { run } from "./run.mjs";

/** The number after `--name` on the command line, else the fallback. */
export function numberArg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/**
 * Where a ranking benchmark runs: one database (`shards` 1, the default), or `--shards N` (2, 4 or 8)
 * case shards of one court group split by decision year (issue 36: what Best match's per-shard BM25
 * costs in relevance, decision 122's query-then-fetch) — CASES_1…N beside a catalogue that holds no
 * cases, in a state directory of their own, with a config written for them (.wrangler/, ignored).
 */
export type BenchLayout = { shards: number; state: string; config: string; caseShards: string };

/** The last decision year of each period shard but the newest: the corpus's (sample and candidates) year quantiles. */
const PERIOD_ENDS: Record<number, number[]> = { 2: [1986], 4: [1969, 1986, 1997], 8: [1960, 1969, 1977, 1986, 1991, 1997, 2003] };

export function benchLayout(args: string[], state: string): BenchLayout {
  const shards = numberArg(args, "shards", 1);
  if (shards === 1) return { shards, state, config: "wrangler.toml", caseShards: "" };
  const ends = PERIOD_ENDS[shards];
  if (!ends) throw new Error("--shards takes 1, 2, 4 or 8");
  const dir = `${state}-shards-${shards}`;
  mkdirSync(dir, { recursive: true });
  // Written beside the state; its paths lead back to the repository.
  let text = withoutShards(readFileSync("wrangler.toml", "utf8")).replace('migrations_dir = "db/migrations"', 'migrations_dir = "../../db/migrations"').replace('directory = "./public"', 'directory = "../../public"');
  // As the periods open in time: each new shard from the year after a period's end closes the open one.
  let map: ShardSpec[] = [];
  for (let id = 1; id <= shards; id++) {
    const added = addShardToConfig(text, { id, courts: null, yearFrom: id === 1 ? null : ends[id - 2] + 1, yearTo: null, migrationsDir: "../../db/case-migrations" });
    text = added.text;
    map = added.map;
  }
  const config = path.join(dir, "wrangler.toml");
  writeFileSync(config, text);
  return { shards, state: dir, config, caseShards: JSON.stringify(map) };
}

/** Migrates the benchmark's state (seeding it when it is new) and ends the sessions an earlier run left open. */
export async function prepareBenchState(layout: BenchLayout, name: string) {
  const { state, config, caseShards } = layout;
  mkdirSync("bench-results", { recursive: true });
  const fresh = !existsSync(path.join(state, "v3"));
  if (fresh) console.log(`Creating the ${name} benchmark database in ${state}${layout.shards > 1 ? ` (${layout.shards} case shards by decision year)` : ""} …`);
  await migrateLocal(state, { stdio: "ignore" }, config);
  if (fresh) await run("npx", ["tsx", "scripts/seed.ts"], { env: { LAW_REPORTER_STATE: state, LAW_REPORTER_CONFIG: config, CASE_SHARDS: caseShards }, stdio: "ignore" });
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "-c", config, "--command", "update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'revoked' where ended_at is null"], { stdio: "ignore" });
}

/** Builds the Worker and copies it into the state, which its `wrangler dev` serves. */
export async function buildBenchWorker(state: string) {
  await run("npx", ["remix", "build"], { stdio: "ignore" });
  copyFileSync("build/index.js", path.join(state, "worker.js"));
}

export type BenchServer = {
  /** The first row of a query on the server's D1 (through the Worker's /dev/sql). */
  sqlFirst: (sql: string) => Promise<Record<string, unknown> | null>;
  /** Logs the benchmark account (the demo subscriber) in; its session token. */
  login: () => Promise<string>;
};

/** Runs `use` on the state's own `wrangler dev`; afterwards the account is logged out and the server stopped. */
export async function withBenchServer(layout: BenchLayout, port: number, use: (server: BenchServer) => Promise<void>) {
  const base = `http://127.0.0.1:${port}`;
  const server = await startBenchServer(layout.state, port, layout.config, layout.caseShards);
  let token = "";
  try {
    await use({
      sqlFirst: async (sql) => {
        const res = await fetch(`${base}/dev/sql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sql, params: [] }) });
        if (!res.ok) throw new Error(`sql failed ${res.status}: ${await res.text()}`);
        return ((await res.json()) as { first: Record<string, unknown> | null }).first;
      },
      login: async () => {
        const login = await fetch(`${base}/auth/login`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
          body: "login=subscriber%40sar.example.com&password=Demo%402026",
        });
        token = (login.headers.get("set-cookie") ?? "").split(";")[0].split("=")[1] ?? "";
        if (!token) throw new Error(`the benchmark account could not log in (${login.status}: ${(await login.text()).slice(0, 300)})`);
        return token;
      },
    });
  } finally {
    if (token) await fetch(`${base}/auth/logout`, { method: "POST", redirect: "manual", headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already stopped
    }
  }
}

export type Scores = { ap: number; p10: number; r10: number; r100: number; rr: number };

/** AP over the relevant ones (one not returned adds 0), P@10, recall at 10 and 100, reciprocal rank. */
export function score(ranked: string[], relevant: Set<string>): Scores {
  let hits = 0;
  let sum = 0;
  let rr = 0;
  ranked.forEach((id, i) => {
    if (!relevant.has(id)) return;
    hits++;
    sum += hits / (i + 1);
    if (!rr) rr = 1 / (i + 1);
  });
  const within = (k: number) => ranked.slice(0, k).filter((id) => relevant.has(id)).length;
  return { ap: sum / relevant.size, p10: within(10) / 10, r10: within(10) / relevant.size, r100: within(100) / relevant.size, rr };
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
