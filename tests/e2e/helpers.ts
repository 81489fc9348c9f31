import type { Page } from "playwright-core";

/** Logs a subscriber in through the login modal, as a person would. */
export async function loginThroughModal(page: Page, login: string, password = "Demo@2026") {
  await page.goto("/?modal=login");
  await page.waitForSelector("html[data-hydrated=true]");
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("E-mail or mobile").fill(login);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/search");
  await page.getByRole("navigation", { name: "Search modes" }).waitFor();
}

/** Ends the page's session on the server, so the account's seat is free for the next test. */
export async function logout(page: Page) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/auth/logout", { headers: { origin }, form: {}, maxRedirects: 0 });
  if (res.status() !== 302) throw new Error(`logout answered ${res.status()}`);
}
