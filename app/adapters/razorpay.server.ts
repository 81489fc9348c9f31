/**
 * The only code that talks to Razorpay: its REST API (orders, an order's payments) with basic
 * auth, base URL from env so tests point it at a fake on 127.0.0.1; and the signature checks,
 * made with WebCrypto HMAC-SHA256 exactly as Razorpay documents them.
 * With RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET set the adapter is live. Without them it is offline
 * only when OFFLINE_PROVIDERS = "1" (a local run): orders get local ids and the local checkout
 * page signs payments with the same algorithm, using a random secret of this local state kept in
 * D1, so the same verification code runs. Otherwise payments are refused (decision 022).
 */
import { z } from "zod";
import type { Env } from "../utils/env.server";
import { providerMode, type ProviderMode } from "./offline.server";

export const OFFLINE_KEY_ID = "rzp_offline";

/** What the log says when payments are refused for want of configuration. */
export const PAYMENTS_UNCONFIGURED =
  "Payments refused: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not both set and OFFLINE_PROVIDERS is not \"1\" (see README.md, Environment)";

export function paymentMode(env: Env): ProviderMode {
  return providerMode(env, [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET]);
}

export function keyId(env: Env): string {
  return paymentMode(env) === "live" ? env.RAZORPAY_KEY_ID! : OFFLINE_KEY_ID;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The offline checkout's signing secret: 32 random bytes made once per local state and kept in
 * D1 (app_secrets), so it survives reloads and never appears in the source. The first writer wins.
 */
async function offlineCheckoutSecret(db: D1Database): Promise<string> {
  const [, row] = await db.batch<{ value: string }>([
    db.prepare("insert into app_secrets (name, value) values ('offline_checkout', ?) on conflict (name) do nothing").bind(hex(crypto.getRandomValues(new Uint8Array(32)))),
    db.prepare("select value from app_secrets where name = 'offline_checkout'"),
  ]);
  const value = row.results[0]?.value;
  if (!value) throw new Error("offline checkout secret missing after insert");
  return value;
}

/** The checkout signing secret: the key secret when live, this state's random one offline, none when unconfigured. */
async function checkoutSecret(env: Env): Promise<string | null> {
  const mode = paymentMode(env);
  if (mode === "live") return env.RAZORPAY_KEY_SECRET!;
  if (mode === "offline") return offlineCheckoutSecret(env.DB);
  return null;
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
  const secret = await checkoutSecret(env);
  if (!secret) return false;
  return safeEqual(await hmacHex(secret, `${providerOrderId}|${paymentId}`), signature);
}

/**
 * The offline checkout's result for one of our provider order ids, signed as Razorpay signs it.
 * Only in offline mode; anywhere else it throws, so no code path can mint a payment in production.
 */
export async function signOfflinePayment(env: Env, providerOrderId: string) {
  if (paymentMode(env) !== "offline") throw new Error("the offline checkout runs only with OFFLINE_PROVIDERS = \"1\" and no Razorpay keys");
  const paymentId = `pay_off${hex(crypto.getRandomValues(new Uint8Array(7)))}`;
  const signature = await hmacHex((await checkoutSecret(env))!, `${providerOrderId}|${paymentId}`);
  return { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
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
  const mode = paymentMode(env);
  if (mode === "offline") return { ok: true, value: { id: `order_off${hex(crypto.getRandomValues(new Uint8Array(7)))}` } };
  if (mode === "unconfigured") return { ok: false, error: PAYMENTS_UNCONFIGURED };
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
  const mode = paymentMode(env);
  if (mode === "offline") return { ok: true, value: [] };
  if (mode === "unconfigured") return { ok: false, error: PAYMENTS_UNCONFIGURED };
  const reply = await call(env, `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
  if (!reply.ok) return reply;
  const parsed = PaymentsReply.safeParse(reply.value);
  if (!parsed.success) return { ok: false, error: "Razorpay's payments reply was not understood" };
  return { ok: true, value: parsed.data.items.map((p) => ({ id: p.id, amount: p.amount, status: p.status, method: p.method ?? null })) };
}
