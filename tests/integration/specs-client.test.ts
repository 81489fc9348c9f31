import { env, SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { CaseDetailSchema, excerptHtml } from "../../app/api/calls/case-detail.server";
import { PASSWORD_NOT_SET } from "../../app/api/calls/admin-clients.server";
import { paymentMessages } from "../../app/services/payments.server";
import { adminMessages, businessMessages, caseFormMessages, messages, staffMessages } from "../../app/utils/copy";
import { apiSignin, call as apiCall } from "./api-helpers";
import { all, one, ORIGIN, seed } from "./helpers";

/**
 * The specs' own client (issue 34): every call made exactly as subscriber §7 and back-office §7
 * write it — the path, the method, the body's field names, the session token as the
 * Authorization header, `client-type: WEB_APP` (api-helpers' `call`) — as each role and as a
 * guest, reading the fields the specs' screens read. Items 1–3 of the issue are here; the rest of
 * §7 (item 6) grows in the same shape: one describe per screen, one `as` per role.
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
    expect(await one("select court_id, court_branch_id, case_category_id from cases where doc_id = ?", bombay.json.responseData.docId)).toEqual({ court_id: 3, court_branch_id: 2, case_category_id: hc });
    // editCase: moved to the High Court of Delhi, the category follows the court.
    const edited = await spec("POST", "/admin/editCase", "dataentry", { ...body, docId, courtDetailRequest: { allJudges: "none", courtBenchId: 1, courtBranchId: 1, courtId: 2 } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await one("select court_id, case_category_id from cases where doc_id = ?", docId)).toEqual({ court_id: 2, case_category_id: hc });
    // A court category sent still wins; an unknown court is the form's own message.
    await spec("POST", "/admin/editCase", "dataentry", { ...body, docId, courtDetailRequest: { allJudges: "none", courtBenchId: 1, courtBranchId: 34, courtId: 1, caseCategoryId: 2 } });
    expect((await one<{ c: number }>("select case_category_id c from cases where doc_id = ?", docId))!.c).toBe(2);
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
