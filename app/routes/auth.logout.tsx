import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { clearSessionCookie, endSession, lookupSession } from "../utils/session.server";

/** Logout ends the session row in D1 and goes home (spec §4). */
export async function action({ request, context }: ActionFunctionArgs) {
  const found = await lookupSession(context.app, request, "user");
  if (found.status === "active") await endSession(context.app, found.user.sessionIdHash, "logout");
  return redirect("/", { headers: { "Set-Cookie": clearSessionCookie("user") } });
}

export async function loader() {
  return redirect("/");
}
