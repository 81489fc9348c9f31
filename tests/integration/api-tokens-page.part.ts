import { beforeAll, expect, test } from "vitest";
import { call } from "./api-helpers";
import { loginUser, one, req, seed } from "./helpers";

/** My Account's API tokens section (issue 23 item 5): plain form posts, as a browser without JavaScript sends them. */
beforeAll(seed);

test("a subscriber creates a named token on My Account (shown once), sees it listed, uses it, and revokes it; the next call gets 106", async () => {
  const { cookie } = await loginUser("chambers@sar.example.com");
  const empty = await req("/dashboard", { cookie, form: { intent: "createToken", name: "  " } });
  expect(empty.status).toBe(400);
  expect(await empty.text()).toContain("Please give the token a name.");

  const made = await req("/dashboard", { cookie, form: { intent: "createToken", name: "Office script" } });
  expect(made.status).toBe(200);
  const page = await made.text();
  const token = page.match(/lr_[\w-]+/)![0];
  expect(page).toContain("Copy the token now: it will not be shown again.");
  const row = await one<{ id: number; name: string; token_hash: string; prefix: string }>("select id, name, token_hash, prefix from api_tokens where user_id = 6 and revoked_at is null order by id desc limit 1");
  expect(row).toMatchObject({ name: "Office script", prefix: token.slice(0, 10) });
  expect(row!.token_hash).not.toContain(token);

  // The list shows name and prefix, never the value again.
  const again = await (await req("/dashboard", { cookie })).text();
  expect(again).toContain("Office script");
  expect(again).toContain(token.slice(0, 10));
  expect(again).not.toContain(token);

  const used = await call("GET", "/user/getDashBoard", { token: `Bearer ${token}` });
  expect(used.json.responseStatus.statusCode).toBe("0");

  const revoked = await req("/dashboard", { cookie, form: { intent: "revokeToken", tokenId: String(row!.id) } });
  expect(await revoked.text()).toContain("Token revoked.");
  expect((await one<{ r: string | null }>("select revoked_at r from api_tokens where id = ?", row!.id))!.r).not.toBeNull();
  const after = await call("GET", "/user/getDashBoard", { token: `Bearer ${token}` });
  expect(after.json.responseStatus.errorCode).toBe("106");

  // Another's token id is not found and changes nothing.
  const other = await req("/dashboard", { cookie, form: { intent: "revokeToken", tokenId: "999999" } });
  expect(other.status).toBe(404);
});
