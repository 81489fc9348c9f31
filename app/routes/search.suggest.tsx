import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { suggest } from "../services/search/search.server";
import { requireSubscriber } from "../utils/auth.server";

/** Type-ahead lists for the search forms (act, topic, neutral citation), subscribers only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSubscriber(context.app, request);
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  if (type !== "act" && type !== "topic" && type !== "neutral") return Response.json({ items: [] }, { status: 400 });
  const items = await suggest(context.app, type, url.searchParams.get("q") ?? "");
  return Response.json({ items }, { headers: { "Cache-Control": "private, max-age=60" } });
}
