import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { BODY_LIMITS, BodyError, readJson } from "../utils/body.server";

/**
 * Runs one read-only SQL statement against D1, for the benchmark's baselines (the same query
 * raw on SQLite FTS5, and a naive scan) measured through the same HTTP path as the API.
 * Exists only when DEV_BULK_IMPORT=1 (the benchmark's own local state): otherwise 404.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (context.app.env.DEV_BULK_IMPORT !== "1") return new Response("Not found", { status: 404 });
  let body: { sql: string; params: unknown[] };
  try {
    body = (await readJson(request, BODY_LIMITS.devSql)) as typeof body;
  } catch (e) {
    if (!(e instanceof BodyError)) throw e;
    return new Response(e.message, { status: e.status });
  }
  const { sql, params } = body;
  if (!/^\s*(select|with)\b/i.test(sql)) return new Response("Only SELECT", { status: 400 });
  const started = performance.now();
  const rows = await context.app.env.DB.prepare(sql).bind(...(params ?? [])).all();
  const ms = performance.now() - started;
  return Response.json({ rows: rows.results.length, first: rows.results[0] ?? null }, { headers: { "Server-Timing": `db;dur=${ms.toFixed(1)}` } });
}

export async function loader() {
  return new Response("Not found", { status: 404 });
}
