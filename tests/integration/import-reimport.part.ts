import { SELF } from "cloudflare:test";
import { expect, test } from "vitest";
import { importLines } from "../../app/services/cases/import.server";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { loadCaseInput } from "../../app/services/search/search-sync.server";
import { all, ctxAt, one } from "./helpers";

const record = {
  id: "test:reimport-1",
  court: "Supreme Court of India",
  appellant: "Ramesh Kumar",
  respondent: "State of Haryana",
  case_number: "Criminal Appeal 12 of 2001",
  decision_date: "2004-03-11",
  judges: ["A. B. Judge", "C. D. Judge"],
  author: "A. B. Judge",
  citations: ["(2004) 3 SCC 100"],
  headnote: "Source headnote about bail.",
  acts_cited: ["Indian Penal Code"],
  cases_referred: ["Old v New (1990)"],
  judgment_text: "The appeal is allowed. First version of the judgment.",
  citator_info: "Followed in X",
  judicial_treatment: "Followed",
};

const run = (r: object, line = 1) => importLines(ctxAt(), [{ line, raw: JSON.stringify(r) }]);

async function guest(docId: number) {
  const res = await SELF.fetch(`http://127.0.0.1:8787/guestCase/${docId}`);
  return { status: res.status, cache: res.headers.get("x-cache"), html: await res.text() };
}

test("a re-import updates the source fields only: live, overruled and staff entries stay, and the guest page is purged", async () => {
  const [first] = await run(record);
  expect(first).toMatchObject({ status: "imported" });
  const docId = (first as { docId: number }).docId;

  // Staff mark it overruled, enter counsel, a result, their own headnote and a citation of their own.
  const ctx = ctxAt();
  const loaded = (await loadCaseInput(ctx, docId))!.input;
  await writeCase(
    ctx,
    {
      ...loaded,
      overruled: true,
      caseResult: "Appeal allowed",
      advocateForAppellant: "Mr. Staff Advocate",
      remarkable: "Staff remark",
      headnotes: [{ headnote: "<p>Staff headnote.</p>", priority: "1", refs: [{ actName: "Indian Penal Code", section: "302" }] }],
      citations: [...(loaded.citations ?? []), { raw: "2004 STAFF 77", otherCitation: "2004 STAFF 77" }],
    },
    1,
  );

  // A visitor's copy of the guest page is now in the edge cache.
  expect((await guest(docId)).cache).toBe("MISS");
  expect((await guest(docId)).cache).toBe("HIT");

  // The source corrects the judgment and the respondent, and adds a citation.
  const corrected = { ...record, respondent: "State of Punjab", citations: ["(2004) 3 SCC 100", "[2004] 2 INSC 55"], judgment_text: "The appeal is allowed. Corrected text of the judgment." };
  const [second] = await run(corrected, 2);
  expect(second).toMatchObject({ status: "updated", docId });

  const row = await one<Record<string, unknown>>("select * from cases where doc_id = ?", docId);
  expect(row).toMatchObject({
    live: 1,
    overruled: 1,
    case_result: "Appeal allowed",
    advocate_for_appellant: "Mr. Staff Advocate",
    remarkable: "Staff remark",
    respondent: "State of Punjab",
  });
  expect(String(row!.judgement_order)).toContain("Corrected text of the judgment.");
  expect((await all("select headnote from headnotes where doc_id = ?", docId)).map((h) => h.headnote)).toEqual(["<p>Staff headnote.</p>"]);
  expect((await all("select section from headnote_refs where doc_id = ?", docId)).map((h) => h.section)).toEqual(["302"]);
  expect((await all("select raw from case_citations where doc_id = ? order by position", docId)).map((c) => c.raw)).toEqual([
    "(2004) 3 SCC 100",
    "2004 STAFF 77",
    "[2004] 2 INSC 55",
  ]);
  // The edited case is searchable by its new text, and the guest page shows it at once.
  expect(await one("select rowid from case_fts where case_fts match 'corrected' and rowid = ?", row!.search_key)).toBeTruthy();
  const fresh = await guest(docId);
  expect(fresh.cache).toBe("MISS");
  expect(fresh.html).toContain("State of Punjab");

  // Staff unpublish it; the next re-import keeps it unpublished (and its guest page gone).
  await writeCase(ctx, { ...(await loadCaseInput(ctx, docId))!.input, live: false }, 1);
  const [third] = await run({ ...corrected, judgment_text: "The appeal is allowed. Third text." }, 3);
  expect(third).toMatchObject({ status: "updated", docId });
  expect(await one("select live, overruled from cases where doc_id = ?", docId)).toEqual({ live: 0, overruled: 1 });
  expect(String((await one<{ j: string }>("select judgement_order j from cases where doc_id = ?", docId))!.j)).toContain("Third text.");
  expect((await guest(docId)).status).toBe(404);
});

test("re-importing an unchanged record writes nothing and keeps the edge copy", async () => {
  const r = { ...record, id: "test:reimport-2" };
  const [first] = await run(r);
  const docId = (first as { docId: number }).docId;
  const before = await one("select modified_at, search_key from cases where doc_id = ?", docId);
  expect((await guest(docId)).cache).toBe("MISS");
  const [again] = await run(r, 5);
  expect(again).toMatchObject({ status: "unchanged", docId });
  expect(await one("select modified_at, search_key from cases where doc_id = ?", docId)).toEqual(before);
  expect((await guest(docId)).cache).toBe("HIT");
});
