/**
 * Courts and their branches (back-office §2 "Courts and Branches", §3 Court, §5): the list, adding
 * a court with a branch or a branch to a court, and deleting a branch no case uses (decision 17).
 */
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { caseDirectory, cases, courtBranches, courts } from "../../../db/schema";
import { likeContains } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { eachCaseDb } from "../cases/case-shard-of.server";
import { adminMessages } from "../../utils/copy";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./courts.schema";

export const COURT_PAGE_SIZE = 10;

export type CourtBranchRow = { branchId: number; branchName: string; courtId: number; courtName: string };

/** Branches with their court, court by court; search matches the court type or the branch name. */
export async function listCourtBranches(ctx: AppContext, query: { q: string; page: number }) {
  const db = ctx.db;
  const q = query.q.trim();
  const pattern = likeContains(q);
  const where = q ? or(sql`${courts.name} like ${pattern} escape '\\'`, sql`${courtBranches.name} like ${pattern} escape '\\'`) : undefined;
  const totalRow = await db.select({ n: count() }).from(courtBranches).innerJoin(courts, eq(courts.id, courtBranches.courtId)).where(where).get();
  const total = totalRow?.n ?? 0;
  const { pages, page } = pageWindow(total, COURT_PAGE_SIZE, query.page);
  const rows: CourtBranchRow[] = await db
    .select({ branchId: courtBranches.id, branchName: courtBranches.name, courtId: courts.id, courtName: courts.name })
    .from(courtBranches)
    .innerJoin(courts, eq(courts.id, courtBranches.courtId))
    .where(where)
    .orderBy(asc(courts.id), asc(courtBranches.name))
    .limit(COURT_PAGE_SIZE)
    .offset((page - 1) * COURT_PAGE_SIZE)
    .all();
  return { rows, page, pages, total };
}

/** Court names for the add form's suggestions (an existing name adds a branch to that court). */
export async function listCourtNames(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db.select({ name: courts.name }).from(courts).orderBy(asc(courts.id)).all();
  return rows.map((r) => r.name);
}

export type CourtWriteResult = { ok: true; created: "court" | "branch" } | { ok: false; status: 400 | 404 | 409; field?: string; message: string };

/**
 * 'Add Court and Branch Name': a court name that exists (compared without case) gets the branch
 * (admin/addCourtBranch); a new one is created with the branch (admin/addCourt), in one batch.
 */
export async function addCourtBranch(ctx: AppContext, input: { courtName: string; branchName: string; actorId: number }): Promise<CourtWriteResult> {
  const db = ctx.db;
  const courtName = input.courtName.trim();
  const branchName = input.branchName.trim();
  const now = ctx.clock.now().toISOString();
  const audit = { createdAt: now, modifiedAt: now, createdBy: input.actorId, modifiedBy: input.actorId };
  const court = await db.select({ id: courts.id }).from(courts).where(sql`${courts.name} = ${courtName} collate nocase`).get();
  if (court) {
    const clash = await db
      .select({ id: courtBranches.id })
      .from(courtBranches)
      .where(and(eq(courtBranches.courtId, court.id), sql`${courtBranches.name} = ${branchName} collate nocase`))
      .get();
    if (clash) return { ok: false, status: 409, field: "branchName", message: adminMessages.branchExists };
    await db.insert(courtBranches).values({ courtId: court.id, name: branchName, ...audit }).run();
    return { ok: true, created: "branch" };
  }
  await db.batch([
    db.insert(courts).values({ name: courtName, isSupremeCourt: false, ...audit }),
    db.insert(courtBranches).values({ courtId: sql`(select id from courts where name = ${courtName})`, name: branchName, ...audit }),
  ]);
  return { ok: true, created: "court" };
}

/**
 * How many cases (deleted ones too: they can be restored) use a branch: each database holding
 * cases counts its own (issue 36), the counts summed. A moved case's hidden row left in its old
 * shard (decision 122) counts too: the guard errs on refusing.
 */
export async function casesUsingBranch(ctx: AppContext, branchId: number): Promise<number> {
  const counts = await Promise.all(eachCaseDb(ctx).map(({ db }) => db.select({ n: count() }).from(cases).where(eq(cases.courtBranchId, branchId)).get()));
  return counts.reduce((n, row) => n + (row?.n ?? 0), 0);
}

/**
 * Deletes a branch that no case uses (decision 17: refused with a message otherwise). A court left
 * without branches and without cases goes with it, so the list never holds a court it cannot show.
 */
export async function deleteCourtBranch(ctx: AppContext, branchId: number): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  const db = ctx.db;
  const branch = await db.select({ id: courtBranches.id, courtId: courtBranches.courtId }).from(courtBranches).where(eq(courtBranches.id, branchId)).get();
  if (!branch) return { ok: false, status: 404, message: adminMessages.notFound };
  const used = await casesUsingBranch(ctx, branchId);
  if (used > 0) return { ok: false, status: 409, message: adminMessages.branchInUse(used) };
  await db.batch([
    db.delete(courtBranches).where(eq(courtBranches.id, branchId)),
    db
      .delete(courts)
      .where(
        and(
          eq(courts.id, branch.courtId),
          sql`not exists (select 1 from ${courtBranches} where ${courtBranches.courtId} = ${branch.courtId})`,
          // The directory lists the cases of every shard, deleted ones too (issue 36).
          sql`not exists (select 1 from ${caseDirectory} where ${caseDirectory.courtId} = ${branch.courtId})`,
          sql`not exists (select 1 from ${cases} where ${cases.courtId} = ${branch.courtId})`,
        ),
      ),
  ]);
  return { ok: true };
}
