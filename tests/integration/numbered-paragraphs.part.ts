/**
 * Issue 21 item 4 on the server's path: whatever the browser sends (an old editor's auto-list, a
 * paste, a form without JavaScript), a numbered list whose items carry typed paragraph numbers is
 * stored as paragraphs with one number each; the toolbar's lists stay lists.
 */
import { beforeAll, expect, test } from "vitest";
import { loginRoles, one, req, seed } from "./helpers";

const cookies: Record<"deo", string | null> = { deo: null };
const YEAR = new Date().getFullYear();

beforeAll(async () => {
  await seed();
  await loginRoles(cookies);
});

function caseForm(appellant: string, judgementOrder: string, headnote: string): Record<string, string> {
  return {
    appellant,
    counsel: "double",
    caseCategoryId: "4",
    courtId: "1",
    courtBranchId: "34",
    courtBenchId: "1",
    "citations[0].journalId": "1",
    "citations[0].year": String(YEAR),
    "citations[0].pageNumber": "5",
    caseNumber: "Civil Appeal No. 5 of 2024",
    caseYear: String(YEAR),
    decidedDay: "1",
    decidedMonth: "2",
    decidedYear: String(YEAR),
    judgementType: "Judgement",
    judgementOrder,
    "headnotes[0].headnote": headnote,
  };
}

test("a saved judgment and headnote never read '2. 2. In Sharad…': typed numbers are kept once, as text", async () => {
  const doubled = "<ol><li><p>The appellant was convicted.</p></li><li><p>2. In Sharad the court held.</p></li></ol><ol><li><p>A toolbar list.</p></li></ol>";
  const res = await req("/admin/addCase", { form: caseForm("Typed Numbers Appellant", doubled, '<ol start="12"><li>12. Para twelve.</li></ol>'), cookie: cookies.deo });
  expect(res.status).toBe(302);
  const row = await one<{ doc_id: number; judgement_order: string }>("select doc_id, judgement_order from cases where appellant = 'Typed Numbers Appellant'");
  expect(row!.judgement_order).toBe("<p>1. The appellant was convicted.</p><p>2. In Sharad the court held.</p><ol><li><p>A toolbar list.</p></li></ol>");
  const head = await one<{ headnote: string }>("select headnote from headnotes where doc_id = ?", row!.doc_id);
  expect(head!.headnote).toBe("<p>12. Para twelve.</p>");
});
