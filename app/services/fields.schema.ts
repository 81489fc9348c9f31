/**
 * Field schemas shared by the back office's input schemas (app/services/<domain>.schema.ts): a row
 * id, a list's page and search text. A plain module (no `.server`), so a form's lazy client check
 * can load it too (app/utils/lazy-validation.ts; decision 058).
 */
import { z } from "zod";

/** A row's id in a form or a URL: a positive safe integer. */
export const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A list's page number (1 to a million). */
export const PageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** A list's search box (at most 100 characters). */
export const ListSearchSchema = z.string().max(100).default("");
