import { describe, expect, test } from "vitest";
import { CasePayloadSchema, casePayloadToForm, courtCategoryFor } from "./case-payload.schema";

/** The case payload as back-office §3 sends it (issue 34 item 2, decision 113). */
const masters = {
  courts: [
    { id: 1, isSupremeCourt: true },
    { id: 3, isSupremeCourt: false },
  ],
  branches: [
    { id: 34, courtId: 1 },
    { id: 2, courtId: 3 },
  ],
  caseCategories: [
    { id: 1, label: "Cri" },
    { id: 3, label: "HC" },
    { id: 4, label: "SC" },
  ],
};

describe("courtCategoryFor: the court category §3's payload does not send", () => {
  test("the Supreme Court's is SC, a High Court's HC, as the form's defaults pair them", () => {
    expect(courtCategoryFor({ courtId: 1, courtBranchId: 34 }, masters)).toBe(4);
    expect(courtCategoryFor({ courtId: 3, courtBranchId: 2 }, masters)).toBe(3);
  });
  test("the branch alone names its court; an unknown court gives none", () => {
    expect(courtCategoryFor({ courtBranchId: 2 }, masters)).toBe(3);
    expect(courtCategoryFor({ courtId: 99 }, masters)).toBeUndefined();
    expect(courtCategoryFor({}, masters)).toBeUndefined();
  });
});

describe("the payload as the old clients send it back", () => {
  test("a nested part sent as 'none' is absent; a citation year sent as the case answer's {value} is the year", () => {
    const p = CasePayloadSchema.parse({
      appellant: "A",
      singleCouncilDetailRequest: "none",
      courtDetailRequest: { courtId: 1, courtBranchId: 34, courtBenchId: 1 },
      citationRequest: { journalId: 2, pageNumber: "1", year: { value: 2021 } },
      secondaryCitationRequest: "none",
    });
    expect(p.singleCouncilDetailRequest).toBeNull();
    expect(p.secondaryCitationRequest).toBeNull();
    const form = casePayloadToForm(p);
    expect(form.caseCategoryId).toBeUndefined();
    expect((form.citations as { year: unknown }[])[0].year).toBe(2021);
  });
});
