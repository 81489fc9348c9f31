import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, inject, test } from "vitest";
import { useBrowser } from "./browser";
import { cliImport, DATA, dataLines, forgetImported, jsonlFile, loginThroughModal, logout, shots } from "./helpers";

/**
 * Issue 24 item 4 (decision 060) as a subscriber meets it: real judgments (read from ../shared/data
 * at test time) come in by `npm run import`; prior_case_1713 overrules H.R.S. Murthy v. Collector
 * of Chittoor (prior_case_1474), prior_case_1207 distinguishes LIC v. Sunil Kumar Mukherjee
 * (prior_case_0577). Their own rows: no demo data is changed.
 */
const b = useBrowser();

afterAll(() => forgetImported(["irled2017-prior:prior_case_1713", "irled2017-prior:prior_case_1207", "irled2017-prior:prior_case_0577", "irled2017-prior:prior_case_1474"]));
const run = promisify(execFile);

test("Cited by shows each citing judgment's treatment and snippet; an overruled judgment warns, linked to the overruling one", async () => {
  const lines = [
    ...(await dataLines(path.join(DATA, "judgments-sample.jsonl"), ["irled2017-prior:prior_case_1713", "irled2017-prior:prior_case_1207", "irled2017-prior:prior_case_0577"])),
    ...(await dataLines(path.join(DATA, "precedents-dev/prior_cases.jsonl.gz"), ["irled2017-prior:prior_case_1474"], true)),
  ];
  expect(lines).toHaveLength(4);
  const stdout = await cliImport(jsonlFile("treatment", lines));
  expect(stdout).toContain("imported 4,");

  const page = await b.newPage();
  await page.goto("/");
  await loginThroughModal(page, "subscriber@sar.example.com");
  const body = page.locator("body");
  // The imported judgments' doc ids, from the local D1 the server runs on.
  const { stdout: rows } = await run(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--json", "--command", "select doc_id, source_id from cases where source_id like 'irled2017-prior:%'"],
    { timeout: 60_000 },
  );
  const docOf = new Map((JSON.parse(rows) as { results: { doc_id: number; source_id: string }[] }[])[0].results.map((r) => [r.source_id, r.doc_id]));

  // LIC v. Sunil Kumar Mukherjee: Cited by lists the distinguishing judgment with its label and sentence.
  await page.goto(`/viewCase/${docOf.get("irled2017-prior:prior_case_0577")}`);
  const citedBy = page.locator("section.cited-by");
  await expect.poll(() => citedBy.innerText()).toContain("Distinguished");
  expect(await citedBy.locator(".treatment").first().innerText()).toBe("Distinguished");
  expect(await citedBy.locator(".cited-by-snippet").first().innerText()).toContain("distinguished");
  expect(await page.locator(".treatment-warning").count()).toBe(0);
  await citedBy.scrollIntoViewIfNeeded();
  await shots(page, "treatment-cited-by");

  // H.R.S. Murthy: the warning names the overruling judgment and links to it.
  await page.goto(`/viewCase/${docOf.get("irled2017-prior:prior_case_1474")}`);
  const warning = page.locator(".treatment-warning");
  await expect.poll(() => warning.innerText()).toContain("Overruled by");
  expect(await page.locator("section.cited-by .treatment").first().innerText()).toBe("Overruled");
  await shots(page, "treatment-warning");
  const overruling = warning.locator("a").first();
  const href = await overruling.getAttribute("href");
  expect(href).toBe(`/viewCase/${docOf.get("irled2017-prior:prior_case_1713")}`);
  // The overruling judgment has no paragraph numbers: its place is never given as "para N" (decision 102).
  expect(await warning.innerText()).not.toMatch(/(^|[^R]) para \d/);
  await page.goto(href!);
  await expect.poll(() => body.innerText()).toContain("H.R.S. Murthy");
  expect(b.errors).toEqual([]);
  await logout(page);
}, 240_000);
