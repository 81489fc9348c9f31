/**
 * Every write to a case, by staff or by the import: the case and its index rows in one batch
 * (cases.server) on the case's shard, ordered across the catalogue and the shard so that a retry
 * repairs a write left half-way (case-writes.server, decision 122), with the origin of each source
 * field it changes (provenance, decision 037), then the guest page's edge copy is purged, the case
 * pages' cached data made stale (decision 056) and the external index told (search-sync).
 */
import type { AppContext } from "../../utils/context.server";
import { assertCaseFits } from "./case-limits.server";
import { nextDocId, type CaseInput } from "./cases.server";
import { afterWrite, writeOrdered, type WriteOptions as OrderedWriteOptions } from "./case-writes.server";

/**
 * Who the write is from: `staff` (the default: the case form, the case desk, act-name merges),
 * `source` (the import; and the form's "use the source's value", with `mark`), or `extracted`.
 * Each source field the write changes is marked with it; `mark` marks fields even if unchanged.
 */
export type WriteOptions = Omit<OrderedWriteOptions, "via">;

export async function writeCase(ctx: AppContext, input: CaseInput, actorId: number, opts: WriteOptions = {}): Promise<number> {
  // Before the doc id is taken: a case D1 cannot hold writes nothing (decision 039).
  assertCaseFits(input);
  const nowIso = ctx.clock.now().toISOString();
  // Doc ids come from the catalogue's one counter (decision 122); a known id keeps it above.
  const docId = input.docId ?? (await nextDocId(ctx.db));
  await writeOrdered(ctx, [{ input: { ...input, docId }, created: !input.docId }], actorId, {
    ...opts,
    nowIso,
    counterAtLeast: input.docId ?? undefined,
  });
  // The guest page of a known id is purged even when the case is new to this database.
  await afterWrite(ctx, [{ docId, created: false }]);
  return docId;
}

/**
 * Writes several cases whose doc ids are already known in one D1 batch per shard (all or none
 * there), the bulk form of `writeCase` the import (origin `source`) and act-name merges use.
 * `created` marks a case that did not exist before the batch: it has no guest page to purge.
 * `via` names the import file when an import writes (decision 040).
 */
export async function writeCases(
  ctx: AppContext,
  writes: { input: CaseInput & { docId: number }; created?: boolean }[],
  actorId: number | null,
  opts: WriteOptions & { via?: string | null } = {},
): Promise<void> {
  if (!writes.length) return;
  for (const w of writes) assertCaseFits(w.input); // nothing of the batch is written (decision 039)
  await writeOrdered(ctx, writes, actorId, { ...opts, nowIso: ctx.clock.now().toISOString() });
  await afterWrite(
    ctx,
    writes.map((w) => ({ docId: w.input.docId, created: w.created })),
  );
}
