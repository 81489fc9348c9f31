import { useEffect, useRef, useState } from "react";
import { caseFormMessages as m } from "../../utils/copy";
import { useJsonFetch } from "../../utils/use-json-fetch";

export type PickerRow = { docId: number; lawTitle: string; caseCategory: string; courtCategory: string; modifiedAt: string };
export type PickerData = { rows: PickerRow[]; page: number; pages: number };

const CATEGORIES = ["ALL", "Cri", "Civ", "HC", "SC"];
const COURTS = ["ALL", "SUPEREME COURT"];
const YES_NO = ["ALL", "YES", "NO"];

const dmy = (iso: string) => (iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : "");

/**
 * The case picker overlay (back-office §2): search on Enter, the cases list's four filters, one
 * radio per row, Close / Submit / Clear. Reads GET /admin/casePicker (staff only). Used by the
 * cases-referred rows of the case form and, later, by posts.
 */
export function CasePicker({ open, onClose, onSubmit, onClear, selected }: { open: boolean; onClose: () => void; onSubmit: (row: PickerRow) => void; onClear: () => void; selected?: number | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useJsonFetch<PickerData>();
  const [filters, setFilters] = useState({ q: "", caseCategory: "ALL", court: "ALL", live: "ALL", overruled: "ALL", page: 1 });
  const [choice, setChoice] = useState<number | null>(selected ?? null);
  const load = (next: typeof filters) => {
    setFilters(next);
    const params = new URLSearchParams({ ...next, page: String(next.page) });
    void fetcher.load(`/admin/casePicker?${params}`);
  };
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      setChoice(selected ?? null);
      load(filters);
    }
    if (!open && d.open) d.close();
  }, [open]);
  const data = fetcher.data;
  const select = (name: keyof typeof filters, values: string[], label: string) => (
    <label>
      {label}
      <select value={String(filters[name])} onChange={(e) => load({ ...filters, [name]: e.target.value, page: 1 })}>
        {values.map((v) => (
          <option key={v} value={v}>{v}</option>
        ))}
      </select>
    </label>
  );
  return (
    <dialog ref={dialog} className="modal case-picker" aria-label="Select Case" onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <header className="modal-head">
        <h2>Select Case</h2>
        <button type="button" className="close" aria-label="Close" onClick={onClose}>×</button>
      </header>
      <div className="modal-body">
        <div className="picker-filters">
          <input
            type="search"
            aria-label={m.pickerSearch}
            placeholder={m.pickerSearch}
            defaultValue={filters.q}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                load({ ...filters, q: e.currentTarget.value, page: 1 });
              }
            }}
          />
          {select("caseCategory", CATEGORIES, "Case Category")}
          {select("court", COURTS, "Court")}
          {select("live", YES_NO, "Live")}
          {select("overruled", YES_NO, "Overuled")}
        </div>
        <div className="picker-table" aria-busy={fetcher.state !== "idle"}>
          {data && data.rows.length === 0 ? (
            <p className="empty">{m.noCases}</p>
          ) : (
            <table>
              <thead>
                <tr><th scope="col">Select</th><th scope="col">Doc Id</th><th scope="col">Law Title</th><th scope="col">Case Category</th><th scope="col">Court Category</th><th scope="col">Modified Date</th></tr>
              </thead>
              <tbody>
                {(data?.rows ?? []).map((r) => (
                  <tr key={r.docId}>
                    <td>
                      <input type="radio" name="picker-choice" aria-label={`Select case ${r.docId}`} checked={choice === r.docId} onChange={() => setChoice(r.docId)} />
                    </td>
                    <td>{r.docId}</td>
                    <td>{r.lawTitle}</td>
                    <td>{r.caseCategory}</td>
                    <td>{r.courtCategory}</td>
                    <td>{dmy(r.modifiedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {data && data.pages > 1 ? (
            <div className="button-row">
              <button type="button" className="button small" disabled={filters.page <= 1} onClick={() => load({ ...filters, page: filters.page - 1 })} aria-label="Previous page">‹</button>
              <span>{filters.page} / {data.pages}</span>
              <button type="button" className="button small" disabled={filters.page >= data.pages} onClick={() => load({ ...filters, page: filters.page + 1 })} aria-label="Next page">›</button>
            </div>
          ) : null}
        </div>
      </div>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => { onClear(); setChoice(null); }}>Clear</button>
        <span className="button-row">
          <button type="button" className="button" onClick={onClose}>Close</button>
          <button
            type="button"
            className="button primary"
            disabled={choice === null}
            onClick={() => {
              const row = data?.rows.find((r) => r.docId === choice);
              if (row) onSubmit(row);
            }}
          >
            Submit
          </button>
        </span>
      </div>
    </dialog>
  );
}
