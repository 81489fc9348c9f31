/**
 * A paged list's arithmetic, one place for every list (the back office's tables, the library, the
 * inbox, watches, login history): how many pages `total` rows make at `perPage` a page (at least
 * one, so an empty list still has its page 1), and the asked page brought within them.
 */
export function pageWindow(total: number, perPage: number, asked: number): { pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return { pages, page: Math.min(Math.max(1, asked), pages) };
}
