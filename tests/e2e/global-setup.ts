/**
 * Starts both Workers with `wrangler dev` on a fresh local state directory (migrations applied,
 * demo data loaded), as `npm start` does, and gives the tests its URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { run } from "../../scripts/lib/run.mjs";
import { devServerArgs, migrateLocal, writeJobsWorkerVars } from "../../scripts/lib/setup.mjs";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not answer within ${timeoutMs} ms:\n${log()}`);
}

export default async function setup(project: TestProject) {
  const state = mkdtempSync(path.join(tmpdir(), "law-reporter-e2e-"));
  const env = { ...process.env, LAW_REPORTER_STATE: state };
  await migrateLocal(state, { env, stdio: "ignore" });
  await run("npx", ["tsx", "scripts/seed.ts"], { env, stdio: "ignore" });
  const port = await freePort();
  let output = "";
  const args = devServerArgs({ state, port, publicUrl: "" });
  writeJobsWorkerVars(args);
  const child = spawn(
    "npx",
    [...args, "--inspector-port", "0"],
    { env: { ...env, CI: "1" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(`${baseURL}/terms`, child, () => output);
  project.provide("baseURL", baseURL);
  project.provide("stateDir", state);
  return async () => {
    // E2E_SERVER_LOG=file: the dev server's output kept for a look after the run.
    if (process.env.E2E_SERVER_LOG) writeFileSync(process.env.E2E_SERVER_LOG, output);
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(state, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    stateDir: string;
  }
}
