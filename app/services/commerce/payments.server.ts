/**
 * Buying a plan (decisions 9–11). The amount always comes from the plan row; nothing the browser
 * says about money is trusted. Activation is one atomic D1 batch and idempotent: the checkout
 * confirmation, the webhook and the reconcile job all call `activateOrder`, and only the first
 * one changes anything.
 */
import { and, asc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { orders, payments, plans, users, webhookEvents } from "../../../db/schema";
import { createOrder, fetchOrderPayments, keyId, paymentMode, PAYMENTS_UNCONFIGURED, verifyPaymentSignature } from "../../adapters/razorpay.server";
import type { AppContext } from "../../utils/context.server";

export const GST_RATE = 0.18;
export const HIDDEN_PLAN_TYPES = ["TRIAL", "CUSTOM"] as const;

export const paymentMessages = {
  serverError: "Server Error, Please Try ",
  planNotFound: "This plan is not available.",
  orderNotFound: "Order not found.",
  badSignature: "Payment could not be verified. If money was deducted it will be confirmed automatically.",
  amountMismatch: "The paid amount does not match the order.",
  unavailable: "Payments are not available at the moment. Please try again later; nothing has been charged.",
  cancelled: "Your payment was cancelled and the order closed. If money was deducted, the plan is activated automatically.",
  /** ours (issue 34, decision 114): the provider has no captured payment yet for the order */
  pending: "Your payment is not confirmed yet. If money was deducted, the plan is activated automatically as soon as it is; see Order Details in My Account.",
  /** ours: every payment of the order failed, or the order was closed unpaid */
  failed: "Your payment did not go through, and no plan was activated. If money was deducted it will be refunded.",
} as const;

/** failure_reason of an order whose checkout the buyer cancelled (decision 022). */
export const CANCELLED_BY_BUYER = "Cancelled by the buyer";
/** failure_reason of an order that received no payment in time (reconcile). */
export const NO_PAYMENT_RECEIVED = "No payment received";

/** How an order's state reads to the buyer (My Account, order details). */
export function orderStatusLabel(status: string, failureReason: string | null): "Completed" | "Pending" | "Cancelled" | "Expired" | "Failed" {
  if (status === "PAID") return "Completed";
  if (status === "CREATED") return "Pending";
  if (failureReason === CANCELLED_BY_BUYER) return "Cancelled";
  if (failureReason === NO_PAYMENT_RECEIVED) return "Expired";
  return "Failed";
}

/** Fail closed: without keys and without the explicit offline setting, no payment is served. */
function refuseUnconfigured(ctx: AppContext): { ok: false; message: string; status: number } | null {
  if (paymentMode(ctx.env) !== "unconfigured") return null;
  console.error(PAYMENTS_UNCONFIGURED);
  return { ok: false, message: paymentMessages.unavailable, status: 503 };
}

/** Base, GST and total in paise for a plan price in whole rupees. */
export function priceOf(costRupees: number) {
  const basePaise = costRupees * 100;
  const gstPaise = Math.round(basePaise * GST_RATE);
  return { basePaise, gstPaise, amountPaise: basePaise + gstPaise };
}

/** What an order keeps of its plan (issue 21 item 9): editing the plan later never changes it. */
export function planCopy(plan: { name: string; type: string; parallelUsers: number; description: string }) {
  return { planName: plan.name, planType: plan.type, planUsers: plan.parallelUsers, planDescription: plan.description };
}

export async function listPurchasablePlans(ctx: AppContext) {
  const rows = await ctx.db.select().from(plans).orderBy(asc(plans.costRupees)).all();
  return rows.filter((p) => !(HIDDEN_PLAN_TYPES as readonly string[]).includes(p.type));
}

export type CheckoutData = {
  data_key: string;
  data_amount: number;
  data_name: string;
  data_description: string;
  data_order_Id: string;
  data_prefill_name: string;
  data_prefil_email: string;
  data_prefill_contact: string;
  offline: boolean;
};

/** Initiate: our order (CREATED) and the provider's order, for cost × 1.18 in paise. */
export async function initiatePayment(ctx: AppContext, input: { userId: number; planId: number }): Promise<{ ok: true; checkout: CheckoutData } | { ok: false; message: string; status: number }> {
  const refused = refuseUnconfigured(ctx);
  if (refused) return refused;
  const offline = paymentMode(ctx.env) === "offline";
  const plan = await ctx.db.select().from(plans).where(eq(plans.id, input.planId)).get();
  if (!plan || (HIDDEN_PLAN_TYPES as readonly string[]).includes(plan.type)) return { ok: false, message: paymentMessages.planNotFound, status: 404 };
  const user = await ctx.db.select({ name: users.name, email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, input.userId)).get();
  if (!user) return { ok: false, message: paymentMessages.serverError, status: 500 };
  const price = priceOf(plan.costRupees);
  const nowIso = ctx.clock.now().toISOString();
  const order = await ctx.db
    .insert(orders)
    .values({ userId: input.userId, planId: plan.id, status: "CREATED", paymentMode: offline ? "OFFLINE" : "RAZORPAY", ...price, ...planCopy(plan), createdAt: nowIso, modifiedAt: nowIso, createdBy: input.userId })
    .returning({ id: orders.id })
    .get();
  const provider = await createOrder(ctx.env, { amountPaise: price.amountPaise, receipt: String(order.id), notes: { planId: String(plan.id) } });
  if (!provider.ok) {
    await ctx.db.update(orders).set({ status: "FAILED", failureReason: provider.error, modifiedAt: nowIso }).where(eq(orders.id, order.id));
    return { ok: false, message: paymentMessages.serverError, status: 502 };
  }
  await ctx.db.update(orders).set({ providerOrderId: provider.value.id }).where(eq(orders.id, order.id));
  return {
    ok: true,
    checkout: {
      data_key: keyId(ctx.env),
      data_amount: price.amountPaise,
      data_name: ctx.config.appName,
      data_description: `${plan.name} (${plan.type}) — Rs ${plan.costRupees} + 18% GST`,
      data_order_Id: provider.value.id,
      data_prefill_name: user.name,
      data_prefil_email: user.email,
      data_prefill_contact: user.mobile,
      offline,
    },
  };
}

/** SQLite modifier for each plan type's period (decision 10). */
const PERIOD: Record<string, string | null> = { DAILY: "+1 day", WEEKLY: "+7 days", MONTHLY: "+1 month", YEARLY: "+1 year", TRIAL: "+7 days", CUSTOM: null };

/**
 * Money taken that activates nothing (a second capture for an order already paid, a captured
 * amount that differs from the order): kept as a payments row flagged for refund review, and
 * logged, never silently dropped. A repeat of the same payment id adds nothing.
 */
async function recordForRefundReview(
  ctx: AppContext,
  orderId: number,
  input: { paymentId: string; amountPaise: number; signature?: string | null; method?: string | null; source: "checkout" | "webhook" | "reconcile" | "admin" },
  why: string,
): Promise<void> {
  const inserted = await ctx.db
    .insert(payments)
    .values({
      orderId,
      providerPaymentId: input.paymentId,
      status: "captured",
      method: input.method ?? null,
      amountPaise: input.amountPaise,
      signature: input.signature ?? null,
      source: input.source,
      refundReview: true,
      createdAt: ctx.clock.now().toISOString(),
    })
    .onConflictDoNothing({ target: payments.providerPaymentId })
    .returning({ id: payments.id });
  if (inserted.length) console.warn(`refund review: payment ${input.paymentId} (${input.amountPaise} paise, ${input.source}) for order ${orderId}: ${why}`);
}

export type ActivationResult = { ok: true; activated: boolean; orderId: number } | { ok: false; message: string; status: number };

/**
 * Marks an order PAID and gives it its period, in one batch: the order update and the payment row
 * (unique provider payment id) commit together or not at all. The period starts now, or when the
 * user's last paid plan ends (isFuturePlan), computed inside the UPDATE so parallel activations
 * cannot overlap. A second call for a PAID order changes nothing.
 */
export async function activateOrder(
  ctx: AppContext,
  input: { orderId: number; paymentId: string; amountPaise: number; signature?: string | null; method?: string | null; source: "checkout" | "webhook" | "reconcile" | "admin" },
): Promise<ActivationResult> {
  // The period follows the plan as it was bought (the order's copy), falling back to the plan for an order older than the copy.
  const order = await ctx.db.select({ o: orders, type: sql<string>`coalesce(nullif(${orders.planType}, ''), ${plans.type})` }).from(orders).innerJoin(plans, eq(plans.id, orders.planId)).where(eq(orders.id, input.orderId)).get();
  if (!order) return { ok: false, message: paymentMessages.orderNotFound, status: 404 };
  if (order.o.status === "PAID") {
    if (order.o.providerPaymentId !== input.paymentId) await recordForRefundReview(ctx, order.o.id, input, `order already paid by ${order.o.providerPaymentId}`);
    return { ok: true, activated: false, orderId: order.o.id };
  }
  if (input.amountPaise !== order.o.amountPaise) {
    // Money the provider reports captured (a verified webhook, reconcile) is kept on record for review.
    if (input.source !== "checkout") await recordForRefundReview(ctx, order.o.id, input, `amount ${input.amountPaise} differs from the order's ${order.o.amountPaise}`);
    return { ok: false, message: paymentMessages.amountMismatch, status: 400 };
  }
  const nowIso = ctx.clock.now().toISOString();
  const period = PERIOD[order.type];
  const start = sql`max(${nowIso}, coalesce((select max(o2.plan_end_at) from ${orders} o2 where o2.user_id = ${order.o.userId} and o2.status = 'PAID' and o2.plan_end_at > ${nowIso}), ${nowIso}))`;
  // CUSTOM ends on its chosen date, never before its start (a parallel order may have pushed the start past it).
  const end = period ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${start}, ${period})` : sql`max(${order.o.customEndAt}, ${start})`;
  try {
    const [updated] = await ctx.db.batch([
      ctx.db
        .update(orders)
        .set({ status: "PAID", providerPaymentId: input.paymentId, planStartAt: start, planEndAt: end, paidAt: nowIso, modifiedAt: nowIso, failureReason: null })
        .where(and(eq(orders.id, order.o.id), ne(orders.status, "PAID")))
        .returning({ id: orders.id }),
      ctx.db
        .insert(payments)
        .values({
          orderId: order.o.id,
          providerPaymentId: input.paymentId,
          status: "captured",
          method: input.method ?? null,
          amountPaise: input.amountPaise,
          signature: input.signature ?? null,
          source: input.source,
          // Read after the UPDATE in the same transaction: another payment won the race → refund review.
          refundReview: sql`(select coalesce(o.provider_payment_id <> ${input.paymentId}, 0) from ${orders} o where o.id = ${order.o.id})`,
          createdAt: nowIso,
        })
        .onConflictDoNothing({ target: payments.providerPaymentId }),
    ]);
    if (updated.length === 0) {
      const winner = await ctx.db.select({ paymentId: orders.providerPaymentId }).from(orders).where(eq(orders.id, order.o.id)).get();
      if (winner?.paymentId && winner.paymentId !== input.paymentId) console.warn(`refund review: payment ${input.paymentId} captured for order ${order.o.id}, already paid by ${winner.paymentId}`);
    }
    return { ok: true, activated: updated.length > 0, orderId: order.o.id };
  } catch (e) {
    // Nothing was written (the batch is atomic); a repeat after the other writer finished is a no-op.
    const again = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.o.id)).get();
    if (again?.status === "PAID") return { ok: true, activated: false, orderId: order.o.id };
    console.error("activation failed", e);
    return { ok: false, message: paymentMessages.serverError, status: 500 };
  }
}

/** Checkout confirmation from the caller's browser: our order, the caller's own, a valid signature. */
export async function confirmPayment(
  ctx: AppContext,
  input: { userId: number; providerOrderId: string; paymentId: string; signature: string },
): Promise<ActivationResult> {
  const refused = refuseUnconfigured(ctx);
  if (refused) return refused;
  const order = await ctx.db
    .select({ id: orders.id, amountPaise: orders.amountPaise, providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(and(eq(orders.providerOrderId, input.providerOrderId), eq(orders.userId, input.userId)))
    .get();
  if (!order?.providerOrderId) return { ok: false, message: paymentMessages.orderNotFound, status: 404 };
  // The signature is checked against the order id WE stored, never one the browser sends.
  if (!(await verifyPaymentSignature(ctx.env, order.providerOrderId, input.paymentId, input.signature))) {
    return { ok: false, message: paymentMessages.badSignature, status: 400 };
  }
  return activateOrder(ctx, { orderId: order.id, paymentId: input.paymentId, amountPaise: order.amountPaise, signature: input.signature, source: "checkout" });
}

export type ProviderConfirmation = { state: "paid" | "pending" | "failed"; message: string; status: number } | { state: "missing"; message: string; status: number };

/**
 * Confirmation with only the order id (the spec's `{amount, orderId, planId}`, issue 34 item 2,
 * decision 114): the caller's own order, whose payments we ask the provider for ourselves
 * (GET /v1/orders/{id}/payments) — nothing the browser says about money or payment is used. A
 * captured payment activates the order through the same `activateOrder` (its amount checked
 * against the order's); an authorised one, none yet, or a provider that did not answer is
 * pending (the webhook and the reconcile job finish it); only failed payments, or an order
 * already closed unpaid, are a failure. A paid order answers paid again, changing nothing.
 */
export async function confirmPaymentByOrder(ctx: AppContext, input: { userId: number; providerOrderId: string }): Promise<ProviderConfirmation> {
  const refused = refuseUnconfigured(ctx);
  if (refused) return { state: "missing", message: refused.message, status: refused.status };
  const order = await ctx.db
    .select({ id: orders.id, status: orders.status, providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(and(eq(orders.providerOrderId, input.providerOrderId), eq(orders.userId, input.userId)))
    .get();
  if (!order?.providerOrderId) return { state: "missing", message: paymentMessages.orderNotFound, status: 404 };
  if (order.status === "PAID") return { state: "paid", message: "", status: 200 };
  // Offline (a local run) there is no provider to ask: the local checkout confirms with its signature.
  if (paymentMode(ctx.env) === "offline") return { state: "pending", message: paymentMessages.pending, status: 202 };
  const found = await fetchOrderPayments(ctx.env, order.providerOrderId);
  if (!found.ok) {
    console.warn(`confirmPayment: ${found.error} for order ${order.id}; left pending`);
    return { state: "pending", message: paymentMessages.pending, status: 202 };
  }
  const captured = found.value.find((p) => p.status === "captured");
  if (captured) {
    const r = await activateOrder(ctx, { orderId: order.id, paymentId: captured.id, amountPaise: captured.amount, method: captured.method, source: "reconcile" });
    if (r.ok) return { state: "paid", message: "", status: 200 };
    return r.status >= 500 ? { state: "pending", message: paymentMessages.pending, status: 202 } : { state: "failed", message: r.message, status: 402 };
  }
  const allFailed = found.value.length > 0 && found.value.every((p) => p.status === "failed");
  if (allFailed || (order.status === "FAILED" && !found.value.some((p) => p.status === "authorized"))) return { state: "failed", message: paymentMessages.failed, status: 402 };
  return { state: "pending", message: paymentMessages.pending, status: 202 };
}

const WebhookSchema = {
  parse(body: unknown): { event: string; payment: { id: string; order_id: string; amount: number; status: string; method?: string } | null } | null {
    if (!body || typeof body !== "object") return null;
    const b = body as { event?: unknown; payload?: { payment?: { entity?: Record<string, unknown> } } };
    const p = b.payload?.payment?.entity;
    if (typeof b.event !== "string") return null;
    const payment =
      p && typeof p.id === "string" && typeof p.order_id === "string" && typeof p.amount === "number"
        ? { id: p.id, order_id: p.order_id, amount: p.amount, status: String(p.status ?? ""), method: typeof p.method === "string" ? p.method : undefined }
        : null;
    return { event: b.event, payment };
  },
};

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The de-duplication key of a webhook event: the event and its payment id ("payment.captured:pay_X")
 * when it carries a payment, so a retry of the same event is recognised whatever its headers, and
 * two orders' events never collide; otherwise Razorpay's event id, or the raw body's SHA-256.
 */
export async function webhookKey(parsed: { event: string; payment: { id: string } | null }, headerEventId: string | null, raw: string): Promise<string> {
  if (parsed.payment) return `${parsed.event}:${parsed.payment.id}`;
  if (headerEventId) return headerEventId;
  return `sha256:${await sha256Hex(raw)}`;
}

/**
 * A verified webhook event. Processed once per event and payment id; activation runs before the
 * event is recorded, so a failure answers non-2xx and Razorpay's retry does the work.
 */
export async function handleWebhook(ctx: AppContext, input: { headerEventId: string | null; raw: string; body: unknown }): Promise<{ status: number; message: string }> {
  const parsed = WebhookSchema.parse(input.body);
  if (!parsed) return { status: 400, message: "bad payload" };
  const eventId = await webhookKey(parsed, input.headerEventId, input.raw);
  const seen = await ctx.db.select({ processedAt: webhookEvents.processedAt }).from(webhookEvents).where(eq(webhookEvents.id, eventId)).get();
  if (seen?.processedAt) return { status: 200, message: "duplicate" };
  const nowIso = ctx.clock.now().toISOString();
  if ((parsed.event === "payment.captured" || parsed.event === "order.paid") && parsed.payment && parsed.payment.status === "captured") {
    const order = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.providerOrderId, parsed.payment.order_id)).get();
    if (order) {
      const result = await activateOrder(ctx, { orderId: order.id, paymentId: parsed.payment.id, amountPaise: parsed.payment.amount, method: parsed.payment.method, source: "webhook" });
      if (!result.ok && result.status >= 500) return { status: 500, message: result.message };
      if (!result.ok) {
        await ctx.db.insert(webhookEvents).values({ id: eventId, type: parsed.event, receivedAt: nowIso, processedAt: nowIso }).onConflictDoNothing();
        return { status: 200, message: result.message };
      }
    }
  }
  await ctx.db.insert(webhookEvents).values({ id: eventId, type: parsed.event, receivedAt: nowIso, processedAt: nowIso }).onConflictDoNothing();
  return { status: 200, message: "ok" };
}

/**
 * Polls the provider for orders left CREATED (a closed tab, a lost webhook) and activates the paid
 * ones; orders cancelled in the last day are looked at too (paid in another tab before the
 * dismissal). Orders with no payment after 3 days become FAILED (shown as Expired); offline ones
 * too, without asking anyone.
 */
export async function reconcilePendingOrders(ctx: AppContext, olderThanMinutes = 5): Promise<number> {
  const mode = paymentMode(ctx.env);
  if (mode === "unconfigured") {
    console.error(PAYMENTS_UNCONFIGURED);
    return 0;
  }
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - olderThanMinutes * 60_000).toISOString();
  const dayAgo = new Date(now.getTime() - 3 * 86_400_000).toISOString();
  if (mode === "offline") {
    await ctx.db
      .update(orders)
      .set({ status: "FAILED", failureReason: NO_PAYMENT_RECEIVED, modifiedAt: now.toISOString() })
      .where(and(eq(orders.status, "CREATED"), eq(orders.paymentMode, "OFFLINE"), lt(orders.createdAt, dayAgo)));
    return 0;
  }
  const oneDayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const pending = await ctx.db
    .select({ id: orders.id, providerOrderId: orders.providerOrderId, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMode, "RAZORPAY"),
        lt(orders.createdAt, cutoff),
        or(eq(orders.status, "CREATED"), and(eq(orders.status, "FAILED"), eq(orders.failureReason, CANCELLED_BY_BUYER), gt(orders.createdAt, oneDayAgo))),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(50)
    .all();
  let activated = 0;
  for (const o of pending) {
    if (!o.providerOrderId) continue;
    const found = await fetchOrderPayments(ctx.env, o.providerOrderId);
    if (!found.ok) continue;
    const captured = found.value.find((p) => p.status === "captured");
    if (captured) {
      const r = await activateOrder(ctx, { orderId: o.id, paymentId: captured.id, amountPaise: captured.amount, method: captured.method, source: "reconcile" });
      if (r.ok && r.activated) activated++;
    } else if (o.createdAt < dayAgo && !found.value.some((p) => p.status === "authorized")) {
      await ctx.db.update(orders).set({ status: "FAILED", failureReason: NO_PAYMENT_RECEIVED, modifiedAt: now.toISOString() }).where(and(eq(orders.id, o.id), eq(orders.status, "CREATED")));
    }
  }
  return activated;
}

/**
 * The buyer closed the checkout without paying: their own order, if still CREATED, becomes FAILED
 * "Cancelled by the buyer" (decision 022). A payment that still arrives activates it all the same.
 */
export async function cancelOrder(ctx: AppContext, input: { userId: number; providerOrderId: string }): Promise<boolean> {
  const nowIso = ctx.clock.now().toISOString();
  const cancelled = await ctx.db
    .update(orders)
    .set({ status: "FAILED", failureReason: CANCELLED_BY_BUYER, modifiedAt: nowIso, modifiedBy: input.userId })
    .where(and(eq(orders.userId, input.userId), eq(orders.providerOrderId, input.providerOrderId), eq(orders.status, "CREATED")))
    .returning({ id: orders.id });
  return cancelled.length > 0;
}

/** The caller's own order, with what /orderDetails and the receipt show. */
export async function getOrderForUser(ctx: AppContext, userId: number, providerOrderId: string) {
  const row = await ctx.db
    .select({ o: orders, planName: orders.planName, planType: orders.planType, planDescription: orders.planDescription })
    .from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(and(eq(orders.userId, userId), eq(orders.providerOrderId, providerOrderId)))
    .get();
  if (!row) return null;
  const now = ctx.clock.now().toISOString();
  const o = row.o;
  return {
    orderId: o.providerOrderId!,
    ourOrderId: o.id,
    planId: o.planId,
    planName: row.planName,
    planType: row.planType,
    paymentStatus: o.status,
    statusLabel: orderStatusLabel(o.status, o.failureReason),
    paymentIdForRazorPay: o.providerPaymentId,
    paymentDate: o.paidAt,
    planStartDate: o.planStartAt,
    planEndDate: o.planEndAt,
    planActive: o.status === "PAID" && !!o.planStartAt && !!o.planEndAt && o.planStartAt <= now && now < o.planEndAt,
    isFuturePlan: o.status === "PAID" && !!o.planStartAt && o.planStartAt > now,
    paymentDescription: `${row.planName} (${row.planType})`,
    basePaise: o.basePaise,
    gstPaise: o.gstPaise,
    amountPaise: o.amountPaise,
    paymentMode: o.paymentMode,
  };
}

