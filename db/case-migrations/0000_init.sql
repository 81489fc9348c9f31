CREATE TABLE `acts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`word_abbreviation` text,
	`act_abbreviation` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `acts_name_uq` ON `acts` (`name`);--> statement-breakpoint
CREATE TABLE `case_acts` (
	`doc_id` integer NOT NULL,
	`act_name` text NOT NULL,
	PRIMARY KEY(`doc_id`, `act_name`),
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `case_acts_act_idx` ON `case_acts` (`act_name`);--> statement-breakpoint
CREATE TABLE `case_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_categories_name_unique` ON `case_categories` (`name`);--> statement-breakpoint
CREATE TABLE `case_citations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_id` integer NOT NULL,
	`position` integer NOT NULL,
	`journal_id` integer,
	`citation_category_id` integer,
	`year` integer,
	`volume` text,
	`page_number` text,
	`other_citation` text,
	`neutral_citation` text,
	`raw` text,
	`normalized` text,
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_citations_pos_uq` ON `case_citations` (`doc_id`,`position`);--> statement-breakpoint
CREATE INDEX `case_citations_journal_idx` ON `case_citations` (`journal_id`,`year`,`volume`,`page_number`);--> statement-breakpoint
CREATE INDEX `case_citations_norm_idx` ON `case_citations` (`normalized`);--> statement-breakpoint
CREATE INDEX `case_citations_neutral_idx` ON `case_citations` (`neutral_citation`);--> statement-breakpoint
CREATE TABLE `case_files` (
	`doc_id` integer NOT NULL,
	`type` text NOT NULL,
	`r2_key` text NOT NULL,
	`size` integer NOT NULL,
	`uploaded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`uploaded_by` integer,
	PRIMARY KEY(`doc_id`, `type`),
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `case_parties` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_id` integer NOT NULL,
	`position` integer NOT NULL,
	`appellant` text,
	`respondent` text,
	`case_number` text,
	`extra_case_and_year` text,
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `case_parties_doc_idx` ON `case_parties` (`doc_id`,`position`);--> statement-breakpoint
CREATE TABLE `case_topics` (
	`doc_id` integer NOT NULL,
	`position` integer NOT NULL,
	`topic` text NOT NULL,
	PRIMARY KEY(`doc_id`, `position`),
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `case_topics_topic_idx` ON `case_topics` (`topic`);--> statement-breakpoint
CREATE TABLE `cases` (
	`doc_id` integer PRIMARY KEY NOT NULL,
	`appellant` text NOT NULL,
	`respondent` text,
	`judgement_type` text DEFAULT 'Judgement' NOT NULL,
	`judge_name` text,
	`judgement_order` text DEFAULT '' NOT NULL,
	`case_result` text,
	`remarkable` text,
	`live` integer DEFAULT true NOT NULL,
	`overruled` integer DEFAULT false NOT NULL,
	`case_category_id` integer,
	`court_id` integer,
	`court_branch_id` integer,
	`court_bench_id` integer,
	`all_judges` text,
	`counsel` text DEFAULT 'double' NOT NULL,
	`advocate_for_appellant` text,
	`advocate_for_respondent` text,
	`extra_counsel_details` text,
	`petitioner_name` text,
	`case_number` text,
	`case_year` integer,
	`decided_day` integer,
	`decided_month` integer,
	`decided_year` integer,
	`decided_date` text,
	`notes` text,
	`source_id` text,
	`search_key` integer,
	`deleted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cases_source_uq` ON `cases` (`source_id`);--> statement-breakpoint
CREATE INDEX `cases_live_date_idx` ON `cases` (`live`,`decided_date`);--> statement-breakpoint
CREATE INDEX `cases_appellant_idx` ON `cases` (`appellant`);--> statement-breakpoint
CREATE INDEX `cases_category_idx` ON `cases` (`case_category_id`);--> statement-breakpoint
CREATE INDEX `cases_court_idx` ON `cases` (`court_id`,`court_branch_id`);--> statement-breakpoint
CREATE INDEX `cases_bench_idx` ON `cases` (`court_bench_id`);--> statement-breakpoint
CREATE INDEX `cases_overruled_idx` ON `cases` (`overruled`);--> statement-breakpoint
CREATE INDEX `cases_modified_idx` ON `cases` (`modified_at`);--> statement-breakpoint
CREATE INDEX `cases_decided_year_idx` ON `cases` (`decided_year`);--> statement-breakpoint
CREATE INDEX `cases_case_number_idx` ON `cases` (`case_number`);--> statement-breakpoint
CREATE INDEX `cases_search_key_idx` ON `cases` (`search_key`);--> statement-breakpoint
CREATE TABLE `cases_referred` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_id` integer NOT NULL,
	`position` integer NOT NULL,
	`cases_referred` text NOT NULL,
	`party_name` text,
	`linked_doc_id` integer,
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cases_referred_doc_idx` ON `cases_referred` (`doc_id`,`position`);--> statement-breakpoint
CREATE INDEX `cases_referred_linked_idx` ON `cases_referred` (`linked_doc_id`);--> statement-breakpoint
CREATE TABLE `citation_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`journal_id` integer,
	`name` text NOT NULL,
	FOREIGN KEY (`journal_id`) REFERENCES `journals`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `citation_categories_journal_idx` ON `citation_categories` (`journal_id`);--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY NOT NULL,
	`state_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`state_id`) REFERENCES `states`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cities_state_idx` ON `cities` (`state_id`,`name`);--> statement-breakpoint
CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `countries` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `court_benches` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `court_benches_name_unique` ON `court_benches` (`name`);--> statement-breakpoint
CREATE TABLE `court_branches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`court_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer,
	FOREIGN KEY (`court_id`) REFERENCES `courts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `court_branches_court_name_uq` ON `court_branches` (`court_id`,`name`);--> statement-breakpoint
CREATE TABLE `courts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`is_supreme_court` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courts_name_unique` ON `courts` (`name`);--> statement-breakpoint
CREATE TABLE `dead_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`queue` text NOT NULL,
	`message_id` text NOT NULL,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `headnote_refs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_id` integer NOT NULL,
	`headnote_position` integer NOT NULL,
	`slot` integer NOT NULL,
	`act_name` text,
	`section` text,
	`order_no` text,
	`rule` text,
	`article` text,
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `headnote_refs_doc_idx` ON `headnote_refs` (`doc_id`,`headnote_position`,`slot`);--> statement-breakpoint
CREATE INDEX `headnote_refs_act_idx` ON `headnote_refs` (`act_name`,`section`);--> statement-breakpoint
CREATE TABLE `headnotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_id` integer NOT NULL,
	`position` integer NOT NULL,
	`priority` text,
	`headnote` text NOT NULL,
	`paragraph` text,
	`topic` text,
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `headnotes_doc_idx` ON `headnotes` (`doc_id`,`position`);--> statement-breakpoint
CREATE TABLE `journals` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`is_own_reporter` integer DEFAULT false NOT NULL,
	`is_neutral` integer DEFAULT false NOT NULL,
	`is_online` integer DEFAULT false NOT NULL,
	`is_select` integer DEFAULT false NOT NULL,
	`volume_disabled` integer DEFAULT false NOT NULL,
	`volume_required_years` text DEFAULT '[]' NOT NULL,
	`year_required` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `library_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`doc_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `library_user_doc_uq` ON `library_entries` (`user_id`,`doc_id`);--> statement-breakpoint
CREATE INDEX `library_user_idx` ON `library_entries` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `login_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`session_id_hash` text,
	`login_at` text NOT NULL,
	`logout_at` text,
	`active_minutes` integer,
	`ip` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `login_history_user_idx` ON `login_history` (`user_id`,`login_at`);--> statement-breakpoint
CREATE INDEX `login_history_session_idx` ON `login_history` (`session_id_hash`);--> statement-breakpoint
CREATE TABLE `notification_reads` (
	`notification_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`read_at` text NOT NULL,
	PRIMARY KEY(`notification_id`, `user_id`),
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` integer NOT NULL,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`doc_id` integer,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`status` text DEFAULT 'CREATED' NOT NULL,
	`payment_mode` text NOT NULL,
	`base_paise` integer NOT NULL,
	`gst_paise` integer NOT NULL,
	`amount_paise` integer NOT NULL,
	`provider_order_id` text,
	`provider_payment_id` text,
	`plan_start_at` text,
	`plan_end_at` text,
	`custom_end_at` text,
	`paid_at` text,
	`failure_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_order_uq` ON `orders` (`provider_order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_payment_uq` ON `orders` (`provider_payment_id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`status`,`plan_end_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`paid_at`);--> statement-breakpoint
CREATE INDEX `orders_plan_idx` ON `orders` (`plan_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `otps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purpose` text NOT NULL,
	`mobile` text NOT NULL,
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL,
	`consumed_at` text,
	`created_at` text NOT NULL,
	`client_ip` text
);
--> statement-breakpoint
CREATE INDEX `otps_mobile_idx` ON `otps` (`mobile`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`job_id` text NOT NULL,
	`status` text NOT NULL,
	`provider` text,
	`provider_id` text,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_job_channel_uq` ON `outbox` (`job_id`,`channel`);--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`,`id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`provider_payment_id` text NOT NULL,
	`status` text NOT NULL,
	`method` text,
	`amount_paise` integer NOT NULL,
	`signature` text,
	`source` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_uq` ON `payments` (`provider_payment_id`);--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`parallel_users` integer NOT NULL,
	`type` text NOT NULL,
	`cost_rupees` integer NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer
);
--> statement-breakpoint
CREATE INDEX `plans_type_idx` ON `plans` (`type`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`heading` text NOT NULL,
	`body` text NOT NULL,
	`linked_doc_id` integer,
	`deleted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer
);
--> statement-breakpoint
CREATE INDEX `posts_created_idx` ON `posts` (`deleted_at`,`id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `roles` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`token_digit` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roles_name_unique` ON `roles` (`name`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`ended_at` text,
	`end_reason` text,
	`ip` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sessions_user_live_idx` ON `sessions` (`user_id`,`ended_at`,`last_seen_at`);--> statement-breakpoint
CREATE TABLE `states` (
	`id` integer PRIMARY KEY NOT NULL,
	`country_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `states_country_idx` ON `states` (`country_id`,`name`);--> statement-breakpoint
CREATE TABLE `topics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `topics_name_unique` ON `topics` (`name`);--> statement-breakpoint
CREATE TABLE `user_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_tokens_hash_uq` ON `user_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `user_tokens_user_idx` ON `user_tokens` (`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`role_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`mobile` text NOT NULL,
	`password_hash` text,
	`designation` text,
	`address` text,
	`zip_code` text,
	`country_id` integer,
	`state_id` integer,
	`city_id` integer,
	`active` integer DEFAULT true NOT NULL,
	`email_verified_at` text,
	`mobile_verified_at` text,
	`profile_picture_key` text,
	`last_login_at` text,
	`deleted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_by` integer,
	`modified_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`modified_by` integer,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`state_id`) REFERENCES `states`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_mobile_uq` ON `users` (`mobile`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role_id`,`deleted_at`);--> statement-breakpoint
CREATE INDEX `users_name_idx` ON `users` (`name`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text NOT NULL,
	`processed_at` text
);
