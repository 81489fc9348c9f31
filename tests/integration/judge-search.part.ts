/**
 * Walk report findings 4 and 14 on real judgments of ../shared/data/judgments-sample.jsonl, imported
 * through the import (the one write path): a judge written in one word or two, the bench without the
 * source's empty bracket, and the citation forms of Indian Kanoon and LII in the quick search.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { getCaseView } from "../../app/services/cases/case-view.server";
import { importLines } from "../../app/services/cases/import.server";
import { createD1Backend } from "../../search-index/d1-backend";
import type { SearchQuery } from "../../search-index/types";
import { ctxAt, sampleById } from "./helpers";

const IDS = {
  chandrachud: "irled2017-prior:prior_case_0258", // bench "KRISHNAIYER, V.R." and "CHANDRACHUD, Y.V. ("
  krishnaiyer: "aila2019:C1560", // author "V. R. Krishnaiyer, J."
  krishnaIyer: "aila2019:C1873", // author "V. R. Krishna Iyer, J."
  verma: "irled2017-prior:prior_case_0421", // AIR 1990 SC 913, 1990 (1) SCR 516
};
const docs = new Map<string, number>();

beforeAll(async () => {
  const sample = await sampleById();
  const lines = Object.values(IDS).map((id, i) => ({ line: i + 1, raw: sample.get(id)! }));
  const results = await importLines(ctxAt(), lines);
  expect(results.every((r) => r.status === "imported")).toBe(true);
  for (const id of Object.values(IDS)) {
    docs.set(id, (await env.DB.prepare("select doc_id from cases where source_id = ?").bind(id).first<number>("doc_id"))!);
  }
});

const found = async (q: SearchQuery) => {
  const r = await createD1Backend(env.DB).search(q, { page: 1, perPage: 100, dateOrder: "d" });
  const ours = new Map([...docs].map(([id, doc]) => [doc, id]));
  return r.items.map((i) => ours.get(i.docId)).filter(Boolean).sort();
};

test("the Judge field finds a judge written in one word or in two, whichever way it is typed", async () => {
  const all = [IDS.chandrachud, IDS.krishnaiyer, IDS.krishnaIyer].sort();
  expect(await found({ mode: "main", judge: "Krishna Iyer" })).toEqual(all);
  expect(await found({ mode: "main", judge: "V.R. Krishna Iyer" })).toEqual(all);
  expect(await found({ mode: "main", judge: "Krishnaiyer" })).toEqual(all);
  // Still a narrowing field: another judge's name finds none of them.
  expect(await found({ mode: "main", judge: "Krishna Menon" })).toEqual([]);
});

test("the bench is stored and shown without the source's dangling bracket", async () => {
  const doc = docs.get(IDS.chandrachud)!;
  const bench = "CHANDRACHUD, Y.V.; BHAGWATI, P.N.; KRISHNAIYER, V.R.; TULZAPURKAR, V.D.; SEN, A.P.";
  expect(await env.DB.prepare("select all_judges from cases where doc_id = ?").bind(doc).first("all_judges")).toBe(bench);
  // A case imported before the import cleaned it is shown clean.
  await env.DB.prepare("update cases set all_judges = ? where doc_id = ?").bind("CHANDRACHUD, Y.V. (; BHAGWATI, P.N.", doc).run();
  expect((await getCaseView(ctxAt(), doc))?.allJudges).toBe("CHANDRACHUD, Y.V.; BHAGWATI, P.N.");
});

test("the quick search finds AIR1990SC913 and 1990 SCR (1) 516", async () => {
  expect(await found({ mode: "quick", text: "AIR1990SC913" })).toEqual([IDS.verma]);
  expect(await found({ mode: "quick", text: "1990 SCR (1) 516" })).toEqual([IDS.verma]);
  expect(await found({ mode: "quick", text: "1990 SCC (2) 502" })).toEqual([IDS.verma]);
});
