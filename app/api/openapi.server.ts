/**
 * The OpenAPI 3.1 document of the published API, generated from the calls' own zod schemas by
 * zod-openapi (decision 072), so the document, the pages' actions and the API routes read one
 * schema per body. Served at /v1/api/openapi.json and presented on /developers.
 */
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from "zod-openapi";
import { APP_VERSION } from "../utils/app-version";
import type { AnyCall } from "./define";
import { envelopeOf, ErrorEnvelopeSchema, ResponseMsgSchema } from "./envelope.server";

/** A success answering a message may announce it: `responseMsg` beside (decision 115). */
function withResponseMsg(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject && "message" in schema.shape && !("responseMsg" in schema.shape) ? schema.extend({ responseMsg: ResponseMsgSchema }) : schema;
}

const STATUS_TEXT: Record<number, string> = {
  400: "The request is not valid: responseData.message says what to change",
  401: "errorCode '106': no session, or it has ended — sign in again",
  402: "An active plan is needed",
  403: "The caller's role may not do this",
  404: "Not found",
  405: "Wrong method",
  409: "Conflict (e.g. every seat of the plan is in use by other sign-ins)",
  413: "The body is larger than this call takes",
  429: "Too many requests: wait for Retry-After seconds",
};

function authText(call: AnyCall): string {
  const parts = call.auth.map((a) =>
    a === "none" ? "anyone" : a === "user" ? "a signed-in subscriber" : a === "plan" ? "a subscriber with an active plan" : `staff allowed to use ${a.slice(6)}`,
  );
  return `Who may call: ${parts.join(", or ")}.`;
}

function operation(call: AnyCall): ZodOpenApiOperationObject {
  // The refusals' real statuses, sent with `X-Http-Status: real`; by default they are HTTP 200 with statusCode '1' (decision 115).
  const errors: Record<number, string> = { 400: STATUS_TEXT[400] };
  if (!call.auth.includes("none")) Object.assign(errors, { 401: STATUS_TEXT[401], 429: STATUS_TEXT[429] });
  Object.assign(errors, call.errors ?? {});
  const responses: Record<string, ZodOpenApiResponseObject> = {
    "200": call.produces
      ? { description: "Success", content: { [call.produces]: { schema: z.string() } } }
      : {
          description: "Success: responseStatus.statusCode '0'",
          ...(call.responseHeaders
            ? { headers: Object.fromEntries(Object.entries(call.responseHeaders).map(([k, d]) => [k, { description: d, schema: { type: "string" as const } }])) }
            : {}),
          content: { "application/json": { schema: envelopeOf(withResponseMsg(call.response)) } },
        },
  };
  for (const [status, when] of Object.entries(errors)) {
    const always = [405, 413, 429].includes(Number(status)) || (Number(status) === 401 && call.path.startsWith("/user/signin"));
    const mode = always ? "" : " (with X-Http-Status: real; otherwise HTTP 200, statusCode '1')";
    responses[status] = { description: `${STATUS_TEXT[Number(status)] ?? "Refused"}${STATUS_TEXT[Number(status)] === when ? "" : `: ${when}`}${mode}`, content: { "application/json": { schema: ErrorEnvelopeSchema } } };
  }
  const requestParams: ZodOpenApiOperationObject["requestParams"] = {};
  if (call.params) requestParams.path = call.params as never;
  if (call.query) requestParams.query = call.query as never;
  return {
    operationId: operationId(call),
    tags: [call.tag],
    summary: call.summary,
    description: [call.description, authText(call), call.pathChosen ? "The spec does not show this call's path; this one is ours (docs/decisions)." : ""].filter(Boolean).join("\n\n"),
    // Who may call, machine-readable: the route × role test reads it (tests/integration/api-permissions.test.ts).
    "x-auth": [...call.auth],
    ...(call.auth.includes("none") ? { security: [] } : {}),
    ...(Object.keys(requestParams).length ? { requestParams } : {}),
    ...(call.body ? { requestBody: { required: true, content: { "application/json": { schema: call.body } } } } : {}),
    ...(call.multipart ? { requestBody: { required: true, content: { "multipart/form-data": { schema: call.multipart } } } } : {}),
    responses,
  };
}

export function operationId(call: AnyCall, method = call.method): string {
  return `${method.toLowerCase()}${call.path.replace(/\{(\w+)\}/g, "By_$1").replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`;
}

export function buildOpenApi(calls: AnyCall[], serverUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const call of calls) {
    const item = (paths[call.path] ??= {});
    for (const method of [call.method, ...(call.alsoMethods ?? [])]) {
      const op = operation(call);
      (item as Record<string, ZodOpenApiOperationObject>)[method.toLowerCase()] = method === call.method ? op : { ...op, operationId: operationId(call, method) };
    }
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Law reporter API",
      version: APP_VERSION,
      description:
        "The published JSON API of the law reporter: every call of the web and mobile clients. Every answer is the envelope " +
        "`{ responseStatus: { statusCode }, responseData }` — statusCode '0' on success, '1' with responseData.message otherwise; " +
        "errorCode '106' means sign in again. Sign in with POST /user/signin (the token is in the `authorization` response header) " +
        "or create a personal token on My Account, and send it as `Authorization: Bearer <token>`. A sign-in takes one of the plan's " +
        "parallel seats; when every seat is in use its 409 carries `responseData.takeover`, the one-time offer POST /user/signin/takeover " +
        "takes to log the other device out. A personal token takes no seat: it is its owner, and works while the owner is signed in. " +
        "Each session may make 60 calls a minute, and an account's personal tokens together 60. Send `client-type: WEB_APP` as the old " +
        "clients do (accepted, not required). A refusal comes as HTTP 200 with statusCode '1' (errorCode '106' and an empty list's " +
        "no-data answer too), as the specs' clients expect; send `X-Http-Status: real` to get each refusal's own status, the ones listed " +
        "per call below. Kept in every mode: sign-in's 401 for wrong credentials, 405, 413, 429 and 5xx. Successes the screens announce " +
        "carry `responseData.responseMsg`; every date and time is India's (`2026-11-27T02:10:00.000+05:30`).",
    },
    servers: [{ url: `${serverUrl.replace(/\/$/, "")}/v1/api` }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "A session token from sign-in, or a personal API token (lr_…)" } } },
    paths,
  });
}
