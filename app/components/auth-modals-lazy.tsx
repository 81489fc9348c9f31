/**
 * The login/register/forgot modals, loaded only when one is open (issue 13 item 4). Their forms
 * carry conform and the zod schemas (≈ 100 KB gzip), which a page without an open modal never
 * needs. The server renders the modal the URL names (auth-modals.server.ts provides the component
 * at start); the browser loads the chunk before hydrating such a page (entry.client.tsx) or when
 * the URL comes to name a modal (clicking LOGIN / REGISTER).
 */
import { useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";

type AuthModalsComponent = typeof import("./auth-forms").AuthModals;
type States = { id: number; label: string }[] | null;

let loaded: AuthModalsComponent | null = null;

/** The server hands the component in at start; nothing is loaded lazily there. */
export function provideAuthModals(component: AuthModalsComponent) {
  loaded = component;
}

/** Loads the modals' chunk (once); entry.client.tsx awaits it before hydrating a page that shows one. */
export async function loadAuthModals(): Promise<AuthModalsComponent> {
  if (!loaded) loaded = (await import("./auth-forms")).AuthModals;
  return loaded;
}

/** Whether a URL's query names one of the auth modals (`?modal=login` and the like). */
export function namesAuthModal(search: string): boolean {
  return new URLSearchParams(search).has("modal");
}

export function LazyAuthModals({ states }: { states: States }) {
  const [params] = useSearchParams();
  const open = params.has("modal");
  const [AuthModals, setAuthModals] = useState<AuthModalsComponent | null>(() => loaded);
  useEffect(() => {
    if (!open || AuthModals) return;
    let live = true;
    void loadAuthModals().then((component) => {
      if (live) setAuthModals(() => component);
    });
    return () => {
      live = false;
    };
  }, [open, AuthModals]);
  return open && AuthModals ? <AuthModals states={states} /> : null;
}
