/**
 * Titles as cited (decision 090), through the import (the one write path) and npm run reindex's
 * pass, each state checked in D1. The cited records print no cause title, as the IRLeD ones
 * ([1958] S.C.R. 1355 is irled2017-prior:prior_case_0045, [1980] INSC 116 prior_case_0258); the
 * citing sentences are those of ../shared/data (aila2019:C1564, prior_case_0836, _0223, _0406).
 */
import { beforeAll, describe, expect, test } from "vitest";
import { writeCase } from "../../app/services/cases/case-admin.server";
import { loadCaseForWrite } from "../../app/services/cases/case-desk.server";
import { citationGraph } from "../../app/services/graph/citation-graph.server";
import { importLines } from "../../app/services/cases/import.server";
import { titlesAsCitedStep } from "../../app/services/cases/titles-as-cited.server";
import { all, ctxAt, eventually, loginStaff, loginUser, one, plainCase, req, seed } from "./helpers";

const PLACEHOLDER = "(cause title not given in the source)";
let subscriber: string | null = null;
let staff: string | null = null;
let adminId = 0;

beforeAll(async () => {
  await seed();
  subscriber = (await loginUser("subscriber@sar.example.com")).cookie;
  staff = (await loginStaff("admin@sar.example.com")).cookie;
  adminId = (await one<{ id: number }>("select id from users where email = 'admin@sar.example.com'"))!.id;
});

const linesOf = (raws: string[]) => raws.map((raw, i) => ({ line: i + 1, raw }));
/** A record of the data's shape: no title unless given. */
const record = (id: string, fields: Record<string, unknown>) => JSON.stringify({ id, court: "Supreme Court of India", decision_date: "1966-09-14", judgment_text: "The appeal is dismissed.", ...fields });
const caseOf = (sourceId: string) => one<{ doc_id: number; appellant: string; respondent: string | null }>("select doc_id, appellant, respondent from cases where source_id = ?", sourceId);
const origins = async (docId: number) =>
  Object.fromEntries((await all<{ field: string; origin: string }>("select field, origin from case_field_origins where doc_id = ?", docId)).map((r) => [r.field, r.origin]));
const rowOf = (docId: number) => one("select * from cases where doc_id = ?", docId);

const TATA = record("test-ascited:TATA", { decision_date: "1958-02-19", citations: ["1958 SCR 1355"], judgment_text: "The appeal fails and is dismissed with costs." });
const CITER_1 = record("test-ascited:C1", {
  decision_date: "1997-03-03",
  judgment_text: 'This question is concluded by the decision of this Court in The Tata Iron & Steel Co. Ltd. v. The State of Bihar [1958] S.C.R. 1355 1958 Indlaw SC 152."-',
});
const CITER_2 = record("test-ascited:C2", { decision_date: "1960-04-11", judgment_text: "Tata Iron & Steel Co. Ltd. v. State of Bihar, [1958] S.C.R. 1355, followed." });

describe("an untitled judgment cited by name by other judgments", () => {
  test("one citing judgment: no title; the second: the title, marked extracted; a re-import changes nothing", async () => {
    await importLines(ctxAt(), linesOf([TATA, CITER_1]));
    const tata = (await caseOf("test-ascited:TATA"))!;
    // Not yet named by others: the reporter's heading (decision 106) stands in for the title.
    expect(tata).toMatchObject({ appellant: "[Judgment of 19 February 1958]", respondent: null });
    expect(await origins(tata.doc_id)).toMatchObject({ appellant: "extracted" });
    // The reference resolved by citation (the name is not what links it).
    const c1 = (await caseOf("test-ascited:C1"))!;
    expect(await one("select cited_doc_id, resolved_by from case_references where doc_id = ?", c1.doc_id)).toEqual({ cited_doc_id: tata.doc_id, resolved_by: "citation" });
    // Where the placeholder showed, the headings show (decision 106): the citing judgment's Authorities, the cited one's Cited by.
    expect((await citationGraph(ctxAt(), c1.doc_id)).authorities.find((a) => a.docId === tata.doc_id)?.title).toBe("[Judgment of 19 February 1958]");
    expect((await citationGraph(ctxAt(), tata.doc_id)).citedBy.map((c) => c.title)).toEqual(["[Judgment of 3 March 1997]"]);

    await importLines(ctxAt(), linesOf([CITER_2]));
    expect(await caseOf("test-ascited:TATA")).toMatchObject({ appellant: "Tata Iron & Steel Co. Ltd.", respondent: "The State of Bihar" });
    expect(await origins(tata.doc_id)).toEqual({ appellant: "extracted", respondent: "extracted" });

    const before = await rowOf(tata.doc_id);
    const again = await importLines(ctxAt(new Date(Date.now() + 60_000)), linesOf([TATA, CITER_1, CITER_2]));
    expect(again.map((r) => r.status)).toEqual(["unchanged", "unchanged", "unchanged"]);
    expect(await rowOf(tata.doc_id)).toEqual(before);
    expect(await origins(tata.doc_id)).toEqual({ appellant: "extracted", respondent: "extracted" });
  });

  test("the title shows where titles show: the case view, the citing judgment's authorities, results; the staff's untitled list drops it", async () => {
    const tata = (await caseOf("test-ascited:TATA"))!;
    const c1 = (await caseOf("test-ascited:C1"))!;
    const view = await (await req(`/search/case/${tata.doc_id}`, { cookie: subscriber })).text();
    const title = /Tata Iron (?:&amp;|&) Steel Co\. Ltd\. v\. The State of Bihar/;
    expect(view).toMatch(title);
    expect(view).not.toContain(PLACEHOLDER);
    const authorities = (await citationGraph(ctxAt(), c1.doc_id)).authorities;
    expect(authorities.find((a) => a.docId === tata.doc_id)?.title).toBe("Tata Iron & Steel Co. Ltd. v. The State of Bihar");
    // Results: once the search index has the case (the queue consumer writes it).
    const results = await eventually(async () => {
      // The page highlights the words searched for: read its text without tags.
      const page = (await (await req("/search?mode=quick&run=1&q=Tata%20Bihar", { cookie: subscriber })).text()).replace(/<[^>]+>/g, "");
      return /Tata Iron (?:&amp;|&) Steel Co\. Ltd\./.test(page) ? page : null;
    });
    expect(results).not.toContain(PLACEHOLDER);
    const untitled = await req("/admin/cases/untitled?missing=title", { cookie: staff });
    expect(untitled.status).toBe(200);
    expect(await untitled.text()).not.toContain("test-ascited:TATA");
  });

  test("judgments citing it imported first: the untitled judgment gets its title when it comes in; a source giving the title later wins", async () => {
    const waman = [
      record("test-ascited:W1", {
        decision_date: "1992-01-10",
        judgment_text: "… this Court has given effect to the doctrine of prospective overruling in Waman Rao v. Union of India, [[1980] INSC 116]; [[1981] 2 SCR 1] and in later cases.",
      }),
      record("test-ascited:W2", { decision_date: "1993-05-04", judgment_text: "It was reiterated in Waman Rao v. Union of India [[1980] INSC 116]; [[1980] 3 SCC 587], As per directions therein." }),
    ];
    await importLines(ctxAt(), linesOf(waman));
    await importLines(ctxAt(), linesOf([record("test-ascited:WAMAN", { decision_date: "1980-05-09", citations: ["[1980] INSC 116"] })]));
    const w = (await caseOf("test-ascited:WAMAN"))!;
    expect(w).toMatchObject({ appellant: "Waman Rao", respondent: "Union of India" });
    expect(await origins(w.doc_id)).toEqual({ appellant: "extracted", respondent: "extracted" });

    // A source that later gives the title wins over the title as cited.
    const [again] = await importLines(
      ctxAt(),
      linesOf([record("test-ascited:WAMAN", { decision_date: "1980-05-09", citations: ["[1980] INSC 116"], title: "Waman Rao and Ors. v. Union of India and Ors.", appellant: "Waman Rao and Ors.", respondent: "Union of India and Ors." })]),
    );
    expect(again).toMatchObject({ status: "updated" });
    expect(await caseOf("test-ascited:WAMAN")).toMatchObject({ appellant: "Waman Rao and Ors.", respondent: "Union of India and Ors." });
    expect(await origins(w.doc_id)).toEqual({ appellant: "source", respondent: "source" });
  });

  test("a title the staff set is never replaced, by the import or by npm run reindex's pass", async () => {
    await importLines(ctxAt(), linesOf([record("test-ascited:STAFF", { decision_date: "1961-11-28", citations: ["AIR 1962 SC 1044"] })]));
    const s = (await caseOf("test-ascited:STAFF"))!;
    const loaded = (await loadCaseForWrite(ctxAt(), s.doc_id))!;
    await writeCase(ctxAt(), { ...loaded.input, appellant: "Daryao", respondent: "State of U.P." }, adminId);
    expect(await origins(s.doc_id)).toMatchObject({ appellant: "staff", respondent: "staff" });

    await importLines(
      ctxAt(),
      linesOf([
        record("test-ascited:S1", { decision_date: "1970-01-01", judgment_text: "The plea of res judicata was upheld in Daryao and Others v. The State of U.P. and Others, AIR 1962 SC 1044, and applies here." }),
        record("test-ascited:S2", { decision_date: "1971-01-01", judgment_text: "See Daryao and Others v. The State of U.P. and Others AIR 1962 SC 1044 on the point." }),
      ]),
    );
    for (let after = 0; ; ) {
      const step = await titlesAsCitedStep(ctxAt(), after, 50);
      if (step.lastDocId === null) break;
      after = step.lastDocId;
    }
    expect(await caseOf("test-ascited:STAFF")).toMatchObject({ appellant: "Daryao", respondent: "State of U.P." });
    expect(await origins(s.doc_id)).toMatchObject({ appellant: "staff", respondent: "staff" });
  });

  test("npm run reindex's pass titles a case its citers reached by another path, once: a second pass changes nothing", async () => {
    await importLines(ctxAt(), linesOf([record("test-ascited:BALSARA", { decision_date: "1951-05-25", citations: ["1951 SCR 682"] })]));
    const b = (await caseOf("test-ascited:BALSARA"))!;
    // Two judgments written on the case form (the staff's path does not run the pass).
    for (const [n, sentence] of [
      [1, "The test was laid down in State of Bombay and Anr. v. F. N. Balsara, [1951] S.C.R. 682, and has been followed since."],
      [2, "As held in State of Bombay v. F.N. Balsara [1951] SCR 682 the Act was valid."],
    ] as const) {
      await writeCase(ctxAt(), plainCase(n, `Ascited ${n}`, sentence), adminId);
    }
    expect((await caseOf("test-ascited:BALSARA"))!.appellant).toBe("[Judgment of 25 May 1951]");

    const pass = async () => {
      let titled = 0;
      for (let after = 0; ; ) {
        const step = await titlesAsCitedStep(ctxAt(), after, 50);
        if (step.lastDocId === null) return titled;
        after = step.lastDocId;
        titled += step.titled;
      }
    };
    expect(await pass()).toBe(1);
    expect(await caseOf("test-ascited:BALSARA")).toMatchObject({ appellant: "State of Bombay and Anr.", respondent: "F. N. Balsara" });
    expect(await origins(b.doc_id)).toEqual({ appellant: "extracted", respondent: "extracted" });
    const before = await rowOf(b.doc_id);
    expect(await pass()).toBe(0);
    expect(await rowOf(b.doc_id)).toEqual(before);
  });
});
