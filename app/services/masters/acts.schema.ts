/**
 * The inputs of the acts service (back-office §5 'Add Act Name' and its edit, §2 Acts List): the
 * form, the list's query and an act's id. A plain module (no `.server`): the page's action reaches
 * it through acts.server.ts, the form's client check loads it on first use, an API route imports
 * the same objects (decision 058).
 */
import { z } from "zod";
import { adminMessages } from "../../utils/copy";
import { IdSchema, ListSearchSchema, PageSchema } from "../fields.schema";

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** 'Add Act Name' and the edit modal (§5): act name required, at most 100; abbreviations at most 37. */
export const ActSchema = z.object({
  actName: z.string({ error: adminMessages.actNameRequired }).trim().min(1, adminMessages.actNameRequired).max(100, adminMessages.actNameLong),
  wordAbbreviation: optionalText(37, adminMessages.wordAbbreviationLong),
  actAbbreviation: optionalText(37, adminMessages.actAbbreviationLong),
});

/** The acts list's URL: search, page, the act being deleted or edited, the add dialog. */
export const ActListQuerySchema = z.object({
  q: ListSearchSchema,
  page: PageSchema,
  confirm: IdSchema.optional(),
  dialog: z.enum(["add"]).optional(),
  edit: IdSchema.optional(),
});

/** The act a delete or an update is for. */
export const ActIdSchema = z.object({ id: IdSchema });
