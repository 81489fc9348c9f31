/**
 * Which tables are a case's own and which the catalogue's (decision 122, decision 126): the one
 * classification the case migrations (db/case-migrations, written by `npm run shards -- migrations`)
 * and the writes' tests read. Every table db/migrations creates is in exactly one list: the script
 * refuses a migration that creates or references a table in neither.
 *
 * - A case's own (`CASE_OWN_TABLES`): its row, the rows that hang off it by doc id, its search rows
 *   and what is derived from them. They live in the shard that holds the case.
 * - The catalogue's (`CATALOGUE_TABLES`): accounts, commerce, staff, masters, the library, watches,
 *   alerts, notifications, posts, the jobs' outbox, imports, the directory of cases and its writes'
 *   outbox. A shard gets these tables too (the same migrations, so the masters its own search joins —
 *   courts, benches, journals, citation categories, statute names — are there as copies), but a case
 *   table never has a foreign key to one of them in a shard: the shard's copy is not the catalogue.
 */

/** A case's rows keyed by doc id, besides `cases` itself: what a move removes from the old shard. */
export const CASE_DOC_TABLES = [
  "case_citations",
  "case_parties",
  "headnote_refs",
  "headnotes",
  "case_topics",
  "cases_referred",
  "case_acts",
  "case_statute_refs",
  "case_citation_equals",
  "case_citation_keys",
  "case_name_keys",
  "case_references",
  "case_shingles",
  "case_duplicates",
  "case_files",
  "case_field_origins",
] as const;

/**
 * A case's rows keyed by the case they cite (`cited_doc_id`), whose `doc_id` is the citing case in
 * another shard (decision 133): not removed by a citing case's doc id; a move of the cited case
 * rebuilds them in its new shard (app/services/graph/incoming.server.ts) and removes them from the old.
 */
export const CASE_CITED_TABLES = ["case_incoming"] as const;

/** Every table that is a case's own: its row, its doc-id rows, its search indexes and derived data. */
export const CASE_OWN_TABLES = [
  "cases",
  ...CASE_DOC_TABLES,
  ...CASE_CITED_TABLES,
  // Search: the full-text indexes (rowid = the case's search key), their vocabulary and scratch tables.
  "case_fts",
  "case_meta_fts",
  "case_pair_fts",
  "case_fts_terms",
  "case_token_scratch",
  "case_token_scratch_i",
  "search_index_state",
  // Similar Cases, computed from the shard's own texts.
  "similar_cases",
] as const;

/** Every table that is the catalogue's (a shard holds an unused or copied one). */
export const CATALOGUE_TABLES = [
  // Accounts, sessions, tokens.
  "roles",
  "users",
  "sessions",
  "otps",
  "login_history",
  "user_tokens",
  "api_tokens",
  "rate_limits",
  "app_secrets",
  // Migration 0039's scratch copies (the AUTOINCREMENT counters, notification_sends), dropped by it.
  "_seq_0039",
  "_sends_0039",
  "saved_searches",
  // Commerce.
  "plans",
  "orders",
  "payments",
  "webhook_events",
  // Masters (copied into each shard by the same migrations: its search joins some of them).
  "countries",
  "states",
  "cities",
  "courts",
  "court_branches",
  "court_benches",
  "case_categories",
  "citation_categories",
  "journals",
  "acts",
  "act_aliases",
  "topics",
  "statute_names",
  "statute_sections",
  "statute_sections_fts",
  // Library, watches, alerts, notifications, posts.
  "library_entries",
  "case_watches",
  "watch_seen",
  "watch_events",
  "watch_pending_cases",
  "watch_digests",
  "alert_log",
  "notifications",
  "notification_reads",
  "notification_deliveries",
  "notification_sends",
  "posts",
  // Jobs, imports, caches.
  "outbox",
  "dead_letters",
  "counters",
  "cache_versions",
  "bulk_imports",
  "bulk_import_batches",
  "bulk_import_rejections",
  "bulk_import_kept",
  // The directory of cases and the writes' outbox (decision 122).
  "case_directory",
  "case_writes",
] as const;

/**
 * Catalogue tables whose rows no shard reads: the statutes library (its pages, statute search and the
 * sections for fact situations read the catalogue). A shard gets the tables (empty), not the rows —
 * 0034 alone is 8.8 MB of INSERTs a shard would carry for nothing.
 */
export const ROWS_NOT_IN_SHARDS = ["statute_sections", "statute_sections_fts"] as const;

/**
 * Links between two cases that may cross shards (decision 127): a staff link of a case referred, the
 * "same judgment" of a duplicate, a reference's resolved case, an incoming row's citing case. In a shard they have no foreign key
 * (the case they name may be in another database); their readers find that case through the
 * catalogue's directory. As `table.column`.
 */
export const CROSS_SHARD_LINKS = ["cases_referred.linked_doc_id", "case_duplicates.same_as", "case_references.cited_doc_id", "case_incoming.doc_id"] as const;

/** Whether `table.column`'s foreign key is a link that may cross shards (CROSS_SHARD_LINKS). */
export const crossShardLink = (table: string, column: string | undefined) => column !== undefined && (CROSS_SHARD_LINKS as readonly string[]).includes(`${table}.${column}`);

export type TableSide = "case" | "catalogue";

const SIDES = new Map<string, TableSide>([
  ...CASE_OWN_TABLES.map((t) => [t, "case"] as const),
  ...CATALOGUE_TABLES.map((t) => [t, "catalogue"] as const),
]);

/** The side a table is on, or undefined for a table neither list names. */
export function tableSide(table: string): TableSide | undefined {
  return SIDES.get(table.toLowerCase());
}
