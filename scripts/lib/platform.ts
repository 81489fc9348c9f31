/**
 * Gives Node scripts (seed, import, bench) the real local bindings through wrangler's
 * getPlatformProxy: D1 and R2 run in workerd on the same persisted state as `wrangler dev`.
 */
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import type { Env } from "../../app/utils/env.server";

export const DEFAULT_STATE_DIR = ".wrangler/state";

export function stateDir(): string {
  return process.env.LAW_REPORTER_STATE ?? DEFAULT_STATE_DIR;
}

export async function openPlatform(dir = stateDir()) {
  const proxy = await getPlatformProxy<Env>({
    configPath: path.resolve("wrangler.toml"),
    persist: { path: path.resolve(dir, "v3") },
  });
  return proxy;
}
