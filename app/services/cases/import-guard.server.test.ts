/**
 * A reader that throws on one judgment leaves its fields empty and the judgment is imported
 * (issue 32, decision 098): the import's calls of the head readers are guarded.
 */
import { afterEach, expect, test, vi } from "vitest";

vi.mock("../../../search-index/counsel", () => ({
  extractCounsel: (text: string) => {
    if (text.includes("ODD")) throw new Error("reader failed");
    return { appellant: ["Mr. A. Kumar"], respondent: [], other: [] };
  },
}));
vi.mock("../../../search-index/cause-title", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../search-index/cause-title")>();
  return {
    ...real,
    planExtraction: (current: Parameters<typeof real.planExtraction>[0], text: string) => {
      if (text.includes("ODD")) throw new Error("reader failed");
      return real.planExtraction(current, text);
    },
  };
});

const { counselOf, judgmentToCase } = await import("./import.server");
const { extractionWrite } = await import("./case-titles.server");

afterEach(() => vi.restoreAllMocks());

test("counsel a reader cannot read is left empty; the record still maps to a case", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  expect(counselOf("Mr. A. Kumar for the appellant", "x:1")).toMatchObject({ advocateForAppellant: "Mr. A. Kumar" });
  const c = judgmentToCase({ id: "x:2", judgment_text: "ODD head\n\nThe text of the judgment." });
  expect(c).toMatchObject({ advocateForAppellant: null, advocateForRespondent: null, extraCounselDetails: null, sourceId: "x:2" });
  expect(c.judgementOrder).toContain("The text of the judgment.");
  expect(warn.mock.calls.some((call) => /extractCounsel.*x:2/.test(String(call[0])))).toBe(true);
});

test("a head the extractor cannot read fills nothing of its own: only the reporter's heading (decision 106), and the case stays untitled for staff", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const input = { ...judgmentToCase({ id: "x:3", judgment_text: "ODD" }), docId: 7 };
  const write = extractionWrite(input, undefined, "ODD\nRAM KUMAR ... Appellant\nversus\nSTATE ... Respondent");
  // Not the names the head holds (the reader failed): the heading built from what is known, marked as the reporter's.
  expect(write?.input.appellant).toBe("[Judgment, Doc Id 7]");
  expect(write?.input.respondent ?? null).toBeNull();
  expect(write?.input.caseNumber ?? null).toBe(input.caseNumber ?? null);
  expect(warn.mock.calls.some((call) => /planExtraction.*x:3/.test(String(call[0])))).toBe(true);
});
