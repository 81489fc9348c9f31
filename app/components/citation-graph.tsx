/**
 * The case view's part of the citation graph (issue 24 item 3, decision 054): the judgment's
 * Authorities — the cases it cites, linked where they are in the reporter, as written where not —
 * in place of the spec's Case Referred list, and "Cited by N" — each judgment in the reporter that
 * cites this one, newest first or the larger bench first (decision 063), with its date, court, bench
 * and the sentence where it cites it.
 */
import { AppLink } from "./app-link";
import { NEGATIVE_TREATMENTS, TREATMENT_LABEL } from "../../search-index/treatment-labels";
import { placeAside, placeWords, type Pinpoint } from "../../search-index/pinpoint-words";
import type { Authority, CitedByOrder, CitingCase, SameJudgment } from "../services/graph/citation-graph.server";
import { orderCitedBy } from "../utils/cited-by-order";
import { citedByWords } from "../utils/copy-case";
import { formatDate } from "../utils/format";

/** The snippet with the citation in bold where the citing judgment wrote it so. */
function Snippet({ text, cite }: { text: string; cite: string }) {
  const at = text.indexOf(cite);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{cite}</strong>
      {text.slice(at + cite.length)}
    </>
  );
}

/**
 * Where in the citing judgment Cited by's quote stands (decision 102): the court's paragraph
 * number (shown "para 23"), or — in a judgment the court did not number — the reporter's count,
 * always shown marked as such ("SAR para 12", with the reason). Never a count of the text's blocks
 * written as the court's number. Null when the quote is the headnote's, or the place is unknown.
 */
export function quotedPlace(x: Pick<CitingCase, "pinpoint" | "numbered" | "treatment" | "treatmentParagraph" | "treatmentSentence">): Pinpoint | null {
  if (!x.pinpoint) return null;
  // The treatment read from the headnote's sentence: that sentence has no paragraph of the judgment.
  if (x.treatment !== "referred" && x.treatmentSentence && x.treatmentParagraph === null) return null;
  return { label: x.pinpoint, court: x.numbered };
}

export function Authorities({ items, linkCases = true }: { items: Authority[]; linkCases?: boolean }) {
  if (!items.length) return null;
  const inReporter = items.filter((a) => a.docId !== null).length;
  return (
    <section className="case-section authorities" aria-labelledby="authorities-title">
      <h2 id="authorities-title">
        Authorities <span className="muted">(Case Referred)</span>
      </h2>
      <p className="muted note">
        {items.length} cited, {inReporter} in the reporter.
      </p>
      <ol className="referred">
        {items.map((a, i) => (
          <li key={i} className={a.overruled ? "overruled" : undefined}>
            {/* The case opens knowing the citation it was reached by: its copy panel offers that one first (decision 102). */}
            {a.docId !== null && linkCases ? <AppLink to={`/viewCase/${a.docId}?cite=${encodeURIComponent(a.asWritten[0])}`}>{a.title}</AppLink> : a.title ? <span>{a.title}</span> : a.partyName ? <span>{a.partyName}</span> : null}{" "}
            <span className="cite">{a.asWritten.join(" = ")}</span>
            {a.decidedDate ? <span className="muted"> ({formatDate(a.decidedDate)})</span> : null}
            {a.overruled ? <strong className="overruled-tag"> (Overruled)</strong> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Cited by's two orders as links (decision 063): the page's own URL with ?citedBy=, so they work without JavaScript. */
function CitedByOrderLinks({ order, benchKnown }: { order: CitedByOrder; benchKnown: boolean }) {
  const options: [CitedByOrder, string][] = [
    ["newest", "Newest first"],
    ["bench", "Larger bench first"],
  ];
  return (
    <p className="cited-by-order" aria-label="Order of Cited by">
      {options.map(([value, label], i) => (
        <span key={value}>
          {i ? " · " : null}
          {value === order ? (
            <strong aria-current="true">{label}</strong>
          ) : (
            <AppLink to={value === "newest" ? "?#cited-by-title" : `?citedBy=${value}#cited-by-title`} preventScrollReset>
              {label}
            </AppLink>
          )}
        </span>
      ))}
      {/* Not one bench size known: say so rather than seem to sort by it (walk-through finding 9). */}
      {benchKnown ? null : <span className="muted bench-unknown"> — {citedByWords.benchUnknown}</span>}
    </p>
  );
}

export function CitedBy({ items, linkCases = true, order }: { items: CitingCase[]; linkCases?: boolean; order?: CitedByOrder }) {
  if (!items.length) return null;
  return (
    <section className="case-section cited-by" aria-labelledby="cited-by-title">
      <h2 id="cited-by-title">Cited by {items.length}</h2>
      {order && items.length > 1 ? <CitedByOrderLinks order={order} benchKnown={items.some((x) => x.benchSize)} /> : null}
      <ol className="cited-by-list">
        {items.map((x) => {
          const place = quotedPlace(x);
          const at = place ? <span className="muted cited-at"> ({placeAside(place)})</span> : null;
          return (
            <li key={x.docId}>
              <div className="cited-by-head">
                {linkCases ? <AppLink to={`/viewCase/${x.docId}${x.pinpoint ? `#para-${x.pinpoint}` : ""}`}>{x.title}</AppLink> : <span>{x.title}</span>}
                <span className="muted">
                  {" "}
                  {[formatDate(x.decidedDate), x.court, x.benchSize ? citedByWords.bench(x.benchSize) : null].filter(Boolean).join(" · ")}
                </span>{" "}
                <span className={`treatment t-${x.treatment}`}>{TREATMENT_LABEL[x.treatment]}</span>
              </div>
              {/* The sentence that gives the treatment (decision 060), else the first place it cites this case. */}
              {x.treatment !== "referred" && x.treatmentSentence ? (
                <blockquote className="cited-by-snippet">
                  <Snippet text={x.treatmentSentence} cite={x.asWritten} />
                  {at}
                </blockquote>
              ) : x.snippet ? (
                <blockquote className="cited-by-snippet">
                  <Snippet text={x.snippet} cite={x.asWritten} />
                  {at}
                </blockquote>
              ) : (
                <p className="muted cited-by-snippet">
                  Cites it as {x.asWritten}
                  {place ? `, ${placeWords(place)}` : ""}.
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** One judgment, one case (decision 064): the case this copy is the same judgment as, or the other reports of this one. */
export function AlsoReportedAs({ items, linkCases = true }: { items: SameJudgment[]; linkCases?: boolean }) {
  if (!items.length) return null;
  const original = items.find((i) => i.isOriginal);
  if (original) {
    return (
      <p className="alert info same-judgment">
        The same judgment as{" "}
        {linkCases ? <AppLink to={`/viewCase/${original.docId}`}>{original.title}</AppLink> : <span>{original.title}</span>}
        {original.citations ? <>, reported as {original.citations}</> : null}: its citations and Cited by are kept there.
      </p>
    );
  }
  return (
    <p className="muted same-judgment">
      Also reported as:{" "}
      {items.map((i, n) => (
        <span key={i.docId}>
          {n ? "; " : null}
          {i.citations ?? i.title}
        </span>
      ))}
    </p>
  );
}

/**
 * On a case a later judgment in the reporter overruled or doubted (decision 060): who did, when,
 * where (the citing paragraph), linked to that judgment. Read from the later judgment's words,
 * so it shows whether or not the staff have set the Overruled flag.
 */
export function TreatmentWarning({ items, linkCases = true }: { items: CitingCase[]; linkCases?: boolean }) {
  // Newest first whatever order Cited by is shown in, so the warning is the same for either order.
  const negative = orderCitedBy(items.filter((c) => c.later && NEGATIVE_TREATMENTS.includes(c.treatment)), "newest");
  if (!negative.length) return null;
  return (
    <div className="alert error treatment-warning" role="note">
      <ul>
        {negative.map((x) => (
          <li key={x.docId}>
            {x.treatment === "overruled" ? "Overruled by " : "Doubted in "}
            {linkCases ? <AppLink to={`/viewCase/${x.docId}`}>{x.title}</AppLink> : <span>{x.title}</span>}
            {x.decidedDate ? ` (${formatDate(x.decidedDate)})` : null}
            {quotedPlace(x) ? `, ${placeWords(quotedPlace(x)!)}` : null}.
            {x.treatmentSentence ? <q className="treatment-sentence">{x.treatmentSentence}</q> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
