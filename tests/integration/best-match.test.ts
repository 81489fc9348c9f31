import { env, SELF } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { saveCase, type CaseInput } from "../../app/services/cases.server";
import { createDb } from "../../app/utils/context.server";
import { createD1Backend } from "../../search-index/d1-backend";
import type { Controls, SearchQuery } from "../../search-index/types";
import { loginUser, ORIGIN, req, seed } from "./helpers";

/**
 * Issue 16 step 1: Best match weights the fields (parties and headnotes above the body), puts a
 * case holding all the words above one holding some, and leaves the spec's orders alone; every
 * text-search hit carries a snippet with the matched words marked, which cannot break the page;
 * a query longer than a search takes keeps its most telling words and the page says so.
 */
const FILLER = "The learned counsel for the parties were heard at length on the record of the proceedings. ".repeat(60);

// Crafted cases; the ones that should rank first are the OLDEST, so newest-first puts them last.
const TITLE = 9401; // parties and headnote say "quagga zebrafinch"; decided 1990
const BODY = 9402; // mentions both words once in a long body; decided 2015
const ALL = 9403; // Freeword: holds all three words once each; decided 1991
const SOME = 9404; // Freeword: holds one of the words many times; decided 2016
const HOSTILE = 9405; // text with markup-like content around the match; decided 2000

const base = (docId: number, over: Partial<CaseInput>): CaseInput => ({
  docId,
  appellant: "Ordinary Traders",
  respondent: "State of Kerala",
  judgementOrder: `<p>${FILLER}</p>`,
  courtId: 1,
  courtBranchId: 34,
  caseCategoryId: 4,
  ...over,
});

const CASES: CaseInput[] = [
  base(TITLE, {
    appellant: "Quagga Zebrafinch Society",
    decidedDay: 1, decidedMonth: 3, decidedYear: 1990,
    headnotes: [{ headnote: `<p>Breeding licence refused to a quagga zebrafinch society. ${FILLER.slice(0, 600)}</p>` }],
    judgementOrder: `<p>${FILLER}</p>`,
  }),
  base(BODY, {
    decidedDay: 1, decidedMonth: 3, decidedYear: 2015,
    judgementOrder: `<p>${FILLER.slice(0, 1200)} In passing, a quagga was said to resemble a zebrafinch; the quagga and the zebrafinch were then forgotten. ${FILLER.slice(0, 1200)}</p>`,
  }),
  base(ALL, {
    decidedDay: 1, decidedMonth: 3, decidedYear: 1991,
    judgementOrder: `<p>${FILLER} The okapi, the wombat and the numbat were counted. ${FILLER}</p>`,
  }),
  base(SOME, {
    decidedDay: 1, decidedMonth: 3, decidedYear: 2016,
    judgementOrder: `<p>Wombat wombat wombat. The wombat case: wombat and wombat again, wombat.</p>`,
  }),
  base(HOSTILE, {
    decidedDay: 1, decidedMonth: 3, decidedYear: 2000,
    judgementOrder: `<p>${FILLER}</p><p>The accused wrote &lt;script&gt;alert("x")&lt;/script&gt; beside the word capybara &amp; left &lt;b&gt;bold&lt;/b&gt; marks.</p>`,
  }),
];

let cookie: string | null = null;

beforeAll(async () => {
  await seed();
  const db = createDb(env.DB);
  for (const c of CASES) await saveCase(db, c, { actorId: null, now: new Date() });
  cookie = (await loginUser("subscriber@sar.example.com")).cookie;
});

const controls = (c: Partial<Controls> = {}): Controls => ({ page: 1, perPage: 10, dateOrder: "d", ...c });
const run = (q: SearchQuery, c: Partial<Controls> = {}) => createD1Backend(env.DB).search(q, controls(c));
const ids = async (q: SearchQuery, c: Partial<Controls> = {}) => (await run(q, c)).items.map((i) => i.docId);

const words = (method: "exact" | "all" | "any", text: string, section: "judgment" | "headnote" | "both" = "both"): SearchQuery => ({ mode: "word", text, method, section });

test("Best match: a case whose parties and headnote hold the words outranks one mentioning them once in a long body", async () => {
  expect(await ids(words("all", "quagga zebrafinch"), { relevance: true })).toEqual([TITLE, BODY]);
  // The spec's default is untouched: newest first.
  expect(await ids(words("all", "quagga zebrafinch"))).toEqual([BODY, TITLE]);
  expect(await ids(words("all", "quagga zebrafinch"), { dateOrder: "a" })).toEqual([TITLE, BODY]);
});

test("Best match in Freeword: a case holding all the words outranks one holding one of them many times", async () => {
  expect(await ids(words("any", "okapi wombat numbat"), { relevance: true })).toEqual([ALL, SOME]);
  expect(await ids(words("any", "okapi wombat numbat"))).toEqual([SOME, ALL]);
});

test("Best match in main search's judgment field and quick search's party names", async () => {
  expect(await ids({ mode: "main", judgementText: "zebrafinch" }, { relevance: true })).toEqual([BODY]);
  expect(await ids({ mode: "main", headnoteText: "quagga zebrafinch" }, { relevance: true })).toEqual([TITLE]);
  expect(await ids({ mode: "quick", text: "Quagga Zebrafinch" }, { relevance: true })).toEqual([TITLE]);
});

test("every hit of a text search carries a snippet with the matched words marked, whatever the order", async () => {
  for (const c of [{}, { relevance: true }, { dateOrder: "a" as const }, { nameOrder: "a" as const }]) {
    const result = await run(words("all", "quagga zebrafinch"), c);
    expect(result.items).toHaveLength(2);
    for (const hit of result.items) {
      const marked = (hit.snippet ?? []).filter((p) => p.hit).map((p) => p.text.toLowerCase());
      expect(marked).toContain("quagga");
      expect(marked).toContain("zebrafinch");
    }
  }
  const body = (await run(words("all", "quagga zebrafinch"))).items.find((i) => i.docId === BODY)!;
  const text = body.snippet!.map((p) => p.text).join("");
  // A passage around the match, cut short, not the whole judgment.
  expect(text).toContain("a quagga was said to resemble a zebrafinch");
  expect(text.length).toBeLessThan(400);
  expect(text.startsWith("… ")).toBe(true);
  // Structured searches have no text to show a passage of.
  const byCitation = await run({ mode: "statute", rows: [{ actName: "Nothing Act" }] });
  expect(byCitation.items.every((i) => i.snippet === undefined)).toBe(true);
});

test("a snippet never breaks the page: markup in the judgment is shown as text, matches as <mark>", async () => {
  const res = await req(`/search?mode=word&run=1&method=all&section=both&text=capybara`, { cookie });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<p class="hit-snippet">.*<mark class="hl">capybara<\/mark>/s);
  const snippet = html.match(/<p class="hit-snippet">(.*?)<\/p>/s)![1];
  expect(snippet).toContain("&lt;script&gt;alert(");
  expect(snippet).not.toContain("<script");
  expect(snippet).not.toContain("<b>");
});

test("the JSON API can ask for Best match and gets each hit's snippet as escaped HTML with the matches in <b>", async () => {
  const api = (body: unknown) =>
    SELF.fetch(`${ORIGIN}/v1/api/user/dashboardSearch?pageNumber=1&perPageLimit=10`, {
      method: "POST",
      headers: { authorization: `Bearer ${cookie!.split("=")[1]}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const search = { searchType: "WordSearch", wordSearchData: { wordSearchText: "quagga zebrafinch", wordSearchSection: "both", wordSearchMethod: "All Word" } };
  const plain = (await (await api(search)).json()) as { responseData: { ojectList: { docId: number; snippet?: string }[] } };
  expect(plain.responseData.ojectList.map((i) => i.docId)).toEqual([BODY, TITLE]);
  const ranked = (await (await api({ ...search, bestMatch: true })).json()) as typeof plain;
  expect(ranked.responseData.ojectList.map((i) => i.docId)).toEqual([TITLE, BODY]);
  expect(ranked.responseData.ojectList[1].snippet).toContain("<b>quagga</b>");
  const hostile = (await (await api({ searchType: "WordSearch", wordSearchData: { wordSearchText: "capybara", wordSearchSection: "both", wordSearchMethod: "All Word" } })).json()) as typeof plain;
  const snippet = hostile.responseData.ojectList[0].snippet!;
  expect(snippet).toContain("&lt;script&gt;");
  expect(snippet).toContain("<b>capybara</b>");
  expect(snippet.replace(/<\/?b>/g, "")).not.toMatch(/[<>]/);
});

test("a query longer than a search takes keeps its most telling words and the page says so", async () => {
  const filler = ("the of and in to that was it for on with as by at from said a an be been being but can could did do does had has " +
    "have he her his if into is its may might must not or our shall she should so such than then there these they this those upon were which").split(" ");
  // 60 different words: function words, with the two rare words at the very end.
  const long = [...filler.slice(0, 58), "quagga", "zebrafinch"].join(" ");
  expect(new Set(long.split(" ")).size).toBe(60);
  const result = await run(words("any", long), { relevance: true });
  expect(result.shortened).toMatchObject({ typed: 60 });
  expect(result.shortened!.words).toEqual(expect.arrayContaining(["quagga", "zebrafinch"]));
  expect(result.items[0]?.docId).toBe(TITLE);
  // A short query says nothing.
  expect((await run(words("any", "quagga zebrafinch"))).shortened ?? null).toBeNull();
  const res = await req(`/search?mode=word&run=1&method=free&section=both&text=${encodeURIComponent(long)}`, { cookie });
  const html = await res.text();
  expect(html).toContain("query-shortened");
  expect(html).toContain("Your search had 60 words");
});

test("Best match ranks a bounded set: the newest matches after the filters, and says so when a query has more", async () => {
  // Two matches, one ranked: only the newer one (BODY, 2015) is a candidate, and the result says so.
  const capped = await run(words("all", "quagga zebrafinch"), { relevance: true, rankCandidates: 1 });
  expect(capped.items.map((i) => i.docId)).toEqual([BODY]);
  expect(capped.rankedNewest).toBe(1);
  // Within the bound, nothing is said.
  const all = await run(words("all", "quagga zebrafinch"), { relevance: true, rankCandidates: 2 });
  expect(all.items.map((i) => i.docId)).toEqual([TITLE, BODY]);
  expect(all.rankedNewest ?? null).toBeNull();
  // The filters come before the bound: years 1990-1995 rank the old cases, not the newest matches.
  const old = await run({ mode: "main", judgementText: "wombat", yearFrom: 1990, yearTo: 1995 }, { relevance: true, rankCandidates: 1 });
  expect(old.items.map((i) => i.docId)).toEqual([ALL]);
  // Freeword within the bound: a candidate holding all the words still comes first.
  expect(await ids(words("any", "okapi wombat numbat"), { relevance: true, rankCandidates: 2 })).toEqual([ALL, SOME]);
  // An Exact phrase of common words is ranked on the pair index with the same matches.
  expect(await ids(words("exact", "the quagga and the zebrafinch"), { relevance: true })).toEqual([BODY]);
});
