/**
 * A paragraph's citation (issue 25 item 1, docs/decisions/065): the case's citation with the
 * pinpoint, "(1973) 4 SCC 225, para 23", to copy — the one the reader arrived by (`?cite=`) first,
 * else the preferred one; every other citation of the case with the same pinpoint on request; and
 * the permalink by citation to the paragraph (/c/SCC/1973/4/225#para-23, decision 066). In a
 * judgment the court did not number, the copied text carries the reporter's count marked as such,
 * "[1977] 3 SCR 113 (SAR para 10)", never ", para 10" (issue 33 item 2, decision 102). Loaded when
 * a paragraph's marker is first clicked (case-reader.tsx).
 */
import { useEffect, useRef, useState } from "react";
import { citationsArrivedBy, NO_COURT_NUMBERS, paraWords, pinpointCitation, type Pinpoint } from "../../search-index/pinpoint-words";

export type CiteInfo = {
  title: string;
  /** the preferred citation, in its house style */
  citation: string | null;
  /** every other citation of the case */
  equal: string[];
  /** the permalink by citation, when the parser reads one of the case's citations */
  permalink: string | null;
  docId: number;
  /** the court's numbers, or the reporter's count of an unnumbered judgment */
  scheme: "court" | "reporter";
};

function CopyRow({ text, label, onCopied }: { text: string; label: string; onCopied: (ok: boolean, text: string) => void }) {
  return (
    <div className="cite-row">
      <output className="cite-text">{text}</output>
      <button
        type="button"
        className="button small"
        onClick={() => {
          const done = navigator.clipboard?.writeText(text);
          if (done) done.then(() => onCopied(true, text), () => onCopied(false, text));
          else onCopied(false, text);
        }}
      >
        {label}
      </button>
    </div>
  );
}

export default function ParagraphCite({ para, cite, onClose }: { para: string; cite: CiteInfo; onClose: () => void }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.querySelector("button")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  const copied = (ok: boolean, text: string) => setStatus({ ok, text });
  const at: Pinpoint = { label: para, court: cite.scheme === "court" };
  // The citation the reader arrived by (a permalink, an authority's link) first, else the preferred one.
  const [main, ...others] = citationsArrivedBy([cite.citation ?? cite.title, ...cite.equal], new URLSearchParams(location.search).get("cite"));
  const link = `${location.origin}${cite.permalink ?? `/viewCase/${cite.docId}`}#para-${para}`;
  return (
    <div className="para-cite no-print" role="dialog" aria-label={`Cite paragraph ${para}`}>
      <div className="para-cite-head">
        <strong>{at.court ? `Paragraph ${para}` : paraWords(at)}</strong>
        <button type="button" className="close" aria-label="Close" onClick={onClose}>×</button>
      </div>
      {at.court ? null : <div className="muted para-cite-note">The reporter's count, copied as such: {NO_COURT_NUMBERS}.</div>}
      <div ref={first}>
        <CopyRow text={pinpointCitation(main, at)} label="Copy citation" onCopied={copied} />
      </div>
      {others.length ? (
        <details className="cite-others">
          <summary>Other citations ({others.length})</summary>
          {others.map((c) => (
            <CopyRow key={c} text={pinpointCitation(c, at)} label="Copy" onCopied={copied} />
          ))}
        </details>
      ) : null}
      <div className="cite-link">
        <span className="muted">Link to this paragraph</span>
        <CopyRow text={link} label="Copy link" onCopied={copied} />
      </div>
      <p className="cite-status" role="status">
        {status ? (status.ok ? `Copied: ${status.text}` : "Your browser did not let the page copy: select the text above and copy it.") : ""}
      </p>
    </div>
  );
}
