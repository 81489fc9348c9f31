/**
 * Judgment text extracted from a PDF keeps the PDF's line breaks: one source line per printed line,
 * blank lines where the extractor saw a gap (often in the middle of a sentence), and the page
 * furniture ("Page 3 of 7" with the running case number). `pdfParagraphs` joins such text back into
 * the paragraphs of the report (issue 13 item 7, decision 029). Pure: no I/O, no Remix.
 *
 * A text is treated as hard-wrapped only when it looks like one (`isHardWrapped`): short lines, most
 * of them ending without punctuation, none much longer than the wrap width. Other sources (one
 * paragraph per line) are left alone.
 */

/** A numbered or lettered paragraph: "1.", "12.", "1.2", "(a)", "(iv)", "(12)", "iv)", "a)". */
const NUMBERED = /^(?:\d{1,3}(?:\.\d{1,3})*\.?(?=\s|$)|[a-z]\.(?=\s)|\((?:\d{1,3}|[a-z]{1,2}|[ivxlc]{1,6}|[A-Z])\)|(?:[a-z]|[ivxlc]{1,6})\)(?=\s))/;
/** The numbered paragraph test, for the furniture filter (defined before use). */
const NUMBERED_START = /^\(?\d{1,3}[.)]\s/;
/** A paragraph number alone on its line ("1.", "12.", "(iv)"). */
const NUMBER_ALONE = /^(?:\d{1,3}(?:\.\d{1,3})*\.|\((?:\d{1,3}|[a-z]{1,2}|[ivxlc]{1,6})\)|(?:[a-z]|[ivxlc]{1,6})\))$/;
/** Bullets of a list. */
const BULLET = /^[•●▪◦\-–—*]\s/;
/** Page furniture: "Page 3 of 7", "3 | Page", a bare page number. */
const PAGE_MARK = /^(?:page\s*\d+\s*(?:of\s*\d+)?|\d+\s*\|\s*page|-?\s*\d{1,3}\s*-?)$/i;
/** Words that stand on their own line between the parties. */
const STANDALONE = /^(?:versus|vs\.?|…\s*\w+|\.{2,}\s*\w+)$/i;
/** Abbreviations whose full stop does not end a sentence ("Civil Appeal Nos." / "3291 of 2009"). */
const ABBREVIATION = /(?:^|[\s(])(?:Nos?|Ltd|Co|Dr|Mr|Mrs|Ms|Sr|Jr|Art|Arts|Sec|Secs|Cl|[Pp]aras?|pp?|viz|vs?|i\.e|e\.g|Hon|Anr|Ors|Smt|Shri|Sri|Govt|Dept|Addl|Spl|Crl|Cr|Misc|Corpn|[A-Z])\.$/;
/** A footnote at a page's foot: its number, then a citation ("1 (1991) Supp (2) SCC 147", "6 2023 INSC 12"). */
const FOOTNOTE = /^\d{1,3}\s(?:\(\d{4}\)|\[\d{4}\]|\d{4}\s|AIR\s)/;
/** Where a sentence (or an introduction to what follows) ends. */
const ENDS_SENTENCE = /[.?!:;]["'”’)\]]*$/;

function letters(line: string): string {
  return line.replace(/[^A-Za-z]/g, "");
}

/** A heading in capitals ("FACTUAL ASPECTS", "JUDGMENT", "ABHAY S. OKA, J."). */
export function isCapitalsHeading(line: string): boolean {
  const l = letters(line);
  return l.length >= 4 && l === l.toUpperCase() && line.length <= 100 && !/[,;(]$/.test(line) && !/^[‘'"“(]/.test(line);
}

/** Whether a text keeps a PDF's line breaks (short lines that mostly end mid-sentence). */
export function isHardWrapped(text: string): boolean {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 8) return false;
  const lengths = lines.map((l) => l.length).sort((a, b) => a - b);
  const median = lengths[Math.floor(lengths.length / 2)];
  const long = lines.filter((l) => l.length > 120).length / lines.length;
  const open = lines.filter((l) => !ENDS_SENTENCE.test(l) && !/[”"')]$/.test(l)).length / lines.length;
  return median <= 90 && long < 0.02 && open >= 0.5;
}

/** An explicit page mark: "Page 3 of 7", "3 | Page". */
const PAGE_OF = /^(?:page\s*\d+\s*(?:of\s*\d+)?|\d+\s*\|\s*page)$/i;

/**
 * Drops page furniture: page marks, and the running header or footer beside them (a short line
 * that repeats in the text, or names the case number: "Civil Appeal No.6274 of 2013").
 */
function dropPageFurniture(lines: string[]): string[] {
  const nonBlank = lines.map((l, i) => ({ l, i })).filter((x) => x.l);
  const besideMark = new Set<number>();
  const nearMark = new Set<number>();
  nonBlank.forEach((x, k) => {
    if (!PAGE_OF.test(x.l)) return;
    for (const d of [-2, -1, 1, 2]) {
      const y = nonBlank[k + d];
      if (!y) continue;
      nearMark.add(y.i);
      if (Math.abs(d) === 1) besideMark.add(y.i);
    }
  });
  const counts = new Map<string, number>();
  for (const l of lines) if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  return lines.filter((l, i) => {
    if (!l) return true;
    if (PAGE_OF.test(l)) return false;
    if (!nearMark.has(i) || l.length > 80 || NUMBERED_START.test(l) || NUMBER_ALONE.test(l)) return true;
    if (PAGE_MARK.test(l) || (counts.get(l) ?? 0) >= 2) return false;
    return !(besideMark.has(i) && /\bNos?\.\s?\d/i.test(l));
  });
}

/** Whether the line after `prev` (with or without a blank line between) starts a new paragraph. */
function breaksBefore(prev: string, next: string, blankBetween: boolean, width: number, inFragments: boolean): boolean {
  if (isCapitalsHeading(prev) || isCapitalsHeading(next)) return true;
  if (STANDALONE.test(prev) || STANDALONE.test(next) || FOOTNOTE.test(prev) || FOOTNOTE.test(next)) return true;
  // The signature block: a dotted line for the judge's signature, a name in brackets under it.
  if (/^[.…]{3,}/.test(next) || /^\([^()]+\)$/.test(prev)) return true;
  const prevEnds = (ENDS_SENTENCE.test(prev) || /[”"]$/.test(prev)) && !ABBREVIATION.test(prev);
  if (NUMBERED.test(next) || BULLET.test(next)) return prevEnds || blankBetween || prev.length < width * 0.75;
  // A sentence that ends on a short line, or before a gap, ends its paragraph.
  // A justified line the extractor split word by word ("for\n\ncomputing\n\nits\n\nincome.") is
  // not a short last line: a sentence ending there does not end the paragraph.
  // With a gap before it, a next piece that would fit on the same printed line is the rest of that
  // line (the extractor splits a line into runs), not a new paragraph.
  const sameLine = blankBetween && prev.length + 1 + next.length <= width;
  if (prevEnds && prev.length < width * 0.75 && !inFragments && !sameLine) return /^["“'‘(\[]?[A-Z0-9]/.test(next);
  return false;
}

/** Joins two lines of one paragraph: a word broken at a hyphen keeps the hyphen without a space. */
function join(a: string, b: string): string {
  if (/[A-Za-z]-$/.test(a) && /^[a-z]/.test(b)) return a + b;
  return `${a} ${b}`;
}

/**
 * The paragraphs of a hard-wrapped judgment text, each on one line: wrapped lines joined, numbered
 * paragraphs and headings kept apart, a paragraph number alone on its line put before its text,
 * page marks and running headers dropped.
 */
export function pdfParagraphs(text: string): string[] {
  const lines = dropPageFurniture(text.replace(/\r\n?/g, "\n").split("\n").map((l) => l.replace(/\s+/g, " ").trim()));
  const lengths = lines.filter(Boolean).map((l) => l.length).sort((a, b) => a - b);
  // The wrap width: most full lines reach it.
  const width = lengths.length ? lengths[Math.floor(lengths.length * 0.9)] : 80;
  const paragraphs: string[] = [];
  let current = "";
  let prev = "";
  let beforePrev = "";
  let blank = false;
  for (const line of lines) {
    if (!line) {
      blank = true;
      continue;
    }
    if (!current) current = line;
    else if (NUMBER_ALONE.test(prev) && current === prev) current = `${current} ${line}`;
    else if (breaksBefore(prev, line, blank, width, !/\s/.test(prev) && !/\s/.test(beforePrev) && !NUMBER_ALONE.test(beforePrev))) {
      paragraphs.push(current);
      current = line;
    } else current = join(current, line);
    beforePrev = prev;
    prev = line;
    blank = false;
  }
  if (current) paragraphs.push(current);
  return paragraphs;
}
