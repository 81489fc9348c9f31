import { expect, test } from "vitest";
import { refuseCrossSitePost } from "./csrf.server";

const post = (headers: Record<string, string>) => new Request("https://sar.example/auth/login", { method: "POST", headers });

test("a POST with cookies from another origin, or with no origin, is refused", () => {
  expect(refuseCrossSitePost(post({ cookie: "a=b", origin: "https://evil.example" }))?.status).toBe(403);
  expect(refuseCrossSitePost(post({ cookie: "a=b" }))?.status).toBe(403);
});

test("a cross-site POST without cookies is refused too (Remix's own check would answer 500)", () => {
  expect(refuseCrossSitePost(post({ origin: "https://evil.example", host: "sar.example" }))?.status).toBe(403);
  expect(refuseCrossSitePost(post({ origin: "null", host: "sar.example" }))?.status).toBe(403);
  expect(refuseCrossSitePost(post({ origin: "https://sar.example", host: "sar.example", "x-forwarded-host": "evil.example" }))?.status).toBe(403);
  expect(refuseCrossSitePost(post({ origin: "https://sar.example", host: "sar.example" }))).toBeNull();
});

test("same-origin POSTs, cookie-less API calls and GETs pass", () => {
  expect(refuseCrossSitePost(post({ cookie: "a=b", origin: "https://sar.example", host: "sar.example" }))).toBeNull();
  expect(refuseCrossSitePost(post({ authorization: "Bearer x" }))).toBeNull();
  expect(refuseCrossSitePost(new Request("https://sar.example/", { headers: { cookie: "a=b" } }))).toBeNull();
});
