import { expect, test } from "vitest";
import { useBrowser } from "./browser";
import { logout } from "./helpers";

const b = useBrowser();

test("a visitor clicks Buy Now, logs in, pays in the offline checkout, sees the order details, and the dashboard shows the plan Active", async () => {
  const page = await b.open("/purchase");
  const monthly = page.locator(".plan-card").filter({ hasText: "Monthly" }).first();
  expect(await monthly.innerText()).toContain("Only(+18% GST)");
  await monthly.getByRole("link", { name: "Buy Now" }).click();
  const login = page.getByRole("dialog", { name: "Login" });
  await login.getByLabel("E-mail or mobile").fill("noplan@sar.example.com");
  await login.getByLabel("Password").fill("Demo@2026");
  await login.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/purchase");
  await page.locator(".plan-card").filter({ hasText: "Monthly" }).first().getByRole("button", { name: "Buy Now" }).click();
  await page.waitForURL(/\/checkout\/order_/);
  await page.getByRole("heading", { name: "Pay Rs 1,768.82" }).waitFor();
  await page.getByRole("button", { name: "Pay Rs 1,768.82" }).click();
  await page.waitForURL(/\/orderDetails\?orderId=order_.*&amount=176882&planId=/);
  await page.getByRole("heading", { name: "Payment successful" }).waitFor();
  await page.locator(".order-details").getByRole("link", { name: "My Account" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByText("Active", { exact: true }).waitFor();
  expect(await page.locator('[aria-label="Active plan"]').count()).toBeGreaterThan(0);
  expect(await page.locator("table").innerText()).toContain("Monthly (MONTHLY)");
  // The subscription opens the search.
  await page.goto("/search");
  await page.getByRole("navigation", { name: "Search modes" }).waitFor();
  expect(b.errors, b.errors.join("\n")).toEqual([]);
  await logout(page);
});

test("dismissing the checkout returns to /purchase and nothing is charged", async () => {
  const page = await b.open("/?modal=login");
  const login = page.getByRole("dialog", { name: "Login" });
  await login.getByLabel("E-mail or mobile").fill("chambers@sar.example.com");
  await login.getByLabel("Password").fill("Demo@2026");
  await login.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/search");
  await page.goto("/purchase");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.locator(".plan-card").filter({ hasText: "Weekly" }).first().getByRole("button", { name: "Buy Now" }).click();
  await page.waitForURL(/\/checkout\/order_/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.waitForURL((u) => u.pathname === "/purchase");
  await page.goto("/dashboard");
  const table = await page.locator("table").innerText();
  expect(table).toContain("Weekly (WEEKLY)");
  expect(table).toMatch(/Weekly \(WEEKLY\)[^\n]*Pending/);
  await logout(page);
});
