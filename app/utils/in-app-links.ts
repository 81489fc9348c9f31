/**
 * Links inside HTML the page did not render itself (the case's parts, rendered once per case and
 * version: decision 095) are plain anchors. Clicks on them are followed as Remix's `Link` would:
 * a client navigation, the scroll kept when only the query changes (Cited by's order); a jump
 * within the page (#para-12), a new tab, a modified click or another site stay the browser's own.
 */
import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

export function useInAppLinks() {
  const navigate = useNavigate();
  return (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    // Only the app's own links (data-in-app): a link an editor wrote in a judgment stays a plain one.
    const a = (e.target as Element | null)?.closest?.("a[href][data-in-app]");
    if (!(a instanceof HTMLAnchorElement) || a.target || a.hasAttribute("download")) return;
    const url = new URL(a.href);
    const here = window.location;
    if (url.origin !== here.origin) return;
    if (url.pathname === here.pathname && url.search === here.search && url.hash) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash, { preventScrollReset: url.pathname === here.pathname });
  };
}
