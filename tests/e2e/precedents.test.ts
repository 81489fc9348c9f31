import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useBrowser } from "./browser";
import { loginThroughModal, logout, shots } from "./helpers";

/** Issue 16: paste a fact situation, see ranked precedents with their reasons; open one, see Similar Cases. */
const b = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
});

afterAll(() => logout(page));

const FACTS =
  "The accused and the deceased were last seen together near the village well in the evening. The body was found two days later. " +
  "There is no eyewitness; the prosecution relies on circumstantial evidence and the last-seen theory, and the accused was convicted of murder under Section 302 of the Indian Penal Code.";

test("Find Precedents: paste a fact situation, see ranked results each with why it was found", async () => {
  await page.goto("/search");
  await page.getByRole("navigation", { name: "Search modes" }).getByRole("link", { name: "Find Precedents" }).click();
  await page.waitForURL(/mode=precedents/);
  await page.getByLabel("Paste a fact situation or a judgment (up to 100 KB)").fill(FACTS);
  await page.getByRole("button", { name: "Find Precedents" }).click();
  await page.getByRole("heading", { name: "Precedents", exact: true }).waitFor();
  const hits = page.locator(".precedent-list .hit");
  expect(await hits.count()).toBeGreaterThan(2);
  // The first results are the demo's circumstantial-evidence murder appeals, with their reasons.
  expect(await hits.first().locator(".reasons").innerText()).toMatch(/Matching terms:.*(circumstantial|last|seen|murder)/i);
  expect(await hits.first().locator(".reasons").innerText()).toContain("Shared acts:");
  // The text stays in the box.
  expect(await page.getByLabel("Paste a fact situation or a judgment (up to 100 KB)").inputValue()).toBe(FACTS);
  await shots(page, "precedents");
});

test("opening a case shows its Similar Cases, without the case itself", async () => {
  const first = page.locator(".precedent-list .hit-title").first();
  const href = (await first.getAttribute("href"))!;
  await first.click();
  await page.waitForURL(new RegExp(`${href}$`), { waitUntil: "load" });
  const similar = page.getByRole("region", { name: "Similar Cases" });
  await similar.waitFor();
  const links = await similar.locator(".hit-title").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  expect(links.length).toBeGreaterThan(0);
  expect(links.length).toBeLessThanOrEqual(5);
  expect(links).not.toContain(href);
  await shots(page, "similar-cases");
});
