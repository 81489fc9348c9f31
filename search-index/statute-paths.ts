/**
 * The statutes library's URLs that a page's own code needs (issue 35 item 2, decision 108): a
 * provision's slug and label, and where a judgment's reference reads its text. Light on purpose —
 * no act tables, no list of the library's acts — as the case view's components import it (the case
 * page's JavaScript is at its weight budget). The rest: statute-pages.ts.
 */

export const CONSTITUTION = "Constitution of India";
/** A reference's key in case_statute_refs (kind s section, a article, o order; an order's rule in `sub`). */
export type RefKey = { kind: "s" | "a" | "o"; num: string; sub?: string };

/** "21A." → "21A", "498-a" → "498A" (as statute-refs.ts's normalizeRefNumber). */
export const refNumber = (section: string) => section.replace(/\.$/, "").replace(/[\s-]+/g, "").toUpperCase();

/** "Bharatiya Nyaya Sanhita, 2023" → "bharatiya-nyaya-sanhita-2023". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const isNumbered = (section: string) => /^\d+[A-Za-z]{0,3}\.?$/.test(section.trim());

/** The word for an act's numbered provisions: the Constitution has articles, the rest sections. */
export const provisionWord = (act: string) => (act === CONSTITUTION ? "Article" : "Section");

/** How a provision is named on its page and in lists: "Article 21", "Section 103", "Schedule Article 52", "Preamble". */
export function provisionLabel(act: string, section: string): string {
  const s = section.trim().replace(/\.$/, "");
  return isNumbered(s) ? `${provisionWord(act)} ${s}` : s;
}

/** A provision's slug: "article-21", "section-103", "schedule-article-52", "schedule-7-list-i-2", "preamble". */
export function provisionSlug(act: string, section: string): string {
  return slugify(provisionLabel(act, section));
}

/**
 * The provision a reference of a judgment names, as the library would hold it: the slug of its
 * page (an order of the CPC has a page of its own only for its references: "order-39-rule-1").
 * "Art. 226" of the Constitution → article-226; an article of another act (the Limitation Act's
 * Schedule) → schedule-article-N; "s. 302" → section-302.
 */
export function refSlug(act: string, ref: RefKey): string {
  if (ref.kind === "o") return `order-${slugify(ref.num)}${ref.sub ? `-rule-${slugify(ref.sub)}` : ""}`;
  if (ref.kind === "a") return act === CONSTITUTION ? `article-${slugify(ref.num)}` : `schedule-article-${slugify(ref.num)}`;
  return `section-${slugify(ref.num)}`;
}

/**
 * Where a reference of a judgment's "Statutes Referred" ("s. 302", "Art. 226", "O. 39 r. 1") reads
 * its text: the provision's page (/statutes/constitution-of-india/article-226). For an act the
 * library does not hold, that page sends the reader on to statute search (statutes.server.ts).
 * Null when the label is not a reference's.
 */
export function referencePath(act: string, label: string): string | null {
  // The case view's acts are canonical names already (search-index/case-statutes.ts).
  const name = act.trim();
  if (!name) return null;
  const m = /^(s|Art|O)\. ([0-9A-Za-z-]{1,12})(?:\(.{0,60}\))?(?: r\. ([0-9A-Za-z]{1,6}))?$/.exec(label);
  if (!m) return null;
  const ref: RefKey = m[1] === "s" ? { kind: "s", num: m[2] } : m[1] === "Art" ? { kind: "a", num: m[2] } : { kind: "o", num: m[2], ...(m[3] ? { sub: m[3] } : {}) };
  return `/statutes/${slugify(name)}/${refSlug(name, ref)}`;
}
