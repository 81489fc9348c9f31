import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { briefText, CITATION_CHECK_MAX_FILE, CitationCheckSchema, checkCitations, checkCsv } from "../services/graph/citation-check.server";
import { requireSubscriber } from "../utils/auth.server";
import { FormBodyError, readForm } from "../utils/forms.server";

/** The citation check's table as CSV (a download): the same text, checked again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireSubscriber(context.app, request);
  const plain = (message: string, status: number) => new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  let form: FormData;
  try {
    form = await readForm(request, CITATION_CHECK_MAX_FILE + 128 * 1024);
  } catch (e) {
    if (!(e instanceof FormBodyError)) throw e;
    return plain(e.message, e.status);
  }
  const brief = await briefText(form.get("text"), form.get("brief"));
  if (!brief.ok) return plain(brief.message, 400);
  const parsed = CitationCheckSchema.safeParse({ text: brief.text });
  if (!parsed.success) return plain(parsed.error.issues[0].message, 400);
  const result = await checkCitations(context.app, { userId: user.userId, text: parsed.data.text });
  if (!result.ok) return plain(result.message, result.status);
  return new Response(checkCsv(result.rows), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="citation-check.csv"', "Cache-Control": "no-store" },
  });
}

export function loader() {
  return new Response("Use the citation check's Download CSV button.", { status: 405, headers: { Allow: "POST" } });
}
