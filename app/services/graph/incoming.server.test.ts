/**
 * The incoming rows' statements (decision 133) on an in-memory SQLite (libsql) with a shard's
 * migrations (db/case-migrations, statutes library left out): which references leave a shard, which
 * rows a shard takes, which of its judgments cite a case. The write paths are tested on two real
 * shards in tests/integration/case-shards.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { beforeEach, describe, expect, it } from "vitest";
import { INCOMING_COLUMNS, INSERT_SQL, LINKED_TO_SQL, OUTGOING_SQL } from "./incoming.server";

const MIGRATIONS = path.join(import.meta.dirname, "../../../db/case-migrations");
const NOW = "2026-11-27T10:00:00.000Z";

let db: InstanceType<typeof Database>;
const rows = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...(params as never[])) as Record<string, unknown>[];

/** A case of this shard: live unless told, its search key null for a moved case's tombstone. */
function addCase(docId: number, over: { live?: number; deleted?: boolean; searchKey?: number | null } = {}) {
  db.prepare(
    `insert into cases (doc_id, appellant, respondent, judgement_order, court_id, decided_date, search_key, live, deleted_at, all_judges, created_at, modified_at)
     values (?, ?, 'State', '', 3, '2022-01-05', ?, ?, ?, 'A; B', ?, ?)`,
  ).run(docId, `Appellant ${docId}`, over.searchKey === undefined ? docId * 10 : over.searchKey, over.live ?? 1, over.deleted ? NOW : null, NOW, NOW);
}
const cite = (docId: number, position: number, cited: number | null, how: string | null = "citation") =>
  db
    .prepare("insert into case_references (doc_id, position, cited_key, cited_doc_id, as_written, source, resolved_by, treatment) values (?, ?, ?, ?, ?, 'text', ?, 'followed')")
    .run(docId, position, `k${docId}-${position}`, cited, `(2020) ${position} SCC ${docId}`, how);

beforeEach(() => {
  db = new Database(":memory:");
  db.exec("pragma foreign_keys = on");
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql") && f !== "0034_statutes_library.sql")
    .sort();
  for (const f of files)
    for (const s of readFileSync(path.join(MIGRATIONS, f), "utf8")
      .split("--> statement-breakpoint")
      .map((x) => x.trim())
      .filter(Boolean))
      db.exec(s);
});

describe("a shard's references that leave it (OUTGOING_SQL)", () => {
  it("are the written judgments' links to a case it does not hold or holds only as a tombstone; never a link within it, an unresolved one, or an unpublished judgment's", () => {
    addCase(1);
    addCase(2);
    addCase(3, { live: 0, deleted: true, searchKey: null });
    addCase(4, { live: 0 });
    addCase(5, { deleted: true });
    cite(1, 1, 2);
    cite(1, 2, 3);
    cite(1, 3, 50, "staff");
    cite(1, 4, null, null);
    cite(4, 1, 50);
    cite(5, 1, 50);
    const out = rows(OUTGOING_SQL, JSON.stringify([1, 4, 5]));
    expect(out.map((r) => [r.doc_id, r.position, r.cited_doc_id, r.resolved_by])).toEqual([
      [1, 2, 3, "citation"],
      [1, 3, 50, "staff"],
    ]);
    // Each row holds what Cited by shows of the citing judgment, in the insert's order of columns.
    expect(Object.keys(out[0])).toEqual([...INCOMING_COLUMNS]);
    expect(out[0]).toMatchObject({ appellant: "Appellant 1", respondent: "State", court_id: 3, decided_date: "2022-01-05", search_key: 10, all_judges: "A; B", copy: 0, treatment: "followed" });
  });

  it("marks a citing judgment that is a copy of another (decision 064), not one the staff called separate", () => {
    addCase(1);
    cite(1, 1, 50);
    db.prepare("insert into case_duplicates (doc_id, same_as, similarity, status) values (1, 70, 1, 'linked')").run();
    expect(rows(OUTGOING_SQL, "[1]").map((r) => r.copy)).toEqual([1]);
    db.prepare("update case_duplicates set status = 'separate' where doc_id = 1").run();
    expect(rows(OUTGOING_SQL, "[1]").map((r) => r.copy)).toEqual([0]);
  });
});

describe("the rows a shard takes (INSERT_SQL) and its judgments citing a case (LINKED_TO_SQL)", () => {
  it("inserts a row only for a case it holds, and again harmlessly; reads its published judgments' links to the cases asked", () => {
    addCase(7);
    const row = (cited: number, citing: number) => [cited, citing, 1, `Appellant ${citing}`, null, 1, null, "2023-02-01", 99, null, 0, "(2020) 1 SCC 7", "citation", 2, "2", "the sentence", "followed", null, null];
    for (let i = 0; i < 2; i++) db.prepare(INSERT_SQL).run(JSON.stringify([row(7, 90), row(8, 91)]));
    expect(rows("select cited_doc_id, doc_id, position, appellant, pinpoint, treatment from case_incoming")).toEqual([
      { cited_doc_id: 7, doc_id: 90, position: 1, appellant: "Appellant 90", pinpoint: "2", treatment: "followed" },
    ]);
    addCase(20);
    addCase(21, { live: 0 });
    cite(20, 1, 60);
    cite(20, 2, 61);
    cite(21, 1, 60);
    cite(7, 1, 7);
    expect(rows(LINKED_TO_SQL, "[60, 7]").map((r) => [r.doc_id, r.cited_doc_id])).toEqual([[20, 60]]);
  });
});
