/**
 * The case's "Notes and Remarks": the source's notes (its citator line among them) and the editor's remark.
 */
import type { CaseView } from "../services/case-view.server";

export function NotesAndRemarks({ c }: { c: CaseView }) {
  if (!c.notes && !c.remarkable) return null;
  return (
    <section className="case-section">
      <h2>Notes and Remarks</h2>
      {c.notes ? <p>{c.notes}</p> : null}
      {c.remarkable ? <p className="remark">{c.remarkable}</p> : null}
    </section>
  );
}
