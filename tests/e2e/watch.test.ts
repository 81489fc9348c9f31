import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, expect, inject, test } from "vitest";
import { bulkImportMessages } from "../../app/utils/copy";
import { watchMessages } from "../../app/utils/copy-watch";
import { useBrowser } from "./browser";
import { forgetImported, loginStaffPage, loginThroughModal, logout, shots } from "./helpers";

/**
 * Issue 25 item 5 (decisions 080–081) as a subscriber meets it: watch a real judgment (Sarwan
 * Singh v. State of Punjab, (1978) 4 SCC 111, irled2017-prior:prior_case_1816; the source gives no
 * cause title), an Admin imports a later real judgment citing it (Vinay v. State of Karnataka, aila2019:C1383) on
 * Import Judgments — the jobs queue imports it and fans the alert out — and the alert is on the
 * bell, linked to the paragraph, and in the outbox. Both judgments are read from ../shared/data at
 * test time and taken out again afterwards; the watch and the saved search are removed.
 */
const b = useBrowser();
const SAMPLE = path.resolve(import.meta.dirname, "../../../shared/data/judgments-sample.jsonl");
const WATCHED = "irled2017-prior:prior_case_1816";
const CITING = "aila2019:C1383";
const run = promisify(execFile);

afterAll(() => forgetImported([WATCHED, CITING]));

async function record(id: string): Promise<string> {
  const rl = createInterface({ input: createReadStream(SAMPLE, { encoding: "utf8" }) });
  for await (const line of rl) {
    if (line.slice(0, 120).includes(`"id": "${id}"`)) {
      rl.close();
      return line;
    }
  }
  throw new Error(`${id} not in the sample`);
}

/** The house's full-page shots, and the top of the page at both widths (what a reader sees first). */
async function look(page: Page, name: string) {
  await shots(page, name);
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [[1280, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-top-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function docOf(sourceId: string): Promise<number> {
  const { stdout } = await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--json", "--command", `select doc_id from cases where source_id = '${sourceId}'`], { timeout: 60_000 });
  return (JSON.parse(stdout) as { results: { doc_id: number }[] }[])[0].results[0].doc_id;
}

test("watch a case, an Admin imports a judgment citing it, the alert is on the bell (to the paragraph) and in the outbox; save a search; stop both", async () => {
  const admin = await b.newPage();
  await loginStaffPage(admin, "admin@sar.example.com");
  const importLine = async (name: string, line: string) => {
    await admin.goto("/admin/import");
    await admin.getByLabel("JSON Lines file").setInputFiles({ name, mimeType: "application/x-ndjson", buffer: Buffer.from(`${line}\n`) });
    await admin.getByRole("button", { name: "Upload and import" }).click();
    await admin.getByText(bulkImportMessages.started).waitFor();
    await admin.locator('[data-status="done"]').waitFor({ timeout: 30_000 });
  };
  await importLine("watched.jsonl", await record(WATCHED));
  const watched = await docOf(WATCHED);

  // The subscriber watches it from the case view.
  const page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
  await page.goto(`/viewCase/${watched}`);
  await page.waitForSelector("html[data-hydrated=true]");
  const toggle = page.getByRole("button", { name: watchMessages.watch, exact: true });
  await toggle.click();
  await page.getByText(watchMessages.watched).waitFor();
  await page.getByRole("button", { name: `${watchMessages.watching} ✓` }).waitFor();
  await look(page, "watch-case-view");

  // The Admin imports the later judgment that cites it (para 32); the queue tells the subscriber.
  await importLine("citing.jsonl", await record(CITING));
  const citing = await docOf(CITING);
  const bell = page.locator("a.bell");
  // The alert links to the citing judgment's paragraph where the citation is (the graph's pinpoint).
  const alert = page.locator("li.notification").filter({ has: page.locator(`a[href^="/viewCase/${citing}#para-"]`) });
  await expect.poll(async () => {
    await page.goto("/notifications");
    return alert.count();
  }, { timeout: 20_000 }).toBe(1);
  expect((await bell.getAttribute("aria-label")) ?? "").toMatch(/\d+ unread/);
  const text = await alert.innerText();
  expect(text).toMatch(/^(New )?Cited: /);
  expect(text).toContain("which you watch, is referred to in Vinay and others v. State of Karnataka and another");
  const href = (await alert.getByRole("link", { name: "Read the paragraph" }).getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^/viewCase/${citing}#para-\\d+$`));
  await alert.getByRole("button", { name: /Stop this alert/ }).waitFor();
  await look(page, "watch-bell");

  // The digest e-mail in the outbox, with the paragraph's link and a stop link.
  const outbox = await (await page.request.get("/dev/outbox?to=subscriber@sar.example.com")).text();
  expect(outbox).toContain(href);
  const stop = /\/alerts\/stop\?w=\d+&(?:amp;)?t=[0-9a-f]{32}/.exec(outbox)?.[0].replace("&amp;", "&");
  expect(stop).toBeTruthy();

  // Save a search from its results; the library lists it with the watched case.
  await page.goto("/search?mode=quick&q=Sarwan+Singh&run=1");
  await page.waitForSelector("html[data-hydrated=true]");
  await look(page, "watch-save-search");
  await page.getByRole("button", { name: watchMessages.saveSearch }).click();
  // The library takes it and shows it with the answer.
  await page.waitForURL("**/library");
  await page.getByText(watchMessages.searchSaved).waitFor();
  await page.getByRole("heading", { name: watchMessages.watchedHeading }).waitFor();
  await page.getByRole("link", { name: 'Quick Search: "Sarwan Singh"' }).waitFor();
  await look(page, "watch-library");

  // The e-mail's stop link stops the watch in one click on its page; the library deletes the search.
  await page.goto(stop!);
  await page.getByRole("heading", { name: watchMessages.stopHeading }).waitFor();
  await page.getByText(/Stop the alerts for /).waitFor();
  await look(page, "watch-stop");
  await page.getByRole("button", { name: watchMessages.stopAlert }).click();
  await page.getByText(/^Stopped\./).waitFor();
  await page.goto("/library");
  await page.getByRole("button", { name: 'Delete the saved search Quick Search: "Sarwan Singh"' }).click();
  await page.getByText(watchMessages.searchDeleted).waitFor();
  await page.getByText(watchMessages.noWatches).waitFor();
  await page.getByText(watchMessages.noSearches).waitFor();
  await logout(page);
  expect(b.errors).toEqual([]);
});
