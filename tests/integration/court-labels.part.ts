/**
 * The bench named beside its court (decision 099) outside the search results: the Meilisearch
 * document's hit (search-sync's loadCaseInputs), Find Precedents, Similar Cases (computed and
 * cached) and the Cited by list of the case view.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { citationGraph } from "../../app/services/graph/citation-graph.server";
import { findPrecedents, similarCases } from "../../app/services/search/precedents.server";
import { type CaseInput } from "../../app/services/cases/cases.server";
import { loadCaseInput, meiliDocumentOf } from "../../app/services/search/search-sync.server";
import { createDb } from "../../app/utils/context.server";
import { ctxAt, one, saveCase, seed } from "./helpers";

const SC_CASE = 9711; // the Supreme Court: cited, and the source of Similar Cases
const NAGPUR_CASE = 9712; // the High Court of Bombay at its Nagpur Bench: similar, and citing the first
const MUMBAI_CASE = 9713; // the High Court of Bombay at its principal seat

const FILLER = "The matter was listed for hearing and the parties were heard. ".repeat(20);
const TEXT =
  "The zqlabel cooperative society's bye-laws on the zqlabel election of its managing committee were challenged; the Registrar's order setting aside the zqlabel ballot was upheld.";

let ids = { sc: 0, bombay: 0, nagpur: 0, mumbai: 0 };

const idOf = async (sql: string, ...binds: unknown[]) => (await one<{ id: number }>(sql, ...binds))!.id;

beforeAll(async () => {
  await seed();
  // By name, never by assumed ids (decision 099).
  const bombay = await idOf("select id from courts where name = 'High Court of Bombay'");
  ids = {
    sc: await idOf("select id from courts where is_supreme_court = 1 order by id limit 1"),
    bombay,
    nagpur: await idOf("select id from court_branches where court_id = ? and name = 'Nagpur'", bombay),
    mumbai: await idOf("select id from court_branches where court_id = ? and name = 'Mumbai'", bombay),
  };
  const base = (docId: number, over: Partial<CaseInput>): CaseInput => ({
    docId,
    appellant: `Zqlabel Appellant ${docId}`,
    respondent: "Registrar of Cooperative Societies",
    judgementOrder: `<p>${FILLER}</p><p>${TEXT}</p><p>${FILLER}</p>`,
    caseCategoryId: 2,
    decidedDay: 2,
    decidedMonth: 7,
    decidedYear: 2015,
    ...over,
  });
  const db = createDb(env.DB);
  const now = { actorId: null, now: new Date() };
  await saveCase(db, base(SC_CASE, { courtId: ids.sc, citations: [{ raw: "AIR 2015 SC 97110", journalId: 8, year: 2015, pageNumber: "97110" }] }), now);
  await saveCase(
    db,
    base(NAGPUR_CASE, {
      courtId: ids.bombay,
      courtBranchId: ids.nagpur,
      decidedYear: 2018,
      judgementOrder: `<p>${FILLER}</p><p>${TEXT} We follow AIR 2015 SC 97110 on the point.</p><p>${FILLER}</p>`,
    }),
    now,
  );
  await saveCase(db, base(MUMBAI_CASE, { courtId: ids.bombay, courtBranchId: ids.mumbai, judgementOrder: "<p>An unrelated zqlabelmumbai matter.</p>" }), now);
});

describe("Meilisearch documents name the bench", () => {
  test("loadCaseInput's court and the document's hit: the bench beside its court, the principal seat and the Supreme Court alone", async () => {
    const ctx = ctxAt();
    const nagpur = (await loadCaseInput(ctx, NAGPUR_CASE))!;
    expect(nagpur.court).toBe("High Court of Bombay (Nagpur Bench)");
    expect(meiliDocumentOf(nagpur.input, { court: nagpur.court }).hit.court).toBe("High Court of Bombay (Nagpur Bench)");
    expect((await loadCaseInput(ctx, MUMBAI_CASE))!.court).toBe("High Court of Bombay");
    expect((await loadCaseInput(ctx, SC_CASE))!.court).toBe("Supreme Court");
    // The input read back still carries the ids (a re-import merges on them).
    expect(nagpur.input).toMatchObject({ courtId: ids.bombay, courtBranchId: ids.nagpur });
  });
});

describe("Find Precedents, Similar Cases and Cited by name the bench", () => {
  test("Find Precedents", async () => {
    const found = await findPrecedents(ctxAt(), { text: `${TEXT} ${TEXT}`, mode: "judgment", limit: 10 });
    expect(found.ok).toBe(true);
    const items = found.ok ? found.items : [];
    expect(items.find((i) => i.docId === NAGPUR_CASE)?.court).toBe("High Court of Bombay (Nagpur Bench)");
    expect(items.find((i) => i.docId === SC_CASE)?.court).toBe("Supreme Court");
  });

  test("Similar Cases, computed and then from the cache (a list cached before the label shows it too)", async () => {
    const ctx = ctxAt();
    const first = await similarCases(ctx, SC_CASE);
    expect(first.computed).toBe(true);
    expect(first.items.find((i) => i.docId === NAGPUR_CASE)?.court).toBe("High Court of Bombay (Nagpur Bench)");
    // A cached list written with the court alone (before this change) is read with the bench.
    const cached = await one<{ results: string }>("select results from similar_cases where doc_id = ?", SC_CASE);
    const old = (JSON.parse(cached!.results) as { docId: number; court: string | null }[]).map((i) => ({ ...i, court: i.docId === NAGPUR_CASE ? "High Court of Bombay" : i.court }));
    await env.DB.prepare("update similar_cases set results = ? where doc_id = ?").bind(JSON.stringify(old), SC_CASE).run();
    const again = await similarCases(ctx, SC_CASE);
    expect(again.computed).toBe(false);
    expect(again.items.find((i) => i.docId === NAGPUR_CASE)?.court).toBe("High Court of Bombay (Nagpur Bench)");
  });

  test("Cited by", async () => {
    const graph = await citationGraph(ctxAt(), SC_CASE);
    expect(graph.citedBy.find((c) => c.docId === NAGPUR_CASE)?.court).toBe("High Court of Bombay (Nagpur Bench)");
  });
});
