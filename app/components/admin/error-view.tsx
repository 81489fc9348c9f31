import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ServerErrorView } from "../server-error-view";

/**
 * The back office's error boundary: a refusal the server explains (a 4xx with a message: a list
 * URL it cannot read, a page the role may not use) shows that message; anything else is the
 * server-error view of §2/§8.
 */
export function AdminErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const message = typeof error.data === "string" ? error.data : typeof error.data?.message === "string" ? error.data.message : error.statusText;
    return (
      <section className="error-view" role="alert">
        <h1>{error.status}</h1>
        <p>{message}</p>
        <p>
          <Link to="?">Back to the list</Link>
        </p>
      </section>
    );
  }
  return <ServerErrorView />;
}
