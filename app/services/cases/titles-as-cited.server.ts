/**
 * Titles as cited (decision 090): a case whose title neither its source nor its text gives (the
 * placeholder, decision 055) gets its other copy's title (decision 106), else the name other
 * judgments cite it by, when enough of them agree
 * (search-index/titles-as-cited.ts chooses). Only references resolved to it by citation count
 * (citation, citation less volume, equal citation, staff link), never by name. Written through
 * `writeCases` with origin `extracted` (decision 037): a staff title is never replaced, and a source
 * that later gives a title wins. Runs after each import batch and in `npm run reindex`. A case none
 * of these name keeps the reporter's heading (search-index/reporter-heading.ts, decision 106).
 */
import { htmlToLines, lacksTitle } from "../../../search-index/cause-title";
import { isReporterHeading, reporterHeading } from "../../../search-index/reporter-heading";
import { chooseTitleAsCited, nameAsCited, type CitedName } from "../../../search-index/titles-as-cited";
import type { AppContext } from "../../utils/context.server";
import { writeCases } from "./case-admin.server";
import { caseDbs, eachCaseDb } from "./case-shard-of.server";
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

/**
 * One statement over every database holding cases (issue 36: the catalogue and each case shard), in
 * parallel, the rows together: for the rows that may be in any shard (references and duplicates
 * naming these cases are kept with the citing case or the copy).
 */
async function everyCaseDb<T>(ctx: AppContext, sql: string, ...binds: unknown[]): Promise<T[]> {
  const parts = await Promise.all(eachCaseDb(ctx).map(({ db }) => db.$client.prepare(sql).bind(...binds).all<T>()));
  return parts.flatMap((p) => p.results);
}

/** One statement over the databases holding these cases' own rows, each with its own cases (`?` is their ids as JSON). */
async function ownCaseDbs<T>(ctx: AppContext, docIds: number[], sql: string): Promise<T[]> {
  const parts = await Promise.all((await caseDbs(ctx, docIds)).map(({ db, docIds: ids }) => inChunks(ids, async (chunk) => (await db.$client.prepare(sql).bind(JSON.stringify(chunk)).all<T>()).results)));
  return parts.flat();
}

type RefRow = { cited: number; citing: number; asWritten: string; snippet: string | null; nameKey: string | null };

/**
 * The names other judgments write before their citations of each of these cases, as resolved by
 * citation: one indexed query per chunk (cited_doc_id). A citing judgment that is deleted or the
 * second copy of another (decision 064) does not count.
 */
export async function citedNamesOf(ctx: AppContext, docIds: number[]): Promise<Map<number, CitedName[]>> {
  // A reference is kept in its citing judgment's shard, which may be any (issue 36): every database is asked.
  const rows = await inChunks(docIds, (chunk) =>
    everyCaseDb<RefRow>(
      ctx,
      `select r.cited_doc_id as cited, r.doc_id as citing, r.as_written as asWritten, r.snippet, r.name_key as nameKey
         from case_references r join cases c on c.doc_id = r.doc_id
        where r.cited_doc_id in (select value from json_each(?)) and r.resolved_by in ${BY_CITATION} and r.doc_id <> r.cited_doc_id
          and c.deleted_at is null and not exists (select 1 from case_duplicates cp where cp.doc_id = r.doc_id and cp.status <> 'separate')`,
      JSON.stringify(chunk),
    ),
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

type Head = {
  docId: number;
  appellant: string;
  respondent: string | null;
  decidedYear: number | null;
  decidedDate: string | null;
  caseNumber: string | null;
  judgeName: string | null;
  /** the start of the stored judgment (its appeal line) */
  head: string;
};

/**
 * The titled other copy of each of these cases (decision 064's pairs, not separated by staff): the
 * case it copies first, then the lowest-numbered copy of it. A twin that itself lacks a title
 * gives nothing.
 */
export async function twinTitles(ctx: AppContext, docIds: number[]): Promise<Map<number, { appellant: string; respondent: string | null }>> {
  // A pair is kept with its copy, in the copy's shard (issue 36): every database is asked; the
  // other copies' titles are read in their own shards.
  const rows = await inChunks(docIds, (chunk) =>
    everyCaseDb<{ docId: number; other: number; rank: number }>(
      ctx,
      `select d.doc_id as docId, d.same_as as other, 0 as rank from case_duplicates d where d.doc_id in (select value from json_each(?1)) and d.status <> 'separate'
       union all
       select d.same_as, d.doc_id, 1 from case_duplicates d where d.same_as in (select value from json_each(?1)) and d.status <> 'separate'`,
      JSON.stringify(chunk),
    ),
  );
  if (!rows.length) return new Map();
  const others = await ownCaseDbs<{ docId: number; appellant: string; respondent: string | null }>(
    ctx,
    [...new Set(rows.map((r) => r.other))],
    "select doc_id as docId, appellant, respondent from cases where doc_id in (select value from json_each(?)) and deleted_at is null",
  );
  const titleOf = new Map(others.filter((o) => !lacksTitle(o.appellant)).map((o) => [o.docId, o]));
  const out = new Map<number, { appellant: string; respondent: string | null }>();
  for (const r of [...rows].sort((a, b) => a.rank - b.rank || a.other - b.other)) {
    const t = titleOf.get(r.other);
    if (t && !out.has(r.docId)) out.set(r.docId, { appellant: t.appellant, respondent: t.respondent });
  }
  return out;
}

/**
 * Names each of these cases that lacks a title (decision 106): the title of its other copy ("Also
 * reported as"), else the title as cited (decision 090), else the reporter's heading built from its
 * case number, the forum its appeal line names and its date (search-index/reporter-heading.ts).
 * Returns how many cases were given a title (headings are not counted). A case whose title's origin
 * ranks above `extracted` (the staff's) is left alone; a heading equal to the stored one is not
 * written again.
 */
export async function writeTitlesAsCited(ctx: AppContext, docIds: number[], actorId: number | null): Promise<number> {
  const ids = [...new Set(docIds)];
  const heads = await ownCaseDbs<Head>(
    ctx,
    ids,
    `select c.doc_id as docId, c.appellant, c.respondent, c.decided_year as decidedYear, c.decided_date as decidedDate, c.case_number as caseNumber,
            c.judge_name as judgeName, substr(c.judgement_order, 1, 6000) as head
       from cases c
      where c.doc_id in (select value from json_each(?)) and c.deleted_at is null`,
  );
  const untitled = heads.filter((h) => lacksTitle(h.appellant));
  if (!untitled.length) return 0;
  const untitledIds = untitled.map((h) => h.docId);
  const [twins, names] = [await twinTitles(ctx, untitledIds), await citedNamesOf(ctx, untitledIds)];
  const chosen = untitled.flatMap((h) => {
    const twin = twins.get(h.docId);
    if (twin) return [{ docId: h.docId, title: twin, titled: true }];
    const title = chooseTitleAsCited(names.get(h.docId) ?? [], h.decidedYear);
    if (title) return [{ docId: h.docId, title, titled: true }];
    // A heading the text's fill already wrote (case-titles.server.ts) is left as it is.
    if (isReporterHeading(h.appellant)) return [];
    const heading = reporterHeading({ caseNumber: h.caseNumber, decidedDate: h.decidedDate, judge: h.judgeName, docId: h.docId, text: htmlToLines(h.head) });
    return [{ docId: h.docId, title: { appellant: heading, respondent: null }, titled: false }];
  });
  if (!chosen.length) return 0;
  const origins = await loadOrigins(
    ctx,
    chosen.map((c) => c.docId),
  );
  const writes: { input: CaseInput & { docId: number } }[] = [];
  let titled = 0;
  for (const { docId, title, titled: isTitle } of chosen) {
    const origin = (f: string) => (origins.get(docId)?.get(f)?.origin as Origin | undefined) ?? "source";
    if (!mayReplace("extracted", origin("appellant")) || !mayReplace("extracted", origin("respondent"))) continue;
    const loaded = await loadCaseForWrite(ctx, docId);
    if (!loaded || loaded.deleted || !lacksTitle(loaded.input.appellant)) continue;
    writes.push({ input: { ...loaded.input, appellant: title.appellant, respondent: title.respondent } });
    if (isTitle) titled++;
  }
  if (writes.length) await writeCases(ctx, writes, actorId, { origin: "extracted" });
  return titled;
}

/**
 * After an import batch: the untitled cases the batch's references resolved to by citation, and
 * the batch's own untitled cases (earlier judgments may cite them).
 */
export async function titlesAsCitedAfterBatch(ctx: AppContext, batchDocIds: number[], actorId: number | null): Promise<number> {
  if (!batchDocIds.length) return 0;
  // Every database (issue 36): the batch's references and pairs are in its cases' shards, a pair
  // naming one of them may be in another's; the cases they name may be in any shard, so a deleted
  // one is left out where its head is read (writeTitlesAsCited).
  const cited = await inChunks(batchDocIds, async (chunk) =>
    (
      await everyCaseDb<{ docId: number }>(
        ctx,
        `select distinct r.cited_doc_id as docId from case_references r
          where r.doc_id in (select value from json_each(?1)) and r.resolved_by in ${BY_CITATION} and r.cited_doc_id <> r.doc_id
         union select d.same_as from case_duplicates d where d.doc_id in (select value from json_each(?1)) and d.status <> 'separate'
         union select d.doc_id from case_duplicates d where d.same_as in (select value from json_each(?1)) and d.status <> 'separate'`,
        JSON.stringify(chunk),
      )
    ).map((r) => r.docId),
  );
  return writeTitlesAsCited(ctx, [...new Set([...batchDocIds, ...cited])], actorId);
}

/** `npm run reindex`'s pass: the cases with a doc id above `afterDocId` (up to `limit`), each given its title as cited where it lacks one. */
export async function titlesAsCitedStep(ctx: AppContext, afterDocId: number, limit = 500): Promise<{ lastDocId: number | null; titled: number }> {
  // Each database's next `limit` cases after the cursor (issue 36); the lowest `limit` of them all is
  // this step, so the cursor passes every case of every shard once.
  const rows = (await everyCaseDb<{ docId: number; appellant: string }>(ctx, "select doc_id as docId, appellant from cases where doc_id > ? and deleted_at is null order by doc_id limit ?", afterDocId, limit))
    .sort((a, b) => a.docId - b.docId)
    .slice(0, limit);
  if (!rows.length) return { lastDocId: null, titled: 0 };
  const titled = await writeTitlesAsCited(
    ctx,
    rows.filter((r) => lacksTitle(r.appellant)).map((r) => r.docId),
    null,
  );
  return { lastDocId: rows[rows.length - 1].docId, titled };
}
