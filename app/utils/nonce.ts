import { createContext, useContext } from "react";

/**
 * The per-response CSP nonce for Remix's inline scripts (set by the Worker, put into the
 * Content-Security-Policy by entry.server). Browsers hide a nonce from the DOM after using it, so
 * on the client this is empty; it matters only for the server render.
 */
export const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}

/** 128 random bits, base64: a fresh nonce for each response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
