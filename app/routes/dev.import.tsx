import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { importLines } from "../services/cases/import.server";
import { BODY_LIMITS, BodyError, readText } from "../utils/body.server";

/**
 * Bulk import inside the Worker, for building large local corpora (npm run bench): POST JSON
 * Lines, get the per-line results. Exists only when DEV_BULK_IMPORT=1 (set by the benchmark on its
 * own state directory, never in production): otherwise 404.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (context.app.env.DEV_BULK_IMPORT !== "1") return new Response("Not found", { status: 404 });
  let text: string;
  try {
    text = await readText(request, BODY_LIMITS.devImport);
  } catch (e) {
    if (!(e instanceof BodyError)) throw e;
    return new Response(e.message, { status: e.status });
  }
  const start = Number(new URL(request.url).searchParams.get("firstLine") ?? 1);
  const lines = text.split("\n").map((raw, i) => ({ line: start + i, raw })).filter((l) => l.raw.trim());
  const results = await importLines(context.app, lines);
  const rejected = results.filter((r) => r.status === "rejected");
  return Response.json({ imported: results.length - rejected.length, rejected });
}

export async function loader() {
  return new Response("Not found", { status: 404 });
}
