import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { searchCasesForPicker } from "../services/case-form.server";
import { requireStaff } from "../utils/auth.server";

/**
 * The case picker's data (GET with the query; back-office §2): every staff role may link cases
 * (the Add Case section, which all staff have), subscribers and visitors may not.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context.app, request, "addCase");
  const p = new URL(request.url).searchParams;
  const page = Number(p.get("page") ?? "1");
  const result = await searchCasesForPicker(context.app, {
    q: p.get("q") ?? "",
    caseCategory: p.get("caseCategory") ?? "ALL",
    court: p.get("court") ?? "ALL",
    live: p.get("live") ?? "ALL",
    overruled: p.get("overruled") ?? "ALL",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  });
  return Response.json(result, { headers: { "Cache-Control": "private, no-store" } });
}
