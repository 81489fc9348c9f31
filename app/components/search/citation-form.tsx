/** Citation Search's fields (subscriber §2.4, §5), loaded when the mode is shown (decision 087). */
import { useState } from "react";
import { volumeRule } from "../../utils/search-form";
import { Buttons, CourtFilter, years, type FormProps } from "./form-parts";
import { SuggestInput } from "./suggest-input";

export function CitationForm({ params, masters }: FormProps) {
  const v = (k: string) => params.get(k) ?? "";
  const [journal, setJournal] = useState(v("journal"));
  const [year, setYear] = useState(v("cyear"));
  const journalId = Number(journal);
  // The rules come from the journals master's flags (decision 16), as on the server.
  const chosen = masters.journals.find((j) => j.id === journalId && journal !== "");
  const isNeutral = Boolean(chosen?.isNeutral);
  const volume = volumeRule(chosen, year ? Number(year) : null);
  const categories = masters.categories.filter((c) => c.journalId === journalId);
  return (
    <>
      <div className="grid-fields">
        <label>
          Select Journal
          <select name="journal" value={journal} onChange={(e) => setJournal(e.target.value)}>
            <option value="">Select Journal</option>
            {masters.journals.map((j) => (
              <option key={j.id} value={j.id}>{j.name}</option>
            ))}
          </select>
        </label>
        {isNeutral ? (
          <SuggestInput name="neutral" label="Neutral Search" type="neutral" debounceMs={500} defaultValue={v("neutral")} mustChoose placeholder="e.g. 2024 INSC 6" />
        ) : (
          <>
            <label>
              Select Year
              <select name="cyear" value={year} onChange={(e) => setYear(e.target.value)}>
                <option value="">Select Year</option>
                {years(1800).map((y) => <option key={y} value={y}>{y}</option>)}
              </select>
            </label>
            <label>
              Select Category
              <select name="category" defaultValue={v("category")}>
                <option value="">Select Category</option>
                {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </select>
            </label>
            <label>Page<input name="cpage" defaultValue={v("cpage")} maxLength={10} inputMode="numeric" /></label>
            <label>
              <span>Volume{volume === "required" ? <span className="required-mark" aria-hidden="true"> *</span> : null}</span>
              {/* A disabled box is blanked: it is not sent, and the search does not read it. */}
              <input
                name="volume"
                key={volume === "disabled" ? "off" : "on"}
                defaultValue={volume === "disabled" ? "" : v("volume")}
                maxLength={10}
                disabled={volume === "disabled"}
                aria-required={volume === "required" || undefined}
              />
            </label>
          </>
        )}
      </div>
      <div className="grid-fields court-filters">
        <CourtFilter params={params} masters={masters} />
      </div>
      <Buttons clearTo="?mode=citation" />
    </>
  );
}
