import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useBrowser } from "./browser";
import { loginThroughModal, logout } from "./helpers";

/**
 * Issue 13 item 6: an Exact phrase is highlighted where the phrase occurs, never word by word
 * (every "the" and "was" of the judgment); word lists skip stop-words; the marks sit inside text
 * nodes, so the judgment's markup is the server's, marks aside.
 */
const b = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
});
afterAll(() => logout(page));

/** What the case page marked in the judgment, and whether its markup, marks unwrapped, is the server's. */
async function judgmentMarks(p: Page) {
  await p.locator(".judgment mark.hl").first().waitFor();
  return p.evaluate(async () => {
    const live = document.querySelector(".judgment")!;
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html").querySelector(".judgment")!;
    const unwrapped = live.cloneNode(true) as Element;
    unwrapped.querySelectorAll("mark.hl").forEach((m) => m.replaceWith(document.createTextNode(m.textContent ?? "")));
    unwrapped.normalize();
    return {
      marks: [...live.querySelectorAll("mark.hl")].map((m) => m.textContent ?? ""),
      text: live.textContent ?? "",
      markupKept: unwrapped.innerHTML === served.innerHTML,
      marksInText: [...live.querySelectorAll("mark.hl")].every((m) => m.children.length === 0),
    };
  });
}

test("an Exact phrase search marks the phrase where it occurs on the case page, not each of its words", async () => {
  await page.goto("/search?mode=word&run=1&text=the+deceased+was+last+seen&section=judgment&method=exact");
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  // A result opens in a modal once the page has hydrated (in Word Search, after its form's chunk: decision 087).
  await page.waitForSelector("html[data-hydrated=true]");
  await page.locator(".result-list .hit-open").first().click();
  const viewLink = page.locator("dialog[open]").getByRole("link", { name: "View Case" });
  await viewLink.waitFor();
  const href = (await viewLink.getAttribute("href"))!;
  expect(href).toMatch(/^\/viewCase\/\d+\?s=the%20deceased%20was%20last%20seen$/);
  await page.goto(href);
  await page.waitForSelector("html[data-hydrated=true]");
  const got = await judgmentMarks(page);
  const occurrences = got.text.match(/\bthe\s+deceased\s+was\s+last\s+seen\b/gi) ?? [];
  expect(occurrences.length).toBeGreaterThan(0);
  expect(got.marks.length).toBe(occurrences.length);
  for (const m of got.marks) expect(m).toMatch(/^the\s+deceased\s+was\s+last\s+seen$/i);
  expect(got.markupKept).toBe(true);
  expect(got.marksInText).toBe(true);

  // The same case from a word list: "the" and "and" are not marked, "deceased" is.
  await page.goto(href.replace(/\?s=.*$/, `?s=${encodeURIComponent("deceased|the|and")}`));
  await page.waitForSelector("html[data-hydrated=true]");
  const words = await judgmentMarks(page);
  expect(words.marks.length).toBe((words.text.match(/\bdeceased\b/gi) ?? []).length);
  expect(words.marks.every((m) => m.toLowerCase() === "deceased")).toBe(true);
  expect(words.markupKept).toBe(true);
  expect(b.errors).toEqual([]);
});
