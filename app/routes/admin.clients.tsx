import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AddOrderDialog } from "../components/admin/add-order";
import { DataTable, ListSearch, type Column } from "../components/admin/data-table";
import { ConfirmDelete, TrashIcon, UrlDialog, DialogButtons } from "../components/admin/dialogs";
import { AdminErrorView } from "../components/admin/error-view";
import { TextField } from "../components/admin/form-field";
import { afterWrite, listSearch, queryOf } from "../components/admin/list-url";
import { BAD_REQUEST, Notice, type NoticeData } from "../components/admin/notice";
import {
  ClientIdSchema,
  ClientListQuerySchema,
  ClientStatusSchema,
  EditClientSchema,
  NewClientSchema,
  clientFormMasters,
  clientLoginHistory,
  createClient,
  deleteClient,
  getClient,
  listClients,
  setClientActive,
  updateClient,
  type ClientRow,
} from "../services/staff/clients.server";
import { AddOrderSchema, clientPaymentHistory, lastCustomEndDate, placeAdminOrder, todayInIndia } from "../services/commerce/orders.server";
import { listPlanChoices } from "../services/commerce/plans.server";
import { requireStaff } from "../utils/auth.server";
import clientStyles from "../styles/admin-clients.css";
import { adminMessages, businessMessages as m } from "../utils/copy";
import { formatDate, formatDateTime, minutesText, orderAmountText, paymentModeText } from "../utils/format";
import { parseForm } from "../utils/forms.server";
import { lazyValidation, useLazyValidation } from "../utils/lazy-validation";

const LOGIN_HISTORY_PAGE_SIZE = 8;
// The form's own check loads its schema (and zod) on first use; the action parses on the server.
const clientSchemas = () => import("../services/staff/clients.schema");
const validateNewClient = lazyValidation(() => clientSchemas().then((s) => s.NewClientSchema));
const validateEditClient = lazyValidation(() => clientSchemas().then((s) => s.EditClientSchema));

/** Dialog parameters of this screen beyond the shared ones (list-url.ts drops confirm, dialog, edit, notice). */
const CLOSE = { view: null, order: null, history: null, hpage: null, payments: null } as const;

const NOTICES: Record<string, string> = {
  created: m.clientCreated,
  updated: m.clientUpdated,
  deleted: adminMessages.deleted,
  ordered: m.orderPlaced,
  activated: m.clientActivated,
  deactivated: m.clientDeactivated,
};

/** The screen's data; a dialog's id that is not the right kind of account makes it a 404. */
async function clientsScreen({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "clients");
  const ctx = context.app;
  const parsed = ClientListQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { dialog, edit, view, confirm, order, history, hpage, payments, notice, status, ...query } = parsed.data;
  const one = edit ?? view ?? order ?? history ?? payments ?? confirm;
  // The id must be a client's (role 2, not deleted) before anything of it is read: a staff id or
  // an unknown one is a 404, and its login or payment history is never loaded (issue 21 item 10).
  const client = one ? await getClient(ctx, one) : null;
  const missing = Boolean(one && !client);
  const [list, masters, planChoices, logins, paymentRows] = await Promise.all([
    listClients(ctx, { ...query, filter: status }),
    dialog === "add" || (edit && client) ? clientFormMasters(ctx) : Promise.resolve(null),
    order && client ? listPlanChoices(ctx) : Promise.resolve([]),
    history && client ? clientLoginHistory(ctx, client.id, hpage) : Promise.resolve(null),
    payments && client ? clientPaymentHistory(ctx, client.id) : Promise.resolve(null),
  ]);
  return {
    q: query.q,
    status,
    ...list,
    dialog: dialog ?? null,
    client,
    open: one ? (edit ? "edit" : view ? "view" : order ? "order" : history ? "history" : payments ? "payments" : "confirm") : null,
    masters,
    plans: planChoices.map(({ id, name, type, costRupees }) => ({ id, name, type, costRupees })),
    today: todayInIndia(ctx.clock.now()),
    latestEndDate: lastCustomEndDate(todayInIndia(ctx.clock.now())),
    logins: logins ? { ...logins, items: logins.items.map(({ sessionIdHash: _s, ...r }) => r) } : null,
    payments: paymentRows,
    missing,
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null,
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const screen = await clientsScreen(args);
  return data(screen, { status: screen.missing ? 404 : 200 });
}

type Reply = { result?: SubmissionResult<string[]>; notice?: NoticeData; form?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context.app, request, "clients");
  const ctx = context.app;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = ClientIdSchema.safeParse({ id: formData.get("id") });
  const refuse = (title: string, r: { status: number; message: string }) => data<Reply>({ notice: { kind: "error", title, text: r.message } }, { status: r.status });

  if (intent === "delete" || intent === "status") {
    if (!id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    if (intent === "delete") {
      const r = await deleteClient(ctx, { id: id.data.id, actorId: staff.userId });
      if (!r.ok) return refuse(adminMessages.deleteFailed, r);
      throw redirect(afterWrite(request.url, "deleted", CLOSE));
    }
    const status = ClientStatusSchema.safeParse({ id: formData.get("id"), active: formData.get("active") });
    if (!status.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const r = await setClientActive(ctx, { ...status.data, actorId: staff.userId });
    if (!r.ok) return refuse(adminMessages.updateFailed, r);
    throw redirect(afterWrite(request.url, status.data.active ? "activated" : "deactivated", CLOSE));
  }

  if (intent === "order") {
    const submission = parseForm(formData, { schema: AddOrderSchema });
    if (submission.status !== "success") return data<Reply>({ result: submission.reply(), form: "order" }, { status: 400 });
    const r = await placeAdminOrder(ctx, { actorId: staff.userId, ...submission.value });
    if (!r.ok) {
      if (r.field === "planId" || r.field === "endDate") return data<Reply>({ result: submission.reply({ fieldErrors: { [r.field]: [r.message] } }), form: "order" }, { status: r.status });
      return refuse(adminMessages.createFailed, r);
    }
    throw redirect(afterWrite(request.url, "ordered", CLOSE));
  }

  if (intent === "add") {
    const submission = parseForm(formData, { schema: NewClientSchema });
    if (submission.status !== "success") return data<Reply>({ result: submission.reply(), form: "add" }, { status: 400 });
    const r = await createClient(ctx, { ...submission.value, actorId: staff.userId });
    if (!r.ok) return data<Reply>({ result: submission.reply({ fieldErrors: { [r.field ?? "name"]: [r.message] } }), form: "add" }, { status: r.status });
    throw redirect(afterWrite(request.url, "created", { ...CLOSE, q: null, page: null, status: null }));
  }

  if (intent === "update") {
    if (!id.success) return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
    const submission = parseForm(formData, { schema: EditClientSchema });
    if (submission.status !== "success") return data<Reply>({ result: submission.reply(), form: "edit" }, { status: 400 });
    const r = await updateClient(ctx, { ...submission.value, id: id.data.id, actorId: staff.userId });
    if (!r.ok) {
      if (!r.field) return refuse(adminMessages.updateFailed, r);
      return data<Reply>({ result: submission.reply({ fieldErrors: { [r.field]: [r.message] } }), form: "edit" }, { status: r.status });
    }
    // The list reloads with clientCategory ALL (§7 updateClient).
    throw redirect(afterWrite(request.url, "updated", { ...CLOSE, status: null }));
  }
  return data<Reply>({ notice: BAD_REQUEST }, { status: 400 });
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: clientStyles }];

export const meta: MetaFunction = () => [{ title: "Clients — SAR Online back office" }];

type Masters = NonNullable<Awaited<ReturnType<typeof clientFormMasters>>>;

function ClientForm({ client, masters, lastResult, closeHref }: { client: ClientRow | null; masters: Masters; lastResult?: SubmissionResult<string[]>; closeHref: string }) {
  const [form, anyFields] = useForm({
    id: client ? `edit-client-${client.id}` : "add-client",
    lastResult,
    defaultValue: client
      ? { name: client.name, mobile: client.mobile, stateId: String(client.stateId ?? masters.defaultStateId ?? ""), cityId: client.cityId ? String(client.cityId) : "", address: client.address ?? "", zipCode: client.zipCode ?? "", designation: client.designation ?? "" }
      : { stateId: String(masters.defaultStateId ?? "") },
    onValidate: useLazyValidation(client ? validateEditClient : validateNewClient, client ? `edit-client-${client.id}` : "add-client"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // One form for add and edit: the fields are the same names, all strings in the form.
  const fields = anyFields as unknown as Record<"name" | "email" | "mobile" | "stateId" | "cityId" | "address" | "zipCode" | "designation", FieldMetadata<string>>;
  const { key: mobileKey, ...mobileProps } = getInputProps(fields.mobile, { type: "tel" });
  const { key: stateKey, ...stateProps } = getSelectProps(fields.stateId);
  const { key: cityKey, ...cityProps } = getSelectProps(fields.cityId);
  const error = (errors?: string[]) => (errors?.length ? <span className="field-error" role="alert">*{errors[0]}</span> : null);
  const stateId = Number(fields.stateId.value);
  const cityStates = masters.states.filter((s) => masters.cities.some((c) => c.stateId === s.id) && (!stateId || s.id === stateId));
  return (
    <UrlDialog title={client ? "Edit Client" : "Add New Client"} closeHref={closeHref}>
      <Form method="post" className="form" {...getFormProps(form)} noValidate preventScrollReset>
        {client ? <input type="hidden" name="id" value={client.id} /> : null}
        <TextField meta={fields.name} label="Name" maxLength={37} autoFocus />
        {client ? (
          <label>
            Email
            {/* Read-only, as the spec shows it: the e-mail is the client's login and is never changed here. */}
            <input type="email" value={client.email} readOnly aria-readonly="true" className="read-only" aria-describedby="client-email-note" />
            <span id="client-email-note" className="muted">{m.emailReadOnly}</span>
          </label>
        ) : (
          <TextField meta={fields.email} label="Email" maxLength={37} />
        )}
        <label>
          Mobile
          <input key={mobileKey} {...mobileProps} maxLength={10} inputMode="numeric" autoComplete="off" />
          {error(fields.mobile.errors)}
        </label>
        <label>
          State
          <select key={stateKey} {...stateProps}>
            {masters.states.map((s) => (
              <option key={s.id} value={s.id}>{s.name}</option>
            ))}
          </select>
          {error(fields.stateId.errors)}
        </label>
        <label>
          City
          <select key={cityKey} {...cityProps}>
            <option value="">Select</option>
            {cityStates.map((s) => (
              <optgroup key={s.id} label={s.name}>
                {masters.cities.filter((c) => c.stateId === s.id).map((c) => (
                  <option key={c.id} value={c.id}>{c.name}</option>
                ))}
              </optgroup>
            ))}
          </select>
          {error(fields.cityId.errors)}
        </label>
        <TextField meta={fields.address} label="Address" maxLength={200} />
        <TextField meta={fields.zipCode} label="Pincode" maxLength={6} />
        <TextField meta={fields.designation} label="Designation" maxLength={60} />
        {client ? null : <p className="muted">Country: India. The client receives an e-mail with a link to set a password.</p>}
        <DialogButtons intent={client ? "update" : "add"} label={client ? "Update" : "Create"} closeHref={closeHref} />
      </Form>
    </UrlDialog>
  );
}

const activeText = (b: boolean) => (b ? "Active" : "In Active");

export default function AdminClients() {
  const d = useLoaderData<typeof clientsScreen>();
  const reply = useActionData<Reply>();
  const [params] = useSearchParams();
  const here = (changes: Record<string, string | number | null> = {}) => listSearch(params, { ...CLOSE, ...changes });
  const closeHref = here();
  const columns: Column<ClientRow>[] = [
    { header: "Client Id", cell: (r) => r.id },
    { header: "Name", cell: (r) => r.name },
    { header: "Email", cell: (r) => r.email },
    { header: "Mobile", cell: (r) => r.mobile },
    { header: "State", cell: (r) => r.state ?? "" },
    { header: "Plan Status", cell: (r) => activeText(r.subscriptionActive) },
    {
      header: "User Status",
      cell: (r) => (
        <Form method="post" className="inline-form" preventScrollReset>
          <span>{activeText(r.active)}</span>{" "}
          <input type="hidden" name="id" value={r.id} />
          <input type="hidden" name="active" value={String(!r.active)} />
          <button type="submit" name="intent" value="status" className="button small" aria-label={`${r.active ? "Deactivate" : "Activate"} client ${r.id}`}>
            {r.active ? "Deactivate" : "Activate"}
          </button>
        </Form>
      ),
    },
    {
      header: "Actions",
      cell: (r) => (
        <span className="row-actions">
          <Link to={here({ edit: r.id })} preventScrollReset aria-label={`Edit client ${r.id}`}>Edit</Link>{" "}
          <Link to={here({ view: r.id })} preventScrollReset aria-label={`Profile of client ${r.id}`}>Profile</Link>{" "}
          {/* §4: a client with a subscription cannot be deleted; the server refuses it too. */}
          {r.paidAhead ? null : (
            <Link to={here({ confirm: r.id })} className="trash" aria-label={`Delete client ${r.id}`} preventScrollReset>
              <TrashIcon />
            </Link>
          )}
        </span>
      ),
    },
    { header: "Create Order", cell: (r) => <Link to={here({ order: r.id })} preventScrollReset aria-label={`Create order for client ${r.id}`}>Order</Link> },
    { header: "Activity", cell: (r) => <Link to={here({ history: r.id })} preventScrollReset aria-label={`Activity of client ${r.id}`}>View</Link> },
    { header: "Payment History", cell: (r) => <Link to={here({ payments: r.id })} preventScrollReset aria-label={`Payment history of client ${r.id}`}>View</Link> },
  ];
  const historyFailed = d.missing && (d.open === "history" || d.open === "payments");
  const shown: NoticeData | null =
    reply?.notice ?? (d.missing && !historyFailed ? { kind: "error", text: m.clientNotFound } : d.notice ? { kind: "success", text: d.notice } : null);
  const c = d.client;
  return (
    <section className="admin-list clients-list">
      <div className="list-head">
        <h1>Clients</h1>
        <span className="button-row">
          <Link to="/admin/orders" className="button">Orders</Link>
          <Link to={here({ dialog: "add" })} className="button primary" preventScrollReset>
            Create
          </Link>
        </span>
      </div>
      <Notice notice={shown} />
      <ListSearch
        label="Search clients"
        placeholder={m.searchClients}
        q={d.q}
        filters={[{ name: "status", label: "Filter By", value: d.status, options: [{ value: "ALL", label: "ALL" }, { value: "ACTIVE", label: "ACTIVE" }, { value: "INACTIVE", label: "IN ACTIVE" }] }]}
      />
      <DataTable caption="Clients" columns={columns} rows={d.rows} rowKey={(r) => r.id} empty={m.noClients} page={d.page} pages={d.pages} pagerShowAbove={0} />

      {d.dialog === "add" && d.masters ? <ClientForm client={null} masters={d.masters} lastResult={reply?.form === "add" ? reply.result : undefined} closeHref={closeHref} /> : null}
      {d.open === "edit" && c && d.masters ? <ClientForm client={c} masters={d.masters} lastResult={reply?.form === "edit" ? reply.result : undefined} closeHref={closeHref} /> : null}
      {d.open === "confirm" && c && !reply?.notice ? <ConfirmDelete cancelHref={closeHref} fields={{ intent: "delete", id: c.id }} /> : null}
      {d.open === "order" && c ? <AddOrderDialog client={c} plans={d.plans} today={d.today} latest={d.latestEndDate} lastResult={reply?.form === "order" ? reply.result : undefined} closeHref={closeHref} /> : null}
      {d.open === "view" && c ? (
        <UrlDialog title="Client Profile" closeHref={closeHref}>
          <dl className="details">
            {[
              ["Client Id", c.id],
              ["Name", c.name],
              ["Email", c.email],
              ["Mobile", c.mobile],
              ["Address", [c.address, c.state, "India"].filter(Boolean).join(", ")],
              ["Status", activeText(c.active)],
            ].map(([k, v]) => (
              <div key={k} className="details-row">
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </UrlDialog>
      ) : null}
      {historyFailed ? (
        <UrlDialog title={d.open === "history" ? "Client History" : "Payment History"} closeHref={closeHref}>
          <p role="alert">{m.historyFailed}</p>
        </UrlDialog>
      ) : null}
      {d.open === "history" && c && d.logins ? (
        <UrlDialog title="Client History" closeHref={closeHref}>
          {d.logins.items.length === 0 ? (
            <p className="empty-state">No login yet.</p>
          ) : (
            <table className="table admin-table">
              <thead>
                <tr><th scope="col">Login Time</th><th scope="col">Logout Time</th><th scope="col">Total Active Duration</th></tr>
              </thead>
              <tbody>
                {d.logins.items.map((h) => (
                  <tr key={h.id}>
                    <td data-label="Login Time">{formatDateTime(h.loginTimestamp)}</td>
                    <td data-label="Logout Time">{formatDateTime(h.logoutTimestamp)}</td>
                    <td data-label="Total Active Duration">{minutesText(h.activeDurationInMinutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {d.logins.pages > 1 ? (
            <nav className="button-row" aria-label="Client history pages">
              {d.logins.page > 1 ? <Link to={here({ history: c.id, hpage: d.logins.page - 1 })} className="button small" preventScrollReset>‹</Link> : null}
              <span>{`${d.logins.page} / ${d.logins.pages} (${LOGIN_HISTORY_PAGE_SIZE} a page)`}</span>
              {d.logins.page < d.logins.pages ? <Link to={here({ history: c.id, hpage: d.logins.page + 1 })} className="button small" preventScrollReset>›</Link> : null}
            </nav>
          ) : null}
        </UrlDialog>
      ) : null}
      {d.open === "payments" && c && d.payments ? (
        <UrlDialog title="Payment History" closeHref={closeHref}>
          {d.payments.length === 0 ? (
            <p className="empty-state">{m.noOrders}</p>
          ) : (
            <table className="table admin-table">
              <thead>
                <tr>{["Payment Id", "Date", "Mode", "Plan Type", "Status", "Amount"].map((h) => <th key={h} scope="col">{h}</th>)}</tr>
              </thead>
              <tbody>
                {d.payments.map((p) => (
                  <tr key={p.id}>
                    <td data-label="Payment Id">{p.paymentId ?? ""}</td>
                    <td data-label="Date">{formatDate(p.createdAt)}</td>
                    <td data-label="Mode">{paymentModeText(p.paymentMode)}</td>
                    <td data-label="Plan Type">{p.planType}</td>
                    <td data-label="Status">{p.status}</td>
                    <td data-label="Amount">{orderAmountText(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </UrlDialog>
      ) : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
