import { describe, expect, test } from "vitest";
import { findCitations, parseCitation } from "./citations";

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
