/**
 * Find Precedents on the search screen (issue 16): a POST form that works without JavaScript, and
 * its results, each with why it was found. Similar Cases on the case view use the same list.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PrecedentHit, SimilarCase, StatuteHit } from "../../services/precedents.server";
import { formatDate } from "../../utils/format";

/** Find Precedents: a page of text with a magnifying glass over it. */
export function PrecedentsIcon() {
  return (
    <svg className="icon" width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5" />
      <path d="M8 8h6M8 12h4" />
      <circle cx="17" cy="16" r="3" />
      <path d="m21.5 20.5-2.3-2.3" />
    </svg>
  );
}

/** mode: "" (told by the text), "facts" or "judgment" (issue 26). */
export type PrecedentsValues = { text: string; court: string; yearFrom: string; yearTo: string; mode: string };

const READ_AS: [string, string][] = [
  ["", "Tell from the text"],
  ["facts", "A fact situation"],
  ["judgment", "A judgment"],
];

export function PrecedentsForm({ courts, values }: { courts: { id: number; name: string }[]; values: PrecedentsValues }) {
  return (
    <Form method="post" action="/search?mode=precedents" className="precedents-form">
      <label htmlFor="precedents-text">Paste a fact situation or a judgment (up to 100 KB)</label>
      <textarea id="precedents-text" name="text" defaultValue={values.text} required placeholder="The accused was charged under Section 302 IPC for the death of his wife in the matrimonial home …" />
      <fieldset className="read-as">
        <legend>Read the text as</legend>
        {READ_AS.map(([value, label]) => (
          <label key={value || "auto"}>
            <input type="radio" name="mode" value={value} defaultChecked={values.mode === value} /> {label}
          </label>
        ))}
      </fieldset>
      <div className="row">
        <label>
          Court
          <select name="court" defaultValue={values.court}>
            <option value="">All courts</option>
            {courts.map((c) => (
              <option key={c.id} value={c.id}>{c.name}</option>
            ))}
          </select>
        </label>
        <label>
          From year
          <input name="yearFrom" inputMode="numeric" maxLength={4} defaultValue={values.yearFrom} />
        </label>
        <label>
          To year
          <input name="yearTo" inputMode="numeric" maxLength={4} defaultValue={values.yearTo} />
        </label>
        <button type="submit" className="button primary">Find Precedents</button>
      </div>
    </Form>
  );
}

/** Why a case was found: the query's words it holds, the acts it shares with the text, the likely sections it applies, its bench and how often it is cited. */
export function Reasons({ hit }: { hit: Pick<PrecedentHit, "matchedTerms" | "sharedActs"> & Partial<Pick<PrecedentHit, "applies" | "benchSize" | "citedBy">> }) {
  const parts: ReactNode[] = [];
  if (hit.matchedTerms.length)
    parts.push(
      <span key="terms">
        <strong>Matching terms:</strong>{" "}
        {hit.matchedTerms.map((t, i) => (
          <span key={t}>{i ? ", " : ""}<mark>{t}</mark></span>
        ))}
      </span>,
    );
  if (hit.applies?.length) parts.push(<span key="applies"><strong>Applies:</strong> {hit.applies.join(", ")}</span>);
  if (hit.sharedActs.length) parts.push(<span key="acts"><strong>Shared acts:</strong> {hit.sharedActs.join("; ")}</span>);
  // Bench and citations are told for a fact situation's list only (they ranked it there).
  if (hit.applies !== undefined && hit.benchSize && hit.benchSize > 2) parts.push(<span key="bench">Bench of {hit.benchSize}</span>);
  if (hit.applies !== undefined && hit.citedBy) parts.push(<span key="cited">Cited by {hit.citedBy} in the reporter</span>);
  if (!parts.length) return null;
  return (
    <p className="reasons">
      {parts.map((p, i) => (
        <span key={i}>{i ? " · " : null}{p}</span>
      ))}
    </p>
  );
}

export function PrecedentList({ items, start = 1 }: { items: (PrecedentHit | SimilarCase)[]; start?: number }) {
  return (
    <ol className="result-list precedent-list" start={start}>
      {items.map((hit) => (
        <li key={hit.docId} className={hit.overruled ? "hit overruled" : "hit"}>
          <a className="hit-title" href={`/viewCase/${hit.docId}`}>{hit.appellant}{hit.respondent ? ` v. ${hit.respondent}` : ""}</a>
          <span className="hit-meta">
            Doc Id {hit.docId}
            {hit.citation ? <> · {hit.citation}</> : null}
            {hit.court ? <> · {hit.court}</> : null}
            {hit.decidedDate ? <> · {formatDate(hit.decidedDate)}</> : null}
            {hit.overruled ? <> · <strong className="overruled-tag">Overruled</strong></> : null}
          </span>
          <Reasons hit={hit} />
        </li>
      ))}
    </ol>
  );
}

/** Statute search for a section, the old or new code's counterpart searched too (issue 17). */
export function statuteSearchHref(hit: Pick<StatuteHit, "act" | "section" | "counterpart">): string | null {
  if (!hit.act) return null;
  const p = new URLSearchParams({ mode: "statute", run: "1", act1: hit.act, sec1: hit.section });
  if (hit.counterpart) p.set("both1", "1");
  return `/search?${p.toString()}`;
}

export const STATUTES_NONE = "No section of the acts on file matched these facts.";

/** The sections that likely apply to a fact situation, each with why, linked to statute search (issue 26). */
export function StatuteList({ items }: { items: StatuteHit[] }) {
  return (
    <ol className="result-list statute-list">
      {items.map((s) => {
        const href = statuteSearchHref(s);
        return (
          <li key={s.id} className="hit">
            <span className="hit-title">
              {href ? <a href={href}>{s.label}</a> : <strong>{s.label}</strong>}
              {s.counterpart ? <span className="counterpart"> ⇄ {s.counterpart.label}</span> : null}
            </span>
            {s.act ? <span className="hit-meta">{s.title}</span> : null}
            <p className="reasons">
              {s.phrases.length ? (
                <span>
                  <strong>The facts say:</strong> {s.phrases.map((p, i) => <span key={p}>{i ? ", " : ""}<mark>{p}</mark></span>)}
                </span>
              ) : null}
              {s.words.length ? (
                <span>
                  {s.phrases.length ? " · " : null}
                  <strong>Words of the facts in it:</strong> {s.words.map((w, i) => <span key={w}>{i ? ", " : ""}<mark>{w}</mark></span>)}
                </span>
              ) : null}
              {s.precedentCount ? (
                <span>
                  {s.phrases.length || s.words.length ? " · " : null}
                  <strong>Applied by</strong> {s.precedentCount} of the top precedents
                  {s.precedents.length ? (
                    <>
                      {", e.g. "}
                      {s.precedents.map((p, i) => (
                        <span key={p.docId}>{i ? "; " : ""}<a href={`/viewCase/${p.docId}`}>{p.title}</a></span>
                      ))}
                    </>
                  ) : null}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
