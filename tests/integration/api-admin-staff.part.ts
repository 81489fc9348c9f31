import { beforeAll, describe, expect, test } from "vitest";
import { adminMessages, businessMessages, messages, staffMessages } from "../../app/utils/copy";
import { PASSWORD_NOT_SET } from "../../app/api/calls/admin-clients.server";
import { apiSignin, call } from "./api-helpers";
import { eventually, loginStaff, one, req, seed } from "./helpers";

/**
 * Staff users and the back office's password calls through the published API (issue 23,
 * back-office §7): the staff page's services and schemas under the spec's field names (the Super
 * Admin's section), and forgot / reset / change password on the staff pages' services.
 */
beforeAll(seed);

const staff = async (who: "superadmin" | "admin" | "dataentry") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;

const STAFF_KEYS = ["address", "city", "country", "desgination", "email", "id", "mobile", "name", "roleDropDownResponse", "staffActive", "staffCategory", "staffId", "state", "zipcode"];
const NEW_STAFF = { name: "Api Staff", email: "api.staff@example.com", mobile: "9123411001", roleId: 4, desgination: "Editor", address: "SAR House", zipCode: "110002", stateId: 32, cityId: 2, countryId: 101 };

/** A staff user of the test's own, created through the API; its id. */
async function newStaff(token: string, over: Partial<typeof NEW_STAFF> = {}) {
  const r = await call("POST", "/admin/addStaff", { token, body: { ...NEW_STAFF, ...over } });
  expect(r.json.responseStatus.statusCode, JSON.stringify(r.json)).toBe("0");
  return r.json.responseData.staffId as number;
}

describe("staff", () => {
  test("admin/getStaffList: the spec's staff fields, filtered by staffRole; an Admin is 403, a subscriber 106", async () => {
    const token = await staff("superadmin");
    const r = await call("POST", "/admin/getStaffList?pageNumber=1", { token, body: { staffRole: 0 } });
    expect(r.json.responseStatus.statusCode).toBe("0");
    const items = r.json.responseData.ojectList as Record<string, unknown>[];
    const priya = items.find((s) => s.email === "admin@sar.example.com")!;
    expect(Object.keys(priya).sort()).toEqual(STAFF_KEYS);
    expect(priya).toMatchObject({
      staffId: 2,
      staffCategory: "ADMIN",
      staffActive: true,
      desgination: "Staff",
      zipcode: "110001",
      state: { id: 32, label: "DELHI", value: 32 },
      city: { id: 1, label: "New Delhi", value: 1 },
      country: { id: 101, value: 101 },
      roleDropDownResponse: { id: 1, label: "ADMIN", value: 1 },
    });
    expect(items.some((s) => String(s.email).startsWith("subscriber@"))).toBe(false);
    const admins = await call("POST", "/admin/getStaffList?pageNumber=1", { token, body: { staffRole: 3 } });
    expect((admins.json.responseData.ojectList as { staffCategory: string }[]).every((s) => s.staffCategory === "SUPER ADMIN")).toBe(true);
    const bad = await call("POST", "/admin/getStaffList?pageNumber=1", { token, body: { staffRole: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.json.responseData.field).toBe("staffRole");
    expect((await call("POST", "/admin/getStaffList?pageNumber=1", { token: await staff("admin"), body: { staffRole: 0 } })).status).toBe(403);
    const sub = await apiSignin("noplan@sar.example.com");
    expect((await call("POST", "/admin/getStaffList?pageNumber=1", { token: sub.token!, body: { staffRole: 0 } })).json.responseStatus.errorCode).toBe("106");
    await call("GET", "/user/logout", { token: sub.token! });
  });

  test("admin/searchStaff: by staff id or name with the category (label or id); nothing found is 'No Staff found.' (404)", async () => {
    const token = await staff("superadmin");
    const byName = await call("POST", "/admin/searchStaff", { token, body: { staffCategory: "ALL", staffNameOrId: "Manoj" } });
    expect((byName.json.responseData.ojectList as { staffId: number }[]).map((s) => s.staffId)).toEqual([3]);
    const byId = await call("POST", "/admin/searchStaff", { token, body: { staffCategory: "SUPER ADMIN", staffNameOrId: "1" } });
    expect((byId.json.responseData.ojectList as { staffId: number }[]).map((s) => s.staffId)).toEqual([1]);
    const wrongCategory = await call("POST", "/admin/searchStaff", { token, body: { staffCategory: "DATA OPERATOR", staffNameOrId: "Sunil" } });
    expect(wrongCategory.status).toBe(404);
    expect(wrongCategory.json).toMatchObject({ responseStatus: { statusCode: "1" }, responseData: { message: staffMessages.empty } });
    // A client is never found here.
    expect((await call("POST", "/admin/searchStaff", { token, body: { staffCategory: "ALL", staffNameOrId: "Kavita" } })).status).toBe(404);
    expect((await call("POST", "/admin/searchStaff", { token, body: { staffCategory: "CLIENT", staffNameOrId: "" } })).status).toBe(400);
  });

  test("admin/addStaff: a staff user with city and country in D1 and a set-password e-mail; the form's refusals change nothing", async () => {
    const token = await staff("superadmin");
    const id = await newStaff(token);
    expect(await one("select role_id, email, designation, address, zip_code, state_id, city_id, country_id, password_hash, active from users where id = ?", id)).toEqual({
      role_id: 4,
      email: "api.staff@example.com",
      designation: "Editor",
      address: "SAR House",
      zip_code: "110002",
      state_id: 32,
      city_id: 2,
      country_id: 101,
      password_hash: null,
      active: 1,
    });
    const mail = await eventually(async () => one<{ body: string }>(`select body from outbox where "to" = ? and job_id like 'setpw-%'`, "api.staff@example.com"));
    expect(mail.body).toContain("/admin/reset?token=");

    const count = async () => (await one<{ n: number }>("select count(*) n from users"))!.n;
    const before = await count();
    const other = { email: "api.staff2@example.com", mobile: "9123411002" };
    const pin = await call("POST", "/admin/addStaff", { token, body: { ...NEW_STAFF, ...other, zipCode: "1100" } });
    expect(pin.status).toBe(400);
    expect(pin.json.responseData).toMatchObject({ message: staffMessages.pincode, field: "zipCode" });
    const designation = await call("POST", "/admin/addStaff", { token, body: { ...NEW_STAFF, ...other, desgination: "Editor-in-chief!" } });
    expect(designation.json.responseData).toMatchObject({ message: staffMessages.designation, field: "desgination" });
    const role = await call("POST", "/admin/addStaff", { token, body: { ...NEW_STAFF, ...other, roleId: 2 } });
    expect(role.json.responseData).toMatchObject({ message: staffMessages.roleRequired, field: "roleId" });
    const city = await call("POST", "/admin/addStaff", { token, body: { ...NEW_STAFF, ...other, cityId: 3 } });
    expect(city.json.responseData).toMatchObject({ message: businessMessages.cityInvalid, field: "cityId" });
    const dupMobile = await call("POST", "/admin/addStaff", { token, body: { ...NEW_STAFF, email: "api.staff2@example.com" } });
    expect(dupMobile.status).toBe(409);
    expect(dupMobile.json.responseData).toMatchObject({ message: staffMessages.mobileTaken, field: "mobile" });
    expect(await count()).toBe(before);
  });

  test("admin/updateStaff: the fields in D1, e-mail and password untouched, a city left out kept (cleared when the state changes); one's own category 400; unknown 404", async () => {
    const token = await staff("superadmin");
    const id = await newStaff(token, { email: "upd.staff@example.com", mobile: "9123411011" });
    const body = { ...NEW_STAFF, staffId: id, mobile: "9123411012", name: "Updated Staff", roleId: 1, desgination: "Senior Editor", password: "Whatever@1", email: "changed@example.com" };
    const r = await call("POST", "/admin/updateStaff", { token, body });
    // The spec's edit form sends a password: not set (decision 030), and the answer says so.
    expect(r.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: `${staffMessages.updated} ${PASSWORD_NOT_SET}`, passwordSet: false, passwordNotSet: PASSWORD_NOT_SET } });
    expect(await one("select name, email, mobile, role_id, designation, city_id, password_hash from users where id = ?", id)).toEqual({
      name: "Updated Staff",
      email: "upd.staff@example.com",
      mobile: "9123411012",
      role_id: 1,
      designation: "Senior Editor",
      city_id: 2,
      password_hash: null,
    });
    const { cityId: _c, ...withoutCity } = body;
    await call("POST", "/admin/updateStaff", { token, body: { ...withoutCity, name: "Kept City" } });
    expect(await one("select name, city_id from users where id = ?", id)).toEqual({ name: "Kept City", city_id: 2 });
    await call("POST", "/admin/updateStaff", { token, body: { ...withoutCity, stateId: 14 } });
    expect(await one("select state_id, city_id from users where id = ?", id)).toEqual({ state_id: 14, city_id: null });

    const own = await call("POST", "/admin/updateStaff", { token, body: { ...NEW_STAFF, staffId: 1, mobile: "9810000001", roleId: 4, desgination: "Owner" } });
    expect(own.status).toBe(400);
    expect(own.json.responseData.message).toBe(staffMessages.notYourOwnRole);
    expect((await one<{ role_id: number }>("select role_id from users where id = 1"))!.role_id).toBe(3);
    const client = await call("POST", "/admin/updateStaff", { token, body: { ...body, staffId: 4, mobile: "9123411013" } });
    expect(client.status).toBe(404);
    expect((await one<{ role_id: number }>("select role_id from users where id = 4"))!.role_id).toBe(2);
    expect((await call("POST", "/admin/updateStaff", { token, body: { ...body, staffId: undefined } })).json.responseData.field).toBe("staffId");
  });

  test("the staff page's Edit (its form has no city) keeps the city the API set: page and API share updateStaff", async () => {
    const token = await staff("superadmin");
    const id = await newStaff(token, { email: "page.staff@example.com", mobile: "9123411041", cityId: 2 });
    const { cookie } = await loginStaff("superadmin@sar.example.com");
    const form = { intent: "edit", id: String(id), name: "Page Edited", mobile: "9123411041", roleId: "4", designation: "Editor", address: "SAR House", zipCode: "110002", stateId: "32" };
    const res = await req(`/admin/staff?edit=${id}`, { cookie, form });
    expect(res.headers.get("location")).toBe("/admin/staff?notice=updated");
    expect(await one("select name, state_id, city_id from users where id = ?", id)).toEqual({ name: "Page Edited", state_id: 32, city_id: 2 });
  });

  test("admin/staffActiveInActive: status false deactivates (D1, the member's session ends with 106), true reactivates; oneself 400; a bad status 400", async () => {
    const token = await staff("superadmin");
    const member = await staff("dataentry");
    const off = await call("POST", "/admin/staffActiveInActive?status=false&staffId=3", { token });
    expect(off.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: staffMessages.deactivated } });
    expect((await one<{ active: number }>("select active from users where id = 3"))!.active).toBe(0);
    expect((await call("GET", "/admin/getDashBoard", { token: member })).json.responseStatus.errorCode).toBe("106");
    const on = await call("POST", "/admin/staffActiveInActive?status=1&staffId=3", { token });
    expect(on.json.responseData.message).toBe(staffMessages.activated);
    expect((await one<{ active: number }>("select active from users where id = 3"))!.active).toBe(1);
    const self = await call("POST", "/admin/staffActiveInActive?status=false&staffId=1", { token });
    expect(self.status).toBe(400);
    expect(self.json.responseData.message).toBe(staffMessages.notYourself);
    expect((await one<{ active: number }>("select active from users where id = 1"))!.active).toBe(1);
    expect((await call("POST", "/admin/staffActiveInActive?status=maybe&staffId=3", { token })).json.responseData.field).toBe("status");
    expect((await call("POST", "/admin/staffActiveInActive?status=true&staffId=4", { token })).status).toBe(404);
  });

  test("admin/deleteStaff (path ours): a soft delete in D1; oneself 400; a client's id or an unknown one 404", async () => {
    const token = await staff("superadmin");
    const id = await newStaff(token, { email: "del.staff@example.com", mobile: "9123411021" });
    const r = await call("POST", "/admin/deleteStaff", { token, body: { staffId: id } });
    expect(r.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: adminMessages.deleted } });
    expect((await one<{ d: string | null }>("select deleted_at d from users where id = ?", id))!.d).not.toBeNull();
    expect((await call("POST", "/admin/deleteStaff", { token, body: { staffId: id } })).status).toBe(404);
    const self = await call("POST", "/admin/deleteStaff", { token, body: { staffId: 1 } });
    expect(self.status).toBe(400);
    expect((await one<{ d: string | null }>("select deleted_at d from users where id = 1"))!.d).toBeNull();
    expect((await call("POST", "/admin/deleteStaff", { token, body: { staffId: 5 } })).status).toBe(404);
    expect((await one<{ d: string | null }>("select deleted_at d from users where id = 5"))!.d).toBeNull();
    expect((await call("POST", "/admin/deleteStaff", { token: await staff("admin"), body: { staffId: 3 } })).status).toBe(403);
  });
});

describe("the back office's password calls (paths ours)", () => {
  test("admin/forgetPassword → admin/resetPassword → sign in → admin/changePassword, each in D1; the spec's messages for bad input", async () => {
    const token = await staff("superadmin");
    const email = "pw.staff@example.com";
    const id = await newStaff(token, { email, mobile: "9123411031" });

    const badFormat = await call("POST", "/admin/forgetPassword", { body: { userEmail: "pw.staff@" } });
    expect(badFormat.status).toBe(400);
    expect(badFormat.json.responseData.message).toBe(messages.adminEmailFormat);
    const asked = await call("POST", "/admin/forgetPassword", { body: { userEmail: email } });
    expect(asked.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: messages.linkSent } });
    const mail = await eventually(async () => one<{ body: string }>(`select body from outbox where "to" = ? and job_id like 'reset-%'`, email));
    const token1 = decodeURIComponent(mail.body.match(/\/admin\/reset\?token=(\S+)/)![1]);
    // A client's address gets the same answer and no link (the form tells nobody who is staff).
    const client = await call("POST", "/admin/forgetPassword", { body: { userEmail: "noplan@sar.example.com" } });
    expect(client.json.responseStatus.statusCode).toBe("0");
    expect(await one(`select job_id from outbox where "to" = 'noplan@sar.example.com' and job_id like 'reset-%'`)).toBeNull();

    const long = await call("POST", "/admin/resetPassword", { body: { token: token1, userEmail: email, userPassword: "Staff@123456789" } });
    expect(long.status).toBe(400);
    expect(long.json.responseData.message).toBe(messages.resetPasswordLength);
    expect((await one<{ h: string | null }>("select password_hash h from users where id = ?", id))!.h).toBeNull();
    const done = await call("POST", "/admin/resetPassword", { body: { token: token1, userEmail: email, userPassword: "Staff@1234" } });
    expect(done.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: messages.resetDone } });
    const hash = (await one<{ h: string | null }>("select password_hash h from users where id = ?", id))!.h;
    expect(hash).not.toBeNull();
    expect((await call("POST", "/admin/resetPassword", { body: { token: token1, userPassword: "Staff@5678" } })).json.responseData.message).toBe(messages.linkInvalid);

    const signed = await apiSignin(email, "Staff@1234", "admin");
    expect(signed.json.responseStatus.statusCode).toBe("0");
    const wrong = await call("POST", "/admin/changePassword", { token: signed.token, body: { currentPassword: "Nope@1234", password: "Staff@9999", confirmPassword: "Staff@9999" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.responseData).toMatchObject({ message: messages.currentPasswordWrong, field: "currentPassword" });
    const differ = await call("POST", "/admin/changePassword", { token: signed.token, body: { currentPassword: "Staff@1234", password: "Staff@9999", confirmPassword: "Staff@9998" } });
    expect(differ.json.responseData).toMatchObject({ message: messages.passwordsDiffer, field: "confirmPassword" });
    expect((await one<{ h: string }>("select password_hash h from users where id = ?", id))!.h).toBe(hash);
    const changed = await call("POST", "/admin/changePassword", { token: signed.token, body: { currentPassword: "Staff@1234", password: "Staff@9999", confirmPassword: "Staff@9999" } });
    expect(changed.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: messages.passwordChanged } });
    expect((await one<{ h: string }>("select password_hash h from users where id = ?", id))!.h).not.toBe(hash);
    expect((await apiSignin(email, "Staff@9999", "admin")).json.responseStatus.statusCode).toBe("0");
    // A subscriber's session is not a staff member's.
    const sub = await apiSignin("noplan@sar.example.com");
    expect((await call("POST", "/admin/changePassword", { token: sub.token!, body: { currentPassword: "Demo@2026", password: "Staff@9999", confirmPassword: "Staff@9999" } })).json.responseStatus.errorCode).toBe("106");
    await call("GET", "/user/logout", { token: sub.token! });
  });
});
