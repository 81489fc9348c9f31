/**
 * The sections suggested for a fact situation (issue 26, decision 068; issue 35 item 3): each
 * section of the statutes library the facts' words, the legal vocabulary or the top precedents point
 * to, ranked, each with its reason. Pure; the D1 side is app/services/search/fact-statutes.server.ts.
 * Moved out of search-index/facts.ts (the precedents' ranking stays there).
 */
import { canonicalActName, resolveAct, shortActName } from "./acts-canon";
import { counterpartOf } from "./code-map";
import { FACTS_TUNING, sectionKey, stemSet, type FactsTuning } from "./facts";
import { phrasePattern, type VocabularyHit } from "./legal-vocabulary";
import type { PrecedentTerm } from "./precedents";
import { LIBRARY_ACTS } from "./statute-library-acts";
import { CONSTITUTION } from "./statute-paths";
import { extractStatuteRefs } from "./statute-refs";
import { ACT_SUBJECTS, COMMUNITIES, PERSONAL_LAW } from "./statute-subjects";
import { STATUTE_VOCABULARY } from "./statute-vocabulary";

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
  facts: FactsLaw | null = null,
): LikelySection[] {
  const factStems = facts?.stems ?? null;
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
  const named = new Map((facts?.named ?? []).map((n) => [sectionKey(n.act, n.section), n.phrase]));
  return rows
    // A criminal section for plainly civil facts only when a phrase of the facts points to it (its reason shows it); an act only for facts of its subject (decision 118).
    .filter((r) => !facts || mayApply(r, facts, r.act ? (vocab.get(sectionKey(r.act, r.section)) ?? []) : []))
    .map((r) => {
      const k = r.act ? sectionKey(r.act, r.section) : `#${r.id}`;
      const vote = votes.get(k);
      const namedAs = named.get(k);
      const phrases = [...(namedAs ? [namedAs] : []), ...(vocab.get(k) ?? [])].slice(0, MAX_PHRASES);
      const final =
        t.statuteText * ((r.score ?? 0) / best) +
        (vocab.has(k) ? t.statuteVocabulary * Math.min(vocab.get(k)!.length, 3) : 0) +
        (namedAs ? NAMED_BONUS : 0) +
        (vote ? (t.statutePrecedents * vote.v) / maxVote : 0);
      const stems = stemSet(`${r.title} ${r.body}`);
      // The facts' own words it holds (a word the vocabulary added is not one of the facts').
      // With the facts read (decision 109): only their words weighed by the library (df > 0), not a law word they happen to share.
      const words = terms.filter((x) => stems.has(x.stem) && (!factStems || (factStems.has(x.stem) && x.df > 0))).map((x) => x.term).slice(0, 8);
      const cp = r.act ? counterpartOf(canonicalActName(r.act), r.section) : null;
      const titleStems = stemSet(r.title);
      const inTitle = terms.some((x) => words.includes(x.term) && titleStems.has(x.stem));
      return { id: r.id, act: r.act, section: r.section, title: r.title, final, words, phrases, precedents: vote?.docs ?? [], counterpart: cp ? { act: cp.act, sections: cp.sections } : null, inTitle };
    })
    // Shown only with a reason (decision 109): a phrase of the facts, a precedent applying it, or the
    // facts' words — three of them, or two with one in the section's title.
    .filter((s) => s.final > 0 && (!facts || s.phrases.length > 0 || s.precedents.length > 0 || s.words.length >= 3 || (s.words.length === 2 && s.inTitle)))
    .map(({ inTitle: _inTitle, ...s }) => s)
    .sort((a, b) => b.final - a.final || a.id - b.id);
}

/** The FTS5 query over the section texts: the terms quoted, heavier ones repeated; titles weigh `titleWeight`. */
export function sectionsMatch(terms: PrecedentTerm[], repeat = FACTS_TUNING.repeat): string | null {
  if (!terms.length) return null;
  const top = Math.max(...terms.map((x) => x.weight));
  const parts = terms.flatMap((x) => Array.from({ length: Math.max(1, Math.min(repeat, Math.round((repeat * x.weight) / top))) }, () => `"${x.term.replace(/"/g, "")}"`));
  return parts.join(" OR ");
}

// ------------------------------------------------------------ facts to law, honestly (decision 109)

/** Phrases of the facts shown as a section's reason. */
const MAX_PHRASES = 4;

/** A provision the facts name themselves ranks as if three of the vocabulary's phrases pointed to it. */
const NAMED_BONUS = 1.5;

/**
 * Acts of the criminal law: their sections are never suggested for plainly civil facts (no word of
 * a crime, an accused, the police or a criminal court in them).
 */
export const CRIMINAL_ACTS: ReadonlySet<string> = new Set([
  "Indian Penal Code, 1860",
  "Bharatiya Nyaya Sanhita, 2023",
  "Code of Criminal Procedure, 1973",
  "Code of Criminal Procedure, 1898",
  "Bharatiya Nagarik Suraksha Sanhita, 2023",
  "Narcotic Drugs and Psychotropic Substances Act, 1985",
  "Arms Act, 1959",
  "Prevention of Corruption Act, 1988",
  "Dowry Prohibition Act, 1961",
  "Scheduled Castes and the Scheduled Tribes (Prevention of Atrocities) Act, 1989",
  "Protection of Children from Sexual Offences Act, 2012",
  "Explosive Substances Act, 1908",
  "Immoral Traffic (Prevention) Act, 1956",
  "National Security Act, 1980",
  "Conservation of Foreign Exchange and Prevention of Smuggling Activities Act, 1974",
  "Terrorist and Disruptive Activities (Prevention) Act, 1987",
  "Official Secrets Act, 1923",
  "Prisons Act, 1894",
  "Police Act, 1861",
  "Probation of Offenders Act, 1958",
  "Essential Commodities Act, 1955",
]);

/**
 * A section of another act that is about crime all the same (Evidence Act's confessions, an act's
 * punishments). A penalty an officer levies (Customs Act s. 112, Central Excise Act s. 11AC) is no
 * crime (decision 118).
 */
const CRIMINAL_TITLE = /\b(?:accused|confessions?|offences?|offenders?|police|punishment|imprisonment|cognizance|prosecution|dowry death|abetment)\b/i;

/** The law of evidence: any facts of a crime (a trial) may concern it. */
const EVIDENCE_ACTS: ReadonlySet<string> = new Set(["Indian Evidence Act, 1872", "Bharatiya Sakshya Adhiniyam, 2023"]);

/** The codes that define offences: their sections need facts of a crime, whatever phrase points to them. */
const PENAL_CODES: ReadonlySet<string> = new Set(["Indian Penal Code, 1860", "Bharatiya Nyaya Sanhita, 2023"]);

/** The general codes of the criminal law: any facts of a crime may concern them (a special criminal act needs its own subject too). */
const GENERAL_CRIMINAL: ReadonlySet<string> = new Set([...PENAL_CODES, "Code of Criminal Procedure, 1973", "Code of Criminal Procedure, 1898", "Bharatiya Nagarik Suraksha Sanhita, 2023"]);

export function isCriminalSection(act: string, title: string): boolean {
  return CRIMINAL_ACTS.has(canonicalActName(act)) || CRIMINAL_TITLE.test(title);
}

/**
 * Words that put facts in the criminal law: an offence, its actors, its procedure. One of these is
 * enough.
 */
const CRIMINAL_WORDS = [
  "accused", "offence*", "offense*", "offender*", "crime*", "criminal*", "police", "fir", "first information report", "arrest*", "bail", "police custody", "judicial custody",
  "acquit*", "prosecut*", "sessions court", "sessions judge", "imprison*",
  "murder*", "homicide", "culpable", "dead body", "poison*", "stabbed", "rape*", "molest*", "sexual assault*", "kidnap*", "abduct*",
  "theft", "stole*", "stolen", "robbery", "robbed", "dacoit*", "burglar*", "grievous", "hurt him", "hurt her",
  "counterfeit*", "bribe*", "gratification", "extort*", "smuggl*", "narcotic*", "ganja", "charas", "heroin", "opium", "contraband",
  "dowry", "dowry death", "cruelty by", "criminal breach", "riot*", "unlawful assembly",
];
/**
 * Words of crime that civil, service and family facts use too (a departmental "charge-sheet", a
 * wife who "threatened" to end her life, a partner who "misappropriated" the firm's money, a
 * "magistrate" hearing a domestic violence application): two of them put the facts in the criminal
 * law, one does not (decision 118).
 */
const WEAK_CRIMINAL_WORDS = [
  "charge-sheet*", "chargesheet*", "charge sheet*", "convict*", "sentence*", "magistrate", "kill*", "shot", "beat*", "assault*", "cheat*", "forg*", "threaten*", "intimidat*",
  "misappropriat*", "embezzl*", "trespass*", "complainant", "fraud*", "fake",
];
const CRIMINAL_PATTERNS = CRIMINAL_WORDS.map((w) => ({ word: w.replace(/\*$/, ""), re: phrasePattern(w) }));
const WEAK_CRIMINAL_PATTERNS = WEAK_CRIMINAL_WORDS.map((w) => ({ word: w.replace(/\*$/, ""), re: phrasePattern(w) }));

/** The words of the facts that put them in the criminal law (none: the facts are not of a crime). */
export function criminalSignals(text: string): string[] {
  const lower = text.toLowerCase();
  const found = (patterns: typeof CRIMINAL_PATTERNS) =>
    patterns.flatMap(({ re }) => {
      const m = re.exec(lower);
      return m ? [m[1]] : [];
    });
  const strong = found(CRIMINAL_PATTERNS);
  const weak = found(WEAK_CRIMINAL_PATTERNS);
  return strong.length || weak.length >= 2 ? [...strong, ...weak] : [];
}

/** Places an act of one State or city is named after: such an act applies only where the facts are. */
const PLACES = ["delhi", "bombay", "mumbai", "maharashtra", "madras", "tamil", "kerala", "karnataka", "mysore", "punjab", "haryana", "bengal", "calcutta", "bihar", "orissa", "odisha", "gujarat", "rajasthan", "assam", "andhra", "telangana", "hyderabad", "goa", "uttar", "u p", "madhya", "jammu", "kashmir", "himachal", "uttarakhand", "jharkhand", "chhattisgarh"];

/** The place an act is named after ("Delhi Rent Control Act, 1958" → "delhi"), or null for a central act of India. */
export function placeOfAct(act: string): string | null {
  const first = act.toLowerCase().replace(/[.]/g, " ").replace(/\s+/g, " ").trim();
  return PLACES.find((p) => first.startsWith(`${p} `)) ?? null;
}

/** What the facts say of the law: their stems, whether they are criminal, the provisions and acts they name. */
export type FactsLaw = {
  stems: ReadonlySet<string>;
  /** the facts' words of crime ([]: plainly civil) */
  criminal: string[];
  /** places the facts name (for an act of one State) */
  text: string;
  /** provisions the facts name, as the library would hold them */
  named: { act: string; section: string; phrase: string }[];
  /** acts the facts name (canonical names where known) */
  acts: string[];
  /** acts whose subject the facts speak of (statute-subjects.ts), and the communities they name */
  subjects: ReadonlySet<string>;
  communities: ReadonlySet<string>;
};

/** "Article 226", "section 106 of the TP Act", as the facts name a provision. */
function namedPhrase(act: string, kind: "section" | "article" | "order", num: string): string {
  if (kind === "article") return act === CONSTITUTION ? `Article ${num}` : `Article ${num} of the ${shortActName(act)}`;
  if (kind === "order") return `Order ${num} of the ${shortActName(act)}`;
  return `section ${num} of the ${shortActName(act)}`;
}

/** An act written out with its year ("the Kerala Buildings (Lease and Rent Control) Act, 1965"). */
const ACT_WITH_YEAR = /\b((?:(?:\(?[A-Z][A-Za-z()&'.-]*|of|and|the|for|in|to|on)\s+){0,14}?(?:Act|Code|Sanhita|Adhiniyam))\s*(?:,\s*)?(\d{4})\b/g;
/** Short forms the facts may use alone ("under the IPC", "the SARFAESI Act"). */
const SHORT_FORM = /\b([A-Z][A-Za-z.&]{1,12}(?:\s+Act)?)\b/g;

export function readFactsLaw(text: string): FactsLaw {
  const named: FactsLaw["named"] = [];
  const acts = new Set<string>();
  for (const r of extractStatuteRefs(text)) {
    acts.add(r.act);
    if (r.kind === "order") continue;
    // The library holds the Limitation Act's Schedule articles as "Schedule Article N".
    const section = r.kind === "article" && r.act !== CONSTITUTION ? `Schedule Article ${r.num}` : r.num;
    named.push({ act: r.act, section, phrase: namedPhrase(r.act, r.kind, r.num) });
  }
  for (const m of text.matchAll(ACT_WITH_YEAR)) {
    const name = m[1].replace(/^(?:(?:The|the|of|and|for|in|In|to|on|under|Under)\s+)+/, "").trim();
    if (name.split(/\s+/).length >= 2) acts.add(canonicalActName(`${name}, ${m[2]}`));
  }
  for (const m of text.matchAll(SHORT_FORM)) {
    const act = resolveAct(m[1]);
    if (act && m[1].length <= 14 && /[A-Z]{2}/.test(m[1])) acts.add(act.name);
  }
  const lower = text.toLowerCase();
  const subjects = new Set([...SUBJECT_PATTERNS].filter(([, patterns]) => patterns.some((re) => spoken(lower, re))).map(([act]) => act));
  const communities = new Set([...COMMUNITY_PATTERNS].filter(([, patterns]) => patterns.some((re) => spoken(lower, re))).map(([c]) => c));
  return { stems: stemSet(text), criminal: criminalSignals(text), text: lower, named, acts: [...acts], subjects, communities };
}

const globalPattern = (phrase: string) => new RegExp(phrasePattern(phrase).source, "g");
const SUBJECT_PATTERNS = new Map([...ACT_SUBJECTS].map(([act, words]) => [act, words.map(globalPattern)]));
const COMMUNITY_PATTERNS = new Map([...COMMUNITIES].map(([c, words]) => [c, words.map(globalPattern)]));
/** Words that negate the phrase after them ("without a will", "no inquiry"). */
const NEGATIONS = ["without ", "no ", "not ", "never "];

/** Whether the text says the phrase, not negated. */
function spoken(lower: string, re: RegExp): boolean {
  re.lastIndex = 0;
  for (let m = re.exec(lower); m; m = re.exec(lower)) {
    const at = m.index + m[0].indexOf(m[1]);
    const before = lower.slice(Math.max(0, at - 8), at);
    if (!NEGATIONS.some((n) => before.endsWith(n))) return true;
    if (m[0].length === 0) re.lastIndex++;
  }
  return false;
}

/**
 * Whether a section may be suggested for these facts at all (decisions 109, 118). `phrases`: the
 * phrases of the facts a vocabulary's entry points to it by.
 * - Named by the facts: always.
 * - An act of one State or city only where the facts are; an act of one community's personal law
 *   not for facts that name another community.
 * - The criminal law: facts of a crime reach the general codes (a special criminal act needs its own
 *   subject too); for facts of no crime, an offence (IPC, BNS, a section about crime) never, a
 *   procedural section only when a phrase of the facts points to it ("maintenance" → CrPC 125).
 * - Every other act only for facts that speak of its subject (statute-subjects.ts), or when a phrase
 *   of more than one word points to the section ("stopped paying rent"): one word such as
 *   "redemption" (a customs fine, or a mortgage?) does not carry an act the facts do not concern.
 */
export function mayApply(r: { act: string; title: string }, facts: FactsLaw, phrases: readonly string[] | boolean = []): boolean {
  if (!r.act) return true;
  const act = canonicalActName(r.act);
  const phrased = typeof phrases === "boolean" ? phrases : phrases.length > 0;
  const longPhrase = typeof phrases === "boolean" ? phrases : phrases.some((p) => /\s/.test(p));
  if (facts.acts.includes(act)) return true;
  const place = placeOfAct(act);
  if (place && !facts.text.includes(place)) return false;
  const community = PERSONAL_LAW.get(act);
  if (community && facts.communities.size && !facts.communities.has(community)) return false;
  const subject = ACT_SUBJECTS.has(act) ? facts.subjects.has(act) : true;
  if (facts.criminal.length && EVIDENCE_ACTS.has(act)) return true;
  if (isCriminalSection(act, r.title)) {
    if (facts.criminal.length) return GENERAL_CRIMINAL.has(act) || subject;
    return phrased && !PENAL_CODES.has(act) && !CRIMINAL_TITLE.test(r.title);
  }
  return subject || longPhrase;
}

/** The statutes vocabulary's entries the facts' words call up (decision 109), as the legal vocabulary gives its hits. */
const STATUTE_PATTERNS = STATUTE_VOCABULARY.map((entry) => ({ entry, patterns: entry.facts.map((f) => phrasePattern(f)) }));
export function statuteVocabularyHits(text: string): VocabularyHit[] {
  const lower = text.toLowerCase();
  const found = STATUTE_PATTERNS.map(({ entry, patterns }) => ({
    entry,
    spans: patterns.flatMap((p) => {
      const m = p.exec(lower);
      if (!m) return [];
      const from = m.index + m[0].indexOf(m[1]);
      return [{ phrase: m[1].replace(/\s+/g, " "), from, to: from + m[1].length }];
    }),
  }));
  // A phrase inside a longer one of another entry is that one's ("a will" in "without a will", decision 118).
  const all = found.flatMap((f) => f.spans);
  const inside = (x: { from: number; to: number }) => all.some((y) => y.to - y.from > x.to - x.from && y.from <= x.from && x.to <= y.to);
  const hits: VocabularyHit[] = [];
  for (const { entry, spans } of found) {
    const phrases = [...new Set(spans.filter((x) => !inside(x)).map((x) => x.phrase))];
    if (phrases.length) hits.push({ entry, phrases });
  }
  return hits;
}

/**
 * What the library cannot answer for these facts, to be said instead of guessed: an act they name
 * that the library does not hold, a provision of a library act it lacks (`held`: the named
 * provisions found in the library, by sectionKey).
 */
export function missingFromLibrary(facts: FactsLaw, held: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const act of facts.acts) if (!LIBRARY_ACTS.has(act)) out.push(`The statutes library does not hold the ${act}: none of its sections can be suggested.`);
  for (const n of facts.named)
    if (LIBRARY_ACTS.has(n.act) && !held.has(sectionKey(n.act, n.section))) out.push(`The statutes library does not hold ${n.phrase}${n.act === CONSTITUTION ? " of the Constitution" : ""}.`);
  return out;
}
