/**
 * npm run import -- FILE.jsonl [--batch 100]
 * Imports judgments (JSON Lines, ../shared/data/README.md) into the local D1 database through the
 * real D1 binding (wrangler's platform proxy on the same state as `npm start`).
 */
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { importLines, type ImportLineResult } from "../app/services/import.server";
import { createDb } from "../app/utils/context.server";
import { openPlatform, stateDir } from "./lib/platform";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const batchArg = args.indexOf("--batch");
const batchSize = batchArg >= 0 ? Number(args[batchArg + 1]) : 100;
if (!file) {
  console.error("usage: npm run import -- FILE.jsonl [--batch 100]");
  process.exit(2);
}

const total = statSync(file).size;
const platform = await openPlatform();
const db = createDb(platform.env.DB);
const counts = { read: 0, imported: 0, updated: 0, rejected: 0 };
const rejected: Extract<ImportLineResult, { status: "rejected" }>[] = [];
let bytes = 0;
const started = Date.now();

function progress(final = false) {
  const share = total ? bytes / total : 1;
  const width = 30;
  const bar = "#".repeat(Math.round(share * width)).padEnd(width, ".");
  const rate = counts.read / Math.max(0.001, (Date.now() - started) / 1000);
  process.stderr.write(`\r[${bar}] ${(share * 100).toFixed(0).padStart(3)}%  ${counts.read} read, ${rate.toFixed(0)}/s${final ? "\n" : ""}`);
}

async function flush(batch: { line: number; raw: string }[]) {
  if (!batch.length) return;
  const results = await importLines(db, batch, { now: new Date() });
  for (const r of results) {
    counts[r.status]++;
    if (r.status === "rejected") rejected.push(r);
  }
  progress();
}

try {
  const rl = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let batch: { line: number; raw: string }[] = [];
  let lineNo = 0;
  for await (const raw of rl) {
    lineNo++;
    bytes += Buffer.byteLength(raw, "utf8") + 1;
    if (!raw.trim()) continue;
    counts.read++;
    batch.push({ line: lineNo, raw });
    if (batch.length >= batchSize) {
      await flush(batch);
      batch = [];
    }
  }
  await flush(batch);
  progress(true);
  const seconds = (Date.now() - started) / 1000;
  console.log(`Import of ${file} into ${stateDir()} finished in ${seconds.toFixed(1)} s`);
  console.log(`  read ${counts.read}, imported ${counts.imported}, updated ${counts.updated}, rejected ${counts.rejected}`);
  for (const r of rejected) console.log(`  line ${r.line}: ${r.reason}`);
} finally {
  await platform.dispose();
}
process.exitCode = counts.rejected > 0 ? 1 : 0;
