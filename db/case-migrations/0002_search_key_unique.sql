DROP INDEX `cases_search_key_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `cases_search_key_uq` ON `cases` (`search_key`);