import { describe, expect, it, vi } from "vitest";
import { caseShardsOf } from "./case-shards.server";
import type { Env } from "./env.server";

const d1 = (name: string) => ({ name, prepare: () => null, batch: async () => [], exec: async () => null }) as unknown as D1Database;
const env = (extra: Record<string, unknown>) => ({ DB: d1("catalogue"), ...extra }) as unknown as Env;

describe("caseShardsOf", () => {
  it("is the catalogue alone without a shard map", () => {
    const shards = caseShardsOf(env({}));
    expect(shards.map((s) => s.spec)).toEqual([{ id: 0, courts: null, yearFrom: null, yearTo: null }]);
  });
  it("reads the map and each shard's CASES_{id} binding", () => {
    const shards = caseShardsOf(env({ CASE_SHARDS: JSON.stringify([{ id: 1, courts: [1] }, { id: 2, courts: null }]), CASES_1: d1("one"), CASES_2: d1("two") }));
    expect(shards.map((s) => [s.spec.id, s.spec.courts])).toEqual([
      [1, [1]],
      [2, null],
    ]);
  });
  it("fails closed, saying why, on a map that is unsound or names a missing binding", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => caseShardsOf(env({ CASE_SHARDS: "[{" }))).toThrow(/not a JSON list/);
    expect(() => caseShardsOf(env({ CASE_SHARDS: JSON.stringify([{ id: 1, courts: [1] }]), CASES_1: d1("one") }))).toThrow(/no catch-all shard/);
    expect(() => caseShardsOf(env({ CASE_SHARDS: JSON.stringify([{ id: 1, courts: null }]) }))).toThrow(/no D1 binding CASES_1/);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
