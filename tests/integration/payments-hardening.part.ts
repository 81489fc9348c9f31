/**
 * Issue 12 items 6 and 10, issue 13 item 11: offline modes only when switched on explicitly
 * (OFFLINE_PROVIDERS = "1"), webhook de-duplication by event and payment id, second captures
 * flagged for refund review, and the orders a buyer sees (cancel, receipts, the plan id).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, inject, test, vi } from "vitest";
import { hmacHex } from "../../app/adapters/razorpay.server";
import { action as purchaseAction } from "../../app/routes/purchase";
import { deliver } from "../../app/services/alerts/outbox.server";
import { confirmPayment, initiatePayment } from "../../app/services/commerce/payments.server";
import { createContext, type AppContext } from "../../app/utils/context.server";
import type { Env } from "../../app/utils/env.server";
import { FAKE_RAZORPAY } from "../fakes/razorpay";
import { all, loginUser, one, ORIGIN, req, seed } from "./helpers";

/** The test Worker's bindings with some variables replaced (undefined = not set). */
const envWith = (overrides: Partial<Record<keyof Env, string | undefined>>): Env => ({ ...env, ...overrides }) as Env;
const NO_KEYS = { RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined, RAZORPAY_WEBHOOK_SECRET: undefined, RESEND_API_KEY: undefined, SMS_API_KEY: undefined, SMS_BASE_URL: undefined };
/** A deploy that forgot its secrets: no keys and no explicit offline setting. */
const misconfigured = () => createContext(envWith({ ...NO_KEYS, OFFLINE_PROVIDERS: undefined }));
/** A local run: no keys, offline switched on explicitly. */
const offline = () => createContext(envWith({ ...NO_KEYS, OFFLINE_PROVIDERS: "1" }));

let nextUser = 300;
async function newSubscriber(): Promise<{ id: number; cookie: string }> {
  const id = nextUser++;
  await env.DB.prepare(
    "insert into users (id, role_id, name, email, mobile, password_hash, active) select ?, 2, 'Buyer ' || ?, 'hbuyer' || ? || '@example.com', '95000' || printf('%05d', ?), password_hash, 1 from users where id = 5",
  )
    .bind(id, String(id), String(id), id)
    .run();
  const { cookie } = await loginUser(`hbuyer${id}@example.com`);
  if (!cookie) throw new Error("login failed");
  return { id, cookie };
}

type OrderRow = { id: number; status: string; provider_order_id: string; provider_payment_id: string | null; amount_paise: number; plan_id: number; plan_start_at: string | null; plan_end_at: string | null; failure_reason: string | null };
const orderOf = (userId: number) =>
  one<OrderRow>("select id, status, provider_order_id, provider_payment_id, amount_paise, plan_id, plan_start_at, plan_end_at, failure_reason from orders where user_id = ? order by id desc limit 1", userId);

async function buy(cookie: string, planId: string, userId: number): Promise<OrderRow> {
  const res = await req("/purchase?index", { cookie, form: { planId } });
  expect(res.status).toBe(200);
  return (await orderOf(userId))!;
}

async function capture(orderId: string, amount?: number): Promise<string> {
  const res = await fetch(`${inject("fakeRazorpayUrl")}/__test/capture`, { method: "POST", body: JSON.stringify({ order_id: orderId, amount }) });
  return ((await res.json()) as { id: string }).id;
}

const captured = (orderId: string, paymentId: string, amount: number, createdAt = 1700000000) => ({
  entity: "event",
  event: "payment.captured",
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: "captured", method: "card" } } },
  created_at: createdAt,
});

/** A webhook as Razorpay signs it; without an event id header unless one is given. */
async function postWebhook(body: unknown, eventId?: string) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { "x-razorpay-signature": await hmacHex(FAKE_RAZORPAY.webhookSecret, raw), "content-type": "application/json" };
  if (eventId) headers["x-razorpay-event-id"] = eventId;
  return SELF.fetch(`${ORIGIN}/webhooks/razorpay`, { method: "POST", headers, body: raw });
}

/** The load context the Worker gives a route, for a context with other variables. */
const loadContext = (app: AppContext) => ({ app, cloudflare: { env: app.env, ctx: {} as ExecutionContext } }) as unknown as AppLoadContext;

/** The status a route action answered, whether it returned data() or threw a Response. */
async function statusOf(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    const r = (await run()) as { init?: { status?: number }; data?: unknown } | Response;
    if (r instanceof Response) return { status: r.status, body: await r.text() };
    return { status: r?.init?.status ?? 200, body: r?.data ?? r };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text() };
    throw thrown;
  }
}

beforeAll(seed);
afterEach(() => vi.restoreAllMocks());

describe("offline mode only when switched on (issue 12 item 6)", () => {
  test("with the Razorpay keys missing and OFFLINE_PROVIDERS unset, Buy Now answers 503 with a clear message, logs an error and writes no order", async () => {
    const u = await newSubscriber();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request(`${ORIGIN}/purchase?index`, {
      method: "POST",
      headers: { cookie: u.cookie, "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: "planId=3",
    });
    const ctx = misconfigured();
    const answer = await statusOf(() => purchaseAction({ request, context: loadContext(ctx), params: {} }));
    expect(answer.status).toBe(503);
    expect(JSON.stringify(answer.body)).toContain("Payments are not available at the moment");
    expect(errors).toHaveBeenCalled();
    expect(String(errors.mock.calls[0]?.[0])).toContain("OFFLINE_PROVIDERS");
    expect(await all("select id from orders where user_id = ?", u.id)).toEqual([]);
  });

  test("a checkout result signed with the old built-in offline secret activates nothing, whether offline is off or on", async () => {
    const u = await newSubscriber();
    for (const [i, ctx] of [misconfigured(), offline()].entries()) {
      const providerOrderId = `order_offconst${i}`;
      await env.DB.prepare(
        "insert into orders (user_id, plan_id, status, payment_mode, base_paise, gst_paise, amount_paise, provider_order_id) values (?, 2, 'CREATED', 'OFFLINE', 49900, 8982, 58882, ?)",
      )
        .bind(u.id, providerOrderId)
        .run();
      vi.spyOn(console, "error").mockImplementation(() => {});
      const signature = await hmacHex("offline-checkout-secret", `${providerOrderId}|pay_offforged`);
      const result = await confirmPayment(ctx, { userId: u.id, providerOrderId, paymentId: "pay_offforged", signature });
      expect(result.ok).toBe(false);
    }
    expect(await all("select status from orders where user_id = ?", u.id)).toEqual([{ status: "CREATED" }, { status: "CREATED" }]);
    expect(await all("select id from payments where provider_payment_id = 'pay_offforged'")).toEqual([]);
  });

  test("offline mode switched on: the checkout signs with a random secret of this state (kept in D1) and the production verification accepts it", async () => {
    const u = await newSubscriber();
    const ctx = offline();
    const started = await initiatePayment(ctx, { userId: u.id, planId: 2 });
    expect(started.ok).toBe(true);
    const order = (await orderOf(u.id))!;
    expect(order).toMatchObject({ status: "CREATED" });
    const { action: checkoutAction } = await import("../../app/routes/checkout.$orderId");
    const request = new Request(`${ORIGIN}/checkout/${order.provider_order_id}`, { method: "POST", headers: { cookie: u.cookie, origin: ORIGIN } });
    const signed = (await checkoutAction({ request, context: loadContext(ctx), params: { orderId: order.provider_order_id } })) as Record<string, string>;
    const secret = await one<{ value: string }>("select value from app_secrets where name = 'offline_checkout'");
    expect(secret!.value).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.razorpay_signature).toBe(await hmacHex(secret!.value, `${order.provider_order_id}|${signed.razorpay_payment_id}`));
    const result = await confirmPayment(ctx, { userId: u.id, providerOrderId: order.provider_order_id, paymentId: signed.razorpay_payment_id, signature: signed.razorpay_signature });
    expect(result).toMatchObject({ ok: true, activated: true });
    expect((await orderOf(u.id))!.status).toBe("PAID");
  });

  test("without keys and without OFFLINE_PROVIDERS an e-mail and an SMS are not pretended sent: failed in the outbox, not retried, logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const ctx = misconfigured();
    await deliver(ctx, { type: "email", id: "hard-mail-1", to: "x@example.com", subject: "Your OTP", text: "Your OTP is 123456" });
    await deliver(ctx, { type: "sms", id: "hard-sms-1", to: "9000000001", text: "Your OTP is 123456" });
    const rows = await all<{ channel: string; status: string; error: string }>("select channel, status, error from outbox where job_id like 'hard-%' order by channel");
    expect(rows.map((r) => [r.channel, r.status])).toEqual([["email", "failed"], ["sms", "failed"]]);
    for (const r of rows) expect(r.error).toContain("OFFLINE_PROVIDERS");
    expect(errors).toHaveBeenCalledTimes(2);
    // Switched on explicitly, the same messages land in the outbox as offline.
    await deliver(offline(), { type: "email", id: "hard-mail-2", to: "x@example.com", subject: "Your OTP", text: "Your OTP is 123456" });
    await deliver(offline(), { type: "sms", id: "hard-sms-2", to: "9000000001", text: "Your OTP is 123456" });
    expect(await all("select status from outbox where job_id in ('hard-mail-2', 'hard-sms-2')")).toEqual([{ status: "offline" }, { status: "offline" }]);
  });
});

describe("webhooks (issue 12 item 10)", () => {
  test("two orders' payment.captured events of equal length without an event id both activate", async () => {
    const a = await newSubscriber();
    const b = await newSubscriber();
    const oa = await buy(a.cookie, "2", a.id);
    const ob = await buy(b.cookie, "2", b.id);
    const pa = await capture(oa.provider_order_id);
    const pb = await capture(ob.provider_order_id);
    const ea = captured(oa.provider_order_id, pa, oa.amount_paise);
    const eb = captured(ob.provider_order_id, pb, ob.amount_paise);
    expect(JSON.stringify(ea).length).toBe(JSON.stringify(eb).length);
    expect((await postWebhook(ea)).status).toBe(200);
    expect((await postWebhook(eb)).status).toBe(200);
    expect((await orderOf(a.id))!.status).toBe("PAID");
    expect((await orderOf(b.id))!.status).toBe("PAID");
    // A replay of the same event changes nothing and is recorded once.
    const before = await orderOf(b.id);
    expect((await postWebhook(eb)).status).toBe(200);
    expect(await orderOf(b.id)).toEqual(before);
    expect(await all("select id from payments where provider_payment_id = ?", pb)).toHaveLength(1);
    expect(await one("select count(*) n from webhook_events where id = ?", `payment.captured:${pb}`)).toEqual({ n: 1 });
  });

  test("a second capture for an order already PAID is recorded as a payment flagged for refund review and changes nothing else", async () => {
    const u = await newSubscriber();
    const o = await buy(u.cookie, "3", u.id);
    const first = await capture(o.provider_order_id);
    await postWebhook(captured(o.provider_order_id, first, o.amount_paise), "evt_first_capture");
    const paid = (await orderOf(u.id))!;
    expect(paid).toMatchObject({ status: "PAID", provider_payment_id: first });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const second = await capture(o.provider_order_id);
    expect((await postWebhook(captured(o.provider_order_id, second, o.amount_paise), "evt_second_capture")).status).toBe(200);
    expect(await orderOf(u.id)).toEqual(paid);
    const rows = await all<{ provider_payment_id: string; refund_review: number; status: string; amount_paise: number }>(
      "select provider_payment_id, refund_review, status, amount_paise from payments where order_id = ? order by id",
      o.id,
    );
    expect(rows).toEqual([
      { provider_payment_id: first, refund_review: 0, status: "captured", amount_paise: o.amount_paise },
      { provider_payment_id: second, refund_review: 1, status: "captured", amount_paise: o.amount_paise },
    ]);
    expect(warn).toHaveBeenCalled();
  });
});

describe("orders (issue 13 item 11)", () => {
  test("after paying for Weekly the order details URL carries the plan's id (2), not the order's", async () => {
    const u = await newSubscriber();
    // Make sure the order's own id is not 2, so the two cannot be confused.
    await buy(u.cookie, "1", u.id);
    const o = await buy(u.cookie, "2", u.id);
    expect(o.id).not.toBe(2);
    const paymentId = await capture(o.provider_order_id);
    const res = await req("/orderDetails", {
      cookie: u.cookie,
      form: { razorpay_order_id: o.provider_order_id, razorpay_payment_id: paymentId, razorpay_signature: await hmacHex(FAKE_RAZORPAY.keySecret, `${o.provider_order_id}|${paymentId}`) },
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!, ORIGIN);
    expect(location.searchParams.get("planId")).toBe("2");
    expect(location.searchParams.get("orderId")).toBe(o.provider_order_id);
  });

  test("order details with no or an unknown order id say the order was not found (404), never that the servers are down", async () => {
    const u = await newSubscriber();
    for (const path of ["/orderDetails", "/orderDetails?orderId=order_nothere", "/orderDetails?orderId="]) {
      const res = await req(path, { cookie: u.cookie });
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("Order not found.");
      expect(html).not.toContain("Servers are not responding");
    }
  });

  test("a cancelled checkout marks the order cancelled (FAILED) and My Account shows Cancelled, not Pending; only the buyer's own unpaid order can be cancelled", async () => {
    const u = await newSubscriber();
    const other = await newSubscriber();
    const o = await buy(u.cookie, "2", u.id);
    const refused = await req("/purchase?index", { cookie: other.cookie, form: { intent: "cancel", orderId: o.provider_order_id } });
    expect(refused.status).toBe(404);
    expect((await orderOf(u.id))!.status).toBe("CREATED");
    const res = await req("/purchase?index", { cookie: u.cookie, form: { intent: "cancel", orderId: o.provider_order_id } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/purchase?cancelled=1");
    expect(await orderOf(u.id)).toMatchObject({ status: "FAILED", failure_reason: "Cancelled by the buyer" });
    const dash = (await (await req("/dashboard", { cookie: u.cookie })).text()).replace(/<!-- -->/g, "");
    expect(dash).toMatch(/<td>Weekly \(WEEKLY\)<\/td>.*<td>Cancelled<\/td>/s);
    expect(dash).not.toContain("Pending");
    // Money that arrives after all (paid in another tab before the dismissal) still activates the plan.
    const paymentId = await capture(o.provider_order_id);
    await postWebhook(captured(o.provider_order_id, paymentId, o.amount_paise), `evt_after_cancel_${u.id}`);
    expect(await orderOf(u.id)).toMatchObject({ status: "PAID", provider_payment_id: paymentId });
    // A paid order cannot be cancelled.
    const late = await req("/purchase?index", { cookie: u.cookie, form: { intent: "cancel", orderId: o.provider_order_id } });
    expect(late.status).toBe(404);
    expect((await orderOf(u.id))!.status).toBe("PAID");
  });

  test("My Account's order table links the receipt of each paid order, and no receipt for unpaid ones", async () => {
    const u = await newSubscriber();
    const pending = await buy(u.cookie, "1", u.id);
    const o = await buy(u.cookie, "4", u.id);
    const paymentId = await capture(o.provider_order_id);
    await postWebhook(captured(o.provider_order_id, paymentId, o.amount_paise), `evt_receipt_${u.id}`);
    const dash = await (await req("/dashboard", { cookie: u.cookie })).text();
    expect(dash).toContain(`href="/receipt/${o.provider_order_id}"`);
    expect(dash).not.toContain(`/receipt/${pending.provider_order_id}`);
    expect((await req(`/receipt/${o.provider_order_id}`, { cookie: u.cookie })).status).toBe(200);
  });
});
