import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { searchKeyOf } from "../../app/services/cases/cases.server";
import { saveCase } from "./helpers";
import { createDb } from "../../app/utils/context.server";
import { buildSearchStatement, createD1Backend, planQuery, UNDATED_KEY_LIMIT } from "../../search-index/d1-backend";
import type { Controls, SearchQuery } from "../../search-index/types";
import { D1990, D2001, D2010, NEWEST_FIRST, OLDEST_FIRST, U1, U2, UNDATED_CASES, UNDATED_QUERIES, YEAR_ONLY } from "../contract/undated-contract";

/**
 * Issue 13 item 12: cases without a decision date come last in both date orders (they used to
 * open the 'Oldest' list), on every path the D1 backend takes — text index, party index, phrase
 * pairs, structured filters — and across pages.
 */
beforeAll(async () => {
  const db = createDb(env.DB);
  for (const c of UNDATED_CASES) await saveCase(db, c, { actorId: null, now: new Date() });
});

const controls = (c: Partial<Controls>): Controls => ({ page: 1, perPage: 100, dateOrder: "d", ...c });
const ids = async (q: SearchQuery, c: Partial<Controls> = {}) => (await createD1Backend(env.DB).search(q, controls(c))).items.map((i) => i.docId);
const QUERIES = UNDATED_QUERIES;

describe("undated cases come last in both date orders", () => {
  test("the stored key of an undated case is below UNDATED_KEY_LIMIT and every dated key above it", () => {
    expect(searchKeyOf(null, 2 ** 24 - 1)).toBeLessThan(UNDATED_KEY_LIMIT);
    expect(searchKeyOf("1800-01-01", 1)).toBeGreaterThanOrEqual(UNDATED_KEY_LIMIT);
  });

  test.each(QUERIES)("%s: newest first, then the undated", async (_name, q) => {
    expect(await ids(q, { dateOrder: "d" })).toEqual(NEWEST_FIRST);
  });

  test.each(QUERIES)("%s: oldest first, then the undated", async (_name, q) => {
    expect(await ids(q, { dateOrder: "a" })).toEqual(OLDEST_FIRST);
  });

  test("a doc id looked up in the oldest-first order is found, dated or not", async () => {
    for (const id of [D1990, U1]) expect(await ids({ mode: "quick", text: String(id) }, { dateOrder: "a" })).toEqual([id]);
  });

  test("pages of the oldest-first list hold the dated cases first and the undated on the last page", async () => {
    const q: SearchQuery = { mode: "word", text: "kestrel marmot", method: "all", section: "judgment" };
    const page = async (n: number) => {
      const r = await createD1Backend(env.DB).search(q, controls({ dateOrder: "a", perPage: 2, page: n }));
      return { items: r.items.map((i) => i.docId), total: r.total, pages: r.pages };
    };
    expect(await page(1)).toEqual({ items: [D1990, D2001], total: 6, pages: 3 });
    expect((await page(2)).items).toEqual([D2010, U1]);
    expect((await page(3)).items).toEqual([U2, YEAR_ONLY]);
  });

  test("with name order first, the date order still puts the undated last among equal names", async () => {
    const q: SearchQuery = { mode: "main", caseResult: "quokkaresult" };
    // Every test case has the same appellant, so the date order decides among them.
    expect(await ids(q, { nameOrder: "a", dateOrder: "a" })).toEqual(OLDEST_FIRST);
    expect(await ids(q, { nameOrder: "d", dateOrder: "d" })).toEqual(NEWEST_FIRST);
  });
});

describe("query plans stay index-driven in the oldest-first order", () => {
  const plan = async (q: SearchQuery, c: Partial<Controls>) => {
    const st = buildSearchStatement(planQuery(q), controls({ perPage: 10, ...c }));
    const rows = (await env.DB.prepare(`explain query plan ${st.sql}`).bind(...st.params).all<{ detail: string }>()).results;
    return rows.map((r) => r.detail).join("\n");
  };
  test("a text search reads its matches in index order (no sort of every match), dated then undated", async () => {
    // Quick search is left out: its exact-title boost sorts the matches first in either order.
    for (const [, q] of QUERIES.filter(([, q]) => q.mode !== "quick")) {
      const newest = await plan(q, { dateOrder: "d" });
      const oldest = await plan(q, { dateOrder: "a" });
      expect(newest, JSON.stringify(q)).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
      expect(oldest, JSON.stringify(q)).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
      expect(oldest, JSON.stringify(q)).not.toMatch(/SCAN c\b/);
    }
  });
});
