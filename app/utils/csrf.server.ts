import { requestMessages } from "./copy";

/**
 * Origin check on every state-changing request, before any route runs (CSRF):
 * - a request that carries cookies must come from our own origin;
 * - any request that names an origin must name ours. Remix's own check (the Origin header against
 *   X-Forwarded-Host or Host) throws inside the request handler, which answers 500; refusing the same
 *   requests here answers 403 instead.
 * Cookie-less API calls with a bearer token (no Origin header) pass.
 */
export function refuseCrossSitePost(request: Request): Response | null {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const origin = request.headers.get("origin");
  if (origin === null) return request.headers.get("cookie") ? refused() : null;
  const url = new URL(request.url);
  if (origin !== url.origin) return refused();
  // The host Remix compares the origin with (a proxy's X-Forwarded-Host first).
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  if (!host || host !== url.host) return refused();
  return null;
}

function refused(): Response {
  return new Response(requestMessages.crossSite, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
