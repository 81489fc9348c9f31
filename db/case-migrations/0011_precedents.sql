-- Find Precedents and Similar Cases (issue 16, decision 032).
-- Each term's document frequency in the judgment and headnote index, read by FTS5 itself from
-- case_fts: Find Precedents picks a pasted text's telling words by tf-idf against the corpus.
-- (A view of the index, no rows of its own: nothing to rebuild.)
CREATE VIRTUAL TABLE case_fts_terms USING fts5vocab(case_fts, row);
--> statement-breakpoint
-- Similar Cases on the case view: the top precedents of a case's own text, computed on demand
-- and kept until the case's text changes or the number of live cases has moved by 2 % since
-- (search-index/precedents.ts, similarStale). Derived data, like the full-text index: not in
-- db/schema.ts, safe to empty at any time.
CREATE TABLE similar_cases (
  doc_id INTEGER PRIMARY KEY NOT NULL,
  text_hash TEXT NOT NULL,
  corpus_cases INTEGER NOT NULL,
  results TEXT NOT NULL,
  computed_at TEXT NOT NULL
);
