import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { verifyWebhookSignature } from "../adapters/razorpay.server";
import { handleWebhook } from "../services/payments.server";

/**
 * Razorpay webhooks (payment.captured, order.paid): the raw body is verified with the webhook
 * secret, de-duplicated by event id, and runs the same activation as the checkout. A failure
 * before the write is durable answers non-2xx, so Razorpay retries.
 */
export async function action({ request, context }: ActionFunctionArgs) {
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
  const eventId = request.headers.get("x-razorpay-event-id") ?? `sha:${raw.length}:${(body as { created_at?: number }).created_at ?? ""}`;
  const result = await handleWebhook(context.app, { eventId, body });
  return new Response(result.message, { status: result.status });
}

export async function loader() {
  return new Response("Method not allowed", { status: 405 });
}
