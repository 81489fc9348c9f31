/**
 * The case's "Statutes Referred": the acts and the provisions the case refers to, each linked to
 * its provision's page in the statutes library (issue 35 item 2, decision 108: its text and the
 * judgments applying it; an act the library lacks goes on to statute search from there).
 */
import { referencePath } from "../../search-index/statute-paths";
import { AppLink } from "./app-link";
import type { CaseView } from "../services/case-view.server";

/** Statute search for one reference of the list ("s. 302", "Art. 21", "O. XXXIX r. 1"): a label that is no reference's. */
function statuteHref(act: string, label: string) {
  const p = new URLSearchParams({ mode: "statute", run: "1", act1: act });
  const m = /^(s|Art|O)\. ([^\s(]+)(?:\(.*\))?(?: r\. (.+))?$/.exec(label);
  if (m?.[1] === "s") p.set("sec1", m[2]);
  else if (m?.[1] === "Art") p.set("art1", m[2]);
  else if (m?.[1] === "O") {
    p.set("ord1", m[2]);
    if (m[3]) p.set("rule1", m[3]);
  }
  return `/search?${p}`;
}

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
                    {linkSearch ? <AppLink to={referencePath(g.act, r.label) ?? statuteHref(g.act, r.label)}>{r.label}</AppLink> : r.label}
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
