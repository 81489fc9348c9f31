-- Links between two cases that may cross case shards (issue 36, decision 127): a staff link of a
-- case referred (cases_referred.linked_doc_id), a duplicate's "same judgment"
-- (case_duplicates.same_as) and a reference's resolved case (case_references.cited_doc_id). The
-- catalogue's database holds shard 0 (the Supreme Court's cases in the demo and the tests), so a
-- link from one of its cases to a High Court case held in CASES_1 was refused by these foreign keys.
-- They go (the case migrations never had them: db/case-tables.ts CROSS_SHARD_LINKS); the readers
-- find the linked case through the directory. Each table is rebuilt (SQLite cannot drop a foreign
-- key in place): new table, rows copied, old dropped, new renamed, its indexes again. The doc_id
-- keys to the case's own row stay.
PRAGMA defer_foreign_keys = true;
--> statement-breakpoint
CREATE TABLE `cases_referred_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_id` integer NOT NULL,
	`position` integer NOT NULL,
	`cases_referred` text NOT NULL,
	`party_name` text,
	`linked_doc_id` integer,
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `cases_referred_new` (`id`, `doc_id`, `position`, `cases_referred`, `party_name`, `linked_doc_id`) SELECT `id`, `doc_id`, `position`, `cases_referred`, `party_name`, `linked_doc_id` FROM `cases_referred`;
--> statement-breakpoint
DROP TABLE `cases_referred`;
--> statement-breakpoint
ALTER TABLE `cases_referred_new` RENAME TO `cases_referred`;
--> statement-breakpoint
CREATE INDEX `cases_referred_doc_idx` ON `cases_referred` (`doc_id`,`position`);
--> statement-breakpoint
CREATE INDEX `cases_referred_linked_idx` ON `cases_referred` (`linked_doc_id`);
--> statement-breakpoint
CREATE TABLE `case_duplicates_new` (
	`doc_id` integer PRIMARY KEY NOT NULL REFERENCES `cases`(`doc_id`),
	`same_as` integer NOT NULL,
	`similarity` real NOT NULL,
	`status` text DEFAULT 'linked' NOT NULL,
	`decided_by` integer,
	`decided_at` text,
	`found_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
INSERT INTO `case_duplicates_new` (`doc_id`, `same_as`, `similarity`, `status`, `decided_by`, `decided_at`, `found_at`) SELECT `doc_id`, `same_as`, `similarity`, `status`, `decided_by`, `decided_at`, `found_at` FROM `case_duplicates`;
--> statement-breakpoint
DROP TABLE `case_duplicates`;
--> statement-breakpoint
ALTER TABLE `case_duplicates_new` RENAME TO `case_duplicates`;
--> statement-breakpoint
CREATE INDEX `case_duplicates_same_as_idx` ON `case_duplicates` (`same_as`);
--> statement-breakpoint
CREATE TABLE `case_references_new` (
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
	`treatment` text DEFAULT 'referred' NOT NULL,
	`treatment_paragraph` integer,
	`treatment_sentence` text,
	`pinpoint` text,
	`name_key` text,
	PRIMARY KEY(`doc_id`, `position`)
);
--> statement-breakpoint
INSERT INTO `case_references_new` (`doc_id`, `position`, `cited_key`, `loose_key`, `cited_doc_id`, `as_written`, `party_name`, `source`, `resolved_by`, `paragraph`, `char_offset`, `snippet`, `treatment`, `treatment_paragraph`, `treatment_sentence`, `pinpoint`, `name_key`)
SELECT `doc_id`, `position`, `cited_key`, `loose_key`, `cited_doc_id`, `as_written`, `party_name`, `source`, `resolved_by`, `paragraph`, `char_offset`, `snippet`, `treatment`, `treatment_paragraph`, `treatment_sentence`, `pinpoint`, `name_key` FROM `case_references`;
--> statement-breakpoint
DROP TABLE `case_references`;
--> statement-breakpoint
ALTER TABLE `case_references_new` RENAME TO `case_references`;
--> statement-breakpoint
CREATE UNIQUE INDEX `case_references_key_uq` ON `case_references` (`doc_id`, `cited_key`);
--> statement-breakpoint
CREATE INDEX `case_references_cited_key_idx` ON `case_references` (`cited_key`);
--> statement-breakpoint
CREATE INDEX `case_references_loose_key_idx` ON `case_references` (`loose_key`);
--> statement-breakpoint
CREATE INDEX `case_references_cited_doc_idx` ON `case_references` (`cited_doc_id`, `doc_id`);
--> statement-breakpoint
CREATE INDEX `case_references_cited_treatment_idx` ON `case_references` (`cited_doc_id`, `treatment`);
--> statement-breakpoint
CREATE INDEX `case_references_name_key_idx` ON `case_references` (`name_key`);
