import { startTransition } from 'react';

/**
 * Whether the app started by hydrating prerendered HTML. The server knows nothing of this
 * visitor's local storage, so while hydrating, preference providers first render the server's
 * defaults (matching the HTML) and load the stored values right after.
 */
let hydrating = false;
/** The path of the page the app started on, whose HTML came rendered. */
let arrivalPath: string | undefined;

export function markHydrating(): void {
  hydrating = true;
  arrivalPath = window.location.pathname;
}

export function startedFromPrerenderedHtml(): boolean {
  return hydrating;
}

/**
 * Whether the document still shows the page it arrived with, as the server rendered it: the app
 * started from prerendered HTML and has not moved to another path since.
 */
export function onArrivalPage(): boolean {
  return hydrating && window.location.pathname === arrivalPath;
}

/** True where browser APIs exist (false while prerendering in Node). */
export const inBrowser = typeof window !== 'undefined';

/**
 * Applies state the server could not know (local storage, browser history) once the page has started.
 * It runs as a transition: an urgent update to a provider above a screen that React is still hydrating
 * makes React hydrate that whole screen at once, in one long task (215 ms on the home page at 4x CPU slowdown);
 * a transition lets it go on hydrating in slices.
 */
export function adoptClientState(update: () => void): void {
  startTransition(update);
}
