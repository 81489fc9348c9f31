import { describe, expect, test } from "vitest";
import { caseCitationList, citationMasters, printedCitations, readCitationMasters, readCitationRows } from "./case-citations";

/** The journals and categories of migrations 0001 and 0013, as the tables hold them. */
const J = (id: number, name: string, shortName: string, citationStyle: string, own = false, select = false) => ({ id, name, shortName, citationStyle, isOwnReporter: own, isSelect: select });
const masters = citationMasters(
  [
    J(0, "Select", "Select", "round", false, true),
    J(1, "SAR (Civil)", "SAR", "round", true),
    J(2, "SAR Online (Criminal)", "SAR (Cri)", "round", true),
    J(7, "Supreme Court Cases", "SCC", "round"),
    J(8, "All India Reporter", "AIR", "air"),
    J(9, "Supreme Court Reports", "SCR", "square"),
    J(10, "Neutral Citation", "Neutral", "neutral"),
    J(14, "SCC OnLine", "SCC OnLine", "online"),
  ],
  [
    { id: 1, name: "Civil" },
    { id: 4, name: "SC" },
    { id: 8, name: "SC" },
    { id: 9, name: "SC (Cri)" },
    { id: 12, name: "SC" },
    { id: 13, name: "HC" },
    { id: 15, name: "INSC" },
  ],
);

/** Issue 21 item 1: the Add Case form's three rows. */
const ITEM_1 = [
  { journalId: 2, citationCategoryId: 4, year: 2025, volume: null, pageNumber: "101", otherCitation: "2025 SCC OnLine SC 999", neutralCitation: "2025 INSC 1234" },
  { journalId: 7, citationCategoryId: 8, year: 2025, volume: "3", pageNumber: "456" },
  { journalId: 8, citationCategoryId: 12, year: 2025, pageNumber: "1500" },
];

describe("a case's citations", () => {
  test("the reporter's citation comes first; the neutral, the other citation and the other journals are equal citations, each in its house style", () => {
    const printed = printedCitations(ITEM_1, masters);
    expect(printed.citation).toBe("2025 SAR (Cri) 101");
    expect(printed.equalCitations.map((c) => c.text)).toEqual(["2025 SCC OnLine SC 999", "2025 INSC 1234", "(2025) 3 SCC 456", "AIR 2025 SC 1500"]);
    expect(printed.equalCitations.map((c) => c.journal)).toEqual(["SCC OnLine", "Neutral Citation", "Supreme Court Cases", "All India Reporter"]);
  });

  test("the reporter's citation leads even when a row before it holds another journal", () => {
    const rows = [{ raw: "AIR 1988 SC 637", journalId: 8, citationCategoryId: 12 }, { journalId: 1, citationCategoryId: 1, year: 1988, volume: "2", pageNumber: "12" }];
    expect(caseCitationList(rows, masters).map((c) => [c.text, c.own])).toEqual([
      ["(1988) 2 SAR 12", true],
      ["AIR 1988 SC 637", false],
    ]);
  });

  test("imported citations are printed in house style; one the parser does not know is kept as written", () => {
    const rows = [{ raw: "[1988] INSC 17" }, { raw: "1988 (2) SCR 713" }, { raw: "1988 (2) SCC 12" }, { raw: "1988 Lawweb  77" }];
    // A 1988 judgment is led by its first printed report, not by LII's "INSC" number (decision 094).
    expect(printedCitations(rows, masters)).toEqual({
      citation: "[1988] 2 SCR 713",
      equalCitations: [
        { text: "1988 INSC 17", journal: "Neutral Citation", own: false },
        { text: "(1988) 2 SCC 12", journal: "Supreme Court Cases", own: false },
        { text: "1988 Lawweb 77", journal: null, own: false },
      ],
    });
  });

  test("an INSC number leads from 2023, when the Court's own neutral citations began; before, only when nothing else is printed (decision 094)", () => {
    expect(printedCitations([{ raw: "2024 INSC 640" }, { raw: "(2024) 9 SCC 1" }], masters).citation).toBe("2024 INSC 640");
    expect(printedCitations([{ raw: "[2022] INSC 1001" }, { raw: "(2022) 9 SCC 1" }], masters).citation).toBe("(2022) 9 SCC 1");
    expect(printedCitations([{ raw: "[1975] INSC 6" }, { raw: "1975 Lawweb 77" }], masters).citation).toBe("1975 INSC 6");
    expect(printedCitations([{ raw: "[1975] INSC 6" }], masters).citation).toBe("1975 INSC 6");
  });

  test("a citation written twice (a journal row and the same as Other Citation) is listed once; an SCC series is printed with it", () => {
    const rows = [
      { journalId: 7, citationCategoryId: 9, year: 2019, volume: "2", pageNumber: "345", otherCitation: "(2019) 2 SCC (Cri) 345", neutralCitation: "2019 INSC 12" },
      { journalId: 10, citationCategoryId: 15, year: 2019, pageNumber: "12" },
    ];
    expect(caseCitationList(rows, masters).map((c) => c.text)).toEqual(["(2019) 2 SCC (Cri) 345", "2019 INSC 12"]);
  });

  test("a row without a page, or with Select, makes no citation; no rows make none", () => {
    expect(printedCitations([{ journalId: 0, year: 2020, pageNumber: "1" }, { journalId: 7, year: 2020 }], masters)).toEqual({ citation: null, equalCitations: [] });
    expect(printedCitations([], masters)).toEqual({ citation: null, equalCitations: [] });
  });
});

test("the rows and masters read back from SQL's JSON, whether the masters' lists come as JSON or as text", () => {
  const rows = readCitationRows(JSON.stringify([[2, 4, 2025, null, 101, "2025 SCC OnLine SC 999", "2025 INSC 1234", null]]));
  const journals = [[2, "SAR Online (Criminal)", "SAR (Cri)", "round", 1, 0], [14, "SCC OnLine", "SCC OnLine", "online", 0, 0]];
  const categories = [[4, "SC"]];
  for (const m of [readCitationMasters(JSON.stringify({ journals, categories })), readCitationMasters(JSON.stringify({ journals: JSON.stringify(journals), categories: JSON.stringify(categories) }))]) {
    expect(printedCitations(rows, m)).toEqual({ citation: "2025 SAR (Cri) 101", equalCitations: [{ text: "2025 SCC OnLine SC 999", journal: "SCC OnLine", own: false }, { text: "2025 INSC 1234", journal: null, own: false }] });
  }
});
