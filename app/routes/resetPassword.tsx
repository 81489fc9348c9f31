import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ResetPasswordForm } from "../components/reset-password-form";
import { getUser } from "../utils/auth.server";
import { loadResetLink, submitReset } from "../route-helpers/reset-password.server";

export const meta: MetaFunction = () => [{ title: "Reset password — SAR Online" }];

/** End-user password reset: only without a session (spec §2.1). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context.app, request)) throw redirect("/dashboard");
  const link = await loadResetLink(context.app, request);
  if (!link) throw redirect("/?modal=login");
  return link;
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (await getUser(context.app, request)) throw redirect("/dashboard");
  return submitReset(context.app, request);
}

export default function ResetPassword() {
  const link = useLoaderData<typeof loader>();
  const done = useActionData<{ ok?: boolean; message?: string }>();
  return (
    <section className="narrow">
      <h1>Reset Password</h1>
      {done?.ok ? (
        <p className="alert success" role="status">
          {done.message} <Link to="/?modal=login">Go to Login</Link>
        </p>
      ) : (
        <>
          {link.valid ? null : <p className="alert error" role="alert">{link.message}</p>}
          <ResetPasswordForm token={link.token} valid={link.valid} />
        </>
      )}
    </section>
  );
}
