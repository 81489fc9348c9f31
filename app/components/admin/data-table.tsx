import { Form, Link, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";
import { Pager } from "../pager";

type ColumnSort = { href: string; current: "asc" | "desc" | null };
const ariaSort = (sorts: (ColumnSort | undefined)[]) => {
  const current = sorts.find((s) => s?.current)?.current;
  return current === "asc" ? "ascending" : current === "desc" ? "descending" : "none";
};

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** a sortable column's header: a link to the list sorted by it, and the sort it shows now */
  sort?: ColumnSort;
  /** a second sort the same column offers (its own label), e.g. a title column's decision date */
  alsoSort?: ColumnSort & { label: string };
};

/**
 * The one table of the back office's lists: the rows, or the screen's empty-state text when there
 * are none; the pager only above one page (§2, §9), its links keeping the search and filters.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  page,
  pages,
  rowClassName,
  pagerShowAbove,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
  page: number;
  pages: number;
  rowClassName?: (row: T) => string | undefined;
  /** The pager shows above this many pages (default 1; the clients list: 0, back-office §9). */
  pagerShowAbove?: number;
}) {
  if (!rows.length) return <p className="empty-state" role="status">{empty}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="table admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className} aria-sort={c.sort ? ariaSort([c.sort, c.alsoSort]) : undefined}>
                  {c.sort ? <SortLink header={c.header} {...c.sort} /> : c.header}
                  {c.alsoSort ? (
                    <>
                      {" · "}
                      <SortLink header={c.alsoSort.label} {...c.alsoSort} />
                    </>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((c) => (
                  <td key={c.header} data-label={c.header} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} showAbove={pagerShowAbove} />
    </>
  );
}

/** A sortable column's header: a plain link (works without JavaScript); the arrow shows the sort in force. */
function SortLink({ header, href, current }: { header: string; href: string; current: "asc" | "desc" | null }) {
  return (
    <Link to={href} className={`sort-link${current ? " active" : ""}`} preventScrollReset>
      {header}
      <span aria-hidden="true" className="sort-arrow">{current === "asc" ? "▲" : current === "desc" ? "▼" : "⇅"}</span>
      <span className="visually-hidden">{current ? ` (sorted ${current === "asc" ? "ascending" : "descending"}; reverse)` : " (sort)"}</span>
    </Link>
  );
}

export type Filter = { name: string; label: string; value: string; options: { value: string; label: string }[] };

/**
 * A list's search box and filters: a GET form, so the URL holds them. The search runs on Enter
 * (or the search button); a filter runs when it changes (with JavaScript) or with the button.
 * Either way the list starts again at page 1 (the form carries no page).
 */
export function ListSearch({ placeholder, q, filters = [], label }: { placeholder: string; q: string; filters?: Filter[]; label: string }) {
  const submit = useSubmit();
  return (
    <Form key={[q, ...filters.map((f) => f.value)].join("|")} method="get" className="list-search" role="search" aria-label={label}>
      <label className="list-search-box">
        <span className="visually-hidden">{placeholder}</span>
        <input type="search" name="q" defaultValue={q} placeholder={placeholder} maxLength={100} />
      </label>
      {filters.map((f) => (
        <label key={f.name} className="list-filter">
          <span>{f.label}</span>
          <select name={f.name} defaultValue={f.value} onChange={(e) => submit(e.currentTarget.form)}>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className="button small">
        Search
      </button>
    </Form>
  );
}
