import { env, SELF } from "cloudflare:test";
import { inject } from "vitest";
import { createContext, type Clock } from "../../app/utils/context.server";
import { createDb } from "../../app/utils/context.server";
import { seedDemo } from "../../scripts/lib/demo-seed";
import { assertCaseFits } from "../../app/services/cases/case-limits.server";
import { caseWriteStatements, nextDocId, raiseDocIdCounter, runBatch, type CaseInput } from "../../app/services/cases/cases.server";
import type { Db } from "../../app/utils/context.server";
import { caseShardsOf } from "../../app/utils/case-shards.server";

export const ORIGIN = "http://127.0.0.1:8787";

export async function seed() {
  await seedDemo({ db: createDb(env.DB), files: env.FILES, now: new Date(), shards: caseShardsOf(env) });
}

/** The judgments of ../shared/data/judgments-sample.jsonl (served to the tests at `sampleUrl`): each record's line by its id. */
export async function sampleById(): Promise<Map<string, string>> {
  const text = await (await fetch(inject("sampleUrl"))).text();
  return new Map(
    text
      .trim()
      .split("\n")
      .map((line) => [(JSON.parse(line) as { id: string }).id, line]),
  );
}

export function ctxAt(now?: Date) {
  const clock: Clock = { now: () => now ?? new Date() };
  return createContext(env, undefined, clock);
}

/** A same-origin request through the real Worker (SELF), as a browser would send it. */
export async function req(path: string, init: { method?: string; form?: Record<string, string> | FormData; cookie?: string | null; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, host: "127.0.0.1:8787", ...(init.headers ?? {}) };
  if (init.cookie) headers.cookie = init.cookie;
  let body: BodyInit | undefined;
  if (init.form instanceof FormData) body = init.form;
  else if (init.form) {
    body = new URLSearchParams(init.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  return SELF.fetch(`${ORIGIN}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body, redirect: "manual" });
}

/** Remix single-fetch data for a route action or loader: `path.data?_routes=...` is not needed; read HTML or JSON. */
export async function text(res: Response) {
  return res.text();
}

export function cookieFrom(res: Response): string | null {
  const set = res.headers.get("set-cookie");
  if (!set) return null;
  const first = set.split(";")[0];
  return first.endsWith("=") ? null : first;
}

export async function loginUser(login: string, password = "Demo@2026") {
  const res = await req("/auth/login", { form: { login, password } });
  return { res, cookie: cookieFrom(res) };
}

export async function loginStaff(email: string, password = "Demo@2026") {
  const res = await req("/admin?index", { form: { email, password } });
  return { res, cookie: cookieFrom(res) };
}

/** The demo accounts by role (scripts/seed.ts), for the route × role tests. */
const DEMO = {
  subscriber: { email: "subscriber@sar.example.com", staff: false },
  plan: { email: "subscriber@sar.example.com", staff: false },
  noPlan: { email: "noplan@sar.example.com", staff: false },
  deo: { email: "dataentry@sar.example.com", staff: true },
  admin: { email: "admin@sar.example.com", staff: true },
  superAdmin: { email: "superadmin@sar.example.com", staff: true },
} as const;

/**
 * Logs in a demo account for each role key of `cookies` ("visitor" stays null) and fills in the
 * session cookies; fails the setup when one does not get a session.
 */
export async function loginRoles<K extends string>(cookies: Record<K, string | null>): Promise<void> {
  for (const who of Object.keys(cookies) as K[]) {
    if (who === "visitor") continue;
    const account = DEMO[who as unknown as keyof typeof DEMO];
    if (!account) throw new Error(`no demo account for the role ${who}`);
    const cookie = (account.staff ? await loginStaff(account.email) : await loginUser(account.email)).cookie;
    if (!cookie) throw new Error(`${who} (${account.email}) could not log in`);
    cookies[who] = cookie;
  }
}

export async function one<T = Record<string, unknown>>(sql: string, ...binds: unknown[]) {
  return env.DB.prepare(sql).bind(...binds).first<T>();
}

export async function all<T = Record<string, unknown>>(sql: string, ...binds: unknown[]) {
  return (await env.DB.prepare(sql).bind(...binds).all<T>()).results;
}

/**
 * The D1 database holding a case's own rows: its shard by the catalogue's directory. The suite runs
 * on two shards (CASE_SHARDS in vitest.config.ts, decision 127): the Supreme Court's cases in DB,
 * every other court's in CASES_1. A case the directory does not know is looked for in DB.
 */
export async function caseD1(docId: number): Promise<D1Database> {
  const row = await env.DB.prepare("select shard_id from case_directory where doc_id = ?").bind(docId).first<{ shard_id: number }>();
  return row?.shard_id === 1 ? env.CASES_1 : env.DB;
}

/** `one`, in the database holding case `docId` (its `cases` row and the rows hanging off it). */
export async function caseOne<T = Record<string, unknown>>(docId: number, sql: string, ...binds: unknown[]) {
  return (await caseD1(docId)).prepare(sql).bind(...binds).first<T>();
}

/** `all`, in the database holding case `docId`. */
export async function caseAll<T = Record<string, unknown>>(docId: number, sql: string, ...binds: unknown[]) {
  return (await (await caseD1(docId)).prepare(sql).bind(...binds).all<T>()).results;
}

/** A case's doc id by the source id its import gave it (the catalogue's directory: every shard). */
export async function docIdOfSource(sourceId: string): Promise<number | null> {
  return (await env.DB.prepare("select doc_id from case_directory where source_id = ?").bind(sourceId).first<{ doc_id: number }>())?.doc_id ?? null;
}

/** Waits for the queue consumer to have written what the test expects (no fixed sleeps). */
export async function eventually<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A message as React writes it into HTML (apostrophes and quotes escaped). */
export function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** A plain live Supreme Court case of the year 1990 + n, for tests that write cases of their own. */
export function plainCase(n: number, party: string, text: string): CaseInput {
  return {
    appellant: `${party} Mills ${n}`,
    respondent: `Workmen of ${party}`,
    judgementOrder: `<p>${text}</p>`,
    caseCategoryId: 4,
    courtId: 1,
    decidedDay: 1,
    decidedMonth: 2,
    decidedYear: 1990 + n,
    citations: [],
    headnotes: [],
    acts: [],
  };
}

/**
 * A case written straight into one database in one batch, as the demo seed writes its cases: no
 * guest purge, search sync or watch alerts (the product's writes go through writeCase/writeCases).
 * Creates (no docId) or replaces (docId given); returns its doc id.
 */
export async function saveCase(db: Db, input: CaseInput, opts: { actorId: number | null; now: Date }): Promise<number> {
  assertCaseFits(input);
  const docId = input.docId ?? (await nextDocId(db));
  const statements = caseWriteStatements(db, docId, input, opts.actorId, opts.now.toISOString());
  if (input.docId) statements.push(raiseDocIdCounter(db, docId));
  await runBatch(db, statements);
  return docId;
}
