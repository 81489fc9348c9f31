/**
 * Quick Search's box (subscriber §2.4) and its court and bench filters (decision 099), loaded when
 * the mode is shown like every other form (decision 087: the box and the filters' code left the
 * page's own chunk, which every mode's page loads).
 */
import { CourtFilter, type FormProps } from "./form-parts";

export function QuickForm({ params, masters }: FormProps) {
  return (
    <>
      <div className="quick">
        <input
          name="q"
          type="search"
          placeholder="Search By Doc Id, Party Name"
          aria-label="Search By Doc Id, Party Name"
          defaultValue={params.get("q") ?? ""}
        />
        <button type="submit" className="button primary">Search</button>
      </div>
      {/* The court and bench filters (decision 099), folded away until wanted. */}
      <details className="court-filters" open={Boolean(params.get("court") || params.get("bench"))}>
        <summary>Court and bench</summary>
        <div className="grid-fields">
          <CourtFilter params={params} masters={masters} />
        </div>
      </details>
    </>
  );
}
