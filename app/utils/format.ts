/** Display formats: dates day-month-year in India time (decision 12), money from paise. */
const IST_OFFSET_MS = 330 * 60 * 1000;

function ist(isoText: string): Date | null {
  const t = Date.parse(isoText);
  return Number.isNaN(t) ? null : new Date(t + IST_OFFSET_MS);
}

const two = (n: number) => String(n).padStart(2, "0");

/** "2026-01-31T20:00:00Z" → "01-02-2026" (India time); a bare date "1996-03-05" → "05-03-1996". */
export function formatDate(isoText: string | null | undefined): string {
  if (!isoText) return "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(isoText)) {
    const [y, m, d] = isoText.split("-");
    return `${d}-${m}-${y}`;
  }
  const d = ist(isoText);
  return d ? `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}` : "";
}

export function formatDateTime(isoText: string | null | undefined): string {
  if (!isoText) return "";
  const d = ist(isoText);
  return d ? `${formatDate(isoText)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : "";
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
