/**
 * Find Precedents (issue 16): from a pasted fact situation or a whole judgment to the earlier
 * judgments about the same thing, on the D1 full-text index. Knows nothing of Remix.
 *
 * 0. A judgment's query terms are read from the passages around its citations (case names,
 *    reporter citations, research markers), where it says what its precedents decided; a text
 *    citing little or nothing is read whole.
 * 1. The text's words are counted as the index stems them (porter); function words, legal
 *    boilerplate ("appellant", "learned", "counsel" …), numbers and one- or two-letter words are
 *    left out. The most frequent few hundred are looked up in the index's own term statistics
 *    (`case_fts_terms`, an fts5vocab view: in how many judgments each occurs) and scored by tf-idf;
 *    the top MAX_QUERY_TERMS become one ranked FTS5 query (OR), the heavier terms repeated so bm25
 *    counts them more (FTS5 has no per-term weight).
 * 2. Acts the text names ("Income Tax Act, 1961", "Indian Penal Code") are recognised as such.
 * 3. The ranked query's top candidates are re-ranked with what the corpus knows of them: acts
 *    shared with the text, how often other judgments of the corpus cite them and whether they cite
 *    or are cited by the other candidates (the citation graph, decision 063), and overruled status
 *    (an overruled judgment is a poor precedent).
 * 4. Each result says why it was found: which of the query's terms it holds, the acts it shares.
 */
import { canonicalActName } from "./acts-canon";
import { COMMON_STEMS } from "./common-stems";
import { citedByCountSql, notACopy } from "./graph-sql";
import { porterStem } from "./porter";
import { STOP_WORDS } from "./ranking";

/** Most text read (the form and the API take 100 KB). */
export const MAX_TEXT_BYTES = 100 * 1024;
/** Distinct stems looked up in the term statistics. */
export const MAX_LOOKUP_TERMS = 250;
/** Terms in the ranked query. */
export const MAX_QUERY_TERMS = 40;
/** `TUNING.maxDf` leaves in any term held by at most this many judgments (see pickTerms). */
export const MIN_DF_CAP = 500;
/** Candidates re-ranked. */
export const CANDIDATES = 200;

/** Words of judgments that say nothing of what a case is about. */
export const LEGAL_STOP_WORDS: ReadonlySet<string> = new Set(
  ("appellant appellants respondent respondents petitioner petitioners learned counsel court courts honble hon'ble judge judges justice " +
    "judgment judgement judgments order orders appeal appeals petition petitions case cases para paras paragraph supra ibid " +
    "state union india sri shri smt mr mrs ms dr vs versus v anr ors others another state's high supreme bench division " +
    "dated date day days year years month months time present said aforesaid herein hereinafter thereafter therefore however " +
    "also would could one two three first second third dismissed allowed impugned filed held observed submitted contended " +
    "contention submission submissions argued argument arguments matter question made make given give find found thus hence " +
    "section sections sub clause act acts article articles rule rules provision provisions law laws learned senior advocate " +
    "jurisdiction civil criminal leave granted special slp writ vide see per cent page pages volume reported citation " +
    "appearing behalf record records instant facts fact circumstances view opinion reason reasons regard respect well " +
    "indian code")
    .split(" "),
);

const STOP_STEMS: ReadonlySet<string> = new Set([...STOP_WORDS, ...LEGAL_STOP_WORDS].map((w) => porterStem(w)));

export type PrecedentTerm = { term: string; stem: string; tf: number; df: number; weight: number };

/** The text as read: citation markers and control characters out, at most MAX_TEXT_BYTES. */
export function cleanText(text: string): string {
  return text
    .replace(/\[\?CITATION\?\]/g, " ")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, " ")
    .slice(0, MAX_TEXT_BYTES + 1)
    .replace(/[\s\S]+/, (t) => cutAtWord(t, MAX_TEXT_BYTES));
}

/**
 * Where a text cites an earlier judgment: reporter citations ("AIR 1973 SC 1461", "(1990) 3 SCC 12",
 * "1990 (3) SCC 12", "[1962] Supp 3 SCR 1", "JT 2003 (5) SC 12", "2019 SCC OnLine SC 123",
 * "2023 INSC 45"), case names ("Ram v. State of Punjab", "X vs. Y"), and the marker "[?CITATION?]"
 * that research data sets (FIRE 2017 IRLeD) put where a citation was. Each pattern gives a position
 * and a length; the reporter citations and markers are blanked from the passage (they name a report,
 * not what the case is about), case names stay.
 */
export const CITATION_PATTERNS: readonly { re: RegExp; blank: boolean }[] = [
  { re: /\[\?CITATION\?\]/g, blank: true },
  { re: /\bAIR\s*\(?(?:19|20)\d\d\)?\s*[A-Z][A-Za-z.]{0,12}\s*\d+/g, blank: true },
  { re: /[([]\s*(?:18|19|20)\d\d\s*[)\]]\s*(?:Supp\.?\s*)?(?:\(?\d{1,2}\)?\s*)?(?:S\.?\s?C\.?\s?[CR]\.?|SCALE|Cri\.?\s?L\.?\s?J\.?|ITR|[A-Z]{2,4})\s*(?:\([A-Za-z&]+\)\s*)?\d+/g, blank: true },
  { re: /\b(?:19|20)\d\d\s*(?:\(\d{1,2}\)\s*)?(?:Supp\.?\s*)?(?:S\.?\s?C\.?\s?[CR]\.?|SCALE|JT|Cri\.?\s?L\.?\s?J\.?|INSC|SCC\s+OnLine\s+[A-Z][A-Za-z]*)\s*(?:\(\d{1,2}\)\s*)?\d+/g, blank: true },
  { re: /\bJT\s*(?:19|20)\d\d\s*\(\d{1,2}\)\s*SC\s*\d+/g, blank: true },
  { re: /\s(?:v|vs|Vs|versus)\.?\s+(?=[A-Z(])/g, blank: false },
];

/**
 * The passages of a text that discuss earlier cases: `window` characters each side of every
 * citation (overlapping windows merged), reporter citations and markers blanked. Empty when the
 * text cites nothing.
 */
export function citationContext(text: string, window: number): string {
  const spans: [number, number][] = [];
  const blanks: [number, number][] = [];
  for (const p of CITATION_PATTERNS)
    for (const m of text.matchAll(p.re)) {
      const [from, to] = [m.index!, m.index! + m[0].length];
      // A passage starts and ends between words: a window cut mid-word made fragments ("ction",
      // "withi") that the index holds almost nowhere, so they outweighed every real term (issue 22).
      spans.push([wordStart(text, Math.max(0, from - window)), wordEnd(text, Math.min(text.length, to + window))]);
      if (p.blank) blanks.push([from, to]);
    }
  if (!spans.length) return "";
  let blanked = text;
  if (blanks.length) {
    const chars = text.split("");
    for (const [a, b] of blanks) for (let i = a; i < b; i++) chars[i] = " ";
    blanked = chars.join("");
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged.map(([a, b]) => blanked.slice(a, b)).join("\n");
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{M}\p{N}']/u.test(ch);

/** `at` moved back to the start of the word it falls in (unchanged between words). */
function wordStart(text: string, at: number): number {
  while (at > 0 && isWordChar(text[at - 1]) && isWordChar(text[at])) at--;
  return at;
}

/** `at` (an end, exclusive) moved on to the end of the word it falls in. */
function wordEnd(text: string, at: number): number {
  while (at < text.length && isWordChar(text[at - 1]) && isWordChar(text[at])) at++;
  return at;
}

/** The first `n` characters of a text, less a word cut at the end. */
export function cutAtWord(text: string, n: number): string {
  if (text.length <= n) return text;
  let at = n;
  while (at > 0 && isWordChar(text[at - 1]) && isWordChar(text[at])) at--;
  return text.slice(0, at);
}

/** A hyphen between two parts of a word, with or without a space or a line break after it ("discrim- ination", "Govern-\nment", "Corpora-tion", "cross-examination"). */
const HYPHENATED = /(?<![\p{L}])([\p{L}]{2,})-[ \t]*(?:\r?\n[ \t]*)?([\p{L}]{2,})/gu;

/** The hyphenated words of a text, lower-cased and distinct ("discrim|ination"), at most `max`. */
export function hyphenPairs(text: string, max = 100): { a: string; b: string }[] {
  const seen = new Map<string, { a: string; b: string }>();
  for (const m of cleanText(text).matchAll(HYPHENATED)) {
    const [a, b] = [m[1].toLowerCase(), m[2].toLowerCase()];
    if (!/^[a-z]+$/.test(a + b) || STOP_WORDS.has(b)) continue;
    seen.set(`${a}|${b}`, { a, b });
    if (seen.size >= max) break;
  }
  return [...seen.values()];
}

/**
 * The stems whose document frequencies decide which hyphenated words are broken ones (`brokenJoins`):
 * only the rare ones. A common stem (COMMON_STEMS, in one judgment in twenty or more) needs no
 * look-up, and counting its judgments in fts5vocab reads its whole position list.
 */
export function hyphenStems(pairs: { a: string; b: string }[]): string[] {
  return [...new Set(pairs.flatMap(({ a, b }) => [porterStem(a), porterStem(b), porterStem(a + b)]))].filter((s) => !COMMON_STEMS.has(s));
}

/**
 * Which hyphenated words are one word broken by the typesetter, by what the index holds: joined
 * when the joined word is in more judgments than the rarer part ("discrimination" against
 * "ination", "Secretaries" against "retaries"); kept as two words when both parts are words and
 * the joined form is rarer ("cross-examination", "non-compliance", "sub-section"). FTS5 reads a
 * broken word as two fragments the index holds almost nowhere; as query terms they outweighed
 * every real one (issue 22). Common stems count as held everywhere (they are not looked up).
 */
export function brokenJoins(pairs: { a: string; b: string }[], df: Map<string, number>): Set<string> {
  const joins = new Set<string>();
  const held = (stem: string) => (COMMON_STEMS.has(stem) ? Number.MAX_SAFE_INTEGER : (df.get(stem) ?? 0));
  for (const { a, b } of pairs) {
    const [sa, sb] = [porterStem(a), porterStem(b)];
    if (COMMON_STEMS.has(sa) && COMMON_STEMS.has(sb)) continue;
    const joined = held(porterStem(a + b));
    if (joined > 0 && joined > Math.min(held(sa), held(sb))) joins.add(`${a}|${b}`);
  }
  return joins;
}

/** The text with the given hyphenated words (`brokenJoins`) joined again, and soft hyphens out. */
export function rejoinBrokenWords(text: string, joins: ReadonlySet<string>): string {
  const out = text.replace(/\u00ad\s*/g, "");
  if (!joins.size) return out;
  return out.replace(HYPHENATED, (m, a: string, b: string) => (joins.has(`${a.toLowerCase()}|${b.toLowerCase()}`) ? a + b : m));
}

/**
 * The stems worth looking up: each with its count and its most frequent spelling (the form the
 * query uses; FTS5 stems it again). Most frequent first, at most MAX_LOOKUP_TERMS. `joins`: the
 * hyphenated words to read as one word (`brokenJoins`).
 */
export function candidateStems(text: string, joins: ReadonlySet<string> = new Set()): { stem: string; term: string; tf: number }[] {
  const counts = new Map<string, { tf: number; forms: Map<string, number> }>();
  for (const m of rejoinBrokenWords(cleanText(text), joins).toLowerCase().matchAll(/[a-z][a-z']*[a-z]|[a-z]/g)) {
    const word = m[0].replace(/'s$/, "").replace(/'/g, "");
    if (word.length < 3 || word.length > 40 || STOP_WORDS.has(word) || LEGAL_STOP_WORDS.has(word)) continue;
    const stem = porterStem(word);
    if (STOP_STEMS.has(stem) || stem.length < 3) continue;
    let entry = counts.get(stem);
    if (!entry) counts.set(stem, (entry = { tf: 0, forms: new Map() }));
    entry.tf++;
    entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([stem, e]) => ({ stem, tf: e.tf, term: [...e.forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0] }))
    .sort((a, b) => b.tf - a.tf || a.stem.localeCompare(b.stem))
    .slice(0, MAX_LOOKUP_TERMS);
}

/**
 * tf-idf over the corpus: a stem in no judgment, or in more than half of them, tells nothing apart.
 * Sub-linear tf, so a word repeated through a long judgment does not drown the rest.
 */
export function pickTerms(stems: { stem: string; term: string; tf: number }[], df: Map<string, number>, corpus: number, limit = MAX_QUERY_TERMS, maxDf = 0.5): PrecedentTerm[] {
  const n = Math.max(corpus, 1);
  // A term in more than half the judgments tells nothing apart. `maxDf` keeps a large corpus's
  // query from scoring most of it (speed); a term in up to MIN_DF_CAP judgments is cheap, so a
  // small corpus keeps its terms.
  const most = Math.min(n * 0.5, Math.max(n * maxDf, MIN_DF_CAP));
  return stems
    .map((s) => ({ ...s, df: df.get(s.stem) ?? 0 }))
    .filter((s) => s.df > 0 && s.df <= most)
    .map((s) => ({ ...s, weight: (1 + Math.log(s.tf)) * Math.log(1 + n / s.df) }))
    .sort((a, b) => b.weight - a.weight || a.stem.localeCompare(b.stem))
    .slice(0, limit);
}

/**
 * The ranked query: each term quoted (user text never reaches FTS5 as syntax), the heavier ones
 * repeated (up to 3 times) so bm25 weighs them more.
 */
/** The full-text columns precedents are found by: the judgment's text and its headnotes. */
export const PRECEDENT_COLUMNS = "{judgment headnotes}";

export function precedentMatch(terms: PrecedentTerm[], repeat = TUNING.repeat): string | null {
  if (!terms.length) return null;
  const top = terms[0].weight;
  const parts = terms.flatMap((t) => {
    const times = Math.max(1, Math.min(repeat, Math.round((repeat * t.weight) / top)));
    return Array.from({ length: times }, () => `"${t.term.replace(/"/g, "")}"`);
  });
  return `${PRECEDENT_COLUMNS} : (${parts.join(" OR ")})`;
}

/** Acts named in a text: "... Act, 1961", "... Act 1956", "Indian Penal Code", "Code of Criminal Procedure", "Constitution". */
export function actsNamed(text: string): string[] {
  const out = new Set<string>();
  const clean = cleanText(text);
  for (const m of clean.matchAll(/\b((?:[A-Z][A-Za-z()&'.-]*\s+){0,8}?(?:Act|Code|Ordinance|Regulations?))\s*(?:,\s*)?(\d{4})\b/g)) {
    const name = m[1].replace(/^(?:The|the|of|under|Under|Section|Sections|Sec)\s+/g, "").trim();
    if (name.split(/\s+/).length >= 2) out.add(normalActName(`${name} ${m[2]}`));
  }
  if (/\bIndian Penal Code\b|\bI\.?P\.?C\.?\b/.test(clean)) out.add(normalActName("Indian Penal Code 1860"));
  if (/\bCode of Criminal Procedure\b|\bCr\.?\s?P\.?\s?C\.?\b/.test(clean)) out.add(normalActName("Code of Criminal Procedure 1973"));
  if (/\bCode of Civil Procedure\b|\bC\.?P\.?C\.?\b/.test(clean)) out.add(normalActName("Code of Civil Procedure 1908"));
  if (/\bConstitution of India\b|\bArticle\s+\d+/.test(clean)) out.add(normalActName("Constitution of India"));
  return [...out].slice(0, 30);
}

/** An act name as compared: its content words and year, lower case ("income tax act 1961"). */
export function normalActName(name: string): string {
  return (name.toLowerCase().match(/[a-z]+|\d{4}/g) ?? []).filter((w) => !["the", "of", "and", "indian"].includes(w)).join(" ");
}

/** Whether a case's act is one the text names: same words, and the same year when both give one. */
export function sameAct(textAct: string, caseAct: string): boolean {
  const a = normalActName(caseAct);
  if (a === textAct) return true;
  const year = (s: string) => s.match(/\d{4}$/)?.[0] ?? null;
  const words = (s: string) => s.replace(/ ?\d{4}$/, "");
  const [ya, yb] = [year(textAct), year(a)];
  return words(textAct) === words(a) && (!ya || !yb || ya === yb);
}

export type Candidate = {
  docId: number;
  /** bm25 of the ranked query (negative: lower is better) */
  score: number;
  acts: string[];
  citedBy: number;
  overruled: boolean;
  decidedYear: number | null;
  /** the other candidates it cites or is cited by (the citation graph, decision 063) */
  neighbours?: number[];
};

/**
 * The knobs of the ranking, tuned on the development set with `npm run bench:relevance -- --tune`
 * (the relevance judgments stay in the benchmark; the product only has these numbers).
 * terms: query terms; repeat: most repetitions of the heaviest term; headnoteWeight: bm25 weight of
 * the headnotes against the judgment's 1; sharedAct, citedBy, overruled: re-ranking bonuses and
 * penalty (on bm25 scaled to the best candidate's); later: penalty for a judgment decided after the
 * latest year the text mentions (a precedent comes before the case that relies on it); window:
 * characters each side of a citation read for the query terms (0: the whole text); minContext: the
 * fewest characters of such passages worth querying alone (below it, the whole text).
 */
export type Tuning = {
  terms: number;
  repeat: number;
  headnoteWeight: number;
  sharedAct: number;
  citedBy: number;
  overruled: number;
  later: number;
  window: number;
  minContext: number;
  /** a term held by more than this share of the judgments is not a query term */
  maxDf: number;
  /** bonus per unit of the scaled scores of the candidates it cites or is cited by (at most 3 units) */
  neighbours: number;
};
export const TUNING: Tuning = { terms: 40, repeat: 3, headnoteWeight: 4, sharedAct: 0.06, citedBy: 0.03, overruled: 0.15, later: 0.5, window: 500, minContext: 1000, maxDf: 0.2, neighbours: 0.05 };

/**
 * The text the query terms are read from. A judgment says what its precedents are about where it
 * cites them: the passages around its citations (citationContext) when they run to `minContext`
 * characters or more; otherwise (a fact situation, a text citing nothing) the whole text.
 */
export function queryText(text: string, window = TUNING.window, minContext = TUNING.minContext): { text: string; fromCitations: boolean } {
  if (window > 0) {
    const context = citationContext(cutAtWord(text, MAX_TEXT_BYTES), window);
    if (context.trim().length >= Math.max(minContext, 1)) return { text: context, fromCitations: true };
  }
  return { text, fromCitations: false };
}

/** The latest year from 1900 to `maxYear` a text mentions: the judgment's own year, near enough (null: none). */
export function latestYear(text: string, maxYear: number): number | null {
  let best: number | null = null;
  // The year of an act ("Dowry Prohibition Act, 1961") is not the case's.
  text = text.replace(/\b(?:Act|Code|Ordinance|Regulations?|Rules)\s*(?:,\s*)?(?:19|20)\d\d\b/g, " ");
  for (const m of text.matchAll(/\b(19\d\d|20\d\d)\b/g)) {
    const y = Number(m[1]);
    if (y <= maxYear && (best === null || y > best)) best = y;
  }
  return best;
}

/**
 * The candidates in their final order: bm25 scaled to the best candidate's (1 = best), plus a bonus
 * per act shared with the text, for being cited in the corpus, and for citing or being cited by the
 * other candidates (the citation graph: a judgment the other good answers cite, or that cites them,
 * is about the same thing; each neighbour counts by its own scaled score; an overruled one neither
 * gains nor lends), less a penalty when overruled.
 */
export function rerank(candidates: Candidate[], textActs: string[], textYear: number | null = null, t: Tuning = TUNING): (Candidate & { final: number; sharedActs: string[] })[] {
  const best = Math.min(...candidates.map((c) => c.score), -1e-9);
  // An overruled candidate neither gains from its neighbours nor lends to them: the judgment that
  // overruled it cites it, and the bonus would undo the penalty an overruled precedent takes.
  const scaled = new Map(candidates.filter((c) => !c.overruled).map((c) => [c.docId, c.score / best]));
  const near = (c: Candidate) => (c.overruled ? 0 : Math.min(3, (c.neighbours ?? []).reduce((sum, n) => sum + Math.max(0, scaled.get(n) ?? 0), 0)));
  return candidates
    .map((c) => {
      // Each statute once, under its canonical name ("Penal Code, 1860" is the Indian Penal Code, 1860).
      const sharedActs = [...new Set(c.acts.filter((a) => textActs.some((x) => sameAct(x, a))).map(canonicalActName))];
      const later = textYear !== null && c.decidedYear !== null && c.decidedYear > textYear;
      const final =
        c.score / best +
        t.sharedAct * Math.min(sharedActs.length, 3) +
        t.citedBy * Math.log1p(c.citedBy) +
        (t.neighbours ?? 0) * near(c) -
        (c.overruled ? t.overruled : 0) -
        (later ? t.later : 0);
      return { ...c, final, sharedActs };
    })
    .sort((a, b) => b.final - a.final || a.docId - b.docId);
}

/** The SQL that gives the ranked candidates, with the optional court and year filters and a case to leave out. */
/**
 * The candidates' bm25: headnotes count above the body (the same field weights as Best match); the
 * benchmarks' baselines (null) use bm25 with no weights.
 */
export const precedentBm25 = (headnoteWeight: number | null) =>
  headnoteWeight !== null ? `bm25(case_fts, 0, 0, 1.0, ${Number(headnoteWeight).toFixed(2)}, 0, 0, 0, 0, 0)` : "bm25(case_fts)";

export function candidatesSql(
  match: string,
  filters: { courtId?: number | null; yearFrom?: number | null; yearTo?: number | null; excludeDocId?: number | null },
  limit = CANDIDATES,
  headnoteWeight: number | null = TUNING.headnoteWeight,
) {
  // A second copy of a judgment (decision 064) is not an answer of its own.
  const where = ["case_fts match ?", "c.live = 1", "c.deleted_at is null", notACopy("c.doc_id")];
  const params: unknown[] = [match];
  if (filters.courtId) {
    where.push("c.court_id = ?");
    params.push(filters.courtId);
  }
  if (filters.yearFrom) {
    where.push("c.decided_year >= ?");
    params.push(filters.yearFrom);
  }
  if (filters.yearTo) {
    where.push("c.decided_year <= ?");
    params.push(filters.yearTo);
  }
  if (filters.excludeDocId) {
    where.push("c.doc_id <> ?");
    params.push(filters.excludeDocId);
  }
  params.push(limit);
  return {
    sql: `with r as materialized (
        select c.doc_id as docId, c.search_key as sk, ${precedentBm25(headnoteWeight)} as score, c.overruled as overruled, c.decided_year as decidedYear
          from case_fts f cross join cases c indexed by cases_listing_idx on c.search_key = f.rowid
         where ${where.join(" and ")} order by score limit ?)
      select r.docId, r.sk, r.score, r.overruled, r.decidedYear,
             (select json_group_array(a.act_name) from case_acts a where a.doc_id = r.docId) as acts,
             ${citedByCountSql("r.docId")} as citedBy,
             (select json_group_array(n.id) from (select x.doc_id as id from case_references x where x.cited_doc_id = r.docId and x.doc_id in (select docId from r) and x.doc_id <> r.docId
                                                            union select x.cited_doc_id from case_references x where x.doc_id = r.docId and x.cited_doc_id in (select docId from r) and x.cited_doc_id <> r.docId) n) as neighbours
        from r order by r.score`,
    params,
  };
}

/** Which of the query's terms each of a few cases holds: one FTS5 lookup per term, by rowid (one statement each, run as one batch). */
export function matchedTermsStatements(terms: PrecedentTerm[], searchKeys: number[]) {
  const keys = JSON.stringify(searchKeys);
  return terms.map((t) => ({
    sql: "select rowid as k from case_fts where case_fts match ? and rowid in (select value from json_each(?))",
    params: [`${PRECEDENT_COLUMNS} : "${t.term.replace(/"/g, "")}"`, keys],
  }));
}
