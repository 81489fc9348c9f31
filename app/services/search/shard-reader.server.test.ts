/**
 * The second level's plumbing (decision 134): the loopback binding put on the Env, the group size
 * setting, the reader's refusal of a request without the front's marker, and a reader's answer read
 * back. The hop itself, inside workerd: tests/integration/case-shards.test.ts.
 */
import { describe, expect, it } from "vitest";
import { READER_GROUP_SIZE, type PartAnswer, type ShardGroupRequest } from "../../../search-index/sharded-backend";
import type { Env } from "../../utils/env.server";
import { answerShardReader, readerThrough, SHARD_READER_MARKER, shardFanOut, withShardReader } from "./shard-reader.server";

const env = { DB: {} as D1Database } as Env;
const fetcher = (answer: (request: Request) => Response | Promise<Response>) => ({ fetch: (input: RequestInfo | URL, init?: RequestInit) => answer(new Request(input, init)) }) as unknown as Fetcher;
const request: ShardGroupRequest = {
  shards: [{ id: 1, courts: null, yearFrom: null, yearTo: null }],
  named: false,
  query: { mode: "quick", text: "bail" },
  asked: { page: 1, perPage: 10 },
  window: { keys: true, from: 0, to: 10 },
};

describe("withShardReader", () => {
  it("puts the request's loopback binding ShardReader on the Env, the same Env for every request", () => {
    const loopback = fetcher(() => new Response());
    const ctx = { exports: { ShardReader: loopback } } as unknown as ExecutionContext;
    const one = withShardReader(env, ctx);
    expect((one as Env & { SHARD_READER?: Fetcher }).SHARD_READER).toBe(loopback);
    expect(one.DB).toBe(env.DB);
    expect(withShardReader(env, ctx)).toBe(one);
  });
  it("leaves an Env as it is without ctx.exports (a script) or with its own SHARD_READER", () => {
    expect(withShardReader(env, {} as ExecutionContext)).toBe(env);
    const own = { ...env, SHARD_READER: fetcher(() => new Response()) } as Env;
    expect(withShardReader(own, { exports: { ShardReader: fetcher(() => new Response()) } } as unknown as ExecutionContext)).toBe(own);
  });
});

describe("shardFanOut", () => {
  it("no binding, no second level; readers of 6 by default; SHARD_READER_GROUP or a parameter sets fewer", () => {
    expect(shardFanOut(env)).toBeUndefined();
    const bound = { ...env, SHARD_READER: fetcher(() => new Response()) } as Env;
    expect(shardFanOut(bound)?.groupSize).toBe(READER_GROUP_SIZE);
    expect(shardFanOut({ ...bound, SHARD_READER_GROUP: "1" } as Env)?.groupSize).toBe(1);
    expect(shardFanOut({ ...bound, SHARD_READER_GROUP: "x" } as Env)?.groupSize).toBe(6);
    expect(shardFanOut({ ...bound, SHARD_READER_GROUP: "0" } as Env)?.groupSize).toBe(6);
    expect(shardFanOut(bound, 2)?.groupSize).toBe(2);
  });
});

describe("answerShardReader", () => {
  it("answers 404 to a request without the front's marker, or not a POST, before reading anything", async () => {
    const body = JSON.stringify(request);
    for (const r of [
      new Request("https://shard-reader.internal/group", { method: "POST", body }),
      new Request("https://shard-reader.internal/group", { method: "POST", body, headers: { [SHARD_READER_MARKER]: "other" } }),
      new Request("https://shard-reader.internal/group", { headers: { [SHARD_READER_MARKER]: "group" } }),
    ]) {
      const res = await answerShardReader(r, env);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("Not Found");
    }
  });
  it("refuses, 500 with the reason, a shard it has no binding for", async () => {
    const res = await answerShardReader(new Request("https://shard-reader.internal/group", { method: "POST", body: JSON.stringify(request), headers: { [SHARD_READER_MARKER]: "group" } }), env);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("no D1 binding CASES_1");
  });
});

describe("readerThrough", () => {
  it("posts the group's request with the marker and reads the answer; a reader's failure throws with its reason", async () => {
    const answer = { ids: [7], keys: [[1]], order: [{ desc: true, nocase: false }], items: [], page: 1, perPage: 10, total: 1, totalCapped: false, pages: 1, terms: ["bail"], shortened: null } satisfies PartAnswer;
    let seen: { marker: string | null; body: unknown } | null = null;
    const reader = readerThrough(
      fetcher(async (r) => {
        seen = { marker: r.headers.get(SHARD_READER_MARKER), body: await r.json() };
        return Response.json(answer);
      }),
    );
    expect(await reader(request)).toEqual(answer);
    expect(seen).toEqual({ marker: "group", body: request });
    const failing = readerThrough(fetcher(() => new Response("no D1 binding CASES_9", { status: 500 })));
    await expect(failing(request)).rejects.toThrow("shard reader answered 500: no D1 binding CASES_9");
  });
});
