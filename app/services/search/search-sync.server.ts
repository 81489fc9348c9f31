/**
 * Keeps the external (Meilisearch) index in step with D1: a "search-sync" job per written case,
 * consumed by the jobs Worker. The D1 full-text index needs none of this (it is written in the
 * case's own batch); `reindexD1` rebuilds it from the stored cases (after a restore, or when an
 * index is added), `npm run reindex`.
 */
import { and, asc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import { caseActs, caseCitations, caseParties, cases, casesReferred, caseTopics, courts, headnoteRefs, headnotes } from "../../../db/schema";
import { courtLabel } from "../../../search-index/court-label";
import { NO_MASTERS, printedCitations, type CitationMasters } from "../../../search-index/case-citations";
import { meiliIndexer, toMeiliDocument, type MeiliDocument } from "../../../search-index/meilisearch-backend";
import type { AppContext, Db } from "../../utils/context.server";
import { indexedTexts } from "../../../search-index/document";
import { pairIndexStatements } from "../../../search-index/phrase-pairs";
import { loadCitationMasters } from "../cases/case-view.server";
import { citationGraphStatements } from "../graph/citation-graph.server";
import { resolveAcrossShards } from "../graph/cross-shard-resolution.server";
import { placedIn, refreshIncoming } from "../graph/incoming.server";
import { duplicateStatements, linkAcrossShards } from "../cases/duplicates.server";
import { caseDbs, directoryShards, eachCaseDb, sharded } from "../cases/case-shard-of.server";
import { courtNamed, readMasterNames } from "../../../search-index/master-names";
import { caseRowOf, inPhases, normalizedCitations, queryStatement, runBatch, searchDocumentOf, searchIndexStatements, type CaseInput, type WritePhases } from "../cases/cases.server";

/** The Meilisearch document of a case, from the same parts the D1 index is built from. Pure. */
export function meiliDocumentOf(input: CaseInput & { docId: number }, extra: { court: string | null; deleted?: boolean; masters?: CitationMasters }): MeiliDocument {
  const row = caseRowOf(input.docId, input);
  const decidedDate = row.decidedDate;
  const doc = searchDocumentOf(input.docId, row, input, extra.deleted ?? false);
  const citations = normalizedCitations(input);
  const tuples = citations.flatMap((c) =>
    c.journalId && c.year && c.pageNumber
      ? [`${c.journalId}|${c.year}|${c.pageNumber}`, ...(c.volume ? [`${c.journalId}|${c.year}|${c.volume}|${c.pageNumber}`] : [])]
      : [],
  );
  return toMeiliDocument(
    doc,
    {
      appellant: input.appellant,
      respondent: input.respondent ?? null,
      decidedDate,
      caseNumber: input.caseNumber ?? null,
      court: extra.court,
      judgeName: input.judgeName ?? null,
      // The reporter's citation in its house style (decision 036); the journals master comes from D1.
      citation: printedCitations(citations, extra.masters ?? NO_MASTERS).citation,
      overruled: input.overruled ?? false,
    },
    tuples,
  );
}

/** `court`: the court as results name it, with its bench when not the principal seat ("High Court of Bombay (Nagpur Bench)", decision 099). */
export type LoadedCase = {
  input: CaseInput & { docId: number };
  court: string | null;
  deleted: boolean;
  searchKey: number | null;
  /** the case's modified time: the version an edit is checked against (the case form) */
  modifiedAt: string;
};

/** Reads a case back into the write shape (for re-indexing, and for merging a re-import). */
export async function loadCaseInput(ctx: AppContext, docId: number): Promise<LoadedCase | null> {
  return (await loadCaseInputs(ctx, [docId])).get(docId) ?? null;
}

function groupBy<T extends { docId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.docId);
    if (list) list.push(r);
    else out.set(r.docId, [r]);
  }
  return out;
}

/**
 * Reads many cases back into the write shape, each from its own shard (`caseDbs`, issue 36: one
 * directory read, none while the cases are not spread): eight queries per 90 cases of a shard.
 */
export async function loadCaseInputs(ctx: AppContext, docIds: number[]): Promise<Map<number, LoadedCase>> {
  const out = new Map<number, LoadedCase>();
  const places = await caseDbs(ctx, docIds);
  // A case read in a shard is named by the catalogue's masters (decision 128: the shard's copies lack a later bench).
  const names = places.some((p) => p.shardId !== 0) ? await readMasterNames(ctx.env.DB) : null;
  for (const at of places)
    for (const [docId, loaded] of await loadCaseInputsIn(at.db, at.docIds)) {
      out.set(docId, names && at.shardId !== 0 ? { ...loaded, court: courtNamed(names, loaded.input.courtId, loaded.input.courtBranchId) } : loaded);
    }
  return out;
}

/**
 * `loadCaseInputs` from one database that holds the cases (a shard, or the catalogue): eight
 * queries per 90 cases (D1 binds at most 100 values). The court's name is the database's own
 * `courts` row (a shard's copy of the masters, decision 126).
 */
export async function loadCaseInputsIn(db: Db, docIds: number[]): Promise<Map<number, LoadedCase>> {
  const out = new Map<number, LoadedCase>();
  for (let i = 0; i < docIds.length; i += 90) {
    const ids = docIds.slice(i, i + 90);
    const [rows, cites, parties, heads, refs, topicRows, actRows, referredRows] = await db.batch([
      db
        // The branch of the case's own court only (a branch of another court is no bench of it); a
        // subquery, as a second joined "name" would be read over the court's in D1's batch rows.
        .select({ c: cases, court: courts.name, branch: sql<string | null>`(select cb.name from court_branches cb where cb.id = ${cases.courtBranchId} and cb.court_id = ${cases.courtId})` })
        .from(cases)
        .leftJoin(courts, eq(courts.id, cases.courtId))
        .where(inArray(cases.docId, ids)),
      db.select().from(caseCitations).where(inArray(caseCitations.docId, ids)).orderBy(asc(caseCitations.docId), asc(caseCitations.position)),
      db.select().from(caseParties).where(inArray(caseParties.docId, ids)).orderBy(asc(caseParties.docId), asc(caseParties.position)),
      db.select().from(headnotes).where(inArray(headnotes.docId, ids)).orderBy(asc(headnotes.docId), asc(headnotes.position)),
      db.select().from(headnoteRefs).where(inArray(headnoteRefs.docId, ids)).orderBy(asc(headnoteRefs.docId), asc(headnoteRefs.id)),
      db.select().from(caseTopics).where(inArray(caseTopics.docId, ids)).orderBy(asc(caseTopics.docId), asc(caseTopics.position)),
      db.select().from(caseActs).where(inArray(caseActs.docId, ids)),
      db.select().from(casesReferred).where(inArray(casesReferred.docId, ids)).orderBy(asc(casesReferred.docId), asc(casesReferred.position)),
    ]);
    const [citesOf, partiesOf, headsOf, refsOf, topicsOf, actsOf, referredOf] = [cites, parties, heads, refs, topicRows, actRows, referredRows].map((r) =>
      groupBy(r as { docId: number }[]),
    );
    for (const row of rows) {
      const c = row.c;
      const docId = c.docId;
      const caseRefs = (refsOf.get(docId) ?? []) as typeof refs;
      const input: CaseInput & { docId: number } = {
        ...c,
        docId,
        citations: (citesOf.get(docId) ?? []) as typeof cites,
        parties: (partiesOf.get(docId) ?? []) as typeof parties,
        headnotes: ((headsOf.get(docId) ?? []) as typeof heads).map((h) => ({ ...h, refs: caseRefs.filter((r) => r.headnotePosition === h.position) })),
        topics: ((topicsOf.get(docId) ?? []) as typeof topicRows).map((t) => t.topic),
        acts: ((actsOf.get(docId) ?? []) as typeof actRows).map((a) => a.actName),
        referred: ((referredOf.get(docId) ?? []) as typeof referredRows).map((r) => ({ casesReferred: r.casesReferred, partyName: r.partyName, linkedDocId: r.linkedDocId })),
      };
      out.set(docId, { input, court: courtLabel(row.court, row.branch), deleted: Boolean(c.deletedAt), searchKey: c.searchKey, modifiedAt: c.modifiedAt });
    }
  }
  return out;
}

/** Asks the jobs Worker to re-index cases in Meilisearch (no-op when it is not configured). */
export async function enqueueSearchSync(ctx: AppContext, docIds: number[]) {
  if (!ctx.env.MEILISEARCH_HOST) return;
  for (const docId of docIds) await ctx.jobs.send({ type: "search-sync", docId });
}

/** The jobs Worker's handler for "search-sync". */
export async function syncCaseToMeilisearch(ctx: AppContext, docId: number) {
  if (!ctx.env.MEILISEARCH_HOST) return;
  const indexer = meiliIndexer({ host: ctx.env.MEILISEARCH_HOST, apiKey: ctx.env.MEILISEARCH_API_KEY });
  const loaded = await loadCaseInput(ctx, docId);
  if (!loaded) {
    await indexer.remove([docId]);
    return;
  }
  await indexer.upsert([meiliDocumentOf(loaded.input, { court: loaded.court, deleted: loaded.deleted, masters: await loadCitationMasters(ctx) })]);
}

/** A database holding cases: the catalogue (shard 0) or a case shard (issue 36), as `eachCaseDb` lists them. */
export type CaseDbAt = { db: Db; shardId: number };

/**
 * Rebuilds the D1 full-text rows and the statute-name dictionary of up to `limit` cases with a doc
 * id above `afterDocId`, from what one database holds (`at`: a case shard; the catalogue by
 * default), one batch per call, written in that database — each case's search rows are in its
 * shard (decision 122). A case the directory places in another shard (a moved case's tombstone) is
 * passed over. Returns the last doc id done (null when there were none left), so a caller can go on
 * from there; a caller that has gone through every case then calls `markPairIndexComplete`.
 */
export async function reindexD1(ctx: AppContext, afterDocId: number, limit = 50, at: CaseDbAt = { db: ctx.db, shardId: 0 }): Promise<{ lastDocId: number | null; count: number }> {
  const db = at.db;
  const ids = (await db.select({ docId: cases.docId }).from(cases).where(gt(cases.docId, afterDocId)).orderBy(asc(cases.docId)).limit(limit).all()).map((r) => r.docId);
  const placed = sharded(ctx) ? await directoryShards(ctx, ids) : new Map<number, number>();
  const mine = ids.filter((id) => (placed.get(id) ?? at.shardId) === at.shardId);
  const loadedAll = await loadCaseInputsIn(db, mine);
  // Deletes, other rows, then the full-text rows, each for every case (see caseBatchStatements).
  const phases: WritePhases[] = [];
  for (const docId of mine) {
    const loaded = loadedAll.get(docId);
    if (!loaded) continue;
    // The stored key, which the listing index and the join use.
    const computed = caseRowOf(docId, loaded.input);
    const row = { ...computed, searchKey: loaded.searchKey ?? computed.searchKey };
    const index = searchIndexStatements(db, docId, searchDocumentOf(docId, row, loaded.input, loaded.deleted), loaded.input);
    phases.push({ before: index.before, rows: [...index.after, ...citationGraphStatements(docId, loaded.input), ...duplicateStatements(docId, loaded.input)], fulltext: index.fulltext });
  }
  const statements = inPhases(phases);
  if (statements.length) await runBatch(db, statements);
  return { lastDocId: ids.length ? ids[ids.length - 1] : null, count: mine.length };
}

/**
 * `reindexD1` (or, `pairs`, `reindexPairs`) over every database holding cases — each shard of the
 * map and the catalogue (`eachCaseDb`) — then each marked as holding every case's phrase pairs.
 * `progress` hears each step's count. Returns the cases done.
 */
export async function reindexEveryShard(ctx: AppContext, opts: { pairs?: boolean; progress?: (done: number) => void } = {}): Promise<number> {
  let done = 0;
  for (const at of eachCaseDb(ctx)) {
    let after = 0;
    for (;;) {
      const step = opts.pairs ? await reindexPairs(ctx, after, 200, at.db) : await reindexD1(ctx, after, 100, at);
      if (step.lastDocId === null) break;
      after = step.lastDocId;
      done += step.count;
      opts.progress?.(done);
    }
    await markPairIndexComplete(ctx, at.db);
  }
  // The rebuild resolves each database's references and duplicates within it: then, with every
  // database rebuilt, the links that cross shards again.
  if (!opts.pairs) await linkEveryShard(ctx);
  return done;
}

/**
 * The links that cross case shards, made afresh for every case of every database, 100 cases a
 * step (decisions 131–133, 135): its references resolved in the other databases and theirs waiting
 * on it, its copies elsewhere, then — with every link made — the incoming rows (the citing cases'
 * rows in the cited cases' shards; the references stored before migration 0041 too; a moved case's
 * tombstone passed over). After a reindex's rebuild, and after the demo seed, which writes each
 * database's cases on their own. Without shards: nothing.
 */
export async function linkEveryShard(ctx: AppContext): Promise<void> {
  if (!sharded(ctx)) return;
  const nowIso = ctx.clock.now().toISOString();
  const eachStep = async (at: CaseDbAt, step: (ids: number[]) => Promise<void>) => {
    for (let after = 0; ; ) {
      const ids = (await at.db.select({ docId: cases.docId }).from(cases).where(gt(cases.docId, after)).orderBy(asc(cases.docId)).limit(100).all()).map((r) => r.docId);
      if (!ids.length) return;
      await step(ids);
      after = ids[ids.length - 1];
    }
  };
  for (const at of eachCaseDb(ctx)) {
    await eachStep(at, async (ids) => {
      await resolveAcrossShards(ctx, at.db, at.shardId, ids);
      await linkAcrossShards(ctx, at.db, at.shardId, ids, nowIso);
    });
  }
  for (const at of eachCaseDb(ctx)) await eachStep(at, async (ids) => void (await refreshIncoming(ctx, at.db, at.shardId, await placedIn(ctx, at.shardId, ids))));
}

/**
 * Rebuilds the phrase-pair rows of up to `limit` cases with a doc id above `afterDocId` (decision
 * 014), reading their texts in two queries — the same texts case_fts holds (`indexedTexts`).
 */
export async function reindexPairs(ctx: AppContext, afterDocId: number, limit = 200, db: Db = ctx.db): Promise<{ lastDocId: number | null; count: number }> {
  const rows = await db
    .select({ docId: cases.docId, searchKey: cases.searchKey, judgementOrder: cases.judgementOrder })
    .from(cases)
    .where(gt(cases.docId, afterDocId))
    .orderBy(asc(cases.docId))
    .limit(limit)
    .all();
  if (!rows.length) return { lastDocId: null, count: 0 };
  const first = rows[0].docId;
  const last = rows[rows.length - 1].docId;
  const heads = await db
    .select({ docId: headnotes.docId, headnote: headnotes.headnote })
    .from(headnotes)
    .where(and(gte(headnotes.docId, first), lte(headnotes.docId, last)))
    .orderBy(asc(headnotes.docId), asc(headnotes.position))
    .all();
  const headsOf = new Map<number, typeof heads>();
  for (const h of heads) {
    const list = headsOf.get(h.docId);
    if (list) list.push(h);
    else headsOf.set(h.docId, [h]);
  }
  const statements = rows.flatMap(({ docId, searchKey, judgementOrder }) => {
    if (searchKey === null) return [];
    const texts = indexedTexts(judgementOrder ?? "", headsOf.get(docId) ?? []);
    return [{ sql: "delete from case_pair_fts where rowid = ?", params: [searchKey] }, ...pairIndexStatements(searchKey, texts.judgment, texts.headnotes)].map(queryStatement);
  });
  await runBatch(db, statements);
  return { lastDocId: last, count: rows.length };
}

/**
 * Records that case_pair_fts now holds every case, so Exact phrases may use it (decision 014). Only
 * after a reindex has gone through all cases: new and edited cases write their pairs themselves.
 */
export async function markPairIndexComplete(ctx: AppContext, db: Db = ctx.db) {
  await db.$client.prepare("insert into search_index_state (name, ready) values ('case_pairs', 1) on conflict (name) do update set ready = 1").run();
}
