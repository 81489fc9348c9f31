/**
 * The court and bench filters of every search mode (decision 099): a court, and a seat or bench of
 * it ("Nagpur Bench", "Mumbai (Principal Seat)"). Plain GET fields `court` and `bench`, so they work
 * without JavaScript (a bench alone is enough: it names its court); with it, the bench list keeps
 * to the court chosen. The labels come with the masters (search.server.ts), so the page's code
 * carries none of the naming rules (decision 087's weight).
 */
import { useState } from "react";
import type { FormProps } from "./form-parts";

export function CourtFilter({ params, masters, courtLabel = "Court" }: FormProps & { courtLabel?: string }) {
  const [court, setCourt] = useState(params.get("court") ?? "");
  const branches = masters.branches ?? [];
  // Only courts with more than one seat have a bench to choose.
  const withBenches = masters.courts.filter((c) => (!court || String(c.id) === court) && branches.filter((b) => b.courtId === c.id).length > 1);
  return (
    <>
      <label>
        {courtLabel}
        <select name="court" defaultValue={court} onChange={(e) => setCourt(e.currentTarget.value)}>
          <option value="">Select Court</option>
          {masters.courts.map((c) => (
            <option key={c.id} value={c.id}>{c.name}</option>
          ))}
        </select>
      </label>
      <label>
        Bench
        <select name="bench" defaultValue={params.get("bench") ?? ""} key={court} disabled={withBenches.length === 0}>
          <option value="">Any Bench</option>
          {withBenches.map((c) => (
            <optgroup key={c.id} label={c.name}>
              {branches
                .filter((b) => b.courtId === c.id)
                .map((b) => (
                  <option key={b.id} value={b.id}>{b.label}</option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
    </>
  );
}
