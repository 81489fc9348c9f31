import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getCaseView } from "../services/cases/case-view.server";
import { requireSubscriber } from "../utils/auth.server";
import { copy } from "../utils/copy-core";

/** One case for the search result modal (subscribers with a plan; live cases only). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireSubscriber(context.app, request);
  const docId = Number(params.docId);
  const view = Number.isSafeInteger(docId) && docId > 0 ? await getCaseView(context.app, docId) : null;
  if (!view) return Response.json({ error: copy.errors.caseView }, { status: 404 });
  return Response.json({ case: view }, { headers: { "Cache-Control": "private, max-age=60" } });
}
