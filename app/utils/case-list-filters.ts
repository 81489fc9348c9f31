/**
 * The cases list's filter values (back-office §2, §9), shared by the list's URL schema (route and
 * browser) and the query (app/services/case-desk.server.ts).
 */
export const CASE_CATEGORY_FILTER = ["ALL", "Cri", "Civ", "HC", "SC"] as const;
/** ALL, or SC: the court flagged Supreme Court (shown as the spec's 'SUPEREME COURT'). */
export const COURT_FILTER = ["ALL", "SC"] as const;
export const YES_NO_FILTER = ["ALL", "YES", "NO"] as const;
