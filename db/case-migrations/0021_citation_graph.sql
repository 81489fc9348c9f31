-- The citation graph (issue 24 item 2, decision 053): every citation a case carries, by its
-- normalised key (search-index/citations.ts), and every reference a judgment makes, resolved to the
-- case that carries the cited citation or kept unresolved with its key.
CREATE TABLE `case_citation_keys` (
	`key` text NOT NULL,
	`doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`),
	PRIMARY KEY(`key`, `doc_id`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE INDEX `case_citation_keys_doc_idx` ON `case_citation_keys` (`doc_id`);--> statement-breakpoint
CREATE TABLE `case_references` (
	`doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`),
	`position` integer NOT NULL,
	`cited_key` text NOT NULL,
	`loose_key` text,
	`cited_doc_id` integer,
	`as_written` text NOT NULL,
	`party_name` text,
	`source` text NOT NULL,
	`resolved_by` text,
	`paragraph` integer,
	`char_offset` integer,
	`snippet` text,
	PRIMARY KEY(`doc_id`, `position`)
);--> statement-breakpoint
CREATE UNIQUE INDEX `case_references_key_uq` ON `case_references` (`doc_id`, `cited_key`);--> statement-breakpoint
CREATE INDEX `case_references_cited_key_idx` ON `case_references` (`cited_key`);--> statement-breakpoint
CREATE INDEX `case_references_loose_key_idx` ON `case_references` (`loose_key`);--> statement-breakpoint
CREATE INDEX `case_references_cited_doc_idx` ON `case_references` (`cited_doc_id`, `doc_id`);
