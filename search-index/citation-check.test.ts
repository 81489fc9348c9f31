import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { citationsToCheck, impossibility, MAX_CHECKED_CITATIONS } from "./citation-check";
import { parseCitation } from "./citations";

const YEAR = 2026;

describe("impossibility", () => {
  const reason = (c: string) => impossibility(parseCitation(c)!, YEAR);
  test("a real citation is possible", () => {
    for (const c of ["(1973) 4 SCC 225", "AIR 1973 SC 1461", "[1962] Supp 3 SCR 1", "2023 INSC 123", "2024 SCC OnLine SC 1878"]) expect(reason(c), c).toBeNull();
  });
  test("a year to come, a year before the reporter, a page beyond any volume, a neutral number out of range", () => {
    expect(reason("(2031) 2 SCC 10")).toMatch(/has not come/);
    expect(reason("(1955) 2 SCC 10")).toMatch(/did not exist in 1955/);
    expect(reason("AIR 1947 SC 10")).toMatch(/from 1950/);
    expect(reason("(1999) 4 SCC 9999")).toMatch(/beyond any volume/);
    expect(reason("(1999) 44 SCC 12")).toMatch(/volume 44/);
    expect(reason("2023 INSC 54321")).toMatch(/out of range/);
  });
});

describe("citationsToCheck", () => {
  test("finds each citation once, counts repeats, and answers what looks like a citation but is not one as malformed", () => {
    const text =
      "As held in Kesavananda Bharati v. State of Kerala (1973) 4 SCC 225 and again in (1973) 4 SCC 225, para 23; see AIR 1973 SC 1461. " +
      "Counsel relied on AIR 1973 XYZ 1461 and on (1973) 4 SCC without a page, and on (2031) 2 SCC 10.";
    const { items, total, truncated } = citationsToCheck(text, YEAR);
    expect(truncated).toBe(false);
    expect(total).toBe(items.length);
    const cites = items.filter((i) => i.kind === "citation");
    expect(cites.map((i) => i.kind === "citation" && i.citation.key)).toEqual(["SCC||1973|4|225", "AIR|SC|1973||1461", "SCC||2031|2|10"]);
    expect(cites[0].count).toBe(2);
    expect(cites[2].problem).toMatch(/has not come/);
    const malformed = items.filter((i) => i.kind === "malformed").map((i) => i.written);
    expect(malformed).toContain("AIR 1973 XYZ 1461");
    expect(malformed.some((m) => m.startsWith("(1973) 4 SCC"))).toBe(true);
  });

  test("plain prose with numbers and years is not taken for citations", () => {
    const { items } = citationsToCheck("In 1973, 4 judges sat in Court No. 225 for 12 days; the SCC was not cited. Section 304-B IPC, Article 21.", YEAR);
    expect(items).toEqual([]);
  });

  test(`at most ${MAX_CHECKED_CITATIONS} citations are answered; the rest are counted`, () => {
    const text = Array.from({ length: 300 }, (_, i) => `(2001) 1 SCC ${i + 1}`).join("; ");
    const { items, total, truncated } = citationsToCheck(text, YEAR);
    expect(items).toHaveLength(MAX_CHECKED_CITATIONS);
    expect(total).toBe(300);
    expect(truncated).toBe(true);
  });

  test("on real judgments every citation of cases_referred the parser reads is found, and none is malformed that the parser reads", () => {
    const lines = readFileSync(path.join(import.meta.dirname, "../../shared/data/judgments-sample.jsonl"), "utf8").split("\n").filter(Boolean).slice(0, 150);
    let read = 0;
    for (const line of lines) {
      const r = JSON.parse(line) as { judgment_text: string; cases_referred?: string[] };
      const { items } = citationsToCheck(r.judgment_text, YEAR);
      const keys = new Set(items.flatMap((i) => (i.kind === "citation" ? [i.citation.key] : [])));
      for (const c of r.cases_referred ?? []) {
        const p = parseCitation(c);
        if (!p || !r.judgment_text.includes(c)) continue;
        read++;
        expect(keys.has(p.key), `${c} in a real judgment`).toBe(true);
      }
      for (const i of items) if (i.kind === "malformed") expect(parseCitation(i.written), i.written).toBeNull();
    }
    expect(read).toBeGreaterThan(50);
  });
});
