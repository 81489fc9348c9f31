import { beforeAll, describe, expect, test } from "vitest";
import { messages } from "../../app/utils/copy";
import { apiSignin, call } from "./api-helpers";
import { all, eventually, one, ORIGIN, seed } from "./helpers";
import { SELF } from "cloudflare:test";

/**
 * Contract tests of subscriber §7's account calls through the published API (issue 23): sign-up
 * with its OTP, the password and e-mail links, My Account (dashboard, picture, login history).
 */
beforeAll(seed);

const mailTo = (to: string, like: string) =>
  eventually(async () => (await all<{ body: string }>(`select body from outbox where "to" = ? and job_id like ? order by rowid desc`, to, like))[0]);

describe("sign-up", () => {
  test("generateOtp sends the OTP; validateOtp answers the text 'true' (then 'false'); signup without otp after it creates the subscriber", async () => {
    const email = "api.signup@example.com";
    const mobile = "9123456701";
    const sent = await call("GET", `/user/generateOtp/${mobile}/${email}`);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: messages.otpSent } });
    const sms = await eventually(async () => one<{ body: string }>(`select body from outbox where "to" = ? and job_id like 'otp-%'`, mobile));
    const code = sms.body.match(/\b(\d{6})\b/)![1];

    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await SELF.fetch(`${ORIGIN}/v1/api/user/validateOtp/${wrongCode}/${mobile}`);
    expect(await wrong.text()).toBe("false");
    // Without the OTP confirmed, sign-up is refused with the spec's words and nothing is created.
    const body = { name: "Api Signup", email, mobile, password: "Secret@123", stateId: 32, countryId: 101, cityId: 0, desgination: "", address: "", zipCode: "" };
    const early = await call("POST", "/user/signup", { body });
    expect(early.status).toBe(400);
    expect(early.json.responseData.message).toBe(messages.wrongOtp);
    expect(await one("select id from users where email = ?", email)).toBeNull();

    const right = await SELF.fetch(`${ORIGIN}/v1/api/user/validateOtp/${code}/${mobile}`);
    expect(right.headers.get("content-type")).toContain("text/plain");
    expect(await right.text()).toBe("true");
    const made = await call("POST", "/user/signup", { body });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: messages.registered } });
    expect(await one("select role_id, name, state_id, country_id from users where email = ?", email)).toEqual({ role_id: 2, name: "Api Signup", state_id: 32, country_id: 101 });
    // The same address again: 409 with the page's words.
    const dup = await call("POST", "/user/signup", { body });
    expect(dup.status).toBe(409);
    expect(dup.json.responseData.message).toBe(messages.emailTaken);
  });

  test("the OTP request and sign-up refuse bad input with 400 and the spec's message, never a 500", async () => {
    const badMobile = await call("GET", "/user/generateOtp/12345/someone@example.com");
    expect(badMobile.status).toBe(400);
    expect(badMobile.json.responseStatus.statusCode).toBe("1");
    expect(badMobile.json.responseData.message).toBe(messages.invalidMobile);
    const badEmail = await call("GET", "/user/generateOtp/9123456702/not-an-email");
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.responseData.message).toBe(messages.invalidEmail);
    const noName = await call("POST", "/user/signup", { body: { email: "x@example.com", mobile: "9123456703", password: "Secret@123", stateId: 32 } });
    expect(noName.status).toBe(400);
    expect(noName.json.responseData.message).toBe(messages.nameRequired);
    const shortPw = await call("POST", "/user/signup", { body: { name: "X", email: "x@example.com", mobile: "9123456703", password: "short", stateId: 32, otp: "123456" } });
    expect(shortPw.json.responseData.message).toBe(messages.passwordLength);
    const notJson = await call("POST", "/user/signup", { raw: "{" });
    expect(notJson.status).toBe(400);
    expect(await one("select id from users where mobile = '9123456703'")).toBeNull();
  });
});

describe("password and e-mail links", () => {
  test("forgetPassword sends a link; validateResetPasswordLink checks it; resetPassword sets the password once; a used link is refused", async () => {
    // A subscriber of this test's own (the demo accounts keep their passwords).
    const email = "api.signup@example.com";
    const asked = await call("POST", "/user/forgetPassword", { body: { userEmail: email } });
    expect(asked.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: messages.linkSent } });
    const mail = await mailTo(email, "reset-%");
    const token = decodeURIComponent(mail.body.match(/resetPassword\?token=(\S+)/)![1]);
    const valid = await call("GET", `/user/validateResetPasswordLink?token=${encodeURIComponent(token)}`);
    expect(valid.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { email } });
    const before = await one<{ password_hash: string }>("select password_hash from users where email = ?", email);
    const long = await call("POST", "/user/resetPassword", { body: { token, userEmail: email, userPassword: "NewPass@1234567" } });
    expect(long.status).toBe(400);
    expect(long.json.responseData.message).toBe(messages.resetPasswordLength);
    const otherEmail = await call("POST", "/user/resetPassword", { body: { token, userEmail: "someone.else@example.com", userPassword: "NewPass@1" } });
    expect(otherEmail.json.responseData.message).toBe(messages.linkInvalid);
    expect((await one<{ password_hash: string }>("select password_hash from users where email = ?", email))!.password_hash).toBe(before!.password_hash);
    const done = await call("POST", "/user/resetPassword", { body: { token, userEmail: email, userPassword: "NewPass@1" } });
    expect(done.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: messages.resetDone } });
    expect((await one<{ password_hash: string }>("select password_hash from users where email = ?", email))!.password_hash).not.toBe(before!.password_hash);
    const again = await call("GET", `/user/validateResetPasswordLink?token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(400);
    expect(again.json.responseData.message).toBe(messages.linkInvalid);
    const signin = await apiSignin(email, "NewPass@1");
    expect(signin.json.responseStatus.statusCode).toBe("0");
    await call("GET", "/user/logout", { token: signin.token });
  });

  test("verifyEmail confirms the address once; a bad or missing token is a 400 with the link message", async () => {
    const email = "api.signup@example.com";
    const mail = await mailTo(email, "verify-%");
    const token = decodeURIComponent(mail.body.match(/verifyEmail\?token=(\S+)/)![1]);
    await one("update users set email_verified_at = null where email = ? returning id", email);
    const first = await call("GET", `/user/verifyEmail?token=${encodeURIComponent(token)}`);
    expect(first.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { email } });
    expect((await one<{ v: string | null }>("select email_verified_at v from users where email = ?", email))!.v).not.toBeNull();
    const twice = await call("GET", `/user/verifyEmail?token=${encodeURIComponent(token)}`);
    expect(twice.status).toBe(400);
    expect(twice.json.responseData.message).toBe(messages.linkInvalid);
    const missing = await call("GET", "/user/verifyEmail");
    expect(missing.status).toBe(400);
    expect(missing.json.responseData.message).toBe(messages.linkInvalid);
  });
});

describe("My Account", () => {
  test("getDashBoard, loginHistory and uploadProfilePicture answer 106 without a session", async () => {
    for (const [m, p] of [["GET", "/user/getDashBoard"], ["GET", "/user/loginHistory?pageNumber=1&perPageLimit=8"], ["POST", "/user/uploadProfilePicture"]] as const) {
      const r = await call(m, p);
      expect(r.status, p).toBe(401);
      expect(r.json.responseStatus.errorCode, p).toBe("106");
    }
  });

  test("getDashBoard answers the subscriber, the plan and the orders under the spec's names, amounts in paise", async () => {
    const { token } = await apiSignin("subscriber@sar.example.com");
    const d = await call("GET", "/user/getDashBoard", { token });
    expect(d.json.responseStatus.statusCode).toBe("0");
    expect(d.json.responseData).toMatchObject({ clientId: 4, subscriptionActive: true, email: "subscriber@sar.example.com", name: "Adv. Kavita Menon", mobile: "9876500004", stateDto: { value: expect.any(String) } });
    const orders = d.json.responseData.userOrderList as Record<string, unknown>[];
    const paid = await one<{ amount_paise: number }>("select amount_paise from orders where user_id = 4 order by id desc limit 1");
    expect(orders[0]).toMatchObject({ paymentAmount: paid!.amount_paise, isFuturePlan: expect.stringMatching(/^[YN]$/), planActive: expect.any(Boolean) });

    const h = await call("GET", "/user/loginHistory?pageNumber=1&perPageLimit=8", { token });
    expect(h.json.responseStatus.statusCode).toBe("0");
    const items = h.json.responseData.objectList as Record<string, unknown>[];
    expect(h.json.responseData.ojectList).toEqual(items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items[0]).toMatchObject({ loginTimestamp: expect.any(String), logoutTimestamp: expect.any(String) });
    expect(h.json.responseData.totalNumberOfPagesAsPerGivenPageLimit).toBeGreaterThanOrEqual(1);
    const bad = await call("GET", "/user/loginHistory?pageNumber=abc", { token });
    expect(bad.status).toBe(400);
    await call("GET", "/user/logout", { token });
  });

  test("uploadProfilePicture stores an image (multipart, profilePicture) and refuses other files and ones over 1 MB with the spec's words", async () => {
    const { token } = await apiSignin("api.signup@example.com", "NewPass@1");
    const send = (bytes: Uint8Array<ArrayBuffer>, type = "image/png") => {
      const form = new FormData();
      form.set("profilePicture", new File([bytes], "p.png", { type }));
      return SELF.fetch(`${ORIGIN}/v1/api/user/uploadProfilePicture`, { method: "POST", headers: { authorization: token! }, body: form });
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const good = await send(png);
    expect(good.status).toBe(200);
    expect(((await good.json()) as { responseStatus: { statusCode: string } }).responseStatus.statusCode).toBe("0");
    const key = (await one<{ k: string | null }>("select profile_picture_key k from users where email = 'api.signup@example.com'"))!.k;
    expect(key).toMatch(/^profiles\//);
    const text = await send(new TextEncoder().encode("not an image at all"), "image/png");
    expect(text.status).toBe(200);
    expect(((await text.json()) as { responseStatus: { statusCode: string }; responseData: { message: string } })).toMatchObject({ responseStatus: { statusCode: "1" }, responseData: { message: messages.invalidImage } });
    const big = await send(new Uint8Array(1_200_000).fill(0x42));
    expect([200, 413]).toContain(big.status);
    expect(((await big.json()) as { responseData: { message: string } }).responseData.message).toBe(messages.imageTooLarge);
    // The refused uploads changed nothing.
    expect((await one<{ k: string | null }>("select profile_picture_key k from users where email = 'api.signup@example.com'"))!.k).toBe(key);
    await call("GET", "/user/logout", { token });
  });
});

describe("change password (user/changePassword: the path is ours, the screen and messages the spec's)", () => {
  test("the current password, 8 to 15, the two equal: each refusal is a 400 with the spec's words and no change; after it the old password no longer signs in", async () => {
    const email = "noplan@sar.example.com";
    const hashOf = async () => (await one<{ h: string }>("select password_hash h from users where email = ?", email))!.h;
    expect((await call("POST", "/user/changePassword", { body: { currentPassword: "Demo@2026", password: "Other@2026", confirmPassword: "Other@2026" } })).json.responseStatus.errorCode).toBe("106");
    const second = await apiSignin(email);
    expect(second.token).toBeTruthy();
    const before = await hashOf();
    const tries: [Record<string, string>, string][] = [
      [{ currentPassword: "Wrong@2026", password: "Other@2026", confirmPassword: "Other@2026" }, messages.currentPasswordWrong],
      [{ currentPassword: "Demo@2026", password: "Other@2026", confirmPassword: "Other@2027" }, messages.passwordsDiffer],
      [{ currentPassword: "Demo@2026", password: "Sh@1", confirmPassword: "Sh@1" }, messages.passwordLength],
    ];
    for (const [body, message] of tries) {
      const r = await call("POST", "/user/changePassword", { token: second.token!, body });
      expect(r.status, message).toBe(400);
      expect(r.json.responseData.message).toBe(message);
      expect(await hashOf()).toBe(before);
    }
    const done = await call("POST", "/user/changePassword", { token: second.token!, body: { currentPassword: "Demo@2026", password: "Other@2026", confirmPassword: "Other@2026" } });
    expect(done.json).toMatchObject({ responseStatus: { statusCode: "0" }, responseData: { message: messages.passwordChanged } });
    expect(await hashOf()).not.toBe(before);
    // The session that changed it goes on; the old password no longer signs in.
    expect((await apiSignin(email)).json.responseStatus.statusCode).not.toBe("0");
    expect((await call("GET", "/user/getDashBoard", { token: second.token! })).json.responseStatus.statusCode).toBe("0");
    // Back to the demo password for the rest of this file.
    await call("POST", "/user/changePassword", { token: second.token!, body: { currentPassword: "Other@2026", password: "Demo@2026", confirmPassword: "Demo@2026" } });
    await call("GET", "/user/logout", { token: second.token! });
  });
});
