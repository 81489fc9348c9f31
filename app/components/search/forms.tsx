/**
 * The five search forms (subscriber §2.4). Plain GET fields named as in app/utils/search-form.ts;
 * the values come back from the URL, so a search can be edited and re-run.
 */
import { Form } from "@remix-run/react";
import { useState } from "react";
import { searchNotices } from "../../utils/copy";
import { TEXT_QUERY_MAX, volumeRule, type CitationJournal } from "../../utils/search-form";
import { SuggestInput } from "./suggest-input";

type Masters = {
  courts: { id: number; name: string }[];
  journals: CitationJournal[];
  categories: { id: number; name: string; journalId: number | null }[];
};

type FormProps = { params: URLSearchParams; masters: Masters };

const currentYear = () => new Date().getFullYear();
const years = (from: number) => Array.from({ length: currentYear() - from + 1 }, (_, i) => currentYear() - i);

function Buttons({ clearTo }: { clearTo: string }) {
  return (
    <div className="button-row">
      <a className="button" href={clearTo}>Clear</a>
      <button type="submit" className="button primary">Search</button>
    </div>
  );
}

export function QuickForm({ params }: FormProps) {
  return (
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
  );
}

export function MainForm({ params, masters }: FormProps) {
  const v = (k: string) => params.get(k) ?? "";
  const yearList = years(1936);
  return (
    <>
      <div className="grid-fields">
        <label>
          Court Name
          <select name="court" defaultValue={v("court")}>
            <option value="">Select Court</option>
            {masters.courts.map((c) => (
              <option key={c.id} value={c.id}>{c.name}</option>
            ))}
          </select>
        </label>
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
      <Buttons clearTo="?mode=citation" />
    </>
  );
}

export function StatuteForm({ params }: FormProps) {
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

export function WordForm({ params }: FormProps) {
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
      <Buttons clearTo="?mode=word" />
    </>
  );
}

/**
 * A text over the search's limit (decision 047): the message, and the text offered to Find
 * Precedents (a POST, as that form is), so nothing typed is lost.
 */
export function TooLongOffer({ text, message }: { text: string; message: string }) {
  return (
    <div className="search-error too-long" role="alert">
      <p>*{message}</p>
      <Form method="post" action="/search?mode=precedents">
        <input type="hidden" name="text" value={text} />
        <button type="submit" className="button primary">{searchNotices.textTooLongButton}</button>
      </Form>
    </div>
  );
}
