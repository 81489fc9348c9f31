import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { suggest } from "../services/search.server";
import { requireStaff } from "../utils/auth.server";

/** Act-name suggestions for the case form's head notes (the acts master and the names cases cite). Staff only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "addCase");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const items = await suggest(context.app, "act", q);
  return Response.json({ items }, { headers: { "Cache-Control": "private, no-store" } });
}
