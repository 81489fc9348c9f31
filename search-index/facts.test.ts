import { describe, expect, test } from "vitest";
import { capitalisedOnly, detectFacts, factTerms, rankSections, rerankFacts, sectionKey, type FactCandidate, type SectionRow } from "./facts";
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

test("rankSections: text, vocabulary and the top precedents' votes, each kept as a reason", () => {
  const rows: SectionRow[] = [
    { id: 1, act: "Indian Penal Code, 1860", section: "304B", title: "Dowry death", body: "Where the death of a woman is caused by any burns", score: -4 },
    { id: 2, act: "Indian Penal Code, 1860", section: "302", title: "Punishment for murder", body: "Whoever commits murder", score: -2 },
    { id: 3, act: "Indian Evidence Act, 1872", section: "113B", title: "Presumption as to dowry death", body: "", score: null },
  ];
  const terms = [{ term: "dowry", stem: porterStem("dowry"), tf: 1, df: 1, weight: 1 }];
  const hits = vocabularyHits("kerosene");
  const ranked = rankSections(rows, terms, hits, [{ docId: 7, sections: [sectionKey("Indian Evidence Act, 1872", "113B")] }]);
  expect(ranked.map((s) => s.section)).toEqual(["304B", "113B", "302"]);
  expect(ranked[0]).toMatchObject({ words: ["dowry"], phrases: ["kerosene"], counterpart: { act: "Bharatiya Nyaya Sanhita, 2023", sections: ["80"] } });
  expect(ranked[1].precedents).toEqual([7]);
});

test("rerankFacts: a candidate applying a likely section rises, and says which", () => {
  const c = (docId: number, score: number, sections: string[]): FactCandidate => ({ docId, score, acts: [], citedBy: 0, overruled: false, sections, benchSize: null });
  const key = sectionKey("IPC", "304B");
  const ranked = rerankFacts([c(1, -10, []), c(2, -9.5, [key])], [key]);
  expect(ranked.map((r) => r.docId)).toEqual([2, 1]);
  expect(ranked[0].applies).toEqual([key]);
});
