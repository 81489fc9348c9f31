CREATE TABLE `act_aliases` (
	`alias` text PRIMARY KEY NOT NULL,
	`target` text NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL
);
