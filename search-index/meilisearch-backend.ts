/**
 * The Meilisearch backend, for corpora larger than one D1 database. Chosen when MEILISEARCH_HOST
 * is set; documents reach it through the jobs queue (search-sync). The same five modes and
 * controls as the D1 backend; `meiliRequest` is pure so the exact requests are unit-tested.
 */
import { Meilisearch, type SearchParams } from "meilisearch";
import { canonicalActName, resolveAct } from "./acts-canon";
import { findCitations, parseCitation } from "./citations";
import { baseSection, counterpartOf } from "./code-map";
import { splitNumber, statuteIndexRows } from "./statute-index";
import { normalizeOrderNumber, normalizeRefNumber } from "./statute-refs";
import { tokenize } from "./text";
import { COUNT_CAP, type Controls, type SearchBackend, type SearchDocument, type SearchHit, type SearchQuery, type StatuteRow } from "./types";

export const MEILI_INDEX = "cases";

/** The stored shape: the search document plus the fields filters and sorts need. */
export type MeiliDocument = Omit<SearchDocument, "statuteRefs"> & {
  appellantSort: string;
  appellantInitial: string;
  statuteActs: string[];
  /**
   * The case's references as filter keys, acts by canonical name in lower case (decision 033):
   * "act|s|302", "act|s|13(1)" (each sub-section prefix), "act|a|21", "act|o|39", "act|or|39|1",
   * "act|r|1", and the same with "*" for the act (a row with a section and no act).
   */
  statuteKeys: string[];
  /** "journal|year|page" and "journal|year|volume|page" for citation filters */
  citationTuples: string[];
  /** 1 with a decision date, 0 without: sorted on first so undated cases come last in both date orders */
  dated: 0 | 1;
  hit: Omit<SearchHit, "docId">;
};

export const MEILI_SETTINGS = {
  searchableAttributes: ["appellant", "respondent", "caseNumber", "headnotes", "judgment", "judges", "advocates", "acts", "topics"],
  filterableAttributes: ["docId", "live", "deleted", "courtId", "courtBranchId", "caseCategoryId", "decidedDate", "decidedYear", "caseResult", "citationKeys", "neutralCitations", "citationTuples", "statuteActs", "statuteKeys", "appellantInitial", "overruled"],
  sortableAttributes: ["searchKey", "appellantSort", "dated"],
  rankingRules: ["words", "typo", "proximity", "attribute", "sort", "exactness"],
} as const;

const esc = (s: string) => JSON.stringify(s);
const low = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** The filter keys of one reference row (see MeiliDocument.statuteKeys). */
function refKeys(act: string, kind: "s" | "a" | "o", num: string, sub: string): string[] {
  const keys: string[] = [];
  for (const a of [low(act), "*"]) {
    if (kind === "o") {
      keys.push(`${a}|o|${low(num)}`);
      if (sub) keys.push(`${a}|or|${low(num)}|${low(sub)}`, `${a}|r|${low(sub)}`);
      continue;
    }
    keys.push(`${a}|${kind}|${low(num)}`);
    // "13(1)(ia)" is found by 13, 13(1) and 13(1)(ia), as on D1.
    const parts = sub.match(/\([^()]*\)/g) ?? [];
    for (let i = 1; i <= parts.length; i++) keys.push(`${a}|${kind}|${low(num + parts.slice(0, i).join(""))}`);
  }
  return keys;
}

export function toMeiliDocument(doc: SearchDocument, hit: Omit<SearchHit, "docId">, citationTuples: string[]): MeiliDocument {
  const { statuteRefs, ...rest } = doc;
  // The same references as D1's case_statute_refs: the staff's and those found in the text.
  const rows = statuteIndexRows(
    { judgment: doc.judgment, headnotes: doc.headnotes },
    statuteRefs.map((r) => ({ actName: r.actName, section: r.section, orderNo: r.order, rule: r.rule, article: r.article })),
  );
  const keys = [...new Set(rows.flatMap((r) => refKeys(r.act, r.kind, r.num, r.sub)))];
  const acts = [...doc.acts.split("\n"), ...statuteRefs.map((r) => r.actName ?? "")].filter((a) => a.trim());
  return {
    ...rest,
    appellantSort: doc.appellant.toLowerCase(),
    appellantInitial: doc.appellant.trim().slice(0, 1).toUpperCase(),
    statuteActs: [...new Set([...acts.map(canonicalActName), ...rows.map((r) => r.act)].map(low).filter(Boolean))],
    statuteKeys: keys,
    citationTuples,
    dated: doc.decidedDate ? 1 : 0,
    hit,
  };
}

/** A typed act as the documents hold it: its canonical name when known, lower case; "*" for none. */
const actOf = (name: string | null | undefined) => (name?.trim() ? low(resolveAct(name)?.name ?? name) : "*");

type Request = { q: string; params: SearchParams; impossible?: boolean; terms: string[] };

function statuteFilter(row: StatuteRow): string | null {
  const act = actOf(row.actName);
  const parts: string[] = [];
  const numbered = (kind: "s" | "a", value: string) => {
    const { num, sub } = splitNumber(value);
    return `statuteKeys = ${esc(`${act}|${kind}|${low(num + sub)}`)}`;
  };
  if (row.section?.trim()) parts.push(numbered("s", row.section));
  if (row.article?.trim()) parts.push(numbered("a", row.article));
  if (row.order?.trim() && row.rule?.trim()) parts.push(`statuteKeys = ${esc(`${act}|or|${low(normalizeOrderNumber(row.order))}|${low(normalizeRefNumber(row.rule))}`)}`);
  else if (row.order?.trim()) parts.push(`statuteKeys = ${esc(`${act}|o|${low(normalizeOrderNumber(row.order))}`)}`);
  else if (row.rule?.trim()) parts.push(`statuteKeys = ${esc(`${act}|r|${low(normalizeRefNumber(row.rule))}`)}`);
  if (!parts.length && act !== "*") parts.push(`statuteActs = ${esc(act)}`);
  if (!parts.length) return null;
  let expr = `(${parts.join(" AND ")})`;
  // The counterpart in the old or new criminal code, when the row asks for it.
  if (row.counterpart && row.actName?.trim() && row.section?.trim()) {
    const known = resolveAct(row.actName);
    const cp = known ? counterpartOf(known.name, row.section) : null;
    if (cp?.sections.length) expr = `(${expr} OR ${[...new Set(cp.sections.map(baseSection))].map((n) => `statuteKeys = ${esc(`${low(cp.act)}|s|${low(n)}`)}`).join(" OR ")})`;
  }
  return expr;
}

/** Builds the search request for a query. Exported for tests. */
export function meiliRequest(query: SearchQuery, controls: Controls): Request {
  const filter: string[] = ["live = true", "deleted = false"];
  let q = "";
  let on: string[] | undefined;
  let strategy: SearchParams["matchingStrategy"] = "all";
  let terms: string[] = [];
  const quote = (text: string) => {
    const t = tokenize(text);
    return t.length ? `"${t.join(" ")}"` : "";
  };
  switch (query.mode) {
    case "quick": {
      const value = query.text.trim();
      if (/^\d{1,9}$/.test(value)) filter.push(`docId = ${Number(value)}`);
      else {
        const cites = parseCitation(value) ? [parseCitation(value)!] : findCitations(value);
        if (cites.length) filter.push(`citationKeys IN [${cites.map((c) => esc(c.key)).join(", ")}]`);
        else {
          terms = tokenize(value);
          if (!terms.length) return { q, params: {}, impossible: true, terms };
          q = terms.join(" ");
          on = ["appellant", "respondent"];
        }
      }
      break;
    }
    case "word": {
      terms = tokenize(query.text);
      if (!terms.length) return { q, params: {}, impossible: true, terms };
      on = query.section === "judgment" ? ["judgment"] : query.section === "headnote" ? ["headnotes"] : ["judgment", "headnotes"];
      q = query.method === "exact" ? `"${terms.join(" ")}"` : terms.join(" ");
      strategy = query.method === "any" ? "last" : "all";
      // Exact: the phrase is one highlight term (app/utils/highlight.ts).
      if (query.method === "exact") terms = [terms.join(" ")];
      break;
    }
    case "main": {
      const texts: [string | null | undefined, string, boolean][] = [
        [query.appellant, "appellant", false],
        [query.respondent, "respondent", false],
        [query.caseNumber, "caseNumber", false],
        [query.judgementText, "judgment", true],
        [query.headnoteText, "headnotes", true],
        [query.advocate, "advocates", false],
        [query.judge, "judges", false],
        [query.topic, "topics", false],
      ];
      const qs: string[] = [];
      const cols: string[] = [];
      for (const [text, col, exact] of texts) {
        if (!text?.trim()) continue;
        terms.push(...(exact ? [tokenize(text).join(" ")] : tokenize(text)));
        qs.push(exact ? quote(text) : tokenize(text).join(" "));
        cols.push(col);
      }
      q = qs.filter(Boolean).join(" ");
      on = cols.length ? cols : undefined;
      if (query.courtId) filter.push(`courtId = ${query.courtId}`);
      if (query.yearFrom) filter.push(`decidedYear >= ${query.yearFrom}`);
      if (query.yearTo) filter.push(`decidedYear <= ${query.yearTo}`);
      if (query.decisionYear) filter.push(`decidedYear = ${query.decisionYear}`);
      if (query.decisionDate) filter.push(`decidedDate = ${esc(query.decisionDate)}`);
      if (query.caseResult?.trim()) filter.push(`caseResult = ${esc(query.caseResult.trim())}`);
      if (query.actName?.trim() || query.section?.trim()) {
        const act = actOf(query.actName);
        if (query.section?.trim()) {
          // The "Sec./Order/Rule" box: a section, an order or a rule of the act.
          const { num, sub } = splitNumber(query.section);
          const keys = [`${act}|s|${low(num + sub)}`, `${act}|o|${low(normalizeOrderNumber(query.section))}`, `${act}|r|${low(normalizeRefNumber(query.section))}`];
          filter.push(`(${[...new Set(keys)].map((k) => `statuteKeys = ${esc(k)}`).join(" OR ")})`);
        } else filter.push(`statuteActs = ${esc(act)}`);
      }
      if (!q && filter.length === 2) return { q, params: {}, impossible: true, terms };
      break;
    }
    case "citation": {
      if (query.neutral?.trim()) {
        const parsed = parseCitation(query.neutral);
        filter.push(parsed ? `(citationKeys = ${esc(parsed.key)} OR neutralCitations = ${esc(query.neutral.trim())})` : `neutralCitations = ${esc(query.neutral.trim())}`);
      } else {
        if (!query.journalId || !query.year || !query.page) return { q, params: {}, impossible: true, terms };
        const tuple = query.volume ? `${query.journalId}|${query.year}|${query.volume}|${query.page}` : `${query.journalId}|${query.year}|${query.page}`;
        filter.push(`citationTuples = ${esc(tuple)}`);
      }
      break;
    }
    case "statute": {
      let expr: string | null = null;
      let joiner: 1 | 2 = 1;
      for (const row of query.rows.slice(0, 3)) {
        const f = statuteFilter(row);
        if (f) expr = expr === null ? f : `(${expr} ${joiner === 2 ? "OR" : "AND"} ${f})`;
        joiner = row.condition === 2 ? 2 : 1;
      }
      if (!expr) return { q, params: {}, impossible: true, terms };
      filter.push(expr);
      break;
    }
  }
  const letter = controls.startsWith?.toUpperCase();
  if (letter && /^[A-Z]$/.test(letter)) filter.push(`appellantInitial = ${esc(letter)}`);
  // The court and bench filters of every mode (decision 099).
  if (controls.courtId) filter.push(`courtId = ${Math.trunc(controls.courtId)}`);
  if (controls.branchId) filter.push(`courtBranchId = ${Math.trunc(controls.branchId)}`);
  const sort: string[] = [];
  if (controls.nameOrder) sort.push(`appellantSort:${controls.nameOrder === "a" ? "asc" : "desc"}`);
  if (!controls.relevance) {
    // Undated cases come last in both date orders. Their searchKey is below every dated one, so
    // newest first already ends with them; oldest first sorts on `dated` first.
    if (controls.dateOrder === "a") sort.push("dated:desc");
    sort.push(`searchKey:${controls.dateOrder === "a" ? "asc" : "desc"}`);
  }
  const params: SearchParams = {
    filter,
    sort,
    page: controls.page,
    hitsPerPage: controls.perPage,
    matchingStrategy: strategy,
    attributesToRetrieve: ["docId", "hit"],
    ...(on ? { attributesToSearchOn: on } : {}),
  };
  return { q, params, terms };
}

export function createMeilisearchBackend(config: { host: string; apiKey?: string; httpClient?: (...args: Parameters<typeof fetch>) => Promise<unknown> }): SearchBackend {
  const client = new Meilisearch({ host: config.host, apiKey: config.apiKey, ...(config.httpClient ? { httpClient: config.httpClient } : {}) });
  return {
    name: "meilisearch",
    async search(query, controls) {
      const request = meiliRequest(query, controls);
      const empty = { items: [], page: 1, perPage: controls.perPage, total: 0, totalCapped: false, pages: 0, terms: request.terms };
      if (request.impossible) return empty;
      const result = await client.index<{ docId: number; hit: Omit<SearchHit, "docId"> }>(MEILI_INDEX).search(request.q, request.params);
      const totalHits = "totalHits" in result ? Number(result.totalHits ?? 0) : 0;
      const total = Math.min(totalHits, COUNT_CAP);
      return {
        items: result.hits.map((h) => ({ docId: h.docId, ...h.hit })),
        page: controls.page,
        perPage: controls.perPage,
        total,
        totalCapped: totalHits > COUNT_CAP,
        pages: Math.ceil(total / controls.perPage),
        terms: request.terms,
      };
    },
  };
}

/** Pushes (or removes) documents and keeps the index settings; used by the jobs Worker. */
export function meiliIndexer(config: { host: string; apiKey?: string }) {
  const client = new Meilisearch({ host: config.host, apiKey: config.apiKey });
  const index = client.index<MeiliDocument>(MEILI_INDEX);
  return {
    ensureSettings: () => index.updateSettings({ ...MEILI_SETTINGS, searchableAttributes: [...MEILI_SETTINGS.searchableAttributes], filterableAttributes: [...MEILI_SETTINGS.filterableAttributes], sortableAttributes: [...MEILI_SETTINGS.sortableAttributes], rankingRules: [...MEILI_SETTINGS.rankingRules] }),
    upsert: (docs: MeiliDocument[]) => index.addDocuments(docs, { primaryKey: "docId" }),
    remove: (docIds: number[]) => index.deleteDocuments(docIds),
  };
}
