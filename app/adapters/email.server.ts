import { Resend } from "resend";
import type { Env } from "../utils/env.server";
import { offlineAllowed } from "./offline.server";

export type EmailMessage = { to: string; subject: string; text: string; html?: string; from: string };
export type SendResult =
  | { ok: true; provider: string; providerId: string | null }
  | { ok: false; retryable: boolean; error: string };

/**
 * Sends one e-mail through Resend when RESEND_API_KEY is set (RESEND_BASE_URL lets tests point it
 * at a fake on 127.0.0.1). Without the key it reports "offline" (the message stays in the outbox
 * only) when OFFLINE_PROVIDERS = "1", and otherwise refuses: a failure that no retry will mend,
 * logged, never a pretended success (decision 022).
 */
export async function sendEmail(env: Env, message: EmailMessage): Promise<SendResult> {
  if (!env.RESEND_API_KEY) {
    if (offlineAllowed(env)) return { ok: true, provider: "offline", providerId: null };
    const error = 'E-mail not sent: RESEND_API_KEY is not set and OFFLINE_PROVIDERS is not "1" (see README.md, Environment)';
    console.error(error);
    return { ok: false, retryable: false, error };
  }
  const resend = new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
  try {
    const { data, error } = await resend.emails.send({
      from: message.from,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
    if (error) {
      const status = (error as { statusCode?: number | null }).statusCode ?? 500;
      // 4xx other than 429 will not get better by retrying.
      return { ok: false, retryable: status >= 500 || status === 429, error: `${error.name}: ${error.message}` };
    }
    return { ok: true, provider: "resend", providerId: data?.id ?? null };
  } catch (e) {
    return { ok: false, retryable: true, error: e instanceof Error ? e.message : String(e) };
  }
}
