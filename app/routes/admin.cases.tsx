import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DataTable, ListSearch, type Column } from "../components/admin/data-table";
import { ConfirmDelete, TrashIcon } from "../components/admin/dialogs";
import { AdminErrorView } from "../components/admin/error-view";
import { afterWrite, listSearch, queryOf } from "../components/admin/list-url";
import { BAD_REQUEST, Notice, noticeFromUrl, type NoticeData } from "../components/admin/notice";
import { CaseDeskActionSchema, CaseListQuerySchema, courtFilterOptions, deleteCase, listCases, setCaseFlag, type CaseListRow } from "../services/cases/case-desk.server";
import { machineFindings, type MachineFinding } from "../services/graph/citation-graph.server";
import { requireStaff } from "../utils/auth.server";
import { CASE_CATEGORY_FILTER, CASE_SORTS, DEFAULT_DIR, YES_NO_FILTER, type CaseSort } from "../utils/case-list-filters";
import { adminMessages } from "../utils/copy";
import { formatDate } from "../utils/format";

const SORT_LABELS: Record<CaseSort, string> = { docId: "Doc Id", date: "Decided", title: "Law Title", modified: "Modified Date" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "cases");
  const parsed = CaseListQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { confirm, ...rest } = parsed.data;
  const courtOptions = await courtFilterOptions(context.app, rest.court);
  // A bench left in the form when another court (or ALL, SC, HC) was chosen without JavaScript: the
  // same list without it, so the new court's cases show and the URL says what the list shows.
  if (rest.bench !== undefined && !courtOptions.benches.some((b) => b.id === rest.bench)) {
    const url = new URL(request.url);
    url.searchParams.delete("bench");
    url.searchParams.delete("_data");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const query = { ...rest, dir: rest.dir ?? DEFAULT_DIR[rest.sort] };
  const list = await listCases(context.app, query);
  // The machine's finding beside the staff's flag (decision 060): staff confirm it by setting Overruled.
  const findings = await machineFindings(context.app, list.rows.filter((r) => !r.overruled).map((r) => r.docId));
  return { query, courtOptions, confirm: confirm ?? null, ...list, findings: Object.fromEntries(findings) as Record<number, MachineFinding> };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "cases");
  const parsed = CaseDeskActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ notice: BAD_REQUEST }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "delete") {
    const result = await deleteCase(context.app, { docId: input.docId, actorId: staff.userId });
    if (!result.ok) return data({ notice: { kind: "error", text: adminMessages.deleteFailed } satisfies NoticeData }, { status: result.status });
    throw redirect(afterWrite(request.url, "deleted"));
  }
  const result = await setCaseFlag(context.app, { docId: input.docId, flag: input.intent, value: input.status === "true", actorId: staff.userId });
  if (!result.ok) return data({ notice: { kind: "error", text: adminMessages.updateFailed } satisfies NoticeData }, { status: result.status });
  // §4: after a toggle the list reloads on page 1.
  throw redirect(afterWrite(request.url, "updated", { page: 1 }));
}

export const meta: MetaFunction = () => [{ title: "Cases — SAR Online back office" }];

/** The live or overruled icon: a one-button form that sends the negated value (§4). */
function FlagToggle({ row, flag }: { row: CaseListRow; flag: "live" | "overruled" }) {
  const on = row[flag];
  const name = flag === "live" ? "Live" : "Overruled";
  return (
    <Form method="post" className="inline" preventScrollReset>
      <input type="hidden" name="intent" value={flag} />
      <input type="hidden" name="docId" value={row.docId} />
      <input type="hidden" name="status" value={String(!on)} />
      <button
        type="submit"
        className={`flag-toggle ${flag} ${on ? "on" : "off"}`}
        aria-pressed={on}
        aria-label={`${name} for case ${row.docId}: ${on ? "YES" : "NO"}. Set to ${on ? "NO" : "YES"}`}
        title={`Set ${name} to ${on ? "NO" : "YES"}`}
      >
        {on ? "YES" : "NO"}
      </button>
    </Form>
  );
}

/** "Overruled by X, para N — confirm?": what the citation graph read in a later judgment, for staff to confirm with the flag beside it. */
function Finding({ f }: { f: MachineFinding }) {
  return (
    <p className="machine-finding" title={f.sentence ?? undefined}>
      {f.treatment === "overruled" ? "Overruled by " : "Doubted in "}
      <Link to={`/viewCase/${f.citingDocId}`}>{f.citingTitle}</Link>
      {f.decidedDate ? ` (${formatDate(f.decidedDate)})` : ""}
      {f.paragraph ? `, para ${f.paragraph}` : ""}
      {f.treatment === "overruled" ? " — confirm?" : " — check"}
    </p>
  );
}

function EditMenu({ docId }: { docId: number }) {
  return (
    <details className="row-menu">
      <summary className="button small">Edit</summary>
      <ul>
        <li>
          <Link to={`/admin/addCase?docId=${docId}`}>Edit Case</Link>
        </li>
        <li>
          <Link to={`/admin/cases/${docId}/files`}>Update File</Link>
        </li>
      </ul>
    </details>
  );
}

export default function AdminCases() {
  const { query, courtOptions, rows, page, pages, confirm, findings } = useLoaderData<typeof loader>();
  const reply = useActionData<{ notice?: NoticeData }>();
  const [params] = useSearchParams();
  // A column's header sorts by it (its first direction), or reverses the sort it shows; page 1.
  const sortBy = (sort: CaseSort) => ({
    current: query.sort === sort ? query.dir : null,
    href: listSearch(params, { sort, dir: query.sort === sort ? (query.dir === "asc" ? "desc" : "asc") : DEFAULT_DIR[sort], page: null }),
  });
  const columns: Column<CaseListRow>[] = [
    { header: "Doc Id", cell: (r) => r.docId, className: "num", sort: sortBy("docId") },
    {
      header: "Law Title",
      // The decision date under the title (a column of its own would push Delete off a 1280 px screen).
      cell: (r) => (
        <span>
          {r.lawTitle}
          {r.decidedDate ? <span className="decided">Decided {formatDate(r.decidedDate)}</span> : null}
        </span>
      ),
      className: "wide",
      sort: sortBy("title"),
      alsoSort: { label: "Decided", ...sortBy("date") },
    },
    { header: "Case Category", cell: (r) => r.caseCategory ?? "" },
    { header: "Court Category", cell: (r) => r.courtCategory ?? "" },
    {
      header: "Overuled",
      cell: (r) => (
        <>
          <FlagToggle row={r} flag="overruled" />
          {findings[r.docId] ? <Finding f={findings[r.docId]} /> : null}
        </>
      ),
    },
    { header: "Live", cell: (r) => <FlagToggle row={r} flag="live" /> },
    { header: "Modified By", cell: (r) => r.modifiedBy ?? "" },
    { header: "Modified Date", cell: (r) => formatDate(r.modifiedAt), sort: sortBy("modified") },
    { header: "Actions", cell: (r) => <EditMenu docId={r.docId} /> },
    {
      header: "Delete",
      cell: (r) => (
        <Link to={listSearch(params, { confirm: r.docId })} className="trash" aria-label={`Delete case ${r.docId}`} preventScrollReset>
          <TrashIcon />
        </Link>
      ),
    },
  ];
  return (
    <section className="admin-list">
      <h1>Cases</h1>
      <Notice notice={reply?.notice ?? noticeFromUrl(params)} />
      <ListSearch
        label="Search cases"
        placeholder={adminMessages.searchCases}
        q={query.q}
        filters={[
          { name: "category", label: "Case Category", value: query.category, options: CASE_CATEGORY_FILTER.map((v) => ({ value: v, label: v })) },
          {
            name: "court",
            label: "Court",
            value: String(query.court),
            options: [
              { value: "ALL", label: "ALL" },
              { value: "SC", label: "SUPEREME COURT" },
              { value: "HC", label: "HIGH COURTS (ALL)" },
              ...courtOptions.courts.map((c) => ({ value: String(c.id), label: c.name })),
            ],
          },
          // The chosen court's seats and benches (a choice once one court is chosen; without JavaScript, after Search).
          ...(courtOptions.benches.length > 1 || query.bench !== undefined
            ? [{ name: "bench", label: "Bench", value: query.bench === undefined ? "" : String(query.bench), options: [{ value: "", label: "ALL" }, ...courtOptions.benches.map((b) => ({ value: String(b.id), label: b.name }))] }]
            : []),
          { name: "live", label: "Live", value: query.live, options: YES_NO_FILTER.map((v) => ({ value: v, label: v })) },
          { name: "overruled", label: "Overuled", value: query.overruled, options: YES_NO_FILTER.map((v) => ({ value: v, label: v })) },
          // The column sorts as a choice too (a phone's cards have no header row).
          { name: "sort", label: "Sort by", value: query.sort, options: CASE_SORTS.map((v) => ({ value: v, label: SORT_LABELS[v] })) },
          { name: "dir", label: "Order", value: query.dir, options: [{ value: "desc", label: "Descending" }, { value: "asc", label: "Ascending" }] },
        ]}
      />
      <DataTable
        caption="Cases"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.docId}
        rowClassName={(r) => (r.overruled ? "overruled" : undefined)}
        empty={adminMessages.noCases}
        page={page}
        pages={pages}
      />
      {confirm && !reply ? <ConfirmDelete what="case file" cancelHref={listSearch(params)} fields={{ intent: "delete", docId: confirm }} /> : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
