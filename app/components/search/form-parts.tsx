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
  /** the bench filter's options (decision 099): every seat and bench of a court with more than one, "High Court of Bombay: Nagpur Bench" */
  benches?: { id: number; name: string }[];
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

/**
 * The court and bench filters of every search mode (decision 099): a court, and a seat or bench
 * ("Nagpur Bench", "Mumbai (Principal Seat)") from a list grouped by court. Plain GET fields
 * `court` and `bench`, so they work without JavaScript (a bench alone is enough: it names its
 * court). The groups and labels come with the masters (search.server.ts), so the page's code
 * carries none of the naming rules; and it sits here, in the chunk every form loads, not in a
 * chunk of its own (decision 087's weight).
 */
export function CourtFilter({ params, masters, courtLabel = "Court" }: FormProps & { courtLabel?: string }) {
  const select = (name: string, label: string, first: string, options: { id: number; name: string }[] = []) => (
    <label>
      {label}
      <select name={name} defaultValue={params.get(name) ?? ""}>
        <option value="">{first}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>{o.name}</option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {select("court", courtLabel, "Select Court", masters.courts)}
      {select("bench", "Bench", "Any Bench", masters.benches)}
    </>
  );
}
