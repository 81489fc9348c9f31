/**
 * Titles as cited (decision 090): a case whose title neither its source nor its text gives (the
 * placeholder, decision 055) gets the name other judgments cite it by, when enough of them agree
 * (search-index/titles-as-cited.ts chooses). Only references resolved to it by citation count
 * (citation, citation less volume, equal citation, staff link), never by name. Written through
 * `writeCases` with origin `extracted` (decision 037): a staff title is never replaced, and a source
 * that later gives a title wins. Runs after each import batch and in `npm run reindex`.
 */
import { lacksTitle } from "../../search-index/cause-title";
import { chooseTitleAsCited, nameAsCited, type CitedName } from "../../search-index/titles-as-cited";
import type { AppContext } from "../utils/context.server";
import { writeCases } from "./case-admin.server";
import { loadCaseForWrite } from "./case-desk.server";
import type { CaseInput } from "./cases.server";
import { loadOrigins, mayReplace, type Origin } from "./provenance.server";

/** Resolutions by citation (decision 078's firm ones): what a title as cited may rest on. */
const BY_CITATION = "('citation', 'citation-no-volume', 'equal-citation', 'staff')";

/** Ids per query (each is one JSON parameter). */
const CHUNK = 400;

async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

type RefRow = { cited: number; citing: number; asWritten: string; snippet: string | null; nameKey: string | null };

/**
 * The names other judgments write before their citations of each of these cases, as resolved by
 * citation: one indexed query per chunk (cited_doc_id). A citing judgment that is deleted or the
 * second copy of another (decision 064) does not count.
 */
export async function citedNamesOf(ctx: AppContext, docIds: number[]): Promise<Map<number, CitedName[]>> {
  const rows = await inChunks(docIds, async (chunk) =>
    (
      await ctx.db.$client
        .prepare(
          `select r.cited_doc_id as cited, r.doc_id as citing, r.as_written as asWritten, r.snippet, r.name_key as nameKey
             from case_references r join cases c on c.doc_id = r.doc_id
            where r.cited_doc_id in (select value from json_each(?)) and r.resolved_by in ${BY_CITATION} and r.doc_id <> r.cited_doc_id
              and c.deleted_at is null and not exists (select 1 from case_duplicates cp where cp.doc_id = r.doc_id and cp.status <> 'separate')`,
        )
        .bind(JSON.stringify(chunk))
        .all<RefRow>()
    ).results,
  );
  const out = new Map<number, CitedName[]>();
  for (const r of rows) {
    const year = r.nameKey ? Number(r.nameKey.slice(r.nameKey.lastIndexOf("|") + 1)) || null : null;
    const name = nameAsCited(r.snippet, r.asWritten, year);
    if (!name) continue;
    out.set(r.cited, [...(out.get(r.cited) ?? []), { citingDocId: r.citing, ...name }]);
  }
  return out;
}

/**
 * Gives each of these cases that lacks a title the title as cited, where one is chosen; returns
 * how many cases were written. A case whose title's origin ranks above `extracted` (the staff's)
 * is left alone.
 */
export async function writeTitlesAsCited(ctx: AppContext, docIds: number[], actorId: number | null): Promise<number> {
  const ids = [...new Set(docIds)];
  const heads = await inChunks(ids, async (chunk) =>
    (
      await ctx.db.$client
        .prepare("select doc_id as docId, appellant, decided_year as decidedYear from cases where doc_id in (select value from json_each(?)) and deleted_at is null")
        .bind(JSON.stringify(chunk))
        .all<{ docId: number; appellant: string; decidedYear: number | null }>()
    ).results,
  );
  const untitled = heads.filter((h) => lacksTitle(h.appellant));
  if (!untitled.length) return 0;
  const names = await citedNamesOf(
    ctx,
    untitled.map((h) => h.docId),
  );
  const chosen = untitled.flatMap((h) => {
    const title = chooseTitleAsCited(names.get(h.docId) ?? [], h.decidedYear);
    return title ? [{ docId: h.docId, title }] : [];
  });
  if (!chosen.length) return 0;
  const origins = await loadOrigins(
    ctx,
    chosen.map((c) => c.docId),
  );
  const writes: { input: CaseInput & { docId: number } }[] = [];
  for (const { docId, title } of chosen) {
    const origin = (f: string) => (origins.get(docId)?.get(f)?.origin as Origin | undefined) ?? "source";
    if (!mayReplace("extracted", origin("appellant")) || !mayReplace("extracted", origin("respondent"))) continue;
    const loaded = await loadCaseForWrite(ctx, docId);
    if (!loaded || loaded.deleted || !lacksTitle(loaded.input.appellant)) continue;
    writes.push({ input: { ...loaded.input, appellant: title.appellant, respondent: title.respondent } });
  }
  if (writes.length) await writeCases(ctx, writes, actorId, { origin: "extracted" });
  return writes.length;
}

/**
 * After an import batch: the untitled cases the batch's references resolved to by citation, and
 * the batch's own untitled cases (earlier judgments may cite them).
 */
export async function titlesAsCitedAfterBatch(ctx: AppContext, batchDocIds: number[], actorId: number | null): Promise<number> {
  if (!batchDocIds.length) return 0;
  const cited = await inChunks(batchDocIds, async (chunk) =>
    (
      await ctx.db.$client
        .prepare(
          `select distinct r.cited_doc_id as docId from case_references r join cases c on c.doc_id = r.cited_doc_id
            where r.doc_id in (select value from json_each(?)) and r.resolved_by in ${BY_CITATION} and r.cited_doc_id <> r.doc_id and c.deleted_at is null`,
        )
        .bind(JSON.stringify(chunk))
        .all<{ docId: number }>()
    ).results.map((r) => r.docId),
  );
  return writeTitlesAsCited(ctx, [...batchDocIds, ...cited], actorId);
}

/** `npm run reindex`'s pass: the cases with a doc id above `afterDocId` (up to `limit`), each given its title as cited where it lacks one. */
export async function titlesAsCitedStep(ctx: AppContext, afterDocId: number, limit = 500): Promise<{ lastDocId: number | null; titled: number }> {
  const rows = (
    await ctx.db.$client
      .prepare("select doc_id as docId, appellant from cases where doc_id > ? and deleted_at is null order by doc_id limit ?")
      .bind(afterDocId, limit)
      .all<{ docId: number; appellant: string }>()
  ).results;
  if (!rows.length) return { lastDocId: null, titled: 0 };
  const titled = await writeTitlesAsCited(
    ctx,
    rows.filter((r) => lacksTitle(r.appellant)).map((r) => r.docId),
    null,
  );
  return { lastDocId: rows[rows.length - 1].docId, titled };
}
