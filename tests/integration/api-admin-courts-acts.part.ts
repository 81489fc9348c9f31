import { beforeAll, expect, test } from "vitest";
import { adminMessages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { all, one, seed } from "./helpers";

/** Courts, branches and acts through the published API (issue 23, back-office §7): the courts and acts pages' services. */
beforeAll(seed);

const staff = async (who: "superadmin" | "admin" | "dataentry") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;

test("admin/getCourtList: paged for staff; pageNumber=-1 gives a subscriber every court once, its branches beside it; a DEO is refused 403; 106 without a session", async () => {
  const admin = await staff("admin");
  const r = await call("POST", "/admin/getCourtList?pageNumber=1", { token: admin, body: { searchValue: "" } });
  expect(r.json.responseStatus.statusCode).toBe("0");
  const items = r.json.responseData.ojectList as Record<string, unknown>[];
  expect(Object.keys(items[0]).sort()).toEqual(["courtBranch", "courtBranchId", "courtBranchName", "courtId", "courtName"]);
  expect(r.json.responseData.objectList).toEqual(items);
  const courts = (await one<{ n: number }>("select count(*) n from courts"))!.n;
  const branches = (await one<{ n: number }>("select count(*) n from court_branches"))!.n;
  const sub = await apiSignin("subscriber@sar.example.com");
  const all1 = await call("POST", "/admin/getCourtList?pageNumber=-1", { token: sub.token!, body: {} });
  const dropdown = all1.json.responseData.ojectList as { courtBranchList: unknown[] }[];
  expect(dropdown.length).toBe(courts);
  expect(dropdown.flatMap((c) => c.courtBranchList).length).toBe(branches);
  expect((await call("POST", "/admin/getCourtList?pageNumber=1", { token: sub.token!, body: {} })).status).toBe(403);
  await call("GET", "/user/logout", { token: sub.token! });
  const deo = await call("POST", "/admin/getCourtList?pageNumber=1", { token: await staff("dataentry"), body: {} });
  expect(deo.status).toBe(403);
  expect((await call("POST", "/admin/getCourtList?pageNumber=1", { body: {} })).json.responseStatus.errorCode).toBe("106");
  const none = await call("POST", "/admin/getCourtList?pageNumber=1", { token: admin, body: { searchValue: "zzqqnothing" } });
  expect(none.json.responseData.message).toBe(adminMessages.noCourts);
});

test("admin/getCourtForDropDown and admin/getCourtBranchByCourtId/{courtId}: id, label, value; an unknown court is 404, a bad id 400", async () => {
  const token = await staff("dataentry");
  const courts = await call("GET", "/admin/getCourtForDropDown", { token });
  const first = (courts.json.responseData.ojectList as { id: number; label: string; value: number }[])[0];
  expect(first).toMatchObject({ id: expect.any(Number), label: expect.any(String), value: first.id });
  const branches = await call("GET", `/admin/getCourtBranchByCourtId/${first.id}`, { token });
  const n = (await one<{ n: number }>("select count(*) n from court_branches where court_id = ?", first.id))!.n;
  expect((branches.json.responseData.ojectList as unknown[]).length).toBe(n);
  expect((await call("GET", "/admin/getCourtBranchByCourtId/999999", { token })).status).toBe(404);
  expect((await call("GET", "/admin/getCourtBranchByCourtId/abc", { token })).status).toBe(400);
});

test("admin/addCourt, admin/addCourtBranch, admin/deleteCourtBranch write D1 with the page's messages; a long name is the page's 400", async () => {
  const token = await staff("superadmin");
  const made = await call("POST", "/admin/addCourt", { token, body: { courtName: "Api Test High Court", courtBranchName: ["Principal Seat"] } });
  expect(made.json.responseData.message).toBe(adminMessages.courtCreated);
  const court = await one<{ id: number }>("select id from courts where name = 'Api Test High Court'");
  expect(court).toBeTruthy();
  const branch = await call("POST", "/admin/addCourtBranch", { token, body: { courtId: court!.id, courtBranchName: ["Bench at Api"] } });
  expect(branch.json.responseStatus.statusCode).toBe("0");
  const rows = await all<{ id: number; name: string }>("select id, name from court_branches where court_id = ? order by name", court!.id);
  expect(rows.map((r) => r.name)).toEqual(["Bench at Api", "Principal Seat"]);
  const again = await call("POST", "/admin/addCourtBranch", { token, body: { courtId: court!.id, courtBranchName: ["Bench at Api"] } });
  expect(again.status).toBe(409);
  expect(again.json.responseData.message).toBe(adminMessages.branchExists);
  const long = await call("POST", "/admin/addCourt", { token, body: { courtName: "x".repeat(38), courtBranchName: ["A"] } });
  expect(long.status).toBe(400);
  expect(long.json.responseData.message).toBe(adminMessages.courtNameLong);
  const empty = await call("POST", "/admin/addCourt", { token, body: { courtName: "Y", courtBranchName: [] } });
  expect(empty.status).toBe(400);
  expect(empty.json.responseData.message).toBe(adminMessages.branchNameRequired);
  for (const r of rows) {
    const del = await call("POST", "/admin/deleteCourtBranch", { token, body: { courtBranchId: r.id } });
    expect(del.json.responseData.message).toBe(adminMessages.deleted);
  }
  expect((await one<{ n: number }>("select count(*) n from court_branches where court_id = ?", court!.id))!.n).toBe(0);
  expect((await call("POST", "/admin/deleteCourtBranch", { token, body: { courtBranchId: rows[0].id } })).status).toBe(404);
  expect((await call("POST", "/admin/addCourt", { token: await staff("dataentry"), body: { courtName: "Z", courtBranchName: ["Z"] } })).status).toBe(403);
});

test("acts: getActList, addAct, updateAct with the spec's fields; a duplicate is 409, a long name 400, a DEO 403", async () => {
  const token = await staff("admin");
  const add = await call("POST", "/admin/addAct", { token, body: { actName: "Api Test Act, 2026", actAbbreviation: "ATA", wordAbbreviation: "none", courtBranchName: "" } });
  expect(add.json.responseData.message).toBe(adminMessages.actAdded);
  const row = await one<{ id: number; act_abbreviation: string; word_abbreviation: string | null }>("select id, act_abbreviation, word_abbreviation from acts where name = 'Api Test Act, 2026'");
  expect(row).toMatchObject({ act_abbreviation: "ATA", word_abbreviation: null });
  const listed = await call("POST", "/admin/getActList?pageNumber=1", { token, body: { searchValue: "Api Test Act" } });
  expect(listed.json.responseData.ojectList).toEqual([{ actId: row!.id, actName: "Api Test Act, 2026", wordAbbreviation: "none", actAbbreviation: "ATA" }]);
  const dup = await call("POST", "/admin/addAct", { token, body: { actName: "Api Test Act, 2026" } });
  expect(dup.status).toBe(409);
  expect(dup.json.responseData.message).toBe(adminMessages.actExists);
  const upd = await call("POST", "/admin/updateAct", { token, body: { id: row!.id, actName: "Api Test Act, 2026", actAbbreviation: "ATA26" } });
  expect(upd.json.responseData.message).toBe(adminMessages.actUpdated);
  expect((await one<{ act_abbreviation: string }>("select act_abbreviation from acts where id = ?", row!.id))!.act_abbreviation).toBe("ATA26");
  const long = await call("POST", "/admin/addAct", { token, body: { actName: "a".repeat(101) } });
  expect(long.status).toBe(400);
  expect(long.json.responseData.message).toBe(adminMessages.actNameLong);
  expect((await call("POST", "/admin/updateAct", { token, body: { id: 99999999, actName: "Q" } })).status).toBe(404);
  expect((await call("POST", "/admin/getActList?pageNumber=1", { token: await staff("dataentry"), body: {} })).status).toBe(403);
  expect((await call("POST", "/admin/getActList?pageNumber=1", { token, body: { searchValue: "zzqqnothing" } })).json.responseData.message).toBe(adminMessages.noActs);
});
