/**
 * The back office's cases list (back-office §2 "Cases list", §3 list filters, §4 case states):
 * the list with its search and four filters, and the one-field writes of the list (live,
 * overruled, soft delete). Every write loads the case's whole input, changes one field and goes
 * through `writeCase`, so the index rows, the audit fields and the guest page follow at once.
 */
import { and, asc, count, desc, eq, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { caseCategories, cases, casesReferred, courts, users } from "../../db/schema";
import { likeContains } from "../../search-index/text";
import { CASE_CATEGORY_FILTER, COURT_FILTER, YES_NO_FILTER } from "../utils/case-list-filters";
import type { AppContext } from "../utils/context.server";
import { writeCase } from "./case-admin.server";
import type { CaseInput, HeadnoteRefInput } from "./cases.server";
import { loadCaseInput } from "./search-sync.server";

export const CASE_PAGE_SIZE = 10;


export type CaseListQuery = {
  q: string;
  category: (typeof CASE_CATEGORY_FILTER)[number];
  court: (typeof COURT_FILTER)[number];
  live: (typeof YES_NO_FILTER)[number];
  overruled: (typeof YES_NO_FILTER)[number];
  page: number;
};

export type CaseListRow = {
  docId: number;
  lawTitle: string;
  caseCategory: string | null;
  courtCategory: string | null;
  overruled: boolean;
  live: boolean;
  modifiedBy: string | null;
  modifiedAt: string;
};

/** 'appellant VS respondent (SC)': the court's kind in brackets (SC or HC) when the court is known. */
export function lawTitleOf(appellant: string, respondent: string | null, isSupremeCourt: boolean | null): string {
  const parties = respondent ? `${appellant} VS ${respondent}` : appellant;
  return isSupremeCourt === null ? parties : `${parties} (${isSupremeCourt ? "SC" : "HC"})`;
}

/** Cases not deleted, newest doc id first, 10 a page; the page is clamped to the last one. */
export async function listCases(ctx: AppContext, query: CaseListQuery): Promise<{ rows: CaseListRow[]; page: number; pages: number; total: number }> {
  const db = ctx.db;
  const modifier = alias(users, "modifier");
  const creator = alias(users, "creator");
  const where: SQL[] = [isNull(cases.deletedAt)];
  if (query.category !== "ALL") where.push(eq(caseCategories.name, query.category));
  if (query.court === "SC") where.push(eq(courts.isSupremeCourt, true));
  if (query.live !== "ALL") where.push(eq(cases.live, query.live === "YES"));
  if (query.overruled !== "ALL") where.push(eq(cases.overruled, query.overruled === "YES"));
  const q = query.q.trim();
  if (q) {
    const pattern = likeContains(q);
    const like = (column: SQLWrapper) => sql`${column} like ${pattern} escape '\\'`;
    const anyOf: SQL[] = [like(cases.appellant), like(cases.respondent), like(creator.name)];
    if (/^\d{1,12}$/.test(q)) anyOf.unshift(eq(cases.docId, Number(q)));
    where.push(or(...anyOf)!);
  }
  const condition = and(...where);

  const totalRow = await db
    .select({ n: count() })
    .from(cases)
    .leftJoin(caseCategories, eq(caseCategories.id, cases.caseCategoryId))
    .leftJoin(courts, eq(courts.id, cases.courtId))
    .leftJoin(creator, eq(creator.id, cases.createdBy))
    .where(condition)
    .get();
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / CASE_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows = await db
    .select({
      docId: cases.docId,
      appellant: cases.appellant,
      respondent: cases.respondent,
      caseCategory: caseCategories.name,
      courtCategory: courts.name,
      isSupremeCourt: courts.isSupremeCourt,
      overruled: cases.overruled,
      live: cases.live,
      modifiedBy: modifier.name,
      modifiedAt: cases.modifiedAt,
    })
    .from(cases)
    .leftJoin(caseCategories, eq(caseCategories.id, cases.caseCategoryId))
    .leftJoin(courts, eq(courts.id, cases.courtId))
    .leftJoin(creator, eq(creator.id, cases.createdBy))
    .leftJoin(modifier, eq(modifier.id, cases.modifiedBy))
    .where(condition)
    .orderBy(desc(cases.docId))
    .limit(CASE_PAGE_SIZE)
    .offset((page - 1) * CASE_PAGE_SIZE)
    .all();
  return {
    rows: rows.map((r) => ({
      docId: r.docId,
      lawTitle: lawTitleOf(r.appellant, r.respondent, r.isSupremeCourt),
      caseCategory: r.caseCategory,
      courtCategory: r.courtCategory,
      overruled: r.overruled,
      live: r.live,
      modifiedBy: r.modifiedBy,
      modifiedAt: r.modifiedAt,
    })),
    page,
    pages,
    total,
  };
}

/**
 * A case's whole write shape, read back from D1: what `loadCaseInput` gives plus the cases
 * referred, with each headnote's references in their slots (an empty slot stays empty), so that
 * writing it back changes nothing but the field the caller sets. Null when there is no such case.
 */
export async function loadCaseForWrite(ctx: AppContext, docId: number): Promise<{ input: CaseInput & { docId: number }; deleted: boolean } | null> {
  const loaded = await loadCaseInput(ctx, docId);
  if (!loaded) return null;
  const referred = await ctx.db
    .select({ casesReferred: casesReferred.casesReferred, partyName: casesReferred.partyName, linkedDocId: casesReferred.linkedDocId })
    .from(casesReferred)
    .where(eq(casesReferred.docId, docId))
    .orderBy(asc(casesReferred.position))
    .all();
  const headnotes = (loaded.input.headnotes ?? []).map((h) => {
    const refs = (h.refs ?? []) as (HeadnoteRefInput & { slot?: number })[];
    const slots = Math.max(0, ...refs.map((r) => r.slot ?? 0));
    const bySlot: HeadnoteRefInput[] = Array.from({ length: slots }, (_, i) => {
      const r = refs.find((x) => x.slot === i + 1);
      return r ? { actName: r.actName, section: r.section, orderNo: r.orderNo, rule: r.rule, article: r.article } : {};
    });
    return { priority: h.priority, headnote: h.headnote, paragraph: h.paragraph, topic: h.topic, refs: bySlot };
  });
  return { input: { ...loaded.input, headnotes, referred }, deleted: loaded.deleted };
}

export type DeskWriteResult = { ok: true } | { ok: false; status: 404 };

/**
 * Sets the live (published) or overruled flag of a case to the value the request carries (the
 * list sends the negation of what it showed, §4), through `writeCase`. A deleted or unknown case
 * is not found.
 */
export async function setCaseFlag(ctx: AppContext, input: { docId: number; flag: "live" | "overruled"; value: boolean; actorId: number }): Promise<DeskWriteResult> {
  const found = await loadCaseForWrite(ctx, input.docId);
  if (!found || found.deleted) return { ok: false, status: 404 };
  await writeCase(ctx, { ...found.input, [input.flag]: input.value }, input.actorId);
  return { ok: true };
}

/** Soft delete (decision 17): the case is kept with its deletion time and hidden everywhere. */
export async function deleteCase(ctx: AppContext, input: { docId: number; actorId: number }): Promise<DeskWriteResult> {
  const found = await loadCaseForWrite(ctx, input.docId);
  if (!found || found.deleted) return { ok: false, status: 404 };
  await writeCase(ctx, { ...found.input, deleted: true }, input.actorId);
  return { ok: true };
}
