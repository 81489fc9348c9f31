/**
 * Issue 33 item 8 ("What the attacker found", decision 100), each finding replayed against the
 * built Worker: who is calling is settled before a byte of the body is read; JSON nested 5,000
 * levels deep is a 400 on every call that takes a body (enumerated from the API's registry, so a
 * new call is covered); a GET that changes state is not made on a browser's cookie alone; an
 * impossible character reference in a .docx is skipped, not a 500; a password change or reset
 * revokes the personal API tokens; a notification whose queue message was lost is fanned out by the
 * sweep, exactly once; every API answer says nosniff.
 */
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  SELF,
} from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { ALL_CALLS } from "../../app/api/calls/index.server";
import { STATE_GET_NEEDS_HEADER } from "../../app/api/serve.server";
import { createApiToken } from "../../app/services/accounts/api-tokens.server";
import {
  sendNotification,
  SEND_SWEEP_AFTER_MS,
  sweepNotificationSends,
} from "../../app/services/alerts/notifications.server";
import { JSON_MAX_DEPTH } from "../../app/utils/clean-text";
import type { JobMessage } from "../../app/utils/env.server";
import jobs from "../../workers/jobs";
import { docxOf } from "../docx-fixture";
import { apiSignin, call } from "./api-helpers";
import {
  all,
  ctxAt,
  eventually,
  loginUser,
  one,
  ORIGIN,
  req,
  seed,
  text,
} from "./helpers";

beforeAll(seed, 60_000);

/** A deep body: arrays nested 5,000 levels (10 KB), as the attacker sent. */
const DEEP = "[".repeat(5000) + "]".repeat(5000);

async function makeClient(id: number, email: string, mobile: string) {
  // The demo subscriber's password hash (Demo@2026) and an active account.
  await env.DB.prepare(
    "insert into users (id, role_id, name, email, mobile, password_hash, active) select ?, 2, 'Hardening ' || ?, ?, ?, password_hash, 1 from users where id = 5"
  )
    .bind(id, id, email, mobile)
    .run();
}

describe("who is calling is checked before the body is read", () => {
  /** A 19 MB JSON body that counts what the Worker pulls from it. */
  function countedBody(totalBytes: number) {
    const chunk = new TextEncoder().encode(`"${"x".repeat(64 * 1024 - 2)}",`);
    const state = { pulled: 0 };
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          controller.enqueue(new TextEncoder().encode('{"judgement":['));
          sent = 1;
          return;
        }
        if (state.pulled >= totalBytes) {
          controller.enqueue(new TextEncoder().encode('""]}'));
          controller.close();
          return;
        }
        state.pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return { stream, state };
  }

  for (const path of ["/admin/addCase", "/admin/editCase"]) {
    test(`${path}: a 19 MB body with no session is answered 401 without being read`, async () => {
      const { stream, state } = countedBody(19 * 1024 * 1024);
      const started = Date.now();
      const res = await SELF.fetch(`${ORIGIN}/v1/api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: stream,
      });
      const json = (await res.json()) as {
        responseStatus: { errorCode?: string };
      };
      // errorCode 106 comes as HTTP 200 (decision 115).
      expect(res.status).toBe(200);
      expect(json.responseStatus.errorCode).toBe("106");
      // Nothing of the body was pulled (measured 0 bytes; a chunk allowed for buffering ahead).
      expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
      expect(Date.now() - started).toBeLessThan(5000);
    });
  }

  test("a signed-in staff member's body is still bounded as it streams (413 past the limit)", async () => {
    const { token } = await apiSignin(
      "superadmin@sar.example.com",
      "Demo@2026",
      "admin"
    );
    const { stream, state } = countedBody(40 * 1024 * 1024);
    const res = await SELF.fetch(`${ORIGIN}/v1/api/admin/addCase`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token! },
      body: stream,
    });
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThan(30 * 1024 * 1024);
    await call("GET", "/user/logout", { token });
  });
});

describe("JSON nested 5,000 levels deep", () => {
  test("is a 400 with a message on every call that takes a JSON body (from the API's registry), never a 500", async () => {
    const sub = await apiSignin("subscriber@sar.example.com");
    const staff = await apiSignin(
      "superadmin@sar.example.com",
      "Demo@2026",
      "admin"
    );
    const bodyCalls = ALL_CALLS.filter((c) => c.body);
    // Issue 33 counted 51; the registry may grow, never shrink below what the attacker probed.
    expect(bodyCalls.length).toBeGreaterThanOrEqual(51);
    const wrong: string[] = [];
    try {
      for (const c of bodyCalls) {
        const method =
          c.method !== "GET"
            ? c.method
            : (c.alsoMethods ?? []).find((m) => m !== "GET");
        if (!method) continue;
        const token = c.auth.includes("none")
          ? null
          : c.auth.some((a) => a === "user" || a === "plan")
          ? sub.token
          : staff.token;
        const path = c.path.replace(/\{[^{}]*\}/g, "1");
        const r = await call(method, path, { token, raw: DEEP });
        const label = `${method} ${c.path}`;
        if (
          r.status !== 400 ||
          !String(r.json.responseData.message).includes("nested too deeply") ||
          r.res.headers.get("x-content-type-options") !== "nosniff"
        )
          wrong.push(
            `${label}: ${r.status} ${String(r.json.responseData.message).slice(
              0,
              80
            )}`
          );
      }
    } finally {
      await call("GET", "/user/logout", { token: sub.token });
      await call("GET", "/user/logout", { token: staff.token });
    }
    expect(wrong).toEqual([]);
    expect(JSON_MAX_DEPTH).toBe(32);
  });

  test("JSON as deep as the limit is read (the call's own answer), one level more is refused", async () => {
    const nest = (n: number) =>
      '{"userEmail":"a@b.co","userPassword":"x","d":' +
      "[".repeat(n - 1) +
      "]".repeat(n - 1) +
      "}";
    const atLimit = await call("POST", "/user/signin", {
      raw: nest(JSON_MAX_DEPTH),
    });
    expect(atLimit.json.responseData.message).not.toContain(
      "nested too deeply"
    );
    const over = await call("POST", "/user/signin", {
      raw: nest(JSON_MAX_DEPTH + 1),
    });
    expect(over.status).toBe(400);
    expect(over.json.responseData).toMatchObject({
      errorType: "Validation",
      field: "body",
    });
    expect(over.json.responseData.message).toContain("nested too deeply");
  });
});

describe("a GET that changes state is not made on the browser's cookie alone", () => {
  test("deleteCaseFromMyLibrary and logout with the cookie: 403, the entry and the session stay; with the header: done", async () => {
    // Chambers: two seats, one for the browser and one for the app.
    const { cookie } = await loginUser("chambers@sar.example.com");
    const signed = await apiSignin("chambers@sar.example.com");
    const docId = (await one<{ doc_id: number }>(
      "select doc_id from cases where live = 1 and deleted_at is null order by doc_id limit 1"
    ))!.doc_id;
    expect(
      (
        await call("POST", "/user/addCaseToMyLibrary", {
          token: signed.token,
          body: { docId },
        })
      ).json.responseStatus.statusCode
    ).toBe("0");
    const entry = () =>
      one(
        "select id from library_entries where user_id = 6 and doc_id = ?",
        docId
      );
    const liveSessions = async () =>
      (
        await all(
          "select id_hash from sessions where user_id = 6 and ended_at is null"
        )
      ).length;
    expect(await entry()).not.toBeNull();
    const sessionsBefore = await liveSessions();

    // As a link on another site: the browser sends its cookie, nothing else.
    for (const path of [
      `/user/deleteCaseFromMyLibrary/${docId}`,
      "/user/logout",
    ]) {
      const res = await SELF.fetch(`${ORIGIN}/v1/api${path}`, {
        headers: { cookie: cookie!, "sec-fetch-site": "cross-site" },
        redirect: "manual",
      });
      expect(res.status, path).toBe(200);
      const json = (await res.json()) as { responseStatus: { statusCode: string }; responseData: { message: string } };
      expect(json.responseStatus.statusCode).toBe("1");
      expect(json.responseData.message).toBe(STATE_GET_NEEDS_HEADER);
    }
    expect(await entry()).not.toBeNull();
    expect(await liveSessions()).toBe(sessionsBefore);
    // The page session still works.
    expect((await req("/library", { cookie })).status).toBe(200);

    // The spec's client sends the token in the Authorization header: served as before.
    expect(
      (
        await call("GET", `/user/deleteCaseFromMyLibrary/${docId}`, {
          token: signed.token,
        })
      ).json.responseStatus.statusCode
    ).toBe("0");
    expect(await entry()).toBeNull();
    // With both, only the header's session is ended: the cookie's stays.
    const both = await SELF.fetch(`${ORIGIN}/v1/api/user/logout`, {
      headers: { cookie: cookie!, authorization: signed.token! },
    });
    expect(both.status).toBe(200);
    expect(await liveSessions()).toBe(sessionsBefore - 1);
    expect((await req("/library", { cookie })).status).toBe(200);
    expect(
      (
        await call("GET", "/user/getMyLibraryCaseList?pageNumber=1", {
          token: signed.token,
        })
      ).status
    ).toBe(401);
  });
});

describe("a .docx holding an impossible character", () => {
  test("/citationCheck skips &#99999999; (and a lone surrogate) and checks the rest: 200, not 500", async () => {
    const { cookie } = await loginUser("subscriber@sar.example.com");
    const file = docxOf(
      "See AIR 1964 XYZ 1581 &#99999999; and &#xD800; and &#x1F600; here."
    );
    expect(file.length).toBeLessThan(600);
    const form = new FormData();
    form.set("text", "");
    form.set("brief", new File([file], "brief.docx"));
    const res = await req("/citationCheck", { cookie, form });
    const html = await text(res);
    expect(res.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain("AIR 1964 XYZ 1581");
  });
});

describe("personal API tokens end with the password", () => {
  const tokenWorks = async (token: string) =>
    (await call("GET", "/user/apiTokens", { token: `Bearer ${token}` })).status;
  /** My Account's Change Password through the API, as the caller holding `token`. */
  const changePasswordAs = (token: string | null) =>
    call("POST", "/user/changePassword", { token, body: { currentPassword: "Demo@2026", password: "Changed@2026", confirmPassword: "Changed@2026" } });

  test("a password change revokes every token of the account, the one making the change too, and frees their seats", async () => {
    await makeClient(3301, "tokens-change@example.com", "9000003301");
    const a = await createApiToken(ctxAt(), { userId: 3301, name: "laptop" });
    const b = await createApiToken(ctxAt(), { userId: 3301, name: "server" });
    if (!a.ok || !b.ok) throw new Error("tokens not created");
    expect(await tokenWorks(a.token)).toBe(200);
    // The change made through the token itself (a token acts for its owner).
    const changed = await changePasswordAs(`Bearer ${a.token}`);
    expect(changed.json.responseStatus.statusCode).toBe("0");
    expect(await tokenWorks(a.token)).toBe(401);
    expect(await tokenWorks(b.token)).toBe(401);
    expect(
      await all(
        "select id from api_tokens where user_id = 3301 and revoked_at is null"
      )
    ).toEqual([]);
    expect(
      await all(
        "select id_hash from sessions where user_id = 3301 and ended_at is null"
      )
    ).toEqual([]);
    // A token made after the change works (its seat is free).
    const c = await createApiToken(ctxAt(), { userId: 3301, name: "new" });
    if (!c.ok) throw new Error("token not created");
    expect(await tokenWorks(c.token)).toBe(200);
  });

  test("a change made from a signed-in session keeps that session and revokes the tokens", async () => {
    await makeClient(3303, "tokens-session@example.com", "9000003303");
    const a = await createApiToken(ctxAt(), { userId: 3303, name: "laptop" });
    if (!a.ok) throw new Error("token not created");
    const { token } = await apiSignin("tokens-session@example.com");
    expect(token).toBeTruthy();
    const changed = await changePasswordAs(token);
    expect(changed.json.responseStatus.statusCode).toBe("0");
    expect(await tokenWorks(a.token)).toBe(401);
    expect((await call("GET", "/user/apiTokens", { token })).status).toBe(200);
  });

  test("a password reset from the link revokes them too", async () => {
    await makeClient(3302, "tokens-reset@example.com", "9000003302");
    const a = await createApiToken(ctxAt(), { userId: 3302, name: "laptop" });
    if (!a.ok) throw new Error("token not created");
    expect(await tokenWorks(a.token)).toBe(200);
    expect(
      (
        await call("POST", "/user/forgetPassword", {
          body: { userEmail: "tokens-reset@example.com" },
        })
      ).status
    ).toBe(200);
    const mail = await eventually(() =>
      one<{ body: string }>(
        "select body from outbox where \"to\" = ? and job_id like 'reset-%'",
        "tokens-reset@example.com"
      )
    );
    const link = decodeURIComponent(
      /resetPassword\?token=(\S+)/.exec(mail.body)![1]
    );
    const reset = await call("POST", "/user/resetPassword", {
      body: { token: link, userPassword: "Reset@2026x" },
    });
    expect(reset.json.responseStatus.statusCode).toBe("0");
    expect(await tokenWorks(a.token)).toBe(401);
  });
});

describe("a notification whose fan-out message was lost", () => {
  const notify = (id: string, m: JobMessage) => ({
    id,
    timestamp: new Date(),
    attempts: 1,
    body: m,
  });
  const deliveries = (id: number) =>
    all<{ user_id: number; n: number }>(
      "select user_id, count(*) n from notification_deliveries where notification_id = ? group by user_id order by user_id",
      id
    );

  test("is recorded before it is queued, and the sweep completes it: every subscriber has it exactly once, however often it runs", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    // The queue takes the message and the Worker dies: it is never consumed.
    const lost: JobMessage[] = [];
    const sent = await sendNotification(
      {
        ...ctxAt(now),
        jobs: { send: async (m: JobMessage) => void lost.push(m) },
      },
      1,
      { type: 2, title: "Lost general", body: "Court closed on Friday." }
    );
    if (!sent.ok) throw new Error("not sent");
    expect(lost).toEqual([{ type: "notify", notificationId: sent.id }]);
    expect(
      await one(
        "select accepted_at, done_at from notification_sends where notification_id = ?",
        sent.id
      )
    ).toEqual({ accepted_at: now.toISOString(), done_at: null });
    expect(await deliveries(sent.id)).toEqual([]);

    // Within the grace period the sweep leaves it to its message.
    const swept: JobMessage[] = [];
    const sweepAt = (t: Date) =>
      sweepNotificationSends({
        ...ctxAt(t),
        jobs: { send: async (m: JobMessage) => void swept.push(m) },
      });
    expect(await sweepAt(new Date(now.getTime() + 60_000))).toBe(0);

    // After it, the sweep queues the fan-out again; the jobs consumer runs it.
    const later = new Date(now.getTime() + SEND_SWEEP_AFTER_MS + 60_000);
    expect(await sweepAt(later)).toBe(1);
    expect(swept).toEqual([{ type: "notify", notificationId: sent.id }]);
    const batch = createMessageBatch<JobMessage>("law-reporter-jobs", [
      notify("s1", swept[0]),
    ]);
    const ectx = createExecutionContext();
    await jobs.queue(batch, env, ectx);
    expect((await getQueueResult(batch, ectx)).explicitAcks).toEqual(["s1"]);

    const clients = (
      await all<{ id: number }>(
        "select id from users where role_id = 2 and active = 1 and deleted_at is null order by id"
      )
    ).map((r) => ({ user_id: r.id, n: 1 }));
    expect(clients.length).toBeGreaterThan(1);
    expect(await deliveries(sent.id)).toEqual(clients);
    expect(
      (await one<{ done_at: string | null }>(
        "select done_at from notification_sends where notification_id = ?",
        sent.id
      ))!.done_at
    ).not.toBeNull();

    // Run again: nothing is open, nothing queued; the lost message turning up after all changes nothing.
    expect(await sweepAt(new Date(later.getTime() + SEND_SWEEP_AFTER_MS))).toBe(
      0
    );
    expect(swept).toHaveLength(1);
    const late = createMessageBatch<JobMessage>("law-reporter-jobs", [
      notify("l1", lost[0]),
    ]);
    await jobs.queue(late, env, createExecutionContext());
    expect(await deliveries(sent.id)).toEqual(clients);
  });

  test("a send the queue refused leaves nothing to sweep; the housekeeping job runs the sweep", async () => {
    const refused = await sendNotification(
      {
        ...ctxAt(),
        jobs: { send: async () => Promise.reject(new Error("queue down")) },
      },
      1,
      { type: 2, title: "Refused", body: "x" }
    );
    expect(refused).toEqual({ ok: false });
    expect(
      await one(
        "select count(*) n from notification_sends where done_at is null"
      )
    ).toEqual({ n: 0 });
    const batch = createMessageBatch<JobMessage>("law-reporter-jobs", [
      notify("h1", { type: "housekeeping" }),
    ]);
    const ectx = createExecutionContext();
    await jobs.queue(batch, env, ectx);
    expect((await getQueueResult(batch, ectx)).explicitAcks).toEqual(["h1"]);
  });
});

describe("X-Content-Type-Options on the JSON API", () => {
  test("success, refusal, an unknown call and the OpenAPI document all say nosniff", async () => {
    const answers = [
      await SELF.fetch(`${ORIGIN}/v1/api/master/getCountryMasterData`),
      await SELF.fetch(
        `${ORIGIN}/v1/api/user/getMyLibraryCaseList?pageNumber=1`
      ),
      await SELF.fetch(`${ORIGIN}/v1/api/no/such/call`),
      await SELF.fetch(`${ORIGIN}/v1/api/openapi.json`),
      await SELF.fetch(`${ORIGIN}/v1/api/user/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      }),
    ];
    for (const res of answers) {
      await res.arrayBuffer();
      expect(res.headers.get("x-content-type-options"), res.url).toBe(
        "nosniff"
      );
    }
    // Refusals are HTTP 200 (decision 115); an unknown path is the site's 404.
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 200, 200]);
  });
});
