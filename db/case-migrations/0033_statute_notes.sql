-- The amendment footnotes of a statute section as its source gives them (decision 101); the rows
-- themselves are master data of 0034_statutes_library.sql.
ALTER TABLE `statute_sections` ADD `notes` text;
