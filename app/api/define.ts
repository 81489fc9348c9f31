/**
 * One call of the published JSON API (issue 23, decision 071): its method and path as the spec's
 * §7 gives them (OpenAPI form, `{param}`), who may make it, the zod schemas of its path, query and
 * body — the same objects the page's action imports from `app/services/<domain>.schema.ts` — the
 * shape of its answer, and a handler that calls the same service as the page. A route file under
 * app/routes/v1.api.* serves one call (`serve(call)`), and app/api/openapi.server.ts describes
 * every call of app/api/calls/index.server.ts.
 */
import type { z } from "zod";
import type { AppContext } from "../utils/context.server";
import type { SessionUser } from "../utils/session.server";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may make a call; the first that fits wins.
 * - "none": anyone (sign-in, sign-up, master data); a session, if sent, is still read.
 * - "user": a signed-in subscriber, plan or not (the pages' requireUser).
 * - "plan": a subscriber with an active plan (requireSubscriber).
 * - "staff:<section>": a staff member whose role may use that back-office section (app/utils/roles.ts).
 */
export type Auth = "none" | "user" | "plan" | `staff:${string}`;

/** The caller behind the request: a subscriber's or a staff member's session, or a personal token's. */
export type Caller = { kind: "user" | "admin"; user: SessionUser; tokenId: number | null };

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type CallInput<B, Q, P> = {
  ctx: AppContext;
  request: Request;
  /** null only for calls open to "none" when nobody is signed in */
  caller: Caller | null;
  /** the caller's user; reading it without a caller answers errorCode 106 */
  readonly user: SessionUser;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
};

export type CallDef<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined> = {
  method: Method;
  /** further methods the spec shows for the same path (e.g. "GET/POST admin/getUsersList") */
  alsoMethods?: readonly Method[];
  /** under /v1/api, OpenAPI form: "/user/generateOtp/{mobile}/{email}" */
  path: string;
  /** where the spec shows no path, say so: the OpenAPI document marks it as chosen by us */
  pathChosen?: boolean;
  tag: string;
  summary: string;
  description?: string;
  auth: readonly Auth[];
  /**
   * A GET that changes state (as the spec has it: logout, deleting a library entry or a PDF): taken
   * only with the token in the Authorization header, never on a browser's cookie alone (the cookie
   * is not read), so a link on another site cannot make it (issue 33 item 8, decision 100).
   */
  changesState?: boolean;
  /** a path parameter carrying the session token (the mobile app's `/viewCase/{token}/{docId}`), read when no authorization header is sent */
  tokenParam?: string;
  params?: P;
  query?: Q;
  /** the JSON body; a call that takes multipart/form-data sets `multipart` and reads it itself */
  body?: B;
  multipart?: z.ZodType;
  /** bytes; the JSON body's limit (default 64 KB), past it 413 */
  bodyLimit?: number;
  /** responseData of a success */
  response: z.ZodType;
  /** headers a success carries (e.g. sign-in's authorization) */
  responseHeaders?: Record<string, string>;
  /** the failures a client should expect, HTTP status → when */
  errors?: Record<number, string>;
  /** a call whose answer is not the JSON envelope (a PDF, the 'true' text of validateOtp) */
  produces?: string;
  handle: (input: CallInput<B, Q, P>) => Promise<Response>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = CallDef<any, any, any>;

export function defineCall<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  def: CallDef<B, Q, P>,
): CallDef<B, Q, P> {
  return def;
}
