-- Issue 24 items 2 and 5 (decisions 062, 064): the citation graph's equal citations written side by
-- side in a judgment, case names with their year, and one judgment imported under two source ids.
CREATE TABLE `case_citation_equals` (
	`key` text NOT NULL,
	`equal_key` text NOT NULL,
	`doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`),
	PRIMARY KEY(`key`, `equal_key`, `doc_id`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE INDEX `case_citation_equals_equal_idx` ON `case_citation_equals` (`equal_key`);--> statement-breakpoint
CREATE INDEX `case_citation_equals_doc_idx` ON `case_citation_equals` (`doc_id`);--> statement-breakpoint
CREATE TABLE `case_name_keys` (
	`key` text NOT NULL,
	`doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`),
	PRIMARY KEY(`key`, `doc_id`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE INDEX `case_name_keys_doc_idx` ON `case_name_keys` (`doc_id`);--> statement-breakpoint
ALTER TABLE `case_references` ADD `name_key` text;--> statement-breakpoint
CREATE INDEX `case_references_name_key_idx` ON `case_references` (`name_key`);--> statement-breakpoint
CREATE TABLE `case_shingles` (
	`hash` integer NOT NULL,
	`doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`),
	PRIMARY KEY(`hash`, `doc_id`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE INDEX `case_shingles_doc_idx` ON `case_shingles` (`doc_id`);--> statement-breakpoint
CREATE TABLE `case_duplicates` (
	`doc_id` integer PRIMARY KEY NOT NULL REFERENCES `cases`(`doc_id`),
	`same_as` integer NOT NULL,
	`similarity` real NOT NULL,
	`status` text DEFAULT 'linked' NOT NULL,
	`decided_by` integer,
	`decided_at` text,
	`found_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `case_duplicates_same_as_idx` ON `case_duplicates` (`same_as`);
