-- Each journal's house style for printing its citations (decision 036, search-index/citation-format.ts).
ALTER TABLE `journals` ADD `citation_style` text DEFAULT 'round' NOT NULL;--> statement-breakpoint
-- The reporter's own journals and SCC, SCALE, Cri LJ and AISCR keep 'round': (2025) 3 SCC 456, 2025 SAR (Cri) 101.
UPDATE `journals` SET `citation_style` = 'air' WHERE `id` = 8;--> statement-breakpoint
UPDATE `journals` SET `citation_style` = 'square' WHERE `id` = 9;--> statement-breakpoint
UPDATE `journals` SET `citation_style` = 'neutral' WHERE `id` = 10;--> statement-breakpoint
UPDATE `journals` SET `citation_style` = 'jt' WHERE `id` = 11;--> statement-breakpoint
UPDATE `journals` SET `citation_style` = 'online' WHERE `id` = 14;--> statement-breakpoint
UPDATE `journals` SET `citation_style` = 'manu' WHERE `id` = 15;--> statement-breakpoint
-- The supplements are printed under the names the spec gives them (subscriber §8).
UPDATE `journals` SET `short_name` = 'Supp. (1) SAR' WHERE `id` = 3;--> statement-breakpoint
UPDATE `journals` SET `short_name` = 'Supp. (2) SAR' WHERE `id` = 6;
