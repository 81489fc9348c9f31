import type { Locator, Page } from "playwright-core";
import { messages } from "../../app/utils/copy";

/** Logs a subscriber in through the login modal, as a person would. */
export async function loginThroughModal(page: Page, login: string, password = "Demo@2026") {
  await page.goto("/?modal=login");
  await page.waitForSelector("html[data-hydrated=true]");
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("E-mail or mobile").fill(login);
  await dialog.getByLabel("Password").fill(password);
  await submitLogin(page, dialog);
  await page.getByRole("navigation", { name: "Search modes" }).waitFor();
}

/**
 * Presses Login and waits for /search. The demo subscriber has one seat: when an earlier test
 * left a session open (a failed test never reaches its logout), the refusal offers "Log out the
 * other device" (issue 13 item 10), which is what the owner would press, so one failure does
 * not fail every later login.
 */
export async function submitLogin(page: Page, dialog: Locator) {
  await dialog.getByRole("button", { name: "Login" }).click();
  const takeover = dialog.getByRole("button", { name: messages.seatTakeoverButton });
  const landed = await Promise.race([
    page.waitForURL("**/search").then(() => true),
    takeover.waitFor().then(() => false),
  ]);
  if (!landed) {
    await takeover.click();
    await page.waitForURL("**/search");
  }
}

/** Ends the page's session on the server, so the account's seat is free for the next test. */
export async function logout(page: Page) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/auth/logout", { headers: { origin }, form: {}, maxRedirects: 0 });
  if (res.status() !== 302) throw new Error(`logout answered ${res.status()}`);
}

/** Logs a staff member in on the back office's login page (the page is sent there first). */
export async function loginStaffPage(page: Page, email: string, password = "Demo@2026") {
  if (new URL(page.url()).pathname !== "/admin") await page.goto("/admin");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("Username").fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  // The first back-office page of a cold server on a loaded machine can take longer than 30 s.
  await page.waitForURL("**/admin/dashboard", { timeout: 60_000 });
}

/** Screenshots of the page at 1280 and 390 px wide, when SHOTS_DIR is set (looked at by people). */
export async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Takes judgments a test imported out of the shared e2e server's data again (soft-deleted, as the
 * back office's delete does), so the demo data the other e2e files count and sort is as it was. The
 * cached case pages' version goes up with it, as every case write does (decision 056), so no cached
 * Similar Cases or Cited by list still links to them.
 */
export async function forgetImported(sourceIds: string[]) {
  if (!sourceIds.length) return;
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const { inject } = await import("vitest");
  const list = sourceIds.map((s) => `'${s.replace(/'/g, "''")}'`).join(", ");
  await promisify(execFile)(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--command", `update cases set deleted_at = '2000-01-01T00:00:00.000Z', live = 0 where source_id in (${list}); update cache_versions set version = version + 1`],
    { timeout: 60_000 },
  );
}
