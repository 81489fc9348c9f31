import { describe, expect, test } from "vitest";
import { COMMON_STEMS } from "./common-stems";
import { documentPairs, KNOWN_SEPARATORS, phrasePairs, plainTerms } from "./phrase-pairs";
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
  test("a case keeps the adjacent pairs of common words, column by column", () => {
    for (const t of ["benefit", "of", "the", "doubt", "said", "writ", "petit", "wa"]) expect(COMMON_STEMS.has(t), t).toBe(true);
    expect(COMMON_STEMS.has("zebra")).toBe(false);
    const pairs = documentPairs(["Benefit of the doubt, zebra of", "the said writ petition"])!.split(" ");
    expect(pairs).toEqual(expect.arrayContaining(["benefit_of", "of_the", "the_doubt", "the_said", "said_writ", "writ_petit"]));
    expect(pairs).not.toContain("of_the_said");
    expect(pairs.some((p) => p.includes("zebra"))).toBe(false);
    // The last word of one column and the first of the next are not adjacent.
    expect(pairs.filter((p) => p === "of_the")).toHaveLength(1);
    expect(documentPairs(["zebra", "Ω"])).toBeNull();
  });
  test("a phrase implies the pairs of its adjacent plain common words only", () => {
    expect(phrasePairs(tokenize("benefits of the doubt"))).toEqual(["benefit_of", "of_the", "the_doubt"]);
    expect(phrasePairs(tokenize("the said writ petition was"))).toEqual(["the_said", "said_writ", "writ_petit", "petit_wa"]);
    // A rare word breaks the chain; a word of another script too (FTS5 may split it differently).
    expect(phrasePairs(tokenize("zebra xylophone of the"))).toEqual(["of_the"]);
    expect(phrasePairs(tokenize("of café the"))).toEqual([]);
    // Query syntax is plain text: only the words count.
    expect(phrasePairs(tokenize('"the" ^ said* -writ'))).toEqual(["the_said", "said_writ"]);
  });
});
