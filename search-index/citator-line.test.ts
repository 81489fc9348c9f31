import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { citatorEntryText, decodeCitatorLine, isCitatorNote } from "./citator-line";

const SAMPLE = path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl");

describe("decodeCitatorLine", () => {
  it("reads the issue's line as a reader would say it", () => {
    const entries = decodeCitatorLine("Citator info: E [1980 SC 962] (7,63,64,110) D 1992 SC1894 (10)");
    expect(entries.map(citatorEntryText)).toEqual([
      "Explained in AIR 1980 SC 962 (paras 7, 63, 64, 110)",
      "Distinguished in AIR 1992 SC 1894 (para 10)",
    ]);
  });

  it("survives the source's misplaced brackets", () => {
    const entries = decodeCitatorLine("F [1987 SC 179] (2, [4) F 1987] SC1794 (14, [23) RF 1989] SC [690 (6) RF 1992] SC 696 (5,12)");
    expect(entries.map((e) => [e.code, e.citation, e.paras])).toEqual([
      ["F", "AIR 1987 SC 179", [2, 4]],
      ["F", "AIR 1987 SC 1794", [14, 23]],
      ["RF", "AIR 1989 SC 690", [6]],
      ["RF", "AIR 1992 SC 696", [5, 12]],
    ]);
  });

  it("shows a code without a known meaning as written, never a guess", () => {
    const [e] = decodeCitatorLine("MV 1975 SC1193 (4)");
    expect(citatorEntryText(e)).toBe("Cited (MV) in AIR 1975 SC 1193 (para 4)");
    expect(decodeCitatorLine("O 1990 SC 1")[0].phrase).toBe("Overruled by");
    // an entry the source gives without a code (its paragraphs starred)
    expect(decodeCitatorLine("1985 SC1293 (*) RF [1989 SC 142] (1)").map(citatorEntryText)).toEqual(["Cited in AIR 1985 SC 1293", "Relied on in AIR 1989 SC 142 (para 1)"]);
  });

  it("reads nothing from text that is not a citator line", () => {
    expect(decodeCitatorLine("The appeal is dismissed. No costs.")).toEqual([]);
    expect(isCitatorNote("Citator info: R 1990 SC 19 (21)")).toBe(true);
    expect(isCitatorNote("Reported in the press")).toBe(false);
  });

  it("reads an entry from every real citator line of the sample", () => {
    const lines = readFileSync(SAMPLE, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { citator_info?: string }).citator_info)
      .filter((c): c is string => !!c);
    expect(lines.length).toBeGreaterThan(100);
    const unread = lines.filter((l) => decodeCitatorLine(l).length === 0);
    expect(unread).toEqual([]);
    // every "SC" citation the line holds is an entry
    for (const l of lines) {
      const written = (l.replace(/[[\]]/g, " ").match(/\b(?:19|20)\d\d\s+SC\s*\d/g) ?? []).length;
      expect(decodeCitatorLine(l).length, l).toBe(written);
    }
  });
});
