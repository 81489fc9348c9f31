import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { getActivePlan } from "../services/subscriptions.server";
import { requireUser } from "../utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Search — SAR Online" }];

/**
 * The search dashboard. A subscriber without an active plan is asked to buy one (decision 4);
 * the five search modes are built on this route by the search work.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.app, request);
  const plan = await getActivePlan(context.app, user.userId);
  return { name: user.name, plan: plan ? { name: plan.planName, endAt: plan.endAt } : null };
}

export default function Search() {
  const { name, plan } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>Search</h1>
      <p>Welcome, {name}.</p>
      {plan ? null : (
        <div className="alert error" role="alert">
          <span>
            Your account has no active plan. Searching and reading full judgments need a subscription.{" "}
            <Link to="/purchase">See the plans</Link>
          </span>
        </div>
      )}
    </section>
  );
}
