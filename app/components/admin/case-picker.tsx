import { useEffect, useRef, useState } from "react";
import { caseFormMessages as m } from "../../utils/copy";
import { useJsonFetch } from "../../utils/use-json-fetch";

export type PickerRow = { docId: number; lawTitle: string; caseCategory: string; courtCategory: string; modifiedAt: string };
export type PickerData = {
  rows: PickerRow[];
  page: number;
  pages: number;
  /** the court and bench filters' choices (the cases list's, decision 099) */
  courts?: { id: number; name: string }[];
  benches?: { id: number; name: string }[];
};

const CATEGORIES = ["ALL", "Cri", "Civ", "HC", "SC"];
const YES_NO = ["ALL", "YES", "NO"];
/** The court filter's fixed choices before the master's courts: as the cases list names them. */
const COURT_KINDS = [
  { value: "ALL", label: "ALL" },
  { value: "SC", label: "SUPEREME COURT" },
  { value: "HC", label: "HIGH COURTS (ALL)" },
];

const dmy = (iso: string) => (iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : "");

/**
 * The case picker overlay (back-office §2): search on Enter, the cases list's filters (category,
 * court — ALL, the Supreme Court, every High Court or one court — and that court's bench, live,
 * overruled), one radio per row, Close / Submit / Clear. Reads GET /admin/casePicker (staff only). Used by the
 * cases-referred rows of the case form and, later, by posts.
 */
export function CasePicker({ open, onClose, onSubmit, onClear, selected }: { open: boolean; onClose: () => void; onSubmit: (row: PickerRow) => void; onClear: () => void; selected?: number | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useJsonFetch<PickerData>();
  const [filters, setFilters] = useState({ q: "", caseCategory: "ALL", court: "ALL", bench: "", live: "ALL", overruled: "ALL", page: 1 });
  const [choice, setChoice] = useState<number | null>(selected ?? null);
  const load = (next: typeof filters) => {
    setFilters(next);
    const params = new URLSearchParams({ ...next, page: String(next.page), choices: "1" });
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
  // The court list stays while the next page loads (the answer carries it).
  const courts = useRef<PickerData["courts"]>([]);
  if (data?.courts) courts.current = data.courts;
  const benches = data?.benches ?? [];
  const select = (name: keyof typeof filters, values: (string | { value: string; label: string })[], label: string, reset: Partial<typeof filters> = {}) => (
    <label>
      {label}
      <select value={String(filters[name])} onChange={(e) => load({ ...filters, [name]: e.target.value, ...reset, page: 1 })}>
        {values.map((v) => {
          const o = typeof v === "string" ? { value: v, label: v } : v;
          return <option key={o.value} value={o.value}>{o.label}</option>;
        })}
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
          {select("court", [...COURT_KINDS, ...(courts.current ?? []).map((c) => ({ value: String(c.id), label: c.name }))], "Court", { bench: "" })}
          {benches.length > 1 ? select("bench", [{ value: "", label: "ALL" }, ...benches.map((b) => ({ value: String(b.id), label: b.name }))], "Bench") : null}
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
