import { expect, test } from "vitest";
import { useBrowser } from "./browser";
import { loginStaffPage } from "./helpers";

const b = useBrowser();

/** The cases list's court and bench filters in the browser: each choice re-runs the list and stays in the URL; another court drops the bench. */
test("as Admin: filter the cases list by the High Courts, one court, one of its benches, then another court", async () => {
  const page = await b.newPage();
  await loginStaffPage(page, "admin@sar.example.com");
  await page.goto("/admin/cases");
  await page.locator(`select[name="court"]`).selectOption("HC");
  await page.waitForURL(/court=HC/);
  expect(await page.locator('select[name="bench"]').count()).toBe(0);
  await page.locator(`select[name="court"]`).selectOption({ label: "High Court of Bombay" });
  await page.waitForURL(/court=\d+/);
  const bench = page.locator(`select[name="bench"]`);
  await bench.waitFor();
  await bench.selectOption({ label: "Nagpur Bench" });
  await page.waitForURL(/bench=\d+/);
  // The demo's Nagpur Bench judgment is listed, named (HC).
  await page.locator('td[data-label="Law Title"]', { hasText: "(HC)" }).first().waitFor();
  // Another court: the bench is dropped (the list redirects without it).
  await page.locator(`select[name="court"]`).selectOption({ label: "High Court of Delhi" });
  await page.waitForURL((url) => /court=\d+/.test(url.search) && !url.searchParams.has("bench"));
  expect(new URL(page.url()).searchParams.get("bench")).toBeNull();
});
