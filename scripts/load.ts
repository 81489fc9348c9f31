/**
 * npm run load [-- --connections 50 --seconds 10 --requests 20000]
 * The site under load (issue 22 item 12): builds, starts both Workers with `wrangler dev` on a
 * fresh local state (migrations, demo data, the real judgments of
 * ../shared/data/judgments-sample.jsonl imported with `npm run import`), logs the demo subscriber
 * in and drives three pages with autocannon over loopback only, one after the other:
 * the landing page, a visitor's guest case page (served from the edge cache after the first
 * request) and the subscriber's case page of a judgment of about 40 KB. Each run is bounded in
 * time and in requests. Prints requests/s, p50 and p95 (ms) per page (docs/benchmarks.md).
 * `-- --state DIR` keeps the prepared state in DIR and reuses it on the next run (no import).
 */
import autocannon from "autocannon";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { run } from "./lib/run.mjs";
import { devServerArgs, migrateLocal } from "./lib/setup.mjs";

const SAMPLE = path.resolve("../shared/data/judgments-sample.jsonl");
const argValue = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} takes a positive whole number`);
  return v;
};
const connections = argValue("connections", 50);
const seconds = Math.min(argValue("seconds", 10), 60);
const maxRequests = Math.min(argValue("requests", 20_000), 200_000);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address();
      const port = typeof a === "object" && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string) {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not answer in time:\n${log()}`);
}

/** One query on the local D1 of the state, through wrangler (the same SQLite the site reads). */
async function sql<T>(state: string, command: string): Promise<T[]> {
  const out = await new Promise<string>((resolve, reject) =>
    execFile("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", command], { env: { ...process.env, CI: "1" }, maxBuffer: 1 << 24 }, (e, stdout) =>
      e ? reject(e) : resolve(stdout),
    ),
  );
  return (JSON.parse(out) as { results: T[] }[])[0].results;
}

/** Logs the demo subscriber in as the login form does and returns the session cookie. */
async function login(base: string): Promise<string> {
  const body = new URLSearchParams({ login: "subscriber@sar.example.com", password: "Demo@2026", intent: "login" });
  let res = await fetch(`${base}/auth/login`, { method: "POST", body, redirect: "manual", headers: { origin: base } });
  // The demo subscriber's one seat is held by an earlier run (a kept --state): log that one out.
  const takeover = res.status === 409 ? /name="takeover" value="([^"]+)"/.exec(await res.text())?.[1] : undefined;
  if (takeover) {
    res = await fetch(`${base}/auth/login`, { method: "POST", body: new URLSearchParams({ intent: "takeover", takeover }), redirect: "manual", headers: { origin: base } });
  }
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  if (res.status !== 302 || !cookie) throw new Error(`login answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return cookie;
}

type Row = { page: string; rps: number; p50: number; p95: number; requests: number; non2xx: number; errors: number };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Drives one URL (loopback only) with autocannon, bounded by time and by requests. */
async function drive(page: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const host = new URL(url).hostname;
  if (host !== "127.0.0.1") throw new Error(`load runs on loopback only, not ${host}`);
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({ url, connections, duration: seconds, maxOverallRequests: maxRequests, headers });
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status < 200 || status > 299) non2xx++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const elapsed = result.duration || seconds;
  return { page, rps: times.length / elapsed, p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length, non2xx, errors: result.errors + result.timeouts };
}

const stateArg = process.argv.indexOf("--state");
const keptState = stateArg >= 0 ? path.resolve(process.argv[stateArg + 1]) : null;
const reuse = keptState !== null && existsSync(path.join(keptState, "v3"));
const state = keptState ?? mkdtempSync(path.join(tmpdir(), "law-reporter-load-"));
const env = { ...process.env, LAW_REPORTER_STATE: state };
let child = null as ChildProcess | null;
try {
  console.log("Building…");
  await run("npx", ["remix", "build"], { env, stdio: "ignore" });
  if (!reuse) await prepare();
  // A kept state gets the migrations added since it was prepared.
  else await migrateLocal(state, { env, stdio: "ignore" });
  await measure();
} finally {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!keptState) rmSync(state, { recursive: true, force: true });
}

/** A fresh local state: migrations, the demo data (the subscriber), the sample's judgments. */
async function prepare() {
  console.log(`Migrating a fresh local state in ${state}, loading the demo data…`);
  await migrateLocal(state, { env, stdio: "ignore" });
  await run("npx", ["tsx", "scripts/seed.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  console.log(`Importing ${path.relative(process.cwd(), SAMPLE)}…`);
  await run("npx", ["tsx", "scripts/import.ts", SAMPLE], { env, stdio: "ignore" }).catch(() => undefined); // exit 1 = some lines rejected
}

async function measure() {
  const [pick] = await sql<{ docId: number; len: number }>(
    state,
    "SELECT doc_id AS docId, length(judgement_order) AS len FROM cases WHERE live = 1 AND deleted_at IS NULL AND source_id IS NOT NULL ORDER BY abs(length(judgement_order) - 40000) LIMIT 1",
  );
  const [{ n }] = await sql<{ n: number }>(state, "SELECT count(*) AS n FROM cases WHERE source_id IS NOT NULL");
  if (!pick || n < 100) throw new Error(`the import left ${n} judgments; expected the sample's`);
  const port = await freePort();
  let output = "";
  child = spawn("npx", [...devServerArgs({ state, port, publicUrl: "" }), "--inspector-port", "0"], {
    env: { ...env, CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/terms`, child, () => output);
  const cookie = await login(base);
  const caseUrl = `${base}/viewCase/${pick.docId}`;
  const guestUrl = `${base}/guestCase/${pick.docId}`;
  // Warm each page once (the guest page enters the edge cache; Similar Cases computes its cache).
  for (const [u, h] of [[`${base}/`, {}], [guestUrl, {}], [caseUrl, { cookie }]] as const) {
    const res = await fetch(u, { headers: h, redirect: "manual" });
    if (res.status !== 200) throw new Error(`${u} answered ${res.status}`);
    await res.arrayBuffer();
  }
  console.log(`${n} judgments imported; case ${pick.docId} (${(pick.len / 1000).toFixed(0)} KB of judgment text). ${connections} connections, ${seconds} s or ${maxRequests} requests a page.\n`);
  const rows = [
    await drive("landing /", `${base}/`),
    await drive("cached guest page", guestUrl),
    await drive("subscriber case page", caseUrl, { cookie }),
  ];
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  console.log(line(["page", "req/s", "p50 ms", "p95 ms", "requests", "non-2xx", "errors"]));
  console.log(line(["---", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const r of rows) console.log(line([r.page, r.rps.toFixed(1), r.p50.toFixed(0), r.p95.toFixed(0), String(r.requests), String(r.non2xx), String(r.errors)]));
  const ratio = rows[2].rps / rows[0].rps;
  console.log(`\nsubscriber case page / landing page: ${ratio.toFixed(2)} (goal ≥ 0.5)`);
  if (rows.some((r) => r.non2xx || r.errors)) {
    console.error("some requests failed (see non-2xx / errors)");
    process.exitCode = 1;
  }
}
