import { Meilisearch } from "meilisearch";
import { beforeAll, describe, expect, test } from "vitest";
import { meiliDocumentOf } from "../app/services/search/search-sync.server";
import { CONTRACT, CONTRACT_CASES } from "../tests/contract/search-contract";
import { NEWEST_FIRST, OLDEST_FIRST, UNDATED_CASES, UNDATED_QUERIES } from "../tests/contract/undated-contract";
import { createMeilisearchBackend, MEILI_INDEX, meiliIndexer } from "./meilisearch-backend";

/**
 * The search contract against a real Meilisearch. No Meilisearch server can be installed on the
 * project's machines (docs/decisions/010-search.md), so this runs where MEILISEARCH_HOST is set.
 */
const host = process.env.MEILISEARCH_HOST;

describe.runIf(Boolean(host))("Meilisearch backend contract", () => {
  beforeAll(async () => {
    const client = new Meilisearch({ host: host!, apiKey: process.env.MEILISEARCH_API_KEY });
    const indexer = meiliIndexer({ host: host!, apiKey: process.env.MEILISEARCH_API_KEY });
    await client.index(MEILI_INDEX).deleteAllDocuments().waitTask();
    await indexer.ensureSettings();
    const docs = CONTRACT_CASES.map((c) => meiliDocumentOf({ ...c, docId: c.docId! }, { court: null }));
    await client.index(MEILI_INDEX).addDocuments(docs, { primaryKey: "docId" }).waitTask();
  }, 60_000);

  test.each(CONTRACT.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const backend = createMeilisearchBackend({ host: host!, apiKey: process.env.MEILISEARCH_API_KEY });
    const result = await backend.search(c.query, { page: 1, perPage: 100, dateOrder: "d", ...(c.controls ?? {}) });
    const got = result.items.map((i) => i.docId);
    expect(c.ordered ? got : [...got].sort()).toEqual(c.ordered ? c.expected : [...c.expected].sort());
  });
});

describe.runIf(Boolean(host))("Meilisearch backend: undated cases last in both date orders", () => {
  beforeAll(async () => {
    const client = new Meilisearch({ host: host!, apiKey: process.env.MEILISEARCH_API_KEY });
    await meiliIndexer({ host: host!, apiKey: process.env.MEILISEARCH_API_KEY }).ensureSettings();
    const docs = UNDATED_CASES.map((c) => meiliDocumentOf({ ...c, docId: c.docId! }, { court: null }));
    await client.index(MEILI_INDEX).addDocuments(docs, { primaryKey: "docId" }).waitTask();
  }, 60_000);

  test.each(UNDATED_QUERIES.filter(([, q]) => q.mode !== "main" || !q.caseResult))("%s", async (_name, q) => {
    const backend = createMeilisearchBackend({ host: host!, apiKey: process.env.MEILISEARCH_API_KEY });
    const got = async (dateOrder: "a" | "d") => (await backend.search(q, { page: 1, perPage: 100, dateOrder })).items.map((i) => i.docId).filter((d) => UNDATED_CASES.some((c) => c.docId === d));
    expect(await got("d")).toEqual(NEWEST_FIRST);
    expect(await got("a")).toEqual(OLDEST_FIRST);
  });
});
