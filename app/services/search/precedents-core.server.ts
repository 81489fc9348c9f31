/**
 * What Find Precedents' two paths share — the judgment in hand (precedents.server.ts) and the fact
 * situation (facts.server.ts): the input and answer shapes, the corpus's term statistics and the
 * list's details. Its own module so that neither path imports the other's (issue 36 item 7).
 */
import { matchedTermsStatements, type Candidate, type PrecedentTerm, type Tuning } from "../../../search-index/precedents";
import { CITATION_MASTERS_SQL, citationRowsSql, printedCitations, readCitationMasters, readCitationRows } from "../../../search-index/case-citations";
import { courtLabel } from "../../../search-index/court-label";
import type { FactsTuning } from "../../../search-index/facts";
import { courtNamed, readMasterNames, type MasterNames } from "../../../search-index/master-names";
import { shardsFor, type ShardFilter } from "../../../search-index/shards";
import { caseShardsOf } from "../../utils/case-shards.server";
import type { AppContext } from "../../utils/context.server";
import { caseDbs, sharded } from "../cases/case-shard-of.server";
import type { PrecedentsMode } from "./precedents.schema";

export type PrecedentsInput = {
  text: string;
  courtId?: number | null;
  yearFrom?: number | null;
  yearTo?: number | null;
  /** leave this case out (Similar Cases) */
  excludeDocId?: number | null;
  /** results wanted, 1..100 (default 10) */
  limit?: number;
  /** the benchmark's baseline: the same terms, bm25 without field weights, no re-ranking */
  plain?: boolean;
  /** the benchmark's tuning runs only (search-index/precedents.ts TUNING) */
  tuning?: Partial<Tuning>;
  /** facts: a fact situation (decision 068); judgment: a judgment in hand; auto (default): told by the text */
  mode?: PrecedentsMode;
  /** statutes wanted beside a fact situation's precedents, 0..200 (default 10) */
  statutes?: number;
  /** the benchmark's tuning runs only (search-index/facts.ts FACTS_TUNING) */
  factsTuning?: Partial<FactsTuning>;
};

export type PrecedentHit = {
  docId: number;
  appellant: string;
  respondent: string | null;
  decidedDate: string | null;
  court: string | null;
  citation: string | null;
  overruled: boolean;
  /** why it was found: the query's terms it holds (the heaviest first), the acts it shares with the text */
  matchedTerms: string[];
  sharedActs: string[];
  citedBy: number;
  /** a fact situation's likely sections the case applies ("IPC 304B") */
  applies?: string[];
  /** judges on its bench, when known (fact situations) */
  benchSize?: number | null;
};

/** A section that likely applies to a fact situation, and why (decision 068). */
export type StatuteHit = {
  id: number;
  /** canonical act name ('' when the section's act is not known) */
  act: string;
  section: string;
  title: string;
  /** "IPC 304B" */
  label: string;
  /** the same section in the other criminal code ("BNS 80"), when the code map has it */
  counterpart: { act: string; label: string } | null;
  /** the facts' words the section holds */
  words: string[];
  /** the facts' phrases the legal vocabulary ties to it */
  phrases: string[];
  /** the precedents found that apply it (at most three of those shown) and how many of the top ones do */
  precedents: { docId: number; title: string }[];
  precedentCount: number;
};

/** The judgment in the reporter that a pasted text is (decision 093): left out of its own precedents, named above them. */
export type PastedJudgment = { docId: number; title: string; decidedDate: string | null; citation: string | null };

export type PrecedentsResult =
  | { ok: true; mode: "facts" | "judgment"; detected: string; items: PrecedentHit[]; terms: string[]; acts: string[]; statutes: StatuteHit[]; pasted?: PastedJudgment | null; ranking?: string; statuteNotes?: string[] }
  | { ok: false; message: string };

export type HitRow = Omit<PrecedentHit, "matchedTerms" | "sharedActs" | "citedBy" | "overruled" | "citation"> & {
  overruled: number;
  searchKey: number;
  branch: string | null;
  courtIdOf: number | null;
  branchIdOf: number | null;
  citationRows: string | null;
  citationMasters: string | null;
};

/**
 * The case databases a read of candidates goes to (issue 36, decision 122): the shards of the map
 * the court and years can touch, each searched with its own bm25 and the lists merged (as the
 * search's query-then-fetch); the catalogue alone without CASE_SHARDS.
 */
export function candidateDbs(ctx: AppContext, filter: ShardFilter = {}): D1Database[] {
  const shards = caseShardsOf(ctx.env);
  const specs = shardsFor(
    shards.map((s) => s.spec),
    { courtId: filter.courtId ?? null, yearFrom: filter.yearFrom ?? null, yearTo: filter.yearTo ?? null },
  );
  return specs.map((spec) => shards.find((s) => s.spec.id === spec.id)!.db);
}

/**
 * The citation graph between shards around some candidates (issue 36): a judgment citing a case of
 * another shard keeps that link in its own shard (decision 132); the cited case's count of citing
 * judgments has them through its incoming rows (citedByCountSql, decision 133), but its neighbours
 * among the candidates are read here: from every database holding candidates (one statement each,
 * in parallel), the pairs of candidates of two shards that cite each other. `held`: each database's
 * candidates.
 */
export async function crossShardGraph(ctx: AppContext, held: Map<D1Database, number[]>): Promise<{ pairs: [number, number][] }> {
  const pairs: [number, number][] = [];
  const everyId = [...held.values()].flat();
  if (!sharded(ctx) || held.size < 2) return { pairs };
  await Promise.all(
    [...held].map(async ([db, mine]) => {
      const others = JSON.stringify(everyId.filter((id) => !mine.includes(id)));
      const links = await db
        .prepare("select distinct x.doc_id as a, x.cited_doc_id as b from case_references x where x.doc_id in (select value from json_each(?)) and x.cited_doc_id in (select value from json_each(?))")
        .bind(JSON.stringify(mine), others)
        .all<{ a: number; b: number }>();
      for (const r of links.results) pairs.push([r.a, r.b]);
    }),
  );
  return { pairs };
}

/** The catalogue's masters' names when cases are read in shards (decision 128); null on one database (its joins are right). */
export const shardNames = (ctx: AppContext): Promise<MasterNames> | null => (sharded(ctx) ? readMasterNames(ctx.env.DB) : null);

/** The live cases of every shard (the corpus the term statistics describe). */
export async function liveCases(ctx: AppContext): Promise<number> {
  const counts = await Promise.all(candidateDbs(ctx).map((db) => db.prepare(LIVE_COUNT_SQL).first<{ n: number }>()));
  return counts.reduce((n, r) => n + Number(r?.n ?? 0), 0);
}

const LIVE_COUNT_SQL = "select count(*) as n from cases indexed by cases_listing_idx where live = 1 and deleted_at is null";

/** The case's court branch, its own court's only (decision 099: a bench is named beside its court). */
export const BRANCH_JOIN = "left join court_branches cb on cb.id = c.court_branch_id and cb.court_id = c.court_id";

/**
 * The corpus's size and the document frequency of each stem (D1 binds at most 100 values a
 * statement): over every shard, summed (one batch a shard, in parallel) — the whole corpus's
 * statistics, whatever court a search is limited to, as on one database.
 */
export async function termStatistics(ctx: AppContext, stems: string[]): Promise<{ corpus: number; df: Map<string, number> }> {
  const parts = await Promise.all(candidateDbs(ctx).map((db) => termStatisticsIn(db, stems)));
  const df = new Map<string, number>();
  for (const p of parts) for (const [term, n] of p.df) df.set(term, (df.get(term) ?? 0) + n);
  return { corpus: parts.reduce((n, p) => n + p.corpus, 0), df };
}

async function termStatisticsIn(db: D1Database, stems: string[]): Promise<{ corpus: number; df: Map<string, number> }> {
  const statements = [db.prepare(LIVE_COUNT_SQL)];
  for (let i = 0; i < stems.length; i += 90) {
    const chunk = stems.slice(i, i + 90);
    statements.push(db.prepare(`select term, doc from case_fts_terms where term in (${chunk.map(() => "?").join(",")})`).bind(...chunk));
  }
  const [count, ...rest] = await db.batch(statements);
  const df = new Map<string, number>();
  for (const r of rest) for (const row of r.results as { term: string; doc: number }[]) df.set(row.term, row.doc);
  return { corpus: Number((count.results[0] as { n: number }).n), df };
}

/**
 * The list's details of the results, and which of the query's terms each holds: in each case's
 * shard (two round trips there, the shards in parallel), named by the catalogue's masters when
 * the cases are spread (decision 128).
 */
export async function describe(ctx: AppContext, top: (Candidate & { sharedActs: string[] })[], terms: PrecedentTerm[]): Promise<PrecedentHit[]> {
  if (!top.length) return [];
  // The reasons of the twenty shown (a longer list, as the API's, names them for its first twenty).
  const shown = new Set(top.slice(0, 20).map((c) => c.docId));
  const [places, names] = await Promise.all([
    caseDbs(
      ctx,
      top.map((c) => c.docId),
    ),
    shardNames(ctx),
  ]);
  const parts = await Promise.all(places.map((p) => describeIn(p.db.$client, p.docIds, shown, terms)));
  const byId = new Map(parts.flatMap((p) => p.details).map((d) => [d.docId, d]));
  const holds = new Map(parts.flatMap((p) => [...p.holds]));
  const ownMasters = readCitationMasters(parts.flatMap((p) => p.details)[0]?.citationMasters);
  return top
    .map((c) => {
      const d = byId.get(c.docId);
      if (!d) return null;
      const { searchKey, citationRows, citationMasters: _masters, branch, courtIdOf, branchIdOf, ...rest } = d;
      // The reporter's citation in its house style (decision 036); the court with its bench (decision 099).
      const court = names ? courtNamed(names, courtIdOf, branchIdOf) : courtLabel(d.court, branch);
      const citation = printedCitations(readCitationRows(citationRows), names?.citation ?? ownMasters).citation;
      return { ...rest, court, citation, overruled: Boolean(d.overruled), matchedTerms: (holds.get(searchKey) ?? []).slice(0, 12), sharedActs: c.sharedActs, citedBy: c.citedBy };
    })
    .filter((h): h is PrecedentHit => h !== null);
}

/** `describe` in one database holding the cases `ids`: their rows, and the terms each of those `shown` holds (by search key). */
async function describeIn(db: D1Database, ids: number[], shown: Set<number>, terms: PrecedentTerm[]): Promise<{ details: HitRow[]; holds: Map<number, string[]> }> {
  const details = (
    await db
      .prepare(
        `select c.doc_id as docId, c.search_key as searchKey, c.appellant, c.respondent, c.decided_date as decidedDate, co.name as court, cb.name as branch, c.overruled,
                c.court_id as courtIdOf, c.court_branch_id as branchIdOf, ${citationRowsSql("c.doc_id")} as citationRows, ${CITATION_MASTERS_SQL} as citationMasters
           from cases c left join courts co on co.id = c.court_id ${BRANCH_JOIN} where c.doc_id in (select value from json_each(?))`,
      )
      .bind(JSON.stringify(ids))
      .all<HitRow>()
  ).results;
  const shownKeys = details.filter((d) => shown.has(d.docId) && d.searchKey != null).map((d) => d.searchKey);
  const holds = new Map<number, string[]>();
  if (shownKeys.length && terms.length) {
    const statements = matchedTermsStatements(terms, shownKeys).map((s) => db.prepare(s.sql).bind(...s.params));
    const results = await db.batch(statements);
    results.forEach((r, i) => {
      for (const row of r.results as { k: number }[]) {
        const list = holds.get(row.k) ?? [];
        list.push(terms[i].term);
        holds.set(row.k, list);
      }
    });
  }
  return { details, holds };
}
