-- The back office's cases list (issue 21 item 7, decision 040).
-- Who last wrote a case when it was not a member of staff: the import file's name ('' when the
-- import came before this column). NULL when staff wrote it last (modified_by says who).
ALTER TABLE `cases` ADD `modified_via` text;
--> statement-breakpoint
UPDATE `cases` SET `modified_via` = '' WHERE `modified_by` IS NULL AND `source_id` IS NOT NULL;
--> statement-breakpoint
-- One covering index per sort of the list. The judgment's text sits in the case row before every
-- column the list shows or filters on, so reading them from the table walks the text's overflow
-- pages: these indexes hold them all, and a page is read from the index alone (deleted_at IS NULL,
-- then the sort order, then the rowid).
CREATE INDEX `cases_admin_doc_idx` ON `cases` (`deleted_at`,`doc_id`,`search_key`,`live`,`overruled`,`case_category_id`,`court_id`,`modified_by`,`modified_at`,`modified_via`);
--> statement-breakpoint
CREATE INDEX `cases_admin_date_idx` ON `cases` (`deleted_at`,`search_key`,`live`,`overruled`,`case_category_id`,`court_id`,`modified_by`,`modified_at`,`modified_via`);
--> statement-breakpoint
CREATE INDEX `cases_admin_title_idx` ON `cases` (`deleted_at`,`appellant` COLLATE NOCASE,`doc_id`,`search_key`,`live`,`overruled`,`case_category_id`,`court_id`,`modified_by`,`modified_at`,`modified_via`);
--> statement-breakpoint
CREATE INDEX `cases_admin_modified_idx` ON `cases` (`deleted_at`,`modified_at`,`doc_id`,`search_key`,`live`,`overruled`,`case_category_id`,`court_id`,`modified_by`,`modified_via`);
--> statement-breakpoint
-- The list's count: a range of this narrow index for any combination of the four filters.
CREATE INDEX `cases_admin_count_idx` ON `cases` (`deleted_at`,`live`,`overruled`,`case_category_id`,`court_id`);
--> statement-breakpoint
-- Search by the creator's name: the cases a member of staff created, without reading the rows.
CREATE INDEX `cases_created_by_idx` ON `cases` (`created_by`);
