import { citationsToCheck, MAX_CHECKED_CITATIONS } from "../../search-index/citation-check";
import { findCitationMatches } from "../../search-index/citations";

type Rec = { appellant?: string; respondent?: string; decision_date?: string; citations?: string[]; judgment_text: string };

/**
 * Briefs of exactly MAX_CHECKED_CITATIONS (250) citations each, from the real sample: reports the
 * corpus holds (the records' own citations), reports the judgments cite (mostly not held), case
 * names with years from the records' titles, and a few malformed or impossible ones — each a short
 * sentence, in an order shifted per brief, under the check's 64 KB.
 */
export function citationBriefs(records: Rec[], count: number): string[] {
  const held = records.flatMap((r) => (r.citations ?? []).slice(0, 1).map((c) => `The appellant relies on ${c}.`));
  const cited = [...new Map(records.slice(0, 400).flatMap((r) => findCitationMatches(r.judgment_text).map((m) => [m.citation.key, `See ${m.written.replace(/\s+/g, " ")}.`] as const))).values()];
  const named = records
    .filter((r) => r.appellant && r.respondent && r.decision_date && r.appellant.length + r.respondent.length < 90)
    .map((r) => `As held in ${r.appellant} v. ${r.respondent} (${r.decision_date!.slice(0, 4)}), the point is settled.`);
  const malformed = ["AIR 1964 XYZ 1581", "(1999) 3 SCC 1999", "(2031) 2 SCC 10", "2023 INSC 54321", "AIR 1947 SC 12", "(1955) 2 SCC 10"].map((c) => `Counsel cited ${c}.`);
  const briefs: string[] = [];
  for (let b = 0; b < count; b++) {
    const pick = <T,>(xs: T[], n: number) => Array.from({ length: Math.min(n, xs.length) }, (_, i) => xs[(i + b * 37) % xs.length]);
    // Interleaved: held, cited, named, then the malformed ones; sentences added until 250 are answered.
    const [h, c, n] = [pick(held, 300), pick(cited, 300), pick(named, 300)];
    const pool = [...malformed, ...h.flatMap((x, i) => [x, c[i], ...(i % 3 === 0 ? [n[i / 3]] : [])].filter(Boolean))];
    let text = "";
    for (const sentence of pool) {
      const next = `${text}${sentence} `;
      if (new TextEncoder().encode(next).length > 64 * 1024) break;
      const { total } = citationsToCheck(next, new Date().getUTCFullYear());
      if (total > MAX_CHECKED_CITATIONS) continue;
      text = next;
      if (total === MAX_CHECKED_CITATIONS) break;
    }
    briefs.push(text.trim());
  }
  return briefs;
}

