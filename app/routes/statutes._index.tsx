import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { StatuteCrumbs } from "../components/statute-page";
import { listLibraryActs, pathForTyped, referenceTarget, WithinActQuerySchema } from "../services/search/statutes.server";
import statuteStyles from "../styles/statutes.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: statuteStyles }];

export const meta: MetaFunction = () => [
  { title: "Statutes — SAR Online" },
  { name: "description", content: "The Constitution of India, the Bharatiya Nyaya Sanhita, Nagarik Suraksha Sanhita and Sakshya Adhiniyam and the central acts, section by section, with the judgments that apply them." },
];

/**
 * The statutes library (issue 35 item 2, decision 108): its acts, and a box that opens an act and
 * provision as typed ("BNS" "103"); a judgment's reference (?act=&ref=) goes to its provision.
 * Open to everyone: bare acts are public law.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const act = WithinActQuerySchema.parse(url.searchParams.get("act") ?? "");
  // A judgment's Statutes Referred: ?act=…&ref=Art.+226 opens the provision (decision 108).
  const ref = WithinActQuerySchema.parse(url.searchParams.get("ref") ?? "");
  if (act && ref) {
    const to = await referenceTarget(context.app, act, ref);
    if (to) throw redirect(to);
  }
  const provision = WithinActQuerySchema.parse(url.searchParams.get("p") ?? "");
  if (act) {
    const to = await pathForTyped(context.app, act, provision);
    if (to) throw redirect(to);
  }
  return { acts: await listLibraryActs(context.app), asked: act ? { act, provision } : null };
}

export default function Statutes() {
  const { acts, asked } = useLoaderData<typeof loader>();
  return (
    <main className="statutes-page">
      <StatuteCrumbs items={[]} />
      <h1>Statutes</h1>
      <section className="card">
        <Form method="get" className="statute-find">
          <label>
            Act
            <input name="act" defaultValue={asked?.act ?? ""} placeholder="Constitution, BNS, IPC, Limitation Act…" list="library-acts" required />
          </label>
          <label>
            Section or article
            <input name="p" defaultValue={asked?.provision ?? ""} placeholder="21, 103, 498A" />
          </label>
          <button type="submit" className="button primary">Open</button>
          <datalist id="library-acts">
            {acts.map((a) => (
              <option key={a.slug} value={a.act} />
            ))}
          </datalist>
        </Form>
        {asked ? (
          <p className="alert error" role="alert">
            The library does not hold “{asked.act}”. The acts it holds are listed below.
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="acts-heading">
        <h2 id="acts-heading">{acts.length} acts, section by section</h2>
        <ul className="statute-acts">
          {acts.map((a) => (
            <li key={a.slug}>
              <Link to={a.path}>{a.act}</Link>
              <span className="count">{a.provisions} provisions</span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
