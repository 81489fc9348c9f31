/**
 * A part of a page whose code arrives when someone first uses it (issue 22 item 11,
 * docs/decisions/051). The server renders it in the first HTML (it is handed the component at start
 * from a `.server` module, `provide`), so it shows and works without JavaScript. In the browser its
 * chunk is not loaded with the page: while hydrating, the part suspends inside its own Suspense
 * boundary, and React keeps the server's HTML as it is (a dehydrated boundary) and hydrates the rest
 * of the page. The first focus, pointer or key press inside the part loads its chunk, and React then
 * hydrates it in place — the same DOM, so focus and anything typed stay. A form submitted before
 * that posts as it does without JavaScript. Rendered after hydration (a client navigation), the part
 * loads at once.
 */
import { Suspense, type ComponentType } from "react";

/** Set by app/root.tsx once the page has hydrated. */
const hydrated = () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;

export function deferredComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let waiting: Promise<void> | null = null;
  const start = () => (loading ??= load().then((c) => void (loaded = c)));

  /** Resolves once the part is used and its chunk is here (the listener is on the document, in capture). */
  function whenUsed(): Promise<void> {
    return (waiting ??= new Promise<void>((resolve, reject) => {
      const onUse = (e: Event) => {
        if (!(e.target instanceof Element) || !e.target.closest(`[data-deferred="${name}"]`)) return;
        for (const type of INTERACTIONS) document.removeEventListener(type, onUse, true);
        start().then(resolve, reject);
      };
      for (const type of INTERACTIONS) document.addEventListener(type, onUse, true);
    }));
  }

  function Inner(props: P) {
    const C = loaded;
    if (C) return <C {...props} />;
    // Suspending keeps the server's HTML while hydrating; after hydration the part loads now.
    throw hydrated() ? start() : whenUsed();
  }

  function Deferred(props: P) {
    return (
      <div data-deferred={name} style={{ display: "contents" }}>
        <Suspense fallback={null}>
          <Inner {...props} />
        </Suspense>
      </div>
    );
  }

  return {
    Deferred,
    /** The server's copy, given at start. */
    provide(component: ComponentType<P>) {
      loaded = component;
    },
  };
}
