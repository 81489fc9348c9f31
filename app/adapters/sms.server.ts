import { z } from "zod";
import type { Env } from "../utils/env.server";
import type { SendResult } from "./email.server";
import { providerMode } from "./offline.server";

const SmsReply = z.object({ id: z.string(), status: z.string() });

/**
 * Sends one SMS through the gateway's REST API (POST {SMS_BASE_URL}/v1/messages with a bearer key,
 * body {to, text}, reply {id, status}); see docs/decisions/004-sms-gateway.md. Without SMS_API_KEY
 * and SMS_BASE_URL the adapter is offline (the text stays in the outbox) only when
 * OFFLINE_PROVIDERS = "1"; otherwise, or with only one of the two set, it refuses and logs
 * (decision 022).
 */
export async function sendSms(env: Env, to: string, text: string): Promise<SendResult> {
  const mode = providerMode(env, [env.SMS_API_KEY, env.SMS_BASE_URL]);
  if (mode === "offline") return { ok: true, provider: "offline", providerId: null };
  if (mode === "unconfigured") {
    const error = 'SMS not sent: SMS_API_KEY and SMS_BASE_URL are not both set and OFFLINE_PROVIDERS is not "1" (see README.md, Environment)';
    console.error(error);
    return { ok: false, retryable: false, error };
  }
  try {
    const response = await fetch(new URL("/v1/messages", env.SMS_BASE_URL), {
      method: "POST",
      headers: { authorization: `Bearer ${env.SMS_API_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ to: `+91${to}`, text }),
    });
    if (!response.ok) {
      return { ok: false, retryable: response.status >= 500 || response.status === 429, error: `SMS gateway answered ${response.status}` };
    }
    const reply = SmsReply.safeParse(await response.json());
    if (!reply.success) return { ok: false, retryable: true, error: "SMS gateway reply was not understood" };
    return { ok: true, provider: "sms-gateway", providerId: reply.data.id };
  } catch (e) {
    return { ok: false, retryable: true, error: e instanceof Error ? e.message : String(e) };
  }
}
