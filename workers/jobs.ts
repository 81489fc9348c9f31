/**
 * The "jobs" Worker: consumes the JOBS queue and its dead-letter queue.
 * Each message is acked on its own; a retryable failure retries that message alone with back-off.
 * After max_retries (workers/wrangler.toml) the queue moves it to the dead-letter queue, whose
 * consumer records it in D1 (table dead_letters).
 * Its cron (and the housekeeping job) sweeps the notification sends whose fan-out message was lost
 * (decision 100); the web Worker's cron runs the same sweep where one Worker does everything.
 */
import { continueActMerge } from "../app/services/masters/act-names.server";
import { runBulkImportBatch } from "../app/services/cases/bulk-import.server";
import { fanOutNotification, sweepNotificationSends } from "../app/services/alerts/notifications.server";
import { completeCaseWrites } from "../app/services/cases/case-writes.server";
import { deliver, recordDeadLetter } from "../app/services/alerts/outbox.server";
import { syncCaseToMeilisearch } from "../app/services/search/search-sync.server";
import { runWatchAlerts, sendWatchDigest } from "../app/services/alerts/watch.server";
import { createContext } from "../app/utils/context.server";
import type { Env, JobMessage } from "../app/utils/env.server";

const DEAD_LETTER_QUEUE = "law-reporter-jobs-dlq";

export default {
  async queue(batch: MessageBatch<JobMessage>, env: Env, ctx: ExecutionContext): Promise<void> {
    const app = createContext(env, ctx);
    if (batch.queue === DEAD_LETTER_QUEUE) {
      for (const message of batch.messages) {
        await recordDeadLetter(app, { queue: batch.queue, messageId: message.id, body: message.body, attempts: message.attempts });
        message.ack();
      }
      return;
    }
    for (const message of batch.messages) {
      const job = message.body;
      try {
        switch (job.type) {
          case "email":
          case "sms":
            await deliver(app, job);
            break;
          case "search-sync":
            await syncCaseToMeilisearch(app, job.docId);
            break;
          case "bulk-import":
            await runBulkImportBatch(app, job, message.attempts);
            break;
          case "act-merge":
            await continueActMerge(app, job);
            break;
          case "notify":
            await fanOutNotification(app, job.notificationId);
            break;
          case "watch-alerts":
            await runWatchAlerts(app, job);
            break;
          case "watch-digest":
            await sendWatchDigest(app, job.userId);
            break;
          case "housekeeping":
            await sweepNotificationSends(app);
            break;
        }
        message.ack();
      } catch (error) {
        console.warn(`job ${message.id} (${job.type}) failed on attempt ${message.attempts}:`, error instanceof Error ? error.message : error);
        message.retry({ delaySeconds: Math.min(2 ** message.attempts, 60) });
      }
    }
  },
  /** Every 10 minutes where the jobs Worker has a cron: notification sends left open are queued again (decision 100). */
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    // Case writes left half-way between the catalogue and a case shard: completed (decision 122).
    ctx.waitUntil(completeCaseWrites(createContext(env, ctx)).then(() => undefined).catch((error) => console.error("case writes sweep:", error instanceof Error ? error.message : error)));
    ctx.waitUntil(
      sweepNotificationSends(createContext(env, ctx))
        .then(() => undefined)
        .catch((error) => console.error("notification sends sweep:", error instanceof Error ? error.message : error)),
    );
  },
} satisfies ExportedHandler<Env, JobMessage>;
