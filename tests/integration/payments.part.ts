import { env } from "cloudflare:test";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { hmacHex } from "../../app/adapters/razorpay.server";
import { activateOrder, reconcilePendingOrders } from "../../app/services/commerce/payments.server";
import { FAKE_RAZORPAY } from "../fakes/razorpay";
import { all, ctxAt, loginUser, one, req, seed } from "./helpers";

/** A fresh subscriber without a plan for each scenario. */
let nextUser = 200;
async function newSubscriber(): Promise<{ id: number; cookie: string }> {
  const id = nextUser++;
  await env.DB.prepare(
    "insert into users (id, role_id, name, email, mobile, password_hash, active) select ?, 2, 'Buyer ' || ?, 'buyer' || ? || '@example.com', '96000' || printf('%05d', ?), password_hash, 1 from users where id = 5",
  )
    .bind(id, String(id), String(id), id)
    .run();
  const { cookie, res } = await loginUser(`buyer${id}@example.com`);
  if (!cookie) throw new Error(`login failed ${res.status} ${JSON.stringify(await one("select id, email, mobile, role_id, length(password_hash) l from users where id = ?", id))}`);
  return { id, cookie: cookie! };
}

async function orderOf(userId: number) {
  return one<{ id: number; status: string; provider_order_id: string; amount_paise: number; plan_start_at: string | null; plan_end_at: string | null }>(
    "select id, status, provider_order_id, amount_paise, plan_start_at, plan_end_at from orders where user_id = ? order by id desc limit 1",
    userId,
  );
}

const sign = (orderId: string, paymentId: string, secret = FAKE_RAZORPAY.keySecret) => hmacHex(secret, `${orderId}|${paymentId}`);
const confirm = (cookie: string, fields: Record<string, string>) => req("/orderDetails", { cookie, form: fields });

async function capture(orderId: string, amount?: number): Promise<string> {
  const res = await fetch(`${inject("fakeRazorpayUrl")}/__test/capture`, { method: "POST", body: JSON.stringify({ order_id: orderId, amount }) });
  return ((await res.json()) as { id: string }).id;
}

async function postWebhook(body: unknown, eventId: string, secret = FAKE_RAZORPAY.webhookSecret) {
  const raw = JSON.stringify(body);
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch("http://127.0.0.1:8787/webhooks/razorpay", {
    method: "POST",
    headers: { "x-razorpay-signature": await hmacHex(secret, raw), "x-razorpay-event-id": eventId, "content-type": "application/json" },
    body: raw,
  });
}

const captured = (orderId: string, paymentId: string, amount: number, event = "payment.captured") => ({
  event,
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: "captured", method: "card" } } },
  created_at: 1,
});

beforeAll(seed);

describe("plans page", () => {
  test("one card per plan except TRIAL and CUSTOM, with 'Rs N Only(+18% GST)', users and description lines; cacheable for visitors", async () => {
    const res = await req("/purchase");
    expect(res.headers.get("cache-control")).toContain("public");
    const html = await res.text();
    for (const name of ["Daily Pass", "Weekly", "Monthly", "Yearly", "Chambers Yearly"]) expect(html).toContain(name);
    expect(html).not.toContain("Custom (Institutional)");
    expect(html).not.toContain(">Trial<");
    expect(html).toContain("Rs 1,499");
    expect(html).toContain("Only(+18% GST)");
    expect(html).toContain("2 Users");
    expect(html).toContain("<li>One calendar month</li>");
    // A visitor's Buy Now opens the login.
    expect(html).toContain("?modal=login&amp;redirectTo=/purchase");
  });
});

describe("buying a plan", () => {
  test("initiate creates our order (CREATED) and Razorpay's for cost × 1.18 in paise; the browser's amount is never used", async () => {
    const u = await newSubscriber();
    const res = await req("/purchase?index", { cookie: u.cookie, form: { planId: "3", amount: "1" } });
    expect(res.status).toBe(200);
    const o = await orderOf(u.id);
    expect(o).toMatchObject({ status: "CREATED", amount_paise: 176_882 });
    expect(o!.provider_order_id).toMatch(/^order_fake/);
    expect(await res.text()).toContain(o!.provider_order_id);
    const trial = await req("/purchase?index", { cookie: u.cookie, form: { planId: "6" } });
    expect(trial.status).toBe(404);
  });

  test("a valid confirmation activates the plan, shows the order details and the dashboard shows it Active", async () => {
    const u = await newSubscriber();
    await req("/purchase?index", { cookie: u.cookie, form: { planId: "3" } });
    const o = (await orderOf(u.id))!;
    const paymentId = await capture(o.provider_order_id);
    const res = await confirm(u.cookie, { razorpay_order_id: o.provider_order_id, razorpay_payment_id: paymentId, razorpay_signature: await sign(o.provider_order_id, paymentId), amount: "100" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(new RegExp(`^/orderDetails\\?orderId=${o.provider_order_id}&amount=176882&planId=`));
    const paid = (await orderOf(u.id))!;
    expect(paid.status).toBe("PAID");
    const days = (Date.parse(paid.plan_end_at!) - Date.parse(paid.plan_start_at!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const details = await (await req(res.headers.get("location")!, { cookie: u.cookie })).text();
    expect(details).toContain("Payment successful");
    expect(details).toContain(paymentId);
    const dash = await (await req("/dashboard", { cookie: u.cookie })).text();
    expect(dash).toContain('aria-label="Active plan"');
    const receipt = await (await req(`/receipt/${o.provider_order_id}`, { cookie: u.cookie })).text();
    for (const t of ["Rs 1,499.00", "Rs 269.82", "Rs 1,768.82"]) expect(receipt).toContain(t);
  });

  test("a forged signature, one over another order id, and one made with the webhook secret are refused; nothing is activated", async () => {
    const u = await newSubscriber();
    await req("/purchase?index", { cookie: u.cookie, form: { planId: "2" } });
    const o = (await orderOf(u.id))!;
    const other = await newSubscriber();
    await req("/purchase?index", { cookie: other.cookie, form: { planId: "2" } });
    const otherOrder = (await orderOf(other.id))!;
    const paymentId = await capture(o.provider_order_id);
    const attempts = [
      "0".repeat(64),
      await sign(otherOrder.provider_order_id, paymentId),
      await sign(o.provider_order_id, paymentId, FAKE_RAZORPAY.webhookSecret),
      "not-hex",
    ];
    for (const signature of attempts) {
      const res = await confirm(u.cookie, { razorpay_order_id: o.provider_order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
      expect(res.status).toBe(400);
    }
    expect((await orderOf(u.id))!.status).toBe("CREATED");
    expect(await all("select id from payments where order_id = ?", o.id)).toEqual([]);
  });

  test("user A's payment data posted against user B's order is refused", async () => {
    const a = await newSubscriber();
    const b = await newSubscriber();
    await req("/purchase?index", { cookie: b.cookie, form: { planId: "2" } });
    const bOrder = (await orderOf(b.id))!;
    const paymentId = await capture(bOrder.provider_order_id);
    const res = await confirm(a.cookie, { razorpay_order_id: bOrder.provider_order_id, razorpay_payment_id: paymentId, razorpay_signature: await sign(bOrder.provider_order_id, paymentId) });
    expect(res.status).toBe(404);
    expect((await orderOf(b.id))!.status).toBe("CREATED");
    expect((await orderOf(a.id))).toBeNull();
  });

  test("the same confirmation sent 20 times in parallel plus the webhook activates exactly once", async () => {
    const u = await newSubscriber();
    await req("/purchase?index", { cookie: u.cookie, form: { planId: "4" } });
    const o = (await orderOf(u.id))!;
    const paymentId = await capture(o.provider_order_id);
    const signature = await sign(o.provider_order_id, paymentId);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => confirm(u.cookie, { razorpay_order_id: o.provider_order_id, razorpay_payment_id: paymentId, razorpay_signature: signature })),
      postWebhook(captured(o.provider_order_id, paymentId, o.amount_paise), `evt_par_${u.id}`),
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(await all("select id from payments where provider_payment_id = ?", paymentId)).toHaveLength(1);
    expect(await all("select id from orders where user_id = ? and status = 'PAID'", u.id)).toHaveLength(1);
    const first = (await orderOf(u.id))!;
    await confirm(u.cookie, { razorpay_order_id: o.provider_order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
    expect(await orderOf(u.id)).toEqual(first);
  });

  test("the webhook alone (tab closed) activates; a replayed event changes nothing; a bad webhook signature is refused", async () => {
    const u = await newSubscriber();
    await req("/purchase?index", { cookie: u.cookie, form: { planId: "1" } });
    const o = (await orderOf(u.id))!;
    const paymentId = await capture(o.provider_order_id);
    const forged = await postWebhook(captured(o.provider_order_id, paymentId, o.amount_paise), "evt_forged", "wrong-secret");
    expect(forged.status).toBe(400);
    expect((await orderOf(u.id))!.status).toBe("CREATED");
    const ok = await postWebhook(captured(o.provider_order_id, paymentId, o.amount_paise, "order.paid"), `evt_alone_${u.id}`);
    expect(ok.status).toBe(200);
    const paid = (await orderOf(u.id))!;
    expect(paid.status).toBe("PAID");
    const again = await postWebhook(captured(o.provider_order_id, paymentId, o.amount_paise), `evt_alone_${u.id}`);
    expect(again.status).toBe(200);
    expect(await orderOf(u.id)).toEqual(paid);
    // De-duplicated by event and payment id (issue 12 item 10), whatever the event id header says.
    expect(await one("select count(*) n from webhook_events where id = ?", `order.paid:${paymentId}`)).toEqual({ n: 1 });
    expect(await one("select count(*) n from webhook_events where id = ?", `payment.captured:${paymentId}`)).toEqual({ n: 1 });
  });

  test("events in either order activate once: webhook first, then the checkout confirmation", async () => {
    const u = await newSubscriber();
    await req("/purchase?index", { cookie: u.cookie, form: { planId: "2" } });
    const o = (await orderOf(u.id))!;
    const paymentId = await capture(o.provider_order_id);
    await postWebhook(captured(o.provider_order_id, paymentId, o.amount_paise), `evt_first_${u.id}`);
    const paid = (await orderOf(u.id))!;
    const res = await confirm(u.cookie, { razorpay_order_id: o.provider_order_id, razorpay_payment_id: paymentId, razorpay_signature: await sign(o.provider_order_id, paymentId) });
    expect(res.status).toBe(302);
    expect(await orderOf(u.id)).toEqual(paid);
    expect(await all("select id from payments where order_id = ?", o.id)).toHaveLength(1);
  });

  test("a webhook whose amount differs from the order is not activated", async () => {
    const u = await newSubscriber();
    await req("/purchase?index", { cookie: u.cookie, form: { planId: "2" } });
    const o = (await orderOf(u.id))!;
    await postWebhook(captured(o.provider_order_id, "pay_tampered", 100), `evt_tamper_${u.id}`);
    expect((await orderOf(u.id))!.status).toBe("CREATED");
  });

  test("a plan bought while another is active starts when the last one ends (future plan)", async () => {
    const u = await newSubscriber();
    for (const planId of ["4", "3"]) {
      await req("/purchase?index", { cookie: u.cookie, form: { planId } });
      const o = (await orderOf(u.id))!;
      const paymentId = await capture(o.provider_order_id);
      await confirm(u.cookie, { razorpay_order_id: o.provider_order_id, razorpay_payment_id: paymentId, razorpay_signature: await sign(o.provider_order_id, paymentId) });
    }
    const rows = await all<{ plan_start_at: string; plan_end_at: string }>("select plan_start_at, plan_end_at from orders where user_id = ? and status = 'PAID' order by id", u.id);
    expect(rows).toHaveLength(2);
    expect(rows[1].plan_start_at).toBe(rows[0].plan_end_at);
    const dash = await (await req("/dashboard", { cookie: u.cookie })).text();
    expect(dash).toContain('aria-label="Future plan"');
    expect(dash).toContain('aria-label="Active plan"');
  });

  test("the reconcile job activates an order whose tab closed before confirmation and whose webhook was lost", async () => {
    const u = await newSubscriber();
    await req("/purchase?index", { cookie: u.cookie, form: { planId: "2" } });
    const o = (await orderOf(u.id))!;
    await capture(o.provider_order_id);
    const later = ctxAt(new Date(Date.now() + 10 * 60_000));
    expect(await reconcilePendingOrders(later)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(u.id))!.status).toBe("PAID");
  });

  test("a D1 failure inside activation leaves no half-written order", async () => {
    const u = await newSubscriber();
    await req("/purchase?index", { cookie: u.cookie, form: { planId: "2" } });
    const o = (await orderOf(u.id))!;
    // The second statement of the batch fails (a payment row that breaks a constraint): all of it rolls back.
    await env.DB.prepare("create trigger fail_payment before insert on payments when new.provider_payment_id = 'pay_boom' begin select raise(abort, 'boom'); end").run();
    try {
      const result = await activateOrder(ctxAt(), { orderId: o.id, paymentId: "pay_boom", amountPaise: o.amount_paise, source: "webhook" });
      expect(result.ok).toBe(false);
    } finally {
      await env.DB.prepare("drop trigger fail_payment").run();
    }
    const after = (await orderOf(u.id))!;
    expect(after).toMatchObject({ status: "CREATED", plan_start_at: null, plan_end_at: null });
    expect(await all("select id from payments where order_id = ?", o.id)).toEqual([]);
  });

});
