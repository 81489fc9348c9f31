/**
 * Does one case match a search? The saved-search alerts (app/services/alerts/watch.server.ts) ask it of
 * each newly published judgment: the search's own plan (planQuery), the same conditions as the
 * list, pinned to that one case by its full-text row, so FTS5 probes one rowid instead of walking
 * every match. One statement; its single row's `hit` is 1 or 0.
 */
import { buildSql, planQuery } from "./d1-backend";
import type { SearchQuery } from "./types";

export function matchOneStatement(query: SearchQuery, docId: number, startsWith: string | null = null): { sql: string; params: unknown[] } | null {
  const plan = { ...planQuery(query) };
  if (plan.impossible) return null;
  // The phrase-pair index gives the same matches as the text index; the text index is always whole.
  plan.pairMatch = null;
  const lead = plan.meta ? "g" : plan.match ? "f" : null;
  plan.where = [...plan.where, lead ? `${lead}.rowid = (select search_key from cases where doc_id = ?)` : "c.doc_id = ?"];
  plan.params = [...plan.params, docId];
  // Newest first as chosen: no party boost, no ranking (nothing to order in one row).
  const built = buildSql(plan, { page: 1, perPage: 1, dateOrder: "d", dateOrderChosen: true, startsWith });
  return { sql: `select exists (${built.list.sql}) as hit`, params: built.list.params };
}
