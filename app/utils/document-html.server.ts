/**
 * The server side of app/utils/document-html.ts (decision 056): for a document request the Worker
 * gives the load context a map; a loader puts HTML there for the document's render instead of into
 * its data. A `.data` request (client navigation, revalidation) has no map: the HTML stays in the data.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** Set by the Worker for document requests only (not for `.data`). */
    documentHtml?: Map<string, unknown>;
  }
}

/** `html` for the loader's data, or null when this request's document carries it instead. */
export function keepOutOfData<T>(context: AppLoadContext, key: string, html: T): T | null {
  if (!context.documentHtml) return html;
  context.documentHtml.set(key, html);
  return null;
}

/** The load context's map for a document request (workers/web.ts). */
export function documentHtmlFor(request: Request): Map<string, unknown> | undefined {
  return new URL(request.url).pathname.endsWith(".data") ? undefined : new Map();
}
