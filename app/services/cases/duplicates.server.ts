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
import type { AppContext, Db } from "../../utils/context.server";
import { decidedDateOf, queryStatement, type CaseInput, type Statement } from "./case-input.server";
import { caseDbs, eachCaseDb, sharded } from "./case-shard-of.server";
import { refreshIncoming } from "../graph/incoming.server";
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

/** The shared hashes that make two judgments one: of the same day, or of dates not both known (search-index/fingerprint.ts). */
const SHARED_SAME_DAY = Math.ceil(SAME_DAY_SHARE * FINGERPRINT_SIZE);
const SHARED_ANY_DAY = Math.ceil(LINK_SHARE * FINGERPRINT_SIZE);

/**
 * The written cases that may be copies of a judgment in another shard (decision 131): read in the
 * shard they were written to, after their batch — each one's fingerprint and decided date, unless its
 * own shard already linked it (any link: one the staff decided is kept as they left it) or holds a
 * copy of it (a case others copy is never made a copy itself). A case without a fingerprint is left out.
 */
export const UNLINKED_FINGERPRINTS_SQL = `select c.doc_id as docId, c.decided_date as decidedDate, (select json_group_array(s.hash) from case_shingles s where s.doc_id = c.doc_id) as hashes
  from cases c where c.doc_id in (select value from json_each(?1))
    and not exists (select 1 from case_duplicates x where x.doc_id = c.doc_id)
    and not exists (select 1 from case_duplicates y where y.same_as = c.doc_id and y.status <> 'separate')
    and exists (select 1 from case_shingles s where s.doc_id = c.doc_id)`;

/**
 * A shard's best candidate for the judgment a written case copies: its published case sharing the
 * most hashes (the primary key (hash, doc_id) leads, as in the case's own batch), of the same day or a
 * date not both known, not itself a copy, over the share; ?1 the written case, ?2 its hashes, ?3 its date.
 * A case's hidden row in a shard it is not in (a move's tombstone) has no shingles.
 */
const CANDIDATE_SQL = `select s.doc_id as docId, count(*) as shared
  from case_shingles s cross join cases o on o.doc_id = s.doc_id
  where s.hash in (select value from json_each(?2)) and s.doc_id <> ?1 and o.deleted_at is null
    and not exists (select 1 from case_duplicates c2 where c2.doc_id = s.doc_id and c2.status <> 'separate')
    and (o.decided_date is null or ?3 is null or o.decided_date = ?3)
  group by s.doc_id
  having count(*) >= case when o.decided_date is not null and o.decided_date = ?3 then ${SHARED_SAME_DAY} else ${SHARED_ANY_DAY} end
  order by count(*) desc, s.doc_id limit 1`;

/** Which of these cases another shard's cases copy (such a case is an original: never made a copy). */
const COPIED_SQL = "select distinct same_as as docId from case_duplicates where same_as in (select value from json_each(?)) and status <> 'separate'";

/** A written case's fingerprint, as UNLINKED_FINGERPRINTS_SQL reads it from its shard. */
export type WrittenFingerprint = {
  docId: number;
  decidedDate: string | null;
  hashes: string | number[];
};

/** A link across shards: the copy (in its shard) is the same judgment as the original (in another). */
export type CrossShardLink = {
  docId: number;
  sameAs: number;
  similarity: number;
  title: string;
};

/** The best of the candidates each shard gave a case: most hashes shared, then the lowest doc id (as one database orders them). Pure. */
export function bestCandidate<T extends { docId: number; shared: number }>(candidates: T[]): T | null {
  let best: T | null = null;
  for (const c of candidates) if (!best || c.shared > best.shared || (c.shared === best.shared && c.docId < best.docId)) best = c;
  return best;
}

/**
 * One judgment, one case across shards (decision 131): the written cases of one shard (`shardId`) that
 * no case of their own shard answers are looked for in every other database, in parallel — one
 * batch each, a lookup by the shingles' primary key per case — and linked to the best match found
 * anywhere. The link lives with the copy, in its shard (search hides a copy by its own shard's
 * rows); `linkAcrossShards` writes it. Without shards: nothing (the case's own batch linked it).
 */
export async function crossShardDuplicates(ctx: AppContext, shardId: number, written: WrittenFingerprint[]): Promise<CrossShardLink[]> {
  const asked = written
    .map((w) => ({
      ...w,
      hashes: typeof w.hashes === "string" ? (JSON.parse(w.hashes) as number[]) : w.hashes,
    }))
    .filter((w) => w.hashes.length);
  if (!asked.length || !sharded(ctx)) return [];
  const others = eachCaseDb(ctx).filter((s) => s.shardId !== shardId);
  const answers = await Promise.all(
    others.map(async ({ db }) => {
      const d1 = db.$client;
      const [copied, ...found] = await d1.batch<{
        docId: number;
        shared: number;
        title: string;
      }>([d1.prepare(COPIED_SQL).bind(JSON.stringify(asked.map((w) => w.docId))), ...asked.map((w) => d1.prepare(CANDIDATE_SQL).bind(w.docId, JSON.stringify(w.hashes), w.decidedDate))]);
      return {
        copied: copied.results.map((r) => r.docId),
        found: found.map((f) => f.results[0] ?? null),
      };
    }),
  );
  const copied = new Set(answers.flatMap((a) => a.copied));
  return asked.flatMap((w, i) => {
    if (copied.has(w.docId)) return [];
    const best = bestCandidate(answers.flatMap((a) => (a.found[i] ? [a.found[i]!] : [])));
    return best
      ? [
          {
            docId: w.docId,
            sameAs: best.docId,
            similarity: best.shared / FINGERPRINT_SIZE,
            title: best.title,
          },
        ]
      : [];
  });
}

/**
 * The statement that stores links across shards in the copies' database: the link, unless the copy
 * has one already. `case_duplicates.same_as` has no foreign key in any database (CROSS_SHARD_LINKS,
 * db/case-tables.ts; migration 0039 for the catalogue's): the original may be in another database.
 * Idempotent (a retried write writes the same row).
 */
export function crossShardLinkStatements(links: CrossShardLink[], nowIso: string): Statement[] {
  if (!links.length) return [];
  return [
    queryStatement({
      sql: `insert or ignore into case_duplicates (doc_id, same_as, similarity, found_at)
            select value ->> 0, value ->> 1, value ->> 2, ?1 from json_each(?2) where not exists (select 1 from case_duplicates d where d.doc_id = value ->> 0)`,
      params: [nowIso, JSON.stringify(links.map((l) => [l.docId, l.sameAs, l.similarity]))],
    }),
  ];
}

/** Looks across shards for the judgments these cases (just written to `db`, shard `shardId`) copy, and links them there. */
export async function linkAcrossShards(ctx: AppContext, db: Db, shardId: number, docIds: number[], nowIso: string): Promise<CrossShardLink[]> {
  if (!docIds.length || !sharded(ctx)) return [];
  const written = await db.$client.prepare(UNLINKED_FINGERPRINTS_SQL).bind(JSON.stringify(docIds)).all<WrittenFingerprint>();
  const links = await crossShardDuplicates(ctx, shardId, written.results);
  const statements = crossShardLinkStatements(links, nowIso);
  if (statements.length) {
    const d1 = db.$client;
    await d1.batch(
      statements.map((s) => {
        const q = s.toSQL();
        return d1.prepare(q.sql).bind(...q.params);
      }),
    );
  }
  return links;
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
  if (sharded(ctx)) return listDuplicatesAcross(ctx, status ?? null);
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

/** Pairs listed for staff at most. */
const LIST_LIMIT = 500;

/**
 * The pairs when the cases are spread over shards: each database's own pairs (a pair lives with its
 * copy, decision 131), read in parallel and merged newest found first; both cases' titles, source
 * ids and dates from the catalogue's directory (every shard's cases; the title cut at 200), the
 * deciding staff member's name from the catalogue.
 */
async function listDuplicatesAcross(ctx: AppContext, status: DuplicatePair["status"] | null): Promise<DuplicatePair[]> {
  type Row = { docId: number; sameAs: number; similarity: number; status: DuplicatePair["status"]; decidedAt: string | null; decidedById: number | null; foundAt: string };
  const parts = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db.$client
        .prepare(
          `select doc_id as docId, same_as as sameAs, similarity, status, decided_at as decidedAt, decided_by as decidedById, found_at as foundAt from case_duplicates
           where (?1 is null or status = ?1) order by found_at desc, doc_id desc limit ${LIST_LIMIT}`,
        )
        .bind(status)
        .all<Row>()
        .then((r) => r.results),
    ),
  );
  const rows = parts
    .flat()
    .sort((a, b) => (a.foundAt < b.foundAt ? 1 : a.foundAt > b.foundAt ? -1 : b.docId - a.docId))
    .slice(0, LIST_LIMIT);
  if (!rows.length) return [];
  const d1 = ctx.db.$client;
  const [cases, staff] = await d1.batch<Record<string, string | number | null>>([
    d1
      .prepare("select doc_id as docId, title, source_id as sourceId, decided_date as decidedDate from case_directory where doc_id in (select value from json_each(?))")
      .bind(JSON.stringify([...new Set(rows.flatMap((r) => [r.docId, r.sameAs]))])),
    d1.prepare("select id, name from users where id in (select value from json_each(?))").bind(JSON.stringify([...new Set(rows.flatMap((r) => (r.decidedById === null ? [] : [r.decidedById])))])),
  ]);
  const byId = new Map(cases.results.map((c) => [Number(c.docId), { title: String(c.title ?? ""), sourceId: (c.sourceId as string | null) ?? null, decidedDate: (c.decidedDate as string | null) ?? null }]));
  const names = new Map(staff.results.map((u) => [Number(u.id), String(u.name)]));
  const unknown = { title: "", sourceId: null, decidedDate: null };
  return rows.map((r) => ({
    docId: r.docId,
    sameAs: r.sameAs,
    similarity: Number(r.similarity),
    status: r.status,
    copy: byId.get(r.docId) ?? unknown,
    original: byId.get(r.sameAs) ?? unknown,
    decidedBy: r.decidedById === null ? null : names.get(r.decidedById) ?? null,
    decidedAt: r.decidedAt,
  }));
}

/** Staff's decision on a pair: merged (one judgment: the copy stays hidden) or separate (two judgments: both shown). The pair is in its copy's shard. */
export async function decideDuplicate(ctx: AppContext, input: { docId: number; decision: "merged" | "separate"; actorId: number }): Promise<"ok" | "not-found"> {
  const [place] = await caseDbs(ctx, [input.docId]);
  if (!place) return "not-found";
  const r = await place.db.$client
    .prepare("update case_duplicates set status = ?, decided_by = ?, decided_at = ? where doc_id = ?")
    .bind(input.decision, input.actorId, ctx.clock.now().toISOString(), input.docId)
    .run();
  if (!r.meta.changes) return "not-found";
  // Its incoming rows in other shards say whether it is a copy (decision 133): written again.
  await refreshIncoming(ctx, place.db, place.shardId, [input.docId]);
  // The case pages of both copies show the pair (Also reported as, Cited by): their cached data is stale.
  await bumpCaseViews(ctx);
  return "ok";
}

/** The other copies of a judgment, for "also reported as" on its case view, and the case a copy is the same as. */
export async function sameJudgment(ctx: AppContext, docId: number): Promise<{ copyOf: number | null; copies: number[] }> {
  // A pair lives with its copy: the case's own shard says what it copies, any shard may hold its copies.
  const parts = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db.$client
        .prepare(`select doc_id as docId, same_as as sameAs from case_duplicates where (doc_id = ?1 or same_as = ?1) and status <> 'separate'`)
        .bind(docId)
        .all<{ docId: number; sameAs: number }>()
        .then((r) => r.results),
    ),
  );
  const rows = { results: parts.flat() };
  return { copyOf: rows.results.find((r) => r.docId === docId)?.sameAs ?? null, copies: rows.results.filter((r) => r.sameAs === docId).map((r) => r.docId) };
}
