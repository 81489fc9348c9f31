-- The phrase-pair index (decision 014, search-index/phrase-pairs.ts): each judgment and headnote
-- text again, as the sequence of its adjacent term pairs — position i holds "a_b" when at least
-- one of the terms at i and i + 1 is a common word, else "_". An Exact phrase with no two rare words
-- side by side is the phrase of its pairs here, with the same matches and far shorter position
-- lists than in case_fts.
-- rowid = cases.search_key, as in case_fts.
CREATE VIRTUAL TABLE case_pair_fts USING fts5(
  judgment, headnotes,
  content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 0 tokenchars '_'"
);
--> statement-breakpoint
-- Scratch space where FTS5 itself splits a text that is not plain ASCII: the instance vocabulary
-- lists each term with its column and position. Emptied in the same batch that fills it.
CREATE VIRTUAL TABLE case_token_scratch USING fts5(
  judgment, headnotes,
  content='', tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE case_token_scratch_i USING fts5vocab(case_token_scratch, instance);
--> statement-breakpoint
-- Whether an index holds every case. A database that already has cases gets the pairs from
-- `npm run reindex`; until then phrase search does without them (never with a partial index).
CREATE TABLE search_index_state (
  name TEXT PRIMARY KEY NOT NULL,
  ready INTEGER NOT NULL
);
--> statement-breakpoint
INSERT INTO search_index_state (name, ready) SELECT 'case_pairs', NOT EXISTS (SELECT 1 FROM cases);
