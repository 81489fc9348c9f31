import { expect, test } from "vitest";
import { useBrowser } from "./browser";
import { logout, submitLogin } from "./helpers";

const b = useBrowser();

test("a visitor clicks Buy Now, logs in, pays in the offline checkout, sees the order details, and the dashboard shows the plan Active", async () => {
  const page = await b.open("/purchase");
  const monthly = page.locator(".plan-card").filter({ hasText: "Monthly" }).first();
  expect(await monthly.innerText()).toContain("Only(+18% GST)");
  // S138: each description line over 25 characters shows 25 and '..'; the whole line is under "Full description".
  expect(await monthly.locator("ul.plan-lines > li").allInnerTexts()).toEqual(["One calendar month", "Supreme Court and High Co..", "Reporter PDFs"]);
  const full = monthly.locator("details.plan-full");
  expect(await full.getByText("Supreme Court and High Courts", { exact: true }).isVisible()).toBe(false);
  await full.getByText("Full description").click();
  await full.getByText("Supreme Court and High Courts", { exact: true }).waitFor();
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
  // planId is the plan's id (Monthly = 3), not the order's (issue 13 item 11).
  await page.waitForURL(/\/orderDetails\?orderId=order_.*&amount=176882&planId=3$/);
  await page.getByRole("heading", { name: "Payment successful" }).waitFor();
  await page.locator(".order-details").getByRole("link", { name: "My Account" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByText("Active", { exact: true }).waitFor();
  expect(await page.locator('[aria-label="Active plan"]').count()).toBeGreaterThan(0);
  expect(await page.locator("table").innerText()).toContain("Monthly (MONTHLY)");
  // The paid order's receipt is reachable from My Account, not only from the success page.
  await page.locator("table").getByRole("link", { name: /^Receipt/ }).click();
  await page.getByRole("heading", { name: "Receipt" }).waitFor();
  expect(await page.locator(".receipt").innerText()).toContain("Rs 1,768.82");
  // The subscription opens the search.
  await page.goto("/search");
  await page.getByRole("navigation", { name: "Search modes" }).waitFor();
  expect(b.errors, b.errors.join("\n")).toEqual([]);
  await logout(page);
});

test("cancelling the checkout returns to /purchase, closes the order and My Account shows it Cancelled, not Pending", async () => {
  const page = await b.open("/?modal=login");
  const login = page.getByRole("dialog", { name: "Login" });
  await login.getByLabel("E-mail or mobile").fill("chambers@sar.example.com");
  await login.getByLabel("Password").fill("Demo@2026");
  await submitLogin(page, login);
  await page.goto("/purchase");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.locator(".plan-card").filter({ hasText: "Weekly" }).first().getByRole("button", { name: "Buy Now" }).click();
  await page.waitForURL(/\/checkout\/order_/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForURL((u) => u.pathname === "/purchase" && u.searchParams.get("cancelled") === "1");
  await page.getByText("Your payment was cancelled").waitFor();
  await page.goto("/dashboard");
  const table = await page.locator("table").innerText();
  expect(table).toContain("Weekly (WEEKLY)");
  expect(table).toMatch(/Weekly \(WEEKLY\)[^\n]*Cancelled/);
  expect(table).not.toContain("Pending");
  expect(b.errors, b.errors.join("\n")).toEqual([]);
  await logout(page);
});

test("order details with no or an unknown order id say 'Order not found.' in the browser too, never that the servers are down", async () => {
  const page = await b.open("/?modal=login");
  const login = page.getByRole("dialog", { name: "Login" });
  await login.getByLabel("E-mail or mobile").fill("subscriber@sar.example.com");
  await login.getByLabel("Password").fill("Demo@2026");
  await submitLogin(page, login);
  for (const path of ["/orderDetails", "/orderDetails?orderId=order_nothere"]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await page.waitForSelector("html[data-hydrated=true]");
    const main = await page.locator("main").innerText();
    expect(main).toContain("Order not found.");
    expect(main).not.toContain("Servers are not responding");
  }
  await logout(page);
});
