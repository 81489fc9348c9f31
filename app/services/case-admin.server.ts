/**
 * Staff writes to a case: the case and its index rows in one batch (cases.server), then the
 * guest page's edge copy is purged and the external index told (search-sync).
 */
import type { AppContext } from "../utils/context.server";
import { saveCase, type CaseInput } from "./cases.server";
import { purgeGuestCase } from "./guest-cache.server";
import { enqueueSearchSync } from "./search-sync.server";

export async function writeCase(ctx: AppContext, input: CaseInput, actorId: number): Promise<number> {
  const docId = await saveCase(ctx.db, input, { actorId, now: ctx.clock.now() });
  await purgeGuestCase(ctx, docId);
  await enqueueSearchSync(ctx, [docId]);
  return docId;
}
