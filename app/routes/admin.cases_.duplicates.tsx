import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DataTable, type Column } from "../components/admin/data-table";
import { AdminErrorView } from "../components/admin/error-view";
import { afterWrite, queryOf } from "../components/admin/list-url";
import { BAD_REQUEST, Notice, noticeFromUrl, type NoticeData } from "../components/admin/notice";
import { decideDuplicate, DuplicateDecisionSchema, DuplicatesQuerySchema, listDuplicates, type DuplicatePair } from "../services/cases/duplicates.server";
import { requireStaff } from "../utils/auth.server";
import { adminMessages } from "../utils/copy";
import { parseForm } from "../utils/forms.server";
import { formatDate } from "../utils/format";

/**
 * One judgment under two source ids (issue 24 item 5, decision 064): the pairs the import linked,
 * for staff to merge (confirm: the copy stays hidden) or separate (two judgments: both shown).
 * Every staff role (the cases section).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "cases");
  const parsed = DuplicatesQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  return { status: parsed.data.status ?? null, rows: await listDuplicates(context.app, parsed.data.status) };
}

type Reply = { notice?: NoticeData };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "cases");
  const parsed = parseForm(await request.formData(), { schema: DuplicateDecisionSchema });
  if (parsed.status !== "success") return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
  const done = await decideDuplicate(context.app, { docId: parsed.value.docId, decision: parsed.value.intent, actorId: staff.userId });
  if (done === "not-found") return data<Reply>({ notice: { kind: "error", text: "That pair is no longer listed." } }, { status: 404 });
  throw redirect(afterWrite(request.url, parsed.value.intent === "merged" ? "duplicateMerged" : "duplicateSeparated"));
}

export const meta: MetaFunction = () => [{ title: "Same Judgment Twice — SAR Online back office" }];

const FILTERS = [
  [null, "All"],
  ["linked", "To review"],
  ["merged", "Merged"],
  ["separate", "Separate"],
] as const;

const STATUS = { linked: "Linked at import", merged: "Merged", separate: "Separate" } as const;

function CaseCell({ docId, c }: { docId: number; c: DuplicatePair["copy"] }) {
  return (
    <>
      <Link to={`/viewCase/${docId}`}>{c.title || `#${docId}`}</Link>
      <br />
      <span className="muted">
        #{docId}
        {c.sourceId ? ` · ${c.sourceId}` : ""}
        {c.decidedDate ? ` · ${formatDate(c.decidedDate)}` : ""}
      </span>
    </>
  );
}

export default function SameJudgmentTwice() {
  const { rows, status } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  const columns: Column<DuplicatePair>[] = [
    { header: "Shown", cell: (r) => <CaseCell docId={r.sameAs} c={r.original} />, className: "wide" },
    { header: "Copy", cell: (r) => <CaseCell docId={r.docId} c={r.copy} />, className: "wide" },
    { header: "Alike", cell: (r) => `${Math.round(r.similarity * 100)} %` },
    { header: "Status", cell: (r) => `${STATUS[r.status]}${r.decidedBy ? ` (${r.decidedBy})` : ""}` },
    {
      header: "Actions",
      cell: (r) => (
        <Form method="post" className="inline row-actions" preventScrollReset>
          <input type="hidden" name="docId" value={r.docId} />
          {r.status !== "merged" ? (
            <button type="submit" name="intent" value="merged" className="button small" aria-label={`Merge case ${r.docId} into case ${r.sameAs}`}>
              Merge
            </button>
          ) : null}
          {r.status !== "separate" ? (
            <button type="submit" name="intent" value="separate" className="button small" aria-label={`Keep case ${r.docId} and case ${r.sameAs} separate`}>
              Separate
            </button>
          ) : null}
        </Form>
      ),
    },
  ];
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>Same Judgment Twice</h1>
        <Link to="/admin/cases" className="button">
          Cases List
        </Link>
      </div>
      <p className="muted">
        Judgments imported under two source ids with near-identical text. Results, Similar Cases and Cited by show the first one only, with the copy&apos;s citations as &quot;also reported as&quot;. Merge confirms they are one judgment; Separate shows both again.
      </p>
      <Notice notice={reply?.notice ?? noticeFromUrl(params)} />
      <nav className="filter-links" aria-label="Status">
        {FILTERS.map(([value, label]) =>
          value === status ? (
            <strong key={label} aria-current="true">
              {label}
            </strong>
          ) : (
            <Link key={label} to={value ? `?status=${value}` : "?"}>
              {label}
            </Link>
          ),
        )}
      </nav>
      <DataTable caption="Judgments imported twice" columns={columns} rows={rows} rowKey={(r) => r.docId} empty="No judgment is in the reporter twice." page={1} pages={1} />
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
