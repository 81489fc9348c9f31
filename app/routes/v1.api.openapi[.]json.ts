import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ALL_CALLS } from "../api/calls/index.server";
import { buildOpenApi } from "../api/openapi.server";

/** The OpenAPI 3.1 document of every call (decision 072); public, like the page that presents it. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return Response.json(buildOpenApi(ALL_CALLS, context.app.config.publicUrl || new URL(request.url).origin), {
    headers: { "Cache-Control": "public, max-age=300", "X-Content-Type-Options": "nosniff" },
  });
}
