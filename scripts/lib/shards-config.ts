/**
 * `npm run shards -- add` on a wrangler config's text (decision 126): the new shard's D1 binding
 * and the CASE_SHARDS map, checked with checkShardMap before anything is written. Pure: a text in,
 * a text out; every other line of the config is kept as it was (the script then reads the result
 * back with wrangler's own parser and compares it with the original — see `roundTripProblems`).
 */
import { checkShardMap, type ShardSpec } from "../../search-index/shards";

export class ShardConfigError extends Error {}

/** `migrationsDir`: the case migrations as the config's own directory reaches them (default db/case-migrations, for the repo's root). */
export type NewShard = { id: number; courts: number[] | null; yearFrom: number | null; yearTo: number | null; databaseId?: string; migrationsDir?: string };

export const CASE_MIGRATIONS_DIR = "db/case-migrations";
export const shardBinding = (id: number) => `CASES_${id}`;
export const shardDatabaseName = (id: number) => `law-reporter-cases-${id}`;
/** A placeholder id, to be replaced by the one `wrangler d1 create` prints (as the catalogue's is). */
export const placeholderDatabaseId = (id: number) => `00000000-0000-0000-0001-${String(id).padStart(12, "0")}`;

const lines = (text: string) => text.split("\n");
/** A table header line: `[vars]`, `[[d1_databases]]`, `[env.x.vars]` (a line that starts with "[" after spaces). */
const headerOf = (line: string) => {
  const t = line.trim();
  if (!t.startsWith("[")) return undefined;
  const close = t.startsWith("[[") ? t.indexOf("]]") : t.indexOf("]");
  return close < 0 ? undefined : t.slice(0, close + (t.startsWith("[[") ? 2 : 1)).replace(/\s/g, "");
};

/** The CASE_SHARDS line of the top-level [vars], if any: its index and the map it holds. */
export function readShardMap(text: string): { line: number; varsHeader: number; map: ShardSpec[] | null } {
  const ls = lines(text);
  let section: string | undefined = "";
  let varsHeader = -1;
  for (let i = 0; i < ls.length; i++) {
    const h = headerOf(ls[i]);
    if (h !== undefined) {
      section = h;
      if (h === "[vars]") varsHeader = i;
      continue;
    }
    if (section !== "[vars]") continue;
    const t = ls[i].trim();
    if (!t.startsWith("CASE_SHARDS")) continue;
    const eq = t.indexOf("=");
    if (eq < 0 || t.slice("CASE_SHARDS".length, eq).trim() !== "") continue;
    return { line: i, varsHeader, map: parseMap(tomlString(t.slice(eq + 1).trim())) };
  }
  return { line: -1, varsHeader, map: null };
}

/** A one-line TOML string's value: '…' (literal) or "…" (basic, whose escapes JSON reads). */
function tomlString(v: string): string {
  if (v.startsWith("'''") || v.startsWith('"""')) throw new ShardConfigError("CASE_SHARDS is a multi-line string: write it on one line to let this command edit it");
  if (v.startsWith("'")) {
    const end = v.indexOf("'", 1);
    if (end < 0) throw new ShardConfigError("CASE_SHARDS: unclosed string");
    return v.slice(1, end);
  }
  if (v.startsWith('"')) {
    let i = 1;
    while (i < v.length && v[i] !== '"') i += v[i] === "\\" ? 2 : 1;
    try {
      return JSON.parse(v.slice(0, i + 1)) as string;
    } catch {
      throw new ShardConfigError("CASE_SHARDS: a string this command cannot read");
    }
  }
  throw new ShardConfigError("CASE_SHARDS is not a string");
}

function parseMap(json: string): ShardSpec[] | null {
  if (!json.trim()) return null;
  try {
    const list = JSON.parse(json) as Partial<ShardSpec>[];
    if (!Array.isArray(list)) throw new Error("not a list");
    return list.map((s) => ({ id: Number(s.id), courts: Array.isArray(s.courts) ? s.courts.map(Number) : null, yearFrom: s.yearFrom ?? null, yearTo: s.yearTo ?? null }));
  } catch {
    throw new ShardConfigError("CASE_SHARDS is not a JSON list of shards");
  }
}

const sameGroup = (a: number[] | null, b: number[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && [...a].sort((x, y) => x - y).every((c, i) => c === [...b].sort((x, y) => x - y)[i]);

/**
 * The map with the new shard: an open-ended shard from year Y of an existing court group closes the
 * group's open shard at Y − 1 (the fill rule: a new period opens after the running year).
 */
export function mapWithShard(map: ShardSpec[], shard: NewShard): { map: ShardSpec[]; closed: ShardSpec | null } {
  if (map.some((s) => s.id === shard.id)) throw new ShardConfigError(`shard ${shard.id} is already in CASE_SHARDS`);
  const spec: ShardSpec = { id: shard.id, courts: shard.courts, yearFrom: shard.yearFrom, yearTo: shard.yearTo };
  let closed: ShardSpec | null = null;
  const next = map.map((s) => {
    if (spec.yearTo === null && spec.yearFrom !== null && s.yearTo === null && sameGroup(s.courts, spec.courts) && (s.yearFrom === null || s.yearFrom < spec.yearFrom)) {
      closed = { ...s, yearTo: spec.yearFrom - 1 };
      return closed;
    }
    return s;
  });
  return { map: [...next, spec], closed };
}

const mapJson = (map: ShardSpec[]) => JSON.stringify(map.map((s) => ({ id: s.id, courts: s.courts, yearFrom: s.yearFrom, yearTo: s.yearTo })));

/** The config's text with the shard added, or a ShardConfigError saying why not (nothing to write then). */
export function addShardToConfig(text: string, shard: NewShard): { text: string; map: ShardSpec[]; closed: ShardSpec | null } {
  if (!Number.isInteger(shard.id) || shard.id < 1) throw new ShardConfigError("--id must be a whole number from 1 (0 is the catalogue)");
  const binding = shardBinding(shard.id);
  const ls = lines(text);
  if (ls.some((l) => l.trim().replace(/\s/g, "") === `binding="${binding}"`)) throw new ShardConfigError(`the config already binds ${binding}`);
  const found = readShardMap(text);
  const { map, closed } = mapWithShard(found.map ?? [], shard);
  const problems = checkShardMap(map);
  if (problems.length) throw new ShardConfigError(`the shard map would be unsound: ${problems.join("; ")}`);

  const block = [
    "",
    "[[d1_databases]]",
    `binding = "${binding}"`,
    `database_name = "${shardDatabaseName(shard.id)}"`,
    shard.databaseId ? null : `# Replace with the id printed by \`wrangler d1 create ${shardDatabaseName(shard.id)}\` before deploying (README).`,
    `database_id = "${shard.databaseId ?? placeholderDatabaseId(shard.id)}"`,
    `migrations_dir = "${shard.migrationsDir ?? CASE_MIGRATIONS_DIR}"`,
  ].filter((l): l is string => l !== null);
  const mapLine = `CASE_SHARDS = '${mapJson(map)}'`;

  const out = [...ls];
  // The map first (its line index is before or after the binding block's; edit from the end).
  const edits: { at: number; remove: number; insert: string[] }[] = [];
  if (found.line >= 0) edits.push({ at: found.line, remove: 1, insert: [mapLine] });
  else if (found.varsHeader >= 0) edits.push({ at: found.varsHeader + 1, remove: 0, insert: [mapLine] });
  // The binding: after the last [[d1_databases]] table (before the next header, any blank lines kept after it).
  const lastD1 = ls.map(headerOf).lastIndexOf("[[d1_databases]]");
  let at = ls.length;
  if (lastD1 >= 0) {
    at = lastD1 + 1;
    while (at < ls.length && headerOf(ls[at]) === undefined) at++;
    while (at > lastD1 + 1 && ls[at - 1].trim() === "") at--;
  } else {
    // No D1 database yet: before the first header that is not a top-level key's.
    const firstHeader = ls.findIndex((l) => headerOf(l) !== undefined);
    at = firstHeader < 0 ? ls.length : firstHeader;
  }
  edits.push({ at, remove: 0, insert: lastD1 >= 0 ? block : [...block.slice(1), ""] });
  if (found.line < 0 && found.varsHeader < 0) edits.push({ at: ls.length, remove: 0, insert: ["", "[vars]", mapLine] });
  for (const e of edits.sort((a, b) => b.at - a.at)) out.splice(e.at, e.remove, ...e.insert);
  return { text: out.join("\n"), map, closed };
}

/**
 * What differs between the configs wrangler parses from the old and new texts, beyond the shard's
 * binding and the map: [] when the edit is exactly the one meant.
 */
export function roundTripProblems(before: Record<string, unknown>, after: Record<string, unknown>, shard: NewShard, map: ShardSpec[]): string[] {
  const problems: string[] = [];
  const d1Before = (before.d1_databases ?? []) as Record<string, unknown>[];
  const d1After = (after.d1_databases ?? []) as Record<string, unknown>[];
  const added = d1After.filter((d) => d.binding === shardBinding(shard.id));
  if (added.length !== 1) problems.push(`the new config binds ${shardBinding(shard.id)} ${added.length} times`);
  else if (added[0].database_name !== shardDatabaseName(shard.id) || added[0].migrations_dir !== (shard.migrationsDir ?? CASE_MIGRATIONS_DIR)) problems.push(`${shardBinding(shard.id)} is not bound as meant`);
  if (JSON.stringify(d1After.filter((d) => d.binding !== shardBinding(shard.id))) !== JSON.stringify(d1Before)) problems.push("the other D1 bindings changed");
  const varsBefore = { ...((before.vars ?? {}) as Record<string, unknown>) };
  const varsAfter = { ...((after.vars ?? {}) as Record<string, unknown>) };
  if (typeof varsAfter.CASE_SHARDS !== "string" || mapJson(parseMap(varsAfter.CASE_SHARDS) ?? []) !== mapJson(map)) problems.push("CASE_SHARDS does not read back as the new map");
  delete varsBefore.CASE_SHARDS;
  delete varsAfter.CASE_SHARDS;
  if (JSON.stringify(varsAfter) !== JSON.stringify(varsBefore)) problems.push("other vars changed");
  const rest = (c: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(c).filter(([k]) => k !== "d1_databases" && k !== "vars")));
  if (rest(after) !== rest(before)) problems.push("other settings changed");
  return problems;
}

/**
 * A config as it was before any shard: without the CASES_N tables and the CASE_SHARDS var (and the
 * three lines of comment the repo's configs give it, decision 127). Line by line, no pattern.
 */
export function withoutShards(text: string): string {
  const ls = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < ls.length; i++) {
    if (ls[i] === "[[d1_databases]]" && ls[i + 1]?.startsWith('binding = "CASES_')) {
      // A shard's table, to the next header (the blank line before it goes too).
      while (i + 1 < ls.length && !ls[i + 1].startsWith("[")) i++;
      continue;
    }
    if (ls[i].startsWith("# The case shards")) i += 3;
    else if (!ls[i].startsWith("CASE_SHARDS =")) out.push(ls[i]);
  }
  return out.join("\n");
}
