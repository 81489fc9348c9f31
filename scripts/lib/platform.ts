/**
 * Gives Node scripts the real local bindings on the same persisted state as `wrangler dev`:
 * `openPlatform` (wrangler's getPlatformProxy: seed, reindex) and `startImportWorker` (a
 * short-lived workerd running scripts/lib/import-worker.ts: npm run import). The proxy costs a
 * synchronous round trip to workerd for every prepared statement, about 10 ms here, so bulk writes
 * go through the import Worker instead: one request per batch.
 */
import path from "node:path";
import { getPlatformProxy, unstable_startWorker } from "wrangler";
import type { Env } from "../../app/utils/env.server";

export const DEFAULT_STATE_DIR = ".wrangler/state";

export function stateDir(): string {
  return process.env.LAW_REPORTER_STATE ?? DEFAULT_STATE_DIR;
}

/** The Worker config the scripts read: wrangler.toml, or LAW_REPORTER_CONFIG (a benchmark's shard layout). */
export const configPath = () => path.resolve(process.env.LAW_REPORTER_CONFIG ?? "wrangler.toml");

export async function openPlatform(dir = stateDir()) {
  const proxy = await getPlatformProxy<Env>({
    configPath: configPath(),
    persist: { path: path.resolve(dir, "v3") },
  });
  return proxy;
}

/**
 * The public URL the site on this state serves under, as `npm start` sets it (PUBLIC_URL, else the
 * served address): the guest pages' edge-cache keys are made from it, so the import purges the
 * very entries the site holds.
 */
export function servedPublicUrl(): string {
  return process.env.PUBLIC_URL || `http://127.0.0.1:${process.env.PORT ?? "8787"}`;
}

/** Starts the import Worker on `dir` (wrangler.toml's bindings: D1, R2, the queue, the cache). */
export async function startImportWorker(dir = stateDir()) {
  // Quiet (decision 104): the import says itself what failed (a batch's error, "stopped …"); wrangler's
  // own log would print a red ERROR for every SQLITE_BUSY the import retries and succeeds past.
  // WRANGLER_LOG=error (or debug) in the environment shows it again.
  process.env.WRANGLER_LOG ??= "none";
  const logLevel = (["none", "error", "warn", "info", "log", "debug"] as const).find((l) => l === process.env.WRANGLER_LOG) ?? "none";
  const worker = await unstable_startWorker({
    config: configPath(),
    entrypoint: path.resolve("scripts/lib/import-worker.ts"),
    bindings: { PUBLIC_URL: { type: "plain_text", value: servedPublicUrl() } },
    dev: { persist: path.resolve(dir), inspector: false, server: { hostname: "127.0.0.1", port: 0 }, logLevel, watch: false },
  });
  await worker.ready;
  return worker;
}
