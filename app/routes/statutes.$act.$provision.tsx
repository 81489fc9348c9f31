import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ApplyingJudgments, StatuteCrumbs, StatuteText, StatutesMiss } from "../components/statute-page";
import { getProvisionPage, JudgmentsPageSchema, searchPathForOtherAct, StatuteSlugSchema } from "../services/search/statutes.server";
import { getUser } from "../utils/auth.server";
import statuteStyles from "../styles/statutes.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: statuteStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `${d.label}${d.text ? ` — ${d.text.title}` : ""}, ${d.act.act} — SAR Online` : "Statutes — SAR Online" },
  { name: "description", content: d?.text ? d.text.body.slice(0, 160) : "" },
];

const NOT_FOUND = "The statutes library holds no such provision, and no judgment refers to it.";

/**
 * A provision: its text (open to everyone, decision 108), its counterpart in the old or new code,
 * and the judgments that apply it — all of them for a subscriber with a plan, the count and the
 * first five otherwise (the case rules, decision 012).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const act = StatuteSlugSchema.safeParse(params.act);
  const provision = StatuteSlugSchema.safeParse(params.provision);
  const user = await getUser(context.app, request);
  const pageNo = JudgmentsPageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const page = act.success && provision.success ? await getProvisionPage(context.app, act.data, provision.data, user?.plan ? "subscriber" : "guest", pageNo) : null;
  if (page) return page;
  // An act the library does not hold (a judgment's Statutes Referred links every reference here): statute search.
  const search = act.success && provision.success ? await searchPathForOtherAct(context.app, act.data, provision.data) : null;
  if (search) throw redirect(search);
  throw data({ message: NOT_FOUND }, { status: 404 });
}

export default function StatuteProvision() {
  const p = useLoaderData<typeof loader>();
  return (
    <main className="statutes-page">
      <StatuteCrumbs items={[{ label: p.act.short, to: p.act.path }, { label: p.label }]} />
      <h1>
        {p.label}
        {p.text ? <span className="provision-title">{p.text.title}</span> : null}
      </h1>
      <p className="muted">{p.act.act}</p>
      <section className="card" aria-label="Text">
        {p.text ? <StatuteText text={p.text} /> : <p className="no-result">The statutes library does not hold the text of {p.label} of the {p.act.short}; the judgments that refer to it are below.</p>}
      </section>
      {p.counterpart ? (
        <section className="statute-counterpart" aria-label="Old and new code">
          <p>{p.counterpart.note}</p>
          {p.counterpart.provisions.length ? (
            <ul>
              {p.counterpart.provisions.map((c) => (
                <li key={c.path}>
                  <Link to={c.path}>{c.label}</Link>
                  {c.judgments ? ` (${c.judgments === 1 ? "1 judgment" : `${c.judgments} judgments`})` : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {p.previous || p.next ? (
        <nav className="statute-nav" aria-label="Neighbouring provisions">
          {p.previous ? <Link to={p.previous.path}>← {p.previous.label}</Link> : <span />}
          {p.next ? <Link to={p.next.path}>{p.next.label} →</Link> : <span />}
        </nav>
      ) : null}
      <ApplyingJudgments label={p.label} judgments={p.judgments} />
    </main>
  );
}

export function ErrorBoundary() {
  return <StatutesMiss message={NOT_FOUND} />;
}
