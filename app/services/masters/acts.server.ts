/**
 * The acts master (back-office §2 "Acts", §3 Act, §5): list, add, edit, and delete while no case
 * cites the act (decision 17). Its names feed the act suggestions of search and of the case form
 * (`suggest` in search.server.ts reads this table first).
 */
import { and, asc, count, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { acts, caseActs, headnoteRefs, statuteNames } from "../../../db/schema";
import { actKey, canonicalActsMatching, isActFragment, resolveAct } from "../../../search-index/acts-canon";
import { likeContains } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { eachCaseDb } from "../cases/case-shard-of.server";
import { adminMessages } from "../../utils/copy";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./acts.schema";

export const ACT_PAGE_SIZE = 10;

export type ActRow = { id: number; name: string; wordAbbreviation: string | null; actAbbreviation: string | null };

/**
 * The acts a search finds: the text in the name or either abbreviation, or an act the text names by
 * an abbreviation or alias of a known statute ("POCSO", "IPC", "CrPC"), under any of its names.
 */
function actsMatching(text: string): SQL | undefined {
  const q = text.trim();
  if (!q) return undefined;
  const pattern = likeContains(q);
  // At most a few statutes' names (D1 binds at most 100 values a statement).
  const names = [...new Set(canonicalActsMatching(q).slice(0, 8).flatMap((a) => [a.name, ...a.aliases]))].slice(0, 90);
  return or(
    sql`${acts.name} like ${pattern} escape '\\'`,
    sql`${acts.wordAbbreviation} like ${pattern} escape '\\'`,
    sql`${acts.actAbbreviation} like ${pattern} escape '\\'`,
    ...(names.length ? [sql`${acts.name} collate nocase in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`] : []),
  );
}

export async function listActs(ctx: AppContext, query: { q: string; page: number }) {
  const db = ctx.db;
  const where = actsMatching(query.q);
  const totalRow = await db.select({ n: count() }).from(acts).where(where).get();
  const total = totalRow?.n ?? 0;
  const { pages, page } = pageWindow(total, ACT_PAGE_SIZE, query.page);
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

const SUGGESTIONS = 20;

/**
 * Act names for the case form's head notes (issue 21 item 6): the known statutes the text names or
 * is part of, by their canonical names, first; then acts of the acts list; then names the judgments
 * cite — each act once (compared as names compare), never a piece of a name ("II of the Indian
 * Penal Code, 1860"), and a cited name of a known statute as that statute.
 */
export async function suggestCaseActs(ctx: AppContext, text: string): Promise<string[]> {
  const q = text.trim().slice(0, 100);
  if (!q) return [];
  const pattern = likeContains(q);
  const [master, cited] = await Promise.all([
    ctx.db.select({ name: acts.name }).from(acts).where(sql`${acts.name} like ${pattern} escape '\\' or ${acts.actAbbreviation} like ${pattern} escape '\\'`).orderBy(asc(acts.name)).limit(SUGGESTIONS).all(),
    ctx.db.select({ name: statuteNames.name }).from(statuteNames).where(sql`${statuteNames.name} like ${pattern} escape '\\'`).orderBy(asc(statuteNames.name)).limit(SUGGESTIONS * 5).all(),
  ]);
  const out = new Map<string, string>();
  const offer = (name: string) => {
    if (out.size >= SUGGESTIONS || isActFragment(name)) return;
    const shown = resolveAct(name)?.name ?? name;
    if (!out.has(actKey(shown))) out.set(actKey(shown), shown);
  };
  for (const act of canonicalActsMatching(q)) offer(act.name);
  for (const m of master) offer(m.name);
  for (const c of cited) offer(c.name);
  return [...out.values()];
}

export async function getAct(ctx: AppContext, id: number): Promise<ActRow | null> {
  const row = await ctx.db
    .select({ id: acts.id, name: acts.name, wordAbbreviation: acts.wordAbbreviation, actAbbreviation: acts.actAbbreviation })
    .from(acts)
    .where(eq(acts.id, id))
    .get();
  return row ?? null;
}

/**
 * How many cases (deleted ones too: they can be restored) cite an act by its exact name: each
 * database holding cases counts its own (issue 36), the counts summed.
 */
export async function casesCitingAct(ctx: AppContext, name: string): Promise<number> {
  const rows = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(
          sql`(select ${caseActs.docId} as doc_id from ${caseActs} where ${caseActs.actName} = ${name}
               union select ${headnoteRefs.docId} from ${headnoteRefs} where ${headnoteRefs.actName} = ${name})`,
        )
        .get(),
    ),
  );
  return rows.reduce((n, row) => n + Number(row?.n ?? 0), 0);
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
