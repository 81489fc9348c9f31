/**
 * Debian's Chromium driven by playwright-core (never a browser download). Playwright gives each
 * launch a fresh, empty user-data directory of its own.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";

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
  // Each test answers for its own pages' errors (a page an earlier test left open, such as the
  // axe walk's deliberate "not in the reporter" 404, is not the next test's failure).
  beforeEach(() => {
    errors.length = 0;
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
        if (msg.type() !== "error") return;
        // A failed resource names its address, so a failure says which one.
        const url = msg.location()?.url;
        errors.push(url && msg.text().startsWith("Failed to load resource") ? `${msg.text()}: ${url}` : msg.text());
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

/**
 * Runs `work` over the items, `width` at a time (the walks over every page: each page has its own
 * browser context, so pages do not share state; the order of their results is the items' order).
 */
export async function eachInPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
