/**
 * The case's "Statutes Referred": the acts and the provisions the case refers to, each opening its
 * provision's page in the statutes library (issue 35 item 2, decision 108: its text and the
 * judgments applying it), or statute search for an act the library lacks.
 */
import { AppLink } from "./app-link";
import type { CaseView } from "../services/cases/case-view.server";

/**
 * Where one reference of the list opens: /statutes reads it on the server and sends the reader to
 * the provision's page (or, for an act the library lacks, to statute search) — the case page's
 * JavaScript (at its weight budget) carries no statutes code for it (decision 108).
 */
const referenceHref = (act: string, label: string) => `/statutes?${new URLSearchParams({ act, ref: label })}`;

/** The acts and sections the case refers to, each old/new criminal-code section with its counterpart. */
export function StatutesReferred({ c, linkSearch = true }: { c: CaseView; linkSearch?: boolean }) {
  if (!c.statutes.length) return null;
  return (
    <section className="case-section statutes-referred" aria-labelledby="statutes-referred">
      <h2 id="statutes-referred">Statutes Referred</h2>
      <dl>
        {c.statutes.map((g) => (
          <div key={g.act} className="statute-group">
            <dt>{g.act}</dt>
            <dd>
              <ul className="statute-refs">
                {g.refs.map((r) => (
                  <li key={r.label}>
                    {linkSearch ? <AppLink to={referenceHref(g.act, r.label)}>{r.label}</AppLink> : r.label}
                    {r.counterpart ? <span className="counterpart"> ({r.counterpart})</span> : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
