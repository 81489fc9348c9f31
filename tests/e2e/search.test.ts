import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { searchMessages } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginThroughModal, logout, shots } from "./helpers";

const b = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
});

afterAll(() => logout(page));

const titles = () => page.locator(".result-list .hit-title").allInnerTexts();
const modeLink = (name: string) => page.getByRole("navigation", { name: "Search modes" }).getByRole("link", { name });

test("quick search runs on Enter, lists results, and an empty box resets", async () => {
  const box = page.getByPlaceholder("Search By Doc Id, Party Name");
  await box.fill("ramesh");
  await box.press("Enter");
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect((await titles()).every((t) => /ramesh/i.test(t))).toBe(true);
  // The form closes once results are shown; the terms are highlighted after 800 ms.
  expect(await page.locator("details.search-form").getAttribute("open")).toBeNull();
  await page.locator(".result-list mark.hl").first().waitFor();
  expect((await page.locator(".result-list mark.hl").first().innerText()).toLowerCase()).toBe("ramesh");
});

test("the pager, the date and name sorts and the letter filter re-run the search", async () => {
  await page.goto("/search?mode=quick&run=1&q=state");
  const metas = () => page.locator(".result-list .hit-meta").allInnerTexts();
  const first = await metas();
  expect(first).toHaveLength(10);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "2", exact: true }).click();
  await page.waitForURL(/page=2/);
  await page.waitForFunction((m) => document.querySelector(".result-list .hit-meta")?.textContent !== m, first[0]);
  expect((await metas()).some((m) => first.includes(m))).toBe(false);
  await page.getByRole("link", { name: "Oldest" }).click();
  await page.waitForURL(/byDate=a/);
  // A sort re-runs the search on the current page (subscriber §4; issue 22 item 8).
  expect(new URL(page.url()).searchParams.get("page")).toBe("2");
  const dates = async () =>
    (await page.locator(".result-list .hit-meta").allInnerTexts()).map((m) => {
      const [d, mo, y] = m.match(/(\d{2})-(\d{2})-(\d{4})/)!.slice(1);
      return `${y}-${mo}-${d}`;
    });
  await expect.poll(async () => { const d = await dates(); return [...d].sort().join() === d.join(); }).toBe(true);
  await page.locator(".sorts").getByRole("link", { name: "A", exact: true }).click();
  await page.waitForURL(/byName=a/);
  const appellants = async () => (await titles()).map((t) => t.split(" v. ")[0].toLowerCase());
  await expect.poll(async () => { const a = await appellants(); return a.every((x, i) => i === 0 || a[i - 1] <= x); }).toBe(true);
  await page.getByRole("navigation", { name: "Starts with" }).getByRole("link", { name: "R", exact: true }).click();
  await page.waitForURL(/letter=R/);
  expect(page.url()).not.toContain("byName");
  await expect.poll(async () => (await titles()).every((t) => t.startsWith("R"))).toBe(true);
});

test("word search (Exact, Judgment) opens a result modal with Previous / Next and highlighted terms", async () => {
  await page.goto("/search");
  await modeLink("Word Search").click();
  await page.waitForURL(/mode=word/);
  await page.getByLabel("Words").fill("last seen");
  await page.getByLabel("Judgment").check();
  await page.getByLabel("Exact").check();
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  const count = (await titles()).length;
  expect(count).toBeGreaterThan(1);
  // Each title is a real link to the case with the search's terms (walk report finding 10): with Ctrl/Cmd or
  // the middle button it opens in a new tab and the list stays; a plain click opens the preview below.
  const first = page.locator(".result-list .hit-open").first();
  expect(await first.getAttribute("href")).toMatch(/^\/viewCase\/\d+\?s=last%20seen$/);
  await page.waitForSelector("html[data-hydrated=true]");
  for (const click of [() => first.click({ modifiers: ["ControlOrMeta"] }), () => first.click({ button: "middle" })]) {
    const [tab] = await Promise.all([page.context().waitForEvent("page"), click()]);
    await tab.waitForURL(/\/viewCase\/\d+\?s=last%20seen$/);
    await tab.close();
  }
  expect(await page.locator("dialog[open]").count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe("/search");
  await shots(page, "search-result-links");
  await first.click();
  const modal = page.locator("dialog[open]");
  await modal.getByRole("heading", { name: /Doc Id : #\d+/ }).waitFor();
  const firstTitle = await modal.getByRole("heading", { level: 2 }).innerText();
  expect(await modal.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
  await modal.locator(".judgment mark.hl").first().waitFor();
  expect((await modal.locator(".judgment mark.hl").first().innerText()).toLowerCase()).toMatch(/^(last|seen)/);
  expect(await modal.getByRole("link", { name: "View Case" }).getAttribute("target")).toBe("_blank");
  await modal.getByRole("button", { name: "Next" }).click();
  await page.waitForFunction((t) => document.querySelector("dialog[open] h2")?.textContent !== t, firstTitle);
  expect(await modal.getByRole("button", { name: "Previous" }).isDisabled()).toBe(false);
  for (let i = 2; i < count; i++) await modal.getByRole("button", { name: "Next" }).click();
  expect(await modal.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
  await modal.getByRole("button", { name: "Close" }).click();
});

test("the page carries only the active mode's form; a switch of mode shows the next form with the page, never a placeholder (decision 087)", async () => {
  const scripts: string[] = [];
  const onResponse = (res: { url(): string }) => scripts.push(new URL(res.url()).pathname);
  page.on("response", onResponse);
  try {
    await page.goto("/search");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.waitForLoadState("networkidle");
    const lazyParts = /(main|citation|statute|word)-form|precedents-panel|result-modal|highlight/;
    expect(scripts.filter((s) => s.endsWith(".js") && lazyParts.test(s))).toEqual([]);
    // Any placeholder (the loading fallback) put into the page from here on is recorded.
    await page.evaluate(() => {
      const w = window as unknown as { placeholders: number };
      w.placeholders = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes) if (n instanceof Element && (n.matches(".form-loading") || n.querySelector(".form-loading"))) w.placeholders++;
      }).observe(document.body, { subtree: true, childList: true });
    });
    const modes: [string, string, RegExp][] = [
      ["Main Search", "main", /^Court Name/],
      ["Citation Search", "citation", /^Select Journal/],
      ["Statute Search", "statute", /^Act Name/],
      ["Word Search", "word", /^Words/],
      ["Find Precedents", "precedents", /^Paste a fact situation/],
      ["Quick Search", "quick", /^Search By Doc Id/],
    ];
    for (const [name, mode, field] of modes) {
      // A bare click event: no pointer over the link and no focus, so nothing was fetched ahead.
      await modeLink(name).dispatchEvent("click");
      await page.waitForURL(new RegExp(`mode=${mode}`));
      await page.getByLabel(field).first().waitFor();
    }
    expect(scripts.filter((s) => /(main|citation|statute|word)-form|precedents-panel/.test(s)).length).toBeGreaterThanOrEqual(5);
    expect(await page.evaluate(() => (window as unknown as { placeholders: number }).placeholders)).toBe(0);
  } finally {
    page.off("response", onResponse);
  }
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("main search: a court alone asks for one more filter; with an appellant it finds the cases", async () => {
  await page.goto("/search?mode=main");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("Court Name").selectOption({ label: "Supreme Court" });
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByText(`*${searchMessages.oneMoreFilter}`).waitFor();
  await page.getByLabel("Appellant").fill("ram");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect((await titles()).length).toBeGreaterThan(0);
});

test("statute search with an act chosen from the suggestions and a section", async () => {
  await page.goto("/search?mode=statute");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("Act Name").fill("Penal");
  await page.getByRole("option", { name: "Indian Penal Code, 1860" }).click();
  await page.getByLabel("Section", { exact: true }).fill("302");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect((await titles()).length).toBeGreaterThan(0);
});

test("citation search: Neutral Search needs a chosen suggestion, then finds the case", async () => {
  await page.goto("/search?mode=citation");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("Select Journal").selectOption({ label: "Neutral Search" });
  await page.locator('input[name="neutralText"]').fill("2025");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByText(`*${searchMessages.selectNeutral}`).waitFor();
  await page.getByLabel("Select Journal").selectOption({ label: "Neutral Search" });
  await page.locator('input[name="neutralText"]').fill("2025");
  await page.locator(".suggestions [role=option]").first().click();
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  expect(await titles()).toHaveLength(1);
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
