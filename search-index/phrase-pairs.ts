/**
 * The phrase-pair index (decision 014). FTS5 answers an Exact phrase by checking word positions in
 * every case that holds all its words; for phrases of common words ("the said writ petition was",
 * "benefit of the doubt") that is tens of thousands of cases, with position lists of words like
 * "the" that run to hundreds per judgment.
 *
 * `case_pair_fts` holds each judgment and headnote text a second time, as its sequence of adjacent
 * term pairs: position i holds "a_b" when at least one of the terms at i and i + 1 is a common stem
 * (COMMON_STEMS: in one judgment in twenty or more), else the filler "_". A phrase with no two rare
 * words side by side is then the phrase of its pairs there — "benefit of the doubt" is
 * "benefit_of of_the the_doubt" — with the same matches, exactly: the pairs stand where the words
 * stand. Pair tokens are far rarer than their words, so FTS5 checks few, short position lists. A
 * phrase with two rare words side by side keeps to case_fts, where their short lists make it quick.
 *
 * The sequences must be the very terms FTS5 stores, position for position. A text made of ASCII
 * and known separators is split here exactly as unicode61 splits it, and stemmed by the port of
 * FTS5's porter stemmer (both checked against FTS5 in the tests); any other text is split by FTS5
 * itself in a scratch table (`pairSqlFallback`). Pure, except for the SQL it returns.
 */
import { COMMON_STEMS } from "./common-stems";
import { readOr } from "./guarded";
import { porterStem } from "./porter";

/**
 * Characters outside ASCII that unicode61 treats as separators, as plain text in Indian judgments
 * has them: typographic quotes and dashes, ellipsis, bullets, the rupee sign, no-break space and
 * other Latin-1 punctuation. (Letters, digits such as ½, private-use characters and symbols newer
 * than SQLite's Unicode tables are not here: FTS5 counts them as parts of words.) The tests pass
 * each of them through FTS5.
 */
export const KNOWN_SEPARATORS = /[\u00a0-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2000-\u200a\u2010-\u2027\u2030-\u205e\u20a0-\u20b9\u2190-\u21ff\u2200-\u22ff\u25a0-\u25ff]/;

const PLAIN = new RegExp(`^(?:[\\x00-\\x7f]|${KNOWN_SEPARATORS.source})*$`);

/** The position filler: a pair of two rare words. */
export const FILLER = "_";

/** The terms FTS5 (porter unicode61) stores for a text, in order; null when the text is not plain (see above). */
export function plainTerms(text: string): string[] | null {
  if (!PLAIN.test(text)) return null;
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(porterStem);
}

const isCommon = (term: string) => COMMON_STEMS.has(term);

/** Position i of the pair sequence of a run of terms. */
const pairAt = (terms: string[], i: number) => (isCommon(terms[i]) || isCommon(terms[i + 1]) ? `${terms[i]}_${terms[i + 1]}` : FILLER);

/** The pair sequence of a text (space-separated), or null when FTS5 must split it (`pairSqlFallback`). */
export function pairSequence(text: string): string | null {
  const terms = plainTerms(text);
  if (!terms) return null;
  const out: string[] = [];
  for (let i = 0; i + 1 < terms.length; i++) out.push(pairAt(terms, i));
  return out.join(" ");
}

const COMMON_JSON = JSON.stringify([...COMMON_STEMS]);

/**
 * For texts that are not plain: FTS5 splits and stems them in the scratch table case_token_scratch,
 * whose instance vocabulary lists each term with its column and position; the pair sequences are
 * made in SQL. Three statements for the case's write batch (the scratch table is emptied again).
 */
export function pairSqlFallback(searchKey: number, columns: [string, string]): { sql: string; params: unknown[] }[] {
  const sequence = (col: string) => `coalesce((
      select group_concat(case when a in (select value from json_each(?1)) or b in (select value from json_each(?1)) then a || '_' || b else '${FILLER}' end, ' ' order by o)
        from (select term as a, lead(term) over (order by "offset") as b, "offset" as o from case_token_scratch_i where doc = ?2 and col = '${col}')
       where b is not null), '')`;
  return [
    { sql: "insert into case_token_scratch (rowid, judgment, headnotes) values (?, ?, ?)", params: [searchKey, ...columns] },
    { sql: `insert into case_pair_fts (rowid, judgment, headnotes) values (?2, ${sequence("judgment")}, ${sequence("headnotes")})`, params: [COMMON_JSON, searchKey] },
    { sql: "insert into case_token_scratch (case_token_scratch) values ('delete-all')", params: [] },
  ];
}

/**
 * The statements that write a case's row of case_pair_fts (after its old row is deleted by rowid):
 * one insert for plain text, FTS5's own split otherwise. The reader runs guarded (decision 098): if
 * it throws, FTS5 splits the text (`pairSqlFallback`, the same row), so a case's write never fails
 * here. `read` is the pair reader (a parameter for the tests).
 */
export function pairIndexStatements(searchKey: number, judgment: string, headnotes: string, read: (text: string) => string | null = pairSequence): { sql: string; params: unknown[] }[] {
  const sequences = readOr(null, () => [read(judgment), read(headnotes)], { reader: "pairSequence", sourceId: `search key ${searchKey}` });
  if (!sequences || sequences.some((s) => s === null)) return pairSqlFallback(searchKey, [judgment, headnotes]);
  return [{ sql: "insert into case_pair_fts (rowid, judgment, headnotes) values (?, ?, ?)", params: [searchKey, ...sequences] }];
}

/**
 * An Exact phrase as the phrase of its pairs (the FTS5 string "a_b b_c …", unquoted), when that is
 * exactly the same search: at least two words, each plain letters and digits, no two rare words
 * side by side. Null otherwise (the phrase is searched in case_fts). `tokens` are the
 * phrase's tokens (search-index/text.ts tokenize).
 */
export function phraseAsPairs(tokens: string[]): string | null {
  if (tokens.length < 2 || !tokens.every((t) => /^[a-z0-9]+$/.test(t))) return null;
  const terms = tokens.map(porterStem);
  const pairs: string[] = [];
  for (let i = 0; i + 1 < terms.length; i++) {
    const pair = pairAt(terms, i);
    if (pair === FILLER) return null;
    pairs.push(pair);
  }
  return pairs.join(" ");
}
