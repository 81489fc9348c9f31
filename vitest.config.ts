import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import path from "node:path";
import { defineConfig, defineProject } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  test: {
    // Two unit files at once (integration and e2e keep one file at a time: they share a worker and a
    // browser). Running integration beside e2e as two processes was faster (677–807 s) but flaked on
    // two cores (a 30 s page load and a queue chain timed out), so the projects run one after another.
    maxWorkers: 2,
    projects: [
      defineProject({
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "search-index/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      }),
      defineProject({
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            // The built web Worker (npm test builds first), with the bindings of wrangler.toml.
            main: path.join(root, "build/index.js"),
            wrangler: { configPath: path.join(root, "wrangler.toml") },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path.join(root, "db/migrations")),
                // The case shards' migrations (decision 126) for CASES_1 / CASES_2 (tests/integration/case-shards.test.ts): no statutes library rows.
                TEST_CASE_MIGRATIONS: await readD1Migrations(path.join(root, "db/case-migrations")),
                // A local run: providers without keys (e-mail, SMS) work offline (decision 022).
                OFFLINE_PROVIDERS: "1",
                // The real Razorpay adapter runs against the fake on 127.0.0.1 (tests/fakes/razorpay.ts).
                RAZORPAY_KEY_ID: "rzp_test_fake",
                RAZORPAY_KEY_SECRET: "fake_key_secret",
                RAZORPAY_WEBHOOK_SECRET: "fake_webhook_secret",
                RAZORPAY_BASE_URL: inject("fakeRazorpayUrl"),
                // The whole suite runs on two case shards (issue 36, decision 127): the Supreme Court
                // in the catalogue's database (shard 0), every other court in CASES_1.
                CASE_SHARDS: JSON.stringify([
                  { id: 0, courts: [1] },
                  { id: 1, courts: null },
                ]),
              },
              // Two case shards beside the catalogue (decision 122): the sharded search's own tests.
              d1Databases: { CASES_1: "test-cases-1", CASES_2: "test-cases-2" },
              // The bundle's queue handler consumes, as the jobs Worker does under wrangler dev.
              queueConsumers: {
                "law-reporter-jobs": { maxBatchSize: 10, maxBatchTimeout: 0.05, maxRetries: 3, deadLetterQueue: "law-reporter-jobs-dlq" },
                "law-reporter-jobs-dlq": { maxBatchSize: 10, maxBatchTimeout: 0.05, maxRetries: 5 },
              },
            },
          })),
        ],
        ssr: { noExternal: true },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          fileParallelism: false,
          // Safety nets, not timing assertions: a seed or a migration run on a loaded machine takes
          // longer than vitest's 5 s / 10 s defaults (speed is measured by npm run bench).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
        },
      }),
      defineProject({
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      }),
    ],
  },
});
