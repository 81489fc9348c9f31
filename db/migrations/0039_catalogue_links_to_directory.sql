-- The catalogue's links to cases point at the directory (issue 36, decision 129). A bookmark
-- (library_entries), a watch (case_watches), a post's linked case (posts.linked_doc_id) and a
-- notification's case (notifications.doc_id) referenced `cases`(`doc_id`) by foreign key; with the
-- cases spread over case shards a case may live in another D1 database, and D1 enforces foreign
-- keys, so linking a High Court case held in a shard was refused. They now reference the
-- catalogue's `case_directory`(`doc_id`), which lists every case of every shard (back-filled by
-- 0037 for the cases of today). Each table is rebuilt (SQLite cannot change a foreign key in place):
-- new table, rows copied with their ids, old dropped, new renamed, its indexes again, the
-- AUTOINCREMENT counter kept (an id once given is never given again).
-- The tables whose foreign keys name `notifications` (its deliveries, reads and sends) are rebuilt
-- beside it, pointing at the new table, and dropped before it: dropping a parent whose children
-- still point at it leaves violations SQLite counts until the commit, which a rename never clears
-- (and the drop's ON DELETE CASCADE would empty the sends). The renames carry the links over.
PRAGMA defer_foreign_keys = true;
--> statement-breakpoint
CREATE TABLE `library_entries_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`doc_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`doc_id`) REFERENCES `case_directory`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `library_entries_new` (`id`, `user_id`, `doc_id`, `created_at`) SELECT `id`, `user_id`, `doc_id`, `created_at` FROM `library_entries`;
--> statement-breakpoint
UPDATE `sqlite_sequence` SET `seq` = max(`seq`, coalesce((SELECT `s`.`seq` FROM `sqlite_sequence` `s` WHERE `s`.`name` = 'library_entries'), 0)) WHERE `name` = 'library_entries_new';
--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT 'library_entries_new', `seq` FROM `sqlite_sequence` WHERE `name` = 'library_entries' AND NOT EXISTS (SELECT 1 FROM `sqlite_sequence` WHERE `name` = 'library_entries_new');
--> statement-breakpoint
DROP TABLE `library_entries`;
--> statement-breakpoint
ALTER TABLE `library_entries_new` RENAME TO `library_entries`;
--> statement-breakpoint
CREATE UNIQUE INDEX `library_user_doc_uq` ON `library_entries` (`user_id`,`doc_id`);
--> statement-breakpoint
CREATE INDEX `library_user_idx` ON `library_entries` (`user_id`,`id`);
--> statement-breakpoint
CREATE TABLE `case_watches_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`doc_id` integer NOT NULL REFERENCES `case_directory`(`doc_id`),
	`stop_token` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `case_watches_new` (`id`, `user_id`, `doc_id`, `stop_token`, `created_at`) SELECT `id`, `user_id`, `doc_id`, `stop_token`, `created_at` FROM `case_watches`;
--> statement-breakpoint
UPDATE `sqlite_sequence` SET `seq` = max(`seq`, coalesce((SELECT `s`.`seq` FROM `sqlite_sequence` `s` WHERE `s`.`name` = 'case_watches'), 0)) WHERE `name` = 'case_watches_new';
--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT 'case_watches_new', `seq` FROM `sqlite_sequence` WHERE `name` = 'case_watches' AND NOT EXISTS (SELECT 1 FROM `sqlite_sequence` WHERE `name` = 'case_watches_new');
--> statement-breakpoint
DROP TABLE `case_watches`;
--> statement-breakpoint
ALTER TABLE `case_watches_new` RENAME TO `case_watches`;
--> statement-breakpoint
CREATE UNIQUE INDEX `case_watches_user_doc_uq` ON `case_watches` (`user_id`, `doc_id`);
--> statement-breakpoint
CREATE INDEX `case_watches_doc_idx` ON `case_watches` (`doc_id`, `user_id`);
--> statement-breakpoint
CREATE TABLE `posts_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`heading` text NOT NULL,
	`body` text NOT NULL,
	`linked_doc_id` integer,
	`deleted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer,
	FOREIGN KEY (`linked_doc_id`) REFERENCES `case_directory`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `posts_new` (`id`, `heading`, `body`, `linked_doc_id`, `deleted_at`, `created_at`, `created_by`, `modified_at`, `modified_by`)
  SELECT `id`, `heading`, `body`, `linked_doc_id`, `deleted_at`, `created_at`, `created_by`, `modified_at`, `modified_by` FROM `posts`;
--> statement-breakpoint
UPDATE `sqlite_sequence` SET `seq` = max(`seq`, coalesce((SELECT `s`.`seq` FROM `sqlite_sequence` `s` WHERE `s`.`name` = 'posts'), 0)) WHERE `name` = 'posts_new';
--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT 'posts_new', `seq` FROM `sqlite_sequence` WHERE `name` = 'posts' AND NOT EXISTS (SELECT 1 FROM `sqlite_sequence` WHERE `name` = 'posts_new');
--> statement-breakpoint
DROP TABLE `posts`;
--> statement-breakpoint
ALTER TABLE `posts_new` RENAME TO `posts`;
--> statement-breakpoint
CREATE INDEX `posts_created_idx` ON `posts` (`deleted_at`,`id`);
--> statement-breakpoint
CREATE TABLE `notifications_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` integer NOT NULL,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`doc_id` integer,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`link` text,
	`alert_kind` text,
	`alert_target` integer,
	FOREIGN KEY (`doc_id`) REFERENCES `case_directory`(`doc_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `notifications_new` (`id`, `type`, `category`, `title`, `body`, `doc_id`, `user_id`, `created_at`, `created_by`, `link`, `alert_kind`, `alert_target`)
  SELECT `id`, `type`, `category`, `title`, `body`, `doc_id`, `user_id`, `created_at`, `created_by`, `link`, `alert_kind`, `alert_target` FROM `notifications`;
--> statement-breakpoint
UPDATE `sqlite_sequence` SET `seq` = max(`seq`, coalesce((SELECT `s`.`seq` FROM `sqlite_sequence` `s` WHERE `s`.`name` = 'notifications'), 0)) WHERE `name` = 'notifications_new';
--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT 'notifications_new', `seq` FROM `sqlite_sequence` WHERE `name` = 'notifications' AND NOT EXISTS (SELECT 1 FROM `sqlite_sequence` WHERE `name` = 'notifications_new');
--> statement-breakpoint
CREATE TABLE `notification_deliveries_new` (
	`notification_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`delivered_at` text NOT NULL,
	PRIMARY KEY(`notification_id`, `user_id`),
	FOREIGN KEY (`notification_id`) REFERENCES `notifications_new`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `notification_deliveries_new` (`notification_id`, `user_id`, `delivered_at`) SELECT `notification_id`, `user_id`, `delivered_at` FROM `notification_deliveries`;
--> statement-breakpoint
CREATE TABLE `notification_reads_new` (
	`notification_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`read_at` text NOT NULL,
	PRIMARY KEY(`notification_id`, `user_id`),
	FOREIGN KEY (`notification_id`) REFERENCES `notifications_new`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `notification_reads_new` (`notification_id`, `user_id`, `read_at`) SELECT `notification_id`, `user_id`, `read_at` FROM `notification_reads`;
--> statement-breakpoint
CREATE TABLE `notification_sends_new` (
	`notification_id` integer PRIMARY KEY NOT NULL REFERENCES `notifications_new`(`id`) ON DELETE CASCADE,
	`accepted_at` text NOT NULL,
	`sweeps` integer DEFAULT 0 NOT NULL,
	`done_at` text
);
--> statement-breakpoint
INSERT INTO `notification_sends_new` (`notification_id`, `accepted_at`, `sweeps`, `done_at`) SELECT `notification_id`, `accepted_at`, `sweeps`, `done_at` FROM `notification_sends`;
--> statement-breakpoint
DROP TABLE `notification_deliveries`;
--> statement-breakpoint
DROP TABLE `notification_reads`;
--> statement-breakpoint
DROP TABLE `notification_sends`;
--> statement-breakpoint
DROP TABLE `notifications`;
--> statement-breakpoint
ALTER TABLE `notifications_new` RENAME TO `notifications`;
--> statement-breakpoint
ALTER TABLE `notification_deliveries_new` RENAME TO `notification_deliveries`;
--> statement-breakpoint
ALTER TABLE `notification_reads_new` RENAME TO `notification_reads`;
--> statement-breakpoint
ALTER TABLE `notification_sends_new` RENAME TO `notification_sends`;
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`id`);
--> statement-breakpoint
CREATE INDEX `notification_deliveries_user_idx` ON `notification_deliveries` (`user_id`,`notification_id`);
--> statement-breakpoint
CREATE INDEX `notification_sends_open_idx` ON `notification_sends` (`done_at`, `accepted_at`);
