import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { continueActMerge } from "../../app/services/masters/act-names.server";
import type { CaseInput } from "../../app/services/cases/cases.server";
import { adminMessages } from "../../app/utils/copy";
import { all, ctxAt, html, loginRoles, one, req, seed, plainCase } from "./helpers";

/**
 * Acts (issue 21 item 8, item 6's act suggestions; decision 041): the Acts List finds an act by an
 * abbreviation or alias, the case form suggests canonical acts first and never a piece of a name,
 * and the unknown act names come with their likely act and merge many at once.
 */
const cookies: Record<"deo" | "admin", string | null> = { deo: null, admin: null };
const POCSO = "Protection of Children from Sexual Offences Act, 2012";
const docs: number[] = [];

const base = (n: number): CaseInput => plainCase(n, "Quorlin", "The quorlin reference.");

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
  const ctx = ctxAt();
  docs.push(await writeCase(ctx, { ...base(1), acts: ["India Penal Code, 1860", "Quorlin Disputes Act, 1947"] }, 1));
  docs.push(await writeCase(ctx, { ...base(2), acts: ["II of the Indian Penal Code, 1860"], headnotes: [{ headnote: "<p>Chapter.</p>", refs: [{ actName: "India Penal Code, 1860", section: "302" }] }] }, 1));
  docs.push(await writeCase(ctx, { ...base(3), acts: ["Zorblax Tenancy Act, 1948"] }, 1));
  await env.DB.prepare("insert into acts (name, act_abbreviation, word_abbreviation) values (?, 'PCSOA', 'Child Protection'), ('Quorlin Industrial Disputes Act, 1947', null, null)").bind(POCSO).run();
});

describe("Acts List search (/admin/act)", () => {
  test("an act's abbreviation or a known alias finds it ('POCSO', 'pocso act'); the name still does", async () => {
    for (const q of ["POCSO", "pocso act", "PCSOA", "Sexual Offences"]) {
      const page = await (await req(`/admin/act?q=${encodeURIComponent(q)}`, { cookie: cookies.admin })).text();
      expect(page, q).toContain(html(POCSO));
    }
    expect(await (await req("/admin/act?q=POCSO", { cookie: cookies.admin })).text()).not.toContain(html(adminMessages.noActs));
  });
});

describe("act suggestions on the case form (/admin/addCase/acts)", () => {
  test("canonical acts first, the cited variants as their act, never a fragment", async () => {
    const items = ((await (await req("/admin/addCase/acts?q=penal", { cookie: cookies.deo })).json()) as { items: string[] }).items;
    expect(items[0]).toBe("Indian Penal Code, 1860");
    expect(items.filter((i) => /^[IVX]+ of /.test(i))).toEqual([]);
    expect(items.filter((i) => i === "Indian Penal Code, 1860")).toHaveLength(1);
    expect(items).not.toContain("Penal Code, 1860");
    const ipc = ((await (await req("/admin/addCase/acts?q=IPC", { cookie: cookies.deo })).json()) as { items: string[] }).items;
    expect(ipc[0]).toBe("Indian Penal Code, 1860");
  });
});

describe("unknown act names: the likely act and a merge of many (/admin/act/names)", () => {
  test("each name shows its likely act; one with none shows an empty box", async () => {
    const page = await (await req("/admin/act/names?q=1860", { cookie: cookies.admin })).text();
    expect(page).toContain(html("India Penal Code, 1860"));
    expect(page).toMatch(/name="target\.\d+" list="act-targets"[^>]*value="Indian Penal Code, 1860"/);
    const disputes = await (await req("/admin/act/names?q=quorlin", { cookie: cookies.admin })).text();
    expect(disputes).toMatch(/value="Quorlin Industrial Disputes Act, 1947"/);
    const none = await (await req("/admin/act/names?q=zorblax", { cookie: cookies.admin })).text();
    expect(none).toMatch(/name="target\.0" list="act-targets"[^>]*value=""/);
  });

  test("a piece of an act's name in the acts list is never suggested as an act (issue 33 item 9)", async () => {
    await env.DB.prepare("insert into acts (name) values ('I of the Indian Penal Code, 1860')").run();
    try {
      const page = await (await req("/admin/act/names?q=1860", { cookie: cookies.admin })).text();
      const targets = page.slice(page.indexOf('<datalist id="act-targets">'), page.indexOf("</datalist>", page.indexOf('<datalist id="act-targets">')));
      expect(targets).toContain('value="Indian Penal Code, 1860"');
      expect(targets).not.toContain("I of the Indian Penal Code");
      // the fragment a judgment cites is listed as a name, with the act it is a piece of as its likely act
      expect(page).toMatch(/value="II of the Indian Penal Code, 1860"[\s\S]*?list="act-targets"[^>]*value="Indian Penal Code, 1860"/);
    } finally {
      await env.DB.prepare("delete from acts where name = 'I of the Indian Penal Code, 1860'").run();
    }
  });

  test("a wrong pair refuses the whole merge with its name, a 400, and nothing changes", async () => {
    const before = await all("select doc_id, act_name from case_acts where doc_id in (?, ?, ?) order by doc_id, act_name", ...docs);
    const form = new FormData();
    form.set("intent", "merge-many");
    form.append("pick", "0");
    form.append("pick", "1");
    form.set("name.0", "India Penal Code, 1860");
    form.set("target.0", "Indian Penal Code, 1860");
    form.set("name.1", "Zorblax Tenancy Act, 1948");
    form.set("target.1", "No Such Act, 1900");
    const res = await req("/admin/act/names", { cookie: cookies.admin, form });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(html(`Zorblax Tenancy Act, 1948: ${adminMessages.mergeTargetUnknown}`));
    expect(await all("select doc_id, act_name from case_acts where doc_id in (?, ?, ?) order by doc_id, act_name", ...docs)).toEqual(before);
    expect(await one("select count(*) n from act_aliases")).toEqual({ n: 0 });
    const empty = new FormData();
    empty.set("intent", "merge-many");
    expect((await req("/admin/act/names", { cookie: cookies.admin, form: empty })).status).toBe(400);
  });

  test("the ticked names merge at once through writeCases: acts cited and headnote references rewritten, aliases kept", async () => {
    const form = new FormData();
    form.set("intent", "merge-many");
    form.append("pick", "0");
    form.append("pick", "1");
    form.set("name.0", "India Penal Code, 1860");
    form.set("target.0", "Indian Penal Code, 1860");
    form.set("name.1", "II of the Indian Penal Code, 1860");
    form.set("target.1", "Indian Penal Code, 1860");
    form.set("name.2", "Zorblax Tenancy Act, 1948"); // not ticked: stays
    form.set("target.2", "Indian Penal Code, 1860");
    const res = await req("/admin/act/names?q=1860", { cookie: cookies.admin, form });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://x").searchParams.get("notice")).toBe("actNamesMerged");
    expect(await all("select act_name from case_acts where doc_id = ? order by act_name", docs[0])).toEqual([{ act_name: "Indian Penal Code, 1860" }, { act_name: "Quorlin Disputes Act, 1947" }]);
    expect(await all("select act_name from case_acts where doc_id = ?", docs[1])).toEqual([{ act_name: "Indian Penal Code, 1860" }]);
    expect(await all("select act_name from headnote_refs where doc_id = ?", docs[1])).toEqual([{ act_name: "Indian Penal Code, 1860" }]);
    expect(await all("select act_name from case_acts where doc_id = ?", docs[2])).toEqual([{ act_name: "Zorblax Tenancy Act, 1948" }]);
    expect((await all<{ target: string }>("select target from act_aliases order by alias")).map((r) => r.target)).toEqual(["Indian Penal Code, 1860", "Indian Penal Code, 1860"]);
    const modified = await one<{ modified_by: number }>("select modified_by from cases where doc_id = ?", docs[0]);
    expect(modified!.modified_by).toBeGreaterThan(0);
  });

  test("'merge every name into its likely act' merges those with one and leaves the rest", async () => {
    const res = await req("/admin/act/names", { cookie: cookies.admin, form: { intent: "merge-likely", q: "quorlin" } });
    expect(res.status).toBe(302);
    expect(await all("select act_name from case_acts where doc_id = ? order by act_name", docs[0])).toEqual([{ act_name: "Indian Penal Code, 1860" }, { act_name: "Quorlin Industrial Disputes Act, 1947" }]);
    expect(await one("select target from act_aliases where alias = ?", "quorlin disputes act 1947")).toEqual({ target: "Quorlin Industrial Disputes Act, 1947" });
    expect(await all("select act_name from case_acts where doc_id = ?", docs[2])).toEqual([{ act_name: "Zorblax Tenancy Act, 1948" }]);
  });

  test("the act-merge job goes on to the next name of a merge of many", async () => {
    const ctx = ctxAt();
    const sent: unknown[] = [];
    const id = await writeCase(ctx, { ...base(4), acts: ["Quorlin Excise Act, 1950"] }, 1);
    await continueActMerge({ ...ctx, jobs: { send: async (m) => void sent.push(m) } }, { name: "Nothing Cites This", target: "Indian Penal Code, 1860", actorId: 1, rest: [{ name: "Quorlin Excise Act, 1950", target: "Indian Penal Code, 1860" }] });
    expect(sent).toEqual([{ type: "act-merge", name: "Quorlin Excise Act, 1950", target: "Indian Penal Code, 1860", actorId: 1, rest: [] }]);
    await continueActMerge(ctx, sent[0] as { name: string; target: string; actorId: number });
    expect(await all("select act_name from case_acts where doc_id = ?", id)).toEqual([{ act_name: "Indian Penal Code, 1860" }]);
  });
});
