/** Buying a plan through the API (subscriber §7): initiate and confirm, the purchase and order-details pages' services. */
import { z } from "zod";
import { confirmPayment as confirm, getOrderForUser, initiatePayment as initiate, paymentMessages } from "../../services/payments.server";
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

export const confirmPayment = defineCall({
  method: "POST",
  path: "/user/payment/confirmPayment",
  tag: "Payments",
  summary: "Confirm a checkout: the provider's signature is checked against the order we stored; activates the plan once",
  description:
    "The spec's body is {amount, orderId, planId}; the checkout's payment id and signature (`razorpayPaymentId`, `razorpaySignature`) are needed too. `amount` and `planId` are never trusted: the order's own are used.",
  auth: ["user"],
  body: z
    .object({
      orderId: ProviderIdSchema("the provider's order id (data_order_Id)"),
      razorpayPaymentId: ProviderIdSchema("the checkout's razorpay_payment_id"),
      razorpaySignature: z.string({ error: paymentMessages.badSignature }).min(1, paymentMessages.badSignature).max(256, paymentMessages.badSignature),
      amount: z.union([z.number(), z.string().max(20)]).optional().meta({ description: "ignored (paise)" }),
      planId: z.union([z.number(), z.string().max(20)]).optional().meta({ description: "ignored" }),
    })
    .meta({ id: "ConfirmPaymentBody" }),
  response: z
    .object({
      orderId: z.string(),
      paymentDate: z.string(),
      paymentIdForRazorPay: z.string(),
      paymentStatus: z.string(),
      planActive: z.boolean(),
      planStartDate: z.string(),
      planEndDate: z.string(),
      paymentDescription: z.string(),
      amount: z.number().int().meta({ description: "paise" }),
      planId: z.number().int(),
    })
    .meta({ id: "PaymentConfirmation" }),
  errors: { 400: "the signature does not match", 404: "'Order not found.'" },
  handle: async ({ ctx, user, body }) => {
    const result = await confirm(ctx, { userId: user.userId, providerOrderId: body.orderId, paymentId: body.razorpayPaymentId, signature: body.razorpaySignature });
    if (!result.ok) return fail(result.message, result.status);
    const o = await getOrderForUser(ctx, user.userId, body.orderId);
    if (!o) return fail(paymentMessages.orderNotFound, 404, {}, "NotFound");
    return ok({
      orderId: o.orderId,
      paymentDate: none(o.paymentDate),
      paymentIdForRazorPay: none(o.paymentIdForRazorPay),
      paymentStatus: o.paymentStatus,
      planActive: o.planActive,
      planStartDate: none(o.planStartDate),
      planEndDate: none(o.planEndDate),
      paymentDescription: o.paymentDescription,
      amount: o.amountPaise,
      planId: o.planId,
    });
  },
});
