import { expect, test } from "vitest";
import { partyBoostJoin, queryTokens } from "./ranking";
import { snippetHtml, snippetNeedles, snippetParts } from "./snippets";
import { MAX_TOKENS } from "./text";

test("a query within the limit is kept whole and not reported as shortened", () => {
  expect(queryTokens("murder of the wife", false)).toEqual({ tokens: ["murder", "of", "the", "wife"], shortened: null });
});

test("a long word list keeps its most telling words, in the order typed, rather than its first ones", () => {
  const fillers = "the of and in to that was it for on with as by at from said a an be been being but can could did do does had has have he".split(" ");
  const { tokens, shortened } = queryTokens([...fillers, "dowry", "strangulation"].join(" "), false);
  expect(tokens).toHaveLength(MAX_TOKENS);
  expect(tokens).toContain("dowry");
  expect(tokens).toContain("strangulation");
  expect(tokens.indexOf("dowry")).toBeLessThan(tokens.indexOf("strangulation"));
  expect(shortened).toMatchObject({ typed: fillers.length + 2, kept: MAX_TOKENS });
});

test("a long Exact phrase keeps its most telling run of consecutive words", () => {
  const words = [...Array.from({ length: 40 }, () => "the"), "dowry", "death", "by", "strangulation"];
  const { tokens } = queryTokens(words.join(" "), true);
  expect(tokens).toHaveLength(MAX_TOKENS);
  expect(tokens.slice(-4)).toEqual(["dowry", "death", "by", "strangulation"]);
});

test("snippet needles are stems found as prefixes, content words first", () => {
  expect(snippetNeedles(["the", "acquitted"])).toEqual(["acquit"]);
  expect(snippetNeedles(["benefit of the doubt"])).toEqual(["benefit", "doubt"]);
});

test("a snippet is plain text around the first match, porter variants marked, cut tags dropped", () => {
  const window = `${400}\x01ss="x">Some words before. The accused was acquitted of the charge by the <b>Sessions</b> &amp; High Court after &lt;b&gt; trial <i cla`;
  const parts = snippetParts(window, ["acquitting"]);
  expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(["acquitted"]);
  const text = parts.map((p) => p.text).join("");
  expect(text).toContain("Sessions & High Court after <b> trial");
  expect(text).not.toContain("cla");
  expect(snippetHtml(parts)).toContain("&lt;b&gt; trial");
  expect(snippetHtml(parts)).toContain("<b>acquitted</b>");
});

test("no match in the text gives its opening, unmarked", () => {
  const parts = snippetParts(`0\x01<p>The appeal is dismissed.</p>`, ["zebra"]);
  expect(parts).toEqual([{ text: "The appeal is dismissed." }]);
});

test("Best match's party boost keeps telling words only: 'state', 'code' in a party's name lift nothing", () => {
  expect(partyBoostJoin(["state", "code", "the"], "o.k")).toBeNull();
  const boost = partyBoostJoin(["kesavananda", "state", "bharati"], "o.k")!;
  expect(boost.params).toEqual(['{appellant respondent acts topics} : ("kesavananda" OR "bharati")']);
  expect(boost.join).toContain("gb.k = o.k");
});
