import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Locator, Page } from "playwright-core";
import { afterAll, expect, inject, test } from "vitest";
import { bulkImportMessages } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { cliImport, forgetImported, loginStaffPage, shots } from "./helpers";

/**
 * Issue 21 item 3 (decision 037) as an editor meets it: Doc 3032's record (sc2024pdf:62, read from
 * ../shared/data at test time) comes in by `npm run import`; an Admin corrects its appellant on the
 * case form; `npm run import` of the same file and Import Judgments keep the correction and list
 * the case; its form shows the source's value, and "Use the source's value" puts it back.
 */
const b = useBrowser();
const SAMPLE = path.resolve(import.meta.dirname, "../../../shared/data/judgments-sample.jsonl");
const BAD_TITLE = "No.4106/2021) UNION OF INDIA & ORS";
const FIXED = "Union of India & Ors";

async function sampleLine(id: string): Promise<string> {
  const rl = createInterface({ input: createReadStream(SAMPLE, { encoding: "utf8" }) });
  try {
    for await (const line of rl) if (line.startsWith(`{"id": "${id}"`)) return line;
  } finally {
    rl.close();
  }
  throw new Error(`${id} is not in the sample`);
}

/**
 * The case form is as long as its judgment: screenshots of the screen around `target` at 1280 and
 * 390 px wide (SHOTS_DIR, as the `shots` helper), rather than of the whole page.
 */
async function viewportShots(page: Page, target: Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [[1280, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The imported judgment leaves the shared server's data again (the other files sort and count the demo data).
afterAll(() => forgetImported(["sc2024pdf:62"]));

test("a staff correction survives npm run import and Import Judgments of the same file, both list the case, and its form offers the source's value back", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "provenance-e2e-"));
  const file = path.join(dir, "doc-3032.jsonl");
  writeFileSync(file, `${await sampleLine("sc2024pdf:62")}\n`);

  const first = await cliImport(file);
  expect(first).toContain("imported 1,");

  const page = await b.newPage();
  page.on("dialog", (d) => void d.accept());
  await loginStaffPage(page, "admin@sar.example.com");
  await page.goto("/admin/cases?q=SANTOSH%20KUMAR%20TIWARI");
  const edit = page.locator('a[href^="/admin/addCase?docId="]').first();
  const docId = Number(new URL((await edit.getAttribute("href"))!, inject("baseURL")).searchParams.get("docId"));
  expect(docId).toBeGreaterThan(0);

  // The editor corrects the appellant on the case form (with JavaScript, the rich-text editor loaded).
  await page.goto(`/admin/addCase?docId=${docId}`);
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByRole("textbox", { name: "Judgement / Order" }).waitFor();
  // The import replaced the fragment with the text's own cause title, as extracted (decision 055).
  expect(await page.locator('input[name="appellant"]').inputValue()).toBe("UNION OF INDIA & ORS.");
  await page.locator('input[name="appellant"]').fill(FIXED);
  await page.getByRole("button", { name: "Update Case" }).click();
  await page.waitForURL("**/admin/cases?notice=updated");

  // npm run import of the same file: the correction stays, the summary lists the case with a link.
  const second = await cliImport(file);
  expect(second).toContain("unchanged 1, rejected 0, staff edits kept 1");
  expect(second).toContain(`line 1: Doc ${docId} (Appellant) ${inject("baseURL")}/admin/addCase?docId=${docId}`);

  // Import Judgments with the same file: counted and listed, with a link to the case.
  await page.goto("/admin/import");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("JSON Lines file").setInputFiles({ name: "doc-3032.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(`${await sampleLine("sc2024pdf:62")}\n`) });
  await page.getByRole("button", { name: "Upload and import" }).click();
  await page.getByText(bulkImportMessages.started).waitFor();
  await page.locator('[data-status="done"]').waitFor({ timeout: 30_000 });
  expect(await page.locator('dd[data-count="kept"]').innerText()).toBe("1");
  const listed = page.getByRole("table", { name: "Cases where the source differs from a staff edit" }).getByRole("link", { name: `Doc ${docId}` });
  await listed.waitFor();
  await shots(page, "import-summary-staff-edits-kept");

  // The case form: the kept value in the field, the source's beside it.
  await listed.click();
  await page.waitForURL(`**/admin/addCase?docId=${docId}`);
  await page.waitForSelector("html[data-hydrated=true]");
  expect(await page.locator('input[name="appellant"]').inputValue()).toBe(FIXED);
  const note = page.locator('.source-value[data-field="appellant"]');
  expect(await note.innerText()).toContain(BAD_TITLE);
  await viewportShots(page, note, "case-form-source-value");

  await note.getByRole("button", { name: "Use the source's value" }).click();
  await page.waitForURL(`**/admin/addCase?docId=${docId}&sourceUsed=appellant`);
  await page.getByText("Appellant now has the source's value").waitFor();
  await page.getByRole("textbox", { name: "Judgement / Order" }).waitFor();
  expect(await page.locator('input[name="appellant"]').inputValue()).toBe(BAD_TITLE);
  expect(await page.locator(".source-value").count()).toBe(0);

  // The source owns the field again: a third run keeps nothing.
  expect(await cliImport(file)).toContain("staff edits kept 0");
  expect(b.errors).toEqual([]);
  // Three runs of `npm run import`, each starting its own workerd.
}, 300_000);
