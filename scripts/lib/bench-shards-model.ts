/**
 * The scale model of `npm run bench -- --shards` (issue 36 item 6; docs/benchmarks.md "Issue 36:
 * searches over case shards"): for the Supreme Court alone, with every High Court, and after ten
 * years — shards, storage, a month's cost at D1's prices, and the expected p95 of an all-courts
 * search. Every assumption is a named constant here, written beside its source; the measured
 * inputs come from the run (rows read per search, the spread of one database's answer times).
 */

/** A judgment's storage with its indexes, graph and rows (decision 122, measured at 100,000 cases). */
export const JUDGMENT_BYTES = 67_000;
/** A case's directory row and citation keys in the catalogue (decision 122). */
export const DIRECTORY_BYTES = 250;
/** The catalogue's other tables (accounts, orders, masters, library …): "under 1 GB for 100,000 subscribers" (decision 122). */
export const CATALOGUE_OTHER_BYTES = 1e9;
/** Judgments a shard holds at its fill target, 7.5 GB (decision 122). */
export const SHARD_CASES = 110_000;
/** Readers of the second level each ask this many shards at once (a Worker invocation keeps six D1 connections open). */
export const READER_FANOUT = 6;

/** D1 and Workers Paid prices (Cloudflare's pricing pages, as given in issue 36). */
export const PRICES = { workersPaid: 5, storageIncludedGB: 5, storagePerGBMonth: 0.75, readsIncluded: 25e9, readsPerMillion: 0.001, writesIncluded: 50e6, writesPerMillion: 1.0, requestsIncluded: 10e6, requestsPerMillion: 0.3 };

/** Assumed: searches a month (e.g. 5,000 subscribers × 10 searches a working day × 20 days), all over every court (the dearest case). */
export const SEARCHES_A_MONTH = 1_000_000;
/** New judgments a year, every court (issue 36: 1.4–1.8 million; 1.6 taken, as decision 122). */
export const GROWTH_A_YEAR = 1_600_000;

/**
 * A full shard's search p95, measured (docs/benchmarks.md, "Quiet-machine runs", 24 November 2026):
 * one database of 100,000 cases, through the Worker's search API, the slowest mode's p95 in date
 * order (word all words, 48.2 ms) and in Best match (Freeword, 85.2 ms).
 */
export const FULL_SHARD_P95_MS = { dateOrder: 48.2, bestMatch: 85.2 };
/**
 * Assumed when a run measures no hop: one service-binding call to a reader in the same location,
 * there and back. A run with the second level (decision 134) measures it (`hopMs`): what readers of
 * 6 add to an all-courts search over 8 shards inside the Worker, the mean of (readers − one level)
 * on the same query and round — the dispatch (≤ 1 ms a hop at workerd's 1 ms clock), the JSON both
 * ways, the readers' own invocations and the second merge. The mean, not a percentile: the pairing
 * is unbiased (a court-filtered search, which takes no hop, differs by a mean of 0.2 ms), while a
 * percentile of a difference of two noisy times is mostly their tails.
 */
export const HOP_MS = 5;

export const SCENARIOS = [
  { name: "Supreme Court alone", judgments: 36_000, courtGroups: 1 },
  { name: "with every High Court (today)", judgments: 36_000 + 17_800_000, courtGroups: 26 },
  { name: "after ten years (+1.6 million a year)", judgments: 36_000 + 17_800_000 + 10 * GROWTH_A_YEAR, courtGroups: 26 },
];

/** The standard normal's quantile (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549671010249138, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/**
 * How much further than one database's p95 the slowest of S shards reaches: each shard's time for a
 * query is its median × a log-normal spread of σ (measured: one database's answers to the same query
 * over the rounds); the slowest of S independent shards is at or below x with probability F(x)^S, so
 * its p95 is F's quantile at 0.95^(1/S), against one database's at 0.95.
 */
export function tailFactor(shards: number, sigma: number): number {
  return Math.exp(sigma * (normalQuantile(0.95 ** (1 / shards)) - normalQuantile(0.95)));
}

/**
 * The growth of the rows a search reads with the judgments a database holds, rows ∝ size^β, from the
 * run: one database of `cases` against the 8 shards of cases/8 (their sum / 8). Clamped to [0, 1]:
 * a search reads at most in proportion to what it searches (date order stops at 1,001 matches).
 */
export function readGrowth(cases: number, rowsOne: number, rowsEightSum: number): number {
  if (rowsOne <= 0 || rowsEightSum <= 0) return 1;
  return Math.min(1, Math.max(0, Math.log(rowsOne / (rowsEightSum / 8)) / Math.log(8)));
}

export function scaleModel(measured: { cases: number; rowsReadOneDatabase: number; rowsReadEightShards: number; spreadSigma: number; rowsPerCase?: number; hopMs?: number }) {
  const hopMs = measured.hopMs ?? HOP_MS;
  const beta = readGrowth(measured.cases, measured.rowsReadOneDatabase, measured.rowsReadEightShards);
  /** Rows one search reads in a database of `size` judgments (measured at `cases`, grown by size^β). */
  const rowsIn = (size: number) => measured.rowsReadOneDatabase * (size / measured.cases) ** beta;
  const rowsWrittenPerJudgment = measured.rowsPerCase ?? null;
  const rows = SCENARIOS.map((s) => {
    const shards = Math.max(s.courtGroups, Math.round(s.judgments / SHARD_CASES + s.courtGroups / 2));
    const bytes = s.judgments * (JUDGMENT_BYTES + DIRECTORY_BYTES) + CATALOGUE_OTHER_BYTES;
    const gb = bytes / 1e9;
    const storage = Math.max(0, gb - PRICES.storageIncludedGB) * PRICES.storagePerGBMonth;
    // Every shard of an all-courts search reads its own part; a shard holds judgments / shards on average.
    const rowsPerSearch = shards * rowsIn(s.judgments / shards);
    const reads = Math.max(0, SEARCHES_A_MONTH * rowsPerSearch - PRICES.readsIncluded) / 1e6 * PRICES.readsPerMillion;
    const growthPerMonth = s.courtGroups > 1 ? GROWTH_A_YEAR / 12 : 1_000 / 12;
    const writes = rowsWrittenPerJudgment ? Math.max(0, growthPerMonth * rowsWrittenPerJudgment - PRICES.writesIncluded) / 1e6 * PRICES.writesPerMillion : 0;
    const readers = shards > READER_FANOUT ? Math.ceil(shards / READER_FANOUT) : 0;
    const requests = Math.max(0, SEARCHES_A_MONTH * (1 + readers) - PRICES.requestsIncluded) / 1e6 * PRICES.requestsPerMillion;
    const tail = tailFactor(shards, measured.spreadSigma);
    const hop = readers ? hopMs : 0;
    return {
      scenario: s.name,
      judgments: s.judgments,
      shards,
      readers,
      storageGB: Math.round(gb),
      rowsReadPerSearch: Math.round(rowsPerSearch),
      monthlyUSD: { workersPaid: PRICES.workersPaid, storage: Math.round(storage), reads: Math.round(reads), writes: Math.round(writes), workerRequests: Math.round(requests), total: Math.round(PRICES.workersPaid + storage + reads + writes + requests) },
      firstLoadWritesUSD: rowsWrittenPerJudgment ? Math.round(Math.max(0, s.judgments * rowsWrittenPerJudgment - PRICES.writesIncluded) / 1e6 * PRICES.writesPerMillion) : null,
      tailFactor: +tail.toFixed(2),
      p95AllCourtsMs: { dateOrder: +(FULL_SHARD_P95_MS.dateOrder * tail + hop).toFixed(0), bestMatch: +(FULL_SHARD_P95_MS.bestMatch * tail + hop).toFixed(0) },
    };
  });
  const lines = [
    `\nScale model (${SEARCHES_A_MONTH.toLocaleString()} all-courts searches a month; rows a search reads ${Math.round(measured.rowsReadOneDatabase)} at ${measured.cases.toLocaleString()} cases, growing as size^${beta.toFixed(2)}; spread σ = ${measured.spreadSigma}; a reader's hop ${hopMs} ms, ${measured.hopMs === undefined ? "assumed" : "measured (readers less one level, mean)"}):`,
    ...rows.map(
      (r) =>
        `  ${r.scenario}: ${r.judgments.toLocaleString()} judgments, ${r.shards} shards${r.readers ? ` (${r.readers} readers of ${READER_FANOUT})` : ""}, ${r.storageGB.toLocaleString()} GB, ${r.rowsReadPerSearch.toLocaleString()} rows read a search, $${r.monthlyUSD.total.toLocaleString()} a month (storage $${r.monthlyUSD.storage}, reads $${r.monthlyUSD.reads}, writes $${r.monthlyUSD.writes}, requests $${r.monthlyUSD.workerRequests}) | all-courts p95 ≈ ${r.p95AllCourtsMs.dateOrder} ms date order, ${r.p95AllCourtsMs.bestMatch} ms Best match (tail ×${r.tailFactor})`,
    ),
  ];
  return { rows, lines, readGrowth: +beta.toFixed(3), hopMs, hopMeasured: measured.hopMs !== undefined };
}
