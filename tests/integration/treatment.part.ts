/**
 * Treatment of citing relations (issue 24 item 4, decision 060) on real judgments: the import (the
 * one write path) stores each reference's label in D1; the case view's data, its warning and the
 * back office's finding read it; a re-import changes nothing.
 */
import { inject, beforeAll, describe, expect, test } from "vitest";
import { citationGraph, machineFindings, negativeTreatmentsOf } from "../../app/services/graph/citation-graph.server";
import { importLines } from "../../app/services/cases/import.server";
import { all, ctxAt, loginStaff, loginUser, one, req, seed } from "./helpers";

let records: Map<string, string>;
const NEEDED = ["irled2017-prior:prior_case_1713", "irled2017-prior:prior_case_1207", "irled2017-prior:prior_case_1474", "irled2017-prior:prior_case_0577"];

beforeAll(async () => {
  await seed();
  records = new Map();
  for (const file of ["judgments-sample.jsonl", "prior-cases.jsonl"]) {
    const text = await (await fetch(inject("sampleUrl").replace("judgments-sample.jsonl", file))).text();
    for (const line of text.split("\n")) {
      const id = /"id": "([^"]+)"/.exec(line.slice(0, 120))?.[1];
      if (id && NEEDED.includes(id)) records.set(id, line);
    }
  }
}, 120_000);

const lines = (ids: string[]) => ids.map((id, i) => ({ line: i + 1, raw: records.get(id)! }));
const docOf = async (sourceId: string) => (await one<{ doc_id: number }>("select doc_id from cases where source_id = ?", sourceId))!.doc_id;
const rowsOf = (citing: number, cited: number) =>
  all<{ cited_key: string; treatment: string; treatment_paragraph: number | null; treatment_sentence: string | null }>(
    "select cited_key, treatment, treatment_paragraph, treatment_sentence from case_references where doc_id = ? and cited_doc_id = ? order by position",
    citing,
    cited,
  );

describe("an import labels each citing relation from the citing judgment's words", () => {
  // prior_case_1713 (1987, in the sample) overrules H.R.S. Murthy v. Collector of Chittoor (1964), prior_case_1474 of the
  // FIRE candidates: its headnote ends "…, [1964] 6 SCR 666, overruled." prior_case_1207 distinguishes LIC v. Sunil Kumar
  // Mukherjee, prior_case_0577 ("…, [1964] 5 S.C.R. 528], distinguished.").
  const ids = NEEDED;

  test("overruled and distinguished are stored in case_references, shown, warned of, offered to staff; a re-import keeps them", async () => {
    const ctx = ctxAt();
    // The citing judgments first: their references wait, then link when the cited ones come (the backward step keeps the label).
    const firstBatch = await importLines(ctx, lines(ids.slice(0, 2)));
    expect(firstBatch.map((r) => r.status), JSON.stringify(firstBatch)).toEqual(["imported", "imported"]);
    expect((await importLines(ctx, lines(ids.slice(2)))).map((r) => r.status)).toEqual(["imported", "imported"]);
    const [overruling, distinguishing, murthy, lic] = await Promise.all(ids.map(docOf));

    const overruledRows = await rowsOf(overruling, murthy);
    expect(overruledRows.length).toBeGreaterThanOrEqual(1);
    expect(overruledRows.every((r) => r.treatment === "overruled")).toBe(true);
    expect(overruledRows[0].treatment_sentence).toContain("H.R.S. Murthy");
    const distinguishedRows = await rowsOf(distinguishing, lic);
    expect(distinguishedRows.length).toBeGreaterThanOrEqual(1);
    expect(distinguishedRows.every((r) => r.treatment === "distinguished")).toBe(true);
    // The other references of the overruling judgment stay "referred" unless its words say otherwise.
    const labels = await all<{ treatment: string; n: number }>("select treatment, count(*) as n from case_references where doc_id = ? group by treatment", overruling);
    expect(labels.find((l) => l.treatment === "referred")?.n ?? 0).toBeGreaterThan(0);

    // The case view's data: the label beside the citing judgment, the warning on the overruled case only.
    const murthyGraph = await citationGraph(ctx, murthy);
    expect(murthyGraph.citedBy.find((c) => c.docId === overruling)?.treatment).toBe("overruled");
    expect(negativeTreatmentsOf(murthyGraph.citedBy).map((c) => c.docId)).toEqual([overruling]);
    const licGraph = await citationGraph(ctx, lic);
    expect(licGraph.citedBy.find((c) => c.docId === distinguishing)?.treatment).toBe("distinguished");
    expect(negativeTreatmentsOf(licGraph.citedBy)).toEqual([]);

    // The subscriber's page shows the label and the warning linked to the overruling judgment.
    const { cookie } = await loginUser("subscriber@sar.example.com");
    const html = await (await req(`/viewCase/${murthy}`, { cookie })).text();
    expect(html).toContain("treatment-warning");
    expect(html).toMatch(new RegExp(`Overruled by <a[^>]*href="/viewCase/${overruling}"`));
    expect(html).toContain('class="treatment t-overruled"');
    const licHtml = await (await req(`/viewCase/${lic}`, { cookie })).text();
    expect(licHtml).toContain('class="treatment t-distinguished"');
    expect(licHtml).not.toContain("treatment-warning");

    // The back office: the machine's finding for the case whose Overruled flag is not set; staff set it through the list.
    const findings = await machineFindings(ctx, [murthy, lic]);
    expect(findings.get(murthy)).toMatchObject({ citingDocId: overruling, treatment: "overruled" });
    expect(findings.has(lic)).toBe(false);
    const admin = await loginStaff("admin@sar.example.com");
    const list = await (await req(`/admin/cases?q=${murthy}`, { cookie: admin.cookie })).text();
    expect(list).toContain("machine-finding");
    expect(list).toContain("— confirm?");
    expect((await one<{ overruled: number }>("select overruled from cases where doc_id = ?", murthy))!.overruled).toBe(0);

    // A re-import of all four changes nothing: the same rows, the same labels.
    const before = await all("select doc_id, position, cited_doc_id, treatment, treatment_paragraph, treatment_sentence from case_references order by doc_id, position");
    expect((await importLines(ctx, lines(ids))).map((r) => r.status)).toEqual(["unchanged", "unchanged", "unchanged", "unchanged"]);
    expect(await all("select doc_id, position, cited_doc_id, treatment, treatment_paragraph, treatment_sentence from case_references order by doc_id, position")).toEqual(before);
  }, 60_000);
});
