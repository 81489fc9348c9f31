/**
 * The import over case shards (issue 36, decision 122): real judgments of the shared sample (read
 * from ../shared/data, never copied) imported with CASE_SHARDS set — the Supreme Court's in shard 1,
 * the same texts placed in the High Court of Bombay in shard 2. The import finds a judgment it
 * imported before by its source id in the catalogue's directory (migration 0038) and reads its
 * stored input and field origins from its shard: a re-import never writes a second case. The case
 * form reads a sharded case from its shard, and a staff edit through it keeps the case's fields.
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { importLines, type ImportLineResult } from "../../app/services/cases/import.server";
import { loadCaseForForm, loadCaseFormMasters, saveCaseForm, type CaseFormValue } from "../../app/services/cases/case-form.server";
import { loadCaseInput } from "../../app/services/search/search-sync.server";
import type { Env } from "../../app/utils/env.server";
import { createContext } from "../../app/utils/context.server";
import { sampleById } from "./helpers";
import { LIBRARY_MIGRATION } from "./statutes-library";

const SUPREME_COURT = 1;
const BOMBAY = 3;
const SC_IDS = ["aila2019:C1213", "aila2019:C1000", "aila2019:C1393"];
const HC_IDS = ["aila2019:C1254", "aila2019:C1549"];

/** The Supreme Court in shard 1, every other court in shard 2; the catalogue is env.DB. */
const SHARD_MAP = JSON.stringify([
  { id: 1, courts: [SUPREME_COURT], yearFrom: null, yearTo: null },
  { id: 2, courts: null, yearFrom: null, yearTo: null },
]);
const minutesLater = (n: number) => ({ now: () => new Date(Date.now() + n * 60_000) });
const shardedCtx = (minutes = 0) => createContext({ ...env, CASE_SHARDS: SHARD_MAP } as Env, undefined, minutesLater(minutes));

/** The record as a High Court judgment: the same text, its court the Bombay High Court, its own source id. */
function asBombay(raw: string, over: Record<string, unknown> = {}): string {
  const r = JSON.parse(raw) as Record<string, unknown>;
  return JSON.stringify({ ...r, id: `hc-${String(r.id)}`, court: "High Court of Bombay", citations: [], ...over });
}

let lines: { line: number; raw: string }[];
let sample: Map<string, string>;

/** Rows of each database: the cases (all three), the directory and the outbox (the catalogue's). */
async function counts() {
  const n = async (db: D1Database, sql: string) => (await db.prepare(sql).first<{ n: number }>())!.n;
  return {
    catalogue: await n(env.DB, "select count(*) as n from cases"),
    shard1: await n(env.CASES_1, "select count(*) as n from cases"),
    shard2: await n(env.CASES_2, "select count(*) as n from cases"),
    directory: await n(env.DB, "select count(*) as n from case_directory"),
    pending: await n(env.DB, "select count(*) as n from case_writes where done_at is null"),
  };
}

const statuses = (rs: { status: string }[]) => rs.map((r) => r.status);
const docIdOf = (r: ImportLineResult) => (r.status === "rejected" ? NaN : r.docId);

beforeAll(async () => {
  // Each part starts from fresh storage, which empties the shards too: they get the case migrations (decision 126).
  for (const db of [env.CASES_1, env.CASES_2]) await applyD1Migrations(db, env.TEST_CASE_MIGRATIONS.filter((m) => m.name !== LIBRARY_MIGRATION));
  sample = await sampleById();
  lines = [...SC_IDS.map((id) => sample.get(id)!), ...HC_IDS.map((id) => asBombay(sample.get(id)!))].map((raw, i) => ({ line: i + 1, raw }));
});

test("with CASE_SHARDS set, imported judgments go to their court's shard, the directory naming each with its source id", async () => {
  const results = await importLines(shardedCtx(), lines, { file: "shards.jsonl" });
  expect(statuses(results)).toEqual(["imported", "imported", "imported", "imported", "imported"]);
  expect(await counts()).toEqual({ catalogue: 0, shard1: 3, shard2: 2, directory: 5, pending: 0 });
  const directory = (await env.DB.prepare("select doc_id as docId, shard_id as shardId, source_id as sourceId, state from case_directory order by doc_id").all()).results;
  expect(directory).toEqual(
    results.map((r, i) => ({ docId: docIdOf(r), shardId: i < 3 ? 1 : 2, sourceId: i < 3 ? SC_IDS[i] : `hc-${HC_IDS[i - 3]}`, state: "live" })),
  );
});

test("importing the same lines again finds every case in its shard: all unchanged, no second case in any of the three databases", async () => {
  const before = await counts();
  const shardRows = async () => (await env.CASES_2.prepare("select doc_id as d, modified_at as m from cases order by doc_id").all()).results;
  const stamps = await shardRows();
  const again = await importLines(shardedCtx(1), lines, { file: "shards.jsonl" });
  expect(statuses(again)).toEqual(["unchanged", "unchanged", "unchanged", "unchanged", "unchanged"]);
  expect(await counts()).toEqual(before);
  // Nothing was written: no outbox row, the shard's rows as they were.
  expect(await shardRows()).toEqual(stamps);
});

test("a changed line is updated in place: same doc id, same shard, the new value there", async () => {
  const first = (await importLines(shardedCtx(2), [lines[3]])).at(0)!;
  expect(first.status).toBe("unchanged");
  const changed = { line: 4, raw: asBombay(sample.get(HC_IDS[0])!, { case_number: "Cr.A. No. 1712 of 2009 (re-numbered)" }) };
  const before = await counts();
  const [result] = await importLines(shardedCtx(3), [changed]);
  expect(result).toMatchObject({ status: "updated", docId: docIdOf(first) });
  expect(await counts()).toEqual(before);
  expect(await env.CASES_2.prepare("select case_number as n from cases where doc_id = ?").bind(docIdOf(first)).first()).toEqual({ n: "Cr.A. No. 1712 of 2009 (re-numbered)" });
  expect(await env.DB.prepare("select shard_id as s, source_id as id from case_directory where doc_id = ?").bind(docIdOf(first)).first()).toEqual({ s: 2, id: `hc-${HC_IDS[0]}` });
});

test("a staff edit of a sharded case through the case form keeps its fields; the form shows the source's value, and a re-import keeps the staff's", async () => {
  const staff = (await env.DB.prepare("insert into users (role_id, name, email, mobile) values (4, 'Shard Editor', 'shard-editor@example.com', '9000000003') returning id").first<{ id: number }>())!.id;
  const [second] = await importLines(shardedCtx(4), [lines[4]]);
  const docId = docIdOf(second);
  const ctx = shardedCtx(5);
  const before = (await loadCaseInput(ctx, docId))!.input;
  // The form reads the case from its shard (it is nowhere in the catalogue's `cases`).
  const form = await loadCaseForForm(ctx, docId);
  expect(form).not.toBeNull();
  expect(form!.value).toMatchObject({ docId, appellant: before.appellant, courtId: BOMBAY, caseNumber: before.caseNumber, judgeName: before.judgeName ?? undefined });
  expect(form!.version).toBe((await env.CASES_2.prepare("select modified_at as m from cases where doc_id = ?").bind(docId).first<{ m: string }>())!.m);
  const saved = await saveCaseForm(ctx, staff, await loadCaseFormMasters(ctx), { ...form!.value, appellant: "Corrected Appellant" } as CaseFormValue);
  expect(saved).toEqual({ ok: true, docId, created: false });
  expect(await counts()).toMatchObject({ catalogue: 0, shard1: 3, shard2: 2, pending: 0 });
  const after = (await loadCaseInput(ctx, docId))!.input;
  expect(after.appellant).toBe("Corrected Appellant");
  // Everything else the case held is as it was: the source's fields, its acts, cases referred, court and source id.
  for (const field of ["respondent", "caseNumber", "judgeName", "allJudges", "decidedYear", "decidedMonth", "decidedDay", "courtId", "sourceId"] as const) {
    expect(after[field], field).toEqual(before[field]);
  }
  expect([...(after.acts ?? [])].sort()).toEqual([...(before.acts ?? [])].sort());
  expect(after.acts?.length).toBe(4);
  expect(after.referred?.map((r) => r.casesReferred)).toEqual(before.referred?.map((r) => r.casesReferred));
  expect(after.referred?.length).toBe(4);
  // The origin row is the case's (in its shard); the form names the staff member from the catalogue.
  expect(await env.CASES_2.prepare("select origin, changed_by as by, source_value as v from case_field_origins where doc_id = ? and field = 'appellant'").bind(docId).first()).toEqual({
    origin: "staff",
    by: staff,
    v: before.appellant,
  });
  const reopened = await loadCaseForForm(ctx, docId);
  expect(reopened!.sourceValues).toEqual([expect.objectContaining({ field: "appellant", sourceValue: before.appellant, changedBy: "Shard Editor" })]);
  // A re-import of the record keeps the staff's appellant (its origin read from the shard) and says so.
  const [again] = await importLines(shardedCtx(6), [lines[4]]);
  expect(again).toMatchObject({ status: "unchanged", docId, kept: ["appellant"] });
  expect((await loadCaseInput(ctx, docId))!.input.appellant).toBe("Corrected Appellant");
  expect(await counts()).toMatchObject({ catalogue: 0, shard1: 3, shard2: 2 });
});
