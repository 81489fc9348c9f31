import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadAuthModals, namesAuthModal } from "./components/auth-modals-lazy";
import { loadRenderedLazyComponents } from "./components/lazy-registry";
import { checkAppVersion } from "./utils/app-version";

/**
 * RemixBrowser (single fetch) decodes the server's data in the page in its first render and
 * suspends until it has, with no Suspense boundary above it. A click, key or input that reaches
 * the page then makes React 18 hydrate the document at once, synchronously: it suspends there, is
 * retried on the transition's lane alone, suspends again and React throws #345 ("Root did not
 * complete"), leaving the page unhydrated — the login modal's error on a slow machine (issue 33
 * item 9, docs/decisions/120). So the decoding is started here and awaited before hydrating:
 * called before any render, RemixBrowser throws that decoding's promise (which never rejects)
 * before it uses a hook; once it has settled, the first render goes straight through. Anything
 * else it might throw is only a value below: the page hydrates as before.
 */
let decoding: unknown;
try {
  RemixBrowser({});
} catch (thrown) {
  decoding = thrown;
}

// A page the server rendered with an auth modal open (?modal=login) hydrates once the modals'
// chunk is here, so the first client render matches the server's; other pages never load it.
// The same for any other lazy component the server rendered (app/components/lazy-component.tsx).
const ready = Promise.all([
  namesAuthModal(window.location.search) ? loadAuthModals().catch(() => undefined) : undefined,
  loadRenderedLazyComponents().catch(() => undefined),
  decoding,
]);

void ready.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);

// Subscriber §9: compare the served version (/meta.json) with this bundle's; refresh once if newer.
void checkAppVersion();
