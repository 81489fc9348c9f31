-- Treatment of each citing relation (issue 24 item 4, decision 060): how the citing judgment treats
-- the case it cites (search-index/treatment.ts), the block of the judgment whose sentence says so and
-- that sentence. Written with the reference (the one write path); existing rows read "referred"
-- until `npm run reindex` or the case's next write.
ALTER TABLE `case_references` ADD `treatment` text DEFAULT 'referred' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_references` ADD `treatment_paragraph` integer;--> statement-breakpoint
ALTER TABLE `case_references` ADD `treatment_sentence` text;--> statement-breakpoint
CREATE INDEX `case_references_cited_treatment_idx` ON `case_references` (`cited_doc_id`, `treatment`);
