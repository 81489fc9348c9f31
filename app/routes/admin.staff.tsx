import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Fragment } from "react";
import { DataTable, ListSearch, type Column } from "../components/admin/data-table";
import { ConfirmDelete, TrashIcon, UrlDialog, DialogButtons, DialogOk } from "../components/admin/dialogs";
import { AdminErrorView } from "../components/admin/error-view";
import { FieldMessage, TextField } from "../components/admin/form-field";
import { afterWrite, listSearch, queryOf } from "../components/admin/list-url";
import { BAD_REQUEST, Notice, type NoticeData } from "../components/admin/notice";
import { listStates } from "../services/masters/masters.server";
import {
  AddStaffSchema,
  EditStaffSchema,
  StaffDeleteSchema,
  StaffEditIdSchema,
  StaffListQuerySchema,
  StaffToggleSchema,
  addStaff,
  deleteStaff,
  getStaffMember,
  listStaff,
  setStaffActive,
  STAFF_COUNTRY_ID,
  staffFormCities,
  updateStaff,
  type StaffFields,
  type StaffResult,
  type StaffRow,
} from "../services/staff/staff.server";
import { requireStaff } from "../utils/auth.server";
import { STAFF_CATEGORY } from "../utils/roles";
import { adminMessages, staffMessages } from "../utils/copy";
import { parseForm } from "../utils/forms.server";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";

/** The field conform's intent buttons send (its INTENT). */
const CONFORM_INTENT = "__intent__";

/** New staff default to DATA OPERATOR (§5) and state DELHI (id 32, as new clients, §9). */
const DEFAULT_ROLE = "4";
const DEFAULT_STATE = "32";

// The form's own check loads its schema (and zod) on first use; the action parses on the server.
const staffSchemas = () => import("../services/staff/staff.schema");
const validateAddStaff = lazyValidation(() => staffSchemas().then((s) => s.AddStaffSchema));
const validateEditStaff = lazyValidation(() => staffSchemas().then((s) => s.EditStaffSchema));

/** Notices an action may name after its redirect (§8); anything else shows nothing. */
const STAFF_NOTICES: Record<string, string> = {
  created: staffMessages.created,
  updated: staffMessages.updated,
  activated: staffMessages.activated,
  deactivated: staffMessages.deactivated,
  deleted: adminMessages.deleted,
};

/** The screen's data; a dialog's id that is not the right kind of account makes it a 404. */
async function staffScreen({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "staff");
  const parsed = StaffListQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { confirm, dialog, edit, view, notice, ...query } = parsed.data;
  const one = edit ?? view;
  const formOpen = dialog === "add" || Boolean(edit);
  const [list, opened, stateList, cityList] = await Promise.all([
    listStaff(context.app, query),
    one ? getStaffMember(context.app, one) : Promise.resolve(null),
    formOpen ? listStates(context.app, STAFF_COUNTRY_ID) : Promise.resolve([]),
    formOpen ? staffFormCities(context.app) : Promise.resolve([]),
  ]);
  // A client's id (or an unknown one) is not a staff member's: 404 (issue 21 item 10).
  const missing = Boolean(one && !opened);
  return {
    q: query.q,
    role: String(query.role),
    ...list,
    confirm: confirm ?? null,
    dialog: dialog ?? null,
    editing: edit ? opened : null,
    viewing: view ? opened : null,
    missing,
    states: stateList,
    cities: cityList,
    notice: notice && Object.hasOwn(STAFF_NOTICES, notice) ? STAFF_NOTICES[notice] : null,
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const screen = await staffScreen(args);
  return data(screen, { status: screen.missing ? 404 : 200 });
}

type Reply = { result?: SubmissionResult<string[]>; notice?: NoticeData };

function failed(result: Extract<StaffResult, { ok: false }>, fallback: string) {
  return data<Reply>({ notice: { kind: "error", title: fallback, text: result.message } }, { status: result.status });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "staff");
  const actor = { userId: staff.userId, roleId: staff.roleId };
  const formData = await request.formData();
  // 'Show cities' without JavaScript (conform's validate intent on the state): the form again, its
  // values kept, the City select offering the state's cities; nothing is saved (decision 119).
  if (formData.has(CONFORM_INTENT)) {
    const submission = parseForm(formData, { schema: formData.has("id") ? EditStaffSchema : AddStaffSchema });
    return data<Reply>({ result: submission.reply() });
  }
  const intent = formData.get("intent");
  if (intent === "toggle") {
    const parsed = StaffToggleSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const active = parsed.data.active === "1";
    const result = await setStaffActive(context.app, actor, parsed.data.id, active);
    if (!result.ok) return failed(result, adminMessages.updateFailed);
    throw redirect(afterWrite(request.url, active ? "activated" : "deactivated"));
  }
  if (intent === "delete") {
    const parsed = StaffDeleteSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const result = await deleteStaff(context.app, actor, parsed.data.id);
    if (!result.ok) return failed(result, adminMessages.deleteFailed);
    throw redirect(afterWrite(request.url, "deleted"));
  }
  if (intent === "edit") {
    const id = StaffEditIdSchema.safeParse({ id: formData.get("id") });
    if (!id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const submission = parseForm(formData, { schema: EditStaffSchema });
    if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
    const result = await updateStaff(context.app, actor, { ...submission.value, id: id.data.id });
    if (!result.ok) {
      if (!result.field) return failed(result, adminMessages.updateFailed);
      return data<Reply>({ result: submission.reply({ fieldErrors: { [result.field]: [result.message] } }) }, { status: result.status });
    }
    throw redirect(afterWrite(request.url, "updated"));
  }
  if (intent !== "add") return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
  const submission = parseForm(formData, { schema: AddStaffSchema });
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  const result = await addStaff(context.app, actor, submission.value);
  if (!result.ok) {
    if (!result.field) return failed(result, adminMessages.createFailed);
    return data<Reply>({ result: submission.reply({ fieldErrors: { [result.field]: [result.message] } }) }, { status: result.status });
  }
  throw redirect(afterWrite(request.url, "created", { q: null, page: null, role: null }));
}

export const meta: MetaFunction = () => [{ title: "Staff Users — SAR Online back office" }];

function SelectField({ meta, label, options }: { meta: FieldMetadata<string>; label: string; options: { value: string; label: string }[] }) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <label>
      {label}
      <select key={key} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage meta={meta} />
    </label>
  );
}

/** The dialog's fields as the browser sends them (text). */
type StaffFormShape = Record<"name" | "email" | "mobile" | "roleId" | "designation" | "address" | "zipCode" | "stateId" | "cityId", string>;

type CityOption = { id: number; label: string; stateId: number };

const ROLE_OPTIONS = [
  { value: "4", label: STAFF_CATEGORY[4] },
  { value: "1", label: STAFF_CATEGORY[1] },
  { value: "3", label: STAFF_CATEGORY[3] },
];

function StaffForm({ member, states, cities, lastResult, closeHref }: { member: StaffRow | null; states: { id: number; label: string }[]; cities: CityOption[]; lastResult?: SubmissionResult<string[]>; closeHref: string }) {
  // One field set for both dialogs; the edit's e-mail is shown read-only and not submitted.
  const [form, fields] = useForm<StaffFormShape, StaffFields>({
    id: member ? `edit-staff-${member.id}` : "add-staff",
    lastResult,
    defaultValue: member
      ? {
          name: member.name,
          email: member.email,
          mobile: member.mobile,
          roleId: String(member.roleId),
          designation: member.designation ?? "",
          address: member.address ?? "",
          zipCode: member.zipCode ?? "",
          stateId: String(member.stateId ?? DEFAULT_STATE),
          cityId: member.cityId ? String(member.cityId) : "",
        }
      : { roleId: DEFAULT_ROLE, stateId: DEFAULT_STATE, cityId: "" },
    onValidate: useLazyValidation(member ? validateEditStaff : validateAddStaff, member ? `edit-staff-${member.id}` : "add-staff"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  // The City select offers the chosen state's cities (the server refuses a city of another state).
  const stateId = Number(fields.stateId.value ?? DEFAULT_STATE);
  const cityOptions = [{ value: "", label: "Select" }, ...cities.filter((c) => c.stateId === stateId).map((c) => ({ value: String(c.id), label: c.label }))];
  return (
    <UrlDialog title={member ? "Edit Staff" : "Add New Staff"} closeHref={closeHref}>
      <Form method="post" className="form" {...getFormProps(form)} noValidate preventScrollReset>
        {member ? <input type="hidden" name="id" value={member.id} /> : null}
        <TextField meta={fields.name} label="Name" maxLength={37} autoFocus />
        <label>
          Email
          <input key={emailKey} {...emailProps} maxLength={37} readOnly={Boolean(member)} name={member ? undefined : emailProps.name} autoComplete="off" />
          <FieldMessage meta={fields.email} />
        </label>
        <TextField meta={fields.mobile} label="Mobile" maxLength={10} />
        <SelectField meta={fields.roleId} label="Staff Category" options={ROLE_OPTIONS} />
        <TextField meta={fields.designation} label="Designation" maxLength={37} />
        <TextField meta={fields.address} label="Address" maxLength={200} />
        <TextField meta={fields.zipCode} label="Pincode" maxLength={6} />
        <SelectField meta={fields.stateId} label="State" options={states.map((s) => ({ value: String(s.id), label: s.label }))} />
        <SelectField meta={fields.cityId} label="City" options={cityOptions} />
        {member ? null : <p className="muted">The new staff member gets an e-mail with a link to set their password.</p>}
        <DialogButtons intent={member ? "edit" : "add"} label={member ? "Update" : "Create"} closeHref={closeHref} />
        {/* Without JavaScript the City select cannot follow the State: this asks the server for the
            chosen state's cities (after Create in the page, so Enter still creates). */}
        <noscript>
          <p className="muted">
            Changed the state?{" "}
            <button {...form.validate.getButtonProps({ name: fields.stateId.name })} className="button">
              Show cities
            </button>
          </p>
        </noscript>
      </Form>
    </UrlDialog>
  );
}

function StaffProfile({ member, closeHref }: { member: StaffRow; closeHref: string }) {
  const rows: [string, string][] = [
    ["Staff Id", String(member.id)],
    ["Name", member.name],
    ["Email", member.email],
    ["Mobile", member.mobile],
    ["Designation", member.designation ?? ""],
    ["Staff Category", STAFF_CATEGORY[member.roleId] ?? ""],
    ["Address", [member.address, member.cityName, member.stateName, member.zipCode].filter(Boolean).join(", ")],
    ["Status", member.active ? "Active" : "In Active"],
  ];
  return (
    <UrlDialog title="Staff Profile" closeHref={closeHref}>
      <dl>
        {rows.map(([k, v]) => (
          <Fragment key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </Fragment>
        ))}
      </dl>
      <DialogOk closeHref={closeHref} />
    </UrlDialog>
  );
}

export default function AdminStaff() {
  const { q, role, rows, page, pages, confirm, dialog, editing, viewing, missing, states, cities, notice } = useLoaderData<typeof staffScreen>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  const columns: Column<StaffRow>[] = [
    { header: "Staff Id", cell: (r) => r.id },
    { header: "Name", cell: (r) => r.name },
    { header: "Email", cell: (r) => r.email },
    { header: "Mobile", cell: (r) => r.mobile },
    { header: "Staff Category", cell: (r) => STAFF_CATEGORY[r.roleId] },
    { header: "Status", cell: (r) => (r.active ? "Active" : "In Active") },
    {
      header: "Actions",
      cell: (r) => (
        <div className="row-actions">
          <Link to={listSearch(params, { view: r.id, edit: null })} preventScrollReset aria-label={`Profile of ${r.name}`}>
            View
          </Link>
          <Link to={listSearch(params, { edit: r.id, view: null })} preventScrollReset aria-label={`Edit ${r.name}`}>
            Edit
          </Link>
          <Form method="post" className="inline" preventScrollReset>
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="active" value={r.active ? "0" : "1"} />
            <button type="submit" className="link" aria-label={`${r.active ? "Deactivate" : "Activate"} ${r.name}`}>
              {r.active ? "Deactivate" : "Activate"}
            </button>
          </Form>
          <Link to={listSearch(params, { confirm: r.id })} className="trash" aria-label={`Delete ${r.name}`} preventScrollReset>
            <TrashIcon />
          </Link>
        </div>
      ),
    },
  ];
  const closeHref = listSearch(params, { view: null });
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>{staffMessages.heading}</h1>
        <Link to={listSearch(params, { dialog: "add" })} className="button primary" preventScrollReset>
          Create
        </Link>
      </div>
      <Notice notice={reply?.notice ?? (missing ? { kind: "error", text: adminMessages.notFound } : notice ? { kind: "success", text: notice } : null)} />
      <ListSearch
        label="Search staff"
        placeholder={staffMessages.search}
        q={q}
        filters={[{ name: "role", label: "Role", value: role, options: [{ value: "0", label: "ALL" }, ...ROLE_OPTIONS] }]}
      />
      <DataTable caption="Staff users" columns={columns} rows={rows} rowKey={(r) => r.id} empty={staffMessages.empty} page={page} pages={pages} />
      {dialog === "add" ? <StaffForm member={null} states={states} cities={cities} lastResult={reply?.result} closeHref={closeHref} /> : null}
      {editing ? <StaffForm member={editing} states={states} cities={cities} lastResult={reply?.result} closeHref={listSearch(params, { edit: null })} /> : null}
      {viewing ? <StaffProfile member={viewing} closeHref={closeHref} /> : null}
      {confirm && !reply?.notice ? <ConfirmDelete cancelHref={listSearch(params)} fields={{ intent: "delete", id: confirm }} /> : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
