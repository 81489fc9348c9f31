/**
 * The lazy components of the page (lazy-component.tsx) by name, for entry.client.tsx, which loads
 * those the server rendered before hydrating. Kept apart so the entry carries only this.
 */
const registry = new Map<string, () => Promise<unknown>>();

export function registerLazy(name: string, load: () => Promise<unknown>) {
  registry.set(name, load);
}

/** Loads every lazy component the server rendered into this page (marked `data-lazy`). */
export function loadRenderedLazyComponents(): Promise<unknown> {
  const names = [...document.querySelectorAll("[data-lazy]")].map((el) => el.getAttribute("data-lazy") ?? "");
  return Promise.all(names.map((n) => registry.get(n)?.()));
}
