import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DataTable, ListSearch, type Column } from "../components/admin/data-table";
import { ConfirmDelete, TrashIcon, UrlDialog, DialogButtons } from "../components/admin/dialogs";
import { AdminErrorView } from "../components/admin/error-view";
import { TextField } from "../components/admin/form-field";
import { afterWrite, listSearch, queryOf } from "../components/admin/list-url";
import { BAD_REQUEST, Notice, noticeFromUrl, type NoticeData } from "../components/admin/notice";
import { CourtBranchSchema, CourtListQuerySchema, DeleteBranchSchema, addCourtBranch, deleteCourtBranch, listCourtBranches, listCourtNames, type CourtBranchRow } from "../services/masters/courts.server";
import { requireStaff } from "../utils/auth.server";
import { adminMessages } from "../utils/copy";
import { parseForm } from "../utils/forms.server";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";

// The form's own check loads its schema (and zod) on first use; the action parses on the server.
const validateCourtBranch = lazyValidation(() => import("../services/masters/courts.schema").then((s) => s.CourtBranchSchema));

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "court");
  const parsed = CourtListQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { confirm, dialog, ...query } = parsed.data;
  const [list, courtNames] = await Promise.all([listCourtBranches(context.app, query), dialog === "add" ? listCourtNames(context.app) : Promise.resolve([])]);
  return { q: query.q, confirm: confirm ?? null, dialog: dialog ?? null, courtNames, ...list };
}

type Reply = { result?: SubmissionResult<string[]>; notice?: NoticeData };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "court");
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const parsed = DeleteBranchSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const result = await deleteCourtBranch(context.app, parsed.data.branchId);
    if (!result.ok) return data<Reply>({ notice: { kind: "error", title: adminMessages.deleteFailed, text: result.message } }, { status: result.status });
    throw redirect(afterWrite(request.url, "deleted"));
  }
  const submission = parseForm(formData, { schema: CourtBranchSchema });
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  const result = await addCourtBranch(context.app, { ...submission.value, actorId: staff.userId });
  if (!result.ok) {
    return data<Reply>({ result: submission.reply({ fieldErrors: { [result.field ?? "branchName"]: [result.message] } }) }, { status: result.status });
  }
  throw redirect(afterWrite(request.url, "courtCreated", { q: null, page: null }));
}

export const meta: MetaFunction = () => [{ title: "Courts and Branches — SAR Online back office" }];

function AddCourtForm({ courtNames, lastResult, closeHref }: { courtNames: string[]; lastResult?: SubmissionResult<string[]>; closeHref: string }) {
  const [form, fields] = useForm({
    id: "add-court",
    lastResult,
    onValidate: useLazyValidation(validateCourtBranch, "add-court"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <UrlDialog title="Add Court and Branch Name" closeHref={closeHref}>
      <Form method="post" className="form" {...getFormProps(form)} noValidate preventScrollReset>
        <p className="muted">An existing court name adds the branch to that court; a new name creates the court with its branch.</p>
        <TextField meta={fields.courtName} label="Court Name" maxLength={37} list="court-names" autoFocus />
        <datalist id="court-names">
          {courtNames.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <TextField meta={fields.branchName} label="Branch Name" maxLength={37} />
        <DialogButtons intent="add" label="Create" closeHref={closeHref} />
      </Form>
    </UrlDialog>
  );
}

export default function AdminCourts() {
  const { q, rows, page, pages, confirm, dialog, courtNames } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  const columns: Column<CourtBranchRow>[] = [
    { header: "Branch Name", cell: (r) => r.branchName, className: "wide" },
    { header: "Court Type", cell: (r) => r.courtName },
    {
      header: "Actions",
      cell: (r) => (
        <Link to={listSearch(params, { confirm: r.branchId })} className="trash" aria-label={`Delete branch ${r.branchName} of ${r.courtName}`} preventScrollReset>
          <TrashIcon />
        </Link>
      ),
    },
  ];
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>Courts and Branches</h1>
        <Link to={listSearch(params, { dialog: "add" })} className="button primary" preventScrollReset>
          Create
        </Link>
      </div>
      <Notice notice={reply?.notice ?? noticeFromUrl(params)} />
      <ListSearch label="Search courts" placeholder={adminMessages.searchCourts} q={q} />
      <DataTable caption="Courts and branches" columns={columns} rows={rows} rowKey={(r) => r.branchId} empty={adminMessages.noCourts} page={page} pages={pages} />
      {dialog === "add" ? <AddCourtForm courtNames={courtNames} lastResult={reply?.result} closeHref={listSearch(params)} /> : null}
      {confirm && !reply?.notice ? <ConfirmDelete cancelHref={listSearch(params)} fields={{ intent: "delete", branchId: confirm }} /> : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
