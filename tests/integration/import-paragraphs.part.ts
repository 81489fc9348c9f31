/**
 * Issue 13 item 7: a 2024 judgment's PDF line breaks are joined into paragraphs on import, and a
 * re-import rewrites a case stored before the joining (the text is a source field, decision 025).
 * The passage is real (sc2024pdf:12 of ../shared/data/judgments-sample.jsonl).
 */
import { expect, test } from "vitest";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { importLines, textToHtml } from "../../app/services/cases/import.server";
import { loadCaseInput } from "../../app/services/search/search-sync.server";
import { ctxAt, one } from "./helpers";

const pdfText =
  "2024 INSC 760\n\nNON-REPORTABLE\nIN THE SUPREME COURT OF INDIA\nCIVIL APPELLATE JURISDICTION\nCIVIL APPEAL NO. 6274 OF 2013\nM/s. Shriram Investments\n\n… Appellant\n\nversus\nThe Commissioner of Income Tax III\nChennai\n\n… Respondent\n\nJUDGMENT\nABHAY S. OKA, J.\n" +
  "FACTUAL ASPECTS\n1.\n\nThe appellant-assessee filed a return of income on 19th\n\nNovember 1989 under the Income Tax Act, 1961 (for short, ‘IT\nAct’) for the assessment year 1989-90. On 31st October 1990,\nthe appellant filed a revised return. As per intimation issued\nunder Section 143(1)(a) of the IT Act on 27th August 1991, the\nappellant paid the necessary tax amount.\n\nOn 29th October\n\n1991, the appellant filed another revised return. The assessing\nofficer did not take cognizance of the said revised return.\nTherefore, the appellant preferred an appeal before the\nCommissioner of Income Tax (Appeals) (for short, ‘CIT\n(Appeals)’). By the order dated 21st July 1993, the CIT (Appeals)\n\ndismissed the appeal on the ground that in view of Section\n139(5) of the IT Act, the revised return filed on 29th October\n1991 was barred by limitation.\n\nCivil Appeal No.6274 of 2013\n\nPage 1 of 7\n\n2.\n\nBeing aggrieved, the appellant-assessee preferred an\n\nappeal before the Income Tax Appellate Tribunal (for short, ‘the\nTribunal).";

const record = {
  id: "sc2024pdf:test-paragraphs",
  court: "Supreme Court of India",
  appellant: "M/s. Shriram Investments",
  respondent: "The Commissioner of Income Tax III, Chennai",
  decision_date: "2024-10-04",
  judgment_text: pdfText,
};

const joined =
  "<p>1. The appellant-assessee filed a return of income on 19th November 1989 under the Income Tax Act, 1961 (for short, ‘IT Act’) for the assessment year 1989-90. On 31st October 1990, the appellant filed a revised return.";

async function storedText(docId: number): Promise<string> {
  return String((await one<{ judgement_order: string }>("select judgement_order from cases where doc_id = ?", docId))!.judgement_order);
}

test("an imported 2024 judgment is stored as paragraphs, not as the PDF's lines", async () => {
  const [result] = await importLines(ctxAt(), [{ line: 1, raw: JSON.stringify(record) }]);
  expect(result).toMatchObject({ status: "imported" });
  const html = await storedText((result as { docId: number }).docId);
  expect(html).toContain(joined);
  expect(html).toContain("<p>FACTUAL ASPECTS</p>");
  expect(html).toContain("<p>versus</p>");
  expect(html).toContain("<p>2. Being aggrieved, the appellant-assessee preferred an appeal before the Income Tax Appellate Tribunal (for short, ‘the Tribunal).</p>");
  expect(html).not.toContain("<br>");
  expect(html).not.toContain("Page 1 of 7");
});

test("a re-import rewrites a case stored with the PDF's line breaks", async () => {
  const ctx = ctxAt();
  const [first] = await importLines(ctx, [{ line: 1, raw: JSON.stringify({ ...record, id: "sc2024pdf:test-reimport" }) }]);
  const docId = (first as { docId: number }).docId;
  // As a case imported before the joining was stored: one <br> per PDF line (an import's write, origin source: decision 037).
  const loaded = (await loadCaseInput(ctx, docId))!.input;
  await writeCase(ctx, { ...loaded, judgementOrder: textToHtml(pdfText) }, 1, { origin: "source" });
  expect(await storedText(docId)).toContain("filed a return of income on 19th</p>");

  const [again] = await importLines(ctxAt(), [{ line: 1, raw: JSON.stringify({ ...record, id: "sc2024pdf:test-reimport" }) }]);
  expect(again).toMatchObject({ status: "updated", docId });
  const html = await storedText(docId);
  expect(html).toContain(joined);
  expect(html).not.toContain("<br>");
  // The full-text index follows the stored text.
  const key = (await one<{ search_key: number }>("select search_key from cases where doc_id = ?", docId))!.search_key;
  expect(await one("select rowid from case_fts where case_fts match '\"19th november 1989\"' and rowid = ?", key)).toBeTruthy();
});
