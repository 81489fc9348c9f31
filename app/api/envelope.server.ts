/**
 * The envelope of the published JSON API (subscriber and back-office spec §7): every answer is
 * `{ responseStatus: { statusCode }, responseData }`, statusCode '0' on success and '1' otherwise
 * with `responseData.message` and `errorType`; a missing, expired or revoked session adds
 * errorCode '106'. Lists carry the items under both the misspelt `ojectList` and `objectList`, with
 * `totalNumberOfPagesAsPerGivenPageLimit`. Every stored moment in an answer is written on India's
 * clock with its offset, and the successes the screens announce carry `responseMsg` (decision 115).
 * The same shapes are described for the OpenAPI document by the schemas at the end.
 */
import { z } from "zod";
import { copy, messages } from "../utils/copy";
import { IST_OFFSET_MS } from "../utils/format";

/**
 * A stored moment: the database writes every timestamp as UTC ISO text with Z
 * ("2026-11-26T20:40:00.000Z"). Anchored, fixed-length parts: linear time.
 */
const UTC_STAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(\.\d{1,9})?Z$/;
const IST_STAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(\.\d{1,9})?\+05:30$/;

function shifted(whole: string, fraction: string | undefined, byMs: number, suffix: string): string | null {
  const t = Date.parse(`${whole}Z`);
  if (Number.isNaN(t)) return null;
  return `${new Date(t + byMs).toISOString().slice(0, 19)}${fraction ?? ""}${suffix}`;
}

/**
 * A UTC stamp on India's clock, the offset written (decision 115): "2026-11-26T20:40:00.000Z" →
 * "2026-11-27T02:10:00.000+05:30", so its first ten characters are the Indian calendar date (the
 * specs' clients show them reversed). The fraction is kept as written; anything else is unchanged.
 */
export function toIndiaStamp(value: string): string {
  const m = UTC_STAMP.exec(value);
  return (m && shifted(m[1], m[2], IST_OFFSET_MS, "+05:30")) ?? value;
}

/** The stored UTC text back from an answer's India stamp (a `version` sent back); anything else unchanged. */
export function fromIndiaStamp(value: string): string {
  const m = IST_STAMP.exec(value);
  return (m && shifted(m[1], m[2], -IST_OFFSET_MS, "Z")) ?? value;
}

/** The envelope's JSON, every stored moment in it on India's clock. */
function envelopeJson(body: unknown, init: ResponseInit): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  const text = JSON.stringify(body, (_key, v: unknown) => (typeof v === "string" && v.length <= 40 ? toIndiaStamp(v) : v));
  return new Response(text, { ...init, headers });
}

export function ok(responseData: unknown, init?: ResponseInit) {
  return envelopeJson({ responseStatus: { statusCode: "0" }, responseData }, withNoStore(init));
}

/**
 * A success the specs' screens announce: `responseMsg` beside `message` (both specs' response
 * interceptor shows a success toast when responseData.responseMsg exists).
 */
export function announce(message: string, extra: Record<string, unknown> = {}, init?: ResponseInit) {
  return ok({ ...extra, message, responseMsg: message }, init);
}

/** `announce` of an answer already carrying its message. */
export function announceData(data: { message: string } & Record<string, unknown>) {
  return announce(data.message, data);
}

/** A list answer: `items` under both spellings, the page count and any extra fields. */
export function list(items: unknown[], pages: number, extra: Record<string, unknown> = {}, init?: ResponseInit) {
  return ok({ ojectList: items, objectList: items, totalNumberOfPagesAsPerGivenPageLimit: pages, ...extra }, init);
}

export type ErrorType = "Error" | "Validation" | "Session" | "Permission" | "NotFound" | "Limit" | "Server";

/** A refusal: statusCode '1', the message the page would show, a 4xx (or 5xx) HTTP status. */
export function fail(
  message: string,
  status = 400,
  extra: Record<string, unknown> = {},
  errorType: ErrorType = "Error",
  init?: ResponseInit,
  data: Record<string, unknown> = {},
) {
  return envelopeJson({ responseStatus: { statusCode: "1", ...extra }, responseData: { message, errorType, ...data } }, withNoStore({ ...init, status }));
}

// ---------------------------------------------------------------- the HTTP status (decision 115)

/** The request header an integrator sends for the refusals' real HTTP statuses (decision 115). */
export const REAL_STATUS_HEADER = "X-Http-Status";
export const REAL_STATUS_VALUE = "real";
/** Statuses HTTP or a client library acts on, kept in every mode: a method not taken, the limits, a server error. */
const ALWAYS_REAL = new Set([405, 413, 429]);
const KEPT = new WeakSet<Response>();

/** A refusal whose HTTP status the spec itself names (sign-in's wrong credentials: subscriber §8, 'HTTP 401'). */
export function keepStatus(res: Response): Response {
  KEPT.add(res);
  return res;
}

/**
 * The status an answer goes out with: a refusal the server composed (the envelope, statusCode '1')
 * is HTTP 200 — the specs' clients tell a refusal by statusCode and treat any non-2xx as a network
 * failure ('Server Error') — unless the caller asked for real statuses, the status is one HTTP or
 * the spec needs (405, 413, 429, 5xx, sign-in's 401), or the answer is not the envelope.
 */
export function habitStatus(res: Response, request: Request): Response {
  if (res.status < 400 || res.status >= 500 || ALWAYS_REAL.has(res.status) || KEPT.has(res)) return res;
  if (request.headers.get(REAL_STATUS_HEADER)?.trim().toLowerCase() === REAL_STATUS_VALUE) return res;
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  return new Response(res.body, { status: 200, headers: res.headers });
}

/** errorCode '106': no session, or one that has ended (idle, expired, logged out, revoked). */
export function sessionInvalid() {
  return fail(messages.sessionExpired, 401, { errorCode: "106" }, "Session");
}

export function tooMany(retryAfterSeconds: number, message = "Too many requests. Please wait a minute and try again.") {
  return fail(message, 429, {}, "Limit", { headers: { "Retry-After": String(retryAfterSeconds) } });
}

export function serverError() {
  return fail(copy.errors.serverError, 500, {}, "Server");
}

function withNoStore(init?: ResponseInit): ResponseInit {
  const headers = new Headers(init?.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return { ...init, headers };
}

/**
 * Any answer of the API — the envelope, a PDF, validateOtp's text, a Response a handler made —
 * with `X-Content-Type-Options: nosniff` (ASVS 5.0 V3.4.4; the pages have it from entry.server).
 */
export function withApiHeaders(res: Response): Response {
  if (res.headers.get("X-Content-Type-Options") === "nosniff") return res;
  const out = new Response(res.body, res);
  out.headers.set("X-Content-Type-Options", "nosniff");
  return out;
}

/** 'none' for an absent value, as the old clients expect (subscriber §3). */
export const none = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? "none" : v);

// ---------------------------------------------------------------- the same shapes for OpenAPI

export const ResponseStatusSchema = z.object({
  statusCode: z.enum(["0", "1"]).meta({ description: "'0' success, '1' failure" }),
  errorCode: z.literal("106").optional().meta({ description: "present when the session is missing, expired or revoked" }),
});

export const ErrorEnvelopeSchema = z
  .object({
    responseStatus: ResponseStatusSchema,
    responseData: z.object({ message: z.string(), errorType: z.string() }),
  })
  .meta({ id: "ErrorEnvelope" });

/** A success envelope around `data`. */
export function envelopeOf(data: z.ZodType) {
  return z.object({ responseStatus: ResponseStatusSchema, responseData: data });
}

/** A list's responseData around one item's schema. */
export function listOf(item: z.ZodType, extra: Record<string, z.ZodType> = {}) {
  return z.object({
    ojectList: z.array(item),
    objectList: z.array(item),
    totalNumberOfPagesAsPerGivenPageLimit: z.number().int(),
    ...extra,
  });
}

/** responseData of a call that answers only a message. */
export const MessageSchema = z.object({ message: z.string() });
/** The success toast's text, on the answers the specs' screens announce (decision 115). */
export const ResponseMsgSchema = z.string().optional().meta({ description: "the success toast's text: present on the successes the specs' screens announce" });
