/**
 * The subscriber's case page (issue 22 item 12, decision 056): the case, its Cited by and
 * Authorities (the citation graph), its Similar Cases and the reader's library mark. What is the
 * same for every reader — all but the library mark — is kept in the edge cache per case and
 * version (guest-cache.server.ts), so a view of a case read before costs the session look-up,
 * one small query (the mark and the version) and a cache read.
 */
import type { AppContext } from "../utils/context.server";
import { getCaseView, type CaseView } from "./case-view.server";
import { citationGraph, orderCitedBy, type CitedByOrder } from "./citation-graph.server";
import { cachedCaseData, CASE_VIEWS_VERSION_SQL } from "./guest-cache.server";
import { similarCases, type SimilarCase } from "./precedents.server";

export type CasePageData = { view: CaseView; graph: Awaited<ReturnType<typeof citationGraph>>; similar: SimilarCase[] };

/** The page's data for one reader (library and watch marks), Cited by in the order asked (decision 063), or null when the case is not published (or does not exist). */
export async function subscriberCasePage(
  ctx: AppContext,
  userId: number,
  docId: number,
  citedByOrder: CitedByOrder = "newest",
): Promise<(CasePageData & { inLibrary: boolean; watching: boolean }) | null> {
  const mark = await ctx.db.$client
    .prepare(
      `select exists (select 1 from library_entries where user_id = ? and doc_id = ?) as inLibrary, exists (select 1 from case_watches where user_id = ? and doc_id = ?) as watching, ${CASE_VIEWS_VERSION_SQL} as version`,
    )
    .bind(userId, docId, userId, docId)
    .first<{ inLibrary: number; watching: number; version: number | null }>();
  const data = await cachedCaseData(ctx, docId, mark?.version ?? null, () => casePageData(ctx, docId));
  if (!data) return null;
  // Kept newest first; the other order is a sort of the kept list.
  const graph = citedByOrder === data.graph.citedByOrder ? data.graph : { ...data.graph, citedBy: orderCitedBy([...data.graph.citedBy], citedByOrder), citedByOrder };
  return { ...data, graph, inLibrary: Boolean(mark?.inLibrary), watching: Boolean(mark?.watching) };
}

/** Read afresh: the case, the graph and Similar Cases at once. Kept only when found and whole. */
async function casePageData(ctx: AppContext, docId: number): Promise<{ value: CasePageData | null; keep: boolean }> {
  let similarFailed = false;
  const [view, graph, similar] = await Promise.all([
    getCaseView(ctx, docId),
    // Cited by and Authorities from the citation graph (decision 054): two indexed queries.
    citationGraph(ctx, docId),
    // Similar Cases (issue 16): cached in D1; a failure here never costs the reader the case itself (and is not kept).
    similarCases(ctx, docId).then(
      (s) => s.items,
      (e: unknown): SimilarCase[] => {
        console.warn("similar cases failed", docId, e instanceof Error ? e.message : e);
        similarFailed = true;
        return [];
      },
    ),
  ]);
  return { value: view ? { view, graph, similar } : null, keep: Boolean(view) && !similarFailed };
}
