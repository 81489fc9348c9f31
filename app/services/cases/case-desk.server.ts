/**
 * The back office's cases list (back-office §2 "Cases list", §3 list filters, §4 case states):
 * the list with its search and four filters, and the one-field writes of the list (live,
 * overruled, soft delete). Every write loads the case's whole input, changes one field and goes
 * through `writeCase`, so the index rows, the audit fields and the guest page follow at once.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { courtBranches, courts } from "../../../db/schema";
import { branchOption } from "../../../search-index/court-label";
import { allPrefixes, inColumns, partyTokens } from "../../../search-index/query-compiler";
import { likeContains, tokenize } from "../../../search-index/text";
import { CASE_CATEGORY_FILTER, DEFAULT_DIR, YES_NO_FILTER, type CaseSort, type CourtFilter, type SortDir } from "../../utils/case-list-filters";
import type { AppContext, Db } from "../../utils/context.server";
import { eachCaseDb, sharded } from "./case-shard-of.server";
import { writeCase } from "./case-admin.server";
import { decidedDateOfSearchKey, type CaseInput, type HeadnoteRefInput } from "./cases.server";
import { loadCaseInput } from "../search/search-sync.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's loader and action and the API (decision 058). */
export * from "./case-desk.schema";

export const CASE_PAGE_SIZE = 10;

export type CaseListQuery = {
  q: string;
  category: (typeof CASE_CATEGORY_FILTER)[number];
  /** ALL, SC, HC (every court not flagged Supreme Court) or one court's id */
  court: CourtFilter;
  /** one branch's id (it names its court): the cases placed at that seat or bench */
  bench?: number;
  live: (typeof YES_NO_FILTER)[number];
  overruled: (typeof YES_NO_FILTER)[number];
  sort?: CaseSort;
  dir?: SortDir;
  page: number;
  /** rows a page (the case picker shows 8) */
  perPage?: number;
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
  /** YYYY-MM-DD or null */
  decidedDate: string | null;
};

export type CourtFilterOptions = {
  /** every court of the master, by id */
  courts: { id: number; name: string }[];
  /** the chosen court's seats and benches ("Nagpur Bench", "Mumbai (Principal Seat)"), when one court is chosen */
  benches: { id: number; name: string }[];
};

/**
 * The court filter's choices (decision 099's master): every court, and the seats of the one court
 * chosen, labelled here as the search filters label them. Two small reads of the masters.
 */
export async function courtFilterOptions(ctx: AppContext, court: CourtFilter): Promise<CourtFilterOptions> {
  const courtRows = await ctx.db.select({ id: courts.id, name: courts.name }).from(courts).orderBy(asc(courts.id)).all();
  const chosen = typeof court === "number" ? courtRows.find((c) => c.id === court) : undefined;
  if (!chosen) return { courts: courtRows, benches: [] };
  const branchRows = await ctx.db
    .select({ id: courtBranches.id, name: courtBranches.name })
    .from(courtBranches)
    .where(eq(courtBranches.courtId, chosen.id))
    .orderBy(asc(courtBranches.id))
    .all();
  return { courts: courtRows, benches: branchRows.map((b) => ({ id: b.id, name: branchOption(chosen.name, b.name) })) };
}

/** 'appellant VS respondent (SC)': the court's kind in brackets (SC or HC) when the court is known. */
export function lawTitleOf(appellant: string, respondent: string | null, isSupremeCourt: boolean | null): string {
  const parties = respondent ? `${appellant} VS ${respondent}` : appellant;
  return isSupremeCourt === null ? parties : `${parties} (${isSupremeCourt ? "SC" : "HC"})`;
}

/** "Modified By": the member of staff, else the import and its file (decision 040). */
export function modifiedByOf(staffName: string | null, via: string | null): string | null {
  if (via !== null) return via ? `Import (${via})` : "Import";
  return staffName;
}

/**
 * Each sort's covering index and its order (decision 040). Every column the list filters on or
 * shows, but the parties, is in the index, so a page never reads the case rows, whose judgment text
 * lies before those columns; the parties of the page's rows are read by doc id.
 */
const SORTS: Record<CaseSort, { index: string; order: (dir: SortDir) => SQL }> = {
  docId: { index: "cases_admin_doc_idx", order: (d) => sql.raw(`doc_id ${d}`) },
  // search_key grows with the decision date (undated first), and is unique.
  date: { index: "cases_admin_date_idx", order: (d) => sql.raw(`search_key ${d}`) },
  title: { index: "cases_admin_title_idx", order: (d) => sql.raw(`appellant collate nocase ${d}, doc_id ${d}`) },
  modified: { index: "cases_admin_modified_idx", order: (d) => sql.raw(`modified_at ${d}, doc_id ${d}`) },
};

/**
 * The catalogue's answers the filters need, resolved before a case shard is asked (issue 36): a
 * shard's copies of the masters may be older than the catalogue's, and it holds no staff.
 */
type Resolved = { categoryId: number | null; courtIds: number[] | null; benchCourtId: number | null; creatorIds: number[] };

async function resolveFilters(ctx: AppContext, query: CaseListQuery): Promise<Resolved> {
  const q = query.q.trim();
  const [category, courtRows, bench, creators] = await Promise.all([
    query.category === "ALL" ? null : ctx.db.get<{ id: number }>(sql`select id from case_categories where name = ${query.category}`),
    query.court === "SC" || query.court === "HC" ? ctx.db.all<{ id: number }>(sql`select id from courts where is_supreme_court = ${query.court === "SC" ? 1 : 0}`) : null,
    query.bench === undefined ? null : ctx.db.get<{ courtId: number }>(sql`select court_id as courtId from court_branches where id = ${query.bench}`),
    q ? ctx.db.all<{ id: number }>(sql`select id from users where name like ${likeContains(q)} escape '\\'`) : [],
  ]);
  return {
    // -1: a category that does not exist matches no case, as its subquery does.
    categoryId: query.category === "ALL" ? null : (category?.id ?? -1),
    courtIds: courtRows ? courtRows.map((r) => r.id) : null,
    benchCourtId: bench?.courtId ?? -1,
    creatorIds: creators.map((r) => r.id),
  };
}

/**
 * The list's filters on the case row, every column of them in each covering index. `resolved`:
 * the catalogue's ids in place of its subqueries, for a case shard (see resolveFilters).
 */
function listConditions(query: CaseListQuery, resolved?: Resolved): SQL {
  const where: SQL[] = [sql`deleted_at is null`];
  const ids = (list: number[]) => sql`(select value from json_each(${JSON.stringify(list)}))`;
  if (query.category !== "ALL") where.push(resolved ? sql`case_category_id = ${resolved.categoryId}` : sql`case_category_id = (select id from case_categories where name = ${query.category})`);
  if ((query.court === "SC" || query.court === "HC") && resolved) where.push(sql`court_id in ${ids(resolved.courtIds ?? [])}`);
  else if (query.court === "SC") where.push(sql`court_id in (select id from courts where is_supreme_court = 1)`);
  else if (query.court === "HC") where.push(sql`court_id in (select id from courts where is_supreme_court = 0)`);
  else if (typeof query.court === "number") where.push(sql`court_id = ${query.court}`);
  // The bench from the (court_id, court_branch_id) index, never the case rows: court_branch_id is in
  // none of the covering indexes, the doc id (the row id) is in every index.
  if (query.bench !== undefined) {
    const court = resolved ? sql`${resolved.benchCourtId}` : sql`(select court_id from court_branches where id = ${query.bench})`;
    where.push(sql`doc_id in (select doc_id from cases indexed by cases_court_idx where court_id = ${court} and court_branch_id = ${query.bench})`);
  }
  if (query.live !== "ALL") where.push(sql`live = ${query.live === "YES" ? 1 : 0}`);
  if (query.overruled !== "ALL") where.push(sql`overruled = ${query.overruled === "YES" ? 1 : 0}`);
  const q = query.q.trim();
  if (q) {
    // A number is also a doc id; words find party names through the party-name index (as typed:
    // each word, a prefix from three letters) and the names of the staff who created the cases.
    const anyOf: SQL[] = [];
    if (/^\d{1,12}$/.test(q)) anyOf.push(sql`doc_id = ${Number(q)}`);
    const parties = inColumns(["appellant", "respondent"], allPrefixes(partyTokens(tokenize(q))));
    if (parties) anyOf.push(sql`doc_id in (select doc_id from cases indexed by cases_search_key_uq where search_key in (select rowid from case_meta_fts where case_meta_fts match ${parties}))`);
    const creators = resolved ? ids(resolved.creatorIds) : sql`(select id from users where name like ${likeContains(q)} escape '\\')`;
    anyOf.push(sql`doc_id in (select doc_id from cases indexed by cases_created_by_idx where created_by in ${creators})`);
    where.push(sql`(${sql.join(anyOf, sql` or `)})`);
  }
  return sql.join(where, sql` and `);
}

/**
 * The number of cases a filter matches, counted on the narrow count index and kept while no case
 * has been written since (the newest modified_at and doc id, read from their indexes in O(log n)),
 * for at most a minute: a list page costs its ten index entries, not a count of every case.
 */
const COUNTS = new Map<string, { stamp: string; total: number; at: number }>();
const COUNT_TTL_MS = 60_000;
const COUNT_KEYS = 200;

async function listStamp(db: Db): Promise<string> {
  const row = await db.get<{ m: string | null; d: number | null }>(sql`select (select max(modified_at) from cases) as m, (select max(doc_id) from cases) as d`);
  return `${row?.m ?? ""}|${row?.d ?? 0}`;
}

/** A count kept under its filter's key while the stamp of the cases it counts is unchanged (at most a minute). */
async function cachedCount(key: string, stamp: string, count: () => Promise<number>): Promise<number> {
  const now = Date.now();
  const hit = COUNTS.get(key);
  if (hit && hit.stamp === stamp && now - hit.at < COUNT_TTL_MS) return hit.total;
  const total = await count();
  if (COUNTS.size >= COUNT_KEYS) COUNTS.delete(COUNTS.keys().next().value!);
  COUNTS.set(key, { stamp, total, at: now });
  return total;
}

async function countCases(ctx: AppContext, query: CaseListQuery, where: SQL, stamp: string): Promise<number> {
  const key = JSON.stringify([query.q.trim(), query.category, query.court, query.bench ?? null, query.live, query.overruled]);
  return cachedCount(key, stamp, async () => Number((await ctx.db.get<{ n: number }>(countStatement(where)))?.n ?? 0));
}

const countStatement = (where: SQL) => sql`select count(*) as n from cases indexed by cases_admin_count_idx where ${where}`;

/** The list's page and count statements for a query, as they run (EXPLAIN QUERY PLAN in the tests and the benchmark). */
export function caseListStatements(query: CaseListQuery): { page: SQL; count: SQL } {
  const where = listConditions(query);
  const perPage = query.perPage ?? CASE_PAGE_SIZE;
  return { page: pageStatement(query, where, (Math.max(1, query.page) - 1) * perPage, perPage), count: countStatement(where) };
}

type PageRow = {
  doc_id: number;
  search_key: number | null;
  appellant: string;
  respondent: string | null;
  category: string | null;
  court: string | null;
  is_supreme_court: number | null;
  overruled: number;
  live: number;
  modifier: string | null;
  modified_via: string | null;
  modified_at: string;
};

/** One page, from the sort's covering index (offset over index entries only), then the parties by doc id. */
function pageStatement(query: CaseListQuery, where: SQL, offset: number, limit: number): SQL {
  const sort = SORTS[query.sort ?? "docId"];
  const dir = query.dir ?? DEFAULT_DIR[query.sort ?? "docId"];
  const order = sort.order(dir);
  return sql`
    select p.doc_id, p.search_key, c.appellant, c.respondent, cc.name as category, ct.name as court, ct.is_supreme_court,
           p.overruled, p.live, u.name as modifier, p.modified_via, p.modified_at
    from (
      select doc_id, search_key, ${sql.raw(SORT_COLUMN[query.sort ?? "docId"])} live, overruled, case_category_id, court_id, modified_by, modified_at, modified_via
      from cases indexed by ${sql.raw(sort.index)}
      where ${where}
      order by ${order}
      limit ${limit} offset ${offset}
    ) p
    join cases c on c.doc_id = p.doc_id
    left join case_categories cc on cc.id = p.case_category_id
    left join courts ct on ct.id = p.court_id
    left join users u on u.id = p.modified_by
    order by ${sql.raw(sortOuter(query.sort ?? "docId", dir))}`;
}

/** The sort's own column beside those every covering index holds (the outer query orders by it). */
const SORT_COLUMN: Record<CaseSort, string> = { docId: "", date: "", title: "appellant as title,", modified: "" };

/** The outer query's order: the page's own (the subquery's rows, the same keys on p). */
function sortOuter(sort: CaseSort, dir: SortDir): string {
  if (sort === "docId") return `p.doc_id ${dir}`;
  if (sort === "date") return `p.search_key ${dir}`;
  if (sort === "title") return `p.title collate nocase ${dir}, p.doc_id ${dir}`;
  return `p.modified_at ${dir}, p.doc_id ${dir}`;
}

/**
 * Cases not deleted, 10 a page, sorted by doc id (newest first by default), decision date, title
 * or modified date, either way; the page is clamped to the last one. Served from indexes only
 * (decision 040): the sort's covering index for the page, the count index for the count.
 */
export async function listCases(ctx: AppContext, query: CaseListQuery): Promise<{ rows: CaseListRow[]; page: number; pages: number; total: number }> {
  if (sharded(ctx)) return listShardedCases(ctx, query);
  const perPage = query.perPage ?? CASE_PAGE_SIZE;
  const where = listConditions(query);
  const requested = Math.max(1, query.page);
  const [stamp, first] = await Promise.all([listStamp(ctx.db), ctx.db.all<PageRow>(pageStatement(query, where, (requested - 1) * perPage, perPage))]);
  const total = await countCases(ctx, query, where, stamp);
  const { pages, page } = pageWindow(total, perPage, requested);
  const rows = page === requested ? first : await ctx.db.all<PageRow>(pageStatement(query, where, (page - 1) * perPage, perPage));
  return {
    rows: rows.map((r) => ({
      docId: r.doc_id,
      lawTitle: lawTitleOf(r.appellant, r.respondent, r.is_supreme_court === null ? null : Boolean(r.is_supreme_court)),
      caseCategory: r.category,
      courtCategory: r.court,
      overruled: Boolean(r.overruled),
      live: Boolean(r.live),
      modifiedBy: modifiedByOf(r.modifier, r.modified_via),
      modifiedAt: r.modified_at,
      decidedDate: decidedDateOfSearchKey(r.search_key),
    })),
    page,
    pages,
    total,
  };
}

/** The page's row as a shard gives it: ids where the one-database statement joins the catalogue's names. */
type ShardRow = {
  doc_id: number;
  search_key: number | null;
  appellant: string;
  respondent: string | null;
  case_category_id: number | null;
  court_id: number | null;
  overruled: number;
  live: number;
  modified_by: number | null;
  modified_via: string | null;
  modified_at: string;
};

/** A shard's first `limit` rows of the list in its order, from the sort's covering index as on one database. */
function shardPageStatement(query: CaseListQuery, where: SQL, limit: number): SQL {
  const sort = SORTS[query.sort ?? "docId"];
  const order = sort.order(query.dir ?? DEFAULT_DIR[query.sort ?? "docId"]);
  return sql`
    select p.doc_id, p.search_key, c.appellant, c.respondent, p.case_category_id, p.court_id, p.overruled, p.live, p.modified_by, p.modified_via, p.modified_at
    from (
      select doc_id, search_key, live, overruled, case_category_id, court_id, modified_by, modified_at, modified_via
      from cases indexed by ${sql.raw(sort.index)}
      where ${where}
      order by ${order}
      limit ${limit}
    ) p
    join cases c on c.doc_id = p.doc_id`;
}

/** SQLite's NOCASE: ASCII letters folded, nothing else. */
const nocase = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The list's order over rows of several shards: each sort's keys as its index orders them (doc id breaks ties). */
export function compareListRows(sort: CaseSort, dir: SortDir) {
  const sign = dir === "asc" ? 1 : -1;
  return (a: Pick<ShardRow, "doc_id" | "search_key" | "appellant" | "modified_at">, b: typeof a): number => {
    let by = 0;
    if (sort === "date") by = cmp(a.search_key ?? -1, b.search_key ?? -1);
    else if (sort === "title") by = cmp(nocase(a.appellant), nocase(b.appellant));
    else if (sort === "modified") by = cmp(a.modified_at, b.modified_at);
    return sign * (by || a.doc_id - b.doc_id);
  };
}

/**
 * The list over case shards (issue 36, decision 129): every database holding cases is asked, in
 * parallel, for its count (on its count index, cached as on one database while no shard has
 * changed) and its first `page × perPage` rows in the list's order from the sort's covering index;
 * the rows are merged in that order and the page cut from them. The filters' catalogue values
 * (category, courts, bench, creators) are resolved in the catalogue first, the page's names after.
 */
async function listShardedCases(ctx: AppContext, query: CaseListQuery): Promise<{ rows: CaseListRow[]; page: number; pages: number; total: number }> {
  const perPage = query.perPage ?? CASE_PAGE_SIZE;
  const dbs = eachCaseDb(ctx);
  const where = listConditions(query, await resolveFilters(ctx, query));
  const stamps = await Promise.all(dbs.map(({ db }) => listStamp(db)));
  const key = JSON.stringify([query.q.trim(), query.category, query.court, query.bench ?? null, query.live, query.overruled]);
  const total = await cachedCount(key, stamps.join("/"), async () => {
    const counts = await Promise.all(dbs.map(({ db }) => db.get<{ n: number }>(countStatement(where))));
    return counts.reduce((n, r) => n + Number(r?.n ?? 0), 0);
  });
  const { pages, page } = pageWindow(total, perPage, Math.max(1, query.page));
  const offset = (page - 1) * perPage;
  const parts = await Promise.all(dbs.map(({ db }) => db.all<ShardRow>(shardPageStatement(query, where, offset + perPage))));
  const sort = query.sort ?? "docId";
  const rows = parts.flat().sort(compareListRows(sort, query.dir ?? DEFAULT_DIR[sort])).slice(offset, offset + perPage);
  const json = (ids: (number | null)[]) => JSON.stringify([...new Set(ids.filter((id) => id !== null))]);
  const [categories, courtRows, users] = await Promise.all([
    ctx.db.all<{ id: number; name: string }>(sql`select id, name from case_categories where id in (select value from json_each(${json(rows.map((r) => r.case_category_id))}))`),
    ctx.db.all<{ id: number; name: string; sc: number }>(sql`select id, name, is_supreme_court as sc from courts where id in (select value from json_each(${json(rows.map((r) => r.court_id))}))`),
    ctx.db.all<{ id: number; name: string }>(sql`select id, name from users where id in (select value from json_each(${json(rows.map((r) => r.modified_by))}))`),
  ]);
  const category = new Map(categories.map((c) => [c.id, c.name]));
  const court = new Map(courtRows.map((c) => [c.id, c]));
  const user = new Map(users.map((u) => [u.id, u.name]));
  return {
    rows: rows.map((r) => {
      const c = r.court_id === null ? undefined : court.get(r.court_id);
      return {
        docId: r.doc_id,
        lawTitle: lawTitleOf(r.appellant, r.respondent, c ? Boolean(c.sc) : null),
        caseCategory: r.case_category_id === null ? null : (category.get(r.case_category_id) ?? null),
        courtCategory: c?.name ?? null,
        overruled: Boolean(r.overruled),
        live: Boolean(r.live),
        modifiedBy: modifiedByOf(r.modified_by === null ? null : (user.get(r.modified_by) ?? null), r.modified_via),
        modifiedAt: r.modified_at,
        decidedDate: decidedDateOfSearchKey(r.search_key),
      };
    }),
    page,
    pages,
    total,
  };
}

/**
 * A case's whole write shape, read back from its shard (`loadCaseInput`: the directory names it,
 * issue 36), its cases referred in order with their links, each headnote's references in their
 * slots (an empty slot stays empty), so that writing it back changes nothing but the field the
 * caller sets; `version`: its modified time. Null when there is no such case.
 */
export async function loadCaseForWrite(ctx: AppContext, docId: number): Promise<{ input: CaseInput & { docId: number }; deleted: boolean; version: string } | null> {
  const loaded = await loadCaseInput(ctx, docId);
  if (!loaded) return null;
  const headnotes = (loaded.input.headnotes ?? []).map((h) => {
    const refs = (h.refs ?? []) as (HeadnoteRefInput & { slot?: number })[];
    const slots = Math.max(0, ...refs.map((r) => r.slot ?? 0));
    const bySlot: HeadnoteRefInput[] = Array.from({ length: slots }, (_, i) => {
      const r = refs.find((x) => x.slot === i + 1);
      return r ? { actName: r.actName, section: r.section, orderNo: r.orderNo, rule: r.rule, article: r.article } : {};
    });
    return { priority: h.priority, headnote: h.headnote, paragraph: h.paragraph, topic: h.topic, refs: bySlot };
  });
  return { input: { ...loaded.input, headnotes }, deleted: loaded.deleted, version: loaded.modifiedAt };
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
