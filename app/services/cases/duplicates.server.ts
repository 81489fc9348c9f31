/**
 * One judgment, one case (issue 24 item 5, decision 064). Every case write stores the judgment's
 * fingerprint (search-index/fingerprint.ts) and links a judgment already in the reporter under
 * another source id with near-identical text as the same judgment: the later copy points at the
 * earlier case (`case_duplicates`), and results, Similar Cases and Cited by show the earlier one
 * only, with the copy's citations as "also reported as". Staff see the pairs (/admin/duplicates) and
 * merge (confirm) or separate them.
 */
import { FINGERPRINT_SIZE, LINK_SHARE, SAME_DAY_SHARE, textFingerprint } from "../../../search-index/fingerprint";
import { readOr } from "../../../search-index/guarded";
import { htmlToText } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { decidedDateOf, queryStatement, type CaseInput, type Statement } from "./case-input.server";
import { bumpCaseViews } from "./guest-cache.server";

/** The review screens' input schemas, for the page and the API (decision 058). */
export { DuplicatesQuerySchema, DuplicateDecisionSchema } from "./case-review.schema";

/** The cases that are another's copy (hidden wherever a judgment should show once). */
export const COPIES_SQL = "select doc_id from case_duplicates where status <> 'separate'";

/**
 * The statements that store a case's fingerprint and link it to the case it copies, for the case's
 * own write batch. A link the staff decided (merged or separate) is kept as they left it; a case
 * others copy is never made a copy itself. The shingles' primary key (hash, doc_id) leads: "cross
 * join" keeps SQLite from starting at cases (by deleted_at, every case each write: the import grew
 * quadratic).
 */
export function duplicateStatements(docId: number, input: CaseInput): Statement[] {
  // A reader that throws leaves the case without a fingerprint (never linked as a copy); the rest of its write lands (decision 098).
  const hashes = readOr([] as number[], () => textFingerprint(htmlToText(input.judgementOrder)), { reader: "textFingerprint", sourceId: input.sourceId });
  const date = decidedDateOf(input.decidedDay, input.decidedMonth, input.decidedYear);
  const out: Statement[] = [
    queryStatement({ sql: "delete from case_shingles where doc_id = ?", params: [docId] }),
    queryStatement({ sql: "delete from case_duplicates where doc_id = ? and status = 'linked'", params: [docId] }),
  ];
  if (!hashes.length) return out;
  out.push(
    queryStatement({ sql: "insert or ignore into case_shingles (hash, doc_id) select value, ? from json_each(?)", params: [docId, JSON.stringify(hashes)] }),
    queryStatement({
      sql: `insert or ignore into case_duplicates (doc_id, same_as, similarity)
            select ?1, s.doc_id, count(*) * 1.0 / ${FINGERPRINT_SIZE} from case_shingles s cross join cases o on o.doc_id = s.doc_id
             where s.hash in (select value from json_each(?2)) and s.doc_id <> ?1 and o.deleted_at is null
               and not exists (select 1 from case_duplicates c2 where c2.doc_id = s.doc_id and c2.status <> 'separate')
               and not exists (select 1 from case_duplicates x where x.doc_id = ?1)
               and not exists (select 1 from case_duplicates y where y.same_as = ?1 and y.status <> 'separate')
               and (o.decided_date is null or ?3 is null or o.decided_date = ?3)
             group by s.doc_id
            having count(*) >= case when o.decided_date is not null and o.decided_date = ?3 then ${Math.ceil(SAME_DAY_SHARE * FINGERPRINT_SIZE)} else ${Math.ceil(LINK_SHARE * FINGERPRINT_SIZE)} end
             order by count(*) desc, s.doc_id limit 1`,
      params: [docId, JSON.stringify(hashes), date],
    }),
  );
  return out;
}

export type DuplicatePair = {
  docId: number;
  sameAs: number;
  similarity: number;
  status: "linked" | "merged" | "separate";
  copy: { title: string; sourceId: string | null; decidedDate: string | null };
  original: { title: string; sourceId: string | null; decidedDate: string | null };
  decidedBy: string | null;
  decidedAt: string | null;
};

const title = (a: string | null, r: string | null) => `${a ?? ""}${r ? ` v. ${r}` : ""}`;

/** The pairs for staff, newest found first (status filter optional). */
export async function listDuplicates(ctx: AppContext, status?: DuplicatePair["status"] | null): Promise<DuplicatePair[]> {
  const rows = await ctx.env.DB.prepare(
    `select d.doc_id as docId, d.same_as as sameAs, d.similarity, d.status, d.decided_at as decidedAt, u.name as decidedBy,
            a.appellant as ca, a.respondent as cr, a.source_id as cs, a.decided_date as cd,
            b.appellant as oa, b.respondent as orr, b.source_id as os, b.decided_date as od
       from case_duplicates d join cases a on a.doc_id = d.doc_id join cases b on b.doc_id = d.same_as left join users u on u.id = d.decided_by
      where (?1 is null or d.status = ?1) order by d.found_at desc, d.doc_id desc limit 500`,
  )
    .bind(status ?? null)
    .all<Record<string, string | number | null>>();
  return rows.results.map((r) => ({
    docId: Number(r.docId),
    sameAs: Number(r.sameAs),
    similarity: Number(r.similarity),
    status: r.status as DuplicatePair["status"],
    copy: { title: title(r.ca as string, r.cr as string | null), sourceId: r.cs as string | null, decidedDate: r.cd as string | null },
    original: { title: title(r.oa as string, r.orr as string | null), sourceId: r.os as string | null, decidedDate: r.od as string | null },
    decidedBy: (r.decidedBy as string | null) ?? null,
    decidedAt: (r.decidedAt as string | null) ?? null,
  }));
}

/** Staff's decision on a pair: merged (one judgment: the copy stays hidden) or separate (two judgments: both shown). */
export async function decideDuplicate(ctx: AppContext, input: { docId: number; decision: "merged" | "separate"; actorId: number }): Promise<"ok" | "not-found"> {
  const r = await ctx.env.DB.prepare("update case_duplicates set status = ?, decided_by = ?, decided_at = ? where doc_id = ?")
    .bind(input.decision, input.actorId, ctx.clock.now().toISOString(), input.docId)
    .run();
  if (!r.meta.changes) return "not-found";
  // The case pages of both copies show the pair (Also reported as, Cited by): their cached data is stale.
  await bumpCaseViews(ctx);
  return "ok";
}

/** The other copies of a judgment, for "also reported as" on its case view, and the case a copy is the same as. */
export async function sameJudgment(ctx: AppContext, docId: number): Promise<{ copyOf: number | null; copies: number[] }> {
  const rows = await ctx.env.DB.prepare(`select doc_id as docId, same_as as sameAs from case_duplicates where (doc_id = ?1 or same_as = ?1) and status <> 'separate'`)
    .bind(docId)
    .all<{ docId: number; sameAs: number }>();
  return { copyOf: rows.results.find((r) => r.docId === docId)?.sameAs ?? null, copies: rows.results.filter((r) => r.sameAs === docId).map((r) => r.docId) };
}
