/**
 * The loader's side of highlighting: a .server module, so neither the case page's nor the search
 * page's bundle carries the highlighter (decision 087).
 */
import type { SearchHit } from "../../search-index/types";
import { formatDate } from "./format";
import { markRanges, termsParam } from "./highlight";

export { parseTerms } from "./highlight";

/** The `?s=term|term` a result's link to the case carries (as the preview's View Case), or "" without terms. */
export function caseLinkQuery(terms: string[]): string {
  const s = termsParam(terms);
  return s ? `?s=${encodeURIComponent(s)}` : "";
}

/** Where the terms fall in one result of the list, by the part of it they fall in (hitPieces' keys). */
export type HitMarks = Record<string, [number, number][]>;

/**
 * The texts of a result as the search list shows them, each under its key: the title, the details,
 * the matched references and the snippet's text outside the words the search already marked.
 */
export function hitPieces(hit: SearchHit): [string, string][] {
  return [
    ["title", `${hit.appellant}${hit.respondent ? ` v. ${hit.respondent}` : ""}`],
    ["docId", String(hit.docId)],
    ["citation", hit.citation ?? ""],
    ["court", hit.court ?? ""],
    ["date", hit.decidedDate ? formatDate(hit.decidedDate) : ""],
    ["caseNumber", hit.caseNumber ?? ""],
    ...(hit.matched ?? []).map((m, i): [string, string] => [`matched${i}`, m]),
    ...(hit.snippet ?? []).map((p, i): [string, string] => [`snippet${i}`, p.hit ? "" : p.text]),
  ];
}

/**
 * The search's terms marked in a result of the list (subscriber §2.4), found by the same rules as
 * in the browser (app/utils/highlight.ts: phrases whole, porter variants, stop-words skipped), on
 * the server so the page needs no highlighter and the marks are there without JavaScript; the
 * page shows them yellow after 800 ms (CSS).
 */
export function hitMarks(hit: SearchHit, terms: string[]): HitMarks {
  const pieces = hitPieces(hit);
  const { ranges } = markRanges(
    pieces.map(([, text]) => text),
    terms,
  );
  const out: HitMarks = {};
  for (const [i, list] of ranges) out[pieces[i][0]] = list;
  return out;
}
