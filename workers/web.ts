/**
 * The "web" Worker: builds the load context and hands the request to Remix.
 * Static files are served by Workers Static Assets before this code runs.
 */
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { edgeCache, GUEST_EDGE_TTL, GUEST_MAX_AGE, guestCacheKey, guestDocId } from "../app/services/guest-cache.server";
import { reconcilePendingOrders } from "../app/services/payments.server";
import { createContext } from "../app/utils/context.server";
import { refuseCrossSitePost } from "../app/utils/csrf.server";
import type { Env, JobMessage } from "../app/utils/env.server";
import jobs from "./jobs";

const handleRemixRequest = createRequestHandler(build);

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const refused = refuseCrossSitePost(request);
    if (refused) return refused;
    const context = createContext(env, ctx);
    // Visitors' guest case pages come from the edge cache (decision 18); staff edits purge them.
    const url = new URL(request.url);
    const guestId = request.method === "GET" && !request.headers.get("cookie") && !url.search ? guestDocId(url.pathname) : null;
    if (guestId !== null) {
      const key = guestCacheKey(context.config.publicUrl, guestId);
      const hit = await edgeCache()!.match(key);
      if (hit) {
        const res = new Response(hit.body, hit);
        res.headers.set("X-Cache", "HIT");
        return res;
      }
      const res = await handleRemixRequest(request, { cloudflare: { env, ctx }, app: context });
      if (res.status === 200) {
        res.headers.set("Cache-Control", `public, max-age=${GUEST_MAX_AGE}, s-maxage=${GUEST_EDGE_TTL}`);
        res.headers.set("X-Cache", "MISS");
        ctx.waitUntil(edgeCache()!.put(key, res.clone()));
      }
      return res;
    }
    return handleRemixRequest(request, { cloudflare: { env, ctx }, app: context });
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    // Every 10 minutes: orders left CREATED are checked with Razorpay, so a closed tab loses nothing.
    const context = createContext(env, ctx);
    ctx.waitUntil(reconcilePendingOrders(context).then(() => undefined));
  },
  /**
   * The same consumer as the jobs Worker, so a single-Worker deployment (and the integration tests,
   * which run this bundle) can consume the queue too. Production binds the consumer to the jobs
   * Worker only (workers/wrangler.toml).
   */
  queue: (batch: MessageBatch<JobMessage>, env: Env, ctx: ExecutionContext) => jobs.queue(batch, env, ctx),
} satisfies ExportedHandler<Env, JobMessage>;
