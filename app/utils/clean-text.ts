/**
 * Control characters out of everything people type (issue 21 item 11). NUL, ESC and the other C0
 * and C1 controls and DEL become a space (pasted between words they separated them, and words must
 * not run together), a run of them with the spaces around it one space; the bidirectional
 * embedding, override and isolate marks (U+202A–U+202E, U+2066–U+2069: a right-to-left override
 * makes "gpj.exe" read "exe.jpg") are removed. Tab and newline stay in a multi-line field (CR LF
 * and lone CR become LF); in a single-line field they count as controls. Used by the one form
 * parser (app/utils/form-parse.ts) and for JSON request bodies; plain module, also in the browser.
 */
const CONTROL = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";
const CONTROL_RUN = new RegExp(`[ ]*(?:[${CONTROL}][ ]*)+`, "g");
const CONTROL_OR_BREAK_RUN = new RegExp(`[ ]*(?:[${CONTROL}\\t\\n][ ]*)+`, "g");
const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;

export function cleanText(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const text = value.replace(/\r\n?/g, "\n").replace(BIDI, "");
  return text.replace(multiline ? CONTROL_RUN : CONTROL_OR_BREAK_RUN, " ");
}

/** Field names whose values are never altered: what a person typed as a password is the password. */
const VERBATIM = /password/i;

/** The field's own name, without the list and object path conform gives it (`headnotes[0].headnote` → `headnote`). */
function leafName(name: string): string {
  return name.replace(/\[\d+\]/g, "").split(".").pop() ?? name;
}

/**
 * A copy of a form's fields with every text value cleaned; files pass untouched. `multiline` names
 * the fields (by their own name, at any depth) that keep tab and newline.
 */
export function cleanFormData<P extends FormData | URLSearchParams>(payload: P, multiline: readonly string[] = []): P {
  const keep = new Set(multiline);
  const out = (payload instanceof URLSearchParams ? new URLSearchParams() : new FormData()) as P;
  for (const [name, value] of payload.entries()) {
    const text = typeof value === "string" && !VERBATIM.test(name) ? cleanText(value, { multiline: keep.has(leafName(name)) }) : value;
    (out as FormData).append(name, text as string | Blob);
  }
  return out;
}

/** A parsed JSON body with every string cleaned (tab and newline kept: an API has no single-line fields). */
export function cleanJson(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value, { multiline: true });
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k).trim(), cleanJson(v)]));
  return value;
}
