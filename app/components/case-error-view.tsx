/**
 * A case page's error boundary: the spec's message, and "not available" for a case that is not there.
 * Its own module, so a page that renders the case on the server (the subscriber's case view) does
 * not ship the case body's components to the browser for it.
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { caseMessages } from "../utils/copy-core";

/** The case pages' failure view: 'Oops! Something went wrong…' (subscriber §2.5). */
/** The case pages' failure view: 'Oops! Something went wrong…' (subscriber §2.5). */
export function CaseErrorView() {
  const error = useRouteError();
  return (
    <section className="error-view" role="alert">
      <h1>{caseMessages.oops}</h1>
      {isRouteErrorResponse(error) && error.status === 404 ? <p className="muted">The case you asked for is not available.</p> : null}
    </section>
  );
}
