/**
 * The corpus of `npm run bench -- --shards 1,2,4,8` (issue 36 item 6): N perturbed copies of the
 * 2,001 judgments of ../shared/data/judgments-sample.jsonl, as scripts/bench.ts makes them, each
 * copy given one of eight courts (the Supreme Court and seven High Courts of the courts master),
 * loaded into one D1 database and, split by court, into 2, 4 and 8 databases — every case written
 * by the product's import (`importLines` → `writeCases`) inside workerd (bench-shards-import-worker.ts).
 *
 * Doc ids are the catalogue's one counter (decision 122): before each batch the bench sets the
 * database's `doc_id` counter so that a case gets the same doc id in every layout (position p of
 * the sequence → doc id 1001 + p), so pages of different layouts can be compared id for id.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unstable_splitSqlQuery, unstable_startWorker } from "wrangler";
import type { ShardSpec } from "../../search-index/shards";
import { perturb, readSample, SAMPLE, type Rec } from "./bench-corpus";

export { perturb, readSample, SAMPLE, type Rec };

/** The eight court groups: courts.id and the name the record's `court` field gives (courts master, search-index/courts-master.ts). */
export const COURT_GROUPS: { courtId: number; name: string }[] = [
  { courtId: 1, name: "Supreme Court of India" },
  { courtId: 2, name: "High Court of Delhi" },
  { courtId: 3, name: "High Court of Bombay" },
  { courtId: 4, name: "High Court of Madras" },
  { courtId: 5, name: "High Court of Calcutta" },
  { courtId: 6, name: "High Court of Allahabad" },
  { courtId: 7, name: "High Court of Karnataka" },
  { courtId: 8, name: "High Court of Kerala" },
];

/** The first doc id a fresh database gives (migration 0001 starts the counter at 1000). */
export const FIRST_DOC_ID = 1001;
/** Cases of one court in a row of the sequence: a batch of the import never spans two courts. */
const RUN = 250;



/**
 * The court group (index into COURT_GROUPS) of record i's copy k: runs of 250 records rotate over
 * the eight courts, shifted by one with each copy, so every court holds every kind of judgment
 * and about an eighth of the corpus.
 */
export const groupOf = (i: number, k: number) => (Math.floor(i / RUN) + k) % COURT_GROUPS.length;

/** One case of the sequence: its position (doc id FIRST_DOC_ID + p), court group and JSON line. */
export type Item = { p: number; group: number; line: string };

/** The first `cases` items of the sequence (copy 0 of every record, then copy 1 …). */
export function corpusItems(records: Rec[], cases: number): Item[] {
  const items: Item[] = [];
  for (let k = 0; items.length < cases; k++) {
    for (const [i, r] of records.entries()) {
      if (items.length >= cases) break;
      const group = groupOf(i, k);
      items.push({ p: items.length, group, line: JSON.stringify({ ...perturb(r, k), court: COURT_GROUPS[group].name }) });
    }
  }
  return items;
}

/** A layout: n databases, their bindings and their shard map (court groups round-robin; the last shard is the catch-all). */
export type Layout = { n: number; shards: { binding: string; spec: ShardSpec; groups: number[] }[] };

export function layoutOf(n: number): Layout {
  const shards = Array.from({ length: n }, (_, s) => {
    const groups = COURT_GROUPS.map((_, g) => g).filter((g) => g % n === s);
    const catchAll = s === n - 1;
    return {
      binding: n === 1 ? "DB_1SHARD" : `S${n}_${s + 1}`,
      spec: { id: s + 1, courts: catchAll ? null : groups.map((g) => COURT_GROUPS[g].courtId), yearFrom: null, yearTo: null } satisfies ShardSpec,
      groups,
    };
  });
  return { n, shards };
}

/** The batches of one database: runs of its court groups' items, cut at 100 and wherever the sequence leaves its groups. */
export function batchesFor(items: Item[], groups: number[], size = 100): Item[][] {
  const batches: Item[][] = [];
  let current: Item[] = [];
  for (const item of items) {
    if (!groups.includes(item.group)) {
      if (current.length) batches.push(current);
      current = [];
      continue;
    }
    current.push(item);
    if (current.length >= size) {
      batches.push(current);
      current = [];
    }
  }
  if (current.length) batches.push(current);
  return batches;
}

/** Every binding of the layouts 1, 2, 4, 8. */
export const LAYOUTS = [1, 2, 4, 8].map(layoutOf);

/**
 * The Worker config of the bench (in the corpus dir): wrangler.toml's vars, R2 bucket and queue,
 * and one D1 database per binding of every layout, each persisted as its own SQLite file.
 * `readers`: the Worker's own named entrypoint ShardReader bound as SHARD_READER, as wrangler.toml
 * binds the site's (decision 134: the second level's readers, a separate invocation each).
 */
export function writeBenchConfig(dir: string, entry: string, name: string, readers = false): string {
  mkdirSync(dir, { recursive: true });
  const bindings = LAYOUTS.flatMap((l) => l.shards.map((s) => s.binding));
  const config = {
    name: "bench-shards",
    main: path.resolve(entry),
    compatibility_date: "2026-04-20",
    compatibility_flags: ["nodejs_compat"],
    d1_databases: bindings.map((b) => ({ binding: b, database_name: `bench-shards-${b.toLowerCase()}`, database_id: `bench-shards-${b.toLowerCase()}` })),
    r2_buckets: [{ binding: "FILES", bucket_name: "law-reporter-files" }],
    queues: { producers: [{ binding: "JOBS", queue: "law-reporter-jobs" }] },
    ...(readers ? { services: [{ binding: "SHARD_READER", service: "bench-shards", entrypoint: "ShardReader" }] } : {}),
    vars: {
      APP_NAME: "SAR Online Law Reporter",
      PUBLIC_URL: "http://127.0.0.1:8787",
      HELPLINE: "+91 11 4000 1996",
      EMAIL_FROM: "SAR Online <no-reply@sar.example.com>",
      OFFLINE_PROVIDERS: "1",
    },
  };
  const file = path.join(dir, `wrangler.${name}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** Starts a bench Worker (wrangler bundles the entry with esbuild; Miniflare runs it in workerd) on the corpus dir. */
export async function startBenchWorker(dir: string, entry: string, name = path.basename(entry, ".ts"), readers = false) {
  process.env.WRANGLER_LOG ??= "none";
  const worker = await unstable_startWorker({
    config: writeBenchConfig(dir, entry, name, readers),
    dev: { persist: path.resolve(dir), inspector: false, server: { hostname: "127.0.0.1", port: 0 }, logLevel: "none", watch: false },
  });
  await worker.ready;
  return worker;
}

/** db/migrations as the test harness applies them: each file's statements, in order. */
export function readMigrations(): { name: string; queries: string[] }[] {
  const dir = path.resolve("db/migrations");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, queries: unstable_splitSqlQuery(readFileSync(path.join(dir, name), "utf8")) }));
}
