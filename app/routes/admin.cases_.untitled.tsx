import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { DataTable, type Column } from "../components/admin/data-table";
import { AdminErrorView } from "../components/admin/error-view";
import { queryOf } from "../components/admin/list-url";
import { listUntitled, UntitledQuerySchema, type UntitledCase } from "../services/cases/case-titles.server";
import { requireStaff } from "../utils/auth.server";
import { adminMessages } from "../utils/copy";
import { formatDate } from "../utils/format";

/**
 * Judgments without a title or bench (issue 24 item 1, decision 055): what neither the source nor
 * the text gave, for staff to fill in on the case form. Every staff role (the cases section).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "cases");
  const parsed = UntitledQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  return { missing: parsed.data.missing, ...(await listUntitled(context.app, parsed.data)) };
}

export const meta: MetaFunction = () => [{ title: "Judgments Without a Title or Bench — SAR Online back office" }];

const FILTERS = [
  ["either", "Title or bench"],
  ["title", "No title"],
  ["bench", "No bench"],
] as const;

export default function UntitledJudgments() {
  const { rows, total, page, pages, missing } = useLoaderData<typeof loader>();
  const columns: Column<UntitledCase>[] = [
    { header: "Doc Id", cell: (r) => r.docId },
    { header: "Source", cell: (r) => r.sourceId ?? "", className: "wide" },
    { header: "Missing", cell: (r) => [r.noTitle ? "title" : null, r.noBench ? "bench" : null].filter(Boolean).join(", ") },
    { header: "Title", cell: (r) => (r.noTitle ? <span className="muted">none</span> : r.appellant), className: "wide" },
    { header: "Decided", cell: (r) => formatDate(r.decidedDate) },
    { header: "Case No.", cell: (r) => r.caseNumber ?? "" },
    {
      header: "Actions",
      cell: (r) => (
        <Link to={`/admin/addCase?docId=${r.docId}`} className="button small" aria-label={`Edit case ${r.docId}`}>
          Edit
        </Link>
      ),
    },
  ];
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>Judgments Without a Title or Bench</h1>
        <Link to="/admin/cases" className="button">
          Cases List
        </Link>
      </div>
      <p className="muted">
        {total} judgment{total === 1 ? "" : "s"} whose title or bench neither the source nor the text of the judgment gave. A value you enter on the case form is kept over any later import.
      </p>
      <nav className="filter-links" aria-label="Missing">
        {FILTERS.map(([value, label]) =>
          value === missing ? (
            <strong key={value} aria-current="true">
              {label}
            </strong>
          ) : (
            <Link key={value} to={value === "either" ? "?" : `?missing=${value}`}>
              {label}
            </Link>
          ),
        )}
      </nav>
      <DataTable caption="Judgments without a title or bench" columns={columns} rows={rows} rowKey={(r) => r.docId} empty="Every judgment has a title and a bench." page={page} pages={pages} />
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
