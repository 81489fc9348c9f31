import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

export const IDLE_MS = 1_800_000;

/**
 * Ends the session after 30 minutes without activity (the server enforces the same limit on its
 * own; this makes the page follow at once): logs out and goes to / or, for staff, /admin.
 */
export function IdleTimer({ logoutAction, home }: { logoutAction: string; home: string }) {
  const fetcher = useFetcher();
  const last = useRef(Date.now());
  useEffect(() => {
    const touch = () => (last.current = Date.now());
    const events = ["mousemove", "keydown", "click", "scroll", "touchstart"] as const;
    events.forEach((e) => window.addEventListener(e, touch, { passive: true }));
    const timer = window.setInterval(() => {
      if (Date.now() - last.current > IDLE_MS) {
        window.clearInterval(timer);
        fetcher.submit({ reason: "idle" }, { method: "post", action: logoutAction });
        window.location.assign(home);
      }
    }, 15_000);
    return () => {
      window.clearInterval(timer);
      events.forEach((e) => window.removeEventListener(e, touch));
    };
  }, [fetcher, logoutAction, home]);
  return null;
}
