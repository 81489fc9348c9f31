-- The directory of cases and the case writes' outbox in the catalogue (issue 36, decision 122 "Writes").
-- case_directory: one slim row a case — the shard it lives in, its court, date, search key and a title
-- cut at 200 characters, its staff live flag and deleted flag, and the write's state: 'writing' from
-- the first step of a write to a shard until the shard holds it, 'live' after (a 'writing' row is never
-- shown). case_writes: each write to a shard, recorded before it is made (the payload: the case's input,
-- the actor and the write's options) and marked done after; the cron completes those left half-way.
-- Every database gets these migrations today (catalogue and shards alike): a shard's copy stays unused.
CREATE TABLE `case_directory` (
	`doc_id` integer PRIMARY KEY NOT NULL,
	`shard_id` integer DEFAULT 0 NOT NULL,
	`court_id` integer,
	`decided_date` text,
	`search_key` integer,
	`title` text DEFAULT '' NOT NULL,
	`live` integer DEFAULT 1 NOT NULL,
	`state` text DEFAULT 'live' NOT NULL,
	`deleted` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
-- The rows a write left half-way (few): read by the cron and by whoever must not show them.
CREATE INDEX `case_directory_writing_idx` ON `case_directory` (`doc_id`) WHERE `state` = 'writing';
--> statement-breakpoint
CREATE TABLE `case_writes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_id` integer NOT NULL,
	`shard_id` integer NOT NULL,
	`from_shard_id` integer,
	`payload` text,
	`created_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`done_at` text,
	`last_error` text
);
--> statement-breakpoint
CREATE INDEX `case_writes_pending_idx` ON `case_writes` (`created_at`) WHERE `done_at` IS NULL;
--> statement-breakpoint
CREATE INDEX `case_writes_doc_idx` ON `case_writes` (`doc_id`, `id`);
--> statement-breakpoint
-- The cases of today, all in the catalogue (shard 0) and live.
INSERT INTO `case_directory` (`doc_id`, `shard_id`, `court_id`, `decided_date`, `search_key`, `title`, `live`, `state`, `deleted`, `updated_at`)
SELECT `doc_id`, 0, `court_id`, `decided_date`, `search_key`, substr(`appellant` || coalesce(' v. ' || `respondent`, ''), 1, 200), `live`, 'live', `deleted_at` IS NOT NULL, `modified_at` FROM `cases`;
