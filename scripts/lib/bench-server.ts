/**
 * What `npm run bench` and `npm run bench:relevance` share: their own `wrangler dev` on a state
 * directory, the import through the Worker's /dev/import, and percentiles.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * Starts `wrangler dev` on the state's own copy of the built Worker (a rebuild elsewhere does not
 * restart it mid-run). On one database (CASE_SHARDS empty) unless a layout's config and map are
 * given (the ranking benches' `--shards N`): the baselines of `npm run bench` are raw SQLite on that
 * one file; its searches over case shards are `npm run bench -- --shards`'s (decision 127).
 */
export async function startBenchServer(state: string, port: number, config = "wrangler.toml", caseShards = ""): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    "npx",
    ["wrangler", "dev", path.join(state, "worker.js"), "-c", config, "--persist-to", state, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", "0", "--show-interactive-dev-session=false", "--var", "DEV_BULK_IMPORT:1", "--var", "API_CALLS_PER_MINUTE:1000000", "--var", "CITATION_CHECKS_PER_HOUR:1000000", "--var", `CASE_SHARDS:${caseShards}`],
    { stdio: ["ignore", "pipe", "pipe"], detached: true, env: { ...process.env, CI: "1" } },
  );
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/terms`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not start:\n${log}`);
}

/**
 * Sends JSON Lines to the Worker's /dev/import. The import is idempotent, so a batch that failed
 * half-way (a local worker restart) is simply sent again, up to five times.
 */
export async function postImport(base: string, body: string): Promise<{ imported: number; rejected: unknown[] }> {
  let res: Response | null = null;
  for (let attempt = 1; attempt <= 5; attempt++) {
    res = await fetch(`${base}/dev/import`, { method: "POST", body }).catch(() => null);
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
  if (!res?.ok) throw new Error(`import failed: ${res?.status} ${await res?.text()}`);
  return (await res.json()) as { imported: number; rejected: unknown[] };
}

/** The p-th percentile of a list of samples. */
export const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
