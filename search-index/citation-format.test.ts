import { describe, expect, test } from "vitest";
import { categoryParts, CITATION_STYLES, formatCitation, type CitationParts } from "./citation-format";
import { parseCitation } from "./citations";

const c = (p: Partial<CitationParts> & Pick<CitationParts, "style" | "abbr">): CitationParts => ({ year: null, volume: null, page: null, ...p });

describe("formatCitation prints each journal in its house style", () => {
  test.each<[string, CitationParts, string]>([
    ["round: SCC", c({ style: "round", abbr: "SCC", year: 2025, volume: "3", page: "456" }), "(2025) 3 SCC 456"],
    ["round: an SCC series", c({ style: "round", abbr: "SCC", series: "Cri", year: 2019, volume: "2", page: "345" }), "(2019) 2 SCC (Cri) 345"],
    ["round: a supplement volume", c({ style: "round", abbr: "SCC", year: 1995, volume: "3", page: "456", supplement: true }), "(1995) Supp (3) SCC 456"],
    ["round without a volume: the year unbracketed", c({ style: "round", abbr: "Cri LJ", year: 1990, page: "1234" }), "1990 Cri LJ 1234"],
    ["round: the reporter's online criminal series (decision 036)", c({ style: "round", abbr: "SAR (Cri)", year: 2025, page: "101" }), "2025 SAR (Cri) 101"],
    ["round: the reporter's civil series with a volume", c({ style: "round", abbr: "SAR", year: 2025, volume: "3", page: "101" }), "(2025) 3 SAR 101"],
    ["round: SCALE", c({ style: "round", abbr: "SCALE", year: 2005, volume: "2", page: "77" }), "(2005) 2 SCALE 77"],
    ["square: SCR", c({ style: "square", abbr: "SCR", year: 2025, volume: "3", page: "1" }), "[2025] 3 SCR 1"],
    ["square: an SCR supplement", c({ style: "square", abbr: "SCR", year: 1962, volume: "3", page: "1", supplement: true }), "[1962] Supp (3) SCR 1"],
    ["air: Supreme Court", c({ style: "air", abbr: "AIR", year: 2025, page: "1500", court: "SC" }), "AIR 2025 SC 1500"],
    ["air: a High Court by its word", c({ style: "air", abbr: "AIR", year: 2001, page: "123", court: "DEL" }), "AIR 2001 Del 123"],
    ["air: P&H stays in capitals", c({ style: "air", abbr: "AIR", year: 1975, page: "12", court: "P&H" }), "AIR 1975 P&H 12"],
    ["air: no court given is the Supreme Court", c({ style: "air", abbr: "AIR", year: 2025, page: "1500" }), "AIR 2025 SC 1500"],
    ["online: SCC OnLine", c({ style: "online", abbr: "SCC OnLine", year: 2025, page: "999", court: "SC" }), "2025 SCC OnLine SC 999"],
    ["online: a High Court", c({ style: "online", abbr: "SCC OnLine", year: 2023, page: "456", court: "DEL" }), "2023 SCC OnLine Del 456"],
    ["neutral: Supreme Court", c({ style: "neutral", abbr: "Neutral", year: 2025, page: "1234" }), "2025 INSC 1234"],
    ["neutral: a High Court keeps its code", c({ style: "neutral", abbr: "Neutral", year: 2023, page: "2720", court: "DHC" }), "2023:DHC:2720"],
    ["jt", c({ style: "jt", abbr: "JT", year: 1995, volume: "3", page: "22" }), "JT 1995 (3) SC 22"],
    ["manu", c({ style: "manu", abbr: "MANU", year: 2005, page: "123", court: "SC" }), "MANU/SC/0123/2005"],
  ])("%s", (_name, parts, printed) => {
    expect(formatCitation(parts)).toBe(printed);
  });

  test("every style is covered above and prints no empty brackets or double spaces when parts are missing", () => {
    for (const style of CITATION_STYLES) {
      const printed = formatCitation(c({ style, abbr: "SCC", year: 2020, page: "5" }));
      expect(printed, style).not.toMatch(/\(\s*\)|\[\s*\]|\s{2}|undefined|null/);
    }
  });

  test.each([
    ["(2025) 3 SCC 456", "SCC||2025|3|456"],
    ["AIR 2025 SC 1500", "AIR|SC|2025||1500"],
    ["[2025] 3 SCR 1", "SCR||2025|3|1"],
    ["2025 INSC 1234", "INSC||2025||1234"],
    ["2025 SCC OnLine SC 999", "SCCONLINE|SC|2025||999"],
    ["JT 1995 (3) SC 22", "JT||1995|3|22"],
    ["MANU/SC/0123/2005", "MANU|SC|2005||123"],
  ])("the printed form %s reads back to the same citation", (printed, key) => {
    expect(parseCitation(printed)?.key).toBe(key);
    expect(parseCitation(printed)?.display).toBe(printed);
  });
});

test("the parser prints what it reads in the house style, whatever form it was written in", () => {
  expect(parseCitation("2025 (3) SCC 456")?.display).toBe("(2025) 3 SCC 456");
  expect(parseCitation("2025 AIR 1500")?.display).toBe("AIR 2025 SC 1500");
  expect(parseCitation("1988 (2) SCR 713")?.display).toBe("[1988] 2 SCR 713");
  expect(parseCitation("1988 (1) JT 145")?.display).toBe("JT 1988 (1) SC 145");
  expect(parseCitation("[1988] INSC 17")?.display).toBe("1988 INSC 17");
});

test("categoryParts reads the court and series from a citation category's name", () => {
  expect(categoryParts("SC")).toEqual({ court: "SC", series: null });
  expect(categoryParts("SC (Cri)")).toEqual({ court: "SC", series: "Cri" });
  expect(categoryParts("SC (L&S)")).toEqual({ court: "SC", series: "L&S" });
  expect(categoryParts("HC")).toEqual({ court: "HC", series: null });
  expect(categoryParts("High Court")).toEqual({ court: "HC", series: null });
  expect(categoryParts("INSC")).toEqual({ court: "SC", series: null });
  expect(categoryParts("Criminal")).toEqual({ court: null, series: null });
  expect(categoryParts(null)).toEqual({ court: null, series: null });
});
