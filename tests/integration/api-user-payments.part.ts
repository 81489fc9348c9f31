import { env } from "cloudflare:test";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { hmacHex } from "../../app/adapters/razorpay.server";
import { paymentMessages } from "../../app/services/commerce/payments.server";
import { FAKE_RAZORPAY } from "../fakes/razorpay";
import { apiSignin, call } from "./api-helpers";
import { all, one, seed } from "./helpers";

/** Contract tests of user/payment/initiatePayment and confirmPayment (subscriber §7), against the fake Razorpay. */
const USER_ID = 320;
let token: string;

beforeAll(async () => {
  await seed();
  await env.DB.prepare(
    "insert into users (id, role_id, name, email, mobile, password_hash, active) select ?, 2, 'Api Buyer', 'api.buyer@example.com', '9600032000', password_hash, 1 from users where id = 5",
  )
    .bind(USER_ID)
    .run();
  token = (await apiSignin("api.buyer@example.com")).token!;
});

afterAll(() => call("GET", "/user/logout", { token }));

const sign = (orderId: string, paymentId: string) => hmacHex(FAKE_RAZORPAY.keySecret, `${orderId}|${paymentId}`);

async function capture(orderId: string): Promise<string> {
  const res = await fetch(`${inject("fakeRazorpayUrl")}/__test/capture`, { method: "POST", body: JSON.stringify({ order_id: orderId }) });
  return ((await res.json()) as { id: string }).id;
}

test("initiatePayment answers the spec's payment order fields, cost × 1.18 in paise; a hidden or missing plan is 404; a bad body 400; no session 106", async () => {
  const r = await call("POST", "/user/payment/initiatePayment", { token, body: { planId: 3 } });
  expect(r.json.responseStatus.statusCode).toBe("0");
  expect(r.json.responseData).toMatchObject({
    data_key: expect.any(String),
    data_amount: 176_882,
    data_order_Id: expect.stringMatching(/^order_fake/),
    data_prefill_name: "Api Buyer",
    data_prefil_email: "api.buyer@example.com",
    data_prefill_contact: "9600032000",
  });
  const row = await one<{ status: string; amount_paise: number; provider_order_id: string }>("select status, amount_paise, provider_order_id from orders where user_id = ? order by id desc limit 1", USER_ID);
  expect(row).toEqual({ status: "CREATED", amount_paise: 176_882, provider_order_id: r.json.responseData.data_order_Id });
  const trial = await call("POST", "/user/payment/initiatePayment", { token, body: { planId: 6 } });
  expect(trial.status).toBe(404);
  expect(trial.json.responseData.message).toBe(paymentMessages.planNotFound);
  const bad = await call("POST", "/user/payment/initiatePayment", { token, body: { planId: "x" } });
  expect(bad.status).toBe(400);
  expect(bad.json.responseData.message).toBe("Please select plan.");
  expect((await call("POST", "/user/payment/initiatePayment", { body: { planId: 3 } })).json.responseStatus.errorCode).toBe("106");
});

test("confirmPayment activates the plan once with a valid signature and answers the confirmation fields; a forged one is refused and changes nothing", async () => {
  const init = await call("POST", "/user/payment/initiatePayment", { token, body: { planId: 3 } });
  const orderId = String(init.json.responseData.data_order_Id);
  const paymentId = await capture(orderId);
  const forged = await call("POST", "/user/payment/confirmPayment", { token, body: { amount: 100, orderId, planId: 3, razorpayPaymentId: paymentId, razorpaySignature: "0".repeat(64) } });
  expect(forged.status).toBe(400);
  expect(forged.json.responseData.message).toBe(paymentMessages.badSignature);
  expect((await one<{ status: string }>("select status from orders where provider_order_id = ?", orderId))!.status).toBe("CREATED");

  const ok = await call("POST", "/user/payment/confirmPayment", { token, body: { amount: 1, orderId, planId: 3, razorpayPaymentId: paymentId, razorpaySignature: await sign(orderId, paymentId) } });
  expect(ok.json.responseStatus.statusCode).toBe("0");
  expect(ok.json.responseData).toMatchObject({ orderId, paymentIdForRazorPay: paymentId, paymentStatus: "PAID", planActive: true, amount: 176_882, planId: 3, paymentDescription: expect.any(String) });
  const row = await one<{ status: string; plan_start_at: string | null }>("select status, plan_start_at from orders where provider_order_id = ?", orderId);
  expect(row!.status).toBe("PAID");
  expect(row!.plan_start_at).not.toBeNull();
  // Another's order is not found for this caller.
  const other = await call("POST", "/user/payment/confirmPayment", { token, body: { orderId: "order_not_mine", razorpayPaymentId: paymentId, razorpaySignature: "x" } });
  expect(other.status).toBe(404);
});

/** The fake's customer: a payment of `status` (captured, authorized or failed) for the order, of its amount unless told. */
async function pay(orderId: string, status: "captured" | "authorized" | "failed", amount?: number) {
  await fetch(`${inject("fakeRazorpayUrl")}/__test/capture`, { method: "POST", body: JSON.stringify({ order_id: orderId, status, amount }) });
}

async function newOrder(planId = 3) {
  return String((await call("POST", "/user/payment/initiatePayment", { token, body: { planId } })).json.responseData.data_order_Id);
}

const orderRow = (orderId: string) => one<{ status: string; provider_payment_id: string | null }>("select status, provider_payment_id from orders where provider_order_id = ?", orderId);

test("confirmPayment with the spec's body alone {amount, orderId, planId}: the server asks the provider; not captured yet is pending (202), a captured payment activates once, the browser's amount is never used", async () => {
  const orderId = await newOrder();
  // Nothing paid yet: pending, the order still open.
  const none = await call("POST", "/user/payment/confirmPayment", { token, body: { amount: 176_882, orderId, planId: 3 } });
  expect(none.status).toBe(202);
  expect(none.json.responseStatus.statusCode).toBe("1");
  expect(none.json.responseData).toMatchObject({ message: paymentMessages.pending, orderId, paymentStatus: "CREATED", statusLabel: "Pending", planActive: false, paymentIdForRazorPay: "none" });
  // Authorised, not captured: still pending.
  await pay(orderId, "authorized");
  expect((await call("POST", "/user/payment/confirmPayment", { token, body: { amount: 176_882, orderId, planId: 3 } })).status).toBe(202);
  expect((await orderRow(orderId))!.status).toBe("CREATED");
  // Captured: paid, whatever amount the browser says.
  await pay(orderId, "captured");
  const paid = await call("POST", "/user/payment/confirmPayment", { token, body: { amount: 1, orderId, planId: 99 } });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  expect(paid.json.responseStatus.statusCode).toBe("0");
  expect(paid.json.responseData).toMatchObject({ orderId, paymentStatus: "PAID", planActive: expect.any(Boolean), amount: 176_882, planId: 3, paymentIdForRazorPay: expect.stringMatching(/^pay_fake/) });
  const row = await orderRow(orderId);
  expect(row!.status).toBe("PAID");
  expect(await all("select source, amount_paise, refund_review from payments where provider_payment_id = ?", row!.provider_payment_id)).toEqual([{ source: "reconcile", amount_paise: 176_882, refund_review: 0 }]);
  // Again: the same answer, nothing new.
  const again = await call("POST", "/user/payment/confirmPayment", { token, body: { amount: 176_882, orderId, planId: 3 } });
  expect(again.json.responseData.paymentIdForRazorPay).toBe(row!.provider_payment_id);
  expect(await all("select id from payments where order_id = (select id from orders where provider_order_id = ?)", orderId)).toHaveLength(1);
});

test("confirmPayment with the spec's body: failed payments are a failure (402, the order left open for another try); a captured amount other than the order's activates nothing and is kept for refund review; another's order is 404", async () => {
  const failed = await newOrder();
  await pay(failed, "failed");
  const r = await call("POST", "/user/payment/confirmPayment", { token, body: { amount: 176_882, orderId: failed, planId: 3 } });
  expect(r.status).toBe(402);
  expect(r.json.responseStatus.statusCode).toBe("1");
  expect(r.json.responseData).toMatchObject({ message: paymentMessages.failed, orderId: failed, paymentStatus: "FAILED", planActive: false });
  expect((await orderRow(failed))!.status).toBe("CREATED");

  const short = await newOrder();
  await pay(short, "captured", 100);
  const wrong = await call("POST", "/user/payment/confirmPayment", { token, body: { amount: 100, orderId: short, planId: 3 } });
  expect(wrong.status).toBe(402);
  expect(wrong.json.responseData.message).toBe(paymentMessages.amountMismatch);
  expect((await orderRow(short))!.status).toBe("CREATED");
  expect(await all("select amount_paise, refund_review from payments where order_id = (select id from orders where provider_order_id = ?)", short)).toEqual([{ amount_paise: 100, refund_review: 1 }]);

  const other = await apiSignin("subscriber@sar.example.com");
  const notMine = await call("POST", "/user/payment/confirmPayment", { token: other.token!, body: { amount: 176_882, orderId: short, planId: 3 } });
  expect(notMine.status).toBe(404);
  expect(notMine.json.responseData.message).toBe(paymentMessages.orderNotFound);
  await call("GET", "/user/logout", { token: other.token! });
});
