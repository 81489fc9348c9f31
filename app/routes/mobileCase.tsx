import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { CaseBody, CaseHeader, CaseMeta, Headnotes, Parties } from "../components/case-body";
import { getCaseView, guestCaseView } from "../services/cases/case-view.server";
import { caseMessages } from "../utils/copy-core";
import { lookupSession } from "../utils/session.server";
import { withTokenSession } from "../utils/token-session.server";

export const meta: MetaFunction = () => [{ title: "Case — SAR Online" }];

/**
 * The case for the mobile app's web view: /mobileCase?docId={id}&token={session}. No site chrome.
 * A subscriber with an active plan gets the full case; anyone else the guest projection, the same
 * as /guestCase. No, a malformed or an unknown id: 404, "not found".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("docId") ?? "";
  const docId = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  const view = Number.isSafeInteger(docId) && docId > 0 ? await getCaseView(context.app, docId) : null;
  if (!view) throw data({ message: caseMessages.notFound }, { status: 404 });
  const session = await lookupSession(context.app, withTokenSession(request, url.searchParams.get("token") ?? undefined), "user");
  if (session.status === "active" && session.user.plan) return { full: true as const, case: view, excerpt: "", truncated: false };
  return { full: false as const, ...guestCaseView(view) };
}

export default function MobileCase() {
  const d = useLoaderData<typeof loader>();
  if (d.full) return <CaseBody c={d.case} linkCases={false} />;
  return (
    <article className="case-body guest">
      <CaseHeader c={d.case} />
      <CaseMeta c={d.case} />
      <Parties c={d.case} />
      <Headnotes c={d.case} />
      <div className="judgment excerpt">
        {d.excerpt}
        {d.truncated ? "…" : null}
      </div>
      <p className="subscribe-invite">{caseMessages.subscribe} <Link to="/purchase">See the plans</Link></p>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <p className="error-view" role="alert">{notFound ? caseMessages.notFound : caseMessages.oops}</p>;
}
