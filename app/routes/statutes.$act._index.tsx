import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Snippet, StatuteCrumbs, StatutesMiss } from "../components/statute-page";
import { getActPage, StatuteSlugSchema, WithinActQuerySchema } from "../services/search/statutes.server";
import statuteStyles from "../styles/statutes.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: statuteStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d ? `${d.act.act} — SAR Online` : "Statutes — SAR Online" }];

const NOT_FOUND = "The statutes library does not hold this act.";

/** An act of the library: its provisions with the judgments that refer to each, and a search within it (?q=). Open to everyone. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = StatuteSlugSchema.safeParse(params.act);
  const q = WithinActQuerySchema.parse(new URL(request.url).searchParams.get("q") ?? "");
  const page = slug.success ? await getActPage(context.app, slug.data, q) : null;
  if (!page) throw data({ message: NOT_FOUND }, { status: 404 });
  if ("redirect" in page) throw redirect(page.redirect);
  return page;
}

export default function StatuteAct() {
  const { act, provisions, counterpartAct, search, sources } = useLoaderData<typeof loader>();
  return (
    <main className="statutes-page">
      <StatuteCrumbs items={[{ label: act.short }]} />
      <h1>{act.act}</h1>
      {counterpartAct ? (
        <p className="statute-counterpart">
          Section by section against <Link to={counterpartAct.path}>{counterpartAct.act}</Link>: each section&apos;s page names its counterpart.
        </p>
      ) : null}
      <section className="card">
        <Form method="get" className="statute-find" role="search">
          <label>
            Search within the {act.short}
            <input name="q" type="search" defaultValue={search?.q ?? ""} placeholder="words, or a section number" />
          </label>
          <button type="submit" className="button primary">Search</button>
        </Form>
      </section>
      {search ? (
        <section className="card" aria-labelledby="within-hits">
          <h2 id="within-hits">
            {search.hits.length ? `${search.hits.length === 50 ? "The first 50" : search.hits.length} ${search.hits.length === 1 ? "provision holds" : "provisions hold"}` : "No provision holds"} “{search.q}”
          </h2>
          <ol className="statute-hits">
            {search.hits.map((h) => (
              <li key={h.path}>
                <Link to={h.path}>
                  <strong>{h.label}</strong> {h.title}
                </Link>
                <p>
                  <Snippet text={h.snippet} />
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className="card" aria-labelledby="toc">
        <h2 id="toc">{provisions.length} provisions</h2>
        <ol className="statute-toc">
          {provisions.map((p) => (
            <li key={p.path}>
              <Link to={p.path}>
                <span className="toc-label">{p.label}</span>
                {p.title}
              </Link>
              {p.judgments ? <span className="count">{p.judgments === 1 ? "1 judgment" : `${p.judgments} judgments`}</span> : null}
            </li>
          ))}
        </ol>
        <p className="statute-source muted">Source: {sources.map((s) => <code key={s}>{s} </code>)}</p>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <StatutesMiss message={NOT_FOUND} />;
}
