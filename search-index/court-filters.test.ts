/**
 * The court and bench filters of every search mode (decision 099), in the requests both backends
 * build: D1's list statement and Meilisearch's filter.
 */
import { expect, test } from "vitest";
import { buildSql, planQuery } from "./d1-backend";
import { meiliRequest } from "./meilisearch-backend";
import type { Controls, SearchQuery } from "./types";

const QUERIES: SearchQuery[] = [
  { mode: "quick", text: "sharma" },
  { mode: "word", text: "bail", section: "both", method: "exact" },
  { mode: "word", text: "bail jail", section: "both", method: "any" },
  { mode: "main", appellant: "sharma" },
  { mode: "citation", neutral: "2023:DHC:1234" },
  { mode: "statute", rows: [{ actName: "Indian Penal Code", section: "302" }] },
];
const controls = (c: Partial<Controls> = {}): Controls => ({ page: 1, perPage: 10, dateOrder: "d", ...c });

test.each(QUERIES)("Meilisearch: %o filters by court and bench", (query) => {
  const plain = meiliRequest(query, controls()).params.filter as string[];
  const filtered = meiliRequest(query, controls({ courtId: 3, branchId: 12 })).params.filter as string[];
  expect(filtered).toEqual([...plain, "courtId = 3", "courtBranchId = 12"]);
});

test.each(QUERIES)("D1: %o filters by court and bench, in the date order and Best match", (query) => {
  for (const relevance of [false, true]) {
    for (const dateOrder of ["d", "a"] as const) {
      const plain = buildSql(planQuery(query), controls({ relevance, dateOrder }));
      const built = buildSql(planQuery(query), controls({ relevance, dateOrder, courtId: 3, branchId: 12 }));
      const sql = "list" in built ? built.list.sql : (built as unknown as { sql: string }).sql;
      const params = "list" in built ? built.list.params : (built as unknown as { params: unknown[] }).params;
      expect(sql).toContain("c.court_id = ?");
      expect(sql).toContain("cb.court_branch_id = ?");
      const before = "list" in plain ? plain.list.params : (plain as unknown as { params: unknown[] }).params;
      // Each filter's values once per pass over the matches.
      expect(params.filter((p) => p === 3).length - before.filter((p) => p === 3).length).toBeGreaterThan(0);
      expect(params.filter((p) => p === 12).length - before.filter((p) => p === 12).length).toBeGreaterThan(0);
    }
  }
});
