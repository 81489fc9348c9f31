import { describe, expect, test, vi } from "vitest";
import { KNOWN_SEPARATORS, pairIndexStatements, pairSequence, pairSqlFallback, phraseAsPairs, plainTerms } from "./phrase-pairs";
import { porterStem } from "./porter";
import { tokenize } from "./text";

describe("porterStem (FTS5's porter rules; checked against FTS5 itself on the real judgments in the integration tests)", () => {
  test("the classic examples of each step", () => {
    const cases: Record<string, string> = {
      caresses: "caress", ponies: "poni", ties: "ti", caress: "caress", cats: "cat", // 1a
      feed: "feed", agreed: "agre", plastered: "plaster", bled: "bled", motoring: "motor", sing: "sing", // 1b
      conflated: "conflat", troubled: "troubl", sized: "size", hopping: "hop", falling: "fall", hissing: "hiss", filing: "file", // 1b clean-up
      happy: "happi", sky: "sky", // 1c
      relational: "relat", conditional: "condit", rational: "ration", digitizer: "digit", predication: "predic", decisiveness: "decis", // 2
      triplicate: "triplic", formative: "form", electrical: "electr", hopeful: "hope", goodness: "good", // 3
      revival: "reviv", allowance: "allow", inference: "infer", adjustable: "adjust", replacement: "replac", adoption: "adopt", effective: "effect", // 4
      probate: "probat", rate: "rate", cease: "ceas", controll: "control", roll: "roll", // 5
    };
    for (const [word, stem] of Object.entries(cases)) expect(porterStem(word), word).toBe(stem);
  });
  test("words of judgments; short and overlong tokens pass through", () => {
    expect(["was", "the", "benefits", "petition", "judgment", "saying", "beings", "of", "a"].map(porterStem)).toEqual(["wa", "the", "benefit", "petit", "judgment", "sai", "be", "of", "a"]);
    const long = "x".repeat(65) + "ing";
    expect(porterStem(long)).toBe(long);
    expect(porterStem("302")).toBe("302");
  });
});

describe("phrase pairs", () => {
  test("a plain text's terms are its ASCII words, lower-cased and stemmed; typographic punctuation separates", () => {
    expect(plainTerms("The Appellant’s “benefit”—of…the DOUBT ₹5,000")).toEqual(["the", "appel", "s", "benefit", "of", "the", "doubt", "5", "000"]);
    // Letters of other scripts, digits like ½ and private-use characters are parts of words: FTS5 splits those texts.
    expect(plainTerms("café")).toBeNull();
    expect(plainTerms("2½ years")).toBeNull();
    expect(plainTerms("\uf0b7 item")).toBeNull();
    expect(KNOWN_SEPARATORS.test("½")).toBe(false);
  });
  test("a text's pair sequence holds, at each position, the pair starting there or, for two rare words, the filler", () => {
    expect(pairSequence("Benefit of the doubt, zebra of the")).toBe("benefit_of of_the the_doubt doubt_zebra zebra_of of_the");
    // Two rare words side by side: the filler.
    expect(pairSequence("the zebra xylophone of")).toBe("the_zebra _ xylophon_of");
    expect(pairSequence("the said writ petition")).toBe("the_said said_writ writ_petit");
    expect(pairSequence("one")).toBe("");
    expect(pairSequence("Ω of the")).toBeNull();
  });
  test("an Exact phrase is the phrase of its pairs unless two rare words stand side by side", () => {
    expect(phraseAsPairs(tokenize("benefits of the doubt"))).toBe("benefit_of of_the the_doubt");
    expect(phraseAsPairs(tokenize("the said writ petition was"))).toBe("the_said said_writ writ_petit petit_wa");
    // Query syntax is plain text: only the words count.
    expect(phraseAsPairs(tokenize('"the" ^ said* -writ'))).toBe("the_said said_writ");
    expect(phraseAsPairs(tokenize("The goods arrived in the port"))).toBe("the_good good_arriv arriv_in in_the the_port");
    // Two rare words side by side, a single word or a word of another script: case_fts answers.
    expect(phraseAsPairs(tokenize("zebra xylophone of the"))).toBeNull();
    expect(phraseAsPairs(tokenize("the"))).toBeNull();
    expect(phraseAsPairs(tokenize("of café the"))).toBeNull();
  });
});

test("a pair reader that throws never fails the case's write: FTS5 splits the text instead (decision 098)", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const failing = () => {
    throw new Error("pair reader failed");
  };
  expect(pairIndexStatements(42, "the benefit of the doubt", "", failing)).toEqual(pairSqlFallback(42, ["the benefit of the doubt", ""]));
  expect(warn.mock.calls.some((c) => /reader pairSequence failed on search key 42/.test(String(c[0])))).toBe(true);
  warn.mockRestore();
  // The reader as it is: one plain insert.
  expect(pairIndexStatements(42, "the benefit of the doubt", "")).toHaveLength(1);
});
