/**
 * Personal API tokens (issue 23 item 5, decision 071). A subscriber creates, names and revokes
 * them on My Account; a token is shown once and stored as its SHA-256. Sent as
 * `Authorization: Bearer lr_…`, a token acts for its owner with the owner's plan, and while in use
 * it has one session row, which idles out after 30 minutes like any session. That row is marked as
 * the token's and takes none of the plan's parallel seats: a token is its owner's own scripts, not
 * a second reader, so it works while the owner reads in the browser, and a sign-in never waits for
 * it nor logs it out (decision 103; the account's tokens share one caller's rate limit instead).
 * Revoking ends that session at once; a password change or reset revokes every token of the
 * account (decision 100).
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { apiTokens, users } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import {
  API_TOKEN_PREFIX,
  createSession,
  endSession,
  lookupSessionByHash,
  randomToken,
  sha256,
  sweepIdleSessions,
  type SessionUser,
} from "../../utils/session.server";
import { MAX_API_TOKENS } from "./api-tokens.schema";

export type ApiTokenRow = { id: number; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };

/** last_used_at is written at most this often. */
const USED_INTERVAL_MS = 60 * 1000;

export async function listApiTokens(ctx: AppContext, userId: number): Promise<ApiTokenRow[]> {
  return ctx.db
    .select({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.id))
    .all();
}

/** A new token for a subscriber; the raw value is returned once and never stored. */
export async function createApiToken(
  ctx: AppContext,
  input: { userId: number; name: string },
): Promise<{ ok: true; id: number; token: string } | { ok: false; message: string }> {
  const token = API_TOKEN_PREFIX + randomToken(32);
  const now = ctx.clock.now().toISOString();
  // One statement: the count and the insert cannot interleave with a parallel create.
  const inserted = await ctx.db.run(sql`
    insert into ${apiTokens} (user_id, name, token_hash, prefix, created_at)
    select ${input.userId}, ${input.name}, ${await sha256(token)}, ${token.slice(0, 10)}, ${now}
    where (select count(*) from ${apiTokens} where user_id = ${input.userId} and revoked_at is null) < ${MAX_API_TOKENS}
      and exists (select 1 from ${users} where id = ${input.userId} and role_id = 2 and deleted_at is null)`);
  if (!inserted.meta.changes) return { ok: false, message: `You may hold at most ${MAX_API_TOKENS} tokens. Revoke one first.` };
  return { ok: true, id: Number(inserted.meta.last_row_id), token };
}

/** Revokes one of the owner's tokens and ends its session; another's token is simply not found. */
export async function revokeApiToken(ctx: AppContext, input: { userId: number; tokenId: number }): Promise<boolean> {
  const row = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: ctx.clock.now().toISOString() })
    .where(and(eq(apiTokens.id, input.tokenId), eq(apiTokens.userId, input.userId), isNull(apiTokens.revokedAt)))
    .returning({ sessionIdHash: apiTokens.sessionIdHash })
    .get();
  if (!row) return false;
  if (row.sessionIdHash) await endSession(ctx, row.sessionIdHash, "revoked");
  return true;
}

/**
 * Every live token of the user revoked — a statement for the password change's or reset's own
 * batch (decision 100): a new password ends what the old one let anyone set up, tokens as well as
 * sessions (whose rows, the tokens' among them, endOtherSessions ends).
 */
export function revokeAllApiTokens(ctx: AppContext, userId: number, nowIso: string) {
  return ctx.db.update(apiTokens).set({ revokedAt: nowIso }).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

/** Is this session row a personal token's (rather than a sign-in)? */
export async function isTokenSession(ctx: AppContext, sessionIdHash: string): Promise<boolean> {
  return Boolean(await ctx.db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.sessionIdHash, sessionIdHash)).get());
}

export type TokenCaller =
  | { status: "active"; user: SessionUser; tokenId: number }
  /** unknown, revoked, or its owner gone: the spec's errorCode 106 */
  | { status: "invalid" };

/**
 * The caller behind a personal token: its session row, reused while live, otherwise a new one
 * marked as the token's, which takes no seat (decision 103) — so a token is never refused because
 * its owner is signed in elsewhere.
 */
export async function callerFromApiToken(ctx: AppContext, token: string, meta: { ip: string | null; userAgent: string | null }): Promise<TokenCaller> {
  const row = await ctx.db
    .select({ id: apiTokens.id, userId: apiTokens.userId, revokedAt: apiTokens.revokedAt, sessionIdHash: apiTokens.sessionIdHash, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, await sha256(token)))
    .get();
  if (!row || row.revokedAt) return { status: "invalid" };
  const now = ctx.clock.now();
  if (row.sessionIdHash) {
    const found = await lookupSessionByHash(ctx, row.sessionIdHash, "user");
    if (found.status === "active") {
      if (!row.lastUsedAt || now.getTime() - Date.parse(row.lastUsedAt) > USED_INTERVAL_MS) {
        await ctx.db.update(apiTokens).set({ lastUsedAt: now.toISOString() }).where(eq(apiTokens.id, row.id));
      }
      return { status: "active", user: found.user, tokenId: row.id };
    }
  }
  const owner = await ctx.db.select({ active: users.active, deletedAt: users.deletedAt, roleId: users.roleId }).from(users).where(eq(users.id, row.userId)).get();
  if (!owner || !owner.active || owner.deletedAt || owner.roleId !== 2) return { status: "invalid" };
  await sweepIdleSessions(ctx, row.userId);
  const sessionId = await createSession(ctx, { userId: row.userId, kind: "user", seats: null, apiTokenId: row.id, ip: meta.ip, userAgent: meta.userAgent ?? `api-token:${row.id}` });
  if (!sessionId) return { status: "invalid" };
  const idHash = await sha256(sessionId);
  // Only the request that finds the token's session as it was may set the new one; a parallel first use
  // gives its extra session back.
  const claimed = await ctx.db
    .update(apiTokens)
    .set({ sessionIdHash: idHash, lastUsedAt: now.toISOString() })
    .where(
      and(
        eq(apiTokens.id, row.id),
        isNull(apiTokens.revokedAt),
        row.sessionIdHash ? eq(apiTokens.sessionIdHash, row.sessionIdHash) : isNull(apiTokens.sessionIdHash),
      ),
    )
    .returning({ id: apiTokens.id })
    .get();
  if (!claimed) {
    await endSession(ctx, idHash, "revoked");
    return callerFromApiTokenOnce(ctx, token);
  }
  const found = await lookupSessionByHash(ctx, idHash, "user");
  return found.status === "active" ? { status: "active", user: found.user, tokenId: row.id } : { status: "invalid" };
}

/** After losing a race for the token's session: the winner's, or 106 if it was revoked meanwhile. */
async function callerFromApiTokenOnce(ctx: AppContext, token: string): Promise<TokenCaller> {
  const row = await ctx.db
    .select({ id: apiTokens.id, revokedAt: apiTokens.revokedAt, sessionIdHash: apiTokens.sessionIdHash })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, await sha256(token)))
    .get();
  if (!row || row.revokedAt || !row.sessionIdHash) return { status: "invalid" };
  const found = await lookupSessionByHash(ctx, row.sessionIdHash, "user");
  return found.status === "active" ? { status: "active", user: found.user, tokenId: row.id } : { status: "invalid" };
}
