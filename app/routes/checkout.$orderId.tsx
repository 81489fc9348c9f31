import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { paymentMode, signOfflinePayment } from "../adapters/razorpay.server";
import { getOrderForUser } from "../services/commerce/payments.server";
import { requireUser } from "../utils/auth.server";
import { rupees } from "../utils/format";

export const meta: MetaFunction = () => [{ title: "Payment — SAR Online (offline checkout)" }];

/**
 * The offline checkout (a local run: OFFLINE_PROVIDERS = "1" and no Razorpay keys, decision 022):
 * it stands in for Razorpay's payment dialog and signs its result exactly as Razorpay does
 * (HMAC-SHA256 of "order_id|payment_id", with this local state's random secret), so the server
 * confirms it with the same verification code as in production. Cancel closes the order.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  if (paymentMode(context.app.env) !== "offline") throw redirect("/purchase");
  const order = await getOrderForUser(context.app, user.userId, params.orderId ?? "");
  if (!order || order.paymentStatus !== "CREATED") throw redirect("/purchase");
  return { order: { id: order.orderId, plan: order.paymentDescription, amount: rupees(order.amountPaise), base: rupees(order.basePaise), gst: rupees(order.gstPaise) }, payer: user.name };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  if (paymentMode(context.app.env) !== "offline") throw redirect("/purchase");
  const order = await getOrderForUser(context.app, user.userId, params.orderId ?? "");
  if (!order || order.paymentStatus !== "CREATED") return data({ error: "This order cannot be paid." }, { status: 400 });
  return signOfflinePayment(context.app.env, order.orderId);
}

export default function OfflineCheckout() {
  const { order, payer } = useLoaderData<typeof loader>();
  const paid = useActionData<{ razorpay_order_id?: string; razorpay_payment_id?: string; razorpay_signature?: string; error?: string }>();
  const confirm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Like Razorpay's handler: the result goes straight to /orderDetails.
    if (paid?.razorpay_signature) confirm.current?.submit();
  }, [paid]);
  return (
    <section className="checkout card narrow" aria-label="Payment">
      <h1>Pay {`Rs ${order.amount}`}</h1>
      <p className="muted">Offline checkout — no money moves; this stands in for the payment provider's dialog.</p>
      <dl>
        <dt>Plan</dt><dd>{order.plan}</dd>
        <dt>Base</dt><dd>{`Rs ${order.base}`}</dd>
        <dt>GST 18 %</dt><dd>{`Rs ${order.gst}`}</dd>
        <dt>Total</dt><dd>{`Rs ${order.amount}`}</dd>
        <dt>Payer</dt><dd>{payer}</dd>
        <dt>Order</dt><dd>{order.id}</dd>
      </dl>
      {paid?.error ? <p className="alert error" role="alert">{paid.error}</p> : null}
      {paid?.razorpay_signature ? (
        <form ref={confirm} method="post" action="/orderDetails">
          <input type="hidden" name="razorpay_order_id" value={paid.razorpay_order_id} />
          <input type="hidden" name="razorpay_payment_id" value={paid.razorpay_payment_id} />
          <input type="hidden" name="razorpay_signature" value={paid.razorpay_signature} />
          <button type="submit" className="button primary">Continue</button>
        </form>
      ) : (
        <div className="button-row">
          <Form method="post">
            <button type="submit" className="button primary">Pay {`Rs ${order.amount}`}</button>
          </Form>
          <Form method="post" action="/purchase">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="orderId" value={order.id} />
            <button type="submit" className="button">Cancel</button>
          </Form>
        </div>
      )}
    </section>
  );
}
