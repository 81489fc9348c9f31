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
// A run starts at the first space before it (`(?<! )`): a long run of spaces with no control after
// it is scanned once from its start, not again from each of its spaces (linear time).
const CONTROL_RUN = new RegExp(`(?<![ ])[ ]*(?:[${CONTROL}][ ]*)+`, "g");
const CONTROL_OR_BREAK_RUN = new RegExp(`(?<![ ])[ ]*(?:[${CONTROL}\\t\\n][ ]*)+`, "g");
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

/** How deep a JSON body may nest: the API's bodies are a few levels (decision 100). */
export const JSON_MAX_DEPTH = 32;

/** A JSON body nested deeper than JSON_MAX_DEPTH: the API answers 400 with this message. */
export class JsonTooDeepError extends Error {
  constructor(readonly maxDepth: number) {
    super(`The JSON body is nested too deeply: at most ${maxDepth} levels of objects and arrays.`);
    this.name = "JsonTooDeepError";
  }
}

type Container = Record<string, unknown> | unknown[];

/**
 * A parsed JSON body with every string cleaned (tab and newline kept: an API has no single-line
 * fields) and every key cleaned and trimmed. Walked with a stack of its own, not by recursion, so
 * no depth overflows the call stack; deeper than `maxDepth` throws JsonTooDeepError.
 */
export function cleanJson(value: unknown, maxDepth = JSON_MAX_DEPTH): unknown {
  if (!value || typeof value !== "object") return typeof value === "string" ? cleanText(value, { multiline: true }) : value;
  const empty = (v: Container): Container => (Array.isArray(v) ? [] : {});
  const root = empty(value as Container);
  const stack: [from: Container, to: Container, depth: number][] = [[value as Container, root, 1]];
  if (maxDepth < 1) throw new JsonTooDeepError(maxDepth);
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [from, to, depth] = top;
    const entries: [string | number, unknown][] = Array.isArray(from) ? from.map((v, i) => [i, v]) : Object.entries(from).map(([k, v]) => [cleanText(k).trim(), v]);
    for (const [key, v] of entries) {
      let out: unknown;
      if (v && typeof v === "object") {
        if (depth + 1 > maxDepth) throw new JsonTooDeepError(maxDepth);
        out = empty(v as Container);
        stack.push([v as Container, out as Container, depth + 1]);
      } else {
        out = typeof v === "string" ? cleanText(v, { multiline: true }) : v;
      }
      // defineProperty: a key "__proto__" stays a plain key (as JSON.parse and Object.fromEntries make it), never the prototype.
      if (Array.isArray(to)) to[key as number] = out;
      else Object.defineProperty(to, key, { value: out, writable: true, enumerable: true, configurable: true });
    }
  }
  return root;
}
