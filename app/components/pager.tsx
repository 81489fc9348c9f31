import { Link, useSearchParams } from "@remix-run/react";

export type PagerItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * Pager rules (spec §4): up to 6 pages every number is listed; otherwise the first page, an
 * ellipsis, a window around the current page, an ellipsis and the last page.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 6) return Array.from({ length: pages }, (_, i) => ({ kind: "page", page: i + 1 }));
  const items: PagerItem[] = [{ kind: "page", page: 1 }];
  const from = Math.max(2, current - 1);
  const to = Math.min(pages - 1, current + 1);
  if (from > 2) items.push({ kind: "gap", key: "start" });
  for (let p = from; p <= to; p++) items.push({ kind: "page", page: p });
  if (to < pages - 1) items.push({ kind: "gap", key: "end" });
  items.push({ kind: "page", page: pages });
  return items;
}

/**
 * Whether the pager shows: above 1 page (subscriber §4, back-office §2); the clients list shows it
 * above 0 pages (back-office §9), `showAbove={0}`, so a single page has its "‹ 1 ›" too.
 */
export function pagerShown(pages: number, showAbove = 1): boolean {
  return pages > showAbove;
}

/** Links keep the other query parameters; the arrows do nothing at the ends. */
export function Pager({ page, pages, param = "page", showAbove = 1 }: { page: number; pages: number; param?: string; showAbove?: number }) {
  const [params] = useSearchParams();
  if (!pagerShown(pages, showAbove)) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    next.set(param, String(p));
    return `?${next.toString()}`;
  };
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={href(page - 1)} aria-label="Previous page">‹</Link>
      ) : (
        <span aria-disabled="true" className="disabled">‹</span>
      )}
      {pagerItems(page, pages).map((item) =>
        item.kind === "gap" ? (
          <span key={item.key} className="gap">…</span>
        ) : item.page === page ? (
          <span key={item.page} aria-current="page" className="current">{item.page}</span>
        ) : (
          <Link key={item.page} to={href(item.page)}>{item.page}</Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} aria-label="Next page">›</Link>
      ) : (
        <span aria-disabled="true" className="disabled">›</span>
      )}
    </nav>
  );
}
