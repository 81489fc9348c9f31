/**
 * npm run admin:create -- --email … --name … --mobile … [--remote]
 *
 * Makes a Super Admin (the first one of a new deployment): asks for the password on the terminal
 * without echo (twice), or reads it from stdin's first line when stdin is not a terminal; checks
 * everything with the app's rules; writes the account through `wrangler d1 execute` into the local
 * database (the state of `npm start`, LAW_REPORTER_STATE for another) or, with --remote, the
 * deployed one. The password is hashed here; the SQL goes through a temporary file, never the
 * command line.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminInsertSql, checkAdmin, parseAdminArgs } from "./lib/admin-create";
import { stateDir } from "./lib/platform";

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

/** Reads one line from the terminal with echo off. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          reject(new Error("cancelled"));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

let args;
try {
  args = parseAdminArgs(process.argv.slice(2));
} catch (e) {
  fail([(e as Error).message, "Usage: npm run admin:create -- --email EMAIL --name NAME --mobile MOBILE [--remote]"]);
}
if (!args.email || !args.name || !args.mobile) fail(["Usage: npm run admin:create -- --email EMAIL --name NAME --mobile MOBILE [--remote]"]);

let password: string;
if (process.stdin.isTTY) {
  password = await askHidden("Password (8 to 14 characters): ");
  const again = await askHidden("Repeat the password: ");
  if (again !== password) fail(["The passwords differ; nothing was written."]);
} else {
  password = await readStdinLine();
}

const checked = checkAdmin({ email: args.email, name: args.name, mobile: args.mobile, password });
if (!checked.ok) fail([...checked.errors, "Nothing was written."]);

const dir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
const file = path.join(dir, "admin.sql");
writeFileSync(file, await adminInsertSql(checked.value, new Date()), { mode: 0o600 });
const where = args.remote ? ["--remote"] : ["--local", "--persist-to", stateDir()];
const run = spawnSync("npx", ["wrangler", "d1", "execute", "DB", ...where, "--file", file, "--json", "--yes"], { encoding: "utf8", env: { ...process.env, CI: "1" } });
rmSync(dir, { recursive: true, force: true });
if (run.status !== 0) fail([run.stdout, run.stderr, "wrangler d1 execute failed; nothing was written."]);

let changes = 0;
try {
  const results = JSON.parse(run.stdout) as { results?: { id: number }[] }[];
  changes = results.reduce((n, r) => n + (r.results?.length ?? 0), 0);
} catch {
  fail([run.stdout, "Could not read wrangler's answer; check the users table."]);
}
if (changes === 0) fail([`An account with the e-mail ${checked.value.email} or the mobile ${checked.value.mobile} exists already; nothing was written.`]);
console.log(`Super Admin ${checked.value.name} <${checked.value.email}> created in the ${args.remote ? "remote" : `local (${stateDir()})`} database. Log in at /admin.`);
