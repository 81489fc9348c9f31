/** Text helpers shared by indexing and querying. Pure functions. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Judgment/headnote HTML to plain text: tags become spaces, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, name: string) => {
      if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#") && name !== "#39") return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? m;
    })
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
}

export const MAX_TOKENS = 32;
export const MAX_TOKEN_LENGTH = 64;

/**
 * Splits user text into search tokens: letters and digits only (any script), lower-cased. Every
 * character FTS5 treats as syntax — quotes, *, :, ^, -, brackets, NUL — is a separator here, so
 * it can never reach the query language.
 */
export function tokenize(input: string | null | undefined): string[] {
  if (!input) return [];
  const text = input.slice(0, 5000).normalize("NFKC").toLowerCase();
  const out: string[] = [];
  for (const token of text.split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (!token) continue;
    out.push(token.slice(0, MAX_TOKEN_LENGTH));
    if (out.length >= MAX_TOKENS) break;
  }
  return out;
}
