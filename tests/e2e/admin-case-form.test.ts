import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { caseFormMessages as m } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginStaffPage, loginThroughModal, logout } from "./helpers";

const b = useBrowser();
const SHOTS = process.env.SHOTS_DIR;


async function openForm(page: Page, path = "/admin/addCase") {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated=true]");
  // The rich-text editor is loaded after hydration (this screen only).
  await page.getByRole("textbox", { name: "Judgement / Order" }).waitFor();
}

const row = (page: Page, n: number) => page.locator(`.citation-row[data-row="${n}"]`);

test("a Data Entry Operator adds a case with two citation rows, a headnote with two acts and a linked referred case, restores a draft after a reload, uploads its PDF; a subscriber finds it in search until the operator turns Live off", async () => {
  const page = await b.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await loginStaffPage(page, "dataentry@sar.example.com");
  await openForm(page);
  // B37: '#' and the next doc id, shown as a forecast (decision 116).
  const heading = page.getByRole("heading", { level: 1, name: new RegExp(`^${m.headingAdd} #\\d+ \\(provisional\\)$`) });
  await heading.waitFor();
  const forecast = Number(/#(\d+)/.exec(await heading.innerText())![1]);

  await page.locator('input[name="appellant"]').fill("Draftwell Appellant");
  await page.locator('input[name="respondent"]').fill("Union of Zanaria");

  // §4: the online journal (the default) shows row 2 and forces SC; a journal in row 2 shows row 3; Select there hides row 4.
  expect(await row(page, 1).getByLabel("Journal, citation row 1").inputValue()).toBe("2");
  expect(await row(page, 1).getByLabel("Category, citation row 1").inputValue()).toBe("4");
  expect(await row(page, 2).isVisible()).toBe(true);
  expect(await row(page, 3).isVisible()).toBe(false);
  await row(page, 2).getByLabel("Journal, citation row 2").selectOption("7");
  expect(await row(page, 3).isVisible()).toBe(true);
  expect(await row(page, 4).isVisible()).toBe(false);
  await row(page, 1).getByLabel("Page Number, citation row 1").fill("4412");
  await row(page, 2).getByLabel("Year, citation row 2").selectOption("2021");
  await row(page, 2).getByLabel("Volume, citation row 2").fill("3");
  await row(page, 2).getByLabel("Page Number, citation row 2").fill("87");

  await page.locator('input[name="caseNumber"]').fill("Civil Appeal No. 88 of 2021");
  await page.getByRole("button", { name: "+ Add Head Note" }).click();
  const head = page.locator('[data-headnote="1"]');
  await head.locator('input[name="headnotes[0].refs[0].actName"]').fill("Draftwell Contract Act");
  await head.locator('input[name="headnotes[0].refs[0].section"]').fill("73");
  await head.locator('input[name="headnotes[0].refs[1].actName"]').fill("Draftwell Limitation Act");
  await head.getByRole("textbox", { name: "Headnote 1" }).click();
  await page.keyboard.type("Damages follow the breach.");

  await page.getByRole("button", { name: "+ Add Case Referred" }).click();
  const ref = page.locator('[data-referred="1"]');
  await ref.locator('input[name="referred[0].casesReferred"]').fill("Precedent cited at para 9");
  await ref.getByRole("button", { name: "Link Case" }).click();
  const picker = page.getByRole("dialog", { name: "Select Case" });
  await picker.getByPlaceholder(m.pickerSearch).fill("1001");
  await picker.getByPlaceholder(m.pickerSearch).press("Enter");
  await picker.getByRole("radio", { name: "Select case 1001" }).check();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/picker-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/picker-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await picker.getByRole("button", { name: "Submit" }).click();
  expect(await ref.locator('input[name="referred[0].linkedDocId"]').inputValue()).toBe("1001");

  await page.getByRole("textbox", { name: "Judgement / Order" }).click();
  await page.keyboard.type("1. The contract was broken.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("2. Appeal allowed.");
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/add-case-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/add-case-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.waitForTimeout(800); // the draft is written half a second after the last keystroke

  // Reload mid-typing: the draft comes back on request.
  await page.reload();
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByText(m.draftFound).waitFor();
  await page.getByRole("button", { name: m.restoreDraft }).click();
  await page.getByRole("textbox", { name: "Judgement / Order" }).waitFor();
  expect(await page.locator('input[name="appellant"]').inputValue()).toBe("Draftwell Appellant");
  expect(await row(page, 2).getByLabel("Journal, citation row 2").inputValue()).toBe("7");
  expect(await page.locator('input[name="headnotes[0].refs[1].actName"]').inputValue()).toBe("Draftwell Limitation Act");
  expect(await page.locator('input[name="referred[0].linkedDocId"]').inputValue()).toBe("1001");
  expect(await page.getByRole("textbox", { name: "Judgement / Order" }).innerText()).toContain("2. Appeal allowed.");

  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/admin\/cases\/\d+\/files\?after=add/);
  const docId = Number(page.url().match(/cases\/(\d+)\/files/)![1]);
  // The saved id is the forecast, or a later one if another editor saved first; never an earlier one.
  expect(docId).toBeGreaterThanOrEqual(forecast);
  await page.getByRole("heading", { name: "Upload Document" }).waitFor();
  await page.getByText(m.optionalSkip).waitFor();
  // The draft of a saved case is gone.
  expect(await page.evaluate(() => window.localStorage.getItem("sar.caseDraft.new"))).toBeNull();

  await page.getByRole("button", { name: "Upload" }).click();
  await page.getByText(m.selectFile).waitFor();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/upload-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/upload-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from("\n%%EOF")]);
  await page.locator('input[name="civilFile"]').setInputFiles({ name: "judgment.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Upload" }).click();
  await page.waitForURL("**/admin/cases?notice=uploaded");
  await page.getByText(m.uploaded).waitFor();
  expect(dialogs).toContain(`${m.uploadedWithId} ${docId}`);
  const served = await page.request.get(`/pdf/${docId}/civil`);
  expect(served.status()).toBe(200);
  expect((await served.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // What was saved reads back in the edit form.
  await openForm(page, `/admin/addCase?docId=${docId}`);
  await page.getByRole("heading", { name: `Edit Case #${docId}` }).waitFor();
  expect(await page.locator('input[name="appellant"]').inputValue()).toBe("Draftwell Appellant");
  expect(await row(page, 2).getByLabel("Journal, citation row 2").inputValue()).toBe("7");
  expect(await row(page, 2).getByLabel("Page Number, citation row 2").inputValue()).toBe("87");
  expect(await page.locator('input[name="headnotes[0].refs[0].actName"]').inputValue()).toBe("Draftwell Contract Act");
  expect(await page.locator('input[name="headnotes[0].refs[1].actName"]').inputValue()).toBe("Draftwell Limitation Act");
  expect(await page.locator('input[name="referred[0].linkedDocId"]').inputValue()).toBe("1001");

  // Edit: the alert with the doc id, then the cases list.
  await page.locator('input[name="respondent"]').fill("Union of Zanaria (edited)");
  await page.getByRole("button", { name: "Update Case" }).click();
  await page.waitForURL("**/admin/cases?notice=updated");
  await page.getByText("Case Updated successfully !").waitFor();
  expect(dialogs).toContain(`${m.updatedWithId} ${docId}`);

  // A subscriber finds the new case in search at once.
  const reader = await b.newPage();
  await loginThroughModal(reader, "subscriber@sar.example.com");
  const found = async () => {
    await reader.goto("/search?mode=quick&run=1&q=Draftwell");
    await reader.getByRole("heading", { name: "Search Result" }).waitFor();
    return reader.locator(".result-list .hit-title").allInnerTexts();
  };
  expect((await found()).some((t) => t.includes("Draftwell Appellant"))).toBe(true);

  // The operator turns Live off in the cases list; the subscriber's search no longer has it.
  await page.goto(`/admin/cases?q=${docId}`);
  await page.getByRole("button", { name: new RegExp(`^Live for case ${docId}: YES`) }).click();
  await page.getByRole("button", { name: new RegExp(`^Live for case ${docId}: NO`) }).waitFor();
  expect((await found()).some((t) => t.includes("Draftwell Appellant"))).toBe(false);
  await logout(reader);
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});

test("stored XSS in the judgement body, a headnote and a party name never runs in Chromium", async () => {
  const page = await b.newPage();
  await loginStaffPage(page, "dataentry@sar.example.com");
  const origin = new URL(page.url()).origin;
  const year = String(new Date().getFullYear());
  const res = await page.request.post("/admin/addCase", {
    headers: { origin },
    maxRedirects: 0,
    form: {
      appellant: `Xss<img src=x onerror="window.__xss='party'">Party`,
      respondent: "State",
      counsel: "double",
      caseCategoryId: "4",
      courtId: "1",
      courtBranchId: "34",
      courtBenchId: "1",
      "citations[0].journalId": "1",
      "citations[0].year": year,
      "citations[0].pageNumber": "1",
      caseNumber: "XSS 1",
      caseYear: year,
      decidedDay: "1",
      decidedMonth: "1",
      decidedYear: year,
      judgementType: "Judgement",
      judgementOrder: `<p>Body<img src=x onerror="window.__xss='body'"><a href="javascript:window.__xss='link'">link</a></p><script>window.__xss='script'</script>`,
      "headnotes[0].headnote": `<p onmouseover="window.__xss='head'">Head<svg onload="window.__xss='svg'"></svg></p>`,
    },
  });
  expect(res.status()).toBe(302);
  const docId = Number(res.headers().location.match(/cases\/(\d+)\/files/)![1]);
  for (const path of [`/guestCase/${docId}`, `/admin/addCase?docId=${docId}`]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    if (path.includes("addCase")) await page.getByRole("textbox", { name: "Judgement / Order" }).waitFor();
    else await page.getByText("Xss").first().waitFor();
    const link = page.getByRole("link", { name: "link" });
    if (await link.count()) await link.first().click({ trial: true });
    await page.mouse.move(10, 10);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null), path).toBeNull();
    expect(await page.content()).not.toMatch(/onerror=|onload=|onmouseover=|javascript:/);
  }
  expect(b.errors.filter((e) => !e.includes("favicon")), b.errors.join("\n")).toEqual([]);
});
