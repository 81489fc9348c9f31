import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { confirmPayment, getOrderForUser, paymentMessages } from "../services/payments.server";
import { requireUser } from "../utils/auth.server";
import { formatDate, rupees } from "../utils/format";

export const meta: MetaFunction = () => [{ title: "Payment result — SAR Online" }];

/**
 * The checkout posts its result here (order id, payment id, signature). The server verifies and
 * activates (idempotently), then shows /orderDetails?orderId&amount&planId. Nothing the browser
 * says about the amount is used.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  const form = await request.formData();
  const providerOrderId = String(form.get("razorpay_order_id") ?? form.get("orderId") ?? "");
  const paymentId = String(form.get("razorpay_payment_id") ?? form.get("paymentId") ?? "");
  const signature = String(form.get("razorpay_signature") ?? form.get("signature") ?? "");
  if (!providerOrderId || !paymentId || !signature || providerOrderId.length > 64 || paymentId.length > 64) {
    return data({ message: paymentMessages.badSignature }, { status: 400 });
  }
  const result = await confirmPayment(context.app, { userId: user.userId, providerOrderId, paymentId, signature });
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  const order = await getOrderForUser(context.app, user.userId, providerOrderId);
  throw redirect(`/orderDetails?orderId=${encodeURIComponent(providerOrderId)}&amount=${order?.amountPaise ?? ""}&planId=${result.orderId}`);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const orderId = new URL(request.url).searchParams.get("orderId") ?? "";
  const order = orderId ? await getOrderForUser(context.app, user.userId, orderId) : null;
  return { order };
}

export default function OrderDetails() {
  const { order } = useLoaderData<typeof loader>();
  const failed = useActionData<{ message?: string }>();
  const problem = failed?.message ?? (order ? null : paymentMessages.orderNotFound);
  if (problem || !order) {
    return (
      <section className="narrow">
        <h1>Payment</h1>
        <p className="alert error" role="alert">{problem}</p>
        <Link to="/purchase">Back to the plans</Link>
      </section>
    );
  }
  const paid = order.paymentStatus === "PAID";
  return (
    <section className="narrow order-details">
      <h1>{paid ? "Payment successful" : "Payment pending"}</h1>
      <dl>
        <dt>Order Id</dt><dd>{order.orderId}</dd>
        <dt>Payment Id</dt><dd>{order.paymentIdForRazorPay ?? ""}</dd>
        <dt>Payment Date</dt><dd>{formatDate(order.paymentDate)}</dd>
        <dt>Payment Status</dt><dd>{paid ? "Completed" : order.paymentStatus === "CREATED" ? "Pending" : "Failed"}</dd>
        <dt>Plan</dt><dd>{order.paymentDescription}</dd>
        <dt>Plan Active</dt><dd>{order.planActive ? "Yes" : order.isFuturePlan ? "Starts later (future plan)" : "No"}</dd>
        <dt>Plan Start Date</dt><dd>{formatDate(order.planStartDate)}</dd>
        <dt>Plan End Date</dt><dd>{formatDate(order.planEndDate)}</dd>
        <dt>Amount</dt><dd>{`Rs ${rupees(order.amountPaise)}`}</dd>
      </dl>
      <div className="button-row">
        {paid ? <Link className="button" to={`/receipt/${order.orderId}`}>Receipt</Link> : null}
        <Link className="button primary" to="/dashboard">My Account</Link>
      </div>
    </section>
  );
}
