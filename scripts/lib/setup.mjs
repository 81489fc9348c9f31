/**
 * What `npm start` and `npm test` need before they run, on a fresh clone: the dependencies
 * (npm ci when node_modules is missing or older than the lockfile) and, for the tests, Debian's
 * Chromium. Plain Node only: this runs before anything is installed.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { run } from "./run.mjs";

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  const stale = !existsSync(marker) || (existsSync("package-lock.json") && statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log("Installing dependencies (npm ci)…");
  await run("npm", ["ci", "--no-audit", "--no-fund"]);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The end-to-end tests drive Debian's Chromium (never a browser download). When it is missing,
 * root installs it as .ci/run does; anyone else is told the exact commands.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's chromium (apt-get update, apt-get install -y chromium)…");
    await run("apt-get", ["update"]);
    await run("apt-get", ["install", "-y", "chromium"], { env: { DEBIAN_FRONTEND: "noninteractive" } });
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `\nThe end-to-end tests need Chromium at ${CHROMIUM}, and it is not there.\n` +
      "Install Debian's package, then run npm test again:\n\n" +
      "  sudo apt-get update && sudo apt-get install -y chromium\n\n" +
      "(or set CHROMIUM_PATH to a Chromium binary).\n",
  );
  process.exit(1);
}

/**
 * The arguments of `wrangler dev` for both Workers on a local state, as `npm start` and the e2e
 * tests run them. PUBLIC_URL (links in e-mails, share links) is the served URL unless one is set.
 */
export function devServerArgs({ state, port, publicUrl = process.env.PUBLIC_URL, vars = {} }) {
  const served = `http://127.0.0.1:${port}`;
  const all = { DEV_OUTBOX: "1", OFFLINE_PROVIDERS: "1", ...vars, PUBLIC_URL: publicUrl || served };
  return [
    "wrangler", "dev", "-c", "wrangler.toml", "-c", "workers/wrangler.toml",
    "--persist-to", state, "--ip", "127.0.0.1", "--port", String(port),
    "--show-interactive-dev-session=false",
    ...Object.entries(all).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
}

/**
 * `--var` reaches only the first Worker of a multi-config `wrangler dev`; the jobs Worker reads
 * workers/.dev.vars instead. This writes that file (local-only, not committed) with the same
 * variables as the web Worker's `--var`s, so the jobs Worker's e-mails link to the served URL
 * (issue 21 item 5) and its providers are offline as the web Worker's are (decision 022).
 * Call it with devServerArgs' result just before starting wrangler.
 */
export function writeJobsWorkerVars(args, file = "workers/.dev.vars") {
  const lines = args.flatMap((a, i) => (a === "--var" ? [args[i + 1].replace(":", "=")] : []));
  writeFileSync(
    file,
    "# Written by scripts/lib/setup.mjs (writeJobsWorkerVars) at every npm start and e2e run:\n" +
      "# the jobs Worker's local variables, the same as the web Worker's --var. Local only; never\n" +
      "# put secrets here.\n" +
      lines.join("\n") + "\n",
  );
}

/**
 * The D1 bindings wrangler.toml gives the web Worker: `DB`, the catalogue, then each case shard's
 * `CASES_N` (decision 122: bound by `npm run shards -- add`), in the order the config lists them.
 */
export function d1Bindings(config = "wrangler.toml") {
  const bindings = [];
  let inD1 = false;
  for (const line of readFileSync(config, "utf8").split("\n")) {
    const t = line.trim();
    if (t.startsWith("[")) inD1 = t === "[[d1_databases]]";
    else if (inD1 && t.startsWith("binding")) bindings.push(t.slice(t.indexOf("=") + 1).trim().replaceAll('"', ""));
  }
  return bindings;
}

/** Applies each local database's migrations (the catalogue's, and the case migrations to every shard) in `state`. */
export async function migrateLocal(state, options = {}, config = "wrangler.toml") {
  for (const binding of d1Bindings(config)) {
    await run("npx", ["wrangler", "d1", "migrations", "apply", binding, "--local", "--persist-to", state, "-c", config], options);
  }
}
