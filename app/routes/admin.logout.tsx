import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { getStaff } from "../utils/auth.server";
import { messages } from "../utils/copy";
import { clearSessionCookie, endSession, lookupSession } from "../utils/session.server";

export const meta: MetaFunction = () => [{ title: "Logout — SAR Online back office" }];

/** Confirmed logout: ends the staff session in D1 and returns to /admin. */
export async function action({ request, context }: ActionFunctionArgs) {
  const found = await lookupSession(context.app, request, "admin");
  if (found.status === "active") await endSession(context.app, found.user.sessionIdHash, "logout");
  return redirect("/admin", { headers: { "Set-Cookie": clearSessionCookie("admin") } });
}

/**
 * The confirmation as a page: the sidebar's Logout opens it as a dialog with JavaScript and comes
 * here without it (a GET changes nothing; Confirm posts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getStaff(context.app, request))) throw redirect("/admin");
  return null;
}

export default function AdminLogout() {
  return (
    <section className="card narrow" aria-label="Logout">
      <h1>Logout</h1>
      <p>{messages.logoutConfirm}</p>
      <div className="button-row">
        <Form method="post" action="/admin/logout">
          <button type="submit" className="button primary">Confirm</button>
        </Form>
        <Link to="/admin/dashboard" className="button">Cancel</Link>
      </div>
    </section>
  );
}
