import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { checkAppVersion } from "./utils/app-version";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// Subscriber §9: compare the served version (/meta.json) with this bundle's; refresh once if newer.
void checkAppVersion();
