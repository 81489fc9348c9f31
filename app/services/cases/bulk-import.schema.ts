/**
 * The inputs of Import Judgments (back-office, decision 028): the page's query and the resume of a
 * stopped import. A plain module (no `.server`): the page's loader and action reach it through
 * bulk-import.server.ts, an API route imports the same objects (decision 058).
 */
import { z } from "zod";
import { IdSchema, PageSchema } from "../fields.schema";

/** The page's URL: the import shown, the list's page, and the notices after a start or a resume. */
export const BulkImportQuerySchema = z.object({
  id: IdSchema.optional(),
  page: PageSchema,
  started: z.string().optional(),
  resumed: z.string().optional(),
});

/** Resume a stopped or stalled import. */
export const BulkImportResumeSchema = z.object({ intent: z.literal("resume"), id: IdSchema });
