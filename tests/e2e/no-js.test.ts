/**
 * Issue 13 item 1 in Chromium with JavaScript switched off: the modals opened by the URL come open
 * from the server, the login says '*email cannot be empty', registration with an OTP, search in two
 * modes (and statute search's "Add row"), a case, the library and logout all work as plain forms —
 * for a subscriber and for staff. D1 is checked where the item is about state. Screenshots at 1280
 * and 390 px go to $SHOTS_DIR when it is set.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { caseMessages, messages } from "../../app/utils/copy";
import { CHROMIUM } from "./browser";
import { d1Query, shots } from "./helpers";

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** A page in a context of its own with JavaScript disabled. */
async function noJsPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject("baseURL"), javaScriptEnabled: false });
  const page = await context.newPage();
  page.on("pageerror", (err) => errors.push(err.message));
  return page;
}

async function otpFor(page: Page, mobile: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const match = (await (await page.request.get(`/dev/outbox?to=${mobile}`)).text()).match(/(\d{6}) is your [^<]* registration OTP/);
    if (match) return match[1];
    await page.waitForTimeout(200);
  }
  throw new Error(`no OTP for ${mobile} in the outbox`);
}

const fieldError = (page: Page, text: string) => page.locator(".field-error").filter({ hasText: text });

/** Each test walks a whole flow and reads D1 through wrangler a few times. */
const FLOW_MS = 240_000;

test("without JavaScript the login modal comes open, an empty login says '*email cannot be empty' (400), and a subscriber logs in", async () => {
  // A clean start: no seat of the demo subscriber is held by an earlier test file.
  d1Query("update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'logout' where ended_at is null and user_id = (select id from users where email = 'subscriber@sar.example.com')");
  const page = await noJsPage();
  await page.goto("/?modal=login");
  const dialog = page.getByRole("dialog", { name: "Login" });
  expect(await dialog.isVisible()).toBe(true);
  expect(await dialog.getByLabel("E-mail or mobile").isEditable()).toBe(true);
  await shots(page, "nojs-login-modal");

  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/auth/login") && r.request().method() === "POST"), dialog.getByRole("button", { name: "Login" }).click()]);
  expect(answer.status()).toBe(400);
  await fieldError(page, messages.emailEmpty).waitFor();
  expect(await page.getByText("Server Error").count()).toBe(0);
  await shots(page, "nojs-login-empty");

  await page.getByLabel("E-mail or mobile").fill("subscriber@sar.example.com");
  await page.getByLabel("Password").fill("Demo@2026");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/search");
  await page.getByRole("navigation", { name: "Search modes" }).waitFor();
  expect(await page.getByRole("button", { name: "LOGOUT" }).isVisible()).toBe(true);

  // Search, mode one: quick search.
  const box = page.getByPlaceholder("Search By Doc Id, Party Name");
  await box.fill("state");
  await Promise.all([page.waitForURL(/mode=quick&run=1/), box.press("Enter")]);
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect(await page.locator(".result-list > li").count()).toBeGreaterThan(0);

  // Mode two: word search.
  await page.getByRole("navigation", { name: "Search modes" }).getByRole("link", { name: "Word Search" }).click();
  await page.getByLabel("Words").fill("evidence");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(/mode=word/);
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect(await page.locator(".result-list > li").count()).toBeGreaterThan(0);

  // Statute search adds a row with a button, keeping what was typed.
  await page.getByRole("navigation", { name: "Search modes" }).getByRole("link", { name: "Statute Search" }).click();
  expect(await page.getByRole("group", { name: "Row 2" }).count()).toBe(0);
  await page.getByRole("group", { name: "Row 1" }).getByLabel("Act Name").fill("Penal Code");
  await page.getByRole("group", { name: "Row 1" }).getByLabel("And / Or").selectOption({ label: "And" });
  await page.getByRole("button", { name: "Add row" }).click();
  await page.getByRole("group", { name: "Row 2" }).waitFor();
  expect(await page.getByRole("group", { name: "Row 1" }).getByLabel("Act Name").inputValue()).toBe("Penal Code");
  expect(await page.getByRole("heading", { name: "Search Result" }).count()).toBe(0);
  await shots(page, "nojs-statute-two-rows");

  // Open a case from the word search and add it to the library.
  await page.goto("/search?mode=word&run=1&text=evidence&section=both&method=exact");
  // The result's title is the link to the case (walk report finding 10), with the search's terms.
  const first = page.locator(".result-list > li").first().locator("a.hit-open");
  const href = (await first.getAttribute("href"))!;
  expect(href).toMatch(/^\/viewCase\/\d+\?s=evidence$/);
  const docId = Number(/\/viewCase\/(\d+)/.exec(href)![1]);
  await first.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  await page.getByRole("button", { name: "Add to Library" }).click();
  await page.getByRole("button", { name: "In your Library" }).waitFor();
  // The answer shows on the page, as it does with JavaScript.
  await page.getByRole("status").filter({ hasText: caseMessages.addedToLibrary }).waitFor();
  expect(d1Query(`select count(*) n from library_entries where doc_id = ${docId} and user_id = (select id from users where email = 'subscriber@sar.example.com')`)).toEqual([{ n: 1 }]);
  await page.goto("/library");
  await page.locator(`.library-item a[href="/viewCase/${docId}"]`).first().waitFor();

  // Log out.
  await page.getByRole("button", { name: "LOGOUT" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "LOGIN" }).waitFor();
  expect(d1Query("select count(*) n from sessions where ended_at is null and user_id = (select id from users where email = 'subscriber@sar.example.com')")).toEqual([{ n: 0 }]);
  expect(errors).toEqual([]);
}, FLOW_MS);

test("without JavaScript a visitor registers with an OTP: GET OTP keeps what was typed, the code from the outbox makes the account", async () => {
  // The OTP limit per client address (one a minute) is not what this test is about: all tests share 127.0.0.1.
  d1Query("delete from rate_limits where key like 'otp:ip:%'");
  const page = await noJsPage();
  await page.goto("/?modal=register");
  const dialog = page.getByRole("dialog", { name: "Register" });
  expect(await dialog.isVisible()).toBe(true);
  await dialog.getByLabel("Name").fill("Nirmala Joseph");
  await dialog.getByLabel("E-mail").fill("nirmala.nojs@example.com");
  await dialog.getByLabel("Mobile").fill("9445513001");
  await dialog.getByLabel("Password").fill("Nirmala@2026");
  await dialog.getByLabel("State").selectOption({ label: "KERALA" });
  await shots(page, "nojs-register-modal");
  await dialog.getByRole("button", { name: "GET OTP" }).click();
  await page.getByText(messages.otpSent).waitFor();
  // The page answers with the form filled in (not the password) and no stale field message.
  expect(await page.getByLabel("Name").inputValue()).toBe("Nirmala Joseph");
  expect(await page.getByLabel("E-mail").inputValue()).toBe("nirmala.nojs@example.com");
  expect(await page.getByLabel("Mobile").inputValue()).toBe("9445513001");
  expect(await page.getByLabel("State").locator("option:checked").innerText()).toBe("KERALA");
  expect(await page.getByLabel("Password").inputValue()).toBe("");
  expect(await page.locator(".field-error").count()).toBe(0);
  await shots(page, "nojs-register-otp-sent");

  await page.getByLabel("Password").fill("Nirmala@2026");
  await page.getByLabel("OTP").fill(await otpFor(page, "9445513001"));
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByText(messages.registered).waitFor();
  expect(d1Query("select name, mobile from users where email = 'nirmala.nojs@example.com'")).toEqual([{ name: "Nirmala Joseph", mobile: "9445513001" }]);

  // And the new account logs in without JavaScript.
  await page.goto("/auth/login");
  await page.getByLabel("E-mail or mobile").fill("9445513001");
  await page.getByLabel("Password").fill("Nirmala@2026");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/search");
  await page.getByRole("button", { name: "LOGOUT" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(errors).toEqual([]);
}, FLOW_MS);

test("without JavaScript staff log in, see the dashboard and log out through the confirmation page", async () => {
  // A clean start: an earlier test file may have left the Admin logged in elsewhere (the count below is of all the Admin's sessions).
  d1Query("update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'logout' where ended_at is null and user_id = (select id from users where email = 'admin@sar.example.com')");
  const page = await noJsPage();
  await page.goto("/admin");
  await page.getByLabel("Username").fill("admin@sar.example.com");
  await page.locator('input[name="password"]').fill("Demo@2026");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/admin/dashboard");
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  await shots(page, "nojs-admin-dashboard");

  await page.locator(".sidebar").getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/admin/logout**");
  await page.getByRole("heading", { name: "Logout" }).waitFor();
  await page.getByRole("region", { name: "Logout" }).getByText(messages.logoutConfirm).waitFor();
  await shots(page, "nojs-admin-logout");
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.getByLabel("Username").waitFor();
  expect(d1Query("select count(*) n from sessions where ended_at is null and user_id = (select id from users where email = 'admin@sar.example.com')")).toEqual([{ n: 0 }]);
  // The old cookie no longer opens the back office.
  await page.goto("/admin/dashboard");
  await page.waitForURL((url) => url.pathname === "/admin");
  expect(errors).toEqual([]);
}, FLOW_MS);
