import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CaseBody, CaseHeader, CaseMeta, Headnotes, Parties } from "../components/case-body";
import { getCaseView, type CaseView } from "../services/case-view.server";
import { htmlToText } from "../../search-index/text";
import { caseMessages } from "../utils/copy";
import { lookupSession } from "../utils/session.server";
import { withTokenSession } from "./viewCase.$docId";

export const meta: MetaFunction = () => [{ title: "Case — SAR Online" }];

/**
 * The case for the mobile app's web view: /mobileCase?docId={id}&token={session}. No site chrome.
 * A subscriber with an active plan gets the full case; anyone else the guest view.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const docId = Number(url.searchParams.get("docId"));
  const view = Number.isSafeInteger(docId) && docId > 0 ? await getCaseView(context.app, docId) : null;
  if (!view) throw data({ message: caseMessages.oops }, { status: 404 });
  const session = await lookupSession(context.app, withTokenSession(request, url.searchParams.get("token") ?? undefined), "user");
  const full = session.status === "active" && Boolean(session.user.plan);
  if (full) return { full: true as const, case: view, excerpt: "" };
  return { full: false as const, case: { ...view, judgementOrder: "", referred: [] as CaseView["referred"], citedBy: [] as CaseView["citedBy"] }, excerpt: htmlToText(view.judgementOrder).slice(0, 1500) };
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
      <div className="judgment excerpt">{d.excerpt}…</div>
      <p className="subscribe-invite">{caseMessages.subscribe} <Link to="/purchase">See the plans</Link></p>
    </article>
  );
}

export function ErrorBoundary() {
  return <p className="error-view" role="alert">{caseMessages.oops}</p>;
}
