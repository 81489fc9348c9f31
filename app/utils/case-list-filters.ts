/**
 * The cases list's filter values (back-office §2, §9), shared by the list's URL schema (route and
 * browser) and the query (app/services/cases/case-desk.server.ts).
 */
export const CASE_CATEGORY_FILTER = ["ALL", "Cri", "Civ", "HC", "SC"] as const;
/**
 * ALL; SC: the court flagged Supreme Court (shown as the spec's 'SUPEREME COURT'); HC: every other
 * court of the master (the High Courts). One court is chosen by its id instead (`court=7`), and
 * then one of its benches by the branch's id (`bench=12`).
 */
export const COURT_FILTER = ["ALL", "SC", "HC"] as const;
export type CourtFilter = (typeof COURT_FILTER)[number] | number;
export const YES_NO_FILTER = ["ALL", "YES", "NO"] as const;

/** The list's column sorts (issue 21 item 7): Doc Id, decision date, title, modified date. */
export const CASE_SORTS = ["docId", "date", "title", "modified"] as const;
export type CaseSort = (typeof CASE_SORTS)[number];
export const SORT_DIRS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRS)[number];
/** Each sort's first direction: the newest first, titles from A. */
export const DEFAULT_DIR: Record<CaseSort, SortDir> = { docId: "desc", date: "desc", title: "asc", modified: "desc" };
