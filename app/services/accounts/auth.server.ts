/**
 * Accounts: login, registration with OTP, password reset, e-mail verification, change password.
 * Every check is made here on the server; nothing the browser says about an OTP or a role counts.
 */
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { otps, sessions, states, userTokens, users } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import { messages } from "../../utils/copy";
import { hashPassword, verifyPassword } from "../../utils/password.server";
import { giveBack, isPaused, pause, take, type Rule, type Taken } from "../../utils/rate-limit.server";
import {
  createSession,
  endOtherSessions,
  endSession,
  IDLE_TIMEOUT_MS,
  randomToken,
  seatSessionCondition,
  sha256,
  sweepIdleSessions,
  type SessionKind,
} from "../../utils/session.server";
import { isTokenSession, revokeAllApiTokens } from "./api-tokens.server";
import { getActivePlan } from "./subscriptions.server";

/** The service's input schemas, for the pages' actions and the API (decision 058). */
export * from "./auth.schema";

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

export type LoginResult =
  | { ok: true; sessionId: string; user: { id: number; name: string; email: string; mobile: string; roleId: number } }
  | (Failure & { paused?: boolean; takeover?: string });

/** Failed logins one client address may make in any 15 minutes, whatever accounts they name. */
export const ADDRESS_FAILURE_LIMIT = 20;
const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

type Account = typeof users.$inferSelect;

async function findAccount(ctx: AppContext, login: string, kind: SessionKind): Promise<Account | undefined> {
  const id = login.trim().toLowerCase();
  const roles = kind === "user" ? [CLIENT_ROLE] : [...STAFF_ROLES];
  return ctx.db
    .select()
    .from(users)
    .where(and(or(eq(users.email, id), eq(users.mobile, id)), inArray(users.roleId, roles), isNull(users.deletedAt)))
    .get();
}

/**
 * Spends one of the client address's failed-login slots up front (one atomic statement, so a
 * flood in parallel cannot slip past the limit); the caller gives it back when the attempt turns
 * out not to be a failure. Without a known address (local tools) there is no address limit.
 */
async function takeAddressSlot(ctx: AppContext, ip: string | null): Promise<Taken | null> {
  if (!ip) return null;
  return take(ctx, [{ key: `login-fail-ip:${ip}`, windowMs: LOGIN_WINDOW_MS, limit: ADDRESS_FAILURE_LIMIT }]);
}

/** Counts a wrong password against the account; the tenth in 15 minutes pauses it. */
async function countAccountFailure(ctx: AppContext, userId: number): Promise<boolean> {
  const within = await take(ctx, [{ key: `login-fail:${userId}`, windowMs: LOGIN_WINDOW_MS, limit: LOGIN_FAILURE_LIMIT - 1 }]);
  if (within.ok) return false;
  await pause(ctx, `login-pause:${userId}`);
  return true;
}

const accountPaused = (ctx: AppContext, userId: number) => isPaused(ctx, `login-pause:${userId}`, LOGIN_PAUSE_MS);

/**
 * Logs a subscriber (kind "user") or a staff member (kind "admin") in with e-mail or mobile and
 * password (docs/decisions/017-login-throttle.md). Failures are limited per client address and
 * per account; ten in 15 minutes pause the account, and during a pause only the password together
 * with a sign-in code sent to the account's own e-mail and mobile lets anyone in, so a stranger
 * can slow an attack but cannot lock the owner out. A subscriber gets at most as many live
 * sessions as their plan's parallel users.
 */
export async function login(
  ctx: AppContext,
  input: { login: string; password: string; code?: string | null; kind: SessionKind; ip: string | null; userAgent: string | null },
): Promise<LoginResult> {
  const slot = await takeAddressSlot(ctx, input.ip);
  if (slot && !slot.ok) return { ok: false, message: messages.tooManyFromAddress, status: 429 };
  const outcome = await checkLogin(ctx, input);
  // Only a wrong password or code counts against the address.
  if (slot && !outcome.failed) await giveBack(ctx, slot);
  return outcome.result;
}

async function checkLogin(
  ctx: AppContext,
  input: { login: string; password: string; code?: string | null; kind: SessionKind; ip: string | null; userAgent: string | null },
): Promise<{ result: LoginResult; failed: boolean }> {
  const invalid: Failure = { ok: false, message: messages.invalidCredentials, status: 401 };
  const user = await findAccount(ctx, input.login, input.kind);
  if (!user) {
    // Spend the same time as a real check, so timing does not tell which accounts exist.
    await verifyPassword(input.password, DUMMY_HASH);
    return { result: invalid, failed: true };
  }
  const code = input.code?.trim() || null;
  if (await accountPaused(ctx, user.id)) {
    // Without a code the answer is the pause whatever the password, so a pause is no oracle.
    if (!code) return { result: { ok: false, message: messages.tooManyAttempts(15), status: 429, paused: true }, failed: false };
    const wrong: Failure = { ok: false, message: messages.wrongPasswordOrCode, status: 401 };
    if (!(await verifyPassword(input.password, user.passwordHash))) return { result: wrong, failed: true };
    // Only someone who knows the password spends one of the code's tries.
    if (!(await consumeOtp(ctx, { purpose: "login", email: user.email, mobile: user.mobile, code }))) return { result: wrong, failed: true };
  } else if (!(await verifyPassword(input.password, user.passwordHash))) {
    if (await countAccountFailure(ctx, user.id)) {
      return { result: { ok: false, message: messages.tooManyAttempts(15), status: 429, paused: true }, failed: true };
    }
    return { result: invalid, failed: true };
  }
  if (!user.active) return { result: { ok: false, message: messages.accountInactive, status: 403 }, failed: false };

  let seats: number | null = null;
  let hasPlan = false;
  if (input.kind === "user") {
    await sweepIdleSessions(ctx, user.id);
    const plan = await getActivePlan(ctx, user.id);
    hasPlan = Boolean(plan);
    seats = plan?.parallelUsers ?? 1;
  }
  const sessionId = await createSession(ctx, { userId: user.id, kind: input.kind, seats, ip: input.ip, userAgent: input.userAgent });
  if (!sessionId) {
    // The password (and the code of a paused account) was proven above: only now may the owner
    // be offered to log out the other device (docs/decisions/026).
    const message = hasPlan ? messages.seatsFull(seats ?? 1) : messages.seatsInUseNoPlan;
    return { result: { ok: false, message, status: 409, takeover: await issueSeatTakeover(ctx, user) }, failed: false };
  }
  return {
    result: { ok: true, sessionId, user: { id: user.id, name: user.name, email: user.email, mobile: user.mobile, roleId: user.roleId } },
    failed: false,
  };
}

/** How long the offer to log out the other device stays usable. */
export const SEAT_TAKEOVER_TTL_MS = 5 * MINUTE;

/** A one-time token (stored hashed) that lets this account, its password just proven, free a seat. */
async function issueSeatTakeover(ctx: AppContext, user: { id: number; email: string }): Promise<string> {
  const token = randomToken(24);
  const now = ctx.clock.now().getTime();
  await ctx.db.insert(userTokens).values({
    userId: user.id,
    kind: "seat_takeover",
    tokenHash: await sha256(token),
    email: user.email,
    expiresAt: iso(now + SEAT_TAKEOVER_TTL_MS),
    createdAt: iso(now),
  });
  return token;
}

/**
 * "Log out the other device" (docs/decisions/026): with the one-time token that a seats-full
 * refusal gave after the password was proven, ends the account's least recently active live
 * session(s) — as many as it takes to free one seat — and logs this browser in. The token works
 * once and for 5 minutes; anything else changes nothing.
 */
export async function takeOverSeat(
  ctx: AppContext,
  input: { token: string; ip: string | null; userAgent: string | null },
): Promise<LoginResult> {
  const expired: Failure = { ok: false, message: messages.seatTakeoverExpired, status: 400 };
  const used = await useToken(ctx, input.token, ["seat_takeover"]);
  if (!used) return expired;
  const user = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, used.userId), eq(users.roleId, CLIENT_ROLE), isNull(users.deletedAt)))
    .get();
  if (!user) return expired;
  if (!user.active) return { ok: false, message: messages.accountInactive, status: 403 };
  await sweepIdleSessions(ctx, user.id);
  const plan = await getActivePlan(ctx, user.id);
  const seats = plan?.parallelUsers ?? 1;
  const now = ctx.clock.now();
  const live = await ctx.db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    // Only sign-ins hold seats: the owner's personal tokens keep working (decision 103).
    .where(seatSessionCondition(user.id, now.toISOString(), iso(now.getTime() - IDLE_TIMEOUT_MS)))
    .orderBy(asc(sessions.lastSeenAt), asc(sessions.createdAt))
    .all();
  for (const s of live.slice(0, Math.max(0, live.length - seats + 1))) await endSession(ctx, s.idHash, "revoked");
  const sessionId = await createSession(ctx, { userId: user.id, kind: "user", seats, ip: input.ip, userAgent: input.userAgent });
  // A parallel login took the freed seat: offer it again (the password was proven for this account).
  if (!sessionId) {
    return { ok: false, message: plan ? messages.seatsFull(seats) : messages.seatsInUseNoPlan, status: 409, takeover: await issueSeatTakeover(ctx, user) };
  }
  return { ok: true, sessionId, user: { id: user.id, name: user.name, email: user.email, mobile: user.mobile, roleId: user.roleId } };
}

/**
 * "Send me a sign-in code" on a paused account: with the right password, a one-time code goes to
 * the account's registered mobile and e-mail through the jobs queue (the OTP limits of decision 8
 * apply). The answer is the same whether the account exists, is paused or the password is right,
 * so asking for a code tells a stranger nothing; a wrong password counts against the address.
 */
export async function requestSignInCode(
  ctx: AppContext,
  input: { login: string; password: string; kind: SessionKind; ip: string | null },
): Promise<{ ok: true } | Failure> {
  const slot = await takeAddressSlot(ctx, input.ip);
  if (slot && !slot.ok) return { ok: false, message: messages.tooManyFromAddress, status: 429 };
  const user = await findAccount(ctx, input.login, input.kind);
  const right = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (slot && right) await giveBack(ctx, slot);
  if (!user || !right || !user.active || !(await accountPaused(ctx, user.id))) return { ok: true };
  const text = `{code} is your ${ctx.config.appName} sign-in code. It is valid for 10 minutes. Do not share it with anyone; we never ask for it.`;
  // A refused send (OTP limits) or a queue failure still answers the same.
  await sendOtp(ctx, { purpose: "login", email: user.email, mobile: user.mobile, ip: input.ip, jobPrefix: "signin", subject: `Your ${ctx.config.appName} sign-in code`, text });
  return { ok: true };
}

// ---------------------------------------------------------------- OTP and registration

export async function otpHash(otpId: number, code: string) {
  return sha256(`otp:${otpId}:${code}`);
}

function sixDigits(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;
  return String(n).padStart(6, "0");
}

/**
 * The OTP limits of decision 8 for one send: one in any 60 s and five in any hour for each
 * mobile, e-mail and client address (sliding windows: "60 s since the last one").
 */
function otpRules(input: { email: string; mobile: string; ip: string | null }): Rule[] {
  const keys = [`otp:m:${input.mobile}`, `otp:e:${input.email}`, ...(input.ip ? [`otp:ip:${input.ip}`] : [])].map((k) => `${k}:sent`);
  return [...keys.map((key) => ({ key, windowMs: MINUTE, limit: 1 })), ...keys.map((key) => ({ key, windowMs: 60 * MINUTE, limit: 5 }))];
}

/** Creates an OTP (stored hashed) and sends it by SMS and e-mail; `{code}` in the text is replaced. */
async function sendOtp(
  ctx: AppContext,
  input: { purpose: "signup" | "login"; email: string; mobile: string; ip: string | null; jobPrefix: string; subject: string; text: string },
): Promise<{ ok: true } | Failure> {
  const taken = await take(ctx, otpRules(input));
  if (!taken.ok) return { ok: false, message: taken.rule.windowMs === MINUTE ? messages.tooManyOtps : messages.tooManyOtpsHour, status: 429 };
  const now = ctx.clock.now();
  const code = sixDigits();
  const row = await ctx.db
    .insert(otps)
    .values({ purpose: input.purpose, mobile: input.mobile, email: input.email, codeHash: "pending", expiresAt: iso(now.getTime() + OTP_TTL_MS), createdAt: now.toISOString(), clientIp: input.ip })
    .returning({ id: otps.id })
    .get();
  await ctx.db.update(otps).set({ codeHash: await otpHash(row.id, code) }).where(eq(otps.id, row.id));
  const text = input.text.replace("{code}", code);
  try {
    await ctx.jobs.send({ type: "sms", id: `${input.jobPrefix}-${row.id}`, to: input.mobile, text });
    await ctx.jobs.send({ type: "email", id: `${input.jobPrefix}-${row.id}`, to: input.email, subject: input.subject, text });
  } catch {
    return { ok: false, message: messages.otpNotSent, status: 503 };
  }
  return { ok: true };
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
  return sendOtp(ctx, {
    purpose: "signup",
    email,
    mobile: input.mobile,
    ip: input.ip,
    jobPrefix: "otp",
    subject: `Your ${ctx.config.appName} OTP`,
    text: `{code} is your ${ctx.config.appName} registration OTP. It is valid for 10 minutes. Do not share it with anyone.`,
  });
}

/**
 * Checks an OTP. Each guess spends one of the five tries in one atomic UPDATE, so parallel
 * guesses cannot exceed the limit; a right code is consumed in the same step (single use).
 */
async function consumeOtp(ctx: AppContext, input: { purpose: "signup" | "login"; email: string; mobile: string; code: string }): Promise<boolean> {
  const nowIso = ctx.clock.now().toISOString();
  const latest = await ctx.db
    .select({ id: otps.id })
    .from(otps)
    .where(and(eq(otps.mobile, input.mobile), eq(otps.email, input.email.toLowerCase()), eq(otps.purpose, input.purpose)))
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

export function consumeSignupOtp(ctx: AppContext, input: { email: string; mobile: string; code: string }): Promise<boolean> {
  return consumeOtp(ctx, { purpose: "signup", ...input });
}

/**
 * The old clients' separate OTP check (subscriber §7 `user/validateOtp/{otp}/{mobile}`): the latest
 * registration OTP of a mobile, one of its five tries spent, consumed when right. A registration
 * that follows without a code accepts that consumed OTP for 10 minutes (`register` with otp null).
 */
export async function checkSignupOtp(ctx: AppContext, input: { mobile: string; code: string }): Promise<boolean> {
  const latest = await ctx.db
    .select({ email: otps.email })
    .from(otps)
    .where(and(eq(otps.mobile, input.mobile), eq(otps.purpose, "signup")))
    .orderBy(desc(otps.id))
    .get();
  return latest ? consumeSignupOtp(ctx, { email: latest.email, mobile: input.mobile, code: input.code }) : false;
}

/** Whether a registration OTP of this e-mail and mobile was confirmed (validateOtp) in the last 10 minutes. */
async function confirmedSignupOtp(ctx: AppContext, input: { email: string; mobile: string }): Promise<boolean> {
  const since = iso(ctx.clock.now().getTime() - OTP_TTL_MS);
  const row = await ctx.db
    .select({ id: otps.id })
    .from(otps)
    .where(and(eq(otps.mobile, input.mobile), eq(otps.email, input.email), eq(otps.purpose, "signup"), gt(otps.consumedAt, since)))
    .get();
  return Boolean(row);
}

/** otp null: the code was confirmed beforehand through `checkSignupOtp` (the old clients' order). */
export type RegisterInput = { name: string; email: string; mobile: string; password: string; stateId: number; otp: string | null };

/** Creates a subscriber after the server has checked the OTP (decision 5). */
export async function register(ctx: AppContext, input: RegisterInput): Promise<{ ok: true; userId: number } | Failure & { field?: string }> {
  const email = input.email.toLowerCase();
  const state = await ctx.db.select({ id: states.id }).from(states).where(and(eq(states.id, input.stateId), eq(states.countryId, 101))).get();
  if (!state) return { ok: false, message: messages.stateRequired, field: "stateId" };
  const taken = await ctx.db.select({ email: users.email }).from(users).where(or(eq(users.email, email), eq(users.mobile, input.mobile))).get();
  if (taken) return { ok: false, message: taken.email === email ? messages.emailTaken : messages.mobileTaken, status: 409 };
  const otpOk = input.otp === null ? await confirmedSignupOtp(ctx, { email, mobile: input.mobile }) : await consumeSignupOtp(ctx, { email, mobile: input.mobile, code: input.otp });
  if (!otpOk) {
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

const PASSWORD_LINKS = ["reset_password", "set_password"] as const;

/** Ends every unused reset or set-password link of a user (a newer link, a reset or a change). */
function endPasswordLinks(ctx: AppContext, userId: number, nowIso: string) {
  return ctx.db
    .update(userTokens)
    .set({ usedAt: nowIso })
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.kind, [...PASSWORD_LINKS]), isNull(userTokens.usedAt)));
}

/**
 * A link token is "<random>$<email>" (back-office §2: its second '$' part is the e-mail). A new
 * reset or set-password link ends the older ones in the same batch, so only the newest works.
 */
async function issueToken(ctx: AppContext, user: { id: number; email: string }, kind: keyof typeof TOKEN_TTL_MS): Promise<string> {
  const token = `${randomToken(24)}$${user.email}`;
  const now = ctx.clock.now().getTime();
  const insert = ctx.db.insert(userTokens).values({
    userId: user.id,
    kind,
    tokenHash: await sha256(token),
    email: user.email,
    expiresAt: iso(now + TOKEN_TTL_MS[kind]),
    createdAt: iso(now),
  });
  if (kind === "verify_email") await insert;
  else await ctx.db.batch([endPasswordLinks(ctx, user.id, iso(now)), insert]);
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
  const links = await take(ctx, [
    { key: `forgot:e:${email}`, windowMs: 60 * MINUTE, limit: 5 },
    ...(input.ip ? [{ key: `forgot:ip:${input.ip}`, windowMs: 60 * MINUTE, limit: 20 }] : []),
  ]);
  if (!links.ok) return { ok: false, message: messages.tooManyOtpsHour, status: 429 };
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
async function useToken(ctx: AppContext, token: string, kinds: (typeof userTokens.$inferSelect.kind)[]) {
  const nowIso = ctx.clock.now().toISOString();
  return ctx.db
    .update(userTokens)
    .set({ usedAt: nowIso })
    .where(and(eq(userTokens.tokenHash, await sha256(token)), inArray(userTokens.kind, kinds), isNull(userTokens.usedAt), gt(userTokens.expiresAt, nowIso)))
    .returning({ userId: userTokens.userId, email: userTokens.email, kind: userTokens.kind })
    .get();
}

/**
 * Sets a new password from a reset link (works once); the link also proves the e-mail address.
 * Every other reset or set-password link, every session and every personal API token of the user
 * ends with it (decision 100).
 */
export async function resetPassword(ctx: AppContext, input: { token: string; password: string }): Promise<{ ok: true } | Failure> {
  const used = await useToken(ctx, input.token, [...PASSWORD_LINKS]);
  if (!used) return { ok: false, message: messages.linkInvalid };
  const nowIso = ctx.clock.now().toISOString();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${nowIso})`, modifiedAt: nowIso })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email))),
    endPasswordLinks(ctx, used.userId, nowIso),
    revokeAllApiTokens(ctx, used.userId, nowIso),
  ]);
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

/** Wrong current passwords one account may send to change password in any 15 minutes. */
const CHANGE_PASSWORD_TRIES = 5;

/**
 * Changes the caller's password once they have given the current one (docs/decisions/018), so a
 * borrowed session cannot take the account over; ends their other sessions, every reset link and
 * every personal API token (decision 100).
 * Wrong current passwords are limited like logins, so a session cannot be used to guess it.
 */
export async function changePassword(
  ctx: AppContext,
  input: { userId: number; sessionIdHash: string; currentPassword: string; password: string },
): Promise<{ ok: true } | (Failure & { field?: "currentPassword" })> {
  const user = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId)).get();
  const tries = await take(ctx, [{ key: `change-password-fail:${input.userId}`, windowMs: LOGIN_WINDOW_MS, limit: CHANGE_PASSWORD_TRIES }]);
  if (!tries.ok) return { ok: false, message: messages.tooManyPasswordChecks, status: 429 };
  if (!(await verifyPassword(input.currentPassword, user?.passwordHash ?? null))) {
    return { ok: false, message: messages.currentPasswordWrong, status: 400, field: "currentPassword" };
  }
  await giveBack(ctx, tries);
  const nowIso = ctx.clock.now().toISOString();
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash: await hashPassword(input.password), modifiedAt: nowIso, modifiedBy: input.userId }).where(eq(users.id, input.userId)),
    endPasswordLinks(ctx, input.userId, nowIso),
    revokeAllApiTokens(ctx, input.userId, nowIso),
  ]);
  // A change made with a personal token ends that token's seat too: the token is revoked with the rest.
  await endOtherSessions(ctx, input.userId, (await isTokenSession(ctx, input.sessionIdHash)) ? null : input.sessionIdHash);
  return { ok: true };
}

/** The verification pages' loader: the link from the query, used once. */
export async function verifyEmailFromRequest(ctx: AppContext, request: Request): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { ok: false, message: messages.linkInvalid };
  const result = await verifyEmail(ctx, token);
  return result.ok ? { ok: true, email: result.email } : { ok: false, message: result.message };
}
