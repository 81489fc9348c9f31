import { APP_VERSION } from "../utils/app-version";

/**
 * The metadata file at the site root (subscriber §9): the version of the web app this deploy
 * serves, from package.json at build time. Public; never cached, so a tab running an older bundle
 * learns of a deploy at its next start (app/utils/app-version.ts).
 */
export function loader() {
  return Response.json({ version: APP_VERSION }, { headers: { "Cache-Control": "no-cache, no-store, must-revalidate" } });
}
