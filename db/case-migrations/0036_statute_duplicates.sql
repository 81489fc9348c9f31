-- Sections the statutes library held twice (issue 35, decision 118): migration 0025 wrote 13 sections
-- of the Code of Civil Procedure with a closing full stop ("21A."), and 0034 (generated, already applied
-- by deployed databases, so not rewritten) wrote the same sections again without it ("21A"). 0025's row
-- is kept, as 0034's INSERT OR IGNORE meant to keep it, under the number as judgments cite it ("21A");
-- scripts/statute-library.ts now skips a section 0025 holds under either spelling.
DELETE FROM `statute_sections` WHERE `section` NOT LIKE '%.' AND EXISTS (SELECT 1 FROM `statute_sections` AS `dotted` WHERE `dotted`.`act` = `statute_sections`.`act` AND `dotted`.`section` = `statute_sections`.`section` || '.');
--> statement-breakpoint
UPDATE `statute_sections` SET `section` = rtrim(`section`, '.') WHERE `section` LIKE '%.' AND NOT EXISTS (SELECT 1 FROM `statute_sections` AS `bare` WHERE `bare`.`act` = `statute_sections`.`act` AND `bare`.`section` = rtrim(`statute_sections`.`section`, '.'));
--> statement-breakpoint
-- The full-text index of the rows above (external content: 'rebuild' reads the table again).
INSERT INTO `statute_sections_fts`(`statute_sections_fts`) VALUES ('rebuild');
