/**
 * Display formats: money from paise, and every date and time a user sees on India Standard Time
 * (decisions 12 and 092) — the one clock of the product, whatever screen shows the moment.
 */

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60 * 1000;

/** A stored moment as an instant: an ISO timestamp, or SQLite's zone-less "2026-11-24 23:25:00", which is UTC. */
function instantOf(at: Date | string): number | null {
  if (at instanceof Date) return Number.isNaN(at.getTime()) ? null : at.getTime();
  const text = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(at) ? `${at.replace(" ", "T")}Z` : at;
  const t = Date.parse(text);
  return Number.isNaN(t) ? null : t;
}

/** A moment's date and time in India: { date: "2026-11-25", time: "04:55:00" }, or null for no moment. */
export function inIndia(at: Date | string | null | undefined): { date: string; time: string } | null {
  if (at === null || at === undefined || at === "") return null;
  const t = instantOf(at);
  if (t === null) return null;
  const iso = new Date(t + IST_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** Today's date in India (yyyy-mm-dd). */
export const todayInIndia = (now: Date): string => inIndia(now)!.date;

/** "2026-01-31T20:00:00Z" → "01-02-2026" (India time); a bare calendar date "1996-03-05" → "05-03-1996". */
export function formatDate(isoText: string | null | undefined): string {
  if (!isoText) return "";
  const day = /^\d{4}-\d{2}-\d{2}$/.test(isoText) ? isoText : inIndia(isoText)?.date;
  if (!day) return "";
  const [y, m, d] = day.split("-");
  return `${d}-${m}-${y}`;
}

/** "2026-11-24T23:25:00Z" → "25-11-2026 04:55" (India time). */
export function formatDateTime(isoText: string | null | undefined): string {
  const at = isoText && !/^\d{4}-\d{2}-\d{2}$/.test(isoText) ? inIndia(isoText) : null;
  return at ? `${formatDate(at.date)} ${at.time.slice(0, 5)}` : "";
}

/** Paise to rupees with two decimals, Indian digit grouping: 1416000 → "14,160.00". */
export function rupees(paise: number): string {
  return (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function minutesText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return "";
  const h = Math.floor(minutes / 60);
  return h ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * An order's amount where money is counted: a plan staff granted (mode ADMIN) received no money,
 * so it says so beside its list price instead of reading as a payment (decision 042).
 */
export function orderAmountText(o: { amountPaise: number; granted: boolean }): string {
  return o.granted ? `Granted by staff (list ₹ ${rupees(o.amountPaise)})` : `₹ ${rupees(o.amountPaise)}`;
}

/** How an order was paid, in words: staff grants apart from payments (decision 042). */
export function paymentModeText(mode: string): string {
  return mode === "ADMIN" ? "Granted by staff" : mode === "RAZORPAY" ? "Razorpay" : mode === "OFFLINE" ? "Offline" : mode;
}
