CREATE TABLE `bulk_import_batches` (
	`import_id` integer NOT NULL,
	`offset` integer NOT NULL,
	`fresh_ids` text NOT NULL,
	PRIMARY KEY(`import_id`, `offset`),
	FOREIGN KEY (`import_id`) REFERENCES `bulk_imports`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `bulk_import_rejections` (
	`import_id` integer NOT NULL,
	`line` integer NOT NULL,
	`reason` text NOT NULL,
	PRIMARY KEY(`import_id`, `line`),
	FOREIGN KEY (`import_id`) REFERENCES `bulk_imports`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `bulk_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_name` text NOT NULL,
	`r2_key` text NOT NULL,
	`size` integer NOT NULL,
	`status` text NOT NULL,
	`next_offset` integer DEFAULT 0 NOT NULL,
	`next_line` integer DEFAULT 1 NOT NULL,
	`lines_read` integer DEFAULT 0 NOT NULL,
	`imported` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`unchanged` integer DEFAULT 0 NOT NULL,
	`rejected` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_by` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`finished_at` text
);
