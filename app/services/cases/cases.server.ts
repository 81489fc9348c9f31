import { eq, sql, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import {
  caseActs,
  statuteNames,
  caseCitations,
  caseParties,
  cases,
  casesReferred,
  caseTopics,
  counters,
  headnoteRefs,
  headnotes,
} from "../../../db/schema";
import { ftsRows } from "../../../search-index/d1-backend";
import { parseCitation } from "../../../search-index/citations";
import { buildSearchDocument } from "../../../search-index/document";
import { canonicalActNames, statuteIndexRows } from "../../../search-index/statute-index";
import { pairIndexStatements } from "../../../search-index/phrase-pairs";
import type { SearchDocument } from "../../../search-index/types";
import type { Db } from "../../utils/context.server";
import { citationGraphStatements } from "../graph/citation-graph.server";
import { duplicateStatements } from "./duplicates.server";
import { decidedDateOf, queryStatement, type CaseInput, type Statement } from "./case-input.server";

export { decidedDateOf, queryStatement };
export type { CaseInput, CitationInput, HeadnoteRefInput, Statement } from "./case-input.server";

function rawStatement(query: SQL): Statement {
  return { toSQL: () => new SQLiteSyncDialect().sqlToQuery(query) };
}

/** Runs statements as one D1 batch: all of them or none (the atomic write path). */
export async function runBatch(db: Db, statements: Statement[]) {
  if (!statements.length) return;
  const d1 = db.$client;
  await d1.batch(
    statements.map((s) => {
      const { sql: text, params } = s.toSQL();
      return d1.prepare(text).bind(...params);
    }),
  );
}

/** Takes the next document id from the atomic counter (decision 13): two staff never share one. */
export async function nextDocId(db: Db): Promise<number> {
  const row = await db
    .update(counters)
    .set({ value: sql`${counters.value} + 1` })
    .where(eq(counters.name, "doc_id"))
    .returning({ value: counters.value })
    .get();
  if (!row) throw new Error("doc_id counter missing: run the migrations");
  return row.value;
}

/** The id the next `nextDocId` would give, without taking it (the API's master/getNextDocId, display only). */
export async function peekNextDocId(db: Db): Promise<number> {
  const row = await db.select({ value: counters.value }).from(counters).where(eq(counters.name, "doc_id")).get();
  return (row?.value ?? 0) + 1;
}

/** Keeps the counter above ids given explicitly (seed, import of a known id). */
export function raiseDocIdCounter(db: Db, atLeast: number) {
  return db
    .update(counters)
    .set({ value: sql`max(${counters.value}, ${atLeast})` })
    .where(eq(counters.name, "doc_id"));
}

const DAY_MS = 86_400_000;
const EPOCH_1800 = Date.UTC(1800, 0, 1);

/**
 * The search order key: grows with the decision date, ties broken by doc id, so "newest first"
 * is a scan in key order (see search-index). Undated cases sort before every dated one.
 */
export function searchKeyOf(decidedDate: string | null, docId: number): number {
  const days = decidedDate ? Math.floor((Date.parse(`${decidedDate}T00:00:00Z`) - EPOCH_1800) / DAY_MS) + 1 : 0;
  return days * 2 ** 24 + (docId % 2 ** 24);
}

/** The decision date a search key holds (its inverse for the date; null when undated or no key). */
export function decidedDateOfSearchKey(searchKey: number | null): string | null {
  if (searchKey === null) return null;
  const days = Math.floor(searchKey / 2 ** 24);
  return days > 0 ? new Date(EPOCH_1800 + (days - 1) * DAY_MS).toISOString().slice(0, 10) : null;
}

const blank = (v: string | null | undefined) => {
  if (v === null || v === undefined) return null;
  const t = v.trim();
  return t === "" || t.toLowerCase() === "none" ? null : t;
};

/** The case row's columns from the write shape: blanks and "none" become null, counsel rules applied. */
export function caseRowOf(docId: number, input: CaseInput) {
  const decidedDate = decidedDateOf(input.decidedDay, input.decidedMonth, input.decidedYear);
  return {
    appellant: input.appellant.trim(),
    respondent: blank(input.respondent),
    judgementType: input.judgementType ?? "Judgement",
    judgeName: blank(input.judgeName),
    judgementOrder: input.judgementOrder,
    caseResult: blank(input.caseResult),
    remarkable: blank(input.remarkable),
    live: input.live ?? true,
    overruled: input.overruled ?? false,
    caseCategoryId: input.caseCategoryId ?? null,
    courtId: input.courtId ?? null,
    courtBranchId: input.courtBranchId ?? null,
    courtBenchId: input.courtBenchId ?? null,
    allJudges: blank(input.allJudges),
    counsel: input.counsel ?? "double",
    advocateForAppellant: input.counsel === "single" ? null : blank(input.advocateForAppellant),
    advocateForRespondent: input.counsel === "single" ? null : blank(input.advocateForRespondent),
    extraCounselDetails: input.counsel === "single" ? null : blank(input.extraCounselDetails),
    petitionerName: input.counsel === "single" ? blank(input.petitionerName) : null,
    caseNumber: blank(input.caseNumber),
    caseYear: input.caseYear ?? null,
    decidedDay: input.decidedDay ?? null,
    decidedMonth: input.decidedMonth ?? null,
    decidedYear: input.decidedYear ?? null,
    decidedDate,
    notes: blank(input.notes),
    sourceId: input.sourceId ?? null,
    searchKey: searchKeyOf(decidedDate, docId),
  };
}

type CaseRow = ReturnType<typeof caseRowOf>;

export const normalizedCitations = (input: CaseInput) =>
  (input.citations ?? []).map((c) => ({ ...c, normalized: c.normalized ?? (c.raw ? (parseCitation(c.raw)?.key ?? null) : null) }));

/** The search document of a case (both backends index it), from its row and its parts. */
export function searchDocumentOf(docId: number, row: CaseRow, input: CaseInput, deleted = false): SearchDocument {
  return buildSearchDocument({
    docId,
    searchKey: row.searchKey,
    live: row.live,
    deleted,
    overruled: row.overruled,
    appellant: row.appellant,
    respondent: row.respondent,
    judgementOrder: row.judgementOrder,
    judgeName: row.judgeName,
    allJudges: row.allJudges,
    advocates: [row.advocateForAppellant, row.advocateForRespondent, row.extraCounselDetails, row.petitionerName],
    caseNumber: row.caseNumber,
    courtId: row.courtId,
    courtBranchId: row.courtBranchId,
    caseCategoryId: row.caseCategoryId,
    decidedDate: row.decidedDate,
    decidedYear: row.decidedYear,
    caseResult: row.caseResult,
    parties: input.parties ?? [],
    headnotes: input.headnotes ?? [],
    acts: input.acts ?? [],
    topics: input.topics ?? [],
    citations: normalizedCitations(input),
  });
}

/**
 * The statements that (re)write a case's full-text rows, statute references and its act names in
 * the statute-name dictionary. The deletes (`before`) go by the key stored in `cases`, so they
 * must run before a write that changes it (a new decision date); the full-text inserts
 * (`fulltext`) go after every other write of the batch (see caseBatchStatements).
 */
export function searchIndexStatements(
  db: Db,
  docId: number,
  doc: SearchDocument,
  input: CaseInput,
): { before: Statement[]; after: Statement[]; fulltext: Statement[]; names: Statement[] } {
  // Statute references (decision 033): the staff's and those in the text, acts by canonical name;
  // the canonical names also go into the acts column, so 'IPC' finds a case citing "Penal Code".
  const refs = statuteIndexRows(doc, (input.headnotes ?? []).flatMap((h) => (h.refs ?? []).slice(0, 4)));
  const canonical = canonicalActNames(input.acts ?? [], refs).filter((name) => !doc.acts.split("\n").includes(name));
  const fts = ftsRows(canonical.length ? { ...doc, acts: [doc.acts, ...canonical].filter(Boolean).join("\n") } : doc);
  const values = (row: unknown[]) => sql.join(row.map((v) => sql`${v}`), sql`, `);
  const pairs = {
    before: [rawStatement(sql`delete from case_pair_fts where rowid = (select search_key from cases where doc_id = ${docId})`)],
    after: pairIndexStatements(doc.searchKey, doc.judgment, doc.headnotes).map(queryStatement),
  };
  // The statute-name dictionary statute search looks names up in (see search-index/d1-backend.ts).
  const actNames = new Set([
    ...(input.acts ?? []).map((a) => a.trim()),
    ...(input.headnotes ?? []).flatMap((h) => (h.refs ?? []).slice(0, 4).map((r) => blank(r.actName) ?? "")),
  ]);
  for (const name of canonical) actNames.add(name);
  actNames.delete("");
  // The statute-name dictionary (in `after`, and apart as `names`): read by the search of the
  // database the case is in, and by the statutes pages in the catalogue — a case written to a
  // shard gives its names to both (decision 122).
  const names = insertRows([...actNames].map((name) => ({ name })), (chunk) => db.insert(statuteNames).values(chunk).onConflictDoNothing());
  return {
    before: [
      rawStatement(sql`delete from case_fts where rowid = (select search_key from cases where doc_id = ${docId})`),
      rawStatement(sql`delete from case_meta_fts where rowid = (select search_key from cases where doc_id = ${docId})`),
      ...pairs.before,
      rawStatement(sql`delete from case_statute_refs where doc_id = ${docId}`),
    ],
    // The full-text rows, written last (see caseBatchStatements).
    fulltext: [
      rawStatement(sql`insert into case_fts (rowid, appellant, respondent, judgment, headnotes, judges, advocates, acts, topics, case_number) values (${values(fts.text)})`),
      rawStatement(sql`insert into case_meta_fts (rowid, appellant, respondent, judges, advocates, acts, topics, case_number) values (${values(fts.meta)})`),
      ...pairs.after,
    ],
    after: [
      // One statement whatever the number of references: the rows as one JSON array.
      ...(refs.length
        ? [
            rawStatement(
              sql`insert or ignore into case_statute_refs (doc_id, act, kind, num, sub, src) select ${docId}, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]') from json_each(${JSON.stringify(refs.map((r) => [r.act, r.kind, r.num, r.sub, r.src]))})`,
            ),
          ]
        : []),
      ...names,
    ],
    names,
  };
}

/** D1 binds at most 100 parameters per statement: rows per multi-row insert of `columns` columns. */
const rowsPerInsert = (columns: number) => Math.max(1, Math.floor(100 / columns));

/** Multi-row inserts of `rows` (same keys each), in as few statements as D1's parameter limit allows. */
function insertRows<T extends Record<string, unknown>>(rows: T[], insert: (chunk: T[]) => Statement): Statement[] {
  if (!rows.length) return [];
  const size = rowsPerInsert(Object.keys(rows[0]).length);
  const out: Statement[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(insert(rows.slice(i, i + size)));
  return out;
}

/** The upsert's update: every column from the row the insert proposed (`excluded`), so no value is bound twice. */
function fromExcluded(row: Record<string, unknown>) {
  const columns = cases as unknown as Record<string, { name: string }>;
  return Object.fromEntries(Object.keys(row).map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]));
}

/**
 * Writes a case with every part in one D1 batch (atomic): the case row is upserted and its child
 * rows replaced, so an edit never leaves half of the old parts behind. Child rows go in multi-row
 * inserts (a case is about a dozen statements, whatever its number of citations and references).
 * The database is the catalogue (shard 0: the demo seed, tests' `saveCase`): the case's directory row,
 * live, goes last in the same batch (decision 122; the import finds cases by it).
 */
export function caseWriteStatements(db: Db, docId: number, input: CaseInput, actorId: number | null, nowIso: string): Statement[] {
  return [...caseRowStatements(db, docId, input, actorId, nowIso), directoryFromCases([docId], 0, nowIso)];
}

/** A case's own statements without its directory row: what a case shard's batch holds (the row is the catalogue's). */
export function caseRowStatements(db: Db, docId: number, input: CaseInput, actorId: number | null, nowIso: string): Statement[] {
  const phases = caseWritePhases(db, docId, input, actorId, nowIso);
  return [...phases.before, ...phases.rows, ...phases.fulltext];
}

/**
 * The statements of many cases' writes in one batch, in three phases: every case's full-text
 * deletes (they read the stored keys), then every case's rows, then every case's full-text rows.
 * FTS5 keeps a transaction's new terms in memory and writes them out as one segment at commit —
 * or whenever another statement of the transaction opens a statement journal (an INSERT …
 * SELECT, a multi-row insert), which a case's own rows do. Written case by case, a batch of 100
 * cases left 100 small segments in each full-text table, to be merged again; written last, one.
 * (A raw SQLite insert of the sample: 146–156 cases/s case by case, 171–208 in phases.) A doc id
 * written twice in one batch keeps case-by-case order.
 */
export function caseBatchStatements(db: Db, writes: { docId: number; input: CaseInput }[], actorId: number | null, nowIso: string, via: string | null = null): Statement[] {
  return caseBatch(db, writes, actorId, nowIso, via).statements;
}

/**
 * `caseBatchStatements`, with the statute-name dictionary's inserts (already among the statements,
 * for the search of the database the cases are written to) also apart: a write to a case shard
 * gives them to the catalogue too (decision 122).
 */
export function caseBatch(
  db: Db,
  writes: { docId: number; input: CaseInput }[],
  actorId: number | null,
  nowIso: string,
  via: string | null = null,
): { statements: Statement[]; names: Statement[] } {
  const phases = writes.map((w) => caseWritePhases(db, w.docId, w.input, actorId, nowIso, via));
  const names = phases.flatMap((p) => p.names ?? []);
  if (new Set(writes.map((w) => w.docId)).size < writes.length) return { statements: phases.flatMap((p) => [...p.before, ...p.rows, ...p.fulltext]), names };
  return { statements: inPhases(phases), names };
}

/**
 * The catalogue's directory rows (decision 122) of cases just written in the same database, read
 * from their `cases` rows in the same batch: `live`, in shard `shardId`, with their source ids (the
 * import's lookup). One statement for any number of cases.
 */
export function directoryFromCases(docIds: number[], shardId: number, nowIso: string): Statement {
  return queryStatement({
    sql: `insert into case_directory (doc_id, shard_id, court_id, decided_date, search_key, title, live, state, deleted, updated_at, source_id)
          select doc_id, ?, court_id, decided_date, search_key, substr(appellant || coalesce(' v. ' || respondent, ''), 1, 200), live, 'live', deleted_at is not null, ?, source_id
          from cases where doc_id in (select value from json_each(?))
          on conflict (doc_id) do update set shard_id = excluded.shard_id, court_id = excluded.court_id, decided_date = excluded.decided_date,
            search_key = excluded.search_key, title = excluded.title, live = excluded.live, state = 'live', deleted = excluded.deleted, updated_at = excluded.updated_at,
            source_id = excluded.source_id`,
    params: [shardId, nowIso, JSON.stringify(docIds)],
  });
}

/** A case's statements by phase; `names`: its statute-name dictionary inserts (also among its `rows`). */
export type WritePhases = { before: Statement[]; rows: Statement[]; fulltext: Statement[]; names?: Statement[] };

/** Several cases' statements phase by phase: every case's `before`, then its `rows`, then its `fulltext`. */
export function inPhases(phases: WritePhases[]): Statement[] {
  return [...phases.flatMap((p) => p.before), ...phases.flatMap((p) => p.rows), ...phases.flatMap((p) => p.fulltext)];
}

/** `via`: the import file when an import writes the case (the list's "Modified By"); null for staff. */
function caseWritePhases(db: Db, docId: number, input: CaseInput, actorId: number | null, nowIso: string, via: string | null = null): WritePhases {
  const row = {
    ...caseRowOf(docId, input),
    modifiedAt: nowIso,
    modifiedBy: actorId,
    modifiedVia: via,
    ...(input.deleted === undefined ? {} : { deletedAt: input.deleted ? nowIso : null }),
  };
  const citationsIn = normalizedCitations(input);
  const index = searchIndexStatements(db, docId, searchDocumentOf(docId, row, input, input.deleted ?? false), input);

  // The index rows go in the same batch as the case, so the two can never drift apart.
  const statements: Statement[] = [
    db
      .insert(cases)
      .values({ docId, ...row, createdAt: nowIso, createdBy: actorId })
      .onConflictDoUpdate({ target: cases.docId, set: fromExcluded(row) }),
    db.delete(caseCitations).where(eq(caseCitations.docId, docId)),
    db.delete(caseParties).where(eq(caseParties.docId, docId)),
    db.delete(headnoteRefs).where(eq(headnoteRefs.docId, docId)),
    db.delete(headnotes).where(eq(headnotes.docId, docId)),
    db.delete(caseTopics).where(eq(caseTopics.docId, docId)),
    db.delete(casesReferred).where(eq(casesReferred.docId, docId)),
    db.delete(caseActs).where(eq(caseActs.docId, docId)),
    ...index.after,
  ];

  statements.push(
    ...insertRows(
      citationsIn.map((c, i) => ({
        docId,
        position: i + 1,
        journalId: c.journalId ?? null,
        citationCategoryId: c.citationCategoryId ?? null,
        year: c.year ?? null,
        volume: blank(c.volume),
        pageNumber: blank(c.pageNumber),
        otherCitation: blank(c.otherCitation),
        neutralCitation: blank(c.neutralCitation),
        raw: blank(c.raw),
        normalized: c.normalized ?? null,
      })),
      (chunk) => db.insert(caseCitations).values(chunk),
    ),
    ...insertRows(
      (input.parties ?? []).map((p, i) => ({
        docId,
        position: i + 1,
        appellant: blank(p.appellant),
        respondent: blank(p.respondent),
        caseNumber: blank(p.caseNumber),
        extraCaseAndYear: blank(p.extraCaseAndYear),
      })),
      (chunk) => db.insert(caseParties).values(chunk),
    ),
    ...insertRows(
      (input.headnotes ?? []).map((h, i) => ({
        docId,
        position: i + 1,
        priority: blank(h.priority),
        headnote: h.headnote,
        paragraph: blank(h.paragraph),
        topic: blank(h.topic),
      })),
      (chunk) => db.insert(headnotes).values(chunk),
    ),
    ...insertRows(
      (input.headnotes ?? []).flatMap((h, i) =>
        (h.refs ?? [])
          .slice(0, 4)
          .map((r, slot) => ({
            docId,
            headnotePosition: i + 1,
            slot: slot + 1,
            actName: blank(r.actName),
            section: blank(r.section),
            orderNo: blank(r.orderNo),
            rule: blank(r.rule),
            article: blank(r.article),
          }))
          .filter((r) => [r.actName, r.section, r.orderNo, r.rule, r.article].some((v) => v !== null)),
      ),
      (chunk) => db.insert(headnoteRefs).values(chunk),
    ),
    ...insertRows(
      (input.topics ?? []).flatMap((topic, i) => {
        const t = blank(topic);
        return t ? [{ docId, position: i + 1, topic: t }] : [];
      }),
      (chunk) => db.insert(caseTopics).values(chunk),
    ),
    ...insertRows(
      (input.referred ?? []).map((r, i) => ({
        docId,
        position: i + 1,
        casesReferred: r.casesReferred,
        partyName: blank(r.partyName),
        linkedDocId: r.linkedDocId ?? null,
      })),
      (chunk) => db.insert(casesReferred).values(chunk),
    ),
    ...insertRows(
      [...new Set((input.acts ?? []).map((a) => a.trim()).filter(Boolean))].map((actName) => ({ docId, actName })),
      (chunk) => db.insert(caseActs).values(chunk).onConflictDoNothing(),
    ),
    // The citation graph (decision 053): its keys and references, and the waiting references linked to it.
    ...citationGraphStatements(docId, input),
    // One judgment, one case (decision 064): its fingerprint, and the link to the case it copies.
    ...duplicateStatements(docId, input),
  );
  return { before: index.before, rows: statements, fulltext: index.fulltext, names: index.names };
}
