import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { verifyWebhookSignature } from "../adapters/razorpay.server";
import { handleWebhook } from "../services/payments.server";

/**
 * Razorpay webhooks (payment.captured, order.paid): the raw body is verified with the webhook
 * secret, de-duplicated by event and payment id, and runs the same activation as the checkout.
 * A failure before the write is durable answers non-2xx, so Razorpay retries. Without a webhook
 * secret the deploy is misconfigured: 503 and an error in the log, never an unverified event.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.app.env.RAZORPAY_WEBHOOK_SECRET) {
    console.error("Razorpay webhook refused: RAZORPAY_WEBHOOK_SECRET is not set (see README.md, Environment)");
    return new Response("webhooks are not configured", { status: 503 });
  }
  const raw = await request.text();
  if (!(await verifyWebhookSignature(context.app.env, raw, request.headers.get("x-razorpay-signature")))) {
    return new Response("invalid signature", { status: 400 });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return new Response("bad json", { status: 400 });
  }
  const result = await handleWebhook(context.app, { headerEventId: request.headers.get("x-razorpay-event-id"), raw, body });
  return new Response(result.message, { status: result.status });
}

export async function loader() {
  return new Response("Method not allowed", { status: 405 });
}
