import { expect, test } from "vitest";
import { buildSql, planQuery } from "./d1-backend";

/**
 * Freeword's tiers (decision 057) are each read only when the tiers before them do not fill the
 * page. That gate is the tier's LIMIT (0 when not needed), never a WHERE term: SQLite tests a zero
 * limit before it opens the full-text cursor, but tests a WHERE term holding a subquery on every
 * match, so a tier not needed still walked all its matches (10–15 ms of a 45–75 ms search at
 * 100,000 cases; docs/benchmarks.md, 25 November 2026).
 */
test("issue 22 item 1: a Freeword tier not needed is gated by its LIMIT, not by a condition tested on every match", () => {
  const plan = planQuery({ mode: "word", text: "okapi wombat the", section: "both", method: "any" });
  const { list } = buildSql(plan, { relevance: true, page: 1, perPage: 10, dateOrder: "d" });
  const tier = (name: string) => new RegExp(`${name} as materialized \\((select rowid as k.*?)\\)(,|\\s*$)`, "s").exec(list.sql)?.[1] ?? "";
  const [t1, t2, t3] = ["t1", "t2", "t3"].map(tier);
  // The all-words tier is always read; the any-word tier only when it falls short, and the rest only when both do.
  expect(t1).toMatch(/limit 210$/);
  expect(t2).toMatch(/limit \(case when \(select count\(\*\) from t1\) < 10 then 210 else 0 end\)$/);
  expect(t3).toMatch(/limit \(case when \(select count\(\*\) from t1\) \+ \(select count\(\*\) from t2\) < 10 then 210 else 0 end\)$/);
  for (const t of [t2, t3]) expect(t.slice(0, t.lastIndexOf(" order by "))).not.toMatch(/count\(\*\)/);
});
