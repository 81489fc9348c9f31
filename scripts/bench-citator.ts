/**
 * npm run bench:citator
 *
 * How much of a real citator the citation graph finds (issue 24 item 6; decision 053). The AIR
 * citator lines (`citator_info`) of the IRLeD records in ../shared/data/judgments-sample.jsonl and
 * ../shared/data/precedents-dev/prior_cases.jsonl.gz name the later reports citing each judgment,
 * by AIR citation, with a treatment code (R referred, RF relied on, F followed, E explained,
 * D distinguished, O overruled, …). Read here into (cited, citing, code) triples where both
 * judgments are in the data (the citing one found by its AIR citation among the records'
 * citations), they are the answer key. Both files are imported into the benchmark's own fresh
 * local D1 (.wrangler/bench-citator) with `npm run import` — the product's import and graph code,
 * nothing else — and the graph is read back from D1: the share of the triples it links (goal
 * ≥ 90 %). The citator lines are read by this script only; the import drops them from the graph
 * (they are never a reference). The treatment labels the graph stored (decision 060) are scored
 * against the codes per label (scripts/lib/treatment-score.ts), beside a baseline that calls every
 * pair "referred". Results: bench-results/citator.json; docs/benchmarks.md.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parseCitation } from "../search-index/citations";
import { TREATMENTS, strongerTreatment, type Treatment } from "../search-index/treatment";
import { CODE_LABEL, labelsOf, scoreTreatments } from "./lib/treatment-score";
import { openPlatform } from "./lib/platform";
import { run } from "./lib/run.mjs";

const STATE = path.resolve(process.env.BENCH_CITATOR_STATE ?? ".wrangler/bench-citator");
const DATA = path.resolve("../shared/data");
const SAMPLE = path.join(DATA, "judgments-sample.jsonl");
const PRIOR = path.join(DATA, "precedents-dev/prior_cases.jsonl.gz");

type Rec = { id: string; citations?: string[]; citator_info?: string };

/** The citator's entries: a code, then an AIR Supreme Court citation ("RF [1956 SC 391] (39)", "E&D 1964 SC1336 (8)"). */
export function citatorEntries(line: string): { code: string; air: string }[] {
  const flat = line.replace(/[[\]]/g, " ");
  return [...flat.matchAll(/\b([A-Z][A-Z&]{0,4})\s+((?:19|20)\d\d)\s+SC\s*(\d{1,5})\b/g)].map((m) => ({ code: m[1], air: `AIR ${m[2]} SC ${m[3]}` }));
}

async function importFile(file: string, label: string) {
  console.log(`Importing ${label} …`);
  const started = Date.now();
  try {
    await run("npx", ["tsx", "scripts/import.ts", file], { env: { LAW_REPORTER_STATE: STATE }, stdio: ["ignore", "ignore", "inherit"] });
  } catch (e) {
    // Exit code 1: some lines were rejected (the candidates the source left empty); the rest are in.
    if (!String(e).endsWith("exited with 1")) throw e;
  }
  return (Date.now() - started) / 1000;
}

async function main() {
  const sampleLines = readFileSync(SAMPLE, "utf8").split("\n").filter((l) => l.trim());
  const priorText = gunzipSync(readFileSync(PRIOR)).toString("utf8");
  const records = new Map<string, Rec>();
  for (const line of [...sampleLines, ...priorText.split("\n").filter((l) => l.trim())]) {
    const r = JSON.parse(line) as Rec;
    records.set(r.id, r);
  }

  // The answer key: each record's citator entries whose AIR citation is a record's own.
  const byAir = new Map<string, string[]>();
  for (const r of records.values()) {
    for (const c of r.citations ?? []) {
      const key = parseCitation(c)?.key;
      if (key?.startsWith("AIR|")) byAir.set(key, [...new Set([...(byAir.get(key) ?? []), r.id])]);
    }
  }
  const triples = new Map<string, { cited: string; citing: string; codes: string[] }>();
  for (const r of records.values()) {
    if (!r.citator_info) continue;
    for (const e of citatorEntries(r.citator_info)) {
      for (const citing of byAir.get(parseCitation(e.air)!.key) ?? []) {
        if (citing === r.id) continue;
        const id = `${r.id} <- ${citing}`;
        const t = triples.get(id) ?? { cited: r.id, citing, codes: [] };
        t.codes.push(e.code);
        triples.set(id, t);
      }
    }
  }

  // A fresh state each run, so the figure is always the current code's.
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync(STATE, { recursive: true });
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], { stdio: "ignore" });
  const priorFile = path.join(tmpdir(), `bench-citator-prior-${process.pid}.jsonl`);
  writeFileSync(priorFile, priorText);
  let seconds = 0;
  try {
    seconds += await importFile(SAMPLE, `${sampleLines.length.toLocaleString()} judgments of judgments-sample.jsonl`);
    seconds += await importFile(priorFile, "the 1,870 candidates of precedents-dev/prior_cases.jsonl.gz (585 of them already in, by id)");
  } finally {
    if (existsSync(priorFile)) rmSync(priorFile);
  }

  const platform = await openPlatform(STATE);
  try {
    const db = platform.env.DB;
    const edges = (
      await db
        .prepare(
          `select cs.source_id as citing, cd.source_id as cited, r.resolved_by as how, r.treatment
           from case_references r join cases cs on cs.doc_id = r.doc_id join cases cd on cd.doc_id = r.cited_doc_id`,
        )
        .all<{ citing: string; cited: string; how: string; treatment: Treatment }>()
    ).results;
    const linked = new Map(edges.map((e) => [`${e.cited} <- ${e.citing}`, e.how]));
    // A pair's label: the strongest over its references (two equal citations of one case are two rows).
    const labelOf = new Map<string, Treatment>();
    for (const e of edges) {
      const id = `${e.cited} <- ${e.citing}`;
      const had = labelOf.get(id);
      labelOf.set(id, had ? strongerTreatment(had, e.treatment) : e.treatment);
    }
    const totals = (await db
      .prepare(
        `select (select count(*) from cases) as cases, count(*) as refs, sum(cited_doc_id is not null) as resolved,
                sum(resolved_by = 'citation') as byCitation, sum(resolved_by = 'citation-no-volume') as byNoVolume, sum(resolved_by = 'equal-citation') as byEqual,
                sum(resolved_by = 'name-year') as byName, sum(resolved_by = 'name-cited') as byNameCited, sum(resolved_by = 'staff') as byStaff,
                (select count(*) from case_citation_equals) as equalPairs, (select count(*) from case_name_keys) as nameKeys
         from case_references`,
      )
      .first<Record<string, number>>())!;

    const all = [...triples.values()];
    const found = all.filter((t) => linked.has(`${t.cited} <- ${t.citing}`));
    const byCode = new Map<string, { n: number; linked: number }>();
    for (const t of all) {
      for (const code of new Set(t.codes)) {
        const c = byCode.get(code) ?? { n: 0, linked: 0 };
        c.n++;
        if (linked.has(`${t.cited} <- ${t.citing}`)) c.linked++;
        byCode.set(code, c);
      }
    }
    const share = found.length / Math.max(1, all.length);
    console.log(`\nCitator pairs with both judgments in the data: ${all.length.toLocaleString()} (cited, citing) pairs from ${[...records.values()].filter((r) => r.citator_info).length} citator lines`);
    console.log(`Linked by the graph: ${found.length.toLocaleString()} = ${(share * 100).toFixed(1)} % (goal ≥ 90 %)`);
    console.log(
      `By code: ${[...byCode]
        .sort((a, b) => b[1].n - a[1].n)
        .map(([code, c]) => `${code} ${c.linked}/${c.n}`)
        .join(", ")}`,
    );
    console.log(
      `Graph: ${totals.cases.toLocaleString()} cases, ${totals.refs.toLocaleString()} references, ${totals.resolved.toLocaleString()} resolved (${totals.byCitation} by citation, ${totals.byNoVolume} by citation less its volume, ${totals.byEqual} by an equal citation written beside it (${totals.equalPairs} equal pairs stated), ${totals.byName} by name and year, ${totals.byNameCited} by the name other judgments cite it by, ${totals.byStaff} by staff); import ${seconds.toFixed(0)} s`,
    );
    // Name and year (decision 062): the links it alone made, each with the name as the citing judgment wrote it and the cited case's title, to read; and the cheap check that none cites a later judgment.
    const byName = (
      await db
        .prepare(
          `select cs.source_id as citing, cs.decided_date as citingDate, r.name_key as name, r.as_written as written, cd.source_id as cited, cd.appellant || ' v. ' || coalesce(cd.respondent, '') as title, cd.decided_date as citedDate
           from case_references r join cases cs on cs.doc_id = r.doc_id join cases cd on cd.doc_id = r.cited_doc_id where r.resolved_by = 'name-year' order by cs.source_id, r.position`,
        )
        .all<{ citing: string; citingDate: string | null; name: string; written: string; cited: string; title: string; citedDate: string | null }>()
    ).results;
    const later = byName.filter((n) => n.citingDate && n.citedDate && n.citedDate > n.citingDate);
    console.log(`By name and year: ${byName.length} links; ${later.length} of them to a judgment decided after the citing one (certainly wrong); the list is in bench-results/citator.json (byName) to read`);
    // Treatment (decision 060): precision and recall per label on the linked pairs, beside "always referred".
    const scored = found.map((t) => ({ codes: t.codes, label: labelOf.get(`${t.cited} <- ${t.citing}`)! }));
    const treatment = scoreTreatments(scored, TREATMENTS);
    // The support of each figure: the key's triples per class (all, and those the graph links), and a precision as right / labelled.
    const inKey = new Map(TREATMENTS.map((l) => [l, all.filter((t) => labelsOf(t.codes).has(l)).length]));
    const pct = (x: number | null) => (x === null ? "  –  " : x.toFixed(2).padStart(5));
    console.log(`\nTreatment on the ${found.length.toLocaleString()} linked pairs (codes read as ${Object.entries(CODE_LABEL).map(([c, l]) => `${c}=${l}`).join(", ")}):`);
    console.log("label          triples (all / linked)  labelled  right  precision (right/labelled)  recall | always-referred precision  recall");
    for (const c of treatment) {
      const support = `${inKey.get(c.label)} / ${c.truth}`.padStart(13);
      console.log(`${c.label.padEnd(14)} ${support}           ${String(c.predicted).padStart(8)}  ${String(c.correct).padStart(5)}  ${pct(c.precision)} (${c.correct}/${c.predicted})`.padEnd(90) + `${pct(c.recall)}  | ${pct(c.baselinePrecision)}                     ${pct(c.baselineRecall)}`);
    }
    const goal = treatment.filter((c) => c.label === "distinguished" || c.label === "overruled").map((c) => `${c.label} ${pct(c.precision)} (${c.correct} of ${c.predicted} labelled)`);
    console.log(`Goal precision ≥ 0.8 for distinguished and overruled: ${goal.join(", ")}`);
    mkdirSync("bench-results", { recursive: true });
    writeFileSync(
      "bench-results/citator.json",
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
          pairs: all.length,
          linked: found.length,
          share,
          byCode: Object.fromEntries(byCode),
          graph: totals,
          importSeconds: seconds,
          byName,
          treatment,
          treatmentTriples: Object.fromEntries(inKey),
          treatmentFindings: found.filter((t) => labelOf.get(`${t.cited} <- ${t.citing}`) !== "referred").map((t) => [t.cited, t.citing, t.codes.join(","), labelOf.get(`${t.cited} <- ${t.citing}`)]),
          unlinked: all.filter((t) => !linked.has(`${t.cited} <- ${t.citing}`)).map((t) => [t.cited, t.citing, t.codes.join(",")]),
        },
        null,
        2,
      ),
    );
  } finally {
    await platform.dispose();
  }
}

await main();
