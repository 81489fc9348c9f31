import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ResetPasswordForm } from "../components/reset-password-form";
import { getStaff } from "../utils/auth.server";
import { loadResetLink, submitReset } from "../route-helpers/reset-password.server";

export const meta: MetaFunction = () => [{ title: "Reset password — SAR Online back office" }];

/** Staff reset page: a logged-in user goes to /home; no token goes back to the login. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getStaff(context.app, request)) throw redirect("/home");
  const link = await loadResetLink(context.app, request);
  if (!link) throw redirect("/admin");
  return link;
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (await getStaff(context.app, request)) throw redirect("/home");
  return submitReset(context.app, request);
}

export default function AdminReset() {
  const link = useLoaderData<typeof loader>();
  const done = useActionData<{ ok?: boolean; message?: string }>();
  return (
    <section className="admin-login">
      <h1>Reset Password</h1>
      {done?.ok ? (
        <div className="card">
          <p role="status">{done.message}</p>
          <Link className="button primary" to="/admin">Go to Login</Link>
        </div>
      ) : (
        <div className="card">
          {link.valid ? <p className="muted">For {link.email}</p> : <p className="alert error" role="alert">{link.message}</p>}
          <ResetPasswordForm token={link.token} valid={link.valid} />
          <Link to="/admin">Back to Login</Link>
        </div>
      )}
    </section>
  );
}
