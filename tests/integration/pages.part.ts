import { SELF } from "cloudflare:test";
import { expect, test } from "vitest";
import { copy } from "../../app/utils/copy";

const get = (path: string) => SELF.fetch(`http://127.0.0.1:8787${path}`, { redirect: "manual" });

test("the landing page carries the spec's texts", async () => {
  const res = await get("/");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(copy.landing.notice);
  expect(html.match(/State of the Art Search/g)!.length).toBeGreaterThanOrEqual(3);
  expect(html).toContain("Way of Searching");
  expect(html).toContain("Register Now");
  for (const item of ["HOME", "PLANS", "REGISTER", "LOGIN", "About Us", "License Agreement", "Disclaimer", "Privacy Policy"]) expect(html).toContain(item);
  expect(html).toMatch(new RegExp(`© (<!-- -->)?${new Date().getUTCFullYear()}`));
});

test.each(["/terms", "/disclaimer", "/privacypolicy"])("%s answers with the publisher's legal text", async (path) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/New Delhi/);
});

test("/admin and any other path under /admin show the admin login to a visitor", async () => {
  // A section that exists (/admin/cases) sends the visitor to the login at /admin; the rest show it in place.
  for (const path of ["/admin", "/admin/cases", "/admin/anything/else"]) {
    const res = await SELF.fetch(`http://127.0.0.1:8787${path}`);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(html).toContain("Username");
    expect(html).toContain("Forgot password?");
    expect(html).not.toContain(copy.landing.notice);
  }
});

test("an unknown path shows the landing page to a visitor without a session", async () => {
  const res = await get("/no/such/page");
  expect(res.status).toBe(200);
  expect(await res.text()).toContain(copy.landing.notice);
});
