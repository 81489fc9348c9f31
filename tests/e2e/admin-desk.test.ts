import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminMessages } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginStaffPage } from "./helpers";

const b = useBrowser();

async function staffLogin(email: string): Promise<Page> {
  const page = await b.newPage();
  await loginStaffPage(page, email);
  return page;
}

test("as Super Admin: add a court with a branch and an act, see them listed; toggle a case's live flag off in the list", async () => {
  const page = await staffLogin("superadmin@sar.example.com");

  // Courts and branches: Create opens the dialog; the new court and branch are listed after saving.
  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Court Names" }).click();
  await page.getByRole("heading", { name: "Courts and Branches" }).waitFor();
  await page.getByRole("link", { name: "Create" }).click();
  const courtDialog = page.getByRole("dialog", { name: "Add Court and Branch Name" });
  await courtDialog.getByRole("button", { name: "Create" }).click();
  await courtDialog.getByText(adminMessages.courtNameRequired).waitFor();
  await courtDialog.getByLabel("Court Name").fill("Armed Forces Tribunal");
  await courtDialog.getByLabel("Branch Name").fill("Regional Bench Guwahati");
  await courtDialog.getByRole("button", { name: "Create" }).click();
  await page.getByText(adminMessages.courtCreated).waitFor();
  expect(await courtDialog.count()).toBe(0);
  await page.getByPlaceholder(adminMessages.searchCourts).fill("Armed Forces");
  await page.getByPlaceholder(adminMessages.searchCourts).press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === "Armed Forces");
  const courtRow = page.getByRole("row").filter({ hasText: "Regional Bench Guwahati" });
  // The URL changes before the list's new data is drawn: wait for the row itself.
  await courtRow.waitFor();
  expect(await courtRow.getByRole("cell").allInnerTexts()).toEqual(["Regional Bench Guwahati", "Armed Forces Tribunal", expect.any(String)]);

  // Acts: Add, then the act is in the list.
  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Act Names" }).click();
  await page.getByRole("heading", { name: "Acts List" }).waitFor();
  await page.getByRole("link", { name: "Add", exact: true }).click();
  const actDialog = page.getByRole("dialog", { name: "Add Act Name" });
  await actDialog.getByLabel("Act Name").fill("Sikkim Forest Act, 1988");
  await actDialog.getByLabel("Word Abbreviation").fill("Sikkim Forest");
  await actDialog.getByLabel("Act Abbreviation").fill("SFA");
  await actDialog.getByRole("button", { name: "Add" }).click();
  await page.getByText(adminMessages.actAdded).waitFor();
  await page.getByPlaceholder(adminMessages.searchActs).fill("Sikkim");
  await page.getByPlaceholder(adminMessages.searchActs).press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === "Sikkim");
  const actRow = page.getByRole("row").filter({ hasText: "Sikkim Forest Act, 1988" });
  await actRow.waitFor();
  expect((await actRow.getByRole("cell").allInnerTexts()).slice(0, 3)).toEqual(["Sikkim Forest Act, 1988", "Sikkim Forest", "SFA"]);

  // Cases: the first live case on the list; its Live toggle sends NO; the list reloads on page 1.
  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Cases", exact: true }).click();
  await page.getByRole("heading", { name: "Cases" }).waitFor();
  await page.locator("select[name=live]").selectOption("YES");
  await page.waitForURL((url) => url.searchParams.get("live") === "YES");
  const firstRow = page.locator("tbody tr").first();
  const docId = (await firstRow.locator("td").first().innerText()).trim();
  await firstRow.getByRole("button", { name: new RegExp(`^Live for case ${docId}: YES`) }).click();
  await page.getByText(adminMessages.caseUpdated).waitFor();
  expect(new URL(page.url()).searchParams.get("page")).toBe("1");
  await page.getByPlaceholder(adminMessages.searchCases).fill(docId);
  await page.getByPlaceholder(adminMessages.searchCases).press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === docId);
  // Filtered on live YES, the unpublished case is gone; with ALL it shows NO.
  await page.getByText(adminMessages.noCases).waitFor();
  await page.locator("select[name=live]").selectOption("ALL");
  await page.waitForURL((url) => url.searchParams.get("live") === "ALL");
  const row = page.locator("tbody tr").filter({ has: page.locator("td", { hasText: new RegExp(`^${docId}$`) }) });
  await row.getByRole("button", { name: new RegExp(`^Live for case ${docId}: NO`) }).waitFor();

  // The delete icon asks first; Cancel closes the dialog and deletes nothing.
  await row.getByRole("link", { name: `Delete case ${docId}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm delete" });
  await confirm.getByText(adminMessages.confirmDeleteCase).waitFor();
  await confirm.getByText(adminMessages.cantUndo).waitFor();
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await confirm.waitFor({ state: "detached" });
  expect(await row.count()).toBe(1);
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
