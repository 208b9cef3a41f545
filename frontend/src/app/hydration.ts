/**
 * Whether the app started by hydrating prerendered HTML. The server knows nothing of this
 * visitor's local storage, so while hydrating, preference providers first render the server's
 * defaults (matching the HTML) and load the stored values right after.
 */
let hydrating = false;

export function markHydrating(): void {
  hydrating = true;
}

export function startedFromPrerenderedHtml(): boolean {
  return hydrating;
}

/** True where browser APIs exist (false while prerendering in Node). */
export const inBrowser = typeof window !== 'undefined';
