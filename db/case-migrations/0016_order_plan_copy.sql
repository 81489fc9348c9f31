-- Issue 21 item 9: an order keeps its own copy of what was bought (the plan's name, type, seats
-- and description at the time of the order; the price was already copied), so editing a plan
-- changes future orders only. Existing orders get the plan as it is now.
ALTER TABLE `orders` ADD `plan_name` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `orders` ADD `plan_type` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `orders` ADD `plan_users` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `orders` ADD `plan_description` text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE `orders` SET
  `plan_name` = (SELECT `name` FROM `plans` WHERE `plans`.`id` = `orders`.`plan_id`),
  `plan_type` = (SELECT `type` FROM `plans` WHERE `plans`.`id` = `orders`.`plan_id`),
  `plan_users` = (SELECT `parallel_users` FROM `plans` WHERE `plans`.`id` = `orders`.`plan_id`),
  `plan_description` = (SELECT `description` FROM `plans` WHERE `plans`.`id` = `orders`.`plan_id`);
