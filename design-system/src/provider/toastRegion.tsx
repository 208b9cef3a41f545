import { startTransition, useEffect, useState, type ComponentType } from 'react';

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

/**
 * Renders the toast region once the toaster module has been loaded; nothing before (and on the server, so
 * hydration never includes it). It mounts in a transition, after the first commit: rendered at once, as a
 * store read during hydration used to be, the toast group's state machine and styles were a task of 30-40 ms
 * on a fast desktop right after hydrating; a transition renders it in slices that yield.
 */
export function ToastRegion() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = () => {
      const loaded = region;
      if (loaded) startTransition(() => setRegion(() => loaded));
    };
    show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return Region ? <Region /> : null;
}
