/**
 * D1 with "database is busy" retried. Locally, D1 is one SQLite file that wrangler's dev server and
 * an import (a second workerd) share; a read that meets the import's write transaction fails with
 * SQLITE_BUSY instead of waiting, and the site answered 500 (issue 12). A statement or batch that
 * failed that way changed nothing (a batch is one transaction), so running it again is safe.
 * Any other error passes through at once.
 */

const BUSY = /SQLITE_BUSY|database is locked|SQLITE_LOCKED/i;
/**
 * Waits before each retry, in milliseconds: about 11.5 s in all, longer than an import batch of 100
 * judgments with the citation graph on a busy machine (2.5 s was not: a login during
 * `npm run import` answered 500, a new user's walk-through of 24 November 2026).
 */
export const BACKOFF_MS = [10, 25, 50, 100, 200, 400, 700, 1000, 1500, 2000, 2500, 3000];

export function isBusyError(error: unknown): boolean {
  const parts: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return BUSY.test(parts.join(" "));
}

export async function retryBusy<T>(run: () => Promise<T>, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= BACKOFF_MS.length || !isBusyError(error)) throw error;
      await sleep(BACKOFF_MS[attempt]);
    }
  }
}

class RetryingStatement {
  constructor(readonly inner: D1PreparedStatement) {}
  bind(...values: unknown[]): RetryingStatement {
    return new RetryingStatement(this.inner.bind(...values));
  }
  first<T = unknown>(column?: string): Promise<T | null> {
    return retryBusy(() => (column === undefined ? this.inner.first<T>() : this.inner.first<T>(column)));
  }
  all<T = unknown>(): Promise<D1Result<T>> {
    return retryBusy(() => this.inner.all<T>());
  }
  run<T = unknown>(): Promise<D1Result<T>> {
    return retryBusy(() => this.inner.run<T>());
  }
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    return retryBusy<T[] | [string[], ...T[]]>(() => (options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>()));
  }
}

const unwrap = (s: D1PreparedStatement | RetryingStatement): D1PreparedStatement => (s instanceof RetryingStatement ? s.inner : s);

/** The same database; every statement and batch retried while the file is busy. */
export function withBusyRetry(d1: D1Database): D1Database {
  if ((d1 as D1Database & { __busyRetry?: true }).__busyRetry) return d1;
  const wrapped = {
    __busyRetry: true as const,
    prepare: (query: string) => new RetryingStatement(d1.prepare(query)),
    batch: <T = unknown>(statements: (D1PreparedStatement | RetryingStatement)[]) => retryBusy(() => d1.batch<T>(statements.map(unwrap))),
    exec: (query: string) => retryBusy(() => d1.exec(query)),
    dump: () => d1.dump(),
    withSession: (constraint?: string) => d1.withSession(constraint),
  };
  return wrapped as unknown as D1Database;
}
