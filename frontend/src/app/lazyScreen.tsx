import { lazy, useState, type ComponentType } from 'react';

/**
 * A screen component whose code downloads on first use; `preload()` fetches it ahead of time
 * (once), `load()` runs its loader again (the prerenderer uses it to see which modules a screen
 * imports, see src/ssr/prerender-routes.ts).
 */
export type LazyScreen = ComponentType & { preload: () => Promise<ComponentType>; load: () => Promise<ComponentType> };

/**
 * A route's screen as its own chunk. Before its code has arrived it suspends (the nearest
 * Suspense boundary shows the loading state, or, during a navigation, React keeps the previous
 * screen); once loaded it renders synchronously. That is what hydration needs: the browser
 * preloads the screens of the current URL, and the prerendered HTML is adopted without suspending.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later visit may retry (e.g. after a network blip)
        throw error;
      },
    ));
  const Deferred = lazy(async () => ({ default: await preload() }));
  function Screen() {
    // Fixed for the life of this mount, so a screen never remounts when its code arrives.
    const [Component] = useState<ComponentType>(() => loaded ?? Deferred);
    return <Component />;
  }
  return Object.assign(Screen, { preload, load });
}

/** Whether a route's Component can be preloaded. */
export function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'function' && typeof (component as Partial<LazyScreen>).preload === 'function';
}
