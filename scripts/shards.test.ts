/**
 * `npm run shards` (decision 126): the case migrations it writes — up to date with db/migrations,
 * the same schema as the catalogue's without the foreign keys that cross between a case's own
 * tables and the catalogue's — and `add`'s edit of a wrangler config (a copy of the repo's text).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { describe, expect, it } from "vitest";
import { CASE_OWN_TABLES, CATALOGUE_TABLES, crossShardLink, tableSide } from "../db/case-tables";
import { checkShardMap } from "../search-index/shards";
import { addShardToConfig, placeholderDatabaseId, readShardMap, ShardConfigError, withoutShards } from "./lib/shards-config";
import { caseMigration, caseMigrations, CaseMigrationError, renamesOf } from "./lib/shards-migrations";
import { CASE_MIGRATIONS_DIR, configWithShard, MIGRATIONS_DIR, parseWranglerToml, staleCaseMigrations } from "./shards";

const LIBRARY = "0034_statutes_library.sql";

describe("the case migrations", () => {
  it("db/case-migrations is what `npm run shards -- migrations` writes now (a new migration cannot be forgotten)", () => {
    expect(staleCaseMigrations()).toEqual([]);
  });

  it("no table is on both sides", () => {
    expect(CASE_OWN_TABLES.filter((t) => (CATALOGUE_TABLES as readonly string[]).includes(t))).toEqual([]);
  });

  it("cuts the keys that cross sides, column and table constraints alike, and keeps the rest byte for byte", () => {
    const sql = [
      "-- A comment naming REFERENCES `users`(`id`) stays.",
      "CREATE TABLE `case_files` (",
      "\t`doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`),",
      "\t`uploaded_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL DEFAULT 0,",
      "\t`note` text DEFAULT 'REFERENCES users(id)',",
      "\tFOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action,",
      "\tCONSTRAINT fk_court FOREIGN KEY (`uploaded_by`) REFERENCES `courts`(`id`) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED",
      ");",
      "ALTER TABLE `case_topics` ADD COLUMN `by` integer CONSTRAINT fk_by REFERENCES users (id) NOT NULL DEFAULT 1;",
      "ALTER TABLE case_topics ADD `t` integer REFERENCES \"topics\";",
      "CREATE TABLE `library_entries` (`doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`), `user_id` integer REFERENCES `users`(`id`));",
      "INSERT INTO posts (body) VALUES ('FOREIGN KEY (x) REFERENCES users(id); CREATE TABLE nope (a REFERENCES users)');",
    ].join("\n");
    expect(caseMigration(sql)).toBe(
      [
        "-- A comment naming REFERENCES `users`(`id`) stays.",
        "CREATE TABLE `case_files` (",
        "\t`doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`),",
        "\t`uploaded_by` integer DEFAULT 0,",
        "\t`note` text DEFAULT 'REFERENCES users(id)',",
        "\tFOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action",
        ");",
        "ALTER TABLE `case_topics` ADD COLUMN `by` integer NOT NULL DEFAULT 1;",
        "ALTER TABLE case_topics ADD `t` integer;",
        "CREATE TABLE `library_entries` (`doc_id` integer NOT NULL, `user_id` integer REFERENCES `users`(`id`));",
        "INSERT INTO posts (body) VALUES ('FOREIGN KEY (x) REFERENCES users(id); CREATE TABLE nope (a REFERENCES users)');",
      ].join("\n"),
    );
  });

  it("a link between two cases that may cross shards (CROSS_SHARD_LINKS) loses its key; a case's own doc id keeps it", () => {
    const sql = [
      "CREATE TABLE `cases_referred` (",
      "\t`doc_id` integer NOT NULL,",
      "\t`linked_doc_id` integer,",
      "\tFOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action,",
      "\tFOREIGN KEY (`linked_doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action",
      ");",
      "CREATE TABLE `__new_case_duplicates` (`doc_id` integer PRIMARY KEY REFERENCES `cases`(`doc_id`), `same_as` integer NOT NULL REFERENCES `cases`(`doc_id`));",
      "ALTER TABLE `__new_case_duplicates` RENAME TO `case_duplicates`;",
    ].join("\n");
    expect(caseMigration(sql, renamesOf([sql]))).toBe(
      [
        "CREATE TABLE `cases_referred` (",
        "\t`doc_id` integer NOT NULL,",
        "\t`linked_doc_id` integer,",
        "\tFOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action",
        ");",
        "CREATE TABLE `__new_case_duplicates` (`doc_id` integer PRIMARY KEY REFERENCES `cases`(`doc_id`), `same_as` integer NOT NULL);",
        "ALTER TABLE `__new_case_duplicates` RENAME TO `case_duplicates`;",
      ].join("\n"),
    );
  });

  it("the rows no shard reads (the statutes library) are cut statement by statement, and a migration left empty is SELECT 1", () => {
    const sql = [
      "CREATE TABLE `statute_sections` (`act` text, `body` text);",
      "INSERT OR IGNORE INTO `statute_sections` (`act`, `body`) VALUES ('IPC', 'whoever; commits INSERT INTO courts');",
      "INSERT INTO courts (name) VALUES ('Kept');",
      "UPDATE statute_sections SET body = 'x';",
    ].join("\n");
    expect(caseMigration(sql)).toBe(["CREATE TABLE `statute_sections` (`act` text, `body` text);", "", "INSERT INTO courts (name) VALUES ('Kept');", ""].join("\n"));
    const only = "-- the library\nDELETE FROM `statute_sections` WHERE 1;\n--> statement-breakpoint\nINSERT INTO `statute_sections_fts`(`statute_sections_fts`) VALUES ('rebuild');\n";
    expect(caseMigration(only)).toMatch(/^-- the library\n[^;]*SELECT 1;\n$/);
    const shardLibrary = readFileSync(path.join(CASE_MIGRATIONS_DIR, LIBRARY), "utf8");
    expect(shardLibrary).not.toMatch(/^\s*INSERT/im);
    expect(shardLibrary.length).toBeLessThan(10_000);
  });

  it("a first element that is a crossing table constraint goes with the comma after it", () => {
    expect(caseMigration("CREATE TABLE t_new (FOREIGN KEY (a) REFERENCES users(id), a integer);", new Map([["t_new", "cases"]]))).toBe("CREATE TABLE t_new ( a integer);");
  });

  it("a table rebuilt under a temporary name takes the side of the name it is renamed to, across migrations", () => {
    const files = new Map([
      ["0001_a.sql", "CREATE TABLE `cases_new` (`doc_id` integer PRIMARY KEY, `court_id` integer REFERENCES `courts`(`id`));\nINSERT INTO `cases_new` SELECT doc_id, court_id FROM `cases`;\nDROP TABLE `cases`;"],
      ["0002_b.sql", "ALTER TABLE `cases_new` RENAME TO `cases`;"],
    ]);
    expect(caseMigrations(files).get("0001_a.sql")).toBe(
      "CREATE TABLE `cases_new` (`doc_id` integer PRIMARY KEY, `court_id` integer);\nINSERT INTO `cases_new` SELECT doc_id, court_id FROM `cases`;\nDROP TABLE `cases`;",
    );
  });

  it("refuses a table neither list names, so a new table is classified before shards get it", () => {
    expect(() => caseMigration("CREATE TABLE `mystery` (`doc_id` integer REFERENCES `cases`(`doc_id`));")).toThrow(CaseMigrationError);
    expect(() => caseMigration("CREATE TABLE `case_topics` (`x` integer REFERENCES `mystery`(`id`));")).toThrow(/mystery/);
    expect(tableSide("CASES")).toBe("case");
  });

  it("on SQLite: the shard's schema is the catalogue's, minus only the crossing keys; a case naming what the shard's copies lack is written", () => {
    const open = (dir: string) => {
      const db = new Database(":memory:");
      db.exec("pragma foreign_keys = off");
      for (const f of readdirSync(dir).filter((n) => n.endsWith(".sql") && n !== LIBRARY).sort())
        for (const s of readFileSync(path.join(dir, f), "utf8").split("--> statement-breakpoint")) if (s.trim()) db.exec(s);
      db.exec("pragma foreign_keys = on");
      return db;
    };
    const catalogue = open(MIGRATIONS_DIR);
    const shard = open(CASE_MIGRATIONS_DIR);
    const tables = (db: InstanceType<typeof Database>) =>
      (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%fts%' and name not like '%scratch%' and name not like '_cf_%' order by name").all() as { name: string }[]).map((r) => r.name);
    expect(tables(shard)).toEqual(tables(catalogue));
    let kept = 0;
    for (const t of tables(catalogue)) {
      const cols = (db: InstanceType<typeof Database>) => db.prepare(`pragma table_info(${t})`).all();
      expect(cols(shard), t).toEqual(cols(catalogue));
      const keys = (db: InstanceType<typeof Database>) => (db.prepare(`pragma foreign_key_list(${t})`).all() as { table: string; from: string }[]).map((k) => `${k.from}→${k.table}`).sort();
      const side = tableSide(t);
      expect(keys(shard), t).toEqual(keys(catalogue).filter((k) => tableSide(k.split("→")[1]) === side && !crossShardLink(t, k.split("→")[0])));
      kept += keys(shard).length;
    }
    expect(kept).toBeGreaterThan(15);
    // A case of a court and a category the shard's copies lack, edited by staff member 4242 (only the catalogue has users).
    const write = (db: InstanceType<typeof Database>) => {
      db.exec("insert into cases (doc_id, appellant, judgement_order, court_id, case_category_id, search_key, live, created_at, modified_at) values (900001, 'A', '', 9999, 9999, 900001, 1, 'x', 'x')");
      db.exec("insert into case_field_origins (doc_id, field, origin, changed_by, changed_at) values (900001, 'appellant', 'staff', 4242, 'x')");
    };
    expect(() => write(shard)).not.toThrow();
    expect(() => write(catalogue)).toThrow(/FOREIGN KEY/);
    // A key between a case's own tables still holds in the shard.
    expect(() => shard.exec("insert into case_topics (doc_id, position, topic) values (123456789, 1, 'T')")).toThrow(/FOREIGN KEY/);
  });
});

const SHARDED_CONFIG = readFileSync(path.join(import.meta.dirname, "../wrangler.toml"), "utf8");
const JOBS_CONFIG = readFileSync(path.join(import.meta.dirname, "../workers/wrangler.toml"), "utf8");

const REPO_CONFIG = withoutShards(SHARDED_CONFIG);

describe("the repo's configs: the demo and the tests run on two shards (decision 127)", () => {
  it("both Workers bind CASES_1 and give one sound map: the Supreme Court in the catalogue's database (shard 0), every other court in CASES_1", () => {
    for (const [text, dir] of [
      [SHARDED_CONFIG, "db/case-migrations"],
      [JOBS_CONFIG, "../db/case-migrations"],
    ] as const) {
      const raw = parseWranglerToml(text);
      const map = JSON.parse((raw.vars as Record<string, string>).CASE_SHARDS);
      expect(map).toEqual([
        { id: 0, courts: [1], yearFrom: null, yearTo: null },
        { id: 1, courts: null, yearFrom: null, yearTo: null },
      ]);
      expect(checkShardMap(map)).toEqual([]);
      expect((raw.d1_databases as { binding: string; migrations_dir: string }[]).map((d) => [d.binding, d.migrations_dir])).toEqual([
        ["DB", dir.replace("case-", "")],
        ["CASES_1", dir],
      ]);
    }
    expect(REPO_CONFIG).not.toContain("CASES_1");
    expect(REPO_CONFIG).not.toContain("CASE_SHARDS");
  });
});

describe("npm run shards -- add, on a copy of wrangler.toml", () => {
  it("the first shard of a single-database config must be the catch-all: a court group alone is refused", () => {
    expect(() => addShardToConfig(REPO_CONFIG, { id: 1, courts: [1], yearFrom: null, yearTo: null })).toThrow(/no catch-all/);
    expect(() => addShardToConfig(REPO_CONFIG, { id: 0, courts: null, yearFrom: null, yearTo: null })).toThrow(ShardConfigError);
  });

  it("adds the binding and the map; wrangler reads back exactly the old config plus the shard", () => {
    const one = configWithShard(REPO_CONFIG, { id: 2, courts: null, yearFrom: null, yearTo: null });
    // Every line of the original is still there, in order: only lines were added.
    const added = one.text.split("\n");
    let at = 0;
    for (const line of REPO_CONFIG.split("\n")) {
      at = added.indexOf(line, at);
      expect(at, line).toBeGreaterThanOrEqual(0);
      at++;
    }
    const raw = parseWranglerToml(one.text);
    expect(raw.d1_databases).toEqual([
      { binding: "DB", database_name: "law-reporter", database_id: "00000000-0000-0000-0000-000000000001", migrations_dir: "db/migrations" },
      { binding: "CASES_2", database_name: "law-reporter-cases-2", database_id: placeholderDatabaseId(2), migrations_dir: "db/case-migrations" },
    ]);
    expect(JSON.parse((raw.vars as Record<string, string>).CASE_SHARDS)).toEqual([{ id: 2, courts: null, yearFrom: null, yearTo: null }]);

    // The Supreme Court's group, then its next period: the open shard is closed the year before.
    const two = configWithShard(one.text, { id: 1, courts: [1], yearFrom: null, yearTo: null, databaseId: "11111111-2222-3333-4444-555555555555" });
    const three = configWithShard(two.text, { id: 3, courts: [1], yearFrom: 2031, yearTo: null });
    expect(three.closed).toEqual({ id: 1, courts: [1], yearFrom: null, yearTo: 2030 });
    expect(readShardMap(three.text).map).toEqual([
      { id: 2, courts: null, yearFrom: null, yearTo: null },
      { id: 1, courts: [1], yearFrom: null, yearTo: 2030 },
      { id: 3, courts: [1], yearFrom: 2031, yearTo: null },
    ]);
    const d1 = parseWranglerToml(three.text).d1_databases as { binding: string; database_id: string }[];
    expect(d1.map((d) => d.binding)).toEqual(["DB", "CASES_2", "CASES_1", "CASES_3"]);
    expect(d1[2].database_id).toBe("11111111-2222-3333-4444-555555555555");
  });

  it("refuses an unsound map, a taken id or binding, and writes nothing then", () => {
    const one = addShardToConfig(REPO_CONFIG, { id: 2, courts: null, yearFrom: null, yearTo: null }).text;
    // A court group that starts in 2020 leaves its earlier years to no shard.
    expect(() => addShardToConfig(one, { id: 5, courts: [1, 2], yearFrom: 2020, yearTo: null })).toThrow(/no shard holds the years before 2020/);
    // A closed period overlapping the group's open shard.
    const two = addShardToConfig(one, { id: 1, courts: [1], yearFrom: null, yearTo: null }).text;
    expect(() => addShardToConfig(two, { id: 6, courts: [1], yearFrom: 1990, yearTo: 2000 })).toThrow(/hold the same years|open-ended/);
    expect(() => addShardToConfig(two, { id: 1, courts: [3], yearFrom: null, yearTo: null })).toThrow(/already binds CASES_1/);
    expect(() => addShardToConfig(one.replace(`CASE_SHARDS = '[{"id":2,"courts":null,"yearFrom":null,"yearTo":null}]'`, 'CASE_SHARDS = "[]"'), { id: 2, courts: null, yearFrom: null, yearTo: null })).toThrow(/already binds CASES_2/);
    expect(() => addShardToConfig(one.replace(`'[{"id":2`, `'[{"id":"x`), { id: 7, courts: [4], yearFrom: null, yearTo: null })).toThrow(/CASE_SHARDS/);
  });

  it("the jobs Worker's config (workers/wrangler.toml) reaches the case migrations from its own directory", () => {
    const out = configWithShard(withoutShards(JOBS_CONFIG), { id: 1, courts: null, yearFrom: null, yearTo: null, migrationsDir: "../db/case-migrations" });
    expect((parseWranglerToml(out.text).d1_databases as { binding: string; migrations_dir: string }[]).map((d) => [d.binding, d.migrations_dir])).toEqual([
      ["DB", "../db/migrations"],
      ["CASES_1", "../db/case-migrations"],
    ]);
  });

  it("reads a map written as a basic string, and adds [vars] to a config without one", () => {
    const basic = REPO_CONFIG.replace("[vars]\n", '[vars]\nCASE_SHARDS = "[{\\"id\\":4,\\"courts\\":null,\\"yearFrom\\":null,\\"yearTo\\":null}]"\n');
    expect(readShardMap(basic).map).toEqual([{ id: 4, courts: null, yearFrom: null, yearTo: null }]);
    const bare = 'name = "w"\nmain = "x.js"\n';
    const out = configWithShard(bare, { id: 1, courts: null, yearFrom: null, yearTo: null });
    expect(parseWranglerToml(out.text)).toMatchObject({ name: "w", d1_databases: [{ binding: "CASES_1" }], vars: { CASE_SHARDS: '[{"id":1,"courts":null,"yearFrom":null,"yearTo":null}]' } });
  });
});
