/**
 * Issue 25 items 1 and 3, issue 24 item 3's link to the citing paragraph (decisions 065, 066), on
 * real judgments of ../shared/data imported through the import (the one write path): the case
 * view's paragraph anchors, "Cited by" linking to the citing paragraph's anchor, and permalinks
 * by citation resolved through case_citation_keys.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { importLines } from "../../app/services/cases/import.server";
import { numberJudgment, blockLabel } from "../../search-index/paragraphs";
import { judgmentTextToHtml } from "../../app/services/cases/import.server";
import { parseCitation } from "../../search-index/citations";
import { noSuchParagraph } from "../../app/utils/copy-case";
import { all, ctxAt, html, loginUser, one, req, sampleById, seed, text } from "./helpers";

let sample: Map<string, string>;
let subscriber: string;
let p0581: number;
let c1564: number;

const docOf = async (sourceId: string) => (await one<{ doc_id: number }>("select doc_id from cases where source_id = ?", sourceId))!.doc_id;
const lines = (raws: string[]) => raws.map((raw, i) => ({ line: i + 1, raw }));

beforeAll(async () => {
  await seed();
  sample = await sampleById();
  // aila2019:C1564 (numbered 1., 2. …) cites prior_case_0581 ([1964] INSC 72; AIR 1964 SC 1581; 1964 (7) SCR 185) as "[1964] 7 S.C.R. 185".
  const statuses = (await importLines(ctxAt(), lines([sample.get("irled2017-prior:prior_case_0581")!, sample.get("aila2019:C1564")!]))).map((r) => r.status);
  expect(statuses.every((s) => s === "imported" || s === "unchanged" || s === "updated")).toBe(true);
  [p0581, c1564] = await Promise.all(["irled2017-prior:prior_case_0581", "aila2019:C1564"].map(docOf));
  subscriber = (await loginUser("subscriber@sar.example.com")).cookie!;
});

describe("Cited by links to the citing paragraph", () => {
  test("the reference stores the citing judgment's paragraph label, and the case view links to its anchor, which the citing case has", async () => {
    const key = parseCitation("[1964] 7 S.C.R. 185")!.key;
    const ref = await one<{ paragraph: number; pinpoint: string | null }>("select paragraph, pinpoint from case_references where doc_id = ? and cited_key = ?", c1564, key);
    const record = JSON.parse(sample.get("aila2019:C1564")!) as { judgment_text: string };
    const expected = blockLabel(numberJudgment(judgmentTextToHtml(record.judgment_text)), ref!.paragraph);
    expect(numberJudgment(judgmentTextToHtml(record.judgment_text)).scheme).toBe("court");
    expect(expected).toMatch(/^\d+$/);
    expect(ref!.pinpoint).toBe(expected);

    const cited = await text(await req(`/viewCase/${p0581}`, { cookie: subscriber }));
    expect(cited).toContain(`href="/viewCase/${c1564}#para-${expected}"`);
    const citing = await text(await req(`/viewCase/${c1564}`, { cookie: subscriber }));
    expect(citing).toContain(`id="para-${expected}"`);
  });
});

describe("the case view keeps the court's numbers", () => {
  test("each paragraph has its anchor and the judgment its scheme; the guest view keeps the numbers in its text", async () => {
    const page = await text(await req(`/viewCase/${c1564}`, { cookie: subscriber }));
    expect(page).toContain('class="judgment paras-court"');
    expect(page).toMatch(/<a class="pn" id="para-1" href="#para-1" data-para="1" aria-label="Paragraph 1"><\/a>1\./);
    expect(page).toMatch(/id="para-2"/);
    // An unnumbered judgment (the 1964 report): the reporter's count, shown [n] in the margin and in the guest's excerpt.
    const unnumbered = await text(await req(`/viewCase/${p0581}`, { cookie: subscriber }));
    expect(unnumbered).toContain('class="judgment paras-reporter"');
    expect(unnumbered).toContain('id="para-1" href="#para-1" data-para="1" aria-label="Paragraph 1">[1]</a>');
    const guest = await text(await req(`/guestCase/${p0581}`));
    expect(guest).toMatch(/<p>\[1\] /);
  });
});

describe("permalinks by citation", () => {
  const location = (res: Response) => res.headers.get("location");

  test("each of the case's citations, as a path or ?cite=, redirects a subscriber to the case view and anyone else to the guest view", async () => {
    for (const path of ["/c/SCR/1964/7/185", "/c/AIR/1964/SC/1581", "/c/INSC/1964/72", `/c?cite=${encodeURIComponent("[1964] 7 S.C.R. 185")}`, `/c?cite=${encodeURIComponent("A.I.R. 1964 S.C. 1581")}`]) {
      const visitor = await req(path);
      expect(visitor.status, path).toBe(302);
      expect(location(visitor), path).toBe(`/guestCase/${p0581}`);
      const reader = await req(path, { cookie: subscriber });
      const to = new URL(location(reader)!, "http://x");
      expect(to.pathname, path).toBe(`/viewCase/${p0581}`);
      // The citation asked goes with it, for the copy panel to offer first (decision 102).
      expect(to.searchParams.get("cite"), path).toMatch(/^(\[1964\] 7 SCR 185|AIR 1964 SC 1581|1964 INSC 72)$/);
      expect(reader.headers.get("cache-control")).toContain("no-store");
    }
  });

  test("a pinpoint passes through: ?para=12 lands on #para-12", async () => {
    expect(location(await req("/c/SCR/1964/7/185?para=12", { cookie: subscriber }))).toBe(`/viewCase/${p0581}?para=12&cite=%5B1964%5D+7+SCR+185#para-12`);
    expect(location(await req("/c/AIR/1964/SC/1581?para=3.1"))).toBe(`/guestCase/${p0581}#para-3.1`);
  });

  test("a pinpoint to a paragraph the judgment does not have says so near the top, without JavaScript (walk-through finding 16)", async () => {
    const to = location(await req("/c/SCR/1964/7/185?para=999", { cookie: subscriber }))!;
    expect(to).toBe(`/viewCase/${p0581}?para=999&cite=%5B1964%5D+7+SCR+185#para-999`);
    const page = await text(await req(to, { cookie: subscriber }));
    const labels = [...page.matchAll(/data-para="([^"]+)"/g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThan(1);
    const notice = noSuchParagraph("999", labels);
    expect(notice).toBe(`Paragraph 999 is not in this judgment; it has paragraphs 1–${labels.at(-1)!.split(".")[0]}.`);
    expect(page).toContain(html(notice));
    // Above the judgment, and not when the paragraph is there.
    expect(page.indexOf(html(notice))).toBeLessThan(page.indexOf('id="judgment"'));
    expect(await text(await req(`/viewCase/${p0581}?para=${labels[1]}`, { cookie: subscriber }))).not.toContain("is not in this judgment");
  });

  test("stable: after the case is re-imported with a changed text it still resolves, by its citation, to the same case", async () => {
    const record = JSON.parse(sample.get("irled2017-prior:prior_case_0581")!) as Record<string, unknown>;
    const changed = JSON.stringify({ ...record, judgment_text: `${record.judgment_text as string}\nAppeal dismissed.` });
    expect((await importLines(ctxAt(), lines([changed])))[0].status).toBe("updated");
    expect(location(await req("/c/SCR/1964/7/185", { cookie: subscriber }))).toBe(`/viewCase/${p0581}?cite=%5B1964%5D+7+SCR+185`);
    // Put the record back as the sample has it.
    await importLines(ctxAt(), lines([sample.get("irled2017-prior:prior_case_0581")!]));
  });

  test("one citation naming two judgments answers the list of both", async () => {
    const record = JSON.parse(sample.get("irled2017-prior:prior_case_0581")!) as Record<string, unknown>;
    const copy = JSON.stringify({ ...record, id: "pins-test:copy-of-0581", citations: ["AIR 1964 SC 1581"] });
    expect((await importLines(ctxAt(), lines([copy])))[0].status).toBe("imported");
    const copyDoc = await docOf("pins-test:copy-of-0581");
    const res = await req("/c/AIR/1964/SC/1581?para=2", { cookie: subscriber });
    expect(res.status).toBe(200);
    const page = await text(res);
    expect(page).toContain("This citation names 2 judgments");
    expect(page).toContain(`href="/viewCase/${p0581}?para=2&amp;cite=AIR+1964+SC+1581#para-2"`);
    expect(page).toContain(`href="/viewCase/${copyDoc}?para=2&amp;cite=AIR+1964+SC+1581#para-2"`);
    // The other citations of the first still name it alone.
    expect(location(await req("/c/INSC/1964/72"))).toBe(`/guestCase/${p0581}`);
    await all("update cases set deleted_at = '2026-01-01T00:00:00Z' where doc_id = ?", copyDoc);
    expect(location(await req("/c/AIR/1964/SC/1581"))).toBe(`/guestCase/${p0581}`);
  });

  test("a well-formed citation we do not hold: 404 'not in the reporter'; not a citation, or a bad para: 400 with the reason", async () => {
    const missing = await req("/c/SCC/1973/4/225");
    expect(missing.status).toBe(404);
    const page = await text(missing);
    expect(page).toContain("(1973) 4 SCC 225");
    expect(page).toContain("This citation is not in the reporter.");
    // ITR is read since decision 097: a report we do not hold is 404, a journal nobody prints is 400.
    expect((await req("/c/ITR/1990/182/12")).status).toBe(404);
    const bad = await req("/c/XYZR/1990/1/12");
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain("is not a citation the reporter can read");
    const badCite = await req(`/c?cite=${encodeURIComponent("hello world")}`);
    expect(badCite.status).toBe(400);
    const badPara = await req("/c/SCR/1964/7/185?para=%3Cscript%3E");
    expect(badPara.status).toBe(400);
    expect(await text(badPara)).toContain("is not a paragraph number");
    const ask = await req("/c");
    expect(ask.status).toBe(200);
    expect(await text(ask)).toContain("Open a judgment by its citation");
  });
});

describe("issue 33 items 1–2: Cited by quotes the court's paragraph; a judgment without numbers says so (decision 102)", () => {
  const IDS = ["irled2017-prior:prior_case_1924", "aila2019:C1866", "irled2017-prior:prior_case_0845", "irled2017-prior:prior_case_0751"];
  let p1924: number;
  let c1866: number;
  let p0845: number;
  let p0751: number;
  beforeAll(async () => {
    const statuses = (await importLines(ctxAt(), lines(IDS.map((id) => sample.get(id)!)))).map((r) => r.status);
    expect(statuses.every((s) => s === "imported" || s === "unchanged" || s === "updated")).toBe(true);
    [p1924, c1866, p0845, p0751] = await Promise.all(IDS.map(docOf));
  });

  test("aila2019:C1866 follows [1961] 1 S.C.R. 957 in its para 6 (its 11th block): Cited by quotes 'para 6', links #para-6, never 'para 11'", async () => {
    const ref = await one<{ paragraph: number; treatment: string; treatment_paragraph: number; pinpoint: string }>(
      "select paragraph, treatment, treatment_paragraph, pinpoint from case_references where doc_id = ? and cited_doc_id = ?",
      c1866,
      p1924,
    );
    expect(ref).toMatchObject({ treatment: "followed", treatment_paragraph: 11, pinpoint: "6" });
    const page = await text(await req(`/viewCase/${p1924}`, { cookie: subscriber }));
    const entry = page.slice(page.indexOf('class="case-section cited-by"'));
    expect(entry).toContain(`href="/viewCase/${c1866}#para-6"`);
    expect(entry).toMatch(/<blockquote class="cited-by-snippet">[^]*?S\.C\.R\. 957[^]*?<span class="muted cited-at"> \(para 6\)<\/span><\/blockquote>/);
    expect(entry).not.toContain("(para 11)");
    // The citing judgment's para 6 (the court's "6.") is where it follows the case.
    const citing = await text(await req(`/viewCase/${c1866}`, { cookie: subscriber }));
    expect(citing).toMatch(/id="para-6" href="#para-6" data-para="6" aria-label="Paragraph 6"><\/a>6\. /);
  });

  test("prior_case_0751 (no paragraph numbers) explains prior_case_0845: the reporter's count is marked 'SAR para 11' and said to be no court number", async () => {
    const ref = await one<{ pinpoint: string }>("select pinpoint from case_references where doc_id = ? and cited_doc_id = ? and treatment = 'explained'", p0751, p0845);
    expect(ref!.pinpoint).toBe("[11]");
    const page = await text(await req(`/viewCase/${p0845}`, { cookie: subscriber }));
    const entry = page.slice(page.indexOf('class="case-section cited-by"'));
    // The link lands on the marker the citing judgment shows as [11] in its margin.
    expect(entry).toContain(`href="/viewCase/${p0751}#para-11"`);
    expect(entry).toContain(html("(SAR para 11: the judgment has no paragraph numbers)"));
    expect(entry).not.toMatch(/\(para 11\)/);
    const citing = await text(await req(`/viewCase/${p0751}`, { cookie: subscriber }));
    expect(citing).toContain('id="para-11" href="#para-11" data-para="11" aria-label="Paragraph 11">[11]</a>');
  });
});
