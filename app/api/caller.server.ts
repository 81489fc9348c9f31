/**
 * Who is calling the API, from the server's own records: a session (cookie or
 * `Authorization: Bearer <id>`, the legacy `<id>@<digit>` digit ignored) or a personal token
 * (`Bearer lr_…`). Permissions are the pages': requireUser, requireSubscriber and the back office's
 * route table (mayUse). Anything short of them is answered in the envelope, never a redirect.
 */
import { callerFromApiToken } from "../services/accounts/api-tokens.server";
import { clientIp } from "../utils/auth.server";
import type { AppContext } from "../utils/context.server";
import { messages } from "../utils/copy";
import { mayUse } from "../utils/roles";
import { API_TOKEN_PREFIX, bearerToken, lookupSession } from "../utils/session.server";
import type { Auth, Caller } from "./define";
import { fail, sessionInvalid } from "./envelope.server";

export const NEED_PLAN = "An active plan is needed to search and read judgments.";

/** The caller, or the envelope refusing it (thrown as a Response by serve). */
export async function resolveCaller(ctx: AppContext, request: Request, auth: readonly Auth[]): Promise<Caller | null | Response> {
  const wantsUser = auth.some((a) => a === "user" || a === "plan" || a === "none");
  const staffSections = auth.filter((a): a is `staff:${string}` => a.startsWith("staff:")).map((a) => a.slice(6));
  const open = auth.includes("none");

  let caller: Caller | null = null;
  const token = bearerToken(request);
  if (token?.startsWith(API_TOKEN_PREFIX)) {
    const found = await callerFromApiToken(ctx, token, { ip: clientIp(request), userAgent: request.headers.get("user-agent") });
    if (found.status === "invalid") return sessionInvalid();
    caller = { kind: "user", user: found.user, tokenId: found.tokenId };
  } else {
    if (wantsUser) {
      const found = await lookupSession(ctx, request, "user");
      if (found.status === "active") caller = { kind: "user", user: found.user, tokenId: null };
    }
    if (!caller && staffSections.length) {
      const found = await lookupSession(ctx, request, "admin");
      if (found.status === "active") caller = { kind: "admin", user: found.user, tokenId: null };
    }
  }

  // An open call (sign-in among them) is served whatever state a sent session is in.
  if (open) return caller;
  if (!caller) return sessionInvalid();
  if (caller.kind === "user") {
    if (auth.includes("user")) return caller;
    if (auth.includes("plan")) return caller.user.plan ? caller : fail(NEED_PLAN, 402, {}, "Permission");
    // A subscriber on a staff-only call: not their session kind.
    return sessionInvalid();
  }
  // A staff session is read only for calls with a staff section: the role decides.
  if (staffSections.some((s) => mayUse(caller.user.roleId, s))) return caller;
  return fail(messages.forbidden, 403, {}, "Permission");
}
