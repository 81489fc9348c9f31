/** Quick Search's box (subscriber §2.4): the default mode, so it comes with the page (decision 087). */
import type { ComponentType } from "react";
import type { FormProps } from "./form-parts";

/** `CourtFilter`: the court and bench filters, whose code loads when they are shown (mode-forms.tsx). */
export function QuickForm({ params, masters, CourtFilter }: FormProps & { CourtFilter: ComponentType<FormProps> }) {
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
