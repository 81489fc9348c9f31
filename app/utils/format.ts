/**
 * Display formats: money from paise, and every date and time a user sees on India Standard Time
 * (decisions 12 and 092) — the one clock of the product, whatever screen shows the moment.
 */

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60 * 1000;

/** A moment (a Date, or a stored ISO timestamp: the database writes them with Z) on India's clock: { date: "2026-11-25", time: "04:55:00" }; null for none. */
export function inIndia(at: Date | string | null | undefined): { date: string; time: string } | null {
  const t = at ? new Date(at).getTime() + IST_OFFSET_MS : NaN;
  if (Number.isNaN(t)) return null;
  const iso = new Date(t).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** Today's date in India (yyyy-mm-dd). */
export const todayInIndia = (now: Date): string => inIndia(now)!.date;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-01-31T20:00:00Z" → "01-02-2026" (India time); a bare calendar date "1996-03-05" → "05-03-1996". */
export function formatDate(isoText: string | null | undefined): string {
  const day = isoText && (DAY.test(isoText) ? isoText : inIndia(isoText)?.date);
  return day ? day.split("-").reverse().join("-") : "";
}

/** "2026-11-24T23:25:00Z" → "25-11-2026 04:55" (India time). */
export function formatDateTime(isoText: string | null | undefined): string {
  const at = isoText && !DAY.test(isoText) ? inIndia(isoText) : null;
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
