import { Resend } from "resend";
import type { Env } from "../utils/env.server";

export type EmailMessage = { to: string; subject: string; text: string; html?: string; from: string };
export type SendResult =
  | { ok: true; provider: string; providerId: string | null }
  | { ok: false; retryable: boolean; error: string };

/**
 * Sends one e-mail through Resend when RESEND_API_KEY is set (RESEND_BASE_URL lets tests point it
 * at a fake on 127.0.0.1); otherwise reports "offline" so the message stays in the outbox only.
 */
export async function sendEmail(env: Env, message: EmailMessage): Promise<SendResult> {
  if (!env.RESEND_API_KEY) return { ok: true, provider: "offline", providerId: null };
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
