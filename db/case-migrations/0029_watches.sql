-- Watches, saved searches and their alerts (issue 25 item 5, decisions 080 and 081).
-- A subscriber watches a case (case_watches) or saves a search (saved_searches); each carries a
-- random stop token, the capability of the alert's one-click stop link. Every case write adds, in
-- its own batch, a watch_events row for each reference it adds to a watched case (watch_seen holds
-- the (citing, cited) pairs already told, per watched case: level 1 cited, 2 overruled/doubted)
-- and for each judgment that becomes readable for the first time while saved searches exist
-- (watch_pending_cases: new cases not yet published). The jobs queue fans each event out to the
-- watchers in pages; alert_log keeps one row per subscriber and alert (its key de-duplicates) and
-- marks it e-mailed by the daily digest (watch_digests: when each subscriber's last one went).
CREATE TABLE `case_watches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`doc_id` integer NOT NULL,
	`stop_token` text NOT NULL,
	`created_at` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `case_watches_user_doc_uq` ON `case_watches` (`user_id`, `doc_id`);--> statement-breakpoint
CREATE INDEX `case_watches_doc_idx` ON `case_watches` (`doc_id`, `user_id`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`mode` text NOT NULL,
	`params` text NOT NULL,
	`label` text NOT NULL,
	`stop_token` text NOT NULL,
	`created_at` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_searches_user_params_uq` ON `saved_searches` (`user_id`, `params`);--> statement-breakpoint
CREATE TABLE `watch_seen` (
	`doc_id` integer NOT NULL,
	`cited_doc_id` integer NOT NULL,
	`level` integer NOT NULL,
	PRIMARY KEY(`cited_doc_id`, `doc_id`)
);--> statement-breakpoint
CREATE TABLE `watch_pending_cases` (
	`doc_id` integer PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE TABLE `watch_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`doc_id` integer NOT NULL,
	`cited_doc_id` integer,
	`treatment` text,
	`pinpoint` text,
	`notification_id` integer,
	`created_at` text NOT NULL,
	`queued_at` text
);--> statement-breakpoint
CREATE INDEX `watch_events_doc_idx` ON `watch_events` (`doc_id`, `id`);--> statement-breakpoint
CREATE INDEX `watch_events_queued_idx` ON `watch_events` (`queued_at`, `id`);--> statement-breakpoint
CREATE TABLE `alert_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`kind` text NOT NULL,
	`target_id` integer NOT NULL,
	`doc_id` integer NOT NULL,
	`notification_id` integer,
	`created_at` text NOT NULL,
	`emailed_at` text
);--> statement-breakpoint
CREATE UNIQUE INDEX `alert_log_uq` ON `alert_log` (`user_id`, `kind`, `target_id`, `doc_id`);--> statement-breakpoint
CREATE INDEX `alert_log_pending_idx` ON `alert_log` (`emailed_at`, `user_id`);--> statement-breakpoint
CREATE TABLE `watch_digests` (
	`user_id` integer PRIMARY KEY NOT NULL REFERENCES `users`(`id`),
	`last_sent_at` text NOT NULL
);--> statement-breakpoint
ALTER TABLE `notifications` ADD `link` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `alert_kind` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `alert_target` integer;
