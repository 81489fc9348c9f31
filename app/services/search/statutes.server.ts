/**
 * The statutes library's pages (issue 35 item 2, decision 108): the acts, an act with its
 * provisions and a search within it, and a provision with its text, its counterpart in the old or
 * new criminal code and the judgments of the reporter that apply it (case_statute_refs). The bare
 * text is public law and open to everyone; the judgments follow the case rules: a subscriber with a
 * plan gets the whole list, paged, to the full case; anyone else the count and the first few, to
 * the guest case view. URLs and the library ↔ references mapping: search-index/statute-pages.ts.
 */
import { CANONICAL_ACTS, resolveAct } from "../../../search-index/acts-canon";
import { CITATION_MASTERS_SQL, citationRowsSql, printedCitations, readCitationMasters, readCitationRows } from "../../../search-index/case-citations";
import { baseSection, CODE_PAIRS, counterpartOf } from "../../../search-index/code-map";
import { courtLabel } from "../../../search-index/court-label";
import { notACopy } from "../../../search-index/graph-sql";
import {
  actPath,
  actShort,
  actSlug,
  compareActs,
  compareProvisions,
  CONSTITUTION,
  onePerProvision,
  parseProvisionSlug,
  provisionLabel,
  provisionPath,
  provisionSlug,
  referencePath,
  refKeyOf,
  slugify,
  typedProvision,
  withinActMatch,
  type RefKey,
} from "../../../search-index/statute-pages";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../utils/context.server";
import { eachCaseDb } from "../cases/case-shard-of.server";

// The pages' input schemas, reached through this module so that zod stays out of their JavaScript (decision 058).
export { JudgmentsPageSchema, StatuteSlugSchema, WithinActQuerySchema } from "./statutes.schema";

/** Who reads: the judgments' list follows the case rules (decision 012, 108). */
export type StatuteReader = "subscriber" | "guest";

/** Judgments a page of the subscriber's list; judgments shown to anyone else. */
export const JUDGMENTS_PER_PAGE = 20;
export const JUDGMENTS_FOR_GUESTS = 5;
/** Hits of a search within an act. */
const WITHIN_ACT_HITS = 50;

export type LibraryAct = { act: string; short: string; slug: string; path: string; provisions: number };

export type ProvisionItem = { section: string; label: string; title: string; path: string; judgments: number };

export type JudgmentItem = { docId: number; title: string; citation: string | null; court: string | null; decidedDate: string | null; inHeadnote: boolean; overruled: boolean; path: string };

export type ActPage = {
  act: LibraryAct;
  provisions: ProvisionItem[];
  /** the old or new code this act maps to section by section (IPC ↔ BNS …), when it is one of them */
  counterpartAct: { act: string; path: string } | null;
  search: { q: string; hits: (ProvisionItem & { snippet: string })[] } | null;
  sources: string[];
};

export type ProvisionPage = {
  act: LibraryAct;
  label: string;
  slug: string;
  /** null: the library does not hold this provision's text (a judgment refers to it all the same) */
  text: { title: string; body: string; notes: string | null; source: string } | null;
  previous: { label: string; path: string } | null;
  next: { label: string; path: string } | null;
  counterpart: { act: string; note: string; provisions: { label: string; path: string; judgments: number }[] } | null;
  judgments: { total: number; items: JudgmentItem[]; page: number; pages: number; full: boolean };
};

type SectionRow = { id: number; section: string; title: string };

/** The acts of the library with their number of provisions, in reading order. */
export async function listLibraryActs(ctx: AppContext): Promise<LibraryAct[]> {
  const rows = (await ctx.env.DB.prepare("select act, count(*) as n from statute_sections group by act").all<{ act: string; n: number }>()).results;
  return rows.map((r) => libraryAct(r.act, r.n)).sort((a, b) => compareActs(a.act, b.act));
}

function libraryAct(act: string, provisions: number): LibraryAct {
  return { act, short: actShort(act), slug: actSlug(act), path: actPath(act), provisions };
}

/** The act of the library a slug names, or null. */
async function actBySlug(ctx: AppContext, slug: string): Promise<LibraryAct | null> {
  return (await listLibraryActs(ctx)).find((a) => a.slug === slug) ?? null;
}

/**
 * The number of judgments (live, not a second copy) referring to each number of a kind of an act:
 * each database holding cases counts its own (a case is in one of them, issue 36), the counts summed.
 */
async function judgmentCounts(ctx: AppContext, act: string, kind: "s" | "a"): Promise<Map<string, number>> {
  const parts = await Promise.all(
    eachCaseDb(ctx).map(({ db }) =>
      db.all<{ num: string; n: number }>(
        sql`select r.num, count(distinct r.doc_id) as n from case_statute_refs r join cases c on c.doc_id = r.doc_id
          where r.act = ${act} and r.kind = ${kind} and c.live = 1 and c.deleted_at is null and ${sql.raw(notACopy("r.doc_id"))} group by r.num`,
      ),
    ),
  );
  const out = new Map<string, number>();
  for (const rows of parts) for (const r of rows) out.set(r.num, (out.get(r.num) ?? 0) + Number(r.n));
  return out;
}

/** An act's provisions in the statute book's order, each with the judgments that refer to it. */
async function actProvisions(ctx: AppContext, act: string): Promise<(ProvisionItem & { id: number })[]> {
  const [rows, counts, schedule] = await Promise.all([
    ctx.env.DB.prepare("select id, section, title from statute_sections where act = ?").bind(act).all<SectionRow>(),
    judgmentCounts(ctx, act, act === CONSTITUTION ? "a" : "s"),
    // The Limitation Act's Schedule articles are written "Article N" in judgments.
    act === CONSTITUTION ? Promise.resolve(new Map<string, number>()) : judgmentCounts(ctx, act, "a"),
  ]);
  return onePerProvision(act, rows.results)
    .map((r) => {
      const key = refKeyOf(act, r.section);
      const judgments = key ? ((key.kind === "a" && act !== CONSTITUTION ? schedule : counts).get(key.num) ?? 0) : 0;
      return { id: r.id, section: r.section, label: provisionLabel(act, r.section), title: r.title, path: provisionPath(act, r.section), judgments };
    })
    .sort((a, b) => compareProvisions(a.section, b.section));
}

/** An act's page: its provisions, and those holding the words searched (`q`), best first. Null when the library has no such act. */
export async function getActPage(ctx: AppContext, slug: string, q: string): Promise<ActPage | { redirect: string } | null> {
  const act = await actBySlug(ctx, slug);
  if (!act) return null;
  // A number typed in the act's search box is that provision.
  const typed = q ? typedProvision(act.act, q) : null;
  if (typed) return { redirect: `${act.path}/${typed}` };
  const provisions = await actProvisions(ctx, act.act);
  let search: ActPage["search"] = null;
  const match = q ? withinActMatch(q) : null;
  if (q) {
    const hits = match
      ? (
          await ctx.env.DB.prepare(
            `select s.id, snippet(statute_sections_fts, 1, '[[', ']]', '…', 24) as snippet
               from statute_sections_fts f join statute_sections s on s.id = f.rowid
              where statute_sections_fts match ? and s.act = ? order by bm25(statute_sections_fts, 3.0, 1.0) limit ?`,
          )
            .bind(match, act.act, WITHIN_ACT_HITS)
            .all<{ id: number; snippet: string }>()
        ).results
      : [];
    const byId = new Map(provisions.map((p) => [p.id, p]));
    search = { q, hits: hits.flatMap((h) => (byId.has(h.id) ? [{ ...byId.get(h.id)!, snippet: h.snippet }] : [])) };
  }
  const cpPair = counterpartActOf(act.act);
  const sources = (await ctx.env.DB.prepare("select distinct source from statute_sections where act = ?").bind(act.act).all<{ source: string }>()).results.map((r) => r.source);
  return { act, provisions: provisions.map(({ id: _id, ...p }) => p), counterpartAct: cpPair ? { act: cpPair, path: actPath(cpPair) } : null, search, sources };
}

/** The other code of an old or new criminal code (IPC ↔ BNS, CrPC ↔ BNSS, Evidence Act ↔ BSA). */
function counterpartActOf(act: string): string | null {
  const pair = CODE_PAIRS.find((p) => p.old === act || p.new === act);
  return pair ? (pair.old === act ? pair.new : pair.old) : null;
}

/**
 * The judgments that refer to a provision: headnote references first, then the newest. Each
 * database holding cases (issue 36: the catalogue and every case shard) gives its count and its
 * first `page × per` judgments in that order; the lists are merged and the page cut from them. The
 * courts' and journals' names come from the catalogue (a shard's copies of the masters may be older).
 */
async function judgmentsApplying(ctx: AppContext, act: string, ref: RefKey, reader: StatuteReader, page: number): Promise<ProvisionPage["judgments"]> {
  const sub = ref.kind === "o" && ref.sub ? sql` and r.sub = ${ref.sub}` : sql``;
  const from = sql`from case_statute_refs r join cases c on c.doc_id = r.doc_id
     where r.act = ${act} and r.kind = ${ref.kind} and r.num = ${ref.num}${sub} and c.live = 1 and c.deleted_at is null and ${sql.raw(notACopy("r.doc_id"))}`;
  const full = reader === "subscriber";
  const per = full ? JUDGMENTS_PER_PAGE : JUDGMENTS_FOR_GUESTS;
  const skip = full ? (page - 1) * per : 0;
  type Row = { docId: number; src: string; key: number | null; appellant: string; respondent: string | null; decidedDate: string | null; overruled: number; courtId: number | null; branchId: number | null; citationRows: string | null };
  const parts = await Promise.all(
    eachCaseDb(ctx).map(async ({ db }) => {
      const [count, rows] = await Promise.all([
        db.get<{ n: number }>(sql`select count(distinct r.doc_id) as n ${from}`),
        db.all<Row>(
          sql`with hit as (select r.doc_id as docId, min(r.src) as src, max(c.search_key) as key ${from} group by r.doc_id order by min(r.src), max(c.search_key) desc limit ${skip + per})
           select hit.docId, hit.src, hit.key, c.appellant, c.respondent, c.decided_date as decidedDate, c.overruled, c.court_id as courtId, c.court_branch_id as branchId,
                  ${sql.raw(citationRowsSql("c.doc_id"))} as citationRows
             from hit join cases c on c.doc_id = hit.docId`,
        ),
      ]);
      return { total: Number(count?.n ?? 0), rows };
    }),
  );
  const total = parts.reduce((n, p) => n + p.total, 0);
  // The shards' own order, merged: headnote references ("h") first, then the newest search key.
  const rows = parts
    .flatMap((p) => p.rows)
    .sort((a, b) => (a.src < b.src ? -1 : a.src > b.src ? 1 : (b.key ?? -1) - (a.key ?? -1) || a.docId - b.docId))
    .slice(skip, skip + per);
  const [masters, names] = await Promise.all([
    ctx.env.DB.prepare(`select ${CITATION_MASTERS_SQL} as m`).first<{ m: string | null }>(),
    courtNames(ctx, rows),
  ]);
  const citationMasters = readCitationMasters(masters?.m);
  const items = rows
    .map((r) => ({
      docId: r.docId,
      title: `${r.appellant}${r.respondent ? ` v. ${r.respondent}` : ""}`,
      citation: printedCitations(readCitationRows(r.citationRows), citationMasters).citation,
      court: courtLabel(names.courts.get(r.courtId ?? -1) ?? null, names.branches.get(`${r.courtId}:${r.branchId}`) ?? null),
      decidedDate: r.decidedDate,
      inHeadnote: r.src === "h",
      overruled: Boolean(r.overruled),
      path: full ? `/viewCase/${r.docId}` : `/guestCase/${r.docId}`,
    }))
    .sort((a, b) => Number(b.inHeadnote) - Number(a.inHeadnote));
  return { total, items, page: full ? page : 1, pages: full ? Math.max(1, Math.ceil(total / per)) : 1, full };
}

/** The catalogue's names of these judgments' courts and seats (by court id, and by "court:branch"). */
async function courtNames(ctx: AppContext, rows: { courtId: number | null; branchId: number | null }[]) {
  const courtIds = [...new Set(rows.flatMap((r) => (r.courtId === null ? [] : [r.courtId])))];
  if (!courtIds.length) return { courts: new Map<number, string>(), branches: new Map<string, string>() };
  const ids = JSON.stringify(courtIds);
  const [cs, bs] = await Promise.all([
    ctx.db.all<{ id: number; name: string }>(sql`select id, name from courts where id in (select value from json_each(${ids}))`),
    ctx.db.all<{ courtId: number; id: number; name: string }>(sql`select court_id as courtId, id, name from court_branches where court_id in (select value from json_each(${ids}))`),
  ]);
  return { courts: new Map(cs.map((c) => [c.id, c.name])), branches: new Map(bs.map((b) => [`${b.courtId}:${b.id}`, b.name])) };
}

/**
 * A provision's page: its text when the library holds it (with the one before and after), its
 * counterpart in the other criminal code, and the judgments that apply it. Null when the act is not
 * in the library, or the slug names neither a provision of it nor one the judgments refer to.
 */
export async function getProvisionPage(ctx: AppContext, actSlugText: string, slug: string, reader: StatuteReader, page = 1): Promise<ProvisionPage | null> {
  const act = await actBySlug(ctx, actSlugText);
  const asked = parseProvisionSlug(slug);
  if (!act || !asked) return null;
  const rows = onePerProvision(act.act, (await ctx.env.DB.prepare("select id, section, title from statute_sections where act = ?").bind(act.act).all<SectionRow>()).results).sort((a, b) => compareProvisions(a.section, b.section));
  const at = rows.findIndex((r) => provisionSlug(act.act, r.section) === asked.slug);
  const row = at >= 0 ? rows[at] : null;
  const ref = row ? refKeyOf(act.act, row.section) : asked.ref;
  if (!row && !ref) return null;
  const judgments = ref ? await judgmentsApplying(ctx, act.act, ref, reader, page) : { total: 0, items: [], page: 1, pages: 1, full: reader === "subscriber" };
  // A provision the library lacks has a page only while judgments refer to it (never an empty one).
  if (!row && !judgments.total) return null;
  const text = row
    ? await ctx.env.DB.prepare("select title, body, notes, source from statute_sections where id = ?").bind(row.id).first<{ title: string; body: string; notes: string | null; source: string }>()
    : null;
  const nav = (r: SectionRow | undefined) => (r ? { label: provisionLabel(act.act, r.section), path: provisionPath(act.act, r.section) } : null);
  return {
    act,
    label: row ? provisionLabel(act.act, row.section) : refLabelOf(act.act, ref!),
    slug: asked.slug,
    text,
    previous: row ? nav(rows[at - 1]) : null,
    next: row ? nav(rows[at + 1]) : null,
    counterpart: ref?.kind === "s" ? await counterpartOfProvision(ctx, act.act, ref.num) : null,
    judgments,
  };
}

function refLabelOf(act: string, ref: RefKey): string {
  if (ref.kind === "o") return `Order ${ref.num}${ref.sub ? ` Rule ${ref.sub}` : ""}`;
  if (ref.kind === "a" && act !== CONSTITUTION) return `Schedule Article ${ref.num}`;
  return provisionLabel(act, ref.num);
}

/** The section's counterpart in the other code, each linked, with the judgments that apply it. */
async function counterpartOfProvision(ctx: AppContext, act: string, num: string): Promise<ProvisionPage["counterpart"]> {
  const cp = counterpartOf(act, num);
  if (!cp) return null;
  const other = actShort(cp.act);
  const note = !cp.sections.length ? `No counterpart in the ${other}: the section was not carried over.` : `${cp.isNew ? "Now" : "Formerly"} ${other} ${cp.sections.join(", ")}.`;
  const counts = cp.sections.length ? await judgmentCounts(ctx, cp.act, "s") : new Map<string, number>();
  const provisions = [...new Set(cp.sections.map(baseSection))].map((s) => ({ label: `${other} ${s}`, path: provisionPath(cp.act, s), judgments: counts.get(s) ?? 0 }));
  return { act: cp.act, note, provisions };
}

/**
 * The library's page for an act and a provision as typed ("BNS" and "103", "Constitution" and
 * "Art. 21", "IBC"): the provision's page, the act's when no provision is typed, or null when the
 * act is not in the library.
 */
export async function pathForTyped(ctx: AppContext, actText: string, provisionText: string): Promise<string | null> {
  const acts = await listLibraryActs(ctx);
  const name = resolveAct(actText)?.name;
  const key = slugify(actText);
  const act = acts.find((a) => a.act === name) ?? (key ? acts.find((a) => a.slug === key) ?? acts.find((a) => a.slug.includes(key)) : undefined);
  if (!act) return null;
  if (!provisionText.trim()) return act.path;
  const typed = typedProvision(act.act, provisionText);
  return typed ? `${act.path}/${typed}` : `${act.path}?q=${encodeURIComponent(provisionText.trim())}`;
}

/**
 * The statute search for a provision page's URL whose act the library does not hold but the
 * judgments cite ("Statutes Referred" links every reference to its page, decision 108):
 * `/search?mode=statute…` for the act whose slug it is (a canonical act, or a name of the act
 * dictionary `statute_names`), or null when no act has that slug.
 */
export async function searchPathForOtherAct(ctx: AppContext, actSlugText: string, slug: string): Promise<string | null> {
  const asked = parseProvisionSlug(slug);
  if (!asked?.ref) return null;
  if ((await listLibraryActs(ctx)).some((a) => a.slug === actSlugText)) return null;
  let act = CANONICAL_ACTS.find((a) => slugify(a.name) === actSlugText)?.name;
  if (!act) {
    const names = (await ctx.env.DB.prepare("select name from statute_names").all<{ name: string }>()).results;
    act = names.find((n) => slugify(n.name) === actSlugText)?.name;
  }
  return act ? statuteSearchPath(act, asked.ref) : null;
}

/** Statute search for an act's provision (what the search screen's statute mode reads). */
function statuteSearchPath(act: string, { kind, num, sub }: RefKey): string {
  const p = new URLSearchParams({ mode: "statute", run: "1", act1: act });
  if (kind === "s") p.set("sec1", num);
  else if (kind === "a") p.set("art1", num);
  else {
    p.set("ord1", num);
    if (sub) p.set("rule1", sub);
  }
  return `/search?${p}`;
}

/**
 * Where a reference of a judgment's "Statutes Referred" opens (its act as the case view names it,
 * its label "s. 302", "Art. 226", "O. 39 r. 1"): the provision's page when the library holds the
 * act, else statute search; null when the label is no reference's.
 */
export async function referenceTarget(ctx: AppContext, act: string, label: string): Promise<string | null> {
  const path = referencePath(act, label);
  if (!path) return null;
  const name = resolveAct(act)?.name ?? act.trim();
  if ((await listLibraryActs(ctx)).some((a) => a.act === name)) return `${actPath(name)}/${path.slice(path.lastIndexOf("/") + 1)}`;
  const ref = parseProvisionSlug(path.slice(path.lastIndexOf("/") + 1))?.ref;
  return ref ? statuteSearchPath(name, ref) : null;
}
