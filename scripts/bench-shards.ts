/**
 * npm run bench -- --shards 1,2,4,8 [--cases 100000 --queries 10 --rounds 20 --load-only --layouts 1,8 --no-readers]
 *
 * Issue 36 item 6: searches over case shards (decision 122). Builds (once, then reuses) a corpus of
 * N perturbed copies of the 2,001 judgments (as scripts/bench.ts does), each copy given one of eight
 * courts (the Supreme Court and seven High Courts), in .wrangler/bench-shards-<N>/: one D1 database
 * holding all of it, and the same cases split by court into 2, 4 and 8 databases (court groups
 * round-robin, the last shard the catch-all) — every case written by the product's import
 * (scripts/lib/bench-shards-load.ts). Then a bench Worker with every database bound
 * (scripts/lib/bench-shards-search-worker.ts) answers each query of a fixed set — over all courts
 * and filtered to one court — through `createD1Backend` on the one database and
 * `createShardedBackend` on each layout, timed from Node per request and inside the Worker; the
 * pages are compared with the one database's. Prints p50/p95 per layout as ratios to one database
 * and the import rate of each layout; writes bench-results/shards.json (docs/benchmarks.md,
 * "Issue 36: searches over case shards", has the figures and the scale model). With 8 shards (unless
 * --no-readers) the 8-shard layout is measured again through the second level (decision 134):
 * readers of 6 shards (6 + 2) through the bench Worker's own service binding, with each hop's cost.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import path from "node:path";
import { corpusItems, readSample, startBenchWorker } from "./lib/bench-shards-corpus";
import { loadCorpus } from "./lib/bench-shards-load";
import { measureShards } from "./lib/bench-shards-measure";
import { shardQuerySet } from "./lib/bench-shards-queries";
import { scaleModel } from "./lib/bench-shards-model";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CASES = arg("cases", 100_000);
const QUERIES = arg("queries", 10);
/** Each query is timed this many times on each layout (as scripts/bench.ts: a p95 of few samples is the slowest one). */
const ROUNDS = arg("rounds", 20);
const LOAD_ONLY = args.includes("--load-only");
/** The 8-shard layout also through readers of 6 (the second level, decision 134). */
const READERS = !args.includes("--no-readers");
const SHARDS = (args[args.indexOf("--shards") + 1] ?? "1,2,4,8")
  .split(",")
  .map(Number)
  .filter((n) => [1, 2, 4, 8].includes(n));
/** `--layouts 1,8`: load only these layouts and stop (several such runs may load one corpus at once). */
const ONLY_LAYOUTS = args.includes("--layouts") ? args[args.indexOf("--layouts") + 1].split(",").map(Number) : null;
const DIR = path.resolve(`.wrangler/bench-shards-${CASES}`);

export async function main() {
  mkdirSync("bench-results", { recursive: true });
  const records = await readSample();
  const items = corpusItems(records, CASES);
  console.log(`Corpus: ${items.length.toLocaleString()} cases in ${DIR} (one database, and split by court into 2, 4 and 8) …`);
  const load = await loadCorpus(DIR, items, (s) => console.log(s), ONLY_LAYOUTS);
  if (LOAD_ONLY || ONLY_LAYOUTS) return;
  const kinds = shardQuerySet(records, QUERIES);
  console.log(`Searches: ${kinds.length} kinds × ${QUERIES} queries, over all courts and filtered to one court, on 1 database and ${SHARDS.filter((n) => n > 1).join(", ")} shards, ${ROUNDS} rounds …`);
  const worker = await startBenchWorker(DIR, "scripts/lib/bench-shards-search-worker.ts", undefined, READERS);
  let measured: Awaited<ReturnType<typeof measureShards>>;
  let rowCounts: Record<string, number> = {};
  try {
    measured = await measureShards(worker, kinds, SHARDS, ROUNDS, (s) => console.log(s), READERS);
    const res = await worker.fetch("http://bench.local/search", { method: "POST", body: JSON.stringify({ layout: "rows", shards: [], query: { mode: "quick", text: "" }, controls: { page: 1, perPage: 10 } }) });
    rowCounts = ((await res.json()) as { counts: Record<string, number> }).counts;
  } finally {
    await worker.dispose();
  }
  const f = (x: number) => x.toFixed(1).padStart(7);
  console.log(`\n${"layout".padEnd(22)} ${"p50".padStart(7)} ${"p95".padStart(7)}   ratio p50  ratio p95 | inside p95 (ratio) | date pages = 1 db | totals = 1 db | Best match top-10 overlap`);
  for (const x of measured.figures) {
    console.log(
      `${`${x.n} ${x.n === 1 ? "database" : "shards"}${x.readers ? " (readers of 6)" : ""}, ${x.scope === "all" ? "all courts" : "one court"}`.padEnd(22)} ${f(x.wallP50)} ${f(x.wallP95)}   ${x.ratioP50.toFixed(2).padStart(8)}× ${x.ratioP95.toFixed(2).padStart(8)}× | ${f(x.insideP95)} (${x.insideRatioP95.toFixed(2)}×) | ${x.datePagesIdentical.padStart(8)} | ${x.totalsEqual.padStart(8)} | ${x.bestTop10Overlap ?? "-"}`,
    );
  }
  const at8 = (scope: "all" | "court") => measured.figures.find((x) => x.n === 8 && !x.readers && x.scope === scope);
  if (at8("all") && at8("court")) {
    console.log(`\nIssue 36 targets at 8 shards: all courts p95 ${at8("all")!.ratioP95}× one database (target ≤ 2×: ${at8("all")!.ratioP95 <= 2 ? "met" : "NOT met"}); one court p95 ${at8("court")!.ratioP95}× (target ≤ 1.1×: ${at8("court")!.ratioP95 <= 1.1 ? "met" : "NOT met"})`);
  }
  console.log(`Each of the 8 shards alone (inside the Worker): p50 ${measured.perShardAlone.p50} ms, p95 ${measured.perShardAlone.p95} ms; the slowest of the 8 p95 ${measured.perShardAlone.maxOf8P95} ms, their sum p95 ${measured.perShardAlone.sumOf8P95} ms`);
  const second = measured.secondLevel;
  if (second) {
    console.log(
      `Second level (readers of ${second.groupSize}, 8 shards): answers equal to the one-level fan-out ${second.answersEqualToOneLevel}; ${second.hopsPerAllCourtsSearch} hops an all-courts search; a hop's cost (front's wall less the reader's own) p50 ${second.hopCostP50} ms, p95 ${second.hopCostP95} ms (its wall p50 ${second.hopWallP50}, p95 ${second.hopWallP95} ms); readers less one level inside the Worker, same query and round: ${JSON.stringify(second.readersLessOneLevelInside)}`,
    );
  }
  console.log(`Rows read by an all-courts search (D1's meta.rows_read): one database mean ${measured.rowsRead.oneDatabaseMean}, 8 shards mean ${measured.rowsRead.eightShardsMean}`);
  for (const l of load) console.log(`Import into ${l.n} database(s): ${l.cases.toLocaleString()} cases in ${l.seconds} s → ${l.casesPerSecond} cases/s${l.complete ? "" : " (a resumed part)"}`);
  const rowsPerCase = Object.values(rowCounts).reduce((a, b) => a + b, 0) / items.length;
  console.log(`Rows a case keeps in its database (case and headnote tables, full-text rows included): ${rowsPerCase.toFixed(0)}`);
  const model = scaleModel({ cases: items.length, rowsReadOneDatabase: measured.rowsRead.oneDatabaseMean, rowsReadEightShards: measured.rowsRead.eightShardsMean, spreadSigma: measured.spreadSigma, rowsPerCase, hopMs: second?.readersLessOneLevelInside.all?.mean });
  for (const line of model.lines) console.log(line);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, loadAverage: loadavg().map((l) => +l.toFixed(1)) },
    corpus: { cases: items.length, courts: 8, source: "perturbed copies of the 2,001 judgments in ../shared/data/judgments-sample.jsonl, each copy given one of eight courts" },
    shards: SHARDS,
    queriesPerKind: QUERIES,
    rounds: ROUNDS,
    load,
    ...measured,
    rowsPerCase: Math.round(rowsPerCase),
    rowCounts,
    scaleModel: { readGrowth: model.readGrowth, hopMs: model.hopMs, hopMeasured: model.hopMeasured, rows: model.rows },
  };
  writeFileSync("bench-results/shards.json", JSON.stringify(result, null, 2));
  console.log("Written to bench-results/shards.json");
}
