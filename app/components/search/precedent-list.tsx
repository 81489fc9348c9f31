/**
 * A list of precedents, each with why it was found: Find Precedents' results on the search screen
 * and Similar Cases on the case view (issue 16). Apart from the search form so the case view does
 * not carry it (decision 087).
 */
import type { ReactNode } from "react";
import type { PrecedentHit, SimilarCase } from "../../services/search/precedents.server";
import { formatDate } from "../../utils/format";

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
          <a className="hit-title" href={`/viewCase/${hit.docId}`} data-in-app="">{hit.appellant}{hit.respondent ? ` v. ${hit.respondent}` : ""}</a>
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
