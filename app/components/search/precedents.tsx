/**
 * Find Precedents on the search screen (issue 16): a POST form that works without JavaScript, and
 * its results, each with why it was found. Similar Cases on the case view use the same list.
 */
import { Form } from "@remix-run/react";
import type { PrecedentHit, SimilarCase } from "../../services/precedents.server";
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

export type PrecedentsValues = { text: string; court: string; yearFrom: string; yearTo: string };

export function PrecedentsForm({ courts, values }: { courts: { id: number; name: string }[]; values: PrecedentsValues }) {
  return (
    <Form method="post" action="/search?mode=precedents" className="precedents-form">
      <label htmlFor="precedents-text">Paste a fact situation or a judgment (up to 100 KB)</label>
      <textarea id="precedents-text" name="text" defaultValue={values.text} required placeholder="The accused was charged under Section 302 IPC for the death of his wife in the matrimonial home …" />
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

/** Why a case was found: the query's words it holds, the acts it shares with the text. */
export function Reasons({ hit }: { hit: Pick<PrecedentHit, "matchedTerms" | "sharedActs"> }) {
  if (!hit.matchedTerms.length && !hit.sharedActs.length) return null;
  return (
    <p className="reasons">
      {hit.matchedTerms.length ? (
        <>
          <strong>Matching terms:</strong>{" "}
          {hit.matchedTerms.map((t, i) => (
            <span key={t}>{i ? ", " : ""}<mark>{t}</mark></span>
          ))}
        </>
      ) : null}
      {hit.sharedActs.length ? (
        <>
          {hit.matchedTerms.length ? " · " : null}
          <strong>Shared acts:</strong> {hit.sharedActs.join("; ")}
        </>
      ) : null}
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
