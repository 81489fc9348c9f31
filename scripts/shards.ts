/**
 * The case shards' commands (decision 122, decision 126).
 *
 *   npm run shards -- migrations [--check]
 *     Writes db/case-migrations (the migrations every case shard gets) from db/migrations: the same
 *     files, without the foreign keys between a case's own tables and the catalogue's. --check
 *     writes nothing and fails when the directory is not what it would write.
 *
 *   npm run shards -- add --id N [--courts 1,2] [--from Y] [--to Y] [--database-id UUID]
 *                         [--config wrangler.toml] [--local [--persist-to DIR]]
 *     Adds shard N to a wrangler config: its [[d1_databases]] binding CASES_N (database
 *     law-reporter-cases-N, migrations_dir db/case-migrations) and CASE_SHARDS, refused unless the
 *     new map passes checkShardMap. No --courts: the catch-all shard (every court no shard names).
 *     --from Y of a group that has an open shard closes that one at Y − 1. With --local, applies the
 *     case migrations to the new local database (wrangler d1 migrations apply CASES_N --local).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { addShardToConfig, roundTripProblems, shardBinding, ShardConfigError, type NewShard } from "./lib/shards-config";
import { caseMigrations, CaseMigrationError } from "./lib/shards-migrations";

const ROOT = path.join(import.meta.dirname, "..");
export const MIGRATIONS_DIR = path.join(ROOT, "db/migrations");
export const CASE_MIGRATIONS_DIR = path.join(ROOT, "db/case-migrations");

const README = `# Case migrations (generated: do not edit)

The migrations every case shard (binding CASES_N, decision 122) gets: db/migrations, file for file,
without the foreign keys between a case's own tables and the catalogue's (db/case-tables.ts;
decision 126). Written by \`npm run shards -- migrations\` after any change to db/migrations; a unit
test (scripts/shards.test.ts) fails while this directory is not what the script would write.
`;

/** What db/case-migrations should hold: file name → text. */
export function expectedCaseMigrations(): Map<string, string> {
  const names = readdirSync(MIGRATIONS_DIR).filter((n) => n.endsWith(".sql")).sort();
  const out = caseMigrations(new Map(names.map((n) => [n, readFileSync(path.join(MIGRATIONS_DIR, n), "utf8")])));
  out.set("README.md", README);
  return out;
}

/** The names whose text in db/case-migrations differs from what the script would write (or is missing or extra). */
export function staleCaseMigrations(): string[] {
  const expected = expectedCaseMigrations();
  let present: string[] = [];
  try {
    present = readdirSync(CASE_MIGRATIONS_DIR);
  } catch {
    // No directory yet: every file is missing.
  }
  const stale = [...expected].filter(([n, text]) => !present.includes(n) || readFileSync(path.join(CASE_MIGRATIONS_DIR, n), "utf8") !== text).map(([n]) => n);
  return [...stale, ...present.filter((n) => !expected.has(n))].sort();
}

function writeMigrations(check: boolean): void {
  const stale = staleCaseMigrations();
  if (check) {
    if (stale.length) {
      console.error(`db/case-migrations is out of date (${stale.join(", ")}): run npm run shards -- migrations`);
      process.exit(1);
    }
    console.log("db/case-migrations is up to date");
    return;
  }
  const expected = expectedCaseMigrations();
  mkdirSync(CASE_MIGRATIONS_DIR, { recursive: true });
  for (const n of stale) {
    const text = expected.get(n);
    if (text === undefined) rmSync(path.join(CASE_MIGRATIONS_DIR, n));
    else writeFileSync(path.join(CASE_MIGRATIONS_DIR, n), text);
  }
  console.log(stale.length ? `db/case-migrations: wrote ${stale.join(", ")}` : "db/case-migrations is up to date");
}

/** wrangler's own reading of a config text (through a temporary file). */
export function parseWranglerToml(text: string): Record<string, unknown> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shards-config-"));
  try {
    const file = path.join(dir, "wrangler.toml");
    writeFileSync(file, text);
    return experimental_readRawConfig({ config: file }).rawConfig as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The new config text, checked: the map by checkShardMap, the text by reading it back with wrangler. */
export function configWithShard(text: string, shard: NewShard) {
  const result = addShardToConfig(text, shard);
  const problems = roundTripProblems(parseWranglerToml(text), parseWranglerToml(result.text), shard, result.map);
  if (problems.length) throw new ShardConfigError(`the edited config does not read back as meant: ${problems.join("; ")}`);
  return result;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith("--")) throw new ShardConfigError(`${name} needs a value`);
  return v;
}

function wholeNumber(v: string | undefined, name: string): number | null {
  if (v === undefined) return null;
  if (!/^\d{1,9}$/.test(v)) throw new ShardConfigError(`${name} must be a whole number, not "${v}"`);
  return Number(v);
}

function add(args: string[]): void {
  const id = wholeNumber(option(args, "--id"), "--id");
  if (id === null) throw new ShardConfigError("--id N is required");
  const courtsArg = option(args, "--courts");
  const courts = courtsArg === undefined || courtsArg === "all" ? null : courtsArg.split(",").map((c) => wholeNumber(c.trim(), "--courts")!);
  const config = path.resolve(option(args, "--config") ?? path.join(ROOT, "wrangler.toml"));
  // migrations_dir is read from the config's own directory (workers/wrangler.toml: ../db/case-migrations).
  const migrationsDir = path.relative(path.dirname(config), CASE_MIGRATIONS_DIR).split(path.sep).join("/");
  const shard: NewShard = { id, courts, yearFrom: wholeNumber(option(args, "--from"), "--from"), yearTo: wholeNumber(option(args, "--to"), "--to"), databaseId: option(args, "--database-id"), migrationsDir };
  const { text, map, closed } = configWithShard(readFileSync(config, "utf8"), shard);
  writeFileSync(config, text);
  console.log(`${config}: bound ${shardBinding(id)} (database law-reporter-cases-${id}, migrations ${migrationsDir})`);
  if (closed) console.log(`shard ${closed.id} now ends with ${closed.yearTo}: its court group's judgments from ${shard.yearFrom} on go to shard ${id}`);
  console.log(`CASE_SHARDS = ${JSON.stringify(map)}`);
  if (args.includes("--local")) {
    const persist = option(args, "--persist-to");
    const apply = ["d1", "migrations", "apply", shardBinding(id), "--local", "--config", config, ...(persist ? ["--persist-to", persist] : [])];
    try {
      execFileSync(path.join(ROOT, "node_modules/.bin/wrangler"), apply, { stdio: "inherit", cwd: path.dirname(config), env: { ...process.env, CI: "1" } });
    } catch {
      throw new ShardConfigError(`the config is written, but wrangler ${apply.join(" ")} failed (above): run it again`);
    }
  } else console.log(`next: wrangler d1 migrations apply ${shardBinding(id)} --local (or --remote, after pasting the database id)`);
}

function main(): void {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === "migrations") writeMigrations(args.includes("--check"));
    else if (command === "add") add(args);
    else {
      console.error("usage: npm run shards -- migrations [--check] | add --id N [--courts 1,2] [--from Y] [--to Y] [--database-id UUID] [--config FILE] [--local [--persist-to DIR]]");
      process.exit(2);
    }
  } catch (e) {
    if (e instanceof ShardConfigError || e instanceof CaseMigrationError) {
      console.error(`shards ${command}: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
