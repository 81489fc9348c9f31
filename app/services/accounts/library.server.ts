/**
 * The personal library. Ownership is in every WHERE clause: a user can only see or delete their
 * own entries; adding the same case twice keeps one entry (unique user + case).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { caseDirectory, libraryEntries } from "../../../db/schema";
import { htmlToText } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { pageWindow } from "../../utils/pager";
import { caseDbs } from "../cases/case-shard-of.server";

/** The service's input schemas, for the page and the API (decision 058). */
export * from "./library.schema";

export const LIBRARY_PAGE_SIZE = 8;
export const SNIPPET_LENGTH = 240;

/** Whether a case is published (live, not deleted, its write complete), by the catalogue's directory. */
export async function isPublished(ctx: AppContext, docId: number): Promise<boolean> {
  const row = await ctx.db
    .select({ docId: caseDirectory.docId })
    .from(caseDirectory)
    .where(and(eq(caseDirectory.docId, docId), eq(caseDirectory.live, true), eq(caseDirectory.deleted, false), eq(caseDirectory.state, "live")))
    .get();
  return Boolean(row);
}

export async function addToLibrary(ctx: AppContext, input: { userId: number; docId: number }): Promise<"added" | "exists" | "not-found"> {
  // The catalogue's directory knows every case of every shard (issue 36): a published one may be kept.
  if (!(await isPublished(ctx, input.docId))) return "not-found";
  const inserted = await ctx.db
    .insert(libraryEntries)
    .values({ userId: input.userId, docId: input.docId, createdAt: ctx.clock.now().toISOString() })
    .onConflictDoNothing()
    .returning({ id: libraryEntries.id })
    .get();
  return inserted ? "added" : "exists";
}

/** Removes one of the caller's own entries; false when there was none to remove. */
export async function removeFromLibrary(ctx: AppContext, input: { userId: number; docId: number }): Promise<boolean> {
  const removed = await ctx.db
    .delete(libraryEntries)
    .where(and(eq(libraryEntries.userId, input.userId), eq(libraryEntries.docId, input.docId)))
    .returning({ id: libraryEntries.id })
    .get();
  return Boolean(removed);
}

export async function isInLibrary(ctx: AppContext, userId: number, docId: number): Promise<boolean> {
  return Boolean(
    await ctx.db.select({ id: libraryEntries.id }).from(libraryEntries).where(and(eq(libraryEntries.userId, userId), eq(libraryEntries.docId, docId))).get(),
  );
}

/**
 * One page of the library. Each entry carries the legacy caseRepresentation "title#snippet":
 * the title before the first '#', the snippet after it (first 240 characters).
 */
export async function listLibrary(ctx: AppContext, userId: number, page: number) {
  const total = (await ctx.db.select({ n: count() }).from(libraryEntries).where(eq(libraryEntries.userId, userId)).get())?.n ?? 0;
  const { pages, page: current } = pageWindow(total, LIBRARY_PAGE_SIZE, page);
  // The page's entries with the directory's title and state (the catalogue), then each case's first
  // headnote or text for the snippet from its own shard (issue 36: the case may be in any of them).
  const rows = await ctx.db
    .select({ docId: libraryEntries.docId, title: caseDirectory.title, live: caseDirectory.live, deleted: caseDirectory.deleted, state: caseDirectory.state })
    .from(libraryEntries)
    .innerJoin(caseDirectory, eq(caseDirectory.docId, libraryEntries.docId))
    .where(eq(libraryEntries.userId, userId))
    .orderBy(desc(libraryEntries.id))
    .limit(LIBRARY_PAGE_SIZE)
    .offset((current - 1) * LIBRARY_PAGE_SIZE)
    .all();
  const texts = new Map<number, { appellant: string; respondent: string | null; text: string }>();
  for (const { db, docIds } of await caseDbs(ctx, rows.map((r) => r.docId))) {
    const found = await db.all<{ docId: number; appellant: string; respondent: string | null; text: string }>(
      sql`select c.doc_id as docId, c.appellant, c.respondent,
                 coalesce((select h.headnote from headnotes h where h.doc_id = c.doc_id and h.position = 1), substr(c.judgement_order, 1, 4000)) as text
            from cases c where c.doc_id in (select value from json_each(${JSON.stringify(docIds)}))`,
    );
    for (const f of found) texts.set(f.docId, f);
  }
  const items = rows.map((r, i) => {
    const own = texts.get(r.docId);
    // The whole title from the case's row; the directory's (cut at 200) if its shard did not answer.
    const title = (own ? `${own.appellant}${own.respondent ? ` v. ${own.respondent}` : ""}` : r.title).replace(/#/g, " ");
    const snippet = htmlToText(own?.text ?? "").replace(/\s+/g, " ").slice(0, SNIPPET_LENGTH);
    const caseRepresentation = `${title}#${snippet}`;
    const [head, ...rest] = caseRepresentation.split("#");
    return {
      startNumber: (current - 1) * LIBRARY_PAGE_SIZE + i + 1,
      docId: r.docId,
      caseRepresentation,
      title: head,
      snippet: rest.join("#").slice(0, SNIPPET_LENGTH),
      available: r.live && !r.deleted && r.state === "live",
    };
  });
  return { items, page: current, pages, total };
}
