import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { CaseErrorView, CaseHeader, CaseMeta, Headnotes, Parties } from "../components/case-body";
import { getCaseView, guestCaseView } from "../services/cases/case-view.server";
import { caseMessages } from "../utils/copy-core";
import type { loader as rootLoader } from "../root";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `${d.case.title} — SAR Online` : "Case — SAR Online" },
  { name: "description", content: d ? d.excerpt.slice(0, 160) : "" },
];

/**
 * The guest case view for everyone (decision 18): header, citation, parties, court, judges, date,
 * headnotes and the first 1,500 characters of the judgment, then an invitation to subscribe. No
 * toolbar, no add-to-library, no PDFs. Share links point here.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const docId = Number(params.docId);
  const view = Number.isSafeInteger(docId) && docId > 0 ? await getCaseView(context.app, docId) : null;
  if (!view) throw data({ message: caseMessages.oops }, { status: 404 });
  return guestCaseView(view);
}

export default function GuestCase() {
  const { case: c, excerpt, truncated } = useLoaderData<typeof loader>();
  // The page is the same for everyone (edge-cached for visitors); the root's user only picks the offer.
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  return (
    <article className="case-body guest">
      <CaseHeader c={c} />
      <CaseMeta c={c} />
      <Parties c={c} />
      <Headnotes c={c} />
      <section className="case-section judgment-section">
        <h2 className="judgement-type">{c.judgementType === "Order" ? "ORDER" : "JUDGMENT"}</h2>
        {c.judgeName ? <p className="judge-name">{c.judgeName}</p> : null}
        <div className="judgment excerpt">
          {excerpt.split("\n").map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {truncated ? <p className="fade">…</p> : null}
        </div>
      </section>
      <aside className="subscribe-invite card">
        <p>{caseMessages.subscribe}</p>
        <Link className="button primary" to="/purchase">See the plans</Link>{" "}
        {user ? (
          <Link className="button" to={`/viewCase/${c.docId}`}>{caseMessages.readFullCase}</Link>
        ) : (
          <Link className="button" to="?modal=login">Login</Link>
        )}
      </aside>
    </article>
  );
}

export { CaseErrorView as ErrorBoundary };
