/**
 * Issue 12, items 4, 9, 12, 14 and 15: the account-security fixes. Each test breaks one rule and
 * checks the answer and the D1 state.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { requestSignupOtp } from "../../app/services/accounts/auth.server";
import { messages } from "../../app/utils/copy";
import { sha256 } from "../../app/utils/session.server";
import { all, cookieFrom, ctxAt, eventually, one, ORIGIN, req, seed } from "./helpers";

beforeAll(seed);

const PASSWORD = "Demo@2026";

/** A fresh account with the demo password (role 2 subscriber, or a staff role). */
async function makeUser(id: number, roleId: number, email: string, mobile: string) {
  await env.DB.prepare(
    "insert into users (id, role_id, name, email, mobile, password_hash, active) select ?, ?, 'Test ' || ?, ?, ?, password_hash, 1 from users where id = 5",
  )
    .bind(id, roleId, id, email, mobile)
    .run();
}

const passwordHash = async (id: number) => (await one<{ h: string }>("select password_hash h from users where id = ?", id))!.h;
const liveSessions = (userId: number) => all<{ id_hash: string }>("select id_hash from sessions where user_id = ? and ended_at is null", userId);
const endSessions = (userId: number) =>
  env.DB.prepare("update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'logout' where ended_at is null and user_id = ?").bind(userId).run();

function login(form: Record<string, string>, ip?: string) {
  return req("/auth/login", { form, headers: ip ? { "cf-connecting-ip": ip } : {} });
}
function staffLogin(form: Record<string, string>, ip?: string) {
  return req("/admin?index", { form, headers: ip ? { "cf-connecting-ip": ip } : {} });
}

describe("item 4: redirect after login", () => {
  test("a redirectTo that a browser resolves to another origin is refused; CR/LF never give a 500; the one session row is the one whose cookie was sent", async () => {
    await makeUser(401, 2, "redirect@example.com", "9000000401");
    const attempts = ["/\t/127.0.0.2:8793/", "/\n/127.0.0.2:8793/", "/\r\n/evil.example/x", "/\\evil.example", "//evil.example", "/%0d%0aSet-Cookie:x=y", "https://evil.example/"];
    for (const redirectTo of attempts) {
      await endSessions(401);
      const res = await login({ login: "redirect@example.com", password: PASSWORD, redirectTo });
      expect(res.status, JSON.stringify(redirectTo)).toBe(302);
      const location = res.headers.get("location")!;
      expect(new URL(location, ORIGIN).origin, JSON.stringify(redirectTo)).toBe(ORIGIN);
      expect(location).not.toMatch(/[\r\n\t]/);
      const cookie = cookieFrom(res);
      expect(cookie).not.toBeNull();
      expect(await liveSessions(401)).toEqual([{ id_hash: await sha256(decodeURIComponent(cookie!.split("=")[1])) }]);
    }
  });

  test("a same-origin path with its query is kept", async () => {
    await endSessions(401);
    const res = await login({ login: "redirect@example.com", password: PASSWORD, redirectTo: "/viewCase/1001?from=search#para-3" });
    expect(res.headers.get("location")).toBe("/viewCase/1001?from=search#para-3");
    await endSessions(401);
  });
});

describe("item 9: the OTP resend limit counts from the last OTP", () => {
  test("two OTPs 4.6 s apart across a minute boundary: the second is refused; 60 s after the first it is sent", async () => {
    const t0 = Date.parse("2031-03-01T10:00:59.000Z");
    const input = { email: "minute@example.com", mobile: "9000000901", ip: "203.0.113.91" };
    expect(await requestSignupOtp(ctxAt(new Date(t0)), input)).toEqual({ ok: true });
    const second = await requestSignupOtp(ctxAt(new Date(t0 + 4_600)), input);
    expect(second).toMatchObject({ ok: false, message: messages.tooManyOtps, status: 429 });
    expect(await one("select count(*) n from otps where mobile = ?", input.mobile)).toEqual({ n: 1 });
    // Another mobile and e-mail from the same address within 60 s: refused too (per address).
    const sameIp = await requestSignupOtp(ctxAt(new Date(t0 + 30_000)), { ...input, email: "other901@example.com", mobile: "9000000902" });
    expect(sameIp).toMatchObject({ ok: false, status: 429 });
    expect(await requestSignupOtp(ctxAt(new Date(t0 + 60_000)), input)).toEqual({ ok: true });
    expect(await one("select count(*) n from otps where mobile = ?", input.mobile)).toEqual({ n: 2 });
  });

  test("five an hour means any 60 minutes, not the clock hour", async () => {
    const input = { email: "hourly@example.com", mobile: "9000000903", ip: "203.0.113.93" };
    const at = ["10:55:30", "10:56:40", "10:57:50", "10:59:00", "11:00:10"].map((t) => Date.parse(`2031-03-01T${t}.000Z`));
    for (const t of at) expect(await requestSignupOtp(ctxAt(new Date(t)), input)).toEqual({ ok: true });
    const sixth = await requestSignupOtp(ctxAt(new Date(Date.parse("2031-03-01T11:01:20.000Z"))), input);
    expect(sixth).toMatchObject({ ok: false, message: messages.tooManyOtpsHour, status: 429 });
    expect(await one("select count(*) n from otps where mobile = ?", input.mobile)).toEqual({ n: 5 });
    // An hour after the first, one more is allowed.
    expect(await requestSignupOtp(ctxAt(new Date(Date.parse("2031-03-01T11:55:31.000Z"))), input)).toEqual({ ok: true });
  });
});

describe("item 12: a reset, a new link and a password change end every older link", () => {
  async function links(email: string, path: "resetPassword" | "admin/reset") {
    const rows = await all<{ body: string }>("select body from outbox where \"to\" = ? and job_id like 'reset-%' order by id", email);
    return rows.map((r) => decodeURIComponent(r.body.match(new RegExp(`${path.replace("/", "\\/")}\\?token=(\\S+)`))![1]));
  }
  const reset = (path: string, token: string, password: string) => req(`/${path}?token=${encodeURIComponent(token)}`, { form: { token, password, confirmPassword: password } });

  test("subscriber: after a reset with the newest of five links the oldest no longer works, and the password stays", async () => {
    await makeUser(1201, 2, "fivelinks@example.com", "9000001201");
    for (let i = 0; i < 5; i++) expect((await req("/auth/forgot", { form: { email: "fivelinks@example.com", website: "" } })).status).toBe(200);
    await eventually(async () => ((await links("fivelinks@example.com", "resetPassword")).length === 5 ? true : null));
    const tokens = await links("fivelinks@example.com", "resetPassword");
    expect(await (await reset("resetPassword", tokens[4], "Newest@123")).text()).toContain(messages.resetDone);
    const hash = await passwordHash(1201);
    const oldest = await reset("resetPassword", tokens[0], "Oldest@123");
    expect(oldest.status).toBe(400);
    expect(await oldest.text()).toContain(messages.linkInvalid);
    expect(await passwordHash(1201)).toBe(hash);
    expect(await one("select count(*) n from user_tokens where user_id = 1201 and kind = 'reset_password' and used_at is null")).toEqual({ n: 0 });
    expect((await login({ login: "fivelinks@example.com", password: "Newest@123" })).status).toBe(302);
    await endSessions(1201);
  });

  test("a new link ends the older one, and a password change ends them all", async () => {
    await makeUser(1202, 2, "newlink@example.com", "9000001202");
    await req("/auth/forgot", { form: { email: "newlink@example.com", website: "" } });
    await req("/auth/forgot", { form: { email: "newlink@example.com", website: "" } });
    await eventually(async () => ((await links("newlink@example.com", "resetPassword")).length === 2 ? true : null));
    const [first, second] = await links("newlink@example.com", "resetPassword");
    expect(await (await req(`/resetPassword?token=${encodeURIComponent(first)}`)).text()).toContain(messages.linkInvalid);
    const hash = await passwordHash(1202);
    expect((await reset("resetPassword", first, "First@1234")).status).toBe(400);
    expect(await passwordHash(1202)).toBe(hash);
    // The newest still works until the password is changed.
    expect(await (await req(`/resetPassword?token=${encodeURIComponent(second)}`)).text()).not.toContain(messages.linkInvalid);
    const { cookie } = { cookie: cookieFrom(await login({ login: "newlink@example.com", password: PASSWORD })) };
    const changed = await req("/dashboard", { cookie, form: { currentPassword: PASSWORD, password: "Changed@123", confirmPassword: "Changed@123" } });
    expect(changed.status).toBe(200);
    await req("/auth/logout", { method: "POST", cookie });
    const hashAfterChange = await passwordHash(1202);
    expect((await reset("resetPassword", second, "Second@123")).status).toBe(400);
    expect(await passwordHash(1202)).toBe(hashAfterChange);
  });

  test("staff: the same rule on /admin/reset", async () => {
    await makeUser(1203, 4, "stafflinks@example.com", "9000001203");
    await req("/admin/forgot", { form: { email: "stafflinks@example.com", website: "" } });
    await req("/admin/forgot", { form: { email: "stafflinks@example.com", website: "" } });
    await eventually(async () => ((await links("stafflinks@example.com", "admin/reset")).length === 2 ? true : null));
    const [first, second] = await links("stafflinks@example.com", "admin/reset");
    expect(await (await reset("admin/reset", second, "Staff@9999")).text()).toContain(messages.resetDone);
    const hash = await passwordHash(1203);
    expect(await (await reset("admin/reset", first, "Staff@0000")).text()).toContain(messages.linkInvalid);
    expect(await passwordHash(1203)).toBe(hash);
  });
});

describe("item 15: change password asks for the current one; reset never truncates", () => {
  test("subscriber: without or with a wrong current password nothing changes; with the right one it changes", async () => {
    await makeUser(1501, 2, "change@example.com", "9000001501");
    const cookie = cookieFrom(await login({ login: "change@example.com", password: PASSWORD }));
    const hash = await passwordHash(1501);
    const missing = await req("/dashboard", { cookie, form: { password: "Taken@1234", confirmPassword: "Taken@1234" } });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(messages.currentPasswordRequired);
    const wrong = await req("/dashboard", { cookie, form: { currentPassword: "Guess@1234", password: "Taken@1234", confirmPassword: "Taken@1234" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(messages.currentPasswordWrong);
    expect(await passwordHash(1501)).toBe(hash);
    const ok = await req("/dashboard", { cookie, form: { currentPassword: PASSWORD, password: "Mine@12345", confirmPassword: "Mine@12345" } });
    expect(ok.status).toBe(200);
    expect(await passwordHash(1501)).not.toBe(hash);
    await req("/auth/logout", { method: "POST", cookie });
  });

  test("the dashboard's change-password modal asks for the current password", async () => {
    await makeUser(1503, 2, "modal@example.com", "9000001503");
    const cookie = cookieFrom(await login({ login: "modal@example.com", password: PASSWORD }));
    const page = await (await req("/dashboard?modal=changePassword", { cookie })).text();
    expect(page).toContain("Current Password");
    expect(page).toMatch(/name="currentPassword"/);
    await req("/auth/logout", { method: "POST", cookie });
  });

  test("staff: /admin/changePassword refuses a wrong current password and keeps the hash", async () => {
    await makeUser(1502, 1, "staffchange@example.com", "9000001502");
    const cookie = cookieFrom(await staffLogin({ email: "staffchange@example.com", password: PASSWORD }));
    const page = await (await req("/admin/changePassword", { cookie })).text();
    expect(page).toMatch(/name="currentPassword"/);
    const hash = await passwordHash(1502);
    const missing = await req("/admin/changePassword", { cookie, form: { password: "Taken@1234", confirmPassword: "Taken@1234" } });
    expect(missing.status).toBe(400);
    const wrong = await req("/admin/changePassword", { cookie, form: { currentPassword: "Guess@1234", password: "Taken@1234", confirmPassword: "Taken@1234" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(messages.currentPasswordWrong);
    expect(await passwordHash(1502)).toBe(hash);
    const ok = await req("/admin/changePassword", { cookie, form: { currentPassword: PASSWORD, password: "Mine@12345", confirmPassword: "Mine@12345" } });
    expect(ok.status).toBe(200);
    expect(await passwordHash(1502)).not.toBe(hash);
  });

  test("the reset page does not cut a long password: no maxlength on its inputs, and a 16-character one is refused with the limit", async () => {
    await makeUser(1504, 2, "longreset@example.com", "9000001504");
    await req("/auth/forgot", { form: { email: "longreset@example.com", website: "" } });
    const mail = await eventually(() => one<{ body: string }>("select body from outbox where \"to\" = 'longreset@example.com' and job_id like 'reset-%'"));
    const token = decodeURIComponent(mail.body.match(/resetPassword\?token=(\S+)/)![1]);
    const page = await (await req(`/resetPassword?token=${encodeURIComponent(token)}`)).text();
    const inputs = page.match(/<input[^>]*type="password"[^>]*>/g) ?? [];
    expect(inputs.length).toBe(2);
    for (const input of inputs) expect(input).not.toMatch(/maxlength/i);
    const hash = await passwordHash(1504);
    const long = await req(`/resetPassword?token=${encodeURIComponent(token)}`, { form: { token, password: "Sixteen@Chars123", confirmPassword: "Sixteen@Chars123" } });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(messages.resetPasswordLength);
    expect(await passwordHash(1504)).toBe(hash);
    expect(await one("select used_at u from user_tokens where user_id = 1504")).toEqual({ u: null });
  });
});

describe("item 14: a stranger can slow an attack but never lock the owner out", () => {
  test("failures are limited per client address: after 20 from one address, even a right password from it is refused; another address gets in", async () => {
    await makeUser(1401, 2, "victim1401@example.com", "9000001401");
    const ip = "198.51.100.14";
    for (let i = 0; i < 20; i++) {
      const res = await login({ login: `nobody${i}@example.com`, password: "Wrong@1234" }, ip);
      expect(res.status).toBe(401);
    }
    const blocked = await login({ login: "victim1401@example.com", password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(messages.tooManyFromAddress);
    expect(cookieFrom(blocked)).toBeNull();
    expect(await liveSessions(1401)).toEqual([]);
    // The account itself was not touched: another address logs in.
    const other = await login({ login: "victim1401@example.com", password: PASSWORD }, "198.51.100.15");
    expect(other.status).toBe(302);
    expect(await liveSessions(1401)).toHaveLength(1);
    // Staff logins from the blocked address are limited too.
    expect((await staffLogin({ email: "admin@sar.example.com", password: PASSWORD }, ip)).status).toBe(429);
    await endSessions(1401);
  });

  test("subscriber: paused by a stranger, the owner gets in with the password and a code sent to the registered e-mail and mobile", async () => {
    await makeUser(1402, 2, "owner1402@example.com", "9000001402");
    for (let i = 0; i < 10; i++) await login({ login: "owner1402@example.com", password: `Wrong@${i}000` }, `192.0.2.${i + 1}`);
    const paused = await login({ login: "owner1402@example.com", password: PASSWORD }, "203.0.113.140");
    expect(paused.status).toBe(429);
    const pausedText = await paused.text();
    expect(pausedText).toContain("paused for 15 minutes");
    expect(cookieFrom(paused)).toBeNull();

    // A code asked for with a wrong password is not sent, and the answer is the same.
    const wrongAsk = await login({ intent: "code", login: "owner1402@example.com", password: "Wrong@9999" }, "192.0.2.50");
    const rightAsk = await login({ intent: "code", login: "owner1402@example.com", password: PASSWORD }, "203.0.113.140");
    expect(wrongAsk.status).toBe(200);
    expect(rightAsk.status).toBe(200);
    expect(await wrongAsk.text()).toContain(messages.signInCodeSent);
    expect(await rightAsk.text()).toContain(messages.signInCodeSent);
    const rows = await eventually(async () => {
      const r = await all<{ channel: string; to: string; body: string }>("select channel, \"to\", body from outbox where job_id like 'signin-%' and (\"to\" = 'owner1402@example.com' or \"to\" = '9000001402') order by channel");
      return r.length === 2 ? r : null;
    });
    expect(rows.map((r) => [r.channel, r.to])).toEqual([
      ["email", "owner1402@example.com"],
      ["sms", "9000001402"],
    ]);
    expect(await one("select count(*) n from otps where purpose = 'login' and email = 'owner1402@example.com'")).toEqual({ n: 1 });
    const code = rows[0].body.match(/\b(\d{6})\b/)![1];

    // The code with a wrong password: refused, no session, and the code's tries are not spent.
    const stranger = await login({ login: "owner1402@example.com", password: "Wrong@1111", code }, "192.0.2.60");
    expect(stranger.status).toBe(401);
    expect(await liveSessions(1402)).toEqual([]);
    expect(await one("select attempts from otps where purpose = 'login' and email = 'owner1402@example.com'")).toEqual({ attempts: 0 });
    // The right password with a wrong code: refused with the same message.
    const wrongCode = await login({ login: "owner1402@example.com", password: PASSWORD, code: code === "000000" ? "111111" : "000000" }, "203.0.113.140");
    expect(wrongCode.status).toBe(401);
    expect(await wrongCode.text()).toContain(messages.wrongPasswordOrCode);
    // The owner: password and code.
    const owner = await login({ login: "owner1402@example.com", password: PASSWORD, code }, "203.0.113.140");
    expect(owner.status).toBe(302);
    const cookie = cookieFrom(owner);
    expect(await liveSessions(1402)).toEqual([{ id_hash: await sha256(decodeURIComponent(cookie!.split("=")[1])) }]);
    expect((await one<{ c: string | null }>("select consumed_at c from otps where purpose = 'login' and email = 'owner1402@example.com'"))!.c).not.toBeNull();
    // The code works once.
    await endSessions(1402);
    expect((await login({ login: "owner1402@example.com", password: PASSWORD, code }, "203.0.113.140")).status).toBe(401);
    expect(await liveSessions(1402)).toEqual([]);
  });

  test("the Super Admin, paused by a stranger, gets in with the password and a code", async () => {
    for (let i = 0; i < 10; i++) await staffLogin({ email: "superadmin@sar.example.com", password: `Wrong@${i}000` }, `192.0.2.${100 + i}`);
    const paused = await staffLogin({ email: "superadmin@sar.example.com", password: PASSWORD }, "203.0.113.141");
    expect(paused.status).toBe(429);
    const html = await paused.text();
    expect(html).toContain("paused for 15 minutes");
    expect(html).toContain("Send me a sign-in code");
    const before = (await one<{ n: number }>("select count(*) n from sessions where user_id = 1"))!.n;
    const ask = await staffLogin({ intent: "code", email: "superadmin@sar.example.com", password: PASSWORD }, "203.0.113.141");
    expect(ask.status).toBe(200);
    const mail = await eventually(() => one<{ body: string }>("select body from outbox where job_id like 'signin-%' and \"to\" = 'superadmin@sar.example.com'"));
    const code = mail.body.match(/\b(\d{6})\b/)![1];
    const res = await staffLogin({ email: "superadmin@sar.example.com", password: PASSWORD, code }, "203.0.113.141");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    expect(cookieFrom(res)).not.toBeNull();
    expect((await one<{ n: number }>("select count(*) n from sessions where user_id = 1"))!.n).toBe(before + 1);
  });
});
