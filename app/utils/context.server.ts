import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { withBusyRetry } from "../../db/busy-retry";
import * as schema from "../../db/schema";
import { readConfig, type Config, type Env, type JobMessage } from "./env.server";

export type Db = DrizzleD1Database<typeof schema> & { $client: D1Database };

export type Clock = { now: () => Date };

export type Jobs = { send: (message: JobMessage) => Promise<void> };

/** What every service receives: storage, files, jobs, time and configuration. */
export type AppContext = {
  env: Env;
  db: Db;
  files: R2Bucket;
  jobs: Jobs;
  clock: Clock;
  config: Config;
};

export const systemClock: Clock = { now: () => new Date() };

/** Drizzle over D1, with a statement that met a busy database file retried (db/busy-retry.ts). */
export function createDb(d1: D1Database): Db {
  // drizzle() reads the whole schema's relations each time it is called (~1.3 ms, the largest
  // single cost of a small page under load): one instance per D1 binding and isolate.
  let db = dbs.get(d1);
  if (!db) dbs.set(d1, (db = drizzle(withBusyRetry(d1), { schema }) as Db));
  return db;
}

const dbs = new WeakMap<D1Database, Db>();

export function createContext(env: Env, _ctx?: ExecutionContext, clock: Clock = systemClock): AppContext {
  return {
    env,
    db: createDb(env.DB),
    files: env.FILES,
    jobs: {
      send: async (message) => {
        await env.JOBS.send(message);
      },
    },
    clock,
    config: readConfig(env),
  };
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    app: AppContext;
  }
}
