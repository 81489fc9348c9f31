import { z } from "zod";

/** A year, a court id or a count: a number or its digits; 'none', null and "" mean absent. */
const OptionalInt = z
  .union([z.number().int(), z.string().regex(/^\s*(?:(?:\d{1,9}|none)\s*)?$/), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === "" || v === "none" ? null : Number(v)));

export const PRECEDENTS_MODES = ["auto", "facts", "judgment"] as const;
export type PrecedentsMode = (typeof PRECEDENTS_MODES)[number];

/** Find Precedents' request (issue 16): a fact situation or a judgment, and optional filters. */
export const FindPrecedentsSchema = z
  .looseObject({
    // The text is measured in bytes by the service (100 KB); this only bounds the request.
    text: z.string({ error: "Paste the text to find precedents for." }).max(200_000),
    courtId: OptionalInt,
    yearFrom: OptionalInt,
    yearTo: OptionalInt,
    limit: OptionalInt,
    /** a fact situation, a judgment, or told by the text (default; decision 068) */
    mode: z.enum(PRECEDENTS_MODES, { error: "mode must be auto, facts or judgment." }).optional(),
    /** statutes wanted beside a fact situation's precedents (default 10) */
    statutes: OptionalInt,
    /** "plain": the benchmark's BM25 baseline; only on the benchmark's own state (DEV_BULK_IMPORT) */
    ranking: z.enum(["best", "plain"]).optional(),
    /** the benchmark's tuning runs; only on the benchmark's own state (DEV_BULK_IMPORT) */
    tuning: z.record(z.string(), z.number()).optional(),
    factsTuning: z.record(z.string(), z.number()).optional(),
  })
  .meta({ id: "FindPrecedentsRequest" });
