import { SELF } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import pkg from "../../package.json";
import { loginStaff, loginUser, req, seed } from "./helpers";

beforeAll(seed);

test("/meta.json answers JSON with the app's version from package.json, never cached, to anyone", async () => {
  const res = await SELF.fetch("http://127.0.0.1:8787/meta.json", { redirect: "manual" });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.headers.get("cache-control")).toMatch(/no-store/);
  expect(await res.json()).toEqual({ version: pkg.version });
  expect(pkg.version).toBe("1.2.2");
});

test("a logged-in subscriber and a staff member get the same file (no redirect to their dashboards)", async () => {
  for (const { cookie } of [await loginUser("subscriber@sar.example.com"), await loginStaff("admin@sar.example.com")]) {
    expect(cookie).toBeTruthy();
    const res = await req("/meta.json", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: pkg.version });
  }
});
