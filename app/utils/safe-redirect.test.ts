import { expect, test } from "vitest";
import { safeRedirect } from "./forms.server";

const ORIGIN = "https://sar.example.com";

test("paths a browser would resolve to another origin fall back", () => {
  for (const to of ["/\t/127.0.0.2:8793/", "/\n/evil.example", "/\r\n/evil.example", "//evil.example", "/\\evil.example", "/\\\\evil.example", "/\t\\evil.example", "https://evil.example/", "javascript:alert(1)", "search", "", null, undefined]) {
    expect(safeRedirect(to, "/search", ORIGIN), JSON.stringify(to)).toBe("/search");
  }
});

test("same-origin paths keep their query and hash, normalised so a Location header accepts them", () => {
  expect(safeRedirect("/viewCase/1001?from=search#p3", "/search", ORIGIN)).toBe("/viewCase/1001?from=search#p3");
  expect(safeRedirect("/libr\nary", "/search", ORIGIN)).toBe("/library");
  expect(safeRedirect("/a b/ü", "/search", ORIGIN)).toBe("/a%20b/%C3%BC");
  for (const to of ["/x\r\ny", "/x%0d%0aSet-Cookie:a=b", "/\u0000x", "/x\u2028y"]) {
    const out = safeRedirect(to, "/search", ORIGIN);
    expect(() => new Headers({ location: out }), JSON.stringify(to)).not.toThrow();
    expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
  }
});
