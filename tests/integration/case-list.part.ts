import { env } from "cloudflare:test";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, test } from "vitest";
import { setCaseFlag, caseListStatements, listCases, type CaseListQuery, type CaseListRow } from "../../app/services/cases/case-desk.server";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { listUntitled } from "../../app/services/cases/case-titles.server";
import { titlesAsCitedStep } from "../../app/services/cases/titles-as-cited.server";
import { NO_TITLE } from "../../search-index/cause-title";
import { type CaseInput } from "../../app/services/cases/cases.server";
import { importLines } from "../../app/services/cases/import.server";
import { CASE_SORTS, SORT_DIRS } from "../../app/utils/case-list-filters";
import { createDb } from "../../app/utils/context.server";
import { all, caseAll, caseOne, ctxAt, loginRoles, one, req, saveCase, seed } from "./helpers";

/**
 * The back office's cases list (issue 21 item 7, decision 040): column sorts kept in the URL,
 * "Modified By" for imported cases, the case picker's title, and pages served from indexes only.
 */
const cookies: Record<"deo" | "admin", string | null> = { deo: null, admin: null };
let superAdminId = 0;

/** Three cases of our own whose parties sort apart ("Zq…" words no demo case has). */
const base: Omit<CaseInput, "appellant" | "decidedYear"> = {
  respondent: "Zqlist Respondent",
  judgementOrder: "<p>Zqlist text.</p>",
  caseCategoryId: 2,
  courtId: 2,
  courtBranchId: 1,
  decidedDay: 1,
  decidedMonth: 6,
};
const docs: Record<string, number> = {};

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
  superAdminId = (await one<{ id: number }>("select id from users where email = ?", "superadmin@sar.example.com"))!.id;
  const db = createDb(env.DB);
  // Written in this order (doc ids grow), modified at these times, decided in these years.
  for (const [name, year, at] of [
    ["beta Zqlister", 1990, "2026-02-03T00:00:00Z"],
    ["Alpha Zqlister", 2010, "2026-02-01T00:00:00Z"],
    ["Charlie Zqlister", 1970, "2026-02-02T00:00:00Z"],
  ] as const) {
    docs[name] = await saveCase(db, { ...base, appellant: name, decidedYear: year }, { actorId: superAdminId, now: new Date(at) });
  }
});

const titles = async (query: string) => {
  const page = await (await req(`/admin/cases?q=zqlister&${query}`, { cookie: cookies.deo })).text();
  return [...page.matchAll(/>(Alpha|beta|Charlie) Zqlister VS/g)].map((m) => m[1]);
};

describe("column sorts", () => {
  test("Doc Id (newest first by default), title (A first, case ignored), decided date and modified date, each either way", async () => {
    expect(await titles("")).toEqual(["Charlie", "Alpha", "beta"]);
    expect(await titles("sort=docId&dir=asc")).toEqual(["beta", "Alpha", "Charlie"]);
    expect(await titles("sort=title")).toEqual(["Alpha", "beta", "Charlie"]);
    expect(await titles("sort=title&dir=desc")).toEqual(["Charlie", "beta", "Alpha"]);
    expect(await titles("sort=date")).toEqual(["Alpha", "beta", "Charlie"]);
    expect(await titles("sort=date&dir=asc")).toEqual(["Charlie", "beta", "Alpha"]);
    expect(await titles("sort=modified")).toEqual(["beta", "Charlie", "Alpha"]);
    expect(await titles("sort=modified&dir=asc")).toEqual(["Alpha", "Charlie", "beta"]);
  });

  test("a header links to its sort keeping the search and filters, back to page 1; the sorted one reverses; the decided date shows", async () => {
    const page = await (await req("/admin/cases?q=zqlister&live=YES&sort=title&dir=asc&page=1", { cookie: cookies.deo })).text();
    expect(page).toContain('href="/admin/cases?q=zqlister&amp;live=YES&amp;sort=title&amp;dir=desc"');
    expect(page).toContain('href="/admin/cases?q=zqlister&amp;live=YES&amp;sort=docId&amp;dir=desc"');
    expect(page).toContain('aria-sort="ascending"');
    expect(page).toContain('<span class="decided">Decided <!-- -->01-06-2010</span>');
    expect(page).toContain('href="/admin/cases?q=zqlister&amp;live=YES&amp;sort=date&amp;dir=desc"');
    // A sort the list does not have is a 400 with the list's message, like any bad list URL.
    for (const bad of ["sort=judge", "sort=title&dir=up"]) expect((await req(`/admin/cases?${bad}`, { cookie: cookies.deo })).status, bad).toBe(400);
  });

  test("the pager keeps the sort", async () => {
    const page = await (await req("/admin/cases?sort=title&dir=desc", { cookie: cookies.deo })).text();
    expect(page).toContain('href="/admin/cases?sort=title&amp;dir=desc&amp;page=2"');
  });
});

describe("Modified By", () => {
  test("an imported case says Import and the file (stored on the case); a staff write names the staff member again", async () => {
    const record = { id: "test:case-list-1", court: "Supreme Court of India", appellant: "Zqimport Traders", respondent: "Union of Zqland", decision_date: "2001-02-03", judgment_text: "Zqimport judgment." };
    const [done] = await importLines(ctxAt(), [{ line: 1, raw: JSON.stringify(record) }], { file: "judgments-2026.jsonl" });
    const docId = (done as { docId: number }).docId;
    expect(await one("select modified_by, modified_via from cases where doc_id = ?", docId)).toEqual({ modified_by: null, modified_via: "judgments-2026.jsonl" });
    const listed = await (await req("/admin/cases?q=zqimport", { cookie: cookies.deo })).text();
    expect(listed).toContain('data-label="Modified By">Import (judgments-2026.jsonl)</td>');

    expect(await setCaseFlag(ctxAt(), { docId, flag: "overruled", value: true, actorId: superAdminId })).toEqual({ ok: true });
    expect(await one("select modified_by, modified_via from cases where doc_id = ?", docId)).toEqual({ modified_by: superAdminId, modified_via: null });
    const name = (await one<{ name: string }>("select name from users where id = ?", superAdminId))!.name;
    expect(await (await req("/admin/cases?q=zqimport", { cookie: cookies.deo })).text()).toContain(`data-label="Modified By">${name}</td>`);
  });
});

describe("the case picker", () => {
  test("shows (HC) for a High Court case as the cases list does", async () => {
    const picked = (await (await req("/admin/casePicker?q=zqlister", { cookie: cookies.deo })).json()) as { rows: { docId: number; lawTitle: string }[] };
    expect(picked.rows.find((r) => r.docId === docs["Alpha Zqlister"])?.lawTitle).toBe("Alpha Zqlister VS Zqlist Respondent (HC)");
    expect(await (await req("/admin/cases?q=zqlister", { cookie: cookies.deo })).text()).toContain("Alpha Zqlister VS Zqlist Respondent (HC)");
  });
});

describe("pages from indexes only (decision 040)", () => {
  const dialect = new SQLiteAsyncDialect();
  const plan = async (statement: Parameters<SQLiteAsyncDialect["sqlToQuery"]>[0]) => {
    const q = dialect.sqlToQuery(statement);
    const rows = await env.DB.prepare(`explain query plan ${q.sql}`).bind(...q.params).all<{ detail: string }>();
    return rows.results.map((r) => r.detail);
  };
  const query: CaseListQuery = { q: "", category: "ALL", court: "ALL", live: "ALL", overruled: "ALL", page: 3 };

  test("every sort, direction and filter reads its covering index (no table scan, no sort); the count reads the count index", async () => {
    for (const sort of CASE_SORTS)
      for (const dir of SORT_DIRS)
        for (const filters of [{}, { live: "NO", overruled: "YES", category: "Civ", court: "SC" }] as const) {
          const { page, count } = caseListStatements({ ...query, ...filters, sort, dir });
          const steps = await plan(page);
          const label = `${sort} ${dir} ${JSON.stringify(filters)}: ${steps.join(" / ")}`;
          expect(steps.some((s) => /(SEARCH|SCAN) cases USING COVERING INDEX cases_admin_/.test(s)), label).toBe(true);
          expect(steps.some((s) => /^SCAN c\b|SCAN cases$|SCAN cases USING INDEX/.test(s)), label).toBe(false);
          // The parties of the page's rows, by doc id; the subquery's order is the index's.
          expect(steps.some((s) => /SEARCH c USING INTEGER PRIMARY KEY/.test(s)), label).toBe(true);
          // No sort inside the page's subquery (the outer query orders its ten rows again).
          expect(steps.slice(0, steps.indexOf("SCAN p")).some((s) => /TEMP B-TREE/.test(s)), label).toBe(false);
          const counted = await plan(count);
          expect(counted.join(" / "), `${sort} count`).toMatch(/(SEARCH|SCAN) cases USING COVERING INDEX cases_admin_count_idx/);
        }
  });

  test("a search reads the party-name index, the creator index and the sort's covering index, never the case rows", async () => {
    const { page, count } = caseListStatements({ ...query, q: "zqlister 12" });
    const steps = [...(await plan(page)), ...(await plan(count))].join(" / ");
    expect(steps).toMatch(/case_meta_fts VIRTUAL TABLE INDEX/);
    expect(steps).toMatch(/cases_created_by_idx/);
    expect(steps).not.toMatch(/SCAN cases( |$)(?!USING COVERING)/);
  });

  test("the list's answer matches D1 after a write (the cached count follows the write)", async () => {
    const count = async () => Number((await (await req("/admin/cases?q=zqlister&sort=title", { cookie: cookies.deo })).text()).match(/>(Alpha|beta|Charlie) Zqlister VS/g)?.length ?? 0);
    expect(await count()).toBe(3);
    const res = await req("/admin/cases?q=zqlister", { cookie: cookies.admin, form: { intent: "delete", docId: String(docs["beta Zqlister"]) } });
    expect(res.status).toBe(302);
    // The write moved the High Court case to its shard (CASES_1): read it there.
    expect((await caseOne<{ deleted_at: string | null }>(docs["beta Zqlister"], "select deleted_at from cases where doc_id = ?", docs["beta Zqlister"]))!.deleted_at).toBeTruthy();
    expect(await count()).toBe(2);
    // Every database holding cases (the catalogue and CASES_1) counts towards the pages.
    const total = (await one<{ n: number }>("select count(*) n from cases where deleted_at is null"))!.n + (await env.CASES_1.prepare("select count(*) n from cases where deleted_at is null").first<{ n: number }>())!.n;
    const first = await (await req("/admin/cases", { cookie: cookies.deo })).text();
    const pages = Math.ceil(total / 10);
    if (pages > 1) expect(first).toContain(`>${pages}</a>`);
    expect(await caseAll(docs["Alpha Zqlister"], "select 1 from cases where doc_id = ? and deleted_at is null", docs["Alpha Zqlister"])).toHaveLength(1);
  });
});

describe("over two case shards (issue 36, decision 129)", () => {
  const listed = (query: Partial<CaseListQuery>) =>
    listCases(ctxAt(), { q: "zqshard", category: "ALL", court: "ALL", live: "ALL", overruled: "ALL", page: 1, ...query });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Two Supreme Court cases (the catalogue, shard 0) and two High Court cases (CASES_1), decided apart.
    for (const [name, courtId, year] of [
      ["Delta Zqshard", 1, 1995],
      ["alpha Zqshard", 2, 2005],
      ["Charlie Zqshard", 1, 1985],
      ["bravo Zqshard", 2, 2015],
    ] as const) {
      ids[name] = await writeCase(ctxAt(), { ...base, courtId, courtBranchId: courtId === 1 ? null : 1, appellant: name, decidedYear: year }, superAdminId);
    }
  });

  test("the cases are where their courts put them", async () => {
    const shards = await all<{ doc_id: number; shard_id: number }>("select doc_id, shard_id from case_directory where doc_id in (?, ?, ?, ?) order by doc_id", ...Object.values(ids));
    expect(Object.fromEntries(shards.map((r) => [r.doc_id, r.shard_id]))).toEqual({ [ids["Delta Zqshard"]]: 0, [ids["alpha Zqshard"]]: 1, [ids["Charlie Zqshard"]]: 0, [ids["bravo Zqshard"]]: 1 });
  });

  test("every sort merges both shards in order, page by page, with the right count and page total", async () => {
    const names = (rows: CaseListRow[]) => rows.map((r) => r.lawTitle.split(" Zqshard")[0]);
    const walk = async (sort: CaseListQuery["sort"], dir: CaseListQuery["dir"]) => {
      const out: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const got = await listed({ sort, dir, page, perPage: 2 });
        expect(got.total).toBe(4);
        expect(got.pages).toBe(2);
        if (page <= 2) out.push(...names(got.rows));
        // A page past the last is the last page again.
        else expect(names(got.rows)).toEqual(out.slice(2));
      }
      return out;
    };
    expect(await walk("docId", "desc")).toEqual(["bravo", "Charlie", "alpha", "Delta"]);
    expect(await walk("date", "desc")).toEqual(["bravo", "alpha", "Delta", "Charlie"]);
    expect(await walk("date", "asc")).toEqual(["Charlie", "Delta", "alpha", "bravo"]);
    expect(await walk("title", "asc")).toEqual(["alpha", "bravo", "Charlie", "Delta"]);
    expect(await walk("modified", "desc")).toEqual(["bravo", "Charlie", "alpha", "Delta"]);
  });

  test("the filters read the catalogue's masters and staff, the names are the catalogue's", async () => {
    const hc = await listed({ court: "HC" });
    expect(hc.rows.map((r) => r.docId).sort()).toEqual([ids["alpha Zqshard"], ids["bravo Zqshard"]].sort());
    expect(hc.rows[0].lawTitle).toMatch(/\(HC\)$/);
    expect(hc.rows[0].courtCategory).toBeTruthy();
    expect((await listed({ court: "SC" })).total).toBe(2);
    expect((await listed({ court: 2 })).total).toBe(2);
    expect((await listed({ court: 2, bench: 1 })).total).toBe(2);
    const name = (await one<{ name: string }>("select name from users where id = ?", superAdminId))!.name;
    expect(hc.rows[0].modifiedBy).toBe(name);
    // The staff member who created them finds all four by name, across both shards.
    expect((await listCases(ctxAt(), { q: name, category: "ALL", court: "ALL", live: "ALL", overruled: "ALL", page: 1, perPage: 100 })).rows.filter((r) => r.lawTitle.includes("Zqshard"))).toHaveLength(4);
    await setCaseFlag(ctxAt(), { docId: ids["bravo Zqshard"], flag: "live", value: false, actorId: superAdminId });
    expect((await listed({ live: "NO" })).rows.map((r) => r.docId)).toEqual([ids["bravo Zqshard"]]);
    expect((await listed({ live: "YES" })).total).toBe(3);
    // The case picker lists both shards' cases.
    const picked = (await (await req("/admin/casePicker?q=zqshard", { cookie: cookies.deo })).json()) as { rows: { docId: number }[] };
    expect(picked.rows.map((r) => r.docId).sort()).toEqual(Object.values(ids).sort());
  });

  test("the staff's untitled list and the titles' reindex pass read every shard (issue 36)", async () => {
    const untitled: number[] = [];
    for (const courtId of [1, 2]) {
      untitled.push(await writeCase(ctxAt(), { ...base, courtId, courtBranchId: courtId === 1 ? null : 1, appellant: NO_TITLE, respondent: null, decidedYear: 2001 + courtId }, superAdminId));
    }
    expect((await all<{ shard_id: number }>("select shard_id from case_directory where doc_id in (?, ?) order by doc_id", ...untitled)).map((r) => r.shard_id)).toEqual([0, 1]);
    const listed = await listUntitled(ctxAt(), { missing: "title", page: 1 });
    expect(listed.rows.map((r) => r.docId)).toEqual(expect.arrayContaining(untitled));
    // Newest decided first across both shards: the High Court's 2003 case before the Supreme Court's 2002 one.
    const order = listed.rows.map((r) => r.docId).filter((id) => untitled.includes(id));
    expect(order).toEqual([untitled[1], untitled[0]]);
    const inDbs = (await one<{ n: number }>("select count(*) n from cases where deleted_at is null and appellant = ?", NO_TITLE))!.n + (await env.CASES_1.prepare("select count(*) n from cases where deleted_at is null and appellant = ?").bind(NO_TITLE).first<{ n: number }>())!.n;
    expect(listed.total).toBeGreaterThanOrEqual(inDbs);
    // The reindex pass's cursor walks the doc ids of both databases: a step that ends before these cases, then one that passes them.
    const step = await titlesAsCitedStep(ctxAt(), untitled[0] - 1, 1);
    expect(step.lastDocId).toBe(untitled[0]);
    expect((await titlesAsCitedStep(ctxAt(), untitled[0], 1)).lastDocId).toBe(untitled[1]);
  });
});
