import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { casesByCitation, caseHrefFor, readPermalink, type PermalinkCase } from "../services/graph/permalinks.server";
import { formatDate } from "../utils/format";

/**
 * Permalinks by citation (issue 25 item 3, docs/decisions/066): /c/SCC/1973/4/225,
 * /c/AIR/1973/SC/1461, /c/INSC/2023/123, /c/SCR/1962/Supp3/1 and /c?cite=<any citation>. One case:
 * a redirect to it (the full view for a subscriber, the guest view for anyone else); several: the
 * list; none: "not in the reporter". A pinpoint passes through: ?para=23 becomes #para-23 on the
 * redirect, and a fragment (…/225#para-23), which the browser never sends, is kept by the browser
 * across the redirect and added to the list's links by the page.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const d = data as Page | undefined;
  return [{ title: d && (d.kind === "list" || d.kind === "missing") ? `${d.citation} — SAR Online` : "Citation — SAR Online" }];
};

const NO_STORE = { "Cache-Control": "private, no-store" };

type Page =
  | { kind: "ask" }
  | { kind: "bad"; problem: "not-a-citation" | "bad-para"; asked: string }
  | { kind: "missing"; citation: string }
  | { kind: "list"; citation: string; cases: (PermalinkCase & { href: string })[] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = readPermalink(url);
  if (!asked.ok) {
    if (asked.problem === "empty") return data<Page>({ kind: "ask" }, { headers: NO_STORE });
    return data<Page>({ kind: "bad", problem: asked.problem, asked: asked.asked }, { status: 400, headers: NO_STORE });
  }
  const [found, hrefFor] = await Promise.all([casesByCitation(context.app, asked.citation), caseHrefFor(context.app, request)]);
  if (found.length === 1) throw redirect(hrefFor(found[0].docId, asked.para, asked.citation.display), { headers: NO_STORE });
  if (!found.length) return data<Page>({ kind: "missing", citation: asked.citation.display }, { status: 404, headers: NO_STORE });
  return data<Page>(
    { kind: "list", citation: asked.citation.display, cases: found.map((c) => ({ ...c, href: hrefFor(c.docId, asked.para, asked.citation.display) })) },
    { headers: NO_STORE },
  );
}

function AskForm({ value = "" }: { value?: string }) {
  return (
    <Form method="get" action="/c" className="permalink-form">
      <label htmlFor="cite">Citation</label>
      <input id="cite" name="cite" defaultValue={value} maxLength={200} placeholder="(1973) 4 SCC 225" />
      <button type="submit" className="button primary">Open</button>
    </Form>
  );
}

export default function CitationPermalink() {
  const d = useLoaderData<typeof loader>() as unknown as Page;
  const list = useRef<HTMLUListElement>(null);
  // A pinpoint written as a fragment (…/225#para-23) never reaches the server: the links take it here.
  useEffect(() => {
    const hash = /^#para-[\d.]{1,12}$/.test(location.hash) ? location.hash : "";
    if (!hash || !list.current) return;
    for (const a of list.current.querySelectorAll<HTMLAnchorElement>("a[data-case]")) if (!a.hash) a.hash = hash;
  }, [d]);
  return (
    <section className="permalink card">
      {d.kind === "list" ? (
        <>
          <h1>{d.citation}</h1>
          <p>{`This citation names ${d.cases.length} judgments in the reporter:`}</p>
          <ul ref={list} className="permalink-list">
            {d.cases.map((c) => (
              <li key={c.docId}>
                <Link to={c.href} data-case={c.docId}>{c.title}</Link>{" "}
                <span className="muted">{[formatDate(c.decidedDate), c.court].filter(Boolean).join(" · ")}</span>
              </li>
            ))}
          </ul>
        </>
      ) : d.kind === "missing" ? (
        <>
          <h1>{d.citation}</h1>
          <p className="not-in-reporter">This citation is not in the reporter.</p>
          <p className="muted">It is a well-formed citation, but no judgment we hold carries it. Try another citation of the same case, or search.</p>
          <AskForm />
        </>
      ) : d.kind === "bad" ? (
        <>
          <h1>Not a citation</h1>
          <p className="field-error" role="alert">
            {d.problem === "bad-para" ? `"${d.asked}" is not a paragraph number (para=23 or para=23.1).` : `"${d.asked}" is not a citation the reporter can read, e.g. (1973) 4 SCC 225, AIR 1973 SC 1461 or 2023 INSC 123.`}
          </p>
          <AskForm value={d.problem === "bad-para" ? "" : d.asked} />
        </>
      ) : (
        <>
          <h1>Open a judgment by its citation</h1>
          <AskForm />
        </>
      )}
      <p>
        <Link to="/search">Search the reporter</Link>
      </p>
    </section>
  );
}
