/**
 * Where an imported judgment is placed (issue 32 items 4 and 6, decision 099): the court and bench
 * its head (or the record's `court` field) names, read by search-index/court-of-head.ts, as ids of
 * the courts master, and the case category of that court (HC or SC, case_categories of 0001).
 *
 * Courts and branches are found by their names in the master, never by assumed ids: 0030 gives an
 * id already taken by staff's own court to the next free one. `FIXED_COURT_MASTERS` is the master
 * as migrations 0001 and 0030 write it on a fresh database (a pure default, for tests and the
 * import's pure mapping); `loadCourtMasters` reads the live one.
 */
import { asc } from "drizzle-orm";
import { caseCategories, courtBranches, courts } from "../../db/schema";
import { courtOfHead, masterNames, type HeadCourt } from "../../search-index/court-of-head";
import type { AppContext } from "../utils/context.server";

export type CourtMasters = {
  courts: { id: number; name: string }[];
  branches: { id: number; courtId: number; name: string }[];
  /** the ids of the case categories 'HC' and 'SC' */
  categories: { hc: number | null; sc: number | null };
};

export type Placement = { courtId: number; courtBranchId: number | null; caseCategoryId: number | null };

/** The importer's place for a judgment that names no court (every record of its sources so far is the Supreme Court's). */
export const SUPREME_COURT_PLACEMENT: Placement = { courtId: 1, courtBranchId: 34, caseCategoryId: 4 };

const c = (id: number, name: string) => ({ id, name });
const b = (id: number, courtId: number, name: string) => ({ id, courtId, name });

/** The courts master as 0001 and 0030 write it on a fresh database. */
export const FIXED_COURT_MASTERS: CourtMasters = {
  courts: [
    c(1, "Supreme Court"), c(2, "High Court of Delhi"), c(3, "High Court of Bombay"), c(4, "High Court of Madras"), c(5, "High Court of Calcutta"),
    c(6, "High Court of Allahabad"), c(7, "High Court of Karnataka"), c(8, "High Court of Kerala"), c(9, "High Court of Gujarat"),
    c(10, "High Court of Punjab and Haryana"), c(11, "High Court of Rajasthan"), c(12, "High Court of Madhya Pradesh"),
    c(13, "High Court for the State of Telangana"), c(14, "High Court of Patna"), c(15, "High Court of Orissa"), c(16, "Gauhati High Court"),
    c(17, "High Court of Andhra Pradesh"), c(18, "High Court of Chhattisgarh"), c(19, "High Court of Himachal Pradesh"),
    c(20, "High Court of Jammu & Kashmir and Ladakh"), c(21, "High Court of Jharkhand"), c(22, "High Court of Manipur"), c(23, "High Court of Meghalaya"),
    c(24, "High Court of Sikkim"), c(25, "High Court of Tripura"), c(26, "High Court of Uttarakhand"),
  ],
  branches: [
    b(34, 1, "Supreme Court of India"), b(1, 2, "New Delhi"), b(2, 3, "Mumbai"), b(3, 3, "Nagpur"), b(4, 3, "Aurangabad"), b(5, 3, "Goa at Panaji"),
    b(6, 4, "Chennai"), b(7, 4, "Madurai"), b(8, 5, "Kolkata"), b(9, 5, "Port Blair"), b(10, 6, "Prayagraj"), b(11, 6, "Lucknow"),
    b(12, 7, "Bengaluru"), b(13, 7, "Dharwad"), b(14, 7, "Kalaburagi"), b(15, 8, "Ernakulam"), b(16, 9, "Ahmedabad"), b(17, 10, "Chandigarh"),
    b(18, 11, "Jodhpur"), b(19, 11, "Jaipur"), b(20, 12, "Jabalpur"), b(21, 12, "Indore"), b(22, 12, "Gwalior"), b(23, 13, "Hyderabad"),
    b(24, 14, "Patna"), b(25, 15, "Cuttack"), b(26, 16, "Guwahati"),
    b(35, 3, "Kolhapur"), b(36, 5, "Jalpaiguri"), b(37, 16, "Kohima"), b(38, 16, "Aizawl"), b(39, 16, "Itanagar"),
    b(40, 17, "Amaravati"), b(41, 18, "Bilaspur"), b(42, 19, "Shimla"), b(43, 20, "Srinagar"), b(44, 20, "Jammu Wing"), b(45, 21, "Ranchi"),
    b(46, 22, "Imphal"), b(47, 23, "Shillong"), b(48, 24, "Gangtok"), b(49, 25, "Agartala"), b(50, 26, "Nainital"),
  ],
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
