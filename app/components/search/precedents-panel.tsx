/**
 * Find Precedents on the search screen (issue 16): its form and, after a search, the precedents
 * and (for a fact situation) the sections that may apply. Loaded when the mode is shown, as the
 * other modes' forms are (mode-forms.tsx, decision 087).
 */
import type { PrecedentsResult } from "../../services/search/precedents.server";
import { searchNotices } from "../../utils/copy-search";
import { PrecedentList } from "./precedent-list";
import { PrecedentsForm, StatuteList, STATUTES_NONE, type PrecedentsValues } from "./precedents";

/** What Find Precedents answers (the action's data, whatever its status). */
export type PrecedentsReply = { values: PrecedentsValues | null; message: string | null; result: Extract<PrecedentsResult, { ok: true }> | null };

const EMPTY: PrecedentsValues = { text: "", court: "", yearFrom: "", yearTo: "", mode: "" };

export function PrecedentsPanel({ label, courts, reply, busy }: { label: string; courts: { id: number; name: string }[]; reply: PrecedentsReply | undefined; busy: boolean }) {
  const result = reply?.result;
  return (
    <>
      <section className="search-form card">
        <h2 className="visually-hidden">{label}</h2>
        <PrecedentsForm courts={courts} values={reply?.values ?? EMPTY} />
      </section>
      {reply?.message ? <p className="search-error" role="alert">*{reply.message}</p> : null}
      {result ? (
        <div className={result.mode === "facts" ? "facts-results" : undefined} aria-busy={busy}>
          <section className="results precedents-results">
            <h2>Precedents</h2>
            {result.pasted ? (
              <p className="alert pasted-judgment">
                The text you pasted is this judgment: <a href={`/viewCase/${result.pasted.docId}`}>{result.pasted.title}</a>
                {result.pasted.citation ? `, ${result.pasted.citation}` : ""}.
              </p>
            ) : null}
            <p className="muted read-as-note">
              {result.mode === "facts" ? "Read as a fact situation" : "Read as a judgment"} ({result.detected}).
            </p>
            {result.items.length ? (
              <>
                {/* The ranking's explanation comes with the result (server copy: the page's JavaScript stays under its budget). */}
                <p className="muted">{result.ranking}</p>
                <PrecedentList items={result.items} />
              </>
            ) : (
              <p className="no-result">{searchNotices.precedentsNone}</p>
            )}
          </section>
          {result.mode === "facts" ? (
            <section className="results statutes-results">
              <h2>Sections that may apply</h2>
              {result.statuteNotes?.map((n) => <p key={n} className="alert info">{n}</p>)}
              {result.statutes.length ? (
                <>
                  <p className="muted">From the sections&apos; own words, the facts&apos; phrases and the precedents above. Each opens Statute Search, with the old or new criminal code&apos;s section.</p>
                  <StatuteList items={result.statutes} />
                </>
              ) : (
                <p className="no-result">{STATUTES_NONE}</p>
              )}
            </section>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
