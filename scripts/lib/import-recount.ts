/**
 * What a batch sent again did (issue 33 item 6, decision 104). `npm run import` sends a batch again
 * when its first attempt failed for the storage's sake (SQLITE_BUSY while another process writes) or
 * the import Worker died — and the first attempt may have committed its cases before it failed
 * (writeCases' batch went in; the extractor's or the titles' statements after it did not). The
 * attempt that then succeeds finds those cases as its own records say and calls them "unchanged".
 *
 * Each retried batch carries the time its first attempt was sent (`since`). A record the retry finds
 * unchanged is the first attempt's work when its case was created at or after that time (imported),
 * or last written at or after it by this file (updated); a record unchanged before the batch was sent
 * stays unchanged. Only retried batches are recounted, so a first attempt is never second-guessed.
 */
import { inArray } from "drizzle-orm";
import { cases } from "../../db/schema";
import type { ImportLineResult } from "../../app/services/cases/import.server";
import type { AppContext } from "../../app/utils/context.server";

export async function recountRetried(ctx: AppContext, results: ImportLineResult[], opts: { since: string; file: string }): Promise<ImportLineResult[]> {
  const unchanged = results.flatMap((r) => (r.status === "unchanged" ? [r.docId] : []));
  if (!unchanged.length || !opts.since) return results;
  const stamps = new Map<number, { createdAt: string; modifiedAt: string; modifiedVia: string | null }>();
  // D1 takes at most 100 bound values a statement.
  for (let i = 0; i < unchanged.length; i += 90) {
    const rows = await ctx.db
      .select({ docId: cases.docId, createdAt: cases.createdAt, modifiedAt: cases.modifiedAt, modifiedVia: cases.modifiedVia })
      .from(cases)
      .where(inArray(cases.docId, unchanged.slice(i, i + 90)))
      .all();
    for (const r of rows) stamps.set(r.docId, r);
  }
  return results.map((r) => {
    if (r.status !== "unchanged") return r;
    const s = stamps.get(r.docId);
    if (!s) return r;
    if (s.createdAt >= opts.since) return { ...r, status: "imported" };
    if (s.modifiedAt >= opts.since && s.modifiedVia === opts.file) return { ...r, status: "updated" };
    return r;
  });
}
