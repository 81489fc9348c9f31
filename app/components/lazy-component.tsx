/**
 * A component whose code loads when it is first shown (issue 22 item 11, docs/decisions/051),
 * generalising the auth modals' pattern (decision 029): the server renders it in the first HTML
 * (it must work without JavaScript), so it is handed the component at start from a `.server`
 * module (`provide`); the browser imports the chunk when the component comes to be rendered, and
 * entry.client.tsx loads any the server rendered (`data-lazy` marks them) before hydrating, so the
 * first client render matches the server's. Until its chunk has come, it shows `fallback` (nothing
 * unless given); `load` fetches the chunk ahead (a route's clientLoader awaits it, so a navigation
 * shows the part at once — decision 087).
 */
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { registerLazy } from "./lazy-registry";

export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | null = null;
  const get = async () => (loaded ??= await load());
  registerLazy(name, get);
  function Lazy(props: P) {
    const [C, setC] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (C) return;
      let live = true;
      void get().then((c) => live && setC(() => c));
      return () => {
        live = false;
      };
    }, [C]);
    return C ? (
      <div data-lazy={name} style={{ display: "contents" }}>
        <C {...props} />
      </div>
    ) : (
      fallback
    );
  }
  return {
    Lazy,
    /** Fetches the chunk (once); resolves when the part can be shown at once. */
    load: get,
    /** The server's copy, given at start. */
    provide(component: ComponentType<P>) {
      loaded = component;
    },
  };
}
