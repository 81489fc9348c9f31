/**
 * Issue 13 item 10 (docs/decisions/026): an account without a plan is not told about "your plan",
 * and a seats-full refusal — only after the password was proven — offers "Log out the other
 * device", which ends the oldest session(s) and logs this one in, once.
 */
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { messages } from "../../app/utils/copy";
import { sha256 } from "../../app/utils/session.server";
import { all, cookieFrom, html, loginUser, one, req, seed } from "./helpers";

beforeAll(seed);

const ACCOUNTS = ["noplan@sar.example.com", "subscriber@sar.example.com", "chambers@sar.example.com"];

beforeEach(async () => {
  await env.DB.prepare(
    `update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'logout'
     where ended_at is null and user_id in (select id from users where email in (${ACCOUNTS.map(() => "?").join(",")}))`,
  )
    .bind(...ACCOUNTS)
    .run();
});

const liveSessions = (email: string) =>
  all<{ id_hash: string }>("select id_hash from sessions where ended_at is null and user_id = (select id from users where email = ?) order by created_at", email);

const takeoverToken = (page: string) => page.match(/name="takeover" value="([^"]+)"/)?.[1] ?? null;

const hashOf = async (cookie: string | null) => sha256(cookie!.split("=")[1]);

test("an account without a plan, logged in elsewhere, is told so without mention of a plan", async () => {
  const first = await loginUser("noplan@sar.example.com");
  expect(first.res.status).toBe(302);
  const second = await loginUser("noplan@sar.example.com");
  expect(second.res.status).toBe(409);
  expect(second.cookie).toBeNull();
  const page = await second.res.text();
  expect(page).toContain(html(messages.seatsInUseNoPlan));
  expect(page).not.toContain("Your plan allows");
  expect(await liveSessions("noplan@sar.example.com")).toHaveLength(1);
});

test("a subscriber whose one seat is taken may log the other device out: the old session ends, this one logs in", async () => {
  const old = await loginUser("subscriber@sar.example.com");
  expect(old.res.status).toBe(302);
  const refused = await loginUser("subscriber@sar.example.com");
  expect(refused.res.status).toBe(409);
  const page = await refused.res.text();
  expect(page).toContain(html(messages.seatsFull(1)));
  expect(page).toContain(messages.seatTakeoverButton);
  const token = takeoverToken(page)!;
  expect(token).toBeTruthy();
  // Only the token's hash is kept.
  expect(await one("select count(*) n from user_tokens where kind = 'seat_takeover' and token_hash = ?", await sha256(token))).toEqual({ n: 1 });

  const took = await req("/auth/login", { form: { intent: "takeover", takeover: token, redirectTo: "/library" } });
  expect(took.status).toBe(302);
  expect(took.headers.get("location")).toBe("/library");
  const cookie = cookieFrom(took);
  expect(cookie).toMatch(/^__Host-sar_user=/);
  expect(await one("select end_reason from sessions where id_hash = ?", await hashOf(old.cookie))).toEqual({ end_reason: "revoked" });
  expect(await one<{ logout_at: string | null }>("select logout_at from login_history where session_id_hash = ?", await hashOf(old.cookie))).not.toEqual({ logout_at: null });
  expect((await liveSessions("subscriber@sar.example.com")).map((s) => s.id_hash)).toEqual([await hashOf(cookie)]);
  // The old device is sent to the login; the new one works.
  expect((await req("/dashboard", { cookie: old.cookie })).headers.get("location")).toContain("modal=login");
  expect((await req("/dashboard", { cookie })).status).toBe(200);

  // The offer works once.
  const again = await req("/auth/login", { form: { intent: "takeover", takeover: token } });
  expect(again.status).toBe(400);
  expect(await again.text()).toContain(html(messages.seatTakeoverExpired));
  expect(cookieFrom(again)).toBeNull();
  expect((await liveSessions("subscriber@sar.example.com")).map((s) => s.id_hash)).toEqual([await hashOf(cookie)]);
});

test("a wrong password never gets the offer, and a made-up or expired token ends nobody", async () => {
  const old = await loginUser("subscriber@sar.example.com");
  const wrong = await loginUser("subscriber@sar.example.com", "Wrong@2026");
  expect(wrong.res.status).toBe(401);
  const page = await wrong.res.text();
  expect(takeoverToken(page)).toBeNull();
  expect(page).not.toContain(messages.seatTakeoverButton);

  const madeUp = await req("/auth/login", { form: { intent: "takeover", takeover: "x".repeat(32) } });
  expect(madeUp.status).toBe(400);
  expect(await madeUp.text()).toContain(html(messages.seatTakeoverExpired));

  const refused = await loginUser("subscriber@sar.example.com");
  const token = takeoverToken(await refused.res.text())!;
  await env.DB.prepare("update user_tokens set expires_at = '2000-01-01T00:00:00.000Z' where token_hash = ?").bind(await sha256(token)).run();
  const late = await req("/auth/login", { form: { intent: "takeover", takeover: token } });
  expect(late.status).toBe(400);
  expect(cookieFrom(late)).toBeNull();
  expect((await liveSessions("subscriber@sar.example.com")).map((s) => s.id_hash)).toEqual([await hashOf(old.cookie)]);

  const empty = await req("/auth/login", { form: { intent: "takeover" } });
  expect(empty.status).toBe(400);
  expect(await empty.text()).toContain(html(messages.seatTakeoverExpired));
});

test("with two seats taken, the offer ends only the least recently active session", async () => {
  const a = await loginUser("chambers@sar.example.com");
  const b = await loginUser("chambers@sar.example.com");
  expect([a.res.status, b.res.status]).toEqual([302, 302]);
  // b was seen most recently, a longest ago.
  await env.DB.prepare("update sessions set last_seen_at = strftime('%Y-%m-%dT%H:%M:%fZ','now','-10 minutes') where id_hash = ?").bind(await hashOf(a.cookie)).run();
  const refused = await loginUser("chambers@sar.example.com");
  expect(refused.res.status).toBe(409);
  const page = await refused.res.text();
  expect(page).toContain(html(messages.seatsFull(2)));
  const took = await req("/auth/login", { form: { intent: "takeover", takeover: takeoverToken(page)! } });
  expect(took.status).toBe(302);
  const live = (await liveSessions("chambers@sar.example.com")).map((s) => s.id_hash).sort();
  expect(live).toEqual([await hashOf(b.cookie), await hashOf(cookieFrom(took))].sort());
  expect(await one("select end_reason from sessions where id_hash = ?", await hashOf(a.cookie))).toEqual({ end_reason: "revoked" });
});
