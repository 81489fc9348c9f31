import { expect, test } from "vitest";
import { allPrefixes, allWords, and, anyWord, inColumns, partyTokens, phrase, wordExpression } from "./query-compiler";
import { htmlToText, tokenize } from "./text";

test("tokenize keeps letters and digits of any script and drops every FTS5 operator character", () => {
  expect(tokenize('He said "bail" NEAR(jail, 5) -x *y ^z {a}:b [c] d\u0000e')).toEqual(["he", "said", "bail", "near", "jail", "5", "x", "y", "z", "a", "b", "c", "d", "e"]);
  expect(tokenize("धारा 302 भारतीय")).toEqual(["धारा", "302", "भारतीय"]);
  expect(tokenize("Ｓｅｃｔｉｏｎ")).toEqual(["section"]);
  expect(tokenize("x".repeat(5000)).every((t) => t.length <= 64)).toBe(true);
  expect(tokenize("a ".repeat(500))).toHaveLength(32);
  expect(tokenize(null)).toEqual([]);
});

test("the compiler quotes every token, so operator words are plain text", () => {
  expect(phrase(["bail", "is", "the", "rule"])).toBe('"bail is the rule"');
  expect(allWords(["near", "and", "not"])).toBe('"near" "and" "not"');
  expect(anyWord(["bail", "jail"])).toBe('"bail" OR "jail"');
  expect(allPrefixes(["masud", "kh"])).toBe('"masud"* "kh"');
  expect(inColumns(["judgment", "headnotes"], '"x"')).toBe('{judgment headnotes} : ("x")');
  expect(and(['"a"', null, '"b"'])).toBe('("a") AND ("b")');
  expect(and([null])).toBeNull();
  expect(wordExpression("  ", "exact")).toBeNull();
  expect(wordExpression("Bail, not jail", "any")).toBe('"bail" OR "not" OR "jail"');
});

test("htmlToText strips tags and decodes entities", () => {
  expect(htmlToText("<p>A &amp; B</p><p>C&#39;s &lt;x&gt;<br>D</p>")).toBe("A & B\nC's <x>\nD");
});

test("LIKE patterns fit D1's 50-byte limit, escapes and multi-byte characters included", async () => {
  const { likeContains, clipBytes } = await import("./text");
  const bytes = (s: string) => new TextEncoder().encode(s).length;
  expect(likeContains("penal code")).toBe("%penal code%");
  expect(likeContains("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  for (const input of ["x".repeat(5000), "%".repeat(100), "धारा".repeat(40), "👩‍⚖️".repeat(20)]) expect(bytes(likeContains(input))).toBeLessThanOrEqual(50);
  expect(clipBytes("धारा", 7)).toBe("धा");
});

test("party names leave out the words that join cause titles, unless nothing else is left", () => {
  expect(partyTokens(tokenize("Ashok Kumar and Others"))).toEqual(["ashok", "kumar"]);
  expect(partyTokens(tokenize("M/s. Kamal Trading & Anr."))).toEqual(["kamal", "trading"]);
  expect(partyTokens(tokenize("State of Punjab v. Ors"))).toEqual(["state", "punjab"]);
  expect(partyTokens(tokenize("and others"))).toEqual(["and", "others"]);
});
