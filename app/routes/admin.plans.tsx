import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DataTable, type Column } from "../components/admin/data-table";
import { ConfirmDelete, TrashIcon, UrlDialog, DialogButtons, DialogOk } from "../components/admin/dialogs";
import { AdminErrorView } from "../components/admin/error-view";
import { TextField } from "../components/admin/form-field";
import { afterWrite, listSearch, queryOf } from "../components/admin/list-url";
import { BAD_REQUEST, Notice, type NoticeData } from "../components/admin/notice";
import { EditPlanSchema, PlanIdSchema, PlanListQuerySchema, PlanSchema, createPlan, deletePlan, getPlan, listPlans, shortDescription, updatePlan, type PlanRow } from "../services/commerce/plans.server";
import { requireStaff } from "../utils/auth.server";
import clientStyles from "../styles/admin-clients.css";
import { adminMessages, businessMessages as m } from "../utils/copy";
import { parseForm } from "../utils/forms.server";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";
import { CREATABLE_PLAN_TYPES } from "../utils/plan-types";

// The forms' own check loads their schemas (and zod) on first use; the action parses on the server.
const planSchemas = () => import("../services/commerce/plans.schema");
const validatePlan = lazyValidation(() => planSchemas().then((s) => s.PlanSchema), { multiline: ["description"] });
const validateEditPlan = lazyValidation(() => planSchemas().then((s) => s.EditPlanSchema), { multiline: ["description"] });

const NOTICES: Record<string, string> = { created: m.planCreated, updated: m.planUpdated, deleted: adminMessages.deleted };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "plans");
  const parsed = PlanListQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { confirm, view, edit, dialog, notice, ...query } = parsed.data;
  const one = view ?? edit;
  const [list, opened] = await Promise.all([listPlans(context.app, query), one ? getPlan(context.app, one) : Promise.resolve(null)]);
  return {
    ...list,
    rows: list.rows.map((r) => ({ ...r, short: shortDescription(r.description) })),
    confirm: confirm ?? null,
    dialog: dialog ?? null,
    viewing: view ? opened : null,
    editing: edit ? opened : null,
    missing: Boolean(one && !opened),
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null,
  };
}

type Reply = { result?: SubmissionResult<string[]>; notice?: NoticeData };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "plans");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "delete") {
    const id = PlanIdSchema.safeParse({ id: formData.get("id") });
    if (!id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const result = await deletePlan(context.app, id.data.id);
    if (!result.ok) return data<Reply>({ notice: { kind: "error", title: adminMessages.deleteFailed, text: result.message } }, { status: result.status });
    throw redirect(afterWrite(request.url, "deleted", { view: null }));
  }
  if (intent === "edit") {
    const id = PlanIdSchema.safeParse({ id: formData.get("id") });
    if (!id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const submission = parseForm(formData, { schema: EditPlanSchema, multiline: ["description"] });
    if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
    const { description, ...rest } = submission.value;
    const result = await updatePlan(context.app, { ...rest, id: id.data.id, descriptionLines: description, actorId: staff.userId });
    if (!result.ok) {
      if (result.field) return data<Reply>({ result: submission.reply({ fieldErrors: { [result.field]: [result.message] } }) }, { status: result.status });
      return data<Reply>({ notice: { kind: "error", title: adminMessages.updateFailed, text: result.message } }, { status: result.status });
    }
    throw redirect(afterWrite(request.url, "updated", { view: null }));
  }
  if (intent !== "add") return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
  const submission = parseForm(formData, { schema: PlanSchema, multiline: ["description"] });
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  const { description, ...rest } = submission.value;
  await createPlan(context.app, { ...rest, descriptionLines: description, actorId: staff.userId });
  throw redirect(afterWrite(request.url, "created", { page: null }));
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: clientStyles }];

export const meta: MetaFunction = () => [{ title: "Plans — SAR Online back office" }];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;

const fieldError = (errors?: string[]) => (errors?.length ? <span className="field-error" role="alert">*{errors[0]}</span> : null);

/** The plan's price and description, the same on Create and Edit. */
function CostAndDescription({ cost, description, minCost }: { cost: AnyField; description: AnyField; minCost: number }) {
  const { key: costKey, ...costProps } = getInputProps(cost, { type: "number" });
  const { key: descKey, ...descProps } = getTextareaProps(description);
  return (
    <>
      <label>
        Plan Cost (Rs, before GST)
        <input key={costKey} {...costProps} min={minCost} step={1} />
        {fieldError(cost.errors)}
      </label>
      <label>
        Plan Descriptions (one per line)
        <textarea key={descKey} {...descProps} rows={4} />
        {fieldError(description.errors)}
      </label>
    </>
  );
}

function CreatePlanForm({ lastResult, closeHref }: { lastResult?: SubmissionResult<string[]>; closeHref: string }) {
  const [form, fields] = useForm({
    id: "add-plan",
    lastResult,
    defaultValue: { parallelUsers: "1", type: "MONTHLY" },
    onValidate: useLazyValidation(validatePlan, "add-plan"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: usersKey, ...usersProps } = getInputProps(fields.parallelUsers, { type: "number" });
  const { key: typeKey, ...typeProps } = getSelectProps(fields.type);
  return (
    <UrlDialog title="Create New Plan" closeHref={closeHref}>
      <Form method="post" className="form" {...getFormProps(form)} noValidate preventScrollReset>
        <TextField meta={fields.name} label="Plan Name" maxLength={60} autoFocus />
        <label>
          Plan Users
          <input key={usersKey} {...usersProps} min={1} max={1000} step={1} />
          {fieldError(fields.parallelUsers.errors)}
        </label>
        <label>
          Plan Type
          <select key={typeKey} {...typeProps}>
            {CREATABLE_PLAN_TYPES.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </select>
          {fieldError(fields.type.errors)}
        </label>
        <CostAndDescription cost={fields.costRupees} description={fields.description} minCost={1} />
        <DialogButtons intent="add" label="Create" closeHref={closeHref} />
      </Form>
    </UrlDialog>
  );
}

function EditPlanForm({ plan, lastResult, closeHref }: { plan: PlanRow; lastResult?: SubmissionResult<string[]>; closeHref: string }) {
  const [form, fields] = useForm({
    id: `edit-plan-${plan.id}`,
    lastResult,
    defaultValue: { name: plan.name, costRupees: String(plan.costRupees), description: plan.description.split("#").join("\n") },
    onValidate: useLazyValidation(validateEditPlan, `edit-plan-${plan.id}`),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <UrlDialog title="Edit Plan" closeHref={closeHref}>
      <Form method="post" className="form" {...getFormProps(form)} noValidate preventScrollReset>
        <input type="hidden" name="id" value={plan.id} />
        <p className="muted">{m.planEditNote}</p>
        <TextField meta={fields.name} label="Plan Name" maxLength={60} autoFocus />
        <dl className="details">
          <dt>Plan Users</dt>
          <dd>{plan.parallelUsers}</dd>
          <dt>Plan Type</dt>
          <dd>{plan.type}</dd>
        </dl>
        <CostAndDescription cost={fields.costRupees} description={fields.description} minCost={0} />
        <DialogButtons intent="edit" label="Update" closeHref={closeHref} />
      </Form>
    </UrlDialog>
  );
}

function PlanDetails({ plan, closeHref }: { plan: PlanRow; closeHref: string }) {
  return (
    <UrlDialog title="Plan Details" closeHref={closeHref}>
      <dl className="details">
        <dt>Plan Name</dt>
        <dd>{plan.name}</dd>
        <dt>Plan Users</dt>
        <dd>{plan.parallelUsers}</dd>
        <dt>Plan Type</dt>
        <dd>{plan.type}</dd>
        <dt>Plan Cost</dt>
        <dd>Rs {plan.costRupees}</dd>
        <dt>Plan Descriptions</dt>
        <dd>
          <ul>
            {plan.description.split("#").filter(Boolean).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <DialogOk closeHref={closeHref} />
    </UrlDialog>
  );
}

export default function AdminPlans() {
  const { rows, page, pages, confirm, dialog, viewing, editing, missing, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  // `view` is this screen's own dialog parameter (list-url.ts drops only the shared ones).
  const closeHref = listSearch(params, { view: null, edit: null });
  const columns: Column<(typeof rows)[number]>[] = [
    {
      header: "Name",
      cell: (r) => (
        <Link to={listSearch(params, { view: r.id })} preventScrollReset>
          {r.name}
        </Link>
      ),
      className: "wide",
    },
    { header: "User", cell: (r) => r.parallelUsers },
    { header: "Type", cell: (r) => r.type },
    { header: "Cost", cell: (r) => `Rs ${r.costRupees}` },
    { header: "Descriptions", cell: (r) => r.short },
    {
      header: "Actions",
      cell: (r) => (
        <span className="row-actions">
          <Link to={listSearch(params, { edit: r.id, view: null })} aria-label={`Edit plan ${r.name}`} preventScrollReset>
            Edit
          </Link>{" "}
          <Link to={listSearch(params, { confirm: r.id, view: null })} className="trash" aria-label={`Delete plan ${r.name}`} preventScrollReset>
            <TrashIcon />
          </Link>
        </span>
      ),
    },
  ];
  const shown: NoticeData | null = reply?.notice ?? (missing ? { kind: "error", text: adminMessages.notFound } : notice ? { kind: "success", text: notice } : null);
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>Plans</h1>
        <Link to={listSearch(params, { dialog: "add", view: null })} className="button primary" preventScrollReset>
          Create
        </Link>
      </div>
      <Notice notice={shown} />
      <DataTable caption="Plans" columns={columns} rows={rows} rowKey={(r) => r.id} empty={m.noPlans} page={page} pages={pages} />
      {dialog === "add" ? <CreatePlanForm lastResult={reply?.result} closeHref={closeHref} /> : null}
      {viewing ? <PlanDetails plan={viewing} closeHref={closeHref} /> : null}
      {editing ? <EditPlanForm plan={editing} lastResult={reply?.result} closeHref={closeHref} /> : null}
      {confirm && !reply?.notice ? <ConfirmDelete cancelHref={closeHref} fields={{ intent: "delete", id: confirm }} /> : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
