/**
 * Paragraphs as the court numbered them (issue 25 item 1, docs/decisions/065). A judgment's blocks
 * — each `<p>`, or each line of one (`<br>`), exactly as the citation graph counts them
 * (judgmentBlocks in citation-graph.ts) — are read for the number the court put at their head:
 * "23.", "(23)", "23.1" (a sub-paragraph of 23). The court's numbers are the ones that run in
 * sequence from the first paragraph (one number skipped at most); a number out of sequence is part
 * of the paragraph it sits in (a quoted section, a list of facts, a quoted judgment's "1."). A
 * judgment whose numbers do not run through it is unnumbered: its blocks are numbered 1, 2, 3 …
 * in order (the fallback, marked as the reporter's own). Each paragraph's first block gets the
 * anchor `para-N`; the blocks after it (quotes, headings) belong to it. Pure: no DOM, no I/O.
 */
import { pinpointCitation as citeWithPinpoint, storePinpoint } from "./pinpoint-words";
import { htmlToText } from "./text";

export type ParagraphNumbering = {
  /** "court": the numbers are the court's; "reporter": the judgment has none, blocks are counted */
  scheme: "court" | "reporter";
  /** per block (0-based), the label of the paragraph it belongs to ("23", "23.1"); null before the first */
  labels: (string | null)[];
  /** per block, whether it starts its paragraph (carries the anchor) */
  starts: boolean[];
};

/** Where the text of a judgment breaks into blocks (as htmlToText writes a newline). */
const BREAK = /<(?:br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi;

/** The judgment's HTML as the block reader takes it: text without paragraphs has its line breaks as <br>. */
function asBlocksHtml(html: string): string {
  return /<p[\s>]/i.test(html) ? html : html.replace(/\n/g, "<br>");
}

/** The plain text of each block, in order (empty blocks are not blocks). */
export function blockTexts(html: string): string[] {
  return htmlToText(asBlocksHtml(html))
    .split("\n")
    .filter((l) => l.trim());
}

/** The number at the head of a block: a paragraph's ("23." "(23)") or a sub-paragraph's ("23.1", "23.1.2"). */
export function headNumber(text: string): { main: number; sub: string | null; style: "dot" | "paren" } | null {
  const t = text.trimStart();
  const sub = /^(\d{1,3})\.(\d{1,2}(?:\.\d{1,2})?)\.?(?=\s|$|[A-Z“"'(])/.exec(t);
  if (sub) return { main: Number(sub[1]), sub: sub[2], style: "dot" };
  const dot = /^(\d{1,3})\s?\.(?=\s|$|[A-Z“"'(])/.exec(t);
  if (dot) return { main: Number(dot[1]), sub: null, style: "dot" };
  const paren = /^[([](\d{1,3})[)\]](?=\s|$)/.exec(t);
  if (paren) return { main: Number(paren[1]), sub: null, style: "paren" };
  return null;
}

/** The court's numbers must reach this share of the judgment's text, and start in its first part. */
const REACH = 0.6;
const START_WITHIN = 0.35;
const MIN_NUMBERED = 3;
/** …and head at least this share of its blocks (a judgment of quotes and footnotes with "(2)" "(3)" is not numbered). */
const MIN_SHARE = 0.08;

/** The numbering of a judgment's blocks (see the module note). */
export function numberBlocks(texts: string[]): ParagraphNumbering {
  const n = texts.length;
  const labels: (string | null)[] = new Array(n).fill(null);
  const starts: boolean[] = new Array(n).fill(false);
  let last = 0;
  let accepted = 0;
  let firstAt = -1;
  let lastAt = -1;
  const seen = new Set<string>();
  let current: string | null = null;
  let style: "dot" | "paren" | null = null;
  for (let i = 0; i < n; i++) {
    const head = headNumber(texts[i]);
    let label: string | null = null;
    // The first number sets the style ("23." or "(23)"); "(n)" must start at 1 (else it is a footnote's mark).
    const first = last === 0 && head !== null && (head.style === "dot" ? head.main >= 1 && head.main <= 3 : head.main === 1);
    if (head && head.sub === null && (first || (head.style === style && (head.main === last + 1 || head.main === last + 2)))) {
      style = head.style;
      label = String(head.main);
      last = head.main;
      accepted++;
      if (firstAt < 0) firstAt = i;
      lastAt = i;
    } else if (head && head.sub !== null && last > 0 && head.main === last) {
      label = `${head.main}.${head.sub}`;
    }
    if (label !== null && !seen.has(label)) {
      seen.add(label);
      current = label;
      starts[i] = true;
    }
    labels[i] = current;
  }
  // Where in the text (by characters) the first and the last accepted paragraph stand.
  const lengths = texts.map((t) => t.length + 1);
  const total = lengths.reduce((a, b) => a + b, 0) || 1;
  const before = (i: number) => lengths.slice(0, i).reduce((a, b) => a + b, 0);
  const numbered = accepted >= MIN_NUMBERED && accepted >= MIN_SHARE * n && before(firstAt) <= START_WITHIN * total && before(lastAt + 1) >= REACH * total;
  if (numbered) return { scheme: "court", labels, starts };
  return { scheme: "reporter", labels: texts.map((_, i) => String(i + 1)), starts: texts.map(() => true) };
}

/** The numbering of a judgment given as HTML (the stored judgementOrder). */
export function numberJudgment(html: string): ParagraphNumbering {
  return numberBlocks(blockTexts(html));
}

/** The anchor of a paragraph ("para-23", "para-23.1"). */
export const paraAnchor = (label: string) => `para-${label}`;

/** Is `label` a paragraph label this module writes ("23", "23.1", "23.1.2")? For ?para= and #para- values. */
export function isParaLabel(label: string): boolean {
  return /^\d{1,4}(?:\.\d{1,2}){0,2}$/.test(label);
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The judgment's HTML with each paragraph's anchor: a marker at the head of the paragraph's first
 * block, `<a class="pn" id="para-23" href="#para-23" data-para="23">` — empty when the number is
 * the court's (it is in the text), "[23]" when it is the reporter's. Nothing else of the markup
 * changes (no block is moved or re-parsed: the marker goes in front of the block's first text).
 */
export function numberedJudgmentHtml(html: string, numbering: ParagraphNumbering = numberJudgment(html)): string {
  const source = asBlocksHtml(html);
  let block = 0;
  let out = "";
  let from = 0;
  const segment = (end: number) => {
    if (end === from) return; // an empty block between two breaks: nothing to read (a run of breaks is common)
    const seg = source.slice(from, end);
    const text = htmlToText(seg);
    if (!text.trim()) {
      out += seg;
      return;
    }
    const i = block++;
    const label = numbering.labels[i];
    if (!numbering.starts[i] || label === null) {
      out += seg;
      return;
    }
    // The marker goes before the first character of text (after the tags that open the block).
    const at = /^(?:\s|<[^>]*>)*/.exec(seg)![0].length;
    const id = paraAnchor(label);
    const shown = numbering.scheme === "reporter" ? `[${label}]` : "";
    const marker = `<a class="pn${numbering.scheme === "reporter" ? " pn-ours" : ""}" id="${escapeAttr(id)}" href="#${escapeAttr(id)}" data-para="${escapeAttr(label)}" aria-label="Paragraph ${escapeAttr(label)}">${shown}</a>`;
    out += seg.slice(0, at) + marker + seg.slice(at);
  };
  for (const m of source.matchAll(BREAK)) {
    segment(m.index!);
    out += m[0];
    from = m.index! + m[0].length;
  }
  segment(source.length);
  return out;
}

/** The labels of the paragraphs anchored in a judgment's numbered HTML (numberedJudgmentHtml), in order. */
export function anchoredLabels(numberedHtml: string): string[] {
  return [...numberedHtml.matchAll(/<a class="pn[^"]*" id="[^"]*" href="[^"]*" data-para="([^"]+)"/g)].map((m) => m[1]);
}

/** The paragraph label of a 1-based block (case_references.paragraph), or null. */
export function blockLabel(numbering: ParagraphNumbering, block: number | null): string | null {
  if (block === null || block < 1) return null;
  return numbering.labels[block - 1] ?? null;
}

/**
 * A reference's place as case_references.pinpoint stores it (decision 102): the court's label of
 * the block ("23"), or, in a judgment the court did not number, the reporter's count in brackets
 * ("[23]") — so what reads it never writes the count as the court's number.
 */
export function blockPinpoint(numbering: ParagraphNumbering, block: number | null): string | null {
  return storePinpoint(blockLabel(numbering, block), numbering.scheme);
}

/** The pinpoint citation of a paragraph: "(1973) 4 SCC 225, para 23"; the reporter's count marked, "[1977] 3 SCR 113 (SAR para 10)". */
export function pinpointCitation(citation: string, label: string, scheme: "court" | "reporter" = "court"): string {
  return citeWithPinpoint(citation, { label, court: scheme === "court" });
}
