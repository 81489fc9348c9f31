-- The directory knows each case's source id (issue 36, decision 122): the import finds a judgment it
-- imported before by its source id in the catalogue, wherever the case's shard is — reading the
-- catalogue's own `cases` only, a re-import of a case living in a shard wrote a second case.
-- Unique, as `cases.source_id` is in one database: one judgment of the source, one case in all the shards.
ALTER TABLE `case_directory` ADD `source_id` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `case_directory_source_uq` ON `case_directory` (`source_id`);
--> statement-breakpoint
-- The cases of today are the catalogue's (shard 0): their directory rows take the source id of their row.
UPDATE `case_directory` SET `source_id` = (SELECT `c`.`source_id` FROM `cases` `c` WHERE `c`.`doc_id` = `case_directory`.`doc_id`);
