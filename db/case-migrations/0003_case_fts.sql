-- D1 full-text index for the five search modes (search-index/README.md).
-- rowid = cases.search_key, which grows with the decision date: "newest first" is a rowid scan.
-- Contentless (the text lives in cases and its child tables); rows are deleted by rowid.
CREATE VIRTUAL TABLE case_fts USING fts5(
  appellant, respondent, judgment, headnotes, judges, advocates, acts, topics, case_number,
  content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
);
