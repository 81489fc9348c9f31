import { expect, test } from "vitest";
import { notificationMessages, staffMessages } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginStaffPage, loginThroughModal, logout, shots } from "./helpers";

const b = useBrowser();

test("as Super Admin: send a user-specific notification to a demo client and create a Data Entry Operator; then the client sees the notification under the bell", async () => {
  const page = await b.newPage();
  await loginStaffPage(page, "superadmin@sar.example.com");
  const sidebar = page.getByRole("complementary", { name: "Back office" });

  // Send Notification: type 3 shows the user select and hides the DocId.
  await sidebar.getByRole("link", { name: "Notifications" }).click();
  await page.getByRole("heading", { name: notificationMessages.heading }).waitFor();
  expect(await page.getByLabel("DocId").isVisible()).toBe(true);
  await page.getByLabel("Notification Type").selectOption("3");
  expect(await page.getByLabel("DocId").isVisible()).toBe(false);
  await page.getByLabel("Title").fill("Your chambers' renewal");
  await page.getByLabel("Message").fill("Your yearly plan renews next week. Thank you for staying with us.");
  await page.getByRole("combobox", { name: /^User/ }).selectOption({ label: "Adv. Kavita Menon (subscriber@sar.example.com)" });
  expect(await page.getByRole("combobox", { name: /^User/ }).inputValue()).toBe("subscriber@sar.example.com");
  await shots(page, "notification-form");
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByText(notificationMessages.sent).waitFor();
  // The form starts again.
  expect(await page.getByLabel("Title").inputValue()).toBe("");
  expect(await page.getByLabel("Notification Type").inputValue()).toBe("1");
  await shots(page, "notification-sent");

  // Staff Users: Add New Staff defaults to DATA OPERATOR.
  await sidebar.getByRole("link", { name: "Staff Users" }).click();
  await page.getByRole("heading", { name: staffMessages.heading }).waitFor();
  await shots(page, "staff");
  await page.getByRole("link", { name: "Create" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Staff" });
  expect(await dialog.getByLabel("Staff Category").inputValue()).toBe("4");
  await dialog.getByRole("button", { name: "Create" }).click();
  await dialog.getByText(staffMessages.nameRequired).waitFor();
  await dialog.getByLabel("Name").fill("Farah Qureshi");
  await dialog.getByLabel("Email").fill("farah.qureshi@sar.example.com");
  await dialog.getByLabel("Mobile").fill("9811122233");
  await dialog.getByLabel("Designation").fill("Case Editor");
  await dialog.getByLabel("Address").fill("SAR House, Daryaganj");
  await dialog.getByLabel("Pincode").fill("1100");
  await dialog.getByRole("button", { name: "Create" }).click();
  await dialog.getByText(staffMessages.pincode).waitFor();
  await dialog.getByLabel("Pincode").fill("110002");
  // B78: the City select offers the chosen state's cities (DELHI's by default).
  expect(await dialog.getByLabel("City").locator("option").allInnerTexts()).toEqual(["Select", "Delhi", "New Delhi"]);
  await dialog.getByLabel("City").selectOption({ label: "New Delhi" });
  await shots(page, "staff-add");
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.getByText(staffMessages.created).waitFor();
  const row = page.getByRole("row").filter({ hasText: "farah.qureshi@sar.example.com" });
  const cells = await row.getByRole("cell").allInnerTexts();
  expect(cells.slice(1, 6)).toEqual(["Farah Qureshi", "farah.qureshi@sar.example.com", "9811122233", "DATA OPERATOR", "Active"]);
  await row.getByRole("link", { name: "Profile of Farah Qureshi" }).click();
  await page.getByRole("dialog", { name: "Staff Profile" }).getByText("Case Editor").waitFor();
  await page.getByRole("dialog", { name: "Staff Profile" }).getByText("SAR House, Daryaganj, New Delhi, DELHI, 110002").waitFor();
  await shots(page, "staff-profile");
  // Their set-password e-mail is in the developer outbox.
  // (The jobs queue delivers it; under load that can take a few seconds.)
  await expect
    .poll(async () => (await (await page.request.get("/dev/outbox")).text()).includes("farah.qureshi@sar.example.com"), { timeout: 30_000, interval: 500 })
    .toBe(true);
  await page.context().close();

  // The client: the bell counts the new notification; the list shows it; mark as read clears it.
  const sub = await b.newPage();
  await loginThroughModal(sub, "subscriber@sar.example.com");
  const bell = sub.locator("a.bell");
  await bell.waitFor();
  const label = (await bell.getAttribute("aria-label")) ?? "";
  const unread = Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
  expect(unread).toBeGreaterThan(0);
  expect(await bell.innerText()).toContain(String(unread));
  await shots(sub, "bell");
  await bell.click();
  await sub.getByRole("heading", { name: notificationMessages.listHeading }).waitFor();
  const item = sub.getByRole("listitem").filter({ hasText: "Your chambers' renewal" });
  await item.getByText("Your yearly plan renews next week.").waitFor();
  await shots(sub, "notifications");
  await item.getByRole("button", { name: /Mark as read/ }).click();
  await sub.waitForFunction((n) => document.querySelector("a.bell")?.getAttribute("aria-label") === (n ? `Notifications, ${n} unread` : "Notifications"), unread - 1);
  expect(await item.getByRole("button", { name: /Mark as read/ }).count()).toBe(0);
  await logout(sub);

  expect(b.errors, b.errors.join("\n")).toEqual([]);
});
