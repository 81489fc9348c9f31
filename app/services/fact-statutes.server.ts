/**
 * The statutes half of Find Precedents for a fact situation (issue 26, decision 068; issue 35 item
 * 3): which sections of the statutes library likely apply, each with its reason. The ranking is in
 * search-index/statute-suggest.ts; this module reads D1. facts.server.ts (the precedents) calls it.
 */
import { shortActName } from "../../search-index/acts-canon";
import { sectionKey, sectionLabel, stemSet, type FactsTuning } from "../../search-index/facts";
import type { VocabularyHit } from "../../search-index/legal-vocabulary";
import type { PrecedentTerm } from "../../search-index/precedents";
import { rankSections, sectionsMatch, type LikelySection, type SectionRow } from "../../search-index/statute-suggest";
import type { AppContext } from "../utils/context.server";
import type { StatuteHit } from "./precedents.server";

/** Sections ranked by their text; statutes shown. */
const SECTION_CANDIDATES = 60;
export const STATUTES_SHOWN = 10;

/** The sections whose title or text holds the terms, best first (bm25, titles weighing more). */
function sectionsStatement(ctx: AppContext, match: string, titleWeight: number | null, limit: number) {
  const score = titleWeight !== null ? `bm25(statute_sections_fts, ${Number(titleWeight).toFixed(2)}, 1.0)` : "bm25(statute_sections_fts)";
  return ctx.env.DB.prepare(
    `select s.id, s.act, s.section, s.title, s.body, ${score} as score
       from statute_sections_fts f join statute_sections s on s.id = f.rowid
      where statute_sections_fts match ? order by score limit ?`,
  ).bind(match, limit);
}

/** The rows of (act, section) pairs, without a text score. */
function sectionsByKey(ctx: AppContext, pairs: (readonly [string, string])[]) {
  return ctx.env.DB.prepare("select s.id, s.act, s.section, s.title, s.body, null as score from statute_sections s join json_each(?) j on s.act = j.value ->> 0 and s.section = j.value ->> 1").bind(JSON.stringify(pairs));
}

const splitKey = (k: string) => [k.slice(0, k.lastIndexOf("|")), k.slice(k.lastIndexOf("|") + 1)] as const;

/**
 * First pass, before the precedents are known: the sections the facts' words and the vocabulary
 * name (read beside the precedents' candidates).
 */
export async function sectionCandidates(ctx: AppContext, text: string, terms: PrecedentTerm[], hits: VocabularyHit[], t: FactsTuning): Promise<Map<number, SectionRow>> {
  void text;
  const vocabSections = [...new Map(hits.flatMap((h) => h.entry.sections).map(([a, s]) => [sectionKey(a, s), [a, s] as const])).values()];
  const [textSections, vocabRows] = await ctx.env.DB.batch([sectionsStatement(ctx, sectionsMatch(terms, t.repeat) ?? '""', t.titleWeight, SECTION_CANDIDATES), sectionsByKey(ctx, vocabSections)]);
  const rows = new Map<number, SectionRow>();
  for (const r of [...(textSections.results as SectionRow[]), ...(vocabRows.results as SectionRow[])]) {
    const had = rows.get(r.id);
    rows.set(r.id, { ...r, score: had?.score ?? r.score });
  }
  return rows;
}

/** Second pass: the sections the top precedents apply join the candidates, and all are ranked. */
export async function likelySections(
  ctx: AppContext,
  text: string,
  rows: Map<number, SectionRow>,
  terms: PrecedentTerm[],
  hits: VocabularyHit[],
  topForVotes: { docId: number; sections: string[] }[],
  t: FactsTuning,
): Promise<LikelySection[]> {
  const have = new Set([...rows.values()].filter((r) => r.act).map((r) => sectionKey(r.act, r.section)));
  const voted = [...new Set(topForVotes.flatMap((c) => c.sections))].filter((k) => !have.has(k)).slice(0, 90);
  if (voted.length) {
    const extra = await sectionsByKey(ctx, voted.map(splitKey)).all<SectionRow>();
    for (const r of extra.results) if (!rows.has(r.id)) rows.set(r.id, r);
  }
  return rankSections([...rows.values()], terms, hits, topForVotes, t, stemSet(text));
}

/** The likely sections as the screen shows them; `names`: the precedents shown, by doc id. */
export function statuteHits(likely: LikelySection[], names: Map<number, string>, wanted: number): StatuteHit[] {
  return likely.slice(0, wanted).map((s) => ({
    id: s.id,
    act: s.act,
    section: s.section,
    title: s.title,
    label: s.act ? sectionLabel(s.act, s.section) : s.title,
    counterpart: s.counterpart ? { act: s.counterpart.act, label: s.counterpart.sections.length ? `${shortActName(s.counterpart.act)} ${s.counterpart.sections.join(", ")}` : `none in the ${shortActName(s.counterpart.act)}` } : null,
    words: s.words,
    phrases: s.phrases,
    precedents: s.precedents.filter((d) => names.has(d)).slice(0, 3).map((d) => ({ docId: d, title: names.get(d)! })),
    precedentCount: s.precedents.length,
  }));
}

/** The benchmark's baseline: plain bm25 of every token over the section texts. */
export async function plainStatutes(ctx: AppContext, match: string, wanted: number): Promise<StatuteHit[]> {
  const secs = await sectionsStatement(ctx, match, null, Math.max(wanted, 1)).all<SectionRow>();
  return secs.results.slice(0, wanted).map((s) => ({
    id: s.id,
    act: s.act,
    section: s.section,
    title: s.title,
    label: s.act ? sectionLabel(s.act, s.section) : s.title,
    counterpart: null,
    words: [],
    phrases: [],
    precedents: [],
    precedentCount: 0,
  }));
}
