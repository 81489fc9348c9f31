import { describe, expect, it } from "vitest";
import { compareKeys, createShardedBackend, mergeLists, shardFilterOf } from "./sharded-backend";

const DESC = { desc: true, nocase: false };
const ASC = { desc: false, nocase: false };
const NOCASE = { desc: false, nocase: true };

describe("mergeLists", () => {
  it("merges newest-first lists by their search keys, up to the limit", () => {
    const a = { ids: [1, 2, 3], keys: [[900], [500], [100]] };
    const b = { ids: [7, 8], keys: [[800], [600]] };
    expect(mergeLists([a, b], [DESC], 10).map((m) => m.docId)).toEqual([1, 7, 8, 2, 3]);
    expect(mergeLists([a, b], [DESC], 3)).toEqual([
      { shard: 0, position: 0, docId: 1 },
      { shard: 1, position: 0, docId: 7 },
      { shard: 1, position: 1, docId: 8 },
    ]);
  });
  it("merges Best match by tier, then bm25 (lower is better), then the newest", () => {
    // o0 tier desc, o1 score asc, o2 key desc (search-index/d1-backend.ts bestMatchSql)
    const order = [DESC, ASC, DESC];
    const a = { ids: [1, 2], keys: [[2, -9.5, 10], [1, -12, 20]] };
    const b = { ids: [6, 5], keys: [[2, -7, 40], [2, -7, 30]] };
    expect(mergeLists([a, b], order, 10).map((m) => m.docId)).toEqual([1, 6, 5, 2]);
  });
  it("orders names without case as SQLite's NOCASE does, then the date", () => {
    const a = { ids: [1, 2], keys: [["abdul", 5], ["Zafar", 9]] };
    const b = { ids: [3], keys: [["Bhim", 1]] };
    expect(mergeLists([a, b], [NOCASE, DESC], 10).map((m) => m.docId)).toEqual([1, 3, 2]);
  });
  it("puts NULL first ascending, as SQLite does, and keeps empty shards out", () => {
    expect(compareKeys([null], [1], [ASC])).toBeLessThan(0);
    expect(compareKeys([1], ["a"], [ASC])).toBeLessThan(0);
    expect(mergeLists([{ ids: [], keys: [] }, { ids: [4], keys: [[1]] }], [ASC], 5).map((m) => m.docId)).toEqual([4]);
  });
});

describe("shardFilterOf", () => {
  it("takes the court from the controls or the main search, and the years from the main search", () => {
    expect(shardFilterOf({ mode: "quick", text: "bail" }, { page: 1, perPage: 10, courtId: 3 })).toEqual({ courtId: 3, yearFrom: null, yearTo: null });
    expect(shardFilterOf({ mode: "main", courtId: 4, yearFrom: 1990, yearTo: 2000 }, { page: 1, perPage: 10 })).toEqual({ courtId: 4, yearFrom: 1990, yearTo: 2000 });
    expect(shardFilterOf({ mode: "main", decisionDate: "2011-05-02" }, { page: 1, perPage: 10 })).toEqual({ courtId: null, yearFrom: 2011, yearTo: 2011 });
  });
});

describe("createShardedBackend", () => {
  it("answers an empty page, never throws, when no shard holds the asked years", async () => {
    const db = {} as D1Database; // never asked
    const backend = createShardedBackend([
      { spec: { id: 1, courts: null, yearFrom: 1950, yearTo: null }, db },
      { spec: { id: 2, courts: [1], yearFrom: 1950, yearTo: null }, db },
    ]);
    const r = await backend.search({ mode: "main", appellant: "Ramesh", yearFrom: 1900, yearTo: 1910 }, { page: 1, perPage: 10 });
    expect(r).toMatchObject({ items: [], total: 0, pages: 0 });
  });
});

describe("createShardedBackend with the catalogue's masters (decision 128)", () => {
  const shard = {} as D1Database; // never asked: the bench is settled in the catalogue first
  const catalogue = {
    prepare: () => ({ first: async () => ({ courts: JSON.stringify([[3, "High Court of Bombay"]]), branches: JSON.stringify([[90, 3, "Zqseat"]]), citationMasters: null }) }),
  } as unknown as D1Database;
  const backend = createShardedBackend(
    [
      { spec: { id: 0, courts: [1], yearFrom: null, yearTo: null }, db: shard },
      { spec: { id: 1, courts: null, yearFrom: null, yearTo: null }, db: shard },
    ],
    catalogue,
  );

  it("a bench the catalogue does not know, or a bench of another court than the one asked, finds nothing without reading a shard", async () => {
    for (const controls of [{ branchId: 91 }, { branchId: 90, courtId: 1 }]) {
      const r = await backend.search({ mode: "quick", text: "bail" }, { page: 1, perPage: 10, ...controls });
      expect(r, JSON.stringify(controls)).toMatchObject({ items: [], total: 0, pages: 0 });
    }
    const main = await backend.search({ mode: "main", appellant: "Ramesh", courtId: 1 }, { page: 1, perPage: 10, branchId: 90 });
    expect(main).toMatchObject({ items: [], total: 0 });
  });
});
