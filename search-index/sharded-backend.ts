/**
 * A search over several case shards, answered as one (decision 122, issue 36): the shards the
 * query's court and years can touch are asked in parallel, each for its first (page × per-page)
 * matches in the asked order with their sort keys, and the lists are merged — date, name and
 * most-cited orders by their keys, Best match by each shard's own bm25 (query-then-fetch, as
 * Elasticsearch's default: each shard's idf is its own). The counts are summed and capped as one
 * database caps them. A page past the first reads the details of its cases in a second round trip
 * to the shards that hold them. One shard is the plain D1 backend, unchanged.
 *
 * Past six shards (a Worker invocation holds six D1 connections at once) the front asks readers
 * instead (decision 134): each a separate invocation, reached through `FanOut.reader` (a service
 * binding, app/services/search/shard-reader.server.ts), reading its group of at most six shards as
 * above and answering its merged list with keys and counts; the front merges the readers' lists
 * with the same `mergeParts` that merges shards — one merge, both levels.
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

/** At most this many shards are read from one invocation (six simultaneous D1 connections); past it, readers (decision 134). */
export const READER_GROUP_SIZE = 6;

/** The positions of a part's list whose hits (details) are wanted, and whether its sort keys are. */
export type PartWindow = { keys: boolean; from: number; to: number };

/** What a part (a shard, or a reader's group of shards) answers: its first `asked.perPage` matches with their keys, the hits of the window, its counts. */
export type PartAnswer = SearchResult & { ids: number[]; keys: unknown[][] | null; order: KeyOrder[] | null };

/** One part of a search: a shard's D1, or a reader over a group of shards. */
export type SearchPartFn = (query: SearchQuery, asked: Controls, window: PartWindow) => Promise<PartAnswer>;

/** What the front sends a reader: its shards, whether hits are named by the catalogue's masters, and the part's question. */
export type ShardGroupRequest = { shards: ShardSpec[]; named: boolean; query: SearchQuery; asked: Controls; window: PartWindow };

/**
 * The second level (decision 134): `reader` answers a group of shards from a separate invocation
 * (a service binding); past `groupSize` shards (default READER_GROUP_SIZE) a search asks readers
 * of at most `groupSize` shards each instead of the shards themselves.
 */
export type FanOut = { reader: (request: ShardGroupRequest) => Promise<PartAnswer>; groupSize?: number };

/** The shards in groups of at most `size`, in their order (contiguous: a tie between groups goes to the lower shard, as between shards). */
export function groupsOf<T>(targets: T[], size: number): T[][] {
  const n = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < targets.length; i += n) out.push(targets.slice(i, i + n));
  return out;
}

/**
 * `catalogue`: the database of the masters (courts, benches, journals, citation categories). A
 * shard other than the catalogue names its hits from it (decision 128: a shard's copies lack what
 * the staff added after its migrations), and a bench filter is read as its court's (the bench's
 * court from the catalogue: only that court's shards are read). Without it, each shard's own copies.
 * `fanOut`: readers for a search of more than `groupSize` shards (decision 134); without it, every
 * shard from this invocation.
 */
export function createShardedBackend(shards: CaseShard[], catalogue?: D1Database, fanOut?: FanOut): SearchBackend {
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
      const namedHere = (group: CaseShard[]) => elsewhere && group.some((t) => t.spec.id !== 0);
      const groupSize = fanOut?.groupSize ?? READER_GROUP_SIZE;
      if (fanOut && targets.length > groupSize) {
        // The second level: each group read by a reader of its own, which names its hits itself.
        const readers = groupsOf(targets, groupSize).map(
          (group): SearchPartFn =>
            (q, asked, window) =>
              fanOut.reader({ shards: group.map((t) => t.spec), named: namedHere(group), query: q, asked, window }),
        );
        return searchOver(readers, query, controls);
      }
      // The masters' names, read beside the shards' searches when any shard but the catalogue is read.
      const named = namedHere(targets) ? namesOnce() : null;
      if (targets.length === 1) return strip(await searchPart(targets[0].db, query, controls, { names: namesFor(targets[0], named) }));
      return searchOver(
        targets.map((t) => shardPartOf(t, named)),
        query,
        controls,
      );
    },
  };
}

/**
 * A reader's answer (decision 134): its group's shards, each asked as the front would ask it, merged
 * by `mergeParts` — the front's own merge. `catalogue` names the hits when the front asks it to.
 */
export function readShardGroup(shards: CaseShard[], catalogue: D1Database | undefined, request: ShardGroupRequest): Promise<PartAnswer> {
  let named: Promise<MasterNames> | null = null;
  if (request.named && catalogue && shards.some((s) => s.spec.id !== 0)) {
    named = readMasterNames(catalogue);
    named.catch(() => {});
  }
  return mergeParts(
    shards.map((s) => shardPartOf(s, named)),
    request.query,
    request.asked,
    request.window,
  );
}

/** A shard as a part: the D1 backend's `searchPart`, its hits named by the catalogue's masters when asked. */
const shardPartOf =
  (shard: CaseShard, named: Promise<MasterNames> | null): SearchPartFn =>
  (query, asked, window) =>
    searchPart(shard.db, query, asked, { keys: window.keys, from: window.from, to: window.to, names: namesFor(shard, named) });

/** The names a shard's hits take: the catalogue's, but for the catalogue's own shard (its joins are the catalogue's). */
const namesFor = (shard: CaseShard, named: Promise<MasterNames> | null) => (shard.spec.id === 0 ? null : named);

const strip = <T extends { ids: unknown; keys: unknown; order: unknown }>({ ids: _ids, keys: _keys, order: _order, ...result }: T) => result;

const emptyResult = (controls: Controls): SearchResult => ({ items: [], page: controls.page, perPage: controls.perPage, total: 0, totalCapped: false, pages: 0, terms: [], shortened: null });

/** The front's page over its parts (shards, or readers): each part's first `page × per-page` matches merged, the page's hits. */
export async function searchOver(parts: SearchPartFn[], query: SearchQuery, controls: Controls): Promise<SearchResult> {
  const offset = (controls.page - 1) * controls.perPage;
  const need = offset + controls.perPage;
  const merged = await mergeParts(parts, query, { ...controls, page: 1, perPage: need }, { from: offset, to: need });
  return {
    items: merged.items,
    page: controls.page,
    perPage: controls.perPage,
    total: merged.total,
    totalCapped: merged.totalCapped,
    pages: Math.ceil(merged.total / controls.perPage),
    terms: merged.terms,
    shortened: merged.shortened ?? null,
    ...(merged.commonWords ? { commonWords: true } : {}),
  };
}

/**
 * The one merge of both levels: each part's first `asked.perPage` matches in the asked order (with
 * the hits of its first `window.to − window.from` positions), merged by their keys into one list of
 * `asked.perPage`; the hits of the merged list's window — those past a part's first hits read in a
 * second round trip to the parts that hold them; the counts summed and capped as one database caps
 * them (a capped part counts one past the cap). A shard's answer and a reader's have the same shape,
 * so a reader's merged list is merged again by the front exactly as shards' lists are.
 */
export async function mergeParts(parts: SearchPartFn[], query: SearchQuery, asked: Controls, window: { from: number; to: number }): Promise<PartAnswer> {
  const need = asked.perPage;
  const answers = await Promise.all(parts.map((part) => part(query, asked, { keys: true, from: 0, to: window.to - window.from })));
  const first = answers[0];
  const order = answers.find((p) => p.order)?.order ?? null;
  const merged = mergeLists(
    answers.map((p) => ({ ids: p.ids.slice(0, need), keys: p.keys ?? [] })),
    order ?? [],
    need,
  );
  const shown = merged.slice(window.from, window.to);
  // The window's cases past a part's first hits: their details in a second round trip, per part.
  const hits = new Map<number, SearchHit>();
  for (const p of answers) for (const h of p.items) hits.set(h.docId, h);
  await Promise.all(
    parts.map(async (part, s) => {
      const mine = shown.filter((m) => m.shard === s && !hits.has(m.docId));
      if (!mine.length) return;
      const from = Math.min(...mine.map((m) => m.position));
      const to = Math.max(...mine.map((m) => m.position)) + 1;
      const more = await part(query, asked, { keys: false, from, to });
      for (const h of more.items) hits.set(h.docId, h);
    }),
  );
  const matched = answers.reduce((n, p) => n + p.total + (p.totalCapped ? 1 : 0), 0);
  const total = Math.min(matched, COUNT_CAP);
  const commonWords = answers.some((p) => p.commonWords);
  return {
    ids: merged.map((m) => m.docId),
    keys: merged.map((m) => answers[m.shard].keys?.[m.position] ?? []),
    order,
    items: shown.map((m) => hits.get(m.docId)).filter((h): h is SearchHit => Boolean(h)),
    page: 1,
    perPage: need,
    total,
    totalCapped: matched > COUNT_CAP,
    pages: Math.ceil(total / need),
    terms: first.terms,
    shortened: first.shortened ?? null,
    ...(commonWords ? { commonWords: true } : {}),
  };
}
