/**
 * The D1 full-text backend: FTS5 table `case_fts` (rowid = cases.search_key, which grows with the
 * decision date) for text, plain indexed SQL for courts, dates, citations and statutes.
 *
 * Speed by design: the default order, newest first, is `ORDER BY fts.rowid DESC`, a scan the
 * FTS5 index answers in rowid order and stops after one page; counting is capped at COUNT_CAP.
 */
import { findCitations, parseCitation } from "./citations";
import { allPrefixes, allWords, and, inColumns, phrase, wordExpression, type FtsColumn } from "./query-compiler";
import { likeContains, tokenize } from "./text";
import { COUNT_CAP, type Controls, type SearchBackend, type SearchDocument, type SearchHit, type SearchQuery, type SearchResult, type StatuteRow } from "./types";

type Plan = {
  /** FTS5 MATCH expression, or null for a structured-only query */
  match: string | null;
  where: string[];
  params: unknown[];
  terms: string[];
  /** an empty plan matches nothing (e.g. a quick search for a doc id that does not exist) */
  impossible?: boolean;
  /** an ORDER BY term placed before the date order (exact party names first in quick search) */
  boost?: { sql: string; params: unknown[] };
};


/** Case-insensitive equality of short reference values (sections "302", "VII", "21"). */
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

function quickPlan(text: string): Plan {
  const value = text.trim();
  if (/^\d{1,9}$/.test(value)) {
    return { match: null, where: ["c.doc_id = ?"], params: [Number(value)], terms: [] };
  }
  const cites = parseCitation(value) ? [parseCitation(value)!] : findCitations(value);
  if (cites.length) {
    const keys = cites.map((c) => c.key);
    return {
      match: null,
      where: [`c.doc_id in (select doc_id from case_citations where normalized in (${keys.map(() => "?").join(",")}))`],
      params: keys,
      terms: [],
    };
  }
  const tokens = tokenize(value);
  if (!tokens.length) return { match: null, where: [], params: [], terms: [], impossible: true };
  // A party named exactly as typed comes first; then newest first.
  const exact = value.replace(/\s+/g, " ");
  return {
    match: inColumns(["appellant", "respondent"], allPrefixes(tokens)),
    where: [],
    params: [],
    terms: tokens,
    boost: { sql: "(c.appellant = ? collate nocase or c.respondent = ? collate nocase) desc", params: [exact, exact] },
  };
}

function statuteRowSql(row: StatuteRow, params: unknown[]): string | null {
  const conds: string[] = [];
  if (row.actName?.trim()) {
    conds.push("act_name like ? escape '\\'");
    params.push(likeContains(row.actName));
  }
  const exact: [string | null | undefined, string][] = [
    [row.section, "section"],
    [row.order, "order_no"],
    [row.rule, "rule"],
    [row.article, "article"],
  ];
  for (const [value, column] of exact) {
    if (value?.trim()) {
      conds.push(`lower(trim(${column})) = ?`);
      params.push(norm(value));
    }
  }
  if (!conds.length) return null;
  const refs = `select doc_id from headnote_refs where ${conds.join(" and ")}`;
  // An act alone also matches the statutes a judgment cites (imports: acts_cited).
  if (conds.length === 1 && row.actName?.trim()) {
    params.push(likeContains(row.actName));
    return `c.doc_id in (${refs} union select doc_id from case_acts where act_name like ? escape '\\')`;
  }
  return `c.doc_id in (${refs})`;
}

function statutePlan(rows: StatuteRow[]): Plan {
  const params: unknown[] = [];
  let expr: string | null = null;
  let joiner: 1 | 2 = 1;
  for (const row of rows.slice(0, 3)) {
    const sqlRow = statuteRowSql(row, params);
    if (sqlRow) expr = expr === null ? sqlRow : `(${expr}) ${joiner === 2 ? "or" : "and"} ${sqlRow}`;
    joiner = row.condition === 2 ? 2 : 1;
  }
  if (!expr) return { match: null, where: [], params: [], terms: [], impossible: true };
  return { match: null, where: [`(${expr})`], params, terms: [] };
}

function citationPlan(q: Extract<SearchQuery, { mode: "citation" }>): Plan {
  if (q.neutral?.trim()) {
    const parsed = parseCitation(q.neutral);
    const where = parsed
      ? "c.doc_id in (select doc_id from case_citations where normalized = ? or neutral_citation = ?)"
      : "c.doc_id in (select doc_id from case_citations where neutral_citation = ?)";
    return { match: null, where: [where], params: parsed ? [parsed.key, q.neutral.trim()] : [q.neutral.trim()], terms: [] };
  }
  const conds: string[] = [];
  const params: unknown[] = [];
  if (q.journalId) {
    conds.push("journal_id = ?");
    params.push(q.journalId);
  }
  if (q.categoryId) {
    conds.push("citation_category_id = ?");
    params.push(q.categoryId);
  }
  if (q.year) {
    conds.push("year = ?");
    params.push(q.year);
  }
  if (q.volume?.trim()) {
    conds.push("volume = ?");
    params.push(q.volume.trim());
  }
  if (q.page?.trim()) {
    conds.push("page_number = ?");
    params.push(q.page.trim());
  }
  if (!conds.length) return { match: null, where: [], params: [], terms: [], impossible: true };
  return { match: null, where: [`c.doc_id in (select doc_id from case_citations where ${conds.join(" and ")})`], params, terms: [] };
}

function mainPlan(q: Extract<SearchQuery, { mode: "main" }>): Plan {
  const where: string[] = [];
  const params: unknown[] = [];
  const terms: string[] = [];
  const col = (columns: FtsColumn[], text: string | null | undefined, build: (t: string[]) => string | null) => {
    const tokens = tokenize(text);
    if (!tokens.length) return null;
    terms.push(...tokens);
    return inColumns(columns, build(tokens));
  };
  const match = and([
    col(["appellant"], q.appellant, allPrefixes),
    col(["respondent"], q.respondent, allPrefixes),
    col(["case_number"], q.caseNumber, allWords),
    col(["judgment"], q.judgementText, phrase),
    col(["headnotes"], q.headnoteText, phrase),
    col(["advocates"], q.advocate, allPrefixes),
    col(["judges"], q.judge, allPrefixes),
    col(["topics"], q.topic, allWords),
  ]);
  if (q.courtId) {
    where.push("c.court_id = ?");
    params.push(q.courtId);
  }
  if (q.actName?.trim() || q.section?.trim()) {
    // Sec./Order/Rule is one box: it matches a section, an order or a rule.
    const conds: string[] = [];
    if (q.actName?.trim()) {
      conds.push("act_name like ? escape '\\'");
      params.push(likeContains(q.actName));
    }
    if (q.section?.trim()) {
      conds.push("(lower(trim(section)) = ? or lower(trim(order_no)) = ? or lower(trim(rule)) = ?)");
      params.push(norm(q.section), norm(q.section), norm(q.section));
    }
    const refs = `select doc_id from headnote_refs where ${conds.join(" and ")}`;
    if (q.actName?.trim() && !q.section?.trim()) {
      params.push(likeContains(q.actName));
      where.push(`c.doc_id in (${refs} union select doc_id from case_acts where act_name like ? escape '\\')`);
    } else where.push(`c.doc_id in (${refs})`);
  }
  if (q.caseResult?.trim()) {
    where.push("c.case_result like ? escape '\\'");
    params.push(likeContains(q.caseResult));
  }
  if (q.yearFrom) {
    where.push("c.decided_year >= ?");
    params.push(q.yearFrom);
  }
  if (q.yearTo) {
    where.push("c.decided_year <= ?");
    params.push(q.yearTo);
  }
  if (q.decisionDate) {
    where.push("c.decided_date = ?");
    params.push(q.decisionDate);
  }
  if (q.decisionYear) {
    where.push("c.decided_year = ?");
    params.push(q.decisionYear);
  }
  if (!match && !where.length) return { match: null, where: [], params: [], terms: [], impossible: true };
  return { match, where, params, terms };
}

function wordPlan(q: Extract<SearchQuery, { mode: "word" }>): Plan {
  const columns: FtsColumn[] = q.section === "judgment" ? ["judgment"] : q.section === "headnote" ? ["headnotes"] : ["judgment", "headnotes"];
  const expr = wordExpression(q.text, q.method);
  if (!expr) return { match: null, where: [], params: [], terms: [], impossible: true };
  return { match: inColumns(columns, expr), where: [], params: [], terms: tokenize(q.text) };
}

export function planQuery(query: SearchQuery): Plan {
  switch (query.mode) {
    case "quick":
      return quickPlan(query.text);
    case "main":
      return mainPlan(query);
    case "citation":
      return citationPlan(query);
    case "statute":
      return statutePlan(query.rows);
    case "word":
      return wordPlan(query);
  }
}

/** Builds the page query and the capped count query for a plan. Exported for tests and the benchmark. */
export function buildSql(plan: Plan, controls: Controls) {
  // CROSS JOIN keeps the full-text index as the outer loop: SQLite must not drive from a cases
  // index (e.g. decided_year) and re-run the MATCH for every row.
  const from = plan.match ? "case_fts f cross join cases c on c.search_key = f.rowid" : "cases c";
  const where = [...(plan.match ? ["case_fts match ?"] : []), "c.live = 1", "c.deleted_at is null", ...plan.where];
  const params = [...(plan.match ? [plan.match] : []), ...plan.params];
  const letter = controls.startsWith?.trim().slice(0, 1).toUpperCase();
  if (letter && /^[A-Z]$/.test(letter)) {
    where.push("c.appellant like ?");
    params.push(`${letter}%`);
  }
  const key = plan.match ? "f.rowid" : "c.search_key";
  const order: string[] = [];
  const orderParams: unknown[] = [];
  if (plan.boost && !controls.nameOrder) {
    order.push(plan.boost.sql);
    orderParams.push(...plan.boost.params);
  }
  if (controls.relevance && plan.match) order.push("bm25(case_fts, 10.0, 10.0, 1.0, 2.0, 3.0, 3.0, 2.0, 2.0, 5.0)");
  if (controls.nameOrder) order.push(`c.appellant collate nocase ${controls.nameOrder === "a" ? "asc" : "desc"}`);
  order.push(`${key} ${controls.dateOrder === "a" ? "asc" : "desc"}`);
  const whereSql = where.join(" and ");
  const offset = (controls.page - 1) * controls.perPage;
  return {
    page: {
      sql: `select c.doc_id as docId from ${from} where ${whereSql} order by ${order.join(", ")} limit ? offset ?`,
      params: [...params, ...orderParams, controls.perPage, offset],
    },
    count: {
      sql: `select count(*) as n from (select 1 from ${from} where ${whereSql} limit ${COUNT_CAP + 1})`,
      params,
    },
  };
}

/** A hit as SQLite returns it: the overruled flag is 0/1. */
type HitRow = Omit<SearchHit, "overruled"> & { overruled: number };

/** The list's details for one page of doc ids, in that order. */
async function loadHits(db: D1Database, docIds: number[]): Promise<SearchHit[]> {
  if (!docIds.length) return [];
  const rows = await db
    .prepare(
      `select c.doc_id as docId, c.appellant, c.respondent, c.decided_date as decidedDate, c.case_number as caseNumber,
              co.name as court, c.judge_name as judgeName, c.overruled,
              (select coalesce(cc.raw, cc.neutral_citation,
                        cc.year || ' ' || coalesce('(' || cc.volume || ') ', '') || j.short_name || ' ' || cc.page_number)
                 from case_citations cc left join journals j on j.id = cc.journal_id
                where cc.doc_id = c.doc_id order by cc.position limit 1) as citation
         from cases c left join courts co on co.id = c.court_id
        where c.doc_id in (${docIds.map(() => "?").join(",")})`,
    )
    .bind(...docIds)
    .all<HitRow>();
  const byId = new Map(rows.results.map((r) => [r.docId, r]));
  return docIds
    .map((id) => byId.get(id))
    .filter((r): r is HitRow => Boolean(r))
    .map((r) => ({ ...r, overruled: Boolean(r.overruled) }));
}

export function createD1Backend(db: D1Database): SearchBackend {
  return {
    name: "d1",
    async search(query, controls) {
      const plan = planQuery(query);
      const empty: SearchResult = { items: [], page: 1, perPage: controls.perPage, total: 0, totalCapped: false, pages: 0, terms: plan.terms };
      if (plan.impossible) return empty;
      const built = buildSql(plan, controls);
      const pageRows = (await db.prepare(built.page.sql).bind(...built.page.params).all<{ docId: number }>()).results;
      // A first page that is not full already tells the total: the count query is skipped.
      let counted = pageRows.length;
      if (controls.page > 1 || pageRows.length >= controls.perPage) {
        counted = (await db.prepare(built.count.sql).bind(...built.count.params).first<{ n: number }>())?.n ?? 0;
      }
      const totalCapped = counted > COUNT_CAP;
      const total = Math.min(counted, COUNT_CAP);
      const pages = Math.ceil(total / controls.perPage);
      const items = await loadHits(db, pageRows.map((r) => r.docId));
      return { items, page: controls.page, perPage: controls.perPage, total, totalCapped, pages, terms: plan.terms };
    },
  };
}

// ---------------------------------------------------------------- index writes

/** The FTS row's columns, in the table's order. */
export function ftsValues(doc: SearchDocument): unknown[] {
  return [doc.searchKey, doc.appellant, doc.respondent, doc.judgment, doc.headnotes, doc.judges, doc.advocates, doc.acts, doc.topics, doc.caseNumber];
}
