/**
 * The sections suggested for a fact situation (issue 26, decision 068; issue 35 item 3): each
 * section of the statutes library the facts' words, the legal vocabulary or the top precedents point
 * to, ranked, each with its reason. Pure; the D1 side is app/services/fact-statutes.server.ts.
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
    // A criminal section for plainly civil facts only when a phrase of the facts points to it (its reason shows it).
    .filter((r) => !facts || mayApply(r, facts, r.act ? vocab.has(sectionKey(r.act, r.section)) : false))
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

/** A section of another act that is about crime all the same (Evidence Act's confessions, an act's penalties). */
const CRIMINAL_TITLE = /\b(?:accused|confessions?|offences?|offenders?|police|punishment|penalty for|imprisonment|cognizance|prosecution|dowry death|abetment)\b/i;

export function isCriminalSection(act: string, title: string): boolean {
  return CRIMINAL_ACTS.has(canonicalActName(act)) || CRIMINAL_TITLE.test(title);
}

/** Words that put facts in the criminal law: an offence, its actors, its procedure. */
const CRIMINAL_WORDS = [
  "accused", "offence*", "offense*", "offender*", "crime*", "criminal*", "police", "fir", "first information report", "arrest*", "bail", "police custody", "judicial custody",
  "convict*", "acquit*", "prosecut*", "charge-sheet*", "chargesheet*", "charge sheet*", "sessions court", "sessions judge", "magistrate", "sentence*", "imprison*",
  "murder*", "kill*", "homicide", "culpable", "dead body", "poison*", "stabbed", "shot", "rape*", "molest*", "sexual assault*", "kidnap*", "abduct*",
  "theft", "stole*", "stolen", "robbery", "robbed", "dacoit*", "burglar*", "assault*", "beat*", "grievous", "hurt him", "hurt her",
  "cheat*", "forg*", "counterfeit*", "bribe*", "gratification", "extort*", "smuggl*", "narcotic*", "ganja", "charas", "heroin", "opium", "contraband",
  "dowry", "dowry death", "cruelty by", "threaten*", "intimidat*", "criminal breach", "misappropriat*", "embezzl*", "trespass*", "riot*", "unlawful assembly",
];
const CRIMINAL_PATTERNS = CRIMINAL_WORDS.map((w) => ({ word: w.replace(/\*$/, ""), re: phrasePattern(w) }));

/** The words of the facts that put them in the criminal law (none: the facts are plainly civil). */
export function criminalSignals(text: string): string[] {
  const lower = text.toLowerCase();
  return CRIMINAL_PATTERNS.flatMap(({ re }) => {
    const m = re.exec(lower);
    return m ? [m[1]] : [];
  });
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
  return { stems: stemSet(text), criminal: criminalSignals(text), text: text.toLowerCase(), named, acts: [...acts] };
}

/**
 * Whether a section may be suggested for these facts at all (decision 109). `phrased`: a phrase of
 * the facts points to it (a vocabulary's entry), the one reason that shows a criminal section for
 * facts with no word of crime ("maintenance" → CrPC 125).
 */
export function mayApply(r: { act: string; title: string }, facts: FactsLaw, phrased = false): boolean {
  if (!r.act) return true;
  const act = canonicalActName(r.act);
  // Named by the facts: always.
  if (facts.acts.includes(act)) return true;
  // Plainly civil facts: no section of the criminal law without a phrase of the facts pointing to it.
  if (!facts.criminal.length && !phrased && isCriminalSection(act, r.title)) return false;
  // An act of one State or city only where the facts are.
  const place = placeOfAct(act);
  return !place || facts.text.includes(place);
}

/** The statutes vocabulary's entries the facts' words call up (decision 109), as the legal vocabulary gives its hits. */
const STATUTE_PATTERNS = STATUTE_VOCABULARY.map((entry) => ({ entry, patterns: entry.facts.map((f) => phrasePattern(f)) }));
export function statuteVocabularyHits(text: string): VocabularyHit[] {
  const lower = text.toLowerCase();
  const hits: VocabularyHit[] = [];
  for (const { entry, patterns } of STATUTE_PATTERNS) {
    const phrases = [...new Set(patterns.map((p) => p.exec(lower)?.[1]?.replace(/\s+/g, " ")).filter((m): m is string => Boolean(m)))];
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
