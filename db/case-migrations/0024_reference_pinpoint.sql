-- Cited by → the citing paragraph (issue 24 item 3, decision 065): the paragraph label of the
-- citing judgment ("23", "23.1", or the reporter's count) where the reference first occurs, from
-- its block (`paragraph`) and the judgment's numbering (search-index/paragraphs.ts). Written by
-- every case write; `npm run reindex` fills it for cases stored before.
ALTER TABLE `case_references` ADD `pinpoint` text;
