import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { consumeSignupOtp, otpHash } from "../../app/services/accounts/auth.server";
import { messages } from "../../app/utils/copy";
import { sha256 } from "../../app/utils/session.server";
import { all, cookieFrom, ctxAt, eventually, loginStaff, loginUser, one, req, seed } from "./helpers";

beforeAll(seed);

const count = async (table: string, where = "1=1", ...binds: unknown[]) =>
  (await one<{ n: number }>(`select count(*) n from ${table} where ${where}`, ...binds))!.n;

/** Logs the subscriber out of every live session so seat-limited logins start clean. */
async function endAllSessions(email: string) {
  await env.DB.prepare(
    "update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'logout' where ended_at is null and user_id = (select id from users where email = ?)",
  )
    .bind(email)
    .run();
}

describe("login", () => {
  test("an empty e-mail-or-mobile says 'email cannot be empty' and creates no session", async () => {
    const before = await count("sessions");
    const res = await req("/auth/login", { form: { login: "", password: "x" } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(messages.emailEmpty);
    expect(await count("sessions")).toBe(before);
  });

  test("a wrong password says 'Invalid User Credentials' (401) and creates no session", async () => {
    const before = await count("sessions");
    const res = await req("/auth/login", { form: { login: "noplan@sar.example.com", password: "wrong-password" } });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain(messages.invalidCredentials);
    expect(await count("sessions")).toBe(before);
  });

  test("a staff account cannot log in on the subscriber side, nor a subscriber in the back office", async () => {
    expect((await loginUser("admin@sar.example.com")).res.status).toBe(401);
    const staff = await loginStaff("noplan@sar.example.com");
    expect(staff.res.status).toBe(401);
    expect(staff.cookie).toBeNull();
  });

  test("success sets a __Host- HttpOnly Secure SameSite=Lax cookie, stores only its hash, records login history and goes to /search", async () => {
    await endAllSessions("noplan@sar.example.com");
    const { res, cookie } = await loginUser("noplan@sar.example.com");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/search");
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Host-sar_user=/);
    for (const attr of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]) expect(setCookie).toContain(attr);
    const id = cookie!.split("=")[1];
    expect(await count("sessions", "id_hash = ?", id)).toBe(0);
    expect(await count("sessions", "id_hash = ?", await sha256(id))).toBe(1);
    expect(await count("login_history", "session_id_hash = ?", await sha256(id))).toBe(1);
    // A new id at every login.
    const again = await loginUser("noplan@sar.example.com");
    expect(again.res.status).toBe(409); // one seat without a plan
    await req("/auth/logout", { method: "POST", cookie });
    const third = await loginUser("noplan@sar.example.com");
    expect(third.cookie).not.toBe(cookie);
    await req("/auth/logout", { method: "POST", cookie: third.cookie });
  });

  test("login works with the mobile number too", async () => {
    await endAllSessions("noplan@sar.example.com");
    const { res, cookie } = await loginUser("9876500005");
    expect(res.status).toBe(302);
    await req("/auth/logout", { method: "POST", cookie });
  });

  test("logout ends the session row and the login history, and the old cookie no longer works", async () => {
    await endAllSessions("noplan@sar.example.com");
    const { cookie } = await loginUser("noplan@sar.example.com");
    expect((await req("/dashboard", { cookie })).status).toBe(200);
    const out = await req("/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const hash = await sha256(cookie!.split("=")[1]);
    expect(await one("select end_reason from sessions where id_hash = ?", hash)).toEqual({ end_reason: "logout" });
    expect((await one<{ logout_at: string | null }>("select logout_at from login_history where session_id_hash = ?", hash))!.logout_at).not.toBeNull();
    const after = await req("/dashboard", { cookie });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toContain("modal=login");
  });

  test("ten failures in 15 minutes pause the account, even for the right password", async () => {
    const ctx = ctxAt();
    await env.DB.prepare(
      "insert into users (id, role_id, name, email, mobile, password_hash, active) select 90, 2, 'Pause Test', 'pause@example.com', '9000000090', password_hash, 1 from users where id = 5",
    ).run();
    for (let i = 0; i < 9; i++) expect((await loginUser("pause@example.com", "wrong-password")).res.status).toBe(401);
    const tenth = await loginUser("pause@example.com", "wrong-password");
    expect(tenth.res.status).toBe(429);
    expect(await tenth.res.text()).toContain("paused for 15 minutes");
    const right = await loginUser("pause@example.com");
    expect(right.res.status).toBe(429);
    expect(right.cookie).toBeNull();
    // 16 minutes later the pause is over.
    const later = ctxAt(new Date(Date.now() + 16 * 60_000));
    const { login } = await import("../../app/services/accounts/auth.server");
    expect((await login(later, { login: "pause@example.com", password: "Demo@2026", kind: "user", ip: null, userAgent: null })).ok).toBe(true);
    void ctx;
  });
});

describe("sessions", () => {
  test("a session last seen 31 minutes ago is refused and ended; 29 minutes is not", async () => {
    await endAllSessions("subscriber@sar.example.com");
    const { cookie } = await loginUser("subscriber@sar.example.com");
    const hash = await sha256(cookie!.split("=")[1]);
    const ago = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    await env.DB.prepare("update sessions set last_seen_at = ? where id_hash = ?").bind(ago(29), hash).run();
    expect((await req("/dashboard", { cookie })).status).toBe(200);
    await env.DB.prepare("update sessions set last_seen_at = ? where id_hash = ?").bind(ago(31), hash).run();
    const res = await req("/dashboard", { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("expired=1");
    expect(res.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await one("select end_reason from sessions where id_hash = ?", hash)).toEqual({ end_reason: "idle" });
  });

  test("seats: with a plan of 2 parallel users a third login is refused with a clear message; after one logout it succeeds", async () => {
    await endAllSessions("chambers@sar.example.com");
    const a = await loginUser("chambers@sar.example.com");
    const b = await loginUser("chambers@sar.example.com");
    expect([a.res.status, b.res.status]).toEqual([302, 302]);
    const c = await loginUser("chambers@sar.example.com");
    expect(c.res.status).toBe(409);
    expect(await c.res.text()).toContain("Your plan allows 2 parallel users and all are in use");
    expect(c.cookie).toBeNull();
    // Nobody was thrown out.
    expect((await req("/dashboard", { cookie: a.cookie })).status).toBe(200);
    expect((await req("/dashboard", { cookie: b.cookie })).status).toBe(200);
    await req("/auth/logout", { method: "POST", cookie: a.cookie });
    const d = await loginUser("chambers@sar.example.com");
    expect(d.res.status).toBe(302);
  });

  test("parallel logins cannot exceed the seats", async () => {
    await endAllSessions("chambers@sar.example.com");
    const results = await Promise.all(Array.from({ length: 6 }, () => loginUser("chambers@sar.example.com")));
    expect(results.filter((r) => r.res.status === 302)).toHaveLength(2);
    expect(await count("sessions", "ended_at is null and user_id = 6")).toBe(2);
  });

  test("an idle session frees its seat", async () => {
    await endAllSessions("subscriber@sar.example.com");
    const first = await loginUser("subscriber@sar.example.com");
    expect((await loginUser("subscriber@sar.example.com")).res.status).toBe(409);
    const hash = await sha256(first.cookie!.split("=")[1]);
    await env.DB.prepare("update sessions set last_seen_at = ? where id_hash = ?").bind(new Date(Date.now() - 31 * 60_000).toISOString(), hash).run();
    expect((await loginUser("subscriber@sar.example.com")).res.status).toBe(302);
  });

  test("editing the cookie or the token's role digit grants nothing", async () => {
    await endAllSessions("noplan@sar.example.com");
    const { cookie } = await loginUser("noplan@sar.example.com");
    const id = cookie!.split("=")[1];
    // The subscriber's id presented as a staff cookie, or with a staff role digit, is not a staff session.
    expect((await req("/admin/dashboard", { cookie: `__Host-sar_admin=${id}` })).status).toBe(302);
    expect((await req("/admin/dashboard", { headers: { authorization: `${id}@0` } })).status).toBe(302);
    expect((await req("/admin/dashboard", { cookie: `__Host-sar_admin=${id}@0` })).status).toBe(302);
    // A bearer token works for the subscriber's own pages.
    expect((await req("/dashboard", { headers: { authorization: `Bearer ${id}@2` } })).status).toBe(200);
    await req("/auth/logout", { method: "POST", cookie });
  });

  test("a cross-site POST with cookies is refused before any route runs", async () => {
    const before = await count("sessions");
    const res = await req("/auth/login", { form: { login: "noplan@sar.example.com", password: "Demo@2026" }, cookie: "x=y", headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await count("sessions")).toBe(before);
  });
});

describe("registration with OTP", () => {
  test("GET OTP says 'Please Enter Mobile No' and 'Please Enter Email ID' when they are empty", async () => {
    const noMobile = await req("/auth/register", { form: { intent: "otp", email: "new@example.com", mobile: "" } });
    expect(await noMobile.text()).toContain(messages.enterMobile);
    const noEmail = await req("/auth/register", { form: { intent: "otp", email: "", mobile: "9123456780" } });
    expect(await noEmail.text()).toContain(messages.enterEmail);
    expect(await count("otps")).toBe(0);
  });

  test("an OTP is sent to both the mobile and the e-mail through the queue, and a second one within 60 s is refused", async () => {
    const res = await req("/auth/register", { form: { intent: "otp", email: "asha@example.com", mobile: "9123456780", website: "" } });
    expect(await res.text()).toContain(messages.otpSent);
    const rows = await eventually(async () => {
      const r = await all<{ channel: string; to: string; body: string }>("select channel, \"to\", body from outbox where job_id like 'otp-%' order by channel");
      return r.length === 2 ? r : null;
    });
    expect(rows.map((r) => [r.channel, r.to])).toEqual([
      ["email", "asha@example.com"],
      ["sms", "9123456780"],
    ]);
    expect(rows[0].body).toMatch(/\b\d{6}\b/);
    const again = await req("/auth/register", { form: { intent: "otp", email: "asha@example.com", mobile: "9123456780", website: "" } });
    expect(again.status).toBe(429);
    expect(await count("otps", "mobile = '9123456780'")).toBe(1);
  });

  test("a filled honeypot is refused and sends nothing", async () => {
    const before = await count("otps");
    const res = await req("/auth/register", { form: { intent: "otp", email: "bot@example.com", mobile: "9123400000", website: "http://spam" } });
    expect(res.status).toBe(400);
    expect(await count("otps")).toBe(before);
  });

  test("registering with a wrong OTP says 'Please Enter Correct OTP.' and creates nothing; without OTP 'Please Enter OTP...'", async () => {
    const form = { intent: "register", name: "Asha Rao", email: "asha@example.com", mobile: "9123456780", password: "Secret@123", stateId: "32", website: "" };
    const users = await count("users");
    const empty = await req("/auth/register", { form: { ...form, otp: "" } });
    expect(await empty.text()).toContain(messages.enterOtp);
    const wrong = await req("/auth/register", { form: { ...form, otp: "999999" } });
    expect(await wrong.text()).toContain(messages.wrongOtp);
    expect(await count("users")).toBe(users);
  });

  test("the right OTP (read from the outbox) creates the account, says 'Registered Successfully…' and sends a verification e-mail", async () => {
    const sms = await one<{ body: string }>("select body from outbox where channel = 'sms' and \"to\" = '9123456780'");
    const code = sms!.body.match(/\b(\d{6})\b/)![1];
    const res = await req("/auth/register", {
      form: { intent: "register", name: "Asha Rao", email: "Asha@Example.com", mobile: "9123456780", password: "Secret@123", stateId: "32", otp: code, website: "" },
    });
    expect(await res.text()).toContain(messages.registered);
    const user = await one<{ id: number; role_id: number; email: string; mobile_verified_at: string | null }>("select id, role_id, email, mobile_verified_at from users where mobile = '9123456780'");
    expect(user).toMatchObject({ role_id: 2, email: "asha@example.com" });
    expect(user!.mobile_verified_at).not.toBeNull();
    const mail = await eventually(() => one<{ body: string }>("select body from outbox where \"to\" = 'asha@example.com' and job_id like 'verify-%'"));
    const token = decodeURIComponent(mail.body.match(/verifyEmail\?token=(\S+)/)![1]);
    // The verification link works once.
    const ok = await req(`/verifyEmail?token=${encodeURIComponent(token)}`);
    expect(await ok.text()).toContain("Your account asha@example.com has been activated");
    expect((await one<{ v: string | null }>("select email_verified_at v from users where id = ?", user!.id))!.v).not.toBeNull();
    expect(await (await req(`/verifyEmail?token=${encodeURIComponent(token)}`)).text()).toContain(messages.linkInvalid);
    // The account works at once.
    const login = await loginUser("asha@example.com", "Secret@123");
    expect(login.res.status).toBe(302);
    await req("/auth/logout", { method: "POST", cookie: login.cookie });
    // The same e-mail cannot register twice.
    const dup = await req("/auth/register", { form: { intent: "otp", email: "asha@example.com", mobile: "9123456781", website: "" } });
    expect(await dup.text()).toContain("already registered");
  });

  test("20 parallel wrong OTP guesses cannot exceed the try limit, and the right code is then refused too", async () => {
    const ctx = ctxAt();
    const created = await env.DB.prepare(
      "insert into otps (purpose, mobile, email, code_hash, expires_at, created_at) values ('signup', '9555500000', 'guess@example.com', 'x', ?, ?) returning id",
    )
      .bind(new Date(Date.now() + 600_000).toISOString(), new Date().toISOString())
      .first<{ id: number }>();
    await env.DB.prepare("update otps set code_hash = ? where id = ?").bind(await otpHash(created!.id, "123456"), created!.id).run();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => consumeSignupOtp(ctx, { email: "guess@example.com", mobile: "9555500000", code: String(200000 + i) })),
    );
    expect(guesses.every((g) => g === false)).toBe(true);
    expect(await one("select attempts from otps where id = ?", created!.id)).toEqual({ attempts: 5 });
    expect(await consumeSignupOtp(ctx, { email: "guess@example.com", mobile: "9555500000", code: "123456" })).toBe(false);
  });

  test("an expired OTP is refused", async () => {
    const ctx = ctxAt(new Date(Date.now() + 11 * 60_000));
    const created = await env.DB.prepare(
      "insert into otps (purpose, mobile, email, code_hash, expires_at, created_at) values ('signup', '9555500001', 'late@example.com', 'x', ?, ?) returning id",
    )
      .bind(new Date(Date.now() + 600_000).toISOString(), new Date().toISOString())
      .first<{ id: number }>();
    await env.DB.prepare("update otps set code_hash = ? where id = ?").bind(await otpHash(created!.id, "654321"), created!.id).run();
    expect(await consumeSignupOtp(ctx, { email: "late@example.com", mobile: "9555500001", code: "654321" })).toBe(false);
  });
});

describe("password flows", () => {
  test("forgot password answers the same for unknown addresses and sends a link only to real ones", async () => {
    const unknown = await req("/auth/forgot", { form: { email: "nobody@example.com", website: "" } });
    expect(unknown.status).toBe(200);
    const bad = await req("/auth/forgot", { form: { email: "not-an-email", website: "" } });
    expect(await bad.text()).toContain(messages.invalidEmail);
    const empty = await req("/auth/forgot", { form: { email: "", website: "" } });
    expect(await empty.text()).toContain(messages.emailEmpty);
    const real = await req("/auth/forgot", { form: { email: "noplan@sar.example.com", website: "" } });
    expect(real.status).toBe(200);
    await eventually(() => one("select id from outbox where \"to\" = 'noplan@sar.example.com' and job_id like 'reset-%'"));
    expect(await count("outbox", "\"to\" = 'nobody@example.com'")).toBe(0);
  });

  test("a reset link works once only, with the spec's rules and messages", async () => {
    const mail = await one<{ body: string }>("select body from outbox where \"to\" = 'noplan@sar.example.com' and job_id like 'reset-%'");
    const token = decodeURIComponent(mail!.body.match(/resetPassword\?token=(\S+)/)![1]);
    expect(token.split("$")[1]).toBe("noplan@sar.example.com");
    const page = await req(`/resetPassword?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("disabled=\"\">Reset Password");
    const mismatch = await req(`/resetPassword?token=${encodeURIComponent(token)}`, { form: { token, password: "NewPass@1", confirmPassword: "NewPass@2" } });
    expect(await mismatch.text()).toContain(messages.resetMismatch);
    const long = await req(`/resetPassword?token=${encodeURIComponent(token)}`, { form: { token, password: "NewPass@1234567", confirmPassword: "NewPass@1234567" } });
    expect(await long.text()).toContain(messages.resetPasswordLength);
    const ok = await req(`/resetPassword?token=${encodeURIComponent(token)}`, { form: { token, password: "NewPass@1", confirmPassword: "NewPass@1" } });
    expect(await ok.text()).toContain(messages.resetDone);
    const twice = await req(`/resetPassword?token=${encodeURIComponent(token)}`, { form: { token, password: "Other@123", confirmPassword: "Other@123" } });
    expect(await twice.text()).toContain(messages.linkInvalid);
    await endAllSessions("noplan@sar.example.com");
    expect((await loginUser("noplan@sar.example.com", "NewPass@1")).res.status).toBe(302);
    expect((await loginUser("noplan@sar.example.com", "Other@123")).res.status).toBe(401);
    // The used link now shows the page with Reset disabled.
    expect(await (await req(`/resetPassword?token=${encodeURIComponent(token)}`)).text()).toContain(messages.linkInvalid);
    await endAllSessions("noplan@sar.example.com");
  });

  test("/resetPassword without a token goes to login; with a session it goes to the dashboard", async () => {
    const none = await req("/resetPassword");
    expect(none.headers.get("location")).toContain("modal=login");
    const { cookie } = await loginUser("noplan@sar.example.com", "NewPass@1");
    expect((await req("/resetPassword?token=abc", { cookie })).headers.get("location")).toBe("/dashboard");
    await req("/auth/logout", { method: "POST", cookie });
  });

  test("staff: forgot link, /admin/reset with the e-mail as the token's second part, 'Your password changed successfully !'", async () => {
    const res = await req("/admin/forgot", { form: { email: "dataentry@sar.example.com", website: "" } });
    expect(res.status).toBe(200);
    const bad = await req("/admin/forgot", { form: { email: "x", website: "" } });
    expect(await bad.text()).toContain(messages.adminEmailFormat);
    const mail = await eventually(() => one<{ body: string }>("select body from outbox where \"to\" = 'dataentry@sar.example.com' and job_id like 'reset-%'"));
    const token = decodeURIComponent(mail.body.match(/admin\/reset\?token=(\S+)/)![1]);
    expect(token.split("$")[1]).toBe("dataentry@sar.example.com");
    expect((await req("/admin/reset")).headers.get("location")).toBe("/admin");
    const bogus = await req("/admin/reset?token=nonsense$dataentry@sar.example.com");
    const bogusHtml = await bogus.text();
    expect(bogusHtml).toContain(messages.linkInvalid);
    expect(bogusHtml).toMatch(/disabled=""[^>]*>Reset Password/);
    const ok = await req(`/admin/reset?token=${encodeURIComponent(token)}`, { form: { token, password: "Staff@2027", confirmPassword: "Staff@2027" } });
    expect(await ok.text()).toContain(messages.resetDone);
    const login = await loginStaff("dataentry@sar.example.com", "Staff@2027");
    expect(login.res.headers.get("location")).toBe("/admin/dashboard");
    // Logged in, the reset page goes to /home.
    expect((await req(`/admin/reset?token=x`, { cookie: login.cookie })).headers.get("location")).toBe("/home");
  });

  test("change password: the spec's messages, and success ends the user's other sessions", async () => {
    await endAllSessions("chambers@sar.example.com");
    const a = await loginUser("chambers@sar.example.com");
    const b = await loginUser("chambers@sar.example.com");
    const mismatch = await req("/dashboard?index", { cookie: a.cookie, form: { currentPassword: "Demo@2026", password: "Abcdefgh1", confirmPassword: "Abcdefgh2" } });
    expect(await mismatch.text()).toContain(messages.passwordsDiffer);
    const short = await req("/dashboard", { cookie: a.cookie, form: { currentPassword: "Demo@2026", password: "short", confirmPassword: "short" } });
    expect(await short.text()).toContain(messages.passwordLength);
    const ok = await req("/dashboard", { cookie: a.cookie, form: { currentPassword: "Demo@2026", password: "Chambers@2027", confirmPassword: "Chambers@2027" } });
    expect(ok.status).toBe(200);
    expect((await req("/dashboard", { cookie: a.cookie })).status).toBe(200);
    expect((await req("/dashboard", { cookie: b.cookie })).status).toBe(302);
    expect((await loginUser("chambers@sar.example.com", "Chambers@2027")).res.status).toBe(302);
  });
});

describe("my account", () => {
  const png = () => {
    const bytes = new Uint8Array(200);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return bytes;
  };
  const upload = (cookie: string | null, bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData();
    form.append("profilePicture", new File([bytes], name, { type: "image/png" }));
    return req("/dashboard", { cookie, form });
  };

  test("the dashboard shows user id, Active / In Active, the profile and the order table with amounts in rupees", async () => {
    await endAllSessions("subscriber@sar.example.com");
    const { cookie } = await loginUser("subscriber@sar.example.com");
    const html = await (await req("/dashboard", { cookie })).text();
    for (const text of ["My Account", "User Id", "Active", "subscriber@sar.example.com", "Adv. Kavita Menon", "9876500004", "DELHI", "Order Details", "14,160.00", "Change Password", "My Library", "My Activity"]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('aria-label="Active plan"');
    expect(html).toContain('aria-label="Inactive plan"');
    await req("/auth/logout", { method: "POST", cookie });
    await endAllSessions("noplan@sar.example.com");
    const np = await loginUser("noplan@sar.example.com", "NewPass@1");
    expect(await (await req("/dashboard", { cookie: np.cookie })).text()).toContain("In Active");
    await req("/auth/logout", { method: "POST", cookie: np.cookie });
  });

  test("a valid picture goes to R2; a non-image or an oversize file is refused with the spec's message and nothing changes", async () => {
    await endAllSessions("subscriber@sar.example.com");
    const { cookie } = await loginUser("subscriber@sar.example.com");
    const fake = await upload(cookie, new TextEncoder().encode("not really a picture"), "photo.png");
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain(messages.invalidImage);
    expect(await one("select profile_picture_key k from users where id = 4")).toEqual({ k: null });
    const big = new Uint8Array(1_024_001);
    big.set(png().slice(0, 8));
    const tooBig = await upload(cookie, big, "big.png");
    expect(tooBig.status).toBeGreaterThanOrEqual(400);
    expect(await tooBig.text()).toContain(messages.imageTooLarge);
    expect(await one("select profile_picture_key k from users where id = 4")).toEqual({ k: null });
    const ok = await upload(cookie, png(), "me.png");
    expect(ok.status).toBe(200);
    const key = (await one<{ k: string }>("select profile_picture_key k from users where id = 4"))!.k;
    expect(key).toMatch(/^profiles\/4\//);
    expect((await env.FILES.head(key))?.httpMetadata?.contentType).toBe("image/png");
    const pic = await req("/dashboard/picture", { cookie });
    expect(pic.headers.get("content-type")).toBe("image/png");
    await req("/auth/logout", { method: "POST", cookie });
  });

  test("my login history: 8 rows a page, the pager only above one page", async () => {
    await endAllSessions("subscriber@sar.example.com");
    const { cookie } = await loginUser("subscriber@sar.example.com");
    const total = await count("login_history", "user_id = 4");
    expect(total).toBeGreaterThan(8);
    const html = await (await req("/myActivity", { cookie })).text();
    for (const h of ["Login Time", "Logout Time", "Total Active Duration"]) expect(html).toContain(h);
    expect((html.match(/<tr>/g) ?? []).length).toBe(1 + 8);
    expect(html).toContain('aria-label="Pages"');
    const last = Math.ceil(total / 8);
    const lastHtml = await (await req(`/myActivity?page=${last}`, { cookie })).text();
    expect((lastHtml.match(/<tr>/g) ?? []).length).toBe(1 + (total - (last - 1) * 8));
    await req("/auth/logout", { method: "POST", cookie });
  });
});

test("the cookie helper sees a cleared cookie as none", () => {
  expect(cookieFrom(new Response(null, { headers: { "set-cookie": "__Host-sar_user=; Path=/; Max-Age=0" } }))).toBeNull();
});

test("staff e-mail verification page: 'Your account {email} has been activated…', once", async () => {
  const { sendVerificationEmail } = await import("../../app/services/accounts/auth.server");
  await sendVerificationEmail(ctxAt(), { id: 2, email: "admin@sar.example.com", name: "Priya Sinha" }, "admin");
  const mail = await eventually(() => one<{ body: string }>("select body from outbox where \"to\" = 'admin@sar.example.com' and job_id like 'verify-%'"));
  const token = decodeURIComponent(mail.body.match(/admin\/verifiedEmail\?token=(\S+)/)![1]);
  const ok = await (await req(`/admin/verifiedEmail?token=${encodeURIComponent(token)}`)).text();
  expect(ok).toContain("Your account admin@sar.example.com has been activated. Click below Button to Login");
  expect(ok).toContain("Go to Login");
  expect(await (await req(`/admin/verifiedEmail?token=${encodeURIComponent(token)}`)).text()).toContain(messages.linkInvalid);
  expect(await (await req("/admin/verifiedEmail")).text()).toContain(messages.linkInvalid);
});
