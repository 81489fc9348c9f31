/**
 * The inputs of the posts service (back-office §5 Add New Post / Edit Post, §2 Post Cases): the
 * form, the list's query and a post's id. A plain module (no `.server`): the page's action reaches
 * it through posts.server.ts, the form's client check loads it on first use, an API route imports
 * the same objects (decision 058).
 */
import { z } from "zod";
import { postMessages } from "../../utils/copy";
import { IdSchema, ListSearchSchema, PageSchema } from "../fields.schema";

const required = postMessages.required;

/** Add New Post / Edit Post (§5): heading, body and a case doc id, each 'Please fill all the required field.'. */
export const PostSchema = z.object({
  heading: z.string({ error: required }).trim().min(1, required).max(150, postMessages.headingLong),
  body: z.string({ error: required }).trim().min(1, required).max(5000, postMessages.bodyLong),
  linkedDocId: z.coerce.number({ error: required }).int(required).positive(required).max(999_999_999, required),
});

/** The posts list's URL: search, page, the post being viewed, edited or deleted, the add dialog. */
export const PostListQuerySchema = z.object({
  q: ListSearchSchema,
  page: PageSchema,
  confirm: IdSchema.optional(),
  dialog: z.enum(["add"]).optional(),
  edit: IdSchema.optional(),
  view: IdSchema.optional(),
  notice: z.string().optional(),
});

/** The post a delete or an update is for. */
export const PostIdSchema = z.object({ id: IdSchema });
