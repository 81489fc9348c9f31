/**
 * Signing in and out through the API (subscriber §7 `user/signin`, the shared login action the back
 * office also uses, `user/logout`) and the personal tokens of My Account (decision 071). A sign-in
 * takes a seat exactly as a browser login does: the same `login` service, throttles and messages, and the
 * same "Log out the other device" offer when every seat is taken (signin/takeover, decision 103).
 */
import { z } from "zod";
import { CreateApiTokenSchema, RevokeApiTokenSchema } from "../../services/accounts/api-tokens.schema";
import { createApiToken, listApiTokens, revokeApiToken } from "../../services/accounts/api-tokens.server";
import { login, takeOverSeat, type LoginResult } from "../../services/accounts/auth.server";
import { clientIp } from "../../utils/auth.server";
import { TOKEN_DIGIT } from "../../utils/roles";
import { endSession, lookupSession } from "../../utils/session.server";
import { LoginSchema, SeatTakeoverSchema } from "../../services/accounts/auth.schema";
import { messages } from "../../utils/copy";
import { defineCall } from "../define";
import { fail, keepStatus, list, MessageSchema, ok } from "../envelope.server";

/** The spec's sign-in body: the login form's own field rules under the old client's names. */
export const SigninBodySchema = z.object({ userEmail: LoginSchema.shape.login, userPassword: LoginSchema.shape.password }).meta({ id: "SigninBody" });

/** The shared login action (path not shown in the spec): e-mail or mobile, password, and 'user' or 'admin'. */
export const SharedLoginBodySchema = z
  .object({ login: LoginSchema.shape.login, password: LoginSchema.shape.password, type: z.enum(["user", "admin"], { error: "type must be 'user' or 'admin'." }) })
  .meta({ id: "SharedLoginBody" });

const SignedInSchema = z.object({ name: z.string(), email: z.string(), message: z.string() }).meta({ id: "SignedIn" });

const SIGNIN_ERRORS = {
  400: "a field is missing or malformed",
  401: "'Invalid User Credentials'",
  403: "the account is inactive",
  409: "every parallel seat of the plan is in use by another sign-in; the password was right, so responseData.takeover holds a one-time offer (5 minutes) for POST /user/signin/takeover, which logs the other device out",
  429: "too many failed logins (the account or the address is paused for 15 minutes)",
};

/** The sign-in answer's word on "Log out the other device" (docs/decisions/026, 103). */
const TAKEOVER_HINT = "Or, if the other device is yours, send responseData.takeover to POST /user/signin/takeover within 5 minutes to log it out and sign in here.";

/**
 * A login's answer: the session id in the `authorization` header, with the role digit after '@'
 * for display only (decision 1; never trusted — the server reads the role from the session row).
 */
function signedIn(result: LoginResult, kind: "user" | "admin") {
  if (!result.ok) {
    // Every seat taken, the password proven: the web login's "Log out the other device" offer (decision 103).
    const offer = result.takeover ? { takeover: result.takeover, takeoverHint: TAKEOVER_HINT } : {};
    const refused = fail(result.message, result.status ?? 401, {}, result.status === 429 || result.status === 409 ? "Limit" : "Error", undefined, offer);
    // Wrong credentials are HTTP 401 in every mode, as subscriber §8 says; the rest 200 + statusCode '1' (decision 115).
    return (result.status ?? 401) === 401 ? keepStatus(refused) : refused;
  }
  const digit = kind === "admin" ? TOKEN_DIGIT[result.user.roleId] : 2;
  return ok(
    { name: result.user.name, email: result.user.email, message: "Login Successful" },
    { headers: { authorization: `${result.sessionId}@${digit}`, "Access-Control-Expose-Headers": "authorization" } },
  );
}

export const signin = defineCall({
  method: "POST",
  path: "/user/signin",
  tag: "Account",
  summary: "Sign in as a subscriber",
  description: "Answers the session token in the `authorization` response header; send it back as `Authorization: Bearer <token>` (the part after '@' is the role digit, for display only).",
  auth: ["none"],
  body: SigninBodySchema,
  response: SignedInSchema,
  responseHeaders: { authorization: "the session token, `<id>@2`" },
  errors: SIGNIN_ERRORS,
  handle: async ({ ctx, request, body }) =>
    signedIn(
      await login(ctx, { login: body.userEmail, password: body.userPassword, kind: "user", ip: clientIp(request), userAgent: request.headers.get("user-agent") }),
      "user",
    ),
});

export const sharedLogin = defineCall({
  method: "POST",
  path: "/user/login",
  pathChosen: true,
  tag: "Account",
  summary: "The shared login action: a subscriber ('user') or a member of staff ('admin')",
  description: "The back office's login uses it with type 'admin'; the answer is the same as sign-in's, the token of the chosen kind.",
  auth: ["none"],
  body: SharedLoginBodySchema,
  response: SignedInSchema,
  responseHeaders: { authorization: "the session token, `<id>@<role digit>`" },
  errors: SIGNIN_ERRORS,
  handle: async ({ ctx, request, body }) =>
    signedIn(await login(ctx, { login: body.login, password: body.password, kind: body.type, ip: clientIp(request), userAgent: request.headers.get("user-agent") }), body.type),
});

/** The one-time offer of a seats-full sign-in (the login form's own field rule). */
export const SigninTakeoverBodySchema = z.object({ takeover: SeatTakeoverSchema.shape.takeover }).meta({ id: "SigninTakeoverBody" });

export const signinTakeover = defineCall({
  method: "POST",
  path: "/user/signin/takeover",
  pathChosen: true,
  tag: "Account",
  summary: "Log out the other device and sign in: the web login's offer, for a sign-in refused because every seat is in use",
  description:
    "A subscriber's sign-in (user/signin, or user/login with type 'user') refused with 409 because every parallel seat of the plan is in use by other sign-ins carries, after the right password, `responseData.takeover`: a one-time offer, valid 5 minutes. Sending it here ends the account's least recently active sign-in(s), as many as free one seat, and signs this client in; the answer is sign-in's. The other device's next call gets errorCode 106. An expired or used offer is a 400 and ends nobody. Personal API tokens hold no seat, are never ended by this, and never need it.",
  auth: ["none"],
  body: SigninTakeoverBodySchema,
  response: SignedInSchema,
  responseHeaders: { authorization: "the session token, `<id>@2`" },
  errors: {
    400: `the offer has expired or was used: '${messages.seatTakeoverExpired}'`,
    403: "the account is inactive",
    409: "another sign-in took the freed seat meanwhile: a new offer is in responseData.takeover",
  },
  handle: async ({ ctx, request, body }) =>
    signedIn(await takeOverSeat(ctx, { token: body.takeover, ip: clientIp(request), userAgent: request.headers.get("user-agent") }), "user"),
});

export const logout = defineCall({
  method: "GET",
  path: "/user/logout",
  tag: "Account",
  summary: "Log out: ends the session (its seat is free at once)",
  description:
    "Ends the subscriber's or staff member's session sent with the call in the Authorization header. A GET that changes state: a browser's cookie alone is not taken (403), so a link on another site cannot log anyone out. A personal token is revoked on My Account instead.",
  auth: ["none"],
  changesState: true,
  errors: { 403: "sent with a cookie and without the Authorization header" },
  response: MessageSchema,
  handle: async ({ ctx, request, caller }) => {
    if (caller?.tokenId) return fail("A personal token is revoked on My Account, not logged out.", 400);
    for (const kind of ["user", "admin"] as const) {
      const found = await lookupSession(ctx, request, kind);
      if (found.status === "active") await endSession(ctx, found.user.sessionIdHash, "logout");
    }
    return ok({ message: "Logged out." });
  },
});

const ApiTokenSchema = z
  .object({ id: z.number().int(), name: z.string(), prefix: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })
  .meta({ id: "ApiToken" });

export const listTokens = defineCall({
  method: "GET",
  path: "/user/apiTokens",
  pathChosen: true,
  tag: "Tokens",
  summary: "The caller's personal API tokens (never their values)",
  auth: ["user"],
  response: z.object({ ojectList: z.array(ApiTokenSchema), objectList: z.array(ApiTokenSchema), totalNumberOfPagesAsPerGivenPageLimit: z.number() }),
  handle: async ({ ctx, user }) => {
    const rows = await listApiTokens(ctx, user.userId);
    return list(rows, 1);
  },
});

export const createToken = defineCall({
  method: "POST",
  path: "/user/apiTokens",
  pathChosen: true,
  tag: "Tokens",
  summary: "Create a personal API token; its value is in this answer only",
  auth: ["user"],
  body: CreateApiTokenSchema,
  response: z.object({ id: z.number().int(), token: z.string(), message: z.string() }),
  handle: async ({ ctx, caller, user, body }) => {
    // A token cannot mint tokens: only the owner's own sign-in can.
    if (caller?.tokenId) return fail("Create tokens on My Account or with a signed-in session.", 403, {}, "Permission");
    const made = await createApiToken(ctx, { userId: user.userId, name: body.name });
    if (!made.ok) return fail(made.message, 409, {}, "Limit");
    return ok({ id: made.id, token: made.token, message: "Copy the token now: it will not be shown again." });
  },
});

export const revokeToken = defineCall({
  method: "POST",
  path: "/user/apiTokens/revoke",
  pathChosen: true,
  tag: "Tokens",
  summary: "Revoke one of the caller's tokens; its next call gets errorCode 106",
  auth: ["user"],
  body: RevokeApiTokenSchema,
  response: MessageSchema,
  handle: async ({ ctx, user, body }) =>
    (await revokeApiToken(ctx, { userId: user.userId, tokenId: body.tokenId })) ? ok({ message: "Token revoked." }) : fail("No such token.", 404, {}, "NotFound"),
});
