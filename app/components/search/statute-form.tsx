/** Statute Search's rows (subscriber §2.4), loaded when the mode is shown (decision 087). */
import { useState } from "react";
import { Buttons, CourtFilter, type FormProps } from "./form-parts";
import { SuggestInput } from "./suggest-input";

export function StatuteForm({ params, masters }: FormProps) {
  const v = (k: string) => params.get(k) ?? "";
  // "Add row" submits the form with addRow=N: the page comes back with N rows (also without JavaScript).
  const asked = Math.min(3, Math.max(1, Number(v("addRow")) || 1));
  const initialRows = Math.max(asked, v("cond2") && v("cond1") ? 3 : v("cond1") ? 2 : 1);
  const [rows, setRows] = useState(initialRows);
  const onCondition = (row: number, value: string) => {
    // Choosing And or Or on row one or two adds the next row (at most three).
    if (value && rows < row + 1) setRows(Math.min(3, row + 1));
  };
  return (
    <>
      {Array.from({ length: 3 }, (_, i) => i + 1).map((n) =>
        n <= rows ? (
          <fieldset key={n} className="statute-row">
            <legend>Row {n}</legend>
            <div className="grid-fields">
              <SuggestInput name={`act${n}`} label="Act Name" type="act" debounceMs={100} defaultValue={v(`act${n}`)} />
              <label>Section<input name={`sec${n}`} defaultValue={v(`sec${n}`)} maxLength={30} /></label>
              <label>Order<input name={`ord${n}`} defaultValue={v(`ord${n}`)} maxLength={30} /></label>
              <label>Rule<input name={`rule${n}`} defaultValue={v(`rule${n}`)} maxLength={30} /></label>
              <label>Article<input name={`art${n}`} defaultValue={v(`art${n}`)} maxLength={30} /></label>
              <label className="check-label" title="IPC and BNS, CrPC and BNSS, Evidence Act and BSA" style={{ display: "flex", flexDirection: "row", alignItems: "center", gap: "0.4rem" }}>
                <input type="checkbox" name={`both${n}`} value="1" defaultChecked={v(`both${n}`) === "1"} /> Also the section in the old / new code
              </label>
              {n < 3 ? (
                <label>
                  And / Or
                  <select name={`cond${n}`} defaultValue={v(`cond${n}`)} onChange={(e) => onCondition(n, e.target.value)}>
                    <option value="">—</option>
                    <option value="1">And</option>
                    <option value="2">Or</option>
                  </select>
                </label>
              ) : null}
            </div>
          </fieldset>
        ) : null,
      )}
      <div className="grid-fields court-filters">
        <CourtFilter params={params} masters={masters} />
      </div>
      <Buttons clearTo="?mode=statute" />
      {rows < 3 ? (
        // After Search, so that Enter in a field still searches.
        <div className="button-row">
          <button type="submit" name="addRow" value={rows + 1} className="button add-row">
            Add row
          </button>
        </div>
      ) : null}
    </>
  );
}
