/**
 * A `?next=` value that is safe to send people to after signing in: a path on this site
 * ('/my-projects'), never another origin ('//evil.example', '/\\evil.example', 'https://…').
 * Anything else is dropped (null).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const next = value.trim();
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in screen's address, coming back to `path` afterwards. */
export function signInHref(path?: string): string {
  const next = safeNextPath(path);
  return next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in';
}
