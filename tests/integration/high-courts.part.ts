/**
 * All 25 High Courts and their benches (issue 32 items 4 and 6, decision 099): the courts master
 * of 0001 + 0030, the demo seed's High Court judgments, the court and bench filters of every search
 * mode (the D1 backend, the search page and the API), the bench named in results and on the case
 * view, and an imported judgment placed at the court and bench its head names.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { FIXED_COURT_MASTERS, loadCourtMasters } from "../../app/services/cases/court-placement.server";
import { type CaseInput } from "../../app/services/cases/cases.server";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { importLines } from "../../app/services/cases/import.server";
import { searchBackend } from "../../app/services/search/search.server";
import { loadCaseInputs, meiliDocumentOf, reindexEveryShard } from "../../app/services/search/search-sync.server";
import { HIGH_COURT_DEMO } from "../../db/demo-data";
import { FIRST_HIGH_COURT_DEMO_DOC_ID } from "../../scripts/lib/demo-seed";
import { COURTS } from "../../search-index/court-of-head";
import type { Controls, SearchQuery } from "../../search-index/types";
import { apiSignin, call } from "./api-helpers";
import { addCourtBranch } from "../../app/services/masters/courts.server";
import { caseAll, caseOne, ctxAt, docIdOfSource, loginUser, one, req, seed } from "./helpers";

/** Two judgments of the High Court of Bombay: one at its Nagpur Bench, one at its Aurangabad Bench. */
const NAGPUR = 9601;
const AURANGABAD = 9602;
const BOMBAY = 3;
const NAGPUR_BENCH = 3;
const AURANGABAD_BENCH = 4;

const hcCase = (docId: number, branchId: number, appellant: string): CaseInput => ({
  docId,
  appellant,
  respondent: "State of Maharashtra",
  judgementOrder: `<p>IN THE HIGH COURT OF JUDICATURE AT BOMBAY</p><p>The zqbenchword appeal turns on the recovery of the weapon.</p>`,
  courtId: BOMBAY,
  courtBranchId: branchId,
  caseCategoryId: 3,
  decidedDay: 4,
  decidedMonth: 3,
  decidedYear: 2022,
  caseNumber: `Criminal Appeal No. ${docId} of 2021`,
  headnotes: [{ headnote: "<p>Penal Code — S. 302 — zqbenchword</p>", refs: [{ actName: "Indian Penal Code, 1860", section: "302" }] }],
  // The same AIR report for both (a citation search that matches both, to filter).
  citations: [{ raw: "AIR 2022 Bom 9876", journalId: 8, citationCategoryId: 13, year: 2022, pageNumber: "9876" }],
  allJudges: "Zqjudge Deshpande",
});

/** The subscriber's session (one login: a second would be throttled or take the seat). */
let cookie: string | null = null;

beforeAll(async () => {
  await seed();
  cookie = (await loginUser("subscriber@sar.example.com")).cookie;
  // Through the one write path: each High Court case to its shard (CASES_1), the directory naming it.
  await writeCase(ctxAt(), hcCase(NAGPUR, NAGPUR_BENCH, "Zqbench Nagpurwala"), 3);
  await writeCase(ctxAt(), hcCase(AURANGABAD, AURANGABAD_BENCH, "Zqbench Aurangabadkar"), 3);
});

describe("the courts master", () => {
  test("the Supreme Court and all 25 High Courts, every seat and permanent bench, as the placement knows them", async () => {
    const masters = await loadCourtMasters(ctxAt());
    expect(masters.courts).toEqual(FIXED_COURT_MASTERS.courts);
    expect(masters.branches).toEqual([...FIXED_COURT_MASTERS.branches].sort((a, b) => a.id - b.id));
    expect(masters.categories).toEqual({ hc: 3, sc: 4 });
    expect(masters.courts.filter((c) => c.name !== "Supreme Court")).toHaveLength(25);
    const seatsOf = (court: string) => masters.branches.filter((b) => b.courtId === masters.courts.find((c) => c.name === court)!.id).map((b) => b.name).sort();
    expect(seatsOf("High Court of Bombay")).toEqual(["Aurangabad", "Goa at Panaji", "Kolhapur", "Mumbai", "Nagpur"]);
    expect(seatsOf("Gauhati High Court")).toEqual(["Aizawl", "Guwahati", "Itanagar", "Kohima"]);
    expect(seatsOf("High Court of Calcutta")).toEqual(["Jalpaiguri", "Kolkata", "Port Blair"]);
    expect(seatsOf("High Court of Karnataka")).toEqual(["Bengaluru", "Dharwad", "Kalaburagi"]);
    // Every court and seat the head reader knows is in the master.
    for (const c of COURTS) for (const s of c.seats) expect(seatsOf(c.master), c.master).toContain(s.master);
  });

  test("the demo seed holds High Court judgments at their benches, with ILR, regional and neutral citations", async () => {
    // The High Court judgments are in their shard (CASES_1 in the suite; the first one's database holds them all).
    const rows = (
      await caseAll<{ doc_id: number; court_id: number; court_branch_id: number; case_category_id: number; cites: string }>(
        FIRST_HIGH_COURT_DEMO_DOC_ID,
        `select c.doc_id, c.court_id, c.court_branch_id, c.case_category_id, group_concat(k.raw, ' | ') as cites
           from cases c join case_citations k on k.doc_id = c.doc_id where c.doc_id >= ? group by c.doc_id order by c.doc_id`,
        FIRST_HIGH_COURT_DEMO_DOC_ID,
      )
    ).filter((r) => r.doc_id < 9000);
    expect(rows).toHaveLength(HIGH_COURT_DEMO.length);
    HIGH_COURT_DEMO.forEach((d, k) => {
      expect(rows[k]).toMatchObject({ court_id: d.courtId, court_branch_id: d.branchId, case_category_id: 3 });
      for (const c of [...d.reported, ...(d.neutral ? [d.neutral] : [])]) expect(rows[k].cites).toContain(c);
    });
    expect(rows.map((r) => r.cites).join(" ")).toContain("ILR 2019 Kar 1234");
    expect(rows.map((r) => r.cites).join(" ")).toContain("2022:BHC-NAG:5678");
  });
});

describe("the court and bench filters, in every mode", () => {
  // The product's search over the shards: a court's filter reads its shard only (decision 122).
  const backend = () => searchBackend(ctxAt());
  const found = async (query: SearchQuery, c: Partial<Controls>) =>
    (await backend().search(query, { page: 1, perPage: 100, dateOrder: "d", ...c })).items.map((i) => i.docId).filter((d) => d === NAGPUR || d === AURANGABAD).sort();
  const MODES: [string, SearchQuery][] = [
    ["quick", { mode: "quick", text: "Zqbench" }],
    ["word, exact", { mode: "word", text: "zqbenchword appeal", section: "both", method: "exact" }],
    ["word, freeword", { mode: "word", text: "zqbenchword", section: "judgment", method: "any" }],
    ["main", { mode: "main", judge: "Zqjudge" }],
    ["main, text", { mode: "main", judgementText: "zqbenchword" }],
    ["citation", { mode: "citation", journalId: 8, year: 2022, page: "9876" }],
    ["statute", { mode: "statute", rows: [{ actName: "Indian Penal Code", section: "302" }] }],
  ];

  test.each(MODES)("%s: by court both, by bench one, by another court none (date order and Best match)", async (_mode, query) => {
    for (const order of [{}, { relevance: true }, { dateOrder: "a" as const }, { mostCited: true }]) {
      expect(await found(query, order)).toEqual([NAGPUR, AURANGABAD]);
      expect(await found(query, { ...order, courtId: BOMBAY })).toEqual([NAGPUR, AURANGABAD]);
      expect(await found(query, { ...order, branchId: NAGPUR_BENCH })).toEqual([NAGPUR]);
      expect(await found(query, { ...order, courtId: BOMBAY, branchId: AURANGABAD_BENCH })).toEqual([AURANGABAD]);
      expect(await found(query, { ...order, courtId: 1 })).toEqual([]);
      // A bench of another court with the court: nothing.
      expect(await found(query, { ...order, courtId: BOMBAY, branchId: 7 })).toEqual([]);
    }
  });

  test("the search page: court and bench in the URL of every mode, the bench named in the results", async () => {
    const page = async (qs: string) => (await req(`/search?run=1&${qs}`, { cookie })).text();
    const urls = ["mode=quick&q=Zqbench", "mode=word&text=zqbenchword&section=both&method=exact", "mode=main&judge=Zqjudge", "mode=citation&journal=8&cyear=2022&cpage=9876", "mode=statute&act1=Indian+Penal+Code&sec1=302"];
    for (const url of urls) {
      const both = await page(`${url}&court=${BOMBAY}`);
      expect(both, url).toContain("Zqbench Nagpurwala");
      expect(both, url).toContain("Zqbench Aurangabadkar");
      expect(both, url).toContain("High Court of Bombay (Nagpur Bench)");
      expect(both, url).toContain("High Court of Bombay (Aurangabad Bench)");
      const one = await page(`${url}&bench=${NAGPUR_BENCH}`);
      expect(one, url).toContain("Zqbench Nagpurwala");
      expect(one, url).not.toContain("Zqbench Aurangabadkar");
    }
    // The filters themselves: a court list and a bench list grouped by court, in every mode's form.
    for (const mode of ["quick", "main", "citation", "statute", "word"]) {
      const form = await page(`mode=${mode}`);
      expect(form, mode).toContain('name="bench"');
      expect(form, mode).toContain("High Court of Jammu &amp; Kashmir and Ladakh");
      expect(form, mode).toContain("Nagpur Bench");
      expect(form, mode).toContain("Kohima Bench");
    }
  });

  test("a bench the staff add later is named in results read in the shard, and filters there (decision 128)", async () => {
    // The catalogue gets the bench; the High Courts' shard keeps its own copy of the masters without it.
    expect(await addCourtBranch(ctxAt(), { courtName: "High Court of Bombay", branchName: "Zqseat", actorId: 1 })).toEqual({ ok: true, created: "branch" });
    const bench = await one<{ id: number }>("select id from court_branches where name = 'Zqseat'");
    expect(await env.CASES_1.prepare("select id from court_branches where name = 'Zqseat'").first()).toBeNull();
    await writeCase(ctxAt(), { ...hcCase(9603, bench!.id, "Zqbench Seatwala"), docId: 9603 }, 3);
    expect(await caseOne(9603, "select court_branch_id from cases where doc_id = 9603")).toEqual({ court_branch_id: bench!.id });
    const hits = async (c: Partial<Controls>) => (await backend().search({ mode: "quick", text: "Zqbench" }, { page: 1, perPage: 100, dateOrder: "d", ...c })).items;
    // Every court (both shards merged), the court (its shard alone), the new bench (its court's shard, by the catalogue).
    for (const c of [{}, { courtId: BOMBAY }, { branchId: bench!.id }, { courtId: BOMBAY, branchId: bench!.id }]) {
      const hit = (await hits(c)).find((h) => h.docId === 9603);
      expect(hit?.court, JSON.stringify(c)).toBe("High Court of Bombay (Zqseat Bench)");
    }
    expect((await hits({ branchId: bench!.id })).map((h) => h.docId)).toEqual([9603]);
    expect(await hits({ courtId: 1, branchId: bench!.id })).toEqual([]);
    const page = await (await req(`/search?run=1&mode=quick&q=Zqbench&bench=${bench!.id}`, { cookie })).text();
    expect(page).toContain("Zqbench Seatwala");
    expect(page).toContain("High Court of Bombay (Zqseat Bench)");
    expect(page).not.toContain("Zqbench Nagpurwala");
  });

  test("the API: courtId and courtBranchId in every search type", async () => {
    // The chambers account (two seats): the subscriber's one seat is the pages' session.
    const { token } = await apiSignin("chambers@sar.example.com");
    const api = async (body: Record<string, unknown>) => {
      const { json } = await call("POST", "/user/dashboardSearch?pageNumber=1&perPageLimit=100", { token, body });
      expect(json.responseData.ojectList, JSON.stringify(json).slice(0, 300)).toBeDefined();
      return (json.responseData.ojectList as { docId: number; court: string }[]).filter((i) => i.docId === NAGPUR || i.docId === AURANGABAD);
    };
    const bodies = [
      { searchType: "DashboardSearch", dashboardSearchValue: "Zqbench" },
      { searchType: "WordSearch", wordSearchData: { wordSearchText: "zqbenchword", wordSearchSection: "both", wordSearchMethod: "exact" } },
      { searchType: "MainSearchType", mainSearchJudge: "Zqjudge" },
    ];
    for (const body of bodies) {
      expect((await api({ ...body, courtId: BOMBAY })).map((i) => i.docId).sort(), body.searchType).toEqual([NAGPUR, AURANGABAD]);
      const one = await api({ ...body, courtBranchId: AURANGABAD_BENCH });
      expect(one.map((i) => i.docId), body.searchType).toEqual([AURANGABAD]);
      expect(one[0].court).toBe("High Court of Bombay (Aurangabad Bench)");
    }
  });

  test("the case view names the court with its bench", async () => {
    const res = await req(`/viewCase/${NAGPUR}`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("High Court of Bombay (Nagpur Bench)");
    const demo = await (await req(`/viewCase/${FIRST_HIGH_COURT_DEMO_DOC_ID + 1}`, { cookie })).text();
    expect(demo).toContain("High Court of Madras (Madurai Bench)");
  });
});

describe("an imported judgment is placed at the court and bench its head names", () => {
  test("court, bench and category from the head; the Supreme Court from the court field", async () => {
    const line = (id: string, head: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ id, appellant: `Party ${id}`, respondent: "State", decision_date: "2021-06-14", judgment_text: `${head}\n\nThe petition is dismissed.`, ...extra });
    const results = await importLines(ctxAt(), [
      { line: 1, raw: line("hc-test:kerala", "IN THE HIGH COURT OF KERALA AT ERNAKULAM\nCrl.M.C. No. 1 of 2021") },
      { line: 2, raw: line("hc-test:madurai", "BEFORE THE MADURAI BENCH OF MADRAS HIGH COURT\nW.P.(MD) No. 2 of 2020") },
      { line: 3, raw: line("hc-test:mp", "High Court Of Judicature Madhya Pradesh, Jabaplur") },
      { line: 4, raw: line("hc-test:sc", "IN THE HIGH COURT OF KERALA AT ERNAKULAM", { court: "Supreme Court of India" }) },
    ]);
    expect(results.map((r) => r.status)).toEqual(["imported", "imported", "imported", "imported"]);
    // Each case in its court's shard (the Supreme Court's in the catalogue's database, the others in CASES_1).
    const placed = async (id: string) => {
      const docId = await docIdOfSource(id);
      return docId === null ? null : caseOne(docId, "select court_id, court_branch_id, case_category_id from cases where doc_id = ?", docId);
    };
    expect(await placed("hc-test:kerala")).toEqual({ court_id: 8, court_branch_id: 15, case_category_id: 3 });
    expect(await placed("hc-test:madurai")).toEqual({ court_id: 4, court_branch_id: 7, case_category_id: 3 });
    expect(await placed("hc-test:mp")).toEqual({ court_id: 12, court_branch_id: null, case_category_id: 3 });
    expect(await placed("hc-test:sc")).toEqual({ court_id: 1, court_branch_id: 34, case_category_id: 4 });
  });
});

describe("reindex and the search sync across the case shards (issue 36)", () => {
  test("npm run reindex's pass rebuilds each case's search rows in its own shard; the sync's document names the court by the catalogue", async () => {
    const ctx = ctxAt();
    const key = (await caseOne<{ search_key: number }>(NAGPUR, "select search_key from cases where doc_id = ?", NAGPUR))!.search_key;
    const found = async () => (await searchBackend(ctxAt()).search({ mode: "quick", text: "Zqbench Nagpurwala" }, { page: 1, perPage: 10, dateOrder: "d" })).items.map((i) => i.docId);
    expect(await found()).toContain(NAGPUR);
    // The High Court case's full-text rows lost in its shard: the search no longer finds it.
    await env.CASES_1.batch([env.CASES_1.prepare("delete from case_meta_fts where rowid = ?").bind(key), env.CASES_1.prepare("delete from case_fts where rowid = ?").bind(key)]);
    expect(await found()).not.toContain(NAGPUR);
    const before = Number((await env.DB.prepare("select count(*) as n from case_meta_fts").first<{ n: number }>())!.n);
    const done = await reindexEveryShard(ctx);
    // Every case of both databases, each once.
    const counts = await Promise.all([env.DB, env.CASES_1].map((db) => db.prepare("select count(*) as n from cases").first<{ n: number }>()));
    expect(done).toBe(counts.reduce((n, r) => n + Number(r!.n), 0));
    expect(await found()).toContain(NAGPUR);
    expect(await env.CASES_1.prepare("select rowid from case_meta_fts where rowid = ?").bind(key).first()).toEqual({ rowid: key });
    // Nothing of it written in the catalogue's indexes; the Supreme Court's rows there rebuilt as they were.
    expect(await env.DB.prepare("select rowid from case_meta_fts where rowid = ?").bind(key).first()).toBeNull();
    expect(Number((await env.DB.prepare("select count(*) as n from case_meta_fts").first<{ n: number }>())!.n)).toBe(before);
    expect(await env.CASES_1.prepare("select ready from search_index_state where name = 'case_pairs'").first()).toEqual({ ready: 1 });
    // The search sync (Meilisearch's document) reads each case in its shard; the court and bench named by the catalogue.
    const loaded = await loadCaseInputs(ctx, [NAGPUR, 9603, FIRST_HIGH_COURT_DEMO_DOC_ID]);
    expect(loaded.get(NAGPUR)?.court).toBe("High Court of Bombay (Nagpur Bench)");
    expect(loaded.get(9603)?.court).toBe("High Court of Bombay (Zqseat Bench)");
    expect(loaded.get(NAGPUR)?.input.appellant).toBe("Zqbench Nagpurwala");
    expect(meiliDocumentOf(loaded.get(9603)!.input, { court: loaded.get(9603)!.court }).hit.court).toBe("High Court of Bombay (Zqseat Bench)");
  });
});

test("the neutral citations' type-ahead offers a High Court's from its shard beside the Supreme Court's (issue 36)", async () => {
  const { suggest } = await import("../../app/services/search/search.server");
  expect(await suggest(ctxAt(), "neutral", "2022:BHC")).toContain("2022:BHC-NAG:5678");
  const insc = await suggest(ctxAt(), "neutral", "20");
  // Both databases' in one ordered list: the Supreme Court's "20xx INSC …" and the High Courts' "20xx:…".
  expect(insc.some((l) => l.includes("INSC")) && insc.some((l) => l.includes(":"))).toBe(true);
  expect(insc).toEqual([...insc].sort());
});
