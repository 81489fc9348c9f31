import { env } from "cloudflare:test";
import { expect, test } from "vitest";

const ENTITIES = [
  "users", "roles", "sessions", "login_history", "otps", "user_tokens", "rate_limits",
  "plans", "orders", "payments", "webhook_events",
  "cases", "case_citations", "case_parties", "headnotes", "headnote_refs", "case_topics", "cases_referred", "case_acts", "case_files",
  "journals", "citation_categories", "case_categories", "courts", "court_branches", "court_benches", "acts", "topics",
  "countries", "states", "cities", "library_entries", "posts", "notifications", "notification_reads", "outbox", "dead_letters", "counters",
];

test("the migrations create every entity of both spec documents in an empty D1", async () => {
  const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table'").all<{ name: string }>();
  const tables = new Set(results.map((r) => r.name));
  for (const entity of ENTITIES) expect(tables, `table ${entity}`).toContain(entity);
});

test("the master data has the ids the spec names", async () => {
  const one = (sql: string) => env.DB.prepare(sql).first<Record<string, unknown>>();
  expect(await one("select name from courts where id = 1")).toEqual({ name: "Supreme Court" });
  expect(await one("select name, court_id from court_branches where id = 34")).toEqual({ name: "Supreme Court of India", court_id: 1 });
  expect(await one("select name from citation_categories where id = 4")).toEqual({ name: "SC" });
  expect(await one("select count(*) as n from states where country_id = 101")).toEqual({ n: 36 });
  expect(await one("select name from states where id = 32")).toEqual({ name: "DELHI" });
  expect(await one("select is_select from journals where id = 5")).toEqual({ is_select: 1 });
  expect(await one("select is_neutral from journals where id = 10")).toEqual({ is_neutral: 1 });
  const roles = await env.DB.prepare("select id, name from roles order by id").all();
  expect(roles.results).toEqual([
    { id: 1, name: "ADMIN" },
    { id: 2, name: "USER" },
    { id: 3, name: "SUPER ADMIN" },
    { id: 4, name: "DATA OPERATOR" },
  ]);
  expect((await env.DB.prepare("select name from case_categories order by id").all()).results.map((r) => r.name)).toEqual(["Cri", "Civ", "HC", "SC"]);
});

test("indexes exist for the filters and sorts the spec names", async () => {
  const { results } = await env.DB.prepare("select name from sqlite_master where type = 'index'").all<{ name: string }>();
  const names = results.map((r) => r.name);
  for (const idx of ["cases_live_date_idx", "cases_appellant_idx", "cases_category_idx", "cases_court_idx", "cases_overruled_idx", "cases_modified_idx", "case_citations_journal_idx", "orders_user_idx", "users_email_uq", "users_mobile_uq", "library_user_doc_uq"]) {
    expect(names).toContain(idx);
  }
});

test("migrations 0004 and 0005 rebuild from existing cases the same search data the application writes", async () => {
  const { seed } = await import("./helpers");
  const { createD1Backend } = await import("../../search-index/d1-backend");
  await seed();
  const backend = createD1Backend(env.DB);
  const queries = [
    { mode: "quick", text: "state" },
    { mode: "main", judge: "menon" },
    { mode: "main", advocate: "dholakia", topic: "evidence" },
    { mode: "statute", rows: [{ actName: "Constitution" }] },
    { mode: "statute", rows: [{ actName: "Penal Code", section: "302" }] },
  ] as const;
  const run = async () => Promise.all(queries.map(async (q) => (await backend.search(q as never, { page: 1, perPage: 100, dateOrder: "d" })).items.map((i) => i.docId)));
  const before = await run();
  expect(before.flat().length).toBeGreaterThan(0);
  const names = (await env.DB.prepare("select name from statute_names order by name").all()).results;
  // Forget what the application wrote, then run the migrations' backfill statements again.
  await env.DB.batch([env.DB.prepare("delete from case_meta_fts"), env.DB.prepare("delete from statute_names")]);
  const migrations = env.TEST_MIGRATIONS.filter((m) => /^000[45]_/.test(m.name));
  let backfills = 0;
  for (const m of migrations) {
    for (const q of m.queries) {
      if (!/^\s*(--[^\n]*\n\s*)*insert/i.test(q)) continue;
      await env.DB.prepare(q).run();
      backfills++;
    }
  }
  expect(backfills).toBe(3);
  expect(before.every((ids) => ids.length > 0)).toBe(true);
  // The backfill gives the names as the cases wrote them; the application today also adds each
  // act's canonical name (issue 17), which `npm run reindex` brings to an upgraded database.
  const backfilled = (await env.DB.prepare("select name from statute_names order by name").all()).results;
  expect(backfilled.length).toBeGreaterThan(0);
  expect(names).toEqual(expect.arrayContaining(backfilled));
  // Party, judge, advocate and topic searches read only what the backfill wrote: the same results.
  // Statute search also reads the canonical act names and the references found in the text
  // (issue 17), which `npm run reindex` adds: what the backfill alone finds is among them.
  const after = await run();
  expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
  after.slice(3).forEach((ids, i) => {
    expect(ids.length).toBeGreaterThan(0);
    expect(before[3 + i]).toEqual(expect.arrayContaining(ids));
  });
});

test("migration 0006 leaves the phrase-pair index unused on a database with cases until a reindex completes it", async () => {
  const { seed, ctxAt } = await import("./helpers");
  const { pairIndexReady, createD1Backend } = await import("../../search-index/d1-backend");
  const { markPairIndexComplete, reindexPairs } = await import("../../app/services/search/search-sync.server");
  await seed();
  // A handle of its own: the backend remembers a complete index per database handle.
  const fresh = () => ({ prepare: (q: string) => env.DB.prepare(q) }) as unknown as D1Database;
  const search = (db: D1Database) => createD1Backend(db).search({ mode: "word", text: "of the", section: "both", method: "exact" }, { page: 1, perPage: 100, dateOrder: "d" });
  const expected = (await search(fresh())).items.map((i) => i.docId);
  expect(expected.length).toBeGreaterThan(0);
  // What 0006 does to a database that already has cases (as after an upgrade): nothing indexed yet.
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0006_"))!;
  const flag = migration.queries.find((q) => /insert into search_index_state/i.test(q))!;
  await env.DB.batch([env.DB.prepare("delete from search_index_state"), env.DB.prepare("delete from case_pair_fts"), env.DB.prepare(flag)]);
  expect(await pairIndexReady(fresh())).toBe(false);
  // Phrase search does without the empty index and still finds every case.
  expect((await search(fresh())).items.map((i) => i.docId)).toEqual(expected);
  // `npm run reindex -- --pairs`: every case's pairs, then the flag.
  const ctx = ctxAt();
  let after = 0;
  for (;;) {
    const step = await reindexPairs(ctx, after, 20);
    if (step.lastDocId === null) break;
    after = step.lastDocId;
  }
  await markPairIndexComplete(ctx);
  expect(await pairIndexReady(fresh())).toBe(true);
  expect((await search(fresh())).items.map((i) => i.docId)).toEqual(expected);
  const cases = await env.DB.prepare("select count(*) as n from cases where search_key is not null").first<{ n: number }>();
  // One pair row per case (FTS5 keeps a size row for each document).
  const withPairs = await env.DB.prepare("select count(*) as n from case_pair_fts_docsize").first<{ n: number }>();
  expect(withPairs!.n).toBe(cases!.n);
});


test("the statutes library holds each section of an act once, whatever closing full stop its source gave it (migration 0036, decision 118)", async () => {
  const twice = await env.DB.prepare(
    "select act, upper(rtrim(section, '.')) as section, count(*) as n from statute_sections group by act, upper(rtrim(section, '.')) having count(*) > 1",
  ).all<{ act: string; section: string; n: number }>();
  expect(twice.results).toEqual([]);
  // 0025's row is kept, under the number as judgments cite it.
  expect(await env.DB.prepare("select section, source from statute_sections where act = 'Code of Civil Procedure, 1908' and section like '21A%'").all()).toMatchObject({
    results: [{ section: "21A", source: expect.stringMatching(/^civictech-India\//) }],
  });
  expect(await env.DB.prepare("select count(*) as n from statute_sections where section like '%.'").first()).toEqual({ n: 0 });
});
