CREATE TABLE `statute_names` (
	`name` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cases_listing_idx` ON `cases` (`live`,`search_key`,`deleted_at`,`decided_year`,`decided_date`,`court_id`);--> statement-breakpoint
INSERT OR IGNORE INTO `statute_names` (`name`) SELECT DISTINCT `act_name` FROM `case_acts`;
--> statement-breakpoint
INSERT OR IGNORE INTO `statute_names` (`name`) SELECT DISTINCT `act_name` FROM `headnote_refs` WHERE `act_name` IS NOT NULL;
