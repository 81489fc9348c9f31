import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { hmacHex, isOffline, signingSecret } from "../adapters/razorpay.server";
import { getOrderForUser } from "../services/payments.server";
import { requireUser } from "../utils/auth.server";
import { rupees } from "../utils/format";

export const meta: MetaFunction = () => [{ title: "Payment — SAR Online (offline checkout)" }];

/**
 * The offline checkout (no Razorpay keys configured): it stands in for Razorpay's payment dialog
 * and signs its result exactly as Razorpay does (HMAC-SHA256 of "order_id|payment_id"), so the
 * server confirms it with the same verification code as in production.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  if (!isOffline(context.app.env)) throw redirect("/purchase");
  const order = await getOrderForUser(context.app, user.userId, params.orderId ?? "");
  if (!order || order.paymentStatus !== "CREATED") throw redirect("/purchase");
  return { order: { id: order.orderId, plan: order.paymentDescription, amount: rupees(order.amountPaise), base: rupees(order.basePaise), gst: rupees(order.gstPaise) }, payer: user.name };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  if (!isOffline(context.app.env)) throw redirect("/purchase");
  const order = await getOrderForUser(context.app, user.userId, params.orderId ?? "");
  if (!order || order.paymentStatus !== "CREATED") return data({ error: "This order cannot be paid." }, { status: 400 });
  const random = crypto.getRandomValues(new Uint8Array(7));
  const paymentId = `pay_off${[...random].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  const signature = await hmacHex(signingSecret(context.app.env), `${order.orderId}|${paymentId}`);
  return { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
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
          <Link to="/purchase" className="button">Cancel</Link>
        </div>
      )}
    </section>
  );
}
