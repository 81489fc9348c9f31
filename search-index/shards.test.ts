import { describe, expect, it } from "vitest";
import { checkShardMap, FILL_TARGET_BYTES, nextPeriod, placeCase, shardsFor, type ShardSpec } from "./shards";

const SC = 1;
const BOMBAY = 7;
const DELHI = 9;
// The Supreme Court in one shard; the Bombay High Court in two periods; every other court in the catch-all.
const MAP: ShardSpec[] = [
  { id: 1, courts: [SC], yearFrom: null, yearTo: null },
  { id: 2, courts: [BOMBAY], yearFrom: null, yearTo: 1999 },
  { id: 3, courts: [BOMBAY], yearFrom: 2000, yearTo: null },
  { id: 4, courts: null, yearFrom: null, yearTo: null },
];

describe("placeCase", () => {
  it("puts a case in its court's shard whose period holds its year", () => {
    expect(placeCase(MAP, { courtId: SC, year: 1975 }).id).toBe(1);
    expect(placeCase(MAP, { courtId: BOMBAY, year: 1985 }).id).toBe(2);
    expect(placeCase(MAP, { courtId: BOMBAY, year: 1999 }).id).toBe(2);
    expect(placeCase(MAP, { courtId: BOMBAY, year: 2000 }).id).toBe(3);
    expect(placeCase(MAP, { courtId: BOMBAY, year: 2026 }).id).toBe(3);
  });
  it("sends an undated case to its group's open-ended shard, and a court no shard names to the catch-all", () => {
    expect(placeCase(MAP, { courtId: BOMBAY, year: null }).id).toBe(3);
    expect(placeCase(MAP, { courtId: DELHI, year: 2010 }).id).toBe(4);
    expect(placeCase(MAP, { courtId: null, year: null }).id).toBe(4);
  });
  it("refuses a map without a catch-all for a court it does not name", () => {
    expect(() => placeCase(MAP.slice(0, 3), { courtId: DELHI, year: 2010 })).toThrow(/catch-all/);
  });
});

describe("shardsFor", () => {
  it("reads only the court's shards for a court-filtered search, and every shard otherwise", () => {
    expect(shardsFor(MAP, { courtId: SC }).map((s) => s.id)).toEqual([1]);
    expect(shardsFor(MAP, { courtId: DELHI }).map((s) => s.id)).toEqual([4]);
    expect(shardsFor(MAP, {}).map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });
  it("leaves out the periods outside the asked years", () => {
    expect(shardsFor(MAP, { courtId: BOMBAY, yearFrom: 2005 }).map((s) => s.id)).toEqual([3]);
    expect(shardsFor(MAP, { courtId: BOMBAY, yearTo: 1990 }).map((s) => s.id)).toEqual([2]);
    expect(shardsFor(MAP, { courtId: BOMBAY, yearFrom: 1995, yearTo: 2003 }).map((s) => s.id)).toEqual([2, 3]);
    expect(shardsFor(MAP, { yearFrom: 2001, yearTo: 2002 }).map((s) => s.id)).toEqual([1, 3, 4]);
  });
});

describe("nextPeriod", () => {
  it("closes a full open-ended shard at the running year and opens the next", () => {
    expect(nextPeriod(MAP[2], FILL_TARGET_BYTES - 1, 2026)).toBeNull();
    expect(nextPeriod(MAP[1], FILL_TARGET_BYTES * 2, 2026)).toBeNull(); // a closed period stays closed
    expect(nextPeriod(MAP[2], FILL_TARGET_BYTES, 2026)).toEqual({
      close: { id: 3, courts: [BOMBAY], yearFrom: 2000, yearTo: 2026 },
      open: { courts: [BOMBAY], yearFrom: 2027, yearTo: null },
    });
  });
});

describe("checkShardMap", () => {
  it("accepts a sound map", () => {
    expect(checkShardMap(MAP)).toEqual([]);
  });
  it("names what is wrong", () => {
    expect(checkShardMap([...MAP, { id: 4, courts: [DELHI], yearFrom: null, yearTo: null }])).toContain("shard 4 is listed twice");
    expect(checkShardMap(MAP.slice(0, 3))).toContain("no catch-all shard (courts: null) for the courts no shard names");
    expect(checkShardMap([...MAP, { id: 5, courts: [BOMBAY], yearFrom: 1990, yearTo: 1995 }])).toContain("court group 7: shards 2 and 5 hold the same years");
    expect(checkShardMap([...MAP, { id: 6, courts: [SC, DELHI], yearFrom: null, yearTo: null }])).toContain("court 1 is in two court groups");
    expect(checkShardMap([...MAP, { id: 7, courts: [SC], yearFrom: null, yearTo: null }])).toContain("court group 1 has 2 open-ended shards (one is needed)");
    // Every year has its shard: none before the oldest, no gap between periods.
    expect(checkShardMap([MAP[3], { id: 8, courts: [DELHI], yearFrom: 1950, yearTo: null }])).toContain("court group 9: no shard holds the years before 1950 (its oldest shard needs yearFrom null)");
    expect(checkShardMap([MAP[3], { id: 8, courts: [DELHI], yearFrom: null, yearTo: 1989 }, { id: 9, courts: [DELHI], yearFrom: 1995, yearTo: null }])).toContain("court group 9: no shard holds the years 1990–1994");
  });
});
