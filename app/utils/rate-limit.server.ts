/**
 * Fixed-window counters in D1 (table rate_limits) for abuse limits (decision 8). One UPSERT ...
 * RETURNING per hit, so parallel requests cannot both slip under the limit.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import type { AppContext } from "./context.server";

function windowStart(now: number, windowMs: number): string {
  return new Date(Math.floor(now / windowMs) * windowMs).toISOString();
}

/** Counts one hit; returns whether it is within the limit. */
export async function hit(ctx: AppContext, key: string, windowMs: number, limit: number): Promise<boolean> {
  const start = windowStart(ctx.clock.now().getTime(), windowMs);
  const row = await ctx.db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
    .get();
  return row.count <= limit;
}

/** The number of hits so far in the current window. */
export async function count(ctx: AppContext, key: string, windowMs: number): Promise<number> {
  const start = windowStart(ctx.clock.now().getTime(), windowMs);
  const row = await ctx.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)))
    .get();
  return row?.count ?? 0;
}

/** Marks a key as paused from now on (e.g. an account after too many failed logins). */
export async function pause(ctx: AppContext, key: string) {
  await ctx.db.insert(rateLimits).values({ key, windowStart: ctx.clock.now().toISOString(), count: 1 }).onConflictDoNothing();
}

/** Whether a pause on the key began less than `durationMs` ago. */
export async function isPaused(ctx: AppContext, key: string, durationMs: number): Promise<boolean> {
  const since = new Date(ctx.clock.now().getTime() - durationMs).toISOString();
  const row = await ctx.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)))
    .get();
  return Boolean(row);
}
