/**
 * Origin check on every state-changing request that carries cookies: a POST from another site
 * (CSRF) is refused before any route runs. Cookie-less API calls with a bearer token pass.
 */
export function refuseCrossSitePost(request: Request): Response | null {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  if (!request.headers.get("cookie")) return null;
  const origin = request.headers.get("origin");
  if (origin && origin === new URL(request.url).origin) return null;
  return new Response("Cross-site request refused", { status: 403 }
);
}
