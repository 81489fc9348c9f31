/**
 * The inputs of the act-names service ("Names in Judgments", decisions 034 and 041): the list's
 * query and the screen's four actions. A plain module (no `.server`): the page's action reaches it
 * through act-names.server.ts, an API route imports the same objects (decision 058).
 */
import { z } from "zod";
import { ListSearchSchema, PageSchema } from "../fields.schema";

/** Names merged in one request at most (the list's page is 20; "every suggestion" may be more). */
export const MERGE_MANY_MAX = 2000;

const Name = z.string().trim().min(1).max(300);
const Target = z.string().trim().max(300).default("");

/** The list's URL: search, page and the name whose merge dialog is open. */
export const ActNamesQuerySchema = z.object({
  q: ListSearchSchema,
  page: PageSchema,
  merge: Name.optional(),
});

/** Add a name to the acts list, merge one, merge many, or merge every name with a likely act. */
export const ActNamesActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), name: Name }),
  z.object({ intent: z.literal("merge"), name: Name, target: Target }),
  // A merge of many (issue 21 item 8): the rows ticked, each with its act (`name.N`, `target.N`).
  z.object({ intent: z.literal("merge-many"), pairs: z.array(z.object({ name: Name, target: Target })).max(MERGE_MANY_MAX) }),
  // Every name with a likely act (matching the list's search), each into that act.
  z.object({ intent: z.literal("merge-likely"), q: ListSearchSchema }),
]);
