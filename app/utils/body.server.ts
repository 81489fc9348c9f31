/**
 * The one way a route reads a request body: its bytes are counted as they stream in and reading
 * stops at the route's own limit (413), before any other work — a declared Content-Length over it
 * is refused without reading, a chunked body is cancelled as soon as it passes it, and nothing
 * past the limit is ever buffered (issue 22 item 10, docs/decisions/049). Used by the form
 * parsing (app/utils/forms.server.ts), the JSON APIs and the Razorpay webhook.
 */
import { requestMessages } from "./copy";

/** Limits per route, in bytes (decision 049). */
export const BODY_LIMITS = {
  /** Razorpay's webhook events are a few KB; 256 KB leaves room for any notes they carry. */
  webhook: 256 * 1024,
  /** The legacy search request: a 2,000-character text (decision 047) even as \u escapes, and its fields. */
  searchApi: 64 * 1024,
  /** Find Precedents: a text of 100 KB (measured by the service), escaped as JSON or as a form. */
  precedents: 1024 * 1024,
  /** The benchmark's own tools (DEV_BULK_IMPORT only): 100 judgments a batch, a SELECT. */
  devImport: 64 * 1024 * 1024,
  devSql: 64 * 1024,
} as const;

/** A request body a route cannot take: 413 over its limit, 400 not what it reads (a form, JSON) or malformed. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = "BodyError";
  }
}

/**
 * A stream stage that passes bytes through and errors with BodyError(413) as soon as more than
 * `maxBytes` went by (`onOver` is told first), so whoever reads the body — this module or
 * Remix's own `request.formData()` — can never buffer more.
 */
export function byteLimit(maxBytes: number, onOver?: () => void): TransformStream<Uint8Array, Uint8Array> {
  let total = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        onOver?.();
        controller.error(new BodyError(413, requestMessages.tooLarge));
        return;
      }
      controller.enqueue(chunk);
    },
  });
}

/** The body refused unread: it is cancelled, so the client's upload stops. */
async function refuse(request: Request, error: BodyError): Promise<never> {
  await request.body?.cancel().catch(() => undefined);
  throw error;
}

/** True when the request declares a length over `maxBytes` (a missing or chunked length says nothing). */
export function declaredOver(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * Reads the whole body, at most `maxBytes` of it: a declared Content-Length over the limit is
 * refused without reading; otherwise the bytes are counted as they arrive and the stream is
 * cancelled the moment the count passes the limit. Throws BodyError(413).
 */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaredOver(request, maxBytes)) return refuse(request, new BodyError(413, requestMessages.tooLarge));
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyError(413, requestMessages.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, at most `maxBytes` (BodyError 413). */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBytes(request, maxBytes));
}

/** The body parsed as JSON, at most `maxBytes`: BodyError 413 over it, 400 when it is not JSON. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readText(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, requestMessages.notJson);
  }
}
