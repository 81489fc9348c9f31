/**
 * Find Precedents and Similar Cases (issue 16; decision 032). The retrieval itself is in
 * search-index/precedents.ts; this module runs it on D1 and caches Similar Cases.
 */
import {
  actsNamed,
  brokenJoins,
  candidateStems,
  candidatesSql,
  precedentBm25,
  PRECEDENT_COLUMNS,
  cleanText,
  hyphenPairs,
  hyphenStems,
  MAX_TEXT_BYTES,
  pickTerms,
  precedentMatch,
  rerank,
  type Candidate,
  latestYear,
  queryText,
  TUNING,
} from "../../../search-index/precedents";
import { CITATION_MASTERS_SQL, citationRowsSql, printedCitations, readCitationMasters, readCitationRows } from "../../../search-index/case-citations";
import { courtLabel } from "../../../search-index/court-label";
import { detectFacts } from "../../../search-index/facts";
import { FINGERPRINT_SIZE, LINK_SHARE, textFingerprint } from "../../../search-index/fingerprint";
import { htmlToText } from "../../../search-index/text";
import { mergedByCorpus } from "./corpus-bm25.server";
import { findForFacts } from "./facts.server";
import { BRANCH_JOIN, candidateDbs, crossShardGraph, describe, liveCases, shardNames, termStatistics, type PastedJudgment, type PrecedentHit, type PrecedentsInput, type PrecedentsResult } from "./precedents-core.server";
import { caseDb, caseDbs } from "../cases/case-shard-of.server";
import { courtNamed } from "../../../search-index/master-names";

export { describe, termStatistics };
export type { PastedJudgment, PrecedentHit, PrecedentsInput, PrecedentsResult, StatuteHit } from "./precedents-core.server";
import { searchNotices } from "../../utils/copy";
import type { AppContext } from "../../utils/context.server";

/** The service's input schemas, for the API and the OpenAPI document (decision 058). */
export * from "./precedents.schema";

/** The screen's answer to a made-up "Read the text as" (server-only copy: it stays out of the pages' shared copy chunk). */
export const PRECEDENTS_BAD_MODE = "Please choose how to read the text: tell from the text, a fact situation or a judgment.";

type CandidateRow = { docId: number; score: number; overruled: number; decidedYear: number | null; acts: string | null; citedBy: number; neighbours: string | null };
const byteLength = (s: string) => new TextEncoder().encode(s).length;

export async function findPrecedents(ctx: AppContext, input: PrecedentsInput): Promise<PrecedentsResult> {
  if (!input.text.trim()) return { ok: false, message: searchNotices.precedentsEmpty };
  if (byteLength(input.text) > MAX_TEXT_BYTES) return { ok: false, message: searchNotices.precedentsTooLong(MAX_TEXT_BYTES / 1024) };
  if (input.yearFrom && input.yearTo && input.yearFrom > input.yearTo) return { ok: false, message: searchNotices.precedentsBadYears };
  // A pasted judgment the reporter holds is not its own precedent (decision 093); Similar Cases leaves its case out already.
  const pasted = input.excludeDocId || input.plain ? null : await pastedJudgment(ctx, input.text);
  const found = await precedentsOf(ctx, pasted ? { ...input, excludeDocId: pasted.docId } : input);
  return found.ok ? { ...found, pasted, ranking: rankingNote(found) } : found;
}

/** How the list was ranked, as the screen says it above the precedents. */
function rankingNote(r: Extract<PrecedentsResult, { ok: true }>): string {
  return r.mode === "facts"
    ? "Ranked by the facts' rarest words and the law's words for them, then by the likely sections each applies, its bench and how often it is cited."
    : `Ranked by the text's most telling words${r.acts.length ? ` and the acts it names (${r.acts.length})` : ""}, then by the acts shared and how often each judgment is cited.`;
}

/**
 * The live case whose judgment the text is: its fingerprint (decision 064's 12-word windows) shares
 * most hashes with the case's — the share that links two copies of one judgment (LINK_SHARE), as the
 * pasted text has no date to lower it. A text under 200 words, or a judgment quoting another at
 * length (up to 73 % on the sample), is none. One indexed query (the shingles' primary key leads).
 */
export async function pastedJudgment(ctx: AppContext, text: string): Promise<PastedJudgment | null> {
  const hashes = textFingerprint(text);
  if (hashes.length < FINGERPRINT_SIZE) return null;
  // Every shard's best (a judgment is in one shard); the most shared hashes win, then the lowest doc id.
  const [found, names] = await Promise.all([Promise.all(candidateDbs(ctx).map((db) => pastedIn(db, hashes))), shardNames(ctx)]);
  const row = found
    .filter((r): r is PastedRow => r !== null)
    .sort((a, b) => b.shared - a.shared || a.docId - b.docId)[0];
  if (!row) return null;
  const citation = printedCitations(readCitationRows(row.citationRows), names?.citation ?? readCitationMasters(row.citationMasters)).citation;
  return { docId: row.docId, title: `${row.appellant}${row.respondent ? ` v. ${row.respondent}` : ""}`, decidedDate: row.decidedDate, citation };
}

type PastedRow = { docId: number; shared: number; appellant: string; respondent: string | null; decidedDate: string | null; citationRows: string | null; citationMasters: string | null };

/** The pasted text's judgment in one database, if it holds it. */
async function pastedIn(db: D1Database, hashes: number[]): Promise<PastedRow | null> {
  return db.prepare(
    `with hit as (
       select s.doc_id as docId, count(*) as shared from case_shingles s cross join cases o on o.doc_id = s.doc_id
        where s.hash in (select value from json_each(?1)) and o.live = 1 and o.deleted_at is null
          and s.doc_id not in (select doc_id from case_duplicates where status <> 'separate')
        group by s.doc_id having count(*) >= ?2 order by shared desc, s.doc_id limit 1)
     select c.doc_id as docId, hit.shared as shared, c.appellant, c.respondent, c.decided_date as decidedDate,
            ${citationRowsSql("c.doc_id")} as citationRows, ${CITATION_MASTERS_SQL} as citationMasters
       from hit cross join cases c on c.doc_id = hit.docId`,
  )
    .bind(JSON.stringify(hashes), Math.ceil(LINK_SHARE * FINGERPRINT_SIZE))
    .first<PastedRow>();
}

async function precedentsOf(ctx: AppContext, input: PrecedentsInput): Promise<PrecedentsResult> {
  // A fact situation (told by the text, or chosen) takes its own path (decision 068).
  const detected = detectFacts(input.text);
  const mode = input.mode === "facts" || input.mode === "judgment" ? input.mode : detected.facts ? "facts" : "judgment";
  const reason = input.mode === "facts" || input.mode === "judgment" ? "as chosen" : detected.reason;
  if (mode === "facts") return findForFacts(ctx, input, reason);
  const tuning = { ...TUNING, ...input.tuning };
  // The terms come from the passages around the text's citations (the whole text when it cites
  // little); the benchmark's plain baseline reads the whole text unless its tuning says otherwise.
  const source = queryText(input.text, input.plain ? (input.tuning?.window ?? 0) : tuning.window, tuning.minContext);
  const read = candidateStems(source.text).length || !source.fromCitations ? source.text : input.text;
  let stems = candidateStems(read);
  if (!stems.length) return { ok: false, message: searchNotices.precedentsNoTerms };
  // Words broken by hyphenation are joined again where the index says so (one look-up with the terms').
  const pairs = hyphenPairs(read);
  const everyJoin = new Set(pairs.map((p) => `${p.a}|${p.b}`));
  const lookup = new Set([...stems, ...(pairs.length ? candidateStems(read, everyJoin) : [])].map((s) => s.stem).concat(hyphenStems(pairs)));
  const { corpus, df } = await termStatistics(ctx, [...lookup]);
  const joins = brokenJoins(pairs, df);
  if (joins.size) stems = candidateStems(read, joins);
  const terms = pickTerms(stems, df, corpus, tuning.terms, input.plain ? 0.5 : tuning.maxDf);
  const match = input.plain ? (terms.length ? `${PRECEDENT_COLUMNS} : (${terms.map((t) => `"${t.term}"`).join(" OR ")})` : null) : precedentMatch(terms, tuning.repeat);
  if (!match) return { ok: false, message: searchNotices.precedentsNoTerms };
  const limit = Math.min(Math.max(input.limit ?? 10, 1), 100);
  const acts = actsNamed(input.text);
  const wanted = input.plain ? limit : Math.max(limit, 200);
  const q = candidatesSql(match, input, wanted, input.plain ? null : tuning.headnoteWeight);
  // Each shard the court and years can touch gives its best by its own bm25 (decision 122); they are
  // scored again as one database would score them, with the statistics of the shards searched
  // together (decision 137; the baseline keeps each shard's own), merged and the best `wanted` kept.
  // The graph's neighbours and counts are each shard's own.
  const dbs = candidateDbs(ctx, input);
  const lists = await Promise.all(dbs.map(async (db) => (await db.prepare(q.sql).bind(...q.params).all<CandidateRow & { sk: number }>()).results.map((r) => ({ ...r, at: db }))));
  const rows = await mergedByCorpus(dbs, lists, wanted, input.plain ? null : { bm25: precedentBm25(tuning.headnoteWeight), match });
  // The citing judgments and neighbours in other shards (the ranking reads the whole corpus's graph).
  const held = new Map<D1Database, number[]>();
  for (const r of rows) held.set(r.at, [...(held.get(r.at) ?? []), r.docId]);
  const cross = input.plain ? null : await crossShardGraph(ctx, held);
  const near = new Map<number, number[]>();
  for (const [a, b] of cross?.pairs ?? []) {
    near.set(a, [...(near.get(a) ?? []), b]);
    near.set(b, [...(near.get(b) ?? []), a]);
  }
  const candidates: Candidate[] = rows.map((r) => ({
    docId: r.docId,
    score: r.score,
    overruled: Boolean(r.overruled),
    acts: r.acts ? (JSON.parse(r.acts) as string[]) : [],
    citedBy: r.citedBy,
    decidedYear: r.decidedYear,
    neighbours: [...new Set([...(r.neighbours ? (JSON.parse(r.neighbours) as number[]) : []), ...(near.get(r.docId) ?? [])])],
  }));
  const textYear = latestYear(cleanText(input.text), ctx.clock.now().getUTCFullYear());
  const ranked = input.plain ? candidates.map((c) => ({ ...c, final: -c.score, sharedActs: [] as string[] })) : rerank(candidates, acts, textYear, tuning);
  const top = ranked.slice(0, limit);
  const items = await describe(ctx, top, terms);
  return { ok: true, mode: "judgment", detected: reason, items, terms: terms.map((t) => t.term), acts, statutes: [] };
}

// ---------------------------------------------------------------- Similar Cases

export const SIMILAR_COUNT = 5;
/** The cached list is recomputed once the number of live cases has moved by this share (decision 032). */
export const SIMILAR_CORPUS_DRIFT = 0.02;

export type SimilarCase = Pick<PrecedentHit, "docId" | "appellant" | "respondent" | "decidedDate" | "court" | "citation" | "overruled" | "matchedTerms" | "sharedActs">;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether a cached list is stale: the case's text (its stored headnotes and judgment) changed, or the corpus grew or shrank by 2 % or more. */
export function similarStale(cached: { textHash: string; corpusCases: number }, now: { textHash: string; corpusCases: number }): boolean {
  if (cached.textHash !== now.textHash) return true;
  return Math.abs(now.corpusCases - cached.corpusCases) >= Math.max(1, cached.corpusCases * SIMILAR_CORPUS_DRIFT);
}

/**
 * The top five precedents for a case's own text (its headnotes when it has them, else its
 * judgment), itself left out; from the D1 cache while it is fresh. `computed` says whether this
 * call computed them (for the page and the tests).
 */
export async function similarCases(ctx: AppContext, docId: number): Promise<{ items: SimilarCase[]; computed: boolean }> {
  // The case's text and its cached list are in its shard (similar_cases is one of a case's tables);
  // the corpus counted over every shard (issue 36).
  const own = await caseDb(ctx, docId);
  if (!own) return { items: [], computed: false };
  const db = own.$client;
  const [[caseRow, heads, cachedRow], corpusCases] = await Promise.all([
    db.batch([
      db.prepare("select judgement_order as judgment from cases where doc_id = ? and deleted_at is null").bind(docId),
      db.prepare("select group_concat(headnote, ' ') as text from headnotes where doc_id = ?").bind(docId),
      db.prepare("select text_hash as textHash, corpus_cases as corpusCases, results from similar_cases where doc_id = ?").bind(docId),
    ]),
    liveCases(ctx),
  ]);
  const judgment = (caseRow.results[0] as { judgment: string } | undefined)?.judgment;
  if (judgment === undefined) return { items: [], computed: false };
  const headnotesHtml = (heads.results[0] as { text: string | null } | undefined)?.text ?? "";
  // The cache is keyed by the stored fields the text is made from, so a fresh list costs a hash of
  // them, not the HTML-to-text cleaning of a whole judgment on every view (issue 22 item 12).
  const now = { textHash: await sha256(`similar-v2\u0000${headnotesHtml}\u0000${judgment}`), corpusCases };
  const cached = cachedRow.results[0] as { textHash: string; corpusCases: number; results: string } | undefined;
  if (cached && !similarStale(cached, now)) {
    const items = JSON.parse(cached.results) as SimilarCase[];
    // A cached case since unpublished or deleted is left out (the list is then short until recomputed);
    // the others show their citation and court (with its bench) as they are now.
    const live = await liveCitations(ctx, items.map((i) => i.docId));
    return { items: items.filter((i) => live.has(i.docId)).map((i) => ({ ...i, ...live.get(i.docId)! })), computed: false };
  }
  const headnoteText = htmlToText(headnotesHtml);
  const source = cleanText(headnoteText.trim().length >= 200 ? headnoteText : htmlToText(judgment));
  // A long judgment: its first 100 KB (the limit of Find Precedents).
  let text = source;
  while (byteLength(text) > MAX_TEXT_BYTES) text = text.slice(0, Math.floor(text.length * 0.9));
  const found = await findPrecedents(ctx, { text, excludeDocId: docId, limit: SIMILAR_COUNT, mode: "judgment" });
  const items: SimilarCase[] = found.ok
    ? found.items.map(({ docId, appellant, respondent, decidedDate, court, citation, overruled, matchedTerms, sharedActs }) => ({ docId, appellant, respondent, decidedDate, court, citation, overruled, matchedTerms: matchedTerms.slice(0, 6), sharedActs }))
    : [];
  await db
    .prepare(
      `insert into similar_cases (doc_id, text_hash, corpus_cases, results, computed_at) values (?, ?, ?, ?, ?)
       on conflict (doc_id) do update set text_hash = excluded.text_hash, corpus_cases = excluded.corpus_cases, results = excluded.results, computed_at = excluded.computed_at`,
    )
    .bind(docId, now.textHash, now.corpusCases, JSON.stringify(items), ctx.clock.now().toISOString())
    .run();
  return { items, computed: true };
}

type LiveRow = { docId: number; court: string | null; branch: string | null; courtId: number | null; branchId: number | null; citationRows: string | null; citationMasters: string | null };

/**
 * The live ones of some cases, each with its reporter's citation in its house style and its court as
 * results name it: read in each case's shard, named by the catalogue's masters when spread (decision 128).
 */
async function liveCitations(ctx: AppContext, ids: number[]): Promise<Map<number, { citation: string | null; court: string | null }>> {
  if (!ids.length) return new Map();
  const [places, names] = await Promise.all([caseDbs(ctx, ids), shardNames(ctx)]);
  const lists = await Promise.all(
    places.map(async (p) =>
      (
        await p.db.$client
          .prepare(
            `select c.doc_id as docId, co.name as court, cb.name as branch, c.court_id as courtId, c.court_branch_id as branchId, ${citationRowsSql("c.doc_id")} as citationRows, ${CITATION_MASTERS_SQL} as citationMasters
               from cases c left join courts co on co.id = c.court_id ${BRANCH_JOIN}
               where c.doc_id in (select value from json_each(?)) and c.live = 1 and c.deleted_at is null`,
          )
          .bind(JSON.stringify(p.docIds))
          .all<LiveRow>()
      ).results,
    ),
  );
  const rows = lists.flat();
  const masters = names?.citation ?? readCitationMasters(rows[0]?.citationMasters);
  return new Map(
    rows.map((r) => [r.docId, { citation: printedCitations(readCitationRows(r.citationRows), masters).citation, court: names ? courtNamed(names, r.courtId, r.branchId) : courtLabel(r.court, r.branch) }]),
  );
}
