/**
 * Find Precedents for a fact situation (issue 26, decision 068): a page of plain facts — no
 * citations, no judgment around them — to the precedents and the sections that likely apply. Knows
 * nothing of Remix; the D1 side is app/services/search/facts.server.ts. The judgment-in-hand path stays in
 * search-index/precedents.ts; this module only borrows its word counting and term statistics.
 *
 * 1. Detection: a text is read as facts when it cites nothing (no reporter citation, no research
 *    marker, at most one "X v. Y") and has no judgment structure (a JUDGMENT heading, "…, J.",
 *    "HELD", "appeal is dismissed", "learned counsel", "we are of the view" …) — or when the user says so.
 * 2. Query terms: the facts' words as the index stems them, less function words, legal
 *    boilerplate, the narrator's words ("complainant", "aged", "resident") and party names (a word
 *    only ever written with a capital, away from a sentence's start, that few judgments hold); the
 *    rest scored by tf-idf against the index with idf counted twice (the high-IDF terms carry a fact
 *    situation: "kerosene", "dowry", "cheque"), and nothing held by more than `maxDf` of the
 *    judgments. Then the legal vocabulary (search-index/legal-vocabulary.ts): a phrase of the facts
 *    ("the cheque bounced") adds the law's words ("dishonour", "insufficiency").
 * 3. The ranked query's top candidates, and the judgments its best fifty cite (the citation graph,
 *    decision 110), are re-ranked with what the corpus knows: how many of the best text matches cite
 *    each, the sections they apply against the sections that likely apply here (step 4), how often
 *    they are cited, the size of the bench, the court, overruled status.
 * 4. Sections: the section texts (`statute_sections`) ranked by the same terms (titles count
 *    more), plus the vocabulary's sections, plus the sections the top precedents apply — each with
 *    why: the facts' words it holds, the vocabulary's phrase, the precedents that apply it.
 */
import { canonicalActName, shortActName } from "./acts-canon";
import type { VocabularyHit } from "./legal-vocabulary";
import { porterStem } from "./porter";
import { CITATION_PATTERNS, type PrecedentTerm } from "./precedents";
import { STOP_WORDS } from "./ranking";

/** A fact situation longer than this is not one (AILA's run to 6 KB; a judgment is read as one). */
export const MAX_FACTS_CHARS = 40_000;

/** What marks a judgment rather than a statement of facts. */
const JUDGMENT_MARKS: RegExp[] = [
  // A line start then spaces and tabs only (a run of blank lines read from each line start is quadratic; the last line start of a run finds the same).
  /^[^\S\n\r\u2028\u2029]*J\s*U\s*D\s*G\s*(?:E\s*)?M\s*E\s*N\s*T\b/m,
  /\b[A-Z][A-Za-z.]+,\s*J\.(?:\s|$)/,
  /^[^\S\n\r\u2028\u2029]*HELD\b/m,
  /\b(?:appeal|petition|application|writ petition)s?\s+(?:is|are|stands?|must be|is accordingly|are accordingly)\s+(?:dismissed|allowed|disposed of)/i,
  /\blearned\s+(?:senior\s+)?counsel\b/i,
  /\bwe\s+(?:are|were)\s+(?:of|not)\s+the\s+(?:view|opinion)\b/i,
  /\bIN\s+THE\s+(?:SUPREME|HIGH)\s+COURT\b/,
  /\b(?:REPORTABLE|NON-REPORTABLE)\b/,
  /\bHon'?ble\b/,
];

export type Detected = { facts: boolean; reason: string };

/** Whether a text reads as a fact situation rather than a judgment, and why. */
export function detectFacts(text: string): Detected {
  if (text.length > MAX_FACTS_CHARS) return { facts: false, reason: "long enough to be a judgment" };
  let citations = 0;
  let names = 0;
  for (const p of CITATION_PATTERNS) {
    const n = [...text.matchAll(p.re)].length;
    if (p.blank) citations += n;
    else names += n;
  }
  if (citations > 0) return { facts: false, reason: "it cites earlier judgments" };
  if (names > 1) return { facts: false, reason: "it names earlier cases" };
  const marks = JUDGMENT_MARKS.filter((re) => re.test(text)).length;
  if (marks >= 2) return { facts: false, reason: "it reads as a judgment" };
  return { facts: true, reason: "no citations and no judgment structure" };
}

/** The narrator's words of a fact situation: they say who and where, not what happened in law. */
export const FACT_STOP_WORDS: ReadonlySet<string> = new Set(
  ("complainant complainants informant plaintiff plaintiffs defendant defendants accused aged age resident residents village villages " +
    "district police station named name names mentioned stated alleged allegedly narrated told went came took place around about " +
    "morning evening night noon hours hour later earlier next previous following thereafter subsequently meanwhile sometime " +
    "january february march april may june july august september october november december " +
    "shri smt sri kumar kumari son daughter father mother brother sister wife's husband's s/o w/o d/o r/o " +
    "four five six seven eight nine ten applies apply applied client client's")
    .split(" "),
);
const FACT_STOP_STEMS: ReadonlySet<string> = new Set([...FACT_STOP_WORDS].map((w) => porterStem(w)));

/**
 * Party and place names: words only ever written with a capital, at least once away from the start
 * of a sentence ("Ramesh", "Ghaziabad"). Lower case, as counted.
 */
export function capitalisedOnly(text: string): Set<string> {
  const lower = new Set<string>();
  const inside = new Set<string>();
  for (const m of text.matchAll(/[A-Za-z][A-Za-z']*/g)) {
    const word = m[0];
    const key = word.toLowerCase().replace(/'s$/, "");
    if (/^[a-z]/.test(word)) {
      lower.add(key);
      continue;
    }
    // A heading in capitals says nothing; a word after a full stop, a colon or a line's start may be any word.
    if (word.length > 1 && word === word.toUpperCase()) continue;
    let i = m.index! - 1;
    while (i >= 0 && text[i] !== "\n" && /\s/.test(text[i])) i--;
    if (i >= 0 && !/[.!?:;\n"'(\[\u2018\u201c]/.test(text[i])) inside.add(key);
  }
  return new Set([...inside].filter((w) => !lower.has(w)));
}

/**
 * The knobs of the facts path, general by design (docs/benchmarks.md says why and what would over-fit).
 * terms: query terms from the facts; maxDf: a term held by more than this share of the judgments
 * tells a fact situation nothing; nameDf: a capitalised-only word held by fewer than this share is a
 * name; law: weight of a vocabulary word against the facts' median term; section*: re-ranking
 * bonuses on bm25 scaled to the best candidate's; sectionsUsed: how many of the likely sections
 * count for a candidate; feedback: how many top precedents vote for the sections they apply.
 */
export type FactsTuning = {
  terms: number;
  maxDf: number;
  nameDf: number;
  law: number;
  repeat: number;
  headnoteWeight: number;
  sectionBonus: number;
  sectionsUsed: number;
  /** the facts' common words (in 5 % or more of the judgments: "termination", "sentence", "acquittal") sent once each, at most this many */
  common: number;
  /** …and none held by more than this share of the sample's judgments ("court", "appeal", "officer": they tell no question apart, and cost the most) */
  commonShare: number;
  /** pivoted length normalisation: this × ln(characters of the judgment) added to the scaled bm25 */
  length: number;
  citedBy: number;
  bench: number;
  overruled: number;
  feedback: number;
  /** the citation graph: a candidate cited by the best text matches gains this × the sum of their scaled bm25 (`citationVotes`) */
  citedByTop: number;
  /** …counting the first this many text matches */
  citingDepth: number;
  /** statutes: the text's bm25 (scaled), the vocabulary's bonus, the precedents' votes */
  statuteText: number;
  statuteVocabulary: number;
  statutePrecedents: number;
  titleWeight: number;
};

export const FACTS_TUNING: FactsTuning = {
  terms: 40,
  maxDf: 0.15,
  nameDf: 0.02,
  law: 1,
  repeat: 3,
  headnoteWeight: 4,
  sectionBonus: 0.08,
  sectionsUsed: 5,
  common: 15,
  // 0.4 until decision 121: the 216 words in a quarter to two fifths of the judgments ("death", "deceased",
  // "conduct", "confirm") tell the legal question less than they cost; without them MAP rose on both halves of Q1–Q30.
  commonShare: 0.25,
  // Off since decision 110 (with the citation graph's votes it lost on both halves of Q1–Q30).
  length: 0,
  citedBy: 0.03,
  bench: 0.03,
  overruled: 0.15,
  feedback: 20,
  // 0.5 until decision 121 (with the common words cut at a quarter of the judgments, 0.7 won on the even half, 1 on the odd).
  citedByTop: 0.7,
  citingDepth: 50,
  statuteText: 1,
  statuteVocabulary: 0.5,
  statutePrecedents: 1,
  titleWeight: 3,
};

/**
 * The facts' query terms: tf-idf with idf counted twice (the rare words of a fact situation say what
 * it is about), names and the narrator's words out, nothing in more than `maxDf` of the judgments.
 */
export function factTerms(
  stems: { stem: string; term: string; tf: number }[],
  df: Map<string, number>,
  corpus: number,
  names: ReadonlySet<string>,
  t: FactsTuning = FACTS_TUNING,
): PrecedentTerm[] {
  const n = Math.max(corpus, 1);
  const most = Math.max(n * t.maxDf, Math.min(n * 0.5, 50));
  return stems
    .filter((s) => !FACT_STOP_STEMS.has(s.stem) && !FACT_STOP_WORDS.has(s.term))
    .map((s) => ({ ...s, df: df.get(s.stem) ?? 0 }))
    .filter((s) => s.df > 0 && s.df <= most && !(names.has(s.term) && s.df < n * t.nameDf))
    .map((s) => {
      const idf = Math.log(1 + n / s.df);
      return { ...s, weight: (1 + Math.log(s.tf)) * idf * idf };
    })
    .sort((a, b) => b.weight - a.weight || a.stem.localeCompare(b.stem))
    .slice(0, t.terms);
}

/**
 * The facts' common words: stems in 5 % or more of the judgments (COMMON_STEMS, never counted in
 * the index — counting them is the slow part at 100,000 cases — but weighed by `shares`, their
 * share of the sample's judgments), less the narrator's words and those in more than
 * `commonShare` of the judgments, best tf·idf first. A fact situation's legal question is usually
 * told in such words ("termination of service", "enhancement of sentence", "appeal against
 * acquittal"): the rare words say what happened, these say what is in issue. They go into the
 * query once each: FTS5's own idf weighs them (low), so they order what the rare words find
 * rather than lead.
 */
export function commonTerms(stems: { stem: string; term: string; tf: number }[], shares: Readonly<Record<string, number>>, t: FactsTuning = FACTS_TUNING): PrecedentTerm[] {
  return stems
    .map((s) => ({ ...s, share: shares[s.stem] }))
    .filter((s) => s.share !== undefined && s.share <= t.commonShare && !FACT_STOP_STEMS.has(s.stem) && !FACT_STOP_WORDS.has(s.term))
    .map((s) => ({ stem: s.stem, term: s.term, tf: s.tf, df: 0, weight: (1 + Math.log(s.tf)) * Math.log(1 / Math.max(s.share, 0.01)) }))
    .sort((a, b) => b.weight - a.weight || a.stem.localeCompare(b.stem))
    .slice(0, t.common);
}

/**
 * The vocabulary's words for the phrases found, as query terms beside the facts' own: each weighs
 * `law` × the median of the facts' terms; a word already among them is not repeated. Their `df`
 * from the index (a word the index does not hold, or holds in too many judgments, is left out of
 * the judgments' query; `anyDf` keeps them all, for the section texts).
 */
export function lawTerms(hits: VocabularyHit[], terms: PrecedentTerm[], df: Map<string, number>, corpus: number, t: FactsTuning = FACTS_TUNING, anyDf = false): PrecedentTerm[] {
  const have = new Set(terms.map((x) => x.stem));
  // The same bound as the facts' own terms: a word in most judgments ("death", "property") tells
  // little and makes the OR query score most of a large corpus (speed at 100,000 cases).
  const most = Math.max(corpus * t.maxDf, Math.min(corpus * 0.5, 50));
  const weights = terms.map((x) => x.weight).sort((a, b) => a - b);
  const median = weights.length ? weights[Math.floor(weights.length / 2)] : 1;
  const out: PrecedentTerm[] = [];
  for (const h of hits)
    for (const word of h.entry.law) {
      const stem = porterStem(word);
      const d = df.get(stem) ?? 0;
      // For the section texts (a small table with its own statistics) every law word counts (`anyDf`).
      if (have.has(stem) || (!anyDf && (!d || d > most))) continue;
      have.add(stem);
      out.push({ term: word, stem, tf: 1, df: d, weight: median * t.law });
    }
  return out;
}

/** Stems of a text, for the statutes' "the facts' words it holds". */
export function stemSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z']*[a-z]/g)) {
    const w = m[0].replace(/'s$/, "");
    if (!STOP_WORDS.has(w)) out.add(porterStem(w));
  }
  return out;
}

/** A section's key across tables: canonical act + section, upper case ("Indian Penal Code, 1860|304B"). */
export const sectionKey = (act: string, section: string) => `${canonicalActName(act)}|${section.replace(/\s+/g, "").toUpperCase()}`;

/** How a section is written in a list: "IPC 304B", "NI Act 138". */
export const sectionLabel = (act: string, section: string) => `${shortActName(act)} ${section}`;

export type FactCandidate = {
  docId: number;
  score: number;
  acts: string[];
  citedBy: number;
  overruled: boolean;
  /** sections it applies (case_statute_refs, kind s), as sectionKey */
  sections: string[];
  /** judges on the bench (null: not known) */
  benchSize: number | null;
  /** characters of the judgment's text (null: not known) */
  length?: number | null;
  /** the best text matches that cite it, by their scaled bm25 (`citationVotes`) */
  votes?: number;
};

/**
 * The citation graph's vote for each judgment: the sum, over the first `depth` text matches (by
 * bm25) that cite it, of their bm25 scaled to the best match's. The judgments that say most about
 * the facts cite the precedents a lawyer would; a judgment several of them cite is likely one
 * even when its own words are far from the facts' (the judgments that cite alike are about the same
 * question: bibliographic coupling, Kessler 1963). Each citing judgment votes once for each it
 * cites. `edges`: [citing, cited]. Decision 110.
 */
export function citationVotes(candidates: { docId: number; score: number }[], edges: [number, number][], depth: number): Map<number, number> {
  const best = Math.min(...candidates.map((c) => c.score), -1e-9);
  const top = new Map(
    [...candidates]
      .sort((a, b) => a.score - b.score || a.docId - b.docId)
      .slice(0, depth)
      .map((c) => [c.docId, c.score / best]),
  );
  const votes = new Map<number, number>();
  const seen = new Set<string>();
  for (const [from, to] of edges) {
    const w = top.get(from);
    const key = `${from}|${to}`;
    if (w === undefined || from === to || seen.has(key)) continue;
    seen.add(key);
    votes.set(to, (votes.get(to) ?? 0) + w);
  }
  return votes;
}

/**
 * The candidates in their final order: bm25 scaled to the best (1 = best), plus `length` × ln of
 * the judgment's length (pivoted length normalisation, Singhal, Buckley & Mitra, SIGIR 1996: bm25's
 * b 0.75 — fixed in FTS5 — takes more from a long judgment than its chance of being the one
 * wanted; a precedent is more often a full judgment than a short order; 0 since decision 110), a
 * bonus per likely section (the first `sectionsUsed`) the candidate applies, for being cited, for
 * being cited by the best text matches (`votes`, decision 110), for a larger bench; less a penalty
 * when overruled. Each keeps which likely sections it applies (its reason).
 */
export function rerankFacts<C extends FactCandidate>(candidates: C[], likely: string[], t: FactsTuning = FACTS_TUNING): (C & { final: number; applies: string[] })[] {
  const best = Math.min(...candidates.map((c) => c.score), -1e-9);
  const wanted = likely.slice(0, t.sectionsUsed);
  return candidates
    .map((c) => {
      const applies = wanted.filter((k) => c.sections.includes(k));
      const final =
        c.score / best +
        (c.length ? t.length * Math.log(c.length) : 0) +
        applies.reduce((sum, k) => sum + t.sectionBonus / (1 + wanted.indexOf(k) * 0.25), 0) +
        t.citedBy * Math.log1p(c.citedBy) +
        t.citedByTop * (c.votes ?? 0) +
        (c.benchSize && c.benchSize > 2 ? t.bench * Math.log2(c.benchSize / 2) : 0) -
        (c.overruled ? t.overruled : 0);
      return { ...c, final, applies };
    })
    .sort((a, b) => b.final - a.final || a.docId - b.docId);
}

/** Every distinct word of a text, quoted, as one OR query: the benchmark's plain BM25 ("whole query text, every token"). */
export function everyTokenMatch(text: string, max = 1000): string | null {
  const words = [...new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length <= 40))].slice(0, max);
  return words.length ? words.map((w) => `"${w}"`).join(" OR ") : null;
}
