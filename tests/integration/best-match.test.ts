import { env, SELF } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { type CaseInput } from "../../app/services/cases/cases.server";
import { importLines } from "../../app/services/cases/import.server";
import { createContext, createDb } from "../../app/utils/context.server";
import { createD1Backend } from "../../search-index/d1-backend";
import type { Controls, SearchQuery } from "../../search-index/types";
import { loginUser, ORIGIN, req, saveCase, seed } from "./helpers";

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

test("issue 22 item 1: Best match ranks every match — an old judgment holding every word outranks 2,100 newer ones holding fewer", async () => {
  // Beyond the 2,000 newest matches that decision 035 ranked: 2,100 judgments of 2000–2020 hold
  // "jerboa" (every third also "narwhal") many times over; one of 1955 holds "ibex", "jerboa" and
  // "narwhal" once each, in a long text; one of 1956 has "jerboa narwhal" in its headnote (and a short text).
  const ctx = createContext(env);
  const line = (id: string, date: string, text: string, headnote?: string) => JSON.stringify({ id, court: "Supreme Court of India", appellant: `Party ${id}`, respondent: "Someone", decision_date: date, judgment_text: text, ...(headnote ? { headnote } : {}) });
  const lines = Array.from({ length: 2100 }, (_, i) =>
    line(`i22-new-${i}`, `${2000 + (i % 21)}-0${1 + (i % 9)}-1${i % 10}`, `The jerboa was seen. Jerboa jerboa jerboa${i % 3 === 0 ? ", and a narwhal narwhal" : ""}. ${"Nothing more was said of it. ".repeat(2)}`),
  );
  lines.push(line("i22-old-all", "1955-04-12", `${FILLER} An ibex, a jerboa and a narwhal were counted. ${FILLER}`));
  lines.push(line("i22-old-head", "1956-06-20", "The jerboa and the narwhal.", "Jerboa narwhal: the jerboa and the narwhal."));
  const docs = new Map<string, number>();
  for (let i = 0; i < lines.length; i += 100) {
    for (const r of await importLines(ctx, lines.slice(i, i + 100).map((raw, k) => ({ line: i + k + 1, raw })))) {
      expect(r.status).not.toBe("rejected");
      if (r.status !== "rejected") docs.set(r.sourceId, r.docId);
    }
  }
  const OLD_ALL = docs.get("i22-old-all")!;
  const OLD_HEAD = docs.get("i22-old-head")!;
  // Freeword: the only judgment holding every word comes first, then those holding two of them.
  const free = await run(words("any", "ibex jerboa narwhal"), { relevance: true });
  expect(free.items[0].docId).toBe(OLD_ALL);
  expect(free.total).toBe(1000);
  expect(free.totalCapped).toBe(true);
  // Newest first is untouched: the 1955 judgment is not on its first pages.
  expect((await ids(words("any", "ibex jerboa narwhal"))).includes(OLD_ALL)).toBe(false);
  // All words: the judgment whose headnote holds both words outranks the 700 newer holding both in the text.
  expect((await run(words("all", "jerboa narwhal"), { relevance: true })).items[0].docId).toBe(OLD_HEAD);
  // The same through the main search's judgment and headnote boxes and the word search's Exact phrase.
  expect((await ids({ mode: "main", headnoteText: "jerboa narwhal" }, { relevance: true }))[0]).toBe(OLD_HEAD);
  expect((await ids(words("exact", "jerboa and the narwhal"), { relevance: true }))[0]).toBe(OLD_HEAD);
  // Filters come before the ranking: 1950–1960 ranks the two old judgments only.
  expect(await ids({ mode: "main", judgementText: "jerboa", yearFrom: 1950, yearTo: 1960 }, { relevance: true })).toHaveLength(2);
  // Pages of a ranked list tile it: page 2 continues page 1 without repeats.
  const one = await ids(words("any", "ibex jerboa narwhal"), { relevance: true });
  const two = await ids(words("any", "ibex jerboa narwhal"), { relevance: true, page: 2 });
  expect(two).toHaveLength(10);
  expect(one.filter((id) => two.includes(id))).toEqual([]);
  // The page says nothing of a bound: there is none.
  const html = await (await req(`/search?mode=word&run=1&method=free&section=both&rel=1&text=ibex+jerboa+narwhal`, { cookie })).text();
  expect(html).not.toContain("most recent of them");
  expect(html).not.toContain("common-words");
  // Words that half the judgments or more hold give bm25 nothing to rank by: listed newest first, and said so.
  const common = await run(words("all", "was said"), { relevance: true });
  expect(common.commonWords).toBe(true);
  expect(common.items.map((i) => i.docId)).toEqual(await ids(words("all", "was said")));
  const commonPage = await (await req(`/search?mode=word&run=1&method=all&section=both&rel=1&text=was+said`, { cookie })).text();
  expect(commonPage).toContain("Best match has nothing to rank them by");
  expect((await run(words("all", "ibex jerboa"), { relevance: true })).commonWords ?? false).toBe(false);
}, 180_000);

test("Best match: a case holding all of Freeword's words comes first, and an Exact phrase of common words is ranked on the pair index", async () => {
  expect(await ids(words("any", "okapi wombat numbat"), { relevance: true })).toEqual([ALL, SOME]);
  expect(await ids(words("exact", "the quagga and the zebrafinch"), { relevance: true })).toEqual([BODY]);
});

test("Best match in Freeword (decision 057): the cases holding a telling word come first; those holding only words half the judgments hold follow, newest first, and none is left out", async () => {
  // "relevant" (stem "relev") is one of the words half the real judgments hold (HALF_STEMS).
  const MANY = 9406; // says "relevant" four times in a short text; decided 2001
  const ONCE = 9407; // says it once in a long text; decided 2020
  const db = createDb(env.DB);
  await saveCase(db, base(MANY, { decidedDay: 1, decidedMonth: 3, decidedYear: 2001, judgementOrder: "<p>Relevant, relevant, relevant: the relevant facts.</p>" }), { actorId: null, now: new Date() });
  await saveCase(db, base(ONCE, { decidedDay: 1, decidedMonth: 3, decidedYear: 2020, judgementOrder: `<p>${FILLER} One relevant fact. ${FILLER}</p>` }), { actorId: null, now: new Date() });
  const q = words("any", "okapi relevant");
  const all = async (c: Partial<Controls>) => {
    const out: number[] = [];
    for (let page = 1; ; page++) {
      const r = await run(q, { ...c, page, perPage: 50 });
      out.push(...r.items.map((i) => i.docId));
      if (page >= r.pages) return { ids: out, total: r.total };
    }
  };
  const ranked = await all({ relevance: true });
  const dated = await all({});
  // The one case holding "okapi" first, then the rest exactly as newest first: the 2020 case before the 2001 one.
  expect(ranked.ids[0]).toBe(ALL);
  expect(ranked.ids.slice(1)).toEqual(dated.ids.filter((id) => id !== ALL));
  expect(ranked.ids.indexOf(ONCE)).toBeLessThan(ranked.ids.indexOf(MANY));
  // Every match is listed, once.
  expect(ranked.total).toBe(dated.total);
  expect([...ranked.ids].sort()).toEqual([...dated.ids].sort());
});
