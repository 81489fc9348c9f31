import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { expect, inject, test } from "vitest";
import type { JobMessage } from "../../app/utils/env.server";
import jobs from "../../workers/jobs";

const email = (id: string, to: string): JobMessage => ({ type: "email", id, to, subject: "Your OTP", text: "Your OTP is 123456" });

test("offline mode: an e-mail job lands in the outbox once, even when delivered twice", async () => {
  for (let i = 0; i < 2; i++) {
    const batch = createMessageBatch<JobMessage>("law-reporter-jobs", [{ id: `m${i}`, timestamp: new Date(), attempts: 1, body: email("job-1", "a@example.com") }]);
    const ctx = createExecutionContext();
    await jobs.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([`m${i}`]);
  }
  const rows = await env.DB.prepare("select status, provider from outbox where job_id = 'job-1'").all();
  expect(rows.results).toEqual([{ status: "offline", provider: "offline" }]);
});

test("with Resend configured the real adapter sends through the provider's API", async () => {
  const live = { ...env, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: inject("fakeResendUrl") };
  const batch = createMessageBatch<JobMessage>("law-reporter-jobs", [{ id: "s1", timestamp: new Date(), attempts: 1, body: email("job-2", "b@example.com") }]);
  const ctx = createExecutionContext();
  await jobs.queue(batch, live, ctx);
  expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["s1"]);
  const row = await env.DB.prepare("select status, provider, provider_id from outbox where job_id = 'job-2'").first();
  expect(row).toMatchObject({ status: "sent", provider: "resend", provider_id: expect.stringMatching(/^em_/) });
});

test("a failing provider makes the consumer retry, and the dead-letter consumer records the message in D1", async () => {
  const live = { ...env, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: inject("fakeResendUrl") };
  const body = email("job-3", "fail500@example.com");
  const batch = createMessageBatch<JobMessage>("law-reporter-jobs", [
    { id: "f1", timestamp: new Date(), attempts: 3, body },
    { id: "ok1", timestamp: new Date(), attempts: 1, body: email("job-4", "c@example.com") },
  ]);
  const ctx = createExecutionContext();
  await jobs.queue(batch, live, ctx);
  const result = await getQueueResult(batch, ctx);
  // The failing message alone is retried; the good one in the same batch is acked.
  expect(result.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(["f1"]);
  expect(result.explicitAcks).toEqual(["ok1"]);
  expect(await env.DB.prepare("select status from outbox where job_id = 'job-3'").first()).toEqual({ status: "failed" });

  // After max_retries the queue hands it to the dead-letter queue.
  const dlq = createMessageBatch<JobMessage>("law-reporter-jobs-dlq", [{ id: "f1", timestamp: new Date(), attempts: 1, body }]);
  const dctx = createExecutionContext();
  await jobs.queue(dlq, live, dctx);
  expect((await getQueueResult(dlq, dctx)).explicitAcks).toEqual(["f1"]);
  const dead = await env.DB.prepare("select queue, message_id, body from dead_letters").all<{ queue: string; message_id: string; body: string }>();
  expect(dead.results).toHaveLength(1);
  expect(dead.results[0]).toMatchObject({ queue: "law-reporter-jobs-dlq", message_id: "f1" });
  expect(JSON.parse(dead.results[0].body)).toEqual(body);
});
