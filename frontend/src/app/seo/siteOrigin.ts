/**
 * The site's public origin for canonical and Open Graph URLs: `VITE_SITE_URL`
 * when the build sets it (prerendered pages need a fixed origin), else the
 * origin the page is served from. Kept alone in this module because it reads
 * `import.meta`, which tests replace with `jest.mock`.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured && configured.trim() !== '') return configured.trim().replace(/\/+$/, '');
  return typeof window !== 'undefined' ? window.location.origin : '';
}
