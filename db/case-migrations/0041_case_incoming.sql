-- The incoming rows of the citation graph (issue 36, decisions 122, 132 and 133): a slim copy of
-- each reference that links a judgment in one case shard to a case in another, kept in the CITED
-- case's shard, so "Cited by X" is one lookup in X's shard (its own case_references to X plus
-- these). Keyed by the cited case; `doc_id` is the citing case, which lives in another database:
-- no foreign key (db/case-tables.ts CROSS_SHARD_LINKS). Written after every case write
-- (app/services/graph/incoming.server.ts); the references stored before this migration get
-- theirs from `npm run reindex`.
CREATE TABLE `case_incoming` (
	`cited_doc_id` integer NOT NULL REFERENCES `cases`(`doc_id`),
	`doc_id` integer NOT NULL,
	`position` integer NOT NULL,
	`appellant` text NOT NULL,
	`respondent` text,
	`court_id` integer,
	`court_branch_id` integer,
	`decided_date` text,
	`search_key` integer,
	`all_judges` text,
	`copy` integer DEFAULT 0 NOT NULL,
	`as_written` text NOT NULL,
	`resolved_by` text,
	`paragraph` integer,
	`pinpoint` text,
	`snippet` text,
	`treatment` text DEFAULT 'referred' NOT NULL,
	`treatment_paragraph` integer,
	`treatment_sentence` text,
	PRIMARY KEY (`cited_doc_id`, `doc_id`, `position`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `case_incoming_doc_idx` ON `case_incoming` (`doc_id`);
