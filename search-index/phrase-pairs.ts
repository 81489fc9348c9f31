/**
 * The phrase-pair index (decision 014). FTS5 answers an Exact phrase by checking word positions in
 * every case that holds all its words; for phrases of common words ("the said writ petition was",
 * "benefit of the doubt") that is tens of thousands of cases. `case_pair_fts` (detail=none) holds,
 * per case, each pair of adjacent terms that are both common stems (COMMON_STEMS: in a fifth of
 * all judgments or more), as one token "a_b". A phrase's pairs are then ANDed in that small index
 * first, and FTS5 checks positions only in the cases that have all of them. (A phrase with a rarer
 * word needs no help: FTS5 walks that word's short list.)
 *
 * The pairs are a prefilter and must never lose a case: they are built from the very terms FTS5
 * stores. A text made of ASCII and known separators is split here exactly as unicode61 splits it,
 * and stemmed by the port of FTS5's porter stemmer (both checked against FTS5 in the tests); any
 * other text is handed to FTS5 itself, which splits it in a scratch table (`pairSqlFallback`).
 * Pure, except for the SQL it returns.
 */
import { COMMON_STEMS } from "./common-stems";
import { porterStem } from "./porter";

/**
 * Characters outside ASCII that unicode61 treats as separators, as plain text in Indian judgments
 * has them: typographic quotes and dashes, ellipsis, bullets, the rupee sign, no-break space and
 * other Latin-1 punctuation. (Letters, digits such as ½ and private-use characters are not here:
 * they are parts of words.) The test passes each of them through FTS5.
 */
export const KNOWN_SEPARATORS = /[\u00a0-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2000-\u200a\u2010-\u2027\u2030-\u205e\u20a0-\u20b9\u2190-\u21ff\u2200-\u22ff\u25a0-\u25ff]/;

const PLAIN = new RegExp(`^(?:[\\x00-\\x7f]|${KNOWN_SEPARATORS.source})*$`);

/** The terms FTS5 (porter unicode61) stores for a text, in order; null when the text is not plain (see above). */
export function plainTerms(text: string): string[] | null {
  if (!PLAIN.test(text)) return null;
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(porterStem);
}

const isCommon = (term: string) => COMMON_STEMS.has(term);

/** The pair tokens of a run of adjacent terms. */
function pairsOf(terms: string[], into: Set<string>) {
  for (let i = 0; i + 1 < terms.length; i++) {
    if (isCommon(terms[i]) && isCommon(terms[i + 1])) into.add(`${terms[i]}_${terms[i + 1]}`);
  }
}

/**
 * A case's pair tokens, one column after another (a phrase never spans two columns); null when a
 * column is not plain text and FTS5 must split it (`pairSqlFallback`).
 */
export function documentPairs(columns: string[]): string | null {
  const pairs = new Set<string>();
  for (const text of columns) {
    const terms = plainTerms(text);
    if (!terms) return null;
    pairsOf(terms, pairs);
  }
  return [...pairs].join(" ");
}

/**
 * For a text that is not plain: FTS5 splits and stems it in the scratch table case_token_scratch,
 * whose instance vocabulary lists each term with its column and position; adjacent terms are
 * paired in SQL. Three statements for the case's write batch (the scratch table is emptied again).
 */
export function pairSqlFallback(searchKey: number, columns: [string, string]): { sql: string; params: unknown[] }[] {
  return [
    { sql: "insert into case_token_scratch (rowid, judgment, headnotes) values (?, ?, ?)", params: [searchKey, ...columns] },
    {
      sql: `insert into case_pair_fts (rowid, pairs)
            select ?, coalesce(group_concat(pair, ' '), '') from (
              select distinct a || '_' || b as pair from (
                select term as a, lead(term) over (partition by col order by offset) as b from case_token_scratch_i where doc = ?)
               where b is not null and a in (select value from json_each(?)) and b in (select value from json_each(?)))`,
      params: [searchKey, searchKey, COMMON_JSON, COMMON_JSON],
    },
    { sql: "insert into case_token_scratch (case_token_scratch) values ('delete-all')", params: [] },
  ];
}

const COMMON_JSON = JSON.stringify([...COMMON_STEMS]);

/**
 * The statements that write a case's row of case_pair_fts (after its old row is deleted by rowid):
 * one insert for plain text, FTS5's own split otherwise.
 */
export function pairIndexStatements(searchKey: number, judgment: string, headnotes: string): { sql: string; params: unknown[] }[] {
  const pairs = documentPairs([judgment, headnotes]);
  if (pairs === null) return pairSqlFallback(searchKey, [judgment, headnotes]);
  return [{ sql: "insert into case_pair_fts (rowid, pairs) values (?, ?)", params: [searchKey, pairs] }];
}

/**
 * The pairs an Exact phrase implies, as an FTS5 expression for case_pair_fts (every pair, ANDed),
 * or null when it implies none. `tokens` are the phrase's tokens (search-index/text.ts tokenize);
 * only two adjacent plain tokens make a pair — FTS5 may split a token of another script
 * differently, which can only cost a pair, never add a wrong one.
 */
export function phrasePairs(tokens: string[]): string[] {
  const pairs = new Set<string>();
  let run: string[] = [];
  const flush = () => {
    pairsOf(run, pairs);
    run = [];
  };
  for (const token of tokens) {
    if (/^[a-z0-9]+$/.test(token)) run.push(porterStem(token));
    else flush();
  }
  flush();
  return [...pairs];
}
