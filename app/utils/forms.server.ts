import { parseForm } from "./form-parse";
import { data } from "@remix-run/cloudflare";
import type { z } from "zod";
import { BodyError, byteLimit, declaredOver, readBytes } from "./body.server";
import { requestMessages } from "./copy";

/**
 * For actions: the form parser (conform's zod parser with control characters cleaned, decision 043),
 * imported from here so the route's browser bundle leaves zod out (issue 22 item 11).
 */
export { parseForm };

/**
 * Parses a form with its shared zod schema. On failure `reply` is the 400 answer conform
 * understands, for the action to return (never throw): a thrown answer renders the error page,
 * whereas a returned one renders the form again with its field messages, also for a browser that
 * posted the form without JavaScript. Passwords are never sent back.
 */
export function validateForm<S extends z.ZodType>(formData: FormData, schema: S) {
  const submission = parseForm(formData, { schema });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields: ["password", "confirmPassword", "currentPassword"] });
    return { submission: null, reply: data({ result }, { status: 400 }) } as const;
  }
  return { submission, reply: null } as const;
}

/**
 * Only same-origin paths may be redirect targets. The value is resolved the way a browser does
 * (`new URL`, which drops tabs and newlines, reads `\\` as `/` and removes `.` and `..`), so
 * `/\t/evil.example` or `/\\evil.example` cannot leave the site. The answer is the normalised
 * path, which never holds a character a Location header refuses, and it must resolve to the very
 * same URL again: `/.//evil.example`, `/..//`, `/%2e//` and `/./\` resolve to a same-origin URL
 * whose path starts with `//`, which a browser reads back as another host (issue 22 item 9).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string, origin: string): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  const site = new URL(origin).origin;
  let url: URL;
  try {
    url = new URL(to, site);
  } catch {
    return fallback;
  }
  if (url.origin !== site) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || new URL(path, site).href !== url.href) return fallback;
  return path;
}

/** Content types a form action takes (what browsers and Remix's fetchers send). */
const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

export function isFormContentType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return FORM_TYPES.includes(type);
}

/** A request body a form action cannot take: 413 over the byte cap, 400 not a form or malformed. */
export { BodyError as FormBodyError };

/**
 * Reads a form action's body with a byte cap (each route passes its own: a profile picture, a
 * case PDF): a declared Content-Length over the cap is refused before reading, a chunked body is
 * cut off as soon as it passes the cap (413); a body that is not a form (JSON) or a malformed
 * multipart body is a 400. Always throws FormBodyError, never a parser's TypeError.
 */
export async function readForm(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get("content-type");
  if (!isFormContentType(contentType)) {
    await request.body?.cancel().catch(() => undefined);
    throw new BodyError(400, requestMessages.notAForm);
  }
  // Counted as it streams by the shared reader (app/utils/body.server.ts).
  const bytes = await readBytes(request, maxBytes);
  try {
    return await new Response(bytes, { headers: { "content-type": contentType! } }).formData();
  } catch {
    throw new BodyError(400, requestMessages.malformed);
  }
}

/** Paths whose handlers read a body of their own (JSON API, webhooks, dev tools), not a form. */
const RAW_BODY_PREFIXES = ["/v1/api/", "/webhooks/", "/dev/", "/admin/import/upload"];

/** The most any form action takes (a 25 MB case PDF with its fields); routes cap lower with readForm. */
export const FORM_BODY_CEILING = 26 * 1024 * 1024;

/** Any other form: a login, a post, a client's details (decision 049). */
export const FORM_BODY_DEFAULT = 1024 * 1024;

/**
 * The pages whose forms carry files or whole judgments take up to the ceiling (each caps lower
 * itself with readForm where it can: the picture, a PDF, a JSON Lines file); every other form
 * takes FORM_BODY_DEFAULT. A single-fetch submission posts to the page's `.data` address.
 */
const LARGE_FORM_PATHS = [/^\/admin\/addCase$/, /^\/admin\/cases\/[^/]+\/files(\/upload)?$/, /^\/admin\/import$/, /^\/dashboard$/];

export function formBodyLimit(pathname: string): number {
  const page = pathname.replace(/\.data$/, "");
  return LARGE_FORM_PATHS.some((p) => p.test(page)) ? FORM_BODY_CEILING : FORM_BODY_DEFAULT;
}

/** What happened to one request's body, read back by the Worker after Remix answered. */
export type BodyState = { overLimit: boolean; malformed: boolean };

const bodyStates = new WeakMap<object, BodyState>();

/**
 * The Worker's guard on writes to page routes, before Remix: a body that is not a form is a 400
 * and a body over the page's limit (formBodyLimit) a 413, before any route runs; the body is
 * counted as it streams, so an action that reads `request.formData()` itself can never buffer more. What
 * went wrong while an action read the body is recorded against `key` (the load context) by
 * `noteBodyError`, and `bodyRefusal` turns it into a 4xx instead of Remix's 500.
 */
export function guardFormBody(request: Request, key: object): Request | Response {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method) || !request.body) return request;
  const { pathname } = new URL(request.url);
  if (RAW_BODY_PREFIXES.some((p) => pathname.startsWith(p))) return request;
  if (!isFormContentType(request.headers.get("content-type"))) return plainRefusal(400, requestMessages.notAForm);
  const limit = formBodyLimit(pathname);
  if (declaredOver(request, limit)) return plainRefusal(413, requestMessages.tooLarge);
  const state: BodyState = { overLimit: false, malformed: false };
  bodyStates.set(key, state);
  const counter = byteLimit(limit, () => (state.overLimit = true));
  return new Request(request, { body: request.body.pipeThrough(counter) });
}

/** Called from Remix's handleError: a failure to read the form body is the client's, not ours. */
export function noteBodyError(key: object, error: unknown): boolean {
  const state = bodyStates.get(key);
  if (!state) return false;
  if (error instanceof BodyError) {
    if (error.status === 413) state.overLimit = true;
    else state.malformed = true;
    return true;
  }
  // workerd's own parser: request.formData() on a body that is not a well-formed form.
  if (error instanceof TypeError && /form ?data|multipart|boundary|content-disposition/i.test(error.message)) {
    state.malformed = true;
    return true;
  }
  return state.overLimit;
}

/** The 4xx to send instead of Remix's answer when the body could not be read, else null. */
export function bodyRefusal(key: object): Response | null {
  const state = bodyStates.get(key);
  if (state?.overLimit) return plainRefusal(413, requestMessages.tooLarge);
  if (state?.malformed) return plainRefusal(400, requestMessages.malformed);
  return null;
}

function plainRefusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
