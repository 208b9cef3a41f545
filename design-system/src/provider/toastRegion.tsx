import { useSyncExternalStore, type ComponentType } from 'react';

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

/** Renders the toast region once the toaster module has been loaded; nothing before (and on the server). */
export function ToastRegion() {
  const Region = useSyncExternalStore(subscribe, () => region, () => null);
  return Region ? <Region /> : null;
}
