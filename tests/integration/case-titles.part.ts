import { beforeAll, describe, expect, inject, test } from "vitest";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { fillFromTextStep } from "../../app/services/cases/case-titles.server";
import { loadCaseForWrite } from "../../app/services/cases/case-desk.server";
import { importLines } from "../../app/services/cases/import.server";
import { all, ctxAt, eventually, loginStaff, loginUser, one, req, seed } from "./helpers";

/**
 * Issue 24 item 1 (decision 055): real records of ../shared/data whose source lacks the cause
 * title (sc2024pdf:46, :58), gives a fragment (sc2024pdf:62) or a surname as the author
 * (sc2024pdf:99), and one whose text holds none (inabs-test:1181), through the import's path.
 */
const IDS = ["sc2024pdf:46", "sc2024pdf:58", "sc2024pdf:62", "sc2024pdf:99", "inabs-test:1181"];
/** Issue 33 item 4: an IRLeD judgment and its AILA copy (the same judgment of 18 February 1981; only the copy has a title). */
const TWINS = ["irled2017-prior:prior_case_1473", "aila2019:C689"];
const PLACEHOLDER = "(cause title not given in the source)";
const lines = new Map<string, string>();
let subscriber: string | null = null;
let adminId = 0;

async function sampleLines(ids: string[]) {
  const res = await fetch(inject("sampleUrl"));
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let rest = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) rest += value;
    let nl: number;
    while ((nl = rest.indexOf("\n")) >= 0) {
      const line = rest.slice(0, nl);
      rest = rest.slice(nl + 1);
      const id = line.match(/^\{"id": "([^"]+)"/)?.[1];
      if (id && ids.includes(id)) lines.set(id, line);
    }
    if (done || ids.every((id) => lines.has(id))) break;
  }
  await reader.cancel();
}

const caseOf = (sourceId: string) =>
  one<{ doc_id: number; appellant: string; respondent: string | null; judge_name: string | null; all_judges: string | null }>(
    "select doc_id, appellant, respondent, judge_name, all_judges from cases where source_id = ?",
    sourceId,
  );
const origins = async (docId: number) =>
  Object.fromEntries((await all<{ field: string; origin: string }>("select field, origin from case_field_origins where doc_id = ?", docId)).map((r) => [r.field, r.origin]));

beforeAll(async () => {
  await seed();
  await sampleLines([...IDS, ...TWINS]);
  subscriber = (await loginUser("subscriber@sar.example.com")).cookie;
  await loginStaff("admin@sar.example.com");
  adminId = (await one<{ id: number }>("select id from users where email = 'admin@sar.example.com'"))!.id;
  const results = await importLines(
    ctxAt(),
    IDS.map((id, i) => ({ line: i + 1, raw: lines.get(id)! })),
  );
  expect(results.map((r) => r.status)).toEqual(IDS.map(() => "imported"));
});

test("the import fills the title, parties and author the record lacks from the text, marked extracted in D1; a text without a title keeps the placeholder", async () => {
  const a = (await caseOf("sc2024pdf:46"))!;
  expect(a).toMatchObject({ appellant: "EKNATH KISAN KUMBHARKAR", respondent: "STATE OF MAHARASHTRA" });
  expect(await origins(a.doc_id)).toEqual({ appellant: "extracted", respondent: "extracted" });

  const b = (await caseOf("sc2024pdf:58"))!;
  expect(b).toMatchObject({ appellant: "SHARIF AHMED AND ANOTHER", respondent: "STATE OF UTTAR PRADESH AND ANOTHER" });

  const fragment = (await caseOf("sc2024pdf:62"))!;
  expect(fragment.appellant).toBe("UNION OF INDIA & ORS.");
  expect((await origins(fragment.doc_id)).appellant).toBe("extracted");

  // The 2024 judgment whose record gives the author as "Mehta": the bench's full name, from the text.
  const mehta = (await caseOf("sc2024pdf:99"))!;
  expect(mehta.judge_name).toBe("SANDEEP MEHTA");
  expect(await origins(mehta.doc_id)).toEqual({ judgeName: "extracted" });

  // IN-Abs texts start with the case number and counsel: no party is guessed; the reporter's heading
  // names it by its number and the forum its appeal line names (decision 106), and staff still see it as untitled.
  const inabs = (await caseOf("inabs-test:1181"))!;
  expect(inabs.appellant).toBe("[Appeal No. 101 of 1959 from the Deputy Custodian General, Evacuee Property, Now Delhi]");
  expect(inabs.respondent).toBeNull();
  expect((await origins(inabs.doc_id)).appellant).toBe("extracted");
  expect(inabs.judge_name).toBe("MUDHOLKAR J.");
  const { cookie: staff } = await loginStaff("dataentry@sar.example.com");
  expect(await (await req("/admin/cases/untitled?missing=title", { cookie: staff })).text()).toContain("inabs-test:1181");
});

test("no result line or case view shows the placeholder where the text holds a cause title", async () => {
  const a = (await caseOf("sc2024pdf:46"))!;
  const results = await (await req("/search?mode=quick&run=1&q=KUMBHARKAR", { cookie: subscriber })).text();
  expect(results).toContain("EKNATH KISAN KUMBHARKAR");
  expect(results).not.toContain(PLACEHOLDER);
  const view = await req(`/search/case/${a.doc_id}`, { cookie: subscriber });
  expect(view.status).toBe(200);
  const body = await view.text();
  expect(body).toContain("EKNATH KISAN KUMBHARKAR");
  expect(body).not.toContain(PLACEHOLDER);
});

test("a staff edit of an extracted title survives a re-import and npm run reindex's fill; re-importing changes nothing", async () => {
  const a = (await caseOf("sc2024pdf:46"))!;
  const loaded = (await loadCaseForWrite(ctxAt(), a.doc_id))!;
  await writeCase(ctxAt(), { ...loaded.input, appellant: "Eknath Kisan Kumbharkar" }, adminId);
  expect(await origins(a.doc_id)).toEqual({ appellant: "staff", respondent: "extracted" });

  const again = await importLines(
    ctxAt(),
    IDS.map((id, i) => ({ line: i + 1, raw: lines.get(id)! })),
  );
  // Nothing is reported as a staff edit kept against the source (the record has no title of its own).
  expect(again.map((r) => [r.status, "kept" in r ? r.kept : undefined])).toEqual(IDS.map(() => ["unchanged", undefined]));
  expect((await caseOf("sc2024pdf:46"))!.appellant).toBe("Eknath Kisan Kumbharkar");
  expect((await caseOf("sc2024pdf:99"))!.judge_name).toBe("SANDEEP MEHTA");

  // npm run reindex's step over every imported case: the staff's value stays, nothing else changes.
  let after = 0;
  let filled = 0;
  for (;;) {
    const step = await fillFromTextStep(ctxAt(), after, 50);
    if (step.lastDocId === null) break;
    after = step.lastDocId;
    filled += step.filled;
  }
  expect(filled).toBe(0);
  expect((await caseOf("sc2024pdf:46"))!.appellant).toBe("Eknath Kisan Kumbharkar");
  expect(await origins(a.doc_id)).toEqual({ appellant: "staff", respondent: "extracted" });
});

test("npm run reindex fills a case imported before the extractor; a source that later gives the title wins over the extracted one", async () => {
  const b = (await caseOf("sc2024pdf:58"))!;
  // As stored before this change: the placeholder, no origin rows.
  await ctxAt().db.run(`update cases set appellant = '${PLACEHOLDER}', respondent = null where doc_id = ${b.doc_id}` as never);
  await ctxAt().env.DB.prepare("delete from case_field_origins where doc_id = ?").bind(b.doc_id).run();
  const step = await fillFromTextStep(ctxAt(), b.doc_id - 1, 1);
  expect(step.filled).toBe(1);
  expect(await caseOf("sc2024pdf:58")).toMatchObject({ appellant: "SHARIF AHMED AND ANOTHER", respondent: "STATE OF UTTAR PRADESH AND ANOTHER" });
  expect(await origins(b.doc_id)).toEqual({ appellant: "extracted", respondent: "extracted" });

  // A richer source: the record now carries the title itself.
  const richer = JSON.stringify({ ...JSON.parse(lines.get("sc2024pdf:58")!), title: "Sharif Ahmed v. State of U.P.", appellant: "Sharif Ahmed", respondent: "State of U.P." });
  const [r] = await importLines(ctxAt(), [{ line: 1, raw: richer }]);
  expect(r).toMatchObject({ status: "updated" });
  expect(await caseOf("sc2024pdf:58")).toMatchObject({ appellant: "Sharif Ahmed", respondent: "State of U.P." });
  expect(await origins(b.doc_id)).toEqual({ appellant: "source", respondent: "source" });
});

describe("every case has a name (issue 33 item 4, decision 106)", () => {
  test("a judgment whose other copy carries a title takes it; the heading shows where the placeholder did, marked as the reporter's", async () => {
    // The IRLeD copy first: its text gives no title, so it is named by the reporter's heading.
    await importLines(ctxAt(), [{ line: 1, raw: lines.get(TWINS[0])! }]);
    const irled = (await caseOf(TWINS[0]))!;
    // its case number is read from its text's head ("Civil Appeal NO. 383 Of 1976"), its date from the record
    expect(irled.appellant).toMatch(/^\[Civil Appeal NO\. 383 Of 1976 .*, decided 18 February 1981\]$/);
    const view = await (await req(`/viewCase/${irled.doc_id}`, { cookie: subscriber })).text();
    expect(view).toContain('class="parties reporter-heading"');
    expect(view).toContain("decided 18 February 1981");
    expect(view).toContain("Reporter&#x27;s heading");
    expect(view).not.toContain(PLACEHOLDER);
    // no "versus" line of parties the heading does not name
    expect(view).not.toMatch(/<strong>\[Civil Appeal/);

    // The AILA copy comes in: linked as the same judgment (decision 064), and the IRLeD case takes its title.
    await importLines(ctxAt(), [{ line: 1, raw: lines.get(TWINS[1])! }]);
    const aila = (await caseOf(TWINS[1]))!;
    expect(await one("select same_as from case_duplicates where doc_id = ? and status <> 'separate'", aila.doc_id)).toEqual({ same_as: irled.doc_id });
    expect(await caseOf(TWINS[0])).toMatchObject({ appellant: "Chief Secretary To Government Of Andhra Pradesh & Anr.", respondent: "V.J. Cornelius Etc." });
    expect(await origins(irled.doc_id)).toMatchObject({ appellant: "extracted", respondent: "extracted" });
    const titled = await (await req(`/viewCase/${irled.doc_id}`, { cookie: subscriber })).text();
    expect(titled).toContain("Chief Secretary To Government Of Andhra Pradesh &amp; Anr.");
    expect(titled).not.toContain("Reporter&#x27;s heading");
    // A re-import of both changes nothing.
    const again = await importLines(ctxAt(new Date(Date.now() + 60_000)), TWINS.map((id, i) => ({ line: i + 1, raw: lines.get(id)! })));
    expect(again.map((r) => r.status)).toEqual(["unchanged", "unchanged"]);
    expect((await caseOf(TWINS[0]))!.appellant).toBe("Chief Secretary To Government Of Andhra Pradesh & Anr.");
  });

  test("results (quick search reads the parties' columns) show the heading in the placeholder's place", async () => {
    const inabs = (await caseOf("inabs-test:1181"))!;
    const page = await eventually(async () => {
      const text = (await (await req("/search?mode=quick&run=1&q=Evacuee%20Custodian", { cookie: subscriber })).text()).replace(/<[^>]+>/g, "");
      return text.includes("[Appeal No. 101 of 1959") ? text : null;
    }, 15_000);
    expect(page).not.toContain(PLACEHOLDER);
    expect(inabs.appellant.startsWith("[")).toBe(true);
  });
});
