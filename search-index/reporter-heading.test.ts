import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, test } from "vitest";
import { extractCaseHeader, lacksTitle, NO_TITLE, planExtraction } from "./cause-title";
import { caseNameKeys } from "./case-names";
import { appealFrom, headingText, isReporterHeading, longDate, reporterHeading, shortCaseNumber } from "./reporter-heading";

type Rec = { id: string; title?: string; case_number?: string; decision_date?: string; author?: string; judgment_text: string };

/** Records of the shared sample, read at test time (never copied into the project). */
async function sample(filter: (r: Rec) => boolean): Promise<Rec[]> {
  const out: Rec[] = [];
  const rl = createInterface({ input: createReadStream(path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), { encoding: "utf8" }) });
  for await (const line of rl) {
    if (!line) continue;
    const r = JSON.parse(line) as Rec;
    if (filter(r)) out.push(r);
  }
  return out;
}

/** The heading the import's fill builds for a record: the record's fields, else what its text gives. */
const headingOf = (r: Rec, docId = 1, found = extractCaseHeader(r.judgment_text)) => {
  return reporterHeading({ caseNumber: r.case_number ?? found.caseNumber ?? null, decidedDate: r.decision_date ?? found.decisionDate ?? null, judge: r.author ?? found.author ?? null, docId, text: r.judgment_text });
};

describe("the reporter's heading on real judgments without a cause title", () => {
  test("the IRLeD appeal line, the IN-Abs case number, the LII order's date", async () => {
    const ids = ["irled2017-prior:prior_case_0502", "irled2017-prior:prior_case_1931", "irled2017-prior:prior_case_1870", "inabs-test:2392", "inabs-test:784", "irled2017-prior:prior_case_0212", "irled2017-prior:prior_case_0911", "irled2017-prior:prior_case_0353"];
    const recs = new Map((await sample((r) => ids.includes(r.id))).map((r) => [r.id, r]));
    expect(recs.size).toBe(ids.length);
    // "Appeal from the judgment and decree dated November 28, 1958 of the Madras High Court in Appeal No. 756 of 1964."
    expect(headingOf(recs.get("irled2017-prior:prior_case_0502")!)).toBe("[Civil Appeal No. 705 of 1965 from the Madras High Court, decided 26 July 1968]");
    expect(headingOf(recs.get("irled2017-prior:prior_case_1931")!)).toMatch(/^\[Civil Appeal No\. 480 of 1967 from the Allahabad High Court, Lucknow Bench, decided /);
    // a tribunal's award: "… of the Central Government Industrial Tribunal, Nagpur at Bombay, in Reference CGIT No. 12 of 1957"
    expect(headingOf(recs.get("irled2017-prior:prior_case_1870")!)).toMatch(/^\[Civil Appeal No\. 14 of 1959 from the Central Government Industrial Tribunal, Nagpur at Bombay, decided /);
    // IN-Abs: the source cut the case number's first letters ("iminal Appeal No.112 of 1965"); no date in the record
    expect(headingOf(recs.get("inabs-test:2392")!)).toBe("[Criminal Appeal No.112 of 1965]");
    expect(headingOf(recs.get("inabs-test:784")!)).toBe("[Civil Appeals Nos 188 to 190 of 1958 from the Andhra Pradesh High Court]");
    // "THE 28TH DAY OF NOVEMBER, 1997 Present:" — the order's date read from its first line
    expect(headingOf(recs.get("irled2017-prior:prior_case_0212")!)).toBe("[Judgment of 28 November 1997]");
    // original jurisdiction: no appeal line, the number and the date
    expect(headingOf(recs.get("irled2017-prior:prior_case_0911")!)).toBe("[Petition No. 438 of 1955, decided 16 May 1957]");
    // a long list of numbers is shortened
    expect(headingOf(recs.get("irled2017-prior:prior_case_0353")!)).toBe("[Civil Appeals Nos. 247 etc. of 1967 from the Madras High Court, decided 11 October 1971]");
  });

  test("every untitled record of the sample whose text gives no title gets a heading, never the placeholder or a sentence", async () => {
    const read = (await sample((r) => !r.title)).map((r) => ({ r, found: extractCaseHeader(r.judgment_text) })).filter((x) => !x.found.appellant);
    const untitled = read.map((x) => x.r);
    expect(untitled.length).toBeGreaterThan(600);
    const headings = read.map((x) => headingOf(x.r, 42, x.found));
    for (const h of headings) {
      expect(isReporterHeading(h), h).toBe(true);
      expect(lacksTitle(h), h).toBe(true);
      expect(h).not.toMatch(/not given|source/i);
      expect(h.length, h).toBeLessThan(170);
    }
    // nearly all name a number or a date (measured: 27 of 656 do not, and say who delivered it or the Doc Id)
    const bare = headings.filter((h) => /^\[Judgment(?:, Doc Id \d+| delivered by [^\]]+)\]$/.test(h));
    expect(bare.length).toBeLessThan(untitled.length * 0.05);
    const withForum = untitled.filter((r) => appealFrom(r.judgment_text));
    expect(withForum.length).toBeGreaterThan(untitled.length * 0.6);
  }, 60_000);
});

describe("pieces", () => {
  test("a heading is no title: it is replaced by one, makes no name key, and is shown without brackets where marked", () => {
    const h = "[Civil Appeal No. 705 of 1965 from the Madras High Court, decided 26 July 1968]";
    expect(isReporterHeading(h)).toBe(true);
    expect(isReporterHeading("[1958] SCR 1355 v. X")).toBe(false);
    expect(isReporterHeading("Tata Iron & Steel Co. Ltd.")).toBe(false);
    expect(headingText(h)).toBe("Civil Appeal No. 705 of 1965 from the Madras High Court, decided 26 July 1968");
    expect(caseNameKeys(h, null, 1968)).toEqual([]);
    // the text's title wins over a heading; a heading is not "cleaned" into a party
    const current = { appellant: h, respondent: null, judgeName: null, allJudges: null, caseNumber: null, decidedDate: null };
    expect(planExtraction(current, "The appeal is dismissed.").appellant).toBeUndefined();
    expect(lacksTitle(NO_TITLE)).toBe(true);
  });

  test("dates, numbers, forums", () => {
    expect(longDate("1968-07-26")).toBe("26 July 1968");
    expect(longDate("1968-13-01")).toBeNull();
    expect(shortCaseNumber("cellaneous Petition No. 32937 of 1988")).toBe("Miscellaneous Petition No. 32937 of 1988");
    expect(shortCaseNumber(": Civil Appeals Nos 188 to 190 of 1958")).toBe("Civil Appeals Nos 188 to 190 of 1958");
    expect(shortCaseNumber("123")).toBeNull();
    expect(appealFrom("Appeal from an Order of the High Court of Bombay (Bavdekar and Chainani JJ.) dated 20th February, 1950, in Criminal Appeal")).toBe("High Court of Bombay");
    expect(appealFrom("These appeals by special leave arise from the order of the Division Bench of the High Court of Patna in LPA No.133 of 1995")).toBe("High Court of Patna");
    // a statute named after "of the" is no forum
    expect(appealFrom("from the judgment of the Limitation Act and the Court")).toBeNull();
    expect(reporterHeading({ caseNumber: null, decidedDate: null, docId: 17 })).toBe("[Judgment, Doc Id 17]");
    expect(reporterHeading({ caseNumber: null, decidedDate: null, judge: "SABYASACHI MUKHARJI" })).toBe("[Judgment delivered by SABYASACHI MUKHARJI]");
  });

  test("linear: a long head of repeated cues reads in a few milliseconds", () => {
    const text = "from the judgment of the ".repeat(20_000);
    const t = performance.now();
    expect(appealFrom(text)).toBeNull();
    expect(performance.now() - t).toBeLessThan(200);
  });
});
