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
const code = await new Promise((resolve) => {
  const child = spawn(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json", ...extra],
    { stdio: "inherit", env: { ...process.env, CI: "1" } },
  );
  child.on("exit", (c) => resolve(c ?? 1));
});
let summary = "";
try {
  const report = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
  const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that failed outside its tests (a hook, an import) fails none of them — they are skipped —
  // so it counts as one failure; and a run vitest failed for any other reason is never "0 failed".
  const brokenFiles = report.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")).length;
  let failed = report.numFailedTests + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1;
  summary = `${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
} catch {
  summary = `0 passed, 1 failed`;
}
console.log(`\n${summary}`);
process.exit(code === 0 && !summary.startsWith("0 passed") ? 0 : 1);
