/**
 * A link inside the case's own parts (case-body.tsx, citation-graph.tsx). Rendered in the page it
 * is Remix's `Link`; rendered once to static HTML for the subscriber's case page (decision 095) it
 * is a plain anchor, which that page follows in the app (app/utils/in-app-links.ts).
 */
import { Link } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";

/** True while the case's parts are rendered to static HTML (app/components/case-body-html.server.tsx). */
export const PlainLinks = createContext(false);

export function AppLink({ to, preventScrollReset, children }: { to: string; preventScrollReset?: boolean; children: ReactNode }) {
  if (useContext(PlainLinks))
    return (
      <a href={to} data-in-app="">
        {children}
      </a>
    );
  return (
    <Link to={to} preventScrollReset={preventScrollReset}>
      {children}
    </Link>
  );
}
