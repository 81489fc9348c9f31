/**
 * The body of a case in the spec's order (subscriber §2.5): doc id, parties in a pink box when
 * overruled (white otherwise), citation, court, judges, appellant versus respondent with the
 * additional parties, notes and remarks, headnotes with paragraph, cases referred, counsel,
 * judgment type, judge, judgment text and result. A particular with no value (no citation, no
 * judges) is left out with its label, and so is a section with nothing in it (counsel of an
 * imported case).
 */
import { AppLink } from "./app-link";
import type { CaseView } from "../services/cases/case-view.server";
import type { Authority, CitedByOrder, CitingCase, SameJudgment } from "../services/graph/citation-graph.server";
import { AlsoReportedAs, Authorities, CitedBy, TreatmentWarning } from "./citation-graph";
import { caseMessages } from "../utils/copy-core";
import { formatDate } from "../utils/format";
import { NotesAndRemarks } from "./case-notes";
import { StatutesReferred } from "./statutes-referred";

function refText(r: CaseView["headnotes"][number]["refs"][number]) {
  const section = r.section ? `S. ${r.section}${r.counterpart ? ` (${r.counterpart})` : ""}` : null;
  return [r.actName, section, r.order ? `O. ${r.order}` : null, r.rule ? `R. ${r.rule}` : null, r.article ? `Art. ${r.article}` : null].filter(Boolean).join(", ");
}


/** An imported case often names no counsel: its section is left out rather than shown empty. */
function hasCounsel(c: CaseView) {
  return c.counsel === "single" ? Boolean(c.petitionerName) : Boolean(c.advocateForAppellant || c.advocateForRespondent || c.extraCounselDetails);
}

/** The case header's own words (decisions 106, 107). */
const HEADING_COPY = {
  /** beside a heading the reporter built for a judgment without a cause title */
  reporterHeadingMark: "Reporter's heading",
  overruledBy: "by",
};

/** Who overruled it, where the reporter knows (decision 107): " by <the judgment>", linked when it is in the reporter. */
function OverruledBy({ by, linkCases }: { by: CaseView["overruledBy"]; linkCases: boolean }) {
  if (!by) return null;
  const name = [by.title, by.citation].filter(Boolean).join(", ");
  return (
    <>
      {" "}
      {HEADING_COPY.overruledBy}{" "}
      {by.docId && linkCases ? <AppLink to={`/viewCase/${by.docId}`}>{name}</AppLink> : <span>{name}</span>}
      {by.decidedDate ? <> ({formatDate(by.decidedDate)})</> : null}.
    </>
  );
}

export function CaseHeader({ c, linkCases = true }: { c: CaseView; linkCases?: boolean }) {
  return (
    <div className={c.overruled ? "case-box overruled" : "case-box"}>
      <p className="doc-id">{`Doc Id : #${c.docId}`}</p>
      {/* No cause title anywhere: the reporter's heading, marked as the reporter's (decision 106). */}
      {c.reporterHeading ? (
        <h1 className="parties reporter-heading">
          {c.reporterHeading} <small className="heading-mark muted">{HEADING_COPY.reporterHeadingMark}</small>
        </h1>
      ) : (
        <h1 className="parties">
          {c.appellant}
          {c.respondent ? (
            <>
              <span className="versus"> v. </span>
              {c.respondent}
            </>
          ) : null}
        </h1>
      )}
      {c.overruled ? (
        <p className="overruled-note" role="note">
          {c.overruledBy ? caseMessages.overruledWarning.replace(/\.$/, "") : caseMessages.overruledWarning}
          <OverruledBy by={c.overruledBy} linkCases={linkCases} />
        </p>
      ) : null}
    </div>
  );
}


/** One line of the case's particulars; a label with nothing beside it is left out (walk-through finding 13). */
function MetaRow({ label, value, className }: { label: string; value: string | null | undefined; className?: string }) {
  if (!value?.trim()) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd className={className}>{value}</dd>
    </>
  );
}

export function CaseMeta({ c }: { c: CaseView }) {
  return (
    <dl className="case-meta-list">
      <MetaRow label="Citation" value={c.citation} className="lead-citation" />
      {c.equalCitations.length ? (
        <>
          <dt>Equal Citations</dt>
          <dd>
            <ul className="equal-citation-list">
              {c.equalCitations.map((x) => (
                <li key={x.text}>{x.text}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {/* "High Court of Bombay (Nagpur Bench)": the court with its bench (decision 099), then the bench's size. */}
      <MetaRow label="Court" value={c.courtLine} />
      <MetaRow label="Judges" value={c.allJudges} />
      <MetaRow label="Decided on" value={formatDate(c.decidedDate)} />
      <MetaRow label="Case No." value={c.caseNumber} />
    </dl>
  );
}

export function Parties({ c }: { c: CaseView }) {
  // A reporter's heading names no parties (decision 106): the section shows only the additional ones, if any.
  if (c.reporterHeading && !c.parties.length) return null;
  return (
    <section className="case-section">
      <h2>Parties</h2>
      {c.reporterHeading ? null : (
        <p>
          <strong>{c.appellant}</strong> <em>versus</em> <strong>{c.respondent ?? ""}</strong>
        </p>
      )}
      {c.parties.length ? (
        <ul className="extra-parties">
          {c.parties.map((p, i) => (
            <li key={i}>
              {p.appellant ?? ""} <em>versus</em> {p.respondent ?? ""}
              {p.caseNumber ? <> ({p.caseNumber})</> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function Headnotes({ c }: { c: CaseView }) {
  if (!c.headnotes.length) return null;
  return (
    <section className="case-section">
      <h2>Headnotes</h2>
      {c.headnotes.map((h, i) => (
        <div key={i} className="headnote">
          {h.priority ? <span className="priority">({h.priority})</span> : null}
          <div dangerouslySetInnerHTML={{ __html: h.headnote }} />
          {h.refs.length ? <p className="refs">{h.refs.map(refText).join("; ")}</p> : null}
          {h.paragraph ? <p className="para">Para {h.paragraph}</p> : null}
        </div>
      ))}
    </section>
  );
}

/** The full body for subscribers. */
/**
 * `graph`: the citation graph's Authorities and Cited by (decision 054), shown in place of the
 * hand-made lists when given. `citedBy: false` leaves Cited by out (the subscriber's page renders it
 * apart, so its other order does not replace the judgment: decision 095).
 */
export function CaseBody({ c, linkCases = true, graph, citedBy = true }: { c: CaseView; linkCases?: boolean; graph?: { authorities: Authority[]; citedBy: CitingCase[]; citedByOrder?: CitedByOrder; sameJudgment?: SameJudgment[] }; citedBy?: boolean }) {
  return (
    <article className="case-body">
      <CaseHeader c={c} linkCases={linkCases} />
      {graph ? <TreatmentWarning items={graph.citedBy} linkCases={linkCases} /> : null}
      {c.citesOverruled ? <p className="alert error" role="note">{caseMessages.citesOverruled}</p> : null}
      {graph?.sameJudgment ? <AlsoReportedAs items={graph.sameJudgment} linkCases={linkCases} /> : null}
      <CaseMeta c={c} />
      <Parties c={c} />
      <NotesAndRemarks c={c} linkCases={linkCases} />
      <Headnotes c={c} />
      {graph ? <Authorities items={graph.authorities} linkCases={linkCases} /> : c.referred.length ? (
        <section className="case-section">
          <h2>Case Referred</h2>
          <ol className="referred">
            {c.referred.map((r, i) => (
              <li key={i} className={r.overruled ? "overruled" : undefined}>
                {r.linkedDocId && linkCases ? <AppLink to={`/viewCase/${r.linkedDocId}`}>{r.partyName ?? r.casesReferred}</AppLink> : <span>{r.partyName ?? ""}</span>}{" "}
                <span className="cite">{r.casesReferred}</span>
                {r.overruled ? <strong className="overruled-tag"> (Overruled)</strong> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <StatutesReferred c={c} linkSearch={linkCases} />
      {hasCounsel(c) ? (
        <section className="case-section">
          <h2>Counsel</h2>
          {c.counsel === "single" ? (
            <p>{c.petitionerName ?? ""}</p>
          ) : (
            <dl>
              <dt>For the Appellant</dt>
              <dd>{c.advocateForAppellant ?? ""}</dd>
              <dt>For the Respondent</dt>
              <dd>{c.advocateForRespondent ?? ""}</dd>
              {c.extraCounselDetails ? (
                <>
                  <dt>Others</dt>
                  <dd>{c.extraCounselDetails}</dd>
                </>
              ) : null}
            </dl>
          )}
        </section>
      ) : null}
      <section className="case-section judgment-section">
        <h2 className="judgement-type">{c.judgementType === "Order" ? "ORDER" : "JUDGMENT"}</h2>
        {c.judgeName ? <p className="judge-name">{c.judgeName}</p> : null}
        {/* Paragraph anchors (a.pn, search-index/paragraphs.ts): the court's numbers are in the text, the reporter's count shows as [n]. */}
        <div className={`judgment paras-${c.paragraphScheme}`} id="judgment" dangerouslySetInnerHTML={{ __html: c.judgementOrder }} />
        {c.caseResult ? <p className="case-result"><strong>Result:</strong> {c.caseResult}</p> : null}
      </section>
      {!citedBy ? null : graph ? <CitedBy items={graph.citedBy} linkCases={linkCases} order={graph.citedByOrder} /> : c.citedBy.length ? (
        <section className="case-section">
          <h2>Cited by</h2>
          <ul>
            {c.citedBy.map((x) => (
              <li key={x.docId}>
                {linkCases ? <AppLink to={`/viewCase/${x.docId}`}>{x.appellant}{x.respondent ? ` v. ${x.respondent}` : ""}</AppLink> : `${x.appellant} v. ${x.respondent ?? ""}`}{" "}
                <span className="muted">{formatDate(x.decidedDate)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export { CaseErrorView } from "./case-error-view";
