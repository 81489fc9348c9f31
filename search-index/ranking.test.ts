import { expect, test } from "vitest";
import { partyBoostJoin, queryTokens } from "./ranking";
import { snippetHtml, snippetNeedles, snippetParts, snippetPhrases, snippetWindowSql } from "./snippets";
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

test("snippet needles are the words as typed, then their stems as prefixes, content words first", () => {
  expect(snippetNeedles(["the", "acquitted"])).toEqual([["acquitted", "acquit"]]);
  expect(snippetNeedles(["benefit of the doubt"])).toEqual([["benefit"], ["doubt"]]);
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

const marked = (parts: { text: string; hit?: true }[]) => parts.filter((p) => p.hit).map((p) => p.text);
const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

test("issue 22 item 2: an Exact phrase's snippet shows the passage holding the phrase, marked as one phrase", () => {
  // Its words occur alone first (where the stretch starts); the phrase itself further on.
  const window = `0\x01<p>The benefit claimed was refused. ${filler(60)} There was doubt about the date. ${filler(60)} The accused must be given the Benefit of the
  doubt in such a case. ${filler(30)}</p>`;
  const parts = snippetParts(window, ["benefit of the doubt"]);
  expect(marked(parts)).toEqual(["Benefit of the doubt"]);
  expect(parts.map((p) => p.text).join("")).toContain("must be given the Benefit of the doubt in such a case");
  // A porter variant of the phrase is the phrase, as FTS5 matches it.
  expect(marked(snippetParts(`0\x01<p>${filler(50)} the benefits of the doubts were his</p>`, ["benefit of the doubt"]))).toEqual(["benefits of the doubts"]);
  // The stretch is cut from where the phrase stands as typed, before the words' first places.
  expect(snippetPhrases(["benefit of the doubt", "appeal"])).toEqual(["benefit of the doubt"]);
  const sql = snippetWindowSql(snippetNeedles(["benefit of the doubt"]), false, ["benefit of the doubt"]);
  expect(sql.params).toEqual(["benefit of the doubt", "benefit of the doubt", "benefit", "benefit", "doubt", "doubt"]);
  // Words are looked for where a word starts ("act" is not found in "contract").
  expect(sql.sql).toContain("instr(low, ' ' || ?)");
});

test("issue 22 item 2: a Freeword snippet is the passage with the most distinct query terms; nothing else is marked", () => {
  const window = `0\x01<p>The okapi was seen. ${filler(80)} An okapi, a wombat and a numbat were counted together. ${filler(80)} Okapi okapi okapi.</p>`;
  const parts = snippetParts(window, ["okapi", "wombat", "numbat"]);
  expect(marked(parts)).toEqual(["okapi", "wombat", "numbat"]);
  // Words the query did not ask for are never marked: not a phrase's words standing alone, not a
  // word that merely starts like a query word.
  const alone = snippetParts(`0\x01<p>The doubt and the benefit, the contract and the actor.</p>`, ["benefit of the doubt", "act"]);
  expect(marked(alone)).toEqual([]);
  // A passage holding no query word at all is the stretch's opening, unmarked.
  expect(marked(snippetParts(`0\x01<p>${filler(10)}</p>`, ["okapi"]))).toEqual([]);
});
