-- The short fields get their own full-text index. FTS5 reads a token's whole doclist whatever
-- column filter a query has, so a party name, judge or act searched in the index that also holds
-- the judgments paid for every mention of those words in every judgment. case_fts keeps the
-- judgment and headnote text. rowid = cases.search_key, as in case_fts (decision 013).
CREATE VIRTUAL TABLE case_meta_fts USING fts5(
  appellant, respondent, judges, advocates, acts, topics, case_number,
  content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- Existing cases, from the same fields the application indexes (search-index/document.ts).
INSERT INTO case_meta_fts (rowid, appellant, respondent, judges, advocates, acts, topics, case_number)
SELECT c.search_key,
  coalesce(c.appellant, '') || char(10) || coalesce((SELECT group_concat(p.appellant, char(10)) FROM case_parties p WHERE p.doc_id = c.doc_id), ''),
  coalesce(c.respondent, '') || char(10) || coalesce((SELECT group_concat(p.respondent, char(10)) FROM case_parties p WHERE p.doc_id = c.doc_id), ''),
  coalesce(c.judge_name, '') || char(10) || coalesce(c.all_judges, ''),
  coalesce(c.advocate_for_appellant, '') || char(10) || coalesce(c.advocate_for_respondent, '') || char(10) || coalesce(c.extra_counsel_details, '') || char(10) || coalesce(c.petitioner_name, ''),
  coalesce((SELECT group_concat(a.act_name, char(10)) FROM case_acts a WHERE a.doc_id = c.doc_id), '') || char(10) || coalesce((SELECT group_concat(h.act_name, char(10)) FROM headnote_refs h WHERE h.doc_id = c.doc_id), ''),
  coalesce((SELECT group_concat(t.topic, char(10)) FROM case_topics t WHERE t.doc_id = c.doc_id), ''),
  coalesce(c.case_number, '') || char(10) || coalesce((SELECT group_concat(p.case_number, char(10)) FROM case_parties p WHERE p.doc_id = c.doc_id), '')
FROM cases c
WHERE c.search_key IS NOT NULL;
