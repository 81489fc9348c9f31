/**
 * The pure parts of a case write across the catalogue and a shard (decision 122 "Writes"): the
 * shard a case goes to, migration 0037's directory back-fill, and step 3's catalogue statements
 * (the directory row live, the watch alerts) run on an in-memory SQLite (libsql) with every
 * migration but the statutes library's.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { beforeAll, describe, expect, it } from "vitest";
import { CASE_CITED_TABLES, CASE_DOC_TABLES, tableSide } from "../../../db/case-tables";
import type { ShardSpec } from "../../../search-index/shards";
import type { Statement } from "./cases.server";
import { CASE_TABLES, directoryLive, removalStatements, shardOfInput, watchStatementsOf, type WrittenFacts } from "./case-writes.server";

const MIGRATIONS = path.join(import.meta.dirname, "../../../db/migrations");
const statements = (file: string) =>
  readFileSync(path.join(MIGRATIONS, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);

let db: InstanceType<typeof Database>;
const run = (list: Statement[]) => {
  for (const s of list) {
    const { sql, params } = s.toSQL();
    db.prepare(sql).run(...(params as never[]));
  }
};
const all = (sql: string) => db.prepare(sql).all() as Record<string, unknown>[];

const NOW = "2026-11-27T10:00:00.000Z";

beforeAll(() => {
  db = new Database(":memory:");
  // The watchers' users are not the subject here.
  db.exec("pragma foreign_keys = off");
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql") && f !== "0034_statutes_library.sql")
    .sort();
  for (const f of files.filter((x) => x < "0037")) for (const s of statements(f)) db.exec(s);
  // Two cases before the directory exists: migration 0037 back-fills them.
  db.exec(`insert into cases (doc_id, appellant, respondent, judgement_order, court_id, decided_date, search_key, live, deleted_at, created_at, modified_at)
           values (1, '${"A".repeat(250)}', 'B', '', 1, '2001-02-03', 77, 1, null, '${NOW}', '${NOW}'),
                  (2, 'Gone', null, '', null, null, 78, 0, '${NOW}', '${NOW}', '${NOW}')`);
  for (const f of files.filter((x) => x >= "0037")) for (const s of statements(f)) db.exec(s);
});

describe("where a case is written", () => {
  const map: ShardSpec[] = [
    { id: 1, courts: [1], yearFrom: null, yearTo: 1999 },
    { id: 3, courts: [1], yearFrom: 2000, yearTo: null },
    { id: 2, courts: null, yearFrom: null, yearTo: null },
  ];
  it("goes by the court's shards and the decision year; an undated case to the group's newest; other courts to the catch-all", () => {
    expect(shardOfInput(map, { appellant: "A", judgementOrder: "", courtId: 1, decidedYear: 1985 }).id).toBe(1);
    expect(shardOfInput(map, { appellant: "A", judgementOrder: "", courtId: 1, decidedYear: 2021 }).id).toBe(3);
    expect(shardOfInput(map, { appellant: "A", judgementOrder: "", courtId: 1 }).id).toBe(3);
    expect(shardOfInput(map, { appellant: "A", judgementOrder: "", courtId: 7, decidedYear: 1985 }).id).toBe(2);
    expect(shardOfInput(map, { appellant: "A", judgementOrder: "" }).id).toBe(2);
  });
});

describe("the directory of cases", () => {
  it("migration 0037 back-fills every case of the catalogue: shard 0, live, the title cut at 200 characters, the deleted flag", () => {
    expect(all("select doc_id, shard_id, court_id, decided_date, search_key, length(title) as len, live, state, deleted from case_directory order by doc_id")).toEqual([
      { doc_id: 1, shard_id: 0, court_id: 1, decided_date: "2001-02-03", search_key: 77, len: 200, live: 1, state: "live", deleted: 0 },
      { doc_id: 2, shard_id: 0, court_id: null, decided_date: null, search_key: 78, len: 4, live: 0, state: "live", deleted: 1 },
    ]);
  });

  it("step 3 makes a 'writing' row live with what the shard holds, and writes a row it lacks", () => {
    db.exec(`insert into case_directory (doc_id, shard_id, title, state, updated_at) values (10, 2, 'X', 'writing', '${NOW}')`);
    const rows: WrittenFacts["rows"] = [
      { docId: 10, courtId: 3, decidedDate: "2021-04-03", searchKey: 900, title: "X v. Y", live: 1, deleted: 0, fresh: 1 },
      { docId: 11, courtId: null, decidedDate: null, searchKey: 901, title: "Z", live: 0, deleted: 1, fresh: 0 },
    ];
    run([directoryLive(rows, 2, NOW)]);
    expect(all("select doc_id, shard_id, court_id, decided_date, search_key, title, live, state, deleted from case_directory where doc_id >= 10 order by doc_id")).toEqual([
      { doc_id: 10, shard_id: 2, court_id: 3, decided_date: "2021-04-03", search_key: 900, title: "X v. Y", live: 1, state: "live", deleted: 0 },
      { doc_id: 11, shard_id: 2, court_id: null, decided_date: null, search_key: 901, title: "Z", live: 0, state: "live", deleted: 1 },
    ]);
  });
});

describe("the watch alerts of a write to a shard, in the catalogue", () => {
  it("a 'cited' event for a watched case once per level, the seen levels, a 'new' event while saved searches exist", () => {
    db.exec(`insert into case_watches (user_id, doc_id, stop_token, created_at) values (5, 1, 't', '${NOW}')`);
    db.exec(`insert into saved_searches (user_id, mode, params, label, stop_token, created_at) values (5, 'word', 'q=x', 'x', 't', '${NOW}')`);
    const facts: WrittenFacts = {
      rows: [{ docId: 20, courtId: 3, decidedDate: null, searchKey: 950, title: "N", live: 1, deleted: 0, fresh: 1 }],
      // Case 20 follows case 1 (watched) and case 2 (not watched).
      citing: [
        [20, 1, 1, "followed", "4"],
        [20, 2, 1, null, null],
      ],
      cited: [],
    };
    run(watchStatementsOf(facts, NOW));
    expect(all("select kind, doc_id, cited_doc_id, treatment, pinpoint from watch_events order by id")).toEqual([
      { kind: "cited", doc_id: 20, cited_doc_id: 1, treatment: "followed", pinpoint: "4" },
      { kind: "new", doc_id: 20, cited_doc_id: null, treatment: null, pinpoint: null },
    ]);
    expect(all("select doc_id, cited_doc_id, level from watch_seen")).toEqual([{ doc_id: 20, cited_doc_id: 1, level: 1 }]);
    expect(all("select doc_id from watch_pending_cases")).toEqual([]);
    // The same write again (the retry): nothing new. Then the reference turns negative: one more event.
    run(watchStatementsOf({ ...facts, rows: [{ ...facts.rows[0], fresh: 0 }] }, NOW));
    expect(all("select count(*) as n from watch_events")).toEqual([{ n: 2 }]);
    run(watchStatementsOf({ ...facts, rows: [{ ...facts.rows[0], fresh: 0 }], citing: [[20, 1, 2, "overruled", "4"]] }, NOW));
    expect(all("select kind, treatment from watch_events order by id desc limit 1")).toEqual([{ kind: "cited", treatment: "overruled" }]);
    expect(all("select level from watch_seen where doc_id = 20 and cited_doc_id = 1")).toEqual([{ level: 2 }]);
  });

  it("a case written not readable (not live) waits in watch_pending_cases for its 'new' event", () => {
    const facts: WrittenFacts = { rows: [{ docId: 21, courtId: null, decidedDate: null, searchKey: 951, title: "P", live: 0, deleted: 0, fresh: 1 }], citing: [], cited: [] };
    run(watchStatementsOf(facts, NOW));
    expect(all("select doc_id from watch_pending_cases")).toEqual([{ doc_id: 21 }]);
    run(watchStatementsOf({ rows: [{ ...facts.rows[0], live: 1, fresh: 0 }], citing: [], cited: [] }, NOW));
    expect(all("select doc_id from watch_pending_cases")).toEqual([]);
    expect(all("select kind from watch_events where doc_id = 21")).toEqual([{ kind: "new" }]);
  });
});

describe("a move's removal from the old shard", () => {
  it("knows every table of db/schema.ts with a doc_id: a case's own (removed) or the catalogue's, as db/case-tables.ts classes them", () => {
    // The one classification (decision 126): what a move removes is exactly a case's doc-id tables.
    expect([...CASE_TABLES].sort()).toEqual([...CASE_DOC_TABLES].sort());
    const schema = readFileSync(path.join(import.meta.dirname, "../../../db/schema.ts"), "utf8");
    const withDocId = [...schema.matchAll(/sqliteTable\(\s*"(\w+)",\s*\{([^]*?)\n\s{0,4}\}/g)].filter((m) => m[2].includes('integer("doc_id")')).map((m) => m[1]);
    expect(withDocId.length).toBeGreaterThan(20);
    // …or keyed by the case it cites, its doc_id another shard's case (decision 133): removed by cited_doc_id.
    const cited = CASE_CITED_TABLES as readonly string[];
    for (const table of withDocId) expect(table === "cases" || (CASE_TABLES as readonly string[]).includes(table) || cited.includes(table) || tableSide(table) === "catalogue", table).toBe(true);
  });

  it("removes the case's rows and its row; keeps a hidden tombstone while another case links to it, and runs again harmlessly", () => {
    const add = (docId: number, key: number) => {
      db.exec(`insert into cases (doc_id, appellant, judgement_order, search_key, live, created_at, modified_at) values (${docId}, 'M', '', ${key}, 1, '${NOW}', '${NOW}')`);
      db.exec(`insert into case_topics (doc_id, position, topic) values (${docId}, 1, 'T')`);
    };
    add(30, 3000);
    add(31, 3100);
    add(32, 3200);
    // Case 32 cites case 31.
    db.exec(`insert into case_references (doc_id, position, cited_key, cited_doc_id, as_written, source) values (32, 1, 'k', 31, 'x', 'text')`);
    // Case 99, in another shard, cites case 30 (its incoming row, decision 133): the row goes with the case, and no key holds the removal.
    db.exec(`insert into case_incoming (cited_doc_id, doc_id, position, appellant, as_written) values (30, 99, 1, 'Elsewhere', 'x')`);
    // As D1 does: a removal that left a link to a missing case would fail.
    db.exec("pragma foreign_keys = on");
    for (let i = 0; i < 2; i++) {
      run(removalStatements(30, NOW));
      run(removalStatements(31, NOW));
    }
    expect(all("select doc_id from cases where doc_id = 30")).toEqual([]);
    expect(all("select doc_id, live, deleted_at is not null as deleted, search_key from cases where doc_id = 31")).toEqual([{ doc_id: 31, live: 0, deleted: 1, search_key: null }]);
    expect(all("select doc_id from case_topics where doc_id in (30, 31, 32) order by doc_id")).toEqual([{ doc_id: 32 }]);
    expect(all("select doc_id from case_incoming")).toEqual([]);
  });
});
