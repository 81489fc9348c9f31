/**
 * Searches over two case shards (decision 122, issue 36): real judgments of the shared sample
 * written through the one import path into two D1 databases — the Supreme Court's in one, the same
 * texts placed in the High Court of Bombay in the other — and the same six into one database for
 * comparison. A court-filtered search reads one shard; an all-courts search merges both in date
 * order and in Best match, with the page count one database would give.
 */
import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { importLines } from "../../app/services/cases/import.server";
import { writeCase, writeCases } from "../../app/services/cases/case-admin.server";
import { completeCaseWrites } from "../../app/services/cases/case-writes.server";
import { nextDocId, type CaseInput } from "../../app/services/cases/cases.server";
import { caseShardsOf } from "../../app/utils/case-shards.server";
import { getCaseView } from "../../app/services/cases/case-view.server";
import { reindexEveryShard } from "../../app/services/search/search-sync.server";
import { caseDetail, loadCaseIds } from "../../app/api/calls/case-detail.server";
import { citationGraph, machineFindings } from "../../app/services/graph/citation-graph.server";
import { casesByCitation } from "../../app/services/graph/permalinks.server";
import { parseCitation } from "../../search-index/citations";
import type { Env } from "../../app/utils/env.server";
import { createContext } from "../../app/utils/context.server";
import { createD1Backend } from "../../search-index/d1-backend";
import { createShardedBackend, type CaseShard, type FanOut } from "../../search-index/sharded-backend";
import { exports as workerExports } from "cloudflare:workers";
import { readerThrough, SHARD_READER_MARKER, withShardReader } from "../../app/services/search/shard-reader.server";
import { searchCases } from "../../app/services/search/search.server";
import type { Controls, SearchQuery } from "../../search-index/types";
import { ORIGIN, sampleById } from "./helpers";
import { LIBRARY_MIGRATION } from "./statutes-library";

const SUPREME_COURT = 1;
const BOMBAY = 3;
/** Six judgments of the sample that all hold "appeal", four of them "dowry" and "cruelty" (read from ../shared/data, never copied). */
const SC_IDS = ["aila2019:C1213", "aila2019:C1000", "aila2019:C1393"];
const HC_IDS = ["aila2019:C1254", "aila2019:C1549", "aila2019:C1001"];

/** Counts the statements a database is asked (and keeps their SQL), to show which shards a read touched. */
function counted(db: D1Database) {
  const seen = { statements: 0, sql: [] as string[] };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (q: string) => (seen.statements++, seen.sql.push(q), target.prepare(q));
      const v = Reflect.get(target, prop);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { db: proxy as D1Database, seen };
}

/**
 * A shard gets the case migrations (db/case-migrations, decision 126): the catalogue's without the
 * foreign keys between a case's tables and the catalogue's (TEST_CASE_MIGRATIONS, vitest.config.ts).
 */
const caseMigrations = env.TEST_CASE_MIGRATIONS;
const migrate = (db: D1Database) => applyD1Migrations(db, caseMigrations.filter((m) => m.name !== LIBRARY_MIGRATION));

let shard1: ReturnType<typeof counted>;
let shard2: ReturnType<typeof counted>;
let shards: CaseShard[];

/** The record as a High Court judgment: the same text, its court the Bombay High Court, its own source id. */
function asBombay(raw: string): string {
  const r = JSON.parse(raw) as Record<string, unknown>;
  return JSON.stringify({ ...r, id: `hc-${String(r.id)}`, court: "High Court of Bombay", citations: [] });
}

beforeAll(async () => {
  await migrate(env.CASES_1);
  await migrate(env.CASES_2);
  // One counter of doc ids in the catalogue (decision 122); here, the second shard's start far from the first's.
  await env.CASES_2.prepare("update counters set value = 50000 where name = 'doc_id'").run();
  const lines = await sampleById();
  const at = (db: D1Database) => createContext({ ...env, DB: db, CASE_SHARDS: "" }, undefined, { now: () => new Date() });
  const sc = SC_IDS.map((id, i) => ({ line: i + 1, raw: lines.get(id)! }));
  const hc = HC_IDS.map((id, i) => ({ line: i + 1, raw: asBombay(lines.get(id)!) }));
  expect((await importLines(at(env.CASES_1), sc)).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
  expect((await importLines(at(env.CASES_2), hc)).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
  // The same six in one database, with the same doc ids: what the merged answers must equal.
  expect((await importLines(at(env.DB), sc)).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
  await env.DB.prepare("update counters set value = 50000 where name = 'doc_id'").run();
  expect((await importLines(at(env.DB), hc)).map((r) => r.status)).toEqual(["imported", "imported", "imported"]);
  shard1 = counted(env.CASES_1);
  shard2 = counted(env.CASES_2);
  shards = [
    { spec: { id: 1, courts: [SUPREME_COURT], yearFrom: null, yearTo: null }, db: shard1.db },
    { spec: { id: 2, courts: null, yearFrom: null, yearTo: null }, db: shard2.db },
  ];
});

const ids = (r: { items: { docId: number }[] }) => r.items.map((i) => i.docId);
const word: SearchQuery = { mode: "word", text: "appeal", section: "judgment", method: "all" };

describe("two case shards searched as one", () => {
  test("the shards hold their own cases: three Supreme Court judgments in one, three Bombay ones in the other", async () => {
    const courts = async (db: D1Database) => (await db.prepare("select court_id as c, count(*) as n from cases group by court_id").all<{ c: number; n: number }>()).results;
    expect(await courts(env.CASES_1)).toEqual([{ c: SUPREME_COURT, n: 3 }]);
    expect(await courts(env.CASES_2)).toEqual([{ c: BOMBAY, n: 3 }]);
  });

  test("a court-filtered search reads only that court's shard", async () => {
    shard1.seen.statements = 0;
    shard2.seen.statements = 0;
    const r = await createShardedBackend(shards).search(word, { page: 1, perPage: 10, courtId: BOMBAY });
    expect(r.total).toBe(3);
    expect(r.items.every((i) => i.court?.startsWith("High Court of Bombay"))).toBe(true);
    expect(shard1.seen.statements).toBe(0);
    expect(shard2.seen.statements).toBeGreaterThan(0);
  });

  test("an all-courts search merges both shards newest first, page by page, with one database's count and pages", async () => {
    const one = createD1Backend(env.DB);
    const sharded = createShardedBackend(shards);
    for (const controls of [
      { page: 1, perPage: 10 },
      { page: 1, perPage: 2 },
      { page: 2, perPage: 2 },
      { page: 3, perPage: 2 },
      { page: 2, perPage: 4, dateOrder: "a" as const, dateOrderChosen: true },
      { page: 1, perPage: 4, nameOrder: "a" as const },
    ] satisfies Controls[]) {
      const [a, b] = await Promise.all([one.search(word, controls), sharded.search(word, controls)]);
      expect(ids(b), JSON.stringify(controls)).toEqual(ids(a));
      expect({ total: b.total, pages: b.pages, capped: b.totalCapped }).toEqual({ total: a.total, pages: a.pages, capped: a.totalCapped });
    }
    const all = await sharded.search(word, { page: 1, perPage: 10 });
    expect(all.total).toBe(6);
    const dates = all.items.map((i) => i.decidedDate ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.items.map((i) => i.court?.split(" (")[0]))).toEqual(new Set(["Supreme Court", "High Court of Bombay"]));
  });

  test("Best match merges each shard's bm25 order: every match once, each shard's own order kept, one database's count", async () => {
    const q: SearchQuery = { mode: "word", text: "dowry death cruelty", section: "judgment", method: "any" };
    const controls: Controls = { page: 1, perPage: 10, relevance: true };
    const [a, b] = await Promise.all([createD1Backend(env.DB).search(q, controls), createShardedBackend(shards).search(q, controls)]);
    expect(b.total).toBe(a.total);
    expect(new Set(ids(b))).toEqual(new Set(ids(a)));
    // Within one shard the merged list keeps the shard's own ranking.
    for (const shard of [env.CASES_1, env.CASES_2]) {
      const own = ids(await createD1Backend(shard).search(q, controls));
      expect(ids(b).filter((id) => own.includes(id))).toEqual(own);
    }
    // A page past the first reads its details from the shard that holds each case.
    const second = await createShardedBackend(shards).search(q, { ...controls, page: 2, perPage: 2 });
    const firstFour = ids(await createShardedBackend(shards).search(q, { ...controls, page: 1, perPage: 4 }));
    expect(ids(second)).toEqual(firstFour.slice(2, 4));
    expect(second.items.every((i) => i.appellant)).toBe(true);
  });
});

/**
 * The second level (decision 134): past six shards the front asks readers — this Worker's own named
 * entrypoint ShardReader through its loopback service binding (`ctx.exports`; `exports` of
 * cloudflare:workers here), each a separate invocation inside workerd. The suite has two shards, so
 * the readers here take one shard each.
 */
describe("readers of one shard each through the Worker's own entrypoint ShardReader (the second level)", () => {
  // The runtime's loopback binding to the Worker's own entrypoint, as the site's requests get it (ctx.exports).
  const binding = () => (workerExports as unknown as Record<string, Fetcher>).ShardReader;
  /** Readers of `size` shards through the binding, each call counted. */
  const readers = (size: number) => {
    const calls: number[][] = [];
    const through = readerThrough(binding());
    const fanOut: FanOut = { groupSize: size, reader: (request) => (calls.push(request.shards.map((s) => s.id)), through(request)) };
    return { fanOut, calls };
  };
  const cases: [SearchQuery, Controls][] = [
    [word, { page: 1, perPage: 10 }],
    [word, { page: 2, perPage: 2 }],
    [word, { page: 3, perPage: 2 }],
    [word, { page: 2, perPage: 4, dateOrder: "a", dateOrderChosen: true }],
    [word, { page: 1, perPage: 4, nameOrder: "a" }],
    [{ mode: "word", text: "dowry death cruelty", section: "judgment", method: "any" }, { page: 1, perPage: 10, relevance: true }],
    [{ mode: "word", text: "dowry death cruelty", section: "judgment", method: "any" }, { page: 2, perPage: 2, relevance: true }],
    [{ mode: "word", text: "dowry death cruelty", section: "judgment", method: "any" }, { page: 1, perPage: 3, relevance: true }],
  ];

  test("the same pages, hits, counts and page counts as the front's own fan-out, the front reading no shard itself", async () => {
    for (const catalogue of [undefined, env.DB]) {
      for (const [q, controls] of cases) {
        const label = JSON.stringify({ q, controls, named: Boolean(catalogue) });
        const one = await createShardedBackend(shards, catalogue).search(q, controls);
        const { fanOut, calls } = readers(1);
        shard1.seen.statements = 0;
        shard2.seen.statements = 0;
        const two = await createShardedBackend(shards, catalogue, fanOut).search(q, controls);
        expect(two, label).toEqual(one);
        expect(one.items.length, label).toBeGreaterThan(0);
        // Two readers of one shard each, in the shards' order; a page past the first may ask one again for its hits.
        expect(calls.slice(0, 2), label).toEqual([[1], [2]]);
        expect(shard1.seen.statements + shard2.seen.statements, label).toBe(0);
      }
    }
  });

  test("no hop when the shards a search reads fit one invocation: a court-filtered search, or readers of two", async () => {
    const filtered = readers(1);
    const r = await createShardedBackend(shards, undefined, filtered.fanOut).search(word, { page: 1, perPage: 10, courtId: BOMBAY });
    expect(r.total).toBe(3);
    expect(filtered.calls).toEqual([]);
    const two = readers(2);
    await createShardedBackend(shards, undefined, two.fanOut).search(word, { page: 1, perPage: 10 });
    expect(two.calls).toEqual([]);
  });

  test("the site's search takes the hop through the Env's loopback binding when SHARD_READER_GROUP makes its two shards two groups, with the same answers", async () => {
    let hops = 0;
    const counting = { fetch: (input: RequestInfo | URL, init?: RequestInit) => (hops++, binding().fetch(input, init)) } as unknown as Fetcher;
    const direct = createContext({ ...env } as Env);
    // As workers/web.ts puts the request's loopback binding on the Env (withShardReader), here counted.
    const hopping = createContext(withShardReader({ ...env, SHARD_READER_GROUP: "1" } as Env, { exports: { ShardReader: counting } } as unknown as ExecutionContext));
    expect((withShardReader(env as Env, {} as ExecutionContext) as Env & { SHARD_READER?: unknown }).SHARD_READER).toBeUndefined();
    for (const [q, controls] of cases) {
      const before = hops;
      const [a, b] = [await searchCases(direct, q, controls), await searchCases(hopping, q, controls)];
      expect(b, JSON.stringify({ q, controls })).toEqual(a);
      expect(hops - before).toBeGreaterThanOrEqual(2);
    }
  });

  test("the reader is not public: a request without the front's marker is refused 404, and no URL of the site reaches it (an RPC-less named entrypoint)", async () => {
    const body = JSON.stringify({ shards: [{ id: 1, courts: null, yearFrom: null, yearTo: null }], named: false, query: word, asked: { page: 1, perPage: 10 }, window: { keys: true, from: 0, to: 10 } });
    const unmarked = await binding().fetch("https://shard-reader.internal/group", { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(unmarked.status).toBe(404);
    expect(await unmarked.text()).not.toContain("docId");
    const marked = await binding().fetch("https://shard-reader.internal/group", { method: "POST", headers: { [SHARD_READER_MARKER]: "group", "Content-Type": "application/json" }, body });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { total: number }).total).toBe(3);
    // The public Worker (its default entrypoint), marker and all, never reaches the reader: an unknown
    // path is the landing page (spec §2.1), a JSON POST its form guard's refusal — never a reader's answer.
    const viaSite = await SELF.fetch(`${ORIGIN}/shard-reader/group`, { headers: { [SHARD_READER_MARKER]: "group" } });
    expect(viaSite.headers.get("content-type")).toContain("text/html");
    expect(await viaSite.text()).not.toContain("docId");
    const posted = await SELF.fetch(`${ORIGIN}/shard-reader/group`, { method: "POST", headers: { [SHARD_READER_MARKER]: "group", "Content-Type": "application/json", origin: ORIGIN }, body });
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expect(await posted.text()).not.toContain("docId");
  });
});

/** The shard map of the writes' tests: the Supreme Court in shard 1, every other court in shard 2; the catalogue env.DB. */
const SHARD_MAP = JSON.stringify([
  { id: 1, courts: [SUPREME_COURT], yearFrom: null, yearTo: null },
  { id: 2, courts: null, yearFrom: null, yearTo: null },
]);
const minutesLater = (n: number) => ({ now: () => new Date(Date.now() + n * 60_000) });
const shardedCtx = (over: Record<string, unknown> = {}, clock = minutesLater(0)) => createContext({ ...env, CASE_SHARDS: SHARD_MAP, ...over } as Env, undefined, clock);

/** A shard whose next batch fails (the write interrupted after step 1), then works again. */
function failingOnce(db: D1Database) {
  let armed = true;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "batch" && armed) {
        return () => {
          armed = false;
          return Promise.reject(new Error("injected: the shard is unreachable"));
        };
      }
      const v = Reflect.get(target, prop);
      return typeof v === "function" ? v.bind(target) : v;
    },
  }) as D1Database;
}

const caseOf = (word: string, over: Partial<CaseInput> = {}): CaseInput => ({
  appellant: `Appellant ${word}`,
  respondent: "State",
  judgementOrder: `<p>1. The appeal turns on the ${word} point, decided below.</p>`,
  decidedDay: 3,
  decidedMonth: 4,
  decidedYear: 2021,
  acts: [`The ${word} Act, 2020`],
  ...over,
});

async function rowsOf(docId: number) {
  const count = async (db: D1Database) => (await db.prepare("select count(*) as n from cases where doc_id = ?").bind(docId).first<{ n: number }>())!.n;
  return {
    catalogue: await count(env.DB),
    shard1: await count(env.CASES_1),
    shard2: await count(env.CASES_2),
    directory: await env.DB.prepare("select shard_id as shardId, state, title, court_id as courtId, decided_date as decidedDate, search_key as searchKey from case_directory where doc_id = ?")
      .bind(docId)
      .first<{ shardId: number; state: string; title: string; courtId: number | null; decidedDate: string | null; searchKey: number | null }>(),
    outbox: (
      await env.DB.prepare("select attempts, done_at is not null as done, payload is null as emptied, last_error as lastError from case_writes where doc_id = ? order by id")
        .bind(docId)
        .all<{ attempts: number; done: number; emptied: number; lastError: string | null }>()
    ).results,
  };
}

const found = async (ctx: ReturnType<typeof shardedCtx>, text: string) =>
  ids(await createShardedBackend(caseShardsOf(ctx.env)).search({ mode: "word", text, section: "judgment", method: "all" }, { page: 1, perPage: 10 }));

describe("case writes through the shards (decision 122 'Writes')", () => {
  test("the imports above left every case of the catalogue a live directory row in shard 0, in their own batch", async () => {
    const rows = (await env.DB.prepare("select c.doc_id as docId, d.shard_id as shardId, d.state from cases c left join case_directory d on d.doc_id = c.doc_id").all<{ docId: number; shardId: number; state: string }>()).results;
    expect(rows.length).toBe(6);
    expect(rows.every((r) => r.shardId === 0 && r.state === "live")).toBe(true);
    expect((await env.DB.prepare("select count(*) as n from case_writes").first<{ n: number }>())!.n).toBe(0);
  });

  test("writeCase and writeCases put each case in its court's shard, the directory row live in the catalogue, the outbox row done", async () => {
    const ctx = shardedCtx();
    const sc = await writeCase(ctx, caseOf("quorvantic", { courtId: SUPREME_COURT }), 1);
    const hcId = await nextDocId(ctx.db);
    await writeCases(ctx, [{ input: { ...caseOf("plimsovar", { courtId: BOMBAY }), docId: hcId }, created: true }], null, { origin: "source", via: "test.jsonl" });
    const a = await rowsOf(sc);
    expect({ catalogue: a.catalogue, shard1: a.shard1, shard2: a.shard2 }).toEqual({ catalogue: 0, shard1: 1, shard2: 0 });
    expect(a.directory).toMatchObject({ shardId: 1, state: "live", title: "Appellant quorvantic v. State", courtId: SUPREME_COURT, decidedDate: "2021-04-03" });
    expect(a.directory!.searchKey).toBe((await env.CASES_1.prepare("select search_key as k from cases where doc_id = ?").bind(sc).first<{ k: number }>())!.k);
    expect(a.outbox).toEqual([{ attempts: 1, done: 1, emptied: 1, lastError: null }]);
    const b = await rowsOf(hcId);
    expect({ catalogue: b.catalogue, shard1: b.shard1, shard2: b.shard2 }).toEqual({ catalogue: 0, shard1: 0, shard2: 1 });
    expect(b.directory).toMatchObject({ shardId: 2, state: "live", courtId: BOMBAY });
    // The statute-name dictionary: in the shard, for its own search, and in the catalogue, for the statutes pages.
    for (const db of [env.DB, env.CASES_2]) expect(await db.prepare("select name from statute_names where name = 'The plimsovar Act, 2020'").first()).not.toBeNull();
    expect(await found(ctx, "quorvantic")).toEqual([sc]);
    expect(await found(ctx, "plimsovar")).toEqual([hcId]);
    // An edit of the case stays in its shard: one row there, the directory's title follows it.
    await writeCase(ctx, { ...caseOf("quorvantic", { courtId: SUPREME_COURT, appellant: "Renamed quorvantic" }), docId: sc }, 1);
    const edited = await rowsOf(sc);
    expect({ shard1: edited.shard1, shard2: edited.shard2, title: edited.directory!.title, state: edited.directory!.state }).toEqual({ shard1: 1, shard2: 0, title: "Renamed quorvantic v. State", state: "live" });
    expect(edited.outbox.map((o) => o.done)).toEqual([1, 1]);
  });

  test("the watch alerts a write to a shard adds are the catalogue's: a case citing a watched case tells its watchers once", async () => {
    const watched = (await env.CASES_1.prepare("select min(doc_id) as d from cases").first<{ d: number }>())!.d;
    const user =
      (await env.DB.prepare("select id from users limit 1").first<{ id: number }>()) ??
      (await env.DB.prepare("insert into users (role_id, name, email, mobile) values (4, 'Watcher', 'watcher-shards@example.com', '9000000001') returning id").first<{ id: number }>())!;
    await env.DB.prepare("insert into case_watches (user_id, doc_id, stop_token, created_at) values (?, ?, 'shards-w', ?)").bind(user.id, watched, new Date().toISOString()).run();
    const ctx = shardedCtx();
    const docId = await writeCase(ctx, caseOf("trelloquine", { courtId: SUPREME_COURT, referred: [{ casesReferred: "An earlier judgment", linkedDocId: watched }] }), 1);
    const events = () => env.DB.prepare("select kind, cited_doc_id as cited from watch_events where doc_id = ?").bind(docId).all().then((r) => r.results);
    expect(await events()).toEqual([{ kind: "cited", cited: watched }]);
    expect(await env.DB.prepare("select level from watch_seen where doc_id = ? and cited_doc_id = ?").bind(docId, watched).first()).toEqual({ level: 1 });
    // The same write again: nothing new to tell.
    await writeCase(ctx, { ...caseOf("trelloquine", { courtId: SUPREME_COURT, referred: [{ casesReferred: "An earlier judgment", linkedDocId: watched }] }), docId }, 1);
    expect(await events()).toEqual([{ kind: "cited", cited: watched }]);
    await env.DB.prepare("delete from case_watches where stop_token = 'shards-w'").run();
  });

  test("a write interrupted after step 1 leaves a 'writing' row and its outbox payload, no case anywhere; the retry completes it once", async () => {
    const ctx = shardedCtx({ CASES_2: failingOnce(env.CASES_2) });
    const docId = await nextDocId(ctx.db);
    await expect(writeCases(ctx, [{ input: { ...caseOf("zembrotic", { courtId: BOMBAY }), docId }, created: true }], null, { origin: "source" })).rejects.toThrow(/injected/);
    const half = await rowsOf(docId);
    expect({ catalogue: half.catalogue, shard1: half.shard1, shard2: half.shard2 }).toEqual({ catalogue: 0, shard1: 0, shard2: 0 });
    expect(half.directory).toMatchObject({ shardId: 2, state: "writing" });
    expect(half.outbox).toEqual([{ attempts: 1, done: 0, emptied: 0, lastError: "injected: the shard is unreachable" }]);
    // Never shown: no shard's search finds it.
    expect(await found(shardedCtx(), "zembrotic")).toEqual([]);
    // Within the minute a write may still be in flight: the sweep leaves it.
    expect(await completeCaseWrites(shardedCtx())).toEqual({ completed: 0, failed: 0 });
    // Past it, the cron's sweep runs steps 2 and 3 again.
    const later = shardedCtx({}, minutesLater(2));
    expect(await completeCaseWrites(later)).toEqual({ completed: 1, failed: 0 });
    const done = await rowsOf(docId);
    expect({ catalogue: done.catalogue, shard1: done.shard1, shard2: done.shard2 }).toEqual({ catalogue: 0, shard1: 0, shard2: 1 });
    expect(done.directory).toMatchObject({ shardId: 2, state: "live", title: "Appellant zembrotic v. State", decidedDate: "2021-04-03" });
    expect(done.outbox).toEqual([{ attempts: 2, done: 1, emptied: 1, lastError: "injected: the shard is unreachable" }]);
    expect(await found(later, "zembrotic")).toEqual([docId]);
    // Again: nothing left to do, nothing changed.
    const shardRows = async () => (await env.CASES_2.prepare("select count(*) as n from case_fts").first<{ n: number }>())!.n;
    const before = await shardRows();
    expect(await completeCaseWrites(shardedCtx({}, minutesLater(30)))).toEqual({ completed: 0, failed: 0 });
    expect(await shardRows()).toBe(before);
    expect(await rowsOf(docId)).toEqual(done);
  });

  test("a case whose court changes moves: written to its new shard, then gone from the old, its field origins carried", async () => {
    const ctx = shardedCtx();
    const docId = await writeCase(ctx, caseOf("vendrakish", { courtId: SUPREME_COURT }), 1);
    await env.CASES_1.prepare("insert into case_field_origins (doc_id, field, origin, changed_at) values (?, 'appellant', 'staff', '2026-01-01T00:00:00.000Z')").bind(docId).run();
    const created = (await env.CASES_1.prepare("select created_at as c from cases where doc_id = ?").bind(docId).first<{ c: string }>())!.c;
    await writeCase(shardedCtx({}, minutesLater(1)), { ...caseOf("vendrakish", { courtId: BOMBAY }), docId }, 1);
    const moved = await rowsOf(docId);
    expect({ catalogue: moved.catalogue, shard1: moved.shard1, shard2: moved.shard2 }).toEqual({ catalogue: 0, shard1: 0, shard2: 1 });
    expect(moved.directory).toMatchObject({ shardId: 2, state: "live", courtId: BOMBAY });
    expect(moved.outbox.map((o) => o.done)).toEqual([1, 1]);
    expect(await env.DB.prepare("select from_shard_id as f from case_writes where doc_id = ? order by id desc").bind(docId).first()).toEqual({ f: 1 });
    // Nothing of it is left in the old shard: its search rows, its own rows, its row.
    for (const t of ["case_fts", "case_meta_fts"]) expect((await env.CASES_1.prepare(`select count(*) as n from ${t} where ${t} match 'vendrakish'`).first<{ n: number }>())!.n).toBe(0);
    expect((await env.CASES_1.prepare("select count(*) as n from case_field_origins where doc_id = ?").bind(docId).first<{ n: number }>())!.n).toBe(0);
    // What its write does not rebuild came with it.
    expect(await env.CASES_2.prepare("select field, origin from case_field_origins where doc_id = ?").bind(docId).all().then((r) => r.results)).toEqual([{ field: "appellant", origin: "staff" }]);
    expect((await env.CASES_2.prepare("select created_at as c from cases where doc_id = ?").bind(docId).first<{ c: string }>())!.c).toBe(created);
    expect(await found(ctx, "vendrakish")).toEqual([docId]);
  });

  test("a staff edit of an imported case in a shard is written, its origin naming a staff member only the catalogue has; a court the shard's copy lacks too (decision 126)", async () => {
    const staff = (await env.DB.prepare("insert into users (role_id, name, email, mobile) values (4, 'Editor', 'editor-shards@example.com', '9000000002') returning id").first<{ id: number }>())!.id;
    expect(await env.CASES_2.prepare("select id from users where id = ?").bind(staff).first()).toBeNull();
    const docId = await nextDocId(shardedCtx().db);
    await writeCases(shardedCtx(), [{ input: { ...caseOf("ostrivane", { courtId: BOMBAY, sourceId: "hc-ostrivane" }), docId }, created: true }], null, { origin: "source", via: "test.jsonl" });
    await writeCase(shardedCtx({}, minutesLater(1)), { ...caseOf("ostrivane", { courtId: BOMBAY, sourceId: "hc-ostrivane", appellant: "Corrected ostrivane" }), docId }, staff, { origin: "staff" });
    const edited = await rowsOf(docId);
    expect(edited.outbox.map((o) => ({ done: o.done, lastError: o.lastError }))).toEqual([
      { done: 1, lastError: null },
      { done: 1, lastError: null },
    ]);
    expect(edited.directory).toMatchObject({ shardId: 2, state: "live", title: "Corrected ostrivane v. State" });
    expect(await env.CASES_2.prepare("select origin, changed_by as changedBy from case_field_origins where doc_id = ? and field = 'appellant'").bind(docId).first()).toEqual({
      origin: "staff",
      changedBy: staff,
    });
    // A court added to the catalogue after the shard's migrations: the catch-all shard takes its case.
    const court = (await env.DB.prepare("insert into courts (name) values ('Tribunal of Quellmark') returning id").first<{ id: number }>())!.id;
    const tribunal = await writeCase(shardedCtx(), caseOf("quellmark", { courtId: court }), staff);
    expect(await rowsOf(tribunal)).toMatchObject({ shard2: 1, directory: { shardId: 2, state: "live", courtId: court }, outbox: [{ done: 1, lastError: null }] });
  });
});

describe("the case page's reads through the shards (decision 122 'Reads')", () => {
  test("a case in shard 2 is read from its shard, its court named by the catalogue; Cited by and Authorities across shards; its permalink", async () => {
    const ctx = shardedCtx();
    // A court only the catalogue has: the shard's copy of the masters cannot name it (decision 126).
    const court = (await env.DB.prepare("insert into courts (name) values ('Tribunal of Varnholt') returning id").first<{ id: number }>())!.id;
    expect(await env.CASES_2.prepare("select id from courts where id = ?").bind(court).first()).toBeNull();
    const cited = await writeCase(ctx, caseOf("varnholtic", { courtId: court, citations: [{ raw: "(2019) 4 SCC 123" }], appellant: "Varnholt Mills" }), 1);
    const citing = await writeCase(
      ctx,
      caseOf("drevamine", {
        courtId: SUPREME_COURT,
        decidedYear: 2022,
        judgementOrder: "<p>1. The appeal is against the order below.</p><p>2. We follow Varnholt Mills v. State, (2019) 4 SCC 123, on the drevamine point, and allow the appeal.</p>",
      }),
      1,
    );
    expect((await rowsOf(cited)).directory).toMatchObject({ shardId: 2, state: "live" });
    expect((await rowsOf(citing)).directory).toMatchObject({ shardId: 1, state: "live" });
    // The write links the reference in shard 1 to the case in shard 2 by its citation, after its shard's own resolution (decision 132).
    const ref = await env.CASES_1.prepare("select cited_key as k, cited_doc_id as d, resolved_by as how from case_references where doc_id = ?").bind(citing).first<{ k: string; d: number | null }>();
    expect(ref).toEqual({ k: parseCitation("(2019) 4 SCC 123")!.key, d: cited, how: "citation" });

    const view = (await getCaseView(ctx, cited))!;
    expect(view).not.toBeNull();
    expect({ title: view.title, court: view.court, courtLine: view.courtLine, decidedDate: view.decidedDate }).toEqual({
      title: "Varnholt Mills v. State",
      court: "Tribunal of Varnholt",
      courtLine: "Tribunal of Varnholt",
      decidedDate: "2021-04-03",
    });
    expect(view.citation).toContain("123");
    expect(view.judgementOrder).toContain("varnholtic");
    // The API's detail: its ids read from the shard, the names from the catalogue.
    const detail = caseDetail(view, await loadCaseIds(ctx, cited));
    expect(detail.courtDetailResponse.courtResponse).toEqual({ id: court, courtType: "Tribunal of Varnholt" });
    expect(detail.docId).toBe(cited);
    // Not in the catalogue, where a single-database read would look: the shard's rows are what answered.
    expect(await env.DB.prepare("select doc_id from cases where doc_id = ?").bind(cited).first()).toBeNull();

    // Cited by: the judgment in shard 1 waiting on the case's citation key, its court named by the catalogue.
    const graph = await citationGraph(ctx, cited);
    expect(graph.citedBy.map((c) => ({ docId: c.docId, title: c.title, court: c.court, later: c.later, asWritten: c.asWritten }))).toEqual([
      { docId: citing, title: "Appellant drevamine v. State", court: "Supreme Court", later: true, asWritten: "(2019) 4 SCC 123" },
    ]);
    expect(graph.citedBy[0].snippet).toContain("Varnholt Mills");
    // Authorities of the citing judgment: the stored link to the case in the other shard, its row read there.
    const authorities = (await citationGraph(ctx, citing)).authorities;
    expect(authorities.map((a) => ({ docId: a.docId, title: a.title, decidedDate: a.decidedDate, overruled: a.overruled }))).toEqual([
      { docId: cited, title: "Varnholt Mills v. State", decidedDate: "2021-04-03", overruled: false },
    ]);
    // The case view of the citing judgment, from shard 1, named "Supreme Court" by the catalogue.
    expect((await getCaseView(ctx, citing))!.court).toBe("Supreme Court");
    // A permalink by the citation finds the case in its shard.
    expect(await casesByCitation(ctx, parseCitation("(2019) 4 SCC 123")!)).toEqual([{ docId: cited, title: "Varnholt Mills v. State", decidedDate: "2021-04-03", court: "Tribunal of Varnholt" }]);
    // The reference across shards is kept twice (decision 133): its full row in the citing shard, an incoming row in the cited case's.
    expect(await env.CASES_2.prepare("select doc_id as d, position, as_written as w, resolved_by as how, copy from case_incoming where cited_doc_id = ?").bind(cited).all().then((r) => r.results)).toEqual([
      { d: citing, position: 1, w: "(2019) 4 SCC 123", how: "citation", copy: 0 },
    ]);
    expect((await env.CASES_1.prepare("select count(*) as n from case_incoming").first<{ n: number }>())!.n).toBe(0);
    // What each read costs the other shard (the case's own rows are in shard 2): Cited by reads none of it (decision 133).
    const watched = counted(env.CASES_1);
    const watchedCtx = shardedCtx({ CASES_1: watched.db });
    expect((await getCaseView(watchedCtx, cited))!.court).toBe("Tribunal of Varnholt");
    // The view: nothing there (the staff's links from other shards' judgments are the case's incoming rows).
    expect(watched.seen.statements).toBe(0);
    const home = counted(env.CASES_2);
    const homeCtx = shardedCtx({ CASES_1: watched.db, CASES_2: home.db });
    const read = await citationGraph(homeCtx, cited);
    expect(read.citedBy.map((c) => ({ docId: c.docId, court: c.court, snippet: c.snippet }))).toEqual([{ docId: citing, court: "Supreme Court", snippet: graph.citedBy[0].snippet }]);
    // The graph: one batch in the case's shard (Cited by, Authorities, the same judgment); of the other shard only its copies of the
    // case (decision 131: a pair lives with the copy) — one indexed statement, no reference and no incoming row read there.
    expect(home.seen.sql.filter((q) => /case_incoming/.test(q)).length).toBe(1);
    expect(watched.seen.sql).toEqual(["select doc_id as docId from case_duplicates where same_as = ? and status <> 'separate'"]);
    // The back office's machine findings read each case's own shard (none here: "follow" is no negative treatment).
    expect((await machineFindings(ctx, [cited, citing])).size).toBe(0);
  });

  test("a judgment written before the case it cites, in another shard, is linked when that case is written (decision 132)", async () => {
    const ctx = shardedCtx();
    const citing = await writeCase(
      ctx,
      caseOf("orvenline", { courtId: SUPREME_COURT, decidedYear: 2023, judgementOrder: "<p>1. We follow Orvane Mills v. State, (2020) 2 SCC 202, on the orvenline point.</p>" }),
      1,
    );
    const key = parseCitation("(2020) 2 SCC 202")!.key;
    const ref = () => env.CASES_1.prepare("select cited_doc_id as d, resolved_by as how from case_references where doc_id = ? and cited_key = ?").bind(citing, key).first();
    expect(await ref()).toEqual({ d: null, how: null });
    const cited = await writeCase(ctx, caseOf("orvanic", { courtId: BOMBAY, appellant: "Orvane Mills", citations: [{ raw: "(2020) 2 SCC 202" }] }), 1);
    expect((await rowsOf(cited)).directory).toMatchObject({ shardId: 2, state: "live" });
    expect(await ref()).toEqual({ d: cited, how: "citation" });
    expect((await citationGraph(ctx, cited)).citedBy.map((c) => c.docId)).toEqual([citing]);
    expect((await citationGraph(ctx, citing)).authorities.map((a) => [a.docId, a.title])).toEqual([[cited, "Orvane Mills v. State"]]);
    // The later write of the cited case made the incoming row of the judgment written before it, in its own shard (decision 133).
    const incoming = () => env.CASES_2.prepare("select doc_id as d from case_incoming where cited_doc_id = ?").bind(cited).all().then((r) => r.results);
    expect(await incoming()).toEqual([{ d: citing }]);
    // A reindex rebuilds each database's graph within it, then the links across shards again, then the incoming rows — those of
    // references stored before migration 0041 too (here: the row removed, as a database migrated from before has none).
    await env.CASES_2.prepare("delete from case_incoming where cited_doc_id = ?").bind(cited).run();
    expect((await citationGraph(ctx, cited)).citedBy).toEqual([]);
    await reindexEveryShard(ctx);
    expect(await ref()).toEqual({ d: cited, how: "citation" });
    expect(await incoming()).toEqual([{ d: citing }]);
    expect((await citationGraph(ctx, cited)).citedBy.map((c) => c.docId)).toEqual([citing]);
  });

  test("the incoming rows follow every write (decision 133): a staff link, an edit, unpublishing and deleting the citing judgment, a move of the cited case", async () => {
    const ctx = shardedCtx();
    const incomingIn = (db: D1Database, docId: number) =>
      db.prepare("select doc_id as d, resolved_by as how, treatment from case_incoming where cited_doc_id = ? order by doc_id").bind(docId).all().then((r) => r.results);
    const citedBy = async (docId: number) => (await citationGraph(ctx, docId)).citedBy.map((c) => c.docId);
    // A Supreme Court case (shard 1) cited by a Bombay judgment (shard 2) by its citation, and linked by hand from another.
    const cited = await writeCase(ctx, caseOf("quentharic", { courtId: SUPREME_COURT, appellant: "Quenthar Mills", citations: [{ raw: "(2018) 7 SCC 711" }] }), 1);
    const text = (word: string) => `<p>1. We follow Quenthar Mills v. State, (2018) 7 SCC 711, on the ${word} point, and dismiss the appeal.</p>`;
    const byCitation = await writeCase(ctx, caseOf("zeltrovan", { courtId: BOMBAY, decidedYear: 2022, judgementOrder: text("zeltrovan") }), 1);
    const byStaff = await writeCase(ctx, caseOf("mirovantic", { courtId: BOMBAY, decidedYear: 2023, referred: [{ casesReferred: "Quenthar Mills v. State (unreported)", linkedDocId: cited }] }), 1);
    expect(await incomingIn(env.CASES_1, cited)).toEqual([
      { d: byCitation, how: "citation", treatment: "followed" },
      { d: byStaff, how: "staff", treatment: "referred" },
    ]);
    expect(await citedBy(cited)).toEqual([byStaff, byCitation]);
    // The case view's Cited by of the staff's links: the judgment of the other shard, from the incoming row, nothing read in shard 2.
    const other = counted(env.CASES_2);
    const view = (await getCaseView(shardedCtx({ CASES_2: other.db }), cited))!;
    expect(view.citedBy.map((c) => [c.docId, c.appellant])).toEqual([[byStaff, "Appellant mirovantic"]]);
    expect(other.seen.statements).toBe(0);
    // An edit of the citing judgment: its row rewritten (its new title, its treatment of the case).
    await writeCase(ctx, { ...caseOf("zeltrovan", { courtId: BOMBAY, decidedYear: 2022, appellant: "Zeltrovan Traders", judgementOrder: text("zeltrovan").replace("We follow", "We distinguish") }), docId: byCitation }, 1);
    expect((await citationGraph(ctx, cited)).citedBy.find((c) => c.docId === byCitation)).toMatchObject({ title: "Zeltrovan Traders v. State", treatment: "distinguished" });
    // Unpublished, then published again; an edit that no longer cites it; deleted.
    await writeCase(ctx, { ...caseOf("mirovantic", { courtId: BOMBAY, decidedYear: 2023, live: false, referred: [{ casesReferred: "Quenthar Mills v. State (unreported)", linkedDocId: cited }] }), docId: byStaff }, 1);
    expect(await citedBy(cited)).toEqual([byCitation]);
    expect((await getCaseView(ctx, cited))!.citedBy).toEqual([]);
    await writeCase(ctx, { ...caseOf("mirovantic", { courtId: BOMBAY, decidedYear: 2023, referred: [{ casesReferred: "Quenthar Mills v. State (unreported)", linkedDocId: cited }] }), docId: byStaff }, 1);
    expect(await citedBy(cited)).toEqual([byStaff, byCitation]);
    await writeCase(ctx, { ...caseOf("mirovantic", { courtId: BOMBAY, decidedYear: 2023 }), docId: byStaff }, 1);
    expect(await citedBy(cited)).toEqual([byCitation]);
    // A third judgment, in the cited case's own shard: a reference within one database, no incoming row.
    const local = await writeCase(ctx, caseOf("pellucarn", { courtId: SUPREME_COURT, decidedYear: 2024, judgementOrder: text("pellucarn") }), 1);
    expect((await incomingIn(env.CASES_1, cited)).map((r) => r.d)).toEqual([byCitation]);
    expect(await citedBy(cited)).toEqual([local, byCitation]);
    // The cited case moves to shard 2 (its court corrected): its rows there are rebuilt — the judgment of shard 1 now cites across,
    // the one of shard 2 now within — and none is left in shard 1.
    await writeCase(shardedCtx({}, minutesLater(1)), { ...caseOf("quentharic", { courtId: BOMBAY, appellant: "Quenthar Mills", citations: [{ raw: "(2018) 7 SCC 711" }] }), docId: cited }, 1);
    expect((await rowsOf(cited)).directory).toMatchObject({ shardId: 2, state: "live" });
    expect(await incomingIn(env.CASES_1, cited)).toEqual([]);
    expect(await incomingIn(env.CASES_2, cited)).toEqual([{ d: local, how: "citation", treatment: "followed" }]);
    expect(await citedBy(cited)).toEqual([local, byCitation]);
    // The citing judgment deleted: its incoming row goes with it.
    await writeCase(ctx, { ...caseOf("pellucarn", { courtId: SUPREME_COURT, decidedYear: 2024, judgementOrder: text("pellucarn"), deleted: true }), docId: local }, 1);
    expect(await incomingIn(env.CASES_2, cited)).toEqual([]);
    expect(await citedBy(cited)).toEqual([byCitation]);
  });

  test("a case the map's shards do not hold is not found; an unpublished one only for staff", async () => {
    const ctx = shardedCtx();
    expect(await getCaseView(ctx, 987654)).toBeNull();
    const hidden = await writeCase(ctx, caseOf("quillomantic", { courtId: BOMBAY, live: false }), 1);
    expect(await getCaseView(ctx, hidden)).toBeNull();
    expect((await getCaseView(ctx, hidden, { includeUnpublished: true }))?.title).toBe("Appellant quillomantic v. State");
  });
});
