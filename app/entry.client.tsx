import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadAuthModals, namesAuthModal } from "./components/auth-modals-lazy";
import { loadRenderedLazyComponents } from "./components/lazy-registry";
import { checkAppVersion } from "./utils/app-version";

// A page the server rendered with an auth modal open (?modal=login) hydrates once the modals'
// chunk is here, so the first client render matches the server's; other pages never load it.
// The same for any other lazy component the server rendered (app/components/lazy-component.tsx).
const ready = Promise.all([
  namesAuthModal(window.location.search) ? loadAuthModals().catch(() => undefined) : undefined,
  loadRenderedLazyComponents().catch(() => undefined),
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
