import { expect, test } from "vitest";
import { judgmentToCase, mergeReimport, parseLine, textToHtml } from "./import.server";

test("judgment text becomes escaped HTML paragraphs", () => {
  expect(textToHtml("First <para>\nline two\n\nSecond & last")).toBe("<p>First &lt;para&gt;<br>line two</p>\n<p>Second &amp; last</p>");
});

test("a record maps to the case model: parties, court, bench, date, citations, acts, references, headnote", () => {
  const c = judgmentToCase({
    id: "x:1",
    appellant: "Masud Khan",
    respondent: "State Of Uttar Pradesh",
    case_number: "Criminal Appeal No. 12 of 1973",
    decision_date: "1973-09-26",
    judges: ["SINGH, K.N.", "HIMA KOHLI"],
    author: "SINGH, K.N.",
    citations: ["AIR 1973 SC 1461", "[1973] INSC 190", "some unknown cite"],
    acts_cited: ["Indian Penal Code", "Indian Penal Code "],
    cases_referred: ["(1978) 1 SCC 248"],
    headnote: "HELD: x",
    judgment_text: "Text",
  });
  expect(c).toMatchObject({
    appellant: "Masud Khan",
    respondent: "State Of Uttar Pradesh",
    courtId: 1,
    courtBranchId: 34,
    caseCategoryId: 4,
    caseYear: 1973,
    decidedDay: 26,
    decidedMonth: 9,
    decidedYear: 1973,
    judgeName: "SINGH, K.N.",
    allJudges: "SINGH, K.N.; HIMA KOHLI",
    sourceId: "x:1",
  });
  expect(c.citations![0]).toMatchObject({ journalId: 8, pageNumber: "1461", normalized: "AIR|SC|1973||1461", raw: "AIR 1973 SC 1461" });
  expect(c.citations![1]).toMatchObject({ journalId: 10, neutralCitation: "1973 INSC 190" });
  expect(c.citations![2]).toMatchObject({ journalId: null, otherCitation: "some unknown cite" });
  expect(c.referred).toEqual([{ casesReferred: "(1978) 1 SCC 248", partyName: null, linkedDocId: null }]);
  expect(c.headnotes).toHaveLength(1);
});

test("a record without a title keeps an honest placeholder instead of guessing", () => {
  expect(judgmentToCase({ id: "irled:1", judgment_text: "x" }).appellant).toBe("(cause title not given in the source)");
});

test("bad lines are rejected with a reason", () => {
  expect(parseLine("{")).toMatchObject({ ok: false, reason: expect.stringContaining("not valid JSON") });
  expect(parseLine('{"id":"a","judgment_text":""}')).toMatchObject({ ok: false, reason: expect.stringContaining("judgment_text") });
  expect(parseLine('{"id":"a","judgment_text":"x","decision_date":"26-09-1973"}')).toMatchObject({ ok: false, reason: expect.stringContaining("decision_date") });
  expect(parseLine('{"id":"a","judgment_text":"x"}')).toMatchObject({ ok: true });
});

test("a re-import takes the source's fields, adds the citations, acts and references the case lacks, and keeps the staff's", () => {
  const record = { id: "x:2", appellant: "A", respondent: "B", judgment_text: "Old text.", citations: ["(2004) 3 SCC 100"], acts_cited: ["Indian Penal Code"], headnote: "Source note." };
  const stored = {
    ...judgmentToCase(record),
    docId: 7,
    live: false,
    overruled: true,
    caseResult: "Dismissed",
    headnotes: [{ headnote: "<p>Staff.</p>", refs: [{ actName: "IPC", section: "302", slot: 2 }] }],
    citations: [...judgmentToCase(record).citations!, { raw: "2004 STAFF 1", otherCitation: "2004 STAFF 1" }],
  };
  expect(mergeReimport(stored, judgmentToCase(record)).changed).toBe(false);

  const { input, changed } = mergeReimport(stored, judgmentToCase({ ...record, respondent: "C", judgment_text: "New text.", citations: ["(2004) 3 SCC 100", "[2004] 2 INSC 55"], acts_cited: ["Evidence Act"] }));
  expect(changed).toBe(true);
  expect(input).toMatchObject({ docId: 7, live: false, overruled: true, caseResult: "Dismissed", respondent: "C", judgementOrder: "<p>New text.</p>" });
  expect(input.citations!.map((c) => c.raw)).toEqual(["(2004) 3 SCC 100", "2004 STAFF 1", "[2004] 2 INSC 55"]);
  expect(input.acts).toEqual(["Indian Penal Code", "Evidence Act"]);
  // The staff's headnote stays, its act in the slot it was entered in.
  expect(input.headnotes).toEqual([{ headnote: "<p>Staff.</p>", priority: undefined, paragraph: undefined, topic: undefined, refs: [{}, { actName: "IPC", section: "302", orderNo: undefined, rule: undefined, article: undefined }] }]);
});
