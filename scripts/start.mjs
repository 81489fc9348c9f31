#!/usr/bin/env node
/**
 * npm start — on a fresh clone: installs dependencies, builds, creates and migrates the local D1,
 * loads the demo data when the database is empty, and serves both Workers (web + jobs) through
 * `wrangler dev` on http://127.0.0.1:8787. `npm run dev` does the same and rebuilds on change.
 */
import { spawn } from "node:child_process";
import { run } from "./lib/run.mjs";
import { devServerArgs, ensureDependencies, migrateLocal, writeJobsWorkerVars } from "./lib/setup.mjs";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "8787";
const state = process.env.LAW_REPORTER_STATE ?? ".wrangler/state";
const url = `http://127.0.0.1:${port}`;
const publicUrl = process.env.PUBLIC_URL || url;

await ensureDependencies();

console.log("Building…");
await run("npx", ["remix", "build"]);
console.log("Migrating the local database…");
await migrateLocal(state);
await run("npx", ["tsx", "scripts/seed.ts", "--if-empty"]);
// A database from before the phrase-pair index (migration 0006) gets it now (decision 014).
await run("npx", ["tsx", "scripts/reindex.ts", "--pairs", "--if-incomplete"]);

const args = devServerArgs({ state, port, publicUrl });
writeJobsWorkerVars(args);
const children = [];
if (dev) children.push(spawn("npx", ["remix", "watch"], { stdio: "inherit" }));
const wrangler = spawn(
  "npx",
  args,
  { stdio: ["inherit", "pipe", "inherit"] },
);
children.push(wrangler);

let announced = false;
wrangler.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && String(chunk).includes("Ready on")) {
    announced = true;
    void printBanner();
  }
});

async function printBanner() {
  const { execFileSync } = await import("node:child_process");
  const logins = execFileSync("npx", ["tsx", "scripts/demo-logins.ts"], { encoding: "utf8" });
  console.log(`\n  SAR Online Law Reporter is running at ${url}${publicUrl === url ? "" : ` (public URL ${publicUrl})`}\n  Back office: ${url}/admin\n\n${logins}\n  E-mail and SMS (offline mode): ${url}/dev/outbox\n  Press Ctrl+C to stop.\n`);
}

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
wrangler.on("exit", (code) => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code ?? 0);
});
