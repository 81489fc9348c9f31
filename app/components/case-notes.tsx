/**
 * The case's "Notes and Remarks": the source's citator line decoded (decision 107: "Explained in
 * AIR 1980 SC 962 (paras 7, 63, 64, 110)", each later judgment linked when it is in the reporter;
 * display only, it never feeds the graph's treatment), the other notes and the editor's remark.
 */
import { AppLink } from "./app-link";
import type { CaseView } from "../services/cases/case-view.server";

export function CitatorLine({ items, linkCases = true }: { items: CaseView["citator"]; linkCases?: boolean }) {
  if (!items.length) return null;
  return (
    <div className="citator-line">
      <p className="citator-label">Later judgments citing this case (AIR citator):</p>
      <ul className="citator-entries">
        {items.map((e, i) => {
          const paras = e.paras.length ? ` (${e.paras.length === 1 ? "para" : "paras"} ${e.paras.join(", ")})` : "";
          return (
            <li key={i} data-code={e.code || undefined}>
              {e.phrase}{" "}
              {e.docId && linkCases ? (
                <AppLink to={`/viewCase/${e.docId}`}>
                  {e.citation}
                </AppLink>
              ) : (
                <span className="cite">{e.citation}</span>
              )}
              {paras}
              {e.docId && e.title ? <span className="muted"> — {e.title}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function NotesAndRemarks({ c, linkCases = true }: { c: CaseView; linkCases?: boolean }) {
  if (!c.notesBesideCitator && !c.citator.length && !c.remarkable) return null;
  return (
    <section className="case-section">
      <h2>Notes and Remarks</h2>
      <CitatorLine items={c.citator} linkCases={linkCases} />
      {c.notesBesideCitator ? <p>{c.notesBesideCitator}</p> : null}
      {c.remarkable ? <p className="remark">{c.remarkable}</p> : null}
    </section>
  );
}
