/** /viewCase/{token}/{docId}: the variant with a token segment; docId is the last path segment. */
export { action, ErrorBoundary, handle, links, loader, meta } from "./viewCase.$docId";
export { default } from "./viewCase.$docId";
