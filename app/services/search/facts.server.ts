/**
 * Find Precedents for a fact situation (issue 26, decision 068): the precedents and the sections
 * that likely apply, each with why. The ranking is in search-index/facts.ts (and the vocabulary in
 * search-index/legal-vocabulary.ts); this module runs it on D1. Reached through findPrecedents
 * (precedents.server.ts), which chooses the mode.
 */
import { canonicalActName } from "../../../search-index/acts-canon";
import {
  capitalisedOnly,
  citationVotes,
  commonTerms,
  everyTokenMatch,
  factTerms,
  FACTS_TUNING,
  lawTerms,
  rerankFacts,
  sectionKey,
  sectionLabel,
  type FactCandidate,
  type FactsTuning,
} from "../../../search-index/facts";
import { COMMON_STEM_SHARES } from "../../../search-index/common-stem-shares";
import { COMMON_STEMS } from "../../../search-index/common-stems";
import { citedByCountSql, notACopy } from "../../../search-index/graph-sql";
import { vocabularyHits } from "../../../search-index/legal-vocabulary";
import { actsNamed, candidateStems, cleanText, PRECEDENT_COLUMNS, precedentBm25, precedentMatch, sameAct } from "../../../search-index/precedents";
import { porterStem } from "../../../search-index/porter";
import { searchNotices } from "../../utils/copy";
import type { AppContext } from "../../utils/context.server";
import { libraryGaps, likelySections, plainStatutes, sectionCandidates, statuteHits, STATUTES_SHOWN } from "./fact-statutes.server";
import { candidateDbs, describe, termStatistics, type PrecedentHit, type PrecedentsInput, type PrecedentsResult } from "./precedents-core.server";
import { caseDbs } from "../cases/case-shard-of.server";
import { mergedByCorpus } from "./corpus-bm25.server";

/** Candidates re-ranked (the sections that may apply: fact-statutes.server.ts). */
const CANDIDATES = 200;
/** Fewer rare terms than this and the facts' common stems are looked up too. */
const MIN_RARE_TERMS = 5;

type Row = { docId: number; score: number; overruled: number; acts: string | null; citedBy: number; refs: string | null; len: number | null };

/** What the re-ranking reads of a candidate: its acts, sections, how often the corpus cites it and its length. */
const CANDIDATE_COLUMNS = (id: string) => `(select json_group_array(a.act_name) from case_acts a where a.doc_id = ${id}) as acts,
             (select json_group_array(s.act || '|' || upper(s.num)) from case_statute_refs s where s.doc_id = ${id} and s.kind = 's') as refs,
             ${citedByCountSql(id)} as citedBy,
             (select length(c.judgement_order) from cases c where c.doc_id = ${id}) as len`;

/** The input's court, years and excluded case as conditions on `c` (cases), added to `where` and `params`. */
function addCaseFilters(input: PrecedentsInput, where: string[], params: unknown[]) {
  const filters: [unknown, string][] = [
    [input.courtId, "c.court_id = ?"],
    [input.yearFrom, "c.decided_year >= ?"],
    [input.yearTo, "c.decided_year <= ?"],
    [input.excludeDocId, "c.doc_id <> ?"],
  ];
  for (const [value, condition] of filters)
    if (value) {
      where.push(condition);
      params.push(value);
    }
}

/**
 * The candidates of the ranked query, with their acts, sections and how often the corpus cites them:
 * from each shard the input's court and years can touch, by its own bm25 (decision 122), then — the
 * shards' lists merged — by the bm25 of the shards searched together (decision 137: one more round
 * trip, every phrase weighed again; the plain baseline keeps each shard's own), the best `limit`
 * kept; each row knows the database it came from (`at`).
 */
async function rankedCandidates(ctx: AppContext, match: string, input: PrecedentsInput, limit: number, headnoteWeight: number | null): Promise<(Row & { at: D1Database })[]> {
  const dbs = candidateDbs(ctx, input);
  const lists = await Promise.all(dbs.map(async (db) => (await candidatesStatement(db, match, input, limit, headnoteWeight).all<Row & { sk: number }>()).results.map((r) => ({ ...r, at: db }))));
  return mergedByCorpus(dbs, lists, limit, headnoteWeight !== null ? { bm25: precedentBm25(headnoteWeight), match } : null);
}

function candidatesStatement(db: D1Database, match: string, input: PrecedentsInput, limit: number, headnoteWeight: number | null) {
  // A second copy of a judgment (decision 064) is not an answer of its own.
  const where = ["case_fts match ?", "c.live = 1", "c.deleted_at is null", notACopy("c.doc_id")];
  const params: unknown[] = [`${PRECEDENT_COLUMNS} : (${match})`];
  addCaseFilters(input, where, params);
  params.push(limit);
  return db.prepare(
    `with r as materialized (
        select c.doc_id as docId, c.search_key as sk, ${precedentBm25(headnoteWeight)} as score, c.overruled as overruled
          from case_fts f cross join cases c indexed by cases_listing_idx on c.search_key = f.rowid
         where ${where.join(" and ")} order by score limit ?)
      select r.docId, r.sk, r.score, r.overruled, ${CANDIDATE_COLUMNS("r.docId")}
        from r order by r.score`,
  ).bind(...params);
}

/**
 * The citation graph around the best text matches (`citing`: each database's doc ids): which
 * judgments each cites (live ones, no second copies, within the input's court and years), and
 * those cited judgments that are not candidates already, with what the re-ranking reads of them.
 * A reference is kept in the citing judgment's shard and may link a case of another (decisions 132,
 * 135): the links are read where the citing judgments are, the cited cases where they are — one
 * statement a citing database, one batch of two a cited one.
 */
async function citedByBest(ctx: AppContext, citing: Map<D1Database, number[]>, have: Set<number>, input: PrecedentsInput) {
  const lists = await Promise.all(
    [...citing].map(
      async ([db, ids]) =>
        (
          await db
            .prepare("select x.doc_id as a, x.cited_doc_id as b from case_references x where x.doc_id in (select value from json_each(?)) and x.cited_doc_id is not null and x.doc_id <> x.cited_doc_id")
            .bind(JSON.stringify(ids))
            .all<{ a: number; b: number }>()
        ).results,
    ),
  );
  const found = lists.flat();
  const cited = [...new Set(found.map((e) => e.b))];
  const places = await caseDbs(ctx, cited);
  const answers = await Promise.all(
    places.map(async (p) => {
      const where = ["c.doc_id in (select value from json_each(?))", "c.live = 1", "c.deleted_at is null", notACopy("c.doc_id")];
      const params: unknown[] = [JSON.stringify(p.docIds)];
      addCaseFilters(input, where, params);
      const d1 = p.db.$client;
      const [kept, rows] = await d1.batch<Record<string, unknown>>([
        d1.prepare(`select c.doc_id as docId from cases c where ${where.join(" and ")}`).bind(...params),
        d1
          .prepare(`select c.doc_id as docId, c.overruled as overruled, ${CANDIDATE_COLUMNS("c.doc_id")} from cases c where ${where.join(" and ")} and c.doc_id not in (select value from json_each(?))`)
          .bind(...params, JSON.stringify([...have])),
      ]);
      return { kept: (kept.results as { docId: number }[]).map((r) => r.docId), rows: rows.results as Omit<Row, "score">[] };
    }),
  );
  const kept = new Set(answers.flatMap((x) => x.kept));
  const edges = found.filter((e) => kept.has(e.b)).map((e) => [e.a, e.b] as [number, number]);
  // The new candidates in the order the links name them.
  const byId = new Map(answers.flatMap((x) => x.rows.map((r) => [r.docId, r] as const)));
  const rows = [...new Set(edges.map(([, b]) => b))].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return { edges, rows };
}

/** Judges on each bench (all_judges, comma- or "and"-separated), for the top candidates only (the column sits after the judgment's text); each in its shard. */
async function benchSizes(ctx: AppContext, ids: number[]): Promise<Map<number, number | null>> {
  if (!ids.length) return new Map();
  const places = await caseDbs(ctx, ids);
  const lists = await Promise.all(
    places.map(async (p) => (await p.db.$client.prepare("select doc_id as docId, all_judges as judges from cases where doc_id in (select value from json_each(?))").bind(JSON.stringify(p.docIds)).all<{ docId: number; judges: string | null }>()).results),
  );
  const rows = lists.flat();
  return new Map(rows.map((r) => [r.docId, r.judges?.trim() ? r.judges.split(/,|;|\band\b|&/i).filter((j) => j.trim().length > 2).length : null]));
}

/**
 * Precedents and statutes for a fact situation. `input.plain`: the benchmark's baseline — plain
 * BM25 of every token of the whole text over cases and sections, no re-ranking.
 */
export async function findForFacts(ctx: AppContext, input: PrecedentsInput, reason: string): Promise<PrecedentsResult> {
  const t: FactsTuning = { ...FACTS_TUNING, ...(input.factsTuning ?? {}) };
  const text = cleanText(input.text);
  const limit = Math.min(Math.max(input.limit ?? 10, 1), 100);
  const statutesWanted = Math.min(Math.max(input.statutes ?? STATUTES_SHOWN, 0), 200);
  if (input.plain) return plainBaseline(ctx, text, input, limit, statutesWanted, reason);

  const stems = candidateStems(text);
  if (!stems.length) return { ok: false, message: searchNotices.precedentsNoTerms };
  const hits = vocabularyHits(text);
  const lawStems = hits.flatMap((h) => h.entry.law.map((w) => porterStem(w)));
  // Only the rarer stems are looked up: counting the judgments of a common one (COMMON_STEMS, in one
  // judgment in twenty or more) reads its whole position list — most of the time at 100,000 cases —
  // and a fact situation's query wants its rare words anyway.
  const lookup = [...new Set([...stems.map((s) => s.stem), ...lawStems])].filter((s) => !COMMON_STEMS.has(s));
  const { corpus, df } = await termStatistics(ctx, lookup);
  const nameWords = capitalisedOnly(text);
  let terms = factTerms(stems, df, corpus, nameWords, t);
  if (terms.length < MIN_RARE_TERMS) {
    // Facts told in common words only: their commonest stems are counted after all (a few).
    const common = stems.map((s) => s.stem).filter((s) => COMMON_STEMS.has(s)).slice(0, 40);
    if (common.length) {
      for (const [k, v] of (await termStatistics(ctx, common)).df) df.set(k, v);
      terms = factTerms(stems, df, corpus, nameWords, t);
    }
  }
  const all = [...terms, ...lawTerms(hits, terms, df, corpus, t)];
  const forSections = [...terms, ...lawTerms(hits, terms, df, corpus, t, true)];
  // The facts' common words (the legal question is often told in them) go in once each, after the rare ones.
  const chosen = new Set(all.map((x) => x.stem));
  const common = commonTerms(stems, COMMON_STEM_SHARES, t).filter((x) => !chosen.has(x.stem));
  const rare = precedentMatch(all, t.repeat)?.replace(/^\{judgment headnotes\} : \((.*)\)$/s, "$1");
  const match = [rare, ...common.map((x) => `"${x.term.replace(/"/g, "")}"`)].filter(Boolean).join(" OR ");
  if (!match) return { ok: false, message: searchNotices.precedentsNoTerms };

  const [candRes, sectionRows] = await Promise.all([rankedCandidates(ctx, match, input, Math.max(limit, CANDIDATES), t.headnoteWeight), sectionCandidates(ctx, text, forSections, hits, t)]);
  const rows: Row[] = candRes.map(({ at: _at, ...r }) => r);
  // The citation graph: the judgments the best text matches cite join the candidates — below every
  // text match, at the last one's bm25 (theirs is no better: they are not among the first) — and
  // each candidate counts the votes of the best text matches that cite it (decision 110).
  let edges: [number, number][] = [];
  if (t.citedByTop > 0 && rows.length) {
    const citing = [...candRes].sort((a, b) => a.score - b.score || a.docId - b.docId).slice(0, t.citingDepth);
    const have = new Set(rows.map((r) => r.docId));
    // The links are kept in each citing judgment's shard; the cases they link are read in theirs.
    const byDb = new Map<D1Database, number[]>();
    for (const r of citing) byDb.set(r.at, [...(byDb.get(r.at) ?? []), r.docId]);
    const graph = await citedByBest(ctx, byDb, have, input);
    edges = graph.edges;
    const last = Math.max(...rows.map((r) => r.score));
    for (const r of graph.rows) {
      if (have.has(r.docId)) continue;
      have.add(r.docId);
      rows.push({ ...r, score: last });
    }
  }
  const votes = citationVotes(rows, edges, t.citingDepth);
  const candidates: FactCandidate[] = rows.map((r) => ({
    docId: r.docId,
    score: r.score,
    overruled: Boolean(r.overruled),
    acts: r.acts ? (JSON.parse(r.acts) as string[]) : [],
    sections: r.refs ? (JSON.parse(r.refs) as string[]).map((k) => sectionKey(k.slice(0, k.lastIndexOf("|")), k.slice(k.lastIndexOf("|") + 1))) : [],
    citedBy: r.citedBy,
    benchSize: null,
    length: r.len,
    votes: votes.get(r.docId) ?? 0,
  }));

  // First pass: text and vocabulary only; the top precedents then vote for the sections they apply.
  const firstOrder = rerankFacts(candidates, [], t);
  const topForVotes = firstOrder.slice(0, t.feedback);
  const likely = await likelySections(ctx, text, sectionRows, forSections, hits, topForVotes, t);
  const likelyKeys = likely.filter((s) => s.act).map((s) => sectionKey(s.act, s.section));

  // Second pass: the precedents again, now with the likely sections and the benches of the top ones.
  const benches = await benchSizes(ctx, rerankFacts(candidates, likelyKeys, t).slice(0, 50).map((c) => c.docId));
  const ranked = rerankFacts(
    candidates.map((c) => ({ ...c, benchSize: benches.get(c.docId) ?? null })),
    likelyKeys,
    t,
  );
  const acts = actsNamed(text);
  const top = ranked.slice(0, limit).map((c) => ({ ...c, decidedYear: null, sharedActs: [...new Set(c.acts.filter((a) => acts.some((x) => sameAct(x, a))).map(canonicalActName))] }));
  // What the facts name that the library lacks is said, not guessed at (decision 109).
  const [described, statuteNotes] = await Promise.all([describe(ctx, top, all), libraryGaps(ctx, text)]);
  const byId = new Map(top.map((c) => [c.docId, c]));
  const items: PrecedentHit[] = described.map((h) => {
    const c = byId.get(h.docId);
    const applies = (c?.applies ?? []).map((k) => {
      const at = k.lastIndexOf("|");
      return sectionLabel(k.slice(0, at), k.slice(at + 1));
    });
    return { ...h, applies, benchSize: c?.benchSize ?? null };
  });
  const names = new Map(items.map((h) => [h.docId, `${h.appellant}${h.respondent ? ` v. ${h.respondent}` : ""}`]));
  const statutes = statuteHits(likely, names, statutesWanted);
  return { ok: true, mode: "facts", detected: reason, items, terms: all.map((x) => x.term), acts, statutes, ...(statuteNotes.length ? { statuteNotes } : {}) };
}

/** The benchmark's baseline: every token of the whole text, plain bm25 (k1 1.2, b 0.75; no field weights), no re-ranking. */
async function plainBaseline(ctx: AppContext, text: string, input: PrecedentsInput, limit: number, statutesWanted: number, reason: string): Promise<PrecedentsResult> {
  const match = everyTokenMatch(text);
  if (!match) return { ok: false, message: searchNotices.precedentsNoTerms };
  const [cand, statutes] = await Promise.all([rankedCandidates(ctx, match, input, limit, null), plainStatutes(ctx, match, statutesWanted)]);
  const top = cand.map((r) => ({ docId: r.docId, score: r.score, overruled: Boolean(r.overruled), acts: [], citedBy: r.citedBy, decidedYear: null, sharedActs: [] as string[] }));
  const items = await describe(ctx, top, []);
  return { ok: true, mode: "facts", detected: reason, items, terms: [], acts: [], statutes };
}
