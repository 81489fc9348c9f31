/**
 * The "web" Worker: builds the load context and hands the request to Remix.
 * Static files are served by Workers Static Assets before this code runs.
 */
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { edgeCache, GUEST_EDGE_TTL, GUEST_MAX_AGE, guestCacheKey, guestDocId } from "../app/services/cases/guest-cache.server";
import { sweepNotificationSends } from "../app/services/alerts/notifications.server";
import { completeCaseWrites } from "../app/services/cases/case-writes.server";
import { answerShardReader, withShardReader } from "../app/services/search/shard-reader.server";
import { reconcilePendingOrders } from "../app/services/commerce/payments.server";
import { sweepWatchAlerts } from "../app/services/alerts/watch.server";
import { createContext } from "../app/utils/context.server";
import { documentHtmlFor } from "../app/utils/document-html.server";
import { refuseCrossSitePost } from "../app/utils/csrf.server";
import type { Env, JobMessage } from "../app/utils/env.server";
import { bodyRefusal, guardFormBody } from "../app/utils/forms.server";
import { createNonce } from "../app/utils/nonce";
import jobs from "./jobs";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** This response's CSP nonce (entry.server puts it into the policy and on Remix's scripts). */
    nonce?: string;
  }
}

const handleRemixRequest = createRequestHandler(build);

/** Two years, the preload list's minimum. */
const HSTS = "max-age=63072000; includeSubDomains";

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    // The second level of a search past six case shards: this Worker's own entrypoint ShardReader (decision 134).
    env = withShardReader(env, ctx);
    const refused = refuseCrossSitePost(request);
    if (refused) return withSecurityHeaders(refused);
    const app = createContext(env, ctx);
    // A document request's map of HTML kept out of the hydration data (decision 056).
    const loadContext = { cloudflare: { env, ctx }, app, nonce: createNonce(), documentHtml: documentHtmlFor(request) };
    const guarded = guardFormBody(request, loadContext);
    if (guarded instanceof Response) return withSecurityHeaders(guarded);
    request = guarded;
    // Visitors' guest case pages come from the edge cache (decision 18); staff edits purge them.
    const url = new URL(request.url);
    const guestId = request.method === "GET" && !request.headers.get("cookie") && !url.search ? guestDocId(url.pathname) : null;
    if (guestId !== null) {
      const key = guestCacheKey(app.config.publicUrl, guestId);
      const hit = await edgeCache()!.match(key);
      // A copy cached by an earlier build names scripts the deploy removed (it would never
      // hydrate): only this build's copies are served; an older one is rendered again and replaced.
      if (hit && hit.headers.get("X-Build") === build.assets.version) {
        const res = new Response(hit.body, hit);
        res.headers.set("X-Cache", "HIT");
        return withSecurityHeaders(res);
      }
      const res = await handleRemixRequest(request, loadContext);
      if (res.status === 200) {
        res.headers.set("Cache-Control", `public, max-age=${GUEST_MAX_AGE}, s-maxage=${GUEST_EDGE_TTL}`);
        res.headers.set("X-Cache", "MISS");
        res.headers.set("X-Build", build.assets.version);
        ctx.waitUntil(edgeCache()!.put(key, res.clone()));
      }
      return withSecurityHeaders(res);
    }
    const res = await handleRemixRequest(request, loadContext);
    // A form body that could not be read answers 400/413, not the 500 Remix rendered for it.
    const bodyError = bodyRefusal(loadContext);
    if (bodyError) {
      await res.body?.cancel().catch(() => undefined);
      return withSecurityHeaders(bodyError);
    }
    return withSecurityHeaders(res, dependsOnSession(request, res));
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    // Every 10 minutes: orders left CREATED are checked with Razorpay, so a closed tab loses nothing.
    const context = createContext(env, ctx);
    ctx.waitUntil(reconcilePendingOrders(context).then(() => undefined));
    // Watch alerts a write could not queue, and the digests whose day has passed (decision 081).
    ctx.waitUntil(sweepWatchAlerts(context).catch((error) => console.error("watch alerts sweep:", error instanceof Error ? error.message : error)));
    // Case writes left half-way between the catalogue and a case shard: completed (decision 122).
    ctx.waitUntil(completeCaseWrites(context).then(() => undefined).catch((error) => console.error("case writes sweep:", error instanceof Error ? error.message : error)));
    // Notification sends accepted but never fanned out (the Worker died between the two): queued again (decision 100).
    ctx.waitUntil(
      sweepNotificationSends(context)
        .then(() => undefined)
        .catch((error) => console.error("notification sends sweep:", error instanceof Error ? error.message : error)),
    );
  },
  /**
   * The same consumer as the jobs Worker, so a single-Worker deployment (and the integration tests,
   * which run this bundle) can consume the queue too. Production binds the consumer to the jobs
   * Worker only (workers/wrangler.toml).
   */
  queue: (batch: MessageBatch<JobMessage>, env: Env, ctx: ExecutionContext) => jobs.queue(batch, env, ctx),
} satisfies ExportedHandler<Env, JobMessage>;

/**
 * The second level of a search over more than six case shards (decision 134): a reader of a group of
 * shards, a separate invocation reached only through a service binding (the runtime's loopback
 * binding `ctx.exports.ShardReader`, put on the Env as SHARD_READER by `withShardReader`).
 * A named entrypoint: no URL routes to it, and it answers 404 to a request without the front's marker.
 */
export const ShardReader = {
  fetch: (request: Request, env: Env) => answerShardReader(request, env),
} satisfies ExportedHandler<Env>;

/**
 * A page or single-fetch `.data` answer rendered for a session (cookie or bearer token), or any
 * answer that sets a cookie: no shared or browser cache may keep it. Resource routes (PDFs, the picture, JSON)
 * set their own caching.
 */
function dependsOnSession(request: Request, res: Response): boolean {
  // An answer that sets a cookie (login, logout, a session's refresh) is never to be stored, whatever it is.
  if (res.headers.get("set-cookie")) return true;
  if (!request.headers.get("cookie") && !request.headers.get("authorization")) return false;
  const type = res.headers.get("content-type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script") || new URL(request.url).pathname.endsWith(".data");
}

/** HSTS on every answer; `private, no-store` on answers that depend on a session. */
function withSecurityHeaders(res: Response, privateNoStore = false): Response {
  // Responses from fetch() and the cache have immutable headers.
  const out = new Response(res.body, res);
  out.headers.set("Strict-Transport-Security", HSTS);
  if (privateNoStore) out.headers.set("Cache-Control", "private, no-store");
  return out;
}
