import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { suggestCaseActs } from "../services/masters/acts.server";
import { requireStaff } from "../utils/auth.server";

/** Act-name suggestions for the case form's head notes: canonical acts first, never fragments (issue 21 item 6). Staff only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "addCase");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const items = await suggestCaseActs(context.app, q);
  return Response.json({ items }, { headers: { "Cache-Control": "private, no-store" } });
}
