import { SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { caseMessages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { all, one, ORIGIN, seed } from "./helpers";

/**
 * Contract tests of subscriber §7's master data, suggestions, library, case and PDF calls, and the
 * search body's fields the API used to ignore (issue 23).
 */
let sub: string;
let noplan: string;
let staff: string;
let docId: number;
let pdfDoc: { doc_id: number; type: string };

beforeAll(async () => {
  await seed();
  sub = (await apiSignin("subscriber@sar.example.com")).token!;
  noplan = (await apiSignin("noplan@sar.example.com")).token!;
  staff = (await apiSignin("dataentry@sar.example.com", "Demo@2026", "admin")).token!;
  docId = (await one<{ doc_id: number }>("select doc_id from cases where live = 1 and deleted_at is null order by doc_id limit 1"))!.doc_id;
  pdfDoc = (await one<{ doc_id: number; type: string }>("select f.doc_id, f.type from case_files f join cases c on c.doc_id = f.doc_id where c.live = 1 and c.deleted_at is null and f.type = 'court' limit 1"))!;
});

afterAll(async () => {
  // The library test removes the one entry it adds; the demo library is as it was.
  for (const t of [sub, noplan, staff]) await call("GET", "/user/logout", { token: t });
});

describe("master data", () => {
  test("countries (101 India), states of 101, cities of a state, other-citation journals — open to anyone, lists under both names", async () => {
    const c = await call("GET", "/master/getCountryMasterData");
    expect(c.json.responseStatus.statusCode).toBe("0");
    expect(c.json.responseData.objectList).toContainEqual({ id: 101, label: "INDIA" });
    expect(c.json.responseData.ojectList).toEqual(c.json.responseData.objectList);
    const s = await call("GET", "/master/getStateMasterData/101");
    expect((s.json.responseData.objectList as unknown[]).length).toBe((await all("select id from states where country_id = 101")).length);
    expect(s.json.responseData.objectList).toContainEqual({ id: 32, label: "DELHI" });
    const city = await one<{ state_id: number }>("select state_id from cities limit 1");
    if (city) {
      const ci = await call("GET", `/master/getCityMasterData/${city.state_id}`);
      expect((ci.json.responseData.objectList as unknown[]).length).toBe((await all("select id from cities where state_id = ?", city.state_id)).length);
    }
    const bad = await call("GET", "/master/getStateMasterData/abc");
    expect(bad.status).toBe(400);
    expect(bad.json.responseData.message).toBe("countryId must be a number.");
    const j = await call("GET", "/master/getOtherCitationJournals");
    const journals = j.json.responseData.objectList as { id: number; label: string }[];
    const own = await all<{ id: number }>("select id from journals where is_own_reporter = 1 or is_neutral = 1");
    expect(journals.length).toBeGreaterThan(0);
    for (const o of own) expect(journals.map((x) => x.id)).not.toContain(o.id);
  });
});

describe("suggestions", () => {
  test("act, topic and neutral-name suggestions answer label items; plan required; a bad body is 400", async () => {
    const act = await one<{ name: string }>("select name from acts limit 1");
    const r = await call("POST", "/user/actNameMasterSearch", { token: sub, body: { searchKeywords: act!.name.slice(0, 5) } });
    expect(r.json.responseStatus.statusCode).toBe("0");
    expect(r.json.responseData.objectList).toContainEqual({ label: act!.name });
    const topic = await one<{ name: string }>("select name from topics limit 1");
    if (topic) {
      const t = await call("POST", "/user/topicMasterSearch", { token: sub, body: { searchKeywords: topic.name.slice(0, 4) } });
      expect((t.json.responseData.objectList as { label: string }[]).map((x) => x.label)).toContain(topic.name);
    }
    const n = await call("POST", "/user/neutralNameMasterSearch", { token: sub, body: { searchKeywords: "20" } });
    expect(n.json.responseStatus.statusCode).toBe("0");
    expect(Array.isArray(n.json.responseData.objectList)).toBe(true);
    const none = await call("POST", "/user/topicMasterSearch", { body: { searchKeywords: "x" } });
    expect(none.json.responseStatus.errorCode).toBe("106");
    const noPlan = await call("POST", "/user/topicMasterSearch", { token: noplan, body: { searchKeywords: "x" } });
    expect(noPlan.status).toBe(402);
    const bad = await call("POST", "/user/topicMasterSearch", { token: sub, body: { searchKeywords: ["x"] } });
    expect(bad.status).toBe(400);
  });
});

describe("library", () => {
  test("add (POST, ours), list (8 a page, title#snippet), delete; twice keeps one; another's or a missing case refused", async () => {
    await all("delete from library_entries where user_id = 4 and doc_id = ? returning id", docId);
    const added = await call("POST", "/user/addCaseToMyLibrary", { token: sub, body: { docId } });
    expect(added.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: caseMessages.addedToLibrary, added: true } });
    expect(await one("select id from library_entries where user_id = 4 and doc_id = ?", docId)).not.toBeNull();
    const again = await call("POST", "/user/addCaseToMyLibrary", { token: sub, body: { docId } });
    expect(again.json.responseData.message).toBe(caseMessages.alreadyInLibrary);
    expect((await all("select id from library_entries where user_id = 4 and doc_id = ?", docId)).length).toBe(1);
    const missing = await call("POST", "/user/addCaseToMyLibrary", { token: sub, body: { docId: 999_999_999 } });
    expect(missing.status).toBe(404);
    const badBody = await call("POST", "/user/addCaseToMyLibrary", { token: sub, body: { docId: "abc" } });
    expect(badBody.status).toBe(400);
    const noPlan = await call("POST", "/user/addCaseToMyLibrary", { token: noplan, body: { docId } });
    expect(noPlan.status).toBe(402);

    const list = await call("GET", "/user/getMyLibraryCaseList?pageNumber=1&perPageLimit=8", { token: sub });
    const items = list.json.responseData.objectList as { docId: number; startNumber: number; caseRepresentation: string }[];
    expect(list.json.responseData.ojectList).toEqual(items);
    expect(items[0]).toMatchObject({ docId, startNumber: 1, caseRepresentation: expect.stringContaining("#") });
    expect(items.length).toBeLessThanOrEqual(8);

    // The subscriber without a plan cannot delete another's entry.
    const notMine = await call("GET", `/user/deleteCaseFromMyLibrary/${docId}`, { token: noplan });
    expect(notMine.status).toBe(404);
    expect(notMine.json.responseData.message).toBe(caseMessages.deleteFailed);
    expect(await one("select id from library_entries where user_id = 4 and doc_id = ?", docId)).not.toBeNull();
    const del = await call("GET", `/user/deleteCaseFromMyLibrary/${docId}`, { token: sub });
    expect(del.json.responseStatus.statusCode).toBe("0");
    expect(await one("select id from library_entries where user_id = 4 and doc_id = ?", docId)).toBeNull();
    const none = await call("GET", "/user/getMyLibraryCaseList?pageNumber=1");
    expect(none.json.responseStatus.errorCode).toBe("106");
  });
});

describe("cases and PDFs", () => {
  test("the guest case for anyone (no judgment text, an excerpt); the full case for a plan or staff; 402 without a plan; 106 without a session; 404 for none", async () => {
    const guest = await call("GET", `/admin/getSingleCaseForGuest/${docId}`);
    expect(guest.json.responseStatus.statusCode).toBe("0");
    expect(guest.json.responseData).toMatchObject({ docId, excerpt: expect.any(String), headnoteResponseList: expect.any(Array) });
    // The judgement is the excerpt as paragraphs (decision 18, decision 112), never the full text.
    expect(guest.json.responseData.judgementOrder).toMatch(/^<p>/);
    expect(guest.json.responseData.doubleCouncilDetailResponse).toMatchObject({ advocateForAppellant: "none", advocateForRespondent: "none" });

    const full = await call("GET", `/admin/getSingleCase/${docId}`, { token: sub });
    expect(full.json.responseStatus.statusCode).toBe("0");
    const row = await one<{ appellant: string; judgement_order: string }>("select appellant, judgement_order from cases where doc_id = ?", docId);
    expect(full.json.responseData).toMatchObject({ docId, appellant: row!.appellant, overRuled: expect.any(Boolean), inLibrary: false });
    // The judgment as stored, with each paragraph's anchor (#para-N, decision 065) before it.
    expect((full.json.responseData.judgementOrder as string).replace(/<a class="pn"[^>]*><\/a>/g, "")).toBe(row!.judgement_order);
    const asStaff = await call("GET", `/admin/getSingleCase/${docId}`, { token: staff });
    expect(asStaff.json.responseStatus.statusCode).toBe("0");
    // The token-segment variant: the session id in the path, no header.
    const viaPath = await SELF.fetch(`${ORIGIN}/v1/api/admin/getSingleCase/${encodeURIComponent(sub)}/${docId}`);
    expect(((await viaPath.json()) as { responseData: { docId: number } }).responseData.docId).toBe(docId);
    expect((await call("GET", `/admin/getSingleCase/${docId}`, { token: noplan })).status).toBe(402);
    expect((await call("GET", `/admin/getSingleCase/${docId}`)).json.responseStatus.errorCode).toBe("106");
    expect((await call("GET", `/admin/getSingleCase/not-a-token/${docId}`)).json.responseStatus.errorCode).toBe("106");
    const missing = await call("GET", "/admin/getSingleCase/999999999", { token: sub });
    expect(missing.status).toBe(404);
    expect(missing.json.responseData.message).toBe(caseMessages.oops);
    expect((await call("GET", "/admin/getSingleCaseForGuest/abc")).status).toBe(400);
  });

  test("getPdf, getScCasePdf and getCasePdf answer the PDF bytes to a plan or staff; others are refused in the envelope", async () => {
    const pdf = await SELF.fetch(`${ORIGIN}/v1/api/admin/getScCasePdf?docId=${pdfDoc.doc_id}`, { headers: { authorization: sub } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const byType = await SELF.fetch(`${ORIGIN}/v1/api/admin/getPdf?docId=${pdfDoc.doc_id}&docType=court`, { headers: { authorization: staff } });
    expect(byType.headers.get("content-type")).toBe("application/pdf");
    await byType.arrayBuffer();
    const reporter = await one<{ doc_id: number }>("select f.doc_id from case_files f join cases c on c.doc_id = f.doc_id where c.live = 1 and f.type in ('civil','cri','mat','acc') limit 1");
    if (reporter) {
      const r = await SELF.fetch(`${ORIGIN}/v1/api/admin/getCasePdf?docId=${reporter.doc_id}`, { headers: { authorization: sub } });
      expect(r.headers.get("content-type")).toBe("application/pdf");
      await r.arrayBuffer();
    }
    expect((await call("GET", `/admin/getPdf?docId=${pdfDoc.doc_id}&docType=court`, { token: noplan })).status).toBe(402);
    expect((await call("GET", `/admin/getPdf?docId=${pdfDoc.doc_id}&docType=court`)).json.responseStatus.errorCode).toBe("106");
    const badType = await call("GET", `/admin/getPdf?docId=${pdfDoc.doc_id}&docType=word`, { token: sub });
    expect(badType.status).toBe(400);
    expect(badType.json.responseData.message).toBe("docType must be civil, cri, mat, acc or court.");
    const none = await call("GET", "/admin/getPdf?docId=999999999&docType=court", { token: sub });
    expect(none.status).toBe(404);
    expect(none.json.responseData.message).toBe(caseMessages.pdfMissing);
  });
});

describe("dashboardSearch reads every field of the search body", () => {
  const main = (extra: Record<string, unknown>) => ({ searchType: "MainSearchType", ...extra });

  test("mainSearchCourtName finds the court by its name; an unknown name is a 400; it filters like mainSearchCourtId", async () => {
    const c = await one<{ court_id: number; name: string; appellant: string }>(
      "select c.court_id, k.name, c.appellant from cases c join courts k on k.id = c.court_id where c.live = 1 and c.deleted_at is null limit 1",
    );
    const word = c!.appellant.split(/\s+/)[0];
    const byId = await call("POST", "/user/dashboardSearch?pageNumber=1&perPageLimit=10", { token: sub, body: main({ mainSearchCourtId: c!.court_id, mainSearchPrimaryAppellant: word }) });
    const byName = await call("POST", "/user/dashboardSearch?pageNumber=1&perPageLimit=10", { token: sub, body: main({ mainSearchCourtName: c!.name.toUpperCase(), mainSearchPrimaryAppellant: word }) });
    expect(byName.json.responseStatus.statusCode).toBe("0");
    expect(byName.json.responseData.totalCount).toBe(byId.json.responseData.totalCount);
    expect(byName.json.responseData.totalCount).toBeGreaterThan(0);
    const unknown = await call("POST", "/user/dashboardSearch?pageNumber=1", { token: sub, body: main({ mainSearchCourtName: "No Such Court", mainSearchPrimaryAppellant: word }) });
    expect(unknown.status).toBe(400);
  });

  test("perPageLimit sets the page size; main search's word box is searched; otherSearch reads the other-journal boxes", async () => {
    const three = await call("POST", "/user/dashboardSearch?pageNumber=1&perPageLimit=3", { token: sub, body: { searchType: "DashboardSearchType", dashboardSearchValue: "state" } });
    expect((three.json.responseData.objectList as unknown[]).length).toBe(3);
    expect(three.json.responseData.totalNumberOfPagesAsPerGivenPageLimit).toBe(Math.ceil(Math.min(Number(three.json.responseData.totalCount), 10_000) / 3));
    const ten = await call("POST", "/user/dashboardSearch?pageNumber=1", { token: sub, body: { searchType: "DashboardSearchType", dashboardSearchValue: "state" } });
    expect((ten.json.responseData.objectList as unknown[]).length).toBe(10);

    // The word box alone is a filter (before, it was dropped: 'Enter atleast one value').
    const words = await call("POST", "/user/dashboardSearch?pageNumber=1", { token: sub, body: main({ wordSearchText: "state", wordSearchSection: "Judgement", wordSearchMethod: "Exact" }) });
    expect(words.json.responseStatus.statusCode).toBe("0");
    expect(words.json.responseData.totalCount).toBeGreaterThan(0);

    // otherSearch: the other journal's boxes are read, and the other-journal rule (journal, year and page) applies.
    const other = await one<{ id: number }>("select id from journals where is_own_reporter = 0 and is_neutral = 0 and is_select = 0 limit 1");
    const partial = await call("POST", "/user/dashboardSearch?pageNumber=1", {
      token: sub,
      body: { searchType: "CitationSearchType", otherSearch: true, citationSearchJournal: "none", otherCitationSearchJournal: other!.id, otherCitationSearchYear: 2020 },
    });
    expect(partial.status).toBe(400);
    expect(partial.json.responseData.message).toBe("Please Fill All Mandatory Fields");
  });

  test("an unknown searchType, method, section, condition or order is a 400 naming the values, never a silent Exact; the document lists them (decision 104)", async () => {
    // A session of its own (Chambers: a plan, a second seat), so this test's calls have their own minute's limit.
    const own = (await apiSignin("chambers@sar.example.com")).token!;
    const search = (body: Record<string, unknown>) => call("POST", "/user/dashboardSearch?pageNumber=1", { token: own, body });
    const word = (data: Record<string, unknown>) => ({ searchType: "WordSearch", wordSearchData: { wordSearchText: "state", ...data } });
    const refused: [Record<string, unknown>, string, string][] = [
      [word({ wordSearchMethod: "Exakt" }), "wordSearchData.wordSearchMethod", "'Exact', 'Freeword', 'All Word'"],
      [word({ wordSearchSection: "Headnotes and judgment" }), "wordSearchData.wordSearchSection", "'Judgment', 'Headnote', 'Both'"],
      [{ searchType: "WordSerch", wordSearchData: { wordSearchText: "state" } }, "searchType", "'StatueSearch'"],
      [{ searchType: "StatueSearch", searchData: [{ actName: "Penal Code", sec: "302", condition: 3 }, { actName: "Evidence" }] }, "searchData.0.condition", "use 1, 2"],
      [{ searchType: "DashboardSearchType", dashboardSearchValue: "state", decidedDateOrder: "newest" }, "decidedDateOrder", "'a', 'd'"],
      [{ searchType: "DashboardSearchType", dashboardSearchValue: "state", appellantNameOrder: "z" }, "appellantNameOrder", "'a', 'd'"],
      [{ searchType: "DashboardSearchType", dashboardSearchValue: "state", startsWithAlphabet: "AB" }, "startsWithAlphabet", "one letter"],
      [{ searchType: "DashboardSearchType", dashboardSearchValue: "state", bestMatch: "sometimes" }, "bestMatch", "true, false"],
    ];
    for (const [body, field, values] of refused) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.responseData).toMatchObject({ errorType: "Validation", field });
      expect(res.json.responseData.message).toContain(values);
    }
    // The spec's values, and the spellings the old clients send, still search.
    const exact = await search(word({ wordSearchMethod: "Exact", wordSearchSection: "Both" }));
    const lower = await search(word({ wordSearchMethod: "exact", wordSearchSection: "both" }));
    expect(exact.json.responseStatus.statusCode).toBe("0");
    expect(lower.json.responseData.totalCount).toBe(exact.json.responseData.totalCount);
    for (const method of ["Freeword", "Free", "All Word", "all words"]) expect((await search(word({ wordSearchMethod: method }))).status, method).toBe(200);
    const rows = [{ actName: "Penal Code", sec: "302", condition: "And" }, { actName: "Evidence", sec: "106" }];
    expect((await search({ searchType: "StatueSearch", searchData: rows })).status).toBe(200);
    expect((await search({ searchType: "DashboardSearch", dashboardSearchValue: "state", decidedDateOrder: "d", bestMatch: "Y" })).status).toBe(200);

    // The OpenAPI document lists the values and says what each means.
    const doc = (await (await SELF.fetch(`${ORIGIN}/v1/api/openapi.json`)).json()) as { components: { schemas: Record<string, { properties: Record<string, { enum?: unknown[]; description?: string }> }> } };
    const request = doc.components.schemas.SearchRequest.properties;
    expect(request.searchType.enum).toEqual(["DashboardSearchType", "MainSearchType", "CitationSearchType", "StatueSearch", "WordSearch"]);
    expect(request.wordSearchMethod.enum).toEqual(["Exact", "Freeword", "All Word"]);
    expect(request.wordSearchSection.enum).toEqual(["Judgment", "Headnote", "Both"]);
    expect(request.decidedDateOrder.enum).toEqual(["a", "d"]);
    expect(request.appellantNameOrder.description).toContain("'a' ascending");
    expect(doc.components.schemas.StatuteRow.properties.condition.enum).toEqual([1, 2]);
    expect(doc.components.schemas.StatuteRow.properties.condition.description).toContain("1 = And, 2 = Or");
    await call("GET", "/user/logout", { token: own });
  });
});
