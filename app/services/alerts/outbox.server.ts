import { and, desc, eq } from "drizzle-orm";
import { deadLetters, outbox } from "../../../db/schema";
import { sendEmail } from "../../adapters/email.server";
import { sendSms } from "../../adapters/sms.server";
import type { AppContext } from "../../utils/context.server";
import type { JobMessage } from "../../utils/env.server";

export class RetryableJobError extends Error {}

type Delivery = Extract<JobMessage, { type: "email" } | { type: "sms" }>;

/**
 * Delivers one e-mail or SMS job exactly once per job id: the outbox row (unique job id and
 * channel) records it; a redelivered message whose row is already sent does nothing.
 * A retryable provider failure throws RetryableJobError so the queue retries it with back-off.
 */
export async function deliver(ctx: AppContext, job: Delivery): Promise<void> {
  const channel = job.type;
  const existing = await ctx.db
    .select({ status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.jobId, job.id), eq(outbox.channel, channel)))
    .get();
  if (existing && existing.status !== "failed" && existing.status !== "queued") return;

  const result =
    job.type === "email"
      ? await sendEmail(ctx.env, { to: job.to, subject: job.subject, text: job.text, html: job.html, from: ctx.config.emailFrom })
      : await sendSms(ctx.env, job.to, job.text);

  const nowIso = ctx.clock.now().toISOString();
  const row = {
    channel,
    to: job.to,
    subject: job.type === "email" ? job.subject : null,
    body: job.text,
    jobId: job.id,
    status: result.ok ? (result.provider === "offline" ? ("offline" as const) : ("sent" as const)) : ("failed" as const),
    provider: result.ok ? result.provider : null,
    providerId: result.ok ? result.providerId : null,
    error: result.ok ? null : result.error,
    sentAt: result.ok ? nowIso : null,
  };
  await ctx.db
    .insert(outbox)
    .values(row)
    .onConflictDoUpdate({ target: [outbox.jobId, outbox.channel], set: row });

  if (!result.ok && result.retryable) throw new RetryableJobError(result.error);
}

/** Records a message that exhausted its retries, so nothing is lost silently. */
export async function recordDeadLetter(
  ctx: AppContext,
  input: { queue: string; messageId: string; body: unknown; attempts: number },
): Promise<void> {
  await ctx.db.insert(deadLetters).values({
    queue: input.queue,
    messageId: input.messageId,
    body: JSON.stringify(input.body),
    attempts: input.attempts,
    createdAt: ctx.clock.now().toISOString(),
  });
}

/** Latest outbox rows for one address (the developer outbox page and tests read OTPs here). */
export async function listOutbox(ctx: AppContext, to?: string, limit = 50) {
  const query = ctx.db.select().from(outbox);
  return (to ? query.where(eq(outbox.to, to)) : query).orderBy(desc(outbox.id)).limit(limit).all();
}
