import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { createDb } from "../../app/utils/context.server";
import { DEMO_CASE_COUNT, seedDemo } from "../../scripts/lib/demo-seed";

const snapshot = async () => {
  const tables = ["users", "plans", "orders", "payments", "cases", "case_citations", "headnotes", "headnote_refs", "cases_referred", "case_files", "posts", "notifications", "login_history", "acts"];
  const out: Record<string, unknown> = {};
  for (const t of tables) out[t] = (await env.DB.prepare(`select count(*) as n from ${t}`).first<{ n: number }>())!.n;
  return out;
};

test("the demo seed is idempotent: a second run changes nothing", async () => {
  const db = createDb(env.DB);
  await seedDemo({ db, files: env.FILES, now: new Date("2026-06-01T10:00:00Z") });
  const first = await snapshot();
  const firstCase = await env.DB.prepare("select * from cases where doc_id = 1001").first();
  await seedDemo({ db, files: env.FILES, now: new Date("2026-06-02T10:00:00Z") });
  expect(await snapshot()).toEqual(first);
  expect(await env.DB.prepare("select * from cases where doc_id = 1001").first()).toEqual(firstCase);
  expect(first.cases).toBe(DEMO_CASE_COUNT);
});

test("the demo covers what the spec needs: courts, years, overruled, unpublished, linked references, PDFs", async () => {
  const q = (sql: string) => env.DB.prepare(sql).first<Record<string, number>>();
  expect((await q("select count(distinct court_id) as n from cases"))!.n).toBeGreaterThanOrEqual(5);
  expect(await q("select min(decided_year) as lo, max(decided_year) as hi from cases")).toEqual({ lo: 1950, hi: 2025 });
  expect((await q("select count(*) as n from cases where overruled = 1"))!.n).toBeGreaterThan(0);
  expect((await q("select count(*) as n from cases where live = 0"))!.n).toBeGreaterThan(0);
  expect((await q("select count(*) as n from cases_referred r join cases c on c.doc_id = r.linked_doc_id"))!.n).toBeGreaterThan(20);
  expect((await q("select count(*) as n from case_citations where neutral_citation is not null"))!.n).toBeGreaterThan(0);
  expect((await q("select count(*) as n from headnote_refs"))!.n).toBeGreaterThan(60);
  expect((await q("select count(distinct type) as n from plans"))!.n).toBe(6);
  expect((await q("select value from counters where name = 'doc_id'"))!.value).toBeGreaterThanOrEqual(1064);
  const pdf = await env.FILES.get("cases/1001/civil.pdf");
  expect(new TextDecoder().decode((await pdf!.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  const staff = await env.DB.prepare("select role_id from users where role_id != 2 order by role_id").all();
  expect(staff.results.map((r) => r.role_id)).toEqual([1, 3, 4]);
});

test("no demo case is decided before its law or its court existed (issue 33 item 9: no s.304B case from 1971)", async () => {
  const implausible = await env.DB.prepare(
    `select c.doc_id, c.decided_year, h.act_name, h.section from cases c join headnote_refs h on h.doc_id = c.doc_id
      where (h.section = '304B' and c.decided_year < 1987) or (h.act_name like 'Code of Criminal Procedure, 1973%' and c.decided_year < 1974)
         or (h.act_name like 'Narcotic Drugs%' and c.decided_year < 1986) or (h.act_name like 'Motor Vehicles Act, 1988%' and c.decided_year < 1989)
         or (h.act_name like 'Arbitration and Conciliation Act, 1996%' and c.decided_year < 1997) or (h.act_name like '%1963%' and c.decided_year < 1964)
         or (h.section = '138' and h.act_name like 'Negotiable%' and c.decided_year < 1989)`,
  ).all();
  expect(implausible.results).toEqual([]);
  const delhi = await env.DB.prepare("select count(*) as n from cases where court_id = 2 and decided_year < 1966").first<{ n: number }>();
  expect(delhi!.n).toBe(0);
});
