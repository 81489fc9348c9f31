import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { verifyWebhookSignature } from "../adapters/razorpay.server";
import { handleWebhook } from "../services/commerce/payments.server";
import { BODY_LIMITS, BodyError, readText } from "../utils/body.server";

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
  // Counted as it streams and cut off at the limit, before the signature is checked (issue 22 item 10).
  let raw: string;
  try {
    raw = await readText(request, BODY_LIMITS.webhook);
  } catch (e) {
    if (!(e instanceof BodyError)) throw e;
    return new Response(e.message, { status: e.status });
  }
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
