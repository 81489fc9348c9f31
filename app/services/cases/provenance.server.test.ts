import { expect, test } from "vitest";
import { judgmentToCase, mergeReimport } from "./import.server";
import { fieldValue, mayReplace, sameValue, withFieldValue } from "./provenance.server";
import { caseRowOf } from "./cases.server";

test("origins rank source < extracted < staff: a write replaces only a field of its rank or lower", () => {
  expect(mayReplace("source", "source")).toBe(true);
  expect(mayReplace("source", "extracted")).toBe(false);
  expect(mayReplace("source", "staff")).toBe(false);
  expect(mayReplace("extracted", "source")).toBe(true);
  expect(mayReplace("extracted", "staff")).toBe(false);
  expect(mayReplace("staff", "extracted")).toBe(true);
});

test("an editor's round trip of the judgment is not a change; a changed word is", () => {
  const imported = "<p>The appeal&#39;s facts.<br>Second line</p>\n<p>Held &amp; dismissed.</p>";
  expect(sameValue("judgementOrder", imported, "<p>The appeal's facts.<br/>Second line</p><p>Held &amp; dismissed.</p>")).toBe(true);
  expect(sameValue("judgementOrder", imported, "<p>The appeal's facts.<br>Second line</p><p>Held &amp; allowed.</p>")).toBe(false);
  expect(sameValue("appellant", "Union of  India ", "Union of India")).toBe(true);
  expect(sameValue("appellant", "UNION OF INDIA", "Union of India")).toBe(false);
});

test("the decided date is one field: read and written as YYYY-MM-DD", () => {
  const input = { appellant: "A", judgementOrder: "<p>x</p>", decidedDay: 8, decidedMonth: 5, decidedYear: 2024, caseYear: 2021 };
  expect(fieldValue(caseRowOf(1, input), "decidedDate")).toBe("2024-05-08");
  expect(fieldValue(caseRowOf(1, input), "caseYear")).toBe("2021");
  expect(withFieldValue(input, "decidedDate", "2023-12-01")).toMatchObject({ decidedDay: 1, decidedMonth: 12, decidedYear: 2023 });
  expect(withFieldValue(input, "decidedDate", null)).toMatchObject({ decidedDay: null, decidedMonth: null, decidedYear: null });
});

test("a re-import keeps a staff field and says what the source holds; a source field follows the record", () => {
  const record = { id: "x:1", appellant: "No.4106/2021) UNION OF INDIA & ORS", respondent: "SANTOSH KUMAR TIWARI", judgment_text: "Text" };
  const stored = { ...judgmentToCase(record), docId: 7, appellant: "Union of India & Ors" };
  const source = judgmentToCase({ ...record, respondent: "Santosh Kumar Tiwari" });
  const staff = new Map([["appellant", { origin: "staff" as const }]]);
  const kept = mergeReimport(stored, source, staff);
  expect(kept.input.appellant).toBe("Union of India & Ors");
  expect(kept.input.respondent).toBe("Santosh Kumar Tiwari");
  expect(kept.kept).toEqual([{ field: "appellant", sourceValue: "No.4106/2021) UNION OF INDIA & ORS", differs: true }]);
  // Without provenance (decision 025 before 037) the record's value came back.
  expect(mergeReimport(stored, source).input.appellant).toBe("No.4106/2021) UNION OF INDIA & ORS");
});
