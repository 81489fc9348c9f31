import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { sanitizePlain, sanitizeRichText } from "../../app/services/cases/case-form.server";
import { caseFormMessages as m } from "../../app/utils/copy";
import { createD1Backend } from "../../search-index/d1-backend";
import type { SearchQuery } from "../../search-index/types";
import { all, html, loginRoles, one, req, seed } from "./helpers";

type Who = "visitor" | "subscriber" | "deo" | "admin" | "superAdmin";
const cookies: Record<Who, string | null> = { visitor: null, subscriber: null, deo: null, admin: null, superAdmin: null };
const YEAR = new Date().getFullYear();

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

/** Every section of the form filled, as the browser sends it without JavaScript. */
function fullCase(over: Record<string, string> = {}): Record<string, string> {
  return {
    appellant: "Quillon Brakesworth",
    respondent: "State of Zanaria",
    "parties[0].appellant": "Second Appellant Ostrander",
    "parties[0].respondent": "Second Respondent Pellucid",
    "parties[0].caseNumber": "Crl.A. 12 of 2019",
    counsel: "double",
    advocateForAppellant: "Counsel Marrowfield",
    advocateForRespondent: "Counsel Thistlewood",
    extraCounselDetails: "with Junior Vantablack",
    caseCategoryId: "4",
    courtId: "1",
    courtBranchId: "34",
    courtBenchId: "3",
    allJudges: "Justice Ambervale, Justice Corrigan",
    "citations[0].journalId": "2",
    "citations[0].citationCategoryId": "4",
    "citations[0].year": "2020",
    "citations[0].volume": "",
    "citations[0].pageNumber": "7331",
    "citations[0].otherCitation": "2020 Other 55",
    "citations[0].neutralCitation": "2020 INSC 9931",
    "citations[1].journalId": "7",
    "citations[1].citationCategoryId": "8",
    "citations[1].year": "2020",
    "citations[1].volume": "4",
    "citations[1].pageNumber": "812",
    "citations[2].journalId": "0",
    "citations[3].journalId": "8",
    "citations[3].pageNumber": "999",
    caseNumber: "Criminal Appeal No. 4471 of 2019",
    caseYear: "2019",
    decidedDay: "14",
    decidedMonth: "2",
    decidedYear: "2020",
    notes: "Reported with notes by the editor",
    "headnotes[0].refs[0].actName": "Zanarian Evidence Act",
    "headnotes[0].refs[0].section": "27",
    "headnotes[0].refs[1].actName": "Zanarian Penal Code",
    "headnotes[0].refs[1].section": "302",
    "headnotes[0].priority": "B",
    "headnotes[0].headnote": "<p>Recovery under <strong>section 27</strong> is admissible.</p>",
    "headnotes[0].paragraph": "12",
    "topics[0]": "Recovery of weapon",
    "topics[1]": "Circumstantial evidence",
    "referred[0].casesReferred": "Older Zanarian precedent (1999) 1 SCC 1",
    "referred[0].partyName": "Precedent v. State",
    "referred[0].linkedDocId": "1001",
    judgementType: "Judgement",
    judgeName: "Justice Ambervale",
    judgementOrder: "<p>1. The appeal arises from a conviction.</p><ol><li>The recovery was proved.</li><li>The chain is complete.</li></ol><p>2. Appeal dismissed.</p>",
    caseResult: "Appeal dismissed",
    remarkable: "Leading case on recovery",
    ...over,
  };
}

const counts = async () => ({
  cases: (await one<{ n: number }>("select count(*) n from cases"))!.n,
  counter: (await one<{ value: number }>("select value from counters where name = 'doc_id'"))!.value,
  citations: (await one<{ n: number }>("select count(*) n from case_citations"))!.n,
  headnotes: (await one<{ n: number }>("select count(*) n from headnotes"))!.n,
});

async function addCase(form: Record<string, string>, cookie = cookies.deo) {
  return req("/admin/addCase", { form, cookie });
}

async function addOk(form: Record<string, string>) {
  const res = await addCase(form);
  expect(res.status, await res.clone().text().then((t) => t.slice(0, 300))).toBe(302);
  const location = res.headers.get("location")!;
  const docId = Number(location.match(/\/admin\/cases\/(\d+)\/files\?after=add/)![1]);
  return docId;
}

const search = (q: SearchQuery) => createD1Backend(env.DB).search(q, { page: 1, perPage: 50, dateOrder: "d" });

describe("route × role", () => {
  const staff: Who[] = ["deo", "admin", "superAdmin"];
  test.each([
    ["GET", "/admin/addCase"],
    ["GET", "/admin/addCase?docId=1001"],
    ["GET", "/admin/addCase/acts?q=pen"],
    ["GET", "/admin/casePicker?q=1001"],
    ["GET", "/admin/cases/1001/files"],
    ["POST", "/admin/addCase"],
    ["POST", "/admin/cases/1001/files"],
    ["POST", "/admin/cases/1001/files/upload"],
  ])("%s %s: every staff role may, a subscriber and a visitor are sent to the admin login with no data", async (method, path) => {
    for (const who of ["visitor", "subscriber"] as Who[]) {
      const res = await req(path, { method, cookie: cookies[who], form: method === "POST" ? { appellant: "x" } : undefined });
      expect(res.status, `${who} ${path}`).toBe(302);
      expect(res.headers.get("location"), who).toBe("/admin");
      expect(await res.text()).not.toContain("Supreme Court of India");
    }
    for (const who of staff) {
      const form = method === "POST" ? (path.endsWith("files") ? new FormData() : { appellant: "" }) : undefined;
      const res = await req(path, { method, cookie: cookies[who], form });
      expect([200, 400], `${who} ${path}`).toContain(res.status);
    }
  });

  test("the act suggestions (/admin/addCase/acts) answer JSON names for staff; an empty, long or odd query gets a list, never a 500", async () => {
    const pen = (await (await req("/admin/addCase/acts?q=pen", { cookie: cookies.deo })).json()) as { items: string[] };
    expect(pen.items).toContain("Indian Penal Code, 1860");
    for (const q of ["", "%", "_", '"', "x".repeat(5000)]) {
      const res = await req(`/admin/addCase/acts?q=${encodeURIComponent(q)}`, { cookie: cookies.admin });
      expect(res.status, q.slice(0, 10)).toBe(200);
      expect(((await res.json()) as { items: unknown[] }).items).toBeInstanceOf(Array);
    }
  });

  test("the picker answers JSON rows for staff and finds a case by doc id and by party name", async () => {
    const byId = (await (await req("/admin/casePicker?q=1001", { cookie: cookies.deo })).json()) as { rows: { docId: number; lawTitle: string }[] };
    expect(byId.rows.map((r) => r.docId)).toContain(1001);
    const party = byId.rows.find((r) => r.docId === 1001)!.lawTitle.split(" ")[0];
    const byName = (await (await req(`/admin/casePicker?q=${encodeURIComponent(party)}`, { cookie: cookies.deo })).json()) as { rows: { docId: number }[] };
    expect(byName.rows.map((r) => r.docId)).toContain(1001);
    const none = (await (await req("/admin/casePicker?q=nosuchpartyzzz&live=NO", { cookie: cookies.deo })).json()) as { rows: unknown[]; pages: number };
    expect(none).toEqual({ rows: [], page: 1, pages: 0 });
  });
});

describe("validation (§5, §8): the message, a 400 and nothing written", () => {
  test.each<[string, Record<string, string>, string]>([
    ["appellant", { appellant: "" }, m.appellantRequired],
    ["case number", { caseNumber: " " }, m.caseNumberRequired],
    ["page number of the first citation", { "citations[0].pageNumber": "" }, m.pageNumberRequired],
    ["petitioner name under single counsel", { counsel: "single", petitionerName: "" }, m.petitionerRequired],
    ["journal of the first citation", { "citations[0].journalId": "5" }, m.journalRequired],
    ["citation year", { "citations[0].year": "" }, m.citationYearRequired],
    ["citation year before 1800", { "citations[0].year": "1799" }, m.yearRange(YEAR)],
    ["category of another journal", { "citations[1].citationCategoryId": "1" }, m.categoryRequired],
    ["volume where the journal needs it that year", { "citations[1].year": "2018", "citations[1].volume": "" }, m.volumeRequired],
    ["court category", { caseCategoryId: "" }, m.courtCategoryRequired],
    ["court name", { courtId: "" }, m.courtRequired],
    ["branch of another court", { courtBranchId: "2" }, m.branchRequired],
    ["court bench", { courtBenchId: "" }, m.benchRequired],
    ["case year", { caseYear: "" }, m.caseYearRequired],
    ["case year in the future", { caseYear: String(YEAR + 1) }, m.yearRange(YEAR)],
    ["decided day", { decidedDay: "" }, m.decidedRequired],
    ["decided month 13", { decidedMonth: "13" }, m.decidedRequired],
    ["decided 30 February", { decidedDay: "30", decidedMonth: "2" }, m.decidedInvalid],
    ["counsel choice", { counsel: "" }, m.counselRequired],
    ["judgement type", { judgementType: "Opinion" }, m.judgementTypeRequired],
    ["judgement body", { judgementOrder: "" }, m.judgementRequired],
    ["priority outside A-Z", { "headnotes[0].priority": "AA" }, m.priorityInvalid],
    ["a head note block without its text", { "headnotes[0].headnote": "" }, m.headnoteRequired],
    ["a referred row without its case", { "referred[0].casesReferred": "" }, m.referredRequired],
    ["a linked case that does not exist", { "referred[0].linkedDocId": "987654" }, m.linkedMissing],
  ])("%s", async (_name, over, message) => {
    const before = await counts();
    const res = await addCase(fullCase(over));
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain(html(message));
    // The input comes back in the form (never dropped on a validation error).
    expect(body).toContain("Counsel Marrowfield");
    expect(await counts()).toEqual(before);
  });
});

test("without JavaScript the add/remove buttons come back with the block added or removed, nothing written", async () => {
  const before = await counts();
  const added = await addCase(fullCase({ __intent__: JSON.stringify({ type: "insert", payload: { name: "parties" } }) }));
  expect(added.status).toBe(200);
  const body = await added.text();
  expect(body).toContain("Additional Appellant 2");
  expect(body).toContain("Second Appellant Ostrander");
  const removed = await addCase(fullCase({ __intent__: JSON.stringify({ type: "remove", payload: { name: "parties", index: 0 } }) }));
  expect(await removed.text()).not.toContain("Second Appellant Ostrander");
  expect(await counts()).toEqual(before);
});

test("a new case shows '#' and the next doc id as a forecast; opening the form reserves nothing; two editors saving get two ids, the first the forecast (B37, decision 116)", async () => {
  const shown = async (cookie: string | null) => {
    const page = await (await req("/admin/addCase", { cookie })).text();
    const m37 = /#(\d+)(?:<!-- -->)? <span class="provisional">\(provisional\)<\/span>/.exec(page);
    expect(m37, page.slice(0, 300)).not.toBeNull();
    return Number(m37![1]);
  };
  const before = await counts();
  const forecastDeo = await shown(cookies.deo);
  const forecastAdmin = await shown(cookies.admin);
  expect(forecastDeo).toBe(before.counter + 1);
  expect(forecastAdmin).toBe(forecastDeo); // both see the same forecast…
  expect((await counts()).counter).toBe(before.counter); // …and nothing was taken by looking
  const first = await addOk(fullCase({ appellant: "Forecast First Appellant" }));
  const second = await addOk(fullCase({ appellant: "Forecast Second Appellant" }));
  expect(first).toBe(forecastDeo);
  expect(second).toBe(forecastDeo + 1); // the second editor's save gets the next id, never the same one
  expect(await shown(cookies.deo)).toBe(second + 1);
});

describe("a case entered through the form", () => {
  let docId = 0;
  beforeAll(async () => {
    docId = await addOk(fullCase());
  });

  test("is stored with every section, the citation rules of §4 applied", async () => {
    const c = await one<Record<string, unknown>>("select * from cases where doc_id = ?", docId);
    expect(c).toMatchObject({ appellant: "Quillon Brakesworth", respondent: "State of Zanaria", case_category_id: 4, court_id: 1, court_branch_id: 34, court_bench_id: 3, counsel: "double", petitioner_name: null, decided_date: "2020-02-14", live: 1, overruled: 0, judgement_type: "Judgement" });
    expect(c!.created_by).toBe(c!.modified_by);
    // Row 3 is Select: it and row 4 after it are dropped; the online journal keeps category SC (4).
    const cites = await all<{ position: number; journal_id: number; citation_category_id: number; page_number: string; volume: string | null }>("select position, journal_id, citation_category_id, page_number, volume from case_citations where doc_id = ? order by position", docId);
    expect(cites).toEqual([
      { position: 1, journal_id: 2, citation_category_id: 4, page_number: "7331", volume: null },
      { position: 2, journal_id: 7, citation_category_id: 8, page_number: "812", volume: "4" },
    ]);
    expect(await all("select act_name, section, slot from headnote_refs where doc_id = ? order by slot", docId)).toEqual([
      { act_name: "Zanarian Evidence Act", section: "27", slot: 1 },
      { act_name: "Zanarian Penal Code", section: "302", slot: 2 },
    ]);
    expect(await all("select topic from case_topics where doc_id = ? order by position", docId)).toEqual([{ topic: "Recovery of weapon" }, { topic: "Circumstantial evidence" }]);
    expect(await all("select linked_doc_id, party_name from cases_referred where doc_id = ?", docId)).toEqual([{ linked_doc_id: 1001, party_name: "Precedent v. State" }]);
    const body = (await one<{ judgement_order: string }>("select judgement_order from cases where doc_id = ?", docId))!.judgement_order;
    expect(body).toContain("<ol><li>The recovery was proved.</li><li>The chain is complete.</li></ol>");
  });

  test("reads back on /viewCase and in the edit form", async () => {
    const view = await (await req(`/viewCase/${docId}`, { cookie: cookies.subscriber })).text();
    for (const t of ["Quillon Brakesworth", "State of Zanaria", "Second Appellant Ostrander", "Counsel Marrowfield", "Justice Ambervale", "Zanarian Evidence Act", "Recovery under <strong>section 27</strong> is admissible.", "Appeal dismissed", "Older Zanarian precedent", "The chain is complete."]) {
      expect(view, t).toContain(html(t).replace(/&lt;(\/?)strong&gt;/g, "<$1strong>"));
    }
    const edit = await (await req(`/admin/addCase?docId=${docId}`, { cookie: cookies.deo })).text();
    expect(edit).toContain("Edit Case");
    expect(edit).toContain(`#${docId}`);
    for (const t of ["Quillon Brakesworth", "Counsel Marrowfield", "Criminal Appeal No. 4471 of 2019", "Recovery of weapon", "Zanarian Penal Code"]) expect(edit, t).toContain(t);
  });

  test("is found by each of the five search modes", async () => {
    const found = async (q: SearchQuery) => (await search(q)).items.map((i) => i.docId);
    expect(await found({ mode: "quick", text: "Quillon Brakesworth" })).toContain(docId);
    expect(await found({ mode: "main", appellant: "Brakesworth", judge: "Ambervale" })).toContain(docId);
    expect(await found({ mode: "citation", journalId: 7, year: 2020, volume: "4", page: "812" })).toContain(docId);
    expect(await found({ mode: "statute", rows: [{ actName: "Zanarian Evidence Act", section: "27" }] })).toContain(docId);
    expect(await found({ mode: "word", text: "chain is complete", section: "judgment", method: "exact" })).toContain(docId);
  });

  test("an edit is visible in search and on the guest page at once; a stale version is refused and changes nothing", async () => {
    const version = (await one<{ modified_at: string }>("select modified_at from cases where doc_id = ?", docId))!.modified_at;
    const guestBefore = await (await req(`/guestCase/${docId}`)).text();
    expect(guestBefore).toContain("Quillon Brakesworth");
    const res = await addCase(fullCase({ docId: String(docId), version, appellant: "Quillon Renamedworth" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/cases?notice=updated");
    expect((await search({ mode: "quick", text: "Renamedworth" })).items.map((i) => i.docId)).toContain(docId);
    expect((await search({ mode: "quick", text: "Brakesworth" })).items.map((i) => i.docId)).not.toContain(docId);
    expect(await (await req(`/guestCase/${docId}`)).text()).toContain("Quillon Renamedworth");
    expect((await one<{ live: number }>("select live from cases where doc_id = ?", docId))!.live).toBe(1);

    // A second editor who opened the case before that save.
    const before = await one("select * from cases where doc_id = ?", docId);
    const stale = await addCase(fullCase({ docId: String(docId), version, appellant: "Overwriting Editor" }), cookies.admin);
    expect(stale.status).toBe(409);
    const body = await stale.text();
    expect(body).toContain(html(m.stale));
    expect(body).toContain("Overwriting Editor");
    expect(await one("select * from cases where doc_id = ?", docId)).toEqual(before);
  });
});

describe("stored XSS is removed on save", () => {
  test("in the judgement body, a headnote and a party name", async () => {
    const docId = await addOk(
      fullCase({
        appellant: `Evil <script>alert("a")</script>Party<img src=x onerror=alert(1)>`,
        "parties[0].respondent": `<a href="javascript:alert(2)">Clicky</a> Respondent`,
        judgementOrder: `<p onclick="alert(3)">Body <a href="javascript:alert(4)">link</a></p><script>alert(5)</script><img src=x onerror="alert(6)"><iframe src="https://evil.example"></iframe>`,
        "headnotes[0].headnote": `<p>Head<svg onload=alert(7)></svg><a href="JaVaScRiPt:alert(8)">x</a></p>`,
      }),
    );
    const c = (await one<{ appellant: string; judgement_order: string }>("select appellant, judgement_order from cases where doc_id = ?", docId))!;
    const head = (await one<{ headnote: string }>("select headnote from headnotes where doc_id = ?", docId))!.headnote;
    const party = (await one<{ respondent: string }>("select respondent from case_parties where doc_id = ?", docId))!.respondent;
    for (const stored of [c.appellant, c.judgement_order, head, party]) {
      expect(stored).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg/i);
    }
    expect(c.appellant).toBe("Evil Party");
    expect(c.judgement_order).toContain("Body");
    expect(head).toContain("Head");
    const view = await (await req(`/viewCase/${docId}`, { cookie: cookies.subscriber })).text();
    expect(view).not.toMatch(/alert\((3|4|5|6|7|8)\)/);
  });

  test("the sanitiser keeps paragraphs and numbering of a Word paste and turns plain text into paragraphs", () => {
    expect(sanitizeRichText(`<p class="MsoListParagraph" style="margin-left:36pt;mso-list:l0 level1 lfo1">1.&nbsp;First point</p><ol start="3"><li>Third</li></ol>`)).toBe(
      `<p style="margin-left:36pt;">1.&nbsp;First point</p><ol start="3"><li>Third</li></ol>`,
    );
    expect(sanitizeRichText("1. First para\n2. Second para")).toBe("<p>1. First para</p><p>2. Second para</p>");
    expect(sanitizePlain("A & B <b>Ltd</b>")).toBe("A & B Ltd");
  });
});

describe("files (decision 20)", () => {
  const pdf = (bytes = 100) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, ...new Array(bytes).fill(0x20)])], "a.pdf", { type: "application/pdf" });
  const form = (entries: Record<string, File | string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(entries)) f.set(k, v);
    return f;
  };
  const r2Keys = async (docId: number) => (await env.FILES.list({ prefix: `cases/${docId}/` })).objects.map((o) => o.key).sort();
  let docId = 0;
  beforeAll(async () => {
    docId = await addOk(fullCase({ appellant: "Files Case Appellant", "headnotes[0].refs[3].actName": "Fourth Slot Act" }));
  });

  test("nothing chosen: 'Please Select File'; not a PDF or over 25 MB: refused, R2 and D1 unchanged", async () => {
    const empty = await req(`/admin/cases/${docId}/files`, { form: form({ mode: "upload" }), cookie: cookies.deo });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(m.selectFile);
    const fake = await req(`/admin/cases/${docId}/files`, { form: form({ mode: "upload", civilFile: new File(["<html>not a pdf"], "x.pdf", { type: "application/pdf" }) }), cookie: cookies.deo });
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain(m.notPdf);
    const big = await req(`/admin/cases/${docId}/files`, { form: form({ mode: "upload", civilFile: pdf(25 * 1024 * 1024) }), cookie: cookies.deo });
    expect([400, 413]).toContain(big.status);
    expect(await r2Keys(docId)).toEqual([]);
    expect(await all("select * from case_files where doc_id = ?", docId)).toEqual([]);
  }, 30_000);

  test("a PDF is stored at its key and recorded; 'File Uploaded Successfully with Doc ID:'; type 3 deletes it", async () => {
    const res = await req(`/admin/cases/${docId}/files/upload`, { form: form({ mode: "upload", crimFile: pdf(), courtFile: pdf(50) }), cookie: cookies.deo });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: `${m.uploadedWithId} ${docId}`, next: "/admin/cases?notice=uploaded" });
    expect(await r2Keys(docId)).toEqual([`cases/${docId}/court.pdf`, `cases/${docId}/cri.pdf`]);
    expect(await all("select type, size from case_files where doc_id = ? order by type", docId)).toEqual([
      { type: "court", size: 58 },
      { type: "cri", size: 108 },
    ]);
    const update = await req(`/admin/cases/${docId}/files`, { form: form({ mode: "update", civilFile: pdf() }), cookie: cookies.deo });
    expect(update.status).toBe(302);
    expect(update.headers.get("location")).toBe("/admin/cases?notice=uploaded");
    const del = await req(`/admin/cases/${docId}/files`, { form: form({ intent: "delete", type: "3" }), cookie: cookies.deo });
    // Spec: after a file delete the case list reloads with all filters at ALL (issue 21 item 7).
    expect(del.status).toBe(302);
    expect(del.headers.get("location")).toBe("/admin/cases?notice=deleted");
    expect(await r2Keys(docId)).toEqual([`cases/${docId}/court.pdf`, `cases/${docId}/cri.pdf`]);
    await req(`/admin/cases/${docId}/files`, { form: form({ intent: "delete", type: "4" }), cookie: cookies.deo });
    // The file writes rewrote the case through writeCase: its parts are as they were (a reference keeps its slot).
    expect(await all("select slot, act_name from headnote_refs where doc_id = ? order by slot", docId)).toEqual([
      { slot: 1, act_name: "Zanarian Evidence Act" },
      { slot: 2, act_name: "Zanarian Penal Code" },
      { slot: 4, act_name: "Fourth Slot Act" },
    ]);
    expect(await all("select linked_doc_id from cases_referred where doc_id = ?", docId)).toEqual([{ linked_doc_id: 1001 }]);
    expect(await r2Keys(docId)).toEqual([`cases/${docId}/cri.pdf`]);
    expect(await all("select type from case_files where doc_id = ?", docId)).toEqual([{ type: "cri" }]);
  });
});
