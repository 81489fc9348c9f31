/**
 * Issue 13 item 1: without JavaScript the modals opened by the URL come open from the server,
 * every form's validation answer is a page with the spec's message (a 4xx, never 'Server Error'),
 * the back office's Logout has a confirmation page, and statute search adds rows with a button.
 */
import { beforeAll, expect, test } from "vitest";
import { copy, messages } from "../../app/utils/copy";
import { all, html, loginStaff, loginUser, one, req, seed } from "./helpers";

beforeAll(seed);

/** A field's red message as React writes it ('*' and the text, maybe with a comment between). */
const fieldError = (m: string) => new RegExp(`\\*(<!-- -->)?${html(m).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The <dialog> element named `label`, as the server sent it. */
const dialogTag = (page: string, label: string) => page.match(new RegExp(`<dialog[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? null;

test.each([
  ["/?modal=login", "Login"],
  ["/?modal=register", "Register"],
  ["/?modal=forgot", "Forgot Password"],
  ["/purchase?modal=login&redirectTo=%2Fpurchase", "Login"],
])("%s comes from the server with its dialog open and a close link", async (path, label) => {
  const res = await req(path);
  expect(res.status).toBe(200);
  const page = await res.text();
  const tag = dialogTag(page, label);
  expect(tag).not.toBeNull();
  expect(tag).toMatch(/\sopen=""/);
  expect(page).toMatch(/<a [^>]*class="close"[^>]*aria-label="Close"/);
});

test("the login modal's ways across (register, forgot password) are links, so they work without scripts", async () => {
  const page = await (await req("/?modal=login")).text();
  expect(page).toContain('href="/?modal=register"');
  expect(page).toContain('href="/?modal=forgot"');
});

test("POST /auth/login with empty fields answers the login page with '*email cannot be empty' (400), not 'Server Error'", async () => {
  const before = await one<{ n: number }>("select count(*) n from sessions");
  const res = await req("/auth/login", { form: { login: "", password: "", intent: "login" } });
  expect(res.status).toBe(400);
  const page = await res.text();
  expect(page).toMatch(fieldError(messages.emailEmpty));
  expect(page).toMatch(/<form[^>]*action="\/auth\/login"/);
  expect(page).not.toContain(copy.errors.serverError);
  expect(await one("select count(*) n from sessions")).toEqual(before);
});

test("POST /auth/register with bad fields answers the form with each field's message, keeping what was typed but not the password", async () => {
  const res = await req("/auth/register", { form: { intent: "register", name: "Asha", email: "not-an-email", mobile: "", password: "Secret@2026", stateId: "", otp: "" } });
  expect(res.status).toBe(400);
  const page = await res.text();
  for (const m of [messages.invalidEmail, messages.enterMobile, messages.stateRequired, messages.enterOtp]) expect(page).toMatch(fieldError(m));
  expect(page).toContain('value="not-an-email"');
  expect(page).not.toContain("Secret@2026");
  expect(page).not.toContain(copy.errors.serverError);
  expect(await all("select id from users where email = 'not-an-email'")).toEqual([]);
});

test("GET OTP without JavaScript answers the form filled in (not the password) with 'OTP is sent', and no field message", async () => {
  const res = await req("/auth/register", {
    form: { intent: "otp", name: "Asha Rao", email: "asha.nojs@example.com", mobile: "9000013001", password: "Secret@2026", stateId: "4008", otp: "" },
  });
  expect(res.status).toBe(200);
  const page = await res.text();
  expect(page).toContain(html(messages.otpSent));
  expect(page).toContain('value="Asha Rao"');
  expect(page).toContain('value="asha.nojs@example.com"');
  expect(page).toContain('value="9000013001"');
  expect(page).not.toContain("Secret@2026");
  expect(page).not.toContain('class="field-error"');
  expect(await one("select count(*) n from otps where email = 'asha.nojs@example.com' and purpose = 'signup'")).toEqual({ n: 1 });
});

test("POST /auth/forgot with an empty e-mail answers the form with its message (400)", async () => {
  const res = await req("/auth/forgot", { form: { email: "" } });
  expect(res.status).toBe(400);
  const page = await res.text();
  expect(page).toMatch(fieldError(messages.emailEmpty));
  expect(page).not.toContain(copy.errors.serverError);
});

test("change password with empty fields answers the dashboard with the message (400), not 'Server Error'", async () => {
  const { cookie } = await loginUser("noplan@sar.example.com");
  const res = await req("/dashboard?modal=changePassword", { form: { currentPassword: "", password: "", confirmPassword: "" }, cookie });
  expect(res.status).toBe(400);
  const page = await res.text();
  expect(page).not.toContain(copy.errors.serverError);
  expect(page).toMatch(fieldError(messages.currentPasswordRequired));
  expect(dialogTag(page, "Change Password")).toMatch(/\sopen=""/);
  await req("/auth/logout", { method: "POST", cookie });
});

test("the back office's Logout works as plain forms: GET /admin/logout asks, POST ends the session", async () => {
  const { cookie } = await loginStaff("admin@sar.example.com");
  const dashboard = await (await req("/admin/dashboard", { cookie })).text();
  expect(dashboard).toMatch(/<form[^>]*method="get"[^>]*action="\/admin\/logout"/);
  const ask = await req("/admin/logout", { cookie });
  expect(ask.status).toBe(200);
  const page = await ask.text();
  expect(page).toContain(html(messages.logoutConfirm));
  expect(page).toMatch(/<form[^>]*method="post"[^>]*action="\/admin\/logout"/);
  const out = await req("/admin/logout", { method: "POST", form: {}, cookie });
  expect(out.status).toBe(302);
  expect(out.headers.get("location")).toBe("/admin");
  expect((await req("/admin/dashboard", { cookie })).status).toBe(302);
  // A visitor is sent to the login.
  expect((await req("/admin/logout")).headers.get("location")).toBe("/admin");
});

test("statute search: 'Add row' re-renders the form with one more row, keeping the values, without running a search", async () => {
  const { cookie } = await loginUser("subscriber@sar.example.com");
  const first = await (await req("/search?mode=statute", { cookie })).text();
  const row = (n: number) => new RegExp(`Row (<!-- -->)?${n}<`);
  expect(first).toMatch(row(1));
  expect(first).not.toMatch(row(2));
  expect(first).toMatch(/<button[^>]*name="addRow"[^>]*value="2"/);
  const two = await req("/search?mode=statute&run=1&act1=Penal+Code&sec1=302&cond1=1&addRow=2", { cookie });
  expect(two.status).toBe(200);
  const page = await two.text();
  expect(page).toMatch(row(2));
  expect(page).not.toMatch(row(3));
  expect(page).toContain('value="Penal Code"');
  expect(page).not.toContain("Search Result");
  expect(page).toMatch(/<button[^>]*name="addRow"[^>]*value="3"/);
  await req("/auth/logout", { method: "POST", cookie });
});
