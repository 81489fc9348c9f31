/**
 * The inputs of a case's files (back-office 'Upload Document' / 'Update File', decision 023): the
 * case's doc id in the path, the mode of an upload and a file's delete. The PDFs themselves are
 * checked by the service as it reads them (type, size, "%PDF-"). A plain module (no `.server`):
 * the pages' actions reach it through case-form.server.ts, an API route imports the same objects
 * (decision 058).
 */
import { z } from "zod";
import { PDF_TYPES } from "../../../db/schema";

/** A doc id in a path: 1 to 9 digits, never 0 (anything else finds no case). */
export const CaseDocIdParamSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive());

/** Upload Document after Add Case ("upload": every edition) or Update File (the civil and court PDFs). */
export const CaseFilesModeSchema = z.enum(["upload", "update"]).catch("update");

/** The spec's delete types: 3 the reporter PDF (civil), 4 the court PDF; the other editions by name. */
const DELETE_TYPES = { "3": "civil", "4": "court" } as const;

/** Delete one of a case's PDFs. */
export const CaseFileDeleteSchema = z.object({
  intent: z.literal("delete"),
  type: z.union([z.enum(["3", "4"]).transform((t) => DELETE_TYPES[t]), z.enum(PDF_TYPES)]),
});
