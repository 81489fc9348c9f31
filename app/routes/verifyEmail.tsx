import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { verifyEmailFromRequest } from "../services/accounts/auth.server";

export const meta: MetaFunction = () => [{ title: "E-mail verification — SAR Online" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return verifyEmailFromRequest(context.app, request);
}

export default function VerifyEmail() {
  const r = useLoaderData<typeof loader>();
  return (
    <section className="narrow">
      {r.ok ? (
        <>
          <h1>Welcome!</h1>
          <p role="status">{`Your account ${r.email} has been activated. Click below Button to Login`}</p>
          <Link className="button primary" to="/?modal=login">Go to Login</Link>
        </>
      ) : (
        <>
          <h1>E-mail verification</h1>
          <p className="alert error" role="alert">{r.message}</p>
        </>
      )}
    </section>
  );
}
