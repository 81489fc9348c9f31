import { env, SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { CaseDetailSchema, excerptHtml } from "../../app/api/calls/case-detail.server";
import { PASSWORD_NOT_SET } from "../../app/api/calls/admin-clients.server";
import { paymentMessages } from "../../app/services/commerce/payments.server";
import { adminMessages, businessMessages, caseFormMessages, messages, staffMessages } from "../../app/utils/copy";
import { ALL_CALLS } from "../../app/api/calls/index.server";
import { apiSignin, call as apiCall } from "./api-helpers";
import { all, caseOne, eventually, loginStaff, one, ORIGIN, req, seed } from "./helpers";

/**
 * The specs' own client (issue 34): every call made exactly as subscriber §7 and back-office §7
 * write it — the path, the method, the body's field names, the session token as the
 * Authorization header, `client-type: WEB_APP` (api-helpers' `call`) — as each role and as a
 * guest, reading the fields the specs' screens read. Items 1–4 of the issue have their own tests;
 * item 6 is the table at the end: every §7 call of both specs, as every role the specs have make it.
 */

type Role = "guest" | "subscriber" | "noplan" | "superadmin" | "admin" | "dataentry";
const STAFF = ["superadmin", "admin", "dataentry"] as const;
const tokens: Record<Role, string | null> = { guest: null, subscriber: null, noplan: null, superadmin: null, admin: null, dataentry: null };

/** A call as the specs' client sends it: no opt-in to real HTTP statuses (decision 115). */
const call = (method: string, path: string, init: Parameters<typeof apiCall>[2] = {}) => apiCall(method, path, { ...init, statuses: "spec" });

/** One call as the specs' client makes it, as `as`. */
const spec = (method: string, path: string, as: Role, body?: unknown) => call(method, path, { token: tokens[as], body });

beforeAll(async () => {
  await seed();
  tokens.subscriber = (await apiSignin("subscriber@sar.example.com")).token;
  tokens.noplan = (await apiSignin("noplan@sar.example.com")).token;
  for (const who of STAFF) tokens[who] = (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token;
});

afterAll(async () => {
  for (const t of Object.values(tokens)) if (t) await call("GET", "/user/logout", { token: t });
});

// ---------------------------------------------------------------- reading as the screens read

/**
 * The value at a path as a screen reads it (`a.b.c`; `a[].b` reads b of every item). A path the
 * answer lacks, or a null on the way, fails with the path: the mobile app would show a blank or throw.
 */
function read(data: unknown, path: string): unknown[] {
  let values: unknown[] = [data];
  for (const part of path.split(".")) {
    const each = part.endsWith("[]");
    const key = each ? part.slice(0, -2) : part;
    values = values.flatMap((v) => {
      expect(v !== null && typeof v === "object", `${path}: '${key}' read on ${JSON.stringify(v)}`).toBe(true);
      const next = (v as Record<string, unknown>)[key];
      expect(next, `${path}: '${key}' is missing`).not.toBeUndefined();
      expect(next, `${path}: '${key}' is null (the spec sends 'none')`).not.toBeNull();
      if (!each) return [next];
      expect(Array.isArray(next), `${path}: '${key}' is not a list`).toBe(true);
      return next as unknown[];
    });
  }
  return values;
}

/** Subscriber §3 'Case (detail)': every field and nested part, as the case view reads them. */
const CASE_DETAIL_PATHS = [
  ...["docId", "appellant", "respondent", "judgementType", "judgeName", "judgementOrder", "caseResult", "remarkable", "overruled", "createdDate"],
  ...["originalPdfPath", "crimPdfPath", "matPdfPath", "accPdfPath", "scPdfPath", "linkedDocId", "casesReferred", "partyName"],
  "caseHistoryResponse.notes",
  "headnoteResponseList[].headnote",
  "headnoteResponseList[].paragraph",
  "casesReferredResponseList[].casesReferred",
  "casesReferredResponseList[].linkedDocId",
  "casesReferredResponseList[].partyName",
  "doubleCouncilDetailResponse.advocateForAppellant",
  "doubleCouncilDetailResponse.advocateForRespondent",
  "singleCouncilDetailResponse.petitionerName",
  ...["year.value", "volume", "pageNumber", "otherCitation", "journalResponse.value", "citationCategoryResponse.id", "citationCategoryResponse.value", "citationCategoryResponse.citationCategoryName"].map((p) => `citationResponse.${p}`),
  ...["year.value", "volume", "journalResponse.value", "citationCategoryResponse.id", "citationCategoryResponse.value", "citationCategoryResponse.citationCategoryName", "pageNumber"].map(
    (p) => `citationResponse.secondaryCitationResponseForSingleCase.${p}`,
  ),
  "courtDetailResponse.courtBranchResponse.value",
  "courtDetailResponse.courtResponse.courtType",
  "courtDetailResponse.allJudges",
  ...["appellant", "respondent", "caseNumber", "extraCaseAndYear"].map((p) => `additionalAppellantRespondentResponseList[].${p}`),
];

/** Back-office §3 'Case (as read)': what the edit screen reads beside it. */
const CASE_AS_READ_PATHS = [
  ...["docId", "appellant", "respondent", "judgeName", "judgementOrder", "judgementType", "caseResult", "remarkable", "overruled", "live", "createdBy", "createdDate", "originalPdfPath", "scPdfPath"],
  ...["year", "citationCategoryResponse.id", "citationCategoryResponse.citationCategoryName", "journalResponse", "otherCitation", "neutralCitation", "pageNumber", "volume"].map((p) => `citationResponse.${p}`),
  ...["secondaryCitationResponse", "thirdCitationResponse", "fourthCitationResponse"].map((p) => `citationResponse.${p}`),
  ...["courtResponse.courtType", "courtBranchResponse", "courtBenchResponse", "allJudges"].map((p) => `courtDetailResponse.${p}`),
  ...["year", "decided_day", "decidedMonth", "decidedYear", "notes", "caseNumber"].map((p) => `caseHistoryResponse.${p}`),
  "doubleCouncilDetailResponse",
  "singleCouncilDetailResponse.petitionerName",
  "additionalAppellantRespondentResponseList",
  "headnoteResponseList",
  "caseTopics",
  "casesReferredResponseList[].linkedDocId",
];

/** Every path read, the answer checked against the published schema, and no null anywhere (the spec's 'none'). */
function readCase(data: Record<string, unknown>, paths = CASE_DETAIL_PATHS) {
  for (const p of paths) read(data, p);
  const parsed = CaseDetailSchema.safeParse(data);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  expect(JSON.stringify(data)).not.toContain(":null");
}

// ---------------------------------------------------------------- the case (item 1) and the case payload (item 2)

/** A real judgment of the shared sample (read, never copied), as the back office's form sends it: §3's payload, no court category. */
function samplePayload() {
  const j = JSON.parse(inject("sampleLines")[2]) as { appellant: string; respondent: string; case_number: string; decision_date: string; author: string; acts_cited: string[]; cases_referred: string[]; judgment_text: string };
  const [year, month, day] = j.decision_date.split("-").map(Number);
  const esc = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return {
    text: j.judgment_text,
    body: {
      appellant: j.appellant,
      respondent: j.respondent,
      remarkable: "none",
      judgeName: j.author,
      judgementOrder: j.judgment_text
        .split("\n")
        .filter((p) => p.trim())
        .map((p) => `<p>${esc(p)}</p>`)
        .join(""),
      judgementType: "Judgement",
      caseResult: "Petition dismissed",
      doubleCouncilDetailRequest: { advocateForAppellant: "Counsel for the petitioners", advocateForRespondent: "Counsel for the Union", extraCouncilDetails: "none" },
      singleCouncilDetailRequest: null,
      courtDetailRequest: { allJudges: j.author, courtBenchId: 1, courtBranchId: 34, courtId: 1 },
      citationRequest: { citationCategoryId: 4, journalId: 2, otherCitation: "none", neutralCitation: "none", pageNumber: "101", year, volume: "none" },
      secondaryCitationRequest: { citationCategoryId: 8, journalId: 7, pageNumber: "459", year, volume: "3" },
      additionalAppellantRespondentRequestList: [{ appellant: "A second petitioner", respondent: "none", case_number: "Petition No. 63 of 1962", extraCaseAndYear: "none" }],
      caseHistoryRequest: { caseNumber: j.case_number, year, decidedDay: day, decidedMonth: month, decidedYear: year, notes: "Followed in later provident fund cases." },
      casesReferredRequestList: j.cases_referred.slice(0, 2).map((c) => ({ casesReferred: c, partyName: "none", linkedDocId: "none" })),
      headNoteRequestList: [{ actname1: j.acts_cited[0], section1: "6", topic: "none", priority: "A", headnote: "<p>Production bonus is not basic wages.</p>", paragraph: "1" }],
      caseTopics: ["Provident fund"],
    },
  };
}

describe("the case in the spec's shape (issue 34 item 1)", () => {
  let docId = 0;
  let text = "";
  beforeAll(async () => {
    const sample = samplePayload();
    text = sample.text;
    const added = await spec("POST", "/admin/addCase", "dataentry", sample.body);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    docId = added.json.responseData.docId as number;
    // Its reporter's and court's PDFs, as the Upload Document modal sends them.
    const form = new FormData();
    const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a])], "a.pdf", { type: "application/pdf" });
    form.set("civilFile", pdf());
    form.set("courtFile", pdf());
    const up = await SELF.fetch(`${ORIGIN}/v1/api/admin/uploadCasePfNew?docId=${docId}`, { method: "POST", headers: { "client-type": "WEB_APP", authorization: tokens.dataentry! }, body: form });
    expect(up.status).toBe(200);
  });

  test("a subscriber reads every field and nested part of subscriber §3 'Case (detail)', 'none' for absent values, never null", async () => {
    const r = await spec("GET", `/admin/getSingleCase/${docId}`, "subscriber");
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const c = r.json.responseData as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    readCase(c);
    const stored = (await one<{ created_at: string }>("select created_at from cases where doc_id = ?", docId))!;
    const journal = async (id: number) => (await one<{ name: string }>("select name from journals where id = ?", id))!.name;
    // India's clock (decision 115): the stamp with its offset, the same moment as the stored one.
    expect(c.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?\+05:30$/);
    expect(Date.parse(c.createdDate)).toBe(Date.parse(stored.created_at));
    expect(c.citationResponse).toMatchObject({ year: { value: 1962 }, pageNumber: "101", volume: "none", otherCitation: "none", journalResponse: { value: await journal(2) } });
    expect(c.citationResponse.citationCategoryResponse).toMatchObject({ id: 4, value: "SC", citationCategoryName: "SC" });
    expect(c.citations.map((x: { journal: string; category: string }) => [x.journal, x.category])).toEqual([[await journal(2), "SC"], [await journal(7), "SC"]]);
    expect(c.citationResponse.secondaryCitationResponseForSingleCase).toMatchObject({ year: { value: 1962 }, volume: "3", pageNumber: "459", journalResponse: { value: await journal(7) }, citationCategoryResponse: { id: 8 } });
    expect(c.courtDetailResponse).toMatchObject({ courtResponse: { courtType: "Supreme Court" }, courtBranchResponse: { value: "Supreme Court of India" }, allJudges: expect.stringContaining("Wanchoo") });
    expect(c.caseHistoryResponse.notes).toBe("Followed in later provident fund cases.");
    expect(c.additionalAppellantRespondentResponseList).toEqual([{ appellant: "A second petitioner", respondent: "none", caseNumber: "Petition No. 63 of 1962", extraCaseAndYear: "none" }]);
    expect(c.doubleCouncilDetailResponse).toMatchObject({ advocateForAppellant: "Counsel for the petitioners", advocateForRespondent: "Counsel for the Union" });
    expect(c.singleCouncilDetailResponse).toEqual({ petitionerName: "none" });
    expect(c.casesReferredResponseList.map((x: { casesReferred: string }) => x.casesReferred)).toEqual(samplePayload().body.casesReferredRequestList.map((x) => x.casesReferred));
    expect(c.casesReferred).toBe(c.casesReferredResponseList[0].casesReferred);
    expect(c.linkedDocId).toBe("none");
    // The PDFs it has are the API's own PDF calls; the ones it lacks 'none'.
    expect(c.originalPdfPath).toBe(`/v1/api/admin/getCasePdf?docId=${docId}`);
    expect(c.scPdfPath).toBe(`/v1/api/admin/getScCasePdf?docId=${docId}`);
    expect([c.crimPdfPath, c.matPdfPath, c.accPdfPath]).toEqual(["none", "none", "none"]);
    expect((await SELF.fetch(`${ORIGIN}${c.scPdfPath}`, { headers: { authorization: tokens.subscriber! } })).status).toBe(200);
    expect(c.judgementOrder).toContain("Art. 32 of the Constitution");

    // The mobile app's token-segment variant answers the same.
    const viaPath = await SELF.fetch(`${ORIGIN}/v1/api/admin/getSingleCase/${encodeURIComponent(tokens.subscriber!)}/${docId}`, { headers: { "client-type": "WEB_APP" } });
    const byPath = ((await viaPath.json()) as { responseData: Record<string, unknown> }).responseData;
    readCase(byPath);
    expect(byPath.citationResponse).toEqual(c.citationResponse);
  });

  test("a guest reads the same shape with the excerpt the site allows: the first 1,500 characters, no counsel, references, notes or PDFs", async () => {
    const r = await spec("GET", `/admin/getSingleCaseForGuest/${docId}`, "guest");
    expect(r.status).toBe(200);
    const c = r.json.responseData as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    readCase(c);
    // The judgement is the excerpt, in paragraphs: its first 1,500 characters, not one more.
    expect(c.excerpt.length).toBeGreaterThan(500);
    expect(c.excerpt.length).toBeLessThanOrEqual(1500);
    expect(c.judgementOrder).toBe(excerptHtml(c.excerpt));
    expect(c.judgementOrder).not.toContain(text.slice(-300).trim().slice(0, 60));
    expect(c.truncated).toBe(true);
    expect(c.doubleCouncilDetailResponse).toMatchObject({ advocateForAppellant: "none", advocateForRespondent: "none" });
    expect(c.casesReferredResponseList).toEqual([]);
    expect([c.casesReferred, c.partyName, c.linkedDocId, c.caseHistoryResponse.notes]).toEqual(["none", "none", "none", "none"]);
    expect([c.originalPdfPath, c.scPdfPath, c.crimPdfPath]).toEqual(["none", "none", "none"]);
    // What the guest view does show: citation, court, parties, headnotes.
    expect(c.citationResponse.year.value).toBe(1962);
    expect(c.courtDetailResponse.courtBranchResponse.value).toBe("Supreme Court of India");
    expect(c.headnoteResponseList[0].headnote).toContain("Production bonus");
  });

  test("every staff role that reads cases gets subscriber §3 and back-office §3 'Case (as read)' in one answer", async () => {
    for (const who of STAFF) {
      const r = await spec("GET", `/admin/getSingleCase/${docId}`, who);
      expect(r.status, who).toBe(200);
      const c = r.json.responseData as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      readCase(c, [...CASE_DETAIL_PATHS, ...CASE_AS_READ_PATHS]);
      expect(c.live).toBe(true);
      expect(c.createdBy).toBe((await one<{ name: string }>("select name from users where email = 'dataentry@sar.example.com'"))!.name);
      expect(c.citationResponse).toMatchObject({ journalResponse: { id: 2 }, citationCategoryResponse: { id: 4 }, year: { value: 1962 } });
      expect(c.courtDetailResponse).toMatchObject({ courtResponse: { id: 1, courtType: "Supreme Court" }, courtBranchResponse: { id: 34, value: "Supreme Court of India" } });
      expect(c.headnoteResponseList[0]).toMatchObject({ headnote: expect.stringContaining("Production bonus"), paragraph: "1", priority: "A", section1: "6" });
    }
  });

  test("admin/addCase and admin/editCase take §3's payload as sent, without a court category: the court's own (SC, HC), through the form's save", async () => {
    const sc = await one<{ c: number }>("select case_category_id c from cases where doc_id = ?", docId);
    expect(sc!.c).toBe((await one<{ id: number }>("select id from case_categories where name = 'SC'"))!.id);
    const hc = (await one<{ id: number }>("select id from case_categories where name = 'HC'"))!.id;
    const { body } = samplePayload();
    // A High Court, the branch alone naming it.
    const bombay = await spec("POST", "/admin/addCase", "admin", { ...body, appellant: "A Bombay appellant", courtDetailRequest: { allJudges: "none", courtBenchId: 1, courtBranchId: 2, courtId: 3 } });
    expect(bombay.status, JSON.stringify(bombay.json)).toBe(200);
    // Each case read in its shard (a High Court's in CASES_1, the Supreme Court's in the catalogue's database).
    const bombayId = Number(bombay.json.responseData.docId);
    expect(await caseOne(bombayId, "select court_id, court_branch_id, case_category_id from cases where doc_id = ?", bombayId)).toEqual({ court_id: 3, court_branch_id: 2, case_category_id: hc });
    // editCase: moved to the High Court of Delhi, the category follows the court.
    const edited = await spec("POST", "/admin/editCase", "dataentry", { ...body, docId, courtDetailRequest: { allJudges: "none", courtBenchId: 1, courtBranchId: 1, courtId: 2 } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await caseOne(docId, "select court_id, case_category_id from cases where doc_id = ?", docId)).toEqual({ court_id: 2, case_category_id: hc });
    // A court category sent still wins; an unknown court is the form's own message.
    await spec("POST", "/admin/editCase", "dataentry", { ...body, docId, courtDetailRequest: { allJudges: "none", courtBenchId: 1, courtBranchId: 34, courtId: 1, caseCategoryId: 2 } });
    expect((await caseOne<{ c: number }>(docId, "select case_category_id c from cases where doc_id = ?", docId))!.c).toBe(2);
    // No court to take the category from: the court's message first, the other fields' beside it.
    const unknown = await spec("POST", "/admin/addCase", "admin", { ...body, appellant: "none", courtDetailRequest: { courtBenchId: 1, courtId: 9999 } });
    expect(unknown.status).toBe(200);
    expect(unknown.json.responseStatus.statusCode).toBe("1");
    expect(unknown.json.responseData).toMatchObject({ message: caseFormMessages.courtRequired, field: "courtDetailRequest.courtId" });
    expect(Object.keys(unknown.json.responseData.fieldErrors as object)).toEqual(["courtDetailRequest.courtId", "appellant"]);
    await spec("POST", "/admin/editCase", "dataentry", { ...body, docId });
  });
});

// ---------------------------------------------------------------- the other payloads as sent (item 2)

describe("the specs' payloads as sent (issue 34 item 2)", () => {
  test("user/payment/confirmPayment {amount, orderId, planId}: the server asks Razorpay for the order's payments; paid answers §3's confirmation", async () => {
    // A buyer of this test's own (the demo's subscribers keep their plans as they are).
    await env.DB.prepare(
      "insert or ignore into users (id, role_id, name, email, mobile, password_hash, active) select 341, 2, 'Spec Buyer', 'spec.buyer@example.com', '9600034100', password_hash, 1 from users where id = 5",
    ).run();
    const buyer = (await apiSignin("spec.buyer@example.com")).token!;
    const as = (method: string, path: string, body?: unknown) => call(method, path, { token: buyer, body });
    const init = await as("POST", "/user/payment/initiatePayment", { planId: 1 });
    expect(init.status, JSON.stringify(init.json)).toBe(200);
    const orderId = String(init.json.responseData.data_order_Id);
    const amount = init.json.responseData.data_amount as number;
    await fetch(`${inject("fakeRazorpayUrl")}/__test/capture`, { method: "POST", body: JSON.stringify({ order_id: orderId }) });
    const r = await as("POST", "/user/payment/confirmPayment", { amount, orderId, planId: 1 });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.responseStatus.statusCode).toBe("0");
    for (const p of ["orderId", "paymentDate", "paymentIdForRazorPay", "paymentStatus", "planActive", "planStartDate", "planEndDate", "paymentDescription"]) read(r.json.responseData, p);
    expect(r.json.responseData).toMatchObject({ orderId, paymentStatus: "PAID", planActive: true });
    expect((await one<{ status: string }>("select status from orders where provider_order_id = ?", orderId))!.status).toBe("PAID");
    // The order paid, the next one not yet: pending, the server's message.
    const next = String((await as("POST", "/user/payment/initiatePayment", { planId: 1 })).json.responseData.data_order_Id);
    const pending = await as("POST", "/user/payment/confirmPayment", { amount, orderId: next, planId: 1 });
    expect(pending.json.responseStatus.statusCode).toBe("1");
    expect(pending.json.responseData).toMatchObject({ message: paymentMessages.pending, orderId: next, paymentStatus: "CREATED" });
    await as("GET", "/user/logout");
  });

  test("user/resetPassword {userEmail, userPassword} without the link's token is refused with the link's customer text, never a parser's English; the password is unchanged", async () => {
    const before = (await one<{ h: string }>("select password_hash h from users where email = 'subscriber@sar.example.com'"))!.h;
    for (const path of ["/user/resetPassword", "/admin/resetPassword"]) {
      for (const body of [{ userEmail: "subscriber@sar.example.com", userPassword: "Taken@1234" }, { userEmail: "subscriber@sar.example.com", userPassword: "Taken@1234", token: "" }]) {
        const r = await spec("POST", path, "guest", body);
        expect(r.status).toBe(200);
        expect(r.json.responseStatus.statusCode).toBe("1");
        expect(r.json.responseData).toMatchObject({ message: messages.linkInvalid, field: "token" });
        expect(r.json.responseData.message).not.toMatch(/Invalid input|expected/);
      }
    }
    expect((await one<{ h: string }>("select password_hash h from users where email = 'subscriber@sar.example.com'"))!.h).toBe(before);
  });

  test("admin/updateClient and admin/updateStaff with the edit forms' password: the rest saved, and the answer says the password was not set and why", async () => {
    const created = await spec("POST", "/admin/addClient", "admin", { cityId: 0, countryId: 101, desgination: "", email: "spec.client@example.com", address: "", mobile: "9123455001", name: "Spec Client", roleId: 2, stateId: 32, zipCode: "" });
    const clientId = created.json.responseData.clientId as number;
    const before = await one("select password_hash from users where id = ?", clientId);
    const client = await spec("POST", "/admin/updateClient", "admin", {
      cityId: 0, clientId, countryId: 101, desgination: "Advocate", mobile: "9123455002", name: "Spec Client Edited", password: "Secret@123", roleId: 2, address: "Delhi", stateId: 32, zipCode: "110001", userStatus: true,
    });
    expect(client.json.responseStatus.statusCode).toBe("0");
    const clientUpdated = `${businessMessages.clientUpdated} ${PASSWORD_NOT_SET}`;
    expect(client.json.responseData).toEqual({ message: clientUpdated, responseMsg: clientUpdated, passwordSet: false, passwordNotSet: PASSWORD_NOT_SET });
    expect(await one("select name, password_hash from users where id = ?", clientId)).toEqual({ name: "Spec Client Edited", ...before });

    const staff = await spec("POST", "/admin/addStaff", "superadmin", { cityId: 2, countryId: 101, desgination: "Editor", email: "spec.staff@example.com", address: "SAR House", mobile: "9123455011", name: "Spec Staff", roleId: 4, stateId: 32, zipCode: "110002" });
    const staffId = staff.json.responseData.staffId as number;
    const edited = await spec("POST", "/admin/updateStaff", "superadmin", { cityId: 2, countryId: 101, desgination: "Editor", email: "spec.staff@example.com", address: "SAR House", mobile: "9123455011", name: "Spec Staff Edited", roleId: 4, stateId: 32, zipCode: "110002", password: "Secret@123", staffId });
    const staffUpdated = `${staffMessages.updated} ${PASSWORD_NOT_SET}`;
    expect(edited.json.responseData).toEqual({ message: staffUpdated, responseMsg: staffUpdated, passwordSet: false, passwordNotSet: PASSWORD_NOT_SET });
    expect(await one("select name, password_hash from users where id = ?", staffId)).toEqual({ name: "Spec Staff Edited", password_hash: null });
  });
});

// ---------------------------------------------------------------- callers as the specs use them (item 3)

describe("callers as the specs use them (issue 34 item 3)", () => {
  test("admin/getPlanList?pageNumber=1 {planId}: a guest lists the plans on sale (the purchase page's cards), as a subscriber does", async () => {
    const onSale = await all<{ id: number }>("select id from plans where type not in ('TRIAL', 'CUSTOM') order by cost_rupees");
    for (const who of ["guest", "noplan"] as const) {
      const r = await spec("POST", "/admin/getPlanList?pageNumber=1", who, { planId: 0 });
      expect(r.status, who).toBe(200);
      expect(r.json.responseStatus.statusCode).toBe("0");
      const plans = r.json.responseData.ojectList as Record<string, unknown>[];
      expect(plans.map((p) => p.id)).toEqual(onSale.map((p) => p.id));
      for (const p of ["[].id", "[].subscriptionName", "[].subscriptionParellelUserCount", "[].subscriptionType", "[].subscriptionCost", "[].subscriptionDescription"]) read({ "": plans }, p);
    }
  });

  test("user/actNameMasterSearch {searchKeywords}: every staff role that edits cases gets the act-name suggestions of the head-note rows", async () => {
    const act = (await one<{ name: string }>("select name from acts order by id limit 1"))!.name;
    for (const who of STAFF) {
      const r = await spec("POST", "/user/actNameMasterSearch", who, { searchKeywords: act.slice(0, 5) });
      expect(r.json.responseStatus.errorCode, who).toBeUndefined();
      expect(r.json.responseStatus.statusCode, who).toBe("0");
      expect(r.json.responseData.objectList, who).toContainEqual({ label: act });
    }
  });

  test("master data for everyone: countries, states of 101, cities, other-citation journals — guest, subscribers and every staff role", async () => {
    const city = (await one<{ state_id: number }>("select state_id from cities limit 1"))?.state_id ?? 32;
    for (const who of ["guest", "subscriber", "noplan", ...STAFF] as const) {
      for (const path of ["/master/getCountryMasterData", "/master/getStateMasterData/101", `/master/getCityMasterData/${city}`, "/master/getOtherCitationJournals"]) {
        const r = await spec("GET", path, who);
        expect(r.status, `${who} ${path}`).toBe(200);
        expect(r.json.responseStatus.statusCode).toBe("0");
        const items = r.json.responseData.objectList as unknown[];
        if (path !== `/master/getCityMasterData/${city}`) expect(items.length, `${who} ${path}`).toBeGreaterThan(0);
        for (const p of ["[].id", "[].label"]) read({ "": items }, p);
      }
    }
  });
});

// ---------------------------------------------------------------- the envelope's habits (item 4, decision 115)

/** Every string of an answer that is a moment (a date with a time): each must be on India's clock. */
function stamps(data: unknown): string[] {
  const out: string[] = [];
  JSON.stringify(data, (_k, v: unknown) => {
    if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) out.push(v);
    return v;
  });
  return out;
}
const IST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?\+05:30$/;

describe("the envelope's habits (issue 34 item 4, decision 115)", () => {
  test("HTTP 200 for every refusal the server composes — statusCode '1', the message, errorType; 106 and the no-data state too — and the real status on request (X-Http-Status: real)", async () => {
    const real = { "x-http-status": "real" };
    const cases: [name: string, make: (headers?: Record<string, string>) => ReturnType<typeof call>, status: number, check: (j: Awaited<ReturnType<typeof call>>["json"]) => void][] = [
      ["no session (106)", (h) => call("GET", "/user/getDashBoard", { headers: h }), 401, (j) => expect(j.responseStatus.errorCode).toBe("106")],
      ["a role that may not", (h) => call("POST", "/admin/getCourtList?pageNumber=1", { token: tokens.dataentry, body: { searchValue: "" }, headers: h }), 403, (j) => expect(j.responseData.errorType).toBe("Permission")],
      [
        "an empty list (the no-data state)",
        (h) => call("POST", "/admin/getCaseList?pageNumber=1", { token: tokens.admin, body: { caseCategory: "ALL", courCategory: "ALL", live: "ALL", overRuled: "ALL", searchValue: "zzqq no such case" }, headers: h }),
        404,
        (j) => expect(j.responseData.message).toBe("No Case Details found."),
      ],
      ["a field not valid", (h) => call("POST", "/user/forgetPassword", { body: { userEmail: "not an e-mail" }, headers: h }), 400, (j) => expect(j.responseData.errorType).toBe("Validation")],
      ["a case that is not there", (h) => call("GET", "/admin/getSingleCase/99999999", { token: tokens.subscriber, headers: h }), 404, (j) => expect(j.responseData.message).toEqual(expect.any(String))],
    ];
    for (const [name, make, status, check] of cases) {
      const asSpec = await make();
      expect(asSpec.status, name).toBe(200);
      expect(asSpec.json.responseStatus.statusCode, name).toBe("1");
      check(asSpec.json);
      const asReal = await make(real);
      expect(asReal.status, `${name}, real`).toBe(status);
      expect(asReal.json).toEqual(asSpec.json);
    }
    // Kept in every mode: sign-in's wrong credentials (§8: HTTP 401), a body past the limit (413).
    const wrong = await call("POST", "/user/signin", { body: { userEmail: "subscriber@sar.example.com", userPassword: "Wrong@2026" } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.responseStatus.statusCode).toBe("1");
    const big = await call("POST", "/user/actNameMasterSearch", { token: tokens.admin, raw: JSON.stringify({ searchKeywords: "x".repeat(70_000) }) });
    expect(big.status).toBe(413);
  });

  test("every date and time is India's: a moment stored at 20:40 UTC on the 26th reads 02:10 on the 27th, its first ten characters the Indian date", async () => {
    const user = (await one<{ id: number }>("select id from users where email = 'subscriber@sar.example.com'"))!.id;
    const late = "2026-11-26T20:40:00.000Z";
    await env.DB.prepare("insert into login_history (user_id, login_at, logout_at, active_minutes) values (?, ?, ?, 30)").bind(user, late, "2026-11-26T21:10:00.000Z").run();
    const h = await spec("GET", "/user/loginHistory?pageNumber=1&perPageLimit=100", "subscriber");
    expect(h.status).toBe(200);
    const rows = h.json.responseData.ojectList as { loginTimestamp: string; logoutTimestamp: string; activeDurationInMinutes: number | string }[];
    for (const p of ["[].loginTimestamp", "[].logoutTimestamp", "[].activeDurationInMinutes"]) read({ "": rows }, p);
    const row = rows.find((r) => r.activeDurationInMinutes === 30 && r.loginTimestamp.startsWith("2026-11-27"));
    expect(row, JSON.stringify(rows.slice(0, 3))).toEqual({ loginTimestamp: "2026-11-27T02:10:00.000+05:30", logoutTimestamp: "2026-11-27T02:40:00.000+05:30", activeDurationInMinutes: 30 });
    // As the specs' client shows it: the first 10 characters reversed.
    expect(row!.loginTimestamp.slice(0, 10).split("-").reverse().join("-")).toBe("27-11-2026");

    // The dashboard's order rows, the admin's client payment history and notifications: no UTC stamp anywhere.
    const dash = await spec("GET", "/user/getDashBoard", "subscriber");
    const orders = dash.json.responseData.userOrderList as unknown[];
    expect(orders.length).toBeGreaterThan(0);
    for (const p of ["orderId", "planName", "planStartDate", "planEndDate", "paymentDate", "paymentAmount", "paymentStatus"]) read({ "": orders }, `[].${p}`);
    const answers = [
      h.json,
      dash.json,
      (await spec("POST", "/admin/getUserPaymentHist", "admin", { emailId: "subscriber@sar.example.com" })).json,
      (await spec("GET", "/admin/getOrderList?pageNumber=1&perPageLimit=8", "admin")).json,
      (await spec("POST", "/admin/getCaseList?pageNumber=1", "admin", { caseCategory: "ALL", courCategory: "ALL", live: "ALL", overRuled: "ALL", searchValue: "" })).json,
    ];
    const seen = answers.flatMap(stamps);
    expect(seen.length).toBeGreaterThan(5);
    for (const v of seen) expect(v).toMatch(IST);
  });

  test("admin/getCourtList?pageNumber=-1 {searchValue}: one row per court (the search form's dropdown), its branches beside it; a court without a branch is there too", async () => {
    await env.DB.prepare("insert or ignore into courts (id, name) values (34100, 'Spec Tribunal Without Branches')").run();
    // Subscribers (the search form) and the staff of the courts page; a DEO has the case form's own dropdowns.
    for (const who of ["subscriber", "noplan", "superadmin", "admin"] as const) {
      const r = await spec("POST", "/admin/getCourtList?pageNumber=-1", who, { searchValue: "" });
      expect(r.status, who).toBe(200);
      const rows = r.json.responseData.ojectList as { courtId: number; courtName: string; label: string; courtBranchList: { courtBranchId: number; courtBranchName: string }[] }[];
      const courts = await all<{ id: number; name: string }>("select id, name from courts");
      expect(rows.map((c) => c.courtId).sort((a, b) => a - b)).toEqual(courts.map((c) => c.id).sort((a, b) => a - b));
      expect(new Set(rows.map((c) => c.courtName)).size).toBe(rows.length);
      for (const p of ["[].courtId", "[].courtName", "[].label", "[].courtBranchList[].courtBranchId", "[].courtBranchList[].courtBranchName"]) read({ "": rows }, p);
      const bombay = rows.filter((c) => c.courtName === "High Court of Bombay");
      expect(bombay).toHaveLength(1);
      const branches = await all<{ id: number }>("select b.id from court_branches b join courts c on c.id = b.court_id where c.name = 'High Court of Bombay'");
      expect(bombay[0].courtBranchList.map((b) => b.courtBranchId).sort((a, b) => a - b)).toEqual(branches.map((b) => b.id).sort((a, b) => a - b));
      expect(rows.find((c) => c.courtId === 34100)?.courtBranchList).toEqual([]);
    }
    // The search box matches a court's name or one of its branches'; the court comes once.
    const found = await spec("POST", "/admin/getCourtList?pageNumber=-1", "subscriber", { searchValue: "bombay" });
    expect((found.json.responseData.ojectList as { courtName: string }[]).map((c) => c.courtName)).toEqual(["High Court of Bombay"]);
  });

  test("responseData.responseMsg on the successes the screens announce, the specs' own toast texts; none on reads", async () => {
    await env.DB.prepare(
      "insert or ignore into users (id, role_id, name, email, mobile, password_hash, active) select 34200, 2, 'Spec Toasts', 'spec.toasts@example.com', '9600034200', password_hash, 1 from users where id = 5",
    ).run();
    const signin = await apiSignin("spec.toasts@example.com");
    expect(signin.status, JSON.stringify(signin.json)).toBe(200);
    const mine = signin.token!;
    const changed = await call("POST", "/user/changePassword", { token: mine, body: { currentPassword: "Demo@2026", password: "Toast@2027", confirmPassword: "Toast@2027" } });
    expect(changed.json.responseData).toMatchObject({ message: "Password Changed Successfully", responseMsg: "Password Changed Successfully" });
    await call("GET", "/user/logout", { token: mine });

    const court = await spec("POST", "/admin/addCourt", "admin", { courtName: "Spec Toast Court", courtBranchName: ["Spec Toast Branch"] });
    expect(court.json.responseData.responseMsg).toBe("Court with Brach created successfully !");
    const client = await spec("POST", "/admin/addClient", "admin", { cityId: 0, countryId: 101, desgination: "", email: "spec.toast.client@example.com", address: "", mobile: "9123455101", name: "Spec Toast Client", roleId: 2, stateId: 32, zipCode: "" });
    expect(client.json.responseData.responseMsg).toBe("Client created successfully !");
    const clientId = client.json.responseData.clientId as number;
    const updated = await spec("POST", "/admin/updateClient", "admin", { cityId: 0, clientId, countryId: 101, desgination: "", mobile: "9123455101", name: "Spec Toast Client", roleId: 2, address: "", stateId: 32, zipCode: "", userStatus: true });
    expect(updated.json.responseData.responseMsg).toBe("Client Details updated successfully !");
    const linked = (await one<{ doc_id: number }>("select doc_id from cases where deleted_at is null order by doc_id limit 1"))!.doc_id;
    const post = await spec("POST", "/admin/makePost", "superadmin", { linkedDocId: String(linked), postBody: "A toast's body.", postHeading: "A toast" });
    expect(post.json.responseData.responseMsg, JSON.stringify(post.json)).toBe("Post created successfully !");
    const deleted = await spec("POST", "/admin/deleteClient", "admin", { clientId });
    expect(deleted.json.responseData.responseMsg, JSON.stringify(deleted.json)).toBe(adminMessages.deleted);
    expect(adminMessages.deleted).toBe("Successfully Deleted");

    // Reads announce nothing (the interceptor would toast every list).
    for (const r of [await spec("GET", "/user/getDashBoard", "subscriber"), await spec("POST", "/admin/getPlanList?pageNumber=1", "guest", { planId: 0 })]) {
      expect(r.json.responseStatus.statusCode).toBe("0");
      expect(r.json.responseData.responseMsg).toBeUndefined();
    }
  });
});

// ---------------------------------------------------------------- every §7 call, as each role the specs have make it (item 6)

/**
 * The two §7 tables as one table: one entry per call (a search mode or a second use of a path is
 * its own entry), the roles the specs have make it — the subscriber side's guest and subscriber,
 * the back office's roles by its §2 route table (Data Entry Operator: dashboard, cases, add case;
 * Admin: also clients, courts, acts; Super Admin: also staff, plans, posts, notifications) — and
 * what the screen reads of the answer. Every entry is made exactly as the spec writes it
 * (`spec`: the token as the Authorization header, client-type WEB_APP, no real-status opt-in), by
 * every role it names, and refused to every other (a guest or a subscriber on a staff call:
 * errorCode 106, the login; a staff role without the section: the Permission refusal) — HTTP 200
 * either way. A success must be statusCode '0', parse against the published schema of the call
 * (the OpenAPI document's), carry no null, every moment on India's clock, and carry
 * `responseMsg` exactly when the spec's screen announces it.
 */
type Who = "guest" | "subscriber" | "superadmin" | "admin" | "dataentry";
const EVERY_STAFF = ["superadmin", "admin", "dataentry"] as const satisfies readonly Who[];
const SUPER_AND_ADMIN = ["superadmin", "admin"] as const satisfies readonly Who[];
const SUPER = ["superadmin"] as const satisfies readonly Who[];
const PUBLIC = ["guest", "subscriber"] as const satisfies readonly Who[];
const WHO: readonly Who[] = ["guest", "subscriber", ...EVERY_STAFF];

type Sent = { method: string; path: string; body?: unknown; form?: FormData; token?: string | null };
type Entry = {
  /** the call as its §7 table writes it ('ours' where the spec shows no path) */
  call: string;
  roles: readonly Who[];
  /** the roles refused; by default every other role of the five */
  refused?: readonly Who[];
  /** a refusal other than the default (106 for a guest or the wrong kind of session, Permission for a staff role without the section) */
  refusal?: Partial<Record<Who, "106" | "Permission">>;
  send: Sent | ((who: Who) => Sent | Promise<Sent>);
  /** what the screen reads, into responseData (`a[].b` reads b of every item) */
  reads?: string[];
  /** the success toast: its text, `true` for the answer's own message, 'either' where no screen reads it either way; absent: a read, no toast */
  toast?: string | true | "either";
  /** the answer is not the envelope: a PDF, validateOtp's text */
  produces?: "pdf" | "text";
  check?: (data: any, who: Who, sent: Sent, res: Response) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** The published call serving a path (the OpenAPI document is made from the same list). */
function published(method: string, path: string) {
  const bare = path.split("?")[0];
  return ALL_CALLS.find((c) => [c.method, ...(c.alsoMethods ?? [])].includes(method as never) && new RegExp(`^${c.path.replace(/\{[a-zA-Z]{1,30}\}/g, "[^/]+")}$`).test(bare));
}

/**
 * A role's session token for the next call. The API allows a session 60 calls a minute (decision
 * 071) and this table makes more as one staff role: past 50, the role signs in again (a new session,
 * as a second browser would) — staff hold no seat; the subscriber's calls stay under the limit.
 */
const used: Record<Who, number> = { guest: 0, subscriber: 0, superadmin: 0, admin: 0, dataentry: 0 };
async function tokenOf(who: Who) {
  if (who === "guest") return null;
  if (++used[who] > 50 && who !== "subscriber") {
    tokens[who] = (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token;
    used[who] = 1;
  }
  return tokens[who];
}

/** One call as the spec's client sends it (multipart as the upload forms do). */
async function send(s: Sent, who: Who) {
  const token = s.token !== undefined ? s.token : await tokenOf(who);
  if (!s.form) return call(s.method, s.path, { token, body: s.body });
  const res = await SELF.fetch(`${ORIGIN}/v1/api${s.path}`, { method: s.method, headers: { "client-type": "WEB_APP", ...(token ? { authorization: token } : {}) }, body: s.form });
  const text = await res.text();
  return { res, status: res.status, json: JSON.parse(text) as Awaited<ReturnType<typeof call>>["json"] };
}

let serial = 0;
/** A unique number for this run's names, e-mails and mobiles. */
const next = () => ++serial;
const mobileOf = (n: number) => `93400${String(n).padStart(5, "0")}`;
const pdfFile = (name: string) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a])], name, { type: "application/pdf" });

/** A signed-in account of this table's own (the demo accounts keep their seats and passwords): role 2 a subscriber, 1/3/4 staff. */
async function ownAccount(roleId: number) {
  const n = next();
  const email = `spec.table.${n}@example.com`;
  await env.DB.prepare("insert into users (role_id, name, email, mobile, password_hash, active, email_verified_at) select ?, ?, ?, ?, password_hash, 1, created_at from users where id = 5")
    .bind(roleId, `Spec Table ${n}`, email, mobileOf(n))
    .run();
  return { email, mobile: mobileOf(n) };
}

/** A case of this table's own, entered as the form sends it; with its reporter's and court's PDFs when `files`. */
async function ownCase(appellant = `Spec Table Appellant ${next()}`, files = false) {
  const { body } = samplePayload();
  const added = await call("POST", "/admin/addCase", { token: await tokenOf("dataentry"), body: { ...body, appellant } });
  expect(added.json.responseStatus.statusCode, JSON.stringify(added.json)).toBe("0");
  const docId = added.json.responseData.docId as number;
  if (!files) return docId;
  const form = new FormData();
  form.set("civilFile", pdfFile("civil.pdf"));
  form.set("courtFile", pdfFile("court.pdf"));
  const up = await send({ method: "POST", path: `/admin/uploadCasePfNew?docId=${docId}`, form }, "dataentry");
  expect(up.json.responseStatus.statusCode).toBe("0");
  return docId;
}

/** A client of this table's own, as Add New Client creates one. */
async function ownClient() {
  const n = next();
  const email = `spec.client.${n}@example.com`;
  const r = await call("POST", "/admin/addClient", { token: await tokenOf("admin"), body: { cityId: 0, countryId: 101, desgination: "", email, address: "", mobile: mobileOf(n), name: `Spec Client ${n}`, roleId: 2, stateId: 32, zipCode: "" } });
  expect(r.json.responseStatus.statusCode, JSON.stringify(r.json)).toBe("0");
  return { id: r.json.responseData.clientId as number, email };
}

const mailTo = (to: string, like: string) =>
  eventually(async () => (await all<{ body: string }>(`select body from outbox where "to" = ? and job_id like ? order by rowid desc`, to, like))[0]);

/** State carried from one entry to a later one (the OTP, the links, a payment's order). */
const carried: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any
const CASE_LIST_BODY = { caseCategory: "ALL", courCategory: "ALL", live: "ALL", overRuled: "ALL", searchValue: "" };
const SEARCH_COMMON = { startsWithAlphabet: "", appellantNameOrder: "", decidedDateOrder: "d" };
const COUNTS_CASES = ["liveCases", "totalCases", "overRuledCases", "supremeCourtCases", "supremeCourtDivisionalBenchCases", "supremeCourtFullBenchCases", "supremeCourtThirdBenchCases", "highCourtCases"];
const COUNTS_STAFF = ["totalStaff", "adminStaff", "superAdminStaff", "dataEntryOperatorStaff"];
const COUNTS_REST = ["activeClients", "inActiveClients", "totalClients", "totalOrders", "failedOrders", "pendingOrders", "completedOrders", "totalPlans", "totalOverallEarning", "totalEarningThisWeek"];
const each = (list: string, fields: string[]) => fields.map((f) => `${list}[].${f}`);
const ORDER_FIELDS = ["paymentId", "transactionId", "planType", "planStartDate", "planEndDate", "planActive", "isFuturePlan", "paymentDate", "paymentMode", "paymentAmount", "paymentStatus"];

const fixtures = { docId: 0, subscriberId: 0 };

const SUBSCRIBER_SIDE: Entry[] = [
  // ---- sign-in, registration, password recovery (guests)
  {
    call: "POST user/signin {userEmail, userPassword}",
    roles: ["guest"],
    send: async () => ({ method: "POST", path: "/user/signin", body: { userEmail: (await ownAccount(2)).email, userPassword: "Demo@2026" } }),
    reads: ["name", "email", "message"],
    // The session token in the authorization header, its role digit after '@' (2: a subscriber).
    check: (_d, _w, _s, res) => expect(res.headers.get("authorization")).toMatch(/^\S{10,}@2$/),
  },
  {
    call: "Login action (shared): e-mail or mobile, password, type 'user' (ours: POST user/login)",
    roles: ["guest"],
    send: async () => ({ method: "POST", path: "/user/login", body: { login: (await ownAccount(2)).mobile, password: "Demo@2026", type: "user" } }),
    reads: ["name", "email", "message"],
    check: (_d, _w, _s, res) => expect(res.headers.get("authorization")).toMatch(/^\S{10,}@2$/),
  },
  {
    call: "GET user/generateOtp/{mobile}/{email}",
    roles: ["guest"],
    send: () => {
      carried.signup = { n: next() };
      carried.signup.email = `spec.signup.${carried.signup.n}@example.com`;
      carried.signup.mobile = mobileOf(carried.signup.n);
      return { method: "GET", path: `/user/generateOtp/${carried.signup.mobile}/${carried.signup.email}` };
    },
    toast: "OTP is sent to your entered mobile no and email id",
  },
  {
    call: "GET user/validateOtp/{otp}/{mobile}",
    roles: ["guest"],
    produces: "text",
    send: async () => {
      const sms = await eventually(async () => one<{ body: string }>(`select body from outbox where "to" = ? and job_id like 'otp-%'`, carried.signup.mobile));
      return { method: "GET", path: `/user/validateOtp/${sms.body.match(/\b(\d{6})\b/)![1]}/${carried.signup.mobile}` };
    },
    check: (text) => expect(text).toBe("true"),
  },
  {
    call: "POST user/signup {cityId, countryId, desgination, address, email, mobile, name, password, stateId, zipCode}",
    roles: ["guest"],
    send: () => ({
      method: "POST",
      path: "/user/signup",
      body: { cityId: 0, countryId: 101, desgination: "", address: "", email: carried.signup.email, mobile: carried.signup.mobile, name: "Spec Signup", password: "Secret@123", stateId: 32, zipCode: "" },
    }),
    toast: "Registered Successfully, An email has been sent to you.",
  },
  {
    call: "GET user/verifyEmail?token={token}",
    roles: ["guest"],
    send: async () => {
      const mail = await mailTo(carried.signup.email, "verify-%");
      return { method: "GET", path: `/user/verifyEmail?token=${mail.body.match(/verifyEmail\?token=(\S+)/)![1]}` };
    },
    reads: ["message", "email"],
    check: (d) => expect(d.email).toBe(carried.signup.email),
  },
  { call: "POST user/forgetPassword {userEmail}", roles: ["guest"], send: () => ({ method: "POST", path: "/user/forgetPassword", body: { userEmail: carried.signup.email } }), toast: true },
  {
    call: "GET user/validateResetPasswordLink?token={token}",
    roles: ["guest"],
    send: async () => {
      const mail = await mailTo(carried.signup.email, "reset-%");
      carried.resetToken = decodeURIComponent(mail.body.match(/resetPassword\?token=(\S+)/)![1]);
      return { method: "GET", path: `/user/validateResetPasswordLink?token=${encodeURIComponent(carried.resetToken)}` };
    },
    reads: ["message", "email"],
  },
  {
    call: "POST user/resetPassword {userEmail, userPassword} (and the link's token, decision 113)",
    roles: ["guest"],
    send: () => ({ method: "POST", path: "/user/resetPassword", body: { userEmail: carried.signup.email, userPassword: "Reset@1234", token: carried.resetToken } }),
    toast: true,
  },

  // ---- master data (registration, the citation search)
  { call: "GET master/getCountryMasterData", roles: [...PUBLIC, ...EVERY_STAFF], send: { method: "GET", path: "/master/getCountryMasterData" }, reads: each("objectList", ["id", "label"]) },
  { call: "GET master/getStateMasterData/{countryId}", roles: [...PUBLIC, ...EVERY_STAFF], send: { method: "GET", path: "/master/getStateMasterData/101" }, reads: each("objectList", ["id", "label"]) },
  {
    call: "GET master/getCityMasterData/{stateId}",
    roles: [...PUBLIC, ...EVERY_STAFF],
    send: async () => ({ method: "GET", path: `/master/getCityMasterData/${(await one<{ s: number }>("select state_id s from cities limit 1"))?.s ?? 32}` }),
    reads: each("objectList", ["id", "label"]),
  },
  { call: "GET master/getOtherCitationJournals", roles: [...PUBLIC, ...EVERY_STAFF], send: { method: "GET", path: "/master/getOtherCitationJournals" }, reads: each("objectList", ["id", "label"]) },

  // ---- plans and payment
  {
    call: "POST admin/getPlanList?pageNumber={n} {planId} (the purchase page)",
    roles: PUBLIC,
    send: { method: "POST", path: "/admin/getPlanList?pageNumber=1", body: { planId: 0 } },
    reads: each("ojectList", ["id", "subscriptionName", "subscriptionParellelUserCount", "subscriptionType", "subscriptionCost", "subscriptionDescription"]),
    check: (d) => expect(d.ojectList.map((p: { subscriptionType: string }) => p.subscriptionType)).not.toContain("TRIAL"),
  },
  {
    call: "POST user/payment/initiatePayment {planId}",
    roles: ["subscriber"],
    send: { method: "POST", path: "/user/payment/initiatePayment", body: { planId: 1 } },
    reads: ["data_key", "data_amount", "data_name", "data_description", "data_order_Id", "data_prefill_name", "data_prefil_email", "data_prefill_contact"],
    check: (d) => {
      carried.order = { orderId: String(d.data_order_Id), amount: d.data_amount };
    },
  },
  {
    call: "POST user/payment/confirmPayment {amount, orderId, planId}",
    roles: ["subscriber"],
    send: async () => {
      await fetch(`${inject("fakeRazorpayUrl")}/__test/capture`, { method: "POST", body: JSON.stringify({ order_id: carried.order.orderId }) });
      return { method: "POST", path: "/user/payment/confirmPayment", body: { amount: carried.order.amount, orderId: carried.order.orderId, planId: 1 } };
    },
    reads: ["orderId", "paymentDate", "paymentIdForRazorPay", "paymentStatus", "planActive", "planStartDate", "planEndDate", "paymentDescription"],
    toast: "either",
    check: (d) => expect(d).toMatchObject({ orderId: carried.order.orderId, paymentStatus: "PAID" }),
  },

  // ---- my account
  {
    call: "GET user/getDashBoard",
    roles: ["subscriber"],
    send: { method: "GET", path: "/user/getDashBoard" },
    reads: ["clientId", "subscriptionActive", "email", "name", "mobile", "stateDto", ...each("userOrderList", ORDER_FIELDS)],
    check: (d) => {
      expect(d.userOrderList.length).toBeGreaterThan(0);
      expect(d.userOrderList.map((o: { paymentDate: string }) => o.paymentDate.slice(0, 10))).toEqual(d.userOrderList.map((o: { paymentDate: string }) => (o.paymentDate === "none" ? "none" : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/))));
    },
  },
  {
    call: "POST user/uploadProfilePicture (multipart, field profilePicture)",
    roles: ["subscriber"],
    send: () => {
      const form = new FormData();
      // A 1×1 PNG.
      const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (ch) => ch.charCodeAt(0));
      form.set("profilePicture", new File([png], "me.png", { type: "image/png" }));
      return { method: "POST", path: "/user/uploadProfilePicture", form };
    },
    toast: "Profile picture updated",
  },
  { call: "GET user/loginHistory?pageNumber={n}&perPageLimit=8", roles: ["subscriber"], send: { method: "GET", path: "/user/loginHistory?pageNumber=1&perPageLimit=8" }, reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["loginTimestamp", "logoutTimestamp", "activeDurationInMinutes"])] },
  {
    call: "POST user/changePassword (ours: My Account's Change Password)",
    roles: ["subscriber"],
    send: async () => {
      const mine = await apiSignin((await ownAccount(2)).email);
      return { method: "POST", path: "/user/changePassword", body: { currentPassword: "Demo@2026", password: "Change@2027", confirmPassword: "Change@2027" }, token: mine.token };
    },
    toast: "Password Changed Successfully",
  },

  // ---- search
  ...(
    [
      ["DashboardSearchType", { dashboardSearchValue: "state" }],
      ["MainSearchType", { mainSearchJudgement: "provident fund" }],
      ["CitationSearchType", { citationSearchJournal: 2, citationSearchYear: 1962, citationSearchPageNumber: "101", citationCategory: 4 }],
      ["StatueSearch", { searchData: [{ actName: "Employees' Provident Funds Act", sec: "6", article: "", order: "", rule: "", condition: "" }] }],
      ["WordSearch", { wordSearchData: { wordSearchText: "provident fund", wordSearchSection: "Both", wordSearchMethod: "Exact" } }],
    ] as const
  ).map(
    ([searchType, fields]): Entry => ({
      call: `POST user/dashboardSearch?pageNumber={n}&perPageLimit=10 (${searchType})`,
      roles: ["subscriber"],
      send: { method: "POST", path: "/user/dashboardSearch?pageNumber=1&perPageLimit=10", body: { ...SEARCH_COMMON, searchType, ...fields } },
      reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["docId", "appellant", "respondent", "decidedDate", "citation"])],
      check: (d) => expect(d.ojectList.length, searchType).toBeGreaterThan(0),
    }),
  ),
  {
    call: "POST admin/getCourtList?pageNumber=-1 {searchValue}, user token (the search form's courts)",
    roles: ["subscriber", ...SUPER_AND_ADMIN],
    refused: ["guest"],
    send: { method: "POST", path: "/admin/getCourtList?pageNumber=-1", body: { searchValue: "" } },
    reads: each("ojectList", ["courtId", "courtName", "label", "courtBranchList"]),
  },
  ...(["actName", "topic", "neutralName"] as const).map(
    (kind): Entry => ({
      call: `POST user/${kind}MasterSearch {searchKeywords}`,
      roles: kind === "actName" ? ["subscriber", ...EVERY_STAFF] : ["subscriber"],
      refused: ["guest"],
      send: async () => ({
        method: "POST",
        path: `/user/${kind}MasterSearch`,
        body: { searchKeywords: kind === "actName" ? "Provident" : kind === "topic" ? ((await one<{ name: string }>("select name from topics order by id limit 1"))?.name.slice(0, 4) ?? "Pro") : "20" },
      }),
      reads: each("objectList", ["label"]),
      check: (d) => (kind === "actName" ? expect(d.objectList.length).toBeGreaterThan(0) : undefined),
    }),
  ),

  // ---- the library and the case
  { call: "user/addCaseToMyLibrary {docId} (ours: POST)", roles: ["subscriber"], send: () => ({ method: "POST", path: "/user/addCaseToMyLibrary", body: { docId: fixtures.docId } }), toast: true },
  {
    call: "GET user/getMyLibraryCaseList?pageNumber={n}&perPageLimit=8",
    roles: ["subscriber"],
    send: { method: "GET", path: "/user/getMyLibraryCaseList?pageNumber=1&perPageLimit=8" },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["docId", "startNumber", "caseRepresentation"])],
    check: (d) => expect(d.ojectList.map((e: { docId: number }) => e.docId)).toContain(fixtures.docId),
  },
  { call: "GET user/deleteCaseFromMyLibrary/{docId}", roles: ["subscriber"], send: () => ({ method: "GET", path: `/user/deleteCaseFromMyLibrary/${fixtures.docId}` }), toast: "Case removed from your library" },
  { call: "GET admin/getSingleCaseForGuest/{docId}", roles: [...PUBLIC, ...EVERY_STAFF], send: () => ({ method: "GET", path: `/admin/getSingleCaseForGuest/${fixtures.docId}` }), reads: CASE_DETAIL_PATHS },
  { call: "GET admin/getSingleCase/{docId}", roles: ["subscriber", ...EVERY_STAFF], send: () => ({ method: "GET", path: `/admin/getSingleCase/${fixtures.docId}` }), reads: CASE_DETAIL_PATHS },
  { call: "GET admin/getCasePdf?docId={docId}", roles: ["subscriber", ...EVERY_STAFF], produces: "pdf", send: () => ({ method: "GET", path: `/admin/getCasePdf?docId=${fixtures.docId}` }) },
  { call: "GET admin/getScCasePdf?docId={docId}", roles: ["subscriber", ...EVERY_STAFF], produces: "pdf", send: () => ({ method: "GET", path: `/admin/getScCasePdf?docId=${fixtures.docId}` }) },
  ...(["civil", "cri", "mat", "acc", "court"] as const).map(
    (docType): Entry => ({ call: `GET admin/getPdf?docId={docId}&docType=${docType}`, roles: ["subscriber"], refused: ["guest"], produces: "pdf", send: () => ({ method: "GET", path: `/admin/getPdf?docId=${carried.allFiles}&docType=${docType}` }) }),
  ),
  {
    call: "GET admin/getSingleCase/{token}/{docId} (the variant with a token segment; its path is ours)",
    roles: ["subscriber"],
    refused: [],
    send: async () => ({ method: "GET", path: `/admin/getSingleCase/${encodeURIComponent((await tokenOf("subscriber"))!)}/${fixtures.docId}`, token: null }),
    reads: CASE_DETAIL_PATHS,
  },
  { call: "GET user/logout", roles: ["subscriber"], refused: [], send: async () => ({ method: "GET", path: "/user/logout", token: (await apiSignin((await ownAccount(2)).email)).token }), toast: "either" },
];

const BACK_OFFICE: Entry[] = [
  // ---- sign-in and the password (shared actions; their paths are ours)
  ...([["superadmin", 3], ["admin", 1], ["dataentry", 4]] as const).map(
    ([who, roleId]): Entry => ({
      call: `Admin login: e-mail, password, role label 'admin' (ours: POST user/login), as ${who}`,
      roles: ["guest"],
      send: async () => ({ method: "POST", path: "/user/login", body: { login: (await ownAccount(roleId)).email, password: "Demo@2026", type: "admin" } }),
      reads: ["name", "email", "message"],
      // The role digit after '@': 0 Super Admin, 1 Admin, 2 Data Entry Operator (back-office §6).
      check: (_d, _w, _s, res) => expect(res.headers.get("authorization")).toMatch(new RegExp(`^\\S{10,}@${{ superadmin: 0, admin: 1, dataentry: 2 }[who]}$`)),
    }),
  ),
  {
    call: "Forgot password: the e-mail (ours: POST admin/forgetPassword {userEmail})",
    roles: ["guest"],
    send: async () => {
      carried.staffEmail = (await ownAccount(4)).email;
      return { method: "POST", path: "/admin/forgetPassword", body: { userEmail: carried.staffEmail } };
    },
    toast: true,
  },
  {
    call: "Reset password: e-mail, new password and token (ours: POST admin/resetPassword)",
    roles: ["guest"],
    send: async () => {
      const mail = await mailTo(carried.staffEmail, "reset-%");
      const token = decodeURIComponent(mail.body.match(/[?&]token=(\S+)/)![1]);
      return { method: "POST", path: "/admin/resetPassword", body: { userEmail: carried.staffEmail, userPassword: "Reset@1234", token } };
    },
    toast: true,
  },
  {
    call: "Change Password menu (ours: POST admin/changePassword)",
    roles: EVERY_STAFF,
    send: async (who) => {
      const mine = await apiSignin((await ownAccount({ superadmin: 3, admin: 1, dataentry: 4, guest: 4, subscriber: 4 }[who])).email, "Demo@2026", "admin");
      return { method: "POST", path: "/admin/changePassword", body: { currentPassword: "Demo@2026", password: "Change@2027", confirmPassword: "Change@2027" }, token: mine.token };
    },
    toast: "Password Changed Successfully",
  },

  // ---- dashboard
  {
    call: "GET admin/getDashBoard",
    roles: EVERY_STAFF,
    send: { method: "GET", path: "/admin/getDashBoard" },
    reads: [...COUNTS_CASES, ...COUNTS_STAFF],
    check: (d, who) => {
      // The Data Entry Operator sees only case and staff counts; the other roles every count of §3.
      for (const k of COUNTS_REST) {
        if (who === "dataentry") expect(d[k], k).toBeUndefined();
        else read(d, k);
      }
    },
  },

  // ---- cases
  {
    call: "POST admin/getCaseList?pageNumber={n} {caseCategory, courCategory, live, overRuled, searchValue}",
    roles: EVERY_STAFF,
    send: { method: "POST", path: "/admin/getCaseList?pageNumber=1", body: CASE_LIST_BODY },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["docId", "lawTitle", "caseCategory", "courtCategory", "overRuled", "live", "modifiedBy", "modifiedDate"])],
  },
  { call: "GET master/getNextDocId", roles: EVERY_STAFF, send: { method: "GET", path: "/master/getNextDocId" }, reads: ["docId"] },
  {
    call: "GET master/addCaseMasterAPI",
    roles: [...PUBLIC, ...EVERY_STAFF],
    send: { method: "GET", path: "/master/addCaseMasterAPI" },
    reads: [...["journalDropDown", "courtBenchDropDown", "citationCategoryDropdown", "caseCategoryDropdown"].flatMap((l) => each(l, ["id", "label", "value"])), "citationCategoryDropdown[].journalId"],
  },
  {
    call: "POST admin/addCase (case payload)",
    roles: EVERY_STAFF,
    send: () => ({ method: "POST", path: "/admin/addCase", body: { ...samplePayload().body, appellant: `Spec Table Added ${next()}` } }),
    reads: ["docId"],
    toast: true,
    check: (d) => expect(d.responseMsg).toContain(String(d.docId)),
  },
  {
    call: "POST admin/editCase (case payload plus docId)",
    roles: EVERY_STAFF,
    send: async () => ({ method: "POST", path: "/admin/editCase", body: { ...samplePayload().body, appellant: "Spec Table Edited", docId: await ownCase() } }),
    reads: ["docId"],
    toast: true,
    check: (d) => expect(d.responseMsg).toBe(`${caseFormMessages.updatedWithId} ${d.docId}`),
  },
  {
    call: "GET admin/getSingleCase/{docId} (the edit form: 'Case (as read)')",
    roles: EVERY_STAFF,
    refused: ["guest"],
    send: () => ({ method: "GET", path: `/admin/getSingleCase/${fixtures.docId}` }),
    reads: [...CASE_DETAIL_PATHS, ...CASE_AS_READ_PATHS],
  },
  {
    call: "POST admin/uploadCasePfNew?docId={id} (Upload Document: civilFile, crimFile, matFile, accFile, courtFile)",
    roles: EVERY_STAFF,
    send: async () => {
      const docId = (await call("POST", "/admin/addCase", { token: await tokenOf("dataentry"), body: { ...samplePayload().body, appellant: `Spec Table Upload ${next()}` } })).json.responseData.docId as number;
      const form = new FormData();
      for (const f of ["civilFile", "crimFile", "matFile", "accFile", "courtFile"]) form.set(f, pdfFile(`${f}.pdf`));
      return { method: "POST", path: `/admin/uploadCasePfNew?docId=${docId}`, form };
    },
    toast: true,
    check: (d) => expect(d.responseMsg).toBe(`${caseFormMessages.uploadedWithId} ${d.docId}`),
  },
  {
    call: "POST admin/uploadCasePfNew?docId={id} (Update File: civilFile and courtFile)",
    roles: EVERY_STAFF,
    send: async () => {
      const form = new FormData();
      form.set("civilFile", pdfFile("civil.pdf"));
      form.set("courtFile", pdfFile("court.pdf"));
      return { method: "POST", path: `/admin/uploadCasePfNew?docId=${await ownCase()}`, form };
    },
    toast: true,
  },
  ...(["civil", "cri", "mat", "acc", "court"] as const).map(
    (docType): Entry => ({ call: `GET admin/getPdf?docId={docId}&docType=${docType}`, roles: EVERY_STAFF, refused: ["guest"], produces: "pdf", send: () => ({ method: "GET", path: `/admin/getPdf?docId=${carried.allFiles}&docType=${docType}` }) }),
  ),
  ...([3, 4] as const).map(
    (type): Entry => ({ call: `GET admin/deletePdfNew/{docId}/${type}`, roles: EVERY_STAFF, send: async () => ({ method: "GET", path: `/admin/deletePdfNew/${await ownCase(undefined, true)}/${type}` }), toast: "either" }),
  ),
  { call: "POST admin/deleteCase {docId}", roles: EVERY_STAFF, send: async () => ({ method: "POST", path: "/admin/deleteCase", body: { docId: await ownCase() } }), toast: "Successfully Deleted" },
  ...(["changeCaseLiveStatus", "changeCaseOveruledStatus"] as const).map(
    (path): Entry => ({ call: `POST admin/${path}?status={s}&docId={id}`, roles: EVERY_STAFF, send: async () => ({ method: "POST", path: `/admin/${path}?status=false&docId=${await ownCase()}` }), toast: "either" }),
  ),

  // ---- courts and branches
  {
    call: "POST admin/getCourtList?pageNumber={n} {searchValue}",
    roles: SUPER_AND_ADMIN,
    // A subscriber's session is taken on this path (pageNumber=-1, the search form): the courts page is refused.
    refusal: { subscriber: "Permission" },
    send: { method: "POST", path: "/admin/getCourtList?pageNumber=1", body: { searchValue: "" } },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["courtId", "courtName", "courtBranchId", "courtBranch", "courtBranchName"])],
  },
  { call: "GET admin/getCourtForDropDown", roles: EVERY_STAFF, send: { method: "GET", path: "/admin/getCourtForDropDown" }, reads: each("objectList", ["id", "label", "value"]) },
  { call: "GET admin/getCourtBranchByCourtId/{courtId}", roles: EVERY_STAFF, send: { method: "GET", path: "/admin/getCourtBranchByCourtId/3" }, reads: each("objectList", ["id", "label", "value"]) },
  {
    call: "POST admin/addCourt {courtBranchName: [one name], courtName}",
    roles: SUPER_AND_ADMIN,
    send: () => ({ method: "POST", path: "/admin/addCourt", body: { courtName: `Spec Table Court ${next()}`, courtBranchName: ["Spec Table Seat"] } }),
    toast: "Court with Brach created successfully !",
  },
  { call: "POST admin/addCourtBranch {courtBranchName: [one name], courtId}", roles: SUPER_AND_ADMIN, send: () => ({ method: "POST", path: "/admin/addCourtBranch", body: { courtId: 3, courtBranchName: [`Spec Table Bench ${next()}`] } }), toast: true },
  {
    call: "POST admin/deleteCourtBranch {courtBranchId}",
    roles: SUPER_AND_ADMIN,
    send: async () => {
      const name = `Spec Table Gone ${next()}`;
      await call("POST", "/admin/addCourtBranch", { token: await tokenOf("superadmin"), body: { courtId: 3, courtBranchName: [name] } });
      return { method: "POST", path: "/admin/deleteCourtBranch", body: { courtBranchId: (await one<{ id: number }>("select id from court_branches where name = ?", name))!.id } };
    },
    toast: "Successfully Deleted",
  },

  // ---- acts
  {
    call: "POST admin/getActList?pageNumber={n} {searchValue}",
    roles: SUPER_AND_ADMIN,
    send: { method: "POST", path: "/admin/getActList?pageNumber=1", body: { searchValue: "" } },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["actId", "actName", "wordAbbreviation", "actAbbreviation"])],
  },
  {
    call: "POST admin/getActList?pageNumber={n} {staffRole} (the reload after an update)",
    roles: SUPER_AND_ADMIN,
    send: { method: "POST", path: "/admin/getActList?pageNumber=1", body: { staffRole: 0 } },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["actId", "actName"])],
  },
  {
    call: "POST admin/addAct {actName, actAbbreviation, wordAbbreviation, courtBranchName}",
    roles: SUPER_AND_ADMIN,
    send: () => ({ method: "POST", path: "/admin/addAct", body: { actName: `Spec Table Act ${next()}`, actAbbreviation: "STA", wordAbbreviation: "none", courtBranchName: "none" } }),
    toast: "Act added successfully !",
  },
  {
    call: "POST admin/updateAct {actName, actAbbreviation, id}",
    roles: SUPER_AND_ADMIN,
    send: async () => ({ method: "POST", path: "/admin/updateAct", body: { actName: `Spec Table Act Renamed ${next()}`, actAbbreviation: "STR", id: (await one<{ id: number }>("select id from acts where name like 'Spec Table Act %' order by id desc limit 1"))!.id } }),
    toast: true,
  },
  {
    call: "POST user/actNameMasterSearch {searchKeywords} (the head-note rows)",
    roles: EVERY_STAFF,
    refused: ["guest"],
    send: { method: "POST", path: "/user/actNameMasterSearch", body: { searchKeywords: "Provident" } },
    reads: each("objectList", ["label"]),
  },

  // ---- plans and orders
  {
    call: "POST admin/getPlanList?pageNumber={n} {planId} (Plans)",
    roles: SUPER,
    refused: [],
    send: { method: "POST", path: "/admin/getPlanList?pageNumber=1", body: { planId: 0 } },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["id", "subscriptionName", "subscriptionParellelUserCount", "subscriptionType", "subscriptionCost", "subscriptionDescription", "subscriptionPlanId"])],
    check: (d, who) => who === "superadmin" && expect(d.ojectList.map((p: { subscriptionType: string }) => p.subscriptionType)).toContain("TRIAL"),
  },
  {
    call: "POST admin/addPlan {subscriptionCost, subscriptionDescription, subscriptionName, subscriptionParellelUserCount, subscriptionType}",
    roles: SUPER,
    send: () => ({ method: "POST", path: "/admin/addPlan", body: { subscriptionCost: 499, subscriptionDescription: "All judgments#One user", subscriptionName: `Spec Plan ${next()}`, subscriptionParellelUserCount: 1, subscriptionType: "MONTHLY" } }),
    toast: "Plan created successfully !",
  },
  {
    call: "POST admin/deletePlan {subscriptionPlanId}",
    roles: SUPER,
    send: async () => {
      const made = await call("POST", "/admin/addPlan", { token: await tokenOf("superadmin"), body: { subscriptionCost: 99, subscriptionDescription: "Gone", subscriptionName: `Spec Gone ${next()}`, subscriptionParellelUserCount: 1, subscriptionType: "DAILY" } });
      return { method: "POST", path: "/admin/deletePlan", body: { subscriptionPlanId: made.json.responseData.id } };
    },
    toast: "Successfully Deleted",
  },
  {
    call: "GET admin/getOrderList?pageNumber={n}&perPageLimit=8",
    roles: SUPER_AND_ADMIN,
    send: { method: "GET", path: "/admin/getOrderList?pageNumber=1&perPageLimit=8" },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["id", "orderId", "clientId", "planName", "orderDate", "orderTime", "paymentId", "planStartDate", "planEndDate", "amount", "status"])],
  },
  {
    call: "POST admin/placeNewOrder {planId, useremail, planEndDate: null}",
    roles: SUPER_AND_ADMIN,
    send: async () => ({ method: "POST", path: "/admin/placeNewOrder", body: { planId: 1, useremail: (await ownClient()).email, planEndDate: null } }),
    reads: ["orderId", "planStartDate", "planEndDate"],
    toast: "Order placed successfully successfully !",
  },

  {
    call: "POST admin/placeNewOrder {planId: 7, useremail, planEndDate: yyyy-mm-dd} (plan 7 needs an end date)",
    roles: SUPER_AND_ADMIN,
    send: async () => {
      const end = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      return { method: "POST", path: "/admin/placeNewOrder", body: { planId: 7, useremail: (await ownClient()).email, planEndDate: end } };
    },
    reads: ["orderId", "planStartDate", "planEndDate"],
    toast: "Order placed successfully successfully !",
    // The end of that day in India (a moment, decision 115): its first ten characters the date sent.
    check: (d, _w, s) => expect(d.planEndDate.slice(0, 10)).toBe((s.body as { planEndDate: string }).planEndDate),
  },

  // ---- clients
  { call: "GET admin/getUsersList", roles: SUPER_AND_ADMIN, send: { method: "GET", path: "/admin/getUsersList" }, reads: each("objectList", ["id", "name", "email"]) },
  { call: "POST admin/getUsersList", roles: SUPER_AND_ADMIN, send: { method: "POST", path: "/admin/getUsersList" }, reads: each("objectList", ["id", "name", "email"]) },
  {
    call: "POST admin/getClientList?pageNumber={n}&perPageLimit=8 {clientCategory}",
    roles: SUPER_AND_ADMIN,
    send: { method: "POST", path: "/admin/getClientList?pageNumber=1&perPageLimit=8", body: { clientCategory: "ALL" } },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["id", "clientId", "name", "email", "mobile", "state", "country", "city", "subscriptionActive", "userStatus", "address", "zipCode", "desgination"])],
  },
  {
    call: "POST admin/searchClient {clientCategory, clientNameOrId}",
    roles: SUPER_AND_ADMIN,
    send: { method: "POST", path: "/admin/searchClient?pageNumber=1", body: { clientCategory: "ALL", clientNameOrId: "subscriber" } },
    reads: each("ojectList", ["clientId", "name", "email"]),
  },
  {
    call: "POST admin/addClient {cityId, countryId, desgination, email, address, mobile, name, roleId, stateId, zipCode}",
    roles: SUPER_AND_ADMIN,
    send: () => {
      const n = next();
      return { method: "POST", path: "/admin/addClient", body: { cityId: 0, countryId: 101, desgination: "", email: `spec.added.${n}@example.com`, address: "", mobile: mobileOf(n), name: `Spec Added ${n}`, roleId: 2, stateId: 32, zipCode: "" } };
    },
    reads: ["clientId"],
    toast: "Client created successfully !",
  },
  {
    call: "POST admin/updateClient {cityId, clientId, countryId, desgination, mobile, name, password, roleId, address, stateId, zipCode, userStatus}",
    roles: SUPER_AND_ADMIN,
    send: async () => {
      const c = await ownClient();
      return { method: "POST", path: "/admin/updateClient", body: { cityId: 0, clientId: c.id, countryId: 101, desgination: "", mobile: mobileOf(next()), name: "Spec Updated", password: "Secret@123", roleId: 2, address: "", stateId: 32, zipCode: "", userStatus: true } };
    },
    toast: `Client Details updated successfully ! ${PASSWORD_NOT_SET}`,
  },
  { call: "POST admin/deleteClient {clientId}", roles: SUPER_AND_ADMIN, send: async () => ({ method: "POST", path: "/admin/deleteClient", body: { clientId: (await ownClient()).id } }), toast: "Successfully Deleted" },
  {
    call: "POST admin/getUserPaymentHist {emailId}",
    roles: SUPER_AND_ADMIN,
    send: { method: "POST", path: "/admin/getUserPaymentHist", body: { emailId: "subscriber@sar.example.com" } },
    reads: each("ojectList", ["paymentId", "paymentDate", "paymentMode", "planType", "paymentStatus", "paymentAmount"]),
  },
  {
    call: "GET user/loginHistoryByClientIdForAdminPanel?pageNumber={n}&perPageLimit=8&clientId={id}",
    roles: SUPER_AND_ADMIN,
    send: () => ({ method: "GET", path: `/user/loginHistoryByClientIdForAdminPanel?pageNumber=1&perPageLimit=8&clientId=${fixtures.subscriberId}` }),
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["loginTimestamp", "logoutTimestamp", "activeDurationInMinutes"])],
  },

  // ---- staff
  {
    call: "POST admin/getStaffList?pageNumber={n} {staffRole}",
    roles: SUPER,
    send: { method: "POST", path: "/admin/getStaffList?pageNumber=1", body: { staffRole: 0 } },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["id", "staffId", "name", "email", "mobile", "desgination", "staffCategory", "staffActive", "address", "city", "state", "country", "zipcode", "roleDropDownResponse.id", "roleDropDownResponse.label"])],
  },
  { call: "POST admin/searchStaff {staffCategory, staffNameOrId}", roles: SUPER, send: async () => ({ method: "POST", path: "/admin/searchStaff?pageNumber=1", body: { staffCategory: "ALL", staffNameOrId: (await one<{ name: string }>("select name from users where email = 'admin@sar.example.com'"))!.name } }), reads: each("ojectList", ["staffId", "name", "staffCategory"]) },
  {
    call: "POST admin/addStaff {cityId, countryId, desgination, email, address, mobile, name, roleId, stateId, zipCode}",
    roles: SUPER,
    send: () => {
      const n = next();
      return { method: "POST", path: "/admin/addStaff", body: { cityId: 0, countryId: 101, desgination: "Editor", email: `spec.staff.${n}@example.com`, address: "SAR House", mobile: mobileOf(n), name: `Spec Staff ${n}`, roleId: 4, stateId: 32, zipCode: "110002" } };
    },
    reads: ["staffId"],
    toast: "Staff created successfully !",
    check: (d) => {
      carried.staffId = d.staffId;
    },
  },
  {
    call: "POST admin/updateStaff (the create fields plus password, staffId)",
    roles: SUPER,
    send: () => ({
      method: "POST",
      path: "/admin/updateStaff",
      body: { cityId: 0, countryId: 101, desgination: "Editor", email: "ignored@example.com", address: "SAR House", mobile: mobileOf(next()), name: "Spec Staff Updated", roleId: 4, stateId: 32, zipCode: "110002", password: "Secret@123", staffId: carried.staffId },
    }),
    toast: `Staff profile updated successfully ! ${PASSWORD_NOT_SET}`,
  },
  { call: "POST admin/staffActiveInActive?status={s}&staffId={id}", roles: SUPER, send: () => ({ method: "POST", path: `/admin/staffActiveInActive?status=false&staffId=${carried.staffId}` }), toast: "either" },

  // ---- posts
  {
    call: "POST admin/makePost {linkedDocId, postBody, postHeading}",
    roles: SUPER,
    send: () => ({ method: "POST", path: "/admin/makePost", body: { linkedDocId: String(fixtures.docId), postBody: "A post's body.", postHeading: `Spec Post ${next()}` } }),
    toast: "Post created successfully !",
    check: (d) => {
      carried.postId = d.id;
    },
  },
  {
    call: "POST admin/getPostList?pageNumber={n} {staffRole}",
    roles: SUPER,
    send: { method: "POST", path: "/admin/getPostList?pageNumber=1", body: { staffRole: 0 } },
    reads: ["totalNumberOfPagesAsPerGivenPageLimit", ...each("ojectList", ["id", "head", "body", "linkedDocId"])],
  },
  { call: "GET admin/getPostList (the earlier form, no body)", roles: SUPER, send: { method: "GET", path: "/admin/getPostList" }, reads: each("ojectList", ["id", "head", "body", "linkedDocId"]) },
  {
    call: "PUT admin/updatePost {linkedDocId, heading, body, id}",
    roles: SUPER,
    send: () => ({ method: "PUT", path: "/admin/updatePost", body: { linkedDocId: String(fixtures.docId), heading: "Spec Post Updated", body: "Updated.", id: carried.postId } }),
    toast: "Post updated successfully !",
  },
  { call: "DELETE admin/deletePost/{id}", roles: SUPER, send: () => ({ method: "DELETE", path: `/admin/deletePost/${carried.postId}` }), toast: "Successfully Deleted" },

  // ---- notifications
  {
    call: "POST notification/send {body, title, docId, userEmail, category}",
    roles: SUPER,
    send: { method: "POST", path: "/notification/send", body: { body: "A message for one client.", title: "Spec notice", docId: "none", userEmail: "subscriber@sar.example.com", category: "OTHER" } },
    toast: "Notification send sucessfully !",
  },
  {
    call: "POST notification/send {body, title, docId, userEmail, category: CASE} (type 1, Post Case Notification)",
    roles: SUPER,
    send: () => ({ method: "POST", path: "/notification/send", body: { body: "A case to read.", title: "Spec case notice", docId: String(fixtures.docId), userEmail: "", category: "CASE" } }),
    toast: "Notification send sucessfully !",
  },
  {
    call: "POST notification/send {body, title, docId, userEmail, category: OTHER} (type 2, every client)",
    roles: SUPER,
    send: { method: "POST", path: "/notification/send", body: { body: "For everyone.", title: "Spec general notice", docId: "", userEmail: "", category: "OTHER" } },
    toast: "Notification send sucessfully !",
  },
  // A subscriber's own session reads their inbox on this path (ours): only a guest is refused.
  { call: "GET notification", roles: SUPER, refused: ["guest", "admin", "dataentry"], send: { method: "GET", path: "/notification" }, reads: ["objectList"] },
  {
    call: "POST admin/getClientList?pageNumber=1&perPageLimit=999 {clientCategory 'ALL'} (the notification's users)",
    roles: SUPER,
    refused: ["guest", "subscriber", "dataentry"],
    send: { method: "POST", path: "/admin/getClientList?pageNumber=1&perPageLimit=999", body: { clientCategory: "ALL" } },
    reads: each("ojectList", ["id", "name", "email"]),
  },
  // master/getCountryMasterData, getStateMasterData, getCityMasterData, validateResetPasswordLink and verifyEmail: the subscriber side's entries above.
];

/** Who is refused a call by default: every role of the five that the specs do not have make it. */
function refusedOf(e: Entry): readonly Who[] {
  return e.refused ?? (e.roles.includes("guest") ? [] : WHO.filter((w) => !e.roles.includes(w)));
}

describe("every §7 call of both specs, made as each role the specs have make it (issue 34 item 6)", () => {
  beforeAll(async () => {
    fixtures.docId = await ownCase("Spec Table Fixture", true);
    fixtures.subscriberId = (await one<{ id: number }>("select id from users where email = 'subscriber@sar.example.com'"))!.id;
    // A case with every file of the Upload Document modal, for getPdf's five types.
    carried.allFiles = (await call("POST", "/admin/addCase", { token: await tokenOf("dataentry"), body: { ...samplePayload().body, appellant: "Spec Table All Files" } })).json.responseData.docId;
    const form = new FormData();
    for (const f of ["civilFile", "crimFile", "matFile", "accFile", "courtFile"]) form.set(f, pdfFile(`${f}.pdf`));
    expect((await send({ method: "POST", path: `/admin/uploadCasePfNew?docId=${carried.allFiles}`, form }, "dataentry")).json.responseStatus.statusCode).toBe("0");
  });

  for (const [side, table] of [["subscriber §7", SUBSCRIBER_SIDE], ["back-office §7", BACK_OFFICE]] as const) {
    for (const e of table) {
      test(`${side}: ${e.call} — as ${e.roles.join(", ")}${refusedOf(e).length ? `; refused to ${refusedOf(e).join(", ")}` : ""}`, async () => {
        // The refused roles send what the last allowed role sent: a refusal comes before the handler, so nothing is made for it.
        let last: Sent | undefined;
        for (const who of e.roles) {
          const sent = typeof e.send === "function" ? await e.send(who) : e.send;
          last = sent;
          const r = await send(sent, who);
          const what = `${e.call} as ${who}`;
          expect(r.status, `${what}: ${JSON.stringify(r.json).slice(0, 400)}`).toBe(200);
          if (e.produces === "pdf") {
            expect(r.res.headers.get("content-type"), what).toContain("application/pdf");
            continue;
          }
          if (e.produces === "text") {
            // validateOtp's plain text (read as JSON by the helper: 'true' is true).
            await e.check?.(String(r.json as unknown), who, sent, r.res);
            continue;
          }
          expect(r.json.responseStatus.statusCode, `${what}: ${JSON.stringify(r.json).slice(0, 400)}`).toBe("0");
          const data = r.json.responseData as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
          // The shape the OpenAPI document publishes for this call is the shape served.
          const def = published(sent.method, sent.path);
          expect(def, `${what}: no published call`).toBeDefined();
          const parsed = def!.response.safeParse(data);
          expect(parsed.success, `${what}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
          // The spec's 'none', never null; every moment on India's clock.
          expect(JSON.stringify(data), `${what}: a null`).not.toMatch(/:null[,}\]]/);
          for (const v of stamps(data)) expect(v, what).toMatch(IST);
          for (const p of e.reads ?? []) read(data, p);
          if (e.toast === undefined) expect(data.responseMsg, `${what}: a read announces nothing`).toBeUndefined();
          else if (e.toast === true) expect(data.responseMsg, `${what}: the success toast`).toBe(data.message);
          else if (e.toast !== "either") expect(data.responseMsg, `${what}: the success toast`).toBe(e.toast);
          await e.check?.(data, who, sent, r.res);
        }
        for (const who of refusedOf(e)) {
          const made = last ?? (typeof e.send === "function" ? await e.send(who) : e.send);
          const r = await send({ ...made, token: undefined }, who);
          const what = `${e.call} refused to ${who}`;
          expect(r.status, what).toBe(200);
          expect(r.json.responseStatus.statusCode, `${what}: ${JSON.stringify(r.json).slice(0, 300)}`).toBe("1");
          // The error toast reads errorType and message.
          expect(r.json.responseData, what).toMatchObject({ errorType: expect.any(String), message: expect.any(String) });
          const staffCall = !e.roles.some((w) => w === "guest" || w === "subscriber");
          const expected = e.refusal?.[who] ?? (who === "guest" || (who === "subscriber" && staffCall) || (who !== "subscriber" && !staffCall) ? "106" : "Permission");
          if (expected === "106") expect(r.json.responseStatus.errorCode, what).toBe("106");
          else expect(r.json.responseData, what).toMatchObject({ errorType: "Permission", message: messages.forbidden });
        }
      });
    }
  }
});

// ---------------------------------------------------------------- the staff form's city without JavaScript (B78, decision 119)

describe("the staff form's City without JavaScript (B78)", () => {
  test("'Show cities' (conform's validate intent on the State) renders the form again with the chosen state's cities, the values kept, nothing saved", async () => {
    const city = (await one<{ id: number; name: string; state_id: number }>("select id, name, state_id from cities where state_id != 32 order by id limit 1"))!;
    const delhi = await all<{ name: string }>("select name from cities where state_id = 32");
    const { cookie } = await loginStaff("superadmin@sar.example.com");
    const form = { name: "Spec No Script", email: "spec.noscript@example.com", mobile: "9123455999", roleId: "1", designation: "Editor", address: "SAR House", zipCode: "110001", stateId: String(city.state_id), cityId: "" };
    const res = await req("/admin/staff?dialog=add", { form: { ...form, __intent__: JSON.stringify({ type: "validate", payload: { name: "stateId" } }) }, cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    const citySelect = html.slice(html.indexOf('name="cityId"'), html.indexOf("</select>", html.indexOf('name="cityId"')));
    expect(citySelect).toContain(`<option value="${city.id}">${city.name}</option>`);
    for (const d of delhi.slice(0, 3)) expect(citySelect).not.toContain(`>${d.name}</option>`);
    expect(html).toContain('value="Spec No Script"');
    expect(html).toContain("Show cities");
    expect(await one("select id from users where email = ?", form.email)).toBeNull();
  });
});
