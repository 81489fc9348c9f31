/**
 * Keeps the external (Meilisearch) index in step with D1: a "search-sync" job per written case,
 * consumed by the jobs Worker. The D1 full-text index needs none of this (it is written in the
 * case's own batch).
 */
import { asc, eq } from "drizzle-orm";
import { caseActs, caseCitations, caseParties, cases, caseTopics, courts, headnoteRefs, headnotes } from "../../db/schema";
import { parseCitation } from "../../search-index/citations";
import { buildSearchDocument } from "../../search-index/document";
import { meiliIndexer, toMeiliDocument, type MeiliDocument } from "../../search-index/meilisearch-backend";
import type { AppContext } from "../utils/context.server";
import { decidedDateOf, searchKeyOf, type CaseInput } from "./cases.server";

/** The Meilisearch document of a case, from the same parts the D1 index is built from. Pure. */
export function meiliDocumentOf(input: CaseInput & { docId: number }, extra: { court: string | null; deleted?: boolean }): MeiliDocument {
  const decidedDate = decidedDateOf(input.decidedDay, input.decidedMonth, input.decidedYear);
  const citations = (input.citations ?? []).map((c) => ({ ...c, normalized: c.normalized ?? (c.raw ? (parseCitation(c.raw)?.key ?? null) : null) }));
  const doc = buildSearchDocument({
    docId: input.docId,
    searchKey: searchKeyOf(decidedDate, input.docId),
    live: input.live ?? true,
    deleted: extra.deleted ?? false,
    overruled: input.overruled ?? false,
    appellant: input.appellant,
    respondent: input.respondent ?? null,
    judgementOrder: input.judgementOrder,
    judgeName: input.judgeName ?? null,
    allJudges: input.allJudges ?? null,
    advocates: [input.advocateForAppellant, input.advocateForRespondent, input.extraCounselDetails, input.petitionerName],
    caseNumber: input.caseNumber ?? null,
    courtId: input.courtId ?? null,
    caseCategoryId: input.caseCategoryId ?? null,
    decidedDate,
    decidedYear: input.decidedYear ?? null,
    caseResult: input.caseResult ?? null,
    parties: input.parties ?? [],
    headnotes: input.headnotes ?? [],
    acts: input.acts ?? [],
    topics: input.topics ?? [],
    citations,
  });
  const tuples = citations.flatMap((c) =>
    c.journalId && c.year && c.pageNumber
      ? [`${c.journalId}|${c.year}|${c.pageNumber}`, ...(c.volume ? [`${c.journalId}|${c.year}|${c.volume}|${c.pageNumber}`] : [])]
      : [],
  );
  const first = citations[0];
  return toMeiliDocument(
    doc,
    {
      appellant: input.appellant,
      respondent: input.respondent ?? null,
      decidedDate,
      caseNumber: input.caseNumber ?? null,
      court: extra.court,
      judgeName: input.judgeName ?? null,
      citation: first ? (first.raw ?? first.neutralCitation ?? null) : null,
      overruled: input.overruled ?? false,
    },
    tuples,
  );
}

/** Reads a case back into the write shape (for re-indexing). */
export async function loadCaseInput(ctx: AppContext, docId: number) {
  const db = ctx.db;
  const row = await db.select({ c: cases, court: courts.name }).from(cases).leftJoin(courts, eq(courts.id, cases.courtId)).where(eq(cases.docId, docId)).get();
  if (!row) return null;
  const [cites, parties, heads, refs, topicRows, actRows] = await db.batch([
    db.select().from(caseCitations).where(eq(caseCitations.docId, docId)).orderBy(asc(caseCitations.position)),
    db.select().from(caseParties).where(eq(caseParties.docId, docId)).orderBy(asc(caseParties.position)),
    db.select().from(headnotes).where(eq(headnotes.docId, docId)).orderBy(asc(headnotes.position)),
    db.select().from(headnoteRefs).where(eq(headnoteRefs.docId, docId)),
    db.select().from(caseTopics).where(eq(caseTopics.docId, docId)).orderBy(asc(caseTopics.position)),
    db.select().from(caseActs).where(eq(caseActs.docId, docId)),
  ]);
  const c = row.c;
  const input: CaseInput & { docId: number } = {
    ...c,
    docId,
    citations: cites,
    parties,
    headnotes: heads.map((h) => ({ ...h, refs: refs.filter((r) => r.headnotePosition === h.position) })),
    topics: topicRows.map((t) => t.topic),
    acts: actRows.map((a) => a.actName),
  };
  return { input, court: row.court, deleted: Boolean(c.deletedAt) };
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
  await indexer.upsert([meiliDocumentOf(loaded.input, { court: loaded.court, deleted: loaded.deleted })]);
}
