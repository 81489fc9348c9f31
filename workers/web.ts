/**
 * The "web" Worker: builds the load context and hands the request to Remix.
 * Static files are served by Workers Static Assets before this code runs.
 */
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { createContext } from "../app/utils/context.server";
import type { Env } from "../app/utils/env.server";

const handleRemixRequest = createRequestHandler(build);

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const context = createContext(env, ctx);
    return handleRemixRequest(request, { cloudflare: { env, ctx }, app: context });
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    // Periodic housekeeping; payment reconciliation joins it with the payments issue.
    const context = createContext(env, ctx);
    ctx.waitUntil(context.jobs.send({ type: "housekeeping" }));
  },
} satisfies ExportedHandler<Env>;
