/**
 * Where a case lives, and which case shards a search must read (decision 122, issue 36).
 *
 * The cases are kept in many D1 databases ("shards"), each holding one court group's cases for a
 * period of decision years. The shard map is data (the catalogue's `case_shards` rows, or a test's
 * list): this module only decides, from it, the one shard a case is written to and the shards a
 * query with a court filter and a year range can touch. Pure; knows nothing of Remix or D1.
 */

export type ShardSpec = {
  /** stable number of the shard (its binding is CASES_{id}) */
  id: number;
  /** the courts (courts.id) whose cases it holds; null: every court no other shard names (the catch-all) */
  courts: number[] | null;
  /** the first decision year it holds (inclusive); null: from the beginning */
  yearFrom: number | null;
  /** the last decision year it holds (inclusive); null: open-ended (the group's newest shard) */
  yearTo: number | null;
};

export type CasePlace = { courtId: number | null; year: number | null };

/** What a search asks for: a court (and bench: within the court's shards) and a year range. */
export type ShardFilter = { courtId?: number | null; yearFrom?: number | null; yearTo?: number | null };

/** The fill target of a shard: 75 % of D1's 10 GB (decision 122). */
export const FILL_TARGET_BYTES = 7.5e9;
/** Past this a closed period takes no more back-filled cases: it is split by a re-import. */
export const HARD_STOP_BYTES = 9.5e9;

/** The shards a court's cases are in: those naming it, else the catch-all shards. */
function shardsOfCourt(shards: ShardSpec[], courtId: number | null): ShardSpec[] {
  const named = courtId === null ? [] : shards.filter((s) => s.courts?.includes(courtId));
  return named.length ? named : shards.filter((s) => s.courts === null);
}

const holdsYear = (s: ShardSpec, year: number) => (s.yearFrom === null || year >= s.yearFrom) && (s.yearTo === null || year <= s.yearTo);
const overlaps = (s: ShardSpec, from: number | null, to: number | null) =>
  (from === null || s.yearTo === null || s.yearTo >= from) && (to === null || s.yearFrom === null || s.yearFrom <= to);

/**
 * The one shard a case is written to: its court's (or the catch-all) shard whose period holds its
 * decision year; an undated case, or a year after every closed period, goes to the group's newest
 * (open-ended) shard. Throws when the map has no shard for it (a configuration error, never data).
 */
export function placeCase(shards: ShardSpec[], place: CasePlace): ShardSpec {
  const group = shardsOfCourt(shards, place.courtId);
  if (!group.length) throw new Error(`no case shard holds court ${place.courtId ?? "(none)"}: the shard map needs a catch-all shard`);
  const newest = [...group].sort((a, b) => (a.yearTo ?? Infinity) - (b.yearTo ?? Infinity) || b.id - a.id).at(-1)!;
  if (place.year === null) return newest;
  // Several shards may hold a year (a period split by a re-import): the first by id.
  return group.filter((s) => holdsYear(s, place.year!)).sort((a, b) => a.id - b.id)[0] ?? newest;
}

/**
 * The shards a search can find cases in: its court's shards when it names one, every shard when
 * not, less those whose period lies outside the asked years. Undated cases are in the open-ended
 * shards: a year range never finds them (their year is unknown), so no shard is kept for them.
 */
export function shardsFor(shards: ShardSpec[], filter: ShardFilter = {}): ShardSpec[] {
  const courtShards = filter.courtId ? shardsOfCourt(shards, filter.courtId) : shards;
  const from = filter.yearFrom ?? null;
  const to = filter.yearTo ?? null;
  return courtShards.filter((s) => overlaps(s, from, to)).sort((a, b) => a.id - b.id);
}

/**
 * Whether a group's newest shard is full, and the period the next one takes: when the open-ended
 * shard passes the fill target, it is closed at the year then running and a new shard opens for the
 * years after (decision 122). `bytes`: the shard's size as D1 reports it.
 */
export function nextPeriod(shard: ShardSpec, bytes: number, currentYear: number): { close: ShardSpec; open: Omit<ShardSpec, "id"> } | null {
  if (shard.yearTo !== null || bytes < FILL_TARGET_BYTES) return null;
  return {
    close: { ...shard, yearTo: currentYear },
    open: { courts: shard.courts, yearFrom: currentYear + 1, yearTo: null },
  };
}

/**
 * Checks a shard map: ids unique, exactly one open-ended shard per court group (the group's
 * newest), a catch-all group, and no two shards of one group holding the same years. Returns the
 * problems in words (empty when the map is sound).
 */
export function checkShardMap(shards: ShardSpec[]): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  for (const s of shards) {
    if (ids.has(s.id)) problems.push(`shard ${s.id} is listed twice`);
    ids.add(s.id);
    if (s.yearFrom !== null && s.yearTo !== null && s.yearFrom > s.yearTo) problems.push(`shard ${s.id} ends before it begins`);
  }
  if (!shards.some((s) => s.courts === null)) problems.push("no catch-all shard (courts: null) for the courts no shard names");
  const groups = new Map<string, ShardSpec[]>();
  for (const s of shards) {
    const key = s.courts === null ? "*" : [...s.courts].sort((a, b) => a - b).join(",");
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  for (const [key, group] of groups) {
    const open = group.filter((s) => s.yearTo === null);
    if (open.length !== 1) problems.push(`court group ${key} has ${open.length} open-ended shards (one is needed)`);
    const sorted = [...group].sort((a, b) => (a.yearFrom ?? -Infinity) - (b.yearFrom ?? -Infinity));
    // Every year has its shard: the oldest from the beginning, each next from the year after the last.
    // A year no shard holds would be written to the newest and never found by a search of its years.
    if (sorted[0].yearFrom !== null) problems.push(`court group ${key}: no shard holds the years before ${sorted[0].yearFrom} (its oldest shard needs yearFrom null)`);
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1];
      if (prev.yearTo === null || (sorted[i].yearFrom ?? -Infinity) <= prev.yearTo) problems.push(`court group ${key}: shards ${prev.id} and ${sorted[i].id} hold the same years`);
      else if (sorted[i].yearFrom !== prev.yearTo + 1) problems.push(`court group ${key}: no shard holds the years ${prev.yearTo + 1}–${(sorted[i].yearFrom ?? 0) - 1}`);
    }
  }
  const courts = new Map<number, number>();
  for (const [key] of groups) {
    if (key === "*") continue;
    for (const c of key.split(",").map(Number)) {
      if (courts.has(c)) problems.push(`court ${c} is in two court groups`);
      courts.set(c, 1);
    }
  }
  return problems;
}
