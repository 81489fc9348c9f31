/**
 * A case's title as other judgments cite it (decision 090): many IRLeD records print no cause title
 * (decision 055), yet judgments citing them write the name before the citation ("… in The Tata Iron
 * & Steel Co. Ltd. v. The State of Bihar [1958] S.C.R. 1355"). From the references resolved to a
 * case by citation (never by name: that would be circular), the name written before each is read
 * (`nameAsCited`), and `chooseTitleAsCited` takes a title only when enough distinct citing
 * judgments agree on one name and no other name has as many (precision first). Pure.
 */
import { nameBefore, nameKey } from "./case-names";
import { cleanParty } from "./cause-title";
import { parseCitation } from "./citations";

/** One citing judgment's name for the cited case, as written before a citation of it, with the citation's year. */
export type CitedName = { citingDocId: number; appellant: string; respondent: string; year: number };

/**
 * The rule: how many distinct citing judgments must agree on a name (no other name may have as
 * many), and whether any other name at all vetoes it. `npm run bench:titles` measures the variants.
 */
export type TitleRule = { minAgreeing: number; unanimous: boolean };
export const TITLE_RULE: TitleRule = { minAgreeing: 2, unanimous: false };

/**
 * The name written just before a citation in a reference's sentence (its snippet), with the
 * citation's year. The citation is found as written (`asWritten`), or the longest start of it the
 * snippet ends with (a snippet cut short keeps "[1958] S.C.R." of "[1958] S.C.R. 1355"). `nameKeyYear`
 * (the graph's stored name key's year) gives the year when the citation does not parse. Null when
 * there is no name or the citation is not in the snippet.
 */
export function nameAsCited(snippet: string | null, asWritten: string, nameKeyYear?: number | null): Omit<CitedName, "citingDocId"> | null {
  if (!snippet) return null;
  const text = snippet.replace(/\s+/g, " ");
  const written = asWritten.replace(/\s+/g, " ").trim();
  let at = text.indexOf(written);
  if (at < 0) {
    // Cut short: the snippet ends with a start of the citation (at least its year and a reporter's first letters).
    const end = (text.endsWith("…") ? text.slice(0, -1) : text).trimEnd();
    for (let k = written.length - 1; k >= 8 && at < 0; k--) if (end.endsWith(written.slice(0, k))) at = end.length - k;
  }
  if (at <= 0) return null;
  const name = nameBefore(text.slice(0, at));
  if (!name) return null;
  const year = parseCitation(written)?.year ?? nameKeyYear ?? null;
  if (!year) return null;
  return { appellant: name.appellant, respondent: name.respondent, year };
}

/** A name's key without a year ("tata iron steel v state bihar"): the grouping of names as cited; null when nameKey refuses it. */
export const nameOnlyKey = (appellant: string, respondent: string) => nameKey(appellant, respondent, 0)?.replace(/\|0$/, "") ?? null;

/** A side as a title shows it: cleaned as the extractor cleans a party, without a sentence's full stop after a word ("State of Madras." but "Co. Ltd."). */
function sideOf(raw: string): string | null {
  const s = cleanParty(raw);
  return s && /\b[A-Z][a-z]{2,}\.$/.test(s) && !/\b(?:Ltd|Anr|Ors|Bros|Pvt|Corpn|Govt|Etc|Admn|Co)\.$/i.test(s) ? s.slice(0, -1) : s;
}

export type TitleAsCited = { appellant: string; respondent: string; key: string; citers: number };

/**
 * The title to give a case from the names other judgments cite it by, or null. Names whose
 * citation's year is more than one from the case's decision year (when it has one) are left out;
 * each side is cleaned as the text extractor cleans a party (`cleanParty`). A name counts once per
 * citing judgment. A title is taken when at least `rule.minAgreeing` distinct citing judgments write
 * one name (by its key) and no other name has as many (with `rule.unanimous`, no other name at all); it is written in the form most of them use
 * (ties: the longer, then the first in order of the alphabet, so the choice never depends on order).
 */
export function chooseTitleAsCited(names: CitedName[], decidedYear: number | null | undefined, rule: TitleRule = TITLE_RULE): TitleAsCited | null {
  const groups = new Map<string, { citers: Set<number>; forms: Map<string, Set<number>> }>();
  for (const n of names) {
    if (decidedYear && Math.abs(n.year - decidedYear) > 1) continue;
    const a = sideOf(n.appellant);
    const b = sideOf(n.respondent);
    if (!a || !b) continue;
    const key = nameOnlyKey(a, b);
    if (!key) continue;
    const g = groups.get(key) ?? { citers: new Set(), forms: new Map() };
    groups.set(key, g);
    g.citers.add(n.citingDocId);
    const form = `${a} v. ${b}`;
    g.forms.set(form, (g.forms.get(form) ?? new Set()).add(n.citingDocId));
  }
  const ranked = [...groups].sort((x, y) => y[1].citers.size - x[1].citers.size);
  const [best, second] = ranked;
  if (!best || best[1].citers.size < rule.minAgreeing || (second && (rule.unanimous || second[1].citers.size === best[1].citers.size))) return null;
  const [form] = [...best[1].forms].sort((x, y) => y[1].size - x[1].size || y[0].length - x[0].length || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))[0];
  const split = form.lastIndexOf(" v. ");
  return { appellant: form.slice(0, split), respondent: form.slice(split + 4), key: best[0], citers: best[1].citers.size };
}
