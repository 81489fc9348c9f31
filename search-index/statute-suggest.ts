/**
 * The sections suggested for a fact situation (issue 26, decision 068; issue 35 item 3): each
 * section of the statutes library the facts' words, the legal vocabulary or the top precedents point
 * to, ranked, each with its reason. Pure; the D1 side is app/services/fact-statutes.server.ts.
 * Moved out of search-index/facts.ts (the precedents' ranking stays there).
 */
import { canonicalActName } from "./acts-canon";
import { counterpartOf } from "./code-map";
import { FACTS_TUNING, sectionKey, stemSet, type FactsTuning } from "./facts";
import type { VocabularyHit } from "./legal-vocabulary";
import type { PrecedentTerm } from "./precedents";

export type SectionRow = { id: number; act: string; section: string; title: string; body: string; score: number | null };

export type LikelySection = {
  id: number;
  act: string;
  section: string;
  title: string;
  final: number;
  /** the facts' words the section's title or text holds */
  words: string[];
  /** the vocabulary's phrases of the facts that point to it */
  phrases: string[];
  /** doc ids of the top precedents that apply it, best first */
  precedents: number[];
  /** the section in the other criminal code (IPC ↔ BNS …), when the code map has it */
  counterpart: { act: string; sections: string[] } | null;
};

/**
 * The sections that likely apply: each section's bm25 over the facts' terms (scaled to the best),
 * plus the vocabulary's sections, plus the votes of the top precedents that apply it (1/(rank + 5),
 * summed, scaled to the best). `rows`: every section any of the three named, with its text score
 * (null when the text did not match).
 */
export function rankSections(
  rows: SectionRow[],
  terms: PrecedentTerm[],
  hits: VocabularyHit[],
  topPrecedents: { docId: number; sections: string[] }[],
  t: FactsTuning = FACTS_TUNING,
  factStems: ReadonlySet<string> | null = null,
): LikelySection[] {
  const best = Math.min(...rows.map((r) => r.score ?? 0), -1e-9);
  const votes = new Map<string, { v: number; docs: number[] }>();
  topPrecedents.slice(0, t.feedback).forEach((p, rank) => {
    for (const k of new Set(p.sections)) {
      const e = votes.get(k) ?? { v: 0, docs: [] };
      e.v += 1 / (rank + 5);
      e.docs.push(p.docId);
      votes.set(k, e);
    }
  });
  const maxVote = Math.max(...[...votes.values()].map((e) => e.v), 1e-9);
  const vocab = new Map<string, string[]>();
  for (const h of hits)
    for (const [act, section] of h.entry.sections) {
      const k = sectionKey(act, section);
      vocab.set(k, [...new Set([...(vocab.get(k) ?? []), ...h.phrases])]);
    }
  return rows
    .map((r) => {
      const k = r.act ? sectionKey(r.act, r.section) : `#${r.id}`;
      const vote = votes.get(k);
      const phrases = vocab.get(k) ?? [];
      const final = t.statuteText * ((r.score ?? 0) / best) + (phrases.length ? t.statuteVocabulary : 0) + (vote ? (t.statutePrecedents * vote.v) / maxVote : 0);
      const stems = stemSet(`${r.title} ${r.body}`);
      // The facts' own words it holds (a word the vocabulary added is not one of the facts').
      const words = terms.filter((x) => stems.has(x.stem) && (!factStems || factStems.has(x.stem))).map((x) => x.term).slice(0, 8);
      const cp = r.act ? counterpartOf(canonicalActName(r.act), r.section) : null;
      return { id: r.id, act: r.act, section: r.section, title: r.title, final, words, phrases, precedents: vote?.docs ?? [], counterpart: cp ? { act: cp.act, sections: cp.sections } : null };
    })
    .filter((s) => s.final > 0)
    .sort((a, b) => b.final - a.final || a.id - b.id);
}

/** The FTS5 query over the section texts: the terms quoted, heavier ones repeated; titles weigh `titleWeight`. */
export function sectionsMatch(terms: PrecedentTerm[], repeat = FACTS_TUNING.repeat): string | null {
  if (!terms.length) return null;
  const top = Math.max(...terms.map((x) => x.weight));
  const parts = terms.flatMap((x) => Array.from({ length: Math.max(1, Math.min(repeat, Math.round((repeat * x.weight) / top))) }, () => `"${x.term.replace(/"/g, "")}"`));
  return parts.join(" OR ");
}
