/**
 * The legacy JSON contract of the old clients (subscriber §7): `responseStatus.statusCode` ('0'
 * success), `responseData`, lists under the misspelt `ojectList`, and errorCode '106' for an
 * invalid session. Served over the same services, for mobile and third-party clients.
 */
import type { AppContext } from "./context.server";
import { copy, messages } from "./copy";
import { lookupSession, type SessionUser } from "./session.server";

export function ok(responseData: unknown, init?: ResponseInit) {
  return Response.json({ responseStatus: { statusCode: "0" }, responseData }, init);
}

export function fail(message: string, status = 400, extra: Record<string, unknown> = {}) {
  return Response.json({ responseStatus: { statusCode: "1", ...extra }, responseData: { message, errorType: "Error" } }, { status });
}

export function sessionInvalid() {
  return Response.json(
    { responseStatus: { statusCode: "1", errorCode: "106" }, responseData: { message: messages.sessionExpired, errorType: "Session" } },
    { status: 401 },
  );
}

/** A subscriber session from the Authorization header or cookie; otherwise the 106 answer is thrown. */
export async function apiSubscriber(ctx: AppContext, request: Request, needPlan = true): Promise<SessionUser> {
  const found = await lookupSession(ctx, request, "user");
  if (found.status !== "active") throw sessionInvalid();
  if (needPlan && !found.user.plan) throw fail("An active plan is needed to search and read judgments.", 402);
  return found.user;
}

export const SERVER_ERROR = copy.errors.serverError;
