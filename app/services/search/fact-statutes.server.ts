/**
 * The statutes half of Find Precedents for a fact situation (issue 26, decision 068; issue 35 item
 * 3): which sections of the statutes library likely apply, each with its reason. The ranking is in
 * search-index/statute-suggest.ts; this module reads D1. facts.server.ts (the precedents) calls it.
 */
import { shortActName } from "../../../search-index/acts-canon";
import { capitalisedOnly, FACT_STOP_WORDS, sectionKey, sectionLabel, type FactsTuning } from "../../../search-index/facts";
import type { VocabularyHit } from "../../../search-index/legal-vocabulary";
import { porterStem } from "../../../search-index/porter";
import { candidateStems, type PrecedentTerm } from "../../../search-index/precedents";
import { missingFromLibrary, rankSections, readFactsLaw, sectionsMatch, statuteVocabularyHits, type FactsLaw, type LikelySection, type SectionRow } from "../../../search-index/statute-suggest";
import type { AppContext } from "../../utils/context.server";
import type { StatuteHit } from "./precedents-core.server";

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

/** The facts' words for the section texts: at most this many, none held by more than this share of the library's provisions. */
const LIBRARY_TERMS = 30;
const LIBRARY_MAX_DF = 0.06;
const FACT_STOP_STEMS = new Set([...FACT_STOP_WORDS].map((w) => porterStem(w)));

/** What the first pass read, for the second: the candidate rows, the terms they were ranked by, what the facts say of the law. */
export type SectionCandidates = { rows: Map<number, SectionRow>; terms: PrecedentTerm[]; facts: FactsLaw; hits: VocabularyHit[] };

/**
 * The facts' words weighed by the library's own statistics (decision 109): tf × idf², idf over the
 * provisions (not over the judgments, which know nothing of a word only the acts use — "lessee",
 * "arrears"), names and the narrator's words out.
 */
async function libraryTerms(ctx: AppContext, text: string): Promise<PrecedentTerm[]> {
  const names = capitalisedOnly(text);
  const stems = candidateStems(text)
    .filter((s) => !FACT_STOP_STEMS.has(s.stem) && !FACT_STOP_WORDS.has(s.term) && !names.has(s.term))
    .slice(0, 80);
  if (!stems.length) return [];
  const db = ctx.env.DB;
  const counts = await db.batch([
    db.prepare("select count(*) as n from statute_sections"),
    ...stems.map((s) => db.prepare("select count(*) as n from statute_sections_fts where statute_sections_fts match ?").bind(`"${s.term.replace(/"/g, "")}"`)),
  ]);
  const n = Math.max(Number((counts[0].results[0] as { n: number }).n), 1);
  return stems
    .map((s, i) => ({ ...s, df: Number((counts[i + 1].results[0] as { n: number }).n) }))
    .filter((s) => s.df > 0 && s.df <= n * LIBRARY_MAX_DF)
    .map((s) => {
      const idf = Math.log(1 + n / s.df);
      return { ...s, weight: (1 + Math.log(s.tf)) * idf * idf };
    })
    .sort((a, b) => b.weight - a.weight || a.stem.localeCompare(b.stem))
    .slice(0, LIBRARY_TERMS);
}

/**
 * First pass, before the precedents are known (read beside the precedents' candidates): the
 * sections the facts' words name over the whole library, those both vocabularies point to, and
 * those the facts name themselves. `terms`: the precedents' terms (their vocabulary's law words
 * are kept, at the median weight of the facts' own).
 */
export async function sectionCandidates(ctx: AppContext, text: string, terms: PrecedentTerm[], hits: VocabularyHit[], t: FactsTuning): Promise<SectionCandidates> {
  const facts = readFactsLaw(text);
  const allHits = [...hits, ...statuteVocabularyHits(text)];
  const own = await libraryTerms(ctx, text);
  const weights = own.map((x) => x.weight).sort((a, b) => a - b);
  const median = weights.length ? weights[Math.floor(weights.length / 2)] : 1;
  const have = new Set(own.map((x) => x.stem));
  const lawWords = [...terms.filter((x) => !facts.stems.has(x.stem)).map((x) => x.term), ...allHits.flatMap((h) => h.entry.law)];
  const law: PrecedentTerm[] = [];
  for (const word of lawWords) {
    const stem = porterStem(word.toLowerCase());
    if (have.has(stem)) continue;
    have.add(stem);
    law.push({ term: word, stem, tf: 1, df: 0, weight: median * t.law });
  }
  const all = [...own, ...law];
  const pairs = [...allHits.flatMap((h) => h.entry.sections), ...facts.named.map((n) => [n.act, n.section] as [string, string])];
  const byKey = [...new Map(pairs.map(([a, s]) => [sectionKey(a, s), [a, s] as const])).values()];
  const [textSections, vocabRows] = await ctx.env.DB.batch([sectionsStatement(ctx, sectionsMatch(all, t.repeat) ?? '""', t.titleWeight, SECTION_CANDIDATES), sectionsByKey(ctx, byKey)]);
  const rows = new Map<number, SectionRow>();
  for (const r of [...(textSections.results as SectionRow[]), ...(vocabRows.results as SectionRow[])]) {
    const had = rows.get(r.id);
    rows.set(r.id, { ...r, score: had?.score ?? r.score });
  }
  return { rows, terms: all, facts, hits: allHits };
}

/**
 * Second pass: the sections the top precedents apply join the candidates, and all are ranked —
 * each with its reason, none of the criminal law for plainly civil facts, none of a State's act for
 * facts elsewhere (decision 109). The first pass holds the terms, hits and facts the sections need;
 * `text`, `terms` and `hits` stay in the signature facts.server.ts calls.
 */
export async function likelySections(
  ctx: AppContext,
  _text: string,
  first: SectionCandidates,
  _terms: PrecedentTerm[],
  _hits: VocabularyHit[],
  topForVotes: { docId: number; sections: string[] }[],
  t: FactsTuning,
): Promise<LikelySection[]> {
  const { rows } = first;
  const have = new Set([...rows.values()].filter((r) => r.act).map((r) => sectionKey(r.act, r.section)));
  const voted = [...new Set(topForVotes.flatMap((c) => c.sections))].filter((k) => !have.has(k)).slice(0, 90);
  if (voted.length) {
    const extra = await sectionsByKey(ctx, voted.map(splitKey)).all<SectionRow>();
    for (const r of extra.results) if (!rows.has(r.id)) rows.set(r.id, r);
  }
  return rankSections([...rows.values()], first.terms, first.hits, topForVotes, t, first.facts);
}

/**
 * What the panel should say instead of guessing (decision 109): the acts the facts name that the
 * library does not hold, and the provisions of its acts it lacks.
 */
export async function libraryGaps(ctx: AppContext, text: string): Promise<string[]> {
  const facts = readFactsLaw(text);
  if (!facts.acts.length) return [];
  const asked = facts.named.map((n) => [n.act, n.section] as const);
  const found = asked.length ? (await sectionsByKey(ctx, asked).all<SectionRow>()).results : [];
  return missingFromLibrary(facts, new Set(found.map((r) => sectionKey(r.act, r.section))));
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
