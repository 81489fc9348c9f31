import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { clearSessionCookie, endSession, lookupSession } from "../utils/session.server";

/** Confirmed logout: ends the staff session in D1 and returns to /admin. */
export async function action({ request, context }: ActionFunctionArgs) {
  const found = await lookupSession(context.app, request, "admin");
  if (found.status === "active") await endSession(context.app, found.user.sessionIdHash, "logout");
  return redirect("/admin", { headers: { "Set-Cookie": clearSessionCookie("admin") } });
}

export async function loader() {
  return redirect("/admin/dashboard");
}
