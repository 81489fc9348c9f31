/**
 * Issue 33 items 1–2 (decision 102): every paragraph the product shows, quotes, links or copies is
 * the court's number; a judgment without numbers is said to have none, its blocks' count marked
 * as the reporter's. Real judgments of ../shared/data/judgments-sample.jsonl (read at test time).
 */
import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { beforeAll, describe, expect, test } from "vitest";
import { judgmentToCase, type JudgmentRecord } from "../app/services/cases/import.server";
import { quotedBlock, referencePinpoints, referencesOf } from "../app/services/graph/citation-graph.server";
import { blockTexts, numberJudgment } from "./paragraphs";
import { citationsArrivedBy, noSuchCountedParagraph, paraWords, pinpointCitation, placeAside, placeWords, readPinpoint, sameCitation, storePinpoint } from "./pinpoint-words";

const IDS = ["aila2019:C1866", "irled2017-prior:prior_case_0751", "sc2024pdf:48"];
let records: Map<string, JudgmentRecord>;
beforeAll(async () => {
  records = new Map();
  const rl = createInterface({ input: createReadStream(path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), { encoding: "utf8" }) });
  for await (const line of rl) {
    const id = line.match(/^\{"id": "([^"]+)"/)?.[1];
    if (id && IDS.includes(id)) records.set(id, JSON.parse(line) as JudgmentRecord);
  }
});

/** A sample judgment as the import writes it, its references, their stored pinpoints and its numbering. */
function graphOf(id: string) {
  const input = { ...judgmentToCase(records.get(id)!), docId: 1 };
  const { references } = referencesOf(input);
  return { references, pinpoints: referencePinpoints(input.judgementOrder, references), numbering: numberJudgment(input.judgementOrder), blocks: blockTexts(input.judgementOrder) };
}

describe("the paragraph Cited by quotes is the court's (item 1)", () => {
  test("aila2019:C1866 follows [1961] 1 S.C.R. 957 in its para 6, the text's 11th block: stored and quoted as 6, never 11", () => {
    const { references, pinpoints, numbering, blocks } = graphOf("aila2019:C1866");
    expect(numbering.scheme).toBe("court");
    const ref = references.find((r) => r.written === "[1961] 1 S.C.R. 957")!;
    expect(ref.treatment).toBe("followed");
    // The block count (headings "JUDGMENT", the judge's name … counted) is 11; the court's paragraph is 6.
    expect(ref.treatmentParagraph).toBe(11);
    expect(quotedBlock(ref)).toBe(11);
    expect(blocks[10]).toMatch(/^6\.\s/);
    expect(blocks[10]).toContain("[1961] 1 S.C.R. 957");
    expect(pinpoints[String(ref.position)]).toBe("6");
    expect(placeWords(readPinpoint(pinpoints[String(ref.position)])!)).toBe("para 6");
    // The court's para 11 is its costs paragraph, not where it follows the case.
    const eleven = blocks.find((b) => /^11\.\s/.test(b))!;
    expect(eleven).toMatch(/^11\. The costs of the appeal/);
    expect(eleven).not.toContain("S.C.R. 957");
  });

  test("sc2024pdf:48 cites AIR 1959 SC 429 in its 84th block, the court's para 19", () => {
    const { references, pinpoints } = graphOf("sc2024pdf:48");
    const ref = references.find((r) => r.written === "AIR 1959 SC 429")!;
    expect(ref.paragraph).toBe(84);
    expect(pinpoints[String(ref.position)]).toBe("19");
  });

  test("prior_case_0751 has no paragraph numbers: its explaining block is stored as the reporter's [11], said 'SAR para 11' with the reason", () => {
    const { references, pinpoints, numbering } = graphOf("irled2017-prior:prior_case_0751");
    expect(numbering.scheme).toBe("reporter");
    const ref = references.find((r) => r.written === "(1962) 2 S.C.R. 59")!;
    expect(ref.treatment).toBe("explained");
    const stored = pinpoints[String(ref.position)];
    expect(stored).toBe("[11]");
    const p = readPinpoint(stored)!;
    expect(p).toEqual({ label: "11", court: false });
    expect(placeWords(p)).toBe("SAR para 11 (the judgment has no paragraph numbers)");
    expect(placeAside(p)).toBe("SAR para 11: the judgment has no paragraph numbers");
    // Every reference of an unnumbered judgment is stored marked; of a numbered one, as the court's label.
    expect(Object.values(pinpoints).every((v) => /^\[\d+\]$/.test(v))).toBe(true);
    expect(Object.values(graphOf("aila2019:C1866").pinpoints).every((v) => /^\d+(?:\.\d+)*$/.test(v))).toBe(true);
  });
});

describe("a copied pinpoint never invents a paragraph (item 2)", () => {
  test("the court's number: ', para N'; the reporter's count: marked '(SAR para N)'", () => {
    expect(pinpointCitation("(1973) 4 SCC 225", { label: "23", court: true })).toBe("(1973) 4 SCC 225, para 23");
    expect(pinpointCitation("[1977] 3 SCR 113", { label: "10", court: false })).toBe("[1977] 3 SCR 113 (SAR para 10)");
    expect(paraWords({ label: "4.1", court: true })).toBe("para 4.1");
  });

  test("the citation the reader arrived by comes first, when it is one of the case's; else the preferred", () => {
    // prior_case_0751's own citations, as the case view writes them and as others cite them.
    const own = ["AIR 1963 SC 358", "[1963] 2 SCR 707"];
    expect(citationsArrivedBy(own, "1963 (2) S.C.R. 707")).toEqual(["[1963] 2 SCR 707", "AIR 1963 SC 358"]);
    expect(citationsArrivedBy(own, "A.I.R. 1963 S.C. 358")).toEqual(own);
    expect(citationsArrivedBy(own, "(1990) 2 SCC 502")).toEqual(own);
    expect(citationsArrivedBy(own, null)).toEqual(own);
    expect(sameCitation("[1959] Suppl. 1 SCR 404", "1959 (1) Suppl.SCR 404")).toBe(true);
    expect(sameCitation("[1959] Supp. 1 SCR 404", "[1959] 1 SCR 404")).toBe(false);
    expect(sameCitation("(1977) 3 SCC 113", "[1977] 3 SCR 113")).toBe(false);
    expect(sameCitation("", "")).toBe(false);
  });

  test("stored pinpoints read back; anything else is none", () => {
    expect(storePinpoint("23.1", "court")).toBe("23.1");
    expect(storePinpoint("23", "reporter")).toBe("[23]");
    expect(storePinpoint(null, "court")).toBeNull();
    expect(readPinpoint("23.1")).toEqual({ label: "23.1", court: true });
    for (const bad of ["[23", "x", "", null, "<b>", "[]"]) expect(readPinpoint(bad)).toBeNull();
  });

  test("a pinpoint past the end of an unnumbered judgment says it has no numbers and names the count as the reporter's", () => {
    expect(noSuchCountedParagraph("999", ["1", "2", "40"])).toBe("Paragraph 999 is not in this judgment: the judgment has no paragraph numbers; the reporter's own count runs SAR para 1–40.");
  });
});
