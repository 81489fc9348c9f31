import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Loads JSON from one of our resource routes for type-ahead lists and pickers. A newer load
 * aborts the older one, and leaving the page aborts what is still in flight — quietly: an aborted
 * look-up is not an error (a Remix fetcher aborted mid-body logs one to the console).
 * A failed look-up keeps the last list rather than blanking it.
 */
export function useJsonFetch<T>() {
  const [data, setData] = useState<T | undefined>(undefined);
  const [state, setState] = useState<"idle" | "loading">("idle");
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const load = useCallback(async (url: string) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setState("loading");
    try {
      const res = await fetch(url, { signal: c.signal, headers: { Accept: "application/json" } });
      if (!res.ok) return;
      const body = (await res.json()) as T;
      if (!c.signal.aborted) setData(body);
    } catch {
      // aborted by a newer look-up or by leaving the page, or the network dropped: keep what is shown
    } finally {
      if (controller.current === c) setState("idle");
    }
  }, []);
  return { data, state, load };
}
