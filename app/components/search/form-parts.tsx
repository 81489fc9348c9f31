/**
 * What the search forms share (subscriber §2.4): their props, the year lists and the Clear and
 * Search buttons. Each mode's form is a module of its own, loaded when that mode is shown
 * (mode-forms.tsx, decision 087). Plain GET fields named as in app/utils/search-form.ts; the
 * values come back from the URL, so a search can be edited and re-run.
 */
import type { CitationJournal } from "../../utils/search-form";

export type Masters = {
  courts: { id: number; name: string }[];
  journals: CitationJournal[];
  categories: { id: number; name: string; journalId: number | null }[];
  /** each court's seats and benches, for the court and bench filters (decision 099) */
  branches?: { id: number; courtId: number; name: string; label: string }[];
};

export type FormProps = { params: URLSearchParams; masters: Masters };

const currentYear = () => new Date().getFullYear();
export const years = (from: number) => Array.from({ length: currentYear() - from + 1 }, (_, i) => currentYear() - i);

export function Buttons({ clearTo }: { clearTo: string }) {
  return (
    <div className="button-row">
      <a className="button" href={clearTo}>Clear</a>
      <button type="submit" className="button primary">Search</button>
    </div>
  );
}
