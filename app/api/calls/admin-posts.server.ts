/**
 * Posts through the published API (back-office §2 'Post Cases', §3 Post, §5, §7): the posts page's
 * own service and schema (app/services/staff/posts.server.ts) under the spec's names — heading and body
 * lose every tag on save through the page's sanitiser, the linked case must exist, delete is soft.
 * The Super Admin's, as the page is (the Posts section).
 */
import { z } from "zod";
import { addPost, deletePost, listPosts, PostIdSchema, PostSchema, updatePost, type PostWriteResult } from "../../services/staff/posts.server";
import { ListSearchSchema } from "../../services/fields.schema";
import { adminMessages, postMessages } from "../../utils/copy";
import { defineCall } from "../define";
import { announce, fail, list, listOf } from "../envelope.server";
import { PageQuerySchema, refused } from "./admin-fields";

const TAG = "Back office: posts";
const AUTH = ["staff:post"] as const;
const post = PostSchema.shape;

const PostItemSchema = z
  .object({ id: z.number().int(), head: z.string(), body: z.string(), linkedDocId: z.union([z.number().int(), z.literal("none")]) })
  .meta({ id: "PostItem" });

/** `{staffRole}` as the old client sends it (read and ignored: the caller's own role decides), and the page's search box. */
export const PostListBodySchema = z
  .object({
    staffRole: z.union([z.number(), z.string().max(20)]).optional().meta({ description: "sent by the old client; ignored" }),
    searchValue: ListSearchSchema.meta({ description: "ours: the page's search (post id or case id, heading or body)" }),
  })
  .meta({ id: "PostListBody" });

export const getPostList = defineCall({
  method: "POST",
  alsoMethods: ["GET"],
  path: "/admin/getPostList",
  tag: TAG,
  summary: "The posts, 10 a page, newest first (GET: the first list without a body)",
  auth: AUTH,
  query: PageQuerySchema,
  body: PostListBodySchema,
  response: listOf(PostItemSchema),
  errors: { 404: "'No Staff found.' (the spec's empty text for posts)" },
  handle: async ({ ctx, query, body }) => {
    const found = await listPosts(ctx, { q: body.searchValue, page: query.pageNumber });
    if (!found.total) return fail(postMessages.empty, 404, {}, "NotFound");
    return list(
      found.rows.map((r) => ({ id: r.id, head: r.heading, body: r.body, linkedDocId: r.linkedDocId ?? "none" })),
      found.pages,
    );
  },
});

const WrittenSchema = z.object({ id: z.number().int(), message: z.string() });

/** A service's answer: the spec's notice, or its refusal under the call's field names. */
function written(r: PostWriteResult, message: string, names: Record<string, string>) {
  return r.ok ? announce(message, { id: r.id }) : refused({ ...r, field: r.field && (names[r.field] ?? r.field) });
}

export const MakePostBodySchema = z.object({ linkedDocId: post.linkedDocId, postBody: post.body, postHeading: post.heading }).meta({ id: "MakePostBody" });

export const makePost = defineCall({
  method: "POST",
  path: "/admin/makePost",
  tag: TAG,
  summary: "Create a post linked to a case ('Post created successfully !')",
  description: "Heading and body are plain text: every tag is removed on save.",
  auth: AUTH,
  body: MakePostBodySchema,
  response: WrittenSchema,
  errors: { 400: "'Please fill all the required field.', or no case has linkedDocId" },
  handle: async ({ ctx, user, body }) =>
    written(await addPost(ctx, { heading: body.postHeading, body: body.postBody, linkedDocId: body.linkedDocId, actorId: user.userId }), postMessages.created, {
      heading: "postHeading",
      body: "postBody",
    }),
});

export const UpdatePostBodySchema = z.object({ linkedDocId: post.linkedDocId, heading: post.heading, body: post.body, id: PostIdSchema.shape.id }).meta({ id: "UpdatePostBody" });

export const updatePostCall = defineCall({
  method: "PUT",
  path: "/admin/updatePost",
  tag: TAG,
  summary: "Change a post ('Post updated successfully !')",
  auth: AUTH,
  body: UpdatePostBodySchema,
  response: WrittenSchema,
  errors: { 400: "'Please fill all the required field.', or no case has linkedDocId", 404: "no such post" },
  handle: async ({ ctx, user, body }) =>
    written(await updatePost(ctx, { id: body.id, heading: body.heading, body: body.body, linkedDocId: body.linkedDocId, actorId: user.userId }), postMessages.updated, {}),
});

export const deletePostCall = defineCall({
  method: "DELETE",
  path: "/admin/deletePost/{id}",
  tag: TAG,
  summary: "Delete a post (kept, hidden: decision 17) ('Successfully Deleted')",
  auth: AUTH,
  params: PostIdSchema,
  response: WrittenSchema,
  errors: { 404: "'Error While Deleting': no such post" },
  handle: async ({ ctx, user, params }) => {
    const r = await deletePost(ctx, params.id, user.userId);
    return r.ok ? announce(adminMessages.deleted, { id: r.id }) : fail(adminMessages.deleteFailed, 404, {}, "NotFound");
  },
});
