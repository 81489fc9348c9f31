/**
 * A search over several case shards, answered as one (decision 122, issue 36): the shards the
 * query's court and years can touch are asked in parallel, each for its first (page × per-page)
 * matches in the asked order with their sort keys, and the lists are merged — date, name and
 * most-cited orders by their keys, Best match by each shard's own bm25 (query-then-fetch, as
 * Elasticsearch's default: each shard's idf is its own). The counts are summed and capped as one
 * database caps them. A page past the first reads the details of its cases in a second round trip
 * to the shards that hold them. One shard is the plain D1 backend, unchanged.
 */
import { searchPart, type KeyOrder } from "./d1-backend";
import { readMasterNames, type MasterNames } from "./master-names";
import { shardsFor, type ShardFilter, type ShardSpec } from "./shards";
import { COUNT_CAP, type Controls, type SearchBackend, type SearchHit, type SearchQuery, type SearchResult } from "./types";

export type CaseShard = { spec: ShardSpec; db: D1Database };

/** The court and years a query is limited to: what decides the shards it reads. */
export function shardFilterOf(query: SearchQuery, controls: Controls): ShardFilter {
  const main = query.mode === "main" ? query : null;
  const year = main?.decisionYear ?? (main?.decisionDate ? Number(main.decisionDate.slice(0, 4)) : null);
  return {
    courtId: controls.courtId ?? main?.courtId ?? null,
    yearFrom: year ?? main?.yearFrom ?? null,
    yearTo: year ?? main?.yearTo ?? null,
  };
}

/** SQLite's NOCASE folds ASCII letters only. */
const foldAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Compares two values as SQLite orders them (NULL first, numbers before text, text by bytes). */
function compareValues(a: unknown, b: unknown, nocase: boolean): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  const x = nocase ? foldAscii(String(a)) : String(a);
  const y = nocase ? foldAscii(String(b)) : String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares two matches by their sort keys in the list's order. */
export function compareKeys(a: unknown[], b: unknown[], order: KeyOrder[]): number {
  for (const [i, o] of order.entries()) {
    const c = compareValues(a[i], b[i], o.nocase);
    if (c !== 0) return o.desc ? -c : c;
  }
  return 0;
}

/** One merged position: the shard it came from and its place in that shard's list. */
export type Merged = { shard: number; position: number; docId: number };

/**
 * Merges the shards' ordered lists (each its doc ids and their sort keys) into one order, up to
 * `limit` entries: at each step the best head of the lists by the keys; ties go to the lower shard.
 */
export function mergeLists(lists: { ids: number[]; keys: unknown[][] }[], order: KeyOrder[], limit: number): Merged[] {
  const heads = lists.map(() => 0);
  const out: Merged[] = [];
  while (out.length < limit) {
    let best = -1;
    for (const [s, list] of lists.entries()) {
      if (heads[s] >= list.ids.length) continue;
      if (best < 0 || compareKeys(list.keys[heads[s]], lists[best].keys[heads[best]], order) < 0) best = s;
    }
    if (best < 0) break;
    out.push({ shard: best, position: heads[best], docId: lists[best].ids[heads[best]] });
    heads[best]++;
  }
  return out;
}

/**
 * `catalogue`: the database of the masters (courts, benches, journals, citation categories). A
 * shard other than the catalogue names its hits from it (decision 128: a shard's copies lack what
 * the staff added after its migrations), and a bench filter is read as its court's (the bench's
 * court from the catalogue: only that court's shards are read). Without it, each shard's own copies.
 */
export function createShardedBackend(shards: CaseShard[], catalogue?: D1Database): SearchBackend {
  const elsewhere = Boolean(catalogue) && shards.some((s) => s.spec.id !== 0);
  return {
    name: "d1",
    async search(query, controls) {
      let names: Promise<MasterNames> | null = null;
      const namesOnce = () => {
        if (!names) {
          names = readMasterNames(catalogue!);
          // A part that returns before naming (an impossible query) leaves it unawaited: its failure is the awaiting parts' to report.
          names.catch(() => {});
        }
        return names;
      };
      if (elsewhere && controls.branchId) {
        const bench = (await namesOnce()).branches.get(controls.branchId);
        const asked = controls.courtId ?? (query.mode === "main" ? query.courtId : null) ?? null;
        // A bench the catalogue does not know, or one of another court than the one asked: nothing.
        if (!bench || (asked && asked !== bench.courtId)) return emptyResult(controls);
        controls = { ...controls, courtId: bench.courtId };
      }
      const targets = shardsFor(
        shards.map((s) => s.spec),
        shardFilterOf(query, controls),
      ).map((spec) => shards.find((s) => s.spec.id === spec.id)!);
      // No shard holds the asked court's years (a map checkShardMap would refuse): nothing to find.
      if (!targets.length) return emptyResult(controls);
      // The masters' names, read beside the shards' searches when any shard but the catalogue is read.
      const named = elsewhere && targets.some((t) => t.spec.id !== 0) ? namesOnce() : null;
      if (targets.length === 1) return strip(await searchPart(targets[0].db, query, controls, { names: namesFor(targets[0], named) }));
      return searchShards(targets, query, controls, named);
    },
  };
}

/** The names a shard's hits take: the catalogue's, but for the catalogue's own shard (its joins are the catalogue's). */
const namesFor = (shard: CaseShard, named: Promise<MasterNames> | null) => (shard.spec.id === 0 ? null : named);

const strip = <T extends { ids: unknown; keys: unknown; order: unknown }>({ ids: _ids, keys: _keys, order: _order, ...result }: T) => result;

const emptyResult = (controls: Controls): SearchResult => ({ items: [], page: controls.page, perPage: controls.perPage, total: 0, totalCapped: false, pages: 0, terms: [], shortened: null });

async function searchShards(targets: CaseShard[], query: SearchQuery, controls: Controls, named: Promise<MasterNames> | null): Promise<SearchResult> {
  const offset = (controls.page - 1) * controls.perPage;
  const need = offset + controls.perPage;
  // Each shard's first `need` matches in the asked order, the first page's details with them.
  const asked: Controls = { ...controls, page: 1, perPage: need };
  const parts = await Promise.all(targets.map((t) => searchPart(t.db, query, asked, { keys: true, from: 0, to: controls.perPage, names: namesFor(t, named) })));
  const first = parts[0];
  const order = parts.find((p) => p.order)?.order ?? [];
  const merged = mergeLists(
    parts.map((p) => ({ ids: p.ids.slice(0, need), keys: p.keys ?? [] })),
    order,
    need,
  ).slice(offset);
  // The page's cases past a shard's first page: their details in a second round trip, per shard.
  const hits = new Map<number, SearchHit>();
  for (const p of parts) for (const h of p.items) hits.set(h.docId, h);
  await Promise.all(
    targets.map(async (t, s) => {
      const mine = merged.filter((m) => m.shard === s && !hits.has(m.docId));
      if (!mine.length) return;
      const from = Math.min(...mine.map((m) => m.position));
      const to = Math.max(...mine.map((m) => m.position)) + 1;
      const more = await searchPart(t.db, query, asked, { from, to, names: namesFor(t, named) });
      for (const h of more.items) hits.set(h.docId, h);
    }),
  );
  const matched = parts.reduce((n, p) => n + p.total + (p.totalCapped ? 1 : 0), 0);
  const total = Math.min(matched, COUNT_CAP);
  const items = merged.map((m) => hits.get(m.docId)).filter((h): h is SearchHit => Boolean(h));
  const commonWords = parts.some((p) => p.commonWords);
  return {
    items,
    page: controls.page,
    perPage: controls.perPage,
    total,
    totalCapped: matched > COUNT_CAP,
    pages: Math.ceil(total / controls.perPage),
    terms: first.terms,
    shortened: first.shortened ?? null,
    ...(commonWords ? { commonWords: true } : {}),
  };
}
