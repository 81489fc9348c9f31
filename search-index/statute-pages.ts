/**
 * The statutes library's pages (issue 35 item 2, decision 108): stable URLs for an act and for each
 * of its provisions, and how a provision of the library meets the statute references read from the
 * judgments (table case_statute_refs: kind s section, a article, o order). Pure.
 *
 *   /statutes/constitution-of-india/article-21
 *   /statutes/bharatiya-nyaya-sanhita-2023/section-103
 *   /statutes/limitation-act-1963/schedule-article-52
 *   /statutes/constitution-of-india/schedule-7-list-i-2, …/preamble
 *
 * An act's slug is its canonical name (search-index/acts-canon.ts) in lower case, every run of other
 * characters one hyphen; a provision's slug is its kind and number ("section-21a": a trailing dot of
 * the source's "21A." is dropped). Both are read back by comparing slugs, never by guessing a name.
 */
import { resolveAct, shortActName } from "./acts-canon";
import { CONSTITUTION, isNumbered, provisionSlug, provisionWord, refNumber, slugify, type RefKey } from "./statute-paths";
import { normalizeOrderNumber, normalizeRefNumber } from "./statute-refs";

/** The one act whose Schedule has numbered articles in the library (decision 101). */
const SCHEDULE_ARTICLE = /^Schedule Article (\S+)$/;

/** An act's slug: of its canonical name when it has one. */
export const actSlug = (act: string) => slugify(resolveAct(act)?.name ?? act);

/** The page of a provision of the library. */
export const provisionPath = (act: string, section: string) => `/statutes/${actSlug(act)}/${provisionSlug(act, section)}`;
export const actPath = (act: string) => `/statutes/${actSlug(act)}`;

/**
 * The references of the judgments that meet a provision of the library, or null when none can:
 * an article of the Constitution (a), a section of any other act (s), an article of the Limitation
 * Act's Schedule (a, as judgments write "Article 52 of the Limitation Act"). The Preamble and the
 * Constitution's Schedules have no reference key.
 */
export function refKeyOf(act: string, section: string): RefKey | null {
  const s = section.trim();
  const sched = SCHEDULE_ARTICLE.exec(s);
  if (sched) return { kind: "a", num: refNumber(sched[1]) };
  if (!isNumbered(s)) return null;
  return { kind: act === CONSTITUTION ? "a" : "s", num: refNumber(s) };
}

/**
 * What a provision slug asks for, before the library is read: a numbered section or article (its
 * reference key), an order of the CPC (its reference key only), or any other provision of the
 * library by its slug (Preamble, Schedules).
 */
export function parseProvisionSlug(slug: string): { ref: RefKey | null; slug: string } | null {
  const s = slug.trim().toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+){0,12}$/.test(s) || s.length > 80) return null;
  const numbered = /^(section|article|schedule-article)-(\d{1,4}[a-z]{0,3})$/.exec(s);
  if (numbered) return { ref: { kind: numbered[1] === "section" ? "s" : "a", num: normalizeRefNumber(numbered[2]) }, slug: s };
  const order = /^order-([0-9]{1,2}|[ivxlc]{1,7})(?:-rule-(\d{1,3}[a-z]?))?$/.exec(s);
  if (order) return { ref: { kind: "o", num: normalizeOrderNumber(order[1].toUpperCase()), ...(order[2] ? { sub: normalizeRefNumber(order[2]) } : {}) }, slug: s };
  return { ref: null, slug: s };
}

/** "21A" → [21, "A"]: provisions in the order of the statute book (Preamble first, Schedules last). */
export function provisionOrder(section: string): [number, number, string] {
  const s = section.trim();
  if (/^preamble$/i.test(s)) return [0, 0, ""];
  const m = /^(\d+)([A-Za-z]{0,3})\.?$/.exec(s);
  if (m) return [1, Number(m[1]), m[2].toUpperCase()];
  const sched = /^Schedule(?: Article)? (\d+)(\D.*)?$/.exec(s);
  if (sched) return [2, Number(sched[1]), sched[2] ?? ""];
  return [3, 0, s];
}

export function compareProvisions(a: string, b: string): number {
  const x = provisionOrder(a);
  const y = provisionOrder(b);
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2], "en", { numeric: true });
}

/** The library's acts in the order a reader looks for them: the Constitution, the new codes, the old codes, then by name. */
const FIRST = [CONSTITUTION, "Bharatiya Nyaya Sanhita, 2023", "Bharatiya Nagarik Suraksha Sanhita, 2023", "Bharatiya Sakshya Adhiniyam, 2023", "Indian Penal Code, 1860", "Code of Criminal Procedure, 1973", "Indian Evidence Act, 1872", "Code of Civil Procedure, 1908"];
export function compareActs(a: string, b: string): number {
  const i = FIRST.indexOf(a);
  const j = FIRST.indexOf(b);
  if (i >= 0 || j >= 0) return (i < 0 ? FIRST.length : i) - (j < 0 ? FIRST.length : j);
  return a.localeCompare(b);
}

/** A short name for an act where one is known ("BNS"), else its name. */
export const actShort = (act: string) => shortActName(act);

/**
 * The words of a search within an act as one FTS5 query: each word quoted (an operator typed is
 * a word), all of them required; null when there is no word.
 */
export function withinActMatch(text: string): string | null {
  const words = [...new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length <= 40))].slice(0, 12);
  return words.length ? words.map((w) => `"${w}"`).join(" AND ") : null;
}

/**
 * A typed provision within an act ("21", "Art. 21", "section 103", "s 498A"): the slug of its page,
 * or null when the text is not a number of a provision.
 */
export function typedProvision(act: string, text: string): string | null {
  const m = /^\s*(?:(?:section|sec|s|article|art)\.?\s*)?(\d{1,4}\s?[a-z]{0,3})\s*$/i.exec(text);
  if (!m) return null;
  return `${provisionWord(act).toLowerCase()}-${slugify(m[1].replace(/\s/g, ""))}`;
}

/**
 * One row per provision: the library holds 13 CPC sections twice, "21A." from 0025 and "21A" from
 * 0034 (the same text), which meet at one URL; the row without the dot (India Code's) is kept.
 */
export function onePerProvision<R extends { section: string }>(act: string, rows: R[]): R[] {
  const kept = new Map<string, R>();
  for (const r of rows) {
    const slug = provisionSlug(act, r.section);
    const had = kept.get(slug);
    if (!had || (had.section.endsWith(".") && !r.section.endsWith("."))) kept.set(slug, r);
  }
  return [...kept.values()];
}

export { CONSTITUTION, provisionLabel, provisionSlug, provisionWord, referencePath, refNumber, refSlug, slugify, type RefKey } from "./statute-paths";
