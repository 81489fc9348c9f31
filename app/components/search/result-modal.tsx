/**
 * A search result opened over the list (subscriber §2.4): the case's details and judgment, its
 * words highlighted, with Previous, Next and View Case. Loaded when a result is first opened (or
 * pointed at), not with the page (decision 087).
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { CaseView } from "../../services/cases/case-view.server";
import { copy } from "../../utils/copy-core";
import { formatDate } from "../../utils/format";
import { HIGHLIGHT_DELAY_MS, highlightIn, termsParam } from "../../utils/highlight";
import { Modal } from "../modal";

export function ResultModal({ items, index, terms, onMove, onClose }: { items: { docId: number }[]; index: number; terms: string[]; onMove: (i: number) => void; onClose: () => void }) {
  const fetcher = useFetcher<{ case?: CaseView; error?: string }>();
  const body = useRef<HTMLDivElement>(null);
  const docId = items[index].docId;
  useEffect(() => {
    fetcher.load(`/search/case/${docId}`);
  }, [docId]);
  const view = fetcher.data?.case;
  useEffect(() => {
    if (!view || !body.current) return;
    const el = body.current;
    const t = window.setTimeout(() => highlightIn(el, terms), HIGHLIGHT_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [view, terms]);
  return (
    <Modal title={`Doc Id : #${docId}`} onClose={onClose}>
      <div className="result-modal" ref={body}>
        {fetcher.state !== "idle" || !fetcher.data ? (
          <p><span className="spinner" aria-label="Loading" /></p>
        ) : view && view.docId === docId ? (
          <>
            <h3 className={view.overruled ? "overruled-title" : undefined}>{view.title}</h3>
            <p className="case-meta">
              {[view.citation, ...view.equalCitations.map((c) => c.text)].filter(Boolean).join(" · ")}
              <br />
              {view.courtLine} · {formatDate(view.decidedDate)}
              {view.caseNumber ? <> · {view.caseNumber}</> : null}
            </p>
            {view.overruled ? <p className="alert error">This judgment has been overruled.</p> : null}
            {view.allJudges ? <p><strong>Judges:</strong> {view.allJudges}</p> : null}
            {view.headnotes.length ? (
              <div className="headnotes">
                {view.headnotes.map((h, i) => (
                  <div key={i} className="headnote" dangerouslySetInnerHTML={{ __html: h.headnote }} />
                ))}
              </div>
            ) : null}
            <div className="judgment" dangerouslySetInnerHTML={{ __html: view.judgementOrder }} />
          </>
        ) : (
          <p className="alert error">{fetcher.data.error ?? copy.errors.caseView}</p>
        )}
      </div>
      <div className="modal-actions">
        <button type="button" className="button" disabled={index === 0} onClick={() => onMove(index - 1)}>Previous</button>
        <a className="button primary" href={`/viewCase/${docId}${terms.length ? `?s=${encodeURIComponent(termsParam(terms))}` : ""}`} target="_blank" rel="noreferrer">View Case</a>
        <button type="button" className="button" disabled={index === items.length - 1} onClick={() => onMove(index + 1)}>Next</button>
      </div>
    </Modal>
  );
}
