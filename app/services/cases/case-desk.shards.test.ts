import { describe, expect, test } from "vitest";
import { compareListRows } from "./case-desk.server";

/** The cases list's merge over case shards (issue 36, decision 129): each sort's keys as its covering index orders them. */
const row = (doc_id: number, appellant: string, search_key: number | null, modified_at: string) => ({ doc_id, appellant, search_key, modified_at });
const rows = [row(5, "beta", 300, "2026-01-02"), row(2, "Alpha", 100, "2026-01-03"), row(9, "alpha", null, "2026-01-02"), row(7, "Éclair", 200, "2026-01-01")];
const ids = (sort: Parameters<typeof compareListRows>[0], dir: Parameters<typeof compareListRows>[1]) => [...rows].sort(compareListRows(sort, dir)).map((r) => r.doc_id);

describe("compareListRows", () => {
  test("doc id either way", () => {
    expect(ids("docId", "desc")).toEqual([9, 7, 5, 2]);
    expect(ids("docId", "asc")).toEqual([2, 5, 7, 9]);
  });

  test("date by search key, an undated case (no key) first ascending, last descending", () => {
    expect(ids("date", "asc")).toEqual([9, 2, 7, 5]);
    expect(ids("date", "desc")).toEqual([5, 7, 2, 9]);
  });

  test("title as SQLite's NOCASE orders it: ASCII letters folded, other letters by code point after them; doc id breaks a tie in the same direction", () => {
    expect(ids("title", "asc")).toEqual([2, 9, 5, 7]);
    expect(ids("title", "desc")).toEqual([7, 5, 9, 2]);
  });

  test("modified time, then doc id", () => {
    expect(ids("modified", "desc")).toEqual([2, 9, 5, 7]);
    expect(ids("modified", "asc")).toEqual([7, 5, 9, 2]);
  });
});
