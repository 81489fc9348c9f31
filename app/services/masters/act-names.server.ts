/**
 * Act names as the judgments write them that match no act (issue 17 item 2, decision 034): the
 * acts screen lists them for staff, who add one to the acts list as it is, or merge it into an
 * act. A merge rewrites the cases that cite the name (their acts cited and headnote references)
 * through the bulk write path, `writeCases`, and records the name as an alias, so the import maps
 * it from then on and a re-import keeps the merge. Large merges go on in the jobs queue.
 */
import { sql } from "drizzle-orm";
import { actAliases, acts } from "../../../db/schema";
import { actKey, CANONICAL_ACTS, isActFragment, likelyAct, resolveAct } from "../../../search-index/acts-canon";
import type { AppContext } from "../../utils/context.server";
import { eachCaseDb } from "../cases/case-shard-of.server";
import { adminMessages } from "../../utils/copy";
import { MERGE_MANY_MAX } from "./act-names.schema";
import { writeCases } from "../cases/case-admin.server";
import { loadCaseInputs } from "../search/search-sync.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./act-names.schema";

export const NAMES_PAGE_SIZE = 20;
/** Cases rewritten per D1 batch (as many as one import batch). */
const MERGE_CHUNK = 50;
/** Cases rewritten within the request; the rest by the jobs queue. */
const MERGE_INLINE = 100;

export type UnknownActName = { name: string; cases: number };

/**
 * Every name cases cite an act by, with how many cases (deleted ones too: they can be restored):
 * each database holding cases counts its own (issue 36: a case is in one of them), summed by name.
 */
async function citedNames(ctx: AppContext): Promise<UnknownActName[]> {
  const parts = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db.all<{ name: string; cases: number }>(sql`
        select name, count(distinct doc_id) as cases from (
          select act_name as name, doc_id from case_acts
          union all select act_name, doc_id from headnote_refs where act_name is not null and trim(act_name) <> ''
        ) group by name`),
    ),
  );
  const byName = new Map<string, number>();
  for (const r of parts.flat()) byName.set(r.name, (byName.get(r.name) ?? 0) + Number(r.cases));
  return [...byName].map(([name, cases]) => ({ name, cases }));
}

/** The names of the acts list (the back office's acts master). */
async function actsListNames(ctx: AppContext): Promise<string[]> {
  return (await ctx.db.select({ name: acts.name }).from(acts).all()).map((a) => a.name);
}

/** Keys of the names of the acts list (the canonical acts are known by resolveAct). */
async function knownKeys(ctx: AppContext): Promise<Set<string>> {
  return new Set((await actsListNames(ctx)).map(actKey));
}

/**
 * The names no act answers to (neither an act of the list nor a known statute under any of its
 * names), most cited first, filtered by `q`, a page at a time.
 */
export async function listUnknownActNames(ctx: AppContext, query: { q: string; page: number; perPage?: number }) {
  const perPage = query.perPage ?? NAMES_PAGE_SIZE;
  const [names, known] = await Promise.all([citedNames(ctx), knownKeys(ctx)]);
  const q = actKey(query.q);
  const unknown = names
    .filter((n) => n.name.trim() && !known.has(actKey(n.name)) && !resolveAct(n.name))
    .filter((n) => !q || actKey(n.name).includes(q))
    .sort((a, b) => b.cases - a.cases || a.name.localeCompare(b.name));
  const { pages, page } = pageWindow(unknown.length, perPage, query.page);
  return { rows: unknown.slice((page - 1) * perPage, page * perPage), page, pages, total: unknown.length };
}

/** A page of unknown names, each with the act it most likely stands for (null: none likely enough). */
export async function listUnknownActNamesWithLikely(ctx: AppContext, query: { q: string; page: number }) {
  const [list, targets] = await Promise.all([listUnknownActNames(ctx, query), mergeTargets(ctx)]);
  return { ...list, rows: list.rows.map((r) => ({ ...r, likely: likelyAct(r.name, targets) })), targets };
}

/**
 * The acts a name can be merged into: the acts list and the canonical acts, by name — never a piece
 * of a name the acts list may hold ("I of the Indian Penal Code, 1860"; issue 33 item 9), so it is
 * neither suggested as a name's likely act nor accepted as a target.
 */
export async function mergeTargets(ctx: AppContext): Promise<string[]> {
  const byKey = new Map<string, string>();
  for (const name of [...(await actsListNames(ctx)), ...CANONICAL_ACTS.map((a) => a.name)]) if (!isActFragment(name) && !byKey.has(actKey(name))) byKey.set(actKey(name), name);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** The staff's merges, by key of the name as written. */
export async function actAliasMap(ctx: AppContext): Promise<Map<string, string>> {
  const rows = await ctx.db.select().from(actAliases).all();
  return new Map(rows.map((r) => [r.alias, r.target]));
}

/** A name as the import stores it: through the staff's merges, else as written. */
export function applyAlias(aliases: Map<string, string>, name: string): string {
  return aliases.get(actKey(name)) ?? name;
}

export type MergeResult = { ok: true; merged: number; queued: boolean } | { ok: false; status: 400 | 404; field?: "target" | "name"; message: string };

/**
 * Merges a name into an act: records the alias, then rewrites the cases citing the name (up to
 * MERGE_INLINE here, the rest by the jobs queue, MERGE_CHUNK to a batch).
 */
export async function mergeActName(ctx: AppContext, input: { name: string; target: string; actorId: number }): Promise<MergeResult> {
  const name = input.name;
  const targets = await mergeTargets(ctx);
  const target = targets.find((t) => t === input.target.trim());
  if (!target) return { ok: false, status: 400, field: "target", message: adminMessages.mergeTargetUnknown };
  if (actKey(name) === actKey(target)) return { ok: false, status: 400, field: "target", message: adminMessages.mergeIntoItself };
  if (!(await isCitedName(ctx, name))) return { ok: false, status: 404, field: "name", message: adminMessages.actNameNotCited };
  await ctx.db
    .insert(actAliases)
    .values({ alias: actKey(name), target, createdBy: input.actorId, createdAt: ctx.clock.now().toISOString() })
    .onConflictDoUpdate({ target: actAliases.alias, set: { target, createdBy: input.actorId, createdAt: ctx.clock.now().toISOString() } });
  let merged = 0;
  while (merged < MERGE_INLINE) {
    const done = await mergeChunk(ctx, name, target, input.actorId);
    merged += done;
    if (done < MERGE_CHUNK) return { ok: true, merged, queued: false };
  }
  await ctx.jobs.send({ type: "act-merge", name, target, actorId: input.actorId });
  return { ok: true, merged, queued: true };
}

/**
 * The jobs Worker's "act-merge": the next chunk of a large merge, then the next message — the same
 * name again while cases are left, else the next name of a merge of many (`rest`).
 */
export async function continueActMerge(ctx: AppContext, job: { name: string; target: string; actorId: number; rest?: { name: string; target: string }[] }) {
  const done = await mergeChunk(ctx, job.name, job.target, job.actorId);
  if (done === MERGE_CHUNK) await ctx.jobs.send({ type: "act-merge", ...job });
  else if (job.rest?.length) await ctx.jobs.send({ type: "act-merge", ...job.rest[0], actorId: job.actorId, rest: job.rest.slice(1) });
}

export type MergeManyResult =
  | { ok: true; names: number; merged: number; queued: boolean }
  | { ok: false; status: 400 | 404; message: string; name?: string };


/**
 * Merges many names at once (issue 21 item 8, decision 041), each into its own act: every pair is
 * checked first (nothing is written when one is wrong), the aliases are recorded in one batch, the
 * cases are rewritten through `writeCases` as for one name — MERGE_INLINE cases within the request
 * in all, the rest by one chain of "act-merge" jobs, name after name.
 */
export async function mergeActNames(ctx: AppContext, input: { pairs: { name: string; target: string }[]; actorId: number }): Promise<MergeManyResult> {
  const pairs = [...new Map(input.pairs.map((p) => [p.name, { name: p.name, target: p.target.trim() }])).values()];
  if (!pairs.length) return { ok: false, status: 400, message: adminMessages.mergeNothingChosen };
  if (pairs.length > MERGE_MANY_MAX) return { ok: false, status: 400, message: adminMessages.mergeTooMany(MERGE_MANY_MAX) };
  const targets = new Set(await mergeTargets(ctx));
  const cited = new Set((await citedNames(ctx)).map((n) => n.name));
  for (const p of pairs) {
    if (!targets.has(p.target)) return { ok: false, status: 400, name: p.name, message: `${p.name}: ${adminMessages.mergeTargetUnknown}` };
    if (actKey(p.name) === actKey(p.target)) return { ok: false, status: 400, name: p.name, message: `${p.name}: ${adminMessages.mergeIntoItself}` };
    if (!cited.has(p.name)) return { ok: false, status: 404, name: p.name, message: `${p.name}: ${adminMessages.actNameNotCited}` };
  }
  const nowIso = ctx.clock.now().toISOString();
  const rows = pairs.map((p) => ({ alias: actKey(p.name), target: p.target, createdBy: input.actorId, createdAt: nowIso }));
  const statements = [];
  // D1 binds at most 100 values a statement: 25 rows of four.
  for (let i = 0; i < rows.length; i += 25) {
    statements.push(
      ctx.db
        .insert(actAliases)
        .values(rows.slice(i, i + 25))
        .onConflictDoUpdate({ target: actAliases.alias, set: { target: sql`excluded.target`, createdBy: sql`excluded.created_by`, createdAt: sql`excluded.created_at` } }),
    );
  }
  await ctx.db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  let merged = 0;
  let next = 0;
  while (next < pairs.length && merged < MERGE_INLINE) {
    const done = await mergeChunk(ctx, pairs[next].name, pairs[next].target, input.actorId);
    merged += done;
    if (done < MERGE_CHUNK) next++;
  }
  if (next < pairs.length) {
    await ctx.jobs.send({ type: "act-merge", ...pairs[next], actorId: input.actorId, rest: pairs.slice(next + 1) });
    return { ok: true, names: pairs.length, merged, queued: true };
  }
  return { ok: true, names: pairs.length, merged, queued: false };
}

/** Every unknown name (matching `q`) with a likely act, paired with it: what "Merge every suggestion" merges. */
export async function likelyMerges(ctx: AppContext, q: string): Promise<{ name: string; target: string }[]> {
  const [{ rows }, targets] = await Promise.all([listUnknownActNames(ctx, { q, page: 1, perPage: Number.MAX_SAFE_INTEGER }), mergeTargets(ctx)]);
  return rows.flatMap((r) => {
    const target = likelyAct(r.name, targets);
    return target ? [{ name: r.name, target }] : [];
  });
}

/** Rewrites up to MERGE_CHUNK cases that cite `name`; returns how many. Safe to run twice. */
async function mergeChunk(ctx: AppContext, name: string, target: string, actorId: number): Promise<number> {
  // The first MERGE_CHUNK doc ids of every database holding cases (issue 36), the lowest kept.
  const parts = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db.all<{ doc_id: number }>(sql`
        select doc_id from case_acts where act_name = ${name}
        union select doc_id from headnote_refs where act_name = ${name}
        order by doc_id limit ${MERGE_CHUNK}`),
    ),
  );
  const ids = parts
    .flat()
    .sort((a, b) => a.doc_id - b.doc_id)
    .slice(0, MERGE_CHUNK);
  if (!ids.length) return 0;
  const loaded = await loadCaseInputs(ctx, ids.map((r) => r.doc_id));
  const writes = [...loaded.values()]
    .filter(({ input }) => (input.acts ?? []).includes(name) || (input.headnotes ?? []).some((h) => (h.refs ?? []).some((r) => r.actName === name)))
    .map(({ input }) => ({
      input: {
        ...input,
        acts: [...new Set((input.acts ?? []).map((a) => (a === name ? target : a)))],
        headnotes: (input.headnotes ?? []).map((h) => ({ ...h, refs: (h.refs ?? []).map((r) => (r.actName === name ? { ...r, actName: target } : r)) })),
      },
    }));
  // Nothing left to rewrite (the rows found are not the case's own any more): stop, never loop.
  if (!writes.length) return 0;
  await writeCases(ctx, writes, actorId);
  return writes.length;
}

/** Whether any case cites an act by exactly this name. */
export async function isCitedName(ctx: AppContext, name: string): Promise<boolean> {
  const rows = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db.get<{ one: number }>(sql`
        select 1 as one from case_acts where act_name = ${name}
        union all select 1 from headnote_refs where act_name = ${name} limit 1`),
    ),
  );
  return rows.some(Boolean);
}
