/**
 * Searches over two case shards (decision 122, issue 36): real judgments of the shared sample
 * written through the one import path into two D1 databases — the Supreme Court's in one, the same
 * texts placed in the High Court of Bombay in the other — and the same six into one database for
 * comparison. A court-filtered search reads one shard; an all-courts search merges both in date
 * order and in Best match, with the page count one database would give.
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { importLines } from "../../app/services/cases/import.server";
import { createContext } from "../../app/utils/context.server";
import { createD1Backend } from "../../search-index/d1-backend";
import { createShardedBackend, type CaseShard } from "../../search-index/sharded-backend";
import type { Controls, SearchQuery } from "../../search-index/types";
import { sampleById } from "./helpers";
import { LIBRARY_MIGRATION } from "./statutes-library";

const SUPREME_COURT = 1;
const BOMBAY = 3;
/** Six judgments of the sample that all hold "appeal", four of them "dowry" and "cruelty" (read from ../shared/data, never copied). */
const SC_IDS = ["aila2019:C1213", "aila2019:C1000", "aila2019:C1393"];
const HC_IDS = ["aila2019:C1254", "aila2019:C1549", "aila2019:C1001"];

/** Counts the statements a database is asked, to show which shards a search read. */
function counted(db: D1Database) {
  const seen = { statements: 0 };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (q: string) => (seen.statements++, target.prepare(q));
      const v = Reflect.get(target, prop);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { db: proxy as D1Database, seen };
}

const migrate = (db: D1Database) => applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name !== LIBRARY_MIGRATION));

let shard1: ReturnType<typeof counted>;
let shard2: ReturnType<typeof counted>;
let shards: CaseShard[];

/** The record as a High Court judgment: the same text, its court the Bombay High Court, its own source id. */
function asBombay(raw: string): string {
  const r = JSON.parse(raw) as Record<string, unknown>;
  return JSON.stringify({ ...r, id: `hc-${String(r.id)}`, court: "High Court of Bombay", citations: [] });
}

beforeAll(async () => {
  await migrate(env.CASES_1);
  await migrate(env.CASES_2);
  // One counter of doc ids in the catalogue (decision 122); here, the second shard's start far from the first's.
  await env.CASES_2.prepare("update counters set value = 50000 where name = 'doc_id'").run();
  const lines = await sampleById();
  const at = (db: D1Database) => createContext({ ...env, DB: db }, undefined, { now: () => new Date() });
  const sc = SC_IDS.map((id, i) => ({ line: i + 1, raw: lines.get(id)! }));
  const hc = HC_IDS.map((id, i) => ({ line: i + 1, raw: asBombay(lines.get(id)!) }));
  expect((await importLines(at(env.CASES_1), sc)).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
  expect((await importLines(at(env.CASES_2), hc)).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
  // The same six in one database, with the same doc ids: what the merged answers must equal.
  expect((await importLines(at(env.DB), sc)).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
  await env.DB.prepare("update counters set value = 50000 where name = 'doc_id'").run();
  expect((await importLines(at(env.DB), hc)).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
  shard1 = counted(env.CASES_1);
  shard2 = counted(env.CASES_2);
  shards = [
    { spec: { id: 1, courts: [SUPREME_COURT], yearFrom: null, yearTo: null }, db: shard1.db },
    { spec: { id: 2, courts: null, yearFrom: null, yearTo: null }, db: shard2.db },
  ];
});

const ids = (r: { items: { docId: number }[] }) => r.items.map((i) => i.docId);
const word: SearchQuery = { mode: "word", text: "appeal", section: "judgment", method: "all" };

describe("two case shards searched as one", () => {
  test("the shards hold their own cases: three Supreme Court judgments in one, three Bombay ones in the other", async () => {
    const courts = async (db: D1Database) => (await db.prepare("select court_id as c, count(*) as n from cases group by court_id").all<{ c: number; n: number }>()).results;
    expect(await courts(env.CASES_1)).toEqual([{ c: SUPREME_COURT, n: 3 }]);
    expect(await courts(env.CASES_2)).toEqual([{ c: BOMBAY, n: 3 }]);
  });

  test("a court-filtered search reads only that court's shard", async () => {
    shard1.seen.statements = 0;
    shard2.seen.statements = 0;
    const r = await createShardedBackend(shards).search(word, { page: 1, perPage: 10, courtId: BOMBAY });
    expect(r.total).toBe(3);
    expect(r.items.every((i) => i.court?.startsWith("High Court of Bombay"))).toBe(true);
    expect(shard1.seen.statements).toBe(0);
    expect(shard2.seen.statements).toBeGreaterThan(0);
  });

  test("an all-courts search merges both shards newest first, page by page, with one database's count and pages", async () => {
    const one = createD1Backend(env.DB);
    const sharded = createShardedBackend(shards);
    for (const controls of [
      { page: 1, perPage: 10 },
      { page: 1, perPage: 2 },
      { page: 2, perPage: 2 },
      { page: 3, perPage: 2 },
      { page: 2, perPage: 4, dateOrder: "a" as const, dateOrderChosen: true },
      { page: 1, perPage: 4, nameOrder: "a" as const },
    ] satisfies Controls[]) {
      const [a, b] = await Promise.all([one.search(word, controls), sharded.search(word, controls)]);
      expect(ids(b), JSON.stringify(controls)).toEqual(ids(a));
      expect({ total: b.total, pages: b.pages, capped: b.totalCapped }).toEqual({ total: a.total, pages: a.pages, capped: a.totalCapped });
    }
    const all = await sharded.search(word, { page: 1, perPage: 10 });
    expect(all.total).toBe(6);
    const dates = all.items.map((i) => i.decidedDate ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.items.map((i) => i.court?.split(" (")[0]))).toEqual(new Set(["Supreme Court", "High Court of Bombay"]));
  });

  test("Best match merges each shard's bm25 order: every match once, each shard's own order kept, one database's count", async () => {
    const q: SearchQuery = { mode: "word", text: "dowry death cruelty", section: "judgment", method: "any" };
    const controls: Controls = { page: 1, perPage: 10, relevance: true };
    const [a, b] = await Promise.all([createD1Backend(env.DB).search(q, controls), createShardedBackend(shards).search(q, controls)]);
    expect(b.total).toBe(a.total);
    expect(new Set(ids(b))).toEqual(new Set(ids(a)));
    // Within one shard the merged list keeps the shard's own ranking.
    for (const shard of [env.CASES_1, env.CASES_2]) {
      const own = ids(await createD1Backend(shard).search(q, controls));
      expect(ids(b).filter((id) => own.includes(id))).toEqual(own);
    }
    // A page past the first reads its details from the shard that holds each case.
    const second = await createShardedBackend(shards).search(q, { ...controls, page: 2, perPage: 2 });
    const firstFour = ids(await createShardedBackend(shards).search(q, { ...controls, page: 1, perPage: 4 }));
    expect(ids(second)).toEqual(firstFour.slice(2, 4));
    expect(second.items.every((i) => i.appellant)).toBe(true);
  });
});
