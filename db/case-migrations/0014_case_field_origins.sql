-- Issue 21 item 3 (decision 037): who last set each source field of an imported case, so a
-- re-import never overwrites a staff correction, and the source's differing value to show.
CREATE TABLE `case_field_origins` (
	`doc_id` integer NOT NULL,
	`field` text NOT NULL,
	`origin` text NOT NULL,
	`changed_by` integer,
	`changed_at` text NOT NULL,
	`source_value` text,
	`source_seen_at` text,
	PRIMARY KEY(`doc_id`, `field`),
	FOREIGN KEY (`doc_id`) REFERENCES `cases`(`doc_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `bulk_imports` ADD `kept` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE `bulk_import_kept` (
	`import_id` integer NOT NULL,
	`line` integer NOT NULL,
	`doc_id` integer NOT NULL,
	`fields` text NOT NULL,
	PRIMARY KEY(`import_id`, `line`),
	FOREIGN KEY (`import_id`) REFERENCES `bulk_imports`(`id`) ON UPDATE no action ON DELETE no action
);
