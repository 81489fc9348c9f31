import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { useBrowser } from "./browser";
import { loginStaffPage, loginThroughModal, logout } from "./helpers";

/**
 * Issue 21 items 1 and 2 (decision 036) in Chromium: an editor adds a complete case through the
 * Add Case form with three citation rows — SAR Online (Criminal) with its Other and Neutral
 * Citation, SCC and AIR — and a subscriber sees the reporter's citation first and the others as
 * equal citations, each in its journal's house style.
 */
const b = useBrowser();
const SHOTS = process.env.SHOTS_DIR;

const LEAD = "2025 SAR (Cri) 101";
const EQUAL = ["2025 SCC OnLine SC 999", "2025 INSC 1234", "(2025) 3 SCC 456", "AIR 2025 SC 1500"];

const row = (page: Page, n: number) => page.locator(`.citation-row[data-row="${n}"]`);

test("an editor adds a case with three citation rows; a subscriber and a guest read the SAR citation first and the others as equal citations, in house style", async () => {
  const page = await b.newPage();
  page.on("dialog", (d) => void d.accept());
  await loginStaffPage(page, "dataentry@sar.example.com");
  await page.goto("/admin/addCase");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByRole("textbox", { name: "Judgement / Order" }).waitFor();

  await page.locator('input[name="appellant"]').fill("Marlowgate Citator");
  await page.locator('input[name="respondent"]').fill("State of Zanaria");
  // Row 1: SAR Online (Criminal), the form's default journal (category SC forced), 2025, page 101.
  expect(await row(page, 1).getByLabel("Journal, citation row 1").inputValue()).toBe("2");
  await row(page, 1).getByLabel("Year, citation row 1").selectOption("2025");
  await row(page, 1).getByLabel("Page Number, citation row 1").fill("101");
  await row(page, 1).locator('input[name="citations[0].otherCitation"]').fill("2025 SCC OnLine SC 999");
  await row(page, 1).locator('input[name="citations[0].neutralCitation"]').fill("2025 INSC 1234");
  // Row 2: SCC 2025 (3) 456; row 3: AIR 2025 1500, typed as the journal's fields.
  await row(page, 2).getByLabel("Journal, citation row 2").selectOption("7");
  await row(page, 2).getByLabel("Year, citation row 2").selectOption("2025");
  await row(page, 2).getByLabel("Volume, citation row 2").fill("3");
  await row(page, 2).getByLabel("Page Number, citation row 2").fill("456");
  await row(page, 3).getByLabel("Journal, citation row 3").selectOption("8");
  await row(page, 3).getByLabel("Year, citation row 3").selectOption("2025");
  await row(page, 3).getByLabel("Page Number, citation row 3").fill("1500");

  await page.locator('input[name="caseNumber"]').fill("Criminal Appeal No. 101 of 2025");
  await page.locator('select[name="decidedYear"]').selectOption("2025");
  await page.getByRole("textbox", { name: "Judgement / Order" }).click();
  await page.keyboard.type("The marlowgate appeal is dismissed.");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/admin\/cases\/\d+\/files\?after=add/);
  const docId = Number(page.url().match(/cases\/(\d+)\/files/)![1]);

  // The subscriber: the result line, then the case view.
  const reader = await b.newPage();
  await loginThroughModal(reader, "subscriber@sar.example.com");
  await reader.goto("/search?mode=quick&run=1&q=Marlowgate");
  await reader.getByRole("heading", { name: "Search Result" }).waitFor();
  expect(await reader.locator(".result-list .hit-meta").first().innerText()).toContain(`Doc Id ${docId} · ${LEAD} · `);

  await reader.goto(`/viewCase/${docId}`);
  await reader.waitForSelector("html[data-hydrated=true]");
  const block = reader.locator(".case-meta-list");
  expect(await block.locator(".lead-citation").innerText()).toBe(LEAD);
  expect(await block.locator(".equal-citation-list li").allInnerTexts()).toEqual(EQUAL);
  // 'Equal Citation' lists the same citations with their journals.
  await reader.getByRole("button", { name: "Equal Citation" }).click();
  expect(await reader.getByRole("list", { name: "Equal citations" }).locator("li").allInnerTexts()).toEqual([
    "2025 SCC OnLine SC 999 (SCC OnLine)",
    "2025 INSC 1234 (Neutral Citation)",
    "(2025) 3 SCC 456 (Supreme Court Cases)",
    "AIR 2025 SC 1500 (All India Reporter)",
  ]);
  // The forms the journals do not use appear nowhere on the page.
  const text = await reader.locator("body").innerText();
  for (const old of ["2025 (3) SCC 456", "2025 AIR 1500", "AIR 1500 (SC)"]) expect(text).not.toContain(old);
  // Share by chat carries the title and the reporter's citation.
  expect(decodeURIComponent((await reader.getByRole("link", { name: "Share by chat" }).getAttribute("href"))!)).toContain(`Marlowgate Citator v. State of Zanaria, ${LEAD} — `);
  // Print and Save as PDF keep the citation block (the toolbar and buttons are not printed).
  await reader.emulateMedia({ media: "print" });
  expect(await block.locator(".lead-citation").isVisible()).toBe(true);
  expect(await block.locator(".equal-citation-list").isVisible()).toBe(true);
  expect(await reader.getByRole("button", { name: "Equal Citation" }).isVisible()).toBe(false);
  await reader.emulateMedia({ media: "screen" });
  if (SHOTS) {
    await reader.setViewportSize({ width: 1280, height: 900 });
    await reader.locator(".case-box").scrollIntoViewIfNeeded();
    await reader.screenshot({ path: `${SHOTS}/citation-block-1280.png` });
    await block.screenshot({ path: `${SHOTS}/citation-block-only-1280.png` });
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.screenshot({ path: `${SHOTS}/citation-block-390.png` });
    await block.screenshot({ path: `${SHOTS}/citation-block-only-390.png` });
    await reader.setViewportSize({ width: 1280, height: 900 });
  }
  await logout(reader);

  // A guest (the share link's page) reads the same citation block.
  const guest = await b.open(`/guestCase/${docId}`);
  expect(await guest.locator(".case-meta-list .lead-citation").innerText()).toBe(LEAD);
  expect(await guest.locator(".case-meta-list .equal-citation-list li").allInnerTexts()).toEqual(EQUAL);
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
