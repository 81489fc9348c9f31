/**
 * The citation graph in D1 (docs/decisions/053-citation-graph.md). Every write of a case (the one
 * write path, cases.server) adds `citationGraphStatements` to its batch: the keys the case is known
 * by (case_citation_keys), its references resolved against the keys already stored
 * (case_references), and the stored unresolved references to one of its keys linked to it — by
 * the index on the key, never a rebuild. `npm run reindex` writes the same statements for every
 * case. The reading half, `citationGraph`, is the case view's "Cited by" and "Authorities".
 */
import type { StoredCitation } from "../../search-index/case-citations";
import { findReferences, ownCitationKeys, type GraphReference } from "../../search-index/citation-graph";
import { blockLabel, numberJudgment } from "../../search-index/paragraphs";
import { NEGATIVE_TREATMENTS, strongerTreatment, type Treatment } from "../../search-index/treatment";
import type { AppContext } from "../utils/context.server";
import { queryStatement, type CaseInput, type Statement } from "./cases.server";

/** References per insert statement (each is one JSON parameter; D1 caps a statement's size). */
const REFERENCES_PER_STATEMENT = 60;

/** The case (other than the citing one) carrying a key: a published one before an unpublished or deleted copy, then the lowest id. */
const resolveSql = (keyExpr: string, citingExpr: string) => `(select k.doc_id from case_citation_keys k join cases rc on rc.doc_id = k.doc_id
   where k.key = ${keyExpr} and k.doc_id <> ${citingExpr} order by rc.deleted_at is not null, rc.live = 0, k.doc_id limit 1)`;

/** The references of a case as the write shape holds them. Pure. */
export function referencesOf(input: CaseInput): { keys: string[]; references: GraphReference[] } {
  const keys = ownCitationKeys((input.citations ?? []) as StoredCitation[]);
  const references = findReferences({
    judgmentHtml: input.judgementOrder,
    headnotes: (input.headnotes ?? []).map((h) => h.headnote),
    referred: input.referred ?? [],
    ownKeys: keys,
  });
  return { keys, references };
}

/** The paragraph label of each block a reference occurs in ({ "29": "16" }). Pure. */
export function referencePinpoints(judgmentHtml: string, references: GraphReference[]): Record<string, string> {
  const blocks = references.map((r) => r.paragraph).filter((b): b is number => b !== null);
  if (!blocks.length) return {};
  const numbering = numberJudgment(judgmentHtml);
  const out: Record<string, string> = {};
  for (const b of blocks) {
    const label = blockLabel(numbering, b);
    if (label) out[String(b)] = label;
  }
  return out;
}

/**
 * The statements that write a case's part of the graph, for the case's own write batch (after its
 * `cases` row). In order: its keys; its references, each resolved to a case already carrying the
 * key (or the staff's link); the references of other cases that were waiting for one of its keys
 * linked to it; and references linked to it by a key it no longer carries resolved afresh.
 */
export function citationGraphStatements(docId: number, input: CaseInput): Statement[] {
  const { keys, references } = referencesOf(input);
  const out: Statement[] = [
    queryStatement({ sql: "delete from case_citation_keys where doc_id = ?", params: [docId] }),
    queryStatement({ sql: "delete from case_references where doc_id = ?", params: [docId] }),
  ];
  if (keys.length) {
    out.push(queryStatement({ sql: "insert or ignore into case_citation_keys (key, doc_id) select value, ? from json_each(?)", params: [docId, JSON.stringify(keys)] }));
  }
  for (let i = 0; i < references.length; i += REFERENCES_PER_STATEMENT) {
    const chunk = references.slice(i, i + REFERENCES_PER_STATEMENT).map((r) => [r.position, r.key, r.looseKey, r.written, r.partyName, r.source, r.staffDocId, r.paragraph, r.offset, r.snippet, r.treatment, r.treatmentParagraph, r.treatmentSentence]);
    out.push(
      queryStatement({
        sql: `insert into case_references (doc_id, position, cited_key, loose_key, cited_doc_id, as_written, party_name, source, resolved_by, paragraph, char_offset, snippet, treatment, treatment_paragraph, treatment_sentence)
          select d, pos, k, lk, coalesce(staff, found, loose), written, party, src,
                 case when staff is not null then 'staff' when found is not null then 'citation' when loose is not null then 'citation-no-volume' end, par, off, snip, tr, tpar, tsen
          from (select d, pos, k, lk, written, party, src, staff, par, off, snip, tr, tpar, tsen, ${resolveSql("k", "d")} as found, case when lk is null then null else ${resolveSql("lk", "d")} end as loose
                from (select ? as d, value ->> 0 as pos, value ->> 1 as k, value ->> 2 as lk, value ->> 3 as written, value ->> 4 as party, value ->> 5 as src, value ->> 6 as staff,
                             value ->> 7 as par, value ->> 8 as off, value ->> 9 as snip, value ->> 10 as tr, value ->> 11 as tpar, value ->> 12 as tsen
                      from json_each(?)))`,
        params: [docId, JSON.stringify(chunk)],
      }),
    );
  }
  if (keys.length) {
    // Waiting references to one of this case's keys gain the link (the key indexes, no scan).
    out.push(
      queryStatement({
        sql: `update case_references set cited_doc_id = ?, resolved_by = 'citation'
              where (cited_doc_id is null or resolved_by = 'citation-no-volume') and doc_id <> ? and cited_key in (select key from case_citation_keys where doc_id = ?)`,
        params: [docId, docId, docId],
      }),
      // "+" keeps SQLite off the cited_doc_id index (most references are unresolved): the loose-key index is the narrow one.
      queryStatement({
        sql: `update case_references set cited_doc_id = ?, resolved_by = 'citation-no-volume'
              where +cited_doc_id is null and doc_id <> ? and loose_key in (select key from case_citation_keys where doc_id = ?)`,
        params: [docId, docId, docId],
      }),
    );
  }
  // Each reference's paragraph label, from the judgment's numbering (decision 065): the anchor "Cited by" links to.
  const pinpoints = referencePinpoints(input.judgementOrder, references);
  if (Object.keys(pinpoints).length) {
    out.push(
      queryStatement({
        sql: "update case_references set pinpoint = json_extract(?, '$.\"' || paragraph || '\"') where doc_id = ? and paragraph is not null",
        params: [JSON.stringify(pinpoints), docId],
      }),
    );
  }
  // A citation taken off this case: references linked to it by that key go to another carrier, or wait.
  const exact = resolveSql("case_references.cited_key", "case_references.doc_id");
  const loose = `case when case_references.loose_key is null then null else ${resolveSql("case_references.loose_key", "case_references.doc_id")} end`;
  out.push(
    queryStatement({
      sql: `update case_references set cited_doc_id = coalesce(${exact}, ${loose}),
              resolved_by = case when ${exact} is not null then 'citation' when ${loose} is not null then 'citation-no-volume' end
            where cited_doc_id = ? and resolved_by in ('citation', 'citation-no-volume')
              and cited_key not in (select key from case_citation_keys where doc_id = ?)
              and (loose_key is null or loose_key not in (select key from case_citation_keys where doc_id = ?))`,
      params: [docId, docId, docId],
    }),
  );
  return out;
}

export type CitingCase = {
  docId: number;
  title: string;
  decidedDate: string | null;
  court: string | null;
  /** the citation of this case as the citing judgment wrote it */
  asWritten: string;
  paragraph: number | null;
  /** the citing judgment's paragraph label there ("23"): the link goes to its anchor #para-23 */
  pinpoint: string | null;
  snippet: string | null;
  /** how it treats this case (decision 060): the strongest over its references to it */
  treatment: Treatment;
  /** the block of the citing judgment whose sentence gives the treatment, and that sentence */
  treatmentParagraph: number | null;
  treatmentSentence: string | null;
  /** decided on or after this case (or a date unknown): its overruling or doubt counts */
  later: boolean;
};

export type Authority = {
  /** the case in the reporter, when the reference resolved to one a reader may open */
  docId: number | null;
  title: string | null;
  decidedDate: string | null;
  overruled: boolean;
  /** the citation(s) as the judgment wrote them */
  asWritten: string[];
  partyName: string | null;
  paragraph: number | null;
};

const titleOf = (appellant: string | null, respondent: string | null) => (appellant ? `${appellant}${respondent ? ` v. ${respondent}` : ""}` : null);

type CitedByRow = Omit<CitingCase, "title" | "later"> & { appellant: string; respondent: string | null; later: number };
type AuthorityRow = { asWritten: string; partyName: string | null; paragraph: number | null; citedDocId: number | null; appellant: string | null; respondent: string | null; decidedDate: string | null; overruled: number | null; readable: number | null };

/**
 * A case's place in the graph, in two indexed queries (one round trip): the published judgments
 * citing it, newest first, each once with the sentence of its first citation; and the cases it
 * cites in order of first appearance, linked where they are in the reporter.
 */
export async function citationGraph(ctx: AppContext, docId: number): Promise<{ citedBy: CitingCase[]; authorities: Authority[] }> {
  const d1 = ctx.db.$client;
  const [citedBy, authorities] = await d1.batch([
    d1
      .prepare(
        `select r.doc_id as docId, c.appellant, c.respondent, c.decided_date as decidedDate, co.name as court, r.as_written as asWritten, r.paragraph, r.pinpoint, r.snippet,
                r.treatment, r.treatment_paragraph as treatmentParagraph, r.treatment_sentence as treatmentSentence,
                (c.decided_date is null or (select decided_date from cases where doc_id = ?) is null or c.decided_date >= (select decided_date from cases where doc_id = ?)) as later
         from case_references r join cases c on c.doc_id = r.doc_id left join courts co on co.id = c.court_id
         where r.cited_doc_id = ? and r.doc_id <> ? and c.live = 1 and c.deleted_at is null
         order by c.search_key desc, r.position`,
      )
      .bind(docId, docId, docId, docId),
    d1
      .prepare(
        `select r.as_written as asWritten, r.party_name as partyName, r.paragraph, r.cited_doc_id as citedDocId, c.appellant, c.respondent, c.decided_date as decidedDate, c.overruled,
                (c.live = 1 and c.deleted_at is null) as readable
         from case_references r left join cases c on c.doc_id = r.cited_doc_id
         where r.doc_id = ? order by r.position`,
      )
      .bind(docId),
  ]);
  const citing: CitingCase[] = [];
  const byCiting = new Map<number, CitingCase>();
  for (const r of citedBy.results as CitedByRow[]) {
    const had = byCiting.get(r.docId);
    if (had) {
      // Two equal citations of this case in one judgment: its strongest treatment of either.
      if (r.treatment !== had.treatment && strongerTreatment(r.treatment, had.treatment) === r.treatment) {
        Object.assign(had, { treatment: r.treatment, treatmentParagraph: r.treatmentParagraph, treatmentSentence: r.treatmentSentence });
      }
      continue;
    }
    const c: CitingCase = {
      docId: r.docId,
      title: titleOf(r.appellant, r.respondent)!,
      decidedDate: r.decidedDate,
      court: r.court,
      asWritten: r.asWritten,
      paragraph: r.paragraph,
      pinpoint: r.pinpoint,
      snippet: r.snippet,
      treatment: r.treatment,
      treatmentParagraph: r.treatmentParagraph,
      treatmentSentence: r.treatmentSentence,
      later: Boolean(r.later),
    };
    byCiting.set(r.docId, c);
    citing.push(c);
  }
  const cited: Authority[] = [];
  const byDoc = new Map<number, Authority>();
  for (const r of authorities.results as AuthorityRow[]) {
    const open = r.citedDocId !== null && Boolean(r.readable);
    const same = open ? byDoc.get(r.citedDocId!) : undefined;
    if (same) {
      // Two equal citations of one case are one authority.
      same.asWritten.push(r.asWritten);
      continue;
    }
    const a: Authority = {
      docId: open ? r.citedDocId : null,
      title: open ? titleOf(r.appellant, r.respondent) : null,
      decidedDate: open ? r.decidedDate : null,
      overruled: open && Boolean(r.overruled),
      asWritten: [r.asWritten],
      partyName: r.partyName,
      paragraph: r.paragraph,
    };
    if (open) byDoc.set(r.citedDocId!, a);
    cited.push(a);
  }
  return { citedBy: citing, authorities: cited };
}

/** The citing judgments whose treatment puts a case in question (overruled, doubted), later than it: the case view's warning. */
export function negativeTreatmentsOf(citedBy: CitingCase[]): CitingCase[] {
  return citedBy.filter((c) => c.later && NEGATIVE_TREATMENTS.includes(c.treatment)).sort((a, b) => (a.treatment === b.treatment ? 0 : a.treatment === "overruled" ? -1 : 1));
}

export type MachineFinding = { citingDocId: number; citingTitle: string; decidedDate: string | null; treatment: Treatment; paragraph: number | null; sentence: string | null };

/**
 * The machine's finding that a later judgment in the reporter overruled (or doubted) each of
 * `docIds` (decision 060), for the back office to show beside the staff's Overruled flag: one
 * indexed query (cited_doc_id, treatment), the overruling before the doubting, newest first.
 */
export async function machineFindings(ctx: AppContext, docIds: number[]): Promise<Map<number, MachineFinding>> {
  const out = new Map<number, MachineFinding>();
  if (!docIds.length) return out;
  const rows = await ctx.db.$client
    .prepare(
      `select r.cited_doc_id as citedDocId, r.doc_id as citingDocId, c.appellant, c.respondent, c.decided_date as decidedDate, r.treatment, r.treatment_paragraph as paragraph, r.treatment_sentence as sentence
       from case_references r join cases c on c.doc_id = r.doc_id join cases cd on cd.doc_id = r.cited_doc_id
       where r.cited_doc_id in (select value from json_each(?)) and r.treatment in ('overruled', 'doubted') and r.doc_id <> r.cited_doc_id
         and c.deleted_at is null and (c.decided_date is null or cd.decided_date is null or c.decided_date >= cd.decided_date)
       order by r.treatment = 'overruled' desc, c.search_key desc`,
    )
    .bind(JSON.stringify(docIds))
    .all<{ citedDocId: number; citingDocId: number; appellant: string; respondent: string | null; decidedDate: string | null; treatment: Treatment; paragraph: number | null; sentence: string | null }>();
  for (const r of rows.results) {
    if (out.has(r.citedDocId)) continue;
    out.set(r.citedDocId, { citingDocId: r.citingDocId, citingTitle: titleOf(r.appellant, r.respondent)!, decidedDate: r.decidedDate, treatment: r.treatment, paragraph: r.paragraph, sentence: r.sentence });
  }
  return out;
}
