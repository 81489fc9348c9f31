/**
 * The import figure of `npm run bench` (docs/benchmarks.md): `npm run import` of a corpus on a
 * fresh, migrated state, timed as a user sees it (the whole command), against a raw SQLite insert
 * of the same rows measured in the same run: the very statements the import writes (case row,
 * parts, the three full-text tables, statute names), executed with libsql (SQLite 3.45, FTS5) on
 * a file in transactions of 100 cases, with nothing else around them.
 */
import { d1Bindings } from "./setup.mjs";
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { judgmentToCase, parseLine } from "../../app/services/cases/import.server";
import { caseBatchStatements, type CaseInput } from "../../app/services/cases/cases.server";
import { citationGraphStatements } from "../../app/services/graph/citation-graph.server";
import { duplicateStatements } from "../../app/services/cases/duplicates.server";
import { createDb } from "../../app/utils/context.server";

export type ImportBench = {
  cases: number;
  importSeconds: number;
  importPerSecond: number;
  rawSeconds: number;
  rawPerSecond: number;
  ratio: number;
  /** the same raw insert without the citation graph's and the fingerprint's statements (decisions 053, 062, 064) */
  rawWithoutGraphSeconds: number;
  rawWithoutGraphPerSecond: number;
  /** building the graph's part of each case in JavaScript (references, equal citations, name keys, fingerprint), all cases */
  graphBuildSeconds: number;
};

/** The tables of the citation graph and of "one judgment, one case": their statements are what the without-graph figure leaves out. */
const GRAPH_TABLES = /\b(?:case_references|case_citation_keys|case_citation_equals|case_name_keys|case_shingles|case_duplicates)\b/;

/** Runs the import figure on `lines` (JSON Lines records) in `dir` (emptied first). */
export function benchImport(lines: string[], dir: string): ImportBench {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const corpus = path.join(dir, "corpus.jsonl");
  writeFileSync(corpus, lines.join("\n") + "\n");
  const state = path.join(dir, "state");
  // Every database of wrangler.toml (decision 127): `npm run import` places the cases by CASE_SHARDS.
  for (const binding of d1Bindings()) execFileSync("npx", ["wrangler", "d1", "migrations", "apply", binding, "--local", "--persist-to", state], { stdio: "ignore" });

  const started = performance.now();
  execFileSync("npx", ["tsx", "scripts/import.ts", corpus], { env: { ...process.env, LAW_REPORTER_STATE: state }, stdio: ["ignore", "inherit", "inherit"] });
  const importSeconds = (performance.now() - started) / 1000;

  const rawSeconds = rawInsert(lines, path.join(dir, "raw.sqlite"));
  const rawWithoutGraphSeconds = rawInsert(lines, path.join(dir, "raw-without-graph.sqlite"), (sql) => !GRAPH_TABLES.test(sql));
  const graphBuildSeconds = graphBuild(lines);
  return {
    cases: lines.length,
    importSeconds: +importSeconds.toFixed(1),
    importPerSecond: Math.round(lines.length / importSeconds),
    rawSeconds: +rawSeconds.toFixed(1),
    rawPerSecond: Math.round(lines.length / rawSeconds),
    ratio: +(rawSeconds / importSeconds).toFixed(2),
    rawWithoutGraphSeconds: +rawWithoutGraphSeconds.toFixed(1),
    rawWithoutGraphPerSecond: Math.round(lines.length / rawWithoutGraphSeconds),
    graphBuildSeconds: +graphBuildSeconds.toFixed(1),
  };
}

/** Seconds to build the graph's and the fingerprint's statements of every case (pure JavaScript, as the import Worker does per case). */
function graphBuild(lines: string[]): number {
  let seconds = 0;
  for (const [k, raw] of lines.entries()) {
    const parsed = parseLine(raw);
    if (!parsed.ok) continue;
    const input = judgmentToCase(parsed.record) as CaseInput;
    const t = performance.now();
    citationGraphStatements(100_000 + k, input);
    duplicateStatements(100_000 + k, input);
    seconds += (performance.now() - t) / 1000;
  }
  return seconds;
}

/** Seconds to execute the import's statements for `lines` on raw SQLite (building them is not timed). */
function rawInsert(lines: string[], file: string, keep: (sql: string) => boolean = () => true): number {
  const db = new Database(file);
  db.exec("pragma journal_mode = wal");
  const migrations = path.resolve("db/migrations");
  for (const name of readdirSync(migrations).filter((f) => f.endsWith(".sql")).sort()) db.exec(readFileSync(path.join(migrations, name), "utf8"));
  const builder = createDb({} as D1Database);
  const nowIso = new Date().toISOString();
  const cache = new Map<string, ReturnType<typeof db.prepare>>();
  let seconds = 0;
  for (let i = 0; i < lines.length; i += 100) {
    const writes = lines.slice(i, i + 100).flatMap((raw, k) => {
      const parsed = parseLine(raw);
      return parsed.ok ? [{ docId: 100_000 + i + k, input: judgmentToCase(parsed.record) }] : [];
    });
    const statements = caseBatchStatements(builder, writes, null, nowIso)
      .map((s) => s.toSQL())
      .filter((s) => keep(s.sql));
    const t = performance.now();
    db.exec("begin");
    for (const { sql, params } of statements) {
      let stmt = cache.get(sql);
      if (!stmt) cache.set(sql, (stmt = db.prepare(sql)));
      stmt.run(params.map((p) => (typeof p === "boolean" ? Number(p) : p)));
    }
    db.exec("commit");
    seconds += (performance.now() - t) / 1000;
  }
  db.close();
  return seconds;
}
