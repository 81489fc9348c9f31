/**
 * Accounts: login, registration with OTP, password reset, e-mail verification, change password.
 * Every check is made here on the server; nothing the browser says about an OTP or a role counts.
 */
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { otps, states, userTokens, users } from "../../db/schema";
import type { AppContext } from "../utils/context.server";
import { messages } from "../utils/copy";
import { hashPassword, verifyPassword } from "../utils/password.server";
import { hit, isPaused, pause } from "../utils/rate-limit.server";
import { createSession, endOtherSessions, randomToken, sha256, sweepIdleSessions, type SessionKind } from "../utils/session.server";
import { getActivePlan } from "./subscriptions.server";

export const CLIENT_ROLE = 2;
export const STAFF_ROLES = [3, 1, 4] as const;

const MINUTE = 60_000;
const LOGIN_FAILURE_LIMIT = 10;
const LOGIN_WINDOW_MS = 15 * MINUTE;
const LOGIN_PAUSE_MS = 15 * MINUTE;
export const OTP_TTL_MS = 10 * MINUTE;
export const OTP_MAX_TRIES = 5;
const TOKEN_TTL_MS: Record<"verify_email" | "reset_password" | "set_password", number> = {
  verify_email: 7 * 24 * 60 * MINUTE,
  reset_password: 60 * MINUTE,
  set_password: 7 * 24 * 60 * MINUTE,
};

type Failure = { ok: false; message: string; status?: number };

const iso = (ms: number) => new Date(ms).toISOString();

// ---------------------------------------------------------------- login

export type LoginResult = { ok: true; sessionId: string; user: { id: number; name: string; email: string; mobile: string; roleId: number } } | Failure;

/**
 * Logs a subscriber (kind "user") or a staff member (kind "admin") in with e-mail or mobile and
 * password. Failures count towards the 10-in-15-minutes pause; a subscriber gets at most as many
 * live sessions as their plan's parallel users.
 */
export async function login(
  ctx: AppContext,
  input: { login: string; password: string; kind: SessionKind; ip: string | null; userAgent: string | null },
): Promise<LoginResult> {
  const login = input.login.trim().toLowerCase();
  const roles = input.kind === "user" ? [CLIENT_ROLE] : [...STAFF_ROLES];
  const user = await ctx.db
    .select()
    .from(users)
    .where(and(or(eq(users.email, login), eq(users.mobile, login)), inArray(users.roleId, roles), isNull(users.deletedAt)))
    .get();
  const invalid: Failure = { ok: false, message: messages.invalidCredentials, status: 401 };
  if (!user) {
    // Spend the same time as a real check, so timing does not tell which accounts exist.
    await verifyPassword(input.password, "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
    return invalid;
  }
  if (await isPaused(ctx, `login-pause:${user.id}`, LOGIN_PAUSE_MS)) {
    return { ok: false, message: messages.tooManyAttempts(15), status: 429 };
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const within = await hit(ctx, `login-fail:${user.id}`, LOGIN_WINDOW_MS, LOGIN_FAILURE_LIMIT - 1);
    if (!within) {
      await pause(ctx, `login-pause:${user.id}`);
      return { ok: false, message: messages.tooManyAttempts(15), status: 429 };
    }
    return invalid;
  }
  if (!user.active) return { ok: false, message: messages.accountInactive, status: 403 };

  let seats: number | null = null;
  if (input.kind === "user") {
    await sweepIdleSessions(ctx, user.id);
    seats = (await getActivePlan(ctx, user.id))?.parallelUsers ?? 1;
  }
  const sessionId = await createSession(ctx, { userId: user.id, kind: input.kind, seats, ip: input.ip, userAgent: input.userAgent });
  if (!sessionId) return { ok: false, message: messages.seatsFull(seats ?? 1), status: 409 };
  return { ok: true, sessionId, user: { id: user.id, name: user.name, email: user.email, mobile: user.mobile, roleId: user.roleId } };
}

// ---------------------------------------------------------------- OTP and registration

export async function otpHash(otpId: number, code: string) {
  return sha256(`otp:${otpId}:${code}`);
}

function sixDigits(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;
  return String(n).padStart(6, "0");
}

/** Sends a registration OTP to the mobile and the e-mail (decision 5, 8). */
export async function requestSignupOtp(
  ctx: AppContext,
  input: { email: string; mobile: string; ip: string | null },
): Promise<{ ok: true } | Failure> {
  const email = input.email.toLowerCase();
  const taken = await ctx.db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.email, email), eq(users.mobile, input.mobile)))
    .get();
  if (taken) return { ok: false, message: taken.email === email ? messages.emailTaken : messages.mobileTaken, status: 409 };

  const keys = [`otp:m:${input.mobile}`, `otp:e:${email}`, ...(input.ip ? [`otp:ip:${input.ip}`] : [])];
  for (const key of keys) {
    if (!(await hit(ctx, `${key}:min`, MINUTE, 1))) return { ok: false, message: messages.tooManyOtps, status: 429 };
  }
  for (const key of keys) {
    if (!(await hit(ctx, `${key}:hour`, 60 * MINUTE, 5))) return { ok: false, message: messages.tooManyOtpsHour, status: 429 };
  }

  const now = ctx.clock.now();
  const code = sixDigits();
  const row = await ctx.db
    .insert(otps)
    .values({ purpose: "signup", mobile: input.mobile, email, codeHash: "pending", expiresAt: iso(now.getTime() + OTP_TTL_MS), createdAt: now.toISOString(), clientIp: input.ip })
    .returning({ id: otps.id })
    .get();
  await ctx.db.update(otps).set({ codeHash: await otpHash(row.id, code) }).where(eq(otps.id, row.id));
  const text = `${code} is your ${ctx.config.appName} registration OTP. It is valid for 10 minutes. Do not share it with anyone.`;
  try {
    await ctx.jobs.send({ type: "sms", id: `otp-${row.id}`, to: input.mobile, text });
    await ctx.jobs.send({ type: "email", id: `otp-${row.id}`, to: email, subject: `Your ${ctx.config.appName} OTP`, text });
  } catch {
    return { ok: false, message: messages.otpNotSent, status: 503 };
  }
  return { ok: true };
}

/**
 * Checks an OTP. Each guess spends one of the five tries in one atomic UPDATE, so parallel
 * guesses cannot exceed the limit; a right code is consumed in the same step (single use).
 */
export async function consumeSignupOtp(ctx: AppContext, input: { email: string; mobile: string; code: string }): Promise<boolean> {
  const nowIso = ctx.clock.now().toISOString();
  const latest = await ctx.db
    .select({ id: otps.id })
    .from(otps)
    .where(and(eq(otps.mobile, input.mobile), eq(otps.email, input.email.toLowerCase()), eq(otps.purpose, "signup")))
    .orderBy(desc(otps.id))
    .get();
  if (!latest) return false;
  const guessHash = await otpHash(latest.id, input.code);
  const row = await ctx.db
    .update(otps)
    .set({
      attempts: sql`${otps.attempts} + 1`,
      consumedAt: sql`case when ${otps.codeHash} = ${guessHash} then ${nowIso} else null end`,
    })
    .where(and(eq(otps.id, latest.id), isNull(otps.consumedAt), gt(otps.expiresAt, nowIso), sql`${otps.attempts} < ${OTP_MAX_TRIES}`))
    .returning({ consumedAt: otps.consumedAt })
    .get();
  return Boolean(row?.consumedAt);
}

export type RegisterInput = { name: string; email: string; mobile: string; password: string; stateId: number; otp: string };

/** Creates a subscriber after the server has checked the OTP (decision 5). */
export async function register(ctx: AppContext, input: RegisterInput): Promise<{ ok: true; userId: number } | Failure & { field?: string }> {
  const email = input.email.toLowerCase();
  const state = await ctx.db.select({ id: states.id }).from(states).where(and(eq(states.id, input.stateId), eq(states.countryId, 101))).get();
  if (!state) return { ok: false, message: messages.stateRequired, field: "stateId" };
  const taken = await ctx.db.select({ email: users.email }).from(users).where(or(eq(users.email, email), eq(users.mobile, input.mobile))).get();
  if (taken) return { ok: false, message: taken.email === email ? messages.emailTaken : messages.mobileTaken, status: 409 };
  if (!(await consumeSignupOtp(ctx, { email, mobile: input.mobile, code: input.otp }))) {
    return { ok: false, message: messages.wrongOtp, field: "otp" };
  }
  const nowIso = ctx.clock.now().toISOString();
  let userId: number;
  try {
    const row = await ctx.db
      .insert(users)
      .values({
        roleId: CLIENT_ROLE,
        name: input.name,
        email,
        mobile: input.mobile,
        passwordHash: await hashPassword(input.password),
        countryId: 101,
        stateId: input.stateId,
        cityId: null,
        designation: null,
        address: null,
        zipCode: null,
        mobileVerifiedAt: nowIso,
        createdAt: nowIso,
        modifiedAt: nowIso,
      })
      .returning({ id: users.id })
      .get();
    userId = row.id;
  } catch {
    // A parallel registration won the unique e-mail or mobile.
    return { ok: false, message: messages.emailTaken, status: 409 };
  }
  await sendVerificationEmail(ctx, { id: userId, email, name: input.name }, "user");
  return { ok: true, userId };
}

// ---------------------------------------------------------------- tokens (verify, reset)

/** A link token is "<random>$<email>" (back-office §2: its second '$' part is the e-mail). */
async function issueToken(ctx: AppContext, user: { id: number; email: string }, kind: keyof typeof TOKEN_TTL_MS): Promise<string> {
  const token = `${randomToken(24)}$${user.email}`;
  const now = ctx.clock.now().getTime();
  await ctx.db.insert(userTokens).values({
    userId: user.id,
    kind,
    tokenHash: await sha256(token),
    email: user.email,
    expiresAt: iso(now + TOKEN_TTL_MS[kind]),
    createdAt: iso(now),
  });
  return token;
}

function link(ctx: AppContext, path: string, token: string) {
  return `${ctx.config.publicUrl.replace(/\/$/, "")}${path}?token=${encodeURIComponent(token)}`;
}

export async function sendVerificationEmail(ctx: AppContext, user: { id: number; email: string; name: string }, kind: SessionKind) {
  const token = await issueToken(ctx, user, "verify_email");
  const url = link(ctx, kind === "user" ? "/verifyEmail" : "/admin/verifiedEmail", token);
  await ctx.jobs.send({
    type: "email",
    id: `verify-${await sha256(token)}`,
    to: user.email,
    subject: `Confirm your e-mail address for ${ctx.config.appName}`,
    text: `Dear ${user.name},\n\nPlease confirm your e-mail address by opening this link:\n${url}\n\nThe link is valid for 7 days.`,
  });
}

/** Sends a set-password link to a client or staff member created in the back office (decision 5). */
export async function sendSetPasswordEmail(ctx: AppContext, user: { id: number; email: string; name: string }, kind: SessionKind) {
  const token = await issueToken(ctx, user, "set_password");
  const url = link(ctx, kind === "user" ? "/resetPassword" : "/admin/reset", token);
  await ctx.jobs.send({
    type: "email",
    id: `setpw-${await sha256(token)}`,
    to: user.email,
    subject: `Your ${ctx.config.appName} account`,
    text: `Dear ${user.name},\n\nAn account has been created for you. Set your password here:\n${url}\n\nThe link is valid for 7 days.`,
  });
}

/**
 * Sends a password-reset link. The answer is the same whether or not the address has an account,
 * so the form cannot be used to find out who subscribes.
 */
export async function forgotPassword(ctx: AppContext, input: { email: string; kind: SessionKind; ip: string | null }): Promise<{ ok: true } | Failure> {
  const email = input.email.toLowerCase();
  if (!(await hit(ctx, `forgot:e:${email}`, 60 * MINUTE, 5)) || (input.ip && !(await hit(ctx, `forgot:ip:${input.ip}`, 60 * MINUTE, 20)))) {
    return { ok: false, message: messages.tooManyOtpsHour, status: 429 };
  }
  const roles = input.kind === "user" ? [CLIENT_ROLE] : [...STAFF_ROLES];
  const user = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.email, email), inArray(users.roleId, roles), isNull(users.deletedAt)))
    .get();
  if (user) {
    const token = await issueToken(ctx, user, "reset_password");
    const url = link(ctx, input.kind === "user" ? "/resetPassword" : "/admin/reset", token);
    await ctx.jobs.send({
      type: "email",
      id: `reset-${await sha256(token)}`,
      to: user.email,
      subject: `Reset your ${ctx.config.appName} password`,
      text: `Dear ${user.name},\n\nTo choose a new password open this link within one hour:\n${url}\n\nIf you did not ask for it, ignore this e-mail.`,
    });
  }
  return { ok: true };
}

/** Validates a reset or set-password link without using it. */
export async function validateResetToken(ctx: AppContext, token: string): Promise<{ ok: true; email: string } | Failure> {
  const row = await ctx.db
    .select({ email: userTokens.email, usedAt: userTokens.usedAt, expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, await sha256(token)), inArray(userTokens.kind, ["reset_password", "set_password"])))
    .get();
  if (!row || row.usedAt || Date.parse(row.expiresAt) <= ctx.clock.now().getTime()) return { ok: false, message: messages.linkInvalid };
  return { ok: true, email: row.email };
}

/** Uses a link token once: marks it used in one atomic UPDATE and returns its user. */
async function useToken(ctx: AppContext, token: string, kinds: ("verify_email" | "reset_password" | "set_password")[]) {
  const nowIso = ctx.clock.now().toISOString();
  return ctx.db
    .update(userTokens)
    .set({ usedAt: nowIso })
    .where(and(eq(userTokens.tokenHash, await sha256(token)), inArray(userTokens.kind, kinds), isNull(userTokens.usedAt), gt(userTokens.expiresAt, nowIso)))
    .returning({ userId: userTokens.userId, email: userTokens.email, kind: userTokens.kind })
    .get();
}

/** Sets a new password from a reset link (works once); the link also proves the e-mail address. */
export async function resetPassword(ctx: AppContext, input: { token: string; password: string }): Promise<{ ok: true } | Failure> {
  const used = await useToken(ctx, input.token, ["reset_password", "set_password"]);
  if (!used) return { ok: false, message: messages.linkInvalid };
  const nowIso = ctx.clock.now().toISOString();
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${nowIso})`, modifiedAt: nowIso })
    .where(and(eq(users.id, used.userId), eq(users.email, used.email)));
  await endOtherSessions(ctx, used.userId, null);
  return { ok: true };
}

/** Confirms an e-mail address from a verification link (works once). */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ ok: true; email: string } | Failure> {
  const used = await useToken(ctx, token, ["verify_email"]);
  if (!used) return { ok: false, message: messages.linkInvalid };
  await ctx.db.update(users).set({ emailVerifiedAt: ctx.clock.now().toISOString() }).where(and(eq(users.id, used.userId), eq(users.email, used.email)));
  return { ok: true, email: used.email };
}

/** Changes the caller's password and ends their other sessions. */
export async function changePassword(ctx: AppContext, input: { userId: number; sessionIdHash: string; password: string }) {
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), modifiedAt: ctx.clock.now().toISOString(), modifiedBy: input.userId })
    .where(eq(users.id, input.userId));
  await endOtherSessions(ctx, input.userId, input.sessionIdHash);
}

/** The verification pages' loader: the link from the query, used once. */
export async function verifyEmailFromRequest(ctx: AppContext, request: Request): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { ok: false, message: messages.linkInvalid };
  const result = await verifyEmail(ctx, token);
  return result.ok ? { ok: true, email: result.email } : { ok: false, message: result.message };
}
