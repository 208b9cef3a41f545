import { startTransition, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

let region: ComponentType | null = null;
const listeners = new Set<() => void>();

/**
 * Called by the toaster module when it is first loaded. Pages that show toasts import it, so the
 * toast machinery downloads with the first such page instead of with every page.
 */
export function registerToastRegion(component: ComponentType): void {
  if (region) return;
  region = component;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders the toast region once the toaster module has been loaded; nothing before (and on the server).
 * It mounts in a transition: on a page hydrating with the toaster loaded, the store's value differs from
 * the server's (nothing) and React renders that change at once, in one task right after hydrating; the
 * toast group's state machine and styles made that task 30-40 ms on a fast desktop. A transition renders
 * it in slices that yield, right after hydrating (the region never mounted during hydration either).
 */
export function ToastRegion() {
  const loaded = useSyncExternalStore(subscribe, () => region, () => null);
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (loaded) startTransition(() => setRegion(() => loaded));
  }, [loaded]);
  return Region ? <Region /> : null;
}
