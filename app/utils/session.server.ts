/**
 * Sessions (decision 2): a random id in an HttpOnly, Secure, SameSite=Lax `__Host-` cookie; the
 * D1 row is keyed by the id's SHA-256, so a database leak does not leak live sessions. The server
 * enforces the 30-minute idle timeout (last seen) and an absolute lifetime. Subscribers and staff
 * have separate cookies (the spec's separate user and admin tokens). API clients may send the
 * same id as `Authorization: Bearer <id>` (a legacy `<id>@<digit>` is accepted; the digit is
 * ignored — it grants nothing).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { loginHistory, sessions, users } from "../../db/schema";
import type { AppContext } from "./context.server";
import { activePlanSql, parseActivePlan, type ActivePlan } from "./active-plan.server";
import { unreadCountSql } from "./unread-count.server";

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, to spare writes on every click. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionKind = "user" | "admin";

export const COOKIE_NAMES: Record<SessionKind, string> = {
  user: "__Host-sar_user",
  admin: "__Host-sar_admin",
};

const encoder = new TextEncoder();

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw)).replace(/\+/g, "-").replace(/\//g, "_").replace(/={1,2}$/, "");
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

/** Personal API tokens start with this, so they are never mistaken for a session id. */
export const API_TOKEN_PREFIX = "lr_";

/** The `Authorization: Bearer <token>` value (a legacy `<id>@<digit>` loses its digit), or null. */
export function bearerToken(request: Request): string | null {
  const auth = request.headers.get("authorization");
  if (!auth) return null;
  const token = auth.replace(/^Bearer\s+/i, "").split("@")[0].trim();
  return token.length >= 20 ? token : null;
}

function sessionIdFrom(request: Request, kind: SessionKind): string | null {
  const fromCookie = readCookie(request, COOKIE_NAMES[kind]);
  if (fromCookie) return fromCookie;
  const token = bearerToken(request);
  // A personal API token (decision 071) is not a session id: app/api resolves it.
  return token && !token.startsWith(API_TOKEN_PREFIX) ? token : null;
}

export function sessionCookie(kind: SessionKind, id: string, maxAgeSeconds: number): string {
  return `${COOKIE_NAMES[kind]}=${encodeURIComponent(id)}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export function clearSessionCookie(kind: SessionKind): string {
  return `${COOKIE_NAMES[kind]}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

export type SessionUser = {
  sessionIdHash: string;
  kind: SessionKind;
  userId: number;
  roleId: number;
  name: string;
  email: string;
  mobile: string;
  /** the subscriber's active plan, read with the session (null for staff and for users without one) */
  plan: ActivePlan | null;
  /** the bell's number, read with the session (0 for staff) */
  unread: number;
};

export type SessionLookup =
  | { status: "none" }
  | { status: "expired" }
  | { status: "active"; user: SessionUser };

const iso = (d: Date | number) => new Date(d).toISOString();

/** Ends a session row and closes its login-history entry (logout, idle, expiry or revocation). */
export async function endSession(ctx: AppContext, idHash: string, reason: "logout" | "idle" | "expired" | "revoked") {
  lookups.delete(ctx);
  const row = await ctx.db.select().from(sessions).where(eq(sessions.idHash, idHash)).get();
  if (!row || row.endedAt) return;
  const endedAt = reason === "logout" || reason === "revoked" ? ctx.clock.now() : new Date(Math.min(Date.parse(row.lastSeenAt) + IDLE_TIMEOUT_MS, Date.parse(row.expiresAt)));
  const activeEnd = reason === "logout" || reason === "revoked" ? ctx.clock.now() : new Date(row.lastSeenAt);
  const minutes = Math.max(0, Math.round((activeEnd.getTime() - Date.parse(row.createdAt)) / 60_000));
  await ctx.db.batch([
    ctx.db
      .update(sessions)
      .set({ endedAt: iso(endedAt), endReason: reason })
      .where(and(eq(sessions.idHash, idHash), isNull(sessions.endedAt))),
    ctx.db
      .update(loginHistory)
      .set({ logoutAt: iso(endedAt), activeMinutes: minutes })
      .where(and(eq(loginHistory.sessionIdHash, idHash), isNull(loginHistory.logoutAt))),
  ]);
}

/**
 * Looks up the caller's session of one kind. An idle or expired session is ended on the spot
 * and reported as "expired" (the spec's errorCode 106), never silently extended.
 */
export async function lookupSession(ctx: AppContext, request: Request, kind: SessionKind): Promise<SessionLookup> {
  const id = sessionIdFrom(request, kind);
  if (!id) return { status: "none" };
  // A page's loaders (root's and the route's) run at once and each asks: one look-up serves them all.
  if (request.method !== "GET") return readSession(ctx, id, kind);
  let memo = lookups.get(ctx);
  if (!memo) lookups.set(ctx, (memo = new Map()));
  const key = `${kind} ${id}`;
  let found = memo.get(key);
  if (!found) {
    found = readSession(ctx, id, kind, key);
    memo.set(key, found);
    found.catch(() => memo.delete(key));
  }
  return found;
}

/**
 * The session look-ups of one request (its AppContext; decision 056), GET requests only: they run
 * no action, so nothing a look-up read changes within them except by `endSession`, which forgets
 * them. A POST (an action, then the loaders of its page) looks up afresh each time.
 */
const lookups = new WeakMap<AppContext, Map<string, Promise<SessionLookup>>>();

/** A page's own query riding with the session look-up (`rideWithSession`). */
type Rider = { build: (idHash: string) => BatchItem<"sqlite">; resolve: (rows: unknown[]) => void; reject: (e: unknown) => void };

/** Riders waiting for their request's look-up, by look-up key; a key whose look-up has taken them maps to null. */
const riders = new WeakMap<AppContext, Map<string, Rider[] | null>>();

function ridersOf(ctx: AppContext): Map<string, Rider[] | null> {
  let waiting = riders.get(ctx);
  if (!waiting) riders.set(ctx, (waiting = new Map()));
  return waiting;
}

/**
 * A page's own query that needs nothing but the caller's session (decision 095) — built from the
 * session's stored hash, e.g. `user_id = (select user_id from sessions where id_hash = ?)` — goes
 * to D1 in one batch with the session look-up, one round trip instead of two. Its rows, or null
 * without a session id. The caller must still check the session (requireUser …) and use the rows
 * only when it is active. A query asked after the look-up has gone (or in a POST) runs on its own.
 */
export async function rideWithSession<T>(ctx: AppContext, request: Request, kind: SessionKind, build: (idHash: string) => BatchItem<"sqlite">): Promise<T[] | null> {
  const id = sessionIdFrom(request, kind);
  if (!id) return null;
  if (request.method === "GET") {
    const key = `${kind} ${id}`;
    const waiting = ridersOf(ctx);
    const list = waiting.has(key) ? waiting.get(key)! : [];
    if (list) {
      waiting.set(key, list);
      const rows = new Promise<unknown[]>((resolve, reject) => list.push({ build, resolve, reject }));
      // The look-up takes its riders once it has the hash (after this turn): start it if no loader has.
      void lookupSession(ctx, request, kind).catch(() => undefined);
      return (await rows) as T[];
    }
  }
  return (await (build(await sha256(id)) as unknown as Promise<T[]>)) ?? [];
}

async function readSession(ctx: AppContext, id: string, kind: SessionKind, key?: string): Promise<SessionLookup> {
  const idHash = await sha256(id);
  // The riders asked by now go with the look-up; later ones run on their own (the key is marked
  // taken even when none was asked, so a later one never waits for a look-up that has gone).
  let going: Rider[] = [];
  if (key) {
    const waiting = ridersOf(ctx);
    going = waiting.get(key) ?? [];
    waiting.set(key, null);
  }
  return lookupSessionByHash(ctx, idHash, kind, going);
}

/** The look-up by the stored hash (also a personal API token's seat, decision 071). */
export async function lookupSessionByHash(ctx: AppContext, idHash: string, kind: SessionKind, riding: Rider[] = []): Promise<SessionLookup> {
  const query = ctx.db
    .select({
      idHash: sessions.idHash,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      userId: users.id,
      roleId: users.roleId,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      active: users.active,
      deletedAt: users.deletedAt,
      plan: kind === "user" ? activePlanSql(sql`${users.id}`, ctx.clock.now().toISOString()) : sql<string | null>`null`,
      unread: kind === "user" ? unreadCountSql(sql`${users.id}`) : sql<number>`0`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  let row: Awaited<typeof query>[number] | undefined;
  if (riding.length) {
    // One round trip for the session and the page's riding queries (decision 095).
    try {
      const [rows, ...theirs] = await ctx.db.batch([query, ...riding.map((r) => r.build(idHash))]);
      row = rows[0];
      riding.forEach((r, i) => r.resolve(theirs[i] as unknown[]));
    } catch (e) {
      for (const r of riding) r.reject(e);
      throw e;
    }
  } else row = await query.get();
  if (!row || row.kind !== kind) return { status: "none" };
  if (row.endedAt) return { status: "expired" };
  const now = ctx.clock.now().getTime();
  if (now - Date.parse(row.lastSeenAt) > IDLE_TIMEOUT_MS) {
    await endSession(ctx, idHash, "idle");
    return { status: "expired" };
  }
  if (now >= Date.parse(row.expiresAt)) {
    await endSession(ctx, idHash, "expired");
    return { status: "expired" };
  }
  if (!row.active || row.deletedAt) {
    await endSession(ctx, idHash, "revoked");
    return { status: "expired" };
  }
  if (now - Date.parse(row.lastSeenAt) > TOUCH_INTERVAL_MS) {
    await ctx.db.update(sessions).set({ lastSeenAt: iso(now) }).where(eq(sessions.idHash, idHash));
  }
  return {
    status: "active",
    user: { sessionIdHash: idHash, kind, userId: row.userId, roleId: row.roleId, name: row.name, email: row.email, mobile: row.mobile, plan: parseActivePlan(row.plan), unread: Number(row.unread) || 0 },
  };
}

/** A live session: not ended, seen within the idle timeout, within its lifetime. */
export function liveSessionCondition(userId: number, nowIso: string, idleCutoffIso: string) {
  return and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.lastSeenAt, idleCutoffIso), gt(sessions.expiresAt, nowIso));
}

/**
 * A live session that holds one of the plan's seats: a sign-in (browser or API). A personal API
 * token's session is its owner's own scripts, not a second reader: it holds none (decision 103).
 */
export function seatSessionCondition(userId: number, nowIso: string, idleCutoffIso: string) {
  return and(liveSessionCondition(userId, nowIso, idleCutoffIso), isNull(sessions.apiTokenId));
}

/**
 * Creates a session, atomically refusing it when the user already holds `seats` sessions that
 * take a seat (decision 3: a login beyond the plan's parallel users is refused, nobody is thrown
 * out). `apiTokenId` marks a personal token's session, which takes no seat (decision 103).
 * Returns the raw id for the cookie, or null when every seat is taken.
 */
export async function createSession(
  ctx: AppContext,
  input: { userId: number; kind: SessionKind; seats: number | null; ip: string | null; userAgent: string | null; apiTokenId?: number | null },
): Promise<string | null> {
  const id = randomToken();
  const idHash = await sha256(id);
  const now = ctx.clock.now();
  const nowIso = iso(now);
  const idleCutoff = iso(now.getTime() - IDLE_TIMEOUT_MS);
  const expires = iso(now.getTime() + ABSOLUTE_LIFETIME_MS);
  const seatCheck =
    input.seats === null
      ? sql`1`
      : sql`(select count(*) from ${sessions} where ${seatSessionCondition(input.userId, nowIso, idleCutoff)}) < ${input.seats}`;
  // One statement: the count and the insert cannot interleave with a parallel login.
  const inserted = await ctx.db.run(sql`
    insert into ${sessions} (id_hash, user_id, kind, created_at, last_seen_at, expires_at, ip, user_agent, api_token_id)
    select ${idHash}, ${input.userId}, ${input.kind}, ${nowIso}, ${nowIso}, ${expires}, ${input.ip}, ${input.userAgent}, ${input.apiTokenId ?? null}
    where ${seatCheck}`);
  if (!inserted.meta.changes) return null;
  await ctx.db.batch([
    ctx.db.insert(loginHistory).values({ userId: input.userId, sessionIdHash: idHash, loginAt: nowIso, ip: input.ip, userAgent: input.userAgent }),
    ctx.db.update(users).set({ lastLoginAt: nowIso }).where(eq(users.id, input.userId)),
  ]);
  return id;
}

/** Closes idle sessions of one user so that their seats count as free and their history is right. */
export async function sweepIdleSessions(ctx: AppContext, userId: number) {
  const now = ctx.clock.now().getTime();
  const stale = await ctx.db
    .select({ idHash: sessions.idHash, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .all();
  for (const s of stale) {
    if (now - Date.parse(s.lastSeenAt) > IDLE_TIMEOUT_MS) await endSession(ctx, s.idHash, "idle");
    else if (now >= Date.parse(s.expiresAt)) await endSession(ctx, s.idHash, "expired");
  }
}

/** Ends every live session of a user except one (after a password change or reset). */
export async function endOtherSessions(ctx: AppContext, userId: number, keepIdHash: string | null) {
  const live = await ctx.db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .all();
  for (const s of live) if (s.idHash !== keepIdHash) await endSession(ctx, s.idHash, "revoked");
}
