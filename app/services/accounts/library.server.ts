/**
 * The personal library. Ownership is in every WHERE clause: a user can only see or delete their
 * own entries; adding the same case twice keeps one entry (unique user + case).
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { cases, headnotes, libraryEntries } from "../../../db/schema";
import { htmlToText } from "../../../search-index/text";
import type { AppContext } from "../../utils/context.server";
import { pageWindow } from "../../utils/pager";

/** The service's input schemas, for the page and the API (decision 058). */
export * from "./library.schema";

export const LIBRARY_PAGE_SIZE = 8;
export const SNIPPET_LENGTH = 240;

export async function addToLibrary(ctx: AppContext, input: { userId: number; docId: number }): Promise<"added" | "exists" | "not-found"> {
  const found = await ctx.db
    .select({ docId: cases.docId })
    .from(cases)
    .where(and(eq(cases.docId, input.docId), eq(cases.live, true), isNull(cases.deletedAt)))
    .get();
  if (!found) return "not-found";
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
  const rows = await ctx.db
    .select({
      docId: libraryEntries.docId,
      appellant: cases.appellant,
      respondent: cases.respondent,
      live: cases.live,
      deletedAt: cases.deletedAt,
      judgement: cases.judgementOrder,
      headnote: headnotes.headnote,
    })
    .from(libraryEntries)
    .innerJoin(cases, eq(cases.docId, libraryEntries.docId))
    .leftJoin(headnotes, and(eq(headnotes.docId, cases.docId), eq(headnotes.position, 1)))
    .where(eq(libraryEntries.userId, userId))
    .orderBy(desc(libraryEntries.id))
    .limit(LIBRARY_PAGE_SIZE)
    .offset((current - 1) * LIBRARY_PAGE_SIZE)
    .all();
  const items = rows.map((r, i) => {
    const title = `${r.appellant}${r.respondent ? ` v. ${r.respondent}` : ""}`.replace(/#/g, " ");
    const snippet = htmlToText(r.headnote ?? r.judgement).replace(/\s+/g, " ").slice(0, SNIPPET_LENGTH);
    const caseRepresentation = `${title}#${snippet}`;
    const [head, ...rest] = caseRepresentation.split("#");
    return {
      startNumber: (current - 1) * LIBRARY_PAGE_SIZE + i + 1,
      docId: r.docId,
      caseRepresentation,
      title: head,
      snippet: rest.join("#").slice(0, SNIPPET_LENGTH),
      available: r.live && !r.deletedAt,
    };
  });
  return { items, page: current, pages, total };
}
