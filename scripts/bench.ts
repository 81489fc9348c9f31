/**
 * npm run bench [-- --per-query --cases 100000 --queries 20 --rounds 20 --like 4 --import-cases 5000 --only import|search|precedents|cases|citecheck --modes "word,main (judgement"]
 *
 * Builds (once, then reuses) a corpus of N cases from ../shared/data/judgments-sample.jsonl —
 * perturbed copies of the 2,001 real judgments — in its own local state directory, imports it
 * through the Worker, then runs a fixed query set for each search mode through the Worker's
 * search API and prints p50/p95 as ratios against baselines measured in the same run on the same
 * data: (a) the same query raw on SQLite FTS5 / SQL, (b) a naive LIKE-style scan. Also import
 * throughput. Results: bench-results/latest.json; docs/benchmarks.md records them.
 *
 * First, whatever --cases is: the import figure — `npm run import` of the sample plus perturbed
 * copies (--import-cases, 5,000) on a fresh state against a raw SQLite insert of the same rows
 * (scripts/lib/import-bench.ts). `--only import` stops after it (bench-results/import.json);
 * `--only search` skips it (and the extraction figure, which is measured against it);
 * `--only precedents` also skips the searches and times Find Precedents alone; `--only cases` the
 * back office's cases list alone (bench-results/cases-list.json); `--only citecheck` the citation
 * check of a 250-citation brief alone, beside the citation parser on the same text
 * (bench-results/citation-check.json).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import path from "node:path";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { caseListStatements, type CaseListQuery } from "../app/services/cases/case-desk.server";
import { CASE_SORTS, SORT_DIRS } from "../app/utils/case-list-filters";
import { citationsToCheck, MAX_CHECKED_CITATIONS } from "../search-index/citation-check";
import { citationBriefs } from "./lib/citation-briefs";
import { findCitationMatches } from "../search-index/citations";
import { extractCounsel } from "../search-index/counsel";
import { buildSearchStatement, planQuery } from "../search-index/d1-backend";
import { extractStatuteRefs } from "../search-index/statute-refs";
import type { SearchQuery } from "../search-index/types";
import { LEGAL_PHRASES, perturb, readSample, words, type Rec } from "./lib/bench-corpus";
import { postImport, pct, startBenchServer } from "./lib/bench-server";
import { benchImport } from "./lib/import-bench";
import { run } from "./lib/run.mjs";

// `--shards 1,2,4,8`: the searches over case shards (issue 36 item 6, scripts/bench-shards.ts) instead of the rest.
if (process.argv.includes("--shards")) {
  await (await import("./bench-shards")).main();
  await new Promise((done) => process.stdout.write("", () => done(null)));
  process.exit(0);
}

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const TARGET = arg("cases", 100_000);
const QUERIES = arg("queries", 20);
const LIKE_QUERIES = arg("like", 4);
/** Each query is timed this many times (a p95 of only 20 samples would be the slowest one). */
const ROUNDS = arg("rounds", 20);
const PORT = arg("port", 8799);
const IMPORT_CASES = arg("import-cases", 5_000);
const ONLY = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
/** `--modes "word,main (judgement"`: only the modes whose names start so (with their Best match rows). */
const MODES = args.includes("--modes") ? args[args.indexOf("--modes") + 1].split(",").map((m) => m.trim()).filter(Boolean) : null;
/** `--per-query`: each mode's five slowest queries (p50, max, matches) under its row. */
const PER_QUERY = args.includes("--per-query");
const STATE = path.resolve(process.env.BENCH_STATE ?? `.wrangler/bench-${TARGET}`);
const BASE = `http://127.0.0.1:${PORT}`;




const startServer = () => startBenchServer(STATE, PORT);

/** The duration a Server-Timing header reports (the time inside the Worker around the D1 call). */
function serverTiming(res: Response): number {
  const m = /dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
  return m ? Number(m[1]) : NaN;
}

/** One statement through /dev/sql; `db` = its time inside the Worker. */
async function sqlTimed<T = { rows: number; first: Record<string, unknown> | null }>(text: string, params: unknown[] = []): Promise<{ body: T; db: number }> {
  let res = await fetch(`${BASE}/dev/sql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sql: text, params }) });
  // A local worker restart answers 503 once (a read is safe to send again).
  for (let attempt = 1; res.status === 503 && attempt < 4; attempt++) {
    await res.text();
    await new Promise((r) => setTimeout(r, 1000));
    res = await fetch(`${BASE}/dev/sql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sql: text, params }) });
  }
  if (!res.ok) throw new Error(`sql failed ${res.status}: ${await res.text()}`);
  return { body: (await res.json()) as T, db: serverTiming(res) };
}

async function sql<T = { rows: number; first: Record<string, unknown> | null }>(text: string, params: unknown[] = []): Promise<T> {
  return (await sqlTimed<T>(text, params)).body;
}

async function caseCount(): Promise<number> {
  return Number((await sql("select count(*) as n from cases")).first?.n ?? 0);
}

async function buildCorpus(records: Rec[]) {
  const have = await caseCount();
  if (have >= TARGET) return { imported: 0, seconds: 0, bytes: 0, reused: true };
  let imported = 0;
  let bytes = 0;
  const started = Date.now();
  const batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const body = batch.join("\n");
    bytes += Buffer.byteLength(body);
    const out = await postImport(BASE, body);
    imported += out.imported;
    batch.length = 0;
    const rate = imported / ((Date.now() - started) / 1000);
    process.stderr.write(`\r  importing: ${(already + imported).toLocaleString()} / ${TARGET.toLocaleString()} cases, ${rate.toFixed(0)}/s   `);
  };
  // Resume where an interrupted build stopped: the sequence of copies is deterministic.
  const demo = 64;
  let skip = Math.max(0, have - demo);
  const already = skip;
  outer: for (let k = 0; ; k++) {
    for (const r of records) {
      if (skip > 0) {
        skip--;
        continue;
      }
      if (already + imported + batch.length + demo >= TARGET) break outer;
      batch.push(JSON.stringify(perturb(r, k)));
      if (batch.length >= 100) await flush();
    }
  }
  await flush();
  process.stderr.write("\n");
  return { imported, seconds: (Date.now() - started) / 1000, bytes, reused: false };
}


/** Wall time of fn through HTTP, and the time fn reports inside the Worker. */
async function time(fn: () => Promise<number>): Promise<{ wall: number; inside: number }> {
  const t = performance.now();
  const inside = await fn();
  return { wall: performance.now() - t, inside };
}

/**
 * The back office's cases list (issue 21 item 7, decision 040): GET /admin/cases as an Admin for
 * each sort both ways, filters, a deep page and searches, against the same page's statement raw
 * through /dev/sql (wall time both); then 50 connections at once, requests a second.
 */
async function casesListFigure() {
  const login = await fetch(`${BASE}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    body: "email=admin%40sar.example.com&password=Demo%402026",
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie) throw new Error(`the Admin could not log in for the cases list (${login.status})`);
  const base: CaseListQuery = { q: "", category: "ALL", court: "ALL", live: "ALL", overruled: "ALL", page: 1 };
  const pages: CaseListQuery[] = [
    ...CASE_SORTS.flatMap((sort) => SORT_DIRS.map((dir) => ({ ...base, sort, dir }))),
    { ...base, page: 500 },
    { ...base, sort: "title", dir: "asc", page: 2000 },
    { ...base, live: "YES", category: "Civ" },
    { ...base, court: "SC", overruled: "NO", sort: "date", dir: "desc" },
    { ...base, overruled: "YES" },
    { ...base, q: "union india" },
    { ...base, q: "ramesh", sort: "title", dir: "asc" },
  ];
  const url = (q: CaseListQuery) => `${BASE}/admin/cases?${new URLSearchParams(Object.entries(q).filter(([k, v]) => v !== "" && !(k !== "page" && v === "ALL")).map(([k, v]) => [k, String(v)])).toString()}`;
  const get = async (q: CaseListQuery) => {
    const res = await fetch(url(q), { headers: { cookie } });
    if (!res.ok) throw new Error(`cases list ${res.status} for ${url(q)}`);
    await res.text();
    return 0;
  };
  const dialect = new SQLiteAsyncDialect();
  const rawPage = async (q: CaseListQuery) => {
    const statement = dialect.sqlToQuery(caseListStatements(q).page);
    return (await sqlTimed(statement.sql, statement.params)).db;
  };
  for (const q of pages) await get(q); // warm
  const worker: number[] = [];
  const raw: number[] = [];
  const byPage = pages.map(() => ({ worker: [] as number[], raw: [] as number[], inside: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, q] of pages.entries()) {
      const w = (await time(() => get(q))).wall;
      const r = await time(() => rawPage(q));
      worker.push(w);
      raw.push(r.wall);
      byPage[i].worker.push(w);
      byPage[i].raw.push(r.wall);
      byPage[i].inside.push(r.inside);
    }
  }
  const perPage = pages.map((q, i) => ({ url: url(q).slice(BASE.length), workerP95: +pct(byPage[i].worker, 95).toFixed(1), rawP95: +pct(byPage[i].raw, 95).toFixed(1), rawDbP95: +pct(byPage[i].inside, 95).toFixed(2) }));
  for (const p of perPage) console.log(`  ${p.url.padEnd(60)} worker p95 ${String(p.workerP95).padStart(6)} ms | raw p95 ${String(p.rawP95).padStart(6)} ms (D1 ${p.rawDbP95} ms)`);
  // 50 connections at once, 500 requests over the same pages.
  const started = performance.now();
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < 500) {
        const q = pages[next++ % pages.length];
        await get(q).catch(() => errors++);
      }
    }),
  );
  const perSecond = 500 / ((performance.now() - started) / 1000);
  const figure = { pages: pages.length, samples: worker.length, workerP50: pct(worker, 50), workerP95: pct(worker, 95), rawP50: pct(raw, 50), rawP95: pct(raw, 95), ratioP95: pct(worker, 95) / pct(raw, 95), concurrent50: { requests: 500, perSecond: +perSecond.toFixed(1), errors }, perPage };
  console.log(
    `admin cases list (GET /admin/cases, ${pages.length} pages: 4 sorts × 2 directions, deep pages, filters, searches)  worker p50 ${figure.workerP50.toFixed(1)} ms  p95 ${figure.workerP95.toFixed(1)} ms | raw query of the same page p95 ${figure.rawP95.toFixed(1)} ms → ${figure.ratioP95.toFixed(2)}× raw | 50 connections: ${figure.concurrent50.perSecond} requests/s, ${errors} errors`,
  );
  return figure;
}

/** The legacy API request for a query (what mobile clients send). */
function apiBody(q: SearchQuery, best = false): Record<string, unknown> {
  const body = legacyBody(q);
  return best ? { ...body, bestMatch: true } : body;
}

function legacyBody(q: SearchQuery): Record<string, unknown> {
  switch (q.mode) {
    case "quick":
      return { searchType: "DashboardSearchType", dashboardSearchValue: q.text, decidedDateOrder: "d" };
    case "word":
      return { searchType: "WordSearch", decidedDateOrder: "d", wordSearchData: { wordSearchText: q.text, wordSearchSection: q.section === "judgment" ? "Judgment" : q.section === "headnote" ? "Headnote" : "Both", wordSearchMethod: q.method === "exact" ? "Exact" : q.method === "all" ? "All Word" : "Freeword" } };
    case "main":
      return { searchType: "MainSearchType", decidedDateOrder: "d", mainSearchPrimaryAppellant: q.appellant ?? null, mainSearchJudgement: q.judgementText ?? null, mainSearchStartYear: q.yearFrom ?? null, mainSearchEndYear: q.yearTo ?? null };
    case "citation":
      return { searchType: "CitationSearchType", decidedDateOrder: "d", neutralSearch: "true", neutralSearchData: q.neutral };
    case "statute":
      return { searchType: "StatueSearch", decidedDateOrder: "d", searchData: q.rows.map((r) => ({ actName: r.actName, sec: r.section ?? null, article: r.article ?? null })) };
  }
}

/** `column LIKE '%text%'`; D1 refuses LIKE patterns over 50 bytes, so longer text uses instr (the same scan). */
function contains(column: string, text: string): { sql: string; params: unknown[] } {
  const pattern = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  if (Buffer.byteLength(pattern) <= 50) return { sql: `${column} like ? escape '\\'`, params: [pattern] };
  return { sql: `instr(lower(${column}), lower(?)) > 0`, params: [text] };
}

/**
 * The same request answered by a naive LIKE scan: the page (newest first) and the pager's capped
 * count, exactly the two answers the Worker gives, with substring tests instead of an index.
 */
function naiveScan(q: SearchQuery): { sql: string; params: unknown[] }[] | null {
  let where: { sql: string; params: unknown[] };
  if (q.mode === "quick" && /^\d+$/.test(q.text.trim())) return null; // a primary-key lookup either way
  if (q.mode === "statute") {
    // A section is found through the references read from the text; no LIKE scan is the same query.
    if (q.rows.some((r) => r.section || r.article)) return null;
    const act = q.rows[0]?.actName ?? "";
    const a = contains("act_name", act);
    where = { sql: `c.doc_id in (select doc_id from headnote_refs where ${a.sql} union select doc_id from case_acts where ${a.sql})`, params: [...a.params, ...a.params] };
  } else if (q.mode === "quick" || (q.mode === "main" && !q.judgementText && q.appellant)) {
    const text = q.mode === "quick" ? q.text : q.appellant!;
    const a = contains("c.appellant", text);
    const r = contains("c.respondent", text);
    where = { sql: `(${a.sql} or ${r.sql})${q.mode === "main" ? ` and c.decided_year between ${q.yearFrom ?? 0} and ${q.yearTo ?? 9999}` : ""}`, params: [...a.params, ...r.params] };
  } else if (q.mode === "word") {
    const parts = (q.method === "exact" ? [q.text] : q.text.split(/\s+/)).map((w) => contains("c.judgement_order", w));
    where = { sql: `(${parts.map((p) => p.sql).join(q.method === "any" ? " or " : " and ")})`, params: parts.flatMap((p) => p.params) };
  } else return null;
  const base = `from cases c where c.live = 1 and c.deleted_at is null and ${where.sql}`;
  return [
    { sql: `select c.doc_id ${base} order by c.search_key desc limit 10`, params: where.params },
    { sql: `select count(*) as n from (select 1 ${base} limit 1001)`, params: where.params },
  ];
}



function querySet(records: Rec[], docIds: { lo: number; hi: number }): Record<string, SearchQuery[]> {
  const pick = <T>(list: T[], n: number) => Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]);
  const withText = records.filter((r) => r.judgment_text.length > 2000 && words(r.judgment_text.slice(500, 1500)).length >= 4);
  const named = records.filter((r) => r.appellant && !/^(state|union)\b/i.test(r.appellant));
  // n consecutive words of the text (no punctuation inside, so the phrase is really there).
  const phrase = (r: Rec, n: number) => {
    const w = r.judgment_text.slice(1000, 1600).split(/\s+/);
    for (let i = 5; i + n <= w.length; i++) {
      const run = w.slice(i, i + n);
      if (run.every((x) => /^[A-Za-z]+$/.test(x))) return run.join(" ");
    }
    return w.slice(5, 5 + n).join(" ");
  };
  const pair = (r: Rec) => words(r.judgment_text.slice(500, 1500)).slice(2, 4).join(" ");
  const neutral = records.flatMap((r) => (r.citations ?? []).filter((c) => /INSC/.test(c)));
  return {
    // One primary-key lookup: the floor of a search through the Worker (HTTP, session, JSON).
    "quick (doc id)": Array.from({ length: QUERIES }, (_, i) => ({ mode: "quick", text: String(docIds.lo + Math.floor(((docIds.hi - docIds.lo) * (i + 0.5)) / QUERIES)) })),
    "quick (party name)": pick(named, QUERIES).map((r) => ({ mode: "quick", text: r.appellant! })),
    "word exact (phrase)": pick(withText, QUERIES).map((r) => ({ mode: "word", text: phrase(r, 3 + (r.id.length % 4)), section: "judgment", method: "exact" })),
    // Phrases lawyers search for, common words included ("benefit of the doubt").
    "word exact (legal phrase)": pick(LEGAL_PHRASES, QUERIES).map((text) => ({ mode: "word", text, section: "judgment", method: "exact" })),
    "word all words": pick(withText.slice(7), QUERIES).map((r) => ({ mode: "word", text: pair(r), section: "both", method: "all" })),
    "word any word": pick(withText.slice(13), QUERIES).map((r) => ({ mode: "word", text: pair(r), section: "both", method: "any" })),
    "main (appellant + years)": pick(named.slice(3), QUERIES).map((r) => ({ mode: "main", appellant: r.appellant!.split(" ")[0], yearFrom: 1950, yearTo: 2024 })),
    "citation (neutral)": pick(neutral, QUERIES).map((c) => ({ mode: "citation", neutral: c.replace(/[[\]]/g, "") })),
    "statute (act)": pick(["Indian Penal Code", "Code of Criminal Procedure", "Constitution of India", "Evidence Act", "Land Acquisition Act"], QUERIES).map((a) => ({ mode: "statute", rows: [{ actName: a }] })),
    // Act + section (issue 17): the references found in the judgments' text (case_statute_refs).
    "statute (act + section)": pick(STATUTE_SECTIONS, QUERIES).map(([actName, section, article]) => ({ mode: "statute", rows: [{ actName, section, article }] })),
    "main (judgement text)": pick(withText.slice(5), QUERIES).map((r) => ({ mode: "main", judgementText: phrase(r, 2) })),
  };
}

/** Sections lawyers look up, as typed (abbreviations included): [act, section, article]. */
const STATUTE_SECTIONS: [string, string | null, string | null][] = [
  ["IPC", "302", null], ["Indian Penal Code", "304B", null], ["I.P.C.", "34", null], ["IPC", "498A", null], ["IPC", "149", null],
  ["CrPC", "482", null], ["Code of Criminal Procedure", "313", null], ["Cr.P.C.", "161", null], ["Constitution of India", null, "21"], ["Constitution", null, "14"],
  ["Constitution of India", null, "226"], ["Evidence Act", "32", null], ["Indian Evidence Act, 1872", "27", null], ["Land Acquisition Act, 1894", "4", null], ["Land Acquisition Act", "23", null],
  ["Industrial Disputes Act, 1947", "25F", null], ["CPC", "100", null], ["Code of Civil Procedure", "115", null], ["Arms Act", "27", null], ["NDPS Act", "50", null],
];

/** Modes that offer Best match (issue 16): each is also timed with it, against its own date order. */
const BEST_MATCH_MODES = ["quick (party name)", "word exact (phrase)", "word all words", "word any word", "main (judgement text)"];

let sessionToken = "";

/** The first `kb` KB of a text, cut between words. */
function firstKB(text: string, kb: number): string {
  const cut = Buffer.from(text).subarray(0, kb * 1024).toString("utf8").replace(/\uFFFD$/, "");
  return cut.length < text.length ? cut.replace(/\S+$/, "") : cut;
}

/**
 * Find Precedents (issue 16 item 5; issue 26 item 4): texts sent to POST
 * /v1/api/user/findPrecedents, each several times; p50/p95 of the whole request. Three sets:
 * 10 texts of 20 KB (the first 20 KB of long real judgments), 10 fact situations of 6 KB (the
 * FIRE 2019 AILA development set's plain facts, ../shared/data/fact-situations-dev, each run on
 * into the next until 6 KB; read as facts, with statutes) and 10 judgments of 100 KB (the first
 * 100 KB of the longest real judgments).
 */
/**
 * The citation check (issue 25 item 4, decisions 077, 084): POST /v1/api/user/citationCheck with a
 * brief of 250 citations, p50/p95 over the rounds, beside the citation parser alone on the same
 * text (in this process) and the check's own reading of it (parser, loose patterns, names).
 */
async function citationCheckFigure(records: Rec[], token: string, corpus: number) {
  const briefs = citationBriefs(records, 4);
  const post = (text: string) =>
    fetch(`${BASE}/v1/api/user/citationCheck`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ text }) }).catch(() => null);
  const ask = async (text: string) => {
    // A local worker restart answers 503 or drops the connection once (a check changes nothing: sent again).
    let r = await post(text);
    for (let attempt = 1; (!r || r.status === 503) && attempt < 4; attempt++) {
      await r?.text();
      await new Promise((res) => setTimeout(res, 1000));
      r = await post(text);
    }
    if (!r) throw new Error("citationCheck: the Worker dropped the connection four times");
    if (!r.ok) throw new Error(`citationCheck failed ${r.status}: ${await r.text()}`);
    return (await r.json()) as { responseData: { ojectList: { status: string }[]; totalCitations: number } };
  };
  const statuses = new Map<string, number>();
  for (const text of briefs) {
    const body = (await ask(text)).responseData; // warm, and what the briefs hold
    if (body.ojectList.length !== MAX_CHECKED_CITATIONS) {
      const answered = new Set(body.ojectList.map((r) => (r as unknown as { written: string }).written));
      const local = citationsToCheck(text, new Date().getUTCFullYear()).items.map((i) => i.written);
      throw new Error(`a brief answered ${body.ojectList.length} citations, not ${MAX_CHECKED_CITATIONS}; not answered: ${local.filter((w) => !answered.has(w)).slice(0, 10).join(" | ")}`);
    }
    for (const row of body.ojectList) statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1);
  }
  const worker: number[] = [];
  const parser: number[] = [];
  const reading: number[] = [];
  const year = new Date().getUTCFullYear();
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of briefs) {
      worker.push((await time(async () => (await ask(text), 0))).wall);
      let t = performance.now();
      findCitationMatches(text);
      parser.push(performance.now() - t);
      t = performance.now();
      citationsToCheck(text, year);
      reading.push(performance.now() - t);
    }
  }
  const kb = Math.round(briefs.reduce((n, b) => n + new TextEncoder().encode(b).length, 0) / briefs.length / 1024);
  const figure = {
    citationsPerRequest: MAX_CHECKED_CITATIONS,
    briefs: briefs.length,
    briefKB: kb,
    samples: worker.length,
    corpusCases: corpus,
    answered: Object.fromEntries([...statuses].map(([k, v]) => [k, Math.round(v / briefs.length)])),
    workerP50: +pct(worker, 50).toFixed(1),
    workerP95: +pct(worker, 95).toFixed(1),
    parserP50: +pct(parser, 50).toFixed(2),
    parserP95: +pct(parser, 95).toFixed(2),
    readingP50: +pct(reading, 50).toFixed(2),
    readingP95: +pct(reading, 95).toFixed(2),
    ratioP95: +(pct(worker, 95) / pct(parser, 95)).toFixed(1),
  };
  console.log(
    `citation check (${MAX_CHECKED_CITATIONS} citations, ${kb} KB) worker p50 ${figure.workerP50} ms  p95 ${figure.workerP95} ms | parser alone p50 ${figure.parserP50} ms  p95 ${figure.parserP95} ms → ${figure.ratioP95}× the parser` +
      ` | the check's reading (parser, loose forms, names) p95 ${figure.readingP95} ms | a brief: ${[...Object.entries(figure.answered)].map(([k, v]) => `${v} ${k}`).join(", ")} | ${corpus.toLocaleString()} cases`,
  );
  return figure;
}

async function findPrecedentsFigure(records: Rec[], token: string) {
  const long = records.filter((r) => r.judgment_text.length > 30_000);
  const facts = readFileSync(path.resolve("../shared/data/fact-situations-dev/queries.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { text: string }).text);
  const sets = [
    { label: "find precedents (20 KB)", kb: 20, goalP95: 1500, texts: long.slice(0, 10).map((r) => firstKB(r.judgment_text, 20)) },
    { label: "find precedents (6 KB facts)", kb: 6, goalP95: 1000, texts: facts.map((_, i) => firstKB([...facts.slice(i), ...facts.slice(0, i)].join("\n\n"), 6)) },
    { label: "find precedents (100 KB)", kb: 100, goalP95: 1500, texts: [...records].sort((a, b) => b.judgment_text.length - a.judgment_text.length).slice(0, 10).map((r) => firstKB(r.judgment_text, 100)) },
  ];
  const rounds = Math.max(2, Math.round(ROUNDS / 4));
  const ask = async (text: string) => {
    let r = await fetch(`${BASE}/v1/api/user/findPrecedents`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ text }) });
    // A local worker restart answers 503 once (the request changes nothing: sent again).
    for (let attempt = 1; r.status === 503 && attempt < 4; attempt++) {
      await r.text();
      await new Promise((res) => setTimeout(res, 1000));
      r = await fetch(`${BASE}/v1/api/user/findPrecedents`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ text }) });
    }
    if (!r.ok) throw new Error(`findPrecedents failed ${r.status}: ${await r.text()}`);
    return (await r.json()) as { responseData: { ojectList?: unknown[]; mode?: string; statutes?: unknown[] } };
  };
  const figures = [];
  for (const set of sets) {
    const times: number[] = [];
    let withResults = 0;
    const modes = new Map<string, number>();
    for (const t of set.texts) {
      // warm, and check they find cases (and how each text was read)
      const body = (await ask(t)).responseData;
      if (body.ojectList?.length) withResults++;
      modes.set(body.mode ?? "?", (modes.get(body.mode ?? "?") ?? 0) + 1);
    }
    for (let round = 0; round < rounds; round++) {
      for (const t of set.texts) {
        const start = performance.now();
        await ask(t);
        times.push(performance.now() - start);
      }
    }
    const figure = { label: set.label, queries: set.texts.length, samples: times.length, queryKB: set.kb, p50: Math.round(pct(times, 50)), p95: Math.round(pct(times, 95)), goalP95: set.goalP95, queriesWithResults: withResults, readAs: Object.fromEntries(modes) };
    console.log(`${set.label.padEnd(30)} p50 ${figure.p50} ms  p95 ${figure.p95} ms (goal: p95 under ${set.goalP95.toLocaleString()} ms) | ${withResults}/${set.texts.length} queries find cases | read as ${[...modes].map(([m, n]) => `${m} ${n}`).join(", ")}`);
    figures.push(figure);
  }
  return figures;
}

/**
 * The import's reference and counsel extraction (issue 17): its cost per judgment, timed here over
 * the 2,001 real judgments, against the import's own time per case measured above, and the rate
 * the import would have without it.
 */
function extractionFigure(records: Rec[], importPerSecond: number) {
  const start = performance.now();
  let refs = 0;
  for (const r of records) {
    refs += extractStatuteRefs(r.judgment_text).length;
    extractCounsel(r.judgment_text);
  }
  const msPerCase = (performance.now() - start) / records.length;
  const importMsPerCase = 1000 / importPerSecond;
  const figure = {
    judgments: records.length,
    referencesFound: refs,
    extractionMsPerCase: +msPerCase.toFixed(2),
    importMsPerCase: +importMsPerCase.toFixed(2),
    importPerSecondWithExtraction: importPerSecond,
    importPerSecondWithout: Math.round(1000 / Math.max(0.01, importMsPerCase - msPerCase)),
  };
  console.log(
    `extraction: ${figure.extractionMsPerCase} ms a judgment (${refs.toLocaleString()} references in ${records.length.toLocaleString()} judgments) of the import's ${figure.importMsPerCase} ms a case → ${importPerSecond} cases/s with it, ≈ ${figure.importPerSecondWithout} cases/s without`,
  );
  return figure;
}

/** The import figure (see the top): its one line, and bench-results/import.json. */
async function importFigure(records: Rec[]) {
  const lines: string[] = [];
  for (let k = 0; lines.length < IMPORT_CASES; k++) for (const r of records) if (lines.length < IMPORT_CASES) lines.push(JSON.stringify(perturb(r, k)));
  console.log(`Import: npm run import of ${lines.length.toLocaleString()} cases on a fresh state, then the same rows into raw SQLite …`);
  const figure = benchImport(lines, path.resolve(".wrangler/bench-import"));
  console.log(
    `import: ${figure.importPerSecond} cases/s via npm run import vs ${figure.rawPerSecond} cases/s raw SQLite insert of the same rows (${figure.ratio.toFixed(2)}× raw), ${figure.cases} cases`,
  );
  // The citation graph beside it (issue 24 item 6): the same raw insert without the graph's and the fingerprint's statements, and their building in JavaScript.
  const graphShare = (figure.rawSeconds - figure.rawWithoutGraphSeconds + figure.graphBuildSeconds) / figure.importSeconds;
  console.log(
    `citation graph: raw SQLite ${figure.rawPerSecond} cases/s with it, ${figure.rawWithoutGraphPerSecond} cases/s without; building it ${((figure.graphBuildSeconds * 1000) / figure.cases).toFixed(2)} ms a case; ≈ ${(graphShare * 100).toFixed(0)} % of the import's time (import without it ≈ ${Math.round(figure.cases / (figure.importSeconds * (1 - graphShare)))} cases/s)`,
  );
  const result = { date: new Date().toISOString(), machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version }, import: figure };
  writeFileSync("bench-results/import.json", JSON.stringify(result, null, 2));
  return figure;
}

async function main() {
  mkdirSync("bench-results", { recursive: true });
  const records = await readSample();
  // `--only search` times the searches alone (no import or extraction figure).
  const importThroughput = ONLY === "search" || ONLY === "precedents" || ONLY === "cases" || ONLY === "citecheck" ? null : await importFigure(records);
  if (ONLY === "import") return;
  const fresh = !existsSync(STATE);
  if (fresh) console.log(`Creating the benchmark database in ${STATE} …`);
  // Always: a reused corpus gets the migrations added since it was built (indexes included).
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], { stdio: "ignore" });
  if (fresh) await run("npx", ["tsx", "scripts/seed.ts"], { env: { LAW_REPORTER_STATE: STATE }, stdio: "ignore" });
  // A corpus built before the phrase-pair index (migration 0006) gets it once (decision 014).
  await run("npx", ["tsx", "scripts/reindex.ts", "--pairs", "--if-incomplete"], { env: { LAW_REPORTER_STATE: STATE } });
  // A corpus built before the citation graph (migration 0021) has no citation keys, which the
  // citation check looks up: its cases' own citations give them (as case_citations.normalized).
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "--command", "insert or ignore into case_citation_keys (key, doc_id) select normalized, doc_id from case_citations where normalized is not null and not exists (select 1 from case_citation_keys)"], { stdio: "ignore" });
  // Sessions left by an interrupted run would hold the benchmark accounts' seats: end them.
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "--command", "update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'revoked' where ended_at is null"], { stdio: "ignore" });
  await run("npx", ["remix", "build"], { stdio: "ignore" });
  copyFileSync("build/index.js", path.join(STATE, "worker.js"));
  const server = await startServer();
  try {
    const importStats = await buildCorpus(records);
    const corpus = await caseCount();
    const textBytes = Number((await sql("select sum(length(judgement_order)) as n from cases")).first?.n ?? 0);
    // A subscriber with a plan; the session is logged out at the end so the seat is free again.
    let token = "";
    for (const account of ["chambers%40sar.example.com", "subscriber%40sar.example.com"]) {
      const login = await fetch(`${BASE}/auth/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
        body: `login=${account}&password=Demo%402026`,
      });
      token = (login.headers.get("set-cookie") ?? "").split(";")[0].split("=")[1] ?? "";
      if (token) break;
    }
    if (!token) throw new Error("no benchmark account could log in (all seats taken; wait 30 minutes or npm run bench on a fresh state)");
    sessionToken = token;
    /** Each query's total, so the figures are known to come from searches that find cases. */
    const found = new Map<string, number>();
    const api = async (q: SearchQuery, best = false) => {
      // A local worker restart answers 503 once; the request is simply sent again.
      for (let attempt = 1; ; attempt++) {
        const r = await fetch(`${BASE}/v1/api/user/dashboardSearch?pageNumber=1&perPageLimit=10`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(apiBody(q, best)),
        });
        if (r.status === 503 && attempt < 4) {
          await r.text();
          await new Promise((res) => setTimeout(res, 1000));
          continue;
        }
        if (!r.ok) throw new Error(`search failed ${r.status}: ${await r.text()}`);
        const body = (await r.json()) as { responseData?: { totalCount?: number } };
        found.set(JSON.stringify(q) + (best ? "best" : ""), body.responseData?.totalCount ?? 0);
        return serverTiming(r);
      }
    };

    const rows: Record<string, unknown>[] = [];
    const f = (n: number, w = 7) => n.toFixed(1).padStart(w);
    const range = (await sql("select min(doc_id) as lo, max(doc_id) as hi from cases where live = 1")).first as { lo: number; hi: number };
    const sets = Object.entries(querySet(records, range)).flatMap(([mode, queries]) => [
      { mode, queries, best: false },
      ...(BEST_MATCH_MODES.includes(mode) ? [{ mode: `${mode} — best match`, queries, best: true }] : []),
    ]);
    // The citation check of a 250-citation brief (issue 25 item 4): `--only citecheck` times it alone.
    const citationCheck = ONLY === "search" || ONLY === "precedents" || ONLY === "cases" ? null : await citationCheckFigure(records, token, corpus);
    if (ONLY === "citecheck") {
      writeFileSync("bench-results/citation-check.json", JSON.stringify({ date: new Date().toISOString(), machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version }, corpus: { cases: corpus }, citationCheck }, null, 2));
      console.log("Written to bench-results/citation-check.json");
      return;
    }
    // The back office's cases list (issue 21 item 7): `--only cases` times it alone.
    const casesList = await casesListFigure();
    if (ONLY === "cases") {
      writeFileSync("bench-results/cases-list.json", JSON.stringify({ date: new Date().toISOString(), corpus: { cases: corpus }, casesList }, null, 2));
      console.log("Written to bench-results/cases-list.json");
      return;
    }
    // `--only precedents`: the Find Precedents figure alone.
    for (const { mode, queries, best } of ONLY === "precedents" ? [] : sets.filter((x) => !MODES || MODES.some((m) => x.mode.startsWith(m)))) {
      const worker: number[] = [];
      const workerInside: number[] = [];
      const raw: number[] = [];
      const rawInside: number[] = [];
      const naive: number[] = [];
      const naiveInside: number[] = [];
      /** Each query's own samples (a p95 is often one or two queries: `--per-query` prints them). */
      const perQuery = queries.map(() => [] as number[]);
      for (const q of queries) await api(q, best); // warm
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, q] of queries.entries()) {
          const w = await time(() => api(q, best));
          perQuery[i].push(w.wall);
          worker.push(w.wall);
          workerInside.push(w.inside);
          const statement = buildSearchStatement(planQuery(q), best ? { page: 1, perPage: 10, relevance: true } : { page: 1, perPage: 10, dateOrder: "d" });
          const r = await time(async () => (await sqlTimed(statement.sql, statement.params)).db);
          raw.push(r.wall);
          rawInside.push(r.inside);
        }
      }
      for (const q of best ? [] : queries.slice(0, LIKE_QUERIES)) {
        const scan = naiveScan(q);
        if (!scan) continue;
        const n = await time(async () => {
          let inside = 0;
          for (const step of scan) inside += (await sqlTimed(step.sql, step.params)).db;
          return inside;
        });
        naive.push(n.wall);
        naiveInside.push(n.inside);
      }
      const hasNaive = naive.length > 0;
      const finding = queries.filter((q) => (found.get(JSON.stringify(q) + (best ? "best" : "")) ?? 0) > 0).length;
      const dateTwin = best ? (rows.find((r) => r.mode === mode.replace(" — best match", "")) as { workerP95: number } | undefined) : undefined;
      const row = {
        mode,
        bestMatch: best,
        /** Best match p95 against the same queries' date order (issue 16 item 5: at most 2×) */
        bestVsDateP95: dateTwin ? pct(worker, 95) / dateTwin.workerP95 : null,
        queries: queries.length,
        samples: worker.length,
        queriesFindingCases: finding,
        workerP50: pct(worker, 50),
        workerP95: pct(worker, 95),
        rawP50: pct(raw, 50),
        rawP95: pct(raw, 95),
        ratioP95: pct(worker, 95) / pct(raw, 95),
        naiveP50: hasNaive ? pct(naive, 50) : null,
        naiveP95: hasNaive ? pct(naive, 95) : null,
        speedupP95: hasNaive ? pct(naive, 95) / pct(worker, 95) : null,
        // Inside the Worker: the search backend's time vs the same statement's and the scan's D1 time.
        searchInsideP95: pct(workerInside, 95),
        rawInsideP95: pct(rawInside, 95),
        naiveInsideP95: hasNaive ? pct(naiveInside, 95) : null,
        speedupInsideP95: hasNaive ? pct(naiveInside, 95) / pct(workerInside, 95) : null,
        perQuery: queries.map((q, i) => ({ query: JSON.stringify(legacyBody(q)), p50: pct(perQuery[i], 50), max: Math.max(...perQuery[i]), totalCount: found.get(JSON.stringify(q) + (best ? "best" : "")) ?? 0 })),
      };
      rows.push(row);
      console.log(
        `${mode.padEnd(26)} worker p50 ${f(row.workerP50)} ms  p95 ${f(row.workerP95)} ms | raw p95 ${f(row.rawP95)} ms → ${row.ratioP95.toFixed(2)}× raw` +
          (hasNaive ? ` | naive scan p95 ${f(row.naiveP95!, 6)} ms → ${row.speedupP95!.toFixed(0)}× faster` : "") +
          ` | inside the Worker: search p95 ${f(row.searchInsideP95, 6)} ms` +
          (hasNaive ? `, scan p95 ${f(row.naiveInsideP95!, 6)} ms → ${row.speedupInsideP95!.toFixed(0)}×` : "") +
          (row.bestVsDateP95 !== null ? ` | ${row.bestVsDateP95.toFixed(2)}× its date order's p95` : "") +
          ` | ${finding}/${queries.length} queries find cases`,
      );
      if (PER_QUERY) for (const x of [...row.perQuery].sort((a, b) => b.p50 - a.p50).slice(0, 5)) console.log(`    p50 ${f(x.p50)} ms  max ${f(x.max)} ms  ${x.totalCount} cases  ${x.query}`);
    }
    const precedents = await findPrecedentsFigure(records, token);
    const extraction = importThroughput ? extractionFigure(records, importThroughput.importPerSecond) : null;
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
      corpus: { cases: corpus, judgmentTextMB: +(textBytes / 2 ** 20).toFixed(1), source: "perturbed copies of the 2,001 judgments in ../shared/data/judgments-sample.jsonl" },
      importCommand: importThroughput,
      extraction,
      precedents,
      citationCheck,
      casesList,
      import: importStats.reused ? "reused an existing corpus" : { cases: importStats.imported, seconds: +importStats.seconds.toFixed(1), casesPerSecond: +(importStats.imported / importStats.seconds).toFixed(0), mbPerSecond: +(importStats.bytes / 2 ** 20 / importStats.seconds).toFixed(1) },
      rows,
    };
    console.log(`\nCorpus: ${corpus.toLocaleString()} cases, ${result.corpus.judgmentTextMB} MB of judgment text.`);
    if (!importStats.reused) console.log(`Import through the Worker: ${JSON.stringify(result.import)}`);
    writeFileSync("bench-results/latest.json", JSON.stringify(result, null, 2));
    console.log("Written to bench-results/latest.json");
  } finally {
    if (sessionToken) await fetch(`${BASE}/auth/logout`, { method: "POST", redirect: "manual", headers: { authorization: `Bearer ${sessionToken}` } }).catch(() => null);
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already stopped
    }
  }
}

await main();
