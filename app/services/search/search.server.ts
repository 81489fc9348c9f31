/**
 * Search for subscribers: picks the backend (Meilisearch when MEILISEARCH_HOST is set, otherwise
 * D1 full-text), and serves the form's masters and type-ahead suggestions.
 */
import { and, asc, gte, lt, sql } from "drizzle-orm";
import { acts, caseCitations, citationCategories, courtBranches, courts, journals, statuteNames, topics } from "../../../db/schema";
import { branchOption } from "../../../search-index/court-label";
import { createShardedBackend } from "../../../search-index/sharded-backend";
import { caseShardsOf } from "../../utils/case-shards.server";
import { shardFanOut } from "./shard-reader.server";
import { eachCaseDb } from "../cases/case-shard-of.server";
import { createMeilisearchBackend } from "../../../search-index/meilisearch-backend";
import { likeContains } from "../../../search-index/text";
import { isActFragment } from "../../../search-index/acts-canon";
import type { Controls, SearchBackend, SearchQuery, SearchResult } from "../../../search-index/types";
import type { AppContext } from "../../utils/context.server";
import { citationJournalList } from "../../utils/search-form";

/** The service's input schemas, for the API and the OpenAPI document (decision 058). */
export * from "./search-request.schema";

/**
 * IPC 302 ↔ BNS 103 and the like, offered under a statute search's results (issue 17). Reached
 * through this module so the search page's browser bundle leaves the act tables out (decision 087).
 */
export { counterpartOffers } from "../../../search-index/statute-search";

export function searchBackend(ctx: AppContext): SearchBackend {
  if (ctx.env.MEILISEARCH_HOST) return createMeilisearchBackend({ host: ctx.env.MEILISEARCH_HOST, apiKey: ctx.env.MEILISEARCH_API_KEY });
  // The D1 full-text indexes are in the case shards: a search reads those its court and years can touch (decision 122).
  // Hits read in a shard are named by the catalogue's masters (decision 128). Past six shards, readers
  // of six each through this Worker's own service binding (decision 134).
  return createShardedBackend(caseShardsOf(ctx.env), ctx.env.DB, shardFanOut(ctx.env));
}

export async function searchCases(ctx: AppContext, query: SearchQuery, controls: Controls): Promise<SearchResult> {
  return searchBackend(ctx).search(query, controls);
}

/** The journals master with its flags, which the citation search's rules read (decision 16). */
const journalRows = (ctx: AppContext) =>
  ctx.db
    .select({
      id: journals.id,
      name: journals.name,
      isSelect: journals.isSelect,
      sortOrder: journals.sortOrder,
      isOwnReporter: journals.isOwnReporter,
      isNeutral: journals.isNeutral,
      volumeDisabled: journals.volumeDisabled,
      volumeRequiredYears: journals.volumeRequiredYears,
      yearRequired: journals.yearRequired,
    })
    .from(journals);

/** The citation search's journals with their rules (for parseSearch). */
export async function searchJournals(ctx: AppContext) {
  return citationJournalList(await journalRows(ctx).all());
}

export async function searchMasters(ctx: AppContext) {
  const [courtRows, journalList, categoryRows, branchRows] = await ctx.db.batch([
    ctx.db.select({ id: courts.id, name: courts.name }).from(courts).orderBy(asc(courts.id)),
    journalRows(ctx),
    ctx.db.select({ id: citationCategories.id, name: citationCategories.name, journalId: citationCategories.journalId }).from(citationCategories).orderBy(asc(citationCategories.id)),
    // The court and bench filters of every mode (decision 099): each court's seats and benches.
    ctx.db.select({ id: courtBranches.id, courtId: courtBranches.courtId, name: courtBranches.name }).from(courtBranches).orderBy(asc(courtBranches.courtId), asc(courtBranches.id)),
  ]);
  // The filters' options, labelled here so the page's code carries none of the naming rules (decision 087's weight).
  const benches = courtRows.flatMap((c) => {
    const seats = branchRows.filter((b) => b.courtId === c.id);
    return seats.length > 1 ? seats.map((b) => ({ id: b.id, name: `${c.name}: ${branchOption(c.name, b.name)}` })) : [];
  });
  return { courts: courtRows, journals: citationJournalList(journalList), categories: categoryRows, benches };
}

const SUGGESTION_LIMIT = 20;

/** Type-ahead lists (act, topic, neutral citation) as labels. */
export async function suggest(ctx: AppContext, type: "act" | "topic" | "neutral", text: string): Promise<string[]> {
  const q = text.trim().slice(0, 100);
  if (!q) return [];
  const db = ctx.db;
  if (type === "act") {
    const pattern = likeContains(q);
    // Never a fragment a judgment's words left in the lists ("I of the Indian Penal Code"): fetched with room for them, then dropped.
    const master = await db.select({ label: acts.name }).from(acts).where(sql`${acts.name} like ${pattern} escape '\\'`).orderBy(asc(acts.name)).limit(SUGGESTION_LIMIT * 2).all();
    const labels = new Set(master.map((m) => m.label).filter((l) => !isActFragment(l)).slice(0, SUGGESTION_LIMIT));
    if (labels.size < SUGGESTION_LIMIT) {
      // Names cases cite, from the short dictionary of distinct act names.
      const cited = await db
        .select({ label: statuteNames.name })
        .from(statuteNames)
        .where(sql`${statuteNames.name} like ${pattern} escape '\\'`)
        .orderBy(asc(statuteNames.name))
        .limit(SUGGESTION_LIMIT * 2)
        .all();
      for (const c of cited) if (labels.size < SUGGESTION_LIMIT && !isActFragment(c.label)) labels.add(c.label);
    }
    return [...labels];
  }
  if (type === "topic") {
    const rows = await db.select({ label: topics.name }).from(topics).where(sql`${topics.name} like ${likeContains(q)} escape '\\'`).limit(SUGGESTION_LIMIT).all();
    return rows.map((r) => r.label);
  }
  // Neutral citations by prefix, through the index: "2024 INSC 6" → 2024 INSC 6, 60, 61 … — in every
  // database holding cases (a High Court's "2022:BHC-NAG:…" are in its shard, issue 36), merged in order.
  const lists = await Promise.all(
    eachCaseDb(ctx).map(({ db: caseDb }) =>
      caseDb
        .selectDistinct({ label: caseCitations.neutralCitation })
        .from(caseCitations)
        .where(and(gte(caseCitations.neutralCitation, q), lt(caseCitations.neutralCitation, `${q}\uffff`)))
        .orderBy(asc(caseCitations.neutralCitation))
        .limit(SUGGESTION_LIMIT)
        .all(),
    ),
  );
  const labels = [...new Set(lists.flat().map((r) => r.label).filter((l): l is string => Boolean(l)))];
  // SQLite's BINARY order (by UTF-8 bytes; for these ASCII labels, by code unit).
  return labels.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, SUGGESTION_LIMIT);
}
