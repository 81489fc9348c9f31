import { expect, test } from "vitest";
import { caseMessages } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginThroughModal, logout } from "./helpers";

const b = useBrowser();

test("open a case from a search result with highlighted terms, add it to the library, open its PDF, print it, delete it from the library", async () => {
  const page = await b.newPage();
  await loginThroughModal(page, "chambers@sar.example.com");
  await page.goto("/search?mode=word&run=1&text=last+seen&section=both&method=exact");
  await page.getByRole("heading", { name: "Search Result" }).waitFor();
  // A result opens in a modal once the page has hydrated (in Word Search, after its form's chunk: decision 087).
  await page.waitForSelector("html[data-hydrated=true]");
  await page.locator(".result-list .hit-open").first().click();
  const modal = page.locator("dialog[open]");
  const viewLink = modal.getByRole("link", { name: "View Case" });
  await viewLink.waitFor();
  expect(await viewLink.getAttribute("href")).toMatch(/^\/viewCase\/\d+\?s=last%20seen$/); // the Exact phrase, one term
  const [tab] = await Promise.all([page.context().waitForEvent("page"), viewLink.click()]);
  await tab.waitForLoadState();
  await tab.waitForSelector("html[data-hydrated=true]");
  await tab.locator(".judgment mark.hl").first().waitFor();
  const docId = tab.url().match(/viewCase\/(\d+)/)![1];

  await tab.getByRole("button", { name: "Add to Library" }).click();
  await tab.getByText(caseMessages.addedToLibrary).waitFor();
  expect(await tab.getByRole("button", { name: "In your Library" }).isDisabled()).toBe(true);

  // Print preview: the print stylesheet hides the chrome and shows the licensed-to header.
  await tab.emulateMedia({ media: "print" });
  expect(await tab.locator(".print-header").isVisible()).toBe(true);
  expect(await tab.locator(".print-header").innerText()).toContain("Licensed to Iyer & Associates");
  expect(await tab.locator(".case-toolbar").isVisible()).toBe(false);
  expect(await tab.locator("header.nav-bar").isVisible()).toBe(false);
  await tab.emulateMedia({ media: "screen" });

  const library = tab;
  await library.goto("/library");
  await library.waitForSelector("html[data-hydrated=true]");
  const entry = library.locator(".library-item").filter({ has: library.locator(`a[href="/viewCase/${docId}"]`) });
  await entry.waitFor();
  expect(await entry.locator("a").getAttribute("target")).toBe("_blank");
  await entry.getByRole("button", { name: /Delete/ }).click();
  await library.getByText(caseMessages.noLibrary).waitFor();
  await logout(library);
});

test("a subscriber opens the reporter's PDF from the case toolbar", async () => {
  const page = await b.newPage();
  await loginThroughModal(page, "subscriber@sar.example.com");
  await page.goto("/viewCase/1001");
  await page.waitForSelector("html[data-hydrated=true]");
  const link = page.getByRole("link", { name: "SAR-edition PDF" });
  expect(await link.getAttribute("target")).toBe("_blank");
  const res = await page.request.get((await link.getAttribute("href"))!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Share links carry the guest URL.
  expect(await page.getByRole("link", { name: "Share by chat" }).getAttribute("href")).toContain(encodeURIComponent("/guestCase/1001"));
  expect(await page.getByRole("link", { name: "Send by mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
  const guest = await b.open("/guestCase/1001");
  expect(await guest.getByRole("link", { name: "See the plans" }).isVisible()).toBe(true);
  expect(await guest.getByRole("button", { name: "Add to Library" }).count()).toBe(0);
  await logout(page);
});
