import { env } from "cloudflare:test";
import { expect, inject, test } from "vitest";
import { importLines } from "../../app/services/cases/import.server";
import { createContext } from "../../app/utils/context.server";
import { recountRetried } from "../../scripts/lib/import-recount";

const now = new Date("2026-06-01T10:00:00Z");

test("importing real judgments maps every field, reports a malformed line by number, and a second run changes nothing", async () => {
  const sample = inject("sampleLines").slice(0, 5);
  const ctx = createContext(env, undefined, { now: () => now });
  const lines = [
    ...sample.slice(0, 2).map((raw, i) => ({ line: i + 1, raw })),
    { line: 3, raw: '{"id": "broken", "judgment_text": ' },
    ...sample.slice(2).map((raw, i) => ({ line: i + 4, raw })),
  ];
  const first = await importLines(ctx, lines);
  expect(first.filter((r) => r.status === "imported")).toHaveLength(5);
  expect(first.find((r) => r.line === 3)).toMatchObject({ status: "rejected", reason: expect.stringContaining("not valid JSON") });

  const counts = async () =>
    env.DB.prepare(
      "select (select count(*) from cases) c, (select count(*) from case_citations) ci, (select count(*) from cases_referred) r, (select count(*) from case_acts) a, (select count(*) from headnotes) h",
    ).first();
  const before = await counts();
  const second = await importLines(ctx, lines);
  expect(second.filter((r) => r.status === "unchanged")).toHaveLength(5);
  expect(await counts()).toEqual(before);

  // Every field of the file lands in the schema.
  for (const raw of sample) {
    const record = JSON.parse(raw);
    const row = await env.DB.prepare("select * from cases where source_id = ?").bind(record.id).first<Record<string, unknown>>();
    expect(row, record.id).toBeTruthy();
    if (record.appellant) expect(row!.appellant).toBe(record.appellant);
    if (record.respondent) expect(row!.respondent).toBe(record.respondent);
    if (record.case_number) expect(row!.case_number).toBe(record.case_number);
    if (record.decision_date) expect(row!.decided_date).toBe(record.decision_date);
    if (record.author) expect(row!.judge_name).toBe(record.author);
    if (record.judges?.length) expect(row!.all_judges).toBe(record.judges.join("; "));
    expect(row!.court_id).toBe(1);
    expect(String(row!.judgement_order)).toContain(record.judgment_text.split("\n")[0].slice(0, 40).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;"));
    const cites = await env.DB.prepare("select raw from case_citations where doc_id = ? order by position").bind(row!.doc_id).all();
    expect(cites.results.map((c) => c.raw)).toEqual(record.citations ?? []);
    const refs = await env.DB.prepare("select cases_referred from cases_referred where doc_id = ? order by position").bind(row!.doc_id).all();
    expect(refs.results.map((c) => c.cases_referred)).toEqual(record.cases_referred ?? []);
    const acts = await env.DB.prepare("select count(*) n from case_acts where doc_id = ?").bind(row!.doc_id).first<{ n: number }>();
    expect(acts!.n).toBe(new Set((record.acts_cited ?? []).map((a: string) => a.trim())).size);
    const heads = await env.DB.prepare("select count(*) n from headnotes where doc_id = ?").bind(row!.doc_id).first<{ n: number }>();
    expect(heads!.n).toBe(record.headnote?.trim() ? 1 : 0);
  }
});

test("a record without judgment text is rejected with the reason and the rest are imported", async () => {
  const ctx = createContext(env, undefined, { now: () => now });
  const results = await importLines(
    ctx,
    [
      { line: 10, raw: JSON.stringify({ id: "test:no-text", court: "Supreme Court of India" }) },
      { line: 11, raw: JSON.stringify({ id: "test:ok", judgment_text: "The appeal is dismissed.", decision_date: "2001-02-30" }) },
    ],
  );
  expect(results[0]).toMatchObject({ line: 10, status: "rejected", reason: expect.stringContaining("judgment_text") });
  expect(results[1]).toMatchObject({ line: 11, status: "imported" });
  // An impossible date is kept as parts but gives no decided_date.
  const row = await env.DB.prepare("select decided_date, decided_year from cases where source_id = 'test:ok'").first();
  expect(row).toEqual({ decided_date: null, decided_year: 2001 });
});

test("a batch sent again after its first attempt committed counts its cases as imported or updated, not unchanged (decision 104)", async () => {
  // Real judgments of ../shared/data, not used by the tests above.
  const sample = inject("sampleLines").slice(5, 8);
  const file = "retry.jsonl";
  const lines = sample.map((raw, i) => ({ line: i + 1, raw }));
  // The third is in the reporter before this run.
  await importLines(createContext(env, undefined, { now: () => new Date("2026-06-02T09:00:00Z") }), [lines[2]], { file: "earlier.jsonl" });
  // The first attempt, sent at 10:00, commits its cases and then fails (SQLITE_BUSY after the cases' batch).
  const since = "2026-06-02T10:00:00.000Z";
  const first = await importLines(createContext(env, undefined, { now: () => new Date(since) }), lines, { file });
  expect(first.map((r) => r.status)).toEqual(["imported", "imported", "unchanged"]);
  // The attempt sent again finds them as they are, and would say "unchanged" for all three.
  const ctx = createContext(env, undefined, { now: () => new Date("2026-06-02T10:00:05Z") });
  const again = await importLines(ctx, lines, { file });
  expect(again.map((r) => r.status)).toEqual(["unchanged", "unchanged", "unchanged"]);
  // Counted as what the first attempt did; the case already there before stays unchanged.
  expect((await recountRetried(ctx, again, { since, file })).map((r) => r.status)).toEqual(["imported", "imported", "unchanged"]);

  // An update the first attempt committed is counted as updated.
  const changed = JSON.parse(sample[2]) as Record<string, unknown>;
  changed.appellant = "Retry Test Appellant";
  const line = [{ line: 3, raw: JSON.stringify(changed) }];
  const since2 = "2026-06-02T11:00:00.000Z";
  expect((await importLines(createContext(env, undefined, { now: () => new Date(since2) }), line, { file }))[0].status).toBe("updated");
  const retried = await importLines(ctx, line, { file });
  expect(retried[0].status).toBe("unchanged");
  expect((await recountRetried(ctx, retried, { since: since2, file }))[0].status).toBe("updated");
  // A first attempt (no time sent) is never recounted: the worker recounts only batches sent again.
  expect((await recountRetried(ctx, retried, { since: "", file }))[0].status).toBe("unchanged");
});
