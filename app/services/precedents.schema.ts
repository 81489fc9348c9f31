/**
 * The inputs of Find Precedents (POST /v1/api/user/findPrecedents, decision 032). A plain module
 * (no `.server`): the API route reaches it through precedents.server.ts, later API routes and the
 * OpenAPI document import the same object (decision 058).
 */
import { z } from "zod";

/** A year, a court id or a count: a number or its digits; 'none', null and "" mean absent. */
const OptionalInt = z
  .union([z.number().int(), z.string().regex(/^\s*(\d{1,9}|none)?\s*$/), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === "" || v === "none" ? null : Number(v)));

/** The Find Precedents request (issue 16): the text, optional court and years, how many. */
export const FindPrecedentsSchema = z.looseObject({
  // The text is measured in bytes by the service (100 KB); this only bounds the request.
  text: z.string().max(200_000),
  courtId: OptionalInt,
  yearFrom: OptionalInt,
  yearTo: OptionalInt,
  limit: OptionalInt,
  /** "plain": the benchmark's BM25 baseline; only on the benchmark's own state (DEV_BULK_IMPORT) */
  ranking: z.enum(["best", "plain"]).optional(),
  /** the benchmark's tuning runs; only on the benchmark's own state (DEV_BULK_IMPORT) */
  tuning: z.record(z.string(), z.number()).optional(),
});
