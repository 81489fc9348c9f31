import { describe, expect, test } from "vitest";
import type { SearchHit } from "../../search-index/types";
import { hitMarks } from "./highlight-terms.server";

const hit = (over: Partial<SearchHit> = {}): SearchHit => ({
  docId: 1001,
  appellant: "Ramesh Kumar",
  respondent: "State of Punjab",
  decidedDate: "2024-03-05",
  caseNumber: "Criminal Appeal 12 of 2023",
  court: "Supreme Court",
  judgeName: null,
  citation: "2024 SAR (Cri) 10",
  overruled: false,
  ...over,
});

const marked = (text: string, ranges: [number, number][] = []) => ranges.map(([s, e]) => text.slice(s, e));

describe("hitMarks: the search list's marks, found on the server (decision 087)", () => {
  test("a party name is marked in the title by prefix and porter variant; stop-words are not", () => {
    const m = hitMarks(hit(), ["rames", "of", "punjab"]);
    expect(marked("Ramesh Kumar v. State of Punjab", m.title)).toEqual(["Ramesh", "Punjab"]);
    expect(m.court).toBeUndefined();
  });

  test("a phrase is marked whole, never word by word; the details, the matched references and the snippet's unmarked text are searched too", () => {
    const h = hit({
      matched: ["IPC s. 302 (headnote)"],
      snippet: [
        { text: "he was last seen with " },
        { text: "the deceased", hit: true },
        { text: " near the well; the deceased was last" },
      ],
    });
    const m = hitMarks(h, ["was last seen", "302", "2024"]);
    expect(marked("he was last seen with ", m.snippet0)).toEqual(["was last seen"]);
    // "was last" without "seen" is not the phrase; the part the search marked is left as it is.
    expect(m.snippet1).toBeUndefined();
    expect(m.snippet2).toBeUndefined();
    expect(marked("IPC s. 302 (headnote)", m.matched0)).toEqual(["302"]);
    expect(marked("2024 SAR (Cri) 10", m.citation)).toEqual(["2024"]);
    expect(marked("05-03-2024", m.date)).toEqual(["2024"]);
  });

  test("no terms, no marks", () => {
    expect(hitMarks(hit(), [])).toEqual({});
  });
});
