/**
 * The inputs of the library service (subscriber §2 My Library, §7 add/remove): the list's page and
 * the case an entry is for. A plain module (no `.server`): the pages reach it through
 * library.server.ts, an API route imports the same objects (decision 058).
 */
import { z } from "zod";
import { IdSchema } from "../fields.schema";

/** The library's page (?page=): 1 when absent or not a page number. */
export const LibraryPageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/** Add a case to the library or remove it. */
export const LibraryEntrySchema = z.object({ docId: IdSchema });
