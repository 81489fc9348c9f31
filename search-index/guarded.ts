/**
 * A reader of text that fails on one judgment leaves its field empty for staff; the rest of the
 * judgment, and of its batch, is imported (issue 32 item 1, decision 098).
 *
 * Two guards, both pure:
 * - `readOr` runs a reader and returns `fallback` (the empty fields) when it throws, with a warning
 *   naming the reader and the record, so one odd head never rejects a judgment or stops a batch;
 * - `headAndTail` bounds what a head reader is given: the start of the judgment (title, parties,
 *   counsel, bench, number) and its end (signatures, the date), never the middle of a 1 MB text.
 *
 * There is no time budget inside a reader: workerd freezes the clock during synchronous work
 * (Date.now() and performance.now() do not move while a reader runs), so a reader cannot see that it
 * is slow, and a synchronous loop cannot be interrupted. The guarantee is that every reader runs in
 * time linear in its input (eslint-plugin-regexp's checks in `npm run lint`, and
 * search-index/linear-time.test.ts) and that the input is bounded.
 */

/** What a head reader is given from the start of a judgment (a head is a few KB; a long preamble of parties stays inside). */
export const HEAD_CHARS = 50_000;
/** …and from its end (the signatures and the date: the last 40 lines). */
export const TAIL_CHARS = 20_000;

/** The text a head reader reads: all of it when short, else its first HEAD_CHARS and last TAIL_CHARS characters on their own lines. */
export function headAndTail(text: string, head = HEAD_CHARS, tail = TAIL_CHARS): string {
  if (text.length <= head + tail) return text;
  return `${text.slice(0, head)}\n\n${text.slice(text.length - tail)}`;
}

/** Where a reader ran, for the warning: the reader's name and the record's source id. */
export type ReadPlace = { reader: string; sourceId?: string | null };

/**
 * `read()`, or `fallback` when it throws (warned on the console with the reader and the record).
 * The fallback is the reader's empty answer: no counsel, no extracted fields.
 */
export function readOr<T>(fallback: T, read: () => T, where: ReadPlace): T {
  try {
    return read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`reader ${where.reader} failed on ${where.sourceId ?? "a judgment"}; its fields are left empty for staff: ${reason.slice(0, 300)}`);
    return fallback;
  }
}
