/**
 * Posts (back-office §2 'Post Cases', §3 Post, §4, §5; decision 22): the staff's list, add, edit,
 * view and soft delete (decision 17), and the subscribers' "From the reporter" feed. Heading and
 * body are plain text: every tag is removed on save by the case form's `xss` sanitiser
 * (docs/decisions/027-dashboard-charts-and-posts.md).
 */
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { caseDirectory, posts } from "../../../db/schema";
import { likeContains } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { adminMessages, postMessages } from "../../utils/copy";
import { sanitizePlain } from "../cases/case-form.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page's action and the API (decision 058). */
export * from "./posts.schema";

export const POST_PAGE_SIZE = 10;
/** The list's body preview: 20 characters, then an ellipsis (§9). */
export const POST_PREVIEW_CHARS = 20;

export function postPreview(body: string): string {
  const chars = [...body];
  return chars.length > POST_PREVIEW_CHARS ? `${chars.slice(0, POST_PREVIEW_CHARS).join("")}...` : body;
}

export type PostRow = { id: number; heading: string; body: string; linkedDocId: number | null };

const live = isNull(posts.deletedAt);
const columns = { id: posts.id, heading: posts.heading, body: posts.body, linkedDocId: posts.linkedDocId };

/** The staff's list, newest first: search by post id or case id (a number), heading or body. */
export async function listPosts(ctx: AppContext, query: { q: string; page: number }) {
  const q = query.q.trim();
  const where: SQL[] = [live];
  if (q) {
    const like = likeContains(q);
    const byId = /^\d{1,9}$/.test(q) ? sql`${posts.id} = ${Number(q)} or ${posts.linkedDocId} = ${Number(q)} or ` : sql``;
    where.push(sql`(${byId}${posts.heading} like ${like} escape '\\' or ${posts.body} like ${like} escape '\\')`);
  }
  const totalRow = await ctx.db.select({ n: count() }).from(posts).where(and(...where)).get();
  const { pages, page } = pageWindow(totalRow?.n ?? 0, POST_PAGE_SIZE, query.page);
  const rows: PostRow[] = await ctx.db
    .select(columns)
    .from(posts)
    .where(and(...where))
    .orderBy(desc(posts.id))
    .limit(POST_PAGE_SIZE)
    .offset((page - 1) * POST_PAGE_SIZE)
    .all();
  return { rows, page, pages, total: totalRow?.n ?? 0 };
}

export async function getPost(ctx: AppContext, id: number): Promise<PostRow | null> {
  return (await ctx.db.select(columns).from(posts).where(and(eq(posts.id, id), live)).get()) ?? null;
}

export type PostInput = { heading: string; body: string; linkedDocId: number; actorId: number };
export type PostWriteResult = { ok: true; id: number } | { ok: false; status: 400 | 404; field?: "heading" | "body" | "linkedDocId"; message: string };

/** Cleans the input; a field that is empty once its tags are gone is missing (§5's one message). */
async function cleanInput(ctx: AppContext, input: PostInput): Promise<PostWriteResult | { heading: string; body: string }> {
  const heading = sanitizePlain(input.heading);
  const body = sanitizePlain(input.body);
  if (!heading) return { ok: false, status: 400, field: "heading", message: postMessages.required };
  if (!body) return { ok: false, status: 400, field: "body", message: postMessages.required };
  // The directory knows the cases of every shard (issue 36): a case not deleted may be linked.
  const linked = await ctx.db
    .select({ docId: caseDirectory.docId })
    .from(caseDirectory)
    .where(and(eq(caseDirectory.docId, input.linkedDocId), eq(caseDirectory.deleted, false), eq(caseDirectory.state, "live")))
    .get();
  if (!linked) return { ok: false, status: 400, field: "linkedDocId", message: postMessages.caseMissing };
  return { heading, body };
}

export async function addPost(ctx: AppContext, input: PostInput): Promise<PostWriteResult> {
  const clean = await cleanInput(ctx, input);
  if ("ok" in clean) return clean;
  const now = ctx.clock.now().toISOString();
  const row = await ctx.db
    .insert(posts)
    .values({ ...clean, linkedDocId: input.linkedDocId, createdAt: now, modifiedAt: now, createdBy: input.actorId, modifiedBy: input.actorId })
    .returning({ id: posts.id })
    .get();
  return { ok: true, id: row.id };
}

export async function updatePost(ctx: AppContext, input: PostInput & { id: number }): Promise<PostWriteResult> {
  if (!(await getPost(ctx, input.id))) return { ok: false, status: 404, message: adminMessages.notFound };
  const clean = await cleanInput(ctx, input);
  if ("ok" in clean) return clean;
  await ctx.db
    .update(posts)
    .set({ ...clean, linkedDocId: input.linkedDocId, modifiedAt: ctx.clock.now().toISOString(), modifiedBy: input.actorId })
    .where(and(eq(posts.id, input.id), live))
    .run();
  return { ok: true, id: input.id };
}

/** Soft delete (decision 17): the row keeps its text and gets a deleted time; lists and the feed skip it. */
export async function deletePost(ctx: AppContext, id: number, actorId: number): Promise<PostWriteResult> {
  if (!(await getPost(ctx, id))) return { ok: false, status: 404, message: adminMessages.notFound };
  const now = ctx.clock.now().toISOString();
  await ctx.db.update(posts).set({ deletedAt: now, modifiedAt: now, modifiedBy: actorId }).where(and(eq(posts.id, id), live)).run();
  return { ok: true, id };
}

/** The "From the reporter" feed for subscribers (decision 22): newest posts, linking to live cases. */
export async function latestPosts(ctx: AppContext, limit: number) {
  const rows = await ctx.db
    .select({ id: posts.id, heading: posts.heading, body: posts.body, linkedDocId: posts.linkedDocId, live: caseDirectory.live })
    .from(posts)
    .leftJoin(caseDirectory, and(eq(caseDirectory.docId, posts.linkedDocId), eq(caseDirectory.deleted, false), eq(caseDirectory.state, "live")))
    .where(isNull(posts.deletedAt))
    .orderBy(desc(posts.id))
    .limit(limit)
    .all();
  return rows.map((r) => ({ id: r.id, heading: r.heading, body: r.body, linkedDocId: r.live ? r.linkedDocId : null }));
}
