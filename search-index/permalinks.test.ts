import { describe, expect, test } from "vitest";
import { parseCitation, type ParsedCitation } from "./citations";
import { casePermalink, parsePermalink, permalinkPath, permalinkText } from "./permalinks";

const segs = (path: string) => path.replace(/^\/c\//, "").split("/").map(decodeURIComponent);

/** Every form the parser knows (search-index/citations.ts RULES), as written in judgments and sources, with its permalink. */
const FORMS: [written: string, path: string, reporter: ParsedCitation["reporter"]][] = [
  ["(1973) 4 SCC 225", "/c/SCC/1973/4/225", "SCC"],
  ["1973 (4) SCC 225", "/c/SCC/1973/4/225", "SCC"],
  ["[1978] 1 S.C.C. 248", "/c/SCC/1978/1/248", "SCC"],
  ["1992 Supp (1) SCC 335", "/c/SCC/1992/Supp1/335", "SCC"],
  ["1992 (1) Suppl.SCC 584", "/c/SCC/1992/Supp1/584", "SCC"],
  ["(1988) 2 SCC (Cri) 545", "/c/SCC-Cri/1988/2/545", "SCC(CRI)"],
  ["1988 SCC (Cri) 545", "/c/SCC-Cri/1988/545", "SCC(CRI)"],
  ["[1962] Supp 3 SCR 1", "/c/SCR/1962/Supp3/1", "SCR"],
  ["1962 (3) Suppl. SCR 105", "/c/SCR/1962/Supp3/105", "SCR"],
  ["[1967] 1 S.C.R. 105", "/c/SCR/1967/1/105", "SCR"],
  ["1955 SCR 509", "/c/SCR/1955/509", "SCR"],
  ["AIR 1973 SC 1461", "/c/AIR/1973/SC/1461", "AIR"],
  ["A.I.R. 1976 S.C. 242", "/c/AIR/1976/SC/242", "AIR"],
  ["1988 AIR 637", "/c/AIR/1988/SC/637", "AIR"],
  ["AIR 2001 Del 123", "/c/AIR/2001/DEL/123", "AIR"],
  ["AIR 1990 P&H 12", "/c/AIR/1990/P%26H/12", "AIR"],
  ["2023 INSC 123", "/c/INSC/2023/123", "INSC"],
  ["[1988] INSC 17", "/c/INSC/1988/17", "INSC"],
  ["2023:DHC:2720", "/c/DHC/2023/2720", "HCN"],
  ["2023:BHC-AS:1234", "/c/BHC-AS/2023/1234", "HCN"],
  ["2024 SCC OnLine SC 1878", "/c/SCCOnLine/2024/SC/1878", "SCCONLINE"],
  ["2023 SCC OnLine Del 456", "/c/SCCOnLine/2023/DEL/456", "SCCONLINE"],
  ["JT 1995 (3) SC 22", "/c/JT/1995/3/22", "JT"],
  ["1988 (1) JT 145", "/c/JT/1988/1/145", "JT"],
  ["(2005) 2 SCALE 77", "/c/SCALE/2005/2/77", "SCALE"],
  ["1990 Cri LJ 1234", "/c/CriLJ/1990/1234", "CRILJ"],
  ["1990 CrLJ 1234", "/c/CriLJ/1990/1234", "CRILJ"],
  ["MANU/SC/0123/2005", "/c/MANU/SC/123/2005", "MANU"],
];

describe("a permalink for every form the parser knows", () => {
  test.each(FORMS)("%s → %s, read back to the same key", (written, path, reporter) => {
    const parsed = parseCitation(written)!;
    expect(parsed.reporter).toBe(reporter);
    expect(permalinkPath(parsed)).toBe(path);
    const back = parsePermalink(segs(path))!;
    expect(back.key).toBe(parsed.key);
  });

  test("every reporter of the parser is covered", () => {
    const all: ParsedCitation["reporter"][] = ["SCC", "SCC(CRI)", "AIR", "SCR", "INSC", "HCN", "SCCONLINE", "JT", "SCALE", "CRILJ", "MANU"];
    expect(new Set(FORMS.map((f) => f[2]))).toEqual(new Set(all));
  });
});

test("the issue's four permalinks name the citations lawyers write", () => {
  expect(parsePermalink(segs("/c/SCC/1973/4/225"))!.key).toBe(parseCitation("(1973) 4 SCC 225")!.key);
  expect(parsePermalink(segs("/c/AIR/1973/SC/1461"))!.key).toBe(parseCitation("AIR 1973 SC 1461")!.key);
  expect(parsePermalink(segs("/c/INSC/2023/123"))!.key).toBe(parseCitation("2023 INSC 123")!.key);
  expect(parsePermalink(segs("/c/SCR/1962/Supp3/1"))!.key).toBe(parseCitation("[1962] Supp. 3 S.C.R. 1")!.key);
});

test("segments are read case- and punctuation-blind", () => {
  expect(parsePermalink(["scc", "1973", "4", "225"])!.key).toBe("SCC||1973|4|225");
  expect(parsePermalink(["SCC(Cri)", "1988", "2", "545"])!.display).toBe("(1988) 2 SCC (Cri) 545");
  expect(parsePermalink(["scconline", "2024", "sc", "1878"])!.display).toBe("2024 SCC OnLine SC 1878");
  expect(parsePermalink(["SCR", "1962", "Supp.(3)", "1"])!.key).toBe(parseCitation("1962 Supp 3 SCR 1")!.key);
  expect(parsePermalink(["air", "1990", "PH", "12"])!.key).toBe(parseCitation("AIR 1990 P&H 12")!.key);
});

test("what is not a permalink: wrong shapes, impossible parts, unknown reporters", () => {
  for (const bad of [
    [],
    ["SCC"],
    ["SCC", "1973"],
    ["SCC", "73", "4", "225"],
    ["SCC", "1973", "four", "225"],
    ["SCC", "1973", "4", "225", "9"],
    ["SCC", "1973", "123", "225"],
    ["AIR", "1973", "XX", "1461"],
    ["AIR", "1973", "1461"],
    ["INSC", "2023"],
    ["FJR", "1990", "1", "12"],
    ["ITR", "1990", "x", "12"],
    ["ILR", "1990", "Kar"],
    ["ILR", "1990", "<b>", "12"],
    ["SCC-Cri", "1988", "Supp1", "545"],
    ["MANU", "SC", "2005", "0123"],
    ["<script>", "2023", "1"],
  ]) {
    expect(parsePermalink(bad), bad.join("/")).toBeNull();
  }
  expect(permalinkText(["DHC", "2023", "2720"])).toBe("2023:DHC:2720");
});

test("a case's permalink: its preferred citation when the parser reads it, else the next", () => {
  expect(casePermalink(["(2025) 3 SAR 101", "(1973) 4 SCC 225", "AIR 1973 SC 1461"])).toBe("/c/SCC/1973/4/225");
  expect(casePermalink(["AIR 1973 SC 1461"])).toBe("/c/AIR/1973/SC/1461");
  expect(casePermalink(["2025 SAR (Cri) 101", null])).toBeNull();
});
