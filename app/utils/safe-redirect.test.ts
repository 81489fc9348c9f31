import { expect, test } from "vitest";
import { safeRedirect } from "./forms.server";

const ORIGIN = "https://sar.example.com";

test("paths a browser would resolve to another origin fall back", () => {
  for (const to of ["/\t/127.0.0.2:8793/", "/\n/evil.example", "/\r\n/evil.example", "//evil.example", "/\\evil.example", "/\\\\evil.example", "/\t\\evil.example", "https://evil.example/", "javascript:alert(1)", "search", "", null, undefined]) {
    expect(safeRedirect(to, "/search", ORIGIN), JSON.stringify(to)).toBe("/search");
  }
});

test("dot segments that leave a path starting with // fall back (issue 22 item 9)", () => {
  for (const to of ["/.//127.0.0.2:8793/", "/..//127.0.0.2:8793/", "/%2e//127.0.0.2:8793/", "/%2E%2E//evil.example", "/./\\127.0.0.2:8793/", "/a/..//evil.example/x?y#z", "/.///evil.example"]) {
    const out = safeRedirect(to, "/search", ORIGIN);
    expect(out, JSON.stringify(to)).toBe("/search");
    // What a browser does with the answer as a Location header.
    expect(new URL(out, `${ORIGIN}/auth/login`).origin).toBe(ORIGIN);
  }
  // Dot segments that stay on the site are resolved, as a browser would.
  expect(safeRedirect("/a/./b/../library?x=1", "/search", ORIGIN)).toBe("/a/library?x=1");
  expect(safeRedirect("/search?q=a//b", "/search", ORIGIN)).toBe("/search?q=a//b");
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
