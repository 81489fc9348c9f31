/**
 * The Worker `npm run import` starts for itself (scripts/lib/platform.ts, startImportWorker) on the
 * same local state as `npm start`: each batch of lines is one request, imported inside workerd by
 * `importLines` through the back office's write path. A batch that fails for the storage's sake
 * (another process holding the database) answers 503 and is sent again, with the time its first
 * attempt was sent, so what that attempt committed is counted as imported or updated, not unchanged
 * (scripts/lib/import-recount.ts, decision 104); never deployed.
 */
import { importLines, isTransient } from "../../app/services/cases/import.server";
import { createContext } from "../../app/utils/context.server";
import type { Env } from "../../app/utils/env.server";
import { recountRetried } from "./import-recount";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== "POST") return new Response("import worker");
    const lines = (await request.json()) as { line: number; raw: string }[];
    // The file's name, for the cases list's "Modified By" (decision 040).
    const url = new URL(request.url);
    const file = (url.searchParams.get("file") ?? "").slice(0, 200);
    // A batch sent again: when its first attempt was sent, for what that attempt may have committed (decision 104).
    const since = url.searchParams.get("since");
    try {
      const ctx = createContext(env);
      const results = await importLines(ctx, lines, { file });
      return Response.json({ results: since ? await recountRetried(ctx, results, { since, file }) : results });
    } catch (e) {
      return Response.json({ error: rootMessage(e), transient: isTransient(e) }, { status: 503 });
    }
  },
} satisfies ExportedHandler<Env>;

/** The innermost cause's message (drizzle wraps D1's error in one that repeats the whole query). */
function rootMessage(e: unknown): string {
  let error = e;
  while (error instanceof Error && error.cause instanceof Error) error = error.cause;
  return error instanceof Error ? error.message : String(error);
}
