import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { verifyEmailFromRequest } from "../services/accounts/auth.server";

export const meta: MetaFunction = () => [{ title: "E-mail verification — SAR Online back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return verifyEmailFromRequest(context.app, request);
}

export default function AdminVerifiedEmail() {
  const r = useLoaderData<typeof loader>();
  return (
    <section className="admin-login">
      {r.ok ? (
        <div className="card">
          <h1>Welcome!</h1>
          <p role="status">{`Your account ${r.email} has been activated. Click below Button to Login`}</p>
          <Link className="button primary" to="/admin">Go to Login</Link>
        </div>
      ) : (
        <div className="card">
          <h1>E-mail verification</h1>
          <p className="alert error" role="alert">{r.message}</p>
        </div>
      )}
    </section>
  );
}
