import { z } from "zod";

/** A year, a court id or a count: a number or its digits; 'none', null and "" mean absent. */
const OptionalInt = z
  .union([z.number().int(), z.string().regex(/^\s*(\d{1,9}|none)?\s*$/), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === "" || v === "none" ? null : Number(v)));

/** Find Precedents' request (issue 16): a fact situation or a judgment, and optional filters. */
export const FindPrecedentsSchema = z
  .looseObject({
    // The text is measured in bytes by the service (100 KB); this only bounds the request.
    text: z.string({ error: "Paste the text to find precedents for." }).max(200_000),
    courtId: OptionalInt,
    yearFrom: OptionalInt,
    yearTo: OptionalInt,
    limit: OptionalInt,
    /** "plain": the benchmark's BM25 baseline; only on the benchmark's own state (DEV_BULK_IMPORT) */
    ranking: z.enum(["best", "plain"]).optional(),
    /** the benchmark's tuning runs; only on the benchmark's own state (DEV_BULK_IMPORT) */
    tuning: z.record(z.string(), z.number()).optional(),
  })
  .meta({ id: "FindPrecedentsRequest" });
