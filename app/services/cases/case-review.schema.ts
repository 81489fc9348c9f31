/**
 * The input schemas of the back office's two review lists of imported judgments (issue 24 items 1
 * and 5): judgments left without a title or bench, and one judgment under two source ids.
 */
import { z } from "zod";

export const UntitledQuerySchema = z.object({
  missing: z.enum(["title", "bench", "either"]).default("either"),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const DuplicatesQuerySchema = z.object({
  status: z.enum(["linked", "merged", "separate"]).optional(),
});

export const DuplicateDecisionSchema = z.object({
  intent: z.enum(["merged", "separate"]),
  docId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
