import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { beforeAll, describe, expect, test } from "vitest";
import { judgmentTextToHtml } from "../app/services/cases/import.server";
import { judgmentBlocks } from "./citation-graph";
import { blockLabel, blockTexts, headNumber, isParaLabel, numberedJudgmentHtml, numberJudgment, pinpointCitation } from "./paragraphs";

/** Judgments of the shared sample, as the import stores them (read at test time, never copied into the project). */
async function sampleHtml(ids: string[] | null): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const rl = createInterface({ input: createReadStream(path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), { encoding: "utf8" }) });
  for await (const line of rl) {
    const id = line.match(/^\{"id": "([^"]+)"/)?.[1];
    if (id && (!ids || ids.includes(id))) out.set(id, judgmentTextToHtml(JSON.parse(line).judgment_text));
  }
  return out;
}

const IDS = ["aila2019:C1012", "aila2019:C1163", "sc2024pdf:25", "inabs-test:1181", "irled2017-prior:prior_case_0045", "aila2019:C2351"];
let sample: Map<string, string>;
beforeAll(async () => {
  sample = await sampleHtml(IDS);
});

const startLabels = (html: string) => {
  const n = numberJudgment(html);
  return n.labels.filter((_, i) => n.starts[i]);
};
const blockOf = (html: string, startsWith: string) => blockTexts(html).findIndex((t) => t.startsWith(startsWith));

describe("the court's numbers", () => {
  test("a numbered judgment keeps 1. to 43.; the sub-section lists it quotes, (1) (2) (3), stay in their paragraph", () => {
    const html = sample.get("aila2019:C1012")!;
    const n = numberJudgment(html);
    expect(n.scheme).toBe("court");
    expect(startLabels(html)).toEqual(Array.from({ length: 43 }, (_, i) => String(i + 1)));
    const quoted = blockOf(html, "(1) Save as expressly provided");
    expect(quoted).toBeGreaterThan(0);
    expect(n.labels[quoted]).toBe("16");
    expect(n.starts[quoted]).toBe(false);
  });

  test("numbered with headings: FACTS, CONTENTIONS, ISSUES are part of the paragraph before; the header above 1. has no number", () => {
    const html = sample.get("sc2024pdf:25")!;
    const n = numberJudgment(html);
    expect(n.scheme).toBe("court");
    const texts = blockTexts(html);
    const facts = texts.findIndex((t) => t.trim() === "FACTS");
    expect(n.starts[facts]).toBe(false);
    expect(n.labels[facts]).toBe("1");
    expect(n.starts[facts + 1]).toBe(true);
    expect(n.labels[facts + 1]).toBe("2");
    const issues = texts.findIndex((t) => t.trim() === "ISSUES");
    expect(n.labels[issues + 1]).toBe("11");
    // The cause title and case number print before paragraph 1.
    expect(n.labels[0]).toBeNull();
    expect(startLabels(html)[0]).toBe("1");
  });

  test("numbered sub-paragraphs keep their numbers: 3.1, 3.2, 3.3, 4.1 — and a repeated 10. stays in paragraph 10", () => {
    const html = sample.get("aila2019:C1163")!;
    const labels = startLabels(html);
    expect(labels.slice(0, 8)).toEqual(["1", "2", "3", "3.1", "3.2", "3.3", "4", "4.1"]);
    expect(labels.filter((l) => l === "10")).toHaveLength(1);
    const again = blockOf(html, "10. Since the appellant");
    expect(numberJudgment(html).labels[again]).toBe("10");
  });

  test("an unnumbered judgment is counted 1, 2, 3 … by block (the reporter's numbers), every block its own paragraph", () => {
    const html = sample.get("inabs-test:1181")!;
    const n = numberJudgment(html);
    expect(n.scheme).toBe("reporter");
    expect(n.labels).toEqual(blockTexts(html).map((_, i) => String(i + 1)));
    expect(numberedJudgmentHtml(html)).toContain('<a class="pn pn-ours" id="para-7" href="#para-7" data-para="7" aria-label="Paragraph 7">[7]</a>The Judgment of the Court was delivered by MUDHOLKAR J.');
  });

  test("footnote marks (2) (3) (5) and a list of facts 1. 2. 3. do not make a judgment numbered", () => {
    expect(numberJudgment(sample.get("irled2017-prior:prior_case_0045")!).scheme).toBe("reporter");
    expect(numberJudgment(sample.get("aila2019:C2351")!).scheme).toBe("reporter");
  });
});

describe("anchors in the judgment's HTML", () => {
  test("each paragraph's first block gets one marker before its text; nothing else of the markup changes", () => {
    for (const id of IDS) {
      const html = sample.get(id)!;
      const out = numberedJudgmentHtml(html);
      expect(out.replace(/<a class="pn[^"]*"[^>]*>[^<]*<\/a>/g, ""), id).toBe(html);
      const ids = [...out.matchAll(/ id="(para-[^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, id).toBe(ids.length);
      expect(ids.length, id).toBe(numberJudgment(html).starts.filter(Boolean).length);
    }
    expect(numberedJudgmentHtml(sample.get("aila2019:C1012")!)).toContain('<a class="pn" id="para-23" href="#para-23" data-para="23" aria-label="Paragraph 23"></a>23. However, learned counsel');
  });

  test("blocks are the citation graph's blocks, so a reference's stored paragraph maps to an anchor", { timeout: 60_000 }, async () => {
    const all = await sampleHtml(null);
    expect(all.size).toBeGreaterThan(2000);
    for (const [id, html] of all) expect(blockTexts(html).length, id).toBe(judgmentBlocks(html).starts.length);
    const html = sample.get("aila2019:C1012")!;
    const n = numberJudgment(html);
    // Block 29 (1-based) is the quoted (1) of s. 163, inside paragraph 16.
    expect(blockLabel(n, blockOf(html, "(1) Save as expressly provided") + 1)).toBe("16");
    expect(blockLabel(n, null)).toBeNull();
  });
});

test("markup around blocks: <p> with <br> lines, staff HTML with inline marks, an entity first", () => {
  const html = "<p><strong>1. Heard.</strong><br>2. Facts &amp; law.</p>\n<p>3. Allowed.</p>";
  expect(numberJudgment(html)).toEqual({ scheme: "court", labels: ["1", "2", "3"], starts: [true, true, true] });
  expect(numberedJudgmentHtml(html)).toBe(
    '<p><strong><a class="pn" id="para-1" href="#para-1" data-para="1" aria-label="Paragraph 1"></a>1. Heard.</strong><br><a class="pn" id="para-2" href="#para-2" data-para="2" aria-label="Paragraph 2"></a>2. Facts &amp; law.</p>\n<p><a class="pn" id="para-3" href="#para-3" data-para="3" aria-label="Paragraph 3"></a>3. Allowed.</p>',
  );
  expect(headNumber("(23) The appeal")).toEqual({ main: 23, sub: null, style: "paren" });
  expect(headNumber("23.1.2 The appeal")).toEqual({ main: 23, sub: "1.2", style: "dot" });
  expect(headNumber("1952. October 30")).toBeNull();
  expect(isParaLabel("23.1")).toBe(true);
  expect(isParaLabel("23<x")).toBe(false);
  expect(pinpointCitation("(1973) 4 SCC 225", "23")).toBe("(1973) 4 SCC 225, para 23");
  // The reporter's count of an unnumbered judgment is copied marked as such (decision 102).
  expect(pinpointCitation("[1977] 3 SCR 113", "10", "reporter")).toBe("[1977] 3 SCR 113 (SAR para 10)");
});
