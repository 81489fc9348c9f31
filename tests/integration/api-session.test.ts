import { SELF } from "cloudflare:test";
import { apiSignin, call } from "./api-helpers";
import { beforeAll, expect, test } from "vitest";
import { createApiToken, revokeApiToken } from "../../app/services/accounts/api-tokens.server";
import { messages } from "../../app/utils/copy";
import { all, ctxAt, loginUser, one, ORIGIN, req, seed } from "./helpers";

/**
 * The published API's sign-in, personal tokens and limits (issue 23 items 2, 5, 6): a client with
 * no cookie, only the `authorization` header, as the mobile app is.
 */
beforeAll(seed);

test("sign-in answers the token in the authorization header; the role digit is display only", async () => {
  const { status, json, token } = await apiSignin("subscriber@sar.example.com");
  expect(status).toBe(200);
  expect(json.responseStatus.statusCode).toBe("0");
  expect(json.responseData).toMatchObject({ name: expect.any(String), email: "subscriber@sar.example.com", message: expect.any(String) });
  expect(token).toMatch(/^[\w-]{20,}@2$/);
  // A forged digit grants nothing: the role is read from the session row.
  const forged = `${token!.split("@")[0]}@0`;
  const admin = await call("POST", "/admin/getCaseList?pageNumber=1", { token: forged, body: {} });
  expect([401, 403, 404]).toContain(admin.status);
  expect(admin.json.responseStatus.statusCode).not.toBe("0");
  const out = await call("GET", "/user/logout", { token: token! });
  expect(out.json.responseStatus.statusCode).toBe("0");
});

test("a wrong password is 401 'Invalid User Credentials'; a missing field is a 400 with the form's message", async () => {
  const bad = await apiSignin("subscriber@sar.example.com", "wrong-password");
  expect(bad.status).toBe(401);
  expect(bad.json.responseStatus.statusCode).toBe("1");
  expect(bad.json.responseData.message).toBe(messages.invalidCredentials);
  const empty = await call("POST", "/user/signin", { body: { userPassword: "x" } });
  expect(empty.status).toBe(400);
  expect(empty.json.responseData.message).toBe(messages.emailEmpty);
});

test("malformed JSON is a 400 envelope, an oversized body a 413, a wrong method a 405, an unknown call a 404 — never a 500", async () => {
  const broken = await call("POST", "/user/signin", { raw: "{not json" });
  expect(broken.status).toBe(400);
  expect(broken.json.responseStatus.statusCode).toBe("1");
  const big = await call("POST", "/user/signin", { raw: JSON.stringify({ userEmail: "a".repeat(70_000), userPassword: "x" }) });
  expect(big.status).toBe(413);
  const wrongShape = await call("POST", "/user/signin", { raw: "[1,2,3]" });
  expect(wrongShape.status).toBe(400);
  const get = await call("GET", "/user/signin");
  expect(get.status).toBe(405);
  expect(get.res.headers.get("allow")).toBe("POST");
  const none = await call("GET", "/no/such/call");
  expect(none.status).toBe(404);
  expect(none.json.responseStatus.statusCode).toBe("1");
});

test("no session, an ended session and a revoked token are errorCode 106", async () => {
  const anon = await call("POST", "/user/dashboardSearch?pageNumber=1", { body: { searchType: "DashboardSearch", dashboardSearchValue: "state" } });
  expect(anon.status).toBe(401);
  expect(anon.json.responseStatus.errorCode).toBe("106");
  const { token } = await apiSignin("subscriber@sar.example.com");
  await call("GET", "/user/logout", { token: token! });
  const after = await call("POST", "/user/dashboardSearch?pageNumber=1", { token: token!, body: { searchType: "DashboardSearch", dashboardSearchValue: "state" } });
  expect(after.json.responseStatus.errorCode).toBe("106");
});

test("a personal token: created once, stored hashed, works as Bearer, takes no seat, and is refused with 106 at once when revoked", async () => {
  // Chambers' plan has two parallel seats: both for sign-ins, whatever its tokens do (decision 103).
  const { token: session } = await apiSignin("chambers@sar.example.com");
  const made = await call("POST", "/user/apiTokens", { token: session!, body: { name: "Chambers laptop" } });
  expect(made.status).toBe(200);
  const raw = made.json.responseData.token as string;
  const tokenId = made.json.responseData.id as number;
  expect(raw).toMatch(/^lr_/);
  const stored = await one<{ token_hash: string; name: string }>("select token_hash, name from api_tokens where id = ?", tokenId);
  expect(stored?.name).toBe("Chambers laptop");
  expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored?.token_hash).not.toContain(raw);
  // Listed without its value.
  const listed = await call("GET", "/user/apiTokens", { token: session! });
  expect(JSON.stringify(listed.json)).not.toContain(raw);
  expect(listed.json.responseData.ojectList).toEqual(listed.json.responseData.objectList);

  const search = await call("POST", "/user/dashboardSearch?pageNumber=1&perPageLimit=10", { token: `Bearer ${raw}`, body: { searchType: "DashboardSearch", dashboardSearchValue: "state" } });
  expect(search.status).toBe(200);
  expect(search.json.responseStatus.statusCode).toBe("0");
  // The token has a live session row, marked as the token's: it holds none of the two seats.
  const seat = await one<{ n: number; marked: number }>(
    "select count(*) as n, sum(s.api_token_id = t.id) as marked from sessions s join api_tokens t on t.session_id_hash = s.id_hash where t.id = ? and s.ended_at is null",
    tokenId,
  );
  expect(seat).toEqual({ n: 1, marked: 1 });
  // So a second sign-in takes the second seat; a third is refused, and the token still works.
  const second = await apiSignin("chambers@sar.example.com");
  expect(second.status).toBe(200);
  const third = await apiSignin("chambers@sar.example.com");
  expect(third.status).toBe(409);
  const still = await call("POST", "/user/dashboardSearch?pageNumber=1", { token: `Bearer ${raw}`, body: { searchType: "DashboardSearchType", dashboardSearchValue: "state" } });
  expect(still.status).toBe(200);
  await call("GET", "/user/logout", { token: second.token! });
  // A token cannot mint tokens.
  const mint = await call("POST", "/user/apiTokens", { token: `Bearer ${raw}`, body: { name: "x" } });
  expect(mint.status).toBe(403);

  const revoked = await call("POST", "/user/apiTokens/revoke", { token: session!, body: { tokenId } });
  expect(revoked.json.responseStatus.statusCode).toBe("0");
  const next = await call("POST", "/user/dashboardSearch?pageNumber=1", { token: `Bearer ${raw}`, body: { searchType: "DashboardSearch", dashboardSearchValue: "state" } });
  expect(next.status).toBe(401);
  expect(next.json.responseStatus.errorCode).toBe("106");
  const ended = await all<{ end_reason: string }>("select s.end_reason from sessions s join api_tokens t on t.session_id_hash = s.id_hash where t.id = ?", tokenId);
  expect(ended.map((r) => r.end_reason)).toEqual(["revoked"]);
  // Another account's token id is simply not found.
  const other = await apiSignin("noplan@sar.example.com");
  const foreign = await call("POST", "/user/apiTokens/revoke", { token: other.token!, body: { tokenId } });
  expect(foreign.status).toBe(404);
  await call("GET", "/user/logout", { token: other.token! });
  await call("GET", "/user/logout", { token: session! });
});

test("a one-seat subscriber's token answers while the subscriber is signed in on the web; API sign-in offers to log the other device out (decision 103)", async () => {
  // The demo subscriber's plan has one seat; the browser takes it.
  const web = await loginUser("subscriber@sar.example.com");
  expect(web.cookie).toBeTruthy();
  const made = await createApiToken(ctxAt(), { userId: 4, name: "research script" });
  if (!made.ok) throw new Error(made.message);
  const search = { searchType: "DashboardSearchType", dashboardSearchValue: "state" };
  const byToken = await call("POST", "/user/dashboardSearch?pageNumber=1", { token: `Bearer ${made.token}`, body: search });
  expect(byToken.status).toBe(200);
  expect(byToken.json.responseStatus.statusCode).toBe("0");
  // The browser is still signed in after the token's call.
  expect((await req("/dashboard", { cookie: web.cookie })).status).toBe(200);

  // An API sign-in finds the seat taken by the browser: 409, with the web login's offer.
  const refused = await apiSignin("subscriber@sar.example.com");
  expect(refused.status).toBe(409);
  expect(refused.json.responseData.message).toBe(messages.seatsFull(1));
  const offer = refused.json.responseData.takeover as string;
  expect(offer).toMatch(/^[\w-]{20,}$/);
  expect(refused.json.responseData.takeoverHint).toContain("/user/signin/takeover");
  // A wrong password never gets the offer.
  const wrong = await apiSignin("subscriber@sar.example.com", "wrong-password");
  expect(wrong.json.responseData.takeover).toBeUndefined();

  const taken = await call("POST", "/user/signin/takeover", { body: { takeover: offer } });
  expect(taken.status).toBe(200);
  expect(taken.json.responseData.email).toBe("subscriber@sar.example.com");
  const session = taken.res.headers.get("authorization");
  expect(session).toMatch(/^[\w-]{20,}@2$/);
  // The browser's session ended; the token did not (it holds no seat).
  const page = await req("/dashboard", { cookie: web.cookie });
  expect(page.status).toBe(302);
  expect((await call("GET", "/user/apiTokens", { token: session })).status).toBe(200);
  expect((await call("POST", "/user/dashboardSearch?pageNumber=1", { token: `Bearer ${made.token}`, body: search })).status).toBe(200);
  // The offer works once.
  const again = await call("POST", "/user/signin/takeover", { body: { takeover: offer } });
  expect(again.status).toBe(400);
  expect(again.json.responseData.message).toBe(messages.seatTakeoverExpired);
  await call("GET", "/user/logout", { token: session });
  await revokeApiToken(ctxAt(), { userId: 4, tokenId: made.id });
});

test("an account's personal tokens share one caller's 60 calls a minute", async () => {
  const a = await createApiToken(ctxAt(), { userId: 5, name: "script a" });
  const b = await createApiToken(ctxAt(), { userId: 5, name: "script b" });
  if (!a.ok || !b.ok) throw new Error("tokens not created");
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) statuses.push((await call("GET", "/user/apiTokens", { token: `Bearer ${a.token}` })).status);
  expect(statuses.every((st) => st === 200)).toBe(true);
  const other = await call("GET", "/user/apiTokens", { token: `Bearer ${b.token}` });
  expect(other.status).toBe(429);
  await revokeApiToken(ctxAt(), { userId: 5, tokenId: a.id });
  await revokeApiToken(ctxAt(), { userId: 5, tokenId: b.id });
});

test("the 61st call in a minute is 429 with Retry-After", async () => {
  const { token } = await apiSignin("subscriber@sar.example.com");
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) statuses.push((await call("GET", "/user/apiTokens", { token: token! })).status);
  expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
  const last = await call("GET", "/user/apiTokens", { token: token! });
  expect(statuses[60] === 429 || last.status === 429).toBe(true);
  expect(last.status).toBe(429);
  expect(Number(last.res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(last.json.responseStatus.statusCode).toBe("1");
  await call("GET", "/user/logout", { token: token! });
});

test("the OpenAPI document is served", async () => {
  const res = await SELF.fetch(`${ORIGIN}/v1/api/openapi.json`);
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.paths)).toContain("/user/signin");
});
