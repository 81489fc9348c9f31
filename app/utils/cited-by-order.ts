/**
 * Cited by's two orders (decision 063), apart from the service so the case view's components sort
 * with the same rule (the overruled/doubted warning lists newest first whatever the list's order).
 */
export type CitedByOrder = "newest" | "bench";

/** Sorts citing judgments in place in one of its orders: newest first, ties by bench size; or the larger bench first, ties newest first. */
export function orderCitedBy<T extends { decidedDate: string | null; benchSize: number | null }>(citing: T[], order: CitedByOrder): T[] {
  const bench = (c: T) => c.benchSize ?? 0;
  const newer = (a: T, b: T) => (b.decidedDate ?? "").localeCompare(a.decidedDate ?? "");
  return citing.sort(order === "bench" ? (a, b) => bench(b) - bench(a) || newer(a, b) : (a, b) => newer(a, b) || bench(b) - bench(a));
}
