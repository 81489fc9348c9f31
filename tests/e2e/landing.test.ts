import { expect, test } from "vitest";
import { copy } from "../../app/utils/copy";
import { useBrowser } from "./browser";

const b = useBrowser();

test("a visitor opens the landing page and sees the nav, the scrolling notice and the footer", async () => {
  const page = await b.open("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  expect(await nav.getByRole("link").allInnerTexts()).toEqual(["HOME", "PLANS", "REGISTER", "LOGIN"]);
  expect(await page.locator(".notice-text").innerText()).toBe(copy.landing.notice);
  expect(await page.locator(".slide h2").allInnerTexts()).toEqual(Array(3).fill("State of the Art Search"));
  expect(await page.getByRole("heading", { name: "Way of Searching" }).isVisible()).toBe(true);
  const footer = page.locator("footer");
  for (const link of ["About Us", "License Agreement", "Disclaimer", "Privacy Policy"]) {
    expect(await footer.getByRole("link", { name: link }).isVisible(), link).toBe(true);
  }
  expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
  expect(await footer.innerText()).toContain("Help Line");
  // Client-side navigation to a legal page works once hydrated.
  await footer.getByRole("link", { name: "Disclaimer" }).click();
  await page.waitForURL("**/disclaimer");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Disclaimer");
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("the back office at /admin shows the staff login", async () => {
  const page = await b.open("/admin");
  expect(await page.getByLabel("Username").isVisible()).toBe(true);
  const password = page.locator('input[name="password"]');
  expect(await password.getAttribute("type")).toBe("password");
  await page.getByRole("button", { name: "Show" }).click();
  expect(await password.getAttribute("type")).toBe("text");
  expect(await page.getByRole("link", { name: "Forgot password?" }).isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Login" }).isVisible()).toBe(true);
  expect(await page.locator("nav[aria-label=Main]").count()).toBe(0);
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
