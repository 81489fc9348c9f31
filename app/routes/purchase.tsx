import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { PlanDescription, planLines, type PlanLine } from "../components/plan-card";
import { ServerErrorView } from "../components/server-error-view";
import { cancelOrder, initiatePayment, listPurchasablePlans, paymentMessages, type CheckoutData } from "../services/commerce/payments.server";
import { getUser, requireUser } from "../utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Plans — SAR Online" }];

const HEADER_COLOURS = ["#7a1f2b", "#2d3a55", "#1e6b52", "#8a5a00", "#4b2d6b"];

type PlansData = { loggedIn: boolean; notice: string | null; plans: { id: number; name: string; users: number; type: string; cost: number; lines: PlanLine[] }[] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context.app, request);
  const plans = await listPurchasablePlans(context.app);
  return data<PlansData>(
    { loggedIn: Boolean(user), notice: user && new URL(request.url).searchParams.get("cancelled") ? paymentMessages.cancelled : null, plans: plans.map((p) => ({ id: p.id, name: p.name, users: p.parallelUsers, type: p.type, cost: p.costRupees, lines: planLines(p.description) })) },
    // The plans page is the same for every visitor: cacheable.
    { headers: { "Cache-Control": user ? "private, no-store" : "public, max-age=300" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" });

/**
 * Buy Now: our order and the provider's, then the checkout (Razorpay, or the offline one).
 * intent=cancel: the buyer closed the checkout; their unpaid order is closed as cancelled.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.app, request);
  const form = await request.formData();
  if (form.get("intent") === "cancel") {
    const orderId = String(form.get("orderId") ?? "");
    const cancelled = orderId.length > 0 && orderId.length <= 64 && (await cancelOrder(context.app, { userId: user.userId, providerOrderId: orderId }));
    if (!cancelled) return data({ message: paymentMessages.orderNotFound }, { status: 404 });
    throw redirect("/purchase?cancelled=1");
  }
  const planId = Number(form.get("planId"));
  if (!Number.isSafeInteger(planId) || planId <= 0) return data({ message: "Please select plan." }, { status: 400 });
  const result = await initiatePayment(context.app, { userId: user.userId, planId });
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  if (result.checkout.offline) throw redirect(`/checkout/${result.checkout.data_order_Id}`);
  return { checkout: result.checkout };
}

/** Submits a plain form (a full navigation), as Razorpay's handler and dismissal need. */
function post(action: string, fields: Record<string, string>) {
  const f = document.createElement("form");
  f.method = "post";
  f.action = action;
  for (const [k, v] of Object.entries(fields)) {
    const i = document.createElement("input");
    i.type = "hidden";
    i.name = k;
    i.value = v;
    f.appendChild(i);
  }
  document.body.appendChild(f);
  f.submit();
}

type RazorpayCtor = new (options: Record<string, unknown>) => { open: () => void; on: (e: string, f: () => void) => void };

/** Opens Razorpay Checkout with the order data; success posts to /orderDetails, dismissal returns here. */
function useRazorpay(checkout: CheckoutData | undefined) {
  useEffect(() => {
    if (!checkout) return;
    const open = () => {
      const Razorpay = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
      if (!Razorpay) return;
      const rzp = new Razorpay({
        key: checkout.data_key,
        amount: checkout.data_amount,
        currency: "INR",
        name: checkout.data_name,
        description: checkout.data_description,
        order_id: checkout.data_order_Id,
        prefill: { name: checkout.data_prefill_name, email: checkout.data_prefil_email, contact: checkout.data_prefill_contact },
        handler: (r: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) => post("/orderDetails", r),
        // Closing the dialog closes the order (decision 022); a payment made meanwhile still activates it.
        modal: { ondismiss: () => post("/purchase", { intent: "cancel", orderId: checkout.data_order_Id }) },
      });
      rzp.open();
    };
    if ((window as unknown as { Razorpay?: unknown }).Razorpay) open();
    else {
      const s = document.createElement("script");
      s.src = "https://checkout.razorpay.com/v1/checkout.js";
      s.onload = open;
      document.body.appendChild(s);
    }
  }, [checkout]);
}

export default function Purchase() {
  const { plans, loggedIn, notice } = useLoaderData<PlansData>();
  const reply = useActionData<{ checkout?: CheckoutData; message?: string }>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  useRazorpay(reply?.checkout);
  return (
    <section className="plans-page">
      <h1>Plans</h1>
      {params.get("needPlan") ? <p className="alert error" role="alert">Searching and reading full judgments need an active plan. Choose one below.</p> : null}
      {notice ? <p className="alert error" role="status">{notice}</p> : null}
      {reply?.message ? <p className="alert error" role="alert">{reply.message}</p> : null}
      <div className="plan-cards">
        {plans.map((p, i) => (
          <article key={p.id} className="plan-card">
            <header style={{ background: HEADER_COLOURS[i % HEADER_COLOURS.length] }}>
              <h2>{p.name}</h2>
              <p className="price">{`Rs ${p.cost.toLocaleString("en-IN")}`} <span>Only(+18% GST)</span></p>
            </header>
            <p className="users">{`${p.users} ${p.users === 1 ? "User" : "Users"}`}</p>
            <PlanDescription lines={p.lines} />
            {loggedIn ? (
              <Form method="post">
                <input type="hidden" name="planId" value={p.id} />
                <button type="submit" className="button primary" disabled={navigation.state !== "idle"}>Buy Now</button>
              </Form>
            ) : (
              <Link className="button primary" to="?modal=login&redirectTo=/purchase" preventScrollReset>Buy Now</Link>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

/** The plans list's call failed: the server-down view (subscriber §8). */
export { ServerErrorView as ErrorBoundary };
