/**
 * A judgment's fingerprint for "one judgment, one case" (issue 24 item 5, decision 064): the
 * FINGERPRINT_SIZE smallest hashes of its 12-word windows (bottom-k MinHash). Two copies of one
 * judgment from two sources — other line breaks, page headers, a few OCR slips — keep most of
 * them; two judgments that share a quotation keep few. Pure.
 */

/** Words in a window. */
export const WINDOW_WORDS = 12;
/** Hashes kept per judgment. */
export const FINGERPRINT_SIZE = 64;
/** A text shorter than this many words (an order of a few lines) gets no fingerprint: such orders are alike by nature. */
export const MIN_WORDS = 200;

/** FNV-1a, 32 bits, of a string's UTF-16 code units: the same number in Node and workerd. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The fingerprint of a plain text: its windows' smallest hashes, ascending; empty for a short text. */
export function textFingerprint(text: string): number[] {
  const words = text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < MIN_WORDS) return [];
  const hashes = new Set<number>();
  for (let i = 0; i + WINDOW_WORDS <= words.length; i++) hashes.add(fnv1a(words.slice(i, i + WINDOW_WORDS).join(" ")));
  return [...hashes].sort((a, b) => a - b).slice(0, FINGERPRINT_SIZE);
}

/**
 * Whether two judgments with `shared` fingerprint hashes in common are one: most of the hashes
 * (LINK_SHARE), or half of them when both were decided on the same day. Two known dates that differ
 * are never one judgment (precision first).
 */
export const LINK_SHARE = 0.8;
export const SAME_DAY_SHARE = 0.5;
export function sameJudgment(shared: number, dateA: string | null, dateB: string | null): boolean {
  if (dateA && dateB && dateA !== dateB) return false;
  const share = shared / FINGERPRINT_SIZE;
  return share >= LINK_SHARE || (share >= SAME_DAY_SHARE && dateA !== null && dateA === dateB);
}
