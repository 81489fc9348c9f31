import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { all, ctxAt, html, loginRoles, one, ORIGIN, req, seed } from "./helpers";

/**
 * Issue 21 items 1 and 2 (decision 036): the reporter's own citation comes first and every other
 * citation of every row is an equal citation, each printed in its journal's house style by one
 * formatter — on the case view, the result line, the search modal, the guest page, the share
 * links and the JSON API.
 */
type Who = "visitor" | "subscriber" | "deo";
const cookies: Record<Who, string | null> = { visitor: null, subscriber: null, deo: null };
const YEAR = 2025;

const LEAD = "2025 SAR (Cri) 101";
const EQUAL = ["2025 SCC OnLine SC 999", "2025 INSC 1234", "(2025) 3 SCC 456", "AIR 2025 SC 1500"];
/** How the same citations printed before: journal fields run together, AIR with the court last. */
const OLD_FORMS = ["2025 (3) SCC 456", "2025 AIR 1500", "AIR 1500 (SC)", "2025 SAR (Cri) (SC)"];

/** Issue 21 item 1's Add Case form: row 1 SAR Online (Criminal) with its Other and Neutral Citation, rows 2–3 SCC and AIR. */
const form: Record<string, string> = {
  appellant: "Vellacourt Citator",
  respondent: "State of Zanaria",
  counsel: "double",
  advocateForAppellant: "Counsel Ravelstone",
  caseCategoryId: "4",
  courtId: "1",
  courtBranchId: "34",
  courtBenchId: "3",
  allJudges: "Justice Ambervale",
  "citations[0].journalId": "2",
  "citations[0].citationCategoryId": "4",
  "citations[0].year": String(YEAR),
  "citations[0].pageNumber": "101",
  "citations[0].otherCitation": "2025 SCC OnLine SC 999",
  "citations[0].neutralCitation": "2025 INSC 1234",
  "citations[1].journalId": "7",
  "citations[1].citationCategoryId": "8",
  "citations[1].year": String(YEAR),
  "citations[1].volume": "3",
  "citations[1].pageNumber": "456",
  "citations[2].journalId": "8",
  "citations[2].citationCategoryId": "12",
  "citations[2].year": String(YEAR),
  "citations[2].pageNumber": "1500",
  "citations[3].journalId": "0",
  caseNumber: "Criminal Appeal No. 77 of 2025",
  caseYear: String(YEAR),
  decidedDay: "3",
  decidedMonth: "3",
  decidedYear: String(YEAR),
  judgementType: "Judgement",
  judgeName: "Justice Ambervale",
  judgementOrder: "<p>1. The vellacourt appeal turns on the citator's record.</p>",
};

let docId = 0;
let imported = 0;

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
  const res = await req("/admin/addCase", { form, cookie: cookies.deo });
  expect(res.status, await res.clone().text().then((t) => t.slice(0, 300))).toBe(302);
  docId = Number(res.headers.get("location")!.match(/\/admin\/cases\/(\d+)\/files/)![1]);
  // An imported case: its citations as the source wrote them (the import keeps them in `raw`).
  imported = await writeCase(
    ctxAt(),
    {
      appellant: "Quorndale Importee",
      respondent: "Union of Zanaria",
      judgementOrder: "<p>The quorndale appeal was imported.</p>",
      caseCategoryId: 4,
      courtId: 1,
      decidedDay: 1,
      decidedMonth: 2,
      decidedYear: 1988,
      citations: [
        { raw: "[1988] INSC 17", journalId: 10, citationCategoryId: 15, year: 1988, pageNumber: "17", neutralCitation: "1988 INSC 17" },
        { raw: "1988 (2) SCR 713", journalId: 9, citationCategoryId: 14, year: 1988, volume: "2", pageNumber: "713" },
        { raw: "1988 (2) SCC 12", journalId: 7, citationCategoryId: 8, year: 1988, volume: "2", pageNumber: "12" },
      ],
      headnotes: [],
      acts: [],
    },
    1,
  );
});

/** The texts of the Citation and Equal Citations entries of a page's case header. */
function citationBlock(page: string) {
  const lead = page.match(/<dd class="lead-citation">(.*?)<\/dd>/s)?.[1] ?? null;
  const list = page.match(/<ul class="equal-citation-list">(.*?)<\/ul>/s)?.[1] ?? "";
  return { lead, equal: [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]) };
}

test("the form stored the three rows with row 1's Other and Neutral Citation (D1)", async () => {
  expect(await all("select position, journal_id, year, volume, page_number, other_citation, neutral_citation from case_citations where doc_id = ? order by position", docId)).toEqual([
    { position: 1, journal_id: 2, year: 2025, volume: null, page_number: "101", other_citation: "2025 SCC OnLine SC 999", neutral_citation: "2025 INSC 1234" },
    { position: 2, journal_id: 7, year: 2025, volume: "3", page_number: "456", other_citation: null, neutral_citation: null },
    { position: 3, journal_id: 8, year: 2025, volume: null, page_number: "1500", other_citation: null, neutral_citation: null },
  ]);
  expect(await one("select citation_style from journals where id = 2")).toEqual({ citation_style: "round" });
});

describe("the reporter's citation first, every other citation an equal citation, in house style", () => {
  test("the case view (also what prints): the SAR citation, then the others; the Equal Citation list names their journals", async () => {
    const page = await (await req(`/viewCase/${docId}`, { cookie: cookies.subscriber })).text();
    expect(citationBlock(page)).toEqual({ lead: html(LEAD), equal: EQUAL.map(html) });
    expect(page).toContain("Equal Citation");
    for (const old of OLD_FORMS) expect(page).not.toContain(html(old));
    // Share by chat and Send by mail carry the reporter's citation with the title.
    expect(page).toContain(encodeURIComponent(`Vellacourt Citator v. State of Zanaria, ${LEAD} — `));
  });

  test("the search modal's JSON has the citation and the equal citations with their journals", async () => {
    const body = (await (await req(`/search/case/${docId}`, { cookie: cookies.subscriber })).json()) as { case: { citation: string; equalCitations: { text: string; journal: string | null }[] } };
    expect(body.case.citation).toBe(LEAD);
    expect(body.case.equalCitations).toEqual([
      { text: "2025 SCC OnLine SC 999", journal: "SCC OnLine", own: false },
      { text: "2025 INSC 1234", journal: "Neutral Citation", own: false },
      { text: "(2025) 3 SCC 456", journal: "Supreme Court Cases", own: false },
      { text: "AIR 2025 SC 1500", journal: "All India Reporter", own: false },
    ]);
  });

  test("the guest page shows the same citation block", async () => {
    const page = await (await req(`/guestCase/${docId}`)).text();
    expect(citationBlock(page)).toEqual({ lead: html(LEAD), equal: EQUAL.map(html) });
  });

  test("the result line and the JSON API (dashboardSearch) give the reporter's citation", async () => {
    const results = await (await req("/search?mode=quick&run=1&q=Vellacourt", { cookie: cookies.subscriber })).text();
    const line = results.match(/<span class="hit-meta">(.*?)<\/span>/s)![1];
    expect(line).toContain(`Doc Id <!-- -->${docId}`);
    expect(line).toContain(html(LEAD));
    const api = await SELF.fetch(`${ORIGIN}/v1/api/user/dashboardSearch?pageNumber=1&perPageLimit=10`, {
      method: "POST",
      headers: { authorization: `Bearer ${cookies.subscriber!.split("=")[1]}`, "content-type": "application/json" },
      body: JSON.stringify({ searchType: "DashboardSearchType", dashboardSearchValue: "Vellacourt" }),
    });
    const json = (await api.json()) as { responseData: { ojectList: { docId: number; citation: string }[] } };
    expect(json.responseData.ojectList).toEqual([expect.objectContaining({ docId, citation: LEAD })]);
  });

  test("an imported case's citations as the source wrote them print in house style too (view, result line)", async () => {
    const page = await (await req(`/viewCase/${imported}`, { cookie: cookies.subscriber })).text();
    // A 1988 judgment leads with its first printed report, not LII's "INSC" number (decision 094).
    expect(citationBlock(page)).toEqual({ lead: "[1988] 2 SCR 713", equal: ["1988 INSC 17", "(1988) 2 SCC 12"] });
    const results = await (await req("/search?mode=quick&run=1&q=Quorndale", { cookie: cookies.subscriber })).text();
    expect(results.match(/<span class="hit-meta">(.*?)<\/span>/s)![1]).toContain("[1988] 2 SCR 713");
  });

  test("a demo case with the reporter's civil series leads with it: (year) volume SAR page", async () => {
    const row = (await one<{ doc_id: number; year: number; volume: string; page_number: string }>(
      "select doc_id, year, volume, page_number from case_citations where journal_id = 1 and position = 1 and volume is not null order by doc_id limit 1",
    ))!;
    const page = await (await req(`/viewCase/${row.doc_id}`, { cookie: cookies.subscriber })).text();
    expect(citationBlock(page).lead).toBe(`(${row.year}) ${row.volume} SAR ${row.page_number}`);
  });
});
