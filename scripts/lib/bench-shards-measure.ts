/**
 * The searches of `npm run bench -- --shards` (scripts/bench-shards.ts): each query of the set, over
 * all courts and filtered to one court, asked of the one database (`createD1Backend`) and of each
 * layout (`createShardedBackend`) in the search Worker (bench-shards-search-worker.ts), ROUNDS
 * times, the layouts in turn within each round so that a change of the machine's load falls on all
 * of them alike. Timed from Node per request (wall) and inside the Worker (the D1 waits and the
 * merge). The first answers are compared with the one database's: date order's first page doc for
 * doc and its count; Best match's top 10 by overlap (each shard ranks by its own idf). The 8-shard
 * layout's shards are also timed one by one (each alone), for the scale model.
 *
 * With `readers`, the 8-shard layout is measured a second time through the second level (decision
 * 134): readers of 6 shards (6 + 2) reached through the bench Worker's own service binding, as the
 * site's search past six shards; each hop's cost (its time at the front less the reader's own) and
 * the paired difference with the one-level fan-out on the same query and round are recorded.
 */
import { pct } from "./bench-server";
import { COURT_GROUPS, layoutOf, type Layout, type startBenchWorker } from "./bench-shards-corpus";
import { controlsOf, type QueryKind } from "./bench-shards-queries";
import type { SearchQuery } from "../../search-index/types";

type Worker = Awaited<ReturnType<typeof startBenchWorker>>;
type Answer = { ms: number; ids: number[]; total: number; totalCapped: boolean; pages: number; commonWords: boolean; hops?: { wall: number; inner: number }[] };
type Each = { each: { binding: string; ms: number; rowsRead: number; ids: number[]; total: number }[] };
type Scope = "all" | "court";

/** One query of the measurement: its kind, scope and controls. */
type Case = { kind: string; best: boolean; scope: Scope; query: SearchQuery; courtId: number | null };

async function ask<T>(worker: Worker, body: unknown): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await worker.fetch("http://bench.local/search", { method: "POST", body: JSON.stringify(body) }).catch((e: unknown) => e as Error);
    if (!(res instanceof Error) && res.ok) return (await res.json()) as T;
    const why = res instanceof Error ? res.message : `${res.status} ${await res.text()}`;
    if (attempt >= 3) throw new Error(`search failed: ${why}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const shardsOf = (layout: Layout) => layout.shards.map((s) => ({ spec: s.spec, binding: s.binding }));

/** A layout as measured: its databases, and whether the search goes through readers of READER_GROUP (the second level). */
type Variant = Layout & { readers: boolean; label: string };
/** The readers' group size: a Worker invocation's six D1 connections (READER_GROUP_SIZE). */
const READER_GROUP = 6;

export type LayoutFigure = {
  n: number;
  /** through readers of 6 shards each (decision 134), not every shard from the front */
  readers: boolean;
  scope: Scope;
  samples: number;
  wallP50: number;
  wallP95: number;
  insideP50: number;
  insideP95: number;
  /** p50/p95 as a ratio to the one database's, same scope, same queries */
  ratioP50: number;
  ratioP95: number;
  insideRatioP95: number;
  /** date order: queries whose first page is the one database's doc for doc, of all date-order queries */
  datePagesIdentical: string;
  /** every query's count equals the one database's */
  totalsEqual: string;
  /** Best match: the mean share of the one database's top 10 found in the layout's top 10 */
  bestTop10Overlap: number | null;
  perKind: { kind: string; wallP95: number; ratioP95: number }[];
};

export async function measureShards(worker: Worker, kinds: QueryKind[], ns: number[], rounds: number, log: (s: string) => void, readers = false) {
  const cases: Case[] = kinds.flatMap((k) =>
    k.queries.flatMap((query, i) => [
      { kind: k.kind, best: k.best, scope: "all" as const, query, courtId: null },
      // Filtered to one court: the eight courts in turn.
      { kind: k.kind, best: k.best, scope: "court" as const, query, courtId: COURT_GROUPS[i % COURT_GROUPS.length].courtId },
    ]),
  );
  const layouts: Variant[] = ns.filter((n) => n > 1).map((n) => ({ ...layoutOf(n), readers: false, label: String(n) }));
  if (readers && ns.includes(8)) layouts.push({ ...layoutOf(8), readers: true, label: "8r" });
  const one = layoutOf(1);
  const bodyFor = (c: Case, layout: Variant | Layout | null) => ({
    layout: layout ? ("readers" in layout && layout.readers ? "readers" : "sharded") : "d1",
    shards: shardsOf(layout ?? one),
    query: c.query,
    controls: controlsOf(c.best, c.courtId),
    groupSize: READER_GROUP,
  });

  // First answers (also the warm-up): the one database's, each layout's, compared.
  const first = new Map<string, Answer>();
  const key = (c: Case, label: string) => `${label}|${c.scope}|${c.best}|${JSON.stringify(c.query)}|${c.courtId}`;
  for (const c of cases) {
    first.set(key(c, "1"), await ask<Answer>(worker, bodyFor(c, null)));
    for (const l of layouts) first.set(key(c, l.label), await ask<Answer>(worker, bodyFor(c, l)));
  }
  // The shards of 8 one by one, and the one database alone, with the rows each reads (warm, untimed here).
  const eight = layoutOf(8);
  const rowsRead = { oneDatabase: [] as number[], eightShards: [] as number[] };
  for (const c of cases.filter((x) => x.scope === "all")) {
    rowsRead.oneDatabase.push((await ask<Each>(worker, { ...bodyFor(c, one), layout: "each" })).each[0].rowsRead);
    rowsRead.eightShards.push((await ask<Each>(worker, { ...bodyFor(c, eight), layout: "each" })).each.reduce((n, e) => n + e.rowsRead, 0));
  }

  const wall = new Map<string, number[]>();
  const inside = new Map<string, number[]>();
  const push = (m: Map<string, number[]>, k: string, v: number) => m.set(k, [...(m.get(k) ?? []), v]);
  /** Per query of the all-courts scope: the 8 shards' times alone, each round (the scale model's per-shard figures). */
  const perShard: { kind: string; best: boolean; ms: number[][] }[] = cases.filter((c) => c.scope === "all").map((c) => ({ kind: c.kind, best: c.best, ms: [] }));
  /** The second level's hops: each hop's cost (front's wall less the reader's own), hops a search, and readers less one level inside the Worker (same query, same round). */
  const hopCost: number[] = [];
  const hopWall: number[] = [];
  const hopsPerSearch: number[] = [];
  const pairedInside = new Map<string, number[]>();
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const order = [null, ...layouts];
    // The layouts in a different order each round.
    const turn = [...order.slice(round % order.length), ...order.slice(0, round % order.length)];
    for (const c of cases) {
      const insideNow = new Map<string, number>();
      for (const l of turn) {
        const t = performance.now();
        const a = await ask<Answer>(worker, bodyFor(c, l));
        const w = performance.now() - t;
        const n = l?.label ?? "1";
        push(wall, `${n}|${c.scope}`, w);
        push(wall, `${n}|${c.scope}|${c.kind}`, w);
        push(inside, `${n}|${c.scope}`, a.ms);
        insideNow.set(n, a.ms);
        if (a.hops) {
          if (c.scope === "all") hopsPerSearch.push(a.hops.length);
          for (const h of a.hops) {
            hopCost.push(Math.max(0, h.wall - h.inner));
            hopWall.push(h.wall);
          }
        }
        // Each query's own times on the one database: how much one database's answer to the same query varies.
        if (n === "1") push(wall, `1|${c.scope}|#${cases.indexOf(c)}`, w);
      }
      if (insideNow.has("8r") && insideNow.has("8")) push(pairedInside, c.scope, insideNow.get("8r")! - insideNow.get("8")!);
    }
    for (const [i, c] of cases.filter((x) => x.scope === "all").entries()) perShard[i].ms.push((await ask<Each>(worker, { ...bodyFor(c, eight), layout: "each" })).each.map((e) => e.ms));
    log(`  round ${round + 1}/${rounds} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }

  const figures: LayoutFigure[] = [];
  for (const l of [{ n: 1, readers: false, label: "1" }, ...layouts]) {
    const n = l.label;
    for (const scope of ["all", "court"] as const) {
      const w = wall.get(`${n}|${scope}`)!;
      const ins = inside.get(`${n}|${scope}`)!;
      const base = wall.get(`1|${scope}`)!;
      const baseIns = inside.get(`1|${scope}`)!;
      const mine = cases.filter((c) => c.scope === scope);
      const dated = mine.filter((c) => !c.best);
      const same = dated.filter((c) => JSON.stringify(first.get(key(c, n))!.ids) === JSON.stringify(first.get(key(c, "1"))!.ids)).length;
      const totals = mine.filter((c) => first.get(key(c, n))!.total === first.get(key(c, "1"))!.total && first.get(key(c, n))!.totalCapped === first.get(key(c, "1"))!.totalCapped).length;
      const best = mine.filter((c) => c.best);
      const overlap = best.map((c) => {
        const a = first.get(key(c, "1"))!.ids;
        const b = new Set(first.get(key(c, n))!.ids);
        return a.length ? a.filter((id) => b.has(id)).length / a.length : 1;
      });
      const kindsHere = [...new Set(mine.map((c) => c.kind))];
      figures.push({
        n: l.n,
        readers: l.readers,
        scope,
        samples: w.length,
        wallP50: +pct(w, 50).toFixed(1),
        wallP95: +pct(w, 95).toFixed(1),
        insideP50: +pct(ins, 50).toFixed(1),
        insideP95: +pct(ins, 95).toFixed(1),
        ratioP50: +(pct(w, 50) / pct(base, 50)).toFixed(2),
        ratioP95: +(pct(w, 95) / pct(base, 95)).toFixed(2),
        insideRatioP95: +(pct(ins, 95) / Math.max(0.1, pct(baseIns, 95))).toFixed(2),
        datePagesIdentical: `${same}/${dated.length}`,
        totalsEqual: `${totals}/${mine.length}`,
        bestTop10Overlap: overlap.length ? +(overlap.reduce((x, y) => x + y, 0) / overlap.length).toFixed(3) : null,
        perKind: kindsHere.map((kind) => {
          const k = wall.get(`${n}|${scope}|${kind}`)!;
          return { kind, wallP95: +pct(k, 95).toFixed(1), ratioP95: +(pct(k, 95) / pct(wall.get(`1|${scope}|${kind}`)!, 95)).toFixed(2) };
        }),
      });
    }
  }
  // Where a date-order page differs: the first few, to read.
  const differing = cases
    .filter((c) => !c.best)
    .flatMap((c) => layouts.filter((l) => !l.readers && JSON.stringify(first.get(key(c, l.label))!.ids) !== JSON.stringify(first.get(key(c, "1"))!.ids)).map((l) => ({ n: l.n, scope: c.scope, kind: c.kind, query: c.query, courtId: c.courtId, one: first.get(key(c, "1"))!.ids, sharded: first.get(key(c, l.label))!.ids })))
    .slice(0, 5);
  const matches = cases.filter((c) => c.scope === "all").map((c) => first.get(key(c, "1"))!.total);
  // The second level against the one-level fan-out of the same 8 shards: the same answer, query for query.
  const same = (a: Answer, b: Answer) => JSON.stringify([a.ids, a.total, a.totalCapped, a.pages]) === JSON.stringify([b.ids, b.total, b.totalCapped, b.pages]);
  const secondLevel = layouts.some((l) => l.readers)
    ? {
        groupSize: READER_GROUP,
        answersEqualToOneLevel: `${cases.filter((c) => same(first.get(key(c, "8r"))!, first.get(key(c, "8"))!)).length}/${cases.length}`,
        hops: hopCost.length,
        hopsPerAllCourtsSearch: hopsPerSearch.length ? +(hopsPerSearch.reduce((a, b) => a + b, 0) / hopsPerSearch.length).toFixed(2) : 0,
        hopCostP50: pct(hopCost, 50),
        hopCostP95: pct(hopCost, 95),
        hopWallP50: pct(hopWall, 50),
        hopWallP95: pct(hopWall, 95),
        readersLessOneLevelInside: Object.fromEntries(
          [...pairedInside].map(([scope, d]) => [scope, { p50: pct(d, 50), p95: pct(d, 95), mean: +(d.reduce((a, b) => a + b, 0) / d.length).toFixed(2) }]),
        ),
      }
    : null;
  // The spread of one database's answer to one query: ln(time / that query's median), over every query and round.
  const spread = cases
    .filter((c) => c.scope === "all")
    .flatMap((c) => {
      const t = wall.get(`1|all|#${cases.indexOf(c)}`)!;
      const m = pct(t, 50);
      return t.map((x) => Math.log(x / m));
    });
  const mean = spread.reduce((a, b) => a + b, 0) / spread.length;
  const sigma = Math.sqrt(spread.reduce((a, b) => a + (b - mean) ** 2, 0) / spread.length);
  const each = perShard.flatMap((q) => q.ms.flat());
  const eachMax = perShard.flatMap((q) => q.ms.map((r) => Math.max(...r)));
  return {
    figures,
    perShardAlone: { samples: each.length, p50: pct(each, 50), p95: pct(each, 95), maxOf8P50: pct(eachMax, 50), maxOf8P95: pct(eachMax, 95), sumOf8P95: pct(perShard.flatMap((q) => q.ms.map((r) => r.reduce((a, b) => a + b, 0))), 95) },
    spreadSigma: +sigma.toFixed(3),
    rowsRead: { oneDatabaseMean: Math.round(rowsRead.oneDatabase.reduce((a, b) => a + b, 0) / rowsRead.oneDatabase.length), eightShardsMean: Math.round(rowsRead.eightShards.reduce((a, b) => a + b, 0) / rowsRead.eightShards.length), oneDatabaseP95: pct(rowsRead.oneDatabase, 95), eightShardsP95: pct(rowsRead.eightShards, 95) },
    differing,
    secondLevel,
    queriesFindingCases: `${matches.filter((t) => t > 0).length}/${matches.length}`,
  };
}
