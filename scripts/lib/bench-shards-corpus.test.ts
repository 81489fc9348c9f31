import { expect, test } from "vitest";
import { checkShardMap, placeCase, shardsFor } from "../../search-index/shards";
import { batchesFor, COURT_GROUPS, corpusItems, groupOf, LAYOUTS, layoutOf, perturb, type Rec } from "./bench-shards-corpus";
import { normalQuantile, readGrowth, scaleModel, tailFactor } from "./bench-shards-model";

const records: Rec[] = Array.from({ length: 2000 }, (_, i) => ({ id: `r${i}`, decision_date: "2001-02-03", judgment_text: `Judgment ${i}.` }));

test("each layout is a sound shard map whose databases hold exactly their court groups' cases", () => {
  for (const layout of LAYOUTS) {
    const specs = layout.shards.map((s) => s.spec);
    expect(checkShardMap(specs)).toEqual([]);
    // Every court is placed in the shard whose binding the bench loads with its cases.
    for (const [g, court] of COURT_GROUPS.entries()) {
      const shard = layout.shards.find((s) => s.groups.includes(g))!;
      expect(placeCase(specs, { courtId: court.courtId, year: 2001 }).id).toBe(shard.spec.id);
      // A court-filtered search reads that one shard; an all-courts one every shard.
      expect(shardsFor(specs, { courtId: court.courtId }).map((s) => s.id)).toEqual([shard.spec.id]);
    }
    expect(shardsFor(specs, {}).length).toBe(layout.n);
    expect(layout.shards.flatMap((s) => s.groups).sort()).toEqual(COURT_GROUPS.map((_, g) => g));
  }
  expect(layoutOf(8).shards.map((s) => s.binding)).toEqual(["S8_1", "S8_2", "S8_3", "S8_4", "S8_5", "S8_6", "S8_7", "S8_8"]);
  expect(layoutOf(1).shards[0].binding).toBe("DB_1SHARD");
});

test("the corpus gives every court an eighth, and a database's batches hold only its courts, in sequence order", () => {
  const items = corpusItems(records, 4000);
  expect(items.map((i) => i.p)).toEqual(items.map((_, p) => p));
  const perGroup = COURT_GROUPS.map((_, g) => items.filter((i) => i.group === g).length);
  expect(Math.min(...perGroup)).toBeGreaterThanOrEqual(500);
  expect(Math.max(...perGroup)).toBeLessThanOrEqual(500);
  expect(JSON.parse(items[0].line).court).toBe(COURT_GROUPS[groupOf(0, 0)].name);
  // Copy k of a record is bench.ts's perturbed copy, with its court.
  expect(JSON.parse(items[2000].line)).toEqual({ ...perturb(records[0], 1), court: COURT_GROUPS[groupOf(0, 1)].name });
  for (const layout of LAYOUTS) {
    let all = 0;
    for (const s of layout.shards) {
      const batches = batchesFor(items, s.groups);
      for (const b of batches) {
        expect(b.length).toBeLessThanOrEqual(100);
        expect(b.every((i) => s.groups.includes(i.group))).toBe(true);
        // Consecutive positions: the doc id counter set before a batch gives each case its own doc id.
        expect(b.map((i) => i.p - b[0].p)).toEqual(b.map((_, j) => j));
      }
      all += batches.flat().length;
    }
    expect(all).toBe(items.length);
  }
});

test("the scale model: the normal quantile, the slowest of S shards, and the rows read grown as measured", () => {
  expect(normalQuantile(0.975)).toBeCloseTo(1.96, 3);
  expect(normalQuantile(0.05)).toBeCloseTo(-1.6449, 3);
  expect(tailFactor(1, 0.5)).toBeCloseTo(1, 6);
  expect(tailFactor(175, 0.3)).toBeGreaterThan(tailFactor(8, 0.3));
  // Rows read 8× at 8× the size: linear; the same at every size: flat.
  expect(readGrowth(4000, 800, 800)).toBeCloseTo(1, 6);
  expect(readGrowth(4000, 100, 800)).toBe(0);
  const model = scaleModel({ cases: 4000, rowsReadOneDatabase: 2638, rowsReadEightShards: 6587, spreadSigma: 0.682, rowsPerCase: 112 });
  expect(model.rows.map((r) => r.shards)).toEqual([1, 175, 321]);
  expect(model.rows[0].monthlyUSD.total).toBe(5);
  expect(model.rows[1].storageGB).toBe(1200);
});
