/**
 * The search contract: crafted cases and what each query must return, run against every
 * backend — D1 (tests/integration/search.test.ts) and Meilisearch when MEILISEARCH_HOST points at
 * a server (tests/contract/meilisearch.contract.test.ts).
 */
import type { CaseInput } from "../../app/services/cases/cases.server";
import type { Controls, SearchQuery } from "../../search-index/types";

export const A = 9001, B = 9002, C = 9003, D = 9004, E = 9005, F = 9006;

const base = (over: Partial<CaseInput>): CaseInput => ({
  appellant: "X",
  respondent: "State",
  judgementOrder: "<p>nothing</p>",
  courtId: 1,
  courtBranchId: 34,
  caseCategoryId: 4,
  decidedDay: 1,
  decidedMonth: 1,
  decidedYear: 2000,
  ...over,
});

export const CONTRACT_CASES: CaseInput[] = [
  base({ docId: A, appellant: "Alpha Zeta Traders", judgementOrder: "<p>The quick brown fox jumps over the lazy dog.</p>", decidedYear: 2001, caseNumber: "Civil Appeal No. 77 of 2000",
    headnotes: [{ headnote: "<p>Sale of goods — implied warranty</p>", refs: [{ actName: "Indian Penal Code, 1860", section: "302" }] }],
    citations: [{ raw: "(2001) 3 SCC 411", journalId: 7, year: 2001, volume: "3", pageNumber: "411" }, { raw: "2001 INSC 77", neutralCitation: "2001 INSC 77", journalId: 10 }],
    advocateForAppellant: "Fali Nariman", allJudges: "Justice Ruma Pal", caseResult: "Appeal allowed" }),
  base({ docId: B, appellant: "Beta Zeta Mills", judgementOrder: "<p>A brown dog and a quick fox met.</p>", decidedYear: 2005,
    headnotes: [{ headnote: "<p>Dowry death</p>", refs: [{ actName: "Indian Penal Code, 1860", section: "304B" }] }], caseResult: "Appeal dismissed" }),
  base({ docId: C, appellant: "Charlie Zeta", judgementOrder: "<p>Only a fox lives here.</p>", decidedYear: 1999, courtId: 2, courtBranchId: 1,
    headnotes: [{ headnote: "<p>Presumption</p>", refs: [{ actName: "Indian Evidence Act, 1872", section: "113B" }] }], acts: ["Indian Evidence Act, 1872"] }),
  base({ docId: D, appellant: "Delta Zeta Unpublished", judgementOrder: "<p>The quick brown fox again.</p>", decidedYear: 2010, live: false,
    citations: [{ raw: "(2010) 1 SCC 1", journalId: 7, year: 2010, volume: "1", pageNumber: "1" }] }),
  base({ docId: E, appellant: "Echo Zeta", judgementOrder: "<p>Nothing about animals.</p>", decidedYear: 2003,
    headnotes: [{ headnote: "<p>The quick brown fox in a headnote</p>" }] }),
  base({ docId: F, appellant: "Foxtrot Omega", judgementOrder: "<p>Cites two statutes.</p>", decidedYear: 2004,
    acts: ["Indian Penal Code, 1860", "Indian Evidence Act, 1872"] }),
];

type Expectation = { name: string; query: SearchQuery; controls?: Partial<Controls>; expected: number[]; ordered?: boolean };

export const CONTRACT: Expectation[] = [
  { name: "word exact", query: { mode: "word", text: "quick brown fox", method: "exact", section: "judgment" }, expected: [A] },
  { name: "word all", query: { mode: "word", text: "quick brown fox", method: "all", section: "judgment" }, expected: [A, B] },
  { name: "word any", query: { mode: "word", text: "quick brown fox", method: "any", section: "judgment" }, expected: [A, B, C] },
  { name: "word headnote", query: { mode: "word", text: "quick brown fox", method: "exact", section: "headnote" }, expected: [E] },
  { name: "statute and", query: { mode: "statute", rows: [{ actName: "Indian Penal Code, 1860", section: "302", condition: 1 }, { actName: "Indian Evidence Act, 1872", section: "113B" }] }, expected: [] },
  { name: "statute acts and", query: { mode: "statute", rows: [{ actName: "Indian Penal Code, 1860", condition: 1 }, { actName: "Indian Evidence Act, 1872" }] }, expected: [F] },
  { name: "statute acts or", query: { mode: "statute", rows: [{ actName: "Indian Penal Code, 1860", condition: 2 }, { actName: "Indian Evidence Act, 1872" }] }, expected: [A, B, C, F] },
  { name: "statute or", query: { mode: "statute", rows: [{ actName: "Indian Penal Code, 1860", section: "302", condition: 2 }, { actName: "Indian Evidence Act, 1872", section: "113B" }] }, expected: [A, C] },
  { name: "newest first", query: { mode: "quick", text: "zeta" }, expected: [B, E, A, C], ordered: true },
  { name: "oldest first", query: { mode: "quick", text: "zeta" }, controls: { dateOrder: "a" }, expected: [C, A, E, B], ordered: true },
  { name: "name A-Z", query: { mode: "quick", text: "zeta" }, controls: { nameOrder: "a", dateOrder: null }, expected: [A, B, C, E], ordered: true },
  { name: "letter", query: { mode: "quick", text: "zeta" }, controls: { startsWith: "B" }, expected: [B] },
  { name: "doc id", query: { mode: "quick", text: String(A) }, expected: [A] },
  { name: "unpublished doc id", query: { mode: "quick", text: String(D) }, expected: [] },
  { name: "citation in quick", query: { mode: "quick", text: "[2001] 3 S.C.C. 411" }, expected: [A] },
  { name: "citation form", query: { mode: "citation", journalId: 7, year: 2001, volume: "3", page: "411" }, expected: [A] },
  { name: "neutral", query: { mode: "citation", neutral: "2001 INSC 77" }, expected: [A] },
  { name: "main court + year", query: { mode: "main", courtId: 2, appellant: "zeta" }, expected: [C] },
];
