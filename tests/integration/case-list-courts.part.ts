import { env } from "cloudflare:test";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, test } from "vitest";
import { caseListStatements, type CaseListQuery } from "../../app/services/cases/case-desk.server";
import { type CaseInput } from "../../app/services/cases/cases.server";
import { createDb } from "../../app/utils/context.server";
import { apiSignin, call } from "./api-helpers";
import { loginRoles, one, req, saveCase, seed } from "./helpers";

/**
 * The back office's cases list by court (decision 099 on the list): ALL, the Supreme Court, the
 * High Courts together, one court of the master by id, and one of its benches; in the URL, without
 * JavaScript, from the covering indexes (decision 040), and through the API's getCaseList.
 */
const cookies: Record<"deo", string | null> = { deo: null };
const ids = { sc: 0, bombay: 0, delhi: 0, nagpur: 0, aurangabad: 0, mumbai: 0 };

/** Four cases of our own ("Zqcourtlist" no demo case has): the Supreme Court, Nagpur, Aurangabad, Delhi. */
const docs: Record<"sc" | "nagpur" | "aurangabad" | "delhi", number> = { sc: 0, nagpur: 0, aurangabad: 0, delhi: 0 };

const base: Omit<CaseInput, "appellant" | "courtId"> = {
  respondent: "Zqcourtlist Respondent",
  judgementOrder: "<p>Zqcourtlist text.</p>",
  caseCategoryId: 2,
  decidedDay: 1,
  decidedMonth: 6,
  decidedYear: 2020,
};

const idOf = async (sql: string, ...binds: unknown[]) => (await one<{ id: number }>(sql, ...binds))!.id;

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
  // By name, never by assumed ids (decision 099).
  ids.sc = await idOf("select id from courts where is_supreme_court = 1 order by id limit 1");
  ids.bombay = await idOf("select id from courts where name = 'High Court of Bombay'");
  ids.delhi = await idOf("select id from courts where name = 'High Court of Delhi'");
  ids.nagpur = await idOf("select id from court_branches where court_id = ? and name = 'Nagpur'", ids.bombay);
  ids.aurangabad = await idOf("select id from court_branches where court_id = ? and name = 'Aurangabad'", ids.bombay);
  ids.mumbai = await idOf("select id from court_branches where court_id = ? and name = 'Mumbai'", ids.bombay);
  const db = createDb(env.DB);
  const save = (appellant: string, courtId: number, courtBranchId?: number) => saveCase(db, { ...base, appellant, courtId, courtBranchId }, { actorId: null, now: new Date() });
  docs.sc = await save("Zqcourtlist Supreme", ids.sc);
  docs.nagpur = await save("Zqcourtlist Nagpur", ids.bombay, ids.nagpur);
  docs.aurangabad = await save("Zqcourtlist Aurangabad", ids.bombay, ids.aurangabad);
  docs.delhi = await save("Zqcourtlist Delhi", ids.delhi);
});

/** The list's page for a query string, and the titles of our four cases on it. */
const page = async (query: string) => (await req(`/admin/cases?q=zqcourtlist&${query}`, { cookie: cookies.deo })).text();
const titles = async (query: string) => [...(await page(query)).matchAll(/>Zqcourtlist (Supreme|Nagpur|Aurangabad|Delhi) VS/g)].map((m) => m[1]).sort();

describe("the cases list's court filter", () => {
  test("ALL, SC, HC (every High Court) and one court by id", async () => {
    expect(await titles("")).toEqual(["Aurangabad", "Delhi", "Nagpur", "Supreme"]);
    expect(await titles("court=SC")).toEqual(["Supreme"]);
    expect(await titles("court=HC")).toEqual(["Aurangabad", "Delhi", "Nagpur"]);
    expect(await titles(`court=${ids.bombay}`)).toEqual(["Aurangabad", "Nagpur"]);
    expect(await titles(`court=${ids.delhi}`)).toEqual(["Delhi"]);
    expect(await titles(`court=${ids.sc}`)).toEqual(["Supreme"]);
    // Not a court filter: the list's 400, as any bad list URL.
    for (const bad of ["court=XX", "court=0", "court=-3", "bench=abc"]) expect((await req(`/admin/cases?${bad}`, { cookie: cookies.deo })).status, bad).toBe(400);
  });

  test("one bench of the chosen court; the form offers the court's seats only when one court is chosen", async () => {
    expect(await titles(`court=${ids.bombay}&bench=${ids.nagpur}`)).toEqual(["Nagpur"]);
    expect(await titles(`court=${ids.bombay}&bench=${ids.aurangabad}`)).toEqual(["Aurangabad"]);
    expect(await titles(`court=${ids.bombay}&bench=${ids.mumbai}`)).toEqual([]);
    const chosen = await page(`court=${ids.bombay}&bench=${ids.nagpur}`);
    // A GET form (works without JavaScript): the court chosen and its seats, labelled as the search filters label them.
    expect(chosen).toMatch(new RegExp(`<select name="court"[^>]*>.*<option value="${ids.bombay}" selected="">High Court of Bombay</option>`, "s"));
    expect(chosen).toContain('<select name="bench"');
    expect(chosen).toContain(`<option value="${ids.nagpur}" selected="">Nagpur Bench</option>`);
    expect(chosen).toContain(`<option value="${ids.mumbai}">Mumbai (Principal Seat)</option>`);
    expect(chosen).toContain('<option value="HC">HIGH COURTS (ALL)</option>');
    // The sort links and the pager keep the bench.
    expect(chosen).toContain(`bench=${ids.nagpur}&amp;sort=title`);
    for (const q of ["", "court=HC", "court=SC"]) expect(await page(q), q).not.toContain('<select name="bench"');
  });

  test("a bench left in the form when another court is chosen (no JavaScript) is dropped: the list of the new court, its URL without the bench", async () => {
    const moved = await req(`/admin/cases?q=zqcourtlist&court=${ids.delhi}&bench=${ids.nagpur}&sort=title`, { cookie: cookies.deo });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/admin/cases?q=zqcourtlist&court=${ids.delhi}&sort=title`);
    const toAll = await req(`/admin/cases?court=HC&bench=${ids.nagpur}`, { cookie: cookies.deo });
    expect(toAll.headers.get("location")).toBe("/admin/cases?court=HC");
  });
});

describe("pages from indexes only (decision 040), by court and bench", () => {
  const dialect = new SQLiteAsyncDialect();
  const plan = async (statement: Parameters<SQLiteAsyncDialect["sqlToQuery"]>[0]) => {
    const q = dialect.sqlToQuery(statement);
    const rows = await env.DB.prepare(`explain query plan ${q.sql}`).bind(...q.params).all<{ detail: string }>();
    return rows.results.map((r) => r.detail);
  };
  const query: CaseListQuery = { q: "", category: "ALL", court: "ALL", live: "ALL", overruled: "ALL", page: 2 };

  test("HC, one court and one bench read the covering index, the bench through the (court, branch) index, never the case rows", async () => {
    for (const filters of [{ court: "HC" }, { court: ids.bombay }, { court: ids.bombay, bench: ids.nagpur }] as const)
      for (const sort of ["docId", "title", "date", "modified"] as const) {
        const { page: pageSql, count } = caseListStatements({ ...query, ...filters, sort });
        const steps = [...(await plan(pageSql)), ...(await plan(count))];
        const label = `${sort} ${JSON.stringify(filters)}: ${steps.join(" / ")}`;
        expect(steps.some((s) => /(SEARCH|SCAN) cases USING COVERING INDEX cases_admin_(doc|date|title|modified)_idx/.test(s)), label).toBe(true);
        expect(steps.some((s) => /(SEARCH|SCAN) cases USING COVERING INDEX cases_admin_count_idx/.test(s)), label).toBe(true);
        expect(steps.some((s) => /^SCAN c\b|SCAN cases$|SCAN cases USING INDEX/.test(s)), label).toBe(false);
        if ("bench" in filters) expect(steps.some((s) => /SEARCH cases USING COVERING INDEX cases_court_idx \(court_id=\? AND court_branch_id=\?\)/.test(s)), label).toBe(true);
      }
  });
});

describe("the API's getCaseList", () => {
  const body = { caseCategory: "ALL", live: "ALL", overRuled: "ALL", searchValue: "zqcourtlist" };
  const titlesOf = async (token: string, extra: Record<string, unknown>) => {
    const r = await call("POST", "/admin/getCaseList?pageNumber=1", { token, body: { ...body, ...extra } });
    if (r.json.responseStatus.statusCode !== "0") return [];
    return ((r.json.responseData as { ojectList: { lawTitle: string }[] }).ojectList.map((o) => o.lawTitle.match(/^Zqcourtlist (\w+)/)![1]) as string[]).sort();
  };

  test("HIGH COURT (or HC), courtId and courtBranchId; the picker keeps the spec's two", async () => {
    const token = (await apiSignin("dataentry@sar.example.com", "Demo@2026", "admin")).token!;
    expect(await titlesOf(token, { courCategory: "HIGH COURT" })).toEqual(["Aurangabad", "Delhi", "Nagpur"]);
    expect(await titlesOf(token, { courCategory: "HC" })).toEqual(["Aurangabad", "Delhi", "Nagpur"]);
    expect(await titlesOf(token, { courCategory: "SUPEREME COURT" })).toEqual(["Supreme"]);
    expect(await titlesOf(token, { courtId: ids.bombay })).toEqual(["Aurangabad", "Nagpur"]);
    expect(await titlesOf(token, { courtId: ids.bombay, courtBranchId: ids.aurangabad })).toEqual(["Aurangabad"]);
    // A bench alone names its court; a bench of another court finds nothing.
    expect(await titlesOf(token, { courtBranchId: ids.nagpur })).toEqual(["Nagpur"]);
    expect(await titlesOf(token, { courtId: ids.delhi, courtBranchId: ids.nagpur })).toEqual([]);
    const bad = await call("POST", "/admin/getCaseList?pageNumber=1", { token, body: { ...body, courCategory: "DISTRICT" } });
    expect(bad.status).toBe(400);
    const picker = await call("POST", "/admin/getCasePickerList?pageNumber=1", { token, body: { ...body, courCategory: "HIGH COURT" } });
    expect(picker.status).toBe(400);
  });
});
