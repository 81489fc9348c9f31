import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { DataTable, type Column } from "../components/admin/data-table";
import { DialogOk, UrlDialog } from "../components/admin/dialogs";
import { AdminErrorView } from "../components/admin/error-view";
import { listSearch, queryOf } from "../components/admin/list-url";
import { Notice } from "../components/admin/notice";
import { OrderListQuerySchema, getOrder, listOrders, type AdminOrderRow } from "../services/commerce/orders.server";
import { requireStaff } from "../utils/auth.server";
import clientStyles from "../styles/admin-clients.css";
import { adminMessages, businessMessages as m } from "../utils/copy";
import { formatDate, formatDateTime, orderAmountText, paymentModeText } from "../utils/format";

/** Orders (§2; Super Admin and Admin): every order, 8 a page, and the Order Details modal. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "orders");
  const parsed = OrderListQuerySchema.safeParse(queryOf(new URL(request.url)));
  if (!parsed.success) throw data(adminMessages.badListQuery, { status: 400 });
  const { view, ...query } = parsed.data;
  const [list, viewing] = await Promise.all([listOrders(context.app, query), view ? getOrder(context.app, view) : Promise.resolve(null)]);
  return { ...list, viewing, missing: Boolean(view && !viewing) };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: clientStyles }];

export const meta: MetaFunction = () => [{ title: "Orders — SAR Online back office" }];

const timeOf = (iso: string) => formatDateTime(iso).slice(11);

function orderFields(o: AdminOrderRow): [string, string | number][] {
  return [
    ["Order Id", o.id],
    ["Plan Name", o.planName],
    ["Date", formatDate(o.createdAt)],
    ["Time", timeOf(o.createdAt)],
    ["Payment Id", o.paymentId ?? ""],
    ["Amount", orderAmountText(o)],
    ["Client", o.clientName ? `${o.clientName} (${o.clientId})` : String(o.clientId ?? "")],
    ["Status", o.status],
  ];
}

export default function AdminOrders() {
  const { rows, page, pages, viewing, missing } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const columns: Column<AdminOrderRow>[] = orderFields(rows[0] ?? ({} as AdminOrderRow)).map(([header], i) => ({
    header,
    cell: (r: AdminOrderRow) => {
      const value = orderFields(r)[i][1];
      return i === 0 ? (
        <Link to={listSearch(params, { view: r.id })} preventScrollReset aria-label={`Order ${r.id} details`}>
          {value}
        </Link>
      ) : (
        value
      );
    },
  }));
  return (
    <section className="admin-list">
      <div className="list-head">
        <h1>Orders</h1>
        {/* An order is always for one client: Create leads to the clients, whose rows carry Create Order. */}
        <Link to="/admin/clients" className="button primary" title="Choose the client, then Create Order on their row">
          Create
        </Link>
      </div>
      <Notice notice={missing ? { kind: "error", text: adminMessages.notFound } : null} />
      <DataTable caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.id} empty={m.noOrders} page={page} pages={pages} />
      {viewing ? (
        <UrlDialog title="Order Details" closeHref={listSearch(params, { view: null })}>
          <dl className="details">
            {[...orderFields(viewing), ["Payment Mode", paymentModeText(viewing.paymentMode)] as [string, string], ["Plan Start Date", formatDate(viewing.planStartDate)], ["Plan End Date", formatDate(viewing.planEndDate)] as [string, string]].map(([k, v]) => (
              <div key={k} className="details-row">
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
          <DialogOk closeHref={listSearch(params, { view: null })} />
        </UrlDialog>
      ) : null}
    </section>
  );
}

export { AdminErrorView as ErrorBoundary };
