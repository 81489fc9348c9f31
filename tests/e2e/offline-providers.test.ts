/**
 * A local run (npm start, these tests) switches the providers offline explicitly with
 * OFFLINE_PROVIDERS=1 (decision 022): e-mail sent by the jobs Worker lands in the developer outbox
 * as "offline", not "failed". This proves the setting reaches both Workers of `wrangler dev`.
 */
import { expect, inject, test } from "vitest";

test("a reset e-mail of the local run lands in the developer outbox as offline, sent by the jobs Worker", async () => {
  const base = inject("baseURL");
  const res = await fetch(`${base}/auth/forgot`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email: "noplan@sar.example.com" }).toString(),
    redirect: "manual",
  });
  expect(res.status).toBeLessThan(400);
  let row: string | null = null;
  for (let i = 0; i < 50 && !row; i++) {
    const html = await (await fetch(`${base}/dev/outbox?to=noplan@sar.example.com`)).text();
    row = html.match(/<tr[^>]*data-to="noplan@sar.example.com"[\s\S]*?<\/tr>/)?.[0] ?? null;
    if (!row) await new Promise((r) => setTimeout(r, 200));
  }
  expect(row, "no e-mail in the outbox").not.toBeNull();
  expect(row).toContain("<td>offline</td>");
  expect(row).not.toContain("<td>failed</td>");
});
