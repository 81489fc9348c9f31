import { fail } from "../api/envelope.server";

/** Any other path under /v1/api: the envelope's 404, never the site's HTML page. */
export function loader() {
  return fail("There is no such API call. The calls are listed at /v1/api/openapi.json.", 404, {}, "NotFound");
}
export const action = loader;
