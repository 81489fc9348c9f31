import { expect, test, vi } from "vitest";
import pkg from "../../package.json";
import { APP_VERSION, checkAppVersion, isNewerVersion, refreshApp } from "./app-version";

test("the bundle's version is package.json's, read at build time", () => {
  expect(APP_VERSION).toBe(pkg.version);
});

test("versions compare numerically per dot-separated segment; a non-numeric server segment counts as newer", () => {
  expect(isNewerVersion("1.2.3", "1.2.2")).toBe(true);
  expect(isNewerVersion("1.10.0", "1.9.9")).toBe(true); // numerically, not as text
  expect(isNewerVersion("2", "1.9.9")).toBe(true);
  expect(isNewerVersion("1.2.2.1", "1.2.2")).toBe(true);
  expect(isNewerVersion("1.2.2", "1.2.2")).toBe(false);
  expect(isNewerVersion("1.2.2.0", "1.2.2")).toBe(false);
  expect(isNewerVersion("1.2.1", "1.2.2")).toBe(false);
  expect(isNewerVersion("1.9.10", "1.10.0")).toBe(false);
  expect(isNewerVersion("0.9", "1.2.2")).toBe(false);
  expect(isNewerVersion("1.2.beta", "1.2.2")).toBe(true);
  expect(isNewerVersion("1.x", "1.2.2")).toBe(true);
  // An older leading segment decides before a non-numeric later one is reached.
  expect(isNewerVersion("1.1.x", "1.2.2")).toBe(false);
});

/** A window with just what the check uses. */
function fakeWindow(served: unknown, opts: { ok?: boolean } = {}) {
  const store = new Map<string, string>();
  const deleted: string[] = [];
  const win = {
    fetch: vi.fn(async () => new Response(JSON.stringify(served), { status: opts.ok === false ? 500 : 200 })),
    sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    caches: { keys: async () => ["remix-a", "remix-b"], delete: async (n: string) => (deleted.push(n), true) },
    location: { reload: vi.fn() },
  };
  return { win: win as unknown as Window, reload: win.location.reload, fetch: win.fetch, deleted };
}

test("the refresh helper deletes every browser cache and reloads the page", async () => {
  const w = fakeWindow({});
  await refreshApp(w.win);
  expect(w.deleted).toEqual(["remix-a", "remix-b"]);
  expect(w.reload).toHaveBeenCalledTimes(1);
});

test("a newer served version refreshes once; the same or an older one, or a bad answer, changes nothing", async () => {
  const newer = fakeWindow({ version: "1.2.10" });
  expect(await checkAppVersion(newer.win)).toBe("refreshing");
  expect(newer.fetch).toHaveBeenCalledWith("/meta.json", expect.objectContaining({ cache: "no-store" }));
  expect(newer.deleted).toEqual(["remix-a", "remix-b"]);
  // Still served as newer after the reload (a stale bundle in some cache): no second reload.
  expect(await checkAppVersion(newer.win)).toBe("stale");
  expect(newer.reload).toHaveBeenCalledTimes(1);

  for (const [served, ok, expected] of [
    [{ version: APP_VERSION }, true, "current"],
    [{ version: "1.0.0" }, true, "current"],
    [{ version: 3 }, true, "unknown"],
    [{ version: "9.9.9" }, false, "unknown"],
  ] as const) {
    const w = fakeWindow(served, { ok });
    expect(await checkAppVersion(w.win)).toBe(expected);
    expect(w.reload).not.toHaveBeenCalled();
    expect(w.deleted).toEqual([]);
  }
});
