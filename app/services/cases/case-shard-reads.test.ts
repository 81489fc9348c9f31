/** The pure orders the case page's reads merge shards' rows by (issue 36, decision 122 "Reads"). */
import { describe, expect, test } from "vitest";
import { byDateThenId } from "./case-view.server";
import { byNewestCiting } from "../graph/citation-graph.server";

describe("merging rows read from several shards", () => {
  test("Cited by: newest citing judgment first, an unknown search key last, one judgment's references together in position order", () => {
    const rows = [
      { docId: 7, searchKey: 20200101, position: 2 },
      { docId: 3, searchKey: null, position: 0 },
      { docId: 9, searchKey: 20230101, position: 0 },
      { docId: 7, searchKey: 20200101, position: 1 },
      { docId: 5, searchKey: 20200101, position: 0 },
    ];
    expect([...rows].sort(byNewestCiting).map((r) => `${r.docId}:${r.position}`)).toEqual(["9:0", "5:0", "7:1", "7:2", "3:0"]);
  });

  test("keyed cases: by decided date as SQLite orders it (an unknown date first), then doc id", () => {
    const rows = [
      { docId: 4, decidedDate: "2021-04-03" },
      { docId: 2, decidedDate: "2021-04-03" },
      { docId: 8, decidedDate: null },
      { docId: 1, decidedDate: "2022-01-01" },
    ];
    expect([...rows].sort(byDateThenId).map((r) => r.docId)).toEqual([8, 2, 4, 1]);
  });
});
