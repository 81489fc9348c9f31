import type { LinksFunction } from "@remix-run/cloudflare";
import { useEffect, useRef, useState } from "react";
import toastStyles from "./toast.css";

/**
 * The subscriber pages' toasts (subscriber §7: "a success toast when responseData.responseMsg
 * exists"; §4 'Password Changed Successfully'; issue 34 item 5, S128). One component for every
 * page: a live region that is always in the page, so a screen reader announces what appears in it
 * (role=status, polite); a failure inside it is role=alert. A success goes after a few seconds
 * unless the pointer or focus is on it; the close button dismisses either.
 */
export type ToastData = { kind: "success" | "error"; text: string };

/** The stylesheet a route that shows toasts links (the root's app.css is not this task's). */
export const toastLinks: LinksFunction = () => [{ rel: "stylesheet", href: toastStyles }];

export const TOAST_SECONDS = 6;

/**
 * Shows `toast` each time a new object is passed (the same text twice shows twice). Pass the
 * action's reply, a fetcher's data, or a state set by the page.
 */
export function Toast({ toast }: { toast: ToastData | null | undefined }) {
  const [shown, setShown] = useState<ToastData | null>(toast ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const start = (t: ToastData | null) => {
    stop();
    if (t?.kind === "success") timer.current = setTimeout(() => setShown(null), TOAST_SECONDS * 1000);
  };
  useEffect(() => {
    setShown(toast ?? null);
    start(toast ?? null);
    return stop;
  }, [toast]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {shown ? (
        <div
          className={`toast-box ${shown.kind}`}
          role={shown.kind === "error" ? "alert" : undefined}
          onMouseEnter={stop}
          onFocus={stop}
          onMouseLeave={() => start(shown)}
        >
          <span className="toast-icon" aria-hidden="true">{shown.kind === "success" ? "✓" : "!"}</span>
          <span className="toast-text">{shown.text}</span>
          <button type="button" className="toast-close" aria-label="Close the message" onClick={() => { stop(); setShown(null); }}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
