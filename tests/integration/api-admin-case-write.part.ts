import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { caseFormMessages as m } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { all, caseD1, caseOne, loginStaff, one, ORIGIN, seed } from "./helpers";

/**
 * Writing cases through the published API (issue 23, back-office §3 'Case (payload for add and
 * edit)', §7): admin/addCase and admin/editCase go through the case form's own schema and service
 * (the same messages, `writeCase`, a staff edit), admin/uploadCasePfNew and admin/deletePdfNew
 * through the case files screen's (R2, the same PDF checks and limits).
 */
beforeAll(seed);

const staff = async (who: "superadmin" | "admin" | "dataentry") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;
const idOf = async (email: string) => (await one<{ id: number }>("select id from users where email = ?", email))!.id;
const counts = async () => ({
  cases: (await one<{ n: number }>("select count(*) n from cases"))!.n,
  counter: (await one<{ value: number }>("select value from counters where name = 'doc_id'"))!.value,
});

/** The spec's case payload, every section filled; absent values as the old clients send them ('none'). */
function payload(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    docId: 424242,
    appellant: "Orvand Pellingham",
    respondent: "State of Quelmar",
    remarkable: "none",
    judgeName: "Justice Halloway",
    judgementOrder: "<p>1. The appeal is heard.</p><script>alert(1)</script><p onclick=\"x()\">2. Appeal allowed.</p>",
    judgementType: "Judgement",
    caseResult: "Appeal allowed",
    doubleCouncilDetailRequest: { advocateForAppellant: "Counsel Brightwater", advocateForRespondent: "Counsel Ashdown", extraCouncilDetails: "none" },
    singleCouncilDetailRequest: null,
    courtDetailRequest: { allJudges: "Justice Halloway, Justice Penrose", courtBenchId: 3, courtBranchId: 34, courtId: 1, caseCategoryId: 4 },
    citationRequest: { citationCategoryId: 4, journalId: 2, otherCitation: "none", neutralCitation: "2021 INSC 7707", pageNumber: "6601", year: 2021, volume: "none" },
    secondaryCitationRequest: { citationCategoryId: 8, journalId: 7, pageNumber: 913, year: "2021", volume: "2" },
    thirdCitationRequest: { citationCategoryId: 0, journalId: 0, pageNumber: "none", year: "none", volume: "none" },
    fourthCitationRequest: null,
    additionalAppellantRespondentRequestList: [{ appellant: "Second Appellant Voss", respondent: "none", case_number: "Crl.A. 9 of 2020", extraCaseAndYear: "none" }],
    caseHistoryRequest: { caseNumber: "Criminal Appeal No. 8810 of 2020", year: 2020, decidedDay: 9, decidedMonth: 3, decidedYear: 2021, notes: "none" },
    casesReferredRequestList: [{ casesReferred: "An older Quelmar precedent", partyName: "Precedent v. Quelmar", linkedDocId: 1001 }],
    headNoteRequestList: [
      {
        actname1: "Quelmar Evidence Act",
        section1: "27",
        actname2: "none",
        actname4: "Quelmar Penal Code",
        section4: 302,
        topic: "none",
        priority: "A",
        headnote: "<p>Recovery under <b>section 27</b>.</p>",
        paragraph: "4",
      },
    ],
    caseTopics: ["Recovery of weapon", "none"],
    ...over,
  };
}

describe("admin/addCase", () => {
  test("stores every section of the spec's payload through the case form (its rules, its cleaning); the docId sent is ignored and the one given answered", async () => {
    const dataEntry = await idOf("dataentry@sar.example.com");
    const before = await counts();
    const r = await call("POST", "/admin/addCase", { token: await staff("dataentry"), body: payload() });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.responseStatus.statusCode).toBe("0");
    const docId = r.json.responseData.docId as number;
    expect(docId).toBe(before.counter + 1);
    expect(r.json.responseData.message).toBe(`${m.savedWithId} ${docId}`);
    expect(await counts()).toEqual({ cases: before.cases + 1, counter: before.counter + 1 });
    expect(await one("select * from cases where doc_id = 424242")).toBeNull();

    const c = await one<Record<string, unknown>>("select * from cases where doc_id = ?", docId);
    expect(c).toMatchObject({
      appellant: "Orvand Pellingham",
      respondent: "State of Quelmar",
      remarkable: null,
      judge_name: "Justice Halloway",
      case_category_id: 4,
      court_id: 1,
      court_branch_id: 34,
      court_bench_id: 3,
      counsel: "double",
      advocate_for_appellant: "Counsel Brightwater",
      extra_counsel_details: null,
      petitioner_name: null,
      case_number: "Criminal Appeal No. 8810 of 2020",
      decided_date: "2021-03-09",
      live: 1,
      overruled: 0,
      created_by: dataEntry,
      modified_by: dataEntry,
    });
    // The page's sanitiser: the script and the event attribute are gone, the paragraphs kept.
    expect(c!.judgement_order).toBe("<p>1. The appeal is heard.</p><p>2. Appeal allowed.</p>");
    // §4's citation rules: the third row is Select, so it and everything after it drop.
    expect(await all("select position, journal_id, citation_category_id, page_number, volume, year from case_citations where doc_id = ? order by position", docId)).toEqual([
      { position: 1, journal_id: 2, citation_category_id: 4, page_number: "6601", volume: null, year: 2021 },
      { position: 2, journal_id: 7, citation_category_id: 8, page_number: "913", volume: "2", year: 2021 },
    ]);
    expect(await all("select slot, act_name, section from headnote_refs where doc_id = ? order by slot", docId)).toEqual([
      { slot: 1, act_name: "Quelmar Evidence Act", section: "27" },
      { slot: 4, act_name: "Quelmar Penal Code", section: "302" },
    ]);
    expect(await all("select topic from case_topics where doc_id = ? order by position", docId)).toEqual([{ topic: "Recovery of weapon" }]);
    expect(await all("select linked_doc_id, party_name from cases_referred where doc_id = ?", docId)).toEqual([{ linked_doc_id: 1001, party_name: "Precedent v. Quelmar" }]);
  });

  test("single counsel: the petitioner replaces the three counsel fields", async () => {
    const r = await call("POST", "/admin/addCase", {
      token: await staff("dataentry"),
      body: payload({ appellant: "Single Counsel Appellant", doubleCouncilDetailRequest: null, singleCouncilDetailRequest: { petitionerName: "Petitioner In Person" } }),
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(await one("select counsel, petitioner_name, advocate_for_appellant from cases where doc_id = ?", r.json.responseData.docId)).toEqual({
      counsel: "single",
      petitioner_name: "Petitioner In Person",
      advocate_for_appellant: null,
    });
  });

  test("the case form's messages, named in the payload's terms; nothing stored and no number taken", async () => {
    const token = await staff("dataentry");
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ appellant: "none" }, "appellant", m.appellantRequired],
      [{ citationRequest: { journalId: 2, citationCategoryId: 4, year: 2021, pageNumber: "" } }, "citationRequest.pageNumber", m.pageNumberRequired],
      [{ caseHistoryRequest: { caseNumber: "none", year: 2020, decidedDay: 9, decidedMonth: 3, decidedYear: 2021 } }, "caseHistoryRequest.caseNumber", m.caseNumberRequired],
      [{ caseHistoryRequest: { caseNumber: "A 1", year: 2020, decidedDay: 31, decidedMonth: 2, decidedYear: 2021 } }, "caseHistoryRequest.decidedDay", m.decidedInvalid],
      [{ doubleCouncilDetailRequest: null, singleCouncilDetailRequest: { petitionerName: "none" } }, "singleCouncilDetailRequest.petitionerName", m.petitionerRequired],
      [{ doubleCouncilDetailRequest: null, singleCouncilDetailRequest: null }, "doubleCouncilDetailRequest", m.counselRequired],
      [{ courtDetailRequest: { courtId: 1, courtBranchId: 34, courtBenchId: 3, caseCategoryId: "abc" } }, "courtDetailRequest.caseCategoryId", m.courtCategoryRequired],
      [{ judgementType: "Verdict" }, "judgementType", m.judgementTypeRequired],
      [{ judgementOrder: "<script>only a script</script>" }, "judgementOrder", m.judgementRequired],
      [{ headNoteRequestList: [{ priority: "AA", headnote: "x" }] }, "headNoteRequestList.0.priority", m.priorityInvalid],
      [{ casesReferredRequestList: [{ casesReferred: "Gone case", linkedDocId: 999999991 }] }, "casesReferredRequestList.0.linkedDocId", m.linkedMissing],
    ];
    for (const [over, field, message] of cases) {
      const r = await call("POST", "/admin/addCase", { token, body: payload(over) });
      expect(r.status, field).toBe(400);
      expect(r.json.responseStatus.statusCode).toBe("1");
      expect(r.json.responseData, field).toMatchObject({ message, field, errorType: "Validation" });
      expect((r.json.responseData.fieldErrors as Record<string, string[]>)[field]).toContain(message);
    }
    // A wrong shape is the envelope's 400 too, never a 500.
    const shape = await call("POST", "/admin/addCase", { token, body: payload({ headNoteRequestList: "none of it" }) });
    expect(shape.status).toBe(400);
    expect(shape.json.responseData.field).toBe("headNoteRequestList");
    expect((await call("POST", "/admin/addCase", { token, raw: "{not json" })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  test("only staff: no session or a subscriber's is 106", async () => {
    expect((await call("POST", "/admin/addCase", { body: payload() })).json.responseStatus.errorCode).toBe("106");
    const sub = await apiSignin("subscriber@sar.example.com");
    expect((await call("POST", "/admin/addCase", { token: sub.token!, body: payload() })).json.responseStatus.errorCode).toBe("106");
    await call("GET", "/user/logout", { token: sub.token! });
  });
});

describe("admin/editCase", () => {
  test("replaces the case's fields through writeCase as a staff edit (provenance), keeping live and overruled; a stale version is 409, nothing changed", async () => {
    const token = await staff("admin");
    const adminId = await idOf("admin@sar.example.com");
    const added = await call("POST", "/admin/addCase", { token, body: payload({ appellant: "Before Edit Appellant" }) });
    const docId = added.json.responseData.docId as number;
    // As if imported: a case with a source records who changed its source fields (decision 037).
    await env.DB.prepare("update cases set overruled = 1, source_id = ? where doc_id = ?").bind(`api-edit-${docId}`, docId).run();
    const version = (await one<{ modified_at: string }>("select modified_at from cases where doc_id = ?", docId))!.modified_at;

    const r = await call("POST", "/admin/editCase", { token, body: payload({ docId: String(docId), version, appellant: "After Edit Appellant", caseTopics: ["Fresh topic"] }) });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.responseData).toEqual({ docId, message: `${m.updatedWithId} ${docId}`, responseMsg: `${m.updatedWithId} ${docId}` });
    expect(await one("select appellant, overruled, live, modified_by, source_id from cases where doc_id = ?", docId)).toEqual({
      appellant: "After Edit Appellant",
      overruled: 1,
      live: 1,
      modified_by: adminId,
      source_id: `api-edit-${docId}`,
    });
    expect(await all("select topic from case_topics where doc_id = ?", docId)).toEqual([{ topic: "Fresh topic" }]);
    expect(await one("select origin, changed_by, source_value from case_field_origins where doc_id = ? and field = 'appellant'", docId)).toEqual({
      origin: "staff",
      changed_by: adminId,
      source_value: "Before Edit Appellant",
    });

    // The version it was read at is gone now: refused, the case as it is.
    const stale = await call("POST", "/admin/editCase", { token, body: payload({ docId, version, appellant: "Lost Update" }) });
    expect(stale.status).toBe(409);
    expect(stale.json.responseData.message).toBe(m.stale);
    expect((await one<{ appellant: string }>("select appellant from cases where doc_id = ?", docId))!.appellant).toBe("After Edit Appellant");

    // Without a version (the old clients) the edit applies to the case as it is now.
    const plain = await call("POST", "/admin/editCase", { token, body: payload({ docId, appellant: "Without Version" }) });
    expect(plain.status).toBe(200);
    expect((await one<{ appellant: string }>("select appellant from cases where doc_id = ?", docId))!.appellant).toBe("Without Version");

    // The form's messages here too, and nothing changed.
    const bad = await call("POST", "/admin/editCase", { token, body: payload({ docId, appellant: "" }) });
    expect(bad.json.responseData).toMatchObject({ field: "appellant", message: m.appellantRequired });
    expect((await one<{ appellant: string }>("select appellant from cases where doc_id = ?", docId))!.appellant).toBe("Without Version");
  });

  test("an unknown or missing docId", async () => {
    const token = await staff("dataentry");
    const missing = await call("POST", "/admin/editCase", { token, body: payload({ docId: 999999992 }) });
    expect(missing.status).toBe(404);
    expect(missing.json.responseData.message).toBe(m.caseNotFound);
    const none = await call("POST", "/admin/editCase", { token, body: payload({ docId: undefined }) });
    expect(none.status).toBe(400);
    expect(none.json.responseData.field).toBe("docId");
  });
});

describe("the case's files: admin/uploadCasePfNew and admin/deletePdfNew", () => {
  const pdf = (bytes = 100) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, ...new Array(bytes).fill(0x20)])], "a.pdf", { type: "application/pdf" });
  const r2Keys = async (docId: number) => (await env.FILES.list({ prefix: `cases/${docId}/` })).objects.map((o) => o.key).sort();
  /** A multipart call as the old client sends it: the token in the authorization header. */
  async function upload(token: string | null, docId: number | string, files: Record<string, File | string>) {
    const form = new FormData();
    for (const [k, v] of Object.entries(files)) form.set(k, v);
    const headers: Record<string, string> = { "client-type": "WEB_APP" };
    if (token) headers.authorization = token;
    const res = await SELF.fetch(`${ORIGIN}/v1/api/admin/uploadCasePfNew?docId=${docId}`, { method: "POST", headers, body: form });
    return { status: res.status, json: (await res.json()) as { responseStatus: { statusCode: string; errorCode?: string }; responseData: Record<string, unknown> } };
  }
  let docId = 0;
  let token = "";
  beforeAll(async () => {
    token = await staff("dataentry");
    docId = (await call("POST", "/admin/addCase", { token, body: payload({ appellant: "Files Through The Api" }) })).json.responseData.docId as number;
  });

  test("refusals: nothing chosen 'Please Select File', not a PDF, over 25 MB (413), no such case; R2 and D1 unchanged", async () => {
    const empty = await upload(token, docId, {});
    // HTTP 200 + statusCode '1' for a refusal (decision 115).
    expect([empty.status, empty.json.responseStatus.statusCode]).toEqual([200, "1"]);
    expect(empty.json.responseData.message).toBe(m.selectFile);
    const fake = await upload(token, docId, { civilFile: new File(["<html>not a pdf"], "x.pdf", { type: "application/pdf" }), courtFile: pdf() });
    expect([fake.status, fake.json.responseStatus.statusCode]).toEqual([200, "1"]);
    expect(fake.json.responseData).toMatchObject({ message: m.notPdf, field: "civilFile" });
    const big = await upload(token, docId, { civilFile: pdf(25 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.json.responseData.message).toBe(m.pdfTooLarge);
    const noCase = await upload(token, 999999993, { civilFile: pdf() });
    expect([noCase.status, noCase.json.responseStatus.statusCode, noCase.json.responseData.errorType]).toEqual([200, "1", "NotFound"]);
    const notJson = await call("POST", `/admin/uploadCasePfNew?docId=${docId}`, { token, body: {} });
    expect(notJson.status).toBe(400);
    expect(await r2Keys(docId)).toEqual([]);
    expect(await all("select * from case_files where doc_id = ?", docId)).toEqual([]);
    expect((await upload(null, docId, { civilFile: pdf() })).json.responseStatus.errorCode).toBe("106");
  }, 30_000);

  test("the Update File pair (civilFile and courtFile) goes to R2 and D1; type 3 and 4 delete them; the cookie alone deletes nothing", async () => {
    const r = await upload(token, docId, { civilFile: pdf(), courtFile: pdf(50) });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.responseData).toEqual({ docId, message: `${m.uploadedWithId} ${docId}`, responseMsg: `${m.uploadedWithId} ${docId}` });
    expect(await r2Keys(docId)).toEqual([`cases/${docId}/civil.pdf`, `cases/${docId}/court.pdf`]);
    expect(await all("select type, size from case_files where doc_id = ? order by type", docId)).toEqual([
      { type: "civil", size: 108 },
      { type: "court", size: 58 },
    ]);

    // A GET that deletes is not taken on a browser's cookie (a link elsewhere must not delete a file).
    const cookie = (await loginStaff("dataentry@sar.example.com")).cookie!;
    const viaCookie = await SELF.fetch(`${ORIGIN}/v1/api/admin/deletePdfNew/${docId}/3`, { headers: { cookie } });
    expect(viaCookie.status).toBe(200);
    expect(((await viaCookie.json()) as { responseStatus: { statusCode: string } }).responseStatus.statusCode).toBe("1");
    expect(await r2Keys(docId)).toEqual([`cases/${docId}/civil.pdf`, `cases/${docId}/court.pdf`]);

    const del = await call("GET", `/admin/deletePdfNew/${docId}/3`, { token });
    expect(del.status).toBe(200);
    expect(del.json.responseData.message).toBe(m.deleted);
    expect(await r2Keys(docId)).toEqual([`cases/${docId}/court.pdf`]);
    expect(await all("select type from case_files where doc_id = ?", docId)).toEqual([{ type: "court" }]);
    const again = await call("GET", `/admin/deletePdfNew/${docId}/3`, { token });
    expect(again.status).toBe(404);
    expect(again.json.responseData.message).toBe(m.errorDeleting);
    expect((await call("GET", `/admin/deletePdfNew/${docId}/7`, { token })).status).toBe(400);
    expect((await call("GET", `/admin/deletePdfNew/${docId}/4`, { token })).status).toBe(200);
    expect(await r2Keys(docId)).toEqual([]);
    expect(await all("select type from case_files where doc_id = ?", docId)).toEqual([]);
  });
});

describe("admin/getSingleCase for staff: the case as read (back-office §3)", () => {
  test("a staff caller gets the ids, dropdown items, act references and version that editCase takes back; a subscriber does not", async () => {
    const added = await call("POST", "/admin/addCase", { token: await staff("dataentry"), body: payload() });
    const docId = added.json.responseData.docId as number;
    const token = await staff("superadmin");
    const r = await call("GET", `/admin/getSingleCase/${docId}`, { token });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    // The answer's nested parts, read as a client would (its shape is the OpenAPI document's CaseAsRead).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const c = r.json.responseData as Record<string, any>;
    // The moment on India's clock, as every stamp (decision 115); editCase takes it back as sent.
    expect(c.version).toMatch(/\+05:30$/);
    expect(Date.parse(c.version)).toBe(Date.parse((await one<{ m: string }>("select modified_at m from cases where doc_id = ?", docId))!.m));
    expect(c.createdBy).toBe((await one<{ name: string }>("select name from users where email = 'dataentry@sar.example.com'"))!.name);
    // Items carry the stored id (editCase's) and the text the case view shows as `value` (subscriber §3; decision 112).
    const journal = async (id: number) => (await one<{ name: string }>("select name from journals where id = ?", id))!.name;
    expect(c.citationResponse).toMatchObject({ journalResponse: { id: 2, value: await journal(2) }, citationCategoryResponse: { id: 4, value: "SC", citationCategoryName: "SC" }, year: { value: 2021 }, pageNumber: "6601", neutralCitation: "2021 INSC 7707", otherCitation: "none" });
    expect(c.citationResponse.secondaryCitationResponse).toMatchObject({ journalResponse: { id: 7, value: await journal(7) }, citationCategoryResponse: { id: 8 }, year: { value: 2021 }, volume: "2", pageNumber: "913" });
    expect(c.citationResponse.secondaryCitationResponseForSingleCase).toEqual(c.citationResponse.secondaryCitationResponse);
    expect(c.courtDetailResponse).toMatchObject({ courtResponse: { id: 1, courtType: "Supreme Court" }, courtBranchResponse: { id: 34, value: "Supreme Court of India" }, courtBenchResponse: { id: 3 }, caseCategoryResponse: { id: 4, value: "SC" }, allJudges: "Justice Halloway, Justice Penrose" });
    expect(c.caseHistoryResponse).toMatchObject({ caseNumber: "Criminal Appeal No. 8810 of 2020", year: 2020, decided_day: 9, decidedMonth: 3, decidedYear: 2021, notes: "none" });
    expect(c.headnoteResponseList[0]).toMatchObject({ priority: "A", paragraph: "4", actname1: "Quelmar Evidence Act", section1: "27", actname2: "none", actname4: "Quelmar Penal Code", section4: "302" });
    expect(c.caseTopics).toEqual(["Recovery of weapon"]);
    expect(c.originalPdfPath).toBe("none");

    // Read, change one field, send back with the version: the edit applies and the rest stays.
    const sent = {
      docId,
      version: c.version,
      appellant: c.appellant,
      respondent: c.respondent,
      judgeName: c.judgeName,
      judgementType: c.judgementType,
      judgementOrder: c.judgementOrder,
      caseResult: "Appeal dismissed",
      remarkable: c.remarkable,
      doubleCouncilDetailRequest: c.doubleCouncilDetailResponse,
      courtDetailRequest: {
        courtId: c.courtDetailResponse.courtResponse.id,
        courtBranchId: c.courtDetailResponse.courtBranchResponse.id,
        courtBenchId: c.courtDetailResponse.courtBenchResponse.id,
        caseCategoryId: c.courtDetailResponse.caseCategoryResponse.id,
        allJudges: c.courtDetailResponse.allJudges,
      },
      citationRequest: { ...c.citationResponse, journalId: c.citationResponse.journalResponse.id, citationCategoryId: c.citationResponse.citationCategoryResponse.id },
      secondaryCitationRequest: {
        ...c.citationResponse.secondaryCitationResponse,
        journalId: c.citationResponse.secondaryCitationResponse.journalResponse.id,
        citationCategoryId: c.citationResponse.secondaryCitationResponse.citationCategoryResponse.id,
      },
      caseHistoryRequest: { ...c.caseHistoryResponse, decidedDay: c.caseHistoryResponse.decided_day },
      additionalAppellantRespondentRequestList: c.additionalAppellantRespondentResponseList.map((p: Record<string, string>) => ({ ...p, case_number: p.caseNumber })),
      casesReferredRequestList: c.casesReferredResponseList,
      headNoteRequestList: c.headnoteResponseList,
      caseTopics: c.caseTopics,
    };
    const citationsBefore = await all("select journal_id, year, volume, page_number from case_citations where doc_id = ? order by position", docId);
    const edited = await call("POST", "/admin/editCase", { token: await staff("dataentry"), body: sent });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((await one<{ r: string }>("select case_result r from cases where doc_id = ?", docId))!.r).toBe("Appeal dismissed");
    expect(await all("select journal_id, year, volume, page_number from case_citations where doc_id = ? order by position", docId)).toEqual(citationsBefore);
    // The same version again is stale now.
    expect((await call("POST", "/admin/editCase", { token: await staff("dataentry"), body: sent })).status).toBe(409);

    const sub = await apiSignin("subscriber@sar.example.com");
    const asSubscriber = (await call("GET", `/admin/getSingleCase/${docId}`, { token: sub.token! })).json.responseData;
    expect(asSubscriber.docId).toBe(docId);
    expect(asSubscriber.version).toBeUndefined();
    expect(asSubscriber.createdBy).toBeUndefined();
    // Unpublished: staff still read it (to edit it), a subscriber gets the not-found answer.
    await call("POST", `/admin/changeCaseLiveStatus?status=false&docId=${docId}`, { token });
    expect((await call("GET", `/admin/getSingleCase/${docId}`, { token })).json.responseData.live).toBe(false);
    expect((await call("GET", `/admin/getSingleCase/${docId}`, { token: sub.token! })).status).toBe(404);
    await call("GET", "/user/logout", { token: sub.token! });
  });

  test("a High Court case, held in its shard (CASES_1, decision 127), is read there: its row, files and creator", async () => {
    expect(await caseD1(1065)).toBe(env.CASES_1);
    // The seed wrote its directory rows in the catalogue only: the shard's copy of the table stays empty.
    expect(await env.CASES_1.prepare("select count(*) as n from case_directory").first()).toEqual({ n: 0 });
    const r = await call("GET", "/admin/getSingleCase/1065", { token: await staff("superadmin") });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const c = r.json.responseData as { courtDetailResponse: { courtResponse: { id: number } }; createdBy: string; version: string };
    expect(c).toMatchObject({ docId: 1065, live: true, originalPdfPath: "none" });
    expect(c.courtDetailResponse.courtResponse.id).toBe(3);
    expect(c.createdBy).toBe((await one<{ name: string }>("select u.name from users u where u.id = 3"))!.name);
    expect(Date.parse(c.version)).toBe(Date.parse((await caseOne<{ m: string }>(1065, "select modified_at m from cases where doc_id = 1065"))!.m));
  });
});
