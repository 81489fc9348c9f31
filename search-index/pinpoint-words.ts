/**
 * How the product writes a paragraph it shows, quotes, links or copies (issue 33 items 1–2,
 * docs/decisions/102). A paragraph is the court's number ("para 23"), or — in a judgment the court
 * did not number — the reporter's own count of its blocks, which is never written as if it were the
 * court's: "SAR para 23", and stored as "[23]", as the case view's margin shows it. Pure, no imports:
 * the copy panel (loaded in the browser) uses it too.
 */

/** The reporter's mark on its own count of an unnumbered judgment's blocks. */
export const REPORTER_MARK = "SAR";

/** What a stored pinpoint (case_references.pinpoint, watch_events.pinpoint) says: the anchor's label, and whether it is the court's number. */
export type Pinpoint = { label: string; court: boolean };

const LABEL = /^\d{1,4}(?:\.\d{1,2}){0,2}$/;

/** The stored form: the court's label as it is ("23", "23.1"), the reporter's count in brackets ("[23]"). */
export function storePinpoint(label: string | null, scheme: "court" | "reporter"): string | null {
  if (label === null || !LABEL.test(label)) return null;
  return scheme === "court" ? label : `[${label}]`;
}

/** A stored pinpoint read back; null for none or anything that is not one. */
export function readPinpoint(stored: string | null | undefined): Pinpoint | null {
  if (!stored) return null;
  const court = !stored.startsWith("[");
  const label = court ? stored : stored.endsWith("]") ? stored.slice(1, -1) : "";
  return LABEL.test(label) ? { label, court } : null;
}

/** "para 23" for the court's number, "SAR para 23" for the reporter's count. */
export function paraWords(p: Pinpoint): string {
  return p.court ? `para ${p.label}` : `${REPORTER_MARK} para ${p.label}`;
}

/** Said beside the reporter's count wherever it is shown alone (a quote, a warning, an alert). */
export const NO_COURT_NUMBERS = "the judgment has no paragraph numbers";

/** A place in a citing judgment, in running text: "para 23", or "SAR para 23 (the judgment has no paragraph numbers)". */
export function placeWords(p: Pinpoint): string {
  return p.court ? paraWords(p) : `${paraWords(p)} (${NO_COURT_NUMBERS})`;
}

/** The same, to stand inside parentheses after a quote: "para 23", or "SAR para 23: the judgment has no paragraph numbers". */
export function placeAside(p: Pinpoint): string {
  return p.court ? paraWords(p) : `${paraWords(p)}: ${NO_COURT_NUMBERS}`;
}

/**
 * A pinpoint citation to copy: "(1973) 4 SCC 225, para 23" with the court's number; with the
 * reporter's count, marked as the reporter's: "[1977] 3 SCR 113 (SAR para 10)" — never ", para 10",
 * which a reader would take for the report's own paragraph.
 */
export function pinpointCitation(citation: string, p: Pinpoint): string {
  return p.court ? `${citation}, para ${p.label}` : `${citation} (${paraWords(p)})`;
}

/**
 * A citation's shape for a loose comparison: its numbers in any order, its letters in order, "Suppl"
 * as "Supp" — "[1977] 3 S.C.R. 113" and "1977 (3) SCR 113" agree, "[1959] Suppl. 1 SCR 404" and
 * "1959 (1) Suppl.SCR 404" too. (The parser, which knows every form, stays on the server.)
 */
function citationShape(text: string): string {
  const t = text.toLowerCase().replace(/\bsuppl\b/g, "supp");
  const numbers = (t.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);
  const letters = t.replace(/[^a-z]/g, "");
  return numbers.length && letters ? `${numbers.join(",")}|${letters}` : "";
}

/** Whether two ways of writing a citation name the same report (loosely: see citationShape). */
export function sameCitation(a: string, b: string): boolean {
  const sa = citationShape(a);
  return sa !== "" && sa === citationShape(b);
}

/**
 * The case's citations with the one the reader arrived by (`?cite=`, when it is one of them) first;
 * otherwise the preferred citation first, as given.
 */
export function citationsArrivedBy(citations: string[], arrivedBy: string | null): string[] {
  if (!arrivedBy) return citations;
  const at = citations.findIndex((c) => sameCitation(c, arrivedBy));
  return at <= 0 ? citations : [citations[at], ...citations.slice(0, at), ...citations.slice(at + 1)];
}

/**
 * A pinpoint to a paragraph the judgment does not have (decision 092), where the judgment has no
 * numbers of its own: said so, with the reporter's count marked (`labels`: the anchors in order).
 */
export function noSuchCountedParagraph(asked: string, labels: readonly string[]): string {
  const range = labels.length ? `; the reporter's own count runs ${REPORTER_MARK} para ${labels[0]}–${labels[labels.length - 1]}` : "";
  return `Paragraph ${asked} is not in this judgment: ${NO_COURT_NUMBERS}${range}.`;
}
