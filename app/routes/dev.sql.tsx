import type { ActionFunctionArgs } from "@remix-run/cloudflare";

/**
 * Runs one read-only SQL statement against D1, for the benchmark's baselines (the same query
 * raw on SQLite FTS5, and a naive scan) measured through the same HTTP path as the API.
 * Exists only when DEV_BULK_IMPORT=1 (the benchmark's own local state): otherwise 404.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (context.app.env.DEV_BULK_IMPORT !== "1") return new Response("Not found", { status: 404 });
  const { sql, params } = (await request.json()) as { sql: string; params: unknown[] };
  if (!/^\s*(select|with)\b/i.test(sql)) return new Response("Only SELECT", { status: 400 });
  const started = performance.now();
  const rows = await context.app.env.DB.prepare(sql).bind(...(params ?? [])).all();
  const ms = performance.now() - started;
  return Response.json({ rows: rows.results.length, first: rows.results[0] ?? null }, { headers: { "Server-Timing": `db;dur=${ms.toFixed(1)}` } });
}

export async function loader() {
  return new Response("Not found", { status: 404 });
}
