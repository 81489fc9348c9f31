/**
 * Every write to a case, by staff or by the import: the case and its index rows in one batch
 * (cases.server), with the origin of each source field it changes (provenance, decision 037),
 * then the guest page's edge copy is purged, the case pages' cached data made stale (decision 056)
 * and the external index told (search-sync).
 */
import type { AppContext } from "../../utils/context.server";
import { assertCaseFits } from "./case-limits.server";
import { caseBatchStatements, runBatch, saveCase, type CaseInput } from "./cases.server";
import { bumpCaseViews, purgeGuestCase } from "./guest-cache.server";
import { originStatements, type Origin, type TrackedField } from "./provenance.server";
import { enqueueSearchSync } from "../search/search-sync.server";
import { enqueueWatchAlerts, watchWriteStatements } from "../alerts/watch.server";

/**
 * Who the write is from: `staff` (the default: the case form, the case desk, act-name merges),
 * `source` (the import; and the form's "use the source's value", with `mark`), or `extracted`.
 * Each source field the write changes is marked with it; `mark` marks fields even if unchanged.
 */
export type WriteOptions = { origin?: Origin; mark?: TrackedField[] };

export async function writeCase(ctx: AppContext, input: CaseInput, actorId: number, opts: WriteOptions = {}): Promise<number> {
  const now = ctx.clock.now();
  const extra = input.docId
    ? await originStatements(ctx, [{ docId: input.docId, input }], { actorId, origin: opts.origin ?? "staff", nowIso: now.toISOString(), mark: opts.mark })
    : [];
  // Watch alerts (decision 081): what this write adds for watchers, in the same batch.
  extra.push(...watchWriteStatements(now.toISOString()));
  const docId = await saveCase(ctx.db, input, { actorId, now, extra });
  await purgeGuestCase(ctx, docId);
  // Any case page may show this case (referred, citing, similar): their cached data is stale (decision 056).
  await bumpCaseViews(ctx);
  await enqueueSearchSync(ctx, [docId]);
  await enqueueWatchAlerts(ctx);
  return docId;
}

/**
 * Writes several cases whose doc ids are already known in one D1 batch (all or none), the bulk
 * form of `writeCase` the import (origin `source`) and act-name merges use. `created` marks a case
 * that did not exist before the batch: it has no guest page to purge. `via` names the import file
 * when an import writes (decision 040).
 */
export async function writeCases(
  ctx: AppContext,
  writes: { input: CaseInput & { docId: number }; created?: boolean }[],
  actorId: number | null,
  opts: WriteOptions & { via?: string | null } = {},
): Promise<void> {
  if (!writes.length) return;
  for (const w of writes) assertCaseFits(w.input); // nothing of the batch is written (decision 039)
  const nowIso = ctx.clock.now().toISOString();
  const existing = writes.filter((w) => !w.created).map((w) => ({ docId: w.input.docId, input: w.input }));
  const origins = await originStatements(ctx, existing, { actorId, origin: opts.origin ?? "staff", nowIso, mark: opts.mark });
  await runBatch(ctx.db, [
    ...caseBatchStatements(
      ctx.db,
      writes.map((w) => ({ docId: w.input.docId, input: w.input })),
      actorId,
      nowIso,
      opts.via ?? null,
    ),
    ...origins,
    // Watch alerts (decision 081): what these writes add for watchers, in the same batch.
    ...watchWriteStatements(nowIso),
  ]);
  for (const w of writes) if (!w.created) await purgeGuestCase(ctx, w.input.docId);
  await bumpCaseViews(ctx);
  await enqueueSearchSync(
    ctx,
    writes.map((w) => w.input.docId),
  );
  await enqueueWatchAlerts(ctx);
}
