/**
 * The Worker `npm run import` starts for itself (scripts/lib/platform.ts, startImportWorker) on the
 * same local state as `npm start`: each batch of lines is one request, imported inside workerd by
 * `importLines` through the back office's write path. A batch that fails for the storage's sake
 * (another process holding the database) answers 503 and is sent again; never deployed.
 */
import { importLines, isTransient } from "../../app/services/import.server";
import { createContext } from "../../app/utils/context.server";
import type { Env } from "../../app/utils/env.server";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== "POST") return new Response("import worker");
    const lines = (await request.json()) as { line: number; raw: string }[];
    // The file's name, for the cases list's "Modified By" (decision 040).
    const file = (new URL(request.url).searchParams.get("file") ?? "").slice(0, 200);
    try {
      return Response.json({ results: await importLines(createContext(env), lines, { file }) });
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
