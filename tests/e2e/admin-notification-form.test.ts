import { expect, test } from "vitest";
import { notificationMessages } from "../../app/utils/copy";
import { useBrowser } from "./browser";
import { loginStaffPage } from "./helpers";

const b = useBrowser();

// Issue 21 item 5: the form's id differed between the server render and the browser, so conform
// threw on every submit ("The submit event is dispatched by form#send-notification-default
// instead of form#send-notification-…") and its client checks never ran.
test("Send Notification: an empty submit shows the client checks in the browser and logs no error; a user-specific e-mail links to the served URL", async () => {
  const page = await b.newPage();
  await loginStaffPage(page, "superadmin@sar.example.com");
  await page.goto("/admin/notification");
  await page.waitForSelector("html[data-hydrated=true]");
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") requests.push(r.url());
  });
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByText(notificationMessages.titleRequired).waitFor();
  await page.getByText(notificationMessages.bodyRequired).waitFor();
  // The browser's checks answered: nothing was posted.
  expect(requests).toEqual([]);
  expect(b.errors, b.errors.join("\n")).toEqual([]);

  // A full send posts, the form starts again, and the next submit is checked in the browser too.
  const title = `Port check ${Date.now()}`;
  await page.getByLabel("Notification Type").selectOption("3");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("Your plan renews next week.");
  await page.getByRole("combobox", { name: /^User/ }).selectOption("noplan@sar.example.com");
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByText(notificationMessages.sent).waitFor();
  requests.length = 0;
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByText(notificationMessages.titleRequired).waitFor();
  expect(requests).toEqual([]);
  expect(b.errors, b.errors.join("\n")).toEqual([]);

  // The e-mail the jobs Worker writes links to the URL the site is served on (a free port here,
  // never the 8787 of workers/wrangler.toml).
  let body = "";
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get("/dev/outbox?to=noplan@sar.example.com")).text();
        const at = html.indexOf(title);
        body = at < 0 ? "" : html.slice(at, at + 600);
        return body !== "";
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  expect(body).toContain(`${b.baseURL()}/notifications`);
  await page.context().close();
});
