/**
 * Bulk import from the back office (issue 14 item 11, decision 028): a JSON Lines file uploaded by
 * a Super Admin or Admin is stored in R2 and imported by the jobs queue, one batch of lines per
 * message, through the same code as `npm run import` (`importLines`: parse, validate, merge,
 * `writeCases`). Progress lives in D1 (bulk_imports), so the screen survives a reload.
 *
 * Each message names a byte offset. The R2 object is read from there as a stream, line by line,
 * until a batch is full, so a 100 MB file is never held in memory. A batch's counts and the next
 * offset are written by one conditional UPDATE (`next_offset = the message's offset`): a message
 * delivered twice, or retried after its batch was counted, changes nothing.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { bulkImportBatches, bulkImportKept, bulkImportRejections, bulkImports, caseDirectory, users } from "../../../db/schema";
import { bulkImportMessages as m } from "../../utils/copy";
import type { AppContext } from "../../utils/context.server";
import type { JobMessage } from "../../utils/env.server";
import { casesBySourceId, importLines, parseLine } from "./import.server";
import { FIELD_LABELS, isTrackedField } from "./provenance.server";

/** The service's input schemas, for the page's loader and action and the API (decision 058). */
export * from "./bulk-import.schema";

/** The largest file taken (a Worker's request body limit on the Free and Pro plans). */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;
/** Without JavaScript the file comes in a multipart form, which is read whole: the forms' cap. */
export const MAX_FORM_IMPORT_BYTES = 25 * 1024 * 1024;
/** Lines per queue message, as `npm run import` sends per request. */
export const LINES_PER_BATCH = 100;
/** A batch also stops once it holds this many bytes (a few very long judgments). */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;
/** How much of the file one R2 read takes. */
const READ_CHUNK_BYTES = 1024 * 1024;
/** A line longer than this is rejected without being held (a binary file with no newline). */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;
/** After this many attempts at one batch the import is marked failed (max_retries is 3). */
const MAX_ATTEMPTS = 3;
const REASON_MAX = 500;

export type BulkImportJob = Extract<JobMessage, { type: "bulk-import" }>;

export type StartResult = { ok: true; id: number } | { ok: false; status: 400 | 411 | 413; message: string };

/** A file name as shown on the screen: the last path segment, printable, at most 200 characters. */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  return clean || "upload.jsonl";
}

/**
 * Stores the uploaded file in R2 and queues its first batch. `body` is a stream of exactly `size`
 * bytes (a request body with its Content-Length) or a File from a form.
 */
export async function startBulkImport(
  ctx: AppContext,
  input: { actorId: number; fileName: string; size: number; body: ReadableStream | Blob; cap?: number },
): Promise<StartResult> {
  const cap = input.cap ?? MAX_IMPORT_BYTES;
  if (!Number.isFinite(input.size) || input.size <= 0) return { ok: false, status: 400, message: m.selectFile };
  if (input.size > cap) return { ok: false, status: 413, message: m.tooLarge(cap / 1024 / 1024) };
  const row = await ctx.db
    .insert(bulkImports)
    .values({ fileName: cleanFileName(input.fileName), r2Key: "", size: input.size, status: "queued", createdBy: input.actorId })
    .returning({ id: bulkImports.id })
    .get();
  const key = `imports/${row.id}.jsonl`;
  try {
    await ctx.files.put(key, input.body, {
      httpMetadata: { contentType: "application/x-ndjson" },
      customMetadata: { importId: String(row.id), uploadedBy: String(input.actorId) },
    });
  } catch (e) {
    // Nothing stored: the row would only show a dead import.
    await ctx.db.delete(bulkImports).where(eq(bulkImports.id, row.id));
    throw e;
  }
  await ctx.db.update(bulkImports).set({ r2Key: key }).where(eq(bulkImports.id, row.id));
  await ctx.jobs.send({ type: "bulk-import", importId: row.id, offset: 0, line: 1 });
  return { ok: true, id: row.id };
}

export type ReadBatch = {
  /** non-blank lines, numbered from the file's first line (blank lines count, as in `npm run import`) */
  lines: { line: number; raw: string }[];
  /** lines too long to hold */
  overlong: number[];
  nextOffset: number;
  nextLine: number;
  eof: boolean;
};

/**
 * Reads up to `maxLines` lines of an R2 object from a byte offset, a 1 MB range at a time: only
 * the batch's lines and one range are held, and a line over MAX_LINE_BYTES is skipped (its number returned) without being
 * kept. Offsets are bytes, so a multi-byte character is never cut.
 */
export async function readLineBatch(
  files: R2Bucket,
  key: string,
  size: number,
  from: { offset: number; line: number },
  maxLines = LINES_PER_BATCH,
): Promise<ReadBatch> {
  const out: ReadBatch = { lines: [], overlong: [], nextOffset: from.offset, nextLine: from.line, eof: false };
  if (from.offset >= size) return { ...out, eof: true };
  const decoder = new TextDecoder("utf-8");
  let parts: Uint8Array[] = [];
  let lineBytes = 0;
  let held = 0;
  let batchBytes = 0;
  let count = 0;

  const endLine = (withNewline: boolean) => {
    const number = out.nextLine;
    out.nextLine++;
    out.nextOffset += lineBytes + (withNewline ? 1 : 0);
    batchBytes += lineBytes;
    count++;
    if (lineBytes > MAX_LINE_BYTES) out.overlong.push(number);
    else {
      const bytes = new Uint8Array(held);
      let at = 0;
      for (const p of parts) {
        bytes.set(p, at);
        at += p.byteLength;
      }
      const raw = decoder.decode(bytes).replace(/\r$/, "");
      if (raw.trim()) out.lines.push({ line: number, raw });
    }
    parts = [];
    lineBytes = 0;
    held = 0;
  };
  const keep = (chunk: Uint8Array) => {
    lineBytes += chunk.byteLength;
    if (lineBytes > MAX_LINE_BYTES) {
      parts = [];
      held = 0;
      return;
    }
    parts.push(chunk.slice());
    held += chunk.byteLength;
  };

  // Bounded ranges read to their end: a stream left half-read (and cancelled) can hold up local
  // storage, and a chunk is all that is held at once.
  let position = from.offset;
  reading: while (position < size) {
    const length = Math.min(READ_CHUNK_BYTES, size - position);
    const object = await files.get(key, { range: { offset: position, length } });
    if (!object) throw new Error(`import file ${key} is missing from storage`);
    const value = new Uint8Array(await object.arrayBuffer());
    if (value.byteLength === 0) break;
    position += value.byteLength;
    let start = 0;
    for (;;) {
      const newline = value.indexOf(0x0a, start);
      if (newline === -1) {
        if (start < value.byteLength) keep(value.subarray(start));
        break;
      }
      keep(value.subarray(start, newline));
      endLine(true);
      start = newline + 1;
      if (count >= maxLines || batchBytes >= MAX_BATCH_BYTES) break reading;
    }
  }
  if (position >= size && lineBytes > 0) endLine(false);
  if (out.nextOffset >= size) out.eof = true;
  return out;
}

const clip = (reason: string) => (reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason);

/**
 * One queue message: imports the batch of lines at `job.offset` and queues the next. Safe to run
 * twice for the same message (see the module comment); on the last attempt a failing batch marks
 * the import failed instead of going round again.
 */
export async function runBulkImportBatch(ctx: AppContext, job: BulkImportJob, attempts: number): Promise<void> {
  try {
    await importBatch(ctx, job, attempts);
  } catch (e) {
    if (attempts < MAX_ATTEMPTS) throw e;
    const message = rootMessage(e);
    console.error(`bulk import ${job.importId} stopped at line ${job.line}: ${message}`);
    await ctx.db
      .update(bulkImports)
      .set({ status: "failed", error: clip(`line ${job.line}: ${message}`), updatedAt: ctx.clock.now().toISOString(), finishedAt: ctx.clock.now().toISOString() })
      .where(and(eq(bulkImports.id, job.importId), eq(bulkImports.nextOffset, job.offset)));
  }
}

async function importBatch(ctx: AppContext, job: BulkImportJob, attempts: number): Promise<void> {
  const db = ctx.db;
  const row = await db.select().from(bulkImports).where(eq(bulkImports.id, job.importId)).get();
  if (!row || row.status === "done" || row.status === "failed") return;
  if (row.nextOffset !== job.offset) {
    // This batch was counted already. A retry may come from a run that counted it but did not get
    // to queue the next batch: queue it again (a duplicate of it is skipped the same way).
    if (attempts > 1 && job.offset < row.nextOffset) {
      await ctx.jobs.send({ type: "bulk-import", importId: row.id, offset: row.nextOffset, line: row.nextLine });
    }
    return;
  }

  const batch = await readLineBatch(ctx.files, row.r2Key, row.size, { offset: row.nextOffset, line: row.nextLine });

  // Which records have no case yet, remembered on the batch's first run: a retry after the cases
  // went in (but before the counts did) still counts them as imported, not unchanged.
  const ids = [...new Set(batch.lines.map((l) => parseLine(l.raw)).flatMap((p) => (p.ok ? [p.record.id] : [])))];
  // By the directory, as the import itself finds them (a case in any shard, issue 36).
  const known = new Set((await casesBySourceId(ctx, ids)).keys());
  await db
    .insert(bulkImportBatches)
    .values({ importId: row.id, offset: job.offset, freshIds: JSON.stringify(ids.filter((id) => !known.has(id))) })
    .onConflictDoNothing();
  const begun = await db
    .select({ freshIds: bulkImportBatches.freshIds })
    .from(bulkImportBatches)
    .where(and(eq(bulkImportBatches.importId, row.id), eq(bulkImportBatches.offset, job.offset)))
    .get();
  const fresh = new Set<string>(JSON.parse(begun?.freshIds ?? "[]") as string[]);

  const results = batch.lines.length ? await importLines(ctx, batch.lines, { actorId: row.createdBy, file: row.fileName }) : [];
  const counts = { imported: 0, updated: 0, unchanged: 0 };
  const rejections = batch.overlong.map((line) => ({ line, reason: m.lineTooLong(MAX_LINE_BYTES / 1024 / 1024) }));
  // Records whose source differs from a field the staff edited (kept, decision 037).
  const kept: { line: number; docId: number; fields: string }[] = [];
  for (const r of results) {
    if (r.status === "rejected") rejections.push({ line: r.line, reason: clip(r.reason) });
    else if (fresh.has(r.sourceId)) counts.imported++;
    else counts[r.status === "imported" ? "imported" : r.status]++;
    if (r.status !== "rejected" && r.kept?.length) kept.push({ line: r.line, docId: r.docId, fields: JSON.stringify(r.kept) });
  }

  const now = ctx.clock.now().toISOString();
  const advance = db
    .update(bulkImports)
    .set({
      status: batch.eof ? "done" : "running",
      nextOffset: batch.nextOffset,
      nextLine: batch.nextLine,
      linesRead: sql`${bulkImports.linesRead} + ${batch.lines.length + batch.overlong.length}`,
      imported: sql`${bulkImports.imported} + ${counts.imported}`,
      updated: sql`${bulkImports.updated} + ${counts.updated}`,
      unchanged: sql`${bulkImports.unchanged} + ${counts.unchanged}`,
      rejected: sql`${bulkImports.rejected} + ${rejections.length}`,
      kept: sql`${bulkImports.kept} + ${kept.length}`,
      updatedAt: now,
      finishedAt: batch.eof ? now : null,
    })
    .where(and(eq(bulkImports.id, row.id), eq(bulkImports.nextOffset, job.offset)))
    .returning({ id: bulkImports.id });
  const rejectionInserts = [];
  // Three values a row, within D1's 100 bound values a statement.
  for (let i = 0; i < rejections.length; i += 30) {
    rejectionInserts.push(
      db
        .insert(bulkImportRejections)
        .values(rejections.slice(i, i + 30).map((r) => ({ importId: row.id, ...r })))
        .onConflictDoNothing(),
    );
  }
  // Four values a row.
  for (let i = 0; i < kept.length; i += 25) {
    rejectionInserts.push(
      db
        .insert(bulkImportKept)
        .values(kept.slice(i, i + 25).map((k) => ({ importId: row.id, ...k })))
        .onConflictDoNothing(),
    );
  }
  const forget = db.delete(bulkImportBatches).where(and(eq(bulkImportBatches.importId, row.id), eq(bulkImportBatches.offset, job.offset)));
  const [advanced] = await db.batch([advance, ...rejectionInserts, forget]);
  if ((advanced as { id: number }[]).length === 0) return; // another run of this batch counted it
  if (!batch.eof) await ctx.jobs.send({ type: "bulk-import", importId: row.id, offset: batch.nextOffset, line: batch.nextLine });
}

function rootMessage(e: unknown): string {
  let error = e;
  while (error instanceof Error && error.cause instanceof Error) error = error.cause;
  return error instanceof Error ? error.message : String(error);
}

/** An import with no progress for this long (and not done) is shown as stalled, with Resume. */
export const STALL_MS = 60_000;

export function isStalled(row: { status: string; updatedAt: string }, now: Date): boolean {
  if (row.status === "failed") return true;
  if (row.status === "done") return false;
  return now.getTime() - Date.parse(row.updatedAt) > STALL_MS;
}

/**
 * Queues the batch an import stopped at again: after it failed, or when its message was lost.
 * Safe while the import still runs: the batch is counted once whichever run gets there first.
 */
export async function resumeBulkImport(ctx: AppContext, id: number): Promise<boolean> {
  const row = await ctx.db
    .update(bulkImports)
    .set({ status: "running", error: null, finishedAt: null, updatedAt: ctx.clock.now().toISOString() })
    .where(and(eq(bulkImports.id, id), inArray(bulkImports.status, ["queued", "running", "failed"])))
    .returning({ nextOffset: bulkImports.nextOffset, nextLine: bulkImports.nextLine })
    .get();
  if (!row) return false;
  await ctx.jobs.send({ type: "bulk-import", importId: id, offset: row.nextOffset, line: row.nextLine });
  return true;
}

export type BulkImportRow = {
  id: number;
  fileName: string;
  size: number;
  status: "queued" | "running" | "done" | "failed";
  nextOffset: number;
  linesRead: number;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: number;
  kept: number;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  uploadedBy: string | null;
};

const rowColumns = {
  id: bulkImports.id,
  fileName: bulkImports.fileName,
  size: bulkImports.size,
  status: bulkImports.status,
  nextOffset: bulkImports.nextOffset,
  linesRead: bulkImports.linesRead,
  imported: bulkImports.imported,
  updated: bulkImports.updated,
  unchanged: bulkImports.unchanged,
  rejected: bulkImports.rejected,
  kept: bulkImports.kept,
  error: bulkImports.error,
  createdAt: bulkImports.createdAt,
  updatedAt: bulkImports.updatedAt,
  finishedAt: bulkImports.finishedAt,
  uploadedBy: users.name,
};

/** The latest imports, newest first (a page of 20). */
export async function listBulkImports(ctx: AppContext, opts: { page: number; perPage?: number }): Promise<{ rows: BulkImportRow[]; pages: number }> {
  const perPage = opts.perPage ?? 20;
  const total = (await ctx.db.select({ n: sql<number>`count(*)` }).from(bulkImports).get())?.n ?? 0;
  const rows = await ctx.db
    .select(rowColumns)
    .from(bulkImports)
    .leftJoin(users, eq(users.id, bulkImports.createdBy))
    .orderBy(desc(bulkImports.id))
    .limit(perPage)
    .offset((opts.page - 1) * perPage)
    .all();
  return { rows, pages: Math.max(1, Math.ceil(total / perPage)) };
}

/** One import with its first `limit` rejections and cases whose staff edits were kept, in line order. */
export async function getBulkImport(ctx: AppContext, id: number, limit = 200) {
  const row = await ctx.db.select(rowColumns).from(bulkImports).leftJoin(users, eq(users.id, bulkImports.createdBy)).where(eq(bulkImports.id, id)).get();
  if (!row) return null;
  const rejections = await ctx.db
    .select({ line: bulkImportRejections.line, reason: bulkImportRejections.reason })
    .from(bulkImportRejections)
    .where(eq(bulkImportRejections.importId, id))
    .orderBy(bulkImportRejections.line)
    .limit(limit)
    .all();
  const keptRows = await ctx.db
    // The title from the directory (the case may live in a shard, issue 36).
    .select({ line: bulkImportKept.line, docId: bulkImportKept.docId, fields: bulkImportKept.fields, title: caseDirectory.title })
    .from(bulkImportKept)
    .leftJoin(caseDirectory, eq(caseDirectory.docId, bulkImportKept.docId))
    .where(eq(bulkImportKept.importId, id))
    .orderBy(bulkImportKept.line)
    .limit(limit)
    .all();
  const keptCases = keptRows.map((k) => ({
    line: k.line,
    docId: k.docId,
    title: k.title ?? "",
    fields: fieldLabels(k.fields),
  }));
  return { ...row, rejections, keptCases };
}

function fieldLabels(json: string): string[] {
  try {
    const names = JSON.parse(json) as unknown;
    return Array.isArray(names) ? names.map((n) => (typeof n === "string" && isTrackedField(n) ? FIELD_LABELS[n] : String(n))) : [];
  } catch {
    return [];
  }
}
