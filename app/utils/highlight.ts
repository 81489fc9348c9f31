/**
 * Marks search terms in rendered text (subscriber §2.4: yellow, after 800 ms). Works on text nodes
 * only, so the page's markup is never re-parsed; a term matches a word that starts with it.
 */
export const HIGHLIGHT_DELAY_MS = 800;

export function termsPattern(terms: string[]): RegExp | null {
  const clean = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => /^[\p{L}\p{M}\p{N}]+$/u.test(t)))];
  if (!clean.length) return null;
  clean.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${clean.join("|")})[\\p{L}\\p{M}\\p{N}]*`, "giu");
}

export function highlightIn(root: HTMLElement, terms: string[]): number {
  const pattern = termsPattern(terms);
  if (!pattern) return 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest("mark, script, style, [data-no-highlight]") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  let count = 0;
  for (const node of nodes) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const frag = document.createDocumentFragment();
    let last = 0;
    for (const m of text.matchAll(pattern)) {
      frag.append(text.slice(last, m.index));
      const mark = document.createElement("mark");
      mark.className = "hl";
      mark.textContent = m[0];
      frag.append(mark);
      last = m.index! + m[0].length;
      count++;
    }
    frag.append(text.slice(last));
    node.replaceWith(frag);
  }
  return count;
}

/** The ?s=term|term value of a case link. */
export function termsParam(terms: string[]): string {
  return [...new Set(terms)].slice(0, 20).join("|");
}
