/**
 * Where an imported judgment is placed (issue 32 items 4 and 6, decision 099): the court and bench
 * its head (or the record's `court` field) names, read by search-index/court-of-head.ts, as ids of
 * the courts master, and the case category of that court (HC or SC, case_categories of 0001).
 *
 * Courts and branches are found by their names in the master, never by assumed ids: 0030 gives an
 * id already taken by staff's own court to the next free one. `FIXED_COURT_MASTERS` is the master
 * as migrations 0001 and 0030 write it on a fresh database (search-index/courts-master.ts, whose
 * test checks the migrations against it; a pure default, for tests and the import's pure mapping);
 * `loadCourtMasters` reads the live one.
 */
import { asc } from "drizzle-orm";
import { caseCategories, courtBranches, courts } from "../../../db/schema";
import { courtOfHead, masterNames, type HeadCourt } from "../../../search-index/court-of-head";
import { COURTS_MASTER } from "../../../search-index/courts-master";
import type { AppContext } from "../../utils/context.server";

export type CourtMasters = {
  courts: { id: number; name: string }[];
  branches: { id: number; courtId: number; name: string }[];
  /** the ids of the case categories 'HC' and 'SC' */
  categories: { hc: number | null; sc: number | null };
};

export type Placement = { courtId: number; courtBranchId: number | null; caseCategoryId: number | null };

/** The importer's place for a judgment that names no court (every record of its sources so far is the Supreme Court's). */
export const SUPREME_COURT_PLACEMENT: Placement = { courtId: 1, courtBranchId: 34, caseCategoryId: 4 };

/** The courts master as 0001 and 0030 write it on a fresh database (search-index/courts-master.ts, the one source). */
export const FIXED_COURT_MASTERS: CourtMasters = {
  courts: COURTS_MASTER.map((c) => ({ id: c.id, name: c.name })),
  branches: COURTS_MASTER.flatMap((c) => c.branches.map((x) => ({ id: x.id, courtId: c.id, name: x.name }))),
  categories: { hc: 3, sc: 4 },
};

/** The live courts master (three small reads). */
export async function loadCourtMasters(ctx: AppContext): Promise<CourtMasters> {
  const [courtRows, branchRows, categoryRows] = await ctx.db.batch([
    ctx.db.select({ id: courts.id, name: courts.name }).from(courts).orderBy(asc(courts.id)),
    ctx.db.select({ id: courtBranches.id, courtId: courtBranches.courtId, name: courtBranches.name }).from(courtBranches).orderBy(asc(courtBranches.id)),
    ctx.db.select({ id: caseCategories.id, name: caseCategories.name }).from(caseCategories),
  ]);
  const category = (name: string) => categoryRows.find((r) => r.name.toUpperCase() === name)?.id ?? null;
  return { courts: courtRows, branches: branchRows, categories: { hc: category("HC"), sc: category("SC") } };
}

const same = (a: string, z: string) => a.trim().toLowerCase() === z.trim().toLowerCase();

/** Court and seat keys as master ids; null when the court is not in the master. A seat not in it leaves the branch empty. */
export function placementOf(place: HeadCourt, masters: CourtMasters = FIXED_COURT_MASTERS): Placement | null {
  const names = masterNames(place);
  if (!names) return null;
  const court = masters.courts.find((x) => same(x.name, names.court));
  if (!court) return null;
  const branch = names.branch ? masters.branches.find((x) => x.courtId === court.id && same(x.name, names.branch!)) : undefined;
  return { courtId: court.id, courtBranchId: branch?.id ?? null, caseCategoryId: place.court === "sc" ? masters.categories.sc : masters.categories.hc };
}

/**
 * The place of an imported judgment: the court and bench its `court` field and head name, or
 * null when unsure (the caller keeps SUPREME_COURT_PLACEMENT, decision 099). Pure.
 */
export function placeJudgment(record: { judgment_text: string; court?: string | null }, masters: CourtMasters = FIXED_COURT_MASTERS): Placement | null {
  const place = courtOfHead(record.judgment_text, record.court);
  return place ? placementOf(place, masters) : null;
}
