/**
 * The citation graph (issue 24 items 2-3, decisions 053-054) on real judgments of
 * ../shared/data/judgments-sample.jsonl, imported through the import (the one write path).
 */
import { beforeAll, describe, expect, test } from "vitest";
import { citationGraph } from "../../app/services/graph/citation-graph.server";
import { importLines } from "../../app/services/cases/import.server";
import { reindexD1 } from "../../app/services/search/search-sync.server";
import { findCitations, parseCitation } from "../../search-index/citations";
import { all, ctxAt, loginUser, one, req, sampleById, seed } from "./helpers";

let sample: Map<string, string>;

beforeAll(async () => {
  await seed();
  sample = await sampleById();
});

const lines = (ids: string[]) => ids.map((id, i) => ({ line: i + 1, raw: sample.get(id)! }));
const docOf = async (sourceId: string) => (await one<{ doc_id: number }>("select doc_id from cases where source_id = ?", sourceId))!.doc_id;
const graphRows = () => all("select rowid as rid, doc_id, position, cited_key, cited_doc_id, as_written, party_name, source, resolved_by, paragraph, char_offset, snippet from case_references order by doc_id, position");
const keyRows = () => all("select key, doc_id from case_citation_keys order by key, doc_id");

describe("an import links both ways, incrementally and idempotently", () => {
  // aila2019:C1564 cites prior_case_0581 ([1964] 7 S.C.R. 185) and prior_case_0045 ([1958] S.C.R. 1355);
  // aila2019:C1383 cites prior_case_1816 ((1978) 4 SCC 111).
  const first = ["irled2017-prior:prior_case_1816", "aila2019:C1564"];
  const second = ["aila2019:C1383", "irled2017-prior:prior_case_0581", "irled2017-prior:prior_case_0045"];

  test("a second file's judgments link to the first's, and the first's references gain links to the second's", async () => {
    const ctx = ctxAt();
    expect((await importLines(ctx, lines(first))).map((r) => r.status)).toEqual(["imported", "imported"]);
    const c1564 = await docOf("aila2019:C1564");
    const waiting = await all<{ rid: number; cited_key: string; cited_doc_id: number | null }>(
      "select rowid as rid, cited_key, cited_doc_id from case_references where doc_id = ? and cited_key in (?, ?)",
      c1564,
      parseCitation("[1964] 7 S.C.R. 185")!.key,
      parseCitation("[1958] S.C.R. 1355")!.key,
    );
    expect(waiting).toHaveLength(2);
    expect(waiting.every((r) => r.cited_doc_id === null)).toBe(true);
    const otherRows = await all<{ rid: number }>("select rowid as rid from case_references where doc_id <> ? order by rowid", c1564);

    expect((await importLines(ctx, lines(second))).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
    const [p1816, p0581, p0045, c1383] = await Promise.all(["irled2017-prior:prior_case_1816", "irled2017-prior:prior_case_0581", "irled2017-prior:prior_case_0045", "aila2019:C1383"].map(docOf));
    // Forward: the new judgment's reference resolves to the case already there.
    expect(await one("select cited_doc_id, resolved_by, source from case_references where doc_id = ? and cited_key = ?", c1383, parseCitation("(1978) 4 SCC 111")!.key)).toEqual({
      cited_doc_id: p1816,
      resolved_by: "citation",
      source: "referred",
    });
    // Backward: the stored references gained the link in place (same rows, not rebuilt).
    const linked = await all<{ rid: number; cited_doc_id: number; resolved_by: string }>(
      "select rowid as rid, cited_doc_id, resolved_by from case_references where rowid in (?, ?) order by rowid",
      waiting[0].rid,
      waiting[1].rid,
    );
    expect(new Set(linked.map((r) => r.cited_doc_id))).toEqual(new Set([p0581, p0045]));
    expect(linked.map((r) => r.rid)).toEqual(waiting.map((r) => r.rid).sort((a, b) => a - b));
    expect(linked.every((r) => r.resolved_by === "citation")).toBe(true);
    // The first file's other rows were not rewritten.
    const stillThere = await all<{ rid: number }>(`select rowid as rid from case_references where rowid in (${otherRows.map(() => "?").join(",") || "0"}) order by rowid`, ...otherRows.map((r) => r.rid));
    expect(stillThere).toEqual(otherRows);

    // Each side sees the other on the case view's data.
    expect((await citationGraph(ctx, p0581)).citedBy.map((c) => c.docId)).toEqual([c1564]);
    expect((await citationGraph(ctx, p1816)).citedBy.map((c) => c.docId)).toEqual([c1383]);
    const authorities = (await citationGraph(ctx, c1564)).authorities;
    expect(authorities.filter((a) => a.docId !== null).map((a) => a.docId).sort()).toEqual([p0045, p0581].sort());
    const snippet = (await citationGraph(ctx, p0581)).citedBy[0].snippet;
    expect(snippet).toContain("Epari Chinna Krishna Moorthy");

    // A re-import of both files changes nothing: no write, the same rows.
    const before = { refs: await graphRows(), keys: await keyRows() };
    const again = await importLines(ctx, lines([...first, ...second]));
    expect(again.map((r) => r.status)).toEqual(["unchanged", "unchanged", "unchanged", "unchanged", "unchanged"]);
    expect(await graphRows()).toEqual(before.refs);
    expect(await keyRows()).toEqual(before.keys);

    // A full rebuild (npm run reindex) comes to the same graph, row for row.
    let after = 0;
    for (;;) {
      const step = await reindexD1(ctx, after, 50);
      if (step.lastDocId === null) break;
      after = step.lastDocId;
    }
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ rid: _rid, ...rest }) => rest);
    expect(strip(await graphRows())).toEqual(strip(before.refs));
    expect(await keyRows()).toEqual(before.keys);
  }, 30_000);
});

describe("Cited by on imported sample judgments", () => {
  // Judgments of the sample cited by several others in it, and the judgments that cite them.
  const cited = ["irled2017-prior:prior_case_1419", "irled2017-prior:prior_case_1622", "irled2017-prior:prior_case_0421"];

  test("each one's Cited by count is the number of imported judgments whose references carry one of its citations", async () => {
    const records = [...sample.values()].map((l) => JSON.parse(l) as { id: string; citations?: string[]; cases_referred?: string[]; judgment_text: string; headnote?: string });
    const keysOf = (r: (typeof records)[number]) => new Set((r.citations ?? []).map((c) => parseCitation(c)?.key).filter(Boolean));
    const refsOf = (r: (typeof records)[number]) =>
      new Set([...(r.cases_referred ?? []).map((c) => parseCitation(c)?.key), ...findCitations(`${r.headnote ?? ""}\n${r.judgment_text}`).map((c) => c.key)].filter(Boolean));
    const expected = new Map<string, string[]>();
    for (const id of cited) {
      const own = keysOf(records.find((r) => r.id === id)!);
      expected.set(
        id,
        records.filter((r) => r.id !== id && [...refsOf(r)].some((k) => own.has(k))).map((r) => r.id),
      );
    }
    const citing = [...new Set([...expected.values()].flat())];
    expect(citing.length).toBeGreaterThanOrEqual(9);
    const ctx = ctxAt();
    // The citing judgments first, then the cited ones: every link is made by the backward step.
    for (let i = 0; i < citing.length; i += 20) await importLines(ctx, lines(citing.slice(i, i + 20)));
    await importLines(ctx, lines(cited));

    const { cookie } = await loginUser("subscriber@sar.example.com");
    for (const id of cited) {
      const docId = await docOf(id);
      const graph = await citationGraph(ctx, docId);
      const citingDocs = await Promise.all(expected.get(id)!.map(docOf));
      expect(graph.citedBy.map((c) => c.docId).sort(), id).toEqual(citingDocs.sort());
      expect(graph.citedBy.length, id).toBeGreaterThanOrEqual(3);
      // Newest first.
      const dates = graph.citedBy.map((c) => c.decidedDate ?? "");
      expect(dates).toEqual([...dates].sort().reverse());
      // The case view shows the count and links each citing judgment.
      const html = await (await req(`/viewCase/${docId}`, { cookie })).text();
      expect(html).toMatch(new RegExp(`Cited by (<!-- -->)?${graph.citedBy.length}<`));
      // …at the paragraph where it cites this one when the citation is in its text (decision 065).
      for (const c of graph.citedBy) expect(html).toContain(`href="/viewCase/${c.docId}${c.pinpoint ? `#para-${c.pinpoint}` : ""}"`);
    }
  }, 60_000);
});
