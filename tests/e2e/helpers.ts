import { execFile, execFileSync } from "node:child_process";
import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { createGunzip } from "node:zlib";
import type { Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { messages } from "../../app/utils/copy";

/** Logs a subscriber in through the login modal, as a person would. */
export async function loginThroughModal(page: Page, login: string, password = "Demo@2026") {
  await page.goto("/?modal=login");
  await page.waitForSelector("html[data-hydrated=true]");
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("E-mail or mobile").fill(login);
  await dialog.getByLabel("Password").fill(password);
  await submitLogin(page, dialog);
  await page.getByRole("navigation", { name: "Search modes" }).waitFor();
}

/**
 * Presses Login and waits for /search. The demo subscriber has one seat: when an earlier test
 * left a session open (a failed test never reaches its logout), the refusal offers "Log out the
 * other device" (issue 13 item 10), which is what the owner would press, so one failure does
 * not fail every later login.
 */
export async function submitLogin(page: Page, dialog: Locator) {
  await dialog.getByRole("button", { name: "Login" }).click();
  const takeover = dialog.getByRole("button", { name: messages.seatTakeoverButton });
  const landed = await Promise.race([
    page.waitForURL("**/search").then(() => true),
    takeover.waitFor().then(() => false),
  ]);
  if (!landed) {
    await takeover.click();
    await page.waitForURL("**/search");
  }
}

/** Ends the page's session on the server, so the account's seat is free for the next test. */
export async function logout(page: Page) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/auth/logout", { headers: { origin }, form: {}, maxRedirects: 0 });
  if (res.status() !== 302) throw new Error(`logout answered ${res.status()}`);
}

/** Logs a staff member in on the back office's login page (the page is sent there first). */
export async function loginStaffPage(page: Page, email: string, password = "Demo@2026") {
  if (new URL(page.url()).pathname !== "/admin") await page.goto("/admin");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByLabel("Username").fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  // The first back-office page of a cold server on a loaded machine can take longer than 30 s.
  await page.waitForURL("**/admin/dashboard", { timeout: 60_000 });
}

/** Screenshots of the page at 1280 and 390 px wide, when SHOTS_DIR is set (looked at by people). */
export async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Takes judgments a test imported out of the shared e2e server's data again (soft-deleted, as the
 * back office's delete does), so the demo data the other e2e files count and sort is as it was. The
 * cached case pages' version goes up with it, as every case write does (decision 056), so no cached
 * Similar Cases or Cited by list still links to them.
 */
export async function forgetImported(sourceIds: string[]) {
  if (!sourceIds.length) return;
  const list = sourceIds.map((s) => `'${s.replace(/'/g, "''")}'`).join(", ");
  const run = (binding: string, sql: string) => promisify(execFile)("npx", ["wrangler", "d1", "execute", binding, "--local", "--persist-to", inject("stateDir"), "--command", sql], { timeout: 60_000 });
  // In the shard of each (the Supreme Court's in DB, the High Courts' in CASES_1: decision 127), and the catalogue's directory.
  await run("CASES_1", `update cases set deleted_at = '2000-01-01T00:00:00.000Z', live = 0 where source_id in (${list})`);
  await run(
    "DB",
    `update cases set deleted_at = '2000-01-01T00:00:00.000Z', live = 0 where source_id in (${list}); update case_directory set live = 0, deleted = 1 where source_id in (${list}); update cache_versions set version = version + 1`,
  );
}

/** The real judgments' data (../shared/data), read at test time, never copied into the project. */
export const DATA = path.resolve(import.meta.dirname, "../../../shared/data");

/** The lines of a JSON Lines data file (gzip when `gz`) whose record id is one of `ids`, in the file's order. */
export async function dataLines(file: string, ids: string[], gz = false): Promise<string[]> {
  const out: string[] = [];
  const input = gz ? createReadStream(file).pipe(createGunzip()) : createReadStream(file, { encoding: "utf8" });
  const rl = createInterface({ input });
  for await (const line of rl) {
    const id = /"id": "([^"]+)"/.exec(line.slice(0, 120))?.[1];
    if (id && ids.includes(id)) out.push(line);
  }
  return out;
}

/** Writes JSON Lines to `NAME.jsonl` in a fresh temporary folder; its path. */
export function jsonlFile(name: string, lines: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), `${name}-`)), `${name}.jsonl`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/** `npm run import -- FILE` on the state the e2e site serves, as an operator runs it beside it; what it printed. */
export async function cliImport(file: string): Promise<string> {
  const port = new URL(inject("baseURL")).port;
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/import.ts", file], {
    env: { ...process.env, LAW_REPORTER_STATE: inject("stateDir"), PORT: port, PUBLIC_URL: "" },
    timeout: 120_000,
  });
  return stdout;
}

/**
 * Reads (or writes) the e2e server's local D1, the same state wrangler dev serves: the statement's
 * rows. `binding`: the database asked — DB (the catalogue, and the Supreme Court's cases) or
 * CASES_1 (every High Court's case, decision 127).
 */
export function d1Query<T = Record<string, unknown>>(sql: string, binding = "DB"): T[] {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", binding, "--local", "--persist-to", inject("stateDir"), "--json", "--command", sql], {
    env: { ...process.env, CI: "1" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return (JSON.parse(out) as { results: T[] }[])[0].results;
}
