/**
 * FTS5's bm25 over the whole corpus for candidates each case shard ranked by its own (issue 36,
 * decision 137): Elasticsearch's dfs_query_then_fetch on D1. A shard's bm25 weighs a term by the
 * shard's idf and a judgment's length by the shard's mean length; merged by score, a shard of a few
 * hundred judgments outranks a large one's equal. Given, from each shard, each query term's bm25 alone
 * for its candidates (a one-phrase FTS5 query), how many of its rows hold the term, its row count and
 * token total (the FTS5 averages record) and each candidate's length (its docsize record), the score
 * the whole corpus would give is exact: the term's frequency in the candidate is solved out of its
 * one-phrase score and weighed again with the corpus's idf and mean length (fts5_aux.c's formula).
 * Pure: no D1, no Remix.
 */

/** FTS5's bm25 constants (fts5_aux.c). */
const K1 = 1.2;
const B = 0.75;

/** SQLite's variable-length integers, as FTS5 writes its records (sqlite3Fts5GetVarint). */
export function readVarints(bytes: ArrayLike<number>): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    let value = 0;
    let n = 0;
    for (;;) {
      const byte = bytes[i++] ?? 0;
      // The ninth byte gives all eight bits.
      if (n === 8) {
        value = value * 256 + byte;
        break;
      }
      value = value * 128 + (byte & 0x7f);
      n++;
      if (!(byte & 0x80) || i >= bytes.length) break;
    }
    out.push(value);
  }
  return out;
}

/** A blob as D1 returns it (an array of bytes, or a buffer). */
export function blobBytes(blob: unknown): ArrayLike<number> {
  if (blob instanceof ArrayBuffer) return new Uint8Array(blob);
  if (ArrayBuffer.isView(blob)) return new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength);
  return Array.isArray(blob) ? (blob as number[]) : [];
}

/** An FTS5 table's rows and tokens (all columns), from its averages record (`%_data` id 1). */
export function averagesRecord(blob: unknown): { rows: number; tokens: number } {
  const [rows = 0, ...columns] = readVarints(blobBytes(blob));
  return { rows, tokens: columns.reduce((a, b) => a + b, 0) };
}

/** A row's length in tokens (all columns), from its `%_docsize` record. */
export const docLength = (blob: unknown): number => readVarints(blobBytes(blob)).reduce((a, b) => a + b, 0);

/** FTS5's idf of a phrase that `hits` of `rows` rows hold (a common one's is 1e-6). */
export const fts5Idf = (rows: number, hits: number): number => {
  const idf = Math.log((rows - hits + 0.5) / (hits + 0.5));
  return idf > 0 ? idf : 1e-6;
};

/** One shard's statistics of the query's phrases: its rows, tokens, and the rows holding each phrase. */
export type ShardTermStats = { rows: number; tokens: number; hits: Map<string, number> };

/** The corpus's: every shard's summed. */
export function corpusStats(shards: ShardTermStats[]): ShardTermStats {
  const hits = new Map<string, number>();
  for (const s of shards) for (const [p, n] of s.hits) hits.set(p, (hits.get(p) ?? 0) + n);
  return { rows: shards.reduce((n, s) => n + s.rows, 0), tokens: shards.reduce((n, s) => n + s.tokens, 0), hits };
}

/**
 * A candidate's bm25 (FTS5's sign: lower is better) with the corpus's statistics instead of its
 * shard's: `score` is its shard's bm25 of the whole query; `alone` each phrase's bm25 alone in the
 * shard for it (absent: the candidate lacks it), `times` how often the query repeats the phrase.
 * Phrases not in `times` keep their shard's weight.
 */
export function corpusScore(score: number, length: number, alone: Map<string, number>, times: Map<string, number>, shard: ShardTermStats, corpus: ShardTermStats): number {
  const shardNorm = K1 * (1 - B + (B * length) / (shard.tokens / Math.max(shard.rows, 1)));
  const corpusNorm = K1 * (1 - B + (B * length) / (corpus.tokens / Math.max(corpus.rows, 1)));
  let out = score;
  for (const [phrase, s] of alone) {
    const n = times.get(phrase);
    if (!n) continue;
    // s = -idf · f(k1+1) / (f + norm): the phrase's weighted frequency f solved out, weighed again.
    const y = Math.min(-s / fts5Idf(shard.rows, shard.hits.get(phrase) ?? 0), K1 + 1 - 1e-9);
    const f = (y * shardNorm) / (K1 + 1 - y);
    const again = (fts5Idf(corpus.rows, corpus.hits.get(phrase) ?? 0) * f * (K1 + 1)) / (f + corpusNorm);
    // Each of its n phrases in the query: the shard's share out, the corpus's in.
    out += n * (-again - s);
  }
  return out;
}
