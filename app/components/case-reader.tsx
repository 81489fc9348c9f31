/**
 * The case view's reading aids (issue 25 items 1–2, docs/decisions/065 and 067), loaded only when
 * used so the page's first JavaScript stays as it was: the hits bar (search terms highlighted, hit
 * count, next/previous with n/p, the paragraph of each hit, highlighting off) when the case was
 * opened from a search, and a paragraph's citation panel when its marker (a.pn, written by
 * search-index/paragraphs.ts) is clicked. Without JavaScript the marker is a link to the paragraph.
 */
import { lazy, Suspense, useEffect, useState, type RefObject } from "react";
import type { CiteInfo } from "./paragraph-cite";

const HitsBar = lazy(() => import("./hits-bar"));
const ParagraphCite = lazy(() => import("./paragraph-cite"));

export function CaseReader({ root, terms, cite }: { root: RefObject<HTMLElement | null>; terms: string[]; cite: CiteInfo }) {
  const [mounted, setMounted] = useState(false);
  const [para, setPara] = useState<string | null>(null);
  useEffect(() => {
    setMounted(true);
    const el = root.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.("a.pn");
      if (!a || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      history.replaceState(history.state, "", `#${a.id}`);
      setPara(a.getAttribute("data-para"));
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, [root]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {terms.length ? <HitsBar root={root} terms={terms} /> : null}
      {para ? <ParagraphCite key={para} para={para} cite={cite} onClose={() => setPara(null)} /> : null}
    </Suspense>
  );
}
