import { describe, expect, test } from "vitest";
import { findCitationMatches, findCitations, parseCitation } from "./citations";

describe("parseCitation gives one key for every way of writing a citation", () => {
  test.each([
    ["(1978) 1 SCC 248", "SCC||1978|1|248"],
    ["1978 (1) SCC 248", "SCC||1978|1|248"],
    ["[1978] 1 S.C.C. 248", "SCC||1978|1|248"],
    ["1995 Supp (3) SCC 456", "SCC||1995|S3|456"],
    ["(1995) Supp. 3 SCC 456", "SCC||1995|S3|456"],
    ["1988 SCC (Cri) 545", "SCC(CRI)||1988||545"],
    ["AIR 1988 SC 637", "AIR|SC|1988||637"],
    ["A.I.R. 1988 S.C. 637", "AIR|SC|1988||637"],
    ["1988 AIR 637", "AIR|SC|1988||637"],
    ["AIR 2001 Del 123", "AIR|DEL|2001||123"],
    ["AIR 1975 P&H 12", "AIR|P&H|1975||12"],
    ["1988 (2) SCR 713", "SCR||1988|2|713"],
    ["[1967] 1 S.C.R. 105", "SCR||1967|1|105"],
    ["[1962] Supp. 3 SCR 1", "SCR||1962|S3|1"],
    ["1962 (3) Suppl.SCR 105", "SCR||1962|S3|105"],
    ["1992 (1) Suppl.SCC 584", "SCC||1992|S1|584"],
    ["[1988] INSC 17", "INSC||1988||17"],
    ["2024 INSC 640", "INSC||2024||640"],
    ["2023:DHC:2720", "HCN|DHC|2023||2720"],
    ["2023 : BHC-AS : 01234", "HCN|BHC-AS|2023||1234"],
    ["2024 SCC OnLine SC 1878", "SCCONLINE|SC|2024||1878"],
    ["2023 SCC Online Del 456", "SCCONLINE|DEL|2023||456"],
    ["1988 (1) JT 145", "JT||1988|1|145"],
    ["JT 1995 (3) SC 22", "JT||1995|3|22"],
    ["1988 (1) SCALE 140", "SCALE||1988|1|140"],
    ["1990 Cri LJ 1234", "CRILJ||1990||1234"],
    ["1990 Cr.L.J. 1234", "CRILJ||1990||1234"],
    ["MANU/SC/0123/2005", "MANU|SC|2005||123"],
  ])("%s", (input, key) => {
    expect(parseCitation(input)?.key).toBe(key);
  });

  test("journals and categories follow the master data", () => {
    expect(parseCitation("2024 INSC 640")).toMatchObject({ journalId: 10, categoryId: 15, neutral: true, display: "2024 INSC 640" });
    expect(parseCitation("2023:DHC:2720")).toMatchObject({ journalId: 10, categoryId: 16, court: "DHC" });
    expect(parseCitation("AIR 1988 SC 637")).toMatchObject({ journalId: 8, categoryId: 12, year: 1988, page: "637" });
    expect(parseCitation("(1978) 1 SCC 248")).toMatchObject({ journalId: 7, volume: "1", page: "248", display: "(1978) 1 SCC 248" });
  });

  test.each(["", "hello world", "AIR 1988 XYZ 12", "Section 302 IPC", "x".repeat(500), "1988 INSC", '"; drop table cases; --'])(
    "%s is not a citation",
    (input) => {
      expect(parseCitation(input)).toBeNull();
    },
  );
});

test("findCitations picks every citation out of running text", () => {
  const text = "See Maneka Gandhi, (1978) 1 SCC 248 : AIR 1978 SC 597, followed in 2024 INSC 640 and 2023:DHC:2720.";
  expect(findCitations(text).map((c) => c.key).sort()).toEqual(
    ["AIR|SC|1978||597", "HCN|DHC|2023||2720", "INSC||2024||640", "SCC||1978|1|248"].sort(),
  );
});

describe("the older reports' print and OCR, as the IRLeD texts carry it (issue 24 item 2)", () => {
  test.each([
    // record id: as written there → key
    ["[19621 Supp. 1 SCR 104", "SCR||1962|S1|104"], // prior_case_1625
    ["11952] S.C.R. 476", "SCR||1952||476"],
    ["[l981] 2 SCC 205", "SCC||1981|2|205"], // prior_case_0293
    ["[19811 2 SCC 205", "SCC||1981|2|205"], // prior_case_0293
    ["[1971] I S.C.R. 8", "SCR||1971|1|8"], // prior_case_1451
    ["[1971] I .S.C.R. 8", "SCR||1971|1|8"], // prior_case_1451
    ["[1974]] I SCR 165", "SCR||1974|1|165"], // prior_case_1920
    ["[1963] Supp. ( I) SCR 586", "SCR||1963|S1|586"], // prior_case_0321
    ["(1962) Supp. I.S.C.R 104", "SCR||1962|S1|104"], // prior_case_0027
    ["[1953] S.C.R. Vol. IV p. 730", "SCR||1953|4|730"], // prior_case_1009
    ["[1989] 4 Judgment Today SC 459", "JT||1989|4|459"], // prior_case_0634
    ["AIR 1963 SC p. 791", "AIR|SC|1963||791"], // prior_case_0321
    ["AIR 1954 SC215", "AIR|SC|1954||215"], // prior_case_1568
    ["A. I. R. [1953 S. C. 415.]", "AIR|SC|1953||415"], // prior_case_1512
    ["(1975, 2, SCR 832", "SCR||1975|2|832"], // prior_case_0135
    ["[1971] 3. S.C.R. 840", "SCR||1971|3|840"], // prior_case_1716
    ["[1950] S.C,R. 869.", "SCR||1950||869"], // prior_case_0949
    ["(1959 S.C.R, 1424)", "SCR||1959||1424"], // prior_case_0390
  ])("%s, in a sentence and alone", (written, key) => {
    expect(parseCitation(written)?.key).toBe(key);
    expect(findCitations(`relied on in X v. Y, ${written} and`).map((c) => c.key)).toContain(key);
  });
  test("a Roman numeral or a stray 1 is read only where a citation's shape holds it", () => {
    expect(parseCitation("1971 I")).toBeNull();
    expect(findCitations("Civil Appeal No. 1 of 1971 I think, and paragraph 19621 of the record")).toEqual([]);
    expect(parseCitation("19621 SCR")).toBeNull();
  });
});

describe("forms Indian Kanoon and LII print, and AIR without spaces (walk report finding 14)", () => {
  test.each([
    // irled2017-prior:prior_case_0421 holds "1990 (1) SCR 516", "1990 (2) SCC 502", "AIR 1990 SC 913", "1990 (1) SCALE 252"
    ["1990 SCR (1) 516", "SCR||1990|1|516"],
    ["1990 SCC (2) 502", "SCC||1990|2|502"],
    ["1990 SCALE (1)252", "SCALE||1990|1|252"],
    ["AIR1990SC913", "AIR|SC|1990||913"],
    ["AIR 1990SC913", "AIR|SC|1990||913"],
    // the text of irled2017-prior:prior_case_0920 cites "(1964)5SCR431:AIR1964SC787"
    ["AIR1964SC787", "AIR|SC|1964||787"],
  ])("%s, alone and in a sentence", (written, key) => {
    expect(parseCitation(written)?.key).toBe(key);
    expect(findCitations(`relied on in X v. Y, ${written} and`).map((c) => c.key)).toContain(key);
  });

  test("the quick-search box reads them whole, and nothing else is read from them", () => {
    expect(findCitations("1990 SCR (1) 516").map((c) => c.key)).toEqual(["SCR||1990|1|516"]);
    // Both halves are the one judgment's citations; the SCR half, run together, is read since decision 097.
    expect(findCitations("(1964)5SCR431:AIR1964SC787").map((c) => c.key)).toEqual(["SCR||1964|5|431", "AIR|SC|1964||787"]);
  });

  test.each(["1990 SCC (Cri) 545 (2)", "AIR1990XYZ913", "FAIR1990SC913", "1990 SCR (123) 516", "SCR (1) 516"])("%s is not read as a bracketed volume or an AIR citation", (input) => {
    const parsed = parseCitation(input);
    expect(parsed === null || !["SCR||1990|1|516", "AIR|SC|1990||913"].includes(parsed.key)).toBe(true);
    if (input !== "1990 SCC (Cri) 545 (2)") expect(parsed).toBeNull();
  });
});

test("walk-through finding 8: a page number that runs on as \"42.2\" (an OCR slip for 422) is not read as page 42", () => {
  const headnote = "as held in Shashikant Laxman Kale [[1974] 4 SCC 42.2] the classification must be reasonable";
  expect(findCitations(headnote)).toEqual([]);
  expect(findCitationMatches(headnote)).toEqual([]);
  // The judgment's own writing of it is read, and a sentence's full stop after a page is not a slip.
  expect(findCitations("in [1974] 4 SCC 422, and AIR 1950 SC 205. 2. The appeal").map((c) => c.key).sort()).toEqual(["AIR|SC|1950||205", "SCC||1974|4|422"]);
});
