/**
 * Every write to a case, by staff or by the import: the case and its index rows in one batch
 * (cases.server), then the guest page's edge copy is purged and the external index told
 * (search-sync).
 */
import type { AppContext } from "../utils/context.server";
import { caseBatchStatements, runBatch, saveCase, type CaseInput } from "./cases.server";
import { purgeGuestCase } from "./guest-cache.server";
import { enqueueSearchSync } from "./search-sync.server";

export async function writeCase(ctx: AppContext, input: CaseInput, actorId: number): Promise<number> {
  const docId = await saveCase(ctx.db, input, { actorId, now: ctx.clock.now() });
  await purgeGuestCase(ctx, docId);
  await enqueueSearchSync(ctx, [docId]);
  return docId;
}

/**
 * Writes several cases whose doc ids are already known in one D1 batch (all or none), the bulk
 * form of `writeCase` the import uses. `created` marks a case that did not exist before the batch:
 * it has no guest page to purge. `via` names the import file when an import writes (decision 040).
 */
export async function writeCases(
  ctx: AppContext,
  writes: { input: CaseInput & { docId: number }; created?: boolean }[],
  actorId: number | null,
  opts: { via?: string | null } = {},
): Promise<void> {
  if (!writes.length) return;
  const nowIso = ctx.clock.now().toISOString();
  await runBatch(
    ctx.db,
    caseBatchStatements(
      ctx.db,
      writes.map((w) => ({ docId: w.input.docId, input: w.input })),
      actorId,
      nowIso,
      opts.via ?? null,
    ),
  );
  for (const w of writes) if (!w.created) await purgeGuestCase(ctx, w.input.docId);
  await enqueueSearchSync(
    ctx,
    writes.map((w) => w.input.docId),
  );
}
