import { expect, test } from "vitest";
import { actsNamed, candidateStems, latestYear, pickTerms, precedentMatch, rerank } from "./precedents";

test("the text's year is the latest it mentions, not an act's year", () => {
  expect(latestYear("Civil Appeal No. 12 of 2004, decided in 2008 under the Income Tax Act, 1961", 2026)).toBe(2008);
  expect(latestYear("The Dowry Prohibition Act, 1961 applies.", 2026)).toBeNull();
  expect(latestYear("in the year 2199", 2026)).toBeNull();
});

test("function words, legal boilerplate, numbers and punctuation never become query terms", () => {
  const stems = candidateStems('The learned counsel for the appellant submitted that the "dowry" NEAR(kerosene) * ^ 302 12 ... \u0000 kerosene');
  expect(stems.map((s) => s.term).sort()).toEqual(["dowry", "kerosene", "near"]);
  expect(candidateStems("the of and ... !!! 12 34")).toEqual([]);
});

test("the ranked query quotes every term and repeats the heavier ones", () => {
  const terms = pickTerms([{ stem: "dowri", term: "dowry", tf: 5 }, { stem: "kerosen", term: "kerosene", tf: 1 }, { stem: "court", term: "courts", tf: 9 }], new Map([["dowri", 2], ["kerosen", 10], ["court", 90]]), 100);
  // A term in more than half the judgments tells nothing apart.
  expect(terms.map((t) => t.term)).toEqual(["dowry", "kerosene"]);
  expect(precedentMatch(terms)).toBe('{judgment headnotes} : ("dowry" OR "dowry" OR "dowry" OR "kerosene")');
});

test("re-ranking: shared acts lift a case, a later judgment and an overruled one fall", () => {
  const c = (docId: number, score: number, over: Partial<Parameters<typeof rerank>[0][number]> = {}) => ({ docId, score, acts: [], citedBy: 0, overruled: false, decidedYear: 1990, ...over });
  const acts = actsNamed("under the Dowry Prohibition Act, 1961");
  const ranked = rerank([c(1, -10), c(2, -9.8, { acts: ["Dowry Prohibition Act, 1961"] }), c(3, -10.5, { decidedYear: 2015 }), c(4, -10.4, { overruled: true })], acts, 2000);
  expect(ranked.map((r) => r.docId)).toEqual([2, 1, 4, 3]);
  expect(ranked[0].sharedActs).toEqual(["Dowry Prohibition Act, 1961"]);
});
