import { useEffect, useRef, useState } from "react";

/** The browser-side draft of a half-typed case: localStorage, one per doc id (or "new"). */
export const draftKey = (docId?: number | null) => `sar.caseDraft.${docId ?? "new"}`;

type Draft = { savedAt: number; value: unknown };

export function readDraft(key: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Draft;
    return parsed && typeof parsed === "object" && "value" in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

/**
 * Keeps `value` (the form's live value) in localStorage half a second after the last change, once
 * the user has typed (`dirty`), and offers a draft found on load (reload, idle logout, crash).
 */
export function useDraft(key: string, value: unknown, dirty: boolean) {
  const [found, setFound] = useState<Draft | null>(null);
  const checked = useRef(false);
  useEffect(() => {
    setFound(readDraft(key));
    checked.current = true;
  }, [key]);
  const serialized = JSON.stringify(value ?? null);
  useEffect(() => {
    // Nothing is written while a found draft waits for an answer, so it cannot be overwritten.
    if (!checked.current || found || !dirty) return;
    const timer = setTimeout(() => {
      try {
        window.localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), value: JSON.parse(serialized) }));
      } catch {
        /* storage full or unavailable: the server-side reply still keeps the input */
      }
    }, 500);
    return () => clearTimeout(timer);
  }, [serialized, key, found, dirty]);
  return { found, dismiss: () => setFound(null) };
}
