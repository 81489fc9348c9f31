import { expect, test } from "vitest";
import { findMatches, markRanges, parseTerms, STOP_WORDS, termsParam } from "./highlight";

/** The marked stretches of one piece of text, as strings. */
const marked = (text: string, terms: string[]) => (markRanges([text], terms).ranges.get(0) ?? []).map(([s, e]) => text.slice(s, e));

test("a single word marks words starting with it or porter variants of it, any case", () => {
  expect(marked("Murdered on bail; the BAILIFF. rebail", ["murder", "bail"])).toEqual(["Murdered", "bail", "BAILIFF"]);
  // porter: accused, accusation and accusing are all "accus", as FTS5 stores them.
  expect(marked("He was accused; the accusation and the accusing, accustomed", ["accused"])).toEqual(["accused", "accusation", "accusing"]);
  // Short words are whole words (the search does not expand two-letter prefixes either).
  expect(marked("ab abbey AB", ["ab", "x"])).toEqual(["ab", "AB"]);
});

test("an Exact phrase marks the phrase where it occurs, never its words alone", () => {
  const text = "Sobran and Durvin fled, and later the accused Sobran and Durvin were seen. And so on.";
  expect(marked(text, ["accused sobran and durvin"])).toEqual(["accused Sobran and Durvin"]);
  expect(markRanges([text], ["accused sobran and durvin"]).count).toBe(1);
});

test("a phrase matches across punctuation, whitespace, case and porter variants, as FTS5 tokenises", () => {
  expect(marked("the ACCUSED—Sobran,\n and   durvin's", ["accused sobran and durvin"])).toEqual(["ACCUSED—Sobran,\n and   durvin"]);
  expect(marked("rights of the accusing persons", ["accused person"])).toEqual(["accusing persons"]);
  expect(marked("Café Noir and cafe noir", ["cafe noir"])).toEqual(["Café Noir", "cafe noir"]);
  // Not in order, or another word between: no match.
  expect(marked("Sobran accused and Durvin; accused Sobran then and Durvin", ["accused sobran and durvin"])).toEqual([]);
});

test("a phrase across elements is marked piece by piece, inside each text node", () => {
  const pieces = ["the accused ", "Sobran", " and Durvin left"];
  const { ranges, count } = markRanges(pieces, ["accused sobran and durvin"]);
  expect(count).toBe(1);
  expect([...ranges].map(([n, list]) => list.map(([s, e]) => pieces[n].slice(s, e)))).toEqual([["accused"], ["Sobran"], ["and Durvin"]]);
  // A boundary between pieces separates words, as a tag does in the index.
  expect(findMatches(["accu", "sed Sobran"], ["accused sobran"]).matches).toEqual([]);
});

test("word lists skip stop-words unless nothing else is searched", () => {
  const text = "The bail and the jail of the State.";
  expect(marked(text, ["bail", "and", "the", "of", "jail"])).toEqual(["bail", "jail"]);
  expect(marked(text, ["the", "of"])).toEqual(["The", "the", "of", "the"]);
  expect(["and", "the", "of", "ors"].every((w) => STOP_WORDS.has(w))).toBe(true);
  // A phrase keeps its stop-words.
  expect(marked(text, ["and the jail", "and"])).toEqual(["and the jail"]);
});

test("terms are cleaned to words: user text never becomes a pattern", () => {
  expect(parseTerms("accused Sobran and Durvin|bail|(|a.b*|bail")).toEqual(["accused sobran and durvin", "bail", "a b"]);
  expect(parseTerms(null)).toEqual([]);
  expect(termsParam(["a", "b", "a", "x  y"])).toBe("a|b|x y");
  expect(marked("a.b* (x) [y] \\d+", ["(", "*", ".*", "\\d+"])).toEqual(["d"]);
});

test("each mark knows its hit: a phrase across three text nodes is one hit, the next occurrence the second", () => {
  const pieces = ["the accused ", "Sobran", " and Durvin left; later the accused Sobran and Durvin came"];
  const { ranges, hits, count } = markRanges(pieces, ["accused sobran and durvin"]);
  expect(count).toBe(2);
  expect([...ranges].map(([n]) => hits.get(n))).toEqual([[0], [0], [0, 1]]);
  expect(ranges.get(2)!.map(([s, e]) => pieces[2].slice(s, e))).toEqual(["and Durvin", "accused Sobran and Durvin"]);
});
