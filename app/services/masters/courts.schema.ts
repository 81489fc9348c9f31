/**
 * The inputs of the courts service (back-office §5 'Add Court and Branch Name', §2 Courts): the
 * form, the list's query and the branch delete. A plain module (no `.server`): the page's action
 * reaches it through courts.server.ts, the form's client check loads it on first use, an API route
 * imports the same objects (decision 058).
 */
import { z } from "zod";
import { isPrincipalSeat } from "../../../search-index/court-label";
import { adminMessages } from "../../utils/copy";
import { IdSchema, ListSearchSchema, PageSchema } from "../fields.schema";

/**
 * 'Add Court and Branch Name' (§5): both names required, at most 37 characters (§ field limits).
 * A court of the master keeps its own name, longer or not ("High Court of Jammu & Kashmir and
 * Ladakh", 40 characters, migration 0030): picked from the list, it adds the branch to that court.
 */
export const CourtBranchSchema = z.object({
  courtName: z
    .string({ error: adminMessages.courtNameRequired })
    .trim()
    .min(1, adminMessages.courtNameRequired)
    .max(100, adminMessages.courtNameLong)
    .refine((name) => name.length <= 37 || isPrincipalSeat(name, "") !== null, adminMessages.courtNameLong),
  branchName: z.string({ error: adminMessages.branchNameRequired }).trim().min(1, adminMessages.branchNameRequired).max(37, adminMessages.branchNameLong),
});

/** The courts list's URL: search, page, the branch whose delete is being confirmed, the add dialog. */
export const CourtListQuerySchema = z.object({
  q: ListSearchSchema,
  page: PageSchema,
  confirm: IdSchema.optional(),
  dialog: z.enum(["add"]).optional(),
});

/** Delete a court's branch. */
export const DeleteBranchSchema = z.object({ intent: z.literal("delete"), branchId: IdSchema });
