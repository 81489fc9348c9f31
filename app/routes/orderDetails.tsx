import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { confirmPayment, getOrderForUser, paymentMessages } from "../services/commerce/payments.server";
import { requireUser } from "../utils/auth.server";
import { formatDate, rupees } from "../utils/format";

export const meta: MetaFunction = () => [{ title: "Payment result — SAR Online" }];

/**
 * The checkout posts its result here (order id, payment id, signature). The server verifies and
 * activates (idempotently), then shows /orderDetails?orderId&amount&planId (the plan's id). Nothing
 * the browser says about the amount is used.
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
  if (!order) return data({ message: paymentMessages.orderNotFound }, { status: 404 });
  throw redirect(`/orderDetails?${new URLSearchParams({ orderId: providerOrderId, amount: String(order.amountPaise), planId: String(order.planId) })}`);
}

type Details = { order: NonNullable<Awaited<ReturnType<typeof getOrderForUser>>> | null; notFound: string | null };

/** The caller's own order; none, or another's, is "Order not found." with a 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const orderId = new URL(request.url).searchParams.get("orderId") ?? "";
  const order = orderId && orderId.length <= 64 ? await getOrderForUser(context.app, user.userId, orderId) : null;
  // The message comes from the server: services' copy never reaches the browser bundle.
  return data<Details>({ order, notFound: order ? null : paymentMessages.orderNotFound }, { status: order ? 200 : 404 });
}

const HEADINGS: Record<string, string> = { Completed: "Payment successful", Pending: "Payment pending", Cancelled: "Payment cancelled", Expired: "Payment expired", Failed: "Payment failed" };

export default function OrderDetails() {
  const { order, notFound } = useLoaderData<Details>();
  const failed = useActionData<{ message?: string }>();
  const problem = failed?.message ?? notFound;
  if (problem || !order) {
    return (
      <section className="narrow">
        <h1>Payment</h1>
        <p className="alert error" role="alert">{problem}</p>
        <div className="button-row">
          <Link className="button" to="/purchase">Back to the plans</Link>
          <Link className="button" to="/dashboard">My Account (your orders)</Link>
        </div>
      </section>
    );
  }
  const paid = order.paymentStatus === "PAID";
  return (
    <section className="narrow order-details">
      <h1>{HEADINGS[order.statusLabel]}</h1>
      <dl>
        <dt>Order Id</dt><dd>{order.orderId}</dd>
        <dt>Payment Id</dt><dd>{order.paymentIdForRazorPay ?? ""}</dd>
        <dt>Payment Date</dt><dd>{formatDate(order.paymentDate)}</dd>
        <dt>Payment Status</dt><dd>{order.statusLabel}</dd>
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
