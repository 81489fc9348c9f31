import { expect, test } from "vitest";
import { useBrowser } from "./browser";
import { loginStaffPage, shots } from "./helpers";

const b = useBrowser();

/** Issue 21 items 7 and 8: the cases list's column sorts in the browser, and the act names screen (screenshots). */
test("as Admin: sort the cases list by title and back, the URL keeps it; the act names screen", async () => {
  const page = await b.newPage();
  await loginStaffPage(page, "admin@sar.example.com");
  await page.goto("/admin/cases");
  await page.getByRole("link", { name: /^Law Title/ }).click();
  await page.waitForURL("**/admin/cases?sort=title&dir=asc");
  // The URL changes before React has drawn the new list: wait for the sorted column's mark.
  await page.locator('th[aria-sort="ascending"]', { hasText: "Law Title" }).waitFor();
  const titles = await page.locator('td[data-label="Law Title"]').allTextContents();
  // Sorted by appellant, case ignored (ties by doc id).
  const appellants = titles.map((t) => t.split(" VS ")[0].toLowerCase());
  expect(appellants).toEqual([...appellants].sort());
  expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain("Law Title");
  await shots(page, "cases-list");
  await page.getByRole("link", { name: /^Law Title/ }).click();
  await page.waitForURL("**/admin/cases?sort=title&dir=desc");
  await page.goto("/admin/act/names");
  await page.getByRole("heading", { name: "Act Names in Judgments" }).waitFor();
  await shots(page, "act-names");
});
