/**
 * The citation graph's SQL pieces the search paths share (decisions 063, 064): how often the corpus
 * cites a case, and whether a case is a second copy of a judgment already in the reporter.
 */

/** The doc_ids of second copies of a judgment (case_duplicates, decision 064): hidden as answers of their own. */
export const COPIES = "select doc_id from case_duplicates where status <> 'separate'";

/** `docExpr` is not a second copy of a judgment. */
export const notACopy = (docExpr: string) => `${docExpr} not in (${COPIES})`;

/**
 * The number of other judgments citing `docExpr`: one index range of case_references (cited_doc_id,
 * doc_id); a second copy of one judgment is not counted again. With case shards, the judgments of
 * other shards citing it are its incoming rows in its own shard (decision 133: published citing
 * judgments only, each marked whether it is a copy); one database has none.
 */
export const citedByCountSql = (docExpr: string) => `((select count(distinct xr.doc_id) from case_references xr where xr.cited_doc_id = ${docExpr} and xr.doc_id <> ${docExpr}
  and xr.doc_id not in (${COPIES}))
  + (select count(distinct xi.doc_id) from case_incoming xi where xi.cited_doc_id = ${docExpr} and xi.copy = 0))`;

/**
 * How a reference is resolved, strongest first (the citation graph's resolution order, decisions
 * 053, 062, 078): one database's resolution and the resolution across shards share it.
 */
export const RESOLUTIONS = ["staff", "citation", "citation-no-volume", "equal-citation", "name-year", "name-cited"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** The resolutions a name as cited may rest on (decision 078): all but the names. */
export const FIRM_RESOLUTIONS: readonly Resolution[] = ["staff", "citation", "citation-no-volume", "equal-citation"];

/** A list of resolutions as an SQL list ("('a', 'b')"). */
export const sqlList = (values: readonly string[]) => `(${values.map((v) => `'${v}'`).join(", ")})`;

/** A resolution's strength as an SQL number, lower the stronger (null for none). */
export const strengthSql = (how: string) => `instr(',${RESOLUTIONS.join(",")},', ',' || ${how} || ',')`;
