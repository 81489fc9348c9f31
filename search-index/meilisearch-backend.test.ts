import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeMeilisearch } from "../tests/fakes/meilisearch";
import { createMeilisearchBackend, meiliIndexer, meiliRequest, MEILI_SETTINGS, toMeiliDocument } from "./meilisearch-backend";
import type { Controls } from "./types";

const controls = (c: Partial<Controls> = {}): Controls => ({ page: 1, perPage: 10, dateOrder: "d", ...c });
let fake: Awaited<ReturnType<typeof startFakeMeilisearch>>;

beforeAll(async () => {
  fake = await startFakeMeilisearch([{ docId: 7, hit: { appellant: "A", respondent: "B", decidedDate: "2001-01-01", caseNumber: null, court: "Supreme Court", judgeName: null, citation: null, overruled: false } }]);
});
afterAll(() => fake.close());

test("the backend sends the exact search request through the real client and maps the reply", async () => {
  const backend = createMeilisearchBackend({ host: fake.url, apiKey: "test-key" });
  const result = await backend.search({ mode: "word", text: 'bail "is" the rule', section: "judgment", method: "exact" }, controls({ page: 2 }));
  const sent = fake.requests.at(-1)!;
  expect(sent.method).toBe("POST");
  expect(sent.path).toBe("/indexes/cases/search");
  expect(sent.body).toEqual({
    q: '"bail is the rule"',
    filter: ["live = true", "deleted = false"],
    sort: ["searchKey:desc"],
    page: 2,
    hitsPerPage: 10,
    matchingStrategy: "all",
    attributesToRetrieve: ["docId", "hit"],
    attributesToSearchOn: ["judgment"],
  });
  expect(result.items).toEqual([{ docId: 7, appellant: "A", respondent: "B", decidedDate: "2001-01-01", caseNumber: null, court: "Supreme Court", judgeName: null, citation: null, overruled: false }]);
  expect(result.total).toBe(1);
});

test("word methods: All Word matches every word, Freeword any, both sections search judgment and headnotes", () => {
  expect(meiliRequest({ mode: "word", text: "bail jail", section: "both", method: "all" }, controls()).params).toMatchObject({ matchingStrategy: "all", attributesToSearchOn: ["judgment", "headnotes"] });
  expect(meiliRequest({ mode: "word", text: "bail jail", section: "headnote", method: "any" }, controls())).toMatchObject({ q: "bail jail", params: { matchingStrategy: "last", attributesToSearchOn: ["headnotes"] } });
});

test("quick search: doc id and citations become filters, names search the party fields", () => {
  expect(meiliRequest({ mode: "quick", text: "1234" }, controls()).params.filter).toContain("docId = 1234");
  expect(meiliRequest({ mode: "quick", text: "(1978) 1 SCC 248" }, controls()).params.filter).toContain('citationKeys IN ["SCC||1978|1|248"]');
  expect(meiliRequest({ mode: "quick", text: "Masud Khan" }, controls())).toMatchObject({ q: "masud khan", params: { attributesToSearchOn: ["appellant", "respondent"] } });
});

test("main, citation and statute modes become filters; controls become sort and filter", () => {
  const main = meiliRequest({ mode: "main", courtId: 1, yearFrom: 1990, yearTo: 2000, judgementText: "last seen", actName: "Indian Penal Code, 1860", section: "302" }, controls({ nameOrder: "a", startsWith: "m" }));
  expect(main.q).toBe('"last seen"');
  expect(main.params.filter).toEqual([
    "live = true",
    "deleted = false",
    "courtId = 1",
    "decidedYear >= 1990",
    "decidedYear <= 2000",
    '(statuteKeys = "indian penal code, 1860|s|302" OR statuteKeys = "indian penal code, 1860|o|302" OR statuteKeys = "indian penal code, 1860|r|302")',
    'appellantInitial = "M"',
  ]);
  expect(main.params.sort).toEqual(["appellantSort:asc", "searchKey:desc"]);
  expect(meiliRequest({ mode: "citation", journalId: 7, year: 2001, volume: "3", page: "411" }, controls()).params.filter).toContain('citationTuples = "7|2001|3|411"');
  expect(meiliRequest({ mode: "citation", neutral: "2024 INSC 640" }, controls()).params.filter).toContain('(citationKeys = "INSC||2024||640" OR neutralCitations = "2024 INSC 640")');
  const statute = meiliRequest({ mode: "statute", rows: [{ actName: "IPC", section: "302", condition: 2 }, { actName: "Evidence Act" }] }, controls());
  expect(statute.params.filter).toContain('((statuteKeys = "indian penal code, 1860|s|302") OR (statuteActs = "indian evidence act, 1872"))');
  expect(meiliRequest({ mode: "word", text: "x", section: "both", method: "any" }, controls({ relevance: true })).params.sort).toEqual([]);
});

test("user text is never filter syntax: quotes inside values are escaped", () => {
  const r = meiliRequest({ mode: "main", caseResult: 'x" OR live = false OR "', appellant: "y" }, controls());
  expect(r.params.filter).toContain('caseResult = "x\\" OR live = false OR \\""');
});

test("the indexer pushes documents and settings to the index", async () => {
  const indexer = meiliIndexer({ host: fake.url, apiKey: "k" });
  const doc = toMeiliDocument(
    { docId: 5, searchKey: 1, live: true, deleted: false, overruled: false, appellant: "Masud Khan", respondent: "State", judgment: "t", headnotes: "", judges: "", advocates: "", acts: "Indian Penal Code", topics: "", caseNumber: "", courtId: 1, caseCategoryId: 4, decidedDate: "1973-09-26", decidedYear: 1973, caseResult: null, citationKeys: [], neutralCitations: [], statuteRefs: [{ actName: "Indian Penal Code", section: "302", order: null, rule: null, article: null }] },
    { appellant: "Masud Khan", respondent: "State", decidedDate: "1973-09-26", caseNumber: null, court: null, judgeName: null, citation: null, overruled: false },
    ["7|1973|1|5"],
  );
  expect(doc).toMatchObject({ appellantInitial: "M", statuteKeys: ["indian penal code, 1860|s|302", "*|s|302"], statuteActs: ["indian penal code, 1860"] });
  await indexer.upsert([doc]);
  expect(fake.requests.at(-1)).toMatchObject({ method: "POST", path: "/indexes/cases/documents?primaryKey=docId" });
  await indexer.ensureSettings();
  expect(fake.requests.at(-1)).toMatchObject({ method: "PATCH", path: "/indexes/cases/settings", body: { filterableAttributes: [...MEILI_SETTINGS.filterableAttributes] } });
});

test("undated cases come last in both date orders: oldest first sorts on `dated` before the date key", () => {
  const q = { mode: "quick", text: "state" } as const;
  expect(meiliRequest(q, controls({ dateOrder: "a" })).params.sort).toEqual(["dated:desc", "searchKey:asc"]);
  // Newest first needs nothing more: an undated case's key is below every dated one.
  expect(meiliRequest(q, controls({ dateOrder: "d" })).params.sort).toEqual(["searchKey:desc"]);
  expect(meiliRequest(q, controls({ nameOrder: "d", dateOrder: "a" })).params.sort).toEqual(["appellantSort:desc", "dated:desc", "searchKey:asc"]);
  expect(MEILI_SETTINGS.sortableAttributes).toContain("dated");
  const doc = (decidedDate: string | null) =>
    toMeiliDocument(
      { docId: 5, searchKey: 1, live: true, deleted: false, overruled: false, appellant: "A", respondent: "", judgment: "", headnotes: "", judges: "", advocates: "", acts: "", topics: "", caseNumber: "", courtId: 1, caseCategoryId: null, decidedDate, decidedYear: null, caseResult: null, citationKeys: [], neutralCitations: [], statuteRefs: [] },
      { appellant: "A", respondent: null, decidedDate, caseNumber: null, court: null, judgeName: null, citation: null, overruled: false },
      [],
    );
  expect(doc("1990-06-05").dated).toBe(1);
  expect(doc(null).dated).toBe(0);
});

test("statute filters read the references found in the text, acts by any name, sub-sections and the old/new code counterpart, as on D1", () => {
  const doc = toMeiliDocument(
    {
      docId: 9, searchKey: 1, live: true, deleted: false, overruled: false, appellant: "A", respondent: "B",
      judgment: "He was convicted under Section 302 read with Section 34 I.P.C. The petition under Section 13(1)(ia) of the Hindu Marriage Act, 1955 was heard. An application under Order XXXIX Rule 1 CPC which was registered. Article 21 of the Constitution.",
      headnotes: "", judges: "", advocates: "", acts: "Penal Code, 1860", topics: "", caseNumber: "", courtId: 1, caseCategoryId: null, decidedDate: null, decidedYear: null, caseResult: null, citationKeys: [], neutralCitations: [], statuteRefs: [],
    },
    { appellant: "A", respondent: "B", decidedDate: null, caseNumber: null, court: null, judgeName: null, citation: null, overruled: false },
    [],
  );
  expect(doc.statuteKeys).toEqual(expect.arrayContaining([
    "indian penal code, 1860|s|302", "indian penal code, 1860|s|34", "*|s|302",
    "hindu marriage act, 1955|s|13", "hindu marriage act, 1955|s|13(1)", "hindu marriage act, 1955|s|13(1)(ia)",
    "code of civil procedure, 1908|o|39", "code of civil procedure, 1908|or|39|1", "constitution of india|a|21",
  ]));
  expect(doc.statuteActs).toContain("indian penal code, 1860");
  // What a lawyer types finds those keys.
  const filterOf = (row: Parameters<typeof meiliRequest>[0]) => meiliRequest(row, controls()).params.filter as string[];
  expect(filterOf({ mode: "statute", rows: [{ actName: "I.P.C.", section: "302" }] })).toContain('(statuteKeys = "indian penal code, 1860|s|302")');
  expect(filterOf({ mode: "statute", rows: [{ actName: "Hindu Marriage Act, 1955", section: "13(1)" }] })).toContain('(statuteKeys = "hindu marriage act, 1955|s|13(1)")');
  expect(filterOf({ mode: "statute", rows: [{ actName: "CPC", order: "39", rule: "1" }] })).toContain('(statuteKeys = "code of civil procedure, 1908|or|39|1")');
  expect(filterOf({ mode: "statute", rows: [{ section: "302" }] })).toContain('(statuteKeys = "*|s|302")');
  expect(filterOf({ mode: "statute", rows: [{ actName: "IPC", section: "302", counterpart: true }] })).toContain('((statuteKeys = "indian penal code, 1860|s|302") OR statuteKeys = "bharatiya nyaya sanhita, 2023|s|103")');
  // Main search's act + Sec./Order/Rule box.
  expect(filterOf({ mode: "main", actName: "CPC", section: "XXXIX" })).toContain('(statuteKeys = "code of civil procedure, 1908|s|xxxix" OR statuteKeys = "code of civil procedure, 1908|o|39" OR statuteKeys = "code of civil procedure, 1908|r|xxxix")');
});
