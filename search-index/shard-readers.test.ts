/**
 * The second level of a search over case shards (decision 134): readers of at most six shards each,
 * their merged lists merged again by the front with the same `mergeParts`. The shards here are
 * in-memory parts answering as the D1 backend's `searchPart` does (the first `asked.perPage`
 * matches with their keys, the hits of a window of positions, counts capped at COUNT_CAP); a reader's
 * answer goes through JSON as it does through the service binding. The real hop inside workerd:
 * tests/integration/case-shards.test.ts.
 */
import { describe, expect, it } from "vitest";
import { createShardedBackend, groupsOf, mergeParts, READER_GROUP_SIZE, searchOver, type PartAnswer, type SearchPartFn, type ShardGroupRequest } from "./sharded-backend";
import type { KeyOrder } from "./d1-backend";
import { COUNT_CAP, type Controls, type SearchHit, type SearchQuery } from "./types";

const DESC = { desc: true, nocase: false };
const ASC = { desc: false, nocase: false };
const DATE_ORDER: KeyOrder[] = [DESC];
/** Best match: tier desc, bm25 asc (lower is better), search key desc (d1-backend.ts bestMatchSql). */
const BEST_MATCH: KeyOrder[] = [DESC, ASC, DESC];
const query: SearchQuery = { mode: "word", text: "appeal", section: "judgment", method: "all" };

type Row = { docId: number; keys: unknown[] };

/** A deterministic pseudo-random sequence (the same lists on every run). */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

const hit = (docId: number): SearchHit => ({ docId, appellant: `Appellant ${docId}`, respondent: "State", decidedDate: null, caseNumber: null, court: null, judgeName: null, citation: null, overruled: false, snippet: [{ text: `text of ${docId}` }] as SearchHit["snippet"] });

/** Sorts rows as a database's ORDER BY would (ties by doc id, as a stable engine's plan might give). */
function sorted(rows: Row[], order: KeyOrder[]): Row[] {
  const cmp = (a: unknown, b: unknown) => (a === b ? 0 : (a as number) < (b as number) ? -1 : 1);
  return [...rows].sort((a, b) => {
    for (const [i, o] of order.entries()) {
      const c = cmp(a.keys[i], b.keys[i]);
      if (c) return o.desc ? -c : c;
    }
    return a.docId - b.docId;
  });
}

/** A shard as the D1 backend answers: its `matched` count may exceed the rows it lists (a capped count). */
function fakeShard(rows: Row[], order: KeyOrder[], matched = rows.length, calls: { n: number } = { n: 0 }): SearchPartFn {
  const list = sorted(rows, order);
  return async (_q, asked, window) => {
    calls.n++;
    const top = list.slice(0, asked.perPage);
    return {
      ids: top.map((r) => r.docId),
      keys: window.keys ? top.map((r) => r.keys) : null,
      order,
      items: top.slice(window.from, window.to).map((r) => hit(r.docId)),
      page: 1,
      perPage: asked.perPage,
      total: Math.min(matched, COUNT_CAP),
      totalCapped: matched > COUNT_CAP,
      pages: 0,
      terms: ["appeal"],
      shortened: null,
    };
  };
}

/** Eight shards of date-ordered rows, many on the same day (ties between shards), doc ids never repeated. */
function dateShards(seed: number, sizes = [7, 0, 13, 4, 9, 25, 1, 11]) {
  const next = random(seed);
  let id = 1;
  return sizes.map((n) => Array.from({ length: n }, () => ({ docId: id++, keys: [20000 + Math.floor(next() * 12)] })));
}

/** Eight shards of Best match rows: tiers 1–2, bm25 scores with ties, search keys. */
function bestShards(seed: number, sizes = [12, 3, 8, 0, 15, 6, 9, 10]) {
  const next = random(seed);
  let id = 1;
  return sizes.map((n) => Array.from({ length: n }, () => ({ docId: id++, keys: [1 + Math.floor(next() * 2), -Math.round(next() * 8) / 2, 19000 + Math.floor(next() * 30)] })));
}

/** The readers the front would reach through the binding: each group's parts merged by `mergeParts`, the answer through JSON. */
function readersOver(shards: SearchPartFn[], size: number, hops: { n: number } = { n: 0 }): SearchPartFn[] {
  return groupsOf(shards, size).map((group) => async (q, asked, window) => {
    hops.n++;
    return JSON.parse(JSON.stringify(await mergeParts(group, q, asked, window))) as PartAnswer;
  });
}

const pagesOf = (perPage: number, count: number): Controls[] => Array.from({ length: count }, (_, i) => ({ page: i + 1, perPage }));
const ids = (r: { items: SearchHit[] }) => r.items.map((i) => i.docId);

describe("groupsOf", () => {
  it("splits the shards in order into groups of at most six: 8 → 6 + 2, 12 → 6 + 6, 13 → 6 + 6 + 1", () => {
    const shards = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(READER_GROUP_SIZE).toBe(6);
    expect(groupsOf(shards(8), 6)).toEqual([[0, 1, 2, 3, 4, 5], [6, 7]]);
    expect(groupsOf(shards(12), 6).map((g) => g.length)).toEqual([6, 6]);
    expect(groupsOf(shards(13), 6).map((g) => g.length)).toEqual([6, 6, 1]);
    expect(groupsOf(shards(2), 1)).toEqual([[0], [1]]);
    expect(groupsOf(shards(3), 0)).toEqual([[0], [1], [2]]);
  });
});

describe("two levels answer as one (the same merge at both)", () => {
  for (const [name, order, make] of [
    ["date order", DATE_ORDER, dateShards],
    ["Best match", BEST_MATCH, bestShards],
  ] as const) {
    it(`${name}: every page, hits and counts equal to one level's, and one level equal to the rows sorted as one database`, async () => {
      for (const seed of [1, 2, 3]) {
        const rows = make(seed);
        const shards = rows.map((r) => fakeShard(r, order));
        // One database: all rows in one list, ties between shards going to the lower shard (stable by shard, then the shard's own order).
        const everything = rows.flatMap((r, s) => sorted(r, order).map((row, position) => ({ ...row, s, position })));
        const oneDatabase = [...everything]
          .sort((a, b) => {
            for (const [i, o] of order.entries()) {
              const c = (a.keys[i] as number) === (b.keys[i] as number) ? 0 : (a.keys[i] as number) < (b.keys[i] as number) ? -1 : 1;
              if (c) return o.desc ? -c : c;
            }
            return a.s - b.s || a.position - b.position;
          })
          .map((r) => r.docId);
        for (const size of [6, 3, 2, 1]) {
          for (const controls of [...pagesOf(10, 8), ...pagesOf(3, 4), { page: 2, perPage: 7 }]) {
            const label = `${name} seed ${seed} readers of ${size} ${JSON.stringify(controls)}`;
            const one = await searchOver(shards, query, controls);
            const two = await searchOver(readersOver(shards, size), query, controls);
            expect(two, label).toEqual(one);
            const from = (controls.page - 1) * controls.perPage;
            expect(ids(one), label).toEqual(oneDatabase.slice(from, from + controls.perPage));
            expect(one.items.every((h) => h.appellant === `Appellant ${h.docId}`), label).toBe(true);
            expect(one.total, label).toBe(everything.length);
            expect(one.pages, label).toBe(Math.ceil(everything.length / controls.perPage));
          }
        }
      }
    });
  }

  it("totals: summed, and capped at COUNT_CAP one past it whether the shards past the cap are in one group or two", async () => {
    const rows = dateShards(7, [3, 3, 3, 3, 3, 3, 3, 3]);
    for (const matched of [
      [10, 20, 30, 40, 50, 60, 70, 80],
      [990, 5, 0, 0, 0, 0, 3, 3],
      [400, 400, 0, 0, 0, 0, 150, 60],
      [1001, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 500, 501],
    ]) {
      const shards = rows.map((r, s) => fakeShard(r, DATE_ORDER, matched[s]));
      const sum = matched.reduce((a, b) => a + b, 0) + matched.filter((m) => m > COUNT_CAP).length;
      for (const size of [6, 2]) {
        const one = await searchOver(shards, query, { page: 1, perPage: 10 });
        const two = await searchOver(readersOver(shards, size), query, { page: 1, perPage: 10 });
        expect({ total: two.total, capped: two.totalCapped, pages: two.pages }, JSON.stringify(matched)).toEqual({ total: one.total, capped: one.totalCapped, pages: one.pages });
        expect(one.total).toBe(Math.min(sum, COUNT_CAP));
        expect(one.totalCapped).toBe(sum > COUNT_CAP);
      }
    }
  });

  it("a page past the first asks a reader again only for the hits it did not give (the second round trip, as a shard is asked)", async () => {
    const rows = dateShards(11);
    const calls = rows.map(() => ({ n: 0 }));
    const shards = rows.map((r, s) => fakeShard(r, DATE_ORDER, r.length, calls[s]));
    const hops = { n: 0 };
    await searchOver(readersOver(shards, 6, hops), query, { page: 1, perPage: 10 });
    // Page 1: one hop a reader, one read a shard.
    expect(hops.n).toBe(2);
    expect(calls.map((c) => c.n)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    hops.n = 0;
    await searchOver(readersOver(shards, 6, hops), query, { page: 4, perPage: 10 });
    expect(hops.n).toBeGreaterThan(2);
    expect(hops.n).toBeLessThanOrEqual(4);
  });
});

describe("createShardedBackend with readers (decision 134)", () => {
  const spec = (id: number) => ({ id, courts: id === 7 ? null : [id + 1], yearFrom: null, yearTo: null });
  const failing = { prepare: () => { throw new Error("read from the front"); } } as unknown as D1Database;
  const answer = (request: ShardGroupRequest): PartAnswer => ({
    ids: request.shards.map((s) => 100 + s.id),
    keys: request.shards.map((s) => [s.id]),
    order: [ASC],
    items: request.shards.map((s) => hit(100 + s.id)).slice(request.window.from, request.window.to),
    page: 1,
    perPage: request.asked.perPage,
    total: request.shards.length,
    totalCapped: false,
    pages: 1,
    terms: ["appeal"],
    shortened: null,
  });

  it("past the group size, asks one reader a group and reads no shard itself; six or fewer, no hop", async () => {
    const requests: ShardGroupRequest[] = [];
    const fanOut = { reader: async (r: ShardGroupRequest) => (requests.push(r), answer(r)) };
    const eight = Array.from({ length: 8 }, (_, i) => ({ spec: spec(i), db: failing }));
    const r = await createShardedBackend(eight, undefined, fanOut).search(query, { page: 1, perPage: 10 });
    expect(requests.map((q) => q.shards.map((s) => s.id))).toEqual([[0, 1, 2, 3, 4, 5], [6, 7]]);
    expect(requests.every((q) => q.asked.perPage === 10 && q.window.keys && q.window.from === 0 && q.window.to === 10)).toBe(true);
    expect(requests.every((q) => q.named === false)).toBe(true);
    expect(ids(r)).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    expect(r.total).toBe(8);
    // Six shards: the front reads them itself (here, the failing database), never a reader.
    requests.length = 0;
    await expect(createShardedBackend(eight.slice(0, 6), undefined, fanOut).search(query, { page: 1, perPage: 10 })).rejects.toThrow("read from the front");
    expect(requests).toEqual([]);
    // A court filter reads its one shard: no hop either.
    await expect(createShardedBackend(eight, undefined, fanOut).search(query, { page: 1, perPage: 10, courtId: 3 })).rejects.toThrow("read from the front");
    expect(requests).toEqual([]);
  });

  it("the group size is a parameter (a test's readers of one shard), and a reader names its hits when a shard other than the catalogue's is in its group", async () => {
    const requests: ShardGroupRequest[] = [];
    const fanOut = { groupSize: 1, reader: async (r: ShardGroupRequest) => (requests.push(r), answer(r)) };
    const catalogue = failing; // the masters are the reader's to read: the front never asks them
    const two = [0, 1].map((i) => ({ spec: { ...spec(i), courts: i === 0 ? [1] : null }, db: failing }));
    const r = await createShardedBackend(two, catalogue, fanOut).search(query, { page: 1, perPage: 10 });
    expect(requests.map((q) => [q.shards.map((s) => s.id), q.named])).toEqual([
      [[0], false],
      [[1], true],
    ]);
    expect(ids(r)).toEqual([100, 101]);
  });
});
