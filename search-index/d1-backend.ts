/**
 * The D1 full-text backend: FTS5 tables `case_fts` (judgment and headnote text) and
 * `case_meta_fts` (parties, judges, advocates, acts, topics, case numbers), both with rowid =
 * cases.search_key, which grows with the decision date; plain indexed SQL for courts, dates,
 * citations and statute references.
 *
 * Speed by design: the default order, newest first, is `ORDER BY fts.rowid DESC`, a scan the
 * FTS5 index answers in rowid order; one query returns the ids up to COUNT_CAP + 1, which gives
 * the page and the pager's capped count in a single pass. Exact phrases of common words are
 * searched as phrases of word pairs in `case_pair_fts` (search-index/phrase-pairs.ts). Structured
 * queries read the covering index cases_listing_idx (live, search_key, …), never the wide case rows.
 */
import { CITATION_MASTERS_SQL, citationRowsSql, printedCitations, readCitationMasters, readCitationRows } from "./case-citations";
import { findCitations, parseCitation } from "./citations";
import { citedByCountSql, notACopy } from "./graph-sql";
import { allPrefixes, allWords, and, anyWord, inColumns, MIN_PREFIX_LENGTH, namePrefixes, partyTokens, phrase, wordExpression, type FtsColumn } from "./query-compiler";
import { phraseAsPairs } from "./phrase-pairs";
import { HALF_STEMS } from "./half-stems";
import { porterStem } from "./porter";
import { canonicalTypedAct, casesWithRefs, mainRefCondition, matchedLabels, matchedRefsQuery, statuteRefCondition, type RefRow, type SqlPart } from "./statute-search";
import { META_WEIGHTS, PAIR_WEIGHTS, partyBoostJoin, queryTokens, STOP_WORDS, TEXT_WEIGHTS, type Shortened } from "./ranking";
import { snippetNeedles, snippetParts, snippetPhrases, snippetWindowSql } from "./snippets";
import { likeContains, tokenize } from "./text";
import { courtLabel } from "./court-label";
import { courtNamed, type MasterNames } from "./master-names";
import { COUNT_CAP, type Controls, type SearchBackend, type SearchDocument, type SearchHit, type SearchQuery, type SearchResult, type StatuteRow } from "./types";

type Plan = {
  /** FTS5 MATCH expression on the judgment and headnote text (case_fts), or null */
  match: string | null;
  /** FTS5 MATCH expression on the short fields — parties, judges, advocates, acts, topics, case numbers (case_meta_fts), or null */
  meta?: string | null;
  where: string[];
  params: unknown[];
  terms: string[];
  /** an empty plan matches nothing (e.g. a quick search for a doc id that does not exist) */
  impossible?: boolean;
  /**
   * The structured condition picks out a handful of cases (a doc id, a citation): SQLite should
   * look those up and sort them, not walk the listing index in date order testing each case.
   */
  few?: boolean;
  /** a sort key placed before the date order, descending (exact party names first in quick search) */
  boost?: { sql: string; params: unknown[] };
  /**
   * The same text condition as `match`, as phrases of word pairs in case_pair_fts (Exact phrases
   * of common words; decision 014), or null. Used in its place while that index holds every case.
   */
  pairMatch?: string | null;
  /** the statute-reference condition (case_statute_refs) whose matching references the hits show (issue 17) */
  refMatch?: SqlPart | null;
  /** the typed text was longer than a search takes (issue 16) */
  shortened?: Shortened | null;
  /** Best match extras: the words also searched in the parties, and "all the words first" (Freeword) */
  rank?: { partyWords?: string[]; coverage?: { tokens: string[]; columns: FtsColumn[] }; joined?: boolean };
  /** the hits get a snippet of their text (a text search); headnotes first when they were searched */
  snippet?: { headnotesFirst: boolean };
};


/** The number of other judgments citing a case (c) (decision 063). */
export const CITED_BY_COUNT = citedByCountSql("c.doc_id");

/** A case that is not a second copy of a judgment already in the reporter (case_duplicates, decision 064). */
export const NOT_A_COPY = notACopy("c.doc_id");

/**
 * The case a citation row (`k`, of case_citations) answers as: its own, or — when it is a second copy
 * of a judgment (decision 064) — the first copy's, so a citation only the copy carries still finds
 * the judgment instead of nothing.
 */
const CITED_CASE = `coalesce((select cd.same_as from case_duplicates cd where cd.doc_id = k.doc_id and cd.status <> 'separate'), k.doc_id)`;

/** Case-insensitive equality of short reference values (sections "302", "VII", "21"). */
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

function quickPlan(text: string): Plan {
  const value = text.trim();
  if (/^\d{1,9}$/.test(value)) {
    return { match: null, where: ["c.doc_id = ?"], params: [Number(value)], terms: [], few: true };
  }
  const cites = parseCitation(value) ? [parseCitation(value)!] : findCitations(value);
  if (cites.length) {
    const keys = cites.map((c) => c.key);
    return {
      match: null,
      where: [`c.doc_id in (select ${CITED_CASE} from case_citation_keys k where k.key in (${keys.map(() => "?").join(",")}))`],
      params: keys,
      terms: [],
      few: true,
    };
  }
  const tokens = tokenize(value);
  if (!tokens.length) return { match: null, where: [], params: [], terms: [], impossible: true };
  // A party named exactly as typed comes first; then newest first.
  const exact = value.replace(/\s+/g, " ");
  const named = partyTokens(tokens);
  return {
    match: null,
    meta: inColumns(["appellant", "respondent"], allPrefixes(named)),
    where: [],
    params: [],
    terms: named,
    boost: { sql: "(c.appellant = ? collate nocase or c.respondent = ? collate nocase)", params: [exact, exact] },
    snippet: { headnotesFirst: false },
  };
}

/**
 * "The act name contains the typed text": matched against the short dictionary of distinct act
 * names, so case_acts and headnote_refs are then read by their act_name index, never scanned.
 */
function actNameIn(actName: string, params: unknown[]): string {
  params.push(likeContains(actName));
  return "act_name in (select name from statute_names where name like ? escape '\\')";
}

/** An act alone as a condition on the full-text acts column (canonical names there; decision 033). */
function actColumnSql(actName: string, params: unknown[]): string | null {
  const tokens = tokenize(canonicalTypedAct(actName) ?? actName);
  if (!tokens.length) return null;
  params.push(inColumns(["acts"], phrase(tokens)));
  return "c.search_key in (select rowid from case_meta_fts where case_meta_fts match ?)";
}

function statuteRowSql(row: StatuteRow, params: unknown[]): string | null {
  // Act + section / article / order / rule: the references of the headnotes and the text.
  const refCond = statuteRefCondition(row);
  if (refCond) {
    const w = casesWithRefs(refCond);
    params.push(...w.params);
    return w.sql;
  }
  if (row.actName?.trim() && canonicalTypedAct(row.actName)) return actColumnSql(row.actName, params);
  const conds: string[] = [];
  if (row.actName?.trim()) conds.push(actNameIn(row.actName, params));
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
    return `c.doc_id in (${refs} union select doc_id from case_acts where ${actNameIn(row.actName, params)})`;
  }
  return `c.doc_id in (${refs})`;
}

const hasValue = (v: string | null | undefined) => Boolean(v?.trim());

/**
 * Statute rows that give only an act name (the usual search) are answered by the full-text acts
 * column, which holds the acts a case cites and its headnote references: the words of the name in
 * order, the last one as a prefix ("Penal Code" finds "Indian Penal Code, 1860"). FTS5 then
 * yields matches newest first and stops after a page, where a set of every case citing a common
 * act would have to be built first. Null when some row also names a section, order, rule or article.
 */
function statuteFtsMatch(rows: StatuteRow[]): string | null {
  let expr: string | null = null;
  let joiner: 1 | 2 = 1;
  for (const row of rows.slice(0, 3)) {
    if ([row.section, row.order, row.rule, row.article].some(hasValue)) return null;
    if (hasValue(row.actName)) {
      // A known act by its canonical name, whatever name was typed ('IPC' = "Indian Penal Code, 1860").
      const canonical = canonicalTypedAct(row.actName);
      const tokens = tokenize(canonical ?? row.actName);
      if (!tokens.length) return null;
      const last = tokens[tokens.length - 1];
      const rowExpr = inColumns(["acts"], `${phrase(tokens)}${!canonical && last.length >= MIN_PREFIX_LENGTH ? "*" : ""}`)!;
      expr = expr === null ? rowExpr : `(${expr}) ${joiner === 2 ? "OR" : "AND"} (${rowExpr})`;
    }
    joiner = row.condition === 2 ? 2 : 1;
  }
  return expr;
}

function statutePlan(rows: StatuteRow[]): Plan {
  const meta = statuteFtsMatch(rows);
  if (meta) return { match: null, meta, where: [], params: [], terms: [] };
  const params: unknown[] = [];
  let expr: string | null = null;
  let joiner: 1 | 2 = 1;
  for (const row of rows.slice(0, 3)) {
    const sqlRow = statuteRowSql(row, params);
    if (sqlRow) expr = expr === null ? sqlRow : `(${expr}) ${joiner === 2 ? "or" : "and"} ${sqlRow}`;
    joiner = row.condition === 2 ? 2 : 1;
  }
  if (!expr) return { match: null, where: [], params: [], terms: [], impossible: true };
  const refConds = rows.slice(0, 3).map(statuteRefCondition).filter((c): c is SqlPart => Boolean(c));
  const refMatch = refConds.length ? { sql: refConds.map((c) => c.sql).join(" or "), params: refConds.flatMap((c) => c.params) } : null;
  return { match: null, where: [`(${expr})`], params, terms: [], refMatch };
}

function citationPlan(q: Extract<SearchQuery, { mode: "citation" }>): Plan {
  if (q.neutral?.trim()) {
    const parsed = parseCitation(q.neutral);
    const where = parsed
      ? `(c.doc_id in (select ${CITED_CASE} from case_citation_keys k where k.key = ?) or c.doc_id in (select ${CITED_CASE} from case_citations k where neutral_citation = ?))`
      : `c.doc_id in (select ${CITED_CASE} from case_citations k where neutral_citation = ?)`;
    return { match: null, where: [where], params: parsed ? [parsed.key, q.neutral.trim()] : [q.neutral.trim()], terms: [], few: true };
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
  // A page number is always given (subscriber §5), so the set is small.
  return { match: null, where: [`c.doc_id in (select ${CITED_CASE} from case_citations k where ${conds.join(" and ")})`], params, terms: [], few: true };
}

function mainPlan(q: Extract<SearchQuery, { mode: "main" }>): Plan {
  const where: string[] = [];
  const params: unknown[] = [];
  const terms: string[] = [];
  let shortened: Shortened | null = null;
  const col = (columns: FtsColumn[], text: string | null | undefined, build: (t: string[]) => string | null, pick = (t: string[]) => t) => {
    let tokens: string[];
    if (build === phrase) {
      // A long phrase keeps its most telling run of words, and the page says so.
      const q = queryTokens(text, true);
      tokens = q.tokens;
      shortened ??= q.shortened;
    } else tokens = pick(tokenize(text));
    if (!tokens.length) return null;
    // A phrase is highlighted as a phrase (one term), other fields word by word.
    terms.push(...(build === phrase ? [tokens.join(" ")] : tokens));
    return inColumns(columns, build(tokens));
  };
  // Party fields leave out the title fillers, in the match and in the highlighted terms alike.
  const meta = and([
    col(["appellant"], q.appellant, allPrefixes, partyTokens),
    col(["respondent"], q.respondent, allPrefixes, partyTokens),
    col(["case_number"], q.caseNumber, allWords),
    col(["advocates"], q.advocate, allPrefixes),
    col(["judges"], q.judge, namePrefixes),
    col(["topics"], q.topic, allWords),
  ]);
  const match = and([col(["judgment"], q.judgementText, phrase), col(["headnotes"], q.headnoteText, phrase)]);
  const pairMatch = pairPhrases([
    ["judgment", q.judgementText],
    ["headnotes", q.headnoteText],
  ]);
  if (q.courtId) {
    where.push("c.court_id = ?");
    params.push(q.courtId);
  }
  const refs = mainRefCondition(q.actName, q.section);
  if (refs) {
    // Act + Sec./Order/Rule: the references of the headnotes and the text (issue 17).
    const w = casesWithRefs(refs);
    where.push(w.sql);
    params.push(...w.params);
  } else if (q.actName?.trim() && canonicalTypedAct(q.actName)) {
    const w = actColumnSql(q.actName, params);
    if (w) where.push(w);
  } else if (q.actName?.trim() || q.section?.trim()) {
    // Sec./Order/Rule is one box: it matches a section, an order or a rule.
    const conds: string[] = [];
    if (q.actName?.trim()) conds.push(actNameIn(q.actName, params));
    if (q.section?.trim()) {
      conds.push("(lower(trim(section)) = ? or lower(trim(order_no)) = ? or lower(trim(rule)) = ?)");
      params.push(norm(q.section), norm(q.section), norm(q.section));
    }
    const refs = `select doc_id from headnote_refs where ${conds.join(" and ")}`;
    if (q.actName?.trim() && !q.section?.trim()) {
      where.push(`c.doc_id in (${refs} union select doc_id from case_acts where ${actNameIn(q.actName, params)})`);
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
  if (!match && !meta && !where.length) return { match: null, where: [], params: [], terms: [], impossible: true };
  const texts = [q.judgementText, q.headnoteText, q.appellant, q.respondent].some(hasValue);
  return { match, meta, where, params, terms, pairMatch, shortened, snippet: texts ? { headnotesFirst: hasValue(q.headnoteText) } : undefined };
}

/** Main search's text phrases as pair phrases, when every one given can be (else null: case_fts). */
function pairPhrases(fields: [FtsColumn, string | null | undefined][]): string | null {
  const parts: string[] = [];
  for (const [column, text] of fields) {
    const tokens = queryTokens(text, true).tokens;
    if (!tokens.length) continue;
    const pairs = phraseAsPairs(tokens);
    if (!pairs) return null;
    parts.push(inColumns([column], `"${pairs}"`)!);
  }
  return and(parts);
}

function wordPlan(q: Extract<SearchQuery, { mode: "word" }>): Plan {
  const columns: FtsColumn[] = q.section === "judgment" ? ["judgment"] : q.section === "headnote" ? ["headnotes"] : ["judgment", "headnotes"];
  const { tokens, shortened } = queryTokens(q.text, q.method === "exact");
  const expr = wordExpression(tokens, q.method);
  if (!expr) return { match: null, where: [], params: [], terms: [], impossible: true };
  const pairs = q.method === "exact" ? phraseAsPairs(tokens) : null;
  // Exact: the phrase is one highlight term; All Word and Freeword: each word (app/utils/highlight.ts).
  const terms = q.method === "exact" ? [tokens.join(" ")] : tokens;
  return {
    match: inColumns(columns, expr),
    where: [],
    params: [],
    terms,
    pairMatch: pairs ? inColumns(columns, `"${pairs}"`) : null,
    shortened,
    rank: { partyWords: tokens, coverage: q.method === "any" ? { tokens, columns } : undefined },
    snippet: { headnotesFirst: q.section !== "judgment" },
  };
}

export function planQuery(query: SearchQuery): Plan {
  switch (query.mode) {
    case "quick":
      return quickPlan(query.text);
    case "main":
      return { ...mainPlan(query), refMatch: mainRefCondition(query.actName, query.section) };
    case "citation":
      return citationPlan(query);
    case "statute":
      return statutePlan(query.rows);
    case "word":
      return wordPlan(query);
  }
}

/**
 * Search keys below this belong to cases without a decision date: a key is days since 1800 × 2^24
 * plus the doc id, and an undated case counts 0 days (searchKeyOf, app/services/cases/cases.server.ts).
 */
export const UNDATED_KEY_LIMIT = 2 ** 24;

type OrderTerm = { expr: string; params: unknown[]; dir: "asc" | "desc"; nocase?: boolean };

/**
 * Builds the list query for a plan: the doc ids in display order, up to COUNT_CAP + 1 of them (or
 * to the end of the asked page, if further). One pass gives both the page (a slice) and the
 * pager's capped count, so a broad phrase search walks its matches once, not once for the page
 * and again for the count. The sort keys are output columns (o0, o1 …) so the caller can keep
 * the order. Exported for tests and the benchmark.
 */
export function buildSql(plan: Plan, controls: Controls) {
  // CROSS JOIN keeps the full-text index as the outer loop: SQLite must not drive from a cases
  // index (e.g. decided_year) and re-run the MATCH for every row.
  // With both indexes, the short-field one leads (a party or judge is the narrower condition) and
  // the text index is probed by rowid.
  // Exact phrases of common words are searched as phrases of their pairs, the same matches
  // (decision 014) — unless a party or judge leads, or bm25 over the text ranks.
  const pairs = plan.match && plan.pairMatch && !plan.meta && !controls.relevance ? plan.pairMatch : null;
  const lead = plan.meta ? "g" : pairs ? "p" : plan.match ? "f" : null;
  // Matches meet their cases through the covering listing index (decision 013), never the row.
  const cases = "cases c indexed by cases_listing_idx";
  const from =
    plan.meta && plan.match
      ? `case_meta_fts g cross join case_fts f on f.rowid = g.rowid cross join ${cases} on c.search_key = g.rowid`
      : plan.meta
        ? `case_meta_fts g cross join ${cases} on c.search_key = g.rowid`
        : pairs
          ? `case_pair_fts p cross join ${cases} on c.search_key = p.rowid`
          : plan.match
            ? `case_fts f cross join ${cases} on c.search_key = f.rowid`
            : "cases c";
  // `+c.live` keeps SQLite off the listing index when a few cases are looked up by doc id.
  const where = [
    ...(plan.meta ? ["case_meta_fts match ?"] : []),
    ...(pairs ? ["case_pair_fts match ?"] : plan.match ? ["case_fts match ?"] : []),
    plan.few && !lead ? "+c.live = 1" : "c.live = 1",
    "c.deleted_at is null",
    // One judgment, one case (decision 064): a second copy of a judgment is not a result of its own.
    NOT_A_COPY,
    ...plan.where,
  ];
  const params = [...(plan.meta ? [plan.meta] : []), ...(pairs ? [pairs] : plan.match ? [plan.match] : []), ...plan.params];
  const letter = controls.startsWith?.trim().slice(0, 1).toUpperCase();
  if (letter && /^[A-Z]$/.test(letter)) {
    where.push("c.appellant like ?");
    params.push(`${letter}%`);
  }
  // The court and bench filters of every mode (decision 099): the court from the listing index, the
  // bench as the cases of (court, bench) read from cases_court_idx, never from the wide case rows.
  if (controls.courtId) {
    where.push("c.court_id = ?");
    params.push(controls.courtId);
  }
  if (controls.branchId && controls.courtId) {
    // The court given (a sharded search gives the bench's court from the catalogue, decision 128):
    // no read of this database's copy of the benches, which lacks a bench added after it was made.
    where.push("c.doc_id in (select cb.doc_id from cases cb where cb.court_id = ? and cb.court_branch_id = ?)");
    params.push(controls.courtId, controls.branchId);
  } else if (controls.branchId) {
    where.push("c.doc_id in (select cb.doc_id from cases cb where cb.court_id = (select court_id from court_branches where id = ?) and cb.court_branch_id = ?)");
    params.push(controls.branchId, controls.branchId);
  }
  const terms: OrderTerm[] = [];
  // The exact-party boost shapes the default (newest first) list only: a date order the user chose
  // ("Newest", "Oldest") and the name orders are exactly the orders asked for.
  if (plan.boost && !controls.nameOrder && !controls.dateOrderChosen && controls.dateOrder !== "a") terms.push({ expr: plan.boost.sql, params: plan.boost.params, dir: "desc" });
  // Best match led by the text (no party or judge given): the bounded ranking below.
  if (controls.relevance && !controls.mostCited && plan.match && !plan.meta) return bestMatchSql(plan, controls, where.slice(1), params.slice(1), plan.rank?.joined);
  if (controls.relevance && !controls.mostCited && lead) {
    // bm25 is negative: lower is better; the indexes' scores add up (weights: search-index/ranking.ts).
    const scores = [...(plan.meta ? [META_WEIGHTS] : []), ...(plan.match ? [TEXT_WEIGHTS] : [])];
    terms.push({ expr: scores.join(" + "), params: [], dir: "asc" });
  }
  // Most cited (decision 063): each match's count of citing judgments, read from the graph's (cited_doc_id, doc_id) index.
  if (controls.mostCited) terms.push({ expr: CITED_BY_COUNT, params: [], dir: "desc" });
  if (controls.nameOrder) terms.push({ expr: "c.appellant", params: [], dir: controls.nameOrder === "a" ? "asc" : "desc", nocase: true });
  const key = lead ? `${lead}.rowid` : "c.search_key";
  const ascending = controls.dateOrder === "a";
  const offset = (controls.page - 1) * controls.perPage;
  const limit = Math.max(COUNT_CAP + 1, offset + controls.perPage);
  // Undated cases come last in both date orders. Their keys lie below every dated key, so newest
  // first already ends with them; oldest first reads the dated range and then the undated one,
  // each in index order, so no sort of every match is needed (a list sorted by something else
  // first only gains a tie-breaker).
  if (ascending && !terms.length) {
    const range = (undated: 0 | 1) =>
      `select * from (select c.doc_id as docId, ${undated} as o0, ${key} as o1 from ${from} where ${[...where, `${key} ${undated ? "<" : ">="} ${UNDATED_KEY_LIMIT}`].join(" and ")} order by o1 asc limit ?)`;
    return {
      list: { sql: `${range(0)} union all ${range(1)} limit ?`, params: [...params, limit, ...params, limit, limit] },
      orderBy: "o0 asc, o1 asc",
      offset,
      limit,
    };
  }
  if (ascending) terms.push({ expr: `(${key} < ${UNDATED_KEY_LIMIT})`, params: [], dir: "asc" });
  terms.push({ expr: key, params: [], dir: ascending ? "asc" : "desc" });
  const orderBy = terms.map((t, i) => `o${i}${t.nocase ? " collate nocase" : ""} ${t.dir}`).join(", ");
  return {
    list: {
      sql: `select c.doc_id as docId, ${terms.map((t, i) => `${t.expr} as o${i}`).join(", ")} from ${from} where ${where.join(" and ")} order by ${orderBy} limit ?`,
      params: [...terms.flatMap((t) => t.params), ...params, limit],
    },
    orderBy,
    offset,
    limit,
  };
}

/**
 * Best match ranks every match of a text search by its text (decision 045). The party boost
 * (the same words in the parties, acts and topics) re-orders the best this many beyond the asked
 * page: a case whose text scores lower than those is not lifted by its title alone.
 */
export const BOOST_WINDOW = 200;

/**
 * Best match for a search led by its text: the bm25 ranking (headnotes above the body;
 * search-index/ranking.ts) of **every** match, best first (decision 045; it replaces 035's bound
 * by date). FTS5 scores and sorts the matches itself, without meeting each one's case row: only
 * the best (asked page + BOOST_WINDOW) are joined to their cases, where the party boost is added.
 * With filters (court, years, A–Z, act …) the matches meet their rows first, so the filters come
 * before the ranking. Exact phrases are ranked on the pair index when they are searched there
 * (the same matches; a phrase's hits are its pairs' hits).
 *
 * Freeword ranks in tiers (`tiers`, decision 057): the cases holding all its telling words, ranked
 * among themselves, then — only when they do not fill the asked page — those holding any of them,
 * ranked, then those holding only words half the judgments hold, newest first. A case holding all
 * the words therefore comes before one holding fewer, whatever its date and however many matches
 * there are, and no match is left out.
 *
 * `conditions` and `params` are the plan's conditions other than the text match, in order;
 * `joined` forces the filtered form (the unfiltered one found too few live cases among its best).
 */
function bestMatchSql(plan: Plan, controls: Controls, conditions: string[], params: unknown[], joined = false) {
  const offset = (controls.page - 1) * controls.perPage;
  const need = offset + controls.perPage;
  const window = need + BOOST_WINDOW;
  // "c.live = 1", "c.deleted_at is null" and NOT_A_COPY are always there; anything more is a filter.
  const filtered = joined || conditions.length > 3;
  const pairs = plan.pairMatch ?? null;
  const freeword = plan.rank?.coverage ? tiers(plan.rank.coverage.tokens, plan.rank.coverage.columns) : null;
  /**
   * The best `window` matches of an expression on a table, with their scores and tier (`newest`:
   * unscored, newest first). `gate`: read only when this holds. It is the LIMIT's condition, not a
   * WHERE term: SQLite tests a limit of 0 before it opens the full-text cursor, where a WHERE term
   * holding a subquery is tested on every match (a tier not needed still walked all its matches).
   */
  const ranked = (table: string, weights: string, tier: number, extra = "", newest = false, gate = "") => {
    const order = newest ? "k desc" : "s, k desc";
    const limit = gate ? `(case when ${gate} then ${window} else 0 end)` : String(window);
    return filtered
      ? `select f.rowid as k, ${weights} as s, ${tier} as tier from ${table} f cross join cases c indexed by cases_listing_idx on c.search_key = f.rowid
          where ${[`${table} match ?`, ...conditions].join(" and ")}${extra} order by ${order} limit ${limit}`
      : `select rowid as k, ${weights} as s, ${tier} as tier from ${table} where ${table} match ?${extra} order by ${order} limit ${limit}`;
  };
  const rowid = filtered ? "f.rowid" : "rowid";
  const conditionParams = filtered ? params : [];
  let ctes: string;
  let ctesParams: unknown[];
  let allin: string;
  if (freeword) {
    // Freeword in tiers (decision 057): the cases holding all its telling words, then those holding
    // any of them, then — only when those do not fill the asked page — the cases holding only words
    // half the judgments hold or function words (bm25 gives those no weight), newest first. Each
    // tier is read only when the ones before it do not fill the page (its LIMIT is 0 otherwise,
    // which SQLite tests before reading a match).
    const count = (t: string) => `(select count(*) from ${t})`;
    const t1 = freeword.all ? ranked("case_fts", TEXT_WEIGHTS, 2) : "select 0 as k, 0 as s, 2 as tier where 0";
    const t2 = ranked("case_fts", TEXT_WEIGHTS, 1, ` and ${rowid} not in (select k from t1)`, false, `${count("t1")} < ${need}`);
    const t3 = freeword.rest
      ? ranked("case_fts", "0", 0, ` and ${rowid} not in (select k from t1) and ${rowid} not in (select k from t2)`, true, `${count("t1")} + ${count("t2")} < ${need}`)
      : "select 0 as k, 0 as s, 0 as tier where 0";
    ctes = `t1 as materialized (${t1}), t2 as materialized (${t2}), t3 as materialized (${t3}),
      t as (select * from t1 union all select * from t2 union all select * from t3)`;
    ctesParams = [...(freeword.all ? [freeword.all, ...conditionParams] : []), freeword.any, ...conditionParams, ...(freeword.rest ? [plan.match!, ...conditionParams] : [])];
    allin = `${count("t1")} < ${need} and ${count("t2")} < ${window}${freeword.rest ? ` and ${count("t1")} + ${count("t2")} < ${need} and ${count("t3")} < ${window}` : ""}`;
  } else {
    ctes = `t1 as materialized (${ranked(pairs ? "case_pair_fts" : "case_fts", pairs ? PAIR_WEIGHTS : TEXT_WEIGHTS, 0)}), t2 as (select * from t1 where 0), t3 as (select * from t1 where 0), t as (select * from t1)`;
    ctesParams = [pairs ?? plan.match!, ...conditionParams];
    allin = "(select count(*) from t1) < " + window;
  }
  const boost = plan.rank?.partyWords ? partyBoostJoin(plan.rank.partyWords, "t.k") : null;
  const orderBy = "o0 desc, o1 asc, o2 desc";
  return {
    list: {
      sql: `with ${ctes}
      select c.doc_id as docId, t.tier as o0, t.s${boost ? ` + ${boost.score}` : ""} as o1, t.k as o2,
             max((select count(*) from t1), (select count(*) from t2), (select count(*) from t3)) >= ${window} as more,
             ${allin} as allin,
             (select count(*) from t cross join cases c indexed by cases_listing_idx on c.search_key = t.k where c.live = 1 and c.deleted_at is null and ${NOT_A_COPY}) as found
        from t cross join cases c indexed by cases_listing_idx on c.search_key = t.k${boost ? ` ${boost.join}` : ""}
       where ${filtered ? "1" : conditions.join(" and ")} order by ${orderBy} limit ${need}`,
      params: [...ctesParams, ...(boost?.params ?? []), ...(filtered ? [] : params)],
    },
    orderBy,
    offset,
    limit: need,
    ranked: true as const,
    need,
  };
}

/**
 * Freeword's tiers (decision 057). Its telling words are those that are not function words and
 * not among the words half the judgments or more hold (HALF_STEMS: FTS5's bm25 gives them no
 * weight, and scoring the tens of thousands of cases that hold only them cost most of a search):
 * `all` the cases holding every telling word (two or more), `any` those holding one of them, and
 * `rest` whether other words remain, whose cases come last, newest first. Without a telling word
 * (and not every word half-held: that search is listed newest first before this) every word is one.
 */
function tiers(tokens: string[], columns: FtsColumn[]): { all: string | null; any: string; rest: boolean } {
  const words = [...new Set(tokens)];
  const telling = words.filter((t) => !STOP_WORDS.has(t) && !HALF_STEMS.has(porterStem(t))).slice(0, 12);
  const lead = telling.length ? telling : words;
  return {
    all: lead.length >= 2 ? inColumns(columns, allWords(lead)) : null,
    any: inColumns(columns, anyWord(lead))!,
    rest: lead.length < words.length,
  };
}

/** The list's details of a case (one row per hit). */
const HIT_COLUMNS = `c.doc_id as docId, c.appellant, c.respondent, c.decided_date as decidedDate, c.case_number as caseNumber, c.court_id as courtIdOf, c.court_branch_id as branchIdOf,
       co.name as court, cbr.name as branch, c.judge_name as judgeName, c.overruled,
       ${citationRowsSql("c.doc_id")} as citationRows, ${CITATION_MASTERS_SQL} as citationMasters`;

/**
 * The whole search in one statement (one D1 round trip): the ordered id list as a JSON array
 * (its length is the capped count) and, joined to it, the details of the asked page's cases.
 */
export function buildSearchStatement(plan: Plan, controls: Controls, part: StatementPart = {}) {
  const built = buildSql(plan, controls);
  const ranked = "ranked" in built;
  const keys = part.keys ? orderKeys(built.orderBy) : null;
  // Best match lists only the asked pages; the pager's capped count is the ranked matches' when they
  // were all read (fewer than the ranking's window), else it comes from the date order's one pass.
  const counted = ranked ? buildSql(plan, { ...controls, relevance: false, nameOrder: null, startsWith: controls.startsWith, dateOrder: "d", page: 1 }).list : null;
  // A text search's hits carry a window of their text around the first match (search-index/snippets.ts).
  const window = plan.snippet && plan.terms.length ? snippetWindowSql(snippetNeedles(plan.terms), plan.snippet.headnotesFirst, snippetPhrases(plan.terms)) : null;
  return {
    sql: `with m as materialized (${built.list.sql}),
      l as materialized (select json_group_array(docId order by ${built.orderBy}) as ids${keys ? `, json_group_array(json_array(${keys.columns.join(", ")}) order by ${built.orderBy}) as keys` : ""}${ranked ? `, max(more) as more, case when max(allin) then max(found) else (select count(*) from (${counted!.sql})) end as matched` : ""} from m)
    select l.ids as ids${keys ? ", l.keys as keys" : ""}${ranked ? ", l.more as more, l.matched as matched" : ""}, h.* from l left join (
      select ${HIT_COLUMNS}${window ? `, ${window.sql} as snippetWindow` : ""} from cases c left join courts co on co.id = c.court_id left join court_branches cbr on cbr.id = c.court_branch_id
       where c.doc_id in (select value from json_each((select ids from l)) where key >= ? and key < ?)
    ) h on 1`,
    params: [...built.list.params, ...(counted?.params ?? []), ...(window?.params ?? []), part.from ?? built.offset, part.to ?? built.offset + controls.perPage],
    offset: built.offset,
    need: ranked ? (built as { need: number }).need : null,
    keys,
  };
}

/**
 * A statement's part of a sharded search (decision 122): `keys` adds each listed match's sort keys
 * (the order's o0, o1 … columns) so pages of several databases can be merged; `from`/`to` choose
 * which positions of the ordered list get their details (default: the asked page).
 */
export type StatementPart = {
  keys?: boolean;
  from?: number;
  to?: number;
  /** the catalogue's masters to name the hits' courts and citations by (a case shard's copies may lack some; decision 128), awaited after this database's read */
  names?: MasterNames | Promise<MasterNames> | null;
};

/** How one sort key of the list orders: its direction, and whether it compares without case (SQLite NOCASE). */
export type KeyOrder = { desc: boolean; nocase: boolean };

/** The sort keys of an ORDER BY of o-columns ("o0 desc, o1 collate nocase asc"). */
function orderKeys(orderBy: string): { columns: string[]; order: KeyOrder[] } {
  const parts = orderBy.split(",").map((p) => p.trim().split(/\s+/));
  return { columns: parts.map((p) => p[0]), order: parts.map((p) => ({ desc: p.at(-1) === "desc", nocase: p.includes("nocase") })) };
}

/** A row of the statement: the id list and one hit (an empty page gives one row whose docId is null). */
type SearchRow = { ids: string; keys?: string | null; more?: number | null; matched?: number | null; snippetWindow?: string | null; citationRows: string | null; citationMasters: string | null; branch: string | null; courtIdOf: number | null; branchIdOf: number | null } & Omit<SearchHit, "overruled" | "snippet" | "citation"> & { overruled: number };

/**
 * Whether every word of a text search is one half the judgments or more hold (HALF_STEMS; decision
 * 045). FTS5's bm25 gives such a word no weight at all (its IDF is floored at 1e-6), so Best match
 * has nothing to rank by: such a search is listed newest first, and the page and the API say so.
 * A bound by the words, never by the date: one rarer word and every match is ranked.
 */
export function onlyCommonWords(terms: string[]): boolean {
  const stems = terms.flatMap((t) => t.split(" ")).filter(Boolean).map(porterStem);
  return stems.length > 0 && stems.every((s) => HALF_STEMS.has(s));
}

/** Databases whose phrase-pair index is known to hold every case (it stays so once it does). */
const pairIndexComplete = new WeakSet<D1Database>();

/** Whether case_pair_fts holds every case (search_index_state; set by the migration or `npm run reindex`). */
export async function pairIndexReady(db: D1Database): Promise<boolean> {
  if (pairIndexComplete.has(db)) return true;
  const row = await db.prepare("select ready from search_index_state where name = 'case_pairs'").first<{ ready: number }>();
  if (!row?.ready) return false;
  pairIndexComplete.add(db);
  return true;
}

export function createD1Backend(db: D1Database): SearchBackend {
  return {
    name: "d1",
    async search(query, controls) {
      const part = await searchPart(db, query, controls);
      const { ids: _ids, keys: _keys, order: _order, ...result } = part;
      return result;
    },
  };
}

/**
 * One database's answer to a search, with what a merge of several needs (decision 122): besides
 * the page, the ordered list's doc ids (up to the capped count or the asked page's end) and, with
 * `part.keys`, each one's sort keys and how they order. `part.from`/`to` choose the positions whose
 * details (`items`) are read — by default the asked page.
 */
export async function searchPart(db: D1Database, query: SearchQuery, controls: Controls, part: StatementPart = {}): Promise<SearchResult & { ids: number[]; keys: unknown[][] | null; order: KeyOrder[] | null }> {
  const plan = planQuery(query);
  const empty = { items: [], page: 1, perPage: controls.perPage, total: 0, totalCapped: false, pages: 0, terms: plan.terms, shortened: plan.shortened ?? null, ids: [], keys: part.keys ? [] : null, order: null };
  if (plan.impossible) return empty;
  if (plan.pairMatch && !(await pairIndexReady(db))) plan.pairMatch = null;
  // Best match of words nearly every judgment holds: nothing to rank by (decision 045).
  const commonWords = Boolean(controls.relevance && plan.match && !plan.meta && onlyCommonWords(plan.terms));
  if (commonWords) controls = { ...controls, relevance: false, dateOrder: "d", nameOrder: null };
  let statement = buildSearchStatement(plan, controls, part);
  let rows = (await db.prepare(statement.sql).bind(...statement.params).all<SearchRow>()).results;
  let ids = JSON.parse(rows[0]?.ids ?? "[]") as number[];
  if (statement.need !== null && ids.length < statement.need && rows[0]?.more && !plan.rank?.joined) {
    // The best matches by text were mostly cases not shown (unpublished, deleted): rank them with their rows.
    plan.rank = { ...plan.rank, joined: true };
    statement = buildSearchStatement(plan, controls, part);
    rows = (await db.prepare(statement.sql).bind(...statement.params).all<SearchRow>()).results;
    ids = JSON.parse(rows[0]?.ids ?? "[]") as number[];
  }
  const matched = statement.need !== null ? Number(rows[0]?.matched ?? 0) : ids.length;
  const totalCapped = matched > COUNT_CAP;
  const total = Math.min(matched, COUNT_CAP);
  const byId = new Map(rows.filter((r) => r.docId !== null).map((r) => [r.docId, r]));
  const names = (await part.names) ?? null;
  const masters = names?.citation ?? readCitationMasters(rows.find((r) => r.citationMasters)?.citationMasters);
  const items = ids
    .slice(part.from ?? statement.offset, part.to ?? statement.offset + controls.perPage)
    .map((id) => byId.get(id))
    .filter((r): r is SearchRow => Boolean(r))
    .map(({ ids: _ids, keys: _keys, more: _more, matched: _matched, snippetWindow, citationRows, citationMasters: _masters, branch, courtIdOf, branchIdOf, ...hit }) => ({
      ...hit,
      // The court with its bench: "High Court of Bombay (Nagpur Bench)" (decision 099); by the catalogue's names when given.
      court: names ? courtNamed(names, courtIdOf, branchIdOf) : courtLabel(hit.court, branch),
      // The reporter's citation in its house style (decision 036).
      citation: printedCitations(readCitationRows(citationRows), masters).citation,
      overruled: Boolean(hit.overruled),
      ...(snippetWindow !== undefined ? { snippet: snippetParts(snippetWindow, plan.terms) } : {}),
    }));
  if (plan.refMatch && items.length) await attachMatchedRefs(db, items, plan.refMatch);
  return {
    items,
    page: controls.page,
    perPage: controls.perPage,
    total,
    totalCapped,
    pages: Math.ceil(total / controls.perPage),
    terms: plan.terms,
    shortened: plan.shortened ?? null,
    ...(commonWords ? { commonWords: true } : {}),
    ids,
    keys: statement.keys ? (JSON.parse(rows[0]?.keys ?? "[]") as unknown[][]) : null,
    order: statement.keys?.order ?? null,
  };
}

/** Gives each hit of a statute search the references that matched it ("IPC s. 302 (headnote)"). */
async function attachMatchedRefs(db: D1Database, items: SearchHit[], cond: SqlPart): Promise<void> {
  const q = matchedRefsQuery(
    items.map((i) => i.docId),
    cond,
  );
  const rows = (await db.prepare(q.sql).bind(...q.params).all<RefRow>()).results;
  const labels = matchedLabels(rows);
  for (const item of items) item.matched = labels.get(item.docId) ?? [];
}

// ---------------------------------------------------------------- index writes

/**
 * The two full-text rows of a case: `case_fts` holds the judgment and headnote text (its other
 * columns, from before decision 013, are written empty), `case_meta_fts` the short fields.
 */
export function ftsRows(doc: SearchDocument): { text: unknown[]; meta: unknown[] } {
  return {
    text: [doc.searchKey, "", "", doc.judgment, doc.headnotes, "", "", "", "", ""],
    meta: [doc.searchKey, doc.appellant, doc.respondent, doc.judges, doc.advocates, doc.acts, doc.topics, doc.caseNumber],
  };
}
