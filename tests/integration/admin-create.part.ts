import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { adminInsertSql, checkAdmin, parseAdminArgs } from "../../scripts/lib/admin-create";
import { loginStaff, one, req, seed } from "./helpers";

/**
 * Issue 21 item 13: `npm run admin:create` makes the first Super Admin. Its SQL runs here in the
 * real D1 (as `wrangler d1 execute` runs it) and the account then logs in to the back office.
 */
beforeAll(async () => {
  await seed();
});

test("admin:create's account is a Super Admin who logs in with the typed password and reaches the Super Admin's screens", async () => {
  const checked = checkAdmin({ email: " First.Admin@SAR.example.com ", name: "Asha O'Rao", mobile: "9811111111", password: "Secret@123" });
  expect(checked.ok).toBe(true);
  if (!checked.ok) return;
  const sql = await adminInsertSql(checked.value, new Date());
  expect(sql).not.toContain("Secret@123");
  const added = await env.DB.prepare(sql).all<{ id: number }>();
  expect(added.results).toHaveLength(1);
  expect(await one("select role_id, name, email, active, deleted_at from users where id = ?", added.results[0].id)).toEqual({
    role_id: 3,
    name: "Asha O'Rao",
    email: "first.admin@sar.example.com",
    active: 1,
    deleted_at: null,
  });
  const { cookie } = await loginStaff("first.admin@sar.example.com", "Secret@123");
  expect(cookie).toBeTruthy();
  expect((await req("/admin/staff", { cookie })).status).toBe(200);
  // Run again (same e-mail or same mobile): nothing is written.
  const again = await env.DB.prepare(await adminInsertSql({ ...checked.value, mobile: "9811111119" }, new Date())).all();
  expect(again.results).toHaveLength(0);
  expect((await one<{ n: number }>("select count(*) n from users where email = 'first.admin@sar.example.com' or mobile = '9811111119'"))!.n).toBe(1);
});

test("admin:create refuses what the app refuses: a short password, a bad e-mail or mobile, no name", () => {
  const refused = checkAdmin({ email: "not-an-email", name: " ", mobile: "0123", password: "short" });
  expect(refused.ok).toBe(false);
  if (refused.ok) return;
  expect(refused.errors.map((e) => e.split(":")[0]).sort()).toEqual(["email", "mobile", "name", "password"]);
  expect(checkAdmin({ email: "a@b.in", name: "A", mobile: "9811111111", password: "fifteen-chars-x" }).ok).toBe(false);
});

test("admin:create's arguments: --email, --name, --mobile (also --flag=value), --remote", () => {
  expect(parseAdminArgs(["--email", "a@b.in", "--name=Asha Rao", "--mobile", "9811111111", "--remote"])).toEqual({ email: "a@b.in", name: "Asha Rao", mobile: "9811111111", remote: true });
  expect(parseAdminArgs(["--email", "a@b.in"]).remote).toBe(false);
  expect(() => parseAdminArgs(["--password", "x"])).toThrow("Unknown argument");
});
