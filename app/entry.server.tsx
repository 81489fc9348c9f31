import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { DocumentHtmlProvider } from "./utils/document-html";
import { bodyRefusal, noteBodyError } from "./utils/forms.server";
import { NonceProvider } from "./utils/nonce";

const ABORT_DELAY = 5000;

/** The hosts Google's website translator loads from and talks to (the case page only, decision 050). */
const TRANSLATOR = {
  script: " https://translate.google.com https://translate.googleapis.com https://translate-pa.googleapis.com",
  style: " https://www.gstatic.com https://translate.googleapis.com",
  img: " https://www.gstatic.com https://www.google.com https://translate.google.com https://translate.googleapis.com",
  connect: " https://translate.googleapis.com https://translate-pa.googleapis.com",
  frame: " https://translate.google.com",
};

/**
 * The page's Content-Security-Policy: scripts only from us (and Razorpay's checkout), inline ones
 * only with this response's nonce (Remix's context, hydration and streaming scripts carry it).
 * A page whose route's `handle` says `translator: true` (the case view) also lets in Google's
 * website translator.
 */
export function contentSecurityPolicy(nonce: string, opts: { translator?: boolean } = {}): string {
  const t = (k: keyof typeof TRANSLATOR) => (opts.translator ? TRANSLATOR[k] : "");
  return [
    "default-src 'self'",
    `img-src 'self' data: blob: https://*.razorpay.com${t("img")}`,
    `style-src 'self' 'unsafe-inline'${t("style")}`,
    `script-src 'self' 'nonce-${nonce}' https://checkout.razorpay.com${t("script")}`,
    `frame-src https://api.razorpay.com https://checkout.razorpay.com${t("frame")}`,
    `connect-src 'self' https://*.razorpay.com${t("connect")}`,
    "frame-ancestors 'self'",
    "form-action 'self' https://api.razorpay.com",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The form body could not be read: the Worker answers 400/413 instead, so nothing is rendered.
  if (bodyRefusal(loadContext)) return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.nonce ?? "";
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <DocumentHtmlProvider value={loadContext.documentHtml ?? null}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </DocumentHtmlProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // The whole document, then one body (decision 095): no page streams anything late (no `defer`),
  // and handing workerd React's hundreds of small chunks cost more than the render itself saved by
  // starting early (the case page's 80 KB: ~3 ms of CPU a request). A render error seen before the
  // end now also gives the 500 it should.
  await body.allReady;
  clearTimeout(timeoutId);
  const html = await new Response(body).arrayBuffer();

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
  responseHeaders.set("X-Frame-Options", "SAMEORIGIN");
  const translator = remixContext.staticHandlerContext.matches.some((m) => (remixContext.routeModules[m.route.id]?.handle as { translator?: boolean } | undefined)?.translator);
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { translator }));
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Errors from loaders and actions. A form body that could not be read (malformed, over the cap) is
 * the client's mistake: it is noted for the Worker, which answers 400/413 instead of Remix's 500.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (noteBodyError(context, error)) return;
  if (!request.signal.aborted) console.error(error);
};
