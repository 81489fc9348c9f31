import { describe, expect, test } from "vitest";
import { BACKOFF_MS, isBusyError, retryBusy, withBusyRetry } from "./busy-retry";

const busy = () => new Error("D1_ERROR: SQLITE_BUSY: database is locked");

describe("busy retry", () => {
  test("a busy answer is retried until the statement goes through", async () => {
    let calls = 0;
    const result = await retryBusy(
      async () => {
        calls++;
        if (calls < 3) throw busy();
        return "rows";
      },
      async () => undefined,
    );
    expect(result).toBe("rows");
    expect(calls).toBe(3);
  });

  test("any other error is not retried", async () => {
    let calls = 0;
    await expect(
      retryBusy(async () => {
        calls++;
        throw new Error("UNIQUE constraint failed: users.email");
      }, async () => undefined),
    ).rejects.toThrow(/UNIQUE/);
    expect(calls).toBe(1);
  });

  test("a database busy for longer than the retries gives the error back", async () => {
    let calls = 0;
    await expect(retryBusy(async () => { calls++; throw busy(); }, async () => undefined)).rejects.toThrow(/SQLITE_BUSY/);
    expect(calls).toBe(BACKOFF_MS.length + 1);
  });

  test("it waits about 10 s in all before giving up: longer than an import batch with the citation graph holds the file", async () => {
    const waits: number[] = [];
    await expect(retryBusy(async () => { throw busy(); }, async (ms) => { waits.push(ms); })).rejects.toThrow(/SQLITE_BUSY/);
    expect(waits).toEqual(BACKOFF_MS);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10_000);
  });

  test("the cause chain is read (drizzle wraps D1's error)", () => {
    expect(isBusyError(new Error("Failed query: select 1", { cause: busy() }))).toBe(true);
    expect(isBusyError(new Error("Failed query", { cause: new Error("no such table") }))).toBe(false);
  });

  test("statements and batches of the wrapped database reach the real one, unwrapped", async () => {
    const seen: unknown[] = [];
    let failOnce = true;
    const stmt = (sql: string, args: unknown[] = []): D1PreparedStatement =>
      ({
        bind: (...v: unknown[]) => stmt(sql, v),
        all: async () => {
          if (failOnce) { failOnce = false; throw busy(); }
          return { results: [{ sql, args }], success: true, meta: {} };
        },
        sql,
      }) as unknown as D1PreparedStatement;
    const d1 = {
      prepare: (sql: string) => stmt(sql),
      batch: async (list: D1PreparedStatement[]) => { seen.push(...list); return []; },
    } as unknown as D1Database;
    const db = withBusyRetry(d1);
    const res = await db.prepare("select ?").bind(1).all();
    expect(res.results).toEqual([{ sql: "select ?", args: [1] }]);
    await db.batch([db.prepare("a"), db.prepare("b")]);
    expect(seen.map((s) => (s as unknown as { sql: string }).sql)).toEqual(["a", "b"]);
    expect(withBusyRetry(db)).toBe(db);
  });
});
