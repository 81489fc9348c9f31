import type { Env } from "../utils/env.server";

/**
 * Whether providers without keys may work offline (decision 022). Only a local run sets
 * OFFLINE_PROVIDERS = "1" (npm start and the e2e tests pass it as `--var`, the integration tests
 * as a binding); a missing secret alone never switches a provider offline, so a deploy that forgot
 * one fails closed: it refuses and logs, it never pretends to send or to take money.
 */
export function offlineAllowed(env: Env): boolean {
  return env.OFFLINE_PROVIDERS === "1";
}

/** live: keys configured; offline: no keys and offline switched on; unconfigured: refuse. */
export type ProviderMode = "live" | "offline" | "unconfigured";

/**
 * The mode of a provider from its keys: all set = live; none set and offline allowed = offline;
 * anything else (none set without the local setting, or only some of them) = unconfigured.
 */
export function providerMode(env: Env, keys: (string | undefined)[]): ProviderMode {
  if (keys.every(Boolean)) return "live";
  if (keys.some(Boolean)) return "unconfigured";
  return offlineAllowed(env) ? "offline" : "unconfigured";
}
