import { and, desc, eq, isNull } from "drizzle-orm";
import { cases, posts } from "../../db/schema";
import type { AppContext } from "../utils/context.server";

/** The "From the reporter" feed for subscribers (decision 22): newest posts, linking to live cases. */
export async function latestPosts(ctx: AppContext, limit: number) {
  const rows = await ctx.db
    .select({ id: posts.id, heading: posts.heading, body: posts.body, linkedDocId: posts.linkedDocId, live: cases.live })
    .from(posts)
    .leftJoin(cases, and(eq(cases.docId, posts.linkedDocId), isNull(cases.deletedAt)))
    .where(isNull(posts.deletedAt))
    .orderBy(desc(posts.id))
    .limit(limit)
    .all();
  return rows.map((r) => ({ id: r.id, heading: r.heading, body: r.body, linkedDocId: r.live ? r.linkedDocId : null }));
}
