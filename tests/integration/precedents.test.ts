import { env, SELF } from "cloudflare:test";
import { beforeAll, expect, inject, test } from "vitest";
import type { CaseInput } from "../../app/services/cases/cases.server";
import { importLines } from "../../app/services/cases/import.server";
import { findPrecedents, PRECEDENTS_BAD_MODE, similarCases } from "../../app/services/search/precedents.server";
import { searchNotices } from "../../app/utils/copy";
import { createDb } from "../../app/utils/context.server";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { refreshIncoming } from "../../app/services/graph/incoming.server";
import { corpusScores } from "../../app/services/search/corpus-bm25.server";
import { precedentBm25 } from "../../search-index/precedents";
import { all, caseAll, caseOne, ctxAt, html, loginUser, one, ORIGIN, req, saveCase, seed } from "./helpers";

/**
 * Issue 16: Find Precedents (the search screen's sixth entry and POST /v1/api/user/findPrecedents)
 * and Similar Cases on the case view, on crafted cases in a real D1.
 */
const DOWRY = 9501; // dowry death by burning, Dowry Prohibition Act; 1995
const DOWRY2 = 9502; // dowry harassment, Dowry Prohibition Act; 2005
const LAND = 9503; // land acquisition compensation; 1998
const TAX = 9504; // income tax depreciation; 2001
const LATER = 9505; // dowry again, but in another court; 2012

const FILLER = "The matter was listed for hearing and the parties were heard. ".repeat(20);
const base = (docId: number, year: number, text: string, over: Partial<CaseInput> = {}): CaseInput => ({
  docId,
  appellant: `Appellant ${docId}`,
  respondent: "State of Haryana",
  judgementOrder: `<p>${FILLER}</p><p>${text}</p><p>${FILLER}</p>`,
  courtId: 1,
  courtBranchId: 34,
  caseCategoryId: 4,
  decidedDay: 10,
  decidedMonth: 5,
  decidedYear: year,
  ...over,
});

const CASES: CaseInput[] = [
  base(DOWRY, 1995, "The deceased wife died of burn injuries within seven years of marriage; the husband and his mother had demanded dowry, a scooter and cash, and subjected her to cruelty. Kerosene was found on her clothes. The dying declaration named the mother-in-law.", {
    acts: ["Dowry Prohibition Act, 1961", "Indian Penal Code, 1860"],
  }),
  base(DOWRY2, 2005, "Harassment for dowry: the husband demanded a refrigerator and cash and the wife was subjected to cruelty; she returned to her parents' home. Kerosene, burn injuries and a dying declaration are not in question here.", {
    acts: ["Dowry Prohibition Act, 1961"],
  }),
  base(LAND, 1998, "Compensation for land acquired for a canal: the market value of agricultural land, the solatium and the interest under the Land Acquisition Act were in question; sale deeds of nearby plots were relied on.", {
    acts: ["Land Acquisition Act, 1894"],
  }),
  base(TAX, 2001, "Depreciation on machinery and the assessment of income from business: the assessee claimed depreciation at a higher rate and the Tribunal allowed it.", {
    acts: ["Income Tax Act, 1961"],
  }),
  base(LATER, 2012, "The wife died of burn injuries; kerosene, dowry demands of cash and a scooter and a dying declaration against the mother-in-law, as in many such cases.", {
    courtId: 2,
    courtBranchId: null,
    acts: ["Dowry Prohibition Act, 1961"],
  }),
];

const FACTS =
  "My client's daughter died of burn injuries four years after her marriage. Her husband and mother-in-law had been demanding dowry — a scooter and cash — " +
  "and she was subjected to cruelty. Kerosene was found on her clothes and she made a dying declaration naming her mother-in-law. The Dowry Prohibition Act, 1961 applies.";

let cookie: string | null = null;

beforeAll(async () => {
  await seed();
  // Through the one write path: the Supreme Court's cases in the catalogue's database, LATER (the
  // High Court of Delhi) in the High Courts' shard, CASES_1 (the suite's two shards, decision 127).
  for (const c of CASES) await writeCase(ctxAt(), c, 3);
  cookie = (await loginUser("subscriber@sar.example.com")).cookie;
});

const api = (body: unknown, raw?: string) =>
  SELF.fetch(`${ORIGIN}/v1/api/user/findPrecedents`, {
    method: "POST",
    headers: { authorization: `Bearer ${cookie!.split("=")[1]}`, "content-type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });

test("a fact situation finds the judgments about it first, each with its matching terms and shared acts", async () => {
  // The judgment-in-hand path (issue 16); a fact situation told from the text takes its own (issue 26, below).
  const result = await findPrecedents(ctxAt(), { text: FACTS, mode: "judgment" });
  if (!result.ok) throw new Error(result.message);
  const ids = result.items.map((i) => i.docId);
  // The two dowry-death cases come first (among the demo data's cases too), the dowry harassment case soon after —
  // fifth or better, as on one database: the suite's two shards' candidates are scored with their statistics
  // together (decision 137; by each shard's own idf, "burn" and "demanding" counted more in the 26-case
  // catalogue shard and four of the demo's dowry deaths came before it).
  expect(new Set(ids.slice(0, 2))).toEqual(new Set([DOWRY, LATER]));
  expect(ids.slice(0, 5)).toContain(DOWRY2);
  expect(ids.slice(0, 5)).not.toContain(LAND);
  const top = result.items.find((i) => i.docId === DOWRY)!;
  expect(top.matchedTerms).toEqual(expect.arrayContaining(["kerosene", "dowry"]));
  expect(top.sharedActs).toEqual(["Dowry Prohibition Act, 1961"]);
  expect(result.acts).toContain("dowry prohibition act 1961");
});

test("a judgment's query terms come from the passages around its citations, not from the rest of it", async () => {
  // A long judgment about depreciation and income tax that relies, in one passage, on a dowry-death precedent.
  const tax = "The assessee claimed depreciation on machinery at a higher rate and the assessing officer disallowed the claim for the assessment year. ".repeat(40);
  const judgment =
    `Decided on 3 March 2009. ${tax} ${FILLER} On the question of the dying declaration, reliance was placed on Appellant 9501 v. State of Haryana, (1996) 2 SCC 12, where the wife died of burn injuries, ` +
    `kerosene was found on her clothes and the dowry demands of the mother-in-law were proved. ${FILLER} ${tax}`;
  const result = await findPrecedents(ctxAt(), { text: judgment });
  if (!result.ok) throw new Error(result.message);
  expect(result.terms).toEqual(expect.arrayContaining(["kerosene", "dowry"]));
  expect(result.items[0]?.docId).toBe(DOWRY);
  // Read whole, the same text is about tax.
  const whole = await findPrecedents(ctxAt(), { text: judgment, tuning: { window: 0 } });
  if (!whole.ok) throw new Error(whole.message);
  expect(whole.items[0]?.docId).toBe(TAX);
});

test("the court and year-range filters narrow the precedents", async () => {
  const byCourt = await findPrecedents(ctxAt(), { text: FACTS, courtId: 2, mode: "judgment" });
  if (!byCourt.ok) throw new Error(byCourt.message);
  expect(byCourt.items[0]?.docId).toBe(LATER);
  // Each result read in its shard: every one of the High Court of Delhi.
  const courts = new Set<number>();
  for (const i of byCourt.items) courts.add((await caseOne<{ court_id: number }>(i.docId, "select court_id from cases where doc_id = ?", i.docId))!.court_id);
  expect([...courts]).toEqual([2]);
  const byYears = await findPrecedents(ctxAt(), { text: FACTS, yearFrom: 1990, yearTo: 2000, mode: "judgment" });
  if (!byYears.ok) throw new Error(byYears.message);
  expect(byYears.items[0]?.docId).toBe(DOWRY);
  expect(byYears.items.every((i) => i.decidedDate! >= "1990-01-01" && i.decidedDate! <= "2000-12-31")).toBe(true);
});

test("the search screen's Find Precedents form posts without JavaScript and lists the results with their reasons", async () => {
  const page = await req("/search?mode=precedents", { cookie });
  const form = await page.text();
  expect(form).toContain("Find Precedents");
  expect(form).toMatch(/<form method="post" action="\/search\?mode=precedents"/);
  const res = await req("/search?mode=precedents", { cookie, form: { text: FACTS, court: "", yearFrom: "", yearTo: "" } });
  expect(res.status).toBe(200);
  const body = await res.text();
  expect(body).toContain(`href="/viewCase/${DOWRY}"`);
  expect(body).toContain("Matching terms:");
  expect(body).toContain("Shared acts:");
  // The pasted text stays in the box.
  expect(body).toContain("My client&#x27;s daughter died of burn injuries");
});

test("the JSON API answers with the ranked list and the reasons", async () => {
  const res = await api({ text: FACTS, limit: 3 });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { responseData: { ojectList: { docId: number; matchedTerms: string[]; sharedActs: string[] }[]; terms: string[] } };
  expect(body.responseData.ojectList).toHaveLength(3);
  expect(body.responseData.ojectList[0].matchedTerms.length).toBeGreaterThan(0);
  expect(body.responseData.terms).toContain("kerosene");
});

const HOSTILE: [string, string, string | null][] = [
  ["over 100 KB", "dowry kerosene ".repeat(7000), searchNotices.precedentsTooLong(100)],
  ["only stop-words", "the of and to in that was it for on with as by at from the said ".repeat(20), searchNotices.precedentsNoTerms],
  ["only punctuation", "!!! ??? ... --- ;;; ::: \"\"\" ''' ((( ))) *** ^^^ ".repeat(10), searchNotices.precedentsNoTerms],
  ["FTS syntax", 'dowry" OR kerosene* NEAR(burn injuries, 3) {judgment}: ^cruelty - NOT "', null],
  ["NUL and control characters", "dowry\u0000kerosene\u0000\u0001\u001f burn\u0000injuries", null],
  ["empty", "   ", searchNotices.precedentsEmpty],
];

test.each(HOSTILE)("hostile input to Find Precedents (%s) gives a clear message or results, never a 500", async (_name, text, message) => {
  const res = await api({ text });
  const body = (await res.json()) as { responseStatus: { statusCode: string }; responseData: { message?: string; ojectList?: unknown[] } };
  if (message) {
    // The API's refusal: HTTP 200, statusCode '1', the message (decision 115); the page keeps its 400.
    expect([res.status, body.responseStatus.statusCode]).toEqual([200, "1"]);
    expect(body.responseData.message).toBe(message);
  } else {
    expect(res.status).toBe(200);
    expect(Array.isArray(body.responseData.ojectList)).toBe(true);
  }
  const page = await req("/search?mode=precedents", { cookie, form: { text, court: "", yearFrom: "", yearTo: "" } });
  expect(page.status).toBe(message ? 400 : 200);
  if (message) expect(await page.text()).toContain(html(message));
});

test("bad filters and bad JSON are 400s with a message", async () => {
  // The API's refusals are HTTP 200 + statusCode '1' with the message (decision 115).
  for (const res of [await api({ text: FACTS, yearFrom: "abc" }), await api({ text: 42 }), await api(null, "{not json")]) {
    expect(res.status).toBe(200);
    const body = (await res.json()) as { responseStatus: { statusCode: string }; responseData: { message: string } };
    expect(body.responseStatus.statusCode).toBe("1");
    expect(body.responseData.message).toBeTruthy();
  }
  const page = await req("/search?mode=precedents", { cookie, form: { text: FACTS, court: "", yearFrom: "2010", yearTo: "1990" } });
  expect(page.status).toBe(400);
  expect(await page.text()).toContain(html(searchNotices.precedentsBadYears));
});

test("Similar Cases on the case view: the top precedents of its own text, itself left out, cached in D1", async () => {
  const res = await req(`/viewCase/${DOWRY}`, { cookie });
  expect(res.status).toBe(200);
  const page = await res.text();
  const section = page.slice(page.indexOf("Similar Cases"));
  expect(section).toContain(`href="/viewCase/${LATER}"`);
  expect(section).toContain(`href="/viewCase/${DOWRY2}"`);
  expect(section).not.toContain(`href="/viewCase/${DOWRY}"`);
  const cached = await one<{ results: string; corpus_cases: number; computed_at: string }>("select results, corpus_cases, computed_at from similar_cases where doc_id = ?", DOWRY);
  expect(cached).not.toBeNull();
  const ids = (JSON.parse(cached!.results) as { docId: number }[]).map((r) => r.docId);
  expect(ids.length).toBeLessThanOrEqual(5);
  expect(ids).not.toContain(DOWRY);
  expect(ids[0] === LATER || ids[0] === DOWRY2).toBe(true);
  // A second view reads the cache.
  expect((await similarCases(ctxAt(), DOWRY)).computed).toBe(false);
});

test("the Similar Cases cache is recomputed when the case's text changes or the corpus moves by 2 %, and not before", async () => {
  const ctx = ctxAt();
  await similarCases(ctx, LAND);
  expect((await similarCases(ctx, LAND)).computed).toBe(false);
  // The case's own text changes: recomputed at once.
  const db = createDb(env.DB);
  await saveCase(db, { ...CASES[2], judgementOrder: `<p>${FILLER}</p><p>Compensation for land acquired for a canal, solatium and interest; market value of irrigated land.</p>` }, { actorId: null, now: new Date() });
  expect((await similarCases(ctx, LAND)).computed).toBe(true);
  expect((await similarCases(ctx, LAND)).computed).toBe(false);
  // The corpus grows by 2 % of its live cases: recomputed.
  const before = (await one<{ corpus_cases: number }>("select corpus_cases from similar_cases where doc_id = ?", LAND))!.corpus_cases;
  const grow = Math.max(1, Math.ceil(before * 0.02));
  for (let i = 0; i < grow; i++) await saveCase(db, base(9600 + i, 2003, "Compensation for land acquired for a highway; market value, solatium and interest."), { actorId: null, now: new Date() });
  expect((await similarCases(ctx, LAND)).computed).toBe(true);
  const rows = await all<{ doc_id: number }>("select doc_id from similar_cases");
  expect(rows.map((r) => r.doc_id)).toEqual(expect.arrayContaining([DOWRY, LAND]));
});

test("across the case shards: a High Court judgment in its shard is found, described and cached with the Supreme Court's (issue 36)", async () => {
  // LATER is in CASES_1, the others in the catalogue's database.
  expect(await one("select shard_id from case_directory where doc_id = ?", LATER)).toEqual({ shard_id: 1 });
  expect(await env.DB.prepare("select doc_id from cases where doc_id = ?").bind(LATER).first()).toBeNull();
  expect(await one("select shard_id from case_directory where doc_id = ?", DOWRY)).toEqual({ shard_id: 0 });
  // A judgment in hand and a fact situation: both shards' matches in one list, each named and with its reasons.
  for (const mode of ["judgment", "facts"] as const) {
    const found = await findPrecedents(ctxAt(), { text: FACTS, mode });
    if (!found.ok) throw new Error(found.message);
    const ids = found.items.map((i) => i.docId);
    expect(ids, mode).toEqual(expect.arrayContaining([DOWRY, LATER, DOWRY2]));
    const later = found.items.find((i) => i.docId === LATER)!;
    expect(later.court, mode).toBe("High Court of Delhi");
    expect(later.appellant, mode).toBe(`Appellant ${LATER}`);
    expect(later.matchedTerms.length, mode).toBeGreaterThan(0);
    expect(found.items.find((i) => i.docId === DOWRY)!.court, mode).toBe("Supreme Court");
  }
  // The corpus is every shard's: the term statistics count LATER's words too.
  const { termStatistics } = await import("../../app/services/search/precedents-core.server");
  const stats = await termStatistics(ctxAt(), ["kerosen"]);
  const inShards = Number((await env.DB.prepare("select doc from case_fts_terms where term = 'kerosen'").first<{ doc: number }>())?.doc ?? 0) + Number((await env.CASES_1.prepare("select doc from case_fts_terms where term = 'kerosen'").first<{ doc: number }>())?.doc ?? 0);
  expect(stats.df.get("kerosen")).toBe(inShards);
  expect(Number((await env.CASES_1.prepare("select doc from case_fts_terms where term = 'kerosen'").first<{ doc: number }>())?.doc)).toBeGreaterThan(0);
  // Similar Cases of the High Court case: the Supreme Court's dowry deaths, its cache kept in its own shard.
  const similar = await similarCases(ctxAt(), LATER);
  expect(similar.computed).toBe(true);
  expect(similar.items.map((i) => i.docId)).toEqual(expect.arrayContaining([DOWRY]));
  expect(similar.items.map((i) => i.docId)).not.toContain(LATER);
  expect(await caseAll(LATER, "select doc_id from similar_cases where doc_id = ?", LATER)).toEqual([{ doc_id: LATER }]);
  expect((await similarCases(ctxAt(), LATER)).computed).toBe(false);
  // And the case page shows them.
  const page = await (await req(`/viewCase/${LATER}`, { cookie })).text();
  expect(page.slice(page.indexOf("Similar Cases"))).toContain(`href="/viewCase/${DOWRY}"`);
  // A High Court judgment citing the Supreme Court's, the link kept in the citing shard (decision 132):
  // the cited one's count of citing judgments takes it, in either reading.
  const citedBy = async (mode: "judgment" | "facts") => {
    const r = await findPrecedents(ctxAt(), { text: FACTS, mode });
    if (!r.ok) throw new Error(r.message);
    return r.items.find((i) => i.docId === DOWRY)!.citedBy;
  };
  const before = { judgment: await citedBy("judgment"), facts: await citedBy("facts") };
  // The link as a write stores it (decisions 132, 133): the reference in the citing shard, the incoming row in the cited one's.
  const link = async (sql: string) => {
    await env.CASES_1.prepare(sql).bind(LATER, DOWRY).run();
    await refreshIncoming(ctxAt(), createDb(env.CASES_1), 1, [LATER]);
  };
  await link("insert into case_references (doc_id, position, cited_key, cited_doc_id, as_written, source) values (?, 999, 'test|dowry', ?, 'Appellant 9501 v. State of Haryana', 'text')");
  expect(await one("select count(*) as n from case_incoming where cited_doc_id = ? and doc_id = ?", DOWRY, LATER)).toEqual({ n: 1 });
  expect(await citedBy("judgment")).toBe(before.judgment + 1);
  expect(await citedBy("facts")).toBe(before.facts + 1);
  await link("delete from case_references where doc_id = ?1 and position = 999 and ?2 > 0");
  expect(await citedBy("judgment")).toBe(before.judgment);
  // The fact situation's graph: a case the best text matches cite joins the candidates, read in its own shard — here one
  // no word of the facts finds (the tax case, in the catalogue's database), cited by the High Court judgment in CASES_1.
  const facts = async () => {
    const r = await findPrecedents(ctxAt(), { text: FACTS, mode: "facts", limit: 100 });
    if (!r.ok) throw new Error(r.message);
    return r.items.map((i) => i.docId);
  };
  expect(await facts()).not.toContain(TAX);
  await env.CASES_1.prepare("insert into case_references (doc_id, position, cited_key, cited_doc_id, as_written, source) values (?, 999, 'test|tax', ?, 'Appellant 9504 v. State', 'text')").bind(LATER, TAX).run();
  expect(await facts()).toContain(TAX);
  await env.CASES_1.prepare("delete from case_references where doc_id = ? and position = 999").bind(LATER).run();
});

// ---------------------------------------------------------------- issue 26: fact situations

test("a fact situation is told from the text: precedents with the likely sections they apply, and the sections with why", async () => {
  const result = await findPrecedents(ctxAt(), { text: FACTS });
  if (!result.ok) throw new Error(result.message);
  expect(result.mode).toBe("facts");
  expect(result.detected).toBe("no citations and no judgment structure");
  // The narrator's words and the party noise are not query terms; the law's words for the facts are.
  expect(result.terms).toEqual(expect.arrayContaining(["kerosene", "dowry", "scooter"]));
  expect(result.terms).not.toContain("client");
  expect(result.terms).not.toContain("applies");
  const ids = result.items.map((i) => i.docId);
  expect(ids.slice(0, 10)).toEqual(expect.arrayContaining([DOWRY, LATER, DOWRY2]));
  expect(ids.slice(0, 10)).not.toContain(LAND);
  // The dowry-death sections first, the new code beside the old, each with its reasons.
  const first = result.statutes[0];
  expect(first.label).toBe("IPC 304B");
  expect(first.act).toBe("Indian Penal Code, 1860");
  expect(first.title).toBe("Dowry death");
  expect(first.counterpart).toEqual({ act: "Bharatiya Nyaya Sanhita, 2023", label: "BNS 80" });
  expect(first.phrases).toEqual(expect.arrayContaining(["kerosene", "dowry"]));
  expect(first.words).toEqual(expect.arrayContaining(["dowry"]));
  expect(result.statutes.map((s) => s.label)).toContain("IPC 498A");
  // A precedent found that applies a likely section says so, and the section names it.
  const applying = result.items.find((i) => i.applies?.includes("IPC 304B"));
  expect(applying).toBeDefined();
  expect(first.precedentCount).toBeGreaterThan(0);
  expect(first.precedents.map((p) => p.docId)).toContain(applying!.docId);
});

test("a judgment is told from the text (it cites), and the user's choice overrides the telling", async () => {
  const judgment = `The appeal is dismissed. Reliance was placed on Appellant 9501 v. State of Haryana, (1996) 2 SCC 12, where the wife died of burn injuries and kerosene was found. ${FILLER}`;
  const told = await findPrecedents(ctxAt(), { text: judgment });
  if (!told.ok) throw new Error(told.message);
  expect(told.mode).toBe("judgment");
  expect(told.detected).toBe("it cites earlier judgments");
  expect(told.statutes).toEqual([]);
  const chosen = await findPrecedents(ctxAt(), { text: judgment, mode: "facts" });
  if (!chosen.ok) throw new Error(chosen.message);
  expect(chosen.mode).toBe("facts");
  expect(chosen.detected).toBe("as chosen");
  const asJudgment = await findPrecedents(ctxAt(), { text: FACTS, mode: "judgment" });
  expect(asJudgment.ok && asJudgment.mode).toBe("judgment");
});

test("the JSON API gives a fact situation's statutes and how the text was read; a bad mode is a 400", async () => {
  const res = await api({ text: FACTS, limit: 3, statutes: 4 });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { responseData: { mode: string; detected: string; statutes: { label: string; counterpart: { label: string } | null; phrases: string[] }[]; ojectList: { applies: string[] }[] } };
  expect(body.responseData.mode).toBe("facts");
  expect(body.responseData.statutes).toHaveLength(4);
  expect(body.responseData.statutes[0]).toMatchObject({ label: "IPC 304B", counterpart: { label: "BNS 80" } });
  const bad = await api({ text: FACTS, mode: "poem" });
  expect(bad.status).toBe(200);
  expect(((await bad.json()) as { responseStatus: { statusCode: string }; responseData: { message: string } })).toMatchObject({ responseStatus: { statusCode: "1" }, responseData: { message: expect.stringContaining("mode") } });
});

test("the screen's form without JavaScript: a fact situation lists precedents and the sections that may apply, each with why and a statute search link", async () => {
  const res = await req("/search?mode=precedents", { cookie, form: { text: FACTS, court: "", yearFrom: "", yearTo: "", mode: "facts" } });
  expect(res.status).toBe(200);
  const body = await res.text();
  expect(body).toContain("Read as a fact situation");
  expect(body).toContain("Sections that may apply");
  expect(body).toContain(`href="/search?mode=statute&amp;run=1&amp;act1=Indian+Penal+Code%2C+1860&amp;sec1=304B&amp;both1=1"`);
  expect(body).toContain("BNS 80");
  expect(body).toContain("The facts say:");
  expect(body).toContain("Applies:");
  // The choice stays chosen.
  expect(body).toMatch(/<input(?=[^>]*value="facts")(?=[^>]*checked)[^>]*>/);
  expect(body).not.toMatch(/<input(?=[^>]*value="judgment")(?=[^>]*checked)[^>]*>/);
  // A made-up choice is a 400 with a message, the text kept.
  const bad = await req("/search?mode=precedents", { cookie, form: { text: FACTS, court: "", yearFrom: "", yearTo: "", mode: "poem" } });
  expect(bad.status).toBe(400);
  const page = await bad.text();
  expect(page).toContain(html(PRECEDENTS_BAD_MODE));
  expect(page).toContain("My client&#x27;s daughter died of burn injuries");
});

test("facts told in common words only still find precedents (their common stems are counted after all)", async () => {
  const text = "The appellant contended that the dying declaration was recorded without a magistrate present. ".repeat(10);
  const result = await findPrecedents(ctxAt(), { text, mode: "facts" });
  if (!result.ok) throw new Error(result.message);
  expect(result.terms).toEqual(expect.arrayContaining(["declaration", "magistrate"]));
  expect(result.items.length).toBeGreaterThan(0);
});

test("a fact situation's legal question told in common words reaches the judgment on that question (decision 085)", async () => {
  // The judgment on the question shares none of the facts' rare words — only the common words of the question.
  const ISSUE = 9510;
  await saveCase(
    createDb(env.DB),
    base(ISSUE, 1986, "The services of a bank officer were terminated for misconduct without any inquiry, and his salary was stopped. Termination of service without an inquiry offends natural justice."),
    { actorId: null, now: new Date() },
  );
  const text =
    "The bank terminated the service of the officer for misconduct without an inquiry and stopped his salary. The officer had bought a scooter and a refrigerator " +
    "on a loan, kept kerosene in his store, claimed depreciation on his car and solatium for a plot near the canal.";
  const result = await findPrecedents(ctxAt(), { text, mode: "facts", limit: 20 });
  if (!result.ok) throw new Error(result.message);
  expect(result.items.map((i) => i.docId)).toContain(ISSUE);
  // The reasons still name the facts' rare words (the common ones are not listed as its words).
  expect(result.terms).toEqual(expect.arrayContaining(["kerosene", "scooter"]));
  expect(result.terms).not.toContain("termination");
});

test("a pasted judgment the reporter holds is named above the results and not listed as its own precedent, in either reading (decision 093)", async () => {
  // Real judgments of ../shared/data: SUKHPAL SINGH v. NCT OF DELHI (2024 INSC 385), the walk-through's paste, and its neighbours.
  const lines = (await (await fetch(inject("sampleUrl"))).text()).split("\n");
  const ids = ["sc2024pdf:81", "sc2024pdf:80", "sc2024pdf:82", "sc2024pdf:83"];
  const raws = ids.map((id) => lines.find((l) => l.startsWith(`{"id": "${id}"`))).filter((l): l is string => Boolean(l));
  expect(raws).toHaveLength(4);
  await importLines(ctxAt(), raws.map((raw, i) => ({ line: i + 1, raw })));
  const { doc_id: sukhpal } = (await one<{ doc_id: number }>("select doc_id from cases where source_id = ?", "sc2024pdf:81"))!;
  const record = JSON.parse(raws[0]) as { judgment_text: string; title: string };
  // As a lawyer copies it: the title and citation above the text.
  const pasted = `${record.title}\n2024 INSC 385\n\n${record.judgment_text}`.slice(0, 100_000);
  for (const mode of ["judgment", "facts"] as const) {
    const r = await findPrecedents(ctxAt(), { text: pasted, mode, limit: 20 });
    if (!r.ok) throw new Error(r.message);
    expect(r.pasted, mode).toMatchObject({ docId: sukhpal, decidedDate: expect.stringMatching(/^2024-/) });
    expect(r.pasted!.title).toMatch(/SUKHPAL SINGH/i);
    expect(r.pasted!.citation).toMatch(/2024 INSC 385/);
    expect(r.items.map((i) => i.docId), mode).not.toContain(sukhpal);
  }
  // A fact situation is no judgment of the reporter.
  const facts = await findPrecedents(ctxAt(), { text: FACTS, mode: "facts" });
  expect(facts.ok && facts.pasted).toBeNull();
  // The screen says so above the list, with a link to the judgment.
  const body = await (await req("/search?mode=precedents", { cookie, form: { text: pasted, court: "", yearFrom: "", yearTo: "" } })).text();
  expect(body).toMatch(new RegExp(`The text you pasted is this judgment: <a href="/viewCase/${sukhpal}">`));
  expect(body.match(new RegExp(`href="/viewCase/${sukhpal}"`, "g"))).toHaveLength(1);
});

test("two shards' candidates scored with their statistics together get one database's bm25, to the last digits (decision 137)", async () => {
  // Three full-text tables with the case index's own definition (migration 0003) in the spare database: two
  // "shards" and one holding both; each read through a D1 that names its table case_fts, as the product reads.
  const ddl = env.TEST_CASE_MIGRATIONS.find((m) => m.name.startsWith("0003"))!.queries.find((q) => /create virtual table case_fts\b/i.test(q))!;
  for (const t of ["xa", "xb", "xab"]) await env.CASES_2.prepare(ddl.replace(/\bcase_fts\b/, t)).run();
  const as = (table: string) =>
    ({ prepare: (sql: string) => env.CASES_2.prepare(sql.replace(/\bcase_fts/g, table)), batch: (s: D1PreparedStatement[]) => env.CASES_2.batch(s) }) as unknown as D1Database;
  // The shards differ: "kerosene" is rare in the large one and in most of the small one; lengths differ too.
  const doc = (i: number, judgment: string, headnotes = "") => ({ rowid: 1000 + i, judgment, headnotes });
  const small = [doc(1, "kerosene burns dowry demand " + FILLER, "dowry death"), doc(2, "kerosene poured on the wife"), doc(3, "kerosene lamp " + FILLER.repeat(3)), doc(4, "land acquisition compensation")];
  const large = Array.from({ length: 30 }, (_, i) =>
    doc(10 + i, i % 7 === 0 ? `kerosene dowry harassment ${"cruelty ".repeat(i % 5)}${FILLER.slice(0, 40 * i)}` : `income tax depreciation ${"dowry ".repeat(i % 3)}${FILLER.slice(0, 25 * i)}`, i % 4 ? "" : "dowry"),
  );
  const insert = (table: string, d: { rowid: number; judgment: string; headnotes: string }) =>
    env.CASES_2.prepare(`insert into ${table} (rowid, judgment, headnotes) values (?, ?, ?)`).bind(d.rowid, d.judgment, d.headnotes);
  await env.CASES_2.batch([...small.map((d) => insert("xa", d)), ...large.map((d) => insert("xb", d)), ...[...small, ...large].map((d) => insert("xab", d))]);
  const bm25 = precedentBm25(2.5);
  const match = '{judgment headnotes} : ("kerosene" OR "kerosene" OR "dowry" OR "cruelty" OR "wife" OR "depreciation")';
  const ranked = async (table: string) =>
    (await env.CASES_2.prepare(`select rowid as sk, rowid as docId, ${bm25.replace("case_fts", table)} as score from ${table} where ${table} match ? order by score`).bind(match).all<{ sk: number; docId: number; score: number }>()).results;
  const [a, b, one] = [await ranked("xa"), await ranked("xb"), await ranked("xab")];
  // Each shard alone weighs differently from the one database (the reason for this step)…
  const alone = new Map([...a, ...b].map((r) => [r.docId, r.score]));
  expect(one.some((r) => Math.abs(r.score - alone.get(r.docId)!) > 0.01)).toBe(true);
  // … and together they score as it does, every candidate.
  const together = await corpusScores([{ db: as("xa"), rows: a }, { db: as("xb"), rows: b }], "{judgment headnotes}", bm25, match);
  expect(together.size).toBe(one.length);
  for (const r of one) expect(together.get(r.docId), `row ${r.docId}`).toBeCloseTo(r.score, 9);
  for (const t of ["xa", "xb", "xab"]) await env.CASES_2.prepare(`drop table ${t}`).run();
});
