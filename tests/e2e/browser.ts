/**
 * Debian's Chromium driven by playwright-core (never a browser download). Playwright gives each
 * launch a fresh, empty user-data directory of its own.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function useBrowser() {
  let browser: Browser;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL: () => inject("baseURL"),
    /** A fresh page whose console errors and page errors are collected (a test asserts none). */
    async newPage(): Promise<Page> {
      const context = await browser.newContext({ baseURL: inject("baseURL") });
      const page = await context.newPage();
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      return page;
    },
    /** Opens a path and waits until React has hydrated it. */
    async open(path: string): Promise<Page> {
      const page = await this.newPage();
      await page.goto(path);
      await page.waitForSelector("html[data-hydrated=true]");
      return page;
    },
    errors,
  };
}
