import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getUser } from "../utils/auth.server";
import { Landing } from "./_index";

/**
 * Any path not listed (spec §2.1): a visitor without a session sees the landing page; with a
 * session the dashboard.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context.app, request)) throw redirect("/dashboard");
  return null;
}

export default function UnknownPath() {
  return <Landing />;
}
