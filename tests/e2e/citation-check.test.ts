import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useBrowser } from "./browser";
import { d1Query, loginThroughModal, logout, shots } from "./helpers";

/** Issue 25 item 4: paste a brief with a resolvable, an unknown and a malformed citation, and see each answered. */
const b = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
});

afterAll(() => logout(page));

test("a pasted brief: the demo case's citation is found and linked, an unknown one is not in the reporter, a malformed one says why", async () => {
  // A citation the reporter holds: the first demo case's AIR report, as its case view prints it.
  await page.goto("/viewCase/1001");
  const air = (await page.locator("body").innerText()).match(/AIR \d{4} SC \d+/)?.[0];
  expect(air).toBeTruthy();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Citation check" }).click();
  await page.waitForURL(/\/citationCheck$/);
  await page.getByLabel("Text of the brief").fill(`The petitioner relies on ${air}, on (1999) 3 SCC 1599 and on AIR 1964 XYZ 1581.`);
  await page.getByRole("button", { name: "Check citations" }).click();
  await page.locator(".check-summary").waitFor();
  expect(await page.locator(".check-summary").innerText()).toBe("Found: 1 · Not in the reporter: 1 · Malformed: 1");
  const rows = page.locator(".check-table tbody tr");
  expect(await rows.count()).toBe(3);
  expect(await rows.nth(0).innerText()).toContain("Found");
  expect(await rows.nth(0).locator("a").first().getAttribute("href")).toBe("/viewCase/1001");
  expect(await rows.nth(1).innerText()).toContain("Not in the reporter");
  expect(await rows.nth(2).innerText()).toMatch(/Malformed[\s\S]*court's abbreviation/);
  // The text stays in the box for another try.
  expect(await page.getByLabel("Text of the brief").inputValue()).toContain(air!);
  await shots(page, "citation-check");
});

test("a citation not found beside the name of a case the reporter holds is found by that name; pasted text and a file are both checked and the page says so (decision 093)", async () => {
  // The first demo case's name and year, with an AIR report the reporter does not hold.
  const [{ title, year }] = d1Query<{ title: string; year: number }>("select appellant || ' v. ' || respondent as title, decided_year as year from cases where doc_id = 1001");
  await page.goto("/citationCheck");
  await page.getByLabel("Text of the brief").fill(`Reliance is placed on ${title}, AIR ${year} SC 4999.`);
  await page.locator("#check-file").setInputFiles({ name: "annexure.txt", mimeType: "text/plain", buffer: Buffer.from("See also Sher Singh v. State of Haryana (2015), and AIR 1964 XYZ 1581.") });
  await page.getByRole("button", { name: "Check citations" }).click();
  await page.locator(".check-summary").waitFor();
  expect(await page.locator(".check-read").innerText()).toBe("Checked both the text pasted in the box and the file annexure.txt, together.");
  expect(await page.locator(".check-summary").innerText()).toBe("Found: 0 · Found by name only: 1 · Not in the reporter: 1 · Malformed: 1");
  const rows = page.locator(".check-table tbody tr");
  expect(await rows.nth(0).innerText()).toMatch(/Found by name only[\s\S]*Not found by this citation; found by the name written beside it/);
  expect(await rows.nth(0).locator(".check-cases a").first().getAttribute("href")).toBe("/viewCase/1001");
  expect(await rows.nth(1).innerText()).toContain("No judgment of this name decided in 2014 or 2015 is in the reporter.");
  await shots(page, "citation-check-by-name");
});
