/**
 * The courts screen's 37-character name limit (back-office spec: "court name and branch name
 * required, max 37 characters") and the master's own longer name, "High Court of Jammu & Kashmir
 * and Ladakh" (40 characters, migration 0030): picked from the list as it is, it adds a branch to
 * that court (no retyping, no new court); a new court's name is still held to 37.
 */
import { beforeAll, expect, test } from "vitest";
import { adminMessages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { html, loginRoles, one, req, seed } from "./helpers";

const JK = "High Court of Jammu & Kashmir and Ladakh";
const cookies: Record<"superAdmin", string | null> = { superAdmin: null };

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

const count = async (sql: string, ...binds: unknown[]) => (await one<{ n: number }>(sql, ...binds))!.n;
const add = (form: Record<string, string>) => req("/admin/court?dialog=add", { cookie: cookies.superAdmin, form: { intent: "add", ...form } });

test("the master's 40-character court takes a new branch from its name as listed; no second court is made", async () => {
  expect(JK).toHaveLength(40);
  const jk = (await one<{ id: number }>("select id from courts where name = ?", JK))!.id;
  // The add dialog offers the name as it is (the datalist of court names).
  expect(await (await req("/admin/court?dialog=add", { cookie: cookies.superAdmin })).text()).toContain(`<option value="${html(JK)}">`);
  const courts = await count("select count(*) n from courts");
  const res = await add({ courtName: JK, branchName: "Zqlong Circuit Bench" });
  expect(res.status).toBe(302);
  expect(await count("select count(*) n from courts")).toBe(courts);
  expect(await count("select count(*) n from court_branches where court_id = ? and name = 'Zqlong Circuit Bench'", jk)).toBe(1);
  // The same in another case, as the court is found by name (any case).
  expect((await add({ courtName: JK.toLowerCase(), branchName: "Zqlong Second Bench" })).status).toBe(302);
  expect(await count("select count(*) n from court_branches where court_id = ?", jk)).toBeGreaterThanOrEqual(4);
  // Through the API by the court's id (no name typed at all).
  const token = (await apiSignin("superadmin@sar.example.com", "Demo@2026", "admin")).token!;
  const api = await call("POST", "/admin/addCourtBranch", { token, body: { courtId: jk, courtBranchName: ["Zqlong Third Bench"] } });
  expect(api.json.responseStatus.statusCode).toBe("0");
  expect(await count("select count(*) n from court_branches where court_id = ? and name = 'Zqlong Third Bench'", jk)).toBe(1);
});

test("a new court's name is still at most 37 characters; a long name that is not the master's is refused", async () => {
  const courts = await count("select count(*) n from courts");
  for (const courtName of ["x".repeat(38), `${JK} Bench`, "High Court of Jammu and Kashmir and Ladakh"]) {
    const res = await add({ courtName, branchName: "Leh" });
    expect(res.status, courtName).toBe(400);
    expect(await res.text()).toContain(html(adminMessages.courtNameLong));
  }
  expect(await count("select count(*) n from courts")).toBe(courts);
});
