import { expect, test } from "vitest";
import { businessMessages as m } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginStaffPage, shots } from "./helpers";

const b = useBrowser();

/** How far the clients table reaches past its scroll box, in px (0: every column in view). */
const overflow = (page: import("playwright-core").Page) =>
  page.locator(".clients-list .table-scroll").evaluate((box) => box.scrollWidth - box.clientWidth);

// Issue 21 items 7 (orders show the client's name; the clients table fits 1280 px) and 9 (Edit
// Plan, the Custom plan's date picker, grants shown apart).
test("as Super Admin: the clients table fits 1280 px, the orders list names each client and marks grants, a plan is edited", async () => {
  const page = await b.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginStaffPage(page, "superadmin@sar.example.com");

  // Clients as long as the forms allow (37-character names and e-mails, the longest state name).
  const origin = new URL(page.url()).origin;
  const form = await (await page.request.get("/admin/clients?dialog=add")).text();
  const states = [...form.matchAll(/<option value="(\d+)">([^<]+)<\/option>/g)].map(([, id, name]) => ({ id, name }));
  const longest = states.reduce((a, s) => (s.name.length > a.name.length ? s : a));
  for (let i = 0; i < 6; i++) {
    const res = await page.request.post("/admin/clients", {
      headers: { origin },
      form: { intent: "add", name: `Venkataraghavan Subramaniam Iyer ${i}ab`.slice(0, 37), email: `venkataraghavan.subrama${i}@chambers.in`, mobile: `98700000${10 + i}`, stateId: longest.id },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
  }
  await page.goto("/admin/clients");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByRole("columnheader", { name: "Payment History" }).waitFor();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const last = await page.getByRole("columnheader", { name: "Payment History" }).boundingBox();
  expect(last!.x + last!.width).toBeLessThanOrEqual(1280);
  await shots(page, "clients");
  // On a phone the rows are cards: the Deactivate button stays on one line.
  await page.setViewportSize({ width: 390, height: 844 });
  const button = page.getByRole("button", { name: /^Deactivate client/ }).first();
  expect((await button.boundingBox())!.height).toBeLessThan(40);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Edit Client shows the e-mail, read-only (issue 21 item 10).
  await page.goto("/admin/clients?q=noplan%40sar.example.com&edit=5");
  await page.waitForSelector("html[data-hydrated=true]");
  const editClient = page.getByRole("dialog", { name: "Edit Client" });
  const email = editClient.getByLabel("Email");
  expect(await email.inputValue()).toBe("noplan@sar.example.com");
  expect(await email.getAttribute("readonly")).not.toBeNull();
  expect(await email.isVisible()).toBe(true);
  await shots(page, "client-edit");
  await editClient.getByRole("link", { name: "Cancel" }).click();
  await editClient.waitFor({ state: "detached" });

  // Add Order: the Custom plan's end date is a date picker bounded by today and 5 years on.
  await page.getByRole("link", { name: /^Create order for client/ }).first().click();
  const order = page.getByRole("dialog", { name: "Add Order" });
  await order.getByLabel("Plans").selectOption({ label: "Custom (Institutional) (CUSTOM, Rs 50000)" });
  const date = order.getByLabel(/Select Date/);
  expect(await date.getAttribute("type")).toBe("date");
  const max = await date.getAttribute("max");
  expect(Number(max!.slice(0, 4)) - Number((await date.getAttribute("min"))!.slice(0, 4))).toBe(5);
  await shots(page, "add-order");
  await order.getByRole("link", { name: "Cancel" }).click();

  await page.goto("/admin/orders");
  await page.waitForSelector("html[data-hydrated=true]");
  const granted = page.getByRole("row").filter({ hasText: "Granted by staff" }).first();
  await granted.waitFor();
  expect(await page.getByRole("cell", { name: /^Adv\. Kavita Menon \(4\)$/ }).count()).toBeGreaterThan(0);
  await shots(page, "orders");

  await page.goto("/admin/plans");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByRole("link", { name: "Edit plan Monthly" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Plan" });
  await edit.getByText(m.planEditNote).waitFor();
  await edit.getByLabel("Plan Name").fill("Monthly Plus");
  await edit.getByLabel(/Plan Cost/).fill("1799");
  await shots(page, "plan-edit");
  await edit.getByRole("button", { name: "Update" }).click();
  await page.getByText(m.planUpdated).waitFor();
  await page.getByRole("link", { name: "Monthly Plus", exact: true }).waitFor();
  await shots(page, "plans-updated");
  // Put the plan back as it was: the other e2e files share this server (the purchase test pays Monthly).
  await page.getByRole("link", { name: "Edit plan Monthly Plus" }).click();
  const back = page.getByRole("dialog", { name: "Edit Plan" });
  await back.getByLabel("Plan Name").fill("Monthly");
  await back.getByLabel(/Plan Cost/).fill("1499");
  await back.getByRole("button", { name: "Update" }).click();
  await page.getByRole("link", { name: "Monthly", exact: true }).waitFor();
  expect(b.errors, b.errors.join("\n")).toEqual([]);
  await page.context().close();
});
