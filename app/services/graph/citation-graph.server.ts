/**
 * The citation graph in D1 (docs/decisions/053-citation-graph.md). Every write of a case (the one
 * write path, cases.server) adds `citationGraphStatements` to its batch: the keys the case is known
 * by (case_citation_keys), its references resolved against the keys already stored
 * (case_references), and the stored unresolved references to one of its keys linked to it — by
 * the index on the key, never a rebuild. `npm run reindex` writes the same statements for every
 * case. The reading half, `citationGraph`, is the case view's "Cited by" and "Authorities".
 */
import type { StoredCitation } from "../../../search-index/case-citations";
import { courtLabel } from "../../../search-index/court-label";
import { caseNameKeys, findReferences, judgmentBlocks, ownCitationKeys, parallelCitations, type GraphReference } from "../../../search-index/citation-graph";
import { blockPinpoint, numberJudgment } from "../../../search-index/paragraphs";
import { readPinpoint } from "../../../search-index/pinpoint-words";
import { readOr } from "../../../search-index/guarded";
import { htmlToText } from "../../../search-index/text";
import { NEGATIVE_TREATMENTS, strongerTreatment, type Treatment } from "../../../search-index/treatment";
import { FIRM_RESOLUTIONS, sqlList, strengthSql } from "../../../search-index/graph-sql";
import type { AppContext } from "../../utils/context.server";
import { caseDbs, eachCaseDb, sharded } from "../cases/case-shard-of.server";
import { casesByKeys, type KeyedCase } from "../cases/case-view.server";
import { queryStatement, type CaseInput, type Statement } from "../cases/case-input.server";
import { orderCitedBy, type CitedByOrder } from "../../utils/cited-by-order";

/** References per insert statement (each is one JSON parameter; D1 caps a statement's size). */
const REFERENCES_PER_STATEMENT = 60;

/** A case that is the second copy of a judgment (decision 064) comes after the first. */
const IS_COPY = (docExpr: string) => `exists (select 1 from case_duplicates cp where cp.doc_id = ${docExpr} and cp.status <> 'separate')`;
const CARRIER_ORDER = `order by rc.deleted_at is not null, rc.live = 0, ${IS_COPY("k.doc_id")}, k.doc_id limit 1`;

/** The case (other than the citing one) carrying a key: a published one before an unpublished or deleted copy, then the lowest id. */
const resolveSql = (keyExpr: string, citingExpr: string) => `(select k.doc_id from case_citation_keys k join cases rc on rc.doc_id = k.doc_id
   where k.key = ${keyExpr} and k.doc_id <> ${citingExpr} ${CARRIER_ORDER})`;

/** The case carrying a citation some judgment (other than `exceptStatedBy`, when given) wrote beside the key as its equal. */
const equalSql = (keyExpr: string, citingExpr: string, exceptStatedBy?: string) => `(select k.doc_id from case_citation_equals e join case_citation_keys k on k.key = e.equal_key join cases rc on rc.doc_id = k.doc_id
   where e.key = ${keyExpr} and k.doc_id <> ${citingExpr}${exceptStatedBy ? ` and e.doc_id <> ${exceptStatedBy}` : ""} ${CARRIER_ORDER})`;

/** The one case (other than the citing one) known by a name key; none when two cases share it (precision first). */
const nameSql = (nameExpr: string, citingExpr: string) => `(select case when count(distinct n.doc_id) = 1 then min(n.doc_id) end from case_name_keys n
   where n.key = ${nameExpr} and n.doc_id <> ${citingExpr} and not ${IS_COPY("n.doc_id")})`;

/** Resolution by a citation, its volume-less form, an equal citation or staff: what a name as cited may rest on (not on a name). */
const FIRM = sqlList(FIRM_RESOLUTIONS);

/** A name key's neighbour of another year ("a v b|1962", +1 → "a v b|1963"): a report's year and the decision's differ by one. */
const nameYear = (nameExpr: string, offset: number) =>
  offset ? `substr(${nameExpr}, 1, instr(${nameExpr}, '|')) || (cast(substr(${nameExpr}, instr(${nameExpr}, '|') + 1) as integer) + ${offset})` : nameExpr;

/**
 * The one case other judgments firmly cite (FIRM) under the same case name, of the year or the one
 * before or after (decision 078): "Daryao v. State of U.P., AIR 1961 SC 1457" in one judgment names
 * the case another cites as "Daryao v. State of U.P., [1962] 1 SCR 474" (a misprinted page) or by an
 * INSC number no record carries. Only other judgments' references count (never the citing one's own,
 * which would vouch for itself); none when they point to two cases (precision first).
 */
const nameCitedSql = (nameExpr: string, citingExpr: string) => `(select case when count(distinct n.cited_doc_id) = 1 then min(n.cited_doc_id) end from case_references n
   where n.name_key in (${nameYear(nameExpr, -1)}, ${nameExpr}, ${nameYear(nameExpr, 1)}) and n.resolved_by in ${FIRM} and n.doc_id <> ${citingExpr} and n.cited_doc_id <> ${citingExpr})`;

/**
 * A reference's resolution as "docId:how", first that answers: the staff's link, the citation, the
 * citation less its volume, an equal citation, the name and year of a case's title, the name as
 * other judgments cite it. SQLite evaluates coalesce's arguments lazily, so a reference resolved by
 * its citation costs one lookup.
 */
function resolutionSql(r: { staff?: string; key: string; loose: string; name: string; citing: string; exceptStatedBy?: string }) {
  return `coalesce(${r.staff ? `${r.staff} || ':staff', ` : ""}${resolveSql(r.key, r.citing)} || ':citation',
    case when ${r.loose} is null then null else ${resolveSql(r.loose, r.citing)} || ':citation-no-volume' end,
    ${equalSql(r.key, r.citing, r.exceptStatedBy)} || ':equal-citation',
    case when ${r.name} is null then null else ${nameSql(r.name, r.citing)} || ':name-year' end,
    case when ${r.name} is null then null else ${nameCitedSql(r.name, r.citing)} || ':name-cited' end)`;
}
const docOf = (res: string) => `cast(substr(${res}, 1, instr(${res}, ':') - 1) as integer)`;
const howOf = (res: string) => `substr(${res}, instr(${res}, ':') + 1)`;

/** Re-resolves the selected rows of case_references (those not linked by staff) from scratch. */
function reresolve(where: string, params: unknown[], exceptStatedBy?: boolean): Statement {
  // A link to a case this database does not hold (made across case shards, decisions 132 and 135; a
  // moved case's tombstone here has no search key) is kept when nothing here answers, or only a weaker
  // answer than the one it was made by (decision 138): this database cannot re-check it. One database
  // holds every case it links.
  const local = resolutionSql({ key: "r.cited_key", loose: "r.loose_key", name: "r.name_key", citing: "r.doc_id", exceptStatedBy: exceptStatedBy ? "?" : undefined });
  const kept = "r.cited_doc_id || ':' || r.resolved_by";
  const res = `(select case when r.cited_doc_id is not null and not exists (select 1 from cases elsewhere where elsewhere.doc_id = r.cited_doc_id and elsewhere.search_key is not null)
      and (l.res is null or ${strengthSql("r.resolved_by")} < ${strengthSql(howOf("l.res"))}) then ${kept} else l.res end from (select ${local} as res) l)`;
  return queryStatement({
    sql: `update case_references set (cited_doc_id, resolved_by) = (select ${docOf("x.res")}, ${howOf("x.res")} from (select ${res} as res from case_references r
            where r.doc_id = case_references.doc_id and r.position = case_references.position) x)
          where resolved_by is not 'staff' and ${where}`,
    params,
  });
}

/** The references of a case as the write shape holds them, with the equal citations its text states and its name keys. Pure. */
export function referencesOf(input: CaseInput): { keys: string[]; references: GraphReference[]; equals: [string, string][]; names: string[] } {
  const keys = ownCitationKeys((input.citations ?? []) as StoredCitation[]);
  const headnotes = (input.headnotes ?? []).map((h) => h.headnote);
  // A reader that throws leaves the case without references; the rest of its write lands (decision 098).
  const references = readOr([] as GraphReference[], () => findReferences({ judgmentHtml: input.judgementOrder, headnotes, referred: input.referred ?? [], ownKeys: keys }), { reader: "findReferences", sourceId: input.sourceId });
  const text = [judgmentBlocks(input.judgementOrder).text, ...headnotes.map((h) => htmlToText(h))].join("\n");
  return { keys, references, equals: parallelCitations(text), names: caseNameKeys(input.appellant, input.respondent, input.decidedYear) };
}

/**
 * The block of the citing judgment that Cited by quotes for a reference, and so links to: the
 * sentence giving its treatment when the judgment's own words give one (decision 060), else the
 * first place it cites the case. Pure.
 */
export function quotedBlock(r: Pick<GraphReference, "paragraph" | "treatment" | "treatmentParagraph" | "treatmentSentence">): number | null {
  return r.treatment !== "referred" && r.treatmentSentence && r.treatmentParagraph !== null ? r.treatmentParagraph : r.paragraph;
}

/**
 * Each reference's pinpoint by its position ({ "3": "16" }): the court's number of the paragraph
 * Cited by quotes, or the reporter's count marked "[12]" where the judgment has no numbers
 * (decisions 065, 102). Pure.
 */
export function referencePinpoints(judgmentHtml: string, references: GraphReference[]): Record<string, string> {
  const placed = references.filter((r) => quotedBlock(r) !== null);
  if (!placed.length) return {};
  const numbering = numberJudgment(judgmentHtml);
  const out: Record<string, string> = {};
  for (const r of placed) {
    const pinpoint = blockPinpoint(numbering, quotedBlock(r));
    if (pinpoint) out[String(r.position)] = pinpoint;
  }
  return out;
}

/**
 * The statements that write a case's part of the graph, for the case's own write batch (after its
 * `cases` row). In order: its keys, name keys and the equal citations its text states (references
 * resolved through the ones it no longer states re-resolved first); its references, each resolved
 * (resolutionSql); then the stored references of other cases that were waiting for it — by one of
 * its keys, a key equal to one, its name and year — or for an equal citation it states, linked; and
 * references linked to it by something it no longer carries resolved afresh. Each is an index
 * lookup (decisions 053, 062).
 */
export function citationGraphStatements(docId: number, input: CaseInput): Statement[] {
  const { keys, references, equals, names } = referencesOf(input);
  const out: Statement[] = [
    // Links that rest on an equal this judgment stated, before its equals are replaced: resolved without them.
    reresolve("resolved_by = 'equal-citation' and cited_key in (select key from case_citation_equals where doc_id = ?)", [docId, docId], true),
    queryStatement({ sql: "delete from case_citation_equals where doc_id = ?", params: [docId] }),
    queryStatement({ sql: "delete from case_citation_keys where doc_id = ?", params: [docId] }),
    queryStatement({ sql: "delete from case_name_keys where doc_id = ?", params: [docId] }),
    queryStatement({ sql: "delete from case_references where doc_id = ?", params: [docId] }),
  ];
  if (keys.length) out.push(queryStatement({ sql: "insert or ignore into case_citation_keys (key, doc_id) select value, ? from json_each(?)", params: [docId, JSON.stringify(keys)] }));
  if (names.length) out.push(queryStatement({ sql: "insert or ignore into case_name_keys (key, doc_id) select value, ? from json_each(?)", params: [docId, JSON.stringify(names)] }));
  for (let i = 0; i < equals.length; i += REFERENCES_PER_STATEMENT * 4) {
    out.push(
      queryStatement({
        sql: "insert or ignore into case_citation_equals (key, equal_key, doc_id) select value ->> 0, value ->> 1, ? from json_each(?)",
        params: [docId, JSON.stringify(equals.slice(i, i + REFERENCES_PER_STATEMENT * 4))],
      }),
    );
  }
  const res = resolutionSql({ staff: "staff", key: "k", loose: "lk", name: "nk", citing: "d" });
  for (let i = 0; i < references.length; i += REFERENCES_PER_STATEMENT) {
    const chunk = references
      .slice(i, i + REFERENCES_PER_STATEMENT)
      .map((r) => [r.position, r.key, r.looseKey, r.written, r.partyName, r.source, r.staffDocId, r.paragraph, r.offset, r.snippet, r.nameKey, r.treatment, r.treatmentParagraph, r.treatmentSentence]);
    out.push(
      queryStatement({
        sql: `insert into case_references (doc_id, position, cited_key, loose_key, cited_doc_id, as_written, party_name, source, resolved_by, paragraph, char_offset, snippet, name_key, treatment, treatment_paragraph, treatment_sentence)
          select d, pos, k, lk, ${docOf("res")}, written, party, src, ${howOf("res")}, par, off, snip, nk, tr, tpar, tsen
          from (select d, pos, k, lk, written, party, src, par, off, snip, nk, tr, tpar, tsen, ${res} as res
                from (select ? as d, value ->> 0 as pos, value ->> 1 as k, value ->> 2 as lk, value ->> 3 as written, value ->> 4 as party, value ->> 5 as src, value ->> 6 as staff,
                             value ->> 7 as par, value ->> 8 as off, value ->> 9 as snip, value ->> 10 as nk, value ->> 11 as tr, value ->> 12 as tpar, value ->> 13 as tsen
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
              where (cited_doc_id is null or resolved_by in ('citation-no-volume', 'equal-citation', 'name-year', 'name-cited')) and doc_id <> ? and cited_key in (select key from case_citation_keys where doc_id = ?)`,
        params: [docId, docId, docId],
      }),
      // "+" keeps SQLite off the cited_doc_id index (most references are unresolved): the loose-key index is the narrow one.
      queryStatement({
        sql: `update case_references set cited_doc_id = ?, resolved_by = 'citation-no-volume'
              where (+cited_doc_id is null or resolved_by in ('equal-citation', 'name-year', 'name-cited')) and doc_id <> ? and loose_key in (select key from case_citation_keys where doc_id = ?)`,
        params: [docId, docId, docId],
      }),
      // … and those waiting for a citation some judgment wrote beside one of its keys.
      queryStatement({
        sql: `update case_references set cited_doc_id = ?, resolved_by = 'equal-citation'
              where (+cited_doc_id is null or resolved_by in ('name-year', 'name-cited')) and doc_id <> ?
                and cited_key in (select e.key from case_citation_equals e where e.equal_key in (select key from case_citation_keys where doc_id = ?))`,
        params: [docId, docId, docId],
      }),
    );
  }
  if (equals.length) {
    // Waiting references anywhere to a citation this judgment writes beside another, now that the two are known equal.
    out.push(reresolve("(+cited_doc_id is null or resolved_by in ('name-year', 'name-cited')) and cited_key in (select key from case_citation_equals where doc_id = ?)", [docId]));
  }
  if (names.length) {
    // By name and year: waiting ones gain the link; one made before stays only while the name is still one case's.
    out.push(reresolve("(+cited_doc_id is null or resolved_by in ('name-year', 'name-cited')) and doc_id <> ? and name_key in (select key from case_name_keys where doc_id = ?)", [docId, docId]));
  }
  // References linked to this case by something it no longer carries (a citation, an equal's key, its name) go to another case, or wait.
  // Each reference's paragraph, from the judgment's numbering (decisions 065, 102): the one Cited by quotes and links to.
  const pinpoints = referencePinpoints(input.judgementOrder, references);
  if (Object.keys(pinpoints).length) {
    out.push(
      queryStatement({
        sql: "update case_references set pinpoint = json_extract(?, '$.\"' || position || '\"') where doc_id = ?",
        params: [JSON.stringify(pinpoints), docId],
      }),
    );
  }
  // References linked to this case by something it no longer carries (a citation, an equal's key, its name) go to another case, or wait.
  out.push(
    reresolve(
      `cited_doc_id = ? and not (
        (resolved_by = 'citation' and cited_key in (select key from case_citation_keys where doc_id = ?))
        or (resolved_by = 'citation-no-volume' and loose_key in (select key from case_citation_keys where doc_id = ?))
        or (resolved_by = 'name-year' and name_key in (select key from case_name_keys where doc_id = ?)))`,
      [docId, docId, docId, docId],
    ),
  );
  // Names as cited (decision 078): the names this judgment's firm references, and the firm references to it, are written with
  // resolve the references elsewhere waiting under the same name (of the year or the one beside); one made before is checked afresh.
  out.push(
    reresolve(
      `(+cited_doc_id is null or resolved_by = 'name-cited') and name_key in (
        select ${nameYear("x.name_key", 0)} from case_references x where (x.doc_id = ? or x.cited_doc_id = ?) and x.name_key is not null and x.resolved_by in ${FIRM}
        union select ${nameYear("x.name_key", -1)} from case_references x where (x.doc_id = ? or x.cited_doc_id = ?) and x.name_key is not null and x.resolved_by in ${FIRM}
        union select ${nameYear("x.name_key", 1)} from case_references x where (x.doc_id = ? or x.cited_doc_id = ?) and x.name_key is not null and x.resolved_by in ${FIRM})`,
      [docId, docId, docId, docId, docId, docId],
    ),
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
  /**
   * the paragraph of the citing judgment that Cited by quotes (its treatment's sentence, else its
   * first citation), by its anchor's label ("23"): the link goes to #para-23
   */
  pinpoint: string | null;
  /** whether `pinpoint` is the court's number; false: the reporter's count of a judgment without numbers, never shown as the court's (decision 102) */
  numbered: boolean;
  snippet: string | null;
  /** the number of judges on the citing bench, when its record names them */
  benchSize: number | null;
  /** how it treats this case (decision 060): the strongest over its references to it */
  treatment: Treatment;
  /** the block of the citing judgment whose sentence gives the treatment (a count of its blocks: never shown), and that sentence */
  treatmentParagraph: number | null;
  treatmentSentence: string | null;
  /** decided on or after this case (or a date unknown): its overruling or doubt counts */
  later: boolean;
};

/** Cited by's two orders (decision 063): newest first (the default), or the larger bench first; each breaks its ties by the other. */
export type { CitedByOrder };
export { orderCitedBy };
export const citedByOrderOf = (value: string | null): CitedByOrder => (value === "bench" ? "bench" : "newest");

/** The judges on a bench as the record lists them ("SINGH, K.N.; HIMA KOHLI": semicolons; a staff entry may use commas or "and"). */
export function benchSize(allJudges: string | null): number | null {
  const list = allJudges?.trim();
  if (!list) return null;
  const parts = list.includes(";") ? list.split(";") : list.split(/,|\band\b|&/i);
  return parts.filter((p) => p.trim()).length || null;
}

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

type CitedByRow = Omit<CitingCase, "title" | "later" | "benchSize" | "numbered"> & { appellant: string; respondent: string | null; branch: string | null; later: number; allJudges: string | null };
type AuthorityRow = { asWritten: string; partyName: string | null; paragraph: number | null; citedDocId: number | null; appellant: string | null; respondent: string | null; decidedDate: string | null; overruled: number | null; readable: number | null };

/** The cases a case cites, in order of first appearance, linked where they are in its database (the key: for a link at read time). */
const AUTHORITIES_SQL = `select r.as_written as asWritten, r.party_name as partyName, r.paragraph, r.cited_doc_id as citedDocId, r.cited_key as citedKey, c.appellant, c.respondent, c.decided_date as decidedDate, c.overruled,
       (c.live = 1 and c.deleted_at is null) as readable
  from case_references r left join cases c on c.doc_id = r.cited_doc_id
  where r.doc_id = ? order by r.position`;

/** One judgment, one case (decision 064): the case it copies, or its copies, with their citations as written. */
const SAME_JUDGMENT_SQL = `select d.other as docId, c.appellant, c.respondent, c.source_id as sourceId, d.original as isOriginal,
       (select group_concat(coalesce(cc.raw, cc.neutral_citation, cc.other_citation), ' = ') from case_citations cc where cc.doc_id = d.other) as citations
  from (select same_as as other, 1 as original from case_duplicates where doc_id = ?1 and status <> 'separate'
        union all select doc_id, 0 from case_duplicates where same_as = ?1 and status <> 'separate') d
  join cases c on c.doc_id = d.other where c.deleted_at is null`;

/**
 * A case's place in the graph, in two indexed queries (one round trip): the published judgments
 * citing it, newest first, each once with the sentence of its first citation; and the cases it
 * cites in order of first appearance, linked where they are in the reporter.
 */
/** The same judgment under another source id (decision 064): the case this one copies, or the copies of this one, with their citations as written. */
export type SameJudgment = { docId: number; title: string; sourceId: string | null; citations: string | null; isOriginal: boolean };

export async function citationGraph(
  ctx: AppContext,
  docId: number,
  citedByOrder: CitedByOrder = "newest",
): Promise<Graph> {
  if (sharded(ctx)) return shardedGraph(ctx, docId, citedByOrder);
  const d1 = ctx.db.$client;
  const [citedBy, authorities, same] = await d1.batch([
    d1
      .prepare(
        `select r.doc_id as docId, c.appellant, c.respondent, c.decided_date as decidedDate, co.name as court, cb.name as branch, r.as_written as asWritten, r.paragraph, r.pinpoint, r.snippet, c.all_judges as allJudges,
                r.treatment, r.treatment_paragraph as treatmentParagraph, r.treatment_sentence as treatmentSentence,
                (c.decided_date is null or (select decided_date from cases where doc_id = ?1) is null or c.decided_date >= (select decided_date from cases where doc_id = ?1)) as later
         from case_references r join cases c on c.doc_id = r.doc_id left join courts co on co.id = c.court_id
           left join court_branches cb on cb.id = c.court_branch_id and cb.court_id = c.court_id
         where r.cited_doc_id in (select ?1 union all select doc_id from case_duplicates where same_as = ?1 and status <> 'separate')
           and r.doc_id <> ?1 and c.live = 1 and c.deleted_at is null and r.doc_id not in (select doc_id from case_duplicates where status <> 'separate')
         order by c.search_key desc, r.position`,
      )
      .bind(docId),
    d1.prepare(AUTHORITIES_SQL).bind(docId),
    d1.prepare(SAME_JUDGMENT_SQL).bind(docId),
  ]);
  return graphOf(citedBy.results as CitedByRow[], authorities.results as AuthorityRow[], same.results as SameRow[], citedByOrder);
}

type SameRow = { docId: number; appellant: string; respondent: string | null; sourceId: string | null; isOriginal: number; citations: string | null };
type Graph = { citedBy: CitingCase[]; authorities: Authority[]; citedByOrder: CitedByOrder; sameJudgment: SameJudgment[] };

/** Cited by, Authorities and the same judgment from their rows (Cited by's in its stored order: newest first, each reference in position order). Pure. */
function graphOf(citedByRows: CitedByRow[], authorityRows: AuthorityRow[], sameRows: SameRow[], citedByOrder: CitedByOrder): Graph {
  const citing: CitingCase[] = [];
  const byCiting = new Map<number, CitingCase>();
  for (const r of citedByRows) {
    const had = byCiting.get(r.docId);
    if (had) {
      // Two equal citations of this case in one judgment: its strongest treatment of either.
      if (r.treatment !== had.treatment && strongerTreatment(r.treatment, had.treatment) === r.treatment) {
        // …quoted at its own paragraph.
        const at = readPinpoint(r.pinpoint);
        Object.assign(had, { treatment: r.treatment, treatmentParagraph: r.treatmentParagraph, treatmentSentence: r.treatmentSentence, pinpoint: at?.label ?? null, numbered: at?.court ?? false });
      }
      continue;
    }
    const at = readPinpoint(r.pinpoint);
    const c: CitingCase = {
      docId: r.docId,
      title: titleOf(r.appellant, r.respondent)!,
      decidedDate: r.decidedDate,
      // The court with its bench (decision 099).
      court: courtLabel(r.court, r.branch),
      asWritten: r.asWritten,
      paragraph: r.paragraph,
      pinpoint: at?.label ?? null,
      numbered: at?.court ?? false,
      snippet: r.snippet,
      treatment: r.treatment,
      treatmentParagraph: r.treatmentParagraph,
      treatmentSentence: r.treatmentSentence,
      later: Boolean(r.later),
      benchSize: benchSize(r.allJudges),
    };
    byCiting.set(r.docId, c);
    citing.push(c);
  }
  orderCitedBy(citing, citedByOrder);
  const cited: Authority[] = [];
  const byDoc = new Map<number, Authority>();
  for (const r of authorityRows) {
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
  const sameJudgment = sameRows.map((r) => ({
    docId: r.docId,
    title: titleOf(r.appellant, r.respondent)!,
    sourceId: r.sourceId,
    citations: r.citations,
    isOriginal: Boolean(r.isOriginal),
  }));
  return { citedBy: citing, authorities: cited, citedByOrder, sameJudgment };
}

/** Cited by's columns of a citing case and its reference, the court and branch by id (their names are the catalogue's). */
const CITED_BY_COLUMNS = `r.doc_id as docId, c.appellant, c.respondent, c.decided_date as decidedDate, c.court_id as courtId, c.court_branch_id as branchId, c.search_key as searchKey,
  r.position, r.as_written as asWritten, r.paragraph, r.pinpoint, r.snippet, c.all_judges as allJudges,
  r.treatment, r.treatment_paragraph as treatmentParagraph, r.treatment_sentence as treatmentSentence`;
const PUBLISHED_ORIGINAL = "c.live = 1 and c.deleted_at is null and r.doc_id not in (select doc_id from case_duplicates where status <> 'separate')";
type ShardCitedByRow = Omit<CitedByRow, "court" | "branch" | "later"> & { courtId: number | null; branchId: number | null; searchKey: number | null; position: number };

/** Cited by's columns of an incoming row (decision 133): the citing case in another shard, as its last write left it. */
const INCOMING_CITED_BY_COLUMNS = `i.doc_id as docId, i.appellant, i.respondent, i.decided_date as decidedDate, i.court_id as courtId, i.court_branch_id as branchId, i.search_key as searchKey,
  i.position, i.as_written as asWritten, i.paragraph, i.pinpoint, i.snippet, i.all_judges as allJudges,
  i.treatment, i.treatment_paragraph as treatmentParagraph, i.treatment_sentence as treatmentSentence`;

/**
 * Cited by of the cases ?1 (a JSON array) in one database: its own judgments' references to them
 * and its incoming rows for them (the references of judgments in other shards, decision 133). One
 * database's Cited by leaves out a citing judgment that is a copy (decision 064); so does this.
 */
const CITED_BY_HERE_SQL = `select ${CITED_BY_COLUMNS} from case_references r join cases c on c.doc_id = r.doc_id
    where r.cited_doc_id in (select value from json_each(?1)) and r.doc_id not in (select value from json_each(?1)) and ${PUBLISHED_ORIGINAL}
  union all
  select ${INCOMING_CITED_BY_COLUMNS} from case_incoming i
    where i.cited_doc_id in (select value from json_each(?1)) and i.doc_id not in (select value from json_each(?1)) and i.copy = 0`;

/** The case ?1 and its copies in its own database (decision 064), as a JSON array: whose citing judgments are its Cited by. */
const SELF_AND_COPIES = "(select json_group_array(d) from (select ?1 as d union all select doc_id from case_duplicates where same_as = ?1 and status <> 'separate'))";

/**
 * The graph of a case when the cases are spread over shards (decisions 122, 132, 133): the case's
 * own shard answers as one database does, in one batch — Cited by from its own references to the
 * case and its incoming rows (the references of judgments in other shards, kept in the cited case's
 * shard by every write: incoming.server.ts), Authorities from its references. What still asks the
 * other databases, in parallel:
 * - its copies there (decision 131: a pair lives with the copy, so the original's shard does not know
 *   them): one indexed statement each; only when one exists, the copies' Cited by in their shard;
 * - an Authority its shard left unresolved, looked for by its key in every database (casesByKeys),
 *   and an Authority linked to a case elsewhere, that case's row read in its own shard.
 * The citing and linked cases' titles, dates and overruled flag are their rows' (the incoming row's
 * copy of them, for a citing judgment elsewhere); the courts' and branches' names the catalogue's.
 */
async function shardedGraph(ctx: AppContext, docId: number, citedByOrder: CitedByOrder): Promise<Graph> {
  const home = (await caseDbs(ctx, [docId]))[0];
  if (!home) return { citedBy: [], authorities: [], citedByOrder, sameJudgment: [] };
  const d1 = home.db.$client;
  const [citedBy, authorities, same, own, pairs] = await d1.batch([
    d1.prepare(CITED_BY_HERE_SQL.replaceAll("json_each(?1)", `json_each(${SELF_AND_COPIES})`)).bind(docId),
    d1.prepare(AUTHORITIES_SQL).bind(docId),
    d1.prepare(SAME_JUDGMENT_SQL).bind(docId),
    d1.prepare("select decided_date as decidedDate from cases where doc_id = ?1").bind(docId),
    d1.prepare(PAIRS_SQL).bind(docId),
  ]);
  const decidedDate = (own.results as { decidedDate: string | null }[])[0]?.decidedDate ?? null;
  const others = eachCaseDb(ctx).filter((s) => s.shardId !== home.shardId);
  const authorityRows = authorities.results as (AuthorityRow & { citedKey: string })[];
  const waitingKeys = [...new Set(authorityRows.filter((r) => r.citedDocId === null).map((r) => r.citedKey))];
  // Authorities linked to a case in another shard (resolveAcrossShards): that case's row read in its own shard.
  const storedElsewhere = [...new Set(authorityRows.filter((r) => r.citedDocId !== null && r.readable === null).map((r) => r.citedDocId!))];
  const [elsewhere, carriers, remote] = await Promise.all([
    // Each other database: its copies of the case (decision 131), and only where it has one, their Cited by there (one more statement).
    Promise.all(
      others.map(async ({ db }) => {
        const o = db.$client;
        const copies = (await o.prepare("select doc_id as docId from case_duplicates where same_as = ? and status <> 'separate'").bind(docId).all<{ docId: number }>()).results.map((c) => c.docId);
        const refs = copies.length ? (await o.prepare(CITED_BY_HERE_SQL).bind(JSON.stringify(copies)).all<ShardCitedByRow>()).results.filter((r) => r.docId !== docId) : [];
        return { refs, copies };
      }),
    ),
    // Each waiting key's carrier: the published case of lowest id carrying it (as resolution prefers).
    casesByKeys(ctx, waitingKeys, 500).then((found) => {
      const m = new Map<string, KeyedCase>();
      for (const c of found) if (c.docId !== docId && (!m.has(c.key) || m.get(c.key)!.docId > c.docId)) m.set(c.key, c);
      return m;
    }),
    remoteCases(ctx, home.shardId, storedElsewhere),
  ]);
  const rows = [...(citedBy.results as ShardCitedByRow[]), ...elsewhere.flatMap((e) => e.refs)].sort(byNewestCiting);
  const sameRows = await sameAcross(ctx, home.shardId, same.results as SameRow[], pairs.results as { other: number; isOriginal: number }[], elsewhere.flatMap((e) => e.copies));
  const names = await courtNames(ctx, rows);
  const citedByRows: CitedByRow[] = rows.map((r) => ({
    ...r,
    court: names.courts.get(r.courtId ?? -1) ?? null,
    branch: names.branches.get(`${r.courtId}:${r.branchId}`) ?? null,
    later: Number(r.decidedDate === null || decidedDate === null || r.decidedDate >= decidedDate),
  }));
  const linked: AuthorityRow[] = authorityRows.map((r) => {
    if (r.citedDocId !== null && r.readable === null) {
      const c = remote.get(r.citedDocId);
      return c ? { ...r, appellant: c.appellant, respondent: c.respondent, decidedDate: c.decidedDate, overruled: c.overruled, readable: c.readable } : r;
    }
    const c = r.citedDocId === null ? carriers.get(r.citedKey) : undefined;
    return c ? { ...r, citedDocId: c.docId, appellant: c.appellant, respondent: c.respondent, decidedDate: c.decidedDate, overruled: Number(c.overruled), readable: 1 } : r;
  });
  return graphOf(citedByRows, linked, sameRows, citedByOrder);
}

/** These cases' title, date, overruled flag and readability, each read in its own shard (none in `homeShard`: it answered already). */
async function remoteCases(ctx: AppContext, homeShard: number, docIds: number[]) {
  type Row = { docId: number; appellant: string; respondent: string | null; decidedDate: string | null; overruled: number; readable: number };
  const out = new Map<number, Row>();
  if (!docIds.length) return out;
  const parts = await Promise.all(
    (await caseDbs(ctx, docIds))
      .filter((g) => g.shardId !== homeShard)
      .map(({ db, docIds: ids }) =>
        db.$client
          .prepare(
            `select doc_id as docId, appellant, respondent, decided_date as decidedDate, overruled, (live = 1 and deleted_at is null) as readable
             from cases where doc_id in (select value from json_each(?))`,
          )
          .bind(JSON.stringify(ids))
          .all<Row>()
          .then((r) => r.results),
      ),
  );
  for (const r of parts.flat()) out.set(r.docId, r);
  return out;
}

/** The pairs of a case in its own shard, whichever shard the other case is in. */
const PAIRS_SQL = `select same_as as other, 1 as isOriginal from case_duplicates where doc_id = ?1 and status <> 'separate'
  union all select doc_id, 0 from case_duplicates where same_as = ?1 and status <> 'separate'`;

/** One judgment, one case's rows of these cases, in their own database (their title, source id and citations as written). */
const SAME_ROWS_SQL = `select c.doc_id as docId, c.appellant, c.respondent, c.source_id as sourceId,
       (select group_concat(coalesce(cc.raw, cc.neutral_citation, cc.other_citation), ' = ') from case_citations cc where cc.doc_id = c.doc_id) as citations
  from cases c where c.doc_id in (select value from json_each(?)) and c.deleted_at is null`;

/**
 * The same judgment across shards (decision 131): the pairs the case's own shard answered with their
 * rows (both cases there), and the rest — its original or copies in other shards, whose rows its
 * shard does not hold — read in their own shards (one read each; none without such a pair).
 */
async function sameAcross(ctx: AppContext, homeShard: number, local: SameRow[], pairs: { other: number; isOriginal: number }[], copiesElsewhere: number[]): Promise<SameRow[]> {
  const have = new Set(local.map((r) => r.docId));
  const remote = new Map<number, number>();
  for (const p of pairs) if (!have.has(p.other)) remote.set(p.other, p.isOriginal);
  for (const id of copiesElsewhere) if (!have.has(id)) remote.set(id, 0);
  if (!remote.size) return local;
  const parts = await Promise.all(
    (await caseDbs(ctx, [...remote.keys()]))
      // The home shard answered for its own cases already (one deleted there is not shown).
      .filter((g) => g.shardId !== homeShard)
      .map(({ db, docIds }) =>
        db.$client
          .prepare(SAME_ROWS_SQL)
          .bind(JSON.stringify(docIds))
          .all<Omit<SameRow, "isOriginal">>()
          .then((r) => r.results),
      ),
  );
  const found = parts.flat().map((r) => ({ ...r, isOriginal: remote.get(r.docId) ?? 0 }));
  // The original first, then the copies by doc id, as one database's union gives them.
  return [...local, ...found.sort((a, b) => b.isOriginal - a.isOriginal || a.docId - b.docId)];
}

/**
 * Cited by's stored order over rows from several shards, as one database's `order by
 * c.search_key desc, r.position`: the newest citing judgment first (an unknown key last), one
 * judgment's references together (by doc id) in their order. Pure.
 */
export const byNewestCiting = (a: { searchKey: number | null; docId: number; position: number }, b: { searchKey: number | null; docId: number; position: number }) =>
  (b.searchKey ?? -Infinity) - (a.searchKey ?? -Infinity) || a.docId - b.docId || a.position - b.position;

/** The catalogue's names of the courts and branches these rows name (one small batch; none for no rows). */
async function courtNames(ctx: AppContext, rows: { courtId: number | null; branchId: number | null }[]) {
  const courtIds = [...new Set(rows.flatMap((r) => (r.courtId === null ? [] : [r.courtId])))];
  const branchIds = [...new Set(rows.flatMap((r) => (r.branchId === null ? [] : [r.branchId])))];
  const courts = new Map<number, string>();
  const branches = new Map<string, string>();
  if (!courtIds.length) return { courts, branches };
  const d1 = ctx.db.$client;
  const [c, b] = await d1.batch([
    d1.prepare("select id, name from courts where id in (select value from json_each(?))").bind(JSON.stringify(courtIds)),
    d1.prepare("select id, court_id as courtId, name from court_branches where id in (select value from json_each(?))").bind(JSON.stringify(branchIds)),
  ]);
  for (const r of c.results as { id: number; name: string }[]) courts.set(r.id, r.name);
  // The branch of the case's own court only, as the one database's join says.
  for (const r of b.results as { id: number; courtId: number; name: string }[]) branches.set(`${r.courtId}:${r.id}`, r.name);
  return { courts, branches };
}

/** The citing judgments whose treatment puts a case in question (overruled, doubted), later than it: the case view's warning. */
export function negativeTreatmentsOf(citedBy: CitingCase[]): CitingCase[] {
  return citedBy.filter((c) => c.later && NEGATIVE_TREATMENTS.includes(c.treatment)).sort((a, b) => (a.treatment === b.treatment ? 0 : a.treatment === "overruled" ? -1 : 1));
}

export type MachineFinding = {
  citingDocId: number;
  citingTitle: string;
  decidedDate: string | null;
  treatment: Treatment;
  /** the court's paragraph number where the later judgment says so; null where it has none (its blocks are never counted for it, decision 102) */
  paragraph: number | null;
  /** the stored pinpoint there: the court's label ("23.1"), or the reporter's count in brackets ("[12]") */
  pinpoint: string | null;
  sentence: string | null;
};

/** The court's paragraph number of a stored pinpoint ("23" → 23, "23.1" → 23.1, "23.1.2" → 23); none for the reporter's count. */
function courtParagraph(stored: string | null): number | null {
  const p = readPinpoint(stored);
  if (!p?.court) return null;
  const n = Number(p.label);
  return Number.isFinite(n) ? n : Number(p.label.split(".")[0]);
}

/**
 * The machine's finding that a later judgment in the reporter overruled (or doubted) each of
 * `docIds` (decision 060), for the back office to show beside the staff's Overruled flag: one
 * indexed query (cited_doc_id, treatment), the overruling before the doubting, newest first.
 */
export async function machineFindings(ctx: AppContext, docIds: number[]): Promise<Map<number, MachineFinding>> {
  const out = new Map<number, MachineFinding>();
  if (!docIds.length) return out;
  // Each case's findings are in its own shard (resolved references stay within one, decision 122): one query a shard the cases are in.
  const parts = await Promise.all(
    (await caseDbs(ctx, docIds)).map(async ({ db, docIds: ids }) => {
      const rows = await db.$client
        .prepare(
          `select r.cited_doc_id as citedDocId, r.doc_id as citingDocId, c.appellant, c.respondent, c.decided_date as decidedDate, r.treatment, r.pinpoint, r.treatment_sentence as sentence
           from case_references r join cases c on c.doc_id = r.doc_id join cases cd on cd.doc_id = r.cited_doc_id
           where r.cited_doc_id in (select value from json_each(?)) and r.treatment in ('overruled', 'doubted') and r.doc_id <> r.cited_doc_id
             and c.deleted_at is null and (c.decided_date is null or cd.decided_date is null or c.decided_date >= cd.decided_date)
           order by r.treatment = 'overruled' desc, c.search_key desc`,
        )
        .bind(JSON.stringify(ids))
        .all<{ citedDocId: number; citingDocId: number; appellant: string; respondent: string | null; decidedDate: string | null; treatment: Treatment; pinpoint: string | null; sentence: string | null }>();
      return rows.results;
    }),
  );
  for (const r of parts.flat()) {
    if (out.has(r.citedDocId)) continue;
    out.set(r.citedDocId, { citingDocId: r.citingDocId, citingTitle: titleOf(r.appellant, r.respondent)!, decidedDate: r.decidedDate, treatment: r.treatment, paragraph: courtParagraph(r.pinpoint), pinpoint: r.pinpoint, sentence: r.sentence });
  }
  return out;
}
