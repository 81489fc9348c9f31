/**
 * The back office's lists keep their whole state in the URL (a GET with search, filters and
 * page), and so do their dialogs (`confirm`, `dialog`, `edit`) and notices (`notice`): every screen
 * works without JavaScript and a reload shows the same thing.
 */

/** Parameters that belong to one moment (a dialog, a notice), dropped when the list moves on. */
export const TRANSIENT_PARAMS = ["confirm", "dialog", "edit", "notice"] as const;

/** The same list with some parameters changed (null removes one); dialogs and notices dropped. */
export function listSearch(current: URLSearchParams | string, changes: Record<string, string | number | null> = {}): string {
  const next = new URLSearchParams(current);
  for (const p of TRANSIENT_PARAMS) next.delete(p);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** Where an action sends the browser after a write: the list it came from, with a notice key. */
export function afterWrite(requestUrl: string, notice: string, changes: Record<string, string | number | null> = {}): string {
  const url = new URL(requestUrl);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return `${url.pathname}${listSearch(url.searchParams, { ...changes, notice })}`;
}

/** A URL's parameters as an object for a list's query schema, blanks left out (they take the defaults). */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""));
}
