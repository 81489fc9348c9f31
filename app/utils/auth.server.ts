/**
 * Who is asking, checked on the server from the session row in D1 — never from anything the
 * browser sends. `get*` returns null; `require*` throws a redirect (pages) or a 403.
 */
import { redirect } from "@remix-run/cloudflare";
import type { ActivePlan } from "./active-plan.server";
import type { AppContext } from "./context.server";
import { messages } from "./copy";
import { mayUse } from "./roles";
import { clearSessionCookie, lookupSession, type SessionKind, type SessionUser } from "./session.server";

/** Where an expired session sends the user: the login, with the reason (spec errorCode 106). */
function expiredRedirect(kind: SessionKind, request: Request): never {
  const back = new URL(request.url);
  const to = kind === "admin" ? "/admin?expired=1" : `/?modal=login&expired=1&redirectTo=${encodeURIComponent(back.pathname + back.search)}`;
  throw redirect(to, { headers: { "Set-Cookie": clearSessionCookie(kind) } });
}

export async function getUser(ctx: AppContext, request: Request): Promise<SessionUser | null> {
  const found = await lookupSession(ctx, request, "user");
  return found.status === "active" ? found.user : null;
}

/** A logged-in subscriber, or a redirect to the login (with the expiry reason when it ended). */
export async function requireUser(ctx: AppContext, request: Request): Promise<SessionUser> {
  const found = await lookupSession(ctx, request, "user");
  if (found.status === "active") return found.user;
  if (found.status === "expired") expiredRedirect("user", request);
  const back = new URL(request.url);
  throw redirect(`/?modal=login&redirectTo=${encodeURIComponent(back.pathname + back.search)}`);
}

/** A subscriber with an active plan (decision 4); one without is sent to the plans. */
export async function requireSubscriber(ctx: AppContext, request: Request): Promise<{ user: SessionUser; plan: ActivePlan }> {
  const user = await requireUser(ctx, request);
  const plan = user.plan;
  if (!plan) throw redirect("/purchase?needPlan=1");
  return { user, plan };
}

export async function getStaff(ctx: AppContext, request: Request): Promise<SessionUser | null> {
  const found = await lookupSession(ctx, request, "admin");
  return found.status === "active" ? found.user : null;
}

/**
 * A staff member allowed to use the given back-office section. Without a session: the admin
 * login. With a role the route table does not allow: 403.
 */
export async function requireStaff(ctx: AppContext, request: Request, section: string): Promise<SessionUser> {
  const found = await lookupSession(ctx, request, "admin");
  if (found.status === "expired") expiredRedirect("admin", request);
  if (found.status !== "active") throw redirect("/admin");
  if (!mayUse(found.user.roleId, section)) {
    throw new Response(messages.forbidden, { status: 403, statusText: "Forbidden" });
  }
  return found.user;
}

/** The client's address as Cloudflare reports it (for abuse counters and login history). */
export function clientIp(request: Request): string | null {
  return request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip") ?? null;
}
