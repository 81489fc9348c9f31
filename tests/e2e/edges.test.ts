/**
 * Issue 22 items 3, 6 and 8 in Chromium (with JavaScript): the login's empty password message, the
 * SAR Criminal Supplement citation search with its Volume box, the text limit's offer of Find
 * Precedents, and the page kept by the sorts. Screenshots at 1280 and 390 px go to $SHOTS_DIR.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { messages, searchNotices } from "../../app/utils/copy";
import { TEXT_QUERY_MAX } from "../../app/utils/search-form";
import { useBrowser } from "./browser";
import { d1Query, loginThroughModal, logout, shots } from "./helpers";

const b = useBrowser();

test("login with an empty password says so beside the password field", async () => {
  const page = await b.open("/?modal=login");
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("E-mail or mobile").fill("subscriber@sar.example.com");
  await dialog.getByRole("button", { name: "Login" }).click();
  const error = dialog.locator("label", { hasText: "Password" }).locator(".field-error");
  await error.waitFor();
  expect(await error.innerText()).toBe(`*${messages.passwordRequired}`);
  expect(page.url()).toContain("modal=login");
  await shots(page, "login-empty-password");
  await page.context().close();
});

let page: Page;
let docId: number;

beforeAll(async () => {
  // A live demo case cited in SAR Criminal Supplement (journal 6) of 2018, as the case form saves it: no volume.
  docId = d1Query<{ d: number }>("select min(doc_id) d from cases where live = 1 and deleted_at is null")[0].d;
  d1Query(`delete from case_citations where position = 9 and doc_id = ${docId}`);
  d1Query(`insert into case_citations (doc_id, position, journal_id, citation_category_id, year, page_number) values (${docId}, 9, 6, 6, 2018, '4321')`);
  page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
});

afterAll(async () => {
  d1Query(`delete from case_citations where position = 9 and doc_id = ${docId}`);
  await logout(page);
});

test("citation search finds SAR Criminal Supplement of 2018; the Volume box follows the journal and the year", async () => {
  await page.goto("/search?mode=citation");
  await page.waitForSelector("html[data-hydrated=true]");
  const journal = page.getByLabel("Select Journal");
  const year = page.getByLabel("Select Year");
  const volume = page.locator('input[name="volume"]');
  // The civil supplement: Volume required in 2018, disabled in the years without volumes.
  await journal.selectOption({ label: "SAR Civil Supplement" });
  await year.selectOption("2018");
  expect(await volume.isDisabled()).toBe(false);
  expect(await volume.getAttribute("aria-required")).toBe("true");
  await shots(page, "citation-civil-supplement-2018");
  await year.selectOption("2015");
  expect(await volume.isDisabled()).toBe(true);
  // The criminal supplement: Volume disabled in every year, and the search runs without it.
  await journal.selectOption({ label: "SAR Criminal Supplement" });
  await year.selectOption("2018");
  expect(await volume.isDisabled()).toBe(true);
  await page.getByLabel("Page", { exact: true }).fill("4321");
  await shots(page, "citation-journal-6");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/cpage=4321/);
  await page.locator(".result-list .hit").first().waitFor();
  expect(await page.locator(".search-error").count()).toBe(0);
  expect(await page.locator(".result-list .hit-meta").allInnerTexts()).toEqual([expect.stringContaining(`Doc Id ${docId}`)]);
  await shots(page, "citation-journal-6-result");
});

test("a word search longer than the limit is offered Find Precedents with the whole text, which then runs", async () => {
  await page.goto("/search?mode=word");
  await page.waitForSelector("html[data-hydrated=true]");
  expect(await page.getByText(searchNotices.textHint(TEXT_QUERY_MAX)).count()).toBe(1);
  const text = "The dying declaration was recorded by the investigating officer without a magistrate being present. ".repeat(30).trim();
  expect(text.length).toBeGreaterThan(TEXT_QUERY_MAX);
  await page.getByLabel("Words").fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  const offer = page.getByRole("button", { name: searchNotices.textTooLongButton });
  await offer.waitFor();
  // Caught before the text was put in the URL; nothing typed was cut.
  expect(page.url()).not.toContain("run=1");
  expect(await page.getByLabel("Words").inputValue()).toBe(text);
  expect(await page.getByText(searchNotices.textTooLong(text.length, TEXT_QUERY_MAX)).count()).toBe(1);
  await shots(page, "word-too-long");
  await offer.click();
  await page.waitForURL(/mode=precedents/);
  await page.getByRole("heading", { name: "Precedents", exact: true }).waitFor();
  expect(await page.locator("textarea[name=text]").inputValue()).toBe(text);
});

test("the footer's links are the settings' destinations", async () => {
  await page.goto("/search");
  const about = page.locator("footer").getByRole("link", { name: "About Us" });
  expect(await about.getAttribute("href")).toMatch(/^https:\/\//);
  expect(await about.getAttribute("href")).not.toContain("sar-online.example");
  await page.locator("footer").scrollIntoViewIfNeeded();
  await shots(page, "footer");
});

test("no browser errors but the refusals these tests provoke", () => {
  expect(b.errors.filter((e) => !/responded with a status of 400\b/.test(e))).toEqual([]);
});
