-- Every accepted send of a back-office notification (issue 33 item 8, decision 100). The row is
-- written in the same D1 batch as the notification, before its fan-out is queued; the fan-out
-- marks it done when every subscriber has the notification. A send still open some minutes after
-- it was accepted (its queue message lost with a Worker that died) is queued again by
-- the cron's sweep (sweepNotificationSends), at most `sweeps` times; the deliveries' key makes
-- every run safe to repeat; removing a notification removes its send. Sends from before this
-- table are not in it and are never swept.
CREATE TABLE `notification_sends` (
	`notification_id` integer PRIMARY KEY NOT NULL REFERENCES `notifications`(`id`) ON DELETE CASCADE,
	`accepted_at` text NOT NULL,
	`sweeps` integer DEFAULT 0 NOT NULL,
	`done_at` text
);--> statement-breakpoint
CREATE INDEX `notification_sends_open_idx` ON `notification_sends` (`done_at`, `accepted_at`);
