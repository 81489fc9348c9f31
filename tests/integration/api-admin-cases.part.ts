import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { adminMessages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { ctxAt, one, plainCase, seed } from "./helpers";

/**
 * The back office's dashboard and case desk through the published API (issue 23, back-office §7):
 * the spec's bodies and field names in, the envelope out, the page's permissions and services.
 */
beforeAll(seed);

const staffId = async () => (await one<{ id: number }>("select id from users where email = ?", "superadmin@sar.example.com"))!.id;

const staff = async (who: "superadmin" | "admin" | "dataentry") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;

test("admin/getDashBoard: the counts; a Data Entry Operator gets no money figures; 106 without a session", async () => {
  const sa = await call("GET", "/admin/getDashBoard", { token: await staff("superadmin") });
  expect(sa.status).toBe(200);
  expect(sa.json.responseStatus.statusCode).toBe("0");
  // Every live case of both case databases (issue 36): the Supreme Court's in DB, the High Courts' in CASES_1.
  const liveSql = "select count(*) n from cases where deleted_at is null and live = 1";
  const inShard = (await env.CASES_1.prepare(liveSql).first<{ n: number }>())!.n;
  expect(inShard).toBeGreaterThan(0);
  const live = { n: (await one<{ n: number }>(liveSql))!.n + inShard };
  expect(sa.json.responseData).toMatchObject({ liveCases: live.n, totalOverallEarning: expect.any(Number), totalStaff: expect.any(Number) });
  const deo = await call("GET", "/admin/getDashBoard", { token: await staff("dataentry") });
  expect(deo.json.responseData.totalCases).toBe(sa.json.responseData.totalCases);
  expect(deo.json.responseData).not.toHaveProperty("totalOverallEarning");
  const anon = await call("GET", "/admin/getDashBoard");
  expect(anon.status).toBe(401);
  expect(anon.json.responseStatus.errorCode).toBe("106");
  // A subscriber's session is not a staff session.
  const sub = await apiSignin("subscriber@sar.example.com");
  expect((await call("GET", "/admin/getDashBoard", { token: sub.token! })).json.responseStatus.errorCode).toBe("106");
  await call("GET", "/user/logout", { token: sub.token! });
});

test("admin/getCaseList: the spec's filters, both list spellings, the page count; an empty search is 'No Case Details found.'; a bad filter is a 400", async () => {
  const token = await staff("dataentry");
  const r = await call("POST", "/admin/getCaseList?pageNumber=1", { token, body: { caseCategory: "ALL", courCategory: "SUPEREME COURT", live: "ALL", overRuled: "ALL", searchValue: "" } });
  expect(r.status).toBe(200);
  const d = r.json.responseData as { ojectList: Record<string, unknown>[]; objectList: unknown[]; totalNumberOfPagesAsPerGivenPageLimit: number };
  expect(d.ojectList.length).toBeGreaterThan(0);
  expect(d.objectList).toEqual(d.ojectList);
  expect(d.totalNumberOfPagesAsPerGivenPageLimit).toBeGreaterThanOrEqual(1);
  expect(Object.keys(d.ojectList[0]).sort()).toEqual(["caseCategory", "courtCategory", "docId", "lawTitle", "live", "modifiedBy", "modifiedDate", "overRuled"]);
  expect(String(d.ojectList[0].lawTitle)).toMatch(/\(SC\)$/);
  const none = await call("POST", "/admin/getCaseList?pageNumber=1", { token, body: { searchValue: "zzqqxxnothing" } });
  expect(none.json.responseStatus.statusCode).toBe("1");
  expect(none.json.responseData.message).toBe(adminMessages.noCases);
  const bad = await call("POST", "/admin/getCaseList?pageNumber=1", { token, body: { live: "MAYBE" } });
  expect(bad.status).toBe(400);
  expect(bad.json.responseData.field).toBe("live");
  const badPage = await call("POST", "/admin/getCaseList?pageNumber=x", { token, body: {} });
  expect(badPage.status).toBe(400);
  expect((await call("POST", "/admin/getCaseList?pageNumber=1", { body: {} })).json.responseStatus.errorCode).toBe("106");
});

test("master/getNextDocId and master/addCaseMasterAPI: the id the next case gets (not taken) and the form's dropdowns", async () => {
  const token = await staff("dataentry");
  const before = await one<{ value: number }>("select value from counters where name = 'doc_id'");
  const r = await call("GET", "/master/getNextDocId", { token });
  expect(r.json.responseData.docId).toBe(before!.value + 1);
  expect((await one<{ value: number }>("select value from counters where name = 'doc_id'"))!.value).toBe(before!.value);
  const m = await call("GET", "/master/addCaseMasterAPI", { token });
  expect(m.json.responseStatus.statusCode).toBe("0");
  for (const k of ["journalDropDown", "courtBenchDropDown", "citationCategoryDropdown", "caseCategoryDropdown"]) {
    expect((m.json.responseData[k] as unknown[]).length, k).toBeGreaterThan(0);
    expect(Object.keys((m.json.responseData[k] as Record<string, unknown>[])[0])).toEqual(expect.arrayContaining(["id", "label", "value"]));
  }
  expect((await call("GET", "/master/getNextDocId")).json.responseStatus.errorCode).toBe("106");
});

test("admin/changeCaseLiveStatus and admin/changeCaseOveruledStatus set the flag in D1; an unknown case is 'Error While Updating'; a bad status is a 400", async () => {
  const token = await staff("dataentry");
  // A case of this file's own: the demo cases stay as they are.
  const docId = await writeCase(ctxAt(), plainCase(7, "ApiFlags", "flag toggles"), await staffId());
  const row = await one<{ doc_id: number; live: number; overruled: number }>("select doc_id, live, overruled from cases where doc_id = ?", docId);
  const flip = await call("POST", `/admin/changeCaseLiveStatus?status=${!row!.live}&docId=${docId}`, { token });
  expect(flip.json.responseStatus.statusCode).toBe("0");
  expect((await one<{ live: number }>("select live from cases where doc_id = ?", docId))!.live).toBe(row!.live ? 0 : 1);
  await call("POST", `/admin/changeCaseLiveStatus?status=${Boolean(row!.live)}&docId=${docId}`, { token });
  expect((await one<{ live: number }>("select live from cases where doc_id = ?", docId))!.live).toBe(row!.live);
  const ov = await call("POST", `/admin/changeCaseOveruledStatus?status=${!row!.overruled}&docId=${docId}`, { token });
  expect(ov.json.responseStatus.statusCode).toBe("0");
  expect((await one<{ overruled: number }>("select overruled from cases where doc_id = ?", docId))!.overruled).toBe(row!.overruled ? 0 : 1);
  await call("POST", `/admin/changeCaseOveruledStatus?status=${Boolean(row!.overruled)}&docId=${docId}`, { token });
  const missing = await call("POST", "/admin/changeCaseLiveStatus?status=true&docId=999999998", { token });
  expect(missing.status).toBe(404);
  expect(missing.json.responseData.message).toBe(adminMessages.updateFailed);
  const bad = await call("POST", `/admin/changeCaseLiveStatus?status=yes&docId=${docId}`, { token });
  expect(bad.status).toBe(400);
  expect((await call("POST", `/admin/changeCaseLiveStatus?status=true&docId=${docId}`)).json.responseStatus.errorCode).toBe("106");
});

test("admin/deleteCase: soft-deletes in D1 ('Successfully Deleted'); again is 'Error While Deleting'; a bad body is a 400", async () => {
  const token = await staff("superadmin");
  const docId = await writeCase(ctxAt(), plainCase(8, "ApiDelete", "to be deleted"), await staffId());
  const r = await call("POST", "/admin/deleteCase", { token, body: { docId } });
  expect(r.json.responseData.message).toBe(adminMessages.deleted);
  expect((await one<{ deleted_at: string | null }>("select deleted_at from cases where doc_id = ?", docId))!.deleted_at).not.toBeNull();
  const again = await call("POST", "/admin/deleteCase", { token, body: { docId } });
  expect(again.status).toBe(404);
  expect(again.json.responseData.message).toBe(adminMessages.deleteFailed);
  expect((await call("POST", "/admin/deleteCase", { token, body: { docId: "abc" } })).status).toBe(400);
});

test("the case picker (admin/getCasePickerList, path ours): 8 a page with the list's filters", async () => {
  const token = await staff("dataentry");
  const r = await call("POST", "/admin/getCasePickerList?pageNumber=1", { token, body: { caseCategory: "ALL", courCategory: "ALL", live: "ALL", overRuled: "ALL", searchValue: "" } });
  expect(r.json.responseStatus.statusCode).toBe("0");
  const items = r.json.responseData.ojectList as Record<string, unknown>[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(8);
  expect(Object.keys(items[0]).sort()).toEqual(["caseCategory", "courtCategory", "docId", "lawTitle", "modifiedDate"]);
});
