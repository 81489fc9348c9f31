import { describe, expect, test } from "vitest";
import { capitalisedOnly, citationVotes, commonTerms, detectFacts, FACTS_TUNING, factTerms, rerankFacts, sectionKey, type FactCandidate } from "./facts";
import { phrasePattern, vocabularyHits } from "./legal-vocabulary";
import { porterStem } from "./porter";

const FACTS =
  "Ramesh married Sunita in 2015. From the first year he and his mother demanded dowry. In 2018 Sunita was found burnt in the kitchen; kerosene was on her clothes. " +
  "Before she died she told the doctor that Ramesh had set her on fire.";

describe("detectFacts (issue 26)", () => {
  test("plain facts are a fact situation", () => {
    expect(detectFacts(FACTS)).toEqual({ facts: true, reason: "no citations and no judgment structure" });
  });
  test("a text that cites, names earlier cases or reads as a judgment is not", () => {
    expect(detectFacts(`${FACTS} See AIR 1973 SC 1461.`).facts).toBe(false);
    expect(detectFacts(`${FACTS} As in Ram v. State and Shyam v. Union of India.`).reason).toBe("it names earlier cases");
    expect(detectFacts(`JUDGMENT\n${FACTS}\nLearned counsel for the appellant argued. The appeal is dismissed.`).reason).toBe("it reads as a judgment");
    expect(detectFacts("facts ".repeat(9000)).facts).toBe(false);
  });
});

test("capitalisedOnly: names are words only ever written with a capital away from a sentence's start", () => {
  const names = capitalisedOnly(FACTS);
  expect(names.has("ramesh")).toBe(true);
  expect(names.has("sunita")).toBe(true);
  // "Before" starts a sentence; "dowry" is written in lower case.
  expect(names.has("before")).toBe(false);
  expect(names.has("dowry")).toBe(false);
});

test("factTerms: idf counts twice, names and the narrator's words are out, words in too many judgments are out", () => {
  const stems = ["ramesh", "dowry", "kerosene", "kitchen", "house", "complainant", "clothes"].map((w) => ({ stem: porterStem(w), term: w, tf: 2 }));
  const df = new Map([
    [porterStem("ramesh"), 3],
    [porterStem("dowry"), 40],
    [porterStem("kerosene"), 20],
    [porterStem("kitchen"), 100],
    [porterStem("house"), 300],
    [porterStem("complainant"), 10],
    [porterStem("clothes"), 900],
  ]);
  const terms = factTerms(stems, df, 1000, new Set(["ramesh"]));
  expect(terms.map((t) => t.term)).toEqual(["kerosene", "dowry", "kitchen"]);
});

test("the legal vocabulary: facts' phrases call up the law's words and sections", () => {
  const hits = vocabularyHits("The cheque issued by the accused bounced; it was returned unpaid for insufficient funds.");
  const nia = hits.find((h) => h.entry.sections.some(([a, s]) => a === "Negotiable Instruments Act, 1881" && s === "138"));
  expect(nia?.phrases).toEqual(["insufficient funds"]);
  expect(vocabularyHits("She was set ablaze in her matrimonial home")[0].entry.sections[0]).toEqual(["Indian Penal Code, 1860", "304B"]);
  // Whole words only; a trailing * takes any ending.
  expect(phrasePattern("forg*").test(" the forged deed")).toBe(true);
  expect(phrasePattern("fir").test("the firm")).toBe(false);
});

test("rerankFacts: a candidate applying a likely section rises, and says which", () => {
  const c = (docId: number, score: number, sections: string[]): FactCandidate => ({ docId, score, acts: [], citedBy: 0, overruled: false, sections, benchSize: null });
  const key = sectionKey("IPC", "304B");
  const ranked = rerankFacts([c(1, -10, []), c(2, -9.5, [key])], [key]);
  expect(ranked.map((r) => r.docId)).toEqual([2, 1]);
  expect(ranked[0].applies).toEqual([key]);
});

test("rerankFacts: pivoted length normalisation lifts a full judgment over an equal-scoring short order, not over a clearly better text match", () => {
  const c = (docId: number, score: number, length: number): FactCandidate => ({ docId, score, acts: [], citedBy: 0, overruled: false, sections: [], benchSize: null, length });
  // Off by default since decision 110; at 0.1 (decision 085), equal text scores: the 60 KB judgment before the 3 KB order.
  const on = { ...FACTS_TUNING, length: 0.1 };
  expect(rerankFacts([c(1, -10, 3_000), c(2, -10, 60_000)], [], on).map((r) => r.docId)).toEqual([2, 1]);
  // The order's text matches twice as well: it stays first.
  expect(rerankFacts([c(1, -10, 3_000), c(2, -5, 60_000)], [], on).map((r) => r.docId)).toEqual([1, 2]);
  // Off (the default, length 0), or length not known: the text alone.
  expect(rerankFacts([c(1, -10, 3_000), c(2, -9.9, 60_000)], []).map((r) => r.docId)).toEqual([1, 2]);
  expect(rerankFacts([c(1, -10, 3_000), { ...c(2, -9.9, 0), length: null }], [], on).map((r) => r.docId)).toEqual([1, 2]);
});

test("commonTerms: the facts' common words (the legal question) by tf·idf from the sample's shares, without the narrator's or the commonest, capped", () => {
  const stems = [
    { stem: porterStem("termination"), term: "termination", tf: 4 },
    { stem: porterStem("service"), term: "service", tf: 6 },
    { stem: porterStem("deceased"), term: "deceased", tf: 5 },
    { stem: porterStem("village"), term: "village", tf: 9 },
    { stem: porterStem("court"), term: "court", tf: 9 },
    { stem: porterStem("kerosene"), term: "kerosene", tf: 2 },
  ];
  const shares = { [porterStem("termination")]: 0.11, [porterStem("service")]: 0.22, [porterStem("deceased")]: 0.32, [porterStem("village")]: 0.1, [porterStem("court")]: 0.99 };
  // "village" is the narrator's word, "court" is in nearly every judgment, "deceased" in more than a
  // quarter of them (commonShare, decision 121); "kerosene" is not common (it is among the rare terms instead).
  expect(commonTerms(stems, shares).map((x) => x.term)).toEqual(["termination", "service"]);
  expect(commonTerms(stems, shares, { ...FACTS_TUNING, commonShare: 0.4 }).map((x) => x.term)).toEqual(["termination", "service", "deceased"]);
  expect(commonTerms(stems, shares, { ...FACTS_TUNING, common: 1 }).map((x) => x.term)).toEqual(["termination"]);
  expect(commonTerms(stems, shares, { ...FACTS_TUNING, common: 0 })).toEqual([]);
});

describe("the citation graph's votes (decision 110)", () => {
  const c = (docId: number, score: number, votes = 0): FactCandidate => ({ docId, score, acts: [], citedBy: 0, overruled: false, sections: [], benchSize: null, votes });

  test("citationVotes: each of the best text matches votes, by its scaled bm25, for each judgment it cites; once per pair, never for itself, none past the depth", () => {
    const candidates = [c(1, -10), c(2, -8), c(3, -5), c(4, -2)];
    const edges: [number, number][] = [
      [1, 9], // the best match (scaled 1) cites 9
      [2, 9], // the second (0.8) cites 9 too
      [2, 9], // the same citation read twice counts once
      [3, 3], // a judgment does not vote for itself
      [3, 4], // 0.5 for 4
      [4, 9], // past the depth (three): no vote
      [7, 9], // not a candidate: no vote
    ];
    const votes = citationVotes(candidates, edges, 3);
    expect(votes.get(9)).toBeCloseTo(1.8);
    expect(votes.get(4)).toBeCloseTo(0.5);
    expect(votes.has(3)).toBe(false);
    expect(citationVotes(candidates, edges, 0).size).toBe(0);
  });

  test("rerankFacts: a judgment the best matches cite rises above an equal text match, by citedByTop", () => {
    const ranked = rerankFacts([c(1, -10), c(2, -7), c(3, -7, 1.8)], []);
    expect(ranked.map((r) => r.docId)).toEqual([3, 1, 2]);
    // Off: the text alone (3 and 2 tie: the lower id first).
    expect(rerankFacts([c(1, -10), c(2, -7), c(3, -7, 1.8)], [], { ...FACTS_TUNING, citedByTop: 0 }).map((r) => r.docId)).toEqual([1, 2, 3]);
  });
});
