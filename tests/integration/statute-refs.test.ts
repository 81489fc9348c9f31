import { env } from "cloudflare:test";
import { beforeAll, expect, inject, test } from "vitest";
import { importLines } from "../../app/services/import.server";
import { reindexD1 } from "../../app/services/search-sync.server";
import { createContext } from "../../app/utils/context.server";
import { createD1Backend } from "../../search-index/d1-backend";
import type { SearchQuery, StatuteRow } from "../../search-index/types";

/**
 * Issue 17 on real judgments: a slice of ../shared/data (the first 300 records) is imported through
 * the real import path; statute search then finds sections from the text, by any name of the act.
 */
const SLICE = 300;
type Rec = { id: string; headnote?: string; judgment_text: string };
let records: Rec[] = [];
let allLines: string[] = [];
const docOf = new Map<string, number>();

beforeAll(async () => {
  const text = await (await fetch(inject("sampleUrl"))).text();
  allLines = text.split("\n").filter((l) => l.trim());
  const lines = allLines.slice(0, SLICE);
  const ctx = createContext(env);
  for (let i = 0; i < lines.length; i += 100) {
    const results = await importLines(ctx, lines.slice(i, i + 100).map((raw, k) => ({ line: i + k + 1, raw })));
    for (const r of results) if (r.status !== "rejected") docOf.set(r.sourceId, r.docId);
  }
  records = lines.map((l) => JSON.parse(l) as Rec);
}, 240_000);

const search = (q: SearchQuery, page = 1) => createD1Backend(env.DB).search(q, { page, perPage: 10, dateOrder: "d" });
const statute = (rows: StatuteRow[]) => search({ mode: "statute", rows });

async function allIds(q: SearchQuery): Promise<number[]> {
  const first = await search(q);
  const ids = first.items.map((i) => i.docId);
  for (let p = 2; p <= first.pages; p++) ids.push(...(await search(q, p)).items.map((i) => i.docId));
  return ids.sort((a, b) => a - b);
}

/** The plain text count: judgments where "302" stands within 60 characters of "Penal Code"/"IPC"/"I.P.C." on one line. */
const NEAR_302 = /302[^\n]{0,60}(?:Penal Code|IPC|I\.\s?P\.\s?C)|(?:Penal Code|IPC|I\.\s?P\.\s?C)[^\n]{0,60}302/;

test("'Indian Penal Code' + section 302 lists at least as many judgments as a plain text count: 128 by the count, 128 found", async () => {
  const plain = records.filter((r) => NEAR_302.test(`${r.headnote ?? ""}\n${r.judgment_text}`)).length;
  expect(plain).toBe(128);
  const result = await statute([{ actName: "Indian Penal Code", section: "302" }]);
  expect(result.total).toBe(128);
  expect(result.total).toBeGreaterThanOrEqual(plain);
  // Each hit says which reference matched.
  for (const item of result.items) expect(item.matched?.some((m) => m.startsWith("IPC s. 302"))).toBe(true);
});

test("the act typed as IPC, I.P.C. or Indian Penal Code, 1860 gives the same result", async () => {
  const base = await allIds({ mode: "statute", rows: [{ actName: "Indian Penal Code", section: "302" }] });
  expect(base.length).toBe(128);
  for (const name of ["IPC", "I.P.C.", "Indian Penal Code, 1860", "penal code, 1860"]) {
    expect(await allIds({ mode: "statute", rows: [{ actName: name, section: "302" }] }), name).toEqual(base);
  }
  // Main search's act + Sec. box alike.
  expect(await allIds({ mode: "main", actName: "I.P.C.", section: "302" })).toEqual(base);
});

test("And/Or between statute rows keep their meaning over the references", async () => {
  const s302 = await allIds({ mode: "statute", rows: [{ actName: "IPC", section: "302" }] });
  const s34 = await allIds({ mode: "statute", rows: [{ actName: "IPC", section: "34" }] });
  const both = await allIds({ mode: "statute", rows: [{ actName: "IPC", section: "302", condition: 1 }, { actName: "IPC", section: "34" }] });
  const either = await allIds({ mode: "statute", rows: [{ actName: "IPC", section: "302", condition: 2 }, { actName: "IPC", section: "34" }] });
  expect(both).toEqual(s302.filter((id) => s34.includes(id)));
  expect(either).toEqual([...new Set([...s302, ...s34])].sort((a, b) => a - b));
  expect(both.length).toBeGreaterThan(0);
  expect(either.length).toBeGreaterThan(both.length);
});

test("an article of the Constitution and an act alone are found by any name", async () => {
  const art21 = await statute([{ actName: "Constitution", article: "21" }]);
  expect(art21.total).toBeGreaterThan(0);
  const ipcAlone = await allIds({ mode: "statute", rows: [{ actName: "IPC" }] });
  const penalAlone = await allIds({ mode: "statute", rows: [{ actName: "Indian Penal Code" }] });
  expect(ipcAlone).toEqual(penalAlone);
  expect(ipcAlone.length).toBeGreaterThanOrEqual(128);
});

test("the references are stored per case, recomputed by a re-import and rebuilt by the reindex", async () => {
  const ctx = createContext(env);
  const rec = records.find((r) => NEAR_302.test(r.judgment_text))!;
  const docId = docOf.get(rec.id)!;
  const rows = async () => (await env.DB.prepare("select act, kind, num, sub, src from case_statute_refs where doc_id = ? order by act, kind, num, sub").bind(docId).all()).results;
  const before = await rows();
  expect(before).toContainEqual(expect.objectContaining({ act: "Indian Penal Code, 1860", kind: "s", num: "302" }));
  // Rows lost (e.g. a database migrated before the text was read) come back with `npm run reindex`.
  await env.DB.prepare("delete from case_statute_refs where doc_id = ?").bind(docId).run();
  expect(await rows()).toEqual([]);
  await reindexD1(ctx, docId - 1, 1);
  expect(await rows()).toEqual(before);
  // A changed text re-imported recomputes the references.
  const line = JSON.stringify({ ...rec, judgment_text: `${rec.judgment_text}\nThe appeal under Section 138 of the N.I. Act is also dismissed.` });
  const [result] = await importLines(ctx, [{ line: 1, raw: line }]);
  expect(result).toMatchObject({ status: "updated" });
  expect(await rows()).toContainEqual({ act: "Negotiable Instruments Act, 1881", kind: "s", num: "138", sub: "", src: "j" });
});

test("old and new codes: with the option on, either side finds both; the collisions map right", async () => {
  const ctx = createContext(env);
  const made = await importLines(ctx, [
    { line: 1, raw: JSON.stringify({ id: "test:bns-103", judgment_text: "The accused was charged under Section 103 of the Bharatiya Nyaya Sanhita, 2023 for murder." }) },
    { line: 2, raw: JSON.stringify({ id: "test:bnss-528", judgment_text: "The petition under Section 528 of the BNSS seeks the quashing of the FIR." }) },
    { line: 3, raw: JSON.stringify({ id: "test:bnss-482", judgment_text: "Anticipatory bail was sought under Section 482 of the BNSS." }) },
  ]);
  const id = (sourceId: string) => {
    const r = made.find((x) => x.status !== "rejected" && x.sourceId === sourceId);
    if (!r || r.status === "rejected") throw new Error(`${sourceId} not imported`);
    return r.docId;
  };
  const ipc302 = await allIds({ mode: "statute", rows: [{ actName: "IPC", section: "302" }] });
  expect(ipc302).not.toContain(id("test:bns-103"));
  const ipc302Both = await allIds({ mode: "statute", rows: [{ actName: "IPC", section: "302", counterpart: true }] });
  expect(ipc302Both).toEqual([...ipc302, id("test:bns-103")].sort((a, b) => a - b));
  const bns103Both = await allIds({ mode: "statute", rows: [{ actName: "BNS", section: "103", counterpart: true }] });
  expect(bns103Both).toEqual(ipc302Both);
  // CrPC 482 → BNSS 528, never BNSS 482 (which is the old CrPC 438).
  const crpc482Both = await allIds({ mode: "statute", rows: [{ actName: "CrPC", section: "482", counterpart: true }] });
  expect(crpc482Both).toContain(id("test:bnss-528"));
  expect(crpc482Both).not.toContain(id("test:bnss-482"));
  const crpc438Both = await allIds({ mode: "statute", rows: [{ actName: "Cr.P.C.", section: "438", counterpart: true }] });
  expect(crpc438Both).toContain(id("test:bnss-482"));
});

test("the Advocate field finds a judgment by an advocate named only in its text, and its COUNSEL fields hold the names", async () => {
  const raw = allLines.find((l) => l.includes('"id": "irled2017-prior:prior_case_0005"'))!;
  expect(JSON.parse(raw).judgment_text).toContain("Ghatate");
  const [result] = await importLines(createContext(env), [{ line: 1, raw }]);
  expect(result.status).toBe("imported");
  const docId = (result as { docId: number }).docId;
  const row = await env.DB.prepare("select advocate_for_appellant a, advocate_for_respondent r from cases where doc_id = ?").bind(docId).first<{ a: string; r: string }>();
  expect(row).toEqual({ a: "N.M. Ghatate, B.R. Dutta, S.V. Deshpande", r: "Y.S. Chitale, M.R. Calla, Jitendra Sharma" });
  const found = await search({ mode: "main", advocate: "Ghatate" });
  expect(found.items.map((i) => i.docId)).toContain(docId);
  expect((await search({ mode: "main", advocate: "N.M. Ghatate" })).items.map((i) => i.docId)).toContain(docId);
});
