/**
 * Serves one call of the published API from its route file: method, caller and permission, the
 * per-caller rate limit — all before a byte of the body is read — then path/query/body through
 * the call's zod schemas (the body read through the same byte-counting reader as the forms: 413
 * past the limit; nested at most JSON_MAX_DEPTH deep), then the handler. Every refusal is the
 * spec's envelope, composed with its real 4xx (malformed, too deep JSON or a wrong shape is a 400,
 * never a 500) and sent as HTTP 200 unless the caller asked for real statuses (decision 115).
 * Every answer says `X-Content-Type-Options: nosniff` (decision 100).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { z } from "zod";
import { BodyError, readJson } from "../utils/body.server";
import { cleanJson, JsonTooDeepError } from "../utils/clean-text";
import type { AppContext } from "../utils/context.server";
import { take } from "../utils/rate-limit.server";
import { bearerToken } from "../utils/session.server";
import { withTokenSession } from "../utils/token-session.server";
import { resolveCaller } from "./caller.server";
import type { AnyCall, Caller, CallInput } from "./define";
import { fail, habitStatus, serverError, sessionInvalid, tooMany, withApiHeaders } from "./envelope.server";

/** A JSON body's default limit: the spec's bodies are a few fields. */
export const API_BODY_LIMIT = 64 * 1024;
/** A GET that changes state sent without the Authorization header (a cross-site link carries only the cookie). */
export const STATE_GET_NEEDS_HEADER = "Send the session token in the Authorization header: this call changes something, and a browser's cookie alone is not taken for it.";
/** Calls a caller (a session, or an account's personal tokens together) may make in a minute (decisions 071, 103). */
export const API_CALLS_PER_MINUTE = 60;

/** The limit, unless the local benchmark's state raised it explicitly (API_CALLS_PER_MINUTE). */
function callsPerMinute(ctx: AppContext): number {
  const set = Number(ctx.env.API_CALLS_PER_MINUTE);
  return Number.isInteger(set) && set > 0 ? set : API_CALLS_PER_MINUTE;
}

export function serve(call: AnyCall) {
  const handler = async ({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs) => {
    const res = await run(call, request, params, context.app);
    // A refusal before the body was read (401, 403, 429…): the upload is cancelled, not left to run.
    if (res.status >= 400 && request.body && !request.bodyUsed) await request.body.cancel().catch(() => undefined);
    // Refusals go out as HTTP 200 (statusCode '1'), real statuses on request (decision 115).
    return withApiHeaders(habitStatus(res, request));
  };
  return { loader: handler, action: handler };
}

/** A state-changing GET's request without its cookies: only the Authorization header's token can make it. */
function withoutCookies(request: Request): Request {
  if (!request.headers.has("cookie")) return request;
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return new Request(request, { headers });
}

async function run(call: AnyCall, sent: Request, rawParams: Record<string, string | undefined>, ctx: AppContext): Promise<Response> {
  let request = call.tokenParam ? withTokenSession(sent, rawParams[call.tokenParam]) : sent;
  const methods = [call.method, ...(call.alsoMethods ?? [])];
  if (!methods.includes(request.method as (typeof methods)[number])) {
    return fail(`Use ${methods.join(" or ")}.`, 405, {}, "Error", { headers: { Allow: methods.join(", ") } });
  }
  // A GET that changes state: the cookie is never read for it. Sent with a cookie and without the
  // header (a link on another site, a browser's address bar): refused and nothing done.
  if (call.changesState && request.method === "GET") {
    if (!bearerToken(request) && request.headers.has("cookie")) return fail(STATE_GET_NEEDS_HEADER, 403, {}, "Permission");
    request = withoutCookies(request);
  }

  // Who is calling, before a byte of the body is read: an unauthenticated 26 MB body is refused
  // unread (issue 33 item 8). An open call (sign-in) goes on with no caller.
  const caller = await resolveCaller(ctx, request, call.auth);
  if (caller instanceof Response) return caller;
  if (caller) {
    // An account's personal tokens are its owner's scripts, one caller together: they share one
    // limit, so more tokens are not more calls (decision 103). A signed-in session has its own.
    const key = caller.tokenId ? `api:tokens:${caller.user.userId}` : `api:session:${caller.user.sessionIdHash}`;
    const taken = await take(ctx, [{ key, windowMs: 60_000, limit: callsPerMinute(ctx) }]);
    if (!taken.ok) return tooMany(60);
  }

  // Then the body, counted as it streams and cut at its limit, before any other work.
  let json: unknown = undefined;
  if (call.body && request.method !== "GET") {
    try {
      json = cleanJson(await readJson(request, call.bodyLimit ?? API_BODY_LIMIT));
    } catch (e) {
      if (e instanceof JsonTooDeepError) return fail(e.message, 400, {}, "Validation", undefined, { field: "body" });
      if (!(e instanceof BodyError)) throw e;
      return e.status === 413 ? fail(e.message, 413, {}, "Limit") : fail("The request body must be JSON.", 400, {}, "Validation");
    }
  }

  const params = check(call.params, rawParams, "path");
  if (params instanceof Response) return params;
  const query = check(call.query, Object.fromEntries(new URL(request.url).searchParams), "query");
  if (query instanceof Response) return query;
  const body = call.body ? check(call.body, json ?? {}, "body") : undefined;
  if (body instanceof Response) return body;

  const input: CallInput<unknown, unknown, unknown> = {
    ctx,
    request,
    caller,
    get user() {
      if (!caller) throw sessionInvalid();
      return (caller as Caller).user;
    },
    body,
    query,
    params,
  } as CallInput<unknown, unknown, unknown>;
  try {
    return await call.handle(input as never);
  } catch (e) {
    if (e instanceof Response) return asEnvelope(e);
    console.error(`API ${call.method} ${call.path} failed`, e);
    return serverError();
  }
}

/** A value through its schema; the first problem as the envelope's message (the schema's own words). */
function check(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join(".");
  return fail(issue.message, 400, {}, "Validation", undefined, { field: field || where });
}

/** A Response a service threw (a 404, a 403) in the envelope, unless it is one already. */
async function asEnvelope(res: Response): Promise<Response> {
  if (res.headers.get("content-type")?.includes("application/json")) return res;
  if (res.status >= 300 && res.status < 400) return sessionInvalid();
  const text = (await res.text()).trim();
  return fail(text || res.statusText || "Not found.", res.status >= 400 ? res.status : 400, {}, res.status === 404 ? "NotFound" : "Error");
}
