#!/usr/bin/env node
/**
 * npm test — installs the dependencies when missing (and Chromium, as root), builds the Worker, then runs every test: unit (Node), integration (inside workerd
 * through @cloudflare/vitest-pool-workers) and end-to-end (Debian's Chromium through
 * playwright-core against `wrangler dev`). Ends with one plain line "N passed, N failed".
 */
import { mkdirSync, readFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { run } from "./lib/run.mjs";
import { ensureChromium, ensureDependencies } from "./lib/setup.mjs";

const extra = process.argv.slice(2);
// On a fresh clone `npm test` alone is enough: it installs what it needs, as `npm start` does.
await ensureDependencies();
await ensureChromium();
await run("npx", ["remix", "build"], { stdio: ["ignore", "ignore", "inherit"] });
mkdirSync("test-results", { recursive: true });

/** One vitest run: its projects, its JSON report; resolves with its exit code. */
const vitest = (args, report) =>
  new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args], {
      stdio: "inherit",
      env: { ...process.env, CI: "1" },
    });
    child.on("exit", (c) => resolve(c ?? 1));
  });

// The whole suite as two runs side by side: unit then e2e (Chromium against wrangler dev) in one,
// integration (workerd) in the other — each project still one file at a time, but the browser's
// waits and workerd's start-ups overlap instead of adding up. Arguments (a file, a --project) make
// it one run, as vitest takes them.
const runs = extra.length
  ? [{ args: extra, report: "test-results/vitest.json" }]
  : [
      { args: ["--project", "unit", "--project", "e2e"], report: "test-results/vitest-unit-e2e.json" },
      { args: ["--project", "integration"], report: "test-results/vitest-integration.json" },
    ];
const codes = await Promise.all(runs.map((r) => vitest(r.args, r.report)));
let summary = "";
try {
  const reports = runs.map((r) => JSON.parse(readFileSync(r.report, "utf8")));
  const sum = (f) => reports.reduce((n, r) => n + (f(r) ?? 0), 0);
  const skipped = sum((r) => r.numPendingTests) + sum((r) => r.numTodoTests);
  summary = `${sum((r) => r.numPassedTests)} passed, ${sum((r) => r.numFailedTests)} failed${skipped ? `, ${skipped} skipped` : ""}`;
} catch {
  summary = `0 passed, 1 failed`;
}
console.log(`\n${summary}`);
process.exit(codes.every((c) => c === 0) && !summary.startsWith("0 passed") ? 0 : 1);
