/**
 * Issue 21 item 6: the largest judgment is the one D1 can hold (decision 039). A judgment whose
 * case row or full-text rows would pass D1's limit is refused with a 400 and the reason on the
 * form, and rejected with the reason by the import — before anything (not even a doc id) is
 * written — instead of failing with SQLITE_TOOBIG and a 500.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { caseStorageProblems } from "../../app/services/cases/case-limits.server";
import { importLines } from "../../app/services/cases/import.server";
import { caseFormMessages as m } from "../../app/utils/copy";
import { D1_MAX_VALUE_BYTES } from "../../app/utils/storage-limits";
import { pairSequence } from "../../search-index/phrase-pairs";
import { ctxAt, html, loginRoles, one, req, seed } from "./helpers";

const cookies: Record<"deo", string | null> = { deo: null };
const YEAR = new Date().getFullYear();

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

/** Judgment-like English (common words, as real judgments are), `bytes` long, in paragraphs. */
function judgmentText(bytes: number): string {
  const para =
    "The appellant was convicted by the trial court under section 302 of the Indian Penal Code and the conviction was upheld by the High Court in appeal. It is contended on behalf of the appellant that the evidence of the witnesses does not prove the guilt beyond reasonable doubt, and that the learned courts below failed to consider the material contradictions in the testimony of the prosecution witnesses. ";
  let out = "";
  let n = 0;
  while (out.length < bytes) out += `${++n}. ${para}\n\n`;
  return out.slice(0, bytes);
}

const asHtml = (text: string) => text.split("\n\n").filter(Boolean).map((p) => `<p>${p}</p>`).join("");

function caseForm(judgementOrder: string, appellant: string): Record<string, string> {
  return {
    appellant,
    respondent: "State of Zanaria",
    counsel: "double",
    caseCategoryId: "4",
    courtId: "1",
    courtBranchId: "34",
    courtBenchId: "1",
    "citations[0].journalId": "1",
    "citations[0].year": String(YEAR),
    "citations[0].pageNumber": "11",
    caseNumber: "Criminal Appeal No. 1 of 2024",
    caseYear: String(YEAR),
    decidedDay: "3",
    decidedMonth: "4",
    decidedYear: String(YEAR),
    judgementType: "Judgement",
    judgementOrder,
  };
}

const state = async () => ({
  cases: (await one<{ n: number }>("select count(*) n from cases"))!.n,
  counter: (await one<{ value: number }>("select value from counters where name = 'doc_id'"))!.value,
  citations: (await one<{ n: number }>("select count(*) n from case_citations"))!.n,
  fts: (await one<{ n: number }>("select count(*) n from case_fts"))!.n,
  pairs: (await one<{ n: number }>("select count(*) n from case_pair_fts"))!.n,
});

describe("what D1 holds, measured in workerd", () => {
  test("a value of D1's documented 2,000,000 bytes is stored; local workerd refuses one past 2,200,000 with SQLITE_TOOBIG", async () => {
    await env.DB.exec("create table if not exists size_probe (v text)");
    await env.DB.prepare("insert into size_probe (v) values (?)").bind("x".repeat(D1_MAX_VALUE_BYTES)).run();
    await expect(env.DB.prepare("insert into size_probe (v) values (?)").bind("x".repeat(2_200_001)).run()).rejects.toThrow(/SQLITE_TOOBIG/);
    await env.DB.exec("drop table size_probe");
  });
});

describe("the case form", () => {
  test("a 1.3 MB judgment (its phrase index would pass 2,000,000 bytes) is a 400 naming the limit; nothing is written, not even a doc id", async () => {
    const text = judgmentText(1_300_000);
    expect(pairSequence(text)!.length).toBeGreaterThan(D1_MAX_VALUE_BYTES);
    const before = await state();
    const res = await req("/admin/addCase", { form: caseForm(asHtml(text), "Oversize Appellant"), cookie: cookies.deo });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("The judgement is too long to store: its search index needs");
    expect(body).toContain(html(m.errorSubmitting));
    expect(await state()).toEqual(before);
    expect(await one("select doc_id from cases where appellant = 'Oversize Appellant'")).toBeNull();
  });

  test("a judgment whose HTML alone passes 2,000,000 bytes is a 400 from the form's own check; nothing is written", async () => {
    const before = await state();
    const res = await req("/admin/addCase", { form: caseForm(asHtml(judgmentText(2_100_000)), "Oversize Html"), cookie: cookies.deo });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The judgement is too long to store");
    expect(await state()).toEqual(before);
  });

  test("a 0.9 MB judgment is stored whole, with its full-text rows", async () => {
    const judgment = asHtml(judgmentText(900_000));
    const before = await state();
    const res = await req("/admin/addCase", { form: caseForm(judgment, "Long But Fine"), cookie: cookies.deo });
    expect(res.status).toBe(302);
    const row = await one<{ n: number }>("select length(judgement_order) n from cases where appellant = 'Long But Fine'");
    expect(row!.n).toBe(judgment.length);
    const after = await state();
    expect(after.cases).toBe(before.cases + 1);
    expect(after.fts).toBe(before.fts + 1);
    expect(after.pairs).toBe(before.pairs + 1);
  });
});

describe("the import", () => {
  test("a record too long to store is rejected with the reason and takes no doc id; the rest of the batch is imported", async () => {
    const big = { id: "size-limit:big", appellant: "Import Oversize", respondent: "State", decision_date: "2020-01-02", judgment_text: judgmentText(1_300_000) };
    const small = { id: "size-limit:small", appellant: "Import Fine", respondent: "State", decision_date: "2020-01-03", judgment_text: judgmentText(5_000) };
    const before = await state();
    const results = await importLines(ctxAt(), [
      { line: 1, raw: JSON.stringify(big) },
      { line: 2, raw: JSON.stringify(small) },
    ]);
    expect(results[0]).toMatchObject({ line: 1, status: "rejected" });
    expect((results[0] as { reason: string }).reason).toMatch(/^The judgement is too long to store: its search index needs [\d,]+ bytes, and the database holds at most 2,000,000 bytes/);
    expect(results[1]).toMatchObject({ line: 2, status: "imported" });
    expect(await one("select doc_id from cases where source_id = 'size-limit:big'")).toBeNull();
    const after = await state();
    expect(after.cases).toBe(before.cases + 1);
    expect(after.counter).toBe(before.counter + 1);
  });

  test("a re-import whose new text is too long keeps the stored case and says why", async () => {
    const record = { id: "size-limit:grows", appellant: "Import Grows", respondent: "State", decision_date: "2020-01-04", judgment_text: judgmentText(4_000) };
    const [first] = await importLines(ctxAt(), [{ line: 1, raw: JSON.stringify(record) }]);
    expect(first.status).toBe("imported");
    const stored = await one<{ n: number }>("select length(judgement_order) n from cases where source_id = 'size-limit:grows'");
    const [again] = await importLines(ctxAt(), [{ line: 1, raw: JSON.stringify({ ...record, judgment_text: judgmentText(1_300_000) }) }]);
    expect(again).toMatchObject({ status: "rejected" });
    expect(await one<{ n: number }>("select length(judgement_order) n from cases where source_id = 'size-limit:grows'")).toEqual(stored);
  });
});

describe("caseStorageProblems", () => {
  test("names the field and the part that would not fit", () => {
    const base = { appellant: "A", judgementOrder: "<p>x</p>" };
    expect(caseStorageProblems(base)).toEqual([]);
    expect(caseStorageProblems({ ...base, judgementOrder: asHtml(judgmentText(1_300_000)) })).toEqual([{ field: "judgementOrder", part: "index", bytes: expect.any(Number) }]);
    expect(caseStorageProblems({ ...base, headnotes: Array.from({ length: 12 }, () => ({ headnote: asHtml(judgmentText(190_000)) })) })).toEqual([
      { field: "headnotes", part: "text", bytes: expect.any(Number) },
    ]);
  });
});
