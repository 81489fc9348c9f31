import { beforeAll, describe, expect, test } from "vitest";
import { writeCase } from "../../app/services/cases/case-admin.server";
import type { CaseInput } from "../../app/services/cases/cases.server";
import { importLines } from "../../app/services/cases/import.server";
import { adminMessages } from "../../app/utils/copy";
import { all, ctxAt, html, loginRoles, one, req, seed, plainCase } from "./helpers";

/**
 * Issue 17 item 2 (decision 034): act names in judgments that match no act are listed on the acts
 * screen for staff to add to the acts list or merge into an act; a merge rewrites the cases and
 * holds for later imports.
 */
type Who = "visitor" | "subscriber" | "deo" | "admin" | "superAdmin";
const WHO: Who[] = ["visitor", "subscriber", "deo", "admin", "superAdmin"];
const cookies: Record<Who, string | null> = { visitor: null, subscriber: null, deo: null, admin: null, superAdmin: null };
const MISSPELT = "Indstrial Disputes Act, 1947";
const LOCAL = "Bombay Rent Control Act, 1947";
const TARGET = "Industrial Disputes Act, 1947";
const docs: number[] = [];

const base = (n: number): CaseInput => plainCase(n, "Tessellate", "The reference concerns retrenchment compensation of the tessellate workmen.");

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
  const ctx = ctxAt();
  docs.push(await writeCase(ctx, { ...base(1), acts: [MISSPELT, "I.P.C."] }, 1));
  docs.push(await writeCase(ctx, { ...base(2), headnotes: [{ headnote: "<p>Retrenchment.</p>", refs: [{ actName: MISSPELT, section: "25F" }] }] }, 1));
  docs.push(await writeCase(ctx, { ...base(3), acts: [LOCAL] }, 1));
});

const outcome = (res: Response) => (res.status === 302 ? `→${(res.headers.get("location") ?? "").split("?")[0]}` : res.status);

describe("Act Names in Judgments (/admin/act/names)", () => {
  test("Super Admin and Admin only; a refused POST changes nothing", async () => {
    const expected: Record<Who, string | number> = { visitor: "→/admin", subscriber: "→/admin", deo: 403, admin: 200, superAdmin: 200 };
    for (const who of WHO) {
      const res = await req("/admin/act/names", { cookie: cookies[who] });
      expect(outcome(res), who).toBe(expected[who]);
      const body = await res.text();
      if (res.status === 200) expect(body).toContain(html(MISSPELT));
      else expect(body).not.toContain(html(MISSPELT));
    }
    for (const who of ["visitor", "subscriber", "deo"] as Who[]) {
      const res = await req("/admin/act/names", { cookie: cookies[who], form: { intent: "add", name: LOCAL } });
      expect(outcome(res), who).toBe(expected[who]);
    }
    expect(await one("select count(*) n from acts where name = ?", LOCAL)).toEqual({ n: 0 });
  });

  test("lists the names no act answers to, with their cases, and not those that resolve (I.P.C.)", async () => {
    const page = await (await req("/admin/act/names", { cookie: cookies.admin })).text();
    expect(page).toContain("Act Names in Judgments");
    const row = (name: string) => new RegExp(`${html(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</td>\\s*<td[^>]*>(\\d+)<`);
    expect(page.match(row(MISSPELT))?.[1]).toBe("2");
    expect(page.match(row(LOCAL))?.[1]).toBe("1");
    expect(page).not.toMatch(/>I\.P\.C\.</);
    // Searching narrows the list.
    const found = await (await req("/admin/act/names?q=bombay", { cookie: cookies.admin })).text();
    expect(found).toContain(html(LOCAL));
    expect(found).not.toContain(html(MISSPELT));
    // The acts list links here.
    expect(await (await req("/admin/act", { cookie: cookies.admin })).text()).toContain('href="/admin/act/names"');
  });

  test("bad input: a 400 and nothing written", async () => {
    const before = await all("select * from acts order by id");
    for (const form of [{ intent: "add" } as Record<string, string>, { intent: "rename", name: LOCAL }, { intent: "add", name: "x".repeat(301) }, { intent: "add", name: "y".repeat(150) }]) {
      const res = await req("/admin/act/names", { cookie: cookies.admin, form });
      expect(res.status, JSON.stringify(form).slice(0, 60)).toBe(400);
    }
    // A name no case cites: 404 with a message.
    const missing = await req("/admin/act/names", { cookie: cookies.admin, form: { intent: "add", name: "Nowhere Act, 1900" } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(html(adminMessages.actNameNotCited));
    // A merge without an act, or into an act that does not exist.
    for (const target of ["", "Imaginary Act, 2099"]) {
      const res = await req(`/admin/act/names?merge=${encodeURIComponent(MISSPELT)}`, { cookie: cookies.admin, form: { intent: "merge", name: MISSPELT, target } });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(html(adminMessages.mergeTargetUnknown));
    }
    expect(await all("select * from acts order by id")).toEqual(before);
    expect(await all("select * from act_aliases")).toEqual([]);
    expect(await one("select count(*) n from case_acts where act_name = ?", MISSPELT)).toEqual({ n: 1 });
  });

  test("'Add to list' puts the name in the acts list; it leaves the list of unknown names", async () => {
    const res = await req("/admin/act/names", { cookie: cookies.admin, form: { intent: "add", name: LOCAL } });
    expect(outcome(res)).toBe("→/admin/act/names");
    expect(res.headers.get("location")).toContain("notice=actNameAdded");
    expect(await one("select count(*) n from acts where name = ?", LOCAL)).toEqual({ n: 1 });
    // Gone from the table (it is now one of the acts a name can be merged into, in the page's list of acts).
    expect(await (await req("/admin/act/names", { cookie: cookies.admin })).text()).not.toContain(`>${html(LOCAL)}</td>`);
  });

  test("Merge rewrites the citing cases (acts cited and headnote references) to the act, and statute search finds them under it", async () => {
    const dialog = await (await req(`/admin/act/names?merge=${encodeURIComponent(MISSPELT)}`, { cookie: cookies.admin })).text();
    expect(dialog).toContain("Merge into an act");
    expect(dialog).toContain(`<option value="${html(TARGET)}">`);

    const res = await req(`/admin/act/names?merge=${encodeURIComponent(MISSPELT)}`, { cookie: cookies.superAdmin, form: { intent: "merge", name: MISSPELT, target: TARGET } });
    expect(outcome(res)).toBe("→/admin/act/names");
    expect(res.headers.get("location")).toContain("notice=actNameMerged");
    expect(res.headers.get("location")).not.toContain("merge=");

    expect(await all("select act_name from case_acts where doc_id = ? order by act_name", docs[0])).toEqual([{ act_name: "I.P.C." }, { act_name: TARGET }]);
    expect(await one("select act_name, section from headnote_refs where doc_id = ?", docs[1])).toEqual({ act_name: TARGET, section: "25F" });
    expect(await one("select count(*) n from case_acts where act_name = ?", MISSPELT)).toEqual({ n: 0 });
    expect(await one("select target from act_aliases")).toEqual({ target: TARGET });
    expect(await (await req("/admin/act/names", { cookie: cookies.admin })).text()).not.toContain(html(MISSPELT));

    // Statute search by the act (any of its names) finds both cases; by section, the headnote's.
    const bySection = await (await req(`/search?mode=statute&run=1&act1=${encodeURIComponent("ID Act")}&sec1=25F`, { cookie: cookies.subscriber })).text();
    expect(bySection).toContain(`/viewCase/${docs[1]}`);
    const byAct = await (await req(`/search?mode=statute&run=1&act1=${encodeURIComponent(TARGET)}`, { cookie: cookies.subscriber })).text();
    for (const d of docs.slice(0, 2)) expect(byAct).toContain(`/viewCase/${d}`);
  });

  test("an import after the merge files the name under the act, a re-import too", async () => {
    const record = { id: "test:act-alias", judgment_text: "The workmen were retrenched.", acts_cited: [MISSPELT, "Factories Act, 1948"] };
    const ctx = ctxAt();
    const [first] = await importLines(ctx, [{ line: 1, raw: JSON.stringify(record) }]);
    expect(first).toMatchObject({ status: "imported" });
    const docId = (first as { docId: number }).docId;
    expect(await all("select act_name from case_acts where doc_id = ? order by act_name", docId)).toEqual([{ act_name: "Factories Act, 1948" }, { act_name: TARGET }]);
    const [again] = await importLines(ctx, [{ line: 1, raw: JSON.stringify(record) }]);
    expect(again).toMatchObject({ status: "unchanged" });
    expect(await one("select count(*) n from case_acts where doc_id = ? and act_name = ?", docId, MISSPELT)).toEqual({ n: 0 });
  });
});
