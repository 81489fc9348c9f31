/**
 * Issue 24 items 2 and 5 (decisions 062, 064), through the import (the one write path), each link
 * checked in D1: a reference resolved through an equal citation another judgment writes beside it,
 * one resolved by case name and year, both made by whichever judgment comes last (no rebuild); and
 * one judgment imported under two source ids shown once, with staff's merge and separate.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { citationGraph } from "../../app/services/graph/citation-graph.server";
import { importLines } from "../../app/services/cases/import.server";
import { searchCases } from "../../app/services/search/search.server";
import { parseCitation } from "../../search-index/citations";
import { citedByWords } from "../../app/utils/copy-case";
import { env } from "cloudflare:test";
import { all, caseOne, ctxAt, docIdOfSource, loginStaff, loginUser, one, req, sampleById, seed } from "./helpers";

let sample: Map<string, string>;

beforeAll(async () => {
  await seed();
  sample = await sampleById();
  // The seed and the sample's 2,001 lines: more than the default 10 s on a loaded machine.
}, 60_000);

const docOf = async (sourceId: string) => (await one<{ doc_id: number }>("select doc_id from cases where source_id = ?", sourceId))!.doc_id;
const linesOf = (raws: string[]) => raws.map((raw, i) => ({ line: i + 1, raw }));
/** A record of the data's shape; its sentences are the IRLeD texts' own (irled2017-prior:prior_case_1203 and _1139). */
const record = (id: string, fields: Record<string, unknown>) =>
  JSON.stringify({ id, court: "Supreme Court of India", decision_date: "1966-09-14", judgment_text: "The appeal is dismissed.", ...fields });

describe("equal citations written side by side link a reference no case's own citation answers", () => {
  test("the judgment that states the equal, imported last, links the waiting reference of another; a re-import changes nothing", async () => {
    const ctx = ctxAt();
    // A cites the neutral citation only; C is recorded with the SCR citation only; B writes both side by side.
    const a = record("test-equal:A", { judgment_text: "The question was considered in Ram Lal v. Shyam Lal [[1963] INSC 197] and answered." });
    const c = record("test-equal:C", { title: "Test Cited v. Union", decision_date: "1963-10-03", citations: ["1964 (5) SCR 12"] });
    const b = record("test-equal:B", { judgment_text: "was liable to be dismissed under s. 90(3) of the Act. R.K.P.S. Appeal dismissed. (1) [[1963] INSC 197]; [[1964] 5 S.C.R. 12.]" });
    await importLines(ctx, linesOf([a, c]));
    const [docA, docC] = [await docOf("test-equal:A"), await docOf("test-equal:C")];
    const key = parseCitation("[1963] INSC 197")!.key;
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", docA, key)).toEqual({ cited_doc_id: null, resolved_by: null });

    await importLines(ctx, linesOf([b]));
    const docB = await docOf("test-equal:B");
    expect(await all("select key, equal_key from case_citation_equals where doc_id = ? order by key", docB)).toEqual(
      [
        { key, equal_key: parseCitation("[1964] 5 SCR 12")!.key },
        { key: parseCitation("[1964] 5 SCR 12")!.key, equal_key: key },
      ].sort((x, y) => x.key.localeCompare(y.key)),
    );
    // A's reference, stored before, gained the link in place; B's own two references point at C.
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", docA, key)).toEqual({ cited_doc_id: docC, resolved_by: "equal-citation" });
    expect(await all("select cited_doc_id, resolved_by from case_references where doc_id = ? order by position", docB)).toEqual([
      { cited_doc_id: docC, resolved_by: "equal-citation" },
      { cited_doc_id: docC, resolved_by: "citation" },
    ]);
    expect((await citationGraph(ctx, docC)).citedBy.map((x) => x.docId).sort()).toEqual([docA, docB].sort());

    // A re-import of all three: unchanged, the same links.
    const before = await all("select doc_id, position, cited_doc_id, resolved_by from case_references where doc_id in (?, ?, ?) order by doc_id, position", docA, docB, docC);
    expect((await importLines(ctx, linesOf([a, b, c]))).map((r) => r.status)).toEqual(["unchanged", "unchanged", "unchanged"]);
    expect(await all("select doc_id, position, cited_doc_id, resolved_by from case_references where doc_id in (?, ?, ?) order by doc_id, position", docA, docB, docC)).toEqual(before);

    // B's text no longer writes the two side by side: A's link, which rested on it, is undone.
    await importLines(ctx, linesOf([record("test-equal:B", { judgment_text: "Appeal dismissed. See [[1963] INSC 197] and, on another point, [[1964] 5 S.C.R. 12.]" })]));
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", docA, key)).toEqual({ cited_doc_id: null, resolved_by: null });
  }, 30_000);
});

describe("a reference resolves by case name and year where its citation is in no case's record", () => {
  test("aila2019:C1201 cites 'Mukul Saikia & Ors. v. State of Assam & Ors. AIR 2009 SC 747'; the record of that judgment (aila2019:C1757, 2008) carries no citation", async () => {
    const ctx = ctxAt();
    await importLines(ctx, linesOf([sample.get("aila2019:C1201")!]));
    const citing = await docOf("aila2019:C1201");
    const air = parseCitation("AIR 2009 SC 747")!.key;
    expect(await one("select cited_doc_id, name_key from case_references where doc_id = ? and cited_key = ?", citing, air)).toEqual({
      cited_doc_id: null,
      name_key: "mukul saikia v state assam|2009",
    });
    // The cited judgment imported later: the waiting reference gains the link by name and year.
    await importLines(ctx, linesOf([sample.get("aila2019:C1757")!]));
    const cited = await docOf("aila2019:C1757");
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", citing, air)).toEqual({ cited_doc_id: cited, resolved_by: "name-year" });
    expect((await citationGraph(ctx, cited)).citedBy.map((x) => x.docId)).toContain(citing);

    // Precision first: a second case of the same name and year makes the name no longer one case's, and the link waits.
    await importLines(ctx, linesOf([record("test-name:twin", { title: "Mukul Saikia v State of Assam", decision_date: "2008-12-01", judgment_text: "Another order between the same parties." })]));
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", citing, air)).toEqual({ cited_doc_id: null, resolved_by: null });
  }, 30_000);
});

describe("a reference resolves by the name other judgments cite a case by (decision 078)", () => {
  // The shapes of irled2017-prior:prior_case_0287 ("Daryao v. State of U.P. [1962] 1 S.C.R. 474", a misprint of 574) and of a
  // judgment naming the same case with a citation its record carries; the cited record, like IRLeD's, has no title.
  test("a misprinted citation links through the name another judgment writes beside the right one, in either import order; two cases under one name link neither", async () => {
    const ctx = ctxAt();
    const cited = record("test-namecited:X", { decision_date: "1961-03-20", citations: ["AIR 1961 SC 1457"], judgment_text: "The petitions are dismissed." });
    const misprint = record("test-namecited:B", { decision_date: "1966-01-10", judgment_text: "The plea is barred, as held in Qelvar Traders v. State of U.P. [1962] 1 S.C.R. 474, and the petition fails." });
    const namer = record("test-namecited:A", { decision_date: "1965-02-11", judgment_text: "The principle was stated in Qelvar Traders v. State of U.P., A.I.R. 1961 S.C. 1457, and we follow it." });
    const key = parseCitation("[1962] 1 S.C.R. 474")!.key;
    // The misprint first: it waits; the cited case alone does not answer it (no title, no such citation).
    await importLines(ctx, linesOf([misprint, cited]));
    const [x, b] = [await docOf("test-namecited:X"), await docOf("test-namecited:B")];
    expect(await one("select cited_doc_id from case_references where doc_id = ? and cited_key = ?", b, key)).toEqual({ cited_doc_id: null });
    // The judgment that names it beside AIR 1961 SC 1457, imported last: the waiting reference gains the link.
    await importLines(ctx, linesOf([namer]));
    const a = await docOf("test-namecited:A");
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", a, parseCitation("AIR 1961 SC 1457")!.key)).toEqual({ cited_doc_id: x, resolved_by: "citation" });
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", b, key)).toEqual({ cited_doc_id: x, resolved_by: "name-cited" });
    expect((await citationGraph(ctx, x)).citedBy.map((i) => i.docId).sort()).toEqual([a, b].sort());
    // A re-import changes nothing.
    expect((await importLines(ctx, linesOf([misprint, cited, namer]))).map((r) => r.status)).toEqual(["unchanged", "unchanged", "unchanged"]);
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", b, key)).toEqual({ cited_doc_id: x, resolved_by: "name-cited" });

    // Precision first: another judgment cites a second case under the same name (a year apart): the name is no longer one case's.
    const other = record("test-namecited:Y", { decision_date: "1962-08-01", citations: ["AIR 1963 SC 11"], judgment_text: "The appeal is allowed." });
    const namer2 = record("test-namecited:C", { decision_date: "1967-02-11", judgment_text: "See Qelvar Traders v. State of U.P., AIR 1963 SC 11, on the later point." });
    await importLines(ctx, linesOf([other, namer2]));
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ? and cited_key = ?", b, key)).toEqual({ cited_doc_id: null, resolved_by: null });
  }, 30_000);
});

describe("one judgment, one case", () => {
  // aila2019:C1747 and aila2019:C2589 are one judgment of 25 April 2005 (S.V. Muzumdar v. Gujarat State Fertilizers Co.), in the AILA set twice.
  test("the second copy is linked at import, shown once in results and Cited by, and staff merge or separate the pair", async () => {
    const ctx = ctxAt();
    await importLines(ctx, linesOf([sample.get("aila2019:C1747")!, sample.get("aila2019:C2589")!]));
    const [first, copy] = [await docOf("aila2019:C1747"), await docOf("aila2019:C2589")];
    const pair = await one<{ same_as: number; similarity: number; status: string }>("select same_as, similarity, status from case_duplicates where doc_id = ?", copy);
    expect(pair).toMatchObject({ same_as: first, status: "linked" });
    expect(pair!.similarity).toBeGreaterThanOrEqual(0.5);
    expect(await one("select count(*) as n from case_duplicates where doc_id = ?", first)).toEqual({ n: 0 });

    const found = async () => (await searchCases(ctx, { mode: "quick", text: "Muzumdar Gujarat State Fertilizers" }, { page: 1, perPage: 20, dateOrder: "d" })).items.map((i) => i.docId);
    expect(await found()).toContain(first);
    expect(await found()).not.toContain(copy);
    expect((await citationGraph(ctx, first)).sameJudgment.map((s) => [s.docId, s.isOriginal])).toEqual([[copy, false]]);
    expect((await citationGraph(ctx, copy)).sameJudgment.map((s) => [s.docId, s.isOriginal])).toEqual([[first, true]]);

    // The back office lists the pair; a Data Entry Operator may see it, a subscriber may not.
    const { cookie } = await loginStaff("dataentry@sar.example.com");
    const page = await (await req("/admin/cases/duplicates", { cookie })).text();
    expect(page).toContain(`/viewCase/${copy}`);
    expect(page).toContain("aila2019:C2589");
    // A bad decision is refused and changes nothing.
    const bad = await req("/admin/cases/duplicates", { method: "POST", form: { intent: "delete", docId: String(copy) }, cookie });
    expect(bad.status).toBe(400);
    expect((await one("select status from case_duplicates where doc_id = ?", copy))!.status).toBe("linked");
    // Separate: both are results again (the cached case pages, which show the pair, are stale); a re-import keeps the staff's decision.
    const version = async () => (await one<{ version: number }>("select version from cache_versions where name = 'case_views'"))!.version;
    const stamp = await version();
    const sep = await req("/admin/cases/duplicates", { method: "POST", form: { intent: "separate", docId: String(copy) }, cookie });
    expect(sep.status).toBe(302);
    expect(await one("select status, decided_by is not null as by from case_duplicates where doc_id = ?", copy)).toEqual({ status: "separate", by: 1 });
    expect(await version()).toBeGreaterThan(stamp);
    expect(await found()).toEqual(expect.arrayContaining([first, copy]));
    await importLines(ctx, linesOf([sample.get("aila2019:C2589")!.replace("Muzumdar", "Muzumdar ")]));
    expect((await one("select status from case_duplicates where doc_id = ?", copy))!.status).toBe("separate");
    // Merge: one judgment again, the copy hidden.
    await req("/admin/cases/duplicates", { method: "POST", form: { intent: "merged", docId: String(copy) }, cookie });
    expect((await one("select status from case_duplicates where doc_id = ?", copy))!.status).toBe("merged");
    expect(await found()).not.toContain(copy);
  }, 30_000);
});

describe("one judgment, one case across the case shards (decision 131)", () => {
  /** The record as a High Court's judgment (its case goes to CASES_1): the same text, its own source id, no citations. */
  const asHighCourt = (raw: string, id: string) => JSON.stringify({ ...(JSON.parse(raw) as object), id, court: "High Court of Bombay", citations: [] });
  const shardOf = async (docId: number) => (await one<{ shard_id: number }>("select shard_id from case_directory where doc_id = ?", docId))!.shard_id;
  const pairIn = (docId: number) => caseOne<{ same_as: number; status: string; similarity: number }>(docId, "select same_as, status, similarity from case_duplicates where doc_id = ?", docId);

  test("a High Court's copy of a Supreme Court judgment, and a Supreme Court's copy of a High Court one, are linked across the shards and shown once", async () => {
    const ctx = ctxAt();
    // K. Ravi Kumar v State of Karnataka (aila2019:C1213): the Supreme Court's first (shard 0), a High Court's copy after (CASES_1).
    const sc = sample.get("aila2019:C1213")!;
    await importLines(ctx, linesOf([sc]));
    await importLines(ctx, linesOf([asHighCourt(sc, "hc-copy:C1213")]));
    const [first, copy] = [(await docIdOfSource("aila2019:C1213"))!, (await docIdOfSource("hc-copy:C1213"))!];
    expect([await shardOf(first), await shardOf(copy)]).toEqual([0, 1]);
    expect(await pairIn(copy)).toMatchObject({ same_as: first, status: "linked", similarity: 1 });
    // The pair lives with the copy, in its shard; the original's shard holds nothing of it.
    expect(await one("select count(*) as n from case_duplicates where doc_id = ? or same_as = ?", first, first)).toEqual({ n: 0 });
    // same_as has no foreign key (CROSS_SHARD_LINKS): the copy's shard holds no row of the original.
    expect(await env.CASES_1.prepare("select count(*) as n from cases where doc_id = ?").bind(first).first()).toEqual({ n: 0 });
    const found = async () => (await searchCases(ctx, { mode: "quick", text: "Ravi Kumar Karnataka" }, { page: 1, perPage: 20, dateOrder: "d" })).items.map((i) => i.docId);
    expect(await found()).toContain(first);
    expect(await found()).not.toContain(copy);
    // Also reported as, both ways, each case's row read in its own shard.
    const fromOriginal = (await citationGraph(ctx, first)).sameJudgment;
    expect(fromOriginal.map((s) => [s.docId, s.isOriginal, s.sourceId])).toEqual([[copy, false, "hc-copy:C1213"]]);
    const fromCopy = (await citationGraph(ctx, copy)).sameJudgment;
    expect(fromCopy.map((s) => [s.docId, s.isOriginal, s.title])).toEqual([[first, true, "K. Ravi Kumar v. State of Karnataka"]]);
    // A re-import of the copy: unchanged, still linked.
    expect((await importLines(ctx, linesOf([asHighCourt(sc, "hc-copy:C1213")]))).map((r) => r.status)).toEqual(["unchanged"]);
    expect(await pairIn(copy)).toMatchObject({ same_as: first, status: "linked" });

    // Staff see the pair (titles and source ids from the directory) and decide it in the copy's shard.
    const { cookie } = await loginStaff("dataentry@sar.example.com");
    const page = await (await req("/admin/cases/duplicates", { cookie })).text();
    expect(page).toContain(`/viewCase/${copy}`);
    expect(page).toContain("hc-copy:C1213");
    // The copy cites a Supreme Court case (a link across shards, as its write would store it): Cited by there reads its
    // incoming row, which says whether the citing case is a copy — written again by the staff's decision (decision 133).
    const cited = (await one<{ doc_id: number }>("select doc_id from cases where doc_id <> ? and live = 1 order by doc_id limit 1", first))!.doc_id;
    await env.CASES_1.prepare("insert into case_references (doc_id, position, cited_key, cited_doc_id, as_written, source) values (?, 999, 'test|copy-cites', ?, 'a case', 'text')").bind(copy, cited).run();
    expect((await req("/admin/cases/duplicates", { method: "POST", form: { intent: "separate", docId: String(copy) }, cookie })).status).toBe(302);
    expect(await pairIn(copy)).toMatchObject({ status: "separate" });
    expect(await one("select copy from case_incoming where cited_doc_id = ? and doc_id = ? and position = 999", cited, copy)).toEqual({ copy: 0 });
    await env.CASES_1.prepare("delete from case_references where doc_id = ? and position = 999").bind(copy).run();
    await env.DB.prepare("delete from case_incoming where doc_id = ?").bind(copy).run();
    expect(await found()).toEqual(expect.arrayContaining([first, copy]));
    expect((await citationGraph(ctx, first)).sameJudgment).toEqual([]);

    // The other way round: a High Court's judgment first (CASES_1), the Supreme Court's copy after (shard 0, the one-batch write).
    const hc = sample.get("aila2019:C1000")!;
    await importLines(ctx, linesOf([asHighCourt(hc, "hc-first:C1000")]));
    await importLines(ctx, linesOf([hc]));
    const [original, scCopy] = [(await docIdOfSource("hc-first:C1000"))!, (await docIdOfSource("aila2019:C1000"))!];
    expect([await shardOf(original), await shardOf(scCopy)]).toEqual([1, 0]);
    expect(await pairIn(scCopy)).toMatchObject({ same_as: original, status: "linked" });
    // No row of the original in the copy's database (same_as has no foreign key there either, migration 0039); found once.
    expect(await one("select count(*) as n from cases where doc_id = ?", original)).toEqual({ n: 0 });
    expect((await searchCases(ctx, { mode: "quick", text: "Ashok Kumar Tamil Nadu" }, { page: 1, perPage: 20, dateOrder: "d" })).items.map((i) => i.docId)).toEqual([original]);
    expect((await citationGraph(ctx, original)).sameJudgment.map((s) => [s.docId, s.isOriginal])).toEqual([[scCopy, false]]);
    expect((await citationGraph(ctx, scCopy)).sameJudgment.map((s) => [s.docId, s.isOriginal])).toEqual([[original, true]]);
  }, 60_000);
});

describe("judgments without a title or bench, for staff", () => {
  test("lists the judgments the text gave no title, with a link to each one's form", async () => {
    const ctx = ctxAt();
    await importLines(ctx, linesOf([record("test-untitled:1", { decision_date: "1970-01-02", judgment_text: "Appeal dismissed." })]));
    const docId = await docOf("test-untitled:1");
    const { cookie } = await loginStaff("dataentry@sar.example.com");
    const page = await (await req("/admin/cases/untitled?missing=title", { cookie })).text();
    expect(page).toContain(`/admin/addCase?docId=${docId}`);
    expect(page).toContain("test-untitled:1");
    expect((await req("/admin/cases/untitled?missing=nothing", { cookie })).status).toBe(400);
  }, 30_000);
});

describe("Cited by's two orders and the Most cited search order (decision 063)", () => {
  test("newest first or the larger bench first; most cited first in results, then newest", async () => {
    const ctx = ctxAt();
    const cites = (id: string, date: string, judges: string[], cite: string) =>
      record(id, { title: `Quorvant Textiles v. Bench ${id.slice(-1)}`, decision_date: date, judges, judgment_text: `The point was settled in Zellimar Mills v. Union of India, ${cite}, which we follow.` });
    await importLines(
      ctx,
      linesOf([
        record("test-order:X", { title: "Zellimar Mills v. Union of India", decision_date: "1969-05-02", citations: ["AIR 1970 SC 11"] }),
        record("test-order:Y", { title: "Zellimar Mills v. State of Kerala", decision_date: "1975-01-03", citations: ["AIR 1975 SC 7"] }),
        cites("test-order:A", "1990-02-01", ["A, J.", "B, J."], "AIR 1970 SC 11"),
        cites("test-order:B", "1980-02-01", ["A, J.", "B, J.", "C, J.", "D, J.", "E, J."], "AIR 1970 SC 11"),
        cites("test-order:C", "1985-02-01", ["A, J.", "B, J.", "C, J."], "AIR 1970 SC 11"),
        cites("test-order:D", "1991-02-01", ["A, J.", "B, J."], "AIR 1975 SC 7"),
      ]),
    );
    const [x, y, a, b, c] = await Promise.all(["X", "Y", "A", "B", "C"].map((s) => docOf(`test-order:${s}`)));
    expect((await citationGraph(ctx, x)).citedBy.map((i) => i.docId)).toEqual([a, c, b]);
    const byBench = await citationGraph(ctx, x, "bench");
    expect(byBench.citedBy.map((i) => [i.docId, i.benchSize])).toEqual([
      [b, 5],
      [c, 3],
      [a, 2],
    ]);
    // The case view offers both orders as links and follows ?citedBy=.
    const { cookie } = await loginUser("subscriber@sar.example.com");
    const newest = await (await req(`/viewCase/${x}`, { cookie })).text();
    expect(newest).toContain("?citedBy=bench#cited-by-title");
    const bench = await (await req(`/viewCase/${x}?citedBy=bench`, { cookie })).text();
    // Each Cited by link goes to the citing paragraph's anchor (decision 065).
    const at = (page: string, docId: number) => page.search(new RegExp(`href="/viewCase/${docId}[#"]`));
    expect(at(bench, b)).toBeGreaterThan(-1);
    expect(at(bench, b)).toBeLessThan(at(bench, a));
    expect(at(newest, a)).toBeLessThan(at(newest, b));
    // Each citing judgment says its bench (walk-through finding 9); sizes known, so no "not known" note.
    for (const judges of ["5 judges", "3 judges", "2 judges"]) expect(bench, judges).toContain(judges);
    expect(bench).not.toContain(citedByWords.benchUnknown);

    // Most cited: X (three citing judgments) before Y (one), though Y is newer; newest first otherwise.
    const search = async (mostCited: boolean) =>
      (await searchCases(ctx, { mode: "quick", text: "Zellimar Mills" }, { page: 1, perPage: 20, dateOrder: "d", mostCited })).items.map((i) => i.docId);
    expect(await search(false)).toEqual([y, x]);
    expect(await search(true)).toEqual([x, y]);
    // The search screen's control and its URL.
    const page = await (await req("/search?mode=quick&run=1&q=Zellimar+Mills&cited=1", { cookie })).text();
    expect(page).toMatch(/aria-current="true"[^>]*>Most cited/);
    expect(page.indexOf(`/viewCase/${x}`)).toBeLessThan(page.indexOf(`/viewCase/${y}`));
  }, 30_000);
});

describe("a reference resolves by case name and year across the case shards (decision 135)", () => {
  // The suite's two shards: the Supreme Court's cases in DB, the High Court of Bombay's in CASES_1 (decision 127).
  const bombay = (id: string, fields: Record<string, unknown>) => record(id, { court: "High Court of Bombay", ...fields });
  const refOf = async (citing: number, citation: string) =>
    caseOne(citing, "select cited_doc_id, resolved_by, name_key from case_references where doc_id = ? and cited_key = ?", citing, parseCitation(citation)!.key);
  /** The link alone (refOf without the name key). */
  const refNow = async (citing: number, citation: string) => {
    const { name_key: _name, ...link } = (await refOf(citing, citation)) ?? {};
    return link;
  };

  test("a Supreme Court judgment waiting on a name is linked when the one High Court case of that name and year is written, and the other way round", async () => {
    const ctx = ctxAt();
    // Written before the case it cites, which is in the other shard: it waits on its name and year.
    await importLines(ctx, linesOf([record("test-xname:A", { decision_date: "2012-02-02", judgment_text: "The point was settled in Ozmirand Traders v. State of Kerala, AIR 2009 SC 7471, and we follow it." })]));
    const a = (await docIdOfSource("test-xname:A"))!;
    expect(await refOf(a, "AIR 2009 SC 7471")).toEqual({ cited_doc_id: null, resolved_by: null, name_key: "ozmirand traders v state kerala|2009" });
    await importLines(ctx, linesOf([bombay("test-xname:B", { title: "Ozmirand Traders v. State of Kerala", decision_date: "2008-05-05", judgment_text: "The writ petition is allowed." })]));
    const b = (await docIdOfSource("test-xname:B"))!;
    expect(await env.CASES_1.prepare("select doc_id from cases where doc_id = ?").bind(b).first()).toEqual({ doc_id: b });
    expect(await refOf(a, "AIR 2009 SC 7471")).toMatchObject({ cited_doc_id: b, resolved_by: "name-year" });
    expect((await citationGraph(ctx, b)).citedBy.map((x) => x.docId)).toEqual([a]);
    expect((await citationGraph(ctx, a)).authorities.map((x) => [x.docId, x.title])).toEqual([[b, "Ozmirand Traders v. State of Kerala"]]);
    // "Most cited" counts the citing judgments of other shards (the cited case's incoming rows, decision 133): B, cited once
    // from the Supreme Court's shard, comes before a later High Court case of the same word that nothing cites.
    await importLines(ctx, linesOf([bombay("test-xname:B2", { title: "Ozmirand Exports v. Union of India", decision_date: "2015-05-05", judgment_text: "The petition fails." })]));
    const b2 = (await docIdOfSource("test-xname:B2"))!;
    const order = async (mostCited: boolean) => (await searchCases(ctx, { mode: "quick", text: "Ozmirand" }, { page: 1, perPage: 20, dateOrder: "d", mostCited })).items.map((i) => i.docId).filter((id) => id === b || id === b2);
    expect(await order(false)).toEqual([b2, b]);
    expect(await order(true)).toEqual([b, b2]);
    // A later judgment in A's shard writing that citation beside another re-resolves A's reference there: nothing in that
    // shard answers it, so the link to the case it does not hold is kept (before, it was lost to the shard's own re-resolution).
    await importLines(ctx, linesOf([record("test-xname:A2", { decision_date: "2013-03-03", judgment_text: "Appeal dismissed. (1) [AIR 2009 SC 7471]; [(2009) 3 SCC 5511.]" })]));
    const a2 = (await docIdOfSource("test-xname:A2"))!;
    expect(await caseOne(a2, "select count(*) as n from case_citation_equals where doc_id = ? and key = ?", a2, parseCitation("AIR 2009 SC 7471")!.key)).toEqual({ n: 1 });
    expect(await refOf(a, "AIR 2009 SC 7471")).toMatchObject({ cited_doc_id: b, resolved_by: "name-year" });

    // The cited case first, in the Supreme Court's shard; the High Court judgment citing it by a citation no record carries, after.
    await importLines(ctx, linesOf([record("test-xname:C", { title: "Quorvane Mills v. Union of India", decision_date: "2010-07-07", judgment_text: "The appeal is allowed." })]));
    await importLines(ctx, linesOf([bombay("test-xname:D", { decision_date: "2014-03-03", judgment_text: "As held in Quorvane Mills v. Union of India, (2011) 3 SCC 9876, the notice fails." })]));
    const [c, d] = [(await docIdOfSource("test-xname:C"))!, (await docIdOfSource("test-xname:D"))!];
    expect(await refOf(d, "(2011) 3 SCC 9876")).toMatchObject({ cited_doc_id: c, resolved_by: "name-year" });
    expect((await citationGraph(ctx, c)).citedBy.map((x) => x.docId)).toEqual([d]);
  }, 30_000);

  test("a judgment and the case it cites by name, in two shards, imported in one call: linked", async () => {
    const ctx = ctxAt();
    await importLines(
      ctx,
      linesOf([
        record("test-xname:G", { decision_date: "2013-02-02", judgment_text: "The point was settled in Yarrowmead Mills v. State of Kerala, AIR 2010 SC 8181, and we follow it." }),
        bombay("test-xname:H", { title: "Yarrowmead Mills v. State of Kerala", decision_date: "2009-05-05", judgment_text: "The writ petition is dismissed." }),
      ]),
    );
    const [g, h] = [(await docIdOfSource("test-xname:G"))!, (await docIdOfSource("test-xname:H"))!];
    expect(await refOf(g, "AIR 2010 SC 8181")).toMatchObject({ cited_doc_id: h, resolved_by: "name-year" });
  }, 30_000);

  test("equal citations across the shards: the judgment stating the equal, the case carrying it and the one citing the other side, in three orders", async () => {
    const ctx = ctxAt();
    // 1. The citing judgment (Supreme Court) and the carrier (Bombay) first; the judgment stating the equal (Supreme Court) last.
    await importLines(ctx, linesOf([record("test-xeq:A1", { decision_date: "2016-01-01", judgment_text: "The question was answered in Ram Lal v. Shyam Lal [[2011] INSC 701] and we agree." })]));
    await importLines(ctx, linesOf([bombay("test-xeq:C1", { title: "Xeq Cited One v. Union", decision_date: "2011-10-03", citations: ["(2011) 7 SCC 701"] })]));
    await importLines(ctx, linesOf([record("test-xeq:B1", { decision_date: "2017-01-01", judgment_text: "Appeal dismissed. (1) [[2011] INSC 701]; [(2011) 7 SCC 701.]" })]));
    const [a1, c1] = [(await docIdOfSource("test-xeq:A1"))!, (await docIdOfSource("test-xeq:C1"))!];
    expect(await refNow(a1, "[2011] INSC 701")).toEqual({ cited_doc_id: c1, resolved_by: "equal-citation" });
    expect((await citationGraph(ctx, c1)).citedBy.map((x) => x.docId)).toContain(a1);
    // 2. The judgment stating the equal and the citing one first; the carrier (Bombay) last.
    await importLines(ctx, linesOf([record("test-xeq:B2", { decision_date: "2017-02-02", judgment_text: "Appeal dismissed. (1) [[2012] INSC 702]; [(2012) 8 SCC 702.]" })]));
    await importLines(ctx, linesOf([record("test-xeq:A2", { decision_date: "2016-02-02", judgment_text: "The question was answered in Ovid Lal v. Tarn Lal [[2012] INSC 702] and we agree." })]));
    await importLines(ctx, linesOf([bombay("test-xeq:C2", { title: "Xeq Cited Two v. Union", decision_date: "2012-10-03", citations: ["(2012) 8 SCC 702"] })]));
    const [a2, c2] = [(await docIdOfSource("test-xeq:A2"))!, (await docIdOfSource("test-xeq:C2"))!];
    expect(await refNow(a2, "[2012] INSC 702")).toEqual({ cited_doc_id: c2, resolved_by: "equal-citation" });
    // 3. The carrier (Bombay) and the judgment stating the equal first; the citing judgment last.
    await importLines(ctx, linesOf([bombay("test-xeq:C3", { title: "Xeq Cited Three v. Union", decision_date: "2013-10-03", citations: ["(2013) 9 SCC 703"] })]));
    await importLines(ctx, linesOf([record("test-xeq:B3", { decision_date: "2017-03-03", judgment_text: "Appeal dismissed. (1) [[2013] INSC 703]; [(2013) 9 SCC 703.]" })]));
    await importLines(ctx, linesOf([record("test-xeq:A3", { decision_date: "2016-03-03", judgment_text: "The question was answered in Pell Mehra v. Quill Nath [[2013] INSC 703] and we agree." })]));
    const [a3, c3] = [(await docIdOfSource("test-xeq:A3"))!, (await docIdOfSource("test-xeq:C3"))!];
    expect(await refNow(a3, "[2013] INSC 703")).toEqual({ cited_doc_id: c3, resolved_by: "equal-citation" });
    // Cited by of each carrier is one lookup in its shard: the incoming rows hold the citing judgments of the other.
    for (const [a, c] of [[a1, c1], [a2, c2], [a3, c3]]) expect(await env.CASES_1.prepare("select count(*) as n from case_incoming where cited_doc_id = ? and doc_id = ?").bind(c, a).first()).toEqual({ n: 1 });
  }, 60_000);

  test("a case carrying the citation itself in the other shard wins over one its shard found by an equal, in either order (as one database links)", async () => {
    const ctx = ctxAt();
    // In the Supreme Court's shard: a judgment writing two citations side by side, and a case carrying the second.
    await importLines(ctx, linesOf([record("test-xup:B", { decision_date: "2020-01-01", judgment_text: "Appeal dismissed. (1) [(2019) 5 SCC 5505]; [[2019] INSC 5505.]" })]));
    await importLines(ctx, linesOf([record("test-xup:L", { title: "Xup Local v. Union", decision_date: "2019-04-04", citations: ["[2019] INSC 5505"] })]));
    const l = (await docIdOfSource("test-xup:L"))!;
    // The citing judgment first: its shard links it by the equal; the High Court case carrying the citation itself, written after, takes it.
    await importLines(ctx, linesOf([record("test-xup:A1", { decision_date: "2021-01-01", judgment_text: "Reliance is placed on Aldo Verm v. State [(2019) 5 SCC 5505] on the point." })]));
    const a1 = (await docIdOfSource("test-xup:A1"))!;
    expect(await refNow(a1, "(2019) 5 SCC 5505")).toEqual({ cited_doc_id: l, resolved_by: "equal-citation" });
    await importLines(ctx, linesOf([bombay("test-xup:H", { title: "Xup High v. State", decision_date: "2019-05-05", citations: ["(2019) 5 SCC 5505"] })]));
    const h = (await docIdOfSource("test-xup:H"))!;
    expect(await refNow(a1, "(2019) 5 SCC 5505")).toEqual({ cited_doc_id: h, resolved_by: "citation" });
    // The other order: the High Court case is there when a second judgment citing it is written.
    await importLines(ctx, linesOf([record("test-xup:A2", { decision_date: "2022-01-01", judgment_text: "See also Bram Verm v. State [(2019) 5 SCC 5505] on the same point." })]));
    const a2 = (await docIdOfSource("test-xup:A2"))!;
    expect(await refNow(a2, "(2019) 5 SCC 5505")).toEqual({ cited_doc_id: h, resolved_by: "citation" });
  }, 60_000);

  test("precision first: a name two cases carry in the other shard links neither, in either order", async () => {
    const ctx = ctxAt();
    const twin = (id: string) => bombay(id, { title: "Vantrell Oils v. State of Goa", decision_date: "2015-01-01", judgment_text: `Order ${id}.` });
    await importLines(ctx, linesOf([twin("test-xname:T1"), twin("test-xname:T2")]));
    await importLines(ctx, linesOf([record("test-xname:E", { decision_date: "2018-08-08", judgment_text: "Reliance is placed on Vantrell Oils v. State of Goa, AIR 2016 SC 5555, which is distinguishable." })]));
    const e = (await docIdOfSource("test-xname:E"))!;
    expect(await refOf(e, "AIR 2016 SC 5555")).toMatchObject({ cited_doc_id: null, resolved_by: null });
    // The other order: a judgment waiting in the Supreme Court's shard, then two High Court cases of its name written at once.
    await importLines(ctx, linesOf([record("test-xname:F", { decision_date: "2019-09-09", judgment_text: "See Wendral Steel v. State of Goa, AIR 2017 SC 6666, on the point." })]));
    const f = (await docIdOfSource("test-xname:F"))!;
    const other = (id: string) => bombay(id, { title: "Wendral Steel v. State of Goa", decision_date: "2016-01-01", judgment_text: `Order ${id}.` });
    await importLines(ctx, linesOf([other("test-xname:W1"), other("test-xname:W2")]));
    expect(await refOf(f, "AIR 2017 SC 6666")).toMatchObject({ cited_doc_id: null, resolved_by: null });
  }, 30_000);

  test("a judgment stating two citations side by side and citing by them links the case carrying them by its citation, not the equal, as one database does", async () => {
    const ctx = ctxAt();
    await importLines(ctx, linesOf([bombay("test-xord:C", { title: "Xord Carrier v. State", decision_date: "2019-06-06", citations: ["(2019) 6 SCC 6606", "[2019] INSC 6606"] })]));
    await importLines(ctx, linesOf([record("test-xord:J", { decision_date: "2021-02-02", judgment_text: "Appeal dismissed. (1) [(2019) 6 SCC 6606]; [[2019] INSC 6606.]" })]));
    const [c, j] = [(await docIdOfSource("test-xord:C"))!, (await docIdOfSource("test-xord:J"))!];
    expect(await refNow(j, "(2019) 6 SCC 6606")).toEqual({ cited_doc_id: c, resolved_by: "citation" });
    expect(await refNow(j, "[2019] INSC 6606")).toEqual({ cited_doc_id: c, resolved_by: "citation" });
  }, 30_000);

  test("a citation only a second copy of a judgment carries, in the other shard, links that copy in either order, as one database does", async () => {
    const ctx = ctxAt();
    // The original in the Supreme Court's shard without the citation; a High Court's copy of it carrying one.
    const original = sample.get("aila2019:C1303")!;
    const copyOf = (citations: string[]) => JSON.stringify({ ...(JSON.parse(original) as object), id: "hc-copy:C1303", court: "High Court of Bombay", citations });
    await importLines(ctx, linesOf([record("test-xcopy:A", { decision_date: "2020-03-03", judgment_text: "Reliance is placed on Tarlo Venn v. State, (2018) 4 SCC 4404, on the point." })]));
    await importLines(ctx, linesOf([original]));
    await importLines(ctx, linesOf([copyOf(["(2018) 4 SCC 4404"])]));
    const [a, copy] = [(await docIdOfSource("test-xcopy:A"))!, (await docIdOfSource("hc-copy:C1303"))!];
    expect(await caseOne(copy, "select status from case_duplicates where doc_id = ?", copy)).toEqual({ status: "linked" });
    // Written before the copy: linked when the copy is written.
    expect(await refNow(a, "(2018) 4 SCC 4404")).toEqual({ cited_doc_id: copy, resolved_by: "citation" });
    // Written after it: its own write finds the copy.
    await importLines(ctx, linesOf([record("test-xcopy:B", { decision_date: "2021-03-03", judgment_text: "See Tarlo Venn v. State, (2018) 4 SCC 4404." })]));
    const b = (await docIdOfSource("test-xcopy:B"))!;
    expect(await refNow(b, "(2018) 4 SCC 4404")).toEqual({ cited_doc_id: copy, resolved_by: "citation" });
  }, 60_000);

  test("a citation less its volume links the case in the other shard carrying it, in either order; a name the case carries beats the name other judgments cite", async () => {
    const ctx = ctxAt();
    // The citing judgment first, the case carrying the volume-less citation after (then the other order).
    await importLines(ctx, linesOf([record("test-xloose:A", { decision_date: "2001-01-01", judgment_text: "As held in Loram Dass v. State, (1955) 1 SCR 7707, the appeal fails." })]));
    await importLines(ctx, linesOf([bombay("test-xloose:C", { title: "Loram Dass v. State of Bombay", decision_date: "1955-04-04", citations: ["1955 SCR 7707"] })]));
    const [a, c] = [(await docIdOfSource("test-xloose:A"))!, (await docIdOfSource("test-xloose:C"))!];
    expect(await refNow(a, "(1955) 1 SCR 7707")).toEqual({ cited_doc_id: c, resolved_by: "citation-no-volume" });
    await importLines(ctx, linesOf([record("test-xloose:B", { decision_date: "2002-01-01", judgment_text: "See Loram Dass v. State, (1955) 1 SCR 7707." })]));
    const b = (await docIdOfSource("test-xloose:B"))!;
    expect(await refNow(b, "(1955) 1 SCR 7707")).toEqual({ cited_doc_id: c, resolved_by: "citation-no-volume" });
    // A High Court case and a Supreme Court judgment citing it firmly (by its citation); a second Supreme Court judgment
    // citing it under its name with a citation no record carries: its shard links it by the name the first cites
    // (decision 078); the case's own name and year, in the other shard, is the stronger answer, as on one database.
    await importLines(ctx, linesOf([bombay("test-xloose:N", { title: "Nakrova Mills v. Union of India", decision_date: "1983-03-03", citations: ["(1983) 1 SCC 3305"] })]));
    await importLines(ctx, linesOf([record("test-xloose:F1", { decision_date: "2003-01-01", judgment_text: "Reliance is placed on Nakrova Mills v. Union of India, (1983) 1 SCC 3305." })]));
    await importLines(ctx, linesOf([record("test-xloose:F2", { decision_date: "2004-01-01", judgment_text: "See Nakrova Mills v. Union of India, (1983) 2 SCR 3165, on the point." })]));
    const [n, f1, f2] = [(await docIdOfSource("test-xloose:N"))!, (await docIdOfSource("test-xloose:F1"))!, (await docIdOfSource("test-xloose:F2"))!];
    expect(await refNow(f1, "(1983) 1 SCC 3305")).toEqual({ cited_doc_id: n, resolved_by: "citation" });
    expect(await refNow(f2, "(1983) 2 SCR 3165")).toEqual({ cited_doc_id: n, resolved_by: "name-year" });
  }, 60_000);

  test("a name other judgments in another shard firmly cite a case by links a reference under it (decision 078 across shards); two cases under the name link neither", async () => {
    const ctx = ctxAt();
    // The cited case (the Supreme Court's shard) and a High Court judgment citing it firmly, by its citation, under a name of its own.
    await importLines(ctx, linesOf([record("test-xcited:X", { title: "Rajmal Textiles v. Collector of Customs", decision_date: "1984-02-02", citations: ["(1984) 1 SCC 4405"] })]));
    await importLines(ctx, linesOf([bombay("test-xcited:F1", { decision_date: "2005-05-05", judgment_text: "The petitioner relied on Ostrava Mills v. Union of India, (1984) 1 SCC 4405, and we agree." })]));
    const [x, f1] = [(await docIdOfSource("test-xcited:X"))!, (await docIdOfSource("test-xcited:F1"))!];
    expect(await refNow(f1, "(1984) 1 SCC 4405")).toEqual({ cited_doc_id: x, resolved_by: "citation" });
    // A Supreme Court judgment citing that name with a citation no record carries: linked as one database links it.
    await importLines(ctx, linesOf([record("test-xcited:F2", { decision_date: "2006-06-06", judgment_text: "See Ostrava Mills v. Union of India, (1984) 2 SCR 4165, on the point." })]));
    const f2 = (await docIdOfSource("test-xcited:F2"))!;
    expect(await refNow(f2, "(1984) 2 SCR 4165")).toEqual({ cited_doc_id: x, resolved_by: "name-cited" });
    // Precision first: a firm reference under the same name to another case, then a judgment citing the name: linked to neither.
    await importLines(ctx, linesOf([record("test-xcited:Y", { title: "Some Other Mill v. State", decision_date: "1984-03-03", citations: ["(1984) 3 SCC 4406"] })]));
    await importLines(ctx, linesOf([bombay("test-xcited:F3", { decision_date: "2007-07-07", judgment_text: "The respondent relied on Ostrava Mills v. Union of India, (1984) 3 SCC 4406, and we disagree." })]));
    await importLines(ctx, linesOf([record("test-xcited:F4", { decision_date: "2008-08-08", judgment_text: "See Ostrava Mills v. Union of India, (1984) 4 SCR 4167." })]));
    const [y, f3, f4] = [(await docIdOfSource("test-xcited:Y"))!, (await docIdOfSource("test-xcited:F3"))!, (await docIdOfSource("test-xcited:F4"))!];
    expect(await refOf(f3, "(1984) 3 SCC 4406")).toEqual({ cited_doc_id: y, resolved_by: "citation", name_key: "ostrava mills v union india|1984" });
    expect(await refNow(f4, "(1984) 4 SCR 4167")).toEqual({ cited_doc_id: null, resolved_by: null });

    // The other order: the judgment citing the name first; the firm reference under it, in the other shard, after — it links the
    // waiting one; a second firm reference under the name to another case makes the name two cases' again: it waits again.
    await importLines(ctx, linesOf([record("test-xcited:W", { decision_date: "2009-09-09", judgment_text: "See Pellam Jute v. Union of India, (1985) 2 SCR 5165, on the point." })]));
    await importLines(ctx, linesOf([record("test-xcited:P", { title: "Sundry Traders v. Collector", decision_date: "1985-02-02", citations: ["(1985) 1 SCC 5505"] })]));
    await importLines(ctx, linesOf([bombay("test-xcited:G1", { decision_date: "2010-10-10", judgment_text: "The petitioner relied on Pellam Jute v. Union of India, (1985) 1 SCC 5505, and we agree." })]));
    const [w, p] = [(await docIdOfSource("test-xcited:W"))!, (await docIdOfSource("test-xcited:P"))!];
    expect(await refNow(w, "(1985) 2 SCR 5165")).toEqual({ cited_doc_id: p, resolved_by: "name-cited" });
    expect((await citationGraph(ctx, p)).citedBy.map((c) => c.docId)).toContain(w);
    await importLines(ctx, linesOf([record("test-xcited:Q", { title: "Another Mill v. State", decision_date: "1985-03-03", citations: ["(1985) 3 SCC 5506"] })]));
    await importLines(ctx, linesOf([bombay("test-xcited:G2", { decision_date: "2011-11-11", judgment_text: "The respondent relied on Pellam Jute v. Union of India, (1985) 3 SCC 5506, and we disagree." })]));
    expect(await refNow(w, "(1985) 2 SCR 5165")).toEqual({ cited_doc_id: null, resolved_by: null });

    // A link by the name as cited gives way to the case of that name and year when it is written, in the other shard (one database's order).
    await importLines(ctx, linesOf([record("test-xcited:X2", { title: "Sundry Mills v. Collector", decision_date: "1987-02-02", citations: ["(1987) 1 SCC 7705"] })]));
    await importLines(ctx, linesOf([bombay("test-xcited:H1", { decision_date: "2012-12-12", judgment_text: "The petitioner relied on Vessel Mills v. Union of India, (1987) 1 SCC 7705, and we agree." })]));
    await importLines(ctx, linesOf([record("test-xcited:W2", { decision_date: "2013-01-13", judgment_text: "See Vessel Mills v. Union of India, (1987) 2 SCR 7165, on the point." })]));
    const [x2, w2] = [(await docIdOfSource("test-xcited:X2"))!, (await docIdOfSource("test-xcited:W2"))!];
    expect(await refNow(w2, "(1987) 2 SCR 7165")).toEqual({ cited_doc_id: x2, resolved_by: "name-cited" });
    await importLines(ctx, linesOf([bombay("test-xcited:V", { title: "Vessel Mills v. Union of India", decision_date: "1987-06-06", judgment_text: "The writ petition is allowed." })]));
    const v = (await docIdOfSource("test-xcited:V"))!;
    expect(await refNow(w2, "(1987) 2 SCR 7165")).toEqual({ cited_doc_id: v, resolved_by: "name-year" });
    expect(await env.CASES_1.prepare("select count(*) as n from case_incoming where cited_doc_id = ? and doc_id = ?").bind(v, w2).first()).toEqual({ n: 1 });
  }, 60_000);

  test("a shard's own re-resolution keeps a link to a case in another shard over a weaker answer of its own, as one database keeps the stronger", async () => {
    const ctx = ctxAt();
    // An equal stated in the Supreme Court's shard, the case carrying its other side in the High Court's.
    await importLines(ctx, linesOf([record("test-xkeep:S1", { decision_date: "1960-01-01", judgment_text: "Appeal dismissed. (1) [(1950) SCR 8888]; [AIR 1950 SC 2727.]" })]));
    await importLines(ctx, linesOf([bombay("test-xkeep:G", { title: "Gopalan Xr v. State of Madras", decision_date: "1950-05-05", citations: ["AIR 1950 SC 2727"] })]));
    await importLines(ctx, linesOf([record("test-xkeep:R", { decision_date: "1970-01-01", judgment_text: "As held in Gopalan Xr v. State of Madras, (1950) SCR 8888, the detention fails." })]));
    const [g, r] = [(await docIdOfSource("test-xkeep:G"))!, (await docIdOfSource("test-xkeep:R"))!];
    expect(await refNow(r, "(1950) SCR 8888")).toEqual({ cited_doc_id: g, resolved_by: "equal-citation" });
    // A judgment here citing the case firmly under its name (a weaker answer for R: the name as cited), and another stating
    // R's citation beside one nobody carries, written twice: its second write re-resolves the links resting on its equals.
    await importLines(ctx, linesOf([record("test-xkeep:F", { decision_date: "1971-01-01", judgment_text: "Reliance is placed on Gopalan Xr v. State of Madras, AIR 1950 SC 2727." })]));
    const s2 = (text: string) => record("test-xkeep:S2", { decision_date: "1972-01-01", judgment_text: `${text} (1) [(1950) SCR 8888]; [[1950] INSC 1414.]` });
    await importLines(ctx, linesOf([s2("Appeal dismissed.")]));
    await importLines(ctx, linesOf([s2("Appeal dismissed with costs.")]));
    expect(await refNow(r, "(1950) SCR 8888")).toEqual({ cited_doc_id: g, resolved_by: "equal-citation" });
  }, 60_000);

  test("precision first over the corpus: a name link is withdrawn when a second case of the name is written in either shard, and not made when another shard holds one (decision 136)", async () => {
    const ctx = ctxAt();
    const cites = (id: string, name: string, citation: string) => record(id, { decision_date: "2020-02-02", judgment_text: `Reliance is placed on ${name}, ${citation}, on the point.` });
    const named = (id: string, name: string, place: typeof bombay | typeof record = bombay) => place(id, { title: name, decision_date: "2014-01-01", judgment_text: `Order ${id}.` });
    // 1. Linked across shards by its name; a second case of the name written in the citing judgment's own shard: the link goes.
    await importLines(ctx, linesOf([cites("test-xamb:J1", "Kestrova Mills v. State of Goa", "AIR 2014 SC 7101")]));
    await importLines(ctx, linesOf([named("test-xamb:K1", "Kestrova Mills v. State of Goa")]));
    const [j1, k1] = [(await docIdOfSource("test-xamb:J1"))!, (await docIdOfSource("test-xamb:K1"))!];
    expect(await refNow(j1, "AIR 2014 SC 7101")).toEqual({ cited_doc_id: k1, resolved_by: "name-year" });
    expect(await env.CASES_1.prepare("select count(*) as n from case_incoming where cited_doc_id = ? and doc_id = ?").bind(k1, j1).first()).toEqual({ n: 1 });
    await importLines(ctx, linesOf([named("test-xamb:K2", "Kestrova Mills v. State of Goa", record)]));
    expect(await refNow(j1, "AIR 2014 SC 7101")).toEqual({ cited_doc_id: null, resolved_by: null });
    // … and Cited by of the first case no longer lists it (its incoming row is gone).
    expect(await env.CASES_1.prepare("select count(*) as n from case_incoming where cited_doc_id = ? and doc_id = ?").bind(k1, j1).first()).toEqual({ n: 0 });
    expect((await citationGraph(ctx, k1)).citedBy.map((x) => x.docId)).not.toContain(j1);
    // 2. The second case written in the cited case's shard: the link in the other shard goes too.
    await importLines(ctx, linesOf([cites("test-xamb:J2", "Lomberg Oils v. State of Goa", "AIR 2014 SC 7102")]));
    await importLines(ctx, linesOf([named("test-xamb:L1", "Lomberg Oils v. State of Goa")]));
    const [j2, l1] = [(await docIdOfSource("test-xamb:J2"))!, (await docIdOfSource("test-xamb:L1"))!];
    expect(await refNow(j2, "AIR 2014 SC 7102")).toEqual({ cited_doc_id: l1, resolved_by: "name-year" });
    await importLines(ctx, linesOf([named("test-xamb:L2", "Lomberg Oils v. State of Goa")]));
    expect(await refNow(j2, "AIR 2014 SC 7102")).toEqual({ cited_doc_id: null, resolved_by: null });
    // 3. One case of the name in each shard before the citing judgment: its own shard's one case is not the name's only one.
    await importLines(ctx, linesOf([named("test-xamb:M1", "Mardell Tea v. State of Goa", record), named("test-xamb:M2", "Mardell Tea v. State of Goa")]));
    await importLines(ctx, linesOf([cites("test-xamb:J3", "Mardell Tea v. State of Goa", "AIR 2014 SC 7103")]));
    const j3 = (await docIdOfSource("test-xamb:J3"))!;
    expect(await refNow(j3, "AIR 2014 SC 7103")).toEqual({ cited_doc_id: null, resolved_by: null });
  }, 60_000);
});
