/**
 * npm run bench:relevance [-- --port 8798 --limit 100 --shards 1|2|4|8]
 *
 * The relevance benchmark of Find Precedents (issue 16) on the development set in
 * ../shared/data/precedents-dev/ (FIRE 2017 IRLeD Task 2; read its README): the 2,001 judgments of
 * ../shared/data/judgments-sample.jsonl and the 1,870 candidate judgments are imported into the
 * benchmark's own local D1 (.wrangler/bench-relevance) through the Worker, as `npm run bench` does;
 * then each of the 100 query judgments goes through POST /v1/api/user/findPrecedents — the service
 * the search screen uses — three times: as the product ranks; as the plain BM25 baseline of the same
 * run on the same candidates (the whole text's top tf-idf terms, FTS5 bm25 with no field weights, no
 * term weighting, no re-ranking); and, for the record, plain BM25 on the product's own query terms
 * (read from the passages around the text's citations). The texts go as the set has them: the
 * service drops the "[?CITATION?]" markers from the words it reads (as the set's README asks) and
 * uses where they were, like any citation, to find the passages that discuss earlier cases. Prints
 * MAP, recall@10, recall@100 and MRR, and p50/p95 of the product's query time. The relevance
 * judgments (qrels) are read here only, to score: they never reach the product.
 * Results: bench-results/relevance.json; docs/benchmarks.md records them. `--shards N`: the same on
 * N case shards split by decision year, in a state of their own (.wrangler/bench-relevance-shards-N;
 * issue 36: Best match merged from each shard's own BM25), written to relevance-shards-N.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { TUNING } from "../search-index/precedents";
import { postImport, pct } from "./lib/bench-server";
import { benchLayout, buildBenchWorker, mean, numberArg, prepareBenchState, score, withBenchServer, type Scores } from "./lib/ranking-bench";

const args = process.argv.slice(2);
const PORT = numberArg(args, "port", 8798);
const DEPTH = numberArg(args, "limit", 100);
const STATE = path.resolve(process.env.BENCH_RELEVANCE_STATE ?? ".wrangler/bench-relevance");
const DATA = path.resolve("../shared/data");
const DEV = path.join(DATA, "precedents-dev");
const BASE = `http://127.0.0.1:${PORT}`;
const PRIOR_PREFIX = "irled2017-prior:";

const gz = (file: string) => gunzipSync(readFileSync(file)).toString("utf8").split("\n").filter((l) => l.trim());

async function importLines(lines: string[], label: string) {
  for (let i = 0; i < lines.length; i += 100) {
    const body = lines.slice(i, i + 100).join("\n");
    await postImport(BASE, body);
    process.stderr.write(`\r  importing ${label}: ${Math.min(i + 100, lines.length)} / ${lines.length}   `);
  }
  process.stderr.write("\n");
}


/** A query longer than the 100 KB the service takes is cut there, as a user would paste its first 100 KB (a few of the set's judgments are longer). */
function clip(text: string): string {
  const buf = Buffer.from(text, "utf8");
  return buf.length <= 100 * 1024 ? text : buf.subarray(0, 100 * 1024).toString("utf8").replace(/\uFFFD+$/, "");
}

async function main() {
  const layout = benchLayout(args, STATE);
  await prepareBenchState(layout, "relevance");
  await buildBenchWorker(layout.state);
  await withBenchServer(layout, PORT, async ({ sqlFirst, login }) => {
    const priors = gz(path.join(DEV, "prior_cases.jsonl.gz"));
    const imported = Number((await sqlFirst(`select count(*) as n from case_directory where source_id like '${PRIOR_PREFIX}%'`))?.n ?? 0);
    if (imported < priors.length) {
      // The sample first, then the candidates (585 of them are in the sample: the same id updates them).
      await importLines(readFileSync(path.join(DATA, "judgments-sample.jsonl"), "utf8").split("\n").filter((l) => l.trim()), "the sample");
      await importLines(priors, "the candidates");
    }
    const corpus = Number((await sqlFirst("select count(*) as n from case_directory where live = 1 and deleted = 0"))?.n ?? 0);
    // doc id → prior_case_n, to score the answers.
    const map = JSON.parse(String((await sqlFirst(`select json_group_object(doc_id, substr(source_id, ${PRIOR_PREFIX.length + 1})) as m from case_directory where source_id like '${PRIOR_PREFIX}%'`))?.m ?? "{}")) as Record<string, string>;
    const queries = gz(path.join(DEV, "queries.jsonl.gz")).map((l) => JSON.parse(l) as { qid: string; text: string });
    const qrels = new Map<string, Set<string>>();
    for (const line of readFileSync(path.join(DEV, "qrels.txt"), "utf8").split("\n")) {
      const [qid, , doc, rel] = line.trim().split(/\s+/);
      if (!qid || rel !== "1") continue;
      if (!qrels.has(qid)) qrels.set(qid, new Set());
      qrels.get(qid)!.add(doc);
    }
    const token = await login();
    const ask = async (text: string, ranking: "best" | "plain", tuning?: Record<string, number | undefined>) => {
      const started = performance.now();
      const res = await fetch(`${BASE}/v1/api/user/findPrecedents`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        // The service drops the citation markers from the words it reads (the set's README).
        body: JSON.stringify({ text: clip(text), limit: DEPTH, ranking, tuning }),
      });
      const wall = performance.now() - started;
      const body = (await res.json()) as { responseData: { ojectList?: { docId: number }[]; message?: string } };
      if (!res.ok) throw new Error(`findPrecedents ${res.status}: ${body.responseData.message}`);
      return { ids: (body.responseData.ojectList ?? []).map((i) => map[String(i.docId)] ?? `other:${i.docId}`), wall };
    };
    if (args.includes("--tune")) {
      // Tuning runs: MAP of each setting of the knobs (search-index/precedents.ts TUNING), to choose the defaults.
      const grid: Record<string, number>[] = JSON.parse(args[args.indexOf("--tune") + 1] ?? "[{}]");
      for (const tuning of [{ plain: 1 }, ...grid]) {
        const s: Scores[] = [];
        for (const q of queries) {
          const relevant = qrels.get(q.qid);
          if (relevant) s.push(score((await ask(q.text, "plain" in tuning ? "plain" : "best", tuning)).ids, relevant));
        }
        console.log(`${JSON.stringify(tuning).padEnd(90)} MAP ${mean(s.map((x) => x.ap)).toFixed(4)}  R@10 ${mean(s.map((x) => x.r10)).toFixed(4)}  R@100 ${mean(s.map((x) => x.r100)).toFixed(4)}  MRR ${mean(s.map((x) => x.rr)).toFixed(4)}`);
      }
      return;
    }
    const product: Scores[] = [];
    const baseline: Scores[] = [];
    const plainOwn: Scores[] = [];
    const times: number[] = [];
    const bytes: number[] = [];
    for (const [n, q] of queries.entries()) {
      const relevant = qrels.get(q.qid);
      if (!relevant) continue;
      const best = await ask(q.text, "best");
      const plain = await ask(q.text, "plain");
      const own = await ask(q.text, "plain", { window: TUNING.window });
      product.push(score(best.ids, relevant));
      baseline.push(score(plain.ids, relevant));
      plainOwn.push(score(own.ids, relevant));
      times.push(best.wall);
      bytes.push(Buffer.byteLength(q.text));
      process.stderr.write(`\r  queries: ${n + 1} / ${queries.length}   `);
    }
    process.stderr.write("\n");
    const sum = (s: Scores[]) => ({ MAP: mean(s.map((x) => x.ap)), recall10: mean(s.map((x) => x.r10)), recall100: mean(s.map((x) => x.r100)), MRR: mean(s.map((x) => x.rr)) });
    const p = sum(product);
    const b = sum(baseline);
    const o = sum(plainOwn);
    const f = (x: number) => x.toFixed(4);
    console.log(`\nFind Precedents on the development set: ${product.length} queries, ${corpus.toLocaleString()} cases in the index (the 1,870 candidates among them), ${layout.shards === 1 ? "one database" : `${layout.shards} case shards by decision year`}`);
    console.log(`metric       product   plain BM25   ratio   (plain BM25 on the product's terms)`);
    for (const k of ["MAP", "recall10", "recall100", "MRR"] as const) console.log(`${k.padEnd(12)} ${f(p[k])}    ${f(b[k])}       ${(p[k] / b[k]).toFixed(2)}×   (${f(o[k])})`);
    console.log(`query time through the Worker (product): p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms (query texts: median ${(pct(bytes, 50) / 1024).toFixed(0)} KB)`);
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      corpus: { cases: corpus, candidates: Object.keys(map).length, queries: product.length, depth: DEPTH, shards: layout.shards, caseShards: layout.caseShards || null },
      product: p,
      baseline: b,
      plainOnProductTerms: o,
      mapRatio: p.MAP / b.MAP,
      timeMs: { p50: pct(times, 50), p95: pct(times, 95) },
    };
    const file = layout.shards === 1 ? "bench-results/relevance.json" : `bench-results/relevance-shards-${layout.shards}.json`;
    writeFileSync(file, JSON.stringify(result, null, 2));
    console.log(`Written to ${file}`);
  });
}

await main();
