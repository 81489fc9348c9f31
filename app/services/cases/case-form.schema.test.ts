import { describe, expect, test } from "vitest";
import { categoryFor, effectiveCitations, visibleCitationRows, type CaseFormMasters } from "../../utils/case-form-rules";
import { createCaseFormSchema, type CaseFormValue } from "./case-form.schema";

const journal = (id: number, over: Partial<CaseFormMasters["journals"][number]> = {}) => ({ id, label: `J${id}`, isSelect: false, isOnline: false, volumeDisabled: false, volumeRequiredYears: [], yearRequired: true, ...over });
const masters: CaseFormMasters = {
  journals: [journal(0, { isSelect: true }), journal(1), journal(2, { isOnline: true }), journal(4, { volumeDisabled: true }), journal(5, { isSelect: true }), journal(7)],
  citationCategories: [
    { id: 1, journalId: 1, label: "Civil" },
    { id: 3, journalId: 1, label: "High Court" },
    { id: 4, journalId: 2, label: "SC" },
    { id: 7, journalId: 4, label: "SC" },
    { id: 8, journalId: 7, label: "SC" },
  ],
  caseCategories: [],
  courts: [],
  branches: [],
  benches: [],
};

describe("citation rows (back-office §4)", () => {
  test("row 2 shows only after the online journal; rows 3 and 4 as journals are chosen; Select (0 or 5) stops them", () => {
    expect(visibleCitationRows(masters, [1, 7, 7, 7])).toBe(1);
    expect(visibleCitationRows(masters, [2, 0, 7, 7])).toBe(2);
    expect(visibleCitationRows(masters, [2, 7, 5, 7])).toBe(3);
    expect(visibleCitationRows(masters, [2, 7, 1, 0])).toBe(4);
  });

  test("the online journal forces category SC; another keeps its own category or takes its first", () => {
    expect(categoryFor(masters, 2, 1)).toBe(4);
    expect(categoryFor(masters, 1, 3)).toBe(3);
    expect(categoryFor(masters, 1, 8)).toBe(1);
    expect(categoryFor(masters, 0, 1)).toBeNull();
  });

  test("only the rows that count are kept, volume dropped where the journal disables it", () => {
    const value = {
      citations: [
        { journalId: 2, citationCategoryId: 1, year: 2020, pageNumber: "1", otherCitation: "o" },
        { journalId: 4, year: 2020, volume: "9", pageNumber: "2", otherCitation: "not on row 2" },
        { journalId: 0 },
        { journalId: 7, pageNumber: "3" },
      ],
    } as CaseFormValue;
    expect(effectiveCitations(masters, value)).toEqual([
      { journalId: 2, citationCategoryId: 4, year: 2020, volume: null, pageNumber: "1", otherCitation: "o", neutralCitation: null },
      { journalId: 4, citationCategoryId: 7, year: 2020, volume: null, pageNumber: "2", otherCitation: null, neutralCitation: null },
    ]);
  });
});

describe("errors shown together (issue 21 item 6)", () => {
  test("a missing row-1 Page Number is reported with the other missing fields, not only once they are filled", () => {
    const schema = createCaseFormSchema({ ...masters, courts: [{ id: 1, label: "SC" }], caseCategories: [{ id: 4, label: "SC" }], benches: [{ id: 1, label: "None" }] }, 2026);
    const result = schema.safeParse({
      counsel: "double",
      caseCategoryId: 4,
      courtId: 1,
      courtBenchId: 1,
      caseYear: 2026,
      decidedDay: 1,
      decidedMonth: 1,
      decidedYear: 2026,
      judgementType: "Judgement",
      citations: [{ journalId: 2, citationCategoryId: 4, year: 2026 }],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["appellant", "caseNumber", "judgementOrder", "citations.0.pageNumber"]));
  });
});
