/**
 * The web app's version check (subscriber §9): at start the app reads /meta.json, compares the
 * served version with the one it was built as, and when the served one is newer the page runs
 * from an old bundle (a cached page or a tab left open across a deploy). It then records that a
 * refresh is needed and refreshes once: every browser cache deleted, the page reloaded
 * (decision 015). Safe in the browser bundle: it imports only the version field of package.json,
 * read at build time.
 */
import { version } from "../../package.json";

/** The version this bundle was built as (package.json; subscriber §9 says 1.2.2). */
export const APP_VERSION: string = version;

/** The metadata file at the site root. */
export const META_PATH = "/meta.json";

/** sessionStorage key: the served version this tab last refreshed for (at most one reload per version). */
const REFRESHED_FOR = "sar.refreshedFor";

/**
 * Whether the served version is newer than the running one: compared numerically segment by
 * dot-separated segment, left to right, the first difference decides; a missing segment counts as
 * 0, and a server segment that is not a number counts as newer (§9).
 */
export function isNewerVersion(served: string, running: string = APP_VERSION): boolean {
  const s = served.trim().split(".");
  const r = running.trim().split(".");
  for (let i = 0; i < Math.max(s.length, r.length); i++) {
    const a = s[i] ?? "0";
    if (!/^\d+$/.test(a)) return true;
    const b = /^\d+$/.test(r[i] ?? "") ? Number(r[i]) : 0;
    if (Number(a) !== b) return Number(a) > b;
  }
  return false;
}

/** Set when the served version was found newer than this bundle (§9: "records that a refresh is needed"). */
export let refreshNeeded = false;

/** The refresh helper (§9): deletes every browser cache (Cache Storage) and force-reloads the page. */
export async function refreshApp(win: Window = window): Promise<void> {
  if ("caches" in win) {
    const names = await win.caches.keys();
    await Promise.all(names.map((n) => win.caches.delete(n)));
  }
  win.location.reload();
}

/**
 * Reads /meta.json (never from a cache) and, when it names a newer version than this bundle,
 * records it and refreshes the page — once per served version, so a server that keeps sending an
 * old bundle can never cause a reload loop. Any failure (offline, bad JSON) changes nothing.
 */
export async function checkAppVersion(win: Window = window): Promise<"current" | "refreshing" | "stale" | "unknown"> {
  let served: unknown;
  try {
    // No Accept header: the route answers JSON to any (its bytes paid for decision 120's fix).
    const res = await win.fetch(META_PATH, { cache: "no-store" });
    if (!res.ok) return "unknown";
    served = ((await res.json()) as { version?: unknown }).version;
  } catch {
    return "unknown";
  }
  if (typeof served !== "string" || !served.trim()) return "unknown";
  if (!isNewerVersion(served)) return "current";
  refreshNeeded = true;
  try {
    if (win.sessionStorage.getItem(REFRESHED_FOR) === served) return "stale";
    win.sessionStorage.setItem(REFRESHED_FOR, served);
  } catch {
    // Storage refused (private mode): refreshing without the guard could loop, so leave it recorded only.
    return "stale";
  }
  await refreshApp(win);
  return "refreshing";
}
