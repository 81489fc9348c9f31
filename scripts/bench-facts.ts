/**
 * npm run bench:facts [-- --port 8797 --tune '[{"terms":20}]']
 *
 * Precedents and statutes for a fact situation (issue 26, decision 068) on the development set in
 * ../shared/data/fact-situations-dev/ (FIRE 2019 AILA training queries Q1–Q10; read its README;
 * Bhattacharya et al., "Overview of the FIRE 2019 AILA Track", CEUR Vol. 2517). On its own local D1
 * (.wrangler/bench-facts): the 2,784 candidate judgments imported through the Worker, and the
 * section texts replaced by the set's 197 statutes (so both rankings are restricted to the set's
 * candidates; each statute named by act and section where the product's own section data —
 * migration 0025 — has a section of the same title, as the product would know it). Then each
 * query goes through POST /v1/api/user/findPrecedents — the service the search screen uses — as
 * the product ranks it (mode "facts"), as the plain BM25 baseline of the same run (the whole query
 * text, every token, FTS5 bm25 = k1 1.2, b 0.75, no field weights, no re-ranking), and, for the
 * record, as the judgment-in-hand path ranked it before issue 26 (mode "judgment"; no statutes).
 * Prints MAP, P@10, recall@10, recall@100 and MRR for precedents and for statutes, and p50/p95 of
 * the product's query time. The relevance judgments (qrels) are read here only, to score: they
 * never reach the product. Results: bench-results/facts.json; docs/benchmarks.md records them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { postImport, pct } from "./lib/bench-server";
import { buildBenchWorker, mean, numberArg, prepareBenchState, score, withBenchServer, type Scores } from "./lib/ranking-bench";
import { run } from "./lib/run.mjs";

const args = process.argv.slice(2);
const PORT = numberArg(args, "port", 8797);
const DEPTH = 100;
const STATE = path.resolve(process.env.BENCH_FACTS_STATE ?? ".wrangler/bench-facts");
const DEV = path.resolve("../shared/data/fact-situations-dev");
const BASE = `http://127.0.0.1:${PORT}`;
const PREFIX = "aila2019:";
const STATUTE_SOURCE = "fire2019-aila-dev:";

const lines = (text: string) => text.split("\n").filter((l) => l.trim());

/** The (act, section, title) rows of migration 0025, read from its SQL (the product's own section data). */
function productSections(): { act: string; section: string; title: string }[] {
  const sql = readFileSync("db/migrations/0025_statute_sections.sql", "utf8");
  const out: { act: string; section: string; title: string }[] = [];
  // Each row is a tuple of five quoted strings: ('act', 'section', 'title', 'body', 'source').
  const strings: string[] = [];
  for (let i = 0; i < sql.length; i++) {
    if (sql[i] === "-" && sql[i + 1] === "-") {
      while (i < sql.length && sql[i] !== "\n") i++;
      continue;
    }
    if (sql[i] !== "'") continue;
    let s = "";
    for (i++; i < sql.length; i++) {
      if (sql[i] === "'" && sql[i + 1] === "'") {
        s += "'";
        i++;
      } else if (sql[i] === "'") break;
      else s += sql[i];
    }
    strings.push(s);
  }
  const start = strings.findIndex((s, i) => strings[i + 4]?.startsWith("civictech-India/"));
  for (let i = start; i + 4 < strings.length; i += 5) out.push({ act: strings[i], section: strings[i + 1], title: strings[i + 2] });
  return out.filter((r) => r.act && r.section);
}

const normTitle = (s: string) => s.toLowerCase().replace(/[^a-z ]/g, "").replace(/\s+/g, " ").trim();
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The set's 197 statutes in place of the product's sections, in the benchmark's own D1 only. */
async function loadStatutes() {
  const statutes = lines(readFileSync(path.join(DEV, "statutes.jsonl"), "utf8")).map((l) => JSON.parse(l) as { doc_id: string; title: string; desc: string });
  const byTitle = new Map<string, { act: string; section: string }[]>();
  for (const r of productSections()) byTitle.set(normTitle(r.title), [...(byTitle.get(normTitle(r.title)) ?? []), r]);
  let named = 0;
  const used = new Set<string>();
  const rows = statutes.map((s) => {
    const same = byTitle.get(normTitle(s.title)) ?? [];
    // Only a title that names one section of the product's data names this one.
    let hit = same.length === 1 ? same[0] : null;
    // Two of the set's statutes with the title of one section: the first is named so.
    if (hit && used.has(`${hit.act}|${hit.section}`)) hit = null;
    if (hit) {
      used.add(`${hit.act}|${hit.section}`);
      named++;
    }
    return `(${q(hit?.act ?? "")}, ${q(hit?.section ?? s.doc_id)}, ${q(s.title)}, ${q(s.desc)}, ${q(STATUTE_SOURCE + s.doc_id)})`;
  });
  const file = path.join(STATE, "bench-statutes.sql");
  writeFileSync(
    file,
    `delete from statute_sections;\n` +
      // One statement per row: D1 takes at most 100 KB a statement.
      rows.map((r) => `insert into statute_sections (act, section, title, body, source) values ${r};\n`).join("") +
      `insert into statute_sections_fts(statute_sections_fts) values ('rebuild');\n`,
  );
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "--file", file], { stdio: "ignore" });
  return { statutes: statutes.length, named };
}

const sum = (s: Scores[]) => ({ MAP: mean(s.map((x) => x.ap)), P10: mean(s.map((x) => x.p10)), recall10: mean(s.map((x) => x.r10)), recall100: mean(s.map((x) => x.r100)), MRR: mean(s.map((x) => x.rr)) });

function qrels(file: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of lines(readFileSync(path.join(DEV, file), "utf8"))) {
    const [qid, , doc, rel] = line.trim().split(/\s+/);
    if (rel !== "1") continue;
    if (!out.has(qid)) out.set(qid, new Set());
    out.get(qid)!.add(doc);
  }
  return out;
}

async function main() {
  await prepareBenchState(STATE, "facts");
  const loaded = await loadStatutes();
  await buildBenchWorker(STATE);
  await withBenchServer(STATE, PORT, async ({ sqlFirst, login }) => {
    const candidates = lines(gunzipSync(readFileSync(path.join(DEV, "candidates.jsonl.gz"))).toString("utf8"));
    const imported = Number((await sqlFirst(`select count(*) as n from cases where source_id like '${PREFIX}%'`))?.n ?? 0);
    if (imported < candidates.length) {
      for (let i = 0; i < candidates.length; i += 100) {
        await postImport(BASE, candidates.slice(i, i + 100).join("\n"));
        process.stderr.write(`\r  importing the candidates: ${Math.min(i + 100, candidates.length)} / ${candidates.length}   `);
      }
      process.stderr.write("\n");
    }
    const corpus = Number((await sqlFirst("select count(*) as n from cases where live = 1 and deleted_at is null"))?.n ?? 0);
    const docMap = JSON.parse(String((await sqlFirst(`select json_group_object(doc_id, substr(source_id, ${PREFIX.length + 1})) as m from cases where source_id like '${PREFIX}%'`))?.m ?? "{}")) as Record<string, string>;
    const statuteMap = JSON.parse(String((await sqlFirst(`select json_group_object(id, substr(source, ${STATUTE_SOURCE.length + 1})) as m from statute_sections where source like '${STATUTE_SOURCE}%'`))?.m ?? "{}")) as Record<string, string>;
    const queries = lines(readFileSync(path.join(DEV, "queries.jsonl"), "utf8")).map((l) => JSON.parse(l) as { qid: string; text: string });
    const relPrior = qrels("qrels_priorcases.txt");
    const relStat = qrels("qrels_statutes.txt");
    const token = await login();
    type Reply = { ojectList?: { docId: number }[]; statutes?: { id: number }[]; mode?: string; message?: string };
    const ask = async (text: string, body: Record<string, unknown>) => {
      let started = 0;
      let res: Response | null = null;
      let raw = "";
      // A local workerd that restarts mid-request (a machine under load) answers in plain text: asked again, up to three times.
      for (let attempt = 1; attempt <= 3; attempt++) {
        started = performance.now();
        res = await fetch(`${BASE}/v1/api/user/findPrecedents`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ text, limit: DEPTH, statutes: 200, ...body }),
        });
        raw = await res.text();
        if (!raw.startsWith("Your worker restarted")) break;
      }
      const wall = performance.now() - started;
      const reply = JSON.parse(raw) as { responseData: Reply };
      if (!res) throw new Error("no answer");
      if (!res.ok) throw new Error(`findPrecedents ${res.status}: ${reply.responseData.message}`);
      // Restricted to the set's candidates: anything else (the demo cases) is left out of the ranking.
      const cases = (reply.responseData.ojectList ?? []).map((i) => docMap[String(i.docId)]).filter(Boolean);
      const statutes = (reply.responseData.statutes ?? []).map((s) => statuteMap[String(s.id)]).filter(Boolean);
      return { cases, statutes, wall, mode: reply.responseData.mode };
    };
    const runAll = async (body: Record<string, unknown>) => {
      const cases: Scores[] = [];
      const statutes: Scores[] = [];
      const times: number[] = [];
      const perQuery: Record<string, { precedentsAP: number; statutesAP: number; mode?: string; ranks: string }> = {};
      for (const qy of queries) {
        const r = await ask(qy.text, body);
        const c = score(r.cases, relPrior.get(qy.qid) ?? new Set());
        const s = score(r.statutes, relStat.get(qy.qid) ?? new Set());
        cases.push(c);
        statutes.push(s);
        times.push(r.wall);
        // Where each relevant precedent came (– : not in the first DEPTH).
        const ranks = [...(relPrior.get(qy.qid) ?? [])].map((d) => `${d}@${r.cases.indexOf(d) + 1 || "–"}`).join(" ");
        perQuery[qy.qid] = { precedentsAP: +c.ap.toFixed(4), statutesAP: +s.ap.toFixed(4), mode: r.mode, ranks };
      }
      return { precedents: sum(cases), statutes: sum(statutes), times, perQuery };
    };
    const f = (x: number) => x.toFixed(4);
    if (args.includes("--tune")) {
      const grid: Record<string, number>[] = JSON.parse(args[args.indexOf("--tune") + 1] ?? "[{}]");
      const base = await runAll({ ranking: "plain", mode: "facts" });
      console.log(`${"plain".padEnd(70)} precedents MAP ${f(base.precedents.MAP)}  statutes MAP ${f(base.statutes.MAP)}`);
      const runs: Awaited<ReturnType<typeof runAll>>[] = [];
      for (const factsTuning of grid) {
        const r = await runAll({ mode: "facts", factsTuning });
        runs.push(r);
        console.log(`${JSON.stringify(factsTuning).padEnd(70)} precedents MAP ${f(r.precedents.MAP)} (${(r.precedents.MAP / base.precedents.MAP).toFixed(2)}×) R@100 ${f(r.precedents.recall100)}  statutes MAP ${f(r.statutes.MAP)} (${(r.statutes.MAP / base.statutes.MAP).toFixed(2)}×)`);
      }
      // Leave-one-out over the grid: each query scored with the setting the other nine like best
      // (ties to the earlier setting: put the shipped one first), so a setting chosen on the ten does not score itself.
      for (const kind of ["precedentsAP", "statutesAP"] as const) {
        const held = queries.map((qy) => {
          const others = (r: (typeof runs)[number]) => queries.filter((o) => o.qid !== qy.qid).reduce((a, o) => a + r.perQuery[o.qid][kind], 0);
          const pick = runs.reduce((best, r, i) => (others(r) > others(runs[best]) + 1e-12 ? i : best), 0);
          return runs[pick].perQuery[qy.qid][kind];
        });
        const b = mean(queries.map((qy) => base.perQuery[qy.qid][kind]));
        console.log(`leave-one-out ${kind.replace("AP", "")} MAP ${f(mean(held))} (${(mean(held) / b).toFixed(2)}× the baseline's ${f(b)})`);
      }
      console.log("\nper query (precedents AP, the relevant ones' ranks):");
      for (const qy of queries) console.log(`${qy.qid.padEnd(9)} plain ${f(base.perQuery[qy.qid].precedentsAP)} ${base.perQuery[qy.qid].ranks}  |  ${runs.map((r) => `${f(r.perQuery[qy.qid].precedentsAP)} ${r.perQuery[qy.qid].ranks}`).join("  |  ")}`);
      return;
    }
    // Warm the Worker once, then the three runs.
    await ask(queries[0].text, {});
    const auto = await runAll({});
    const plain = await runAll({ ranking: "plain", mode: "facts" });
    const before = await runAll({ mode: "judgment" });
    console.log(`\nFact situations on the development set: ${queries.length} queries; ${corpus.toLocaleString()} cases in the index (the ${Object.keys(docMap).length.toLocaleString()} candidates and the demo cases; rankings restricted to the candidates); ${loaded.statutes} statutes (${loaded.named} named by act and section from the product's section data)`);
    console.log(`read as facts (mode told by the text): ${Object.values(auto.perQuery).filter((x) => x.mode === "facts").length} / ${queries.length}`);
    for (const kind of ["precedents", "statutes"] as const) {
      console.log(`\n${kind}      product   plain BM25   ratio${kind === "precedents" ? "   (judgment path, before issue 26)" : ""}`);
      for (const k of ["MAP", "P10", "recall10", "recall100", "MRR"] as const) {
        const p = auto[kind][k];
        const b = plain[kind][k];
        console.log(`${k.padEnd(12)} ${f(p)}    ${f(b)}       ${b ? (p / b).toFixed(2) : "–"}×${kind === "precedents" ? `   (${f(before.precedents[k])})` : ""}`);
      }
    }
    console.log("\nper query: precedents AP and the relevant precedents' ranks (– : not in the first 100), product | plain BM25");
    for (const qy of queries) console.log(`${qy.qid.padEnd(9)} ${f(auto.perQuery[qy.qid].precedentsAP)} ${auto.perQuery[qy.qid].ranks.padEnd(40)} | ${f(plain.perQuery[qy.qid].precedentsAP)} ${plain.perQuery[qy.qid].ranks}`);
    console.log(`\nquery time through the Worker (product): p50 ${pct(auto.times, 50).toFixed(0)} ms, p95 ${pct(auto.times, 95).toFixed(0)} ms; plain baseline p50 ${pct(plain.times, 50).toFixed(0)} ms, p95 ${pct(plain.times, 95).toFixed(0)} ms`);
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      corpus: { cases: corpus, candidates: Object.keys(docMap).length, statutes: loaded.statutes, statutesNamed: loaded.named, queries: queries.length, depth: DEPTH },
      product: { precedents: auto.precedents, statutes: auto.statutes },
      baseline: { precedents: plain.precedents, statutes: plain.statutes },
      judgmentPathBefore: { precedents: before.precedents },
      mapRatio: { precedents: auto.precedents.MAP / plain.precedents.MAP, statutes: auto.statutes.MAP / plain.statutes.MAP },
      timeMs: { p50: pct(auto.times, 50), p95: pct(auto.times, 95), baselineP50: pct(plain.times, 50), baselineP95: pct(plain.times, 95) },
      perQuery: { product: auto.perQuery, baseline: plain.perQuery },
    };
    writeFileSync("bench-results/facts.json", JSON.stringify(result, null, 2));
    console.log("Written to bench-results/facts.json");
  });
}

await main();
