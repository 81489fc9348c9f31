/**
 * Issue 13 items 2, 3 and 5 on a phone (390 × 844): every subscriber page and the back office's
 * pages fit the screen (no horizontal scrolling), LOGOUT (LOGIN for a visitor) is reachable from
 * the folded menu and not covered by anything, and no icon is an emoji. Each page is also saved
 * at 390 and 1280 px wide in test-results/screens/ (not committed) for a person to look at.
 */
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { expect, test } from "vitest";
import { toastMessages } from "../../app/utils/copy-screens";
import { useBrowser } from "./browser";
import { loginThroughModal } from "./helpers";

const b = useBrowser();
const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });
const PHONE = { width: 390, height: 844 };

/** Pictographic characters (emoji), leaving out ©, ® and ™, which every text font has. */
function emojiIn(html: string): string[] {
  return [...html.replace(/[\u00a9\u00ae\u2122]/g, "").matchAll(/\p{Extended_Pictographic}/gu)].map((m) => m[0]);
}

async function phone(): Promise<Page> {
  const page = await b.newPage();
  await page.setViewportSize(PHONE);
  return page;
}

/** Opens a path on the phone and checks it fits and has no emoji; saves it at 390 and 1280 px. */
async function visit(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated=true]");
  await fits(page, name);
}

async function fits(page: Page, name: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  expect(scrollWidth, `${name}: page width at 390 px`).toBeLessThanOrEqual(innerWidth);
  expect(emojiIn(await page.content()), name).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: page width at 1280 px`).toBeLessThanOrEqual(1280);
  await page.setViewportSize(PHONE);
}

/** The control is visible, inside the screen, and the topmost element at its centre (nothing covers it). */
async function expectReachable(page: Page, control: Locator) {
  await control.waitFor({ state: "visible" });
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  const onTop = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(onTop, "nothing covers the control").toBe(true);
}

/** On a phone the main nav is folded: its link is hidden until Menu is opened. */
async function openMenu(page: Page, control: Locator) {
  expect(await control.isVisible(), "the nav is folded on a phone").toBe(false);
  await page.locator(".menu-toggle > summary").click();
  await expectReachable(page, control);
}

test("a visitor's pages fit a 390 px phone, LOGIN is in the menu, and no icon is an emoji", async () => {
  const page = await phone();
  for (const [path, name] of [
    ["/", "landing"],
    ["/purchase", "purchase"],
    ["/guestCase/1001", "guest-case"],
    ["/terms", "terms"],
    ["/privacypolicy", "privacy"],
    ["/disclaimer", "disclaimer"],
    ["/?modal=register", "register-modal"],
  ]) {
    await visit(page, path, name);
  }
  // The register modal's fields stay inside the dialog.
  const dialog = page.getByRole("dialog", { name: "Register" });
  const dialogBox = (await dialog.boundingBox())!;
  for (const field of ["name", "email", "mobile", "password", "stateId", "otp"]) {
    const box = (await dialog.locator(`[name="${field}"]`).boundingBox())!;
    expect(box.x + box.width, field).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  }

  await page.goto("/");
  await page.waitForSelector("html[data-hydrated=true]");
  await openMenu(page, page.getByRole("link", { name: "LOGIN" }));
  await page.screenshot({ path: `${SCREENS}/landing-menu-open-390.png` });
  await page.getByRole("link", { name: "LOGIN" }).click();
  await page.getByRole("dialog", { name: "Login" }).waitFor();
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("the demo subscriber's pages fit a 390 px phone, LOGOUT is reachable from the menu and logs out", async () => {
  const page = await phone();
  await loginThroughModal(page, "subscriber@sar.example.com");
  for (const mode of ["quick", "main", "citation", "statute", "word", "precedents"]) {
    await visit(page, `/search?mode=${mode}`, `search-${mode}`);
  }
  // Main search: the Court Name dropdown ends before Case Number begins.
  await visit(page, "/search?mode=main", "search-main");
  await page.setViewportSize({ width: 1280, height: 900 });
  const court = (await page.getByLabel("Court Name").boundingBox())!;
  const caseNo = (await page.getByLabel("Case Number").boundingBox())!;
  expect(court.x + court.width).toBeLessThanOrEqual(caseNo.x);
  await page.setViewportSize(PHONE);

  await visit(page, "/search?mode=quick&run=1&q=state", "search-results");
  await visit(page, "/viewCase/1001", "view-case");
  // The case toolbar's buttons are one height.
  const heights = await page.locator(".case-toolbar .button, .case-toolbar select").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(new Set(heights).size, `toolbar heights ${heights.join(", ")}`).toBe(1);
  await page.getByRole("button", { name: "Add to Library" }).click();
  await page.getByRole("button", { name: "In your Library" }).waitFor();

  await visit(page, "/library", "library");
  const entry = page.locator(".library-item").filter({ has: page.locator('a[href="/viewCase/1001"]') });
  const trash = entry.getByRole("button", { name: /^Delete .+ from the library$/ });
  expect(await trash.locator("svg.icon").count()).toBe(1);
  await expectReachable(page, trash);
  await visit(page, "/dashboard", "dashboard");
  await visit(page, "/myActivity", "my-activity");
  await visit(page, "/orderDetails?orderId=order_demo000002&amount=0&planId=4", "order-details");
  await visit(page, "/purchase", "purchase-subscriber");
  await visit(page, "/notifications", "notifications");

  await page.goto("/dashboard");
  await page.waitForSelector("html[data-hydrated=true]");
  const logout = page.getByRole("button", { name: "LOGOUT" });
  await openMenu(page, logout);
  await page.screenshot({ path: `${SCREENS}/dashboard-menu-open-390.png` });
  await fits(page, "dashboard-menu-open");
  // Remove the library entry again, then log out through the menu: the seat is free afterwards.
  await visit(page, "/library", "library-before-delete");
  const entryAgain = page.locator(".library-item").filter({ has: page.locator('a[href="/viewCase/1001"]') });
  await entryAgain.getByRole("button", { name: /^Delete .+ from the library$/ }).click();
  await entryAgain.waitFor({ state: "detached" });
  // S128: the delete's success toast, in the live region.
  await page.getByRole("status").filter({ hasText: toastMessages.removedFromLibrary }).waitFor();
  await page.locator(".menu-toggle > summary").click();
  await page.getByRole("button", { name: "LOGOUT" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  // Logged out: the nav is the visitor's, folded again after the navigation.
  await page.getByRole("link", { name: "LOGIN", includeHidden: true }).waitFor({ state: "attached" });
  await openMenu(page, page.getByRole("link", { name: "LOGIN" }));
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("the back office's login, dashboard and change password fit a 390 px phone for each staff role, with Logout in the menu", async () => {
  for (const [email, role] of [
    ["superadmin@sar.example.com", "super-admin"],
    ["admin@sar.example.com", "admin"],
    ["dataentry@sar.example.com", "data-entry"],
  ]) {
    const page = await phone();
    await visit(page, "/admin", `admin-login-${role}`);
    // The login page carries the publisher's mark.
    expect(await page.locator(".admin-brand .brand-mark").isVisible()).toBe(true);
    await page.getByLabel("Username").fill(email);
    await page.locator('input[name="password"]').fill("Demo@2026");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.waitForSelector("html[data-hydrated=true]");
    await fits(page, `admin-dashboard-${role}`);
    await visit(page, "/admin/changePassword", `admin-change-password-${role}`);
    const sidebarLogout = page.locator(".sidebar").getByRole("button", { name: "Logout" });
    await openMenu(page, sidebarLogout);
    await page.screenshot({ path: `${SCREENS}/admin-menu-open-${role}-390.png` });
    await sidebarLogout.click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.context().close();
  }
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("every back-office screen and its dialogs fit a 390 px phone for the Super Admin", async () => {
  const page = await phone();
  await visit(page, "/admin", "admin-login-screens");
  await page.getByLabel("Username").fill("superadmin@sar.example.com");
  await page.locator('input[name="password"]').fill("Demo@2026");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/admin/dashboard");
  for (const [path, name] of [
    ["/admin/cases", "admin-cases"],
    ["/admin/addCase", "admin-add-case"],
    ["/admin/addCase?docId=1001", "admin-edit-case"],
    ["/admin/cases/1001/files", "admin-case-files"],
    ["/admin/court", "admin-courts"],
    ["/admin/act", "admin-acts"],
    ["/admin/act/names", "admin-act-names"],
    ["/admin/act/names?merge=Vehicles%20Act%2C%201939", "admin-act-merge-dialog"],
    ["/admin/post", "admin-posts"],
    ["/admin/plans", "admin-plans"],
    ["/admin/orders", "admin-orders"],
    ["/admin/clients", "admin-clients"],
    ["/admin/staff", "admin-staff"],
    ["/admin/notification", "admin-notification"],
    ["/admin/import", "admin-import"],
  ]) {
    await visit(page, path, name);
    expect(await page.locator("h1, h2").first().isVisible(), `${name} has a heading`).toBe(true);
  }
  // A dialog opened from each list (the first Add button or link of the page).
  for (const [path, name] of [
    ["/admin/court", "admin-court-dialog"],
    ["/admin/act", "admin-act-dialog"],
    ["/admin/post", "admin-post-dialog"],
    ["/admin/plans", "admin-plan-dialog"],
    ["/admin/clients", "admin-client-dialog"],
    ["/admin/staff", "admin-staff-dialog"],
  ]) {
    await visit(page, path, name);
    await page.locator("main").getByRole("link", { name: /^(Add|Create)/ }).first().click();
    await page.getByRole("dialog").first().waitFor();
    await fits(page, name);
  }
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
