import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { actsNamed, brokenJoins, candidateStems, citationContext, hyphenPairs, hyphenStems, latestYear, pickTerms, precedentMatch, queryText, rerank, TUNING } from "./precedents";

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
  // Find Precedents' own limit on a large corpus is one judgment in five (TUNING.maxDf; the
  // benchmark's baseline keeps one in two); a small corpus keeps terms of up to 500 judgments.
  const stems = [{ stem: "dowri", term: "dowry", tf: 5 }, { stem: "petrol", term: "petrol", tf: 2 }];
  expect(pickTerms(stems, new Map([["dowri", 20], ["petrol", 3000]]), 10_000, 40, TUNING.maxDf).map((t) => t.term)).toEqual(["dowry"]);
  expect(pickTerms(stems, new Map([["dowri", 20], ["petrol", 3000]]), 10_000).map((t) => t.term)).toEqual(["dowry", "petrol"]);
  expect(pickTerms(stems, new Map([["dowri", 2], ["petrol", 30]]), 100, 40, TUNING.maxDf).map((t) => t.term)).toEqual(["dowry", "petrol"]);
});

test("re-ranking: shared acts lift a case, a later judgment and an overruled one fall", () => {
  const c = (docId: number, score: number, over: Partial<Parameters<typeof rerank>[0][number]> = {}) => ({ docId, score, acts: [], citedBy: 0, overruled: false, decidedYear: 1990, ...over });
  const acts = actsNamed("under the Dowry Prohibition Act, 1961");
  const ranked = rerank([c(1, -10), c(2, -9.8, { acts: ["Dowry Prohibition Act, 1961"] }), c(3, -10.5, { decidedYear: 2015 }), c(4, -10.4, { overruled: true })], acts, 2000);
  expect(ranked.map((r) => r.docId)).toEqual([2, 1, 4, 3]);
  expect(ranked[0].sharedActs).toEqual(["Dowry Prohibition Act, 1961"]);
});

test("a candidate the other good candidates cite, or that cites them, rises (the citation graph, decision 063)", () => {
  const c = (docId: number, score: number, neighbours: number[] = []) => ({ docId, score, acts: [], citedBy: 0, overruled: false, decidedYear: 1990, neighbours });
  // 3 is cited by 1 and 2, the two best by text: it passes 4, a hair ahead of it by text alone.
  const alone = rerank([c(1, -10), c(2, -9.9), c(3, -9.0), c(4, -9.05)], [], 2000);
  expect(alone.map((r) => r.docId)).toEqual([1, 2, 4, 3]);
  const linked = rerank([c(1, -10, [3]), c(2, -9.9, [3]), c(3, -9.0, [1, 2]), c(4, -9.05)], [], 2000);
  expect(linked.map((r) => r.docId).indexOf(3)).toBeLessThan(linked.map((r) => r.docId).indexOf(4));
  // An overruled candidate gains nothing from the candidates citing it (the overruling one among them), and lends nothing.
  const overruled = (docId: number, score: number, neighbours: number[]) => ({ ...c(docId, score, neighbours), overruled: true });
  const withOverruled = rerank([c(1, -10, [3]), c(2, -9.9, [3]), overruled(3, -9.0, [1, 2, 5]), c(4, -8.0), c(5, -7.9, [3])], [], 2000);
  const byId = new Map(withOverruled.map((r) => [r.docId, r.final]));
  expect(byId.get(3)).toBeCloseTo(0.9 - TUNING.overruled, 9);
  expect(byId.get(5)).toBeCloseTo(0.79, 9);
  // Without neighbours the weight changes nothing.
  expect(rerank([c(1, -10), c(2, -9.9)], [], 2000, { ...TUNING, neighbours: 1 }).map((r) => r.docId)).toEqual([1, 2]);
});

test("shared acts name each statute once, by its canonical name (issue 21 item 8)", () => {
  const acts = actsNamed("convicted under the Indian Penal Code, 1860 and the Penal Code, 1860");
  const [hit] = rerank([{ docId: 1, score: -10, acts: ["Indian Penal Code, 1860", "Penal Code, 1860", "IPC"], citedBy: 0, overruled: false, decidedYear: 1990 }], acts, 2000);
  expect(hit.sharedActs).toEqual(["Indian Penal Code, 1860"]);
});

test("the passages around citations: reporter citations, case names and research markers, the citations themselves blanked", () => {
  const filler = (word: string) => ` ${word} `.repeat(40);
  const text =
    filler("preamble") +
    "The dowry death was considered in AIR 1973 SC 1461 and (1990) 3 SCC 12 and [1962] Supp 3 SCR 1." +
    filler("middle") +
    "Bail was refused in Ram Singh v. State of Punjab on similar facts." +
    filler("between") +
    "Kerosene burns were discussed in [?CITATION?] at length." +
    filler("ending");
  const context = citationContext(text, 60);
  expect(context).toContain("dowry death");
  expect(context).toContain("Ram Singh v. State of Punjab");
  expect(context).toContain("Kerosene burns");
  expect(context).not.toMatch(/AIR 1973|SCC 12|SCR 1|CITATION/);
  // Only `window` characters of the text around them.
  expect(context).not.toMatch(/(preamble\s+){8}|(ending\s+){8}/);
  // Three citations close together make one passage, not three copies of it.
  expect(context.match(/dowry death/g)).toHaveLength(1);
  expect(citationContext("no citation at all here", 500)).toBe("");
});

test("the query is read from the passages around citations, or from the whole text when they are too short", () => {
  const long = "Facts of the matter. ".repeat(100);
  const cited = `${long} In (1990) 3 SCC 12 the court considered adverse possession of agricultural land. ${long}`;
  expect(queryText(cited, 500, 1000)).toMatchObject({ fromCitations: true });
  expect(queryText(cited, 500, 1000).text.length).toBeLessThan(1200);
  expect(queryText(cited, 20, 1000)).toEqual({ text: cited, fromCitations: false });
  expect(queryText(long, 500, 1000)).toEqual({ text: long, fromCitations: false });
  expect(queryText(cited, 0, 1000)).toEqual({ text: cited, fromCitations: false });
});

/** The 100 query judgments of the FIRE 2017 development set (real texts, ../shared/data/precedents-dev). */
const DEV_QUERIES = (): { qid: string; text: string }[] =>
  gunzipSync(readFileSync(path.resolve(__dirname, "../../shared/data/precedents-dev/queries.jsonl.gz")))
    .toString("utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

test("issue 22 item 4: no query term is a fragment of a word — on the 100 real judgments of the development set", () => {
  const fragments: string[] = [];
  for (const q of DEV_QUERIES()) {
    const text = q.text.replace(/\[\?CITATION\?\]/g, " ");
    // Every word of the text as FTS5 reads it, and each hyphenated word joined.
    const whole = new Set([...(text.toLowerCase().match(/[a-z]+/g) ?? []), ...hyphenPairs(text, 10_000).map((p) => p.a + p.b)]);
    const source = queryText(q.text);
    for (const s of candidateStems(source.text)) if (!whole.has(s.term)) fragments.push(`${q.qid}: ${s.term}`);
  }
  // On main, 82 of the 100 read fragments such as "ction", "withi", "urt", "agai" from passages cut mid-word.
  expect(fragments).toEqual([]);
});

test("issue 22 item 4: words broken by hyphenation are joined again where the index holds the joined word", () => {
  // current_case_0023 of the development set: "discrim- ination", "prin- ciple", "separa- tion of powers", "cross- examination".
  const text = "resultant hostile discrim- ination before the Board; the prin- ciple of separa- tion of powers; on cross- examination; pre- and post-trial";
  const pairs = hyphenPairs(text);
  expect(pairs.map((p) => `${p.a}|${p.b}`)).toEqual(["discrim|ination", "prin|ciple", "separa|tion", "cross|examination", "post|trial"]);
  // Only rare stems are looked up: a common one ("examin", "cross") counts as held everywhere.
  expect(hyphenStems(pairs)).toContain("inat");
  expect(hyphenStems(pairs)).not.toContain("examin");
  // Document frequencies as the index would give them: fragments are (almost) nowhere, joined words common.
  const df = new Map([
    ["discrim", 0], ["inat", 1], ["discrimin", 900],
    ["prin", 2], ["cipl", 0], ["principl", 3000],
    ["separa", 0], ["tion", 40], ["separ", 1500],
    ["cross", 5000], ["examin", 20000], ["crossexamin", 3],
    ["post", 4000], ["trial", 9000], ["posttrial", 0],
  ]);
  const joins = brokenJoins(pairs, df);
  expect([...joins].sort()).toEqual(["discrim|ination", "prin|ciple", "separa|tion"]);
  const terms = candidateStems(text, joins).map((s) => s.term);
  expect(terms).toEqual(expect.arrayContaining(["discrimination", "principle", "separation", "cross", "examination", "powers"]));
  expect(terms).not.toEqual(expect.arrayContaining(["ination"]));
  for (const fragment of ["discrim", "ination", "prin", "ciple", "separa", "tion", "crossexamination"]) expect(terms).not.toContain(fragment);
  // Without the index's say, nothing is joined.
  expect(candidateStems(text).map((s) => s.term)).toContain("ination");
});
