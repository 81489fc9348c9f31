/**
 * Abuse limits in D1 (table rate_limits, decision 8 and docs/decisions/017-login-throttle.md).
 *
 * Sliding windows (`take`, `giveBack`, `recent`): a row's window_start is the moment of a hit and
 * count the hits at that moment, so "at most N in any W" is the sum of the rows newer than now − W,
 * never reset by the clock ("every 60 s" is 60 s since the last one). Pauses (`pause`, `isPaused`)
 * are a row at the moment the pause began. Every check-and-count is one statement, so parallel
 * requests cannot both slip under a limit.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import type { AppContext } from "./context.server";

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

// ---------------------------------------------------------------- sliding windows

/** At most `limit` hits under `key` in any `windowMs`. */
export type Rule = { key: string; windowMs: number; limit: number };

/** A hit that was counted: give it back with `giveBack` when it turns out not to count. */
export type Taken = { ok: true; keys: string[]; at: string } | { ok: false; rule: Rule };

const sumSince = (key: string, since: string) =>
  sql`(select coalesce(sum(${rateLimits.count}), 0) from ${rateLimits} where ${rateLimits.key} = ${key} and ${rateLimits.windowStart} > ${since})`;

/**
 * Counts one hit under each rule's key, only when every rule is still under its limit: the check
 * and the insert are one statement. A refusal names the first rule (in the given order) that is
 * at its limit, so callers list the shortest window first.
 */
export async function take(ctx: AppContext, rules: Rule[]): Promise<Taken> {
  const now = ctx.clock.now().getTime();
  const at = new Date(now).toISOString();
  const keys = [...new Set(rules.map((r) => r.key))];
  const within = sql.join(
    rules.map((r) => sql`${sumSince(r.key, new Date(now - r.windowMs).toISOString())} < ${r.limit}`),
    sql` and `,
  );
  const inserted = await ctx.db.run(sql`
    insert into ${rateLimits} (key, window_start, count)
    select value, ${at}, 1 from json_each(${JSON.stringify(keys)}) where ${within}
    on conflict (key, window_start) do update set "count" = "count" + 1`);
  if (inserted.meta.changes) return { ok: true, keys, at };
  for (const rule of rules) {
    if ((await recent(ctx, rule.key, rule.windowMs)) >= rule.limit) return { ok: false, rule };
  }
  // Every rule has room again (the window moved between the two statements): refuse anyway.
  return { ok: false, rule: rules[0] };
}

/** Undoes a hit counted by `take` (e.g. a login attempt that turned out not to be a failure). */
export async function giveBack(ctx: AppContext, taken: Taken) {
  if (!taken.ok) return;
  await ctx.db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(inArray(rateLimits.key, taken.keys), eq(rateLimits.windowStart, taken.at)));
}

/** The hits under `key` in the last `windowMs`. */
export async function recent(ctx: AppContext, key: string, windowMs: number): Promise<number> {
  const since = new Date(ctx.clock.now().getTime() - windowMs).toISOString();
  const row = await ctx.db.get<{ n: number }>(sql`select ${sumSince(key, since)} as n`);
  return Number(row?.n ?? 0);
}
