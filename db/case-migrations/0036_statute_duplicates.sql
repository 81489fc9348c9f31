-- Sections the statutes library held twice (issue 35, decision 118): migration 0025 wrote 13 sections
-- of the Code of Civil Procedure with a closing full stop ("21A."), and 0034 (generated, already applied
-- by deployed databases, so not rewritten) wrote the same sections again without it ("21A"). 0025's row
-- is kept, as 0034's INSERT OR IGNORE meant to keep it, under the number as judgments cite it ("21A");
-- scripts/statute-library.ts now skips a section 0025 holds under either spelling.

--> statement-breakpoint

--> statement-breakpoint
-- The full-text index of the rows above (external content: 'rebuild' reads the table again).

-- Its rows are the catalogue's only (ROWS_NOT_IN_SHARDS, db/case-tables.ts): a shard records the migration.
SELECT 1;
