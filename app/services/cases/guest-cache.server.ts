/**
 * The guest case view is cacheable at the edge (decision 18): the Worker keeps visitors' copies
 * in the Workers Cache API under one canonical key per case, and staff edits purge it.
 */
import type { AppContext } from "../../utils/context.server";

export const GUEST_MAX_AGE = 300;
export const GUEST_EDGE_TTL = 86_400;

export function guestCacheKey(publicUrl: string, docId: number): Request {
  return new Request(`${publicUrl.replace(/\/$/, "")}/guestCase/${docId}`);
}

/** The cacheable guest path, if this is one (/guestCase/{digits}). */
export function guestDocId(pathname: string): number | null {
  const m = pathname.match(/^\/guestCase\/(\d{1,9})\/?$/);
  return m ? Number(m[1]) : null;
}

/** The Workers default cache (typed apart from the DOM's CacheStorage). */
export function edgeCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

export async function purgeGuestCase(ctx: AppContext, docId: number): Promise<void> {
  await edgeCache()?.delete(guestCacheKey(ctx.config.publicUrl, docId));
}

/**
 * The subscriber case page's case data (decision 056) is kept in the same edge cache, stamped with
 * `cache_versions.case_views`: every write to a case raises it (writeCase/writeCases), so a
 * copy is never read after any case changed — the case itself or one it shows (a referred case
 * overruled, a new citing case, a Similar Case unpublished). Copies of older versions expire.
 */
export const CASE_DATA_TTL = 86_400;

/** The current stamp as a scalar sub-select, for a statement the page sends anyway (null: no row, nothing is cached). */
export const CASE_VIEWS_VERSION_SQL = "(select version from cache_versions where name = 'case_views')";

export function caseDataKey(publicUrl: string, docId: number, version: number): Request {
  return new Request(`${publicUrl.replace(/\/$/, "")}/_cache/case-data/${docId}?v=${version}`);
}

/**
 * After a write to cases: every cached case data is stale. The stamp grows by a random step, not
 * by one, so a database put back to an earlier state (a restore, a test's rollback) and written
 * again does not reach a stamp an isolate's copy was kept under (`recent` below).
 */
export async function bumpCaseViews(ctx: AppContext): Promise<void> {
  await ctx.db.$client.prepare("update cache_versions set version = version + 1 + abs(random() % 1000000) where name = 'case_views'").run();
}

/**
 * The cached value for `key`, or `compute`'s, kept when it says so (a part that failed is not
 * kept). Without a version or a cache, `compute` every time.
 */
export async function cachedCaseData<T>(ctx: AppContext, docId: number, version: number | null, compute: () => Promise<{ value: T; keep: boolean }>): Promise<T> {
  const cache = edgeCache();
  if (version === null || !cache) return (await compute()).value;
  const key = caseDataKey(ctx.config.publicUrl, docId, version);
  // This isolate's own copy first (the same key, so the same version: never stale), then the edge cache.
  const mine = recent.get(key.url);
  if (mine) {
    recent.delete(key.url);
    recent.set(key.url, mine);
    return mine as T;
  }
  const hit = await cache.match(key);
  if (hit) return remember(key.url, (await hit.json()) as T);
  const { value, keep } = await compute();
  if (keep) {
    await cache.put(key, new Response(JSON.stringify(value), { headers: { "content-type": "application/json", "cache-control": `public, s-maxage=${CASE_DATA_TTL}` } }));
    remember(key.url, value);
  }
  return value;
}

/**
 * The case data this isolate read last, by cache key (doc id and version), least recently used
 * out first: a view of a case read a moment ago skips the cache's round trip and the JSON parse.
 * Callers treat the value as read-only (it is shared by the requests that read it).
 */
const recent = new Map<string, unknown>();
const RECENT_CASES = 64;

function remember<T>(key: string, value: T): T {
  recent.set(key, value);
  if (recent.size > RECENT_CASES) recent.delete(recent.keys().next().value!);
  return value;
}
