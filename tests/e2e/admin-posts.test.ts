import { expect, test } from "vitest";
import { caseFormMessages, postMessages } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginStaffPage, loginThroughModal, logout, shots } from "./helpers";

const b = useBrowser();

test("as Super Admin: add a post linked to a case through the picker (a script in it never runs), then a subscriber sees it in 'From the reporter' with a link to the case", async () => {
  const page = await b.newPage();
  const alerts: string[] = [];
  page.on("dialog", async (d) => {
    alerts.push(d.message());
    await d.dismiss();
  });
  await loginStaffPage(page, "superadmin@sar.example.com");
  await page.getByRole("figure", { name: "Cases by court and decade" }).waitFor();
  await page.getByRole("figure", { name: /Earnings by week/ }).waitFor();
  await shots(page, "dashboard");
  // The charts fit a phone: nothing (their hidden figures tables included) widens the page.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("complementary", { name: "Back office" }).getByRole("link", { name: "Posts" }).click();
  await page.getByRole("heading", { name: postMessages.heading }).waitFor();
  await shots(page, "posts");
  await page.getByRole("link", { name: "Create" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Post" });
  await dialog.getByRole("button", { name: "Create" }).click();
  // The form's check loads at the first interaction (decision 058); the submit waits for it.
  await dialog.getByText(postMessages.required).first().waitFor();
  expect(await dialog.getByText(postMessages.required).count()).toBe(3);

  await dialog.getByLabel("Heading").fill("Witness memo <img src=x onerror=alert(1)>");
  await dialog.getByLabel("Post").fill('Every arrest needs a memo. <script>alert("post")</script><a href="javascript:alert(2)">more</a>');
  await dialog.getByRole("button", { name: "Select Case" }).click();
  const picker = page.getByRole("dialog", { name: "Select Case" });
  await picker.getByRole("radio").first().waitFor();
  await picker.getByPlaceholder(caseFormMessages.pickerSearch).fill("1001");
  await picker.getByPlaceholder(caseFormMessages.pickerSearch).press("Enter");
  await picker.getByRole("radio", { name: "Select case 1001" }).check();
  await picker.getByRole("button", { name: "Submit" }).click();
  expect(await dialog.getByLabel("Case Id").inputValue()).toBe("1001");
  await shots(page, "posts-add");
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.getByText(postMessages.created).waitFor();
  const row = page.getByRole("row").filter({ hasText: "Witness memo" });
  const cells = await row.getByRole("cell").allInnerTexts();
  expect(cells.slice(1, 4)).toEqual(["Witness memo", "Every arrest needs a...", "1001"]);

  // View shows the cleaned post.
  await row.getByRole("link", { name: /^View post/ }).click();
  const view = page.getByRole("dialog", { name: "Post Case" });
  await view.getByText("Every arrest needs a memo. more").waitFor();
  await shots(page, "posts-view");
  await page.context().close();

  // The subscriber's search page: "From the reporter" has it, linking to the case.
  const sub = await b.newPage();
  sub.on("dialog", async (d) => {
    alerts.push(d.message());
    await d.dismiss();
  });
  await loginThroughModal(sub, "subscriber@sar.example.com");
  const feed = sub.getByRole("complementary", { name: "From the reporter" });
  const item = feed.getByRole("listitem").filter({ hasText: "Witness memo" });
  await item.waitFor();
  expect(await item.innerText()).toContain("Every arrest needs a memo. more");
  expect(await item.getByRole("link", { name: "Read the case" }).getAttribute("href")).toBe("/viewCase/1001");
  expect(await sub.locator("script:not([src])", { hasText: "alert" }).count()).toBe(0);
  await logout(sub);

  expect(alerts).toEqual([]);
  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
