/**
 * Cited by's bench sizes when none is known (walk-through finding 9, decision 092); the sizes shown
 * when known are checked in graph-resolution.test.ts. A file of its own: the case page's cache
 * outlives the D1 rollback between the tests of one file, so a reused doc id would get an earlier
 * test's page.
 */
import { describe, expect, test } from "vitest";
import { importLines } from "../../app/services/cases/import.server";
import { citedByWords } from "../../app/utils/copy-case";
import { all, ctxAt, loginUser, one, req, seed } from "./helpers";

const docOf = async (sourceId: string) => (await one<{ doc_id: number }>("select doc_id from cases where source_id = ?", sourceId))!.doc_id;
const linesOf = (raws: string[]) => raws.map((raw, i) => ({ line: i + 1, raw }));
const record = (id: string, fields: Record<string, unknown>) =>
  JSON.stringify({ id, court: "Supreme Court of India", decision_date: "1966-09-14", judgment_text: "The appeal is dismissed.", ...fields });

describe("Cited by's bench sizes", () => {
  test("when no citing judgment's bench is known, the order switch says so instead of seeming to sort (walk-through finding 9)", async () => {
    await seed();
    const ctx = ctxAt();
    const cites = (id: string, date: string) =>
      record(id, { title: `Vantoral Oils v. Bench ${id.slice(-1)}`, decision_date: date, judges: [], judgment_text: `The appellant in appeal ${id.slice(-1)} of ${date.slice(0, 4)} is a cooperative. The point was settled in Brisk Harrow v. Union of India, AIR 1971 SC 21, which we follow.` });
    await importLines(ctx, linesOf([record("test-nobench:X", { title: "Brisk Harrow v. Union of India", decision_date: "1970-05-02", citations: ["AIR 1971 SC 21"] }), cites("test-nobench:A", "1990-02-01"), cites("test-nobench:B", "1980-02-01")]));
    const [x, a, b] = await Promise.all(["X", "A", "B"].map((s) => docOf(`test-nobench:${s}`)));
    expect(await all("select all_judges from cases where doc_id in (?, ?)", a, b)).toEqual([{ all_judges: null }, { all_judges: null }]);
    await all("update cache_versions set version = version + 1000 where name = 'case_views'");
    const { cookie } = await loginUser("subscriber@sar.example.com");
    for (const path of [`/viewCase/${x}`, `/viewCase/${x}?citedBy=bench`]) {
      const page = await (await req(path, { cookie })).text();
      const section = page.slice(page.indexOf('id="cited-by-title"'));
      expect(section, path).toMatch(/^id="cited-by-title">Cited by (<!-- -->)?2</);
      expect(section, path).toContain(citedByWords.benchUnknown);
      expect(section, path).not.toMatch(/\d judges?\b/);
    }
  }, 30_000);
});
