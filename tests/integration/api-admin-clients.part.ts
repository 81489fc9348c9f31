import { beforeAll, expect, test } from "vitest";
import { adminMessages, businessMessages, messages } from "../../app/utils/copy";
import { PASSWORD_NOT_SET } from "../../app/api/calls/admin-clients.server";
import { apiSignin, call } from "./api-helpers";
import { all, eventually, one, seed } from "./helpers";

/**
 * Clients through the published API (issue 23, back-office §7): the clients page's services and
 * schemas under the spec's field names; every call is the Clients section's (Super Admin, Admin).
 */
beforeAll(seed);

const staff = async (who: "superadmin" | "admin" | "dataentry") => (await apiSignin(`${who}@sar.example.com`, "Demo@2026", "admin")).token!;

const CLIENT_KEYS = ["address", "city", "clientId", "country", "desgination", "email", "id", "mobile", "name", "state", "subscriptionActive", "userStatus", "zipCode"];

test("admin/getClientList: the spec's client fields, 8 a page, the user-status filter, perPageLimit up to 999; a DEO 403, a subscriber and no session 106", async () => {
  const token = await staff("admin");
  const r = await call("POST", "/admin/getClientList?pageNumber=1&perPageLimit=8", { token, body: { clientCategory: "ALL" } });
  expect(r.json.responseStatus.statusCode).toBe("0");
  const items = r.json.responseData.ojectList as Record<string, unknown>[];
  expect(r.json.responseData.objectList).toEqual(items);
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(8);
  const kavita = items.find((c) => c.email === "subscriber@sar.example.com")!;
  expect(Object.keys(kavita).sort()).toEqual(CLIENT_KEYS);
  expect(kavita).toMatchObject({
    clientId: 4,
    subscriptionActive: true,
    userStatus: true,
    state: { id: 32, label: "DELHI", value: 32 },
    city: { id: 1, label: "New Delhi", value: 1 },
    country: { id: 101, value: 101 },
    desgination: "Advocate",
  });
  expect(items.every((c) => !("password" in c))).toBe(true);
  // Only clients: no staff e-mail in the list.
  expect(items.some((c) => String(c.email).startsWith("superadmin@"))).toBe(false);

  // The filter: a deactivated client is under INACTIVE (and the dropdown's 'IN ACTIVE'), not under ACTIVE.
  await one("update users set active = 0 where id = 6 returning id");
  const inactive = await call("POST", "/admin/getClientList?pageNumber=1", { token, body: { clientCategory: "IN ACTIVE" } });
  expect((inactive.json.responseData.ojectList as { id: number }[]).map((c) => c.id)).toEqual([6]);
  const active = await call("POST", "/admin/getClientList?pageNumber=1", { token, body: { clientCategory: "ACTIVE" } });
  expect((active.json.responseData.ojectList as { id: number }[]).map((c) => c.id)).not.toContain(6);
  await one("update users set active = 1 where id = 6 returning id");

  // The notification dropdown's call: up to 999 at once, one page.
  const total = (await one<{ n: number }>("select count(*) n from users where role_id = 2 and deleted_at is null"))!.n;
  const dropdown = await call("POST", "/admin/getClientList?pageNumber=1&perPageLimit=999", { token: await staff("superadmin"), body: { clientCategory: "ALL" } });
  expect((dropdown.json.responseData.ojectList as unknown[]).length).toBe(total);
  expect(dropdown.json.responseData.totalNumberOfPagesAsPerGivenPageLimit).toBe(1);

  const badFilter = await call("POST", "/admin/getClientList?pageNumber=1", { token, body: { clientCategory: "SOME" } });
  expect(badFilter.status).toBe(400);
  expect(badFilter.json.responseData.field).toBe("clientCategory");
  expect((await call("POST", "/admin/getClientList?pageNumber=1&perPageLimit=1000", { token, body: {} })).status).toBe(400);
  expect((await call("POST", "/admin/getClientList?pageNumber=1", { token: await staff("dataentry"), body: {} })).status).toBe(403);
  const sub = await apiSignin("noplan@sar.example.com");
  expect((await call("POST", "/admin/getClientList?pageNumber=1", { token: sub.token!, body: {} })).json.responseStatus.errorCode).toBe("106");
  await call("GET", "/user/logout", { token: sub.token! });
  expect((await call("POST", "/admin/getClientList?pageNumber=1", { body: {} })).json.responseStatus.errorCode).toBe("106");
});

test("admin/getUsersList (GET and POST): every client as {id, name, email}, no staff; a DEO 403", async () => {
  const token = await staff("admin");
  for (const method of ["GET", "POST"]) {
    const r = await call(method, "/admin/getUsersList", { token });
    expect(r.json.responseStatus.statusCode, method).toBe("0");
    const items = r.json.responseData.objectList as Record<string, unknown>[];
    expect(Object.keys(items[0]).sort()).toEqual(["email", "id", "name"]);
    expect(items.map((u) => u.email)).toContain("noplan@sar.example.com");
    expect(items.map((u) => u.email)).not.toContain("admin@sar.example.com");
  }
  expect((await call("GET", "/admin/getUsersList", { token: await staff("dataentry") })).status).toBe(403);
});

test("admin/searchClient: by name, id, e-mail or mobile with the filter; nothing found is 'No Client found.' (404)", async () => {
  const token = await staff("admin");
  const byMail = await call("POST", "/admin/searchClient", { token, body: { clientCategory: "ALL", clientNameOrId: "noplan@" } });
  expect((byMail.json.responseData.ojectList as { clientId: number }[]).map((c) => c.clientId)).toEqual([5]);
  const byId = await call("POST", "/admin/searchClient", { token, body: { clientCategory: "ACTIVE", clientNameOrId: "4" } });
  expect((byId.json.responseData.ojectList as { clientId: number }[]).map((c) => c.clientId)).toContain(4);
  const none = await call("POST", "/admin/searchClient", { token, body: { clientCategory: "ALL", clientNameOrId: "nobody-of-that-name" } });
  expect(none.status).toBe(404);
  expect(none.json).toMatchObject({ responseStatus: { statusCode: "1" }, responseData: { message: businessMessages.noClients } });
  // A staff member is never found here.
  expect((await call("POST", "/admin/searchClient", { token, body: { clientCategory: "ALL", clientNameOrId: "superadmin@" } })).status).toBe(404);
  const long = await call("POST", "/admin/searchClient", { token, body: { clientCategory: "ALL", clientNameOrId: "x".repeat(101) } });
  expect(long.status).toBe(400);
});

test("admin/addClient: a role-2 client of India in D1 with a set-password e-mail; cityId 0 is none; the form's refusals (400/409) change nothing", async () => {
  const token = await staff("admin");
  const body = { name: "Api Client", email: "Api.Client@Example.com", mobile: "9123400001", stateId: 14, cityId: 0, countryId: 101, roleId: 2, desgination: "Advocate", address: "Fort, Mumbai", zipCode: "400001" };
  const made = await call("POST", "/admin/addClient", { token, body });
  expect(made.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: businessMessages.clientCreated } });
  const id = made.json.responseData.clientId as number;
  const row = await one<Record<string, unknown>>("select role_id, email, country_id, state_id, city_id, designation, address, zip_code, password_hash, active from users where id = ?", id);
  expect(row).toMatchObject({ role_id: 2, email: "api.client@example.com", country_id: 101, state_id: 14, city_id: null, designation: "Advocate", address: "Fort, Mumbai", zip_code: "400001", password_hash: null, active: 1 });
  const mail = await eventually(async () => one<{ body: string }>(`select body from outbox where "to" = ? and job_id like 'setpw-%'`, "api.client@example.com"));
  expect(mail.body).toContain("/resetPassword?token=");

  const count = async () => (await one<{ n: number }>("select count(*) n from users"))!.n;
  const before = await count();
  const dup = await call("POST", "/admin/addClient", { token, body: { ...body, mobile: "9123400002" } });
  expect(dup.status).toBe(409);
  expect(dup.json.responseData).toMatchObject({ message: messages.emailTaken, field: "email" });
  const badMobile = await call("POST", "/admin/addClient", { token, body: { ...body, email: "other.api@example.com", mobile: "0123" } });
  expect(badMobile.status).toBe(400);
  expect(badMobile.json.responseData).toMatchObject({ message: messages.invalidMobile, field: "mobile" });
  const wrongCity = await call("POST", "/admin/addClient", { token, body: { ...body, email: "other.api@example.com", mobile: "9123400003", cityId: 1 } });
  expect(wrongCity.json.responseData).toMatchObject({ message: businessMessages.cityInvalid, field: "cityId" });
  const longDesignation = await call("POST", "/admin/addClient", { token, body: { ...body, email: "other.api@example.com", mobile: "9123400003", desgination: "x".repeat(61) } });
  expect(longDesignation.json.responseData).toMatchObject({ message: businessMessages.designationLong, field: "desgination" });
  const staffRole = await call("POST", "/admin/addClient", { token, body: { ...body, email: "other.api@example.com", mobile: "9123400003", roleId: 3 } });
  expect(staffRole.status).toBe(400);
  expect(staffRole.json.responseData.field).toBe("roleId");
  const abroad = await call("POST", "/admin/addClient", { token, body: { ...body, email: "other.api@example.com", mobile: "9123400003", countryId: 1 } });
  expect(abroad.json.responseData.field).toBe("countryId");
  expect(await count()).toBe(before);
});

test("admin/updateClient: the fields in D1, the e-mail and password left as they are (the answer says the password was not set, and why); userStatus false deactivates and ends the client's sessions (106), true reactivates; a staff id is 404", async () => {
  const token = await staff("admin");
  const created = await call("POST", "/admin/addClient", { token, body: { name: "Upd Client", email: "upd.client@example.com", mobile: "9123400011", stateId: 32 } });
  const id = created.json.responseData.clientId as number;
  await one("update users set password_hash = (select password_hash from users where id = 5) where id = ? returning id", id);
  const hash = (await one<{ h: string }>("select password_hash h from users where id = ?", id))!.h;
  const session = await apiSignin("upd.client@example.com");
  expect(session.json.responseStatus.statusCode).toBe("0");

  const body = { clientId: id, name: "Updated Client", mobile: "9123400012", stateId: 14, cityId: 3, desgination: "Senior Advocate", address: "Nariman Point", zipCode: "400021", countryId: 101, roleId: 2, password: "Whatever@1", email: "changed@example.com" };
  const r = await call("POST", "/admin/updateClient", { token, body: { ...body, userStatus: true } });
  expect(r.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: `${businessMessages.clientUpdated} ${PASSWORD_NOT_SET}`, passwordSet: false, passwordNotSet: PASSWORD_NOT_SET } });
  // Without a password sent, the plain success.
  const { password: _p, ...noPassword } = body;
  expect((await call("POST", "/admin/updateClient", { token, body: noPassword })).json.responseData).toEqual({ message: businessMessages.clientUpdated, responseMsg: businessMessages.clientUpdated });
  expect(await one("select name, email, mobile, state_id, city_id, designation, address, zip_code, active, password_hash from users where id = ?", id)).toEqual({
    name: "Updated Client",
    email: "upd.client@example.com",
    mobile: "9123400012",
    state_id: 14,
    city_id: 3,
    designation: "Senior Advocate",
    address: "Nariman Point",
    zip_code: "400021",
    active: 1,
    password_hash: hash,
  });
  // Still signed in: nothing about the status changed.
  expect((await call("GET", "/user/getDashBoard", { token: session.token! })).json.responseStatus.statusCode).toBe("0");

  const off = await call("POST", "/admin/updateClient", { token, body: { ...body, userStatus: false } });
  expect(off.json.responseStatus.statusCode).toBe("0");
  expect((await one<{ active: number }>("select active from users where id = ?", id))!.active).toBe(0);
  expect((await call("GET", "/user/getDashBoard", { token: session.token! })).json.responseStatus.errorCode).toBe("106");
  await call("POST", "/admin/updateClient", { token, body: { ...body, userStatus: "true" } });
  expect((await one<{ active: number }>("select active from users where id = ?", id))!.active).toBe(1);

  const noName = await call("POST", "/admin/updateClient", { token, body: { ...body, name: " " } });
  expect(noName.status).toBe(400);
  expect(noName.json.responseData).toMatchObject({ message: messages.nameRequired, field: "name" });
  const takenMobile = await call("POST", "/admin/updateClient", { token, body: { ...body, mobile: "9876500004" } });
  expect(takenMobile.status).toBe(409);
  expect(takenMobile.json.responseData.field).toBe("mobile");
  const staffId = await call("POST", "/admin/updateClient", { token, body: { ...body, clientId: 1, mobile: "9123400013" } });
  expect(staffId.status).toBe(404);
  expect(staffId.json.responseData.message).toBe(businessMessages.clientNotFound);
  expect((await one<{ name: string }>("select name from users where id = 1"))!.name).toBe("Sunil Khanna");
  expect((await call("POST", "/admin/updateClient", { token, body: { ...body, clientId: "x" } })).json.responseData.field).toBe("clientId");
});

test("admin/deleteClient: a soft delete in D1; refused (409) while a paid plan runs; unknown or staff ids 404", async () => {
  const token = await staff("superadmin");
  const created = await call("POST", "/admin/addClient", { token, body: { name: "Del Client", email: "del.client@example.com", mobile: "9123400021", stateId: 32 } });
  const id = created.json.responseData.clientId as number;
  const r = await call("POST", "/admin/deleteClient", { token, body: { clientId: id } });
  expect(r.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: adminMessages.deleted } });
  expect((await one<{ d: string | null }>("select deleted_at d from users where id = ?", id))!.d).not.toBeNull();
  expect((await call("POST", "/admin/deleteClient", { token, body: { clientId: id } })).status).toBe(404);
  const paid = await call("POST", "/admin/deleteClient", { token, body: { clientId: 4 } });
  expect(paid.status).toBe(409);
  expect(paid.json.responseData.message).toBe(businessMessages.clientHasPlan);
  expect((await one<{ d: string | null }>("select deleted_at d from users where id = 4"))!.d).toBeNull();
  expect((await call("POST", "/admin/deleteClient", { token, body: { clientId: 2 } })).status).toBe(404);
  expect((await one<{ d: string | null }>("select deleted_at d from users where id = 2"))!.d).toBeNull();
  expect((await call("POST", "/admin/deleteClient", { token, body: {} })).status).toBe(400);
});

test("admin/getUserPaymentHist: a client's payments under the spec's names, amounts in paise as stored; an unknown e-mail 404, a malformed one 400", async () => {
  const token = await staff("admin");
  const r = await call("POST", "/admin/getUserPaymentHist", { token, body: { emailId: "subscriber@sar.example.com" } });
  expect(r.json.responseStatus.statusCode).toBe("0");
  const items = r.json.responseData.ojectList as Record<string, unknown>[];
  const stored = await all<{ amount_paise: number }>("select amount_paise from orders where user_id = 4 order by id desc");
  expect(items.length).toBe(stored.length);
  expect(items.length).toBeGreaterThan(0);
  expect(Object.keys(items[0]).sort()).toEqual(["paymentAmount", "paymentDate", "paymentId", "paymentMode", "paymentStatus", "planType"]);
  expect(items.map((i) => i.paymentAmount)).toEqual(stored.map((s) => s.amount_paise));
  const unknown = await call("POST", "/admin/getUserPaymentHist", { token, body: { emailId: "nobody@example.com" } });
  expect(unknown.status).toBe(404);
  // A staff member's e-mail is not a client's.
  expect((await call("POST", "/admin/getUserPaymentHist", { token, body: { emailId: "admin@sar.example.com" } })).status).toBe(404);
  const bad = await call("POST", "/admin/getUserPaymentHist", { token, body: { emailId: "not-an-email" } });
  expect(bad.status).toBe(400);
  expect(bad.json.responseData.field).toBe("emailId");
});

test("user/loginHistoryByClientIdForAdminPanel: a client's logins, 8 a page, under the spec's names; a staff id 404, no clientId 400", async () => {
  const signed = await apiSignin("noplan@sar.example.com");
  await call("GET", "/user/logout", { token: signed.token! });
  const token = await staff("admin");
  const r = await call("GET", "/user/loginHistoryByClientIdForAdminPanel?pageNumber=1&perPageLimit=8&clientId=5", { token });
  expect(r.json.responseStatus.statusCode).toBe("0");
  const items = r.json.responseData.ojectList as Record<string, unknown>[];
  const stored = (await one<{ n: number }>("select count(*) n from login_history where user_id = 5"))!.n;
  expect(items.length).toBe(Math.min(8, stored));
  expect(Object.keys(items[0]).sort()).toEqual(["activeDurationInMinutes", "loginTimestamp", "logoutTimestamp"]);
  expect(items[0].logoutTimestamp).not.toBe("none");
  expect((await call("GET", "/user/loginHistoryByClientIdForAdminPanel?pageNumber=1&clientId=1", { token })).status).toBe(404);
  const missing = await call("GET", "/user/loginHistoryByClientIdForAdminPanel?pageNumber=1", { token });
  expect(missing.status).toBe(400);
  expect(missing.json.responseData.field).toBe("clientId");
  expect((await call("GET", "/user/loginHistoryByClientIdForAdminPanel?pageNumber=1&clientId=5", { token: await staff("dataentry") })).status).toBe(403);
});
