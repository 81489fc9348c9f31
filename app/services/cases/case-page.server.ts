/**
 * The subscriber's case page (issue 22 item 12, decision 056): the case, its Cited by and
 * Authorities (the citation graph), its Similar Cases and the reader's library mark. What is the
 * same for every reader — all but the library mark — is kept in the edge cache per case and
 * version (guest-cache.server.ts), so a view of a case read before costs the session look-up
 * (the marks and the version ride in its D1 batch, decision 095) and a cache read.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { users } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";
import { rideWithSession } from "../../utils/session.server";
import { getCaseView, type CaseView } from "./case-view.server";
import { citationGraph, orderCitedBy, type CitedByOrder } from "../graph/citation-graph.server";
import { cachedCaseData, CASE_VIEWS_VERSION_SQL } from "./guest-cache.server";
import { similarCases, type SimilarCase } from "../search/precedents.server";

export type CasePageData = { view: CaseView; graph: Awaited<ReturnType<typeof citationGraph>>; similar: SimilarCase[] };

/** The reader's marks on a case and the cached data's version (one row). */
export type CaseMarks = { inLibrary: number; watching: number; version: number | null };

/** The marks query for a reader named by id or by a SQL expression (the session's user). */
const marksQuery = (ctx: AppContext, user: SQL | number, docId: number) =>
  ctx.db
    .select({
      // `user` itself, not users.id: drizzle writes a one-table query's columns unqualified, and
      // inside these subqueries "id" would be the library entry's own.
      inLibrary: sql<number>`exists (select 1 from library_entries where user_id = ${user} and doc_id = ${docId})`,
      watching: sql<number>`exists (select 1 from case_watches where user_id = ${user} and doc_id = ${docId})`,
      version: sql<number | null>`${sql.raw(CASE_VIEWS_VERSION_SQL)}`,
    })
    .from(users)
    .where(eq(users.id, user));

/**
 * The reader's library and watch marks on a case and the case data's version, read in the same D1
 * round trip as the reader's session (decision 095): the query names the reader by the session's
 * stored hash. Null without a session; use it only once the session has been checked.
 */
export async function caseMarksWithSession(ctx: AppContext, request: Request, docId: number): Promise<CaseMarks | null> {
  const rows = await rideWithSession<CaseMarks>(ctx, request, "user", (idHash) => marksQuery(ctx, sql`(select user_id from sessions where id_hash = ${idHash})`, docId));
  return rows?.[0] ?? null;
}

/**
 * The page's data for one reader (library and watch marks: read with the session, or here by the
 * user's id), Cited by in the order asked (decision 063), or null when the case is not published
 * (or does not exist).
 */
export async function subscriberCasePage(
  ctx: AppContext,
  userId: number,
  docId: number,
  citedByOrder: CitedByOrder = "newest",
  marks?: CaseMarks | null,
): Promise<(CasePageData & { inLibrary: boolean; watching: boolean }) | null> {
  // Without a session's rows (never on the page: its loader reads them with the session), read here.
  const mark = marks ?? (await marksQuery(ctx, userId, docId).get()) ?? null;
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
    // Cited by and Authorities from the citation graph (decision 054): two indexed queries in one database; with shards, the
    // case's own and one a shard for the references waiting on its keys (citationGraph). The view reads the case's shard too.
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
