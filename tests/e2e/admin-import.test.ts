import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, expect, test } from "vitest";
import { bulkImportMessages } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { forgetImported, loginStaffPage, shots } from "./helpers";

const b = useBrowser();
const imported: string[] = [];
// The imported judgments leave the shared server's data again (the other files sort and count the demo data).
afterAll(() => forgetImported(imported));
const SAMPLE = path.resolve(import.meta.dirname, "../../../shared/data/judgments-sample.jsonl");

/** The first `n` lines of the shared real data, read at test time (never copied into the repo). */
async function sampleLines(n: number): Promise<string[]> {
  const lines: string[] = [];
  const rl = createInterface({ input: createReadStream(SAMPLE, { encoding: "utf8" }) });
  for await (const line of rl) {
    // Lines 20 on: not among the demo data nor the other tests' imports.
    lines.push(line);
    if (lines.length >= 20 + n) break;
  }
  rl.close();
  return lines.slice(20);
}

test("as Admin: upload a JSON Lines file on Import Judgments and watch the progress reach done, with the bad line's number and reason", async () => {
  const records = await sampleLines(4);
  imported.push(...records.map((r) => (JSON.parse(r) as { id: string }).id));
  const file = [records[0], records[1], "{ this is not json", records[2], records[3]].join("\n") + "\n";

  const page = await b.newPage();
  await loginStaffPage(page, "admin@sar.example.com");

  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Import Judgments" }).click();
  await page.getByRole("heading", { name: "Import Judgments", level: 1 }).waitFor();
  // Nothing chosen: the message, nothing sent.
  await page.locator('input[type="file"]').evaluate((input) => input.removeAttribute("required"));
  await page.getByRole("button", { name: "Upload and import" }).click();
  await page.getByText(bulkImportMessages.selectFile).waitFor();

  await page.getByLabel("JSON Lines file").setInputFiles({ name: "sc-judgments.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Upload and import" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/import" && url.searchParams.has("id"));
  await page.getByText(bulkImportMessages.started).waitFor();

  // The page follows the import by itself (no reload by the test) until it is done.
  const state = page.locator("[data-status]").first();
  await page.locator('[data-status="done"]').waitFor({ timeout: 30_000 });
  expect(await state.innerText()).toContain("Done 100%");
  const count = (name: string) => page.locator(`dd[data-count="${name}"]`).innerText();
  expect(await count("read")).toBe("5");
  expect(await count("imported")).toBe("4");
  expect(await count("updated")).toBe("0");
  expect(await count("rejected")).toBe("1");
  const rejected = page.getByRole("table", { name: "Rejected lines" }).getByRole("row").filter({ hasText: "not valid JSON" });
  expect((await rejected.getByRole("cell").allInnerTexts())[0]).toBe("3");
  await page.getByRole("heading", { name: /sc-judgments\.jsonl/ }).waitFor();

  // A reload shows the same (progress lives in D1).
  await page.reload();
  await page.locator('[data-status="done"]').waitFor();
  expect(await count("imported")).toBe("4");

  await shots(page, "import");

  // An imported case is in the back office's cases list (the first record: "Mishrilal and others").
  const party = JSON.parse(records[0]).appellant as string;
  await page.goto(`/admin/cases?q=${encodeURIComponent(party.split(" ")[0])}`);
  await page.getByRole("row").filter({ hasText: party }).first().waitFor();
  expect(b.errors).toEqual([]);
});
