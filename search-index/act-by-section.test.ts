import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { counterpartNote } from "./case-statutes";
import { actBySection, yearSlip } from "./act-by-section";
import { statuteIndexRows } from "./statute-index";

describe("a known section maps to its act despite a typo in the year (issue 33 item 9)", () => {
  test("the sample's 'Section 113B of the Evidence Act, 1892' (aila2019:C2052) is the 1872 Act's, with its BSA counterpart", () => {
    const line = readFileSync(path.resolve(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), "utf8")
      .split("\n")
      .find((l) => l.startsWith('{"id": "aila2019:C2052"'))!;
    const r = JSON.parse(line) as { judgment_text: string; acts_cited: string[] };
    expect(r.judgment_text).toContain("Section 113B of the Evidence Act, 1892");
    expect(r.acts_cited).toContain("Evidence Act, 1892");
    const act = actBySection("Evidence Act, 1892", "113B");
    expect(act).toBe("Indian Evidence Act, 1872");
    expect(counterpartNote(act, "113B")).toBe("now BSA 118");
  });

  test("only a slip of the year, only a section the act has, only a name that does not resolve as written", () => {
    expect(actBySection("Indian Penal Code, 1806", "304B")).toBe("Indian Penal Code, 1860"); // swapped neighbours
    expect(actBySection("Evidence Act, 1972", "113B")).toBe("Indian Evidence Act, 1872"); // one digit
    expect(actBySection("Evidence Act, 1950", "113B")).toBeNull(); // far off: another act
    expect(actBySection("Evidence Act, 1892", "9999")).toBeNull(); // no such section
    expect(actBySection("Indian Evidence Act, 1872", "113B")).toBeNull(); // resolves as written
    expect(actBySection("Quorlin Act, 1892", "113B")).toBeNull(); // unknown act
    expect(yearSlip("1892", "1872")).toBe(true);
    expect(yearSlip("1806", "1860")).toBe(true);
    expect(yearSlip("1950", "1872")).toBe(false);
  });

  test("the statute index keeps the act too, so statute search finds the reference under the 1872 Act", () => {
    const rows = statuteIndexRows({ judgment: "The presumption under Section 113B of the Evidence Act, 1892 arises. Section 302 of the Indian Penal Code, 1860 applies.", headnotes: "" }, []);
    expect(rows.filter((r) => r.kind === "s").map((r) => [r.act, r.num])).toEqual([
      ["Indian Evidence Act, 1872", "113B"],
      ["Indian Penal Code, 1860", "302"],
    ]);
  });
});
