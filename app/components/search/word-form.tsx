/** Word Search's fields (subscriber §2.4), loaded when the mode is shown (decision 087). */
import { searchNotices } from "../../utils/copy-search";
import { TEXT_QUERY_MAX } from "../../utils/search-form";
import { Buttons, CourtFilter, type FormProps } from "./form-parts";

export function WordForm({ params, masters }: FormProps) {
  const section = params.get("section") ?? "both";
  const method = params.get("method") ?? "exact";
  return (
    <>
      <div className="field-with-hint">
        <label>
          Words
          <input name="text" defaultValue={params.get("text") ?? ""} aria-describedby="word-text-hint" />
        </label>
        <small className="muted field-hint" id="word-text-hint">{searchNotices.textHint(TEXT_QUERY_MAX)}</small>
      </div>
      <fieldset className="radios">
        <legend>Section</legend>
        {[["judgment", "Judgment"], ["headnote", "Headnote"], ["both", "Both"]].map(([value, label]) => (
          <label key={value}><input type="radio" name="section" value={value} defaultChecked={section === value} /> {label}</label>
        ))}
      </fieldset>
      <fieldset className="radios">
        <legend>Search Type</legend>
        {[["exact", "Exact"], ["free", "Freeword"], ["all", "All Word"]].map(([value, label]) => (
          <label key={value}><input type="radio" name="method" value={value} defaultChecked={method === value} /> {label}</label>
        ))}
      </fieldset>
      <div className="grid-fields court-filters">
        <CourtFilter params={params} masters={masters} />
      </div>
      <Buttons clearTo="?mode=word" />
    </>
  );
}
