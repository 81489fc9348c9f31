import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { type CaseInput } from "../../app/services/cases/cases.server";
import { adminMessages, caseMessages } from "../../app/utils/copy";
import { createDb } from "../../app/utils/context.server";
import { createD1Backend } from "../../search-index/d1-backend";
import { all, html, loginRoles, one, req, saveCase, seed } from "./helpers";

/**
 * The case desk (issue 14 items 1, 3, 8, 9, 12): the cases list, courts and branches, acts — the
 * route table per role, every validation rule with D1 unchanged on refusal, and the case writes
 * through writeCase (D1 state, search visibility, the pink box).
 */
type Who = "visitor" | "subscriber" | "deo" | "admin" | "superAdmin";
const WHO: Who[] = ["visitor", "subscriber", "deo", "admin", "superAdmin"];
const cookies: Record<Who, string | null> = { visitor: null, subscriber: null, deo: null, admin: null, superAdmin: null };
let superAdminId = 0;

/** A case of our own with every part the list's writes must keep (referred cases, headnote refs in slots 1 and 3). */
const DESK_CASE: CaseInput = {
  appellant: "Quillfeather Traders",
  respondent: "Union of Zanzibaria",
  judgementOrder: "<p>The marmalade doctrine applies to the quillfeather contract.</p>",
  caseCategoryId: 4,
  courtId: 1,
  courtBranchId: 34,
  courtBenchId: 1,
  decidedDay: 3,
  decidedMonth: 4,
  decidedYear: 2021,
  caseNumber: "C.A. 77/2021",
  citations: [{ journalId: 2, citationCategoryId: 4, year: 2021, pageNumber: "77" }],
  headnotes: [{ priority: "A", headnote: "<p>Marmalade doctrine explained.</p>", refs: [{ actName: "Quillfeather Act, 1901", section: "5" }, {}, { actName: "Indian Penal Code, 1860", section: "302" }] }],
  topics: ["Contract"],
  referred: [{ casesReferred: "Old Quill v. State", partyName: "Old Quill", linkedDocId: 1001 }],
  acts: ["Quillfeather Act, 1901"],
};
let deskDoc = 0;

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
  superAdminId = (await one<{ id: number }>("select id from users where email = ?", "superadmin@sar.example.com"))!.id;
  deskDoc = await saveCase(createDb(env.DB), DESK_CASE, { actorId: null, now: new Date("2026-01-01T00:00:00Z") });
});

const ADMIN_LOGIN = "→/admin";
function outcome(res: Response): string | number {
  if (res.status !== 302) return res.status;
  return `→${(res.headers.get("location") ?? "").split("?")[0]}`;
}

/** Words that appear only when the data was served: a case title, a branch, an act. */
const DATA_MARKERS: Record<string, string> = {
  "/admin/cases": "Quillfeather Traders",
  "/admin/court": "Supreme Court of India",
  "/admin/act": "Arbitration and Conciliation Act, 1996",
};

describe("the route table (§2) on every new loader and action", () => {
  const table: Record<string, Record<Who, string | number>> = {
    "/admin/cases": { visitor: ADMIN_LOGIN, subscriber: ADMIN_LOGIN, deo: 200, admin: 200, superAdmin: 200 },
    "/admin/court": { visitor: ADMIN_LOGIN, subscriber: ADMIN_LOGIN, deo: 403, admin: 200, superAdmin: 200 },
    "/admin/act": { visitor: ADMIN_LOGIN, subscriber: ADMIN_LOGIN, deo: 403, admin: 200, superAdmin: 200 },
  };

  test.each(Object.keys(table))("GET %s: status per role, and no data in a refusal", async (path) => {
    for (const who of WHO) {
      const res = await req(path, { cookie: cookies[who] });
      expect(outcome(res), `${who} ${path}`).toBe(table[path][who]);
      const body = await res.text();
      if (res.status === 200) expect(body, who).toContain(html(DATA_MARKERS[path]));
      else expect(body, who).not.toContain(html(DATA_MARKERS[path]));
    }
  });

  test.each(Object.keys(table))("POST %s: refused roles change nothing; allowed roles reach validation (400)", async (path) => {
    const probe: Record<string, string> = ({ "/admin/cases": { intent: "live", docId: String(deskDoc), status: "false" }, "/admin/court": { intent: "delete", branchId: "1" }, "/admin/act": { intent: "delete", id: "1" } } as Record<string, Record<string, string>>)[path];
    for (const who of WHO) {
      const expected = table[path][who];
      if (expected === 200) {
        const res = await req(path, { cookie: cookies[who], form: { probe: "1" } });
        expect(res.status, `${who} ${path}`).toBe(400);
        continue;
      }
      const before = await Promise.all([one("select live from cases where doc_id = ?", deskDoc), one("select count(*) n from court_branches"), one("select count(*) n from acts")]);
      const res = await req(path, { cookie: cookies[who], form: probe });
      expect(outcome(res), `${who} ${path}`).toBe(expected);
      expect(await res.text()).not.toContain(html(DATA_MARKERS[path]));
      const after = await Promise.all([one("select live from cases where doc_id = ?", deskDoc), one("select count(*) n from court_branches"), one("select count(*) n from acts")]);
      expect(after, `${who} ${path}`).toEqual(before);
    }
  });
});

describe("cases list (/admin/cases)", () => {
  const search = createD1Backend(env.DB);
  const found = async (text: string) => (await search.search({ mode: "quick", text }, { page: 1, perPage: 10, dateOrder: "d" })).items.map((i) => i.docId);

  test("lists the §2 columns; search by doc id, party name or creator; the four filters; 'No Case Details found.'", async () => {
    const page = await (await req("/admin/cases", { cookie: cookies.deo })).text();
    for (const h of ["Case Category", "Court Category", "Overuled", "Live", "Modified By", "Actions"]) expect(page).toContain(`>${h}</th>`);
    // The sortable columns' headers are links (issue 21 item 7).
    for (const h of ["Doc Id", "Law Title", "Decided", "Modified Date"]) expect(page).toMatch(new RegExp(`<a [^>]*class="sort-link[^"]*"[^>]*>${h}<`));
    expect(page).toContain(html(adminMessages.searchCases));
    expect(page).toContain(html("Quillfeather Traders VS Union of Zanzibaria (SC)"));
    expect(page).toContain(">SUPEREME COURT</option>");
    const byId = await (await req(`/admin/cases?q=${deskDoc}`, { cookie: cookies.deo })).text();
    expect(byId).toContain("Quillfeather Traders");
    const byParty = await (await req("/admin/cases?q=zanzibaria", { cookie: cookies.deo })).text();
    expect(byParty).toContain("Quillfeather Traders");
    const filtered = await (await req("/admin/cases?q=zanzibaria&category=Cri", { cookie: cookies.deo })).text();
    expect(filtered).toContain(html(adminMessages.noCases));
    const scOnly = await (await req("/admin/cases?q=zanzibaria&court=SC&live=YES&overruled=NO&category=SC", { cookie: cookies.deo })).text();
    expect(scOnly).toContain("Quillfeather Traders");
    // Seeded cases were created by a staff member: the creator's name finds them.
    const creator = await one<{ name: string; doc_id: number }>("select u.name, max(c.doc_id) doc_id from cases c join users u on u.id = c.created_by where c.deleted_at is null group by u.name order by count(*) desc limit 1");
    expect(creator).toBeTruthy();
    const byCreator = await (await req(`/admin/cases?q=${encodeURIComponent(creator!.name)}`, { cookie: cookies.deo })).text();
    expect(byCreator).toContain(`>${creator!.doc_id}</td>`);
    expect(byCreator).not.toContain("Quillfeather Traders"); // entered by no one (saved directly)
  });

  test("the pager shows only above one page and keeps the filters; a bad filter or page is a 400 with a message", async () => {
    const total = (await one<{ n: number }>("select count(*) n from cases where deleted_at is null"))!.n;
    const first = await (await req("/admin/cases?live=ALL", { cookie: cookies.deo })).text();
    if (total > 10) expect(first).toContain('aria-label="Pages"');
    expect(first).toMatch(/href="\/admin\/cases\?live=ALL&amp;page=2"|href="\?live=ALL&amp;page=2"/);
    const one_ = await (await req(`/admin/cases?q=${deskDoc}`, { cookie: cookies.deo })).text();
    expect(one_).not.toContain('aria-label="Pages"');
    for (const bad of ["live=MAYBE", "page=0", "category=XX", "page=abc"]) {
      const res = await req(`/admin/cases?${bad}`, { cookie: cookies.deo });
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain(html(adminMessages.badListQuery));
    }
  });

  test("live off (the negated value) goes through writeCase: D1, audit fields, parts kept, gone from search and /viewCase at once, list on page 1", async () => {
    expect(await found("quillfeather")).toContain(deskDoc);
    const parts = async () => ({
      refs: await all("select headnote_position, slot, act_name, section from headnote_refs where doc_id = ? order by slot", deskDoc),
      referred: await all("select cases_referred, party_name, linked_doc_id from cases_referred where doc_id = ?", deskDoc),
      citations: await all("select journal_id, year, page_number from case_citations where doc_id = ?", deskDoc),
      topics: await all("select topic from case_topics where doc_id = ?", deskDoc),
    });
    const before = await parts();
    const res = await req("/admin/cases?q=quill&page=3", { cookie: cookies.superAdmin, form: { intent: "live", docId: String(deskDoc), status: "false" } });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!, "http://x");
    expect(to.searchParams.get("page")).toBe("1");
    expect(to.searchParams.get("q")).toBe("quill");
    expect(to.searchParams.get("notice")).toBe("updated");
    const row = await one<{ live: number; modified_by: number; modified_at: string }>("select live, modified_by, modified_at from cases where doc_id = ?", deskDoc);
    expect(row).toMatchObject({ live: 0, modified_by: superAdminId });
    expect(row!.modified_at > "2026-01-01T00:00:00").toBe(true);
    expect(await parts()).toEqual(before);
    expect(before.refs.map((r) => r.slot)).toEqual([1, 3]);
    expect(before.referred).toHaveLength(1);
    expect(await found("quillfeather")).not.toContain(deskDoc);
    expect((await req(`/viewCase/${deskDoc}`, { cookie: cookies.subscriber })).status).toBe(404);
    const listed = await (await req(`${to.pathname}${to.search}`, { cookie: cookies.superAdmin })).text();
    expect(listed).toContain(html(adminMessages.caseUpdated));
    // And back on: visible again.
    expect((await req("/admin/cases", { cookie: cookies.deo, form: { intent: "live", docId: String(deskDoc), status: "true" } })).status).toBe(302);
    expect(await found("quillfeather")).toContain(deskDoc);
  });

  test("overruled on shows the pink box and the warning on /viewCase at once", async () => {
    expect(await (await req(`/viewCase/${deskDoc}`, { cookie: cookies.subscriber })).text()).not.toContain('class="case-box overruled"');
    const res = await req("/admin/cases", { cookie: cookies.admin, form: { intent: "overruled", docId: String(deskDoc), status: "true" } });
    expect(res.status).toBe(302);
    expect((await one<{ overruled: number }>("select overruled from cases where doc_id = ?", deskDoc))!.overruled).toBe(1);
    const page = await (await req(`/viewCase/${deskDoc}`, { cookie: cookies.subscriber })).text();
    expect(page).toContain('class="case-box overruled"');
    expect(page).toContain(caseMessages.overruledWarning);
    expect(await (await req("/admin/cases?overruled=YES&q=quill", { cookie: cookies.admin })).text()).toContain("Quillfeather Traders");
  });

  test("a bad toggle (unknown case, bad status, bad doc id) changes nothing and says so", async () => {
    const before = await one("select live, overruled, modified_at from cases where doc_id = ?", deskDoc);
    const bad = [
      [{ intent: "live", docId: String(deskDoc), status: "maybe" }, 400],
      [{ intent: "live", docId: "abc", status: "false" }, 400],
      [{ intent: "explode", docId: String(deskDoc) }, 400],
      [{ intent: "live", docId: "99999999", status: "false" }, 404],
    ] as const;
    for (const [form, status] of bad) {
      const res = await req("/admin/cases", { cookie: cookies.deo, form });
      expect(res.status, JSON.stringify(form)).toBe(status);
      const body = await res.text();
      // A failure toast: 'System Error' unless it has a title of its own; the spec's default text for an unreadable request.
      expect(body).toContain(html(adminMessages.toastTitle));
      expect(body).toContain(html(status === 404 ? adminMessages.updateFailed : adminMessages.toastText));
    }
    expect(await one("select live, overruled, modified_at from cases where doc_id = ?", deskDoc)).toEqual(before);
  });

  test("delete asks first ('case file' wording), then soft-deletes through writeCase; a second delete is 'Error While Deleting'", async () => {
    const confirm = await (await req(`/admin/cases?q=quill&confirm=${deskDoc}`, { cookie: cookies.deo })).text();
    expect(confirm).toContain(html(adminMessages.confirmDeleteCase));
    expect(confirm).toContain(html(adminMessages.cantUndo));
    expect(confirm).toContain("<dialog open");
    const res = await req(`/admin/cases?q=quill&confirm=${deskDoc}`, { cookie: cookies.deo, form: { intent: "delete", docId: String(deskDoc) } });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!, "http://x");
    expect(to.searchParams.get("confirm")).toBeNull();
    expect(to.searchParams.get("notice")).toBe("deleted");
    const row = await one<{ deleted_at: string | null; modified_by: number }>("select deleted_at, modified_by from cases where doc_id = ?", deskDoc);
    expect(row!.deleted_at).toBeTruthy();
    expect(await one("select count(*) n from headnotes where doc_id = ?", deskDoc)).toEqual({ n: 1 });
    expect(await found("quillfeather")).not.toContain(deskDoc);
    const listed = await (await req(`${to.pathname}${to.search}`, { cookie: cookies.deo })).text();
    expect(listed).toContain(html(adminMessages.deleted));
    expect(listed).toContain(html(adminMessages.noCases));
    const again = await req("/admin/cases", { cookie: cookies.deo, form: { intent: "delete", docId: String(deskDoc) } });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(html(adminMessages.deleteFailed));
  });
});

describe("courts and branches (/admin/court)", () => {
  const counts = async () => ({
    courts: (await one<{ n: number }>("select count(*) n from courts"))!.n,
    branches: (await one<{ n: number }>("select count(*) n from court_branches"))!.n,
  });
  const add = (form: Record<string, string>, who: Who = "superAdmin") => req("/admin/court?dialog=add", { cookie: cookies[who], form: { intent: "add", ...form } });

  test("the screen: heading, search, Create, columns; search by court type or branch; 'No Courts found.'", async () => {
    const page = await (await req("/admin/court", { cookie: cookies.admin })).text();
    expect(page).toContain("Courts and Branches");
    expect(page).toContain(html(adminMessages.searchCourts));
    for (const h of ["Branch Name", "Court Type", "Actions"]) expect(page).toContain(`>${h}</th>`);
    expect(await (await req("/admin/court?q=Nagpur", { cookie: cookies.admin })).text()).toContain("High Court of Bombay");
    const none = await (await req("/admin/court?q=zzqq", { cookie: cookies.admin })).text();
    expect(none).toContain(html(adminMessages.noCourts));
    const dialog = await (await req("/admin/court?dialog=add", { cookie: cookies.admin })).text();
    expect(dialog).toContain("Add Court and Branch Name");
  });

  test("both names required, at most 37 characters: the messages, a 400 and no change", async () => {
    const before = await counts();
    const cases: [Record<string, string>, string[]][] = [
      [{ courtName: "", branchName: "" }, [adminMessages.courtNameRequired, adminMessages.branchNameRequired]],
      [{ courtName: "   ", branchName: "Leh" }, [adminMessages.courtNameRequired]],
      [{ courtName: "x".repeat(38), branchName: "Leh" }, [adminMessages.courtNameLong]],
      [{ courtName: "High Court of Ladakh", branchName: "y".repeat(38) }, [adminMessages.branchNameLong]],
    ];
    for (const [form, messages] of cases) {
      const res = await add(form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      const body = await res.text();
      for (const m of messages) expect(body).toContain(html(m));
    }
    expect(await counts()).toEqual(before);
  });

  test("a new court is created with its branch; an existing court (any case) gets the branch; a duplicate branch is refused", async () => {
    const before = await counts();
    const court37 = "High Court of Jammu, Kashmir & Ladakh"; // 37 characters: the limit is inclusive
    expect(court37).toHaveLength(37);
    const res = await add({ courtName: court37, branchName: "Srinagar" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://x").searchParams.get("notice")).toBe("courtCreated");
    expect(await counts()).toEqual({ courts: before.courts + 1, branches: before.branches + 1 });
    const created = await one<{ id: number; created_by: number }>("select id, created_by from courts where name = ?", court37);
    expect(created!.created_by).toBe(superAdminId);
    expect(await one("select count(*) n from court_branches where court_id = ? and name = 'Srinagar'", created!.id)).toEqual({ n: 1 });
    const listed = await (await req(res.headers.get("location")!, { cookie: cookies.superAdmin })).text();
    expect(listed).toContain(html(adminMessages.courtCreated));

    expect((await add({ courtName: court37.toUpperCase(), branchName: "Jammu" }, "admin")).status).toBe(302);
    expect(await counts()).toEqual({ courts: before.courts + 1, branches: before.branches + 2 });

    const dup = await add({ courtName: court37, branchName: "srinagar" });
    expect(dup.status).toBe(409);
    expect(await dup.text()).toContain(html(adminMessages.branchExists));
    expect(await counts()).toEqual({ courts: before.courts + 1, branches: before.branches + 2 });
  });

  test("deleting a branch that cases use is refused with a message; an unused one is deleted after confirmation", async () => {
    const used = await one<{ id: number; n: number }>("select court_branch_id id, count(*) n from cases where court_branch_id is not null group by court_branch_id order by n desc limit 1");
    const confirm = await (await req(`/admin/court?confirm=${used!.id}`, { cookie: cookies.admin })).text();
    expect(confirm).toContain(html(adminMessages.confirmDelete));
    expect(confirm).toContain(html(adminMessages.cantUndo));
    const before = await counts();
    const refused = await req(`/admin/court?confirm=${used!.id}`, { cookie: cookies.admin, form: { intent: "delete", branchId: String(used!.id) } });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(html(adminMessages.branchInUse(used!.n)));
    expect(await counts()).toEqual(before);
    // A High Court's seat whose cases are all in CASES_1 (issue 36): counted there, refused too.
    const hc = (await env.CASES_1.prepare("select court_branch_id id, count(*) n from cases where court_branch_id is not null group by court_branch_id order by n desc limit 1").first<{ id: number; n: number }>())!;
    const inCatalogue = (await one<{ n: number }>("select count(*) n from cases where court_branch_id = ?", hc.id))!.n;
    const refusedHc = await req(`/admin/court?confirm=${hc.id}`, { cookie: cookies.superAdmin, form: { intent: "delete", branchId: String(hc.id) } });
    expect(refusedHc.status).toBe(409);
    expect(await refusedHc.text()).toContain(html(adminMessages.branchInUse(hc.n + inCatalogue)));
    expect(await one("select id from court_branches where id = ?", hc.id)).toEqual({ id: hc.id });

    await add({ courtName: "Tribunal of Quillfeather", branchName: "Only Bench" });
    const branch = await one<{ id: number; court_id: number }>("select b.id, b.court_id from court_branches b join courts c on c.id = b.court_id where c.name = 'Tribunal of Quillfeather'");
    const gone = await req(`/admin/court?confirm=${branch!.id}`, { cookie: cookies.superAdmin, form: { intent: "delete", branchId: String(branch!.id) } });
    expect(gone.status).toBe(302);
    expect(new URL(gone.headers.get("location")!, "http://x").searchParams.get("notice")).toBe("deleted");
    expect(await one("select id from court_branches where id = ?", branch!.id)).toBeNull();
    // The court had no other branch and no case: it goes too.
    expect(await one("select id from courts where id = ?", branch!.court_id)).toBeNull();
    const missing = await req("/admin/court", { cookie: cookies.superAdmin, form: { intent: "delete", branchId: String(branch!.id) } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(html(adminMessages.deleteFailed));
  });
});

describe("acts (/admin/act)", () => {
  const actCount = async () => (await one<{ n: number }>("select count(*) n from acts"))!.n;
  const post = (form: Record<string, string>, path = "/admin/act?dialog=add") => req(path, { cookie: cookies.superAdmin, form });

  test("the screen: 'Acts List', search, columns, Add; 'No Acts found.'", async () => {
    const page = await (await req("/admin/act", { cookie: cookies.admin })).text();
    expect(page).toContain("Acts List");
    expect(page).toContain(html(adminMessages.searchActs));
    for (const h of ["Act Name", "Word Abbreviation", "Act Abbreviation", "Actions"]) expect(page).toContain(`>${h}</th>`);
    expect(await (await req("/admin/act?q=penal", { cookie: cookies.admin })).text()).toContain("Indian Penal Code, 1860");
    expect(await (await req("/admin/act?q=zzqq", { cookie: cookies.admin })).text()).toContain(html(adminMessages.noActs));
    expect(await (await req("/admin/act?dialog=add", { cookie: cookies.admin })).text()).toContain("Add Act Name");
  });

  test("act name required (at most 100), abbreviations at most 37: the messages, a 400 and no change", async () => {
    const before = await actCount();
    const cases: [Record<string, string>, string][] = [
      [{ intent: "add", actName: "" }, adminMessages.actNameRequired],
      [{ intent: "add", actName: "a".repeat(101) }, adminMessages.actNameLong],
      [{ intent: "add", actName: "Good Act", actAbbreviation: "b".repeat(38) }, adminMessages.actAbbreviationLong],
      [{ intent: "add", actName: "Good Act", wordAbbreviation: "c".repeat(38) }, adminMessages.wordAbbreviationLong],
    ];
    for (const [form, message] of cases) {
      const res = await post(form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await res.text()).toContain(html(message));
    }
    expect(await actCount()).toBe(before);
  });

  test("a new act is listed and feeds the act suggestions of search; a duplicate name is refused", async () => {
    const before = await actCount();
    const name = `Zephyrine Waterways Act, 2026 ${"x".repeat(70)}`; // 100 characters
    expect(name).toHaveLength(100);
    const res = await post({ intent: "add", actName: name, wordAbbreviation: "w".repeat(37), actAbbreviation: "ZWA" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://x").searchParams.get("notice")).toBe("actAdded");
    expect(await one("select name, word_abbreviation, act_abbreviation, created_by from acts where name = ?", name)).toEqual({ name, word_abbreviation: "w".repeat(37), act_abbreviation: "ZWA", created_by: superAdminId });
    expect(await (await req(res.headers.get("location")!, { cookie: cookies.superAdmin })).text()).toContain(html(adminMessages.actAdded));
    const suggest = await req("/search/suggest?type=act&q=zephyrine", { cookie: cookies.subscriber });
    expect((await suggest.json<{ items: string[] }>()).items).toContain(name);
    const dup = await post({ intent: "add", actName: name.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(await dup.text()).toContain(html(adminMessages.actExists));
    expect(await actCount()).toBe(before + 1);
  });

  test("the edit modal opens from the list with the act's values and saves; a cited act keeps its name", async () => {
    await post({ intent: "add", actName: "Marmalade Act, 1950" });
    const act = await one<{ id: number }>("select id from acts where name = 'Marmalade Act, 1950'");
    const list = await (await req("/admin/act?q=marmalade", { cookie: cookies.admin })).text();
    expect(list).toContain(`edit=${act!.id}`);
    const modal = await (await req(`/admin/act?q=marmalade&edit=${act!.id}`, { cookie: cookies.admin })).text();
    expect(modal).toContain("Edit Act Name");
    expect(modal).toContain('value="Marmalade Act, 1950"');
    const saved = await req(`/admin/act?q=marmalade&edit=${act!.id}`, { cookie: cookies.admin, form: { intent: "update", id: String(act!.id), actName: "Marmalade (Jars) Act, 1950", actAbbreviation: "MJA" } });
    expect(saved.status).toBe(302);
    const to = new URL(saved.headers.get("location")!, "http://x");
    expect(to.searchParams.get("edit")).toBeNull();
    expect(to.searchParams.get("notice")).toBe("actUpdated");
    expect(await one("select name, act_abbreviation, modified_by from acts where id = ?", act!.id)).toEqual({ name: "Marmalade (Jars) Act, 1950", act_abbreviation: "MJA", modified_by: (await one<{ id: number }>("select id from users where email = 'admin@sar.example.com'"))!.id });
    const badEdit = await req(`/admin/act?edit=${act!.id}`, { cookie: cookies.admin, form: { intent: "update", id: String(act!.id), actName: "" } });
    expect(badEdit.status).toBe(400);
    expect(await badEdit.text()).toContain(html(adminMessages.actNameRequired));

    const ipc = await one<{ id: number; name: string }>("select id, name from acts where name = 'Indian Penal Code, 1860'");
    // The cases citing it in both case databases (issue 36): the Supreme Court's in DB, the High Courts' in CASES_1.
    const citingSql = "select count(*) n from (select doc_id from case_acts where act_name = ?1 union select doc_id from headnote_refs where act_name = ?1)";
    const inShard = (await env.CASES_1.prepare(citingSql).bind(ipc!.name).first<{ n: number }>())!.n;
    expect(inShard).toBeGreaterThan(0);
    const citing = (await one<{ n: number }>(citingSql, ipc!.name))!.n + inShard;
    const renamed = await req(`/admin/act?edit=${ipc!.id}`, { cookie: cookies.admin, form: { intent: "update", id: String(ipc!.id), actName: "Penal Code (renamed)", actAbbreviation: "IPC" } });
    expect(renamed.status).toBe(409);
    expect(await renamed.text()).toContain(html(adminMessages.actRenameInUse(citing)));
    expect(await one("select name from acts where id = ?", ipc!.id)).toEqual({ name: "Indian Penal Code, 1860" });
    const missing = await req("/admin/act", { cookie: cookies.admin, form: { intent: "update", id: "999999", actName: "Nothing" } });
    expect(missing.status).toBe(404);
  });

  test("delete is refused while cases cite the act; an uncited act is deleted after confirmation", async () => {
    const ipc = await one<{ id: number }>("select id from acts where name = 'Indian Penal Code, 1860'");
    const confirm = await (await req(`/admin/act?confirm=${ipc!.id}`, { cookie: cookies.admin })).text();
    expect(confirm).toContain(html(adminMessages.confirmDelete));
    const before = await actCount();
    const refused = await req(`/admin/act?confirm=${ipc!.id}`, { cookie: cookies.admin, form: { intent: "delete", id: String(ipc!.id) } });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/This act cannot be deleted: \d+ cases? cites? it\./);
    expect(await actCount()).toBe(before);

    await post({ intent: "add", actName: "Ephemeral Act, 2026" });
    const eph = await one<{ id: number }>("select id from acts where name = 'Ephemeral Act, 2026'");
    const gone = await req(`/admin/act?confirm=${eph!.id}`, { cookie: cookies.admin, form: { intent: "delete", id: String(eph!.id) } });
    expect(gone.status).toBe(302);
    expect(await one("select id from acts where id = ?", eph!.id)).toBeNull();
    expect(await (await req(gone.headers.get("location")!, { cookie: cookies.admin })).text()).toContain(html(adminMessages.deleted));
  });
});
