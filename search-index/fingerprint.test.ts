/** The fingerprint of "one judgment, one case" (decision 064) on real texts of ../shared/data. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FINGERPRINT_SIZE, sameJudgment, textFingerprint } from "./fingerprint";

const sample = new Map(
  readFileSync(path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; judgment_text: string; decision_date?: string })
    .map((r) => [r.id, r]),
);
const shared = (a: string, b: string) => {
  const x = new Set(textFingerprint(sample.get(a)!.judgment_text));
  return textFingerprint(sample.get(b)!.judgment_text).filter((h) => x.has(h)).length;
};

describe("textFingerprint", () => {
  it("finds one judgment in two copies and tells apart two judgments that quote one another", () => {
    // aila2019:C1747 and C2589: one judgment of 25 April 2005 in the AILA set twice.
    const same = shared("aila2019:C1747", "aila2019:C2589");
    expect(sameJudgment(same, "2005-04-25", "2005-04-25")).toBe(true);
    // aila2019:C1252 (2009) quotes aila2019:C295 (2008) at length: many windows in common, two dates.
    const quoting = shared("aila2019:C1252", "aila2019:C295");
    expect(quoting).toBeGreaterThan(20);
    expect(sameJudgment(quoting, "2009-03-27", "2008-05-15")).toBe(false);
    // Two unrelated judgments share nothing.
    expect(shared("aila2019:C1747", "aila2019:C1000")).toBeLessThan(5);
  });
  it("is the same for the same words however the lines break, and empty for a short order", () => {
    const text = sample.get("aila2019:C1747")!.judgment_text;
    expect(textFingerprint(text.replace(/\n/g, " \n\n "))).toEqual(textFingerprint(text));
    expect(textFingerprint(text)).toHaveLength(FINGERPRINT_SIZE);
    expect(textFingerprint("Leave granted. Appeal dismissed. No costs.")).toEqual([]);
  });
  it("never links two known dates that differ, and asks most of the windows otherwise", () => {
    expect(sameJudgment(64, "2005-04-25", "2005-04-26")).toBe(false);
    expect(sameJudgment(40, null, "2005-04-25")).toBe(false);
    expect(sameJudgment(52, null, "2005-04-25")).toBe(true);
    expect(sameJudgment(32, "2005-04-25", "2005-04-25")).toBe(true);
  });
});
