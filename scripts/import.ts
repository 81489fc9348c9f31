/**
 * npm run import -- FILE.jsonl [--batch 100]
 * Imports judgments (JSON Lines, ../shared/data/README.md) into the local D1 database, on the same
 * state as `npm start` (LAW_REPORTER_STATE for another). The records are imported inside workerd
 * by a short-lived import Worker (scripts/lib/import-worker.ts), one request per batch, through the
 * back office's write path. It may run while `npm start` serves the same state: a batch the other
 * process holds the database against is sent again, and the Worker is restarted if it dies. An
 * import that still cannot go on says how far it got; running it again completes it (a record
 * already imported is updated or left alone, never duplicated).
 */
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import path from "node:path";
import type { ImportLineResult } from "../app/services/cases/import.server";
import { FIELD_LABELS } from "../app/services/cases/provenance.server";
import { servedPublicUrl, startImportWorker, stateDir } from "./lib/platform";

const args = process.argv.slice(2);
const file = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--batch");
const batchArg = args.indexOf("--batch");
const batchSize = batchArg >= 0 ? Number(args[batchArg + 1]) : 100;
if (!file || !Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000) {
  console.error("usage: npm run import -- FILE.jsonl [--batch 100]   (batch: 1 to 1000 records)");
  process.exit(2);
}

type Line = { line: number; raw: string };
type Rejected = Extract<ImportLineResult, { status: "rejected" }>;

const total = statSync(file).size;
const counts = { read: 0, imported: 0, updated: 0, unchanged: 0, rejected: 0 };
const rejected: Rejected[] = [];
/** Records whose source differs from a field the staff edited: the staff's value was kept (decision 037). */
const kept: { line: number; docId: number; fields: string[] }[] = [];
let bytes = 0;
let lastLineDone = 0;
const started = Date.now();

function progress(final = false) {
  const share = total ? bytes / total : 1;
  const width = 30;
  const bar = "#".repeat(Math.round(share * width)).padEnd(width, ".");
  const done = counts.imported + counts.updated + counts.unchanged + counts.rejected;
  const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
  process.stderr.write(`\r[${bar}] ${(share * 100).toFixed(0).padStart(3)}%  ${done} done, ${rate.toFixed(0)}/s${final ? "\n" : ""}`);
}

let worker = await startImportWorker();

/** Batches sent more than once (the database busy, the Worker restarted): said in the summary, not as errors. */
let retried = 0;

/**
 * Sends one batch; storage contention and a dead Worker are retried (with a fresh Worker), up to 8
 * times. A retry carries the time the first attempt was sent, so cases that attempt committed
 * before it failed are counted as imported or updated, not unchanged (decision 104).
 */
async function send(batch: Line[]): Promise<ImportLineResult[]> {
  let lastError = "";
  const since = new Date().toISOString();
  for (let attempt = 1; attempt <= 8; attempt++) {
    try {
      const query = new URLSearchParams({ file: path.basename(String(file)) });
      if (attempt > 1) query.set("since", since);
      const res = await worker.fetch(`http://import.local/?${query}`, { method: "POST", body: JSON.stringify(batch) });
      const body = (await res.json()) as { results?: ImportLineResult[]; error?: string; transient?: boolean };
      if (res.ok && body.results) {
        if (attempt > 1) retried++;
        return body.results;
      }
      lastError = body.error ?? `HTTP ${res.status}`;
      if (!body.transient) break;
    } catch (e) {
      // The Worker's process died or stopped answering: start another on the same state.
      lastError = e instanceof Error ? e.message : String(e);
      await worker.dispose().catch(() => undefined);
      worker = await startImportWorker();
    }
    await new Promise((r) => setTimeout(r, Math.min(4000, 250 * 2 ** attempt)));
  }
  throw new Error(lastError);
}

/**
 * Batches in flight: the next one is read and sent while the Worker writes the last, and results
 * are counted in file order, so "done up to line N" is always a prefix of the file.
 */
const inFlight: { last: number; ids: Set<string>; results: Promise<ImportLineResult[]> }[] = [];
const WINDOW = 2;

/** The record ids of a batch (a line that is not JSON has none: the Worker rejects it). */
function idsOf(batch: Line[]): Set<string> {
  const ids = new Set<string>();
  for (const { raw } of batch) {
    try {
      const id = (JSON.parse(raw) as { id?: unknown }).id;
      if (typeof id === "string") ids.add(id.trim());
    } catch {
      // rejected by the Worker with its reason
    }
  }
  return ids;
}

async function settleOldest() {
  const oldest = inFlight.shift()!;
  for (const r of await oldest.results) {
    counts[r.status]++;
    if (r.status === "rejected") rejected.push(r);
    else if (r.kept?.length) kept.push({ line: r.line, docId: r.docId, fields: r.kept });
  }
  lastLineDone = oldest.last;
  progress();
}

async function flush(batch: Line[]) {
  if (!batch.length) return;
  // A record whose id is in a batch still in flight waits for it, so it updates that case.
  const ids = idsOf(batch);
  while (inFlight.some((f) => [...ids].some((id) => f.ids.has(id)))) await settleOldest();
  const results = send(batch);
  results.catch(() => undefined); // awaited in order by settleOldest
  inFlight.push({ last: batch[batch.length - 1].line, ids, results });
  while (inFlight.length >= WINDOW) await settleOldest();
}

let failed: unknown = null;
try {
  const rl = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let batch: Line[] = [];
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
  while (inFlight.length) await settleOldest();
  progress(true);
} catch (e) {
  failed = e;
  process.stderr.write("\n");
} finally {
  await worker.dispose().catch(() => undefined);
}

const seconds = (Date.now() - started) / 1000;
const done = counts.imported + counts.updated + counts.unchanged + counts.rejected;
if (failed) {
  console.error(`Import of ${file} into ${stateDir()} stopped after ${seconds.toFixed(1)} s: ${failed instanceof Error ? failed.message : String(failed)}`);
  console.error(
    lastLineDone
      ? `  done: lines 1 to ${lastLineDone} (${done} records: imported ${counts.imported}, updated ${counts.updated}, unchanged ${counts.unchanged}, rejected ${counts.rejected})`
      : "  done: nothing (no batch went in)",
  );
  console.error("  Run the same command again to complete it: records already imported are not duplicated.");
} else {
  console.log(`Import of ${file} into ${stateDir()} finished in ${seconds.toFixed(1)} s (${(done / Math.max(seconds, 0.001)).toFixed(0)} records/s)`);
  console.log(
    `  read ${counts.read}, imported ${counts.imported}, updated ${counts.updated}, unchanged ${counts.unchanged}, rejected ${counts.rejected}, staff edits kept ${kept.length}`,
  );
  if (retried) console.log(`  ${retried} ${retried === 1 ? "batch was" : "batches were"} sent again (the database was busy, or the import Worker restarted); each counted once`);
}
for (const r of rejected) console.log(`  line ${r.line}: ${r.reason}`);
if (kept.length) {
  console.log(`  staff edits kept where the source differs: ${kept.length} ${kept.length === 1 ? "case" : "cases"} (the case form shows the source's value)`);
  for (const k of kept) {
    const fields = k.fields.map((f) => FIELD_LABELS[f as keyof typeof FIELD_LABELS] ?? f).join(", ");
    console.log(`  line ${k.line}: Doc ${k.docId} (${fields}) ${servedPublicUrl()}/admin/addCase?docId=${k.docId}`);
  }
}
// wrangler's dev environment can leave handles open after dispose(): the import is over, so exit.
process.exit(failed ? 2 : counts.rejected > 0 ? 1 : 0);
