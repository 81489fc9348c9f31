/**
 * HTML the server renders into the document but leaves out of the page's hydration data
 * (decision 056): a case's judgment is tens of KB, and sending it twice (in the HTML and again in
 * the serialized loader data) doubled the page and the server's work. The loader hands it to the
 * document's render through the request (`keepOutOfData`, document-html.server.ts); a client-side
 * navigation or revalidation (a `.data` request) carries it in the data as before.
 */
import { createContext, useContext, useRef } from "react";

/** The HTML of this document request, by key (server render only; null in the browser). */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, unknown> | null>(null);

export const DocumentHtmlProvider = DocumentHtmlContext.Provider;

/**
 * The HTML kept out of the data under `key` (a string, or an object of strings), for
 * `dangerouslySetInnerHTML`. `fromData` is the loader data's copy (null when the document carries
 * it). In the browser, the first render hydrates over the server's elements with null — give
 * them "": React leaves the content of an element set by `dangerouslySetInnerHTML` as the server
 * sent it while hydrating — and the same key keeps what it was first rendered with, so a
 * revalidation (after Add to Library) never rewrites the elements and their highlights or
 * translation stay. A new key (another case) takes the data's copy.
 */
export function useDocumentHtml<T>(key: string, fromData: T | null): T | null {
  const server = useContext(DocumentHtmlContext);
  const kept = useRef<{ key: string; html: T | null } | null>(null);
  if (kept.current?.key !== key) kept.current = { key, html: fromData ?? ((server?.get(key) as T | undefined) ?? null) };
  return kept.current.html;
}
