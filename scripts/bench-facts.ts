/**
 * npm run bench:facts [-- --port 8797 --tune '[{"terms":20}]' --no-team --team-only]
 *
 * Precedents and statutes for a fact situation (issue 26, decision 068; issue 35, decisions 110–111)
 * on the development set in ../shared/data/fact-situations-dev/ (FIRE 2019 AILA queries Q1–Q30; read its README;
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
 * never reach the product. `--tune` compares settings (FACTS_TUNING) with leave-one-out and an
 * odd/even check (each half scored with the setting the other half likes best).
 *
 * Then the team's own fact situations (tests/data/fact-situations-team.json: civil, service, tax and
 * family facts with the provisions a lawyer would name): on a copy of the same D1 with the product's
 * own statutes library (the statute_sections rows of db/migrations) in place of the set's 197, each
 * sent as the product ranks it and as the plain baseline; scored by how many of the first five
 * suggestions come from an act the facts cannot concern (none is the goal), and by the named
 * provisions' average precision and recall in the first ten. `--no-team` leaves this part out,
 * `--team-only` runs only it (bench-results/facts-team.json).
 * Results: bench-results/facts.json; docs/benchmarks.md records them.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { canonicalActName } from "../search-index/acts-canon";
import { postImport, pct } from "./lib/bench-server";
import { benchLayout, type BenchLayout, buildBenchWorker, mean, numberArg, prepareBenchState, score, withBenchServer, type Scores } from "./lib/ranking-bench";
import { run } from "./lib/run.mjs";

const args = process.argv.slice(2);
const PORT = numberArg(args, "port", 8797);
const DEPTH = 100;
const STATE = path.resolve(process.env.BENCH_FACTS_STATE ?? ".wrangler/bench-facts");
const TEAM_STATE = `${STATE}-team`;
const TEAM_SET = path.resolve("tests/data/fact-situations-team.json");
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
async function loadStatutes(layout: BenchLayout) {
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
  const file = path.join(layout.state, "bench-statutes.sql");
  writeFileSync(
    file,
    `delete from statute_sections;\n` +
      // One statement per row: D1 takes at most 100 KB a statement.
      rows.map((r) => `insert into statute_sections (act, section, title, body, source) values ${r};\n`).join("") +
      `insert into statute_sections_fts(statute_sections_fts) values ('rebuild');\n`,
  );
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", layout.state, "-c", layout.config, "--file", file], { stdio: "ignore" });
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
  // Filled by the development set's runs (not by --tune).
  const out: { result?: Record<string, unknown> } = {};
  const layout = benchLayout(args, STATE);
  await prepareBenchState(layout, "facts");
  const loaded = await loadStatutes(layout);
  await buildBenchWorker(layout.state);
  if (args.includes("--team-only")) {
    writeFileSync("bench-results/facts-team.json", JSON.stringify({ date: new Date().toISOString(), team: await teamSet() }, null, 2));
    console.log("Written to bench-results/facts-team.json");
    return;
  }
  await withBenchServer(layout, PORT, async ({ sqlFirst, login }) => {
    const candidates = lines(gunzipSync(readFileSync(path.join(DEV, "candidates.jsonl.gz"))).toString("utf8"));
    const imported = Number((await sqlFirst(`select count(*) as n from case_directory where source_id like '${PREFIX}%'`))?.n ?? 0);
    if (imported < candidates.length) {
      for (let i = 0; i < candidates.length; i += 100) {
        await postImport(BASE, candidates.slice(i, i + 100).join("\n"));
        process.stderr.write(`\r  importing the candidates: ${Math.min(i + 100, candidates.length)} / ${candidates.length}   `);
      }
      process.stderr.write("\n");
    }
    const corpus = Number((await sqlFirst("select count(*) as n from case_directory where live = 1 and deleted = 0"))?.n ?? 0);
    const docMap = JSON.parse(String((await sqlFirst(`select json_group_object(doc_id, substr(source_id, ${PREFIX.length + 1})) as m from case_directory where source_id like '${PREFIX}%'`))?.m ?? "{}")) as Record<string, string>;
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
      // Leave-one-out over the grid: each query scored with the setting the other queries like best
      // (ties to the earlier setting: put the shipped one first), so a setting chosen on the set does not score itself.
      for (const kind of ["precedentsAP", "statutesAP"] as const) {
        const held = queries.map((qy) => {
          const others = (r: (typeof runs)[number]) => queries.filter((o) => o.qid !== qy.qid).reduce((a, o) => a + r.perQuery[o.qid][kind], 0);
          const pick = runs.reduce((best, r, i) => (others(r) > others(runs[best]) + 1e-12 ? i : best), 0);
          return runs[pick].perQuery[qy.qid][kind];
        });
        const b = mean(queries.map((qy) => base.perQuery[qy.qid][kind]));
        console.log(`leave-one-out ${kind.replace("AP", "")} MAP ${f(mean(held))} (${(mean(held) / b).toFixed(2)}× the baseline's ${f(b)})`);
      }
      // Odd/even: the setting the odd-numbered queries like best, scored on the even ones, and the other way round.
      const qn = (qid: string) => Number(qid.replace(/\D/g, ""));
      for (const kind of ["precedentsAP", "statutesAP"] as const) {
        const half = (odd: boolean) => queries.filter((qy) => (qn(qy.qid) % 2 === 1) === odd);
        const on = (r: (typeof runs)[number], qs: typeof queries) => mean(qs.map((qy) => r.perQuery[qy.qid][kind]));
        const parts = [true, false].map((odd) => {
          const tuneOn = half(odd);
          const testOn = half(!odd);
          const pick = runs.reduce((best, r, i) => (on(r, tuneOn) > on(runs[best], tuneOn) + 1e-12 ? i : best), 0);
          return `tuned on ${odd ? "odd" : "even"} (setting ${pick + 1}), ${odd ? "even" : "odd"} MAP ${f(on(runs[pick], testOn))} against the baseline's ${f(on(base, testOn))}`;
        });
        console.log(`odd/even ${kind.replace("AP", "")}: ${parts.join("; ")}`);
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
    out.result = {
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
  });
  const result = out.result;
  if (!result) return;
  // The team set is about statutes, which the catalogue holds: one database, never a shard layout.
  if (!args.includes("--no-team") && layout.shards === 1) result.team = await teamSet();
  writeFileSync("bench-results/facts.json", JSON.stringify(result, null, 2));
  console.log("Written to bench-results/facts.json");
}

type Situation = { id: string; kind: string; facts: string; provisions: { act: string; section: string; why: string }[]; acts: string[] };
type Suggested = { act: string; section: string; label: string };

/** A provision's key across the set and the product's answers: canonical act + section ("Constitution of India|226"). */
const provisionKey = (act: string, section: string) => `${canonicalActName(act)}|${section.replace(/\s+/g, "").toUpperCase()}`;

/** The acts whose sections would be wrong law for civil, service, tax or family facts unless the facts name one of them. */
const CRIMINAL_ACTS = new Set(["Indian Penal Code, 1860", "Bharatiya Nyaya Sanhita, 2023"].map(canonicalActName));

/**
 * The benchmark's D1 copied, with the product's own statutes library (every statute_sections row
 * the migrations insert, in their order: 0025's, then 0034's INSERT OR IGNORE …) in place of the
 * set's 197 statutes: the team's facts are scored against the sections a user would get.
 */
async function prepareTeamState() {
  // The development set's server is stopped (SIGTERM) just before: its D1 is copied only once it is gone.
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${BASE}/terms`).then(
      () => true,
      () => false,
    );
    if (!up) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  rmSync(TEAM_STATE, { recursive: true, force: true });
  cpSync(STATE, TEAM_STATE, { recursive: true });
  const statements: string[] = [];
  for (const file of readdirSync("db/migrations").filter((f) => f.endsWith(".sql")).sort())
    for (const part of readFileSync(path.join("db/migrations", file), "utf8").split("--> statement-breakpoint")) {
      // A statement may begin with comment lines (0034's first, the Constitution's articles, does): skip those lines only.
      const lines = part.split("\n");
      while (lines.length && (!lines[0].trim() || lines[0].trimStart().startsWith("--"))) lines.shift();
      const statement = lines.join("\n");
      if (/^\s*INSERT (?:OR IGNORE )?INTO `statute_sections` /i.test(statement)) statements.push(`${statement.trim().replace(/;$/, "")};`);
    }
  const file = path.join(TEAM_STATE, "team-statutes.sql");
  writeFileSync(
    file,
    `delete from statute_sections;\n${statements.join("\n")}\ninsert into statute_sections_fts(statute_sections_fts) values ('rebuild');\n` +
      // The copy's open sessions ended, as prepareBenchState does for the benchmark's own state.
      `update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'revoked' where ended_at is null;\n`,
  );
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", TEAM_STATE, "--file", file], { stdio: "ignore" });
  return statements.length;
}

/**
 * The team's fact situations (tests/data/fact-situations-team.json) through findPrecedents, as the
 * product ranks them and as the plain baseline: the first five suggestions from an act the facts
 * cannot concern, the criminal ones among them, and the named provisions' AP and recall in the first ten.
 */
async function teamSet() {
  if (!existsSync(TEAM_SET)) return null;
  const set = JSON.parse(readFileSync(TEAM_SET, "utf8")) as { situations: Situation[] };
  const inserts = await prepareTeamState();
  const out: Record<string, unknown> = {};
  await withBenchServer(benchLayout([], TEAM_STATE), PORT + 1, async ({ sqlFirst, login }) => {
    const sections = Number((await sqlFirst("select count(*) as n from statute_sections"))?.n ?? 0);
    const token = await login();
    const ask = async (text: string, body: Record<string, unknown>) => {
      let raw = "";
      for (let attempt = 1; attempt <= 3; attempt++) {
        const res = await fetch(`http://127.0.0.1:${PORT + 1}/v1/api/user/findPrecedents`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ text, limit: 10, statutes: 10, ...body }),
        });
        raw = await res.text();
        if (!raw.startsWith("Your worker restarted")) break;
      }
      const reply = (JSON.parse(raw) as { responseData: { statutes?: Suggested[]; mode?: string; message?: string } }).responseData;
      if (!reply.statutes) throw new Error(`findPrecedents: ${reply.message}`);
      return { statutes: reply.statutes, mode: reply.mode };
    };
    const runs: Record<string, { situations: number; cleanTop5: number; offTop5: number; criminalTop5: number; MAP: number; recall10: number; perSituation: Record<string, unknown> }> = {};
    for (const [name, body] of [["product", {}], ["plain", { ranking: "plain", mode: "facts" }]] as const) {
      const per: Record<string, { mode?: string; top5: string[]; off: string[]; criminal: string[]; ap: number; recall10: number; ranks: string }> = {};
      for (const s of set.situations) {
        const r = await ask(s.facts, body);
        const allowed = new Set(s.acts.map(canonicalActName));
        const top5 = r.statutes.slice(0, 5);
        const off = top5.filter((x) => !allowed.has(canonicalActName(x.act)));
        const named = new Set(s.provisions.map((p) => provisionKey(p.act, p.section)));
        const keys = r.statutes.map((x) => provisionKey(x.act, x.section));
        const sc = score(keys, named);
        per[s.id] = {
          mode: r.mode,
          top5: top5.map((x) => x.label),
          off: off.map((x) => x.label),
          criminal: off.filter((x) => CRIMINAL_ACTS.has(canonicalActName(x.act))).map((x) => x.label),
          ap: +sc.ap.toFixed(4),
          recall10: +sc.r10.toFixed(4),
          ranks: s.provisions.map((p) => `${p.act.replace(/,.*$/, "")} ${p.section}@${keys.indexOf(provisionKey(p.act, p.section)) + 1 || "–"}`).join("; "),
        };
      }
      const v = Object.values(per);
      runs[name] = {
        situations: v.length,
        cleanTop5: v.filter((x) => !x.off.length).length,
        offTop5: v.reduce((a, x) => a + x.off.length, 0),
        criminalTop5: v.reduce((a, x) => a + x.criminal.length, 0),
        MAP: mean(v.map((x) => x.ap)),
        recall10: mean(v.map((x) => x.recall10)),
        perSituation: per,
      };
    }
    console.log(`\nThe team's fact situations (${set.situations.length}; ${TEAM_SET.replace(`${process.cwd()}/`, "")}), statutes from the product's library (${sections.toLocaleString()} sections, ${inserts} insert statements of the migrations)`);
    console.log(`                                      product   plain BM25`);
    const p = runs.product;
    const b = runs.plain;
    console.log(`no act the facts cannot concern      ${`${p.cleanTop5} / ${p.situations}`.padEnd(9)} ${b.cleanTop5} / ${b.situations}   (situations whose first five suggestions are all from acts they can concern)`);
    console.log(`first-five suggestions off the facts ${`${p.offTop5} / ${p.situations * 5}`.padEnd(9)} ${b.offTop5} / ${b.situations * 5}`);
    console.log(`…of them IPC or BNS sections         ${String(p.criminalTop5).padEnd(9)} ${b.criminalTop5}`);
    console.log(`named provisions: MAP                ${p.MAP.toFixed(4).padEnd(9)} ${b.MAP.toFixed(4)}`);
    console.log(`named provisions: recall@10          ${p.recall10.toFixed(4).padEnd(9)} ${b.recall10.toFixed(4)}`);
    console.log("\nper situation (product): first five (off the facts' acts marked *), the named provisions' ranks in the first ten");
    for (const s of set.situations) {
      const x = p.perSituation[s.id] as { top5: string[]; off: string[]; ranks: string; mode?: string };
      console.log(`${s.id.padEnd(4)} ${s.kind.padEnd(8)} ${x.top5.map((l) => (x.off.includes(l) ? `*${l}` : l)).join(", ")}  |  ${x.ranks}${x.mode === "facts" ? "" : `  (read as ${x.mode})`}`);
    }
    Object.assign(out, { sections, product: runs.product, baseline: runs.plain });
  });
  return out;
}

await main();
