/**
 * A legal vocabulary for fact situations (issue 26, decision 068): how facts are told ("the cheque
 * bounced", "she was burnt in her matrimonial home") against how the law names the offence or the
 * remedy ("dishonour of cheque", "dowry death") and the sections that deal with it. Used two ways:
 * a phrase found in the facts adds the law's words to the query (expansion) and marks its sections
 * as likely to apply; the old and new criminal codes are paired by search-index/code-map.ts, never here.
 *
 * Sources: each entry's `law` words and sections are the section titles of the bare acts as loaded
 * in `statute_sections` (migration 0025: civictech-India/Indian-Law-Penal-Code-Json @ 6602cf81d553 —
 * e.g. IPC 304B "Dowry death", NI Act 138 "Dishonour of cheque for insufficiency, etc., of funds in
 * the account"); the `facts` phrases are the everyday words for the same thing in Indian practice
 * ("cheque bounce", "eve teasing", "bride burning"), as judgments and police reports write them.
 * Written for any facts — not from the development set's queries or answers (docs/benchmarks.md says
 * what would over-fit). Pure data.
 */

export type VocabularyEntry = {
  /** phrases of the facts (lower case, whole words; a trailing * matches any ending) */
  facts: string[];
  /** the law's words added to the query */
  law: string[];
  /** sections that likely apply: [canonical act, section] */
  sections: [string, string][];
};

const IPC = "Indian Penal Code, 1860";
const CRPC = "Code of Criminal Procedure, 1973";
const IEA = "Indian Evidence Act, 1872";
const NIA = "Negotiable Instruments Act, 1881";
const CPC = "Code of Civil Procedure, 1908";

export const VOCABULARY: VocabularyEntry[] = [
  { facts: ["dowry death", "bride burning", "burnt* to death", "set her on fire", "set ablaze", "kerosene"], law: ["dowry", "death", "cruelty", "harassment"], sections: [[IPC, "304B"], [IPC, "498A"]] },
  { facts: ["dowry", "dowry demand*", "demand* for dowry"], law: ["dowry", "cruelty", "harassment"], sections: [[IPC, "498A"], [IPC, "304B"]] },
  { facts: ["cruelty", "harass*", "matrimonial home", "in-laws", "mother-in-law"], law: ["cruelty", "husband", "relative"], sections: [[IPC, "498A"]] },
  { facts: ["cheque bounce*", "bounced cheque*", "cheque* bounced", "cheque* dishonour*", "cheque* returned unpaid", "insufficient funds", "insufficiency of funds", "funds insufficient"], law: ["dishonour", "cheque", "insufficiency", "funds", "negotiable"], sections: [[NIA, "138"], [NIA, "139"]] },
  { facts: ["murder*", "killed", "stabbed", "strangulat*", "strangled", "shot dead", "fired at", "hacked", "done to death", "homicid*"], law: ["murder", "death", "homicide"], sections: [[IPC, "302"], [IPC, "300"]] },
  { facts: ["culpable homicide", "sudden fight", "grave and sudden provocation"], law: ["culpable", "homicide", "murder"], sections: [[IPC, "304"], [IPC, "299"]] },
  { facts: ["attempt to murder", "attempted to kill", "tried to kill", "attempt* on his life", "attempt* on her life"], law: ["attempt", "murder"], sections: [[IPC, "307"]] },
  { facts: ["common intention", "in furtherance of"], law: ["common", "intention", "furtherance"], sections: [[IPC, "34"]] },
  { facts: ["unlawful assembly", "mob", "armed with", "lathis", "sticks and", "rioting", "riot*"], law: ["unlawful", "assembly", "rioting", "common", "object"], sections: [[IPC, "149"], [IPC, "147"], [IPC, "148"]] },
  { facts: ["conspir*"], law: ["criminal", "conspiracy"], sections: [[IPC, "120B"], [IPC, "120A"]] },
  { facts: ["suicide", "hanged herself", "hanged himself", "consumed poison", "committed suicide"], law: ["abetment", "suicide"], sections: [[IPC, "306"], [IPC, "107"]] },
  { facts: ["rash and negligent", "rash or negligent", "negligent driving", "accident", "run over", "knocked down"], law: ["negligence", "rash", "negligent", "death"], sections: [[IPC, "304A"], [IPC, "279"]] },
  { facts: ["rape*", "sexual intercourse", "sexual assault*", "ravish*"], law: ["rape", "consent", "sexual"], sections: [[IPC, "376"], [IPC, "375"]] },
  { facts: ["molest*", "outrag* her modesty", "eve teasing", "eve-teasing"], law: ["outrage", "modesty", "woman", "assault"], sections: [[IPC, "354"]] },
  { facts: ["kidnap*", "abduct*", "took away the minor", "enticed away"], law: ["kidnapping", "abduction"], sections: [[IPC, "363"], [IPC, "366"], [IPC, "364"]] },
  { facts: ["ransom"], law: ["kidnapping", "ransom"], sections: [[IPC, "364A"]] },
  { facts: ["grievous hurt", "fracture*", "broke his", "broken bone*"], law: ["grievous", "hurt"], sections: [[IPC, "325"], [IPC, "326"]] },
  { facts: ["injur*", "assault*", "beat*", "hurt"], law: ["hurt", "voluntarily", "causing"], sections: [[IPC, "323"], [IPC, "324"]] },
  { facts: ["cheat*", "defraud*", "fraudulent*", "induced", "duped"], law: ["cheating", "dishonestly", "inducing", "delivery", "property"], sections: [[IPC, "420"], [IPC, "415"]] },
  { facts: ["misappropriat*", "entrusted", "breach of trust", "embezzl*", "siphon*"], law: ["criminal", "breach", "trust", "misappropriation", "entrusted"], sections: [[IPC, "406"], [IPC, "409"], [IPC, "405"]] },
  { facts: ["forg*", "fabricated document*", "false document*", "fake document*"], law: ["forgery", "forged", "document", "valuable", "security"], sections: [[IPC, "467"], [IPC, "468"], [IPC, "471"], [IPC, "465"]] },
  { facts: ["theft", "stole*", "stolen"], law: ["theft", "stolen", "property"], sections: [[IPC, "379"], [IPC, "411"]] },
  { facts: ["robbery", "robbed", "dacoity", "dacoits", "looted"], law: ["robbery", "dacoity"], sections: [[IPC, "392"], [IPC, "395"], [IPC, "396"]] },
  { facts: ["threaten*", "intimidat*", "threat to kill"], law: ["criminal", "intimidation"], sections: [[IPC, "506"]] },
  { facts: ["defam*"], law: ["defamation", "imputation", "reputation"], sections: [[IPC, "499"], [IPC, "500"]] },
  { facts: ["trespass*", "entered the house", "house-breaking"], law: ["trespass", "house"], sections: [[IPC, "447"], [IPC, "448"], [IPC, "452"]] },
  { facts: ["destroyed evidence", "disappearance of evidence", "concealed the body", "burnt the body", "threw the body"], law: ["disappearance", "evidence", "screen", "offender"], sections: [[IPC, "201"]] },
  { facts: ["public servant", "bribe*", "illegal gratification", "gratification"], law: ["public", "servant", "gratification", "corruption"], sections: [[IPC, "161"]] },
  { facts: ["dying declaration*", "statement before death", "before she died", "before he died"], law: ["dying", "declaration", "statement", "death"], sections: [[IEA, "32"]] },
  { facts: ["confess*", "extra-judicial confession"], law: ["confession", "police", "custody"], sections: [[IEA, "24"], [IEA, "25"], [IEA, "26"]] },
  { facts: ["recovered at the instance", "recovery of the weapon", "disclosure statement", "pursuant to his statement"], law: ["discovery", "information", "recovery", "custody"], sections: [[IEA, "27"]] },
  { facts: ["last seen", "circumstantial evidence"], law: ["circumstantial", "evidence", "burden", "proof"], sections: [[IEA, "106"]] },
  { facts: ["anticipatory bail", "apprehend* arrest", "apprehension of arrest"], law: ["anticipatory", "bail", "arrest"], sections: [[CRPC, "438"]] },
  { facts: ["bail", "released on bail", "enlarged on bail"], law: ["bail", "custody"], sections: [[CRPC, "437"], [CRPC, "439"]] },
  { facts: ["quash*", "abuse of the process"], law: ["inherent", "powers", "quash", "abuse", "process"], sections: [[CRPC, "482"]] },
  { facts: ["maintenance", "neglected to maintain", "refused to maintain"], law: ["maintenance", "wife", "children", "neglect"], sections: [[CRPC, "125"]] },
  { facts: ["first information report", "fir", "lodged a complaint", "lodged a report"], law: ["information", "cognizable", "police"], sections: [[CRPC, "154"]] },
  { facts: ["statement under section 313", "examination of the accused", "questioned the accused"], law: ["examine", "accused", "explain", "circumstances"], sections: [[CRPC, "313"]] },
  { facts: ["further investigation", "reinvestigation", "re-investigation"], law: ["investigation", "report", "police"], sections: [[CRPC, "173"]] },
  { facts: ["injunction", "restrain* the defendant"], law: ["injunction", "temporary", "suit"], sections: [[CPC, "94"]] },
  { facts: ["res judicata", "earlier suit", "previous suit", "former suit"], law: ["res", "judicata", "suit", "former", "directly", "substantially"], sections: [[CPC, "11"]] },
  { facts: ["second appeal", "substantial question of law"], law: ["second", "appeal", "substantial", "question", "law"], sections: [[CPC, "100"]] },
  { facts: ["execution of the decree", "executing court", "decree-holder"], law: ["execution", "decree", "executing"], sections: [[CPC, "47"]] },
];

/** A phrase of the vocabulary as a pattern over lower-case text: whole words, `*` any ending. */
export function phrasePattern(phrase: string): RegExp {
  const body = phrase
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === "*" ? "*" : `\\${c}`)).replace(/\*$/, "[a-z'-]*"))
    .join("[\\s,]+");
  return new RegExp(`(?:^|[^a-z])(${body})(?![a-z])`);
}

const PATTERNS = VOCABULARY.map((e) => ({ entry: e, patterns: e.facts.map((f) => ({ phrase: f, re: phrasePattern(f) })) }));

export type VocabularyHit = { entry: VocabularyEntry; phrases: string[] };

/** The vocabulary's entries a text's words call up, each with the phrases of the text that did. */
export function vocabularyHits(text: string): VocabularyHit[] {
  const lower = text.toLowerCase();
  const hits: VocabularyHit[] = [];
  for (const { entry, patterns } of PATTERNS) {
    // Each phrase as the facts write it ("beaten", not the pattern "beat*").
    const phrases = [...new Set(patterns.map((p) => p.re.exec(lower)?.[1]?.replace(/\s+/g, " ")).filter((m): m is string => Boolean(m)))];
    if (phrases.length) hits.push({ entry, phrases });
  }
  return hits;
}
