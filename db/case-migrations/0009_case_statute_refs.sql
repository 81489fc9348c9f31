CREATE TABLE `case_statute_refs` (
	`doc_id` integer NOT NULL,
	`act` text NOT NULL,
	`kind` text NOT NULL,
	`num` text NOT NULL,
	`sub` text DEFAULT '' NOT NULL,
	`src` text NOT NULL,
	PRIMARY KEY(`doc_id`, `act`, `kind`, `num`, `sub`),
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `case_statute_refs_lookup_idx` ON `case_statute_refs` (`act`,`kind`,`num`,`doc_id`);--> statement-breakpoint
-- The staff's headnote references of cases already stored, as written (acts are given their
-- canonical names and the text's references added by `npm run reindex`; decision 033).
INSERT OR IGNORE INTO `case_statute_refs` (`doc_id`, `act`, `kind`, `num`, `sub`, `src`)
  SELECT `doc_id`, trim(`act_name`), 's', upper(replace(replace(trim(`section`), '-', ''), ' ', '')), '', 'h'
    FROM `headnote_refs` WHERE trim(coalesce(`act_name`, '')) <> '' AND trim(coalesce(`section`, '')) <> '';
--> statement-breakpoint
INSERT OR IGNORE INTO `case_statute_refs` (`doc_id`, `act`, `kind`, `num`, `sub`, `src`)
  SELECT `doc_id`, trim(`act_name`), 'a', upper(replace(replace(trim(`article`), '-', ''), ' ', '')), '', 'h'
    FROM `headnote_refs` WHERE trim(coalesce(`act_name`, '')) <> '' AND trim(coalesce(`article`, '')) <> '';
