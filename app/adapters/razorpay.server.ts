/**
 * The only code that talks to Razorpay: its REST API (orders, an order's payments) with basic
 * auth, base URL from env so tests point it at a fake on 127.0.0.1; and the signature checks,
 * made with WebCrypto HMAC-SHA256 exactly as Razorpay documents them.
 * Without RAZORPAY_KEY_ID the adapter is offline: orders get local ids and the local checkout page
 * signs payments with the same algorithm, so the same verification code runs.
 */
import { z } from "zod";
import type { Env } from "../utils/env.server";

export const OFFLINE_KEY_ID = "rzp_offline";
/** The offline checkout's signing secret when no key secret is configured (local only). */
const OFFLINE_SECRET = "offline-checkout-secret";

export function isOffline(env: Env): boolean {
  return !env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET;
}

export function keyId(env: Env): string {
  return env.RAZORPAY_KEY_ID ?? OFFLINE_KEY_ID;
}

export function signingSecret(env: Env): string {
  return env.RAZORPAY_KEY_SECRET ?? OFFLINE_SECRET;
}

const encoder = new TextEncoder();

export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const sig = await crypto.subtle.sign("HMAC", key, encoder.encode(message));
  return [...new Uint8Array(sig)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Checkout signature: HMAC-SHA256(key secret, "{order_id}|{payment_id}"), order id from OUR record. */
export async function verifyPaymentSignature(env: Env, providerOrderId: string, paymentId: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return safeEqual(await hmacHex(signingSecret(env), `${providerOrderId}|${paymentId}`), signature);
}

/** Webhook signature: HMAC-SHA256(webhook secret, raw body). */
export async function verifyWebhookSignature(env: Env, rawBody: string, signature: string | null): Promise<boolean> {
  if (!env.RAZORPAY_WEBHOOK_SECRET || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return safeEqual(await hmacHex(env.RAZORPAY_WEBHOOK_SECRET, rawBody), signature);
}

const OrderReply = z.object({ id: z.string(), amount: z.number(), currency: z.string(), receipt: z.string().nullable().optional(), status: z.string() });
const PaymentsReply = z.object({
  items: z.array(z.object({ id: z.string(), order_id: z.string().nullable().optional(), amount: z.number(), status: z.string(), method: z.string().nullable().optional() })),
});

export type ProviderResult<T> = { ok: true; value: T } | { ok: false; error: string };

async function call(env: Env, path: string, init: RequestInit = {}): Promise<ProviderResult<unknown>> {
  const base = env.RAZORPAY_BASE_URL ?? "https://api.razorpay.com";
  try {
    const res = await fetch(new URL(path, base), {
      ...init,
      headers: {
        authorization: `Basic ${btoa(`${env.RAZORPAY_KEY_ID}:${env.RAZORPAY_KEY_SECRET}`)}`,
        "content-type": "application/json",
        ...(init.headers ?? {}),
      },
    });
    const body = await res.json().catch(() => null);
    if (!res.ok) return { ok: false, error: `Razorpay answered ${res.status}` };
    return { ok: true, value: body };
  } catch (e) {
    // The SDK surfaces network errors as "Cannot read properties of undefined"; we say what happened.
    return { ok: false, error: `Razorpay unreachable: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Creates the provider's order for our order (amount in paise, our id as receipt). */
export async function createOrder(env: Env, input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderResult<{ id: string }>> {
  if (isOffline(env)) {
    const random = crypto.getRandomValues(new Uint8Array(7));
    return { ok: true, value: { id: `order_off${[...random].map((b) => b.toString(16).padStart(2, "0")).join("")}` } };
  }
  const reply = await call(env, "/v1/orders", {
    method: "POST",
    body: JSON.stringify({ amount: input.amountPaise, currency: "INR", receipt: input.receipt, notes: input.notes ?? {} }),
  });
  if (!reply.ok) return reply;
  const parsed = OrderReply.safeParse(reply.value);
  if (!parsed.success || parsed.data.amount !== input.amountPaise) return { ok: false, error: "Razorpay's order reply was not understood" };
  return { ok: true, value: { id: parsed.data.id } };
}

export type ProviderPayment = { id: string; amount: number; status: string; method: string | null };

/** The payments made against a provider order (for reconciliation). */
export async function fetchOrderPayments(env: Env, providerOrderId: string): Promise<ProviderResult<ProviderPayment[]>> {
  if (isOffline(env)) return { ok: true, value: [] };
  const reply = await call(env, `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
  if (!reply.ok) return reply;
  const parsed = PaymentsReply.safeParse(reply.value);
  if (!parsed.success) return { ok: false, error: "Razorpay's payments reply was not understood" };
  return { ok: true, value: parsed.data.items.map((p) => ({ id: p.id, amount: p.amount, status: p.status, method: p.method ?? null })) };
}
