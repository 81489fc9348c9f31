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
import { ActIdSchema, ActListQuerySchema, ActSchema, addAct, deleteAct, getAct, listActs, updateAct, type ActRow } from "../services/masters/acts.server";
import { requireStaff } from "../utils/auth.server";
import { adminMessages } from "../utils/copy";
import { parseForm } from "../utils/forms.server";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";

// The form's own check loads its schema (and zod) on first use; the action parses on the server.
const validateAct = lazyValidation(() => import("../services/masters/acts.schema").then((s) => s.ActSchema));

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "act");
  const parsed = ActListQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { confirm, dialog, edit, ...query } = parsed.data;
  const [list, editing] = await Promise.all([listActs(context.app, query), edit ? getAct(context.app, edit) : Promise.resolve(null)]);
  return { q: query.q, confirm: confirm ?? null, dialog: dialog ?? null, editing, editMissing: Boolean(edit && !editing), ...list };
}

type Reply = { result?: SubmissionResult<string[]>; notice?: NoticeData };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "act");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "delete") {
    const id = ActIdSchema.safeParse({ id: formData.get("id") });
    if (!id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const result = await deleteAct(context.app, id.data.id);
    if (!result.ok) return data<Reply>({ notice: { kind: "error", title: adminMessages.deleteFailed, text: result.message } }, { status: result.status });
    throw redirect(afterWrite(request.url, "deleted"));
  }
  if (intent !== "add" && intent !== "update") return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
  const id = intent === "update" ? ActIdSchema.safeParse({ id: formData.get("id") }) : null;
  if (id && !id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
  const submission = parseForm(formData, { schema: ActSchema });
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  const input = {
    name: submission.value.actName,
    wordAbbreviation: submission.value.wordAbbreviation ?? null,
    actAbbreviation: submission.value.actAbbreviation ?? null,
    actorId: staff.userId,
  };
  const result = id ? await updateAct(context.app, { ...input, id: id.data!.id }) : await addAct(context.app, input);
  if (!result.ok) {
    if (result.status === 404) return data<Reply>({ notice: { kind: "error", title: adminMessages.updateFailed, text: result.message } }, { status: 404 });
    return data<Reply>({ result: submission.reply({ fieldErrors: { [result.field ?? "actName"]: [result.message] } }) }, { status: result.status });
  }
  throw redirect(afterWrite(request.url, id ? "actUpdated" : "actAdded", id ? {} : { q: null, page: null }));
}

export const meta: MetaFunction = () => [{ title: "Acts List — SAR Online back office" }];

function ActForm({ act, lastResult, closeHref }: { act: ActRow | null; lastResult?: SubmissionResult<string[]>; closeHref: string }) {
  const [form, fields] = useForm({
    id: act ? `edit-act-${act.id}` : "add-act",
    lastResult,
    defaultValue: act ? { actName: act.name, wordAbbreviation: act.wordAbbreviation ?? "", actAbbreviation: act.actAbbreviation ?? "" } : undefined,
    onValidate: useLazyValidation(validateAct, act ? `edit-act-${act.id}` : "add-act"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <UrlDialog title={act ? "Edit Act Name" : "Add Act Name"} closeHref={closeHref}>
      <Form method="post" className="form" {...getFormProps(form)} noValidate preventScrollReset>
        {act ? <input type="hidden" name="id" value={act.id} /> : null}
        <TextField meta={fields.actName} label="Act Name" maxLength={100} autoFocus />
        <TextField meta={fields.wordAbbreviation} label="Word Abbreviation" maxLength={37} />
        <TextField meta={fields.actAbbreviation} label="Act Abbreviation" maxLength={37} />
        <DialogButtons intent={act ? "update" : "add"} label={act ? "Update" : "Add"} closeHref={closeHref} />
      </Form>
    </UrlDialog>
  );
}

export default function AdminActs() {
  const { q, rows, page, pages, confirm, dialog, editing, editMissing } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  const columns: Column<ActRow>[] = [
    { header: "Act Name", cell: (r) => r.name, className: "wide" },
    { header: "Word Abbreviation", cell: (r) => r.wordAbbreviation ?? "" },
    { header: "Act Abbreviation", cell: (r) => r.actAbbreviation ?? "" },
    {
      header: "Actions",
      cell: (r) => (
        <span className="row-actions">
          <Link to={listSearch(params, { edit: r.id })} className="button small" aria-label={`Edit ${r.name}`} preventScrollReset>
            Edit
          </Link>
          <Link to={listSearch(params, { confirm: r.id })} className="trash" aria-label={`Delete ${r.name}`} preventScrollReset>
            <TrashIcon />
          </Link>
        </span>
      ),
    },
  ];
  const notice = reply?.notice ?? (editMissing ? { kind: "error" as const, title: adminMessages.updateFailed, text: adminMessages.notFound } : noticeFromUrl(params));
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>Acts List</h1>
        <span className="row-actions">
          <Link to="/admin/act/names" className="button">
            Names in Judgments
          </Link>
          <Link to={listSearch(params, { dialog: "add" })} className="button primary" preventScrollReset>
            Add
          </Link>
        </span>
      </div>
      <Notice notice={notice} />
      <ListSearch label="Search acts" placeholder={adminMessages.searchActs} q={q} />
      <DataTable caption="Acts" columns={columns} rows={rows} rowKey={(r) => r.id} empty={adminMessages.noActs} page={page} pages={pages} />
      {dialog === "add" && !editing ? <ActForm act={null} lastResult={reply?.result} closeHref={listSearch(params)} /> : null}
      {editing ? <ActForm key={editing.id} act={editing} lastResult={reply?.result} closeHref={listSearch(params)} /> : null}
      {confirm && !reply?.notice ? <ConfirmDelete cancelHref={listSearch(params)} fields={{ intent: "delete", id: confirm }} /> : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
