/** Buying a plan through the API (subscriber §7): initiate and confirm, the purchase and order-details pages' services. */
import { z } from "zod";
import { confirmPayment as confirm, confirmPaymentByOrder, getOrderForUser, initiatePayment as initiate, paymentMessages } from "../../services/commerce/payments.server";
import { defineCall } from "../define";
import { fail, none, ok } from "../envelope.server";

const PlanIdSchema = z.coerce.number({ error: "Please select plan." }).int("Please select plan.").positive("Please select plan.").max(1_000_000);
const ProviderIdSchema = (name: string) => z.string({ error: paymentMessages.badSignature }).min(1, paymentMessages.badSignature).max(64, paymentMessages.badSignature).meta({ description: name });

export const initiatePayment = defineCall({
  method: "POST",
  path: "/user/payment/initiatePayment",
  tag: "Payments",
  summary: "Start buying a plan: our order and the payment provider's, for the plan's cost plus 18% GST in paise",
  auth: ["user"],
  body: z.object({ planId: PlanIdSchema }).meta({ id: "InitiatePaymentBody" }),
  response: z
    .object({
      data_key: z.string(),
      data_amount: z.number().int().meta({ description: "paise" }),
      data_name: z.string(),
      data_description: z.string(),
      data_order_Id: z.string(),
      data_prefill_name: z.string(),
      data_prefil_email: z.string(),
      data_prefill_contact: z.string(),
      offline: z.boolean().meta({ description: "true when payments are taken offline (no card checkout to open)" }),
    })
    .meta({ id: "PaymentOrder" }),
  errors: { 404: "no such plan on sale", 502: "the payment provider did not answer" },
  handle: async ({ ctx, user, body }) => {
    const result = await initiate(ctx, { userId: user.userId, planId: body.planId });
    return result.ok ? ok(result.checkout) : fail(result.message, result.status);
  },
});

const ConfirmationSchema = z
  .object({
    orderId: z.string(),
    paymentDate: z.string(),
    paymentIdForRazorPay: z.string(),
    paymentStatus: z.string().meta({ description: "PAID (completed), CREATED (pending) or FAILED" }),
    statusLabel: z.string().meta({ description: "ours: Completed, Pending, Cancelled, Expired or Failed, as My Account shows it" }),
    planActive: z.boolean(),
    planStartDate: z.string(),
    planEndDate: z.string(),
    paymentDescription: z.string(),
    amount: z.number().int().meta({ description: "paise" }),
    planId: z.number().int(),
  })
  .meta({ id: "PaymentConfirmation" });

type Order = NonNullable<Awaited<ReturnType<typeof getOrderForUser>>>;

/** Subscriber §3's payment confirmation response, 'none' for absent values. */
function confirmation(o: Order) {
  return {
    orderId: o.orderId,
    paymentDate: none(o.paymentDate),
    paymentIdForRazorPay: none(o.paymentIdForRazorPay),
    paymentStatus: o.paymentStatus,
    statusLabel: o.statusLabel,
    planActive: o.planActive,
    planStartDate: none(o.planStartDate),
    planEndDate: none(o.planEndDate),
    paymentDescription: o.paymentDescription,
    amount: o.amountPaise,
    planId: o.planId,
  };
}

export const confirmPayment = defineCall({
  method: "POST",
  path: "/user/payment/confirmPayment",
  tag: "Payments",
  summary: "Confirm a payment: the order's payments asked of the provider (or the checkout's signature checked); activates the plan once",
  description:
    "The spec's body `{amount, orderId, planId}` is enough: the server asks Razorpay for the order's payments itself (GET /v1/orders/{id}/payments) and activates the plan when one is captured for the order's own amount. " +
    "A client that has the checkout's `razorpayPaymentId` and `razorpaySignature` may send them instead: the signature is checked against the order we stored. `amount` and `planId` are never trusted: the order's own are used. " +
    "Paid: statusCode '0' with the confirmation. Not captured yet (or the provider did not answer): statusCode '1', HTTP 202, `message` and the confirmation with paymentStatus CREATED — the plan is activated by the webhook or the reconcile job when the money arrives. " +
    "Failed: statusCode '1', HTTP 402, `message` and the confirmation (decision 114).",
  auth: ["user"],
  body: z
    .object({
      orderId: ProviderIdSchema("the provider's order id (data_order_Id)"),
      amount: z.union([z.number(), z.string().max(20)]).optional().meta({ description: "ignored (paise)" }),
      planId: z.union([z.number(), z.string().max(20)]).optional().meta({ description: "ignored" }),
      razorpayPaymentId: ProviderIdSchema("optional: the checkout's razorpay_payment_id").optional(),
      razorpaySignature: z.string({ error: paymentMessages.badSignature }).min(1, paymentMessages.badSignature).max(256, paymentMessages.badSignature).optional().meta({ description: "optional: the checkout's razorpay_signature" }),
    })
    .meta({ id: "ConfirmPaymentBody" }),
  response: ConfirmationSchema,
  errors: {
    202: "pending: no captured payment yet — `message` and the confirmation (paymentStatus CREATED)",
    400: "the signature sent does not match",
    402: "the order's payments failed, or it was closed unpaid — `message` and the confirmation",
    404: "'Order not found.'",
    503: "payments are not configured",
  },
  handle: async ({ ctx, user, body }) => {
    const signed = body.razorpayPaymentId && body.razorpaySignature;
    if (signed) {
      const result = await confirm(ctx, { userId: user.userId, providerOrderId: body.orderId, paymentId: body.razorpayPaymentId!, signature: body.razorpaySignature! });
      if (!result.ok) return fail(result.message, result.status);
    }
    const state = signed ? null : await confirmPaymentByOrder(ctx, { userId: user.userId, providerOrderId: body.orderId });
    if (state?.state === "missing") return fail(state.message, state.status, {}, state.status === 404 ? "NotFound" : "Error");
    const o = await getOrderForUser(ctx, user.userId, body.orderId);
    if (!o) return fail(paymentMessages.orderNotFound, 404, {}, "NotFound");
    if (!state || state.state === "paid") return ok(confirmation(o));
    // A failure is the payment's: the order itself stays open for another try in the checkout (decision 114).
    const answer = state.state === "failed" && o.paymentStatus !== "PAID" ? { ...confirmation(o), paymentStatus: "FAILED", statusLabel: "Failed" } : confirmation(o);
    return fail(state.message, state.status, {}, "Error", undefined, answer);
  },
});
