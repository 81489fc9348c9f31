import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getOrderForUser } from "../services/commerce/payments.server";
import { requireUser } from "../utils/auth.server";
import { formatDate, rupees } from "../utils/format";

export const meta: MetaFunction = () => [{ title: "Receipt — SAR Online" }];

/** A printable receipt for one of the caller's paid orders: base, GST 18 % and total. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const order = await getOrderForUser(context.app, user.userId, params.orderId ?? "");
  if (!order || order.paymentStatus !== "PAID") throw data({ message: "Receipt not found" }, { status: 404 });
  return { order, customer: user.name, email: user.email, appName: context.app.config.appName };
}

export default function Receipt() {
  const { order, customer, email, appName } = useLoaderData<typeof loader>();
  return (
    <section className="receipt card narrow">
      <h1>Receipt</h1>
      <p><strong>{appName}</strong></p>
      <dl>
        <dt>Billed to</dt><dd>{`${customer} (${email})`}</dd>
        <dt>Order Id</dt><dd>{order.orderId}</dd>
        <dt>Payment Id</dt><dd>{order.paymentIdForRazorPay ?? ""}</dd>
        <dt>Date</dt><dd>{formatDate(order.paymentDate)}</dd>
        <dt>Plan</dt><dd>{order.paymentDescription}</dd>
        <dt>Period</dt><dd>{`${formatDate(order.planStartDate)} to ${formatDate(order.planEndDate)}`}</dd>
        <dt>Base</dt><dd>{`Rs ${rupees(order.basePaise)}`}</dd>
        <dt>GST 18 %</dt><dd>{`Rs ${rupees(order.gstPaise)}`}</dd>
        <dt>Total</dt><dd><strong>{`Rs ${rupees(order.amountPaise)}`}</strong></dd>
      </dl>
      <button type="button" className="button no-print" onClick={() => window.print()}>Print</button>
    </section>
  );
}
