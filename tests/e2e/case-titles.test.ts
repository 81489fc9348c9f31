import { execFile } from "node:child_process";
import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, expect, inject, test } from "vitest";
import { useBrowser } from "./browser";
import { forgetImported, loginThroughModal, shots } from "./helpers";

/**
 * Issue 24 item 1 (decision 055) as a subscriber meets it: 2024 judgments whose records lack the
 * cause title (read from ../shared/data at test time) come in by `npm run import`; their result
 * lines and case views show the title the text prints, never the placeholder.
 */
const b = useBrowser();
const SAMPLE = path.resolve(import.meta.dirname, "../../../shared/data/judgments-sample.jsonl");
const IDS = ["sc2024pdf:46", "sc2024pdf:58", "sc2024pdf:82", "sc2024pdf:94"];

afterAll(() => forgetImported(IDS));
const run = promisify(execFile);

async function sampleLines(ids: string[]): Promise<string[]> {
  const out: string[] = [];
  const rl = createInterface({ input: createReadStream(SAMPLE, { encoding: "utf8" }) });
  for await (const line of rl) if (ids.some((id) => line.startsWith(`{"id": "${id}"`))) out.push(line);
  return out;
}

test("results and the case view show the cause title extracted from the text", async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "titles-")), "titles.jsonl");
  writeFileSync(file, `${(await sampleLines(IDS)).join("\n")}\n`);
  const port = new URL(inject("baseURL")).port;
  const { stdout } = await run("npx", ["tsx", "scripts/import.ts", file], {
    env: { ...process.env, LAW_REPORTER_STATE: inject("stateDir"), PORT: port, PUBLIC_URL: "" },
    timeout: 120_000,
  });
  expect(stdout).toContain("imported 4,");

  const page = await b.newPage();
  await page.goto("/");
  await loginThroughModal(page, "subscriber@sar.example.com");
  await page.goto("/search?mode=quick&run=1&q=KUMBHARKAR");
  const body = page.locator("body");
  await expect.poll(() => body.innerText()).toContain("EKNATH KISAN KUMBHARKAR");
  expect(await body.innerText()).not.toContain("(cause title not given in the source)");
  await shots(page, "titles-results");
  await page.getByText("EKNATH KISAN KUMBHARKAR v. STATE OF MAHARASHTRA").first().click();
  await expect.poll(() => body.innerText()).toContain("STATE OF MAHARASHTRA");
  expect(await body.innerText()).not.toContain("(cause title not given in the source)");
  await shots(page, "titles-case");
  expect(b.errors).toEqual([]);
});
