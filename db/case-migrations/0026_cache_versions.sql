-- Issue 22 item 12 (decision 056): a version stamp for cached data. 'case_views' stamps the
-- subscriber case page's cached case data (the case, Cited by and Authorities, Similar Cases);
-- every write to a case adds one, so no cached copy outlives a change to any case it shows.
CREATE TABLE `cache_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `cache_versions` (`name`, `version`) VALUES ('case_views', 0);
