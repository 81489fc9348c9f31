import { replaceTags } from "../../search-index/text";
/**
 * Editors number a judgment's paragraphs by hand ("12. The appellant…") and headnotes cite them
 * ("para 12"), so a paragraph number is plain text, never a list's counter. A numbered list
 * whose items already start with a typed number would print both ("2. 2. In Sharad…"): such a
 * list becomes plain paragraphs, each keeping one number — its typed one, or the list's counter
 * written out where the item had none. Lists without typed numbers stay lists (the toolbar makes
 * them). Pure string work: the editor runs it on pasted HTML and on the HTML it opens, the server
 * on every saved rich text (app/services/cases/case-form.server.ts).
 */

/** A number typed at the start of an item's text: "12.", "12)", "(12)" followed by a space or the end. */
const TYPED_NUMBER = /^(?:\s|&nbsp;|&#160;|\u00a0)*(?:\(\d{1,4}\)|\d{1,4}[.)])(?=\s|&nbsp;|&#160;|\u00a0|<|$)/i;

/** An ordered list with no list inside it (innermost first, so nested lists are done in later passes). */
const INNER_OL = /<ol\b([^>]*)>((?:(?!<\/?(?:ol|ul)\b)[\s\S])*?)<\/ol\s*>/gi;
const ITEM = /<li\b[^>]*>([\s\S]*?)<\/li\s*>/gi;

const textStart = (html: string) => replaceTags(html, "");

function startOf(attrs: string): number {
  const m = attrs.match(/\bstart\s*=\s*["']?(-?\d{1,6})/i);
  return m ? Number(m[1]) : 1;
}

/** The item's content as paragraphs, with `prefix` written before its first text. */
function asParagraphs(content: string, prefix: string): string {
  const inner = content.trim();
  if (/^<p\b/i.test(inner)) return prefix ? inner.replace(/^<p\b([^>]*)>/i, (open) => `${open}${prefix}`) : inner;
  if (/<(?:p|h[1-6]|blockquote|table|pre)\b/i.test(inner)) return prefix ? `<p>${prefix.trim()}</p>${inner}` : inner;
  return `<p>${prefix}${inner}</p>`;
}

function flattenList(whole: string, attrs: string, body: string): string {
  const items = [...body.matchAll(ITEM)].map((m) => m[1]);
  if (!items.length || !items.some((item) => TYPED_NUMBER.test(textStart(item)))) return whole;
  const start = startOf(attrs);
  return items.map((item, i) => asParagraphs(item, TYPED_NUMBER.test(textStart(item)) ? "" : `${start + i}. `)).join("");
}

/** Numbered lists whose items carry typed numbers, as paragraphs with one number each (see above). */
export function flattenNumberedLists(html: string): string {
  if (!/<ol\b/i.test(html)) return html;
  let out = html;
  for (let pass = 0; pass < 8; pass++) {
    const next = out.replace(INNER_OL, (whole, attrs: string, body: string) => flattenList(whole, attrs, body));
    if (next === out) break;
    out = next;
  }
  return out;
}
