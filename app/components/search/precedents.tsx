/**
 * Find Precedents on the search screen (issue 16): a POST form that works without JavaScript, and
 * the sections a fact situation may come under. Its list of precedents is precedent-list.tsx, which
 * Similar Cases on the case view use too; the search page loads this when the mode is shown
 * (precedents-panel.tsx, decision 087).
 */
import { Form } from "@remix-run/react";
import type { StatuteHit } from "../../services/search/precedents.server";

/** mode: "" (told by the text), "facts" or "judgment" (issue 26). */
export type PrecedentsValues = { text: string; court: string; yearFrom: string; yearTo: string; mode: string };

const READ_AS: [string, string][] = [
  ["", "Tell from the text"],
  ["facts", "A fact situation"],
  ["judgment", "A judgment"],
];

export function PrecedentsForm({ courts, values }: { courts: { id: number; name: string }[]; values: PrecedentsValues }) {
  return (
    <Form method="post" action="/search?mode=precedents" className="precedents-form">
      <label htmlFor="precedents-text">Paste a fact situation or a judgment (up to 100 KB)</label>
      <textarea id="precedents-text" name="text" defaultValue={values.text} required placeholder="The accused was charged under Section 302 IPC for the death of his wife in the matrimonial home …" />
      <fieldset className="read-as">
        <legend>Read the text as</legend>
        {READ_AS.map(([value, label]) => (
          <label key={value || "auto"}>
            <input type="radio" name="mode" value={value} defaultChecked={values.mode === value} /> {label}
          </label>
        ))}
      </fieldset>
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

/** Statute search for a section, the old or new code's counterpart searched too (issue 17). */
export function statuteSearchHref(hit: Pick<StatuteHit, "act" | "section" | "counterpart">): string | null {
  if (!hit.act) return null;
  const p = new URLSearchParams({ mode: "statute", run: "1", act1: hit.act, sec1: hit.section });
  if (hit.counterpart) p.set("both1", "1");
  return `/search?${p.toString()}`;
}

export const STATUTES_NONE = "No section of the acts on file matched these facts.";

/** The sections that likely apply to a fact situation, each with why, linked to statute search (issue 26). */
export function StatuteList({ items }: { items: StatuteHit[] }) {
  return (
    <ol className="result-list statute-list">
      {items.map((s) => {
        const href = statuteSearchHref(s);
        return (
          <li key={s.id} className="hit">
            <span className="hit-title">
              {href ? <a href={href}>{s.label}</a> : <strong>{s.label}</strong>}
              {s.counterpart ? <span className="counterpart"> ⇄ {s.counterpart.label}</span> : null}
            </span>
            {s.act ? <span className="hit-meta">{s.title}</span> : null}
            <p className="reasons">
              {s.phrases.length ? (
                <span>
                  <strong>The facts say:</strong> {s.phrases.map((p, i) => <span key={p}>{i ? ", " : ""}<mark>{p}</mark></span>)}
                </span>
              ) : null}
              {s.words.length ? (
                <span>
                  {s.phrases.length ? " · " : null}
                  <strong>Words of the facts in it:</strong> {s.words.map((w, i) => <span key={w}>{i ? ", " : ""}<mark>{w}</mark></span>)}
                </span>
              ) : null}
              {s.precedentCount ? (
                <span>
                  {s.phrases.length || s.words.length ? " · " : null}
                  <strong>Applied by</strong> {s.precedentCount} of the top precedents
                  {s.precedents.length ? (
                    <>
                      {", e.g. "}
                      {s.precedents.map((p, i) => (
                        <span key={p.docId}>{i ? "; " : ""}<a href={`/viewCase/${p.docId}`}>{p.title}</a></span>
                      ))}
                    </>
                  ) : null}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
