/** Text helpers shared by indexing and querying. Pure functions. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * Every tag ("<" to the next ">") replaced by `by`, as `html.replace(/<[^>]*>/g, by)` would, but by
 * scanning with indexOf: that regex is quadratic on a run of "<" with no ">" after it (issue 32).
 */
export function replaceTags(html: string, by: string): string {
  let out = "";
  let pos = 0;
  for (;;) {
    const open = html.indexOf("<", pos);
    if (open < 0) break;
    const close = html.indexOf(">", open + 1);
    if (close < 0) break;
    out += html.slice(pos, open) + by;
    pos = close + 1;
  }
  return pos === 0 ? html : out + html.slice(pos);
}

/** Judgment/headnote HTML to plain text: tags become spaces, entities are decoded. */
export function htmlToText(html: string): string {
  return replaceTags(html.replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, "\n"), " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, name: string) => {
      if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#") && name !== "#39") return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? m;
    })
    // Only what changes is replaced (a run, a tab, a space beside a break): a match per space cost seconds on the sample.
    .replace(/[ \t]{2,}|\t/g, " ")
    .replace(/ \n ?|\n /g, "\n")
    .trim();
}

export const MAX_TOKENS = 32;
export const MAX_TOKEN_LENGTH = 64;

/**
 * Splits user text into search tokens: letters and digits only (any script), lower-cased. Every
 * character FTS5 treats as syntax — quotes, *, :, ^, -, brackets, NUL — is a separator here, so
 * it can never reach the query language.
 */
export function tokenize(input: string | null | undefined, max = MAX_TOKENS): string[] {
  if (!input) return [];
  const text = input.slice(0, 5000).normalize("NFKC").toLowerCase();
  const out: string[] = [];
  for (const token of text.split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (!token) continue;
    out.push(token.slice(0, MAX_TOKEN_LENGTH));
    if (out.length >= max) break;
  }
  return out;
}

/** D1 refuses LIKE patterns over 50 bytes ("LIKE or GLOB pattern too complex"). */
export const MAX_LIKE_BYTES = 50;

/** Cuts text to at most `maxBytes` of UTF-8 without splitting a character. */
export function clipBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= maxBytes) return text;
  let out = "";
  let used = 0;
  for (const ch of text) {
    const n = encoder.encode(ch).length;
    if (used + n > maxBytes) break;
    out += ch;
    used += n;
  }
  return out;
}

/** A `%text%` LIKE pattern (escape character \\) that fits D1's limit, escapes included. */
export function likeContains(text: string): string {
  const encoder = new TextEncoder();
  let body = "";
  let used = 2;
  for (const ch of text.trim()) {
    const piece = ch === "\\" || ch === "%" || ch === "_" ? `\\${ch}` : ch;
    const n = encoder.encode(piece).length;
    if (used + n > MAX_LIKE_BYTES) break;
    body += piece;
    used += n;
  }
  return `%${body}%`;
}
