/**
 * The acts master (back-office §2 "Acts", §3 Act, §5): list, add, edit, and delete while no case
 * cites the act (decision 17). Its names feed the act suggestions of search and of the case form
 * (`suggest` in search.server.ts reads this table first).
 */
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { acts, caseActs, headnoteRefs } from "../../db/schema";
import { likeContains } from "../../search-index/text";
import type { AppContext } from "../utils/context.server";
import { adminMessages } from "../utils/copy";

export const ACT_PAGE_SIZE = 10;

export type ActRow = { id: number; name: string; wordAbbreviation: string | null; actAbbreviation: string | null };

export async function listActs(ctx: AppContext, query: { q: string; page: number }) {
  const db = ctx.db;
  const q = query.q.trim();
  const where = q ? sql`${acts.name} like ${likeContains(q)} escape '\\'` : undefined;
  const totalRow = await db.select({ n: count() }).from(acts).where(where).get();
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACT_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows: ActRow[] = await db
    .select({ id: acts.id, name: acts.name, wordAbbreviation: acts.wordAbbreviation, actAbbreviation: acts.actAbbreviation })
    .from(acts)
    .where(where)
    .orderBy(asc(acts.name))
    .limit(ACT_PAGE_SIZE)
    .offset((page - 1) * ACT_PAGE_SIZE)
    .all();
  return { rows, page, pages, total };
}

export async function getAct(ctx: AppContext, id: number): Promise<ActRow | null> {
  const row = await ctx.db
    .select({ id: acts.id, name: acts.name, wordAbbreviation: acts.wordAbbreviation, actAbbreviation: acts.actAbbreviation })
    .from(acts)
    .where(eq(acts.id, id))
    .get();
  return row ?? null;
}

/** How many cases (deleted ones too: they can be restored) cite an act by its exact name. */
export async function casesCitingAct(ctx: AppContext, name: string): Promise<number> {
  const row = await ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(
      sql`(select ${caseActs.docId} as doc_id from ${caseActs} where ${caseActs.actName} = ${name}
           union select ${headnoteRefs.docId} from ${headnoteRefs} where ${headnoteRefs.actName} = ${name})`,
    )
    .get();
  return Number(row?.n ?? 0);
}

export type ActInput = { name: string; wordAbbreviation: string | null; actAbbreviation: string | null };
export type ActWriteResult = { ok: true } | { ok: false; status: 404 | 409; field?: string; message: string };

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

async function nameTaken(ctx: AppContext, name: string, exceptId?: number) {
  const row = await ctx.db
    .select({ id: acts.id })
    .from(acts)
    .where(and(sql`${acts.name} = ${name} collate nocase`, exceptId ? ne(acts.id, exceptId) : undefined))
    .get();
  return Boolean(row);
}

export async function addAct(ctx: AppContext, input: ActInput & { actorId: number }): Promise<ActWriteResult> {
  const name = input.name.trim();
  if (await nameTaken(ctx, name)) return { ok: false, status: 409, field: "actName", message: adminMessages.actExists };
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insert(acts)
    .values({
      name,
      wordAbbreviation: blankToNull(input.wordAbbreviation),
      actAbbreviation: blankToNull(input.actAbbreviation),
      createdAt: now,
      modifiedAt: now,
      createdBy: input.actorId,
      modifiedBy: input.actorId,
    })
    .run();
  return { ok: true };
}

/**
 * Edits an act. Cases cite acts by name, so the name of a cited act is kept (refused with a
 * message); its abbreviations can always change.
 */
export async function updateAct(ctx: AppContext, input: ActInput & { id: number; actorId: number }): Promise<ActWriteResult> {
  const current = await getAct(ctx, input.id);
  if (!current) return { ok: false, status: 404, message: adminMessages.notFound };
  const name = input.name.trim();
  if (name !== current.name) {
    if (await nameTaken(ctx, name, input.id)) return { ok: false, status: 409, field: "actName", message: adminMessages.actExists };
    const citing = await casesCitingAct(ctx, current.name);
    if (citing > 0) return { ok: false, status: 409, field: "actName", message: adminMessages.actRenameInUse(citing) };
  }
  await ctx.db
    .update(acts)
    .set({
      name,
      wordAbbreviation: blankToNull(input.wordAbbreviation),
      actAbbreviation: blankToNull(input.actAbbreviation),
      modifiedAt: ctx.clock.now().toISOString(),
      modifiedBy: input.actorId,
    })
    .where(eq(acts.id, input.id))
    .run();
  return { ok: true };
}

export async function deleteAct(ctx: AppContext, id: number): Promise<ActWriteResult> {
  const current = await getAct(ctx, id);
  if (!current) return { ok: false, status: 404, message: adminMessages.notFound };
  const citing = await casesCitingAct(ctx, current.name);
  if (citing > 0) return { ok: false, status: 409, message: adminMessages.actInUse(citing) };
  await ctx.db.delete(acts).where(eq(acts.id, id)).run();
  return { ok: true };
}
