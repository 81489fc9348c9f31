/**
 * The guest case view is cacheable at the edge (decision 18): the Worker keeps visitors' copies
 * in the Workers Cache API under one canonical key per case, and staff edits purge it.
 */
import type { AppContext } from "../utils/context.server";

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
