import { expect, test } from "vitest";
import { useBrowser } from "./browser";
import { loginThroughModal, logout, shots } from "./helpers";

/** /developers and My Account's API tokens section in Chromium (issue 23): what an integrator and a subscriber see. */
const b = useBrowser();

test("/developers presents the document: calls grouped by tag with method, path, who may call, body and answer; linked from the footer", async () => {
  const page = await b.newPage();
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "API" }).click();
  await page.waitForURL("**/developers");
  await page.getByRole("heading", { level: 1, name: "API for developers" }).waitFor();
  const library = page.locator("section#Library");
  await library.getByText("/user/addCaseToMyLibrary").first().waitFor();
  await page.getByRole("heading", { name: "The envelope" }).waitFor();
  expect(await page.locator(".api-call").count()).toBeGreaterThan(30);
  // The page is long: its first screen at each width (a full-page shot of it outlasts the timeout).
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    for (const [width, height] of [[1280, 900], [390, 844]]) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${dir}/developers-${width}.png` });
      await library.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/developers-library-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
});

test("a subscriber creates a token on My Account, sees it once, and revokes it", async () => {
  const page = await b.newPage();
  await loginThroughModal(page, "chambers@sar.example.com");
  await page.goto("/dashboard");
  const section = page.getByRole("region", { name: "API tokens" });
  await section.getByLabel("Token name").fill("Screenshot script");
  await section.getByRole("button", { name: "Create token" }).click();
  await section.getByText("Copy the token now").waitFor();
  const value = await section.locator(".token-value").textContent();
  expect(value).toMatch(/^lr_/);
  await shots(page, "dashboard-tokens");
  await section.getByRole("button", { name: "Revoke the token Screenshot script" }).click();
  await section.getByText("Token revoked.").waitFor();
  await logout(page);
});

test("a one-seat subscriber's token answers 200 while the subscriber is signed in on the web (decision 103)", async () => {
  const page = await b.newPage();
  // The demo subscriber's plan has one parallel seat, which this browser now holds.
  await loginThroughModal(page, "subscriber@sar.example.com");
  await page.goto("/dashboard");
  const section = page.getByRole("region", { name: "API tokens" });
  await section.getByLabel("Token name").fill("Research script");
  await section.getByRole("button", { name: "Create token" }).click();
  await section.getByText("Copy the token now").waitFor();
  const token = (await section.locator(".token-value").textContent())!.trim();
  // The owner's own script, from outside the browser, while the browser's session is live.
  const res = await fetch(`${b.baseURL()}/v1/api/user/dashboardSearch?pageNumber=1`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ searchType: "DashboardSearchType", dashboardSearchValue: "appeal" }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { responseStatus: { statusCode: string } }).responseStatus.statusCode).toBe("0");
  // The browser is still signed in: the token took no seat and ended nobody.
  await page.reload();
  await page.getByRole("region", { name: "API tokens" }).getByText("Research script").waitFor();
  await page.getByRole("region", { name: "API tokens" }).getByRole("button", { name: "Revoke the token Research script" }).click();
  await page.getByRole("region", { name: "API tokens" }).getByText("Token revoked.").waitFor();
  await logout(page);
});
