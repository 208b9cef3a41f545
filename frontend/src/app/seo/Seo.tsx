import { BRAND_NAME, DEFAULT_DESCRIPTION, pageTitle } from './config';
import { siteOrigin } from './siteOrigin';
import { JsonLd } from './JsonLd';

export interface SeoProps {
  /** Page name; the brand suffix is added. */
  title: string;
  description?: string;
  /** App path of the canonical URL, e.g. '/services/plumbing/toronto'. Leave out on pages that must not be indexed. */
  path?: string;
  /** Ask search engines not to index the page (not-found and error screens). */
  noindex?: boolean;
  /** Open Graph type. @default 'website' */
  ogType?: 'website' | 'article';
  /** Image path or URL for link previews. */
  image?: string;
  /** Structured data objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
}

/** Absolute URL on the site for an app path (absolute URLs pass through). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Page metadata of every screen, prerendered or not. React 19 hoists the <title>, <meta> and
 * <link> written here into <head>, during client rendering and in static (prerendered) output
 * alike, and removes them when the screen goes away.
 */
export function Seo({ title, description = DEFAULT_DESCRIPTION, path, noindex = false, ogType = 'website', image, jsonLd = [] }: SeoProps) {
  const fullTitle = pageTitle(title);
  const url = path === undefined ? undefined : absoluteUrl(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={ogType} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:locale" content="en_CA" />
      {image ? <meta property="og:image" content={absoluteUrl(image)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
