/**
 * Parts of the statutes library's pages (issue 35 item 2, decision 108): the way back, a
 * provision's text, the judgments that apply it, a search hit's snippet.
 */
import { Link } from "@remix-run/react";
import type { JudgmentItem, ProvisionPage } from "../services/search/statutes.server";
import { formatDate } from "../utils/format";
import { Pager } from "./pager";

export function StatuteCrumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="statute-crumbs">
      <ol>
        <li>
          <Link to="/statutes">Statutes</Link>
        </li>
        {items.map((i) => (
          <li key={i.label}>{i.to ? <Link to={i.to}>{i.label}</Link> : <span aria-current="page">{i.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

/** A provision's text as the source gives it: paragraphs at blank lines, amendment markers kept. */
export function StatuteText({ text }: { text: NonNullable<ProvisionPage["text"]> }) {
  return (
    <>
      <div className="statute-text">
        {text.body.split(/\n\s*\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {text.notes ? (
        <details className="statute-notes">
          <summary>Amendment notes</summary>
          {text.notes.split("\n").map((n, i) => (n.trim() ? <p key={i}>{n}</p> : null))}
        </details>
      ) : null}
      <p className="statute-source muted">
        Source: <code>{text.source}</code>
      </p>
    </>
  );
}

/** "[[cruelty]] by husband" (FTS5 snippet markers) as text with the matched words marked. */
export function Snippet({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\[\[[^\]]{0,80}\]\])/).map((part, i) =>
        part.startsWith("[[") && part.endsWith("]]") ? <mark key={i}>{part.slice(2, -2)}</mark> : <span key={i}>{part}</span>,
      )}
    </>
  );
}

function JudgmentRow({ j }: { j: JudgmentItem }) {
  return (
    <li className="hit">
      <Link className="hit-title" to={j.path}>
        {j.title}
      </Link>
      {j.overruled ? <strong className="overruled-tag"> (Overruled)</strong> : null}
      <span className="hit-meta">
        {[j.citation, j.court, j.decidedDate ? formatDate(j.decidedDate) : null].filter(Boolean).join(" · ")}
        {j.inHeadnote ? <span className="in-headnote"> · in the headnote</span> : null}
      </span>
    </li>
  );
}

/** The judgments that apply a provision: all of them, paged, for a subscriber; the count and the first few otherwise. */
export function ApplyingJudgments({ label, judgments }: { label: string; judgments: ProvisionPage["judgments"] }) {
  return (
    <section className="card statute-judgments" aria-labelledby="applying">
      <h2 id="applying">Judgments applying {label}</h2>
      {judgments.total ? (
        <>
          <p className="muted">
            {judgments.total} {judgments.total === 1 ? "judgment" : "judgments"} of the reporter refer to it, those whose headnotes do first.
          </p>
          <ol className="result-list">
            {judgments.items.map((j) => (
              <JudgmentRow key={j.docId} j={j} />
            ))}
          </ol>
          {judgments.full ? (
            <Pager page={judgments.page} pages={judgments.pages} />
          ) : judgments.total > judgments.items.length ? (
            <p className="subscribe-invite">
              The other {judgments.total - judgments.items.length} are for subscribers. <Link to="/purchase">See the plans</Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="no-result">No judgment of the reporter refers to it yet.</p>
      )}
    </section>
  );
}

/** A statutes page's error view: its breadcrumbs and the message of the miss. */
export function StatutesMiss({ message }: { message: string }) {
  return (
    <main className="statutes-page">
      <StatuteCrumbs items={[]} />
      <p className="alert error">{message}</p>
    </main>
  );
}
