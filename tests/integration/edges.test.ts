/**
 * Issue 22, items 3, 6, 8, 9 and 10: the edges. Each test breaks one rule through the real Worker
 * and checks the answer (and the D1 state where there is one).
 */
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { messages } from "../../app/utils/copy";
import { cookieFrom, html, loginUser, one, ORIGIN, req, seed } from "./helpers";

beforeAll(seed);

/** The one-seat demo account used for the login tests: every session of it is ended first. */
const SEAT = "noplan@sar.example.com";
const endSessions = () =>
  env.DB.prepare(
    "update sessions set ended_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), end_reason = 'logout' where ended_at is null and user_id = (select id from users where email = ?)",
  )
    .bind(SEAT)
    .run();
const liveSessions = async () =>
  (await one<{ n: number }>("select count(*) n from sessions where ended_at is null and user_id = (select id from users where email = ?)", SEAT))!.n;

/** Every form of the issue: dot segments that leave a path starting with `//`, which a browser reads as another host. */
const ESCAPES = ["/.//127.0.0.2:8793/", "/..//127.0.0.2:8793/", "/%2e//127.0.0.2:8793/", "/./\\127.0.0.2:8793/", "/%2E%2E//127.0.0.2:8793/x?y=1"];

/** Where a browser goes with this Location header, answered to a POST of /auth/login. */
const landsOn = (location: string) => new URL(location, `${ORIGIN}/auth/login`);

describe("item 9: redirectTo after login", () => {
  beforeEach(endSessions);

  test("a login with a dot-segment redirectTo lands on this site, never on 127.0.0.2", async () => {
    for (const redirectTo of ESCAPES) {
      await endSessions();
      const res = await req("/auth/login", { form: { login: SEAT, password: "Demo@2026", redirectTo } });
      expect(res.status, redirectTo).toBe(302);
      const location = res.headers.get("location")!;
      expect(location, redirectTo).toBe("/search");
      expect(landsOn(location).origin).toBe(ORIGIN);
      expect(cookieFrom(res)).not.toBeNull();
    }
  });

  test("'Log out the other device' with a dot-segment redirectTo lands on this site too", async () => {
    for (const redirectTo of ESCAPES) {
      await endSessions();
      expect((await loginUser(SEAT)).res.status).toBe(302);
      const refused = await req("/auth/login", { form: { login: SEAT, password: "Demo@2026", redirectTo } });
      expect(refused.status).toBe(409);
      const token = (await refused.text()).match(/name="takeover" value="([^"]+)"/)![1];
      const took = await req("/auth/login", { form: { intent: "takeover", takeover: token, redirectTo } });
      expect(took.status, redirectTo).toBe(302);
      expect(took.headers.get("location"), redirectTo).toBe("/search");
      expect(cookieFrom(took)).not.toBeNull();
      // The takeover itself still happened: one live session, the new one.
      expect(await liveSessions()).toBe(1);
    }
  });

  test("a same-origin redirectTo with dot segments is kept, normalised", async () => {
    const res = await req("/auth/login", { form: { login: SEAT, password: "Demo@2026", redirectTo: "/a/../library?x=1#top" } });
    expect(res.headers.get("location")).toBe("/library?x=1#top");
  });
});

describe("item 8: login with an empty password", () => {
  beforeEach(endSessions);

  test("is refused with the password's own message drawn beside the field, and no session", async () => {
    const res = await req("/auth/login", { form: { login: SEAT, password: "" } });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(html(messages.passwordRequired));
    expect(await liveSessions()).toBe(0);
  });
});
