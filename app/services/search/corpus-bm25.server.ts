/**
 * Candidates of several case shards scored as one database would score them (issue 36, decision
 * 137): each shard ranks by its own bm25 (query-then-fetch, decision 122), then one more round trip
 * to every shard searched reads what the whole corpus's bm25 needs — each phrase's bm25 alone for the
 * shard's candidates and how many of its rows hold it, the shard's rows and tokens, the candidates'
 * lengths — and search-index/corpus-bm25.ts weighs each candidate again with the statistics of every
 * shard searched together (Elasticsearch's dfs_query_then_fetch, after the fetch).
 */
import { averagesRecord, corpusScore, corpusStats, docLength, type ShardTermStats } from "../../../search-index/corpus-bm25";
import { PRECEDENT_COLUMNS } from "../../../search-index/precedents";

/** A shard's candidates: their doc ids, full-text rowids (search keys) and the shard's bm25. */
export type ShardCandidates = { db: D1Database; rows: { docId: number; sk: number; score: number }[] };

/**
 * Each candidate's bm25 over the shards searched together (doc id → score). `column` is the FTS5
 * column filter of the query ("{judgment headnotes}"), `bm25` its bm25 call, `match` the query (an
 * OR of quoted phrases). Every phrase is weighed again, the common ones too: weighing only the rare
 * ones left each shard's idf and mean length on the common words, and the facts path's MAP on 4
 * shards 3.8 % under one database's (docs/benchmarks.md). The cost: each phrase's rows read once
 * more in every shard searched, about the first query's own reads again, in parallel.
 */
export async function corpusScores(parts: ShardCandidates[], column: string, bm25: string, match: string): Promise<Map<number, number>> {
  const times = phraseTimes(match);
  const weighed = [...times.keys()];
  const read = await Promise.all(
    parts.map(async ({ db, rows }) => {
      const keys = JSON.stringify(rows.map((r) => r.sk));
      const [averages, sizes, ...phrases] = await db.batch<Record<string, unknown>>([
        db.prepare("select block from case_fts_data where id = 1"),
        db.prepare("select id, sz from case_fts_docsize where id in (select value from json_each(?))").bind(keys),
        ...weighed.map((p) =>
          db
            .prepare(
              `with m as materialized (select rowid as k, ${bm25} as b from case_fts where case_fts match ?)
               select null as k, null as b, count(*) as n from m
               union all select k, b, null from m where k in (select value from json_each(?))`,
            )
            .bind(`${column} : "${p}"`, keys),
        ),
      ]);
      const whole = averagesRecord((averages.results[0] as { block?: unknown } | undefined)?.block);
      const stats: ShardTermStats = { ...whole, hits: new Map() };
      const alone = new Map<number, Map<string, number>>();
      phrases.forEach((r, i) => {
        for (const row of r.results as { k: number | null; b: number | null; n: number | null }[]) {
          if (row.k === null) stats.hits.set(weighed[i], Number(row.n ?? 0));
          else alone.set(row.k, (alone.get(row.k) ?? new Map<string, number>()).set(weighed[i], Number(row.b)));
        }
      });
      const lengths = new Map((sizes.results as { id: number; sz: unknown }[]).map((r) => [r.id, docLength(r.sz)]));
      return { rows, stats, alone, lengths };
    }),
  );
  const corpus = corpusStats(read.map((r) => r.stats));
  const out = new Map<number, number>();
  for (const { rows, stats, alone, lengths } of read)
    for (const r of rows) out.set(r.docId, corpusScore(r.score, lengths.get(r.sk) ?? 0, alone.get(r.sk) ?? new Map(), times, stats, corpus));
  return out;
}

/**
 * Several shards' candidate lists as one (decision 137): with `rescore`, each candidate scored again
 * with the statistics of the shards together (corpusScores), then merged by score and the best
 * `limit` kept; one list is already in its order. Rows keep their shard's fields.
 */
export async function mergedByCorpus<R extends ShardCandidates["rows"][number]>(
  dbs: D1Database[],
  lists: R[][],
  limit: number,
  rescore: { bm25: string; match: string } | null,
): Promise<R[]> {
  if (lists.length === 1) return lists[0];
  if (rescore) {
    const scores = await corpusScores(dbs.map((db, i) => ({ db, rows: lists[i] })), PRECEDENT_COLUMNS, rescore.bm25, rescore.match);
    for (const list of lists) for (const r of list) r.score = scores.get(r.docId) ?? r.score;
  }
  return lists.flat().sort((a, b) => a.score - b.score || a.docId - b.docId).slice(0, limit);
}

/** The quoted phrases of an FTS5 OR query and how often each comes. */
function phraseTimes(match: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const m of match.matchAll(/"([^"]*)"/g)) times.set(m[1], (times.get(m[1]) ?? 0) + 1);
  return times;
}
