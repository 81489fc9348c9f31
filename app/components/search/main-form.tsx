/** Main Search's fields (subscriber §2.4), loaded when the mode is shown (decision 087). */
import { Buttons, CourtFilter, years, type FormProps } from "./form-parts";
import { SuggestInput } from "./suggest-input";

export function MainForm({ params, masters }: FormProps) {
  const v = (k: string) => params.get(k) ?? "";
  const yearList = years(1936);
  return (
    <>
      <div className="grid-fields">
        <CourtFilter params={params} masters={masters} courtLabel="Court Name" />
        <label>Case Number<input name="caseNo" defaultValue={v("caseNo")} maxLength={100} /></label>
        <label>Appellant<input name="appellant" defaultValue={v("appellant")} maxLength={200} /></label>
        <SuggestInput name="act" label="Act Name" type="act" debounceMs={100} defaultValue={v("act")} />
        {/* No maxLength on the text boxes: a longer text is offered Find Precedents, never cut short (decision 047). */}
        <label>Search In Judgements<input name="judgement" defaultValue={v("judgement")} /></label>
        <label>Advocate<input name="advocate" defaultValue={v("advocate")} maxLength={200} /></label>
        <fieldset className="year-range">
          <legend>Year Range</legend>
          <label>
            From
            <select name="yearFrom" defaultValue={v("yearFrom")}>
              <option value="">From</option>
              {yearList.map((y) => <option key={y} value={y}>{y}</option>)}
            </select>
          </label>
          <label>
            To
            <select name="yearTo" defaultValue={v("yearTo")}>
              <option value="">To</option>
              {yearList.map((y) => <option key={y} value={y}>{y}</option>)}
            </select>
          </label>
        </fieldset>
        <label>Decision Date<input name="date" placeholder="DD/MM/YYYY" defaultValue={v("date")} maxLength={10} /></label>
        <label>
          Decision Year
          <select name="year" defaultValue={v("year")}>
            <option value="">Select Year</option>
            {yearList.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </label>
        <label>Respondent<input name="respondent" defaultValue={v("respondent")} maxLength={200} /></label>
        <label>Sec./Order/Rule<input name="sec" defaultValue={v("sec")} maxLength={50} /></label>
        <label>Search in Headnotes<input name="headnote" defaultValue={v("headnote")} /></label>
        <label>Judge<input name="judge" defaultValue={v("judge")} maxLength={200} /></label>
        <label>Case Result<input name="result" defaultValue={v("result")} maxLength={200} /></label>
      </div>
      <Buttons clearTo="?mode=main" />
    </>
  );
}
