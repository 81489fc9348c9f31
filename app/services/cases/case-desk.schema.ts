/**
 * The inputs of the case desk (back-office §2 Cases, §4, §9): the cases list's query and its
 * writes (live, overruled, delete). A plain module (no `.server`): the page's loader and action
 * reach it through case-desk.server.ts, an API route imports the same objects (decision 058).
 */
import { z } from "zod";
import { CASE_CATEGORY_FILTER, CASE_SORTS, COURT_FILTER, SORT_DIRS, YES_NO_FILTER } from "../../utils/case-list-filters";
import { IdSchema, ListSearchSchema, PageSchema } from "../fields.schema";

/** The court filter: ALL, SC, HC or one court's id (decision 099's master, by id). */
export const CourtFilterSchema = z.union([z.enum(COURT_FILTER), IdSchema]);

/**
 * The list's URL: search, the four filters of §2/§9, the bench (a branch's id: it names its court),
 * the column sort, page, and the delete confirmation.
 */
export const CaseListQuerySchema = z.object({
  q: ListSearchSchema,
  category: z.enum(CASE_CATEGORY_FILTER).default("ALL"),
  court: CourtFilterSchema.default("ALL"),
  bench: IdSchema.optional(),
  live: z.enum(YES_NO_FILTER).default("ALL"),
  overruled: z.enum(YES_NO_FILTER).default("ALL"),
  sort: z.enum(CASE_SORTS).default("docId"),
  dir: z.enum(SORT_DIRS).optional(),
  page: PageSchema,
  confirm: IdSchema.optional(),
});

/** The list's writes: live and overruled carry the new (negated) value, §4; delete after confirmation. */
export const CaseDeskActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("live"), docId: IdSchema, status: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("overruled"), docId: IdSchema, status: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), docId: IdSchema }),
]);
