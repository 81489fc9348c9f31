-- Personal API tokens (issue 23 item 5, decision 071): a subscriber's named, revocable tokens for
-- the published JSON API. Only the token's SHA-256 is stored; the token is shown once. A token in
-- use holds a session row (session_id_hash), so it takes a seat of the plan like a browser login.
CREATE TABLE `api_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`),
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text,
	`revoked_at` text,
	`session_id_hash` text
);--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_hash_uq` ON `api_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `api_tokens_user_idx` ON `api_tokens` (`user_id`, `revoked_at`);
