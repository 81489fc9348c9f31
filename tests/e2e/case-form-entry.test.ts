/**
 * Issue 21 items 4 and 6 in Chromium: typed paragraph numbers stay text (and a paste keeps one
 * number each), the add-case heading has no number before the save, a missing row-1 Page Number
 * shows its red text, a failed save says 'Error While Submitting Case' and keeps what was typed,
 * and the act and case number boxes show their content at 1280 and 390 px.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { caseFormMessages as m } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginStaffPage, shots } from "./helpers";

const b = useBrowser();

async function openForm(page: Page) {
  await page.goto("/admin/addCase");
  await page.waitForSelector("html[data-hydrated=true]");
  // The editor is loaded after hydration (until then the field is its plain textarea).
  await page.locator(".rich-text-editor").first().waitFor();
  await page.evaluate(() => window.localStorage.clear());
}

const judgement = (page: Page) => page.getByRole("textbox", { name: "Judgement / Order" });
const stored = (page: Page) => page.locator('textarea[name="judgementOrder"]').inputValue();

/** A paste as the browser delivers it (Chromium builds the DataTransfer). */
async function paste(page: Page, data: { html?: string; text: string }) {
  await page.evaluate((d) => {
    const target = document.querySelector('[aria-label="Judgement / Order"]')!;
    const transfer = new DataTransfer();
    transfer.setData("text/plain", d.text);
    if (d.html) transfer.setData("text/html", d.html);
    target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, data);
}

test("typed paragraph numbers stay plain text, a paste keeps one number each, and the published case reads '2. In Sharad…' once", async () => {
  const page = await b.newPage();
  await loginStaffPage(page, "dataentry@sar.example.com");
  await openForm(page);
  await judgement(page).click();
  await page.keyboard.type("1. The appellant was convicted.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("2. In Sharad the court held.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- not a bullet");
  expect(await judgement(page).locator("ol, ul").count()).toBe(0);
  expect(await stored(page)).toBe("<p>1. The appellant was convicted.</p><p>2. In Sharad the court held.</p><p>- not a bullet</p>");

  // Pasted plain text with numbers stays paragraphs; a pasted list whose items carry their numbers prints each once.
  await page.keyboard.press("Enter");
  await paste(page, { text: "3. Third paragraph.\n4. Fourth paragraph." });
  await page.keyboard.press("Enter");
  await paste(page, { text: "5. Fifth\n6. Sixth", html: '<ol start="5"><li><p>5. Fifth paragraph.</p></li><li><p>6. Sixth paragraph.</p></li></ol>' });
  expect(await judgement(page).locator("ol, ul").count()).toBe(0);
  const html = await stored(page);
  expect(html).toContain("<p>3. Third paragraph.</p><p>4. Fourth paragraph.</p>");
  expect(html).toContain("<p>5. Fifth paragraph.</p><p>6. Sixth paragraph.</p>");

  // A list still comes from the toolbar.
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "1." }).click();
  await page.keyboard.type("A listed point");
  expect(await stored(page)).toContain("<ol><li><p>A listed point</p></li></ol>");

  await page.locator('input[name="appellant"]').fill("Numbered Paragraphs Appellant");
  await page.getByLabel("Page Number, citation row 1").fill("71");
  await page.locator('input[name="caseNumber"]').fill("Criminal Appeal No. 21 of 2024");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/admin\/cases\/\d+\/files\?after=add/);
  const docId = Number(page.url().match(/cases\/(\d+)\/files/)![1]);
  // The number is said on save.
  await page.getByText(`${m.savedWithId} ${docId}`).waitFor();
  await shots(page, "upload-after-add");

  await page.goto(`/guestCase/${docId}`);
  const text = await page.locator("main").innerText();
  expect(text).toContain("2. In Sharad the court held.");
  expect(text).not.toMatch(/2\.\s*2\./);
  expect(text).toContain("6. Sixth paragraph.");
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("the add-case form: the next number as a forecast before the save, the row-1 Page Number's red text, 'Error While Submitting Case' with everything kept, boxes sized for their content", async () => {
  const page = await b.newPage();
  await loginStaffPage(page, "dataentry@sar.example.com");
  await openForm(page);
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  // '#' and the next doc id as a forecast (B37, decision 116): the number is given on save.
  expect(heading).toMatch(new RegExp(`^${m.headingAdd} #\\d+ \\(provisional\\)$`));

  // Everything else filled, the text typed last: the missing Page Number is focused, red and said.
  await page.locator('input[name="appellant"]').fill("Red Text Appellant");
  await page.locator('input[name="caseNumber"]').fill("Criminal Appeal Nos. 1234-1235 of 2021");
  await judgement(page).click();
  await page.keyboard.type("1. The appeal is dismissed.");
  await page.waitForTimeout(1000);
  await page.getByRole("button", { name: "Submit" }).click();
  const pageNumber = page.getByLabel("Page Number, citation row 1");
  await page.locator(".citation-row[data-row='1'] .field-error").getByText(m.pageNumberRequired).waitFor();
  expect(await pageNumber.getAttribute("aria-invalid")).toBe("true");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("citations[0].pageNumber");

  // The headnote's acts and the case number show what was typed (1280 px and 390 px).
  await page.getByRole("button", { name: "+ Add Head Note" }).click();
  const act1 = page.locator('input[name="headnotes[0].refs[0].actName"]');
  const act2 = page.locator('input[name="headnotes[0].refs[1].actName"]');
  await act1.fill("Protection of Children from Sexual Offences Act, 2012");
  await act2.fill("Indian Penal Code, 1860");
  await page.locator('input[name="headnotes[0].refs[1].section"]').fill("302, 34, 120-B");
  await page.getByRole("textbox", { name: "Headnote 1" }).click();
  await page.keyboard.type("Conviction upheld.");
  const fits = (name: string) => page.locator(`input[name="${name}"]`).evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await fits("headnotes[0].refs[1].actName"), `Indian Penal Code at ${width}`).toBe(true);
    expect(await fits("caseNumber"), `case number at ${width}`).toBe(true);
    expect(await fits("headnotes[0].refs[1].section"), `section at ${width}`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await fits("headnotes[0].refs[0].actName"), "POCSO at 1280").toBe(true);
  await shots(page, "add-case-form");

  // A save the server refuses (a linked case that does not exist): the spec's words, the field's red text, everything kept.
  await pageNumber.fill("4412");
  await page.getByRole("button", { name: "+ Add Case Referred" }).click();
  await page.locator('input[name="referred[0].casesReferred"]').fill("A precedent");
  await page.locator('input[name="referred[0].linkedDocId"]').fill("999999");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("alert").filter({ hasText: m.errorSubmitting }).waitFor();
  await page.getByText(m.linkedMissing).waitFor();
  expect(await page.locator('input[name="appellant"]').inputValue()).toBe("Red Text Appellant");
  expect(await act1.inputValue()).toBe("Protection of Children from Sexual Offences Act, 2012");
  expect(await judgement(page).innerText()).toContain("1. The appeal is dismissed.");
  await shots(page, "add-case-refused");

  // A save that never reaches the server: the same words, nothing lost.
  await page.locator('input[name="referred[0].linkedDocId"]').fill("");
  await page.route("**/admin/addCase.data**", (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("alert").filter({ hasText: `${m.errorSubmitting}: ${m.serverError}` }).waitFor();
  expect(await page.locator('input[name="caseNumber"]').inputValue()).toBe("Criminal Appeal Nos. 1234-1235 of 2021");
  expect(await pageNumber.inputValue()).toBe("4412");
  expect(await judgement(page).innerText()).toContain("1. The appeal is dismissed.");
  expect(b.errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_RESET|Failed to fetch/.test(e)), b.errors.join("\n")).toEqual([]);
});
